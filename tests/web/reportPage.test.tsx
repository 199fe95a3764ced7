// @vitest-environment jsdom
/**
 * ReportPage, the shell of the report pages (差距分析报告, 信息安全风险评估报告): the header with the
 * project code and the back arrow (back where the user came from, else the side's page), the
 * report's own actions before Word 文档设置, 下载 Word 报告 (busy while the file comes) and 打印; the states before
 * a report (loading, none yet with 刷新, a failure with 重试); a report table pages on screen and
 * shows every row in print; the print style sheet prints the report alone with every table column
 * on an A4 page; useReportData keeps only the latest answer.
 */
import './setup';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReportPage, { DOWNLOAD_TEXT, MISSING_PROJECT_TEXT, PRINT_CSS, PRINT_TEXT, useReportData } from '@/components/ReportPage';
import { ReportSection, ReportTable } from '@/components/ReportPage/parts';
import { WORD_SETTINGS_TEXT } from '@/components/WordSettings';
import { REPORT_SECTION_CLASS } from '@/components/ReportPage/printStyle';
import { reportBackPath, reportPath, reportSideOf } from '@/components/ReportPage/paths';
import { history, historyCalls } from './umiFake';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };
const spaced = (text: string) => new RegExp(`^${text.split('').join(String.raw`\s*`)}$`);

afterEach(() => {
  vi.restoreAllMocks();
  historyCalls.length = 0;
});

const base = {
  title: '测试报告',
  subTitle: 'PJ0001',
  backPath: '/systemManage/companyDetails/PJ0001',
  loading: false,
  failure: { title: '无法打开测试报告', message: '无权查看' },
  onReload: () => undefined,
  onDownload: () => Promise.resolve(),
};

const rows = Array.from({ length: 25 }, (_, i) => ({ key: `R${i + 1}`, name: `第 ${i + 1} 行` }));

