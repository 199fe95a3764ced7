/**
 * The rules of the points wallet, orders and company bank transfers, shared by the server (which
 * enforces them), the web app (which shows only what they allow) and the mocks. Pure functions.
 *
 * Points are whole numbers. A wallet is an append-only ledger: every movement is an entry with a
 * signed amount and the balance after it; the balance never goes below zero. Every movement has
 * an idempotency key, unique per account, so a retried request or a repeated payment
 * notification moves points once.
 */
import { z } from 'zod';
import { POINT_PRICE_FEN, RECHARGE_LIMITS } from './constants';
import { OrderStatus, TransferStatus, type LedgerType } from './enums';
import { defineStateMachine } from '../kernel/stateMachine';
import { fieldErrorMessage } from '../kernel/validation';
import type { AccessSubject } from '../kernel/userInfo';

// ---- Ledger ----------------------------------------------------------------------------------
/** Which sign each ledger type's amount may have: +1 credit only, -1 debit only, 0 either. */
export const LEDGER_SIGN: Readonly<Record<LedgerType, 1 | -1 | 0>> = {
  recharge: 1,
  gift: 1,
  transfer: 1,
  consume: -1,
  // A consumption given back (+) or a paid recharge order refunded to the payer (-).
  refund: 0,
  adjustment: 0,
};

/** A non-zero whole amount whose sign the type allows. */
export function isValidLedgerAmount(type: LedgerType, amount: number): boolean {
  if (!Number.isSafeInteger(amount) || amount === 0) return false;
  const sign = LEDGER_SIGN[type];
  return sign === 0 || Math.sign(amount) === sign;
}

/** The idempotency keys of the movements the platform itself makes (one per cause). */
export const idempotencyKeys = {
  orderPaid: (orderNo: string) => `order:${orderNo}`,
  orderRefunded: (orderNo: string) => `order-refund:${orderNo}`,
  transferApproved: (recordCode: string) => `transfer:${recordCode}`,
  welcomeGift: (accountId: string) => `welcome-gift:${accountId}`,
} as const;

/** Idempotency keys callers choose: printable, bounded. */
export const IdempotencyKey = z
  .string()
  .trim()
  .min(1, '幂等键不能为空')
  .max(128, '幂等键不能超过 128 个字符')
  .regex(/^[\w:.\-/@]+$/, '幂等键只能包含字母、数字和 _ : . - / @');

// ---- Amounts -----------------------------------------------------------------------------------
export interface PointLimits {
  minPoints: number;
  maxPoints: number;
}

/** A whole number of points within the limits, with Chinese messages ("12" from a form is fine). */
export const pointsSchema = (limits: PointLimits = RECHARGE_LIMITS, label = '积分') =>
  z.preprocess(
    (value) => {
      if (value === null) return undefined;
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? undefined : Number(trimmed);
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? `请输入${label}` : `${label}必须是数字`) })
      .int(`${label}必须是整数`)
      .min(limits.minPoints, `${label}不能少于 ${limits.minPoints}`)
      .max(limits.maxPoints, `${label}不能超过 ${limits.maxPoints}`),
  );

/** What `points` cost, in fen. */
export const priceFenOf = (points: number): number => points * POINT_PRICE_FEN;

