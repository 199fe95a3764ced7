/**
 * 信息安全风险评估报告 (issue 14): one page mounted at both report routes —
 * /systemManage/companyDetails/assetsReport/:params (the customer) and
 * /projectList/detail/assetsReport/:params (the delivering channel); `:params` is the project code.
 * The report comes from assetsRiskEvaluateReport; before the risks are computed the server answers
 * RA_REPORT_NOT_READY and the page says so. The header, 下载 Word 报告, 打印 and the print style
 * sheet are the shared ReportPage's. The Word document leaves out the calculation appendix (rules
 * as numbers, the assets' calculation lines) unless 附计算过程附录 is ticked.
 */
import { useLocation, useParams } from '@umijs/max';
import { Checkbox } from 'antd';
import type React from 'react';
import { useState } from 'react';
import { ErrorCode } from '@domain/errors';
import ReportPage, { errorText, reportBackPath, reportSideOf, useReportData } from '@/components/ReportPage';
import { envelopeOf } from '@/requestErrorConfig';
import { raReport, raReportDocx } from '@/services/riskAssessment';
import { REPORTS_RISK_DOCX_TASK } from '@domain/tasks/kinds';
import BackgroundTaskButton from '@/components/TaskProgress/BackgroundTaskButton';
import ReportView from './components/ReportView';
import { projectCodeOf } from './paths';

export { DOWNLOAD_TEXT, PRINT_TEXT } from '@/components/ReportPage';
export const NOT_READY_TEXT = '风险尚未计算，暂无报告';

/** Generates the Word report as a background task (reports.riskDocx), followed inline. */
export const BACKGROUND_DOCX_TEXT = '后台生成 Word 报告';
/** The Word document's option: the appendix of calculation lines (default off: the customer's copy). */
export const APPENDIX_TEXT = 'Word 附计算过程附录';

const AssetsReport: React.FC = () => {
  const { params } = useParams<{ params: string }>();
  const { pathname } = useLocation();
  const projectCode = projectCodeOf(params);
  const { data: report, error, loading, reload } = useReportData(projectCode, (code) => raReport({ projectCode: code }, { skipErrorHandler: true }));
  const envelope = envelopeOf(error);
  const message = envelope?.errorMsg || errorText(error);
  const [appendix, setAppendix] = useState(false);

  return (
    <ReportPage
      title="信息安全风险评估报告"
      subTitle={projectCode}
      backPath={reportBackPath(reportSideOf(pathname), projectCode)}
      loading={loading}
      empty={
        envelope?.errorCode === ErrorCode.RA_REPORT_NOT_READY ? (
          <>
            <span>{NOT_READY_TEXT}</span>
            <span>{message}</span>
          </>
        ) : undefined
      }
      failure={{ title: '无法打开风险评估报告', message }}
      onReload={reload}
      onDownload={() => raReportDocx({ projectCode, appendix: appendix ? 'true' : undefined }, { fallbackFileName: '信息安全风险评估报告.docx' })}
      actions={
        report ? (
          <>
            <Checkbox checked={appendix} onChange={(event) => setAppendix(event.target.checked)}>
              {APPENDIX_TEXT}
            </Checkbox>
            <BackgroundTaskButton
              kind={REPORTS_RISK_DOCX_TASK}
              payload={{ projectCode, ...(appendix ? { appendix: true } : {}) }}
              text={BACKGROUND_DOCX_TEXT}
            />
          </>
        ) : null
      }
    >
      {report ? <ReportView report={report} /> : null}
    </ReportPage>
  );
};

export default AssetsReport;
