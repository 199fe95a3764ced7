/**
 * The database schema (Drizzle). Every tenant-owned table carries `tenant_code` and its keys and
 * indexes lead with it, so the schema can later be distributed by tenant (Citus). Account-level
 * tables (accounts, sessions, verify codes, login throttles, rate limits, licence acceptances) and platform
 * tables (licences, meta) are not tenant-owned. Allowed values come from domain/ enums, so a new
 * enum value means a new migration (`npm run db:generate`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, date, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AocStatus,
  ApprovalState,
  FilePurpose,
  HideableTab,
  LedgerType,
  LicenceType,
  OrderStatus,
  PayChannel,
  PlatformBelonging,
  TenantType,
  TransferStatus,
} from '../../domain/enums';
import { ROLE_CODES } from '../../domain/roles';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
/** `column in (...)` for a text column restricted to an enum's codes. */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${quoted(values)})`;
/** Every element of a text[] column belongs to the enum. */
const allOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} <@ array[${quoted(values)}]::text[]`;

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export const MEMBERSHIP_STATUSES = ['active', 'disabled'] as const;
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
  (t) => [check('tenants_type_check', oneOf(t.type, TenantType.values)), check('tenants_approval_state_check', oneOf(t.approvalState, ApprovalState.values))],
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
    check('accounts_platform_type_check', sql`${t.accountBelongToPlatformType} is null or ${oneOf(t.accountBelongToPlatformType, PlatformBelonging.values)}`),
  ],
);

