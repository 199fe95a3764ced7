/**
 * The in-memory state of the wallet mocks (mock/wallet.ts): ledgers, orders, transfers, files and
 * the welcome gifts of the demo accounts, the guard of these areas and the helpers their handlers
 * share (mock/wallet.ts, mock/finance.ts, mock/files.ts). Under mock/lib/ so umi does not load it as a mock file itself.
 */
import { chinaDay, formatChinaDateTime } from '../../domain/kernel/chinaTime';
import type { AnyContract } from '../../domain/kernel/contract';
import type { PlatformOrder, TransferRecordAdmin } from '../../domain/wallet/financeContracts';
import type { StoredFile } from '../../domain/files/contracts';
import { Order, type BillEntry } from '../../domain/wallet/contracts';
import { DEMO_WALLET_GIFTS, type DemoAccount, DEMO_BANK_ACCOUNT } from '../../domain/demo';
import { type LedgerType, PayChannel, type FilePurpose, type OrderStatus as OrderStatusCode } from '../../domain/enums';
import { fail, ErrorCode } from '../../domain/errors';
import { effectiveOrderStatus } from '../../domain/wallet/rules';
import type { UserInfo } from '../../domain/kernel/userInfo';
import { contractKey, guardedSession, latestFirst, type MockAnswer, type MockFile, type MockRequest } from './handler';
import { onMockReset } from './state';

// ---- Store ----------------------------------------------------------------------------------------
/** Why a closed order closed: it expired (paying it answers 13007) or its owner cancelled it (13003). */
export type CloseReason = 'expired' | 'cancelled';
export type StoredOrder = PlatformOrder & { clientToken?: string; payStartedAt?: number; closeReason?: CloseReason };
export type MockStoredFile = StoredFile & { tenantCode: string | null; purpose: FilePurpose; bytes: Buffer };
export interface Store {
  ledgers: Map<string, BillEntry[]>;
  orders: StoredOrder[];
  transfers: TransferRecordAdmin[];
  files: Map<string, MockStoredFile>;
  welcomed: Set<string>;
  seq: number;
}
export let now: () => Date = () => new Date();
export let store: Store;

/** Channels the mock desk offers (the server offers sandbox in demo mode). */
export const MOCK_CHANNELS = ['sandbox', 'wechat', 'alipay'] as const;
/** WeChat and Alipay have no real provider here: a payment "arrives" this long after it started. */
export const MOCK_PROVIDER_DELAY_MS = 6_000;
/** Mirrors the server's demo bank account (clearly marked as a demo). */
export const MOCK_BANK_ACCOUNT = { ...DEMO_BANK_ACCOUNT };

export const iso = (ms = now().getTime()) => new Date(ms).toISOString();
/** The China calendar day of an ISO timestamp (domain/chinaTime, like the server). */
export const dayOf = (at: string) => chinaDay(new Date(at));
/** "2025-06-15 12:00:00" in China time, as the server's exports write times. */
export const timeText = (at: string) => formatChinaDateTime(new Date(at));
export const nextId = (prefix: string, width = 6) => `${prefix}${String(++store.seq).padStart(width, '0')}`;
export const randomSuffix = () => Array.from({ length: 6 }, () => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(Math.random() * 36)]).join('');

export function credit(
  accountId: string,
  type: LedgerType,
  amount: number,
  reason: string,
  refs: Partial<Pick<BillEntry, 'orderNo' | 'recordCode'>> = {},
  at = iso(),
) {
  const entries = store.ledgers.get(accountId) ?? [];
  const balanceAfter = (entries.at(-1)?.balanceAfter ?? 0) + amount;
  entries.push({
    entryId: nextId('E'),
    type,
    amount,
    balanceAfter,
    reason,
    orderNo: refs.orderNo ?? null,
    recordCode: refs.recordCode ?? null,
    createdAt: at,
  });
  store.ledgers.set(accountId, entries);
  return balanceAfter;
}
export const balanceOf = (accountId: string) => store.ledgers.get(accountId)?.at(-1)?.balanceAfter ?? 0;

/** Back to the demo opening balances; tests may pass a clock. */
export function resetWalletMock(clock: () => Date = () => new Date()): void {
  now = clock;
  store = { ledgers: new Map(), orders: [], transfers: [], files: new Map(), welcomed: new Set(), seq: 0 };
  const opened = iso(now().getTime() - 60 * 24 * 3600_000);
  for (const gift of DEMO_WALLET_GIFTS) credit(gift.accountId, 'gift', gift.points, '演示账户开户赠送', {}, opened);
}
resetWalletMock();
onMockReset(() => resetWalletMock());

