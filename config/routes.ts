/**
 * The route tree of spec §2 as Umi route data. Names, access keys, `layout: false` and
 * `hideInMenu` come from domain/kernel/routes.ts (ROUTE_TABLE) so they are written once; this file adds
 * only what is Umi's business: nesting, components, icons and section redirects.
 *
 * Access is `strictMode`: a route without an access key is denied inside the layout. Routes whose
 * rule is null are public pages outside the layout (or, for /noAccessible, rendered by the
 * layout's own no-permission fallback, which is the same page).
 */
import { LEGACY_REDIRECTS, ROUTE_TABLE, type RoutePattern, type RouteRuleSpec } from '../domain/kernel/routes';

export interface AppRoute {
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  access?: string;
  layout?: false;
  hideInMenu?: boolean;
  hideChildrenInMenu?: boolean;
  icon?: string;
  routes?: AppRoute[];
}

/** The honest placeholder for every business page a later issue builds. */
const UNDER_CONSTRUCTION = './UnderConstruction';

function fromTable(path: RoutePattern): Pick<AppRoute, 'name' | 'access' | 'layout' | 'hideInMenu'> {
  const rule: RouteRuleSpec = ROUTE_TABLE[path];
  return {
    name: rule.name,
    ...(rule.access ? { access: rule.access } : {}),
    ...(rule.noLayout ? { layout: false as const } : {}),
    ...(rule.hideInMenu ? { hideInMenu: true } : {}),
  };
}

/** A leaf route of the table. */
function page(path: RoutePattern, component = UNDER_CONSTRUCTION, icon?: string): AppRoute {
  return { path, ...fromTable(path), component, ...(icon ? { icon } : {}) };
}

interface SectionOptions {
  icon: string;
  /** The default child page; without it the section path is a page of its own. */
  redirect?: string;
  /** Section pages whose children are opened from the page, not from the menu. */
  hideChildrenInMenu?: boolean;
  /** The section's own page (when it has no redirect). */
  component?: string;
}

/** A section: its first child is the redirect to its default page (or the section's own page). */
function section(path: RoutePattern, options: SectionOptions, children: AppRoute[]): AppRoute {
  const first: AppRoute = options.redirect ? { path, redirect: options.redirect } : { path, component: options.component ?? UNDER_CONSTRUCTION };
  return {
    path,
    ...fromTable(path),
    icon: options.icon,
    ...(options.hideChildrenInMenu ? { hideChildrenInMenu: true } : {}),
    routes: [first, ...children],
  };
}

const legacyRedirects: AppRoute[] = Object.entries(LEGACY_REDIRECTS).map(([path, redirect]) => ({
  path,
  // Umi's redirect fills `:params` from the matched path; outside the layout no access check
  // runs, so the target route's own rule decides.
  redirect,
  layout: false,
}));

