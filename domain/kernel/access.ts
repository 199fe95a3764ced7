/**
 * Access flags of spec §6 and the route rules built on them, as one pure function of the user
 * info. src/access.ts returns exactly `computeAccess(userInfo)`; the server guard calls the same
 * function for every contract. See docs/decisions.md for where the route rules extend a flag.
 */
import { HideableTab, type HideableTab as HideableTabCode } from './tenancyEnums';
import type { RoleCode } from './roles';
import type { AccessSubject } from './userInfo';

/** The flags exactly as spec §6 lists them. */
export const SPEC_FLAGS = [
  'canExecutor',
  'canReadInterface',
  'canReadAuthentication',
  'canReadConsult',
  'canRoot',
  'canReadChannelManage',
  'canFinancialmanagement',
  'canReadPersonnelManage',
  'canReadAutentication',
  'canReadDelivery',
  'canReadPublic',
  'canReadAoc',
  'accountEquity',
  'channelTenantManagePermission',
  'clientDigitalCenterPermission',
  'channelAllProjectPermission',
  'channelDispatchProjectPermission',
  'canReadPartnerDashboard',
  'channelSubPartenerPermssion',
  'canReadPartnerManage',
] as const;
export type SpecFlag = (typeof SPEC_FLAGS)[number];

/**
 * Route rules: a spec flag extended with the roles whose menu (§6) or landing page (§2) shows the
 * route although the flag alone would deny it (docs/decisions.md, "Route rules").
 */
export const ROUTE_RULES = [
  'consultOrDelivery',
  'marketplace',
  'personnelManageRoute',
  'cbSchedulingOrDelivery',
  'cbPlanner',
  'authProjectManageRoute',
  'accountEquityRoute',
  'customerMember',
  'projectReportReader',
] as const;
export type RouteRule = (typeof ROUTE_RULES)[number];

export type AccessKey = SpecFlag | RouteRule;
export const ACCESS_KEYS: readonly AccessKey[] = [...SPEC_FLAGS, ...ROUTE_RULES];
export type Access = Readonly<Record<AccessKey, boolean>>;

export const isAccessKey = (key: string): key is AccessKey => (ACCESS_KEYS as readonly string[]).includes(key);

/** Role codes that count: spec §5 "permission checks require roleCode non-null". */
export function roleCodesOf(subject: Pick<AccessSubject, 'roleDTOs'> | null | undefined): Set<RoleCode> {
  const codes = new Set<RoleCode>();
  for (const dto of subject?.roleDTOs ?? []) if (dto?.roleCode) codes.add(dto.roleCode as RoleCode);
  return codes;
}

/** Feature keys hidden by the tenant's hTab or the account's closeTabKeys (spec §6). */
export function hiddenTabs(subject: Pick<AccessSubject, 'closeTabKeys' | 'tenantPageConfig'> | null | undefined): Set<HideableTabCode> {
  const hidden = new Set<HideableTabCode>();
  const hTab = subject?.tenantPageConfig?.hTab ?? '';
  for (const key of [...hTab.split(','), ...(subject?.closeTabKeys ?? [])]) {
    const trimmed = key.trim();
    if (HideableTab.is(trimmed)) hidden.add(trimmed);
  }
  return hidden;
}

/**
 * A channel tenant works only once admitted (approvalState success, spec §4); until then its
 * roles grant nothing and the web app sends the user to /login.
 */
export function isTenantAdmitted(subject: Pick<AccessSubject, 'tenantDTO'> | null | undefined): boolean {
  const tenant = subject?.tenantDTO;
  if (!tenant) return false;
  return tenant.type !== 'channel' || tenant.approvalState === 'success';
}

