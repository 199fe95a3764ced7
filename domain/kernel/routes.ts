/**
 * The route rules of spec §2 as data: for every route pattern its zh-CN name (glossary), the
 * access key guarding it, and whether it shows the layout. config/routes.ts builds the Umi route
 * tree from this table; tests check both agree and that every role can use its menu and landing.
 */
import type { AccessKey } from './access';

export interface RouteRuleSpec {
  name: string;
  /** null: a public page, reachable without logging in. */
  access: AccessKey | null;
  /** Pages the spec shows without layout. */
  noLayout?: boolean;
  /** Detail routes: reachable, never in the menu. */
  hideInMenu?: boolean;
}

const open = 'canReadPublic' as const;

export const ROUTE_TABLE = {
  '/': { name: '首页', access: null, noLayout: true },
  '/welcome': { name: '欢迎', access: open },
  '/noAccessible': { name: '无权访问', access: null, hideInMenu: true },
  '/login': { name: '登录', access: null, noLayout: true },
  '/login/:callbackUrl': { name: '登录', access: null, noLayout: true },
  '/userAgreement': { name: '用户协议', access: null, noLayout: true },
  '/clause/:url': { name: '平台条款', access: null, noLayout: true },
  // The internal-auditor certificate's public verification (issue 30 item 6): no login.
  '/certificateVerify': { name: '证书验证', access: null, noLayout: true },
  '/payment': { name: '收银台', access: open, hideInMenu: true },
  '/rechargeBalance': { name: '余额充值', access: open, hideInMenu: true },
  '/account': { name: '账户中心', access: open },
  '/account/info': { name: '账户信息', access: open },
  '/account/balance': { name: '积分余额', access: open },
  '/account/bill': { name: '账单明细', access: open },
  '/account/recharge': { name: '充值', access: open },

  // Customer side
  '/systemManage': { name: '服务列表', access: 'canReadInterface' },
  '/systemManage/companyDetails/:projectCode': { name: '项目详情', access: 'canReadInterface', hideInMenu: true },
  '/systemManage/companyDetails/gapAnalysisReport/:params': { name: '差距分析报告', access: 'canReadInterface', hideInMenu: true },
  '/systemManage/companyDetails/assetsReport/:params': { name: '资产风险评估报告', access: 'canReadInterface', hideInMenu: true },
  '/systemManage/certificationMaterials/:projectCode': { name: '认证材料', access: 'canReadInterface', hideInMenu: true },
  '/authentication': { name: '内审员认证', access: 'canReadAuthentication' },
  '/authenticationTest/:processCode': { name: '认证考试', access: 'canReadAuthentication', hideInMenu: true },
  '/authentication/result/:attemptCode': { name: '考试结果', access: 'canReadAuthentication', hideInMenu: true },
  '/authentication/certificate/:attemptCode': { name: '内审员证书', access: 'canReadAuthentication', hideInMenu: true },
  // Spec §2 says canExecutor; the asset owners and the PM confirm on the same page (docs/decisions.md, risk assessment pages).
  '/assetAssess/:projectCode': { name: '信息安全风险评估', access: 'customerMember', hideInMenu: true },
  '/reportOnline/:projectCode': { name: '在线评估问卷', access: 'canExecutor', hideInMenu: true },
  '/gapDisposal/:projectCode': { name: '差距分析处置', access: 'canExecutor', hideInMenu: true },

  // Channel side
  '/project': { name: '服务市场', access: 'marketplace' },
  '/accountEquity': { name: '权益申请', access: 'accountEquityRoute' },
  '/projectList': { name: '项目管理', access: 'consultOrDelivery' },
  '/projectList/myProject': { name: '我的项目', access: 'consultOrDelivery' },
  '/projectList/myProject/detail/:projectGroupCode': { name: '项目组详情', access: 'consultOrDelivery', hideInMenu: true },
  '/projectList/resourcePool': { name: '资源池', access: 'channelDispatchProjectPermission' },
  '/projectList/projectAdministration': { name: '全部项目', access: 'channelAllProjectPermission' },
  // Ours (issue 30): the channel's exam results and review, reached from 我的项目's bar (spec §2 lists /projectList's menu children).
  '/projectList/examResults': { name: '考试成绩', access: 'canReadConsult', hideInMenu: true },
  // Ours (issue 31): an ISO 认证咨询 project's documentation workspace, reached from the group detail's 体系文件.
  '/projectList/isoDocuments/:projectCode': { name: '体系文件', access: 'consultOrDelivery', hideInMenu: true },
  '/projectList/detail/gapAnalysisReport/:params': { name: '差距分析报告', access: 'consultOrDelivery', hideInMenu: true },
  '/projectList/detail/assetsReport/:params': { name: '资产风险评估报告', access: 'consultOrDelivery', hideInMenu: true },
  '/customerManagement': { name: '客户管理', access: 'consultOrDelivery' },
  '/personnelManage': { name: '人员管理', access: 'personnelManageRoute' },
  '/partnerManage': { name: '合作伙伴', access: 'canReadPartnerManage' },
  '/partnerManage/channelList': { name: '渠道列表', access: 'canReadPartnerManage' },
  '/partnerManage/channelQuery': { name: '渠道查询', access: 'canReadPartnerManage' },
  '/announcement': { name: '公告通知', access: 'canReadAoc' },
  '/clientDigitalCenter': { name: '客户数字中心', access: 'clientDigitalCenterPermission' },
  '/clientDigitalCenter/smartDataHub': { name: '智能数据中心', access: 'clientDigitalCenterPermission' },
  '/clientDigitalCenter/businessDashboard': { name: '业务看板', access: 'clientDigitalCenterPermission' },
  '/clientDigitalCenter/collaborationDashboard': { name: '协同看板', access: 'canReadPartnerDashboard' },
  '/clientDigitalCenter/consumptionDetails': { name: '消费明细', access: 'clientDigitalCenterPermission' },
  '/platformDelivery': { name: '平台交付', access: 'canReadDelivery' },

  // Certification-body scheduling
  '/schedule': { name: '智能排期', access: 'cbSchedulingOrDelivery' },
  '/authenticationProjectManage': { name: '认证项目管理', access: 'authProjectManageRoute' },
  '/authenticationPersonManage': { name: '审核员管理', access: 'cbSchedulingOrDelivery' },

  // Platform
  '/useradministration': { name: '用户管理', access: 'canRoot' },
  '/serviceManage': { name: '服务管理', access: 'canReadChannelManage' },
  '/serviceManage/channel': { name: '渠道管理', access: 'canReadChannelManage' },
  '/accredit': { name: '服务授权', access: 'canRoot' },
  '/certificateAuthority': { name: '认证机构管理', access: 'canRoot' },
  '/financialmanagement': { name: '财务管理', access: 'canFinancialmanagement' },
  '/financialmanagement/OrderList': { name: '订单列表', access: 'canRoot' },
  '/financialmanagement/manageComponyTransferRecord': { name: '对公转账记录', access: 'canFinancialmanagement' },
  '/financialmanagement/projectGroups': { name: '项目组撤销', access: 'canFinancialmanagement' },
  '/bizMetricsHub': { name: '经营指标中心', access: 'canRoot' },
  '/bizMetricsHub/viewAnalysis': { name: '指标分析', access: 'canRoot' },
  '/announcementManagement': { name: '公告管理', access: 'canRoot' },
  '/announcementManagement/publish': { name: '发布公告', access: 'canRoot' },
  '/announcementManagement/guide': { name: '新手指引', access: 'canRoot' },
  '/productDevelopment': { name: '产品开发', access: 'canRoot' },
  '/productDevelopment/createProduct': { name: '创建产品', access: 'canRoot' },
  '/productDevelopment/examBank': { name: '内审员考试题库', access: 'canRoot' },
  '/productDevelopment/examPapers': { name: '内审员考试试卷', access: 'canRoot' },
} as const satisfies Record<string, RouteRuleSpec>;

