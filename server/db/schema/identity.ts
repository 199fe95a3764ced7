/**
 * Tables of identity: tenants, accounts and their memberships, sessions, SMS codes, login
 * throttles, rate limits, licences and their acceptance. Accounts, sessions, codes, throttles,
 * rate limits and acceptances are account-level, not tenant-owned; licences are platform-wide.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ApprovalState, HideableTab, LicenceType, PlatformBelonging, TenantType } from '../../../domain/enums';
import { ROLE_CODES } from '../../../domain/kernel/roles';
import { allOf, at, oneOf } from './columns';

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export const MEMBERSHIP_STATUSES = ['active', 'disabled', 'pending', 'rejected'] as const;
export const VERIFY_CODE_PURPOSES = ['login', 'binding'] as const;

export const tenants = pgTable(
  'tenants',
  {
    tenantCode: text('tenant_code').primaryKey(),
    type: text('type', { enum: TenantType.values as [TenantType, ...TenantType[]] }).notNull(),
    approvalState: text('approval_state', { enum: ApprovalState.values as [ApprovalState, ...ApprovalState[]] }).notNull(),
    tenantZhName: text('tenant_zh_name').notNull(),
    tenantEnName: text('tenant_en_name').notNull().default(''),
    logoIconUrl: text('logo_icon_url').notNull().default(''),
    /** Comma-separated hidden tabs (spec §3). */
    hTab: text('h_tab').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('tenants_type_check', oneOf(t.type, TenantType.values)),
    check('tenants_approval_state_check', oneOf(t.approvalState, ApprovalState.values)),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    accountId: text('account_id').primaryKey(),
    showName: text('show_name').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** Null until bound (errorCode 10001). */
    phone: text('phone').unique(),
    inviteCode: text('invite_code').notNull().unique(),
    /** Self-describing scrypt hash (see modules/identity/passwords.ts); null = SMS login only. */
    passwordHash: text('password_hash'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    accountBelongToPlatformType: text('account_belong_to_platform_type', {
      enum: PlatformBelonging.values as [PlatformBelonging, ...PlatformBelonging[]],
    }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('accounts_status_check', oneOf(t.status, ACCOUNT_STATUSES)),
    check(
      'accounts_platform_type_check',
      sql`${t.accountBelongToPlatformType} is null or ${oneOf(t.accountBelongToPlatformType, PlatformBelonging.values)}`,
    ),
  ],
);

/** Account × tenant with the roles held there. Tenant-owned: the key leads with tenant_code. */
export const memberships = pgTable(
  'memberships',
  {
    tenantCode: text('tenant_code')
      .notNull()
      .references(() => tenants.tenantCode),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.accountId),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('active'),
    /** Feature keys hidden for this account in this tenant (spec §6). */
    closeTabKeys: text('close_tab_keys').array().notNull().default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.accountId] }),
    // The one lookup across tenants: "which tenants may this account enter" (login, switching).
    index('memberships_account_idx').on(t.accountId),
    // Personnel (issue 11): an account has at most one join request waiting at a time.
    uniqueIndex('memberships_one_pending_idx').on(t.accountId).where(sql`${t.status} = 'pending'`),
    check('memberships_status_check', oneOf(t.status, MEMBERSHIP_STATUSES)),
    check('memberships_roles_check', allOf(t.roles, ROLE_CODES)),
    check('memberships_close_tab_keys_check', allOf(t.closeTabKeys, HideableTab.values)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sessionId: text('session_id').primaryKey(),
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.accountId),
    currentTenantCode: text('current_tenant_code').references(() => tenants.tenantCode),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** Absolute expiry (SESSION_MAX_HOURS after creation). */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export const verifyCodes = pgTable(
  'verify_codes',
  {
    codeId: text('code_id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: VERIFY_CODE_PURPOSES }).notNull(),
    /** SHA-256 of id, phone, purpose and code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('verify_codes_phone_idx').on(t.phone, t.createdAt),
    index('verify_codes_ip_idx').on(t.ip, t.createdAt),
    check('verify_codes_purpose_check', oneOf(t.purpose, VERIFY_CODE_PURPOSES)),
  ],
);

/**
 * Failed logins per phone, known or not, so unknown phones behave like known ones. `failures`
 * counts the attempts of the current run (failed, or still being checked: an attempt is counted
 * before its credential is checked); `last_failure_at` is the run's latest attempt.
 */
export const loginThrottles = pgTable('login_throttles', {
  phone: text('phone').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: at('last_failure_at').notNull(),
  lockedUntil: at('locked_until'),
});

/**
 * Fixed-window request counters by key (e.g. `login:ip:<address>`): one row per key, counted in
 * one statement, so several server processes share the limit. Rows past `expires_at` are stale.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export const licences = pgTable(
  'licences',
  {
    licenceCode: text('licence_code').primaryKey(),
    type: text('type', { enum: LicenceType.values as [LicenceType, ...LicenceType[]] }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('licences_type_version_idx').on(t.type, t.version), check('licences_type_check', oneOf(t.type, LicenceType.values))],
);

export const licenceAcceptances = pgTable(
  'licence_acceptances',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.accountId),
    licenceCode: text('licence_code')
      .notNull()
      .references(() => licences.licenceCode),
    acceptedAt: at('accepted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.licenceCode] })],
);

export type TenantRow = typeof tenants.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type VerifyCodeRow = typeof verifyCodes.$inferSelect;
export type LicenceRow = typeof licences.$inferSelect;

/**
 * Relations between tenants (issue 11): a channel's customers (`customer`: the channel created or
 * serves the customer tenant) and a channel's sub-channels (`subChannel`: invited by the parent
 * channel's invite code). A tenant has at most one parent of each kind. Written and read only
 * through `app.tenantRelations` (server/modules/identity/tenantRelations.ts).
 */
export const TENANT_RELATION_KINDS = ['customer', 'subChannel'] as const;
export type TenantRelationKind = (typeof TENANT_RELATION_KINDS)[number];

export const tenantRelations = pgTable(
  'tenant_relations',
  {
    parentTenantCode: text('parent_tenant_code')
      .notNull()
      .references(() => tenants.tenantCode),
    childTenantCode: text('child_tenant_code')
      .notNull()
      .references(() => tenants.tenantCode),
    kind: text('kind', { enum: TENANT_RELATION_KINDS }).notNull(),
    /** The invite code the relation came from (a sub-channel's application), if any. */
    inviteCode: text('invite_code'),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.parentTenantCode, t.childTenantCode, t.kind] }),
    uniqueIndex('tenant_relations_child_kind_idx').on(t.childTenantCode, t.kind),
    check('tenant_relations_kind_check', oneOf(t.kind, TENANT_RELATION_KINDS)),
    check('tenant_relations_not_self_check', sql`${t.parentTenantCode} <> ${t.childTenantCode}`),
  ],
);
