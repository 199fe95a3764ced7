// @vitest-environment jsdom
/** 项目详情 of a risk-assessment project links to /assetAssess and to the report; other services do not. */
import '../setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ENTER_TEXT, REPORT_TEXT } from '@/pages/RiskAssessment/AssetAssess/components/labels';
import CompanyDetails from '@/pages/Projects/SystemManage/CompanyDetails';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { historyCalls, installRequest, setHashPath, setInitialState, setRouteParams } from '../umiFake';

vi.setConfig({ testTimeout: 120_000 });
const slow = { timeout: 30_000 };

function openAs(phone: string, projectCode: string) {
  installRequest(requestConfig, demoServerAs(phone));
  setHashPath(`/systemManage/companyDetails/${projectCode}`);
  setRouteParams({ projectCode });
  setInitialState({ currentUser: demoUser(phone), failed: false });
  render(<CompanyDetails />);
}

withDemoServer();

describe('项目详情 · 风险评估入口', () => {
  it('a risk-assessment project opens the assessment and its report', async () => {
    openAs('13800000021', 'PJ20261015RA0005');
    fireEvent.click(await screen.findByRole('button', { name: ENTER_TEXT }, slow));
    fireEvent.click(screen.getByRole('button', { name: REPORT_TEXT }));
    expect(historyCalls.map((call) => call.path)).toEqual([
      '/assetAssess/PJ20261015RA0005',
      '/systemManage/companyDetails/assetsReport/PJ20261015RA0005',
    ]);
  });

  it('another service has no such buttons', async () => {
    openAs('13800000021', 'PJ20261020GM0002');
    await screen.findByText('客户任务', {}, slow);
    expect(screen.queryByRole('button', { name: ENTER_TEXT })).toBeNull();
    expect(screen.queryByRole('button', { name: REPORT_TEXT })).toBeNull();
  });
});
