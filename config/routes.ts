/**
 * The route tree of spec §2 as Umi route data. Names, access keys, `layout: false` and
 * `hideInMenu` come from domain/routes.ts (ROUTE_TABLE) so they are written once; this file adds
 * only what is Umi's business: nesting, components, icons and section redirects.
 *
 * Access is `strictMode`: a route without an access key is denied inside the layout. Routes whose
 * rule is null are public pages outside the layout (or, for /noAccessible, rendered by the
 * layout's own no-permission fallback, which is the same page).
 */
import { LEGACY_REDIRECTS, ROUTE_TABLE, type RoutePattern, type RouteRuleSpec } from '../domain/routes';

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
  page('/clause/:url', './Clause'),
  page('/welcome', './Welcome', 'SmileOutlined'),
  page('/noAccessible', './NoAccessible'),
  page('/payment', './Payment'),
  page('/rechargeBalance', './RechargeBalance'),

  // ---- Customer side -------------------------------------------------------------------------
  section('/systemManage', { icon: 'AppstoreOutlined', component: './SystemManage' }, [
    page('/systemManage/companyDetails/:projectCode', './SystemManage/CompanyDetails'),
    page('/systemManage/companyDetails/gapAnalysisReport/:params', './GapAnalysisReport'),
    page('/systemManage/companyDetails/assetsReport/:params', './AssetsReport'),
    page('/systemManage/certificationMaterials/:projectCode', './SystemManage/CertificationMaterials'),
  ]),
  page('/authentication', UNDER_CONSTRUCTION, 'SafetyCertificateOutlined'),
  page('/authenticationTest/:processCode'),
  page('/assetAssess/:projectCode', './AssetAssess'),
  page('/reportOnline/:projectCode', './ReportOnline'),
  page('/gapDisposal/:projectCode', './GapDisposal'),

  // ---- Channel side --------------------------------------------------------------------------
  page('/project', './Project', 'ShopOutlined'),
  section('/projectList', { icon: 'ProjectOutlined', redirect: '/projectList/myProject' }, [
    page('/projectList/myProject', './ProjectList/MyProject'),
    page('/projectList/myProject/detail/:projectGroupCode', './ProjectList/GroupDetail'),
    page('/projectList/resourcePool', './ProjectList/ResourcePool'),
    page('/projectList/projectAdministration', './ProjectList/ProjectAdministration'),
    page('/projectList/detail/gapAnalysisReport/:params', './GapAnalysisReport'),
    page('/projectList/detail/assetsReport/:params', './AssetsReport'),
  ]),
  page('/personnelManage', './PersonnelManage', 'TeamOutlined'),

  // ---- Certification-body scheduling ---------------------------------------------------------
  page('/schedule', UNDER_CONSTRUCTION, 'ScheduleOutlined'),
  page('/authenticationProjectManage', UNDER_CONSTRUCTION, 'AuditOutlined'),
  page('/authenticationPersonManage', UNDER_CONSTRUCTION, 'IdcardOutlined'),

  // ---- Channel side (continued, in the menu order of domain MENU_KEYS) -------------------------
  section('/partnerManage', { icon: 'ApartmentOutlined', redirect: '/partnerManage/channelList' }, [
    page('/partnerManage/channelList', './PartnerManage/ChannelList'),
    page('/partnerManage/channelQuery', './PartnerManage/ChannelQuery'),
  ]),
  page('/accountEquity', './AccountEquity', 'GiftOutlined'),
  page('/customerManagement', './CustomerManagement', 'ContactsOutlined'),
  page('/announcement', './Announcement', 'NotificationOutlined'),
  section('/clientDigitalCenter', { icon: 'DashboardOutlined', redirect: '/clientDigitalCenter/smartDataHub' }, [
    page('/clientDigitalCenter/smartDataHub'),
    page('/clientDigitalCenter/businessDashboard'),
    page('/clientDigitalCenter/collaborationDashboard'),
    page('/clientDigitalCenter/consumptionDetails'),
  ]),
  page('/platformDelivery', './PlatformDelivery', 'DeliveredProcedureOutlined'),
  section('/account', { icon: 'WalletOutlined', redirect: '/account/info' }, [
    page('/account/info', './Account/Info'),
    page('/account/balance', './Account/Balance'),
    page('/account/bill', './Account/Bill'),
    page('/account/recharge', './Account/Recharge'),
  ]),

  // ---- Platform ------------------------------------------------------------------------------
  section('/serviceManage', { icon: 'ClusterOutlined', hideChildrenInMenu: true, component: './ServiceManage' }, [
    page('/serviceManage/channel', './ServiceManage/Channel'),
  ]),
  page('/accredit', './Accredit', 'KeyOutlined'),
  page('/certificateAuthority', './CertificateAuthority', 'BankOutlined'),
  page('/useradministration', './UserAdministration', 'UserOutlined'),
  section(
    '/financialmanagement',
    // Every holder of the section flag may open the transfer records; the order list is canRoot.
    { icon: 'AccountBookOutlined', redirect: '/financialmanagement/manageComponyTransferRecord' },
    [
      page('/financialmanagement/OrderList', './FinancialManagement/OrderList'),
      page('/financialmanagement/manageComponyTransferRecord', './FinancialManagement/TransferRecords'),
      page('/financialmanagement/projectGroups', './FinancialManagement/ProjectGroups'),
    ],
  ),
  section('/bizMetricsHub', { icon: 'LineChartOutlined', redirect: '/bizMetricsHub/viewAnalysis' }, [page('/bizMetricsHub/viewAnalysis')]),
  section('/announcementManagement', { icon: 'SoundOutlined', hideChildrenInMenu: true, component: './AnnouncementManagement' }, [
    page('/announcementManagement/publish', './AnnouncementManagement/Publish'),
    page('/announcementManagement/guide', './AnnouncementManagement/Guide'),
  ]),
  section('/productDevelopment', { icon: 'ExperimentOutlined', hideChildrenInMenu: true, component: './ProductDevelopment' }, [
    page('/productDevelopment/createProduct', './ProductDevelopment/CreateProduct'),
  ]),

  // ---- Legacy routes, then the 404 ----------------------------------------------------------
  ...legacyRedirects,
  { path: '/404', component: './404', layout: false },
  { path: '*', component: './404', layout: false },
];

export default routes;
