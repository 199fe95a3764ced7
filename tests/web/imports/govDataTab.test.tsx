// @vitest-environment jsdom
/**
 * The 科技项目 / 创新型企业 tabs of a customer's profile (src/pages/Imports/GovData) against the
 * demo server: the demo records listed from the server's page; 下载模板 and 导入 for the channel's
 * manager, no 导入 for its executor; an uploaded workbook's task followed to its end, then the
 * imported and skipped counts, the bad cell, and the new record in the list.
 */
import '../setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { govTecProjectImportFile, govTecProjectList } from '@domain/imports/contracts';
import GovDataTab from '@/pages/Imports/GovData/components/GovDataTab';
import { requestConfig } from '@/requestErrorConfig';
import { buildXlsx, TEC_HEADER, tecRow } from '../../api/imports/workbooks';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 120_000 });
const slow = { timeout: 30_000 };
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));

function openAs(phone: string) {
  installRequest(requestConfig, demoServerAs(phone));
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

withDemoServer();

describe('科技项目 / 创新型企业 tabs', () => {
  it("lists the customer's imported projects, a page from the server; the executor has no 导入", async () => {
    openAs('13800000014');
    render(<GovDataTab kind="govTecProject" customerTenantCode="T-CU-DEMO" canImport={false} />);
    expect(await screen.findByText('面向中小企业的数据安全合规检测平台研发', {}, slow)).toBeTruthy();
    expect(screen.getByText('工业互联网终端安全接入网关')).toBeTruthy();
    expect(screen.getAllByText('信息安全技术').length).toBeGreaterThan(0);
    expect(requestsTo(govTecProjectList)[0].params).toMatchObject({ customerTenantCode: 'T-CU-DEMO', current: 1, pageSize: 10 });
    expect(screen.getByRole('button', { name: buttonName('下载模板') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName('导入') })).toBeNull();
  });

  it('imports a workbook: the task runs, then the counts, the bad cell and the new record show', async () => {
    openAs('13800000011');
    const { container } = render(<GovDataTab kind="govTecProject" customerTenantCode="T-CU-DEMO" canImport />);
    expect(await screen.findByText('面向中小企业的数据安全合规检测平台研发', {}, slow)).toBeTruthy();
    const bad = tecRow(2);
    bad[2] = '国际级';
    const bytes = await buildXlsx({ 科技项目: [TEC_HEADER, tecRow(1), bad] });
    const file = new File([new Uint8Array(bytes)], '科技项目.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(requestsTo(govTecProjectImportFile)).toHaveLength(1), slow);
    expect(await screen.findByText('导入完成：导入 1 行，跳过 1 行', {}, { timeout: 60_000 })).toBeTruthy();
    expect(screen.getByText('须为 国家级、省级、市级、区县级 之一')).toBeTruthy();
    expect(screen.getByText('第 3 行')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('KJ-000001')).toBeTruthy(), slow);
  });
});