// ---- Guard ---------------------------------------------------------------------------------------
/** The caller of a wallet, finance or file contract: always a demo account. */
export interface Caller {
  account: DemoAccount;
  user: UserInfo;
}
export type Guarded<A extends MockAnswer | MockFile = MockAnswer> = (request: MockRequest & { caller: Caller }) => A;

/**
 * The shared mock guard (domain/kernel/contractAccess.ts). These contracts need an access flag, which
 * only an admitted tenant's member holds, and only demo accounts are members of one.
 */
export const guarded = <A extends MockAnswer | MockFile = MockAnswer>(contract: AnyContract, handle: Guarded<A>) =>
  guardedSession(contract, ({ caller, ...request }) => {
    if (!caller.account) throw new Error(`${contractKey(contract)}: a flag-guarded contract let in a session without a demo account`);
    return handle({ ...request, caller: { account: caller.account, user: caller.user } });
  });

// ---- Helpers --------------------------------------------------------------------------------------
export { pageOf as page } from './handler';
export const inRange = (at: string, range: { startDate?: string; endDate?: string }) => {
  const day = dayOf(at);
  return (!range.startDate || day >= range.startDate) && (!range.endDate || day <= range.endDate);
};
export const matches = (keyword: string | undefined, ...fields: (string | null)[]) =>
  !keyword || fields.some((field) => field?.toLowerCase().includes(keyword.toLowerCase()));
/** Newest first by createdAt (latestFirst: the later write first on a tie). */
export const newestFirst = <T extends { createdAt: string }>(items: T[]) => latestFirst(items, (item) => item.createdAt);

/**
 * The order as readers see it: a started provider payment "arrives" MOCK_PROVIDER_DELAY_MS after
 * it started — also after the order expired (the server accepts a late confirmation: closed →
 * paid), but not for an order its owner cancelled; expired unpaid orders are closed (persisted).
 */
export function refresh(order: StoredOrder): StoredOrder {
  const at = now();
  const arrived = !!order.payStartedAt && order.channel !== 'sandbox' && at.getTime() - order.payStartedAt >= MOCK_PROVIDER_DELAY_MS;
  const awaiting = order.status === 'created' || (order.status === 'closed' && order.closeReason === 'expired');
  if (arrived && awaiting) {
    markPaid(order, order.channel!, `MOCK${order.orderNo.slice(-10)}`);
  } else if (effectiveOrderStatus(order, at) === 'closed' && order.status === 'created') {
    Object.assign(order, { status: 'closed', closedAt: order.expiresAt, closeReason: 'expired' });
  }
  return order;
}
export function markPaid(order: StoredOrder, channel: PayChannel, providerTradeNo: string) {
  Object.assign(order, { status: 'paid', channel, paidAt: iso(), providerTradeNo });
  credit(order.accountId, 'recharge', order.points, `充值 +${order.points.toLocaleString('zh-CN')} 积分（${PayChannel.label(channel)}）`, {
    orderNo: order.orderNo,
  });
}

/** The server's 13003 messages by the order's status. */
export const STATE_MESSAGES: Record<OrderStatusCode, string> = {
  created: '订单尚未支付',
  paid: '订单已支付，请勿重复操作',
  closed: '订单已关闭，请重新下单',
  refunding: '订单退款中',
  refunded: '订单已退款',
};
/** Like the server: an order that cannot be paid answers 13007 when it expired, otherwise 13003. */
export const unpayable = (order: StoredOrder): MockAnswer =>
  order.status === 'closed' && order.closeReason === 'expired'
    ? { envelope: fail(ErrorCode.ORDER_EXPIRED) }
    : { envelope: fail(ErrorCode.ORDER_STATE, STATE_MESSAGES[order.status]) };
export const myOrder = (caller: Caller, orderNo: string) => {
  const order = store.orders.find((o) => o.orderNo === orderNo && o.accountId === caller.account.accountId);
  return order ? refresh(order) : undefined;
};
export const orderNotFound = (): MockAnswer => ({ envelope: fail(ErrorCode.NOT_FOUND, '订单不存在') });
export const asOrder = (order: StoredOrder) => Order.parse(order);
