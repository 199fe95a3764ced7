/**
 * 差距分析报告 (issue 13): one page mounted at both report routes —
 * /systemManage/companyDetails/gapAnalysisReport/:params (the customer) and
 * /projectList/detail/gapAnalysisReport/:params (the delivering channel). `:params` is the project
 * code, optionally `projectCode~reportNo` to open an older report (components/paths.ts); without
 * it the newest report opens. The reports come from gapListReports; "下载 Word 报告" fetches the
 * generated .docx, "打印" prints the page with the buttons, menu and header hidden.
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useAccess, useLocation, useParams } from '@umijs/max';
import { Button, Empty, Result, Select, Space, Spin, Tag } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { GapAnalysisStatus } from '@domain/enums';
import { downloadGapReportDocx, type GapReport, getGapReports } from '@/services/gapAnalysis';
import { chinaTimeText } from '@/utils/chinaTime';
import { gapDisposalPath, gapReportPath, parseReportParams, reportSideOf } from './components/paths';
import ReportView from './components/ReportView';

export const DOWNLOAD_TEXT = '下载 Word 报告';
export const PRINT_TEXT = '打印';
export const NO_REPORT_TEXT = '尚未生成报告';

/** Print: only the report (no menu, header, buttons), sections kept whole where they fit. */
const PRINT_CSS = `
@media print {
  .gap-report-no-print, .ant-pro-sider, .ant-layout-sider, .ant-pro-layout-header, .ant-layout-header,
  .ant-pro-global-header, .ant-pro-page-container-warp-page-header, .ant-page-header, .ant-pro-footer-bar,
  footer, [data-testid='guide-ball'] { display: none !important; }
  .ant-pro-layout-container, .ant-pro-layout-content, .ant-layout { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  .gap-report-section { break-inside: avoid; box-shadow: none !important; }
  .gap-report .ant-table-wrapper { overflow: visible !important; }
  .ant-collapse-content { display: block !important; height: auto !important; }
}
`;

interface Loaded {
  gapStatus: GapAnalysisStatus | null;
  reports: GapReport[];
}

const GapAnalysisReport: React.FC = () => {
  const { params } = useParams<{ params: string }>();
  const { pathname } = useLocation();
  const access = useAccess() as Record<string, boolean>;
  const side = reportSideOf(pathname);
  const { projectCode, reportNo } = parseReportParams(params);
  const [data, setData] = useState<Loaded>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [downloading, setDownloading] = useState(false);

  const load = useCallback(async () => {
    if (!projectCode) {
      setError('缺少项目编号');
      setLoading(false);
      return;
    }
    setLoading(true);
    setError(undefined);
    try {
      setData(await getGapReports({ projectCode }, { skipErrorHandler: true }));
    } catch (e) {
      setError(e instanceof Error ? e.message : '加载失败');
    } finally {
      setLoading(false);
    }
  }, [projectCode]);
  useEffect(() => {
    void load();
  }, [load]);

  const title = '差距分析报告';
  if (loading && !data) return <PageContainer title={title} loading />;
  if (error && !data)
    return (
      <PageContainer title={title}>
        <Result
          status="warning"
          title="无法打开差距分析报告"
          subTitle={error}
          extra={
            <Button type="primary" onClick={() => void load()}>
              重试
            </Button>
          }
        />
      </PageContainer>
    );
  const reports = data?.reports ?? [];
  const report = (reportNo ? reports.find((r) => r.reportNo === reportNo) : undefined) ?? reports[0];
  const gapStatus = data?.gapStatus ?? null;

  if (!report)
    return (
      <PageContainer title={title} subTitle={projectCode}>
        <Empty
          style={{ padding: '64px 0' }}
          description={
            <Space direction="vertical">
              <span>{NO_REPORT_TEXT}</span>
              <span>
                差距分析状态：
                {gapStatus ? <Tag color="processing">{GapAnalysisStatus.label(gapStatus)}</Tag> : <Tag>问卷尚未提交给顾问</Tag>}
              </span>
            </Space>
          }
        >
          <Button onClick={() => void load()}>刷新</Button>
        </Empty>
      </PageContainer>
    );

  const download = async () => {
    setDownloading(true);
    try {
      await downloadGapReportDocx({ projectCode, reportNo: report.reportNo });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <PageContainer
      title={title}
      subTitle={projectCode}
      extra={
        <Space wrap className="gap-report-no-print">
          {reports.length > 1 ? (
            <Select
              aria-label="选择报告"
              style={{ minWidth: 260 }}
              value={report.reportNo}
              options={reports.map((r, index) => ({
                value: r.reportNo,
                label: `第 ${r.reportNo} 份 · ${chinaTimeText(r.generatedAt)}${index === 0 ? '（最新）' : ''}`,
              }))}
              onChange={(value: number) => history.replace(gapReportPath(side, projectCode, value === reports[0].reportNo ? undefined : value))}
            />
          ) : null}
          {side === 'customer' && access.canExecutor ? <Button onClick={() => history.push(gapDisposalPath(projectCode))}>差距处置</Button> : null}
          <Button type="primary" loading={downloading} onClick={() => void download()}>
            {DOWNLOAD_TEXT}
          </Button>
          <Button onClick={() => window.print()}>{PRINT_TEXT}</Button>
        </Space>
      }
    >
      <style>{PRINT_CSS}</style>
      <Spin spinning={loading}>
        <ReportView report={report} />
      </Spin>
    </PageContainer>
  );
};

export default GapAnalysisReport;
