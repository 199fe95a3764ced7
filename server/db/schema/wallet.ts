/** Tables of the wallet: wallets, the ledger, recharge orders, payment notifications, company bank transfers. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, date } from 'drizzle-orm/pg-core';
import { LedgerType, OrderStatus, PayChannel, TransferStatus } from '../../../domain/enums';
import { at, oneOf } from './columns';
import { files } from './files';
import { accounts, tenants } from './identity';

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
    accountId: text('account_id')
      .primaryKey()
      .references(() => accounts.accountId),
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
    accountId: text('account_id')
      .notNull()
      .references(() => wallets.accountId),
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
    // What a tenant's accounts spent in it (partners: a sub-channel's consumption).
    index('wallet_entries_tenant_type_idx').on(t.tenantCode, t.type),
    // A channel's consumption list (metrics), newest first within the tenant and type.
    index('wallet_entries_tenant_type_time_idx').on(t.tenantCode, t.type, t.createdAt),
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
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.accountId),
    tenantCode: text('tenant_code').references(() => tenants.tenantCode),
    points: integer('points').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    packageCode: text('package_code'),
    status: text('status', { enum: OrderStatus.values as [OrderStatus, ...OrderStatus[]] })
      .notNull()
      .default('created'),
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

/** Every verified payment notification with its outcome (audit trail; never changes a wallet by itself). Unverified callbacks store nothing. */
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
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.accountId),
    tenantCode: text('tenant_code')
      .notNull()
      .references(() => tenants.tenantCode),
    amount: integer('amount').notNull(),
    payerName: text('payer_name').notNull(),
    payerAccount: text('payer_account').notNull().default(''),
    payerBank: text('payer_bank').notNull().default(''),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    voucherObjectId: text('voucher_object_id')
      .notNull()
      .references(() => files.objectId),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: TransferStatus.values as [TransferStatus, ...TransferStatus[]] })
      .notNull()
      .default('pending'),
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

export type WalletRow = typeof wallets.$inferSelect;
export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type TransferRecordRow = typeof transferRecords.$inferSelect;
