// @vitest-environment jsdom
/**
 * The customer's own government data (docs/decisions.md "Imports"): 服务列表 (/systemManage) has
 * the tabs 科技项目 and 创新型企业 beside 我的服务 for the session's own company, against the demo
 * server. The PM lists 示例科技's records (no customerTenantCode sent: the server answers its own
 * company) and imports a workbook, whose rows then show to the channel serving it; the internal
 * auditor reads without 导入.
 */
import '../setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { govInnovativeList, govTecProjectImportFile, govTecProjectList } from '@domain/imports/contracts';
import SystemManage from '@/pages/Projects/SystemManage';
import { requestConfig } from '@/requestErrorConfig';
import { buildXlsx, TEC_HEADER, tecRow } from '../../api/imports/workbooks';
import { demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));

function openAs(phone: string) {
  installRequest(requestConfig, demoServerAs(phone));
  setHashPath('/systemManage');
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

withDemoServer();

describe("服务列表: the customer's own 科技项目 and 创新型企业", () => {
  it('the PM lists its company’s projects and imports a workbook; the channel then sees the new row', async () => {
    openAs('13800000021');
    const { container } = render(<SystemManage />);
    fireEvent.click(await screen.findByRole('tab', { name: '科技项目' }, slow));
    expect(await screen.findByText('面向中小企业的数据安全合规检测平台研发', {}, slow)).toBeTruthy();
    expect(requestsTo(govTecProjectList)[0].params).toMatchObject({ current: 1, pageSize: 10 });
    expect((requestsTo(govTecProjectList)[0].params as Record<string, unknown>).customerTenantCode).toBeUndefined();
    expect(screen.getByRole('button', { name: buttonName('下载模板') })).toBeTruthy();
    expect(screen.getByRole('button', { name: buttonName('导入') })).toBeTruthy();

    const bad = tecRow(8);
    bad[7] = '2024-13-45';
    const bytes = await buildXlsx({ 科技项目: [TEC_HEADER, tecRow(7), bad] });
    const file = new File([new Uint8Array(bytes)], '本公司科技项目.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(requestsTo(govTecProjectImportFile)).toHaveLength(1), slow);
    expect(await screen.findByText('导入完成：导入 1 行，跳过 1 行', {}, { timeout: 60_000 })).toBeTruthy();
    expect(screen.getByText('第 3 行')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('KJ-000007')).toBeTruthy(), slow);

    const seenByChannel = await demoCall<{ total: number }>('13800000011', govTecProjectList, {
      customerTenantCode: 'T-CU-DEMO',
      keyword: 'KJ-000007',
    });
    expect(seenByChannel.total).toBe(1);

    // Back on 我的服务: the services list as before.
    fireEvent.click(screen.getByRole('tab', { name: '我的服务' }));
    expect(await screen.findByText('核心业务系统', {}, slow)).toBeTruthy();
  });

  it('the internal auditor reads 创新型企业 without 导入', async () => {
    openAs('13800000024');
    render(<SystemManage />);
    fireEvent.click(await screen.findByRole('tab', { name: '创新型企业' }, slow));
    await waitFor(() => expect(requestsTo(govInnovativeList)).toHaveLength(1), slow);
    expect(await screen.findByText('GR202333001234', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: buttonName('下载模板') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName('导入') })).toBeNull();
  });
});