/** "¥1,234.50" for an amount in fen. */
export function formatYuan(fen: number): string {
  const yuan = (Math.abs(fen) / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${fen < 0 ? '-' : ''}¥${yuan}`;
}

/** "+1,000" / "-200": a ledger amount as the bill shows it. */
export const formatPointsDelta = (amount: number): string => `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${Math.abs(amount).toLocaleString('zh-CN')}`;

/** Recharge packages offered on the recharge page (a free amount is possible too). */
export interface RechargePackage {
  code: string;
  points: number;
  label: string;
}
export const RECHARGE_PACKAGES: readonly RechargePackage[] = [
  { code: 'P100', points: 100, label: '100 积分' },
  { code: 'P500', points: 500, label: '500 积分' },
  { code: 'P1000', points: 1_000, label: '1,000 积分' },
  { code: 'P5000', points: 5_000, label: '5,000 积分' },
  { code: 'P10000', points: 10_000, label: '10,000 积分' },
];
export const findPackage = (code: string | null | undefined): RechargePackage | undefined => RECHARGE_PACKAGES.find((item) => item.code === code);

// ---- Orders --------------------------------------------------------------------------------------
/**
 * Order moves. A closed order may still become paid: the provider confirmed a payment that
 * arrived after the order expired here, and money taken must become points. A refund takes the
 * points back first (refunding); the order is refunded once the provider confirmed, and finance
 * may retry the refund of a refunding order.
 */
export const ORDER_MACHINE = defineStateMachine<OrderStatus, 'pay' | 'close' | 'refund'>({
  name: '订单',
  states: OrderStatus.labels,
  moves: [
    { from: ['created', 'closed'], to: 'paid', action: 'pay', label: '确认支付', by: ['system'] },
    { from: 'created', to: 'closed', action: 'close', label: '取消订单' },
    { from: 'paid', to: 'refunding', action: 'refund', label: '退款', by: [{ access: 'canRoot' }] },
    { from: 'refunding', to: 'refunded', action: 'refund', label: '退款', by: [{ access: 'canRoot' }] },
  ],
});

/** Orders the platform may (still) refund: paid ones, and those whose provider refund is unconfirmed. */
export const isRefundable = (status: OrderStatus): boolean => ORDER_MACHINE.hasAction(status, 'refund');
export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_MACHINE.canMove(from, to);

/** An unpaid order past its expiry counts as closed, whether or not a sweep has closed it yet. */
export const isOrderExpired = (order: { status: OrderStatus; expiresAt: string | Date }, now: Date): boolean =>
  order.status === 'created' && new Date(order.expiresAt).getTime() <= now.getTime();

/** The status a reader sees: an expired unpaid order is closed. */
export const effectiveOrderStatus = (order: { status: OrderStatus; expiresAt: string | Date }, now: Date): OrderStatus =>
  isOrderExpired(order, now) ? 'closed' : order.status;

/** Order numbers: date-time prefix for people, random suffix for uniqueness. */
export const ORDER_NO_PATTERN = /^PO\d{14}[0-9A-Z]{6}$/;

// ---- Company bank transfers --------------------------------------------------------------------
/** Finance approves or rejects a pending record, once (domain/wallet/transferAudit.ts adds: never one's own). */
export const TRANSFER_MACHINE = defineStateMachine<TransferStatus, 'approve' | 'reject'>({
  name: '转账记录',
  states: TransferStatus.labels,
  moves: [
    { from: 'pending', to: 'approved', action: 'approve', label: '通过', by: [{ access: 'canFinancialmanagement' }] },
    { from: 'pending', to: 'rejected', action: 'reject', label: '驳回', by: [{ access: 'canFinancialmanagement' }] },
  ],
});
export const canMoveTransfer = (from: TransferStatus, to: TransferStatus): boolean => TRANSFER_MACHINE.canMove(from, to);

/** The refusal (errorCode "400") of an order for a recharge package that does not exist. */
export const UNKNOWN_PACKAGE_MESSAGE = fieldErrorMessage('packageCode', '充值套餐不存在');

/**
 * Refusals (errorCode "400") of a transfer submission that passed the contract's schema, as the
 * server and the mocks answer them.
 */
export const TRANSFER_SUBMIT_REFUSALS = {
  voucherMissing: fieldErrorMessage('voucherObjectId', '转账凭证不存在，请重新上传'),
  voucherUsed: fieldErrorMessage('voucherObjectId', '该转账凭证已用于其他转账记录，请上传新的凭证'),
  futureTransferDate: fieldErrorMessage('transferDate', '转账日期不能晚于今天'),
} as const;

/** Customers and channels pay the platform by bank transfer; the platform and cbs do not. */
export const canSubmitTransfer = (subject: Pick<AccessSubject, 'tenantDTO'> | null | undefined): boolean =>
  subject?.tenantDTO?.type === 'customer' || subject?.tenantDTO?.type === 'channel';
