/**
 * Partners (issue 11 items 3–4; spec §2 "Channel side" /partnerManage, §6, §7 "Tenants, users
 * and marketing"): a channel's sub-channels, invitations by invite code, and a new channel's
 * application. Pure rules with their Chinese refusals: the server, the web app and the mocks all
 * call them, so they cannot disagree.
 */
import { permissionPoints } from '../kernel/access';
import type { ApprovalState, TenantType } from '../kernel/tenancyEnums';
import { personnelErrors } from '../personnel/errors';
import { partnerErrors } from './errors';
import { extensionOf } from '../files/rules';
import type { AccessSubject } from '../kernel/userInfo';

const ErrorCode = { ...partnerErrors.codes, INVITE_CODE_UNKNOWN: personnelErrors.codes.INVITE_CODE_UNKNOWN };
const ERROR_MESSAGES: Readonly<Record<string, string>> = { ...partnerErrors.messages, ...personnelErrors.messages };

// ---- Invite codes ------------------------------------------------------------------------------
/** Invite codes are letters and digits (identity makes 8, the demo INV<nn>DEMO); bounded for safety. */
export const INVITE_CODE_MAX = 32;
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;
export const INVITE_CODE_FORMAT_MESSAGE = '邀请码格式不正确，应为 4–32 位字母或数字';
/** Invite codes compare case-insensitively: what a person types is upper-cased. */
export const normalizeInviteCode = (code: string): string => code.trim().toUpperCase();

/** The query parameter of the login page that carries an invitation (the personnel area's admission panel reads it). */
export const INVITE_QUERY_PARAM = 'inviteCode';

/** The link a channel manager sends: the login page with the invite code (hash history). */
export function inviteLinkOf(origin: string, inviteCode: string): string {
  return `${origin.replace(/\/+$/, '')}/#/login?${INVITE_QUERY_PARAM}=${encodeURIComponent(inviteCode)}`;
}

/** What the rule reads about the holder of an invite code. */
export interface InviterFacts {
  accountId: string;
  status: 'active' | 'disabled';
  /** The holder's active memberships with their tenant. */
  memberships: readonly { tenantType: TenantType; approvalState: ApprovalState; roles: readonly string[] }[];
}

/** What the rule reads about the caller who would become the new sub-channel's manager. */
export interface ApplicantFacts {
  accountId: string;
  /** Memberships of any status (active, pending, disabled): an account that belongs anywhere cannot apply. */
  membershipCount: number;
}

export type InviteRefusal =
  | typeof ErrorCode.INVITE_CODE_UNKNOWN
  | typeof ErrorCode.INVITER_DISABLED
  | typeof ErrorCode.INVITE_OWN_CODE
  | typeof ErrorCode.INVITER_NOT_CHANNEL_MANAGER
  | typeof ErrorCode.INVITER_CHANNEL_NOT_ADMITTED
  | typeof ErrorCode.APPLICANT_HAS_TENANT;

/** The inviter's membership that makes the code valid: manager of an admitted channel. */
export function invitingMembership(inviter: InviterFacts) {
  return inviter.memberships.find((m) => m.tenantType === 'channel' && m.approvalState === 'success' && m.roles.includes('channel-tenant-manager'));
}

/**
 * May this invite code make the applicant's new channel a sub-channel (checkInviteRel)? In the
 * order a person fixes them: the applicant may apply at all, the code exists, is not their own,
 * its holder is active, is a channel tenant manager, of an admitted channel. Null = allowed.
 */
export function inviteRelRefusal(applicant: ApplicantFacts, inviter: InviterFacts | undefined): InviteRefusal | null {
  if (applicant.membershipCount > 0) return ErrorCode.APPLICANT_HAS_TENANT;
  if (!inviter) return ErrorCode.INVITE_CODE_UNKNOWN;
  if (inviter.accountId === applicant.accountId) return ErrorCode.INVITE_OWN_CODE;
  if (inviter.status !== 'active') return ErrorCode.INVITER_DISABLED;
  const managerships = inviter.memberships.filter((m) => m.tenantType === 'channel' && m.roles.includes('channel-tenant-manager'));
  if (managerships.length === 0) return ErrorCode.INVITER_NOT_CHANNEL_MANAGER;
  if (!invitingMembership(inviter)) return ErrorCode.INVITER_CHANNEL_NOT_ADMITTED;
  return null;
}

export const inviteRefusalMessage = (refusal: InviteRefusal): string => ERROR_MESSAGES[refusal];

// ---- The channel application -------------------------------------------------------------------
/** The business licence: a scan or photo. */
export const LICENCE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;
export const LICENCE_MAX_BYTES = 10 * 1024 * 1024;
export const LICENCE_ACCEPT = LICENCE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a licence file cannot be sent, in Chinese; null when it may. */
export function licenceProblem(file: { name: string; size: number } | undefined | null): string | null {
  if (!file || (!file.name && file.size === 0)) return ERROR_MESSAGES[ErrorCode.LICENCE_MISSING];
  if (!(LICENCE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return ERROR_MESSAGES[ErrorCode.LICENCE_TYPE];
  if (file.size > LICENCE_MAX_BYTES) return '营业执照文件不能超过 10 MB';
  if (file.size === 0) return '营业执照文件内容为空';
  return null;
}

/** The state a new channel's application starts in: waiting for the platform's review. */
export const APPLICATION_INITIAL_STATE: ApprovalState = 'submitted';

// ---- What a viewer of /partnerManage sees --------------------------------------------------------
/**
 * Which sub-channel partnerships a viewer lists (spec §6): a channel tenant manager its own
 * sub-channels, the platform manager and platform delivery every partnership (canReadPartnerManage
 * already keeps sub-platform accounts out). `all` = every channel; otherwise the parent tenant.
 */
export type PartnerScope = { kind: 'all' } | { kind: 'own'; parentTenantCode: string };

export function partnerScopeOf(subject: AccessSubject, currentTenantCode: string | null): PartnerScope | null {
  const roles = new Set((subject.roleDTOs ?? []).map((r) => r.roleCode));
  if (roles.has('platform-manager') || roles.has('platform-delivery')) return { kind: 'all' };
  if (subject.tenantDTO?.type === 'channel' && roles.has('channel-tenant-manager') && currentTenantCode)
    return { kind: 'own', parentTenantCode: currentTenantCode };
  return null;
}

/** Consumption and a sub-channel's customers show only with the spec's permission point. */
export const canSeeSubChannelDetail = (subject: AccessSubject | null | undefined): boolean =>
  permissionPoints(subject).has('showChannelSubPartenterConsumeDetail');

export const SUB_CHANNEL_DETAIL_HIDDEN = '无权查看下级渠道的客户与消费明细';
