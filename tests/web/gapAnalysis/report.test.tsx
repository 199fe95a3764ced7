// @vitest-environment jsdom
/**
 * 差距分析报告 (both routes, one page): from a GapReport fixture it shows the cover, the summary and
 * the gap rows with their recommendations and disposal status, the footer's configuration and the
 * explanation behind "计算说明"; `projectCode~reportNo` opens an older report; no report shows
 * "尚未生成报告" with the gap-analysis status; "下载 Word 报告" asks for the shown report. The charts
 * (loaded lazily) draw on a stand-in canvas context (tests/web/canvasStub.ts).
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '@domain/gapAnalysis/contracts';
import GapAnalysisReport, { APPENDIX_TEXT, DOWNLOAD_TEXT, NO_REPORT_TEXT } from '@/pages/GapAnalysis/Report';
import { gapReportPath, parseReportParams } from '@/pages/GapAnalysis/Report/components/paths';
import { requestConfig } from '@/requestErrorConfig';
import { stubCanvasContext } from '../canvasStub';
import { failure, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo, setHashPath, setRouteParams } from '../umiFake';
import { isoReport, PROJECT } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

function open(params: string, side: 'customer' | 'channel' = 'customer') {
  const prefix = side === 'customer' ? '/systemManage/companyDetails/gapAnalysisReport/' : '/projectList/detail/gapAnalysisReport/';
  setHashPath(`${prefix}${params}`);
  setRouteParams({ params });
  render(<GapAnalysisReport />);
}

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
  stubCanvasContext();
});

describe('report params', () => {
  it('reads projectCode and the optional ~reportNo, and builds the paths of both sides', () => {
    expect(parseReportParams(PROJECT)).toEqual({ projectCode: PROJECT });
    expect(parseReportParams(`${PROJECT}~2`)).toEqual({ projectCode: PROJECT, reportNo: 2 });
    expect(parseReportParams(`${PROJECT}~x`)).toEqual({ projectCode: PROJECT });
    expect(gapReportPath('channel', PROJECT)).toBe(`/projectList/detail/gapAnalysisReport/${PROJECT}`);
    expect(gapReportPath('customer', PROJECT, 3)).toBe(`/systemManage/companyDetails/gapAnalysisReport/${encodeURIComponent(`${PROJECT}~3`)}`);
  });
});

describe('差距分析报告', () => {
  it('renders the cover, the summary, the gap rows, the explanation and the configuration of the newest report', async () => {
    answers.set(
      api.gapListReports,
      ok({
        gapStatus: 'report-finished',
        reports: [isoReport(2), isoReport(1, { cover: { ...isoReport().cover, checkDate: '2026-09-01' } })],
      }),
    );
    open(PROJECT);
    expect(await screen.findByText('ISO 27001 差距分析 差距分析报告', {}, slow)).toBeTruthy();
    expect(requestsTo(api.gapListReports)).toContainEqual(expect.objectContaining({ params: { projectCode: PROJECT }, skipErrorHandler: true }));
    // cover
    expect(screen.getByText('示例科技有限公司')).toBeTruthy();
    expect(screen.getByText('2026-10-05')).toBeTruthy();
    expect(screen.getByText('王经理')).toBeTruthy();
    expect(screen.getByText('信息技术部')).toBeTruthy();
    expect(screen.getAllByText('13800000021').length).toBeGreaterThan(0);
    // summary
    expect(screen.getByText('72.5%')).toBeTruthy();
    expect(screen.getByText('基本符合')).toBeTruthy();
    expect(screen.getByText(/关键差距 1/)).toBeTruthy();
    // gap rows with recommendations and disposal status
    expect(screen.getByText('6.1.2 信息安全风险评估')).toBeTruthy();
    expect(screen.getByText('建立风险评估程序并每年评审')).toBeTruthy();
    expect(screen.getByText('风险评估未形成书面记录')).toBeTruthy();
    expect(screen.getByText('A.8.13 信息备份')).toBeTruthy();
    expect(screen.getAllByText('处置中').length).toBeGreaterThan(1);
    expect(screen.getAllByText('已处置').length).toBeGreaterThan(0);
    // footer and explanation
    // The configuration by its Chinese name, version and meaning, never its internal id.
    expect(screen.getByText(/评分配置：ISO\/IEC 27001:2022 差距评分默认配置（成熟度 0–5）（版本 1\.0\.0）/)).toBeTruthy();
    expect(screen.getByText('按条款和附录 A 控制逐项评定当前成熟度，与目标成熟度比较得出差距等级。')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/iso-gap-default@|docs\//);
    fireEvent.click(screen.getByText('计算说明（1 条）'));
    expect(await screen.findByText('总体实施率 = 已实施项 / 适用项', {}, slow)).toBeTruthy();
    // the charts, loaded lazily, draw their two canvases
    const charts = (await screen.findByText('按结果分布', {}, slow)).closest('.gap-report-charts') as HTMLElement;
    expect(within(charts).getByText('按类别分布')).toBeTruthy();
    await waitFor(() => expect(charts.querySelectorAll('canvas')).toHaveLength(2), slow);
  });

  it('opens an older report with projectCode~reportNo and downloads that one', async () => {
    answers.set(
      api.gapListReports,
      ok({
        gapStatus: 'report-finished',
        reports: [isoReport(2), isoReport(1, { cover: { ...isoReport().cover, checkDate: '2026-09-01' } })],
      }),
    );
    answers.set(api.gapReportDocx, {
      data: new Blob(['PK\u0003\u0004'], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    });
    // The file is saved through a temporary link: record it instead of letting jsdom follow it.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open(`${PROJECT}~1`, 'channel');
    expect(await screen.findByText('2026-09-01', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: DOWNLOAD_TEXT }));
    await waitFor(() => expect(requestsTo(api.gapReportDocx).map((request) => request.params)).toContainEqual({ projectCode: PROJECT, reportNo: 1 }));
    await waitFor(() => expect(saved).toEqual(['差距分析报告.docx']));
    // The consultant's copy: the calculation appendix ticked, asked for by the download.
    fireEvent.click(screen.getByRole('checkbox', { name: APPENDIX_TEXT }));
    fireEvent.click(screen.getByRole('button', { name: DOWNLOAD_TEXT }));
    await waitFor(() =>
      expect(requestsTo(api.gapReportDocx).map((request) => request.params)).toContainEqual({ projectCode: PROJECT, reportNo: 1, appendix: 'true' }),
    );
  });

  it('shows 尚未生成报告 with the current gap-analysis status when there is no report', async () => {
    answers.set(api.gapListReports, ok({ gapStatus: 'gap-analysising', reports: [] }));
    open('PJ20261020GM0002');
    expect(await screen.findByText(NO_REPORT_TEXT, {}, slow)).toBeTruthy();
    expect(screen.getByText('差距分析中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: DOWNLOAD_TEXT })).toBeNull();
  });

  it('shows the refusal and a retry when the reports cannot be read', async () => {
    answers.set(api.gapListReports, failure('403', '无权查看该项目的报告'));
    open(PROJECT);
    expect(await screen.findByText('无权查看该项目的报告', {}, slow)).toBeTruthy();
    answers.set(api.gapListReports, ok({ gapStatus: 'report-finished', reports: [isoReport()] }));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('ISO 27001 差距分析 差距分析报告', {}, slow)).toBeTruthy();
  });
});
