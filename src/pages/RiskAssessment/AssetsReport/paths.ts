/**
 * Addresses of the risk assessment report (issue 14). The route's `:params` is the project code;
 * the same page is mounted on the customer's side (/systemManage/companyDetails/assetsReport/:params)
 * and the channel's (/projectList/detail/assetsReport/:params).
 */
import { type ReportSide, reportPath } from '@/components/ReportPage/paths';

export const assetsReportPath = (side: ReportSide, projectCode: string): string => reportPath(side, 'assetsReport', projectCode);

/** The project code of the route's `:params`. */
export const projectCodeOf = (params: string | undefined): string => decodeURIComponent(params ?? '').trim();