export function computeAccess(subject: AccessSubject | null | undefined): Access {
  const loggedIn = !!subject;
  const roles = isTenantAdmitted(subject) ? roleCodesOf(subject) : new Set<RoleCode>();
  const tenantType = subject?.tenantDTO?.type;
  const hidden = hiddenTabs(subject);
  const has = (...codes: RoleCode[]) => codes.some((code) => roles.has(code));
  const customer = tenantType === 'customer';
  const subPlatformAccount = subject?.accountBelongToPlatformType === 'subPlatform';

  const channelManager = has('channel-tenant-manager');
  const channelManagers = has('channel-tenant-manager', 'channel-tenant-sub-manager');
  const platformManager = has('platform-manager');
  const delivery = has('platform-delivery');

  const flags: Record<SpecFlag, boolean> = {
    canExecutor: customer && has('consumer-executor'),
    canReadInterface: customer && has('consumer-pm', 'consumer-owner', 'internal_auditor'),
    canReadAuthentication: customer && has('internal_auditor'),
    canReadConsult: channelManagers || has('channel-owner', 'channel-executor') || platformManager,
    canRoot: platformManager,
    canReadChannelManage: platformManager || has('subPlatformManager'),
    canFinancialmanagement: platformManager || has('subPlatformManager'),
    canReadPersonnelManage: has('consumer-pm', 'cb-tenant-manager') || channelManagers || platformManager,
    canReadAutentication: has('cb-tenant-audit', 'cb-tenant-common-scheduler', 'cb-tenant-manager'),
    canReadDelivery: delivery,
    canReadPublic: loggedIn,
    canReadAoc: loggedIn,
    accountEquity: channelManager && !hidden.has('accountEquity'),
    channelTenantManagePermission: channelManager,
    clientDigitalCenterPermission: channelManagers,
    channelAllProjectPermission: channelManagers,
    channelDispatchProjectPermission: channelManagers,
    canReadPartnerDashboard: channelManager && !hidden.has('collaborationDashboard'),
    channelSubPartenerPermssion: channelManager,
    // Spec §6 derives it only from the menu table: platform manager, delivery, channel manager.
    canReadPartnerManage: (platformManager || delivery || channelManager) && !subPlatformAccount && !hidden.has('partnerManage'),
  };

  const consultOrDelivery = flags.canReadConsult || delivery;
  const rules: Record<RouteRule, boolean> = {
    consultOrDelivery,
    // Spec's canReadConsult: channel managers and consultants buy (createProject, from their own
    // points, the balance and 充值 on the page); platform delivery sells nothing (issue 35).
    marketplace: flags.canReadConsult && !hidden.has('project'),
    personnelManageRoute: flags.canReadPersonnelManage || delivery,
    cbSchedulingOrDelivery: flags.canReadAutentication || delivery,
    // Certification bodies (issue 29): the body's manager and scheduler manage assessors, projects and schedules.
    cbPlanner: has('cb-tenant-manager', 'cb-tenant-common-scheduler'),
    authProjectManageRoute: flags.canReadAutentication || delivery || channelManagers,
    // The equity calls are the channel manager's (accountEquity); platform delivery has no equity of its own.
    accountEquityRoute: flags.accountEquity,
    // Questionnaires (issue 13): any customer member working on a project (PM, owner, auditor, executor).
    customerMember: flags.canReadInterface || flags.canExecutor,
    // Gap reports (issue 13): the customer's members and the delivering channel's people.
    projectReportReader: flags.canReadInterface || flags.canExecutor || consultOrDelivery,
  };
  return { ...flags, ...rules };
}

// ---- Permission points (spec §6) -----------------------------------------------------------
export const PERMISSION_POINTS = ['createProject', 'showMenu', 'showChannelSubPartenterConsumeDetail'] as const;
export type PermissionPoint = (typeof PERMISSION_POINTS)[number];

const POINTS_BY_ROLE: Readonly<Record<RoleCode, readonly PermissionPoint[]>> = {
  'platform-manager': ['showMenu'],
  // Not listed in §6; both roles have menus, so they get showMenu (docs/decisions.md).
  subPlatformManager: ['showMenu'],
  'platform-delivery': ['showMenu'],
  'channel-tenant-manager': ['createProject', 'showMenu', 'showChannelSubPartenterConsumeDetail'],
  'channel-tenant-sub-manager': ['createProject', 'showMenu'],
  'channel-owner': ['createProject', 'showMenu'],
  'channel-executor': ['createProject', 'showMenu'],
  'consumer-pm': ['showMenu'],
  'consumer-owner': ['showMenu'],
  'consumer-executor': [],
  internal_auditor: [],
  'cb-tenant-manager': ['showMenu'],
  'cb-tenant-audit': ['showMenu'],
  'cb-tenant-common-scheduler': ['showMenu'],
};

export function permissionPoints(subject: AccessSubject | null | undefined): Set<PermissionPoint> {
  const points = new Set<PermissionPoint>();
  if (!isTenantAdmitted(subject)) return points;
  for (const role of roleCodesOf(subject)) for (const point of POINTS_BY_ROLE[role] ?? []) points.add(point);
  return points;
}