const routes: AppRoute[] = [
  // ---- Common ------------------------------------------------------------------------------
  page('/', './Home'),
  page('/login', './Login'),
  page('/login/:callbackUrl', './Login'),
  page('/userAgreement', './UserAgreement'),
  page('/certificateVerify', './Exam/Candidate/CertificateVerify'),
  page('/clause/:url', './Clause'),
  page('/welcome', './Welcome', 'SmileOutlined'),
  page('/noAccessible', './NoAccessible'),
  page('/payment', './Wallet/Payment'),
  page('/rechargeBalance', './Wallet/RechargeBalance'),

  // ---- Customer side -------------------------------------------------------------------------
  section('/systemManage', { icon: 'AppstoreOutlined', component: './Projects/SystemManage' }, [
    page('/systemManage/companyDetails/:projectCode', './Projects/SystemManage/CompanyDetails'),
    page('/systemManage/companyDetails/gapAnalysisReport/:params', './GapAnalysis/Report'),
    page('/systemManage/companyDetails/assetsReport/:params', './RiskAssessment/AssetsReport'),
    page('/systemManage/certificationMaterials/:projectCode', './CertMaterials'),
  ]),
  page('/authentication', './Exam/Candidate/Overview', 'SafetyCertificateOutlined'),
  page('/authenticationTest/:processCode', './Exam/Candidate/Sitting'),
  page('/authentication/result/:attemptCode', './Exam/Candidate/AttemptResult'),
  page('/authentication/certificate/:attemptCode', './Exam/Candidate/Certificate'),
  page('/assetAssess/:projectCode', './RiskAssessment/AssetAssess'),
  page('/reportOnline/:projectCode', './Questionnaires/ReportOnline'),
  page('/gapDisposal/:projectCode', './GapAnalysis/Disposal'),

  // ---- Channel side --------------------------------------------------------------------------
  page('/project', './Projects/Marketplace', 'ShopOutlined'),
  section('/projectList', { icon: 'ProjectOutlined', redirect: '/projectList/myProject' }, [
    page('/projectList/myProject', './Projects/ProjectList/MyProject'),
    page('/projectList/myProject/detail/:projectGroupCode', './Projects/ProjectList/GroupDetail'),
    page('/projectList/resourcePool', './Projects/ProjectList/ResourcePool'),
    page('/projectList/projectAdministration', './Projects/ProjectList/ProjectAdministration'),
    page('/projectList/examResults', './Exam/Review'),
    page('/projectList/isoDocuments/:projectCode', './IsoDocuments/Workspace'),
    page('/projectList/detail/gapAnalysisReport/:params', './GapAnalysis/Report'),
    page('/projectList/detail/assetsReport/:params', './RiskAssessment/AssetsReport'),
  ]),
  page('/personnelManage', './Personnel/PersonnelManage', 'TeamOutlined'),

  // ---- Certification-body scheduling ---------------------------------------------------------
  page('/schedule', './Schedule', 'ScheduleOutlined'),
  page('/authenticationProjectManage', './Certification', 'AuditOutlined'),
  page('/authenticationPersonManage', './Assessors', 'IdcardOutlined'),

  // ---- Channel side (continued, in the menu order of domain MENU_KEYS) -------------------------
  section('/partnerManage', { icon: 'ApartmentOutlined', redirect: '/partnerManage/channelList' }, [
    page('/partnerManage/channelList', './Partners/PartnerManage/ChannelList'),
    page('/partnerManage/channelQuery', './Partners/PartnerManage/ChannelQuery'),
  ]),
  page('/accountEquity', './Equity/AccountEquity', 'GiftOutlined'),
  page('/customerManagement', './Customers/CustomerManagement', 'ContactsOutlined'),
  page('/announcement', './Announcements/Announcement', 'NotificationOutlined'),
  section('/clientDigitalCenter', { icon: 'DashboardOutlined', redirect: '/clientDigitalCenter/smartDataHub' }, [
    page('/clientDigitalCenter/smartDataHub', './Metrics/SmartDataHub'),
    page('/clientDigitalCenter/businessDashboard', './Metrics/BusinessDashboard'),
    page('/clientDigitalCenter/collaborationDashboard', './Metrics/CollaborationDashboard'),
    page('/clientDigitalCenter/consumptionDetails', './Metrics/ConsumptionDetails'),
  ]),
  page('/platformDelivery', './Projects/PlatformDelivery', 'DeliveredProcedureOutlined'),
  section('/account', { icon: 'WalletOutlined', redirect: '/account/info' }, [
    page('/account/info', './Wallet/Account/Info'),
    page('/account/balance', './Wallet/Account/Balance'),
    page('/account/bill', './Wallet/Account/Bill'),
    page('/account/recharge', './Wallet/Account/Recharge'),
  ]),

  // ---- Platform ------------------------------------------------------------------------------
  section('/serviceManage', { icon: 'ClusterOutlined', hideChildrenInMenu: true, component: './TenantAdmin/ServiceManage' }, [
    page('/serviceManage/channel', './TenantAdmin/ServiceManage/Channel'),
  ]),
  page('/accredit', './Authorizations/Accredit', 'KeyOutlined'),
  page('/certificateAuthority', './TenantAdmin/CertificateAuthority', 'BankOutlined'),
  page('/useradministration', './TenantAdmin/UserAdministration', 'UserOutlined'),
  section(
    '/financialmanagement',
    // Every holder of the section flag may open the transfer records; the order list is canRoot.
    { icon: 'AccountBookOutlined', redirect: '/financialmanagement/manageComponyTransferRecord' },
    [
      page('/financialmanagement/OrderList', './Wallet/FinancialManagement/OrderList'),
      page('/financialmanagement/manageComponyTransferRecord', './Wallet/FinancialManagement/TransferRecords'),
      page('/financialmanagement/projectGroups', './Projects/ProjectGroups'),
    ],
  ),
  // The overview is the section's page; 指标分析 opens from it (its button and each measure's card).
  section('/bizMetricsHub', { icon: 'LineChartOutlined', hideChildrenInMenu: true, component: './Metrics/PlatformOverview' }, [
    page('/bizMetricsHub/viewAnalysis', './Metrics/ViewAnalysis'),
  ]),
  section('/announcementManagement', { icon: 'SoundOutlined', hideChildrenInMenu: true, component: './Announcements/AnnouncementManagement' }, [
    page('/announcementManagement/publish', './Announcements/AnnouncementManagement/Publish'),
    page('/announcementManagement/guide', './ToolKit/Guide'),
  ]),
  section('/productDevelopment', { icon: 'ExperimentOutlined', hideChildrenInMenu: true, component: './Products/ProductDevelopment' }, [
    page('/productDevelopment/createProduct', './Products/ProductDevelopment/CreateProduct'),
    page('/productDevelopment/examBank', './Exam/ExamBank'),
    page('/productDevelopment/examPapers', './Exam/ExamPapers'),
  ]),

  // ---- Legacy routes, then the 404 ----------------------------------------------------------
  ...legacyRedirects,
  { path: '/404', component: './404', layout: false },
  { path: '*', component: './404', layout: false },
];

export default routes;
