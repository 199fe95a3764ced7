/**
 * The shell of a report page (差距分析报告, 信息安全风险评估报告, and the reports to come): the page
 * header with the title, the project code and the back arrow; the actions (the report's own, then
 * Word 文档设置 (the layout of the user's Word documents), 下载 Word 报告 and 打印); the states before a report is there (loading, none yet with 刷新, could
 * not be read with 重试); and the print style sheet (printStyle.ts): the report alone, each section
 * whole, every table column on an A4 page, every row of a paged ReportTable (printing.ts). The report page loads its data with useReportData and
 * passes the report view as children once there is one.
 */
import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Empty, Result, Space, Spin } from 'antd';
import type React from 'react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import WordSettingsButton from '@/components/WordSettings';
import { PrintingContext, usePrintingState } from './printing';
import { NO_PRINT_CLASS, PRINT_CSS, REPORT_CLASS } from './printStyle';

export { type CoverItem, ReportCover, ReportFigure, ReportFooter, ReportSection, ReportTable } from './parts';
export { usePrinting } from './printing';
export { CHANNEL_PROJECTS_PATH, type ReportSide, reportBackPath, reportPath, reportSideOf } from './paths';
export { NO_PRINT_CLASS, PRINT_CSS, REPORT_CLASS, REPORT_SECTION_CLASS } from './printStyle';

export const DOWNLOAD_TEXT = '下载 Word 报告';
export const PRINT_TEXT = '打印';
export const RELOAD_TEXT = '刷新';
export const RETRY_TEXT = '重试';
export const MISSING_PROJECT_TEXT = '缺少项目编号';

export interface ReportPageProps {
  title: string;
  /** Beside the title: the project code. */
  subTitle?: string;
  /** Where the back arrow leads when the page was opened directly (otherwise it goes back). */
  backPath: string;
  /** A load is running: before a report, the page's skeleton; with one, a spinner over it. */
  loading: boolean;
  /** No report yet (and nothing failed): what to say, above a 刷新 button. */
  empty?: ReactNode;
  /** The report could not be read: the warning's title and the reason, with 重试. */
  failure: { title: string; message?: string };
  /** Loads again (刷新, 重试). */
  onReload: () => void;
  /** The report's own actions, before 下载 Word 报告 and 打印 (a report picker, a link). */
  actions?: ReactNode;
  /** Saves the Word file of the report shown. */
  onDownload: () => Promise<unknown>;
  /** The report; null or undefined while there is none. */
  children?: ReactNode;
}

/**
 * Back where the user came from in the app; to `backPath` when the page was opened on its own (a
 * new tab, a bookmark, after login). The app's hash history numbers its entries (state.idx, 0 for
 * the first of the document), so an entry before this one is the app's own.
 */
function goBack(backPath: string) {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === 'number' && index > 0) history.back();
  else history.push(backPath);
}

const ReportPage: React.FC<ReportPageProps> = ({ title, subTitle, backPath, loading, empty, failure, onReload, actions, onDownload, children }) => {
  const [downloading, setDownloading] = useState(false);
  const printing = usePrintingState();
  const onBack = () => goBack(backPath);

  if (children === undefined || children === null) {
    if (empty)
      return (
        <PageContainer title={title} subTitle={subTitle} onBack={onBack}>
          <Empty style={{ padding: '64px 0' }} description={<Space direction="vertical">{empty}</Space>}>
            <Button loading={loading} onClick={onReload}>
              {RELOAD_TEXT}
            </Button>
          </Empty>
        </PageContainer>
      );
    if (loading) return <PageContainer title={title} onBack={onBack} loading />;
    return (
      <PageContainer title={title} onBack={onBack}>
        <Result
          status="warning"
          title={failure.title}
          subTitle={failure.message}
          extra={
            <Button type="primary" onClick={onReload}>
              {RETRY_TEXT}
            </Button>
          }
        />
      </PageContainer>
    );
  }

  const download = async () => {
    setDownloading(true);
    try {
      await onDownload();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <PageContainer
      title={title}
      subTitle={subTitle}
      onBack={onBack}
      extra={
        <Space wrap className={NO_PRINT_CLASS}>
          {actions}
          <WordSettingsButton />
          <Button type="primary" loading={downloading} onClick={() => void download()}>
            {DOWNLOAD_TEXT}
          </Button>
          <Button onClick={() => window.print()}>{PRINT_TEXT}</Button>
        </Space>
      }
    >
      <style>{PRINT_CSS}</style>
      <Spin spinning={loading}>
        <PrintingContext.Provider value={printing}>
          <div className={REPORT_CLASS}>{children}</div>
        </PrintingContext.Provider>
      </Spin>
    </PageContainer>
  );
};

export default ReportPage;

export interface ReportData<T> {
  data?: T;
  /** Why the last load failed (a missing project code is an Error of MISSING_PROJECT_TEXT). */
  error?: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads a report's data for a project code (again on reload or a new code): the previous data
 * stays while a reload runs, a failure keeps its error until the next load starts, and only the
 * answer of the latest load counts (an older one arriving late is dropped).
 */
export function useReportData<T>(projectCode: string, fetch: (projectCode: string) => Promise<T>): ReportData<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  // The latest fetch, so a new function on every render does not load again.
  const fetcher = useRef(fetch);
  fetcher.current = fetch;
  const latest = useRef(0);

  const reload = useCallback(() => {
    const load = ++latest.current;
    const current = () => load === latest.current;
    setError(projectCode ? undefined : new Error(MISSING_PROJECT_TEXT));
    setLoading(!!projectCode);
    if (!projectCode) return;
    fetcher
      .current(projectCode)
      .then((answer) => current() && setData(answer))
      .catch((failure: unknown) => current() && setError(failure))
      .finally(() => current() && setLoading(false));
  }, [projectCode]);
  useEffect(reload, [reload]);

  return { data, error, loading, reload };
}

/** The text of a load failure. */
export const errorText = (error: unknown): string => (error instanceof Error && error.message ? error.message : '加载失败');
