/**
 * Personnel (issue 11 items 2 and 4): who may grant which role in their own tenant, who may act
 * on whom, the last-manager rule, the membership state machine, and what joining by invite code
 * means. Pure: the server, the web page (which roles the add form offers, which actions a row
 * shows) and the mocks all call these.
 *
 * Decisions (docs/decisions.md "Personnel"):
 * - The grant table is the issue's: a customer PM grants consumer-owner, consumer-executor and
 *   internal_auditor; a channel manager channel-owner, channel-executor and
 *   channel-tenant-sub-manager; a channel SUB-manager only channel-owner and channel-executor (never
 *   sub-manager nor manager: that would be its own level or above); a CB manager cb-tenant-audit
 *   and cb-tenant-common-scheduler; the platform manager platform-delivery and subPlatformManager.
 *   Manager roles themselves are granted by no one inside the tenant (they come with the tenant).
 * - A role change may add or remove only grantable roles; the member's other roles stay as they
 *   are. At least one role remains.
 * - A caller acts (roles, disable, enable) only on members whose level is not above its own
 *   (manager 3 > sub-manager 2 > other roles 1), never on itself.
 * - The last active manager of a tenant cannot be disabled nor lose the manager role.
 */
import { defineStateMachine } from '../kernel/stateMachine';
import { MembershipStatus, type PersonnelChange } from './enums';
import type { TenantType } from '../kernel/tenancyEnums';
import { personnelErrors } from './errors';
import { Role, ROLE_TENANT_TYPE, type RoleCode } from '../kernel/roles';

const ErrorCode = personnelErrors.codes;
const ERROR_MESSAGES = personnelErrors.messages;

/** The roles each role may grant (and revoke) in its own tenant. */
export const GRANTABLE_BY_ROLE: Readonly<Partial<Record<RoleCode, readonly RoleCode[]>>> = {
  'consumer-pm': ['consumer-owner', 'consumer-executor', 'internal_auditor'],
  'channel-tenant-manager': ['channel-owner', 'channel-executor', 'channel-tenant-sub-manager'],
  'channel-tenant-sub-manager': ['channel-owner', 'channel-executor'],
  'cb-tenant-manager': ['cb-tenant-audit', 'cb-tenant-common-scheduler'],
  'platform-manager': ['platform-delivery', 'subPlatformManager'],
};

/** The manager role of each tenant type: a tenant keeps at least one active member holding it. */
export const MANAGER_ROLE_BY_TENANT_TYPE: Readonly<Record<TenantType, RoleCode>> = {
  customer: 'consumer-pm',
  channel: 'channel-tenant-manager',
  cb: 'cb-tenant-manager',
  platform: 'platform-manager',
};

const MANAGER_ROLES = new Set<RoleCode>(Object.values(MANAGER_ROLE_BY_TENANT_TYPE));
const SUB_MANAGER_ROLES = new Set<RoleCode>(['channel-tenant-sub-manager', 'subPlatformManager']);

/** A role's level in its tenant: manager 3, sub-manager 2, any other role 1. */
export const roleLevel = (role: RoleCode): number => (MANAGER_ROLES.has(role) ? 3 : SUB_MANAGER_ROLES.has(role) ? 2 : 1);
/** The highest level among roles (0 without roles). */
export const levelOf = (roles: readonly RoleCode[]): number => roles.reduce((max, role) => Math.max(max, roleLevel(role)), 0);

/** The roles a caller holding `callerRoles` in a tenant of `tenantType` may grant there, in Role order. */
export function grantableRoles(callerRoles: readonly RoleCode[], tenantType: TenantType): RoleCode[] {
  const grantable = new Set<RoleCode>();
  for (const role of callerRoles) for (const granted of GRANTABLE_BY_ROLE[role] ?? []) grantable.add(granted);
  return Role.values.filter((role) => grantable.has(role) && ROLE_TENANT_TYPE[role] === tenantType);
}

/** Why a new member may not be given `roles` (undefined = allowed). */
export function addRolesRefusal(callerRoles: readonly RoleCode[], tenantType: TenantType, roles: readonly RoleCode[]): string | undefined {
  if (roles.length === 0) return ERROR_MESSAGES[ErrorCode.ROLES_REQUIRED];
  const grantable = grantableRoles(callerRoles, tenantType);
  if (roles.some((role) => !grantable.includes(role))) return ERROR_MESSAGES[ErrorCode.ROLE_NOT_GRANTABLE];
  return undefined;
}

/**
 * Why `before` may not become `after` (undefined = allowed): every role added or removed must be
 * grantable by the caller, and one role at least remains.
 */
