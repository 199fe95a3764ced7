/**
 * 差距分析报告 (issue 13): one page mounted at both report routes —
 * /systemManage/companyDetails/gapAnalysisReport/:params (the customer) and
 * /projectList/detail/gapAnalysisReport/:params (the delivering channel). `:params` is the project
 * code, optionally `projectCode~reportNo` to open an older report (components/paths.ts); without
 * it the newest report opens. The reports come from gapListReports; the header, 下载 Word 报告,
 * 打印 and the print style sheet are the shared ReportPage's, with a picker of the older reports
 * and, for the customer's executors, 差距处置. The Word document leaves out the calculation lines
 * unless 附计算过程附录 is ticked (the consultant's copy; the customer's copy goes without).
 */
import { history, useAccess, useLocation, useParams } from '@umijs/max';
import { Button, Checkbox, Select, Tag } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { GapAnalysisStatus } from '@domain/enums';
import ReportPage, { errorText, reportBackPath, reportSideOf, useReportData } from '@/components/ReportPage';
import { gapReportDocx, type GapReport, gapListReports } from '@/services/gapAnalysis';
import { REPORTS_GAP_DOCX_TASK } from '@domain/tasks/kinds';
import BackgroundTaskButton from '@/components/TaskProgress/BackgroundTaskButton';
import { chinaTimeText } from '@/utils/chinaTime';
import { gapDisposalPath, gapReportPath, parseReportParams } from './components/paths';
import ReportView from './components/ReportView';

export { DOWNLOAD_TEXT, PRINT_TEXT } from '@/components/ReportPage';
export const NO_REPORT_TEXT = '尚未生成报告';
/** The Word document's option: the appendix of calculation lines (default off: the customer's copy). */
export const APPENDIX_TEXT = 'Word 附计算过程附录';

const GapAnalysisReport: React.FC = () => {
  const { params } = useParams<{ params: string }>();
  const { pathname } = useLocation();
  const access = useAccess() as Record<string, boolean>;
  const side = reportSideOf(pathname);
  const { projectCode, reportNo } = parseReportParams(params);
  const { data, error, loading, reload } = useReportData(projectCode, (code) => gapListReports({ projectCode: code }, { skipErrorHandler: true }));

  const reports: GapReport[] = data?.reports ?? [];
  const report = (reportNo ? reports.find((r) => r.reportNo === reportNo) : undefined) ?? reports[0];
  const gapStatus = data?.gapStatus ?? null;
  const [appendix, setAppendix] = useState(false);

  return (
    <ReportPage
      title="差距分析报告"
      subTitle={projectCode}
      backPath={reportBackPath(side, projectCode)}
      loading={loading}
      empty={
        data ? (
          <>
            <span>{NO_REPORT_TEXT}</span>
            <span>
              差距分析状态：
              {gapStatus ? <Tag color="processing">{GapAnalysisStatus.label(gapStatus)}</Tag> : <Tag>问卷尚未提交给顾问</Tag>}
            </span>
          </>
        ) : undefined
      }
      failure={{ title: '无法打开差距分析报告', message: errorText(error) }}
      onReload={reload}
      onDownload={() =>
        gapReportDocx(
          { projectCode, reportNo: report?.reportNo ?? 0, appendix: appendix ? 'true' : undefined },
          { fallbackFileName: '差距分析报告.docx' },
        )
      }
      actions={
        <>
          {report && reports.length > 1 ? (
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
          {report ? (
            <Checkbox checked={appendix} onChange={(event) => setAppendix(event.target.checked)}>
              {APPENDIX_TEXT}
            </Checkbox>
          ) : null}
          {report ? (
            <BackgroundTaskButton
              kind={REPORTS_GAP_DOCX_TASK}
              payload={{ projectCode, reportNo: report.reportNo, ...(appendix ? { appendix: true } : {}) }}
              text="后台生成 Word 报告"
            />
          ) : null}
          {side === 'customer' && access.canExecutor ? <Button onClick={() => history.push(gapDisposalPath(projectCode))}>差距处置</Button> : null}
        </>
      }
    >
      {report ? <ReportView report={report} /> : null}
    </ReportPage>
  );
};

export default GapAnalysisReport;