/** Account × tenant with the roles held there. Tenant-owned: the key leads with tenant_code. */
export const memberships = pgTable(
  'memberships',
  {
    tenantCode: text('tenant_code').notNull().references(() => tenants.tenantCode),
    accountId: text('account_id').notNull().references(() => accounts.accountId),
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
    accountId: text('account_id').notNull().references(() => accounts.accountId),
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
    accountId: text('account_id').notNull().references(() => accounts.accountId),
    licenceCode: text('licence_code').notNull().references(() => licences.licenceCode),
    acceptedAt: at('accepted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.licenceCode] })],
);

export const TOOL_KIT_STATUSES = ['0', '1'] as const;

/** New-user guide downloads (spec §3 "Tool kit item"): platform-wide, managed by the platform. */
export const toolKitItems = pgTable(
  'tool_kit_items',
  {
    uniqueCode: text('unique_code').primaryKey(),
    title: text('title').notNull(),
    downloadUrl: text('download_url').notNull(),
    showMsg: text('show_msg').notNull().default(''),
    /** '1' shown, '0' hidden (spec: default '1'). */
    status: text('status', { enum: TOOL_KIT_STATUSES }).notNull().default('1'),
    fileMediaId: text('file_media_id').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [check('tool_kit_items_status_check', oneOf(t.status, TOOL_KIT_STATUSES))],
);

/**
 * Stored files (architecture §3): metadata here, bytes in the storage driver under storage_key.
 * tenant_code is the owning tenant (null for platform-wide guide files); downloads are checked
 * with domain/files.ts canDownloadFile.
 */
export const files = pgTable(
  'files',
  {
    objectId: text('object_id').primaryKey(),
    tenantCode: text('tenant_code').references(() => tenants.tenantCode),
    accountId: text('account_id').notNull().references(() => accounts.accountId),
    purpose: text('purpose', { enum: FilePurpose.values as [FilePurpose, ...FilePurpose[]] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('files_tenant_idx').on(t.tenantCode, t.createdAt), check('files_purpose_check', oneOf(t.purpose, FilePurpose.values))],
);

/** Platform announcements (spec §3): visible to users when enabled and on or after publish_date. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    aocCode: text('aoc_code').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: AocStatus.values as [AocStatus, ...AocStatus[]] }).notNull().default('1'),
    createdBy: text('created_by').notNull().references(() => accounts.accountId),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('announcements_visible_idx').on(t.status, t.publishDate, t.id), check('announcements_status_check', oneOf(t.status, AocStatus.values))],
);

/**
 * Wallets and everything that moves points are account-owned, not tenant-owned: every account
 * has one wallet whatever tenants it belongs to (spec §1). Repositories scope them by the
 * session's account; tenant_code on orders, entries and transfers records the tenant the account
 * acted in, for the platform's reports.
 *
 * The balance is derived from the ledger and kept on the wallet row for the row lock and the
 * non-negative check; the two are changed together in one transaction, never apart.
 */
export const wallets = pgTable(
  'wallets',
  {
    accountId: text('account_id').primaryKey().references(() => accounts.accountId),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    totalIn: bigint('total_in', { mode: 'number' }).notNull().default(0),
    totalOut: bigint('total_out', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('wallets_balance_non_negative', sql`${t.balance} >= 0`),
    check('wallets_totals_non_negative', sql`${t.totalIn} >= 0 and ${t.totalOut} >= 0`),
    check('wallets_balance_is_totals', sql`${t.balance} = ${t.totalIn} - ${t.totalOut}`),
  ],
);

/** The append-only ledger: one row per movement, never updated or deleted. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    entryId: text('entry_id').primaryKey(),
    accountId: text('account_id').notNull().references(() => wallets.accountId),
    type: text('type', { enum: LedgerType.values as [LedgerType, ...LedgerType[]] }).notNull(),
    /** Signed: credits positive, debits negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason').notNull().default(''),
    orderNo: text('order_no'),
    recordCode: text('record_code'),
    tenantCode: text('tenant_code'),
    operatorAccountId: text('operator_account_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('wallet_entries_idempotency_idx').on(t.accountId, t.idempotencyKey),
    index('wallet_entries_account_time_idx').on(t.accountId, t.createdAt),
    check('wallet_entries_type_check', oneOf(t.type, LedgerType.values)),
    check('wallet_entries_amount_non_zero', sql`${t.amount} <> 0`),
    check('wallet_entries_balance_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Recharge orders (created → paid | closed; closed → paid on a late provider confirmation; paid → refunded). */
export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.accountId),
    tenantCode: text('tenant_code').references(() => tenants.tenantCode),
    points: integer('points').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    packageCode: text('package_code'),
    status: text('status', { enum: OrderStatus.values as [OrderStatus, ...OrderStatus[]] }).notNull().default('created'),
    channel: text('channel', { enum: PayChannel.values as [PayChannel, ...PayChannel[]] }),
    providerTradeNo: text('provider_trade_no'),
    /** A client-chosen token: the same token creates the same order (double clicks). */
    clientToken: text('client_token'),
    closeReason: text('close_reason'),
    refundReason: text('refund_reason'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    index('orders_account_time_idx').on(t.accountId, t.createdAt),
    index('orders_time_idx').on(t.createdAt),
    index('orders_tenant_time_idx').on(t.tenantCode, t.createdAt),
    uniqueIndex('orders_client_token_idx').on(t.accountId, t.clientToken),
    check('orders_status_check', oneOf(t.status, OrderStatus.values)),
    check('orders_channel_check', sql`${t.channel} is null or ${oneOf(t.channel, PayChannel.values)}`),
    check('orders_amount_positive', sql`${t.points} > 0 and ${t.amountFen} > 0`),
  ],
);

/** Every payment notification received, verified or not (audit trail; never changes a wallet by itself). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: text('id').primaryKey(),
    channel: text('channel').notNull(),
    orderNo: text('order_no'),
    providerTradeNo: text('provider_trade_no'),
    verified: integer('verified').notNull(),
    outcome: text('outcome').notNull(),
    payload: text('payload').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderNo, t.receivedAt)],
);

/** Company bank transfers, submitted by an account and audited by the platform's finance. */
export const transferRecords = pgTable(
  'transfer_records',
  {
    recordCode: text('record_code').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.accountId),
    tenantCode: text('tenant_code').notNull().references(() => tenants.tenantCode),
    amount: integer('amount').notNull(),
    payerName: text('payer_name').notNull(),
    payerAccount: text('payer_account').notNull().default(''),
    payerBank: text('payer_bank').notNull().default(''),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    voucherObjectId: text('voucher_object_id').notNull().references(() => files.objectId),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: TransferStatus.values as [TransferStatus, ...TransferStatus[]] }).notNull().default('pending'),
    auditRemark: text('audit_remark').notNull().default(''),
    auditedBy: text('audited_by').references(() => accounts.accountId),
    auditedAt: at('audited_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('transfer_records_account_time_idx').on(t.accountId, t.createdAt),
    index('transfer_records_status_time_idx').on(t.status, t.createdAt),
    index('transfer_records_tenant_time_idx').on(t.tenantCode, t.createdAt),
    // One voucher proves one transfer: an upload cannot back two live records (a rejected one releases it).
    uniqueIndex('transfer_records_voucher_idx').on(t.voucherObjectId).where(sql`${t.status} <> 'rejected'`),
    check('transfer_records_status_check', oneOf(t.status, TransferStatus.values)),
    check('transfer_records_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Installation facts, e.g. the demo seed marker. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export type TenantRow = typeof tenants.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type VerifyCodeRow = typeof verifyCodes.$inferSelect;
export type LicenceRow = typeof licences.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type WalletRow = typeof wallets.$inferSelect;
export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type TransferRecordRow = typeof transferRecords.$inferSelect;