export type RoutePattern = keyof typeof ROUTE_TABLE;
export const ROUTE_PATTERNS = Object.keys(ROUTE_TABLE) as RoutePattern[];

/** Legacy routes (spec §2 "An older route list") and where they lead now. */
export const LEGACY_REDIRECTS = {
  '/assessDisposal/:projectCode': '/gapDisposal/:projectCode',
  '/assetAssessReturn/:projectCode': '/assetAssess/:projectCode',
  '/assessDisposalReturn/:projectCode': '/gapDisposal/:projectCode',
  // Without a project code they lead home, which lists the executor's work (我的问卷, the disposal and
  // asset tasks) and the way to each role's workbench, instead of the 404.
  '/assessDisposal': '/',
  '/assetAssessReturn': '/',
  '/assessDisposalReturn': '/',
  '/channel': '/serviceManage/channel',
  '/channelList': '/partnerManage/channelList',
} as const;

/** Paths whose menu is hidden although the layout shows (spec §2). */
export const MENU_HIDDEN_PREFIXES = ['/gapDisposal/', '/authenticationTest', '/userAgreement', '/rechargeBalance'] as const;

/** Pages where the request error handling is skipped (spec §8). */
export const isErrorHandlingSkipped = (path: string): boolean =>
  path === '/' || path === '' || path.startsWith('/clause/') || path === '/certificateVerify';

/** Pages without the new-user guide ball (spec §2). */
export const isGuideBallHidden = (path: string): boolean =>
  path === '/' || path === '' || path.startsWith('/login') || path.startsWith('/noAccessible') || path === '/certificateVerify';

/** Matches a concrete path against a route pattern with `:param` segments. */
export function matchRoute(pattern: string, path: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('?')[0].split('/').filter(Boolean);
  return a.length === b.length && a.every((segment, i) => (segment.startsWith(':') ? b[i] !== '' : segment === b[i]));
}

/** The rule of the most specific pattern matching `path` (static segments win over params). */
export function findRouteRule(path: string): (RouteRuleSpec & { pattern: RoutePattern }) | undefined {
  const candidates = ROUTE_PATTERNS.filter((pattern) => matchRoute(pattern, path));
  candidates.sort((x, y) => x.split(':').length - y.split(':').length);
  const pattern = candidates[0];
  return pattern ? { pattern, ...ROUTE_TABLE[pattern] } : undefined;
}
