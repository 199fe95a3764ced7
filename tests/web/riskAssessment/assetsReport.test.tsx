// @vitest-environment jsdom
/**
 * 信息安全风险评估报告 (both routes, one page): from a RiskReport it shows the cover (定稿, the
 * configuration), the seven sections, the heat-map matrix beside the charts (drawn on a stand-in
 * canvas context, tests/web/canvasStub.ts), the ranked risks with the engine's explanation when
 * expanded, the residual and high residual risks with their treatment and the acceptance
 * conclusion; "下载 Word 报告" asks for the project's document; RA_REPORT_NOT_READY shows that the
 * risks are not computed yet; other failures a retry.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '@domain/riskAssessment/contracts';
import AssetsReport, { DOWNLOAD_TEXT, NOT_READY_TEXT, PRINT_TEXT } from '@/pages/RiskAssessment/AssetsReport';
import { assetsReportPath } from '@/pages/RiskAssessment/AssetsReport/paths';
import { requestConfig } from '@/requestErrorConfig';
import { stubCanvasContext } from '../canvasStub';
import { failure, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo, setHashPath, setRouteParams } from '../umiFake';
import { PROJECT, report } from './consultantFixtures';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

function open(side: 'customer' | 'channel' = 'channel') {
  setHashPath(assetsReportPath(side, PROJECT));
  setRouteParams({ params: PROJECT });
  render(<AssetsReport />);
}

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
  stubCanvasContext();
});

describe('信息安全风险评估报告', () => {
  it('builds the paths of both sides', () => {
    expect(assetsReportPath('channel', PROJECT)).toBe(`/projectList/detail/assetsReport/${PROJECT}`);
    expect(assetsReportPath('customer', PROJECT)).toBe(`/systemManage/companyDetails/assetsReport/${PROJECT}`);
  });

  it('renders the cover, the seven sections, the heat map and the ranked risks with their explanation', async () => {
    answers.set(api.raReport, ok(report()));
    open();
    expect(await screen.findByText('核心业务系统风险评估 信息安全风险评估报告', {}, slow)).toBeTruthy();
    expect(requestsTo(api.raReport)).toContainEqual(expect.objectContaining({ params: { projectCode: PROJECT }, skipErrorHandler: true }));
    // cover
    expect(screen.getByText('定稿')).toBeTruthy();
    expect(screen.getByText('示例科技有限公司')).toBeTruthy();
    expect(screen.getAllByText('李顾问').length).toBeGreaterThan(0);
    // The configuration by its Chinese name and version, not its internal id.
    expect(screen.getAllByText(/GB\/T 20984 默认配置（版本 1\.0\.0）/).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/gbt20984-default@/)).toHaveLength(0);
    expect(screen.getByText('第三级')).toBeTruthy();
    // sections
    for (const title of ['1 评估范围与方法', '2 资产识别', '3 威胁与脆弱性', '4 已有安全措施', '5 风险分析', '6 残余风险', '7 风险接受评价'])
      expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(/风险计算方法：矩阵法/)).toBeTruthy();
    expect(screen.getAllByText('网上业务办理')).toHaveLength(2); // business assets and business risks
    expect(screen.getAllByText('5（很高）').length).toBeGreaterThan(0); // adjusted importance
    expect(screen.getByText('边界防火墙访问控制策略')).toBeTruthy();
    // heat map: the container with its 5 × 5 matrix
    const heat = screen.getByTestId('ra-heatmap');
    expect(within(heat).getByText('风险热力图（可能性 × 损失）')).toBeTruthy();
    const matrix = within(heat).getByRole('table', { name: '风险热力图数据' });
    expect(matrix.querySelectorAll('td')).toHaveLength(25);
    expect(matrix.querySelector('td[data-cell="4-4"]')?.textContent).toBe('1');
    expect(matrix.querySelector('td[data-cell="5-5"]')?.textContent).toBe('0');
    // the charts, loaded lazily, draw their two canvases
    const charts = screen.getByTestId('ra-report-charts');
    expect(await within(charts).findByText('风险等级分布', {}, slow)).toBeTruthy();
    await waitFor(() => expect(charts.querySelectorAll('canvas')).toHaveLength(2), slow);
    // ranked risks: level tags, explanation when expanded
    expect(screen.getAllByText('4 高').length).toBeGreaterThan(0);
    expect(screen.getAllByText('3 中等').length).toBeGreaterThan(0);
    expect(screen.queryByText(/可能性 = 矩阵（威胁 4，脆弱性 4）/)).toBeNull();
    const rankTable = screen.getByText('5.1 风险排序').nextElementSibling as HTMLElement;
    fireEvent.click(within(rankTable).getAllByRole('button', { name: /展开行|expand/i })[0]);
    expect(await screen.findByText(/可能性 = 矩阵（威胁 4，脆弱性 4）= 16，等级 4/, {}, slow)).toBeTruthy();
    // residual, high residual, acceptance
    expect(screen.getAllByText('弱口令').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/启用双因素认证/).length).toBeGreaterThan(0);
    expect(screen.getByText('接受人 赵总')).toBeTruthy();
    expect(screen.getByText('结论：高风险已由管理层签署接受，整体风险可控')).toBeTruthy();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(PRINT_TEXT.split('').join(String.raw`\s*`)) }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('marks a report the customer has not completed as 草稿', async () => {
    answers.set(api.raReport, ok(report({ final: false, stage: 'submit', status: 'assess-confirm', completedAt: null })));
    open('customer');
    expect(await screen.findByText('草稿', {}, slow)).toBeTruthy();
    expect(screen.getByText(/本报告为草稿/)).toBeTruthy();
  });

  it('downloads the Word report of the project', async () => {
    answers.set(api.raReport, ok(report()));
    answers.set(api.raReportDocx, {
      data: new Blob(['PK\u0003\u0004'], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    });
    // The file is saved through a temporary link: record it instead of letting jsdom follow it.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open('customer');
    fireEvent.click(await screen.findByRole('button', { name: DOWNLOAD_TEXT }, slow));
    await waitFor(() => expect(requestsTo(api.raReportDocx).map((request) => request.params)).toContainEqual({ projectCode: PROJECT }));
    await waitFor(() => expect(saved).toEqual(['信息安全风险评估报告.docx']));
  });

  it('says the risks are not computed yet when the server answers RA_REPORT_NOT_READY', async () => {
    answers.set(api.raReport, failure('20501', '风险尚未计算，报告将在顾问完成安全措施确认后生成'));
    open();
    expect(await screen.findByText(NOT_READY_TEXT, {}, slow)).toBeTruthy();
    expect(screen.getByText('风险尚未计算，报告将在顾问完成安全措施确认后生成')).toBeTruthy();
    expect(screen.queryByRole('button', { name: DOWNLOAD_TEXT })).toBeNull();
  });

  it('shows another refusal with a retry', async () => {
    answers.set(api.raReport, failure('403', '无权查看该项目的报告'));
    open();
    expect(await screen.findByText('无权查看该项目的报告', {}, slow)).toBeTruthy();
    answers.set(api.raReport, ok(report()));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('核心业务系统风险评估 信息安全风险评估报告', {}, slow)).toBeTruthy();
  });
});
