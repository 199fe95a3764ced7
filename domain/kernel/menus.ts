/**
 * Menus by role (spec §6) and landing pages by role (spec §2). A menu key is the first path
 * segment of a top-level route (`collaborationDashboard` is the one child key that can be hidden).
 */
import { hiddenTabs, isTenantAdmitted, roleCodesOf } from './access';
import type { RoleCode } from './roles';
import type { AccessSubject } from './userInfo';

export const MENU_KEYS = [
  'systemManage',
  'authentication',
  'project',
  'projectList',
  'personnelManage',
  'schedule',
  'authenticationProjectManage',
  'authenticationPersonManage',
  'partnerManage',
  'accountEquity',
  'customerManagement',
  'announcement',
  'clientDigitalCenter',
  'platformDelivery',
  'account',
  'serviceManage',
  'accredit',
  'certificateAuthority',
  'useradministration',
  'financialmanagement',
  'bizMetricsHub',
  'announcementManagement',
  'productDevelopment',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

const CB_AUDIT_MENU: readonly MenuKey[] = ['schedule', 'authenticationProjectManage', 'authenticationPersonManage'];
const CHANNEL_MANAGER_MENU: readonly MenuKey[] = [
  'project',
  'projectList',
  'personnelManage',
  'authenticationProjectManage',
  'partnerManage',
  'accountEquity',
  'customerManagement',
  'announcement',
  'clientDigitalCenter',
  'account',
];

export const MENUS_BY_ROLE: Readonly<Record<RoleCode, readonly MenuKey[]>> = {
  'consumer-pm': ['systemManage', 'personnelManage', 'announcement'],
  'consumer-owner': ['systemManage', 'announcement'],
  'consumer-executor': [],
  internal_auditor: ['authentication'],
  'channel-tenant-manager': CHANNEL_MANAGER_MENU,
  'channel-tenant-sub-manager': CHANNEL_MANAGER_MENU.filter((key) => key !== 'partnerManage' && key !== 'accountEquity'),
  'channel-owner': ['project', 'projectList', 'announcement'],
  'channel-executor': ['project', 'projectList', 'announcement'],
  // Spec §6 also lists project and accountEquity for platform delivery; they are left out because
  // delivery cannot use those pages: it sells no authorized product and holds no equity (issue 35).
  'platform-delivery': [
    'projectList',
    'personnelManage',
    'schedule',
    'authenticationProjectManage',
    'authenticationPersonManage',
    'partnerManage',
    'customerManagement',
    'announcement',
    'platformDelivery',
  ],
  'cb-tenant-audit': CB_AUDIT_MENU,
  'cb-tenant-manager': [...CB_AUDIT_MENU, 'personnelManage'],
  'cb-tenant-common-scheduler': CB_AUDIT_MENU,
  'platform-manager': [
    'serviceManage',
    'accredit',
    'certificateAuthority',
    'useradministration',
    'partnerManage',
    'financialmanagement',
    'bizMetricsHub',
    'announcementManagement',
    'productDevelopment',
    'announcement',
  ],
  subPlatformManager: ['serviceManage', 'financialmanagement'],
};

/** Merged, deduplicated menu keys in MENU_KEYS order, with the hiding rules of spec §6 applied. */
export function menuKeysFor(subject: AccessSubject | null | undefined): MenuKey[] {
  if (!subject || !isTenantAdmitted(subject)) return [];
  const keys = new Set<MenuKey>();
  for (const role of roleCodesOf(subject)) for (const key of MENUS_BY_ROLE[role] ?? []) keys.add(key);
  if (subject.accountBelongToPlatformType === 'subPlatform') keys.delete('partnerManage');
  for (const tab of hiddenTabs(subject)) if (tab !== 'collaborationDashboard') keys.delete(tab);
  return MENU_KEYS.filter((key) => keys.has(key));
}

/** The route a menu key opens. */
export const menuKeyPath = (key: MenuKey): string => `/${key}`;

// ---- Landing pages (spec §2), most specific role first -----------------------------------
const LANDING_BY_ROLE: readonly [RoleCode, string][] = [
  ['platform-manager', '/serviceManage'],
  ['subPlatformManager', '/serviceManage'],
  ['channel-tenant-manager', '/projectList'],
  ['channel-tenant-sub-manager', '/projectList'],
  ['channel-owner', '/projectList'],
  ['channel-executor', '/projectList'],
  ['platform-delivery', '/projectList'],
  ['consumer-pm', '/systemManage'],
  ['consumer-owner', '/systemManage'],
  ['cb-tenant-manager', '/welcome'],
  ['cb-tenant-audit', '/welcome'],
  ['cb-tenant-common-scheduler', '/welcome'],
  ['consumer-executor', '/'],
  ['internal_auditor', '/'],
];

/** Where a user lands after login; `/` for an account without roles. */
export function landingPathFor(subject: AccessSubject | null | undefined): string {
  const roles = roleCodesOf(subject);
  return LANDING_BY_ROLE.find(([role]) => roles.has(role))?.[1] ?? '/';
}