describe('ReportPage', () => {
  it('shows the title, the project code, the report actions, 下载 Word 报告 busy while the file comes, and 打印', async () => {
    let finish: () => void = () => undefined;
    const onDownload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(
      <ReportPage {...base} onDownload={onDownload} actions={<button type="button">差距处置</button>}>
        <ReportSection title="1 概述">正文</ReportSection>
      </ReportPage>,
    );
    expect(screen.getByText('测试报告')).toBeTruthy();
    expect(screen.getByText('PJ0001')).toBeTruthy();
    expect(screen.getByText('正文').closest(`.${REPORT_SECTION_CLASS}`)).toBeTruthy();
    const actions = screen.getByRole('button', { name: '差距处置' }).closest('.report-page-no-print') as HTMLElement;
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, '')),
    ).toEqual(['差距处置', WORD_SETTINGS_TEXT.replace(/\s/g, ''), DOWNLOAD_TEXT.replace(/\s/g, ''), PRINT_TEXT]);
    const download = screen.getByRole('button', { name: DOWNLOAD_TEXT });
    fireEvent.click(download);
    expect(onDownload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(download.className).toContain('ant-btn-loading'));
    await act(async () => finish());
    await waitFor(() => expect(download.className).not.toContain('ant-btn-loading'));
    fireEvent.click(screen.getByRole('button', { name: spaced(PRINT_TEXT) }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('goes back where the user came from, or to the side’s page when opened on its own', () => {
    const back = vi.spyOn(history, 'back');
    render(<ReportPage {...base}>报告</ReportPage>);
    // The app's hash history numbers its entries: 2 = the user came here through the app.
    window.history.replaceState({ idx: 2 }, '');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(back).toHaveBeenCalledTimes(1);
    // The first entry of the document (a new tab, a bookmark): nothing of the app to go back to.
    window.history.replaceState({ idx: 0 }, '');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    window.history.replaceState(null, '');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(historyCalls).toEqual([
      { method: 'push', path: base.backPath },
      { method: 'push', path: base.backPath },
    ]);
  });

  it('before a report: loading without actions, none yet with 刷新, a failure with its reason and 重试', () => {
    const onReload = vi.fn();
    const { rerender, container } = render(<ReportPage {...base} loading onReload={onReload} />);
    expect(container.querySelector('.ant-spin-spinning')).toBeTruthy();
    expect(screen.queryByRole('button', { name: DOWNLOAD_TEXT })).toBeNull();

    rerender(<ReportPage {...base} empty={<span>尚未生成报告</span>} onReload={onReload} />);
    expect(screen.getByText('尚未生成报告')).toBeTruthy();
    expect(screen.getByText('PJ0001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: spaced('刷新') }));
    expect(onReload).toHaveBeenCalledTimes(1);

    rerender(<ReportPage {...base} onReload={onReload} />);
    expect(screen.getByText('无法打开测试报告')).toBeTruthy();
    expect(screen.getByText('无权查看')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: spaced('重试') }));
    expect(onReload).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: DOWNLOAD_TEXT })).toBeNull();
  });

  it('a report table pages a long list on screen and shows every row while printing', async () => {
    render(
      <ReportPage {...base}>
        <ReportTable rowKey="key" rows={rows} pageSize={20} empty="无数据" columns={[{ title: '名称', dataIndex: 'name' }]} />
      </ReportPage>,
    );
    expect(screen.getAllByText(/^第 \d+ 行$/)).toHaveLength(20);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getAllByText(/^第 \d+ 行$/)).toHaveLength(25);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() => expect(screen.getAllByText(/^第 \d+ 行$/)).toHaveLength(20), slow);
  });

  it('prints on A4 with the tables’ fixed widths dropped, pagers hidden and collapsed panels open', () => {
    expect(PRINT_CSS).toMatch(/@media print/);
    expect(PRINT_CSS).toMatch(/@page \{ size: A4/);
    expect(PRINT_CSS).toMatch(
      /\.report-page \.ant-table table \{ width: 100% !important; min-width: 0 !important; table-layout: auto !important; \}/,
    );
    expect(PRINT_CSS).toMatch(/\.report-page \.ant-table col \{ width: auto !important/);
    expect(PRINT_CSS).toMatch(/\.report-page \.ant-table-content[^{]*\{\s*overflow: visible !important/);
    expect(PRINT_CSS).toMatch(/\.report-page-no-print[^{]*\.ant-layout-sider[^{]*\{ display: none !important; \}/);
    expect(PRINT_CSS).toMatch(/\.report-page \.ant-collapse-content \{ display: block !important/);
  });
});

describe('report paths', () => {
  it('builds both sides’ addresses and the back target of each', () => {
    expect(reportPath('customer', 'assetsReport', 'PJ 1')).toBe('/systemManage/companyDetails/assetsReport/PJ%201');
    expect(reportPath('channel', 'gapAnalysisReport', 'PJ1~2')).toBe('/projectList/detail/gapAnalysisReport/PJ1~2');
    expect(reportSideOf('/projectList/detail/assetsReport/PJ1')).toBe('channel');
    expect(reportSideOf('/systemManage/companyDetails/assetsReport/PJ1')).toBe('customer');
    expect(reportBackPath('customer', 'PJ1')).toBe('/systemManage/companyDetails/PJ1');
    expect(reportBackPath('customer', '')).toBe('/systemManage');
    expect(reportBackPath('channel', 'PJ1')).toBe('/projectList/myProject');
  });
});

describe('useReportData', () => {
  it('keeps only the answer of the latest load and says when the project code is missing', async () => {
    const answers: Record<string, (value: string) => void> = {};
    const fetch = (code: string) => new Promise<string>((resolve) => (answers[code] = resolve));
    const { result, rerender } = renderHook(({ code }) => useReportData(code, fetch), { initialProps: { code: 'PJ1' } });
    expect(result.current.loading).toBe(true);
    rerender({ code: 'PJ2' });
    await act(async () => answers.PJ2('报告 2'));
    await act(async () => answers.PJ1('报告 1'));
    expect(result.current).toMatchObject({ data: '报告 2', loading: false, error: undefined });

    rerender({ code: '' });
    expect(result.current.loading).toBe(false);
    expect((result.current.error as Error).message).toBe(MISSING_PROJECT_TEXT);
  });
});
