/**
 * 信息安全风险评估报告 (issue 14): one page mounted at both report routes —
 * /systemManage/companyDetails/assetsReport/:params (the customer) and
 * /projectList/detail/assetsReport/:params (the delivering channel); `:params` is the project code.
 * The report comes from assetsRiskEvaluateReport; before the risks are computed the server answers
 * RA_REPORT_NOT_READY and the page says so. "下载 Word 报告" fetches the generated .docx, "打印" prints
 * the page with the buttons, menu and header hidden.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useParams } from '@umijs/max';
import { Button, Empty, Result, Space, Spin } from 'antd';
import type React from 'react';
import { useCallback, useEffect, useState } from 'react';
import { ErrorCode } from '@domain/errors';
import { envelopeOf } from '@/requestErrorConfig';
import { downloadRiskReportDocx, getRiskReport, type RiskReport } from '@/services/riskAssessment';
import ReportView from './components/ReportView';
import { projectCodeOf } from './paths';

export const DOWNLOAD_TEXT = '下载 Word 报告';
export const PRINT_TEXT = '打印';
export const NOT_READY_TEXT = '风险尚未计算，暂无报告';

/** Print: only the report (no menu, header, buttons), sections kept whole where they fit. */
const PRINT_CSS = `
@media print {
  .ra-report-no-print, .ant-pro-sider, .ant-layout-sider, .ant-pro-layout-header, .ant-layout-header,
  .ant-pro-global-header, .ant-pro-page-container-warp-page-header, .ant-page-header, .ant-pro-footer-bar,
  footer, [data-testid='guide-ball'] { display: none !important; }
  .ant-pro-layout-container, .ant-pro-layout-content, .ant-layout { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  .ra-report-section { break-inside: avoid; box-shadow: none !important; }
  .ra-report .ant-table-wrapper { overflow: visible !important; }
  .ra-report .ant-table-pagination { display: none !important; }
}
`;

type Failure = { notReady: boolean; message: string };

const AssetsReport: React.FC = () => {
  const { params } = useParams<{ params: string }>();
  const projectCode = projectCodeOf(params);
  const [report, setReport] = useState<RiskReport>();
  const [failure, setFailure] = useState<Failure>();
  const [loading, setLoading] = useState(true);
  const [downloading, setDownloading] = useState(false);

  const load = useCallback(async () => {
    if (!projectCode) {
      setFailure({ notReady: false, message: '缺少项目编号' });
      setLoading(false);
      return;
    }
    setLoading(true);
    setFailure(undefined);
    try {
      setReport(await getRiskReport({ projectCode }, { skipErrorHandler: true }));
    } catch (e) {
      const envelope = envelopeOf(e);
      setFailure({
        notReady: envelope?.errorCode === ErrorCode.RA_REPORT_NOT_READY,
        message: envelope?.errorMsg || (e instanceof Error ? e.message : '加载失败'),
      });
    } finally {
      setLoading(false);
    }
  }, [projectCode]);
  useEffect(() => {
    void load();
  }, [load]);

  const title = '信息安全风险评估报告';
  if (loading && !report) return <PageContainer title={title} loading />;
  if (failure?.notReady && !report)
    return (
      <PageContainer title={title} subTitle={projectCode}>
        <Empty
          style={{ padding: '64px 0' }}
          description={
            <Space direction="vertical">
              <span>{NOT_READY_TEXT}</span>
              <span>{failure.message}</span>
            </Space>
          }
        >
          <Button onClick={() => void load()}>刷新</Button>
        </Empty>
      </PageContainer>
    );
  if (!report)
    return (
      <PageContainer title={title}>
        <Result
          status="warning"
          title="无法打开风险评估报告"
          subTitle={failure?.message}
          extra={
            <Button type="primary" onClick={() => void load()}>
              重试
            </Button>
          }
        />
      </PageContainer>
    );

  const download = async () => {
    setDownloading(true);
    try {
      await downloadRiskReportDocx({ projectCode });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <PageContainer
      title={title}
      subTitle={projectCode}
      extra={
        <Space wrap className="ra-report-no-print">
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

export default AssetsReport;
