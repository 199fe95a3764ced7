// @vitest-environment jsdom
/**
 * The three variables panels against the real server with the demo data: the consultant 林志远
 * sees 示例科技's finalised variables, the departments with their use and the matrix, and the
 * timeline from 2026-09-01 across 中秋 and 国庆; the customer's PM sees the same variables without
 * 定稿 and saves a draft of a field they fill.
 */
import '../setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isoVariableSaveDraft } from '@domain/isoDocuments/variableContracts';
import DepartmentsPanel from '@/pages/IsoDocuments/components/variables/DepartmentsPanel';
import TimelinePanel from '@/pages/IsoDocuments/components/variables/TimelinePanel';
import VariablesPanel, { draftSinceFinal } from '@/pages/IsoDocuments/components/variables/VariablesPanel';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { installRequest, requestsTo } from '../umiFake';

vi.setConfig({ testTimeout: 120_000 });
const slow = { timeout: 60_000 };
const PROJECT = 'PJ20260815CE0006';
const CONSULTANT = '13800000013';
const CUSTOMER_PM = '13800000021';
const buttonName = (text: string) => new RegExp(`(^|\\s)${text.split('').join('\\s?')}$`);

withDemoServer();

describe('the variables panels on the demo data', () => {
  it('shows the consultant the finalised variables', async () => {
    installRequest(requestConfig, demoServerAs(CONSULTANT));
    render(<VariablesPanel projectCode={PROJECT} side="delivery" />);
    expect(await screen.findByDisplayValue('示例科技有限公司', {}, slow)).toBeTruthy();
    expect(screen.getByText('已定稿 v1')).toBeTruthy();
    expect(screen.getByDisplayValue('91330106MA2DEMA011')).toBeTruthy();
    expect(screen.getByRole('button', { name: buttonName('定稿') })).toBeTruthy();
  });

  it('shows the departments with their use and the matrix', async () => {
    installRequest(requestConfig, demoServerAs(CONSULTANT));
    render(<DepartmentsPanel projectCode={PROJECT} side="delivery" />);
    expect((await screen.findAllByText('信息技术部', {}, slow)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('人力资源部').length).toBeGreaterThan(0);
    expect(await screen.findByText('9.2', {}, slow)).toBeTruthy();
    expect(screen.getByText('内部审核')).toBeTruthy();
  });

  it('shows the timeline across 中秋 and 国庆 2026', async () => {
    installRequest(requestConfig, demoServerAs(CONSULTANT));
    render(<TimelinePanel projectCode={PROJECT} side="delivery" />);
    expect((await screen.findAllByText(/已跳过法定节假日：中秋（2026-09-25 至 2026-09-27）、国庆节/, {}, slow)).length).toBeGreaterThan(0);
    // The date inputs fill after the holiday note on a loaded machine: wait for them too. Read
    // through the milestone's own input, so a failure prints the date it shows instead.
    await waitFor(() => expect((screen.getByLabelText('内部审核日期') as HTMLInputElement).value).toBe('2026-11-19'), slow);
  });

  it('lets the customer PM save a draft of their fields, without 定稿', async () => {
    installRequest(requestConfig, demoServerAs(CUSTOMER_PM));
    render(<VariablesPanel projectCode={PROJECT} side="customer" />);
    await screen.findByDisplayValue('示例科技有限公司', {}, slow);
    expect(screen.queryByRole('button', { name: buttonName('定稿') })).toBeNull();
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '0571-88886688' } });
    fireEvent.click(screen.getByRole('button', { name: buttonName('保存草稿') }));
    await waitFor(() => expect(requestsTo(isoVariableSaveDraft)).toHaveLength(1), slow);
    expect(await screen.findByText('草稿', {}, slow)).toBeTruthy();
    expect(screen.getByText(draftSinceFinal(1))).toBeTruthy();
  });
});
