/**
 * Addresses of the gap report (issue 13). The route's `:params` is the project code, optionally
 * followed by `~` and a report number to open that report instead of the newest:
 * `PJ20260901GI0003` or `PJ20260901GI0003~2`. The same page is mounted on the customer's side
 * (/systemManage/companyDetails/gapAnalysisReport/:params) and the channel's
 * (/projectList/detail/gapAnalysisReport/:params).
 */
import { type ReportSide, reportPath } from '@/components/ReportPage/paths';

/** The report page of a project on one side (`reportNo` selects an older report). */
export function gapReportPath(side: ReportSide, projectCode: string, reportNo?: number): string {
  return reportPath(side, 'gapAnalysisReport', reportNo ? `${projectCode}~${reportNo}` : projectCode);
}

/** The /gapDisposal page of a project. */
export const gapDisposalPath = (projectCode: string): string => `/gapDisposal/${encodeURIComponent(projectCode)}`;

/** `projectCode` and the optional report number of the route's `:params`. */
export function parseReportParams(params: string | undefined): { projectCode: string; reportNo?: number } {
  const raw = decodeURIComponent(params ?? '').trim();
  const [projectCode = '', no] = raw.split('~');
  const reportNo = no && /^\d+$/.test(no) ? Number(no) : undefined;
  return { projectCode: projectCode.trim(), ...(reportNo ? { reportNo } : {}) };
}
