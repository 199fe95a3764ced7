/**
 * The two sides a report page is mounted on: the customer's (/systemManage/companyDetails/<report>/:params)
 * and the delivering channel's (/projectList/detail/<report>/:params), and where the back arrow
 * leads on each when the page was opened on its own: the project's detail, or the channel's projects.
 */
import { detailPath } from '@/pages/Projects/SystemManage/components/paths';

export type ReportSide = 'customer' | 'channel';

const SIDE_PREFIX: Record<ReportSide, string> = {
  customer: '/systemManage/companyDetails/',
  channel: '/projectList/detail/',
};

/** The address of a report on one side: `report` is its route's segment (assetsReport…), `params` its `:params`. */
export const reportPath = (side: ReportSide, report: string, params: string): string => `${SIDE_PREFIX[side]}${report}/${encodeURIComponent(params)}`;

/** Which side a hash path is on (the channel's prefix, else the customer's). */
export const reportSideOf = (pathname: string): ReportSide => (pathname.startsWith('/projectList/') ? 'channel' : 'customer');

export const CHANNEL_PROJECTS_PATH = '/projectList/myProject';

/** Where 返回 leads from a report opened on its own. */
export function reportBackPath(side: ReportSide, projectCode: string): string {
  if (side === 'channel') return CHANNEL_PROJECTS_PATH;
  return projectCode ? detailPath(projectCode) : '/systemManage';
}