export function roleChangeRefusal(
  callerRoles: readonly RoleCode[],
  tenantType: TenantType,
  before: readonly RoleCode[],
  after: readonly RoleCode[],
): string | undefined {
  if (after.length === 0) return ERROR_MESSAGES[ErrorCode.ROLES_REQUIRED];
  const grantable = grantableRoles(callerRoles, tenantType);
  const changed = [...after.filter((role) => !before.includes(role)), ...before.filter((role) => !after.includes(role))];
  if (changed.some((role) => !grantable.includes(role))) return ERROR_MESSAGES[ErrorCode.ROLE_NOT_GRANTABLE];
  return undefined;
}

/** Why the caller may not act on a member at all (undefined = allowed): never on itself, never above its level. */
export function actOnMemberRefusal(
  caller: { accountId: string; roles: readonly RoleCode[] },
  member: { accountId: string; roles: readonly RoleCode[] },
): string | undefined {
  if (caller.accountId === member.accountId) return ERROR_MESSAGES[ErrorCode.SELF_CHANGE_REFUSED];
  if (levelOf(member.roles) > levelOf(caller.roles)) return ERROR_MESSAGES[ErrorCode.MEMBER_OUTRANKS];
  return undefined;
}

/**
 * Whether the change leaves the tenant without an active manager: the member is one of
 * `activeManagers` (the accounts actively holding the tenant type's manager role), stops being one,
 * and nobody else is.
 */
export function removesLastManager(
  tenantType: TenantType,
  activeManagers: readonly string[],
  member: { accountId: string },
  after: { status: MembershipStatus; roles: readonly RoleCode[] },
): boolean {
  if (!activeManagers.includes(member.accountId)) return false;
  const stillManager = after.status === 'active' && after.roles.includes(MANAGER_ROLE_BY_TENANT_TYPE[tenantType]);
  return !stillManager && activeManagers.every((id) => id === member.accountId);
}

// ---- The membership state machine --------------------------------------------------------------
export type MembershipAction = Exclude<PersonnelChange, 'roles'>;
const managers = [{ access: 'canReadPersonnelManage' }] as const;

/** pending → active (accept) / rejected (reject); active → disabled (disable) → active (enable). */
export const MEMBERSHIP_MACHINE = defineStateMachine<MembershipStatus, MembershipAction>({
  name: '成员',
  states: MembershipStatus.labels,
  moves: [
    { from: 'pending', to: 'active', action: 'accept', label: '通过加入申请', by: managers },
    { from: 'pending', to: 'rejected', action: 'reject', label: '拒绝加入申请', by: managers },
    { from: 'active', to: 'disabled', action: 'disable', label: '停用', by: managers },
    { from: 'disabled', to: 'active', action: 'enable', label: '启用', by: managers },
  ],
});

/** Roles can be changed only on members that are active or disabled (a request is accepted, not edited). */
export const rolesEditable = (status: MembershipStatus): boolean => status === 'active' || status === 'disabled';

/** The status a change leads to (roles keep the status). */
export function statusAfter(status: MembershipStatus, change: PersonnelChange): MembershipStatus {
  if (change === 'roles') return status;
  return MEMBERSHIP_MACHINE.moves.find((move) => move.action === change)?.to ?? status;
}

// ---- Joining by invite code ----------------------------------------------------------------------
/** The role a join request asks for, by the inviter's tenant type; the platform takes no join requests. */
export const JOIN_ROLE_BY_TENANT_TYPE: Readonly<Record<TenantType, RoleCode | null>> = {
  customer: 'consumer-executor',
  channel: 'channel-executor',
  cb: 'cb-tenant-audit',
  platform: null,
};

/** What joining the inviter's tenant means, in one Chinese sentence. */
export function joinMeaning(tenantZhName: string, role: RoleCode | null): string {
  if (!role) return `${tenantZhName}不接受加入申请。`;
  return `申请加入「${tenantZhName}」后，需由该机构管理员审核；通过后你将以「${Role.label(role)}」身份登录，管理员可再调整你的角色。`;
}

/** `138****0021` */
export const maskPhone = (phone: string | null | undefined): string =>
  phone && phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone ? '***' : '';

/** An invite code as typed: trimmed, upper case. */
export const normalizeInviteCode = (code: string): string => code.trim().toUpperCase();
export const INVITE_CODE_PATTERN = /^[0-9A-Z]{4,32}$/;
export const INVITE_CODE_MESSAGE = '邀请码格式不正确，请核对后重新输入';
export const NAME_MAX = 30;

/** A platform account's belonging follows its roles: only-sub-platform roles make a sub-platform account. */
export const platformBelongingFor = (roles: readonly RoleCode[]): 'platform' | 'subPlatform' =>
  roles.length > 0 && roles.every((role) => role === 'subPlatformManager') ? 'subPlatform' : 'platform';
