/**
 * Dev mocks of domain/api/wallet.ts, finance.ts and files.ts (`npm run dev:mock`): an in-memory
 * wallet per demo account, opened with DEMO_WALLET_GIFTS, with orders, the sandbox payment,
 * company transfers, the welcome gift and uploads. Inputs are parsed by the contracts; access
 * follows domain/access.ts like the server's guard. Downloads answer a small CSV file.
 */
import { computeAccess, isTenantAdmitted } from '../domain/access';
import { chinaDay, chinaMonths, formatChinaDateTime } from '../domain/chinaTime';
import type { AnyContract } from '../domain/api/contract';
import { financeContracts as fin, TransferRecord, type PlatformOrder, type TransferRecordAdmin } from '../domain/api/finance';
import { fileContracts as files, type StoredFile } from '../domain/api/files';
import { walletContracts as wal, Order, type BillEntry, type RechargeOptions } from '../domain/api/wallet';
import { ORDER_EXPIRE_MINUTES, POINT_PRICE_FEN, RECHARGE_LIMITS, WELCOME_GIFT_POINTS } from '../domain/constants';
import { DEMO_ACCOUNTS, DEMO_WALLET_GIFTS, type DemoAccount, DEMO_BANK_ACCOUNT } from '../domain/demo';
import { LedgerType, OrderStatus, PayChannel, type FilePurpose, type OrderStatus as OrderStatusCode } from '../domain/enums';
import { fail, ok, ErrorCode } from '../domain/errors';
import { canDownloadFile, UPLOAD_PROBLEM_MESSAGES, uploadProblem } from '../domain/files';
import {
  RECHARGE_PACKAGES,
  isRefundable,
  canMoveTransfer,
  canSubmitTransfer,
  effectiveOrderStatus,
  findPackage,
  priceFenOf,
} from '../domain/wallet';
import { OWN_TRANSFER_MESSAGE, isOwnTransfer } from '../domain/transferAudit';
import type { UserInfo } from '../domain/userInfo';
import { readSession, tenantOf, userInfoOf } from './lib/demoSession';
import { contractKey, parseOr, toUmiMocks, type MockAnswer, type MockHandler, type MockRequest } from './lib/handler';

// ---- Store ----------------------------------------------------------------------------------------
/** Why a closed order closed: it expired (paying it answers 13007) or its owner cancelled it (13003). */
type CloseReason = 'expired' | 'cancelled';
type StoredOrder = PlatformOrder & { clientToken?: string; payStartedAt?: number; closeReason?: CloseReason };
type MockStoredFile = StoredFile & { tenantCode: string | null; purpose: FilePurpose; bytes: Buffer };
interface Store {
  ledgers: Map<string, BillEntry[]>;
  orders: StoredOrder[];
  transfers: TransferRecordAdmin[];
  files: Map<string, MockStoredFile>;
  welcomed: Set<string>;
  seq: number;
}
let now: () => Date = () => new Date();
let store: Store;

/** Channels the mock desk offers (the server offers sandbox in demo mode). */
export const MOCK_CHANNELS = ['sandbox', 'wechat', 'alipay'] as const;
/** WeChat and Alipay have no real provider here: a payment "arrives" this long after it started. */
export const MOCK_PROVIDER_DELAY_MS = 6_000;
/** Mirrors the server's demo bank account (clearly marked as a demo). */
const MOCK_BANK_ACCOUNT = { ...DEMO_BANK_ACCOUNT };

const iso = (ms = now().getTime()) => new Date(ms).toISOString();
/** The China calendar day of an ISO timestamp (domain/chinaTime, like the server). */
const dayOf = (at: string) => chinaDay(new Date(at));
/** "2025-06-15 12:00:00" in China time, as the server's exports write times. */
const timeText = (at: string) => formatChinaDateTime(new Date(at));
const nextId = (prefix: string, width = 6) => `${prefix}${String(++store.seq).padStart(width, '0')}`;
const randomSuffix = () => Array.from({ length: 6 }, () => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(Math.random() * 36)]).join('');

function credit(
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
const balanceOf = (accountId: string) => store.ledgers.get(accountId)?.at(-1)?.balanceAfter ?? 0;

/** Back to the demo opening balances; tests may pass a clock. */
export function resetWalletMock(clock: () => Date = () => new Date()): void {
  now = clock;
  store = { ledgers: new Map(), orders: [], transfers: [], files: new Map(), welcomed: new Set(), seq: 0 };
  const opened = iso(now().getTime() - 60 * 24 * 3600_000);
  for (const gift of DEMO_WALLET_GIFTS) credit(gift.accountId, 'gift', gift.points, '演示账户开户赠送', {}, opened);
}
resetWalletMock();

// ---- Guard (like server/http/guard.ts) -----------------------------------------------------------
interface Caller {
  account: DemoAccount;
  user: UserInfo;
}
type Guarded = (request: MockRequest & { caller: Caller }) => MockAnswer;

export function callerOf(contract: AnyContract, request: MockRequest): Caller | MockAnswer {
  if (!request.session) return { envelope: fail(ErrorCode.NOT_LOGGED_IN) };
  if (!('account' in request.session)) return { envelope: fail(ErrorCode.FORBIDDEN) };
  const user = userInfoOf(request.session);
  const access = contract.access;
  if (access !== 'public' && access !== 'session' && (!isTenantAdmitted(user) || !computeAccess(user)[access])) {
    return { envelope: fail(ErrorCode.FORBIDDEN) };
  }
  return { account: request.session.account, user };
}
const guarded =
  (contract: AnyContract, handle: Guarded): MockHandler =>
  (request) => {
    const caller = callerOf(contract, request);
    return 'envelope' in caller ? caller : handle({ ...request, caller });
  };

// ---- Helpers --------------------------------------------------------------------------------------
const page = <T>(items: T[], query: { current: number; pageSize: number }) => ({
  list: items.slice((query.current - 1) * query.pageSize, query.current * query.pageSize),
  total: items.length,
  current: query.current,
  pageSize: query.pageSize,
});
const inRange = (at: string, range: { startDate?: string; endDate?: string }) => {
  const day = dayOf(at);
  return (!range.startDate || day >= range.startDate) && (!range.endDate || day <= range.endDate);
};
const matches = (keyword: string | undefined, ...fields: (string | null)[]) =>
  !keyword || fields.some((field) => field?.toLowerCase().includes(keyword.toLowerCase()));
const newestFirst = <T extends { createdAt: string }>(items: T[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * The order as readers see it: a started provider payment "arrives" MOCK_PROVIDER_DELAY_MS after
 * it started — also after the order expired (the server accepts a late confirmation: closed →
 * paid), but not for an order its owner cancelled; expired unpaid orders are closed (persisted).
 */
function refresh(order: StoredOrder): StoredOrder {
  const at = now();
  const arrived =
    !!order.payStartedAt && order.channel !== 'sandbox' && at.getTime() - order.payStartedAt >= MOCK_PROVIDER_DELAY_MS;
  const awaiting = order.status === 'created' || (order.status === 'closed' && order.closeReason === 'expired');
  if (arrived && awaiting) {
    markPaid(order, order.channel!, `MOCK${order.orderNo.slice(-10)}`);
  } else if (effectiveOrderStatus(order, at) === 'closed' && order.status === 'created') {
    Object.assign(order, { status: 'closed', closedAt: order.expiresAt, closeReason: 'expired' });
  }
  return order;
}
function markPaid(order: StoredOrder, channel: PayChannel, providerTradeNo: string) {
  Object.assign(order, { status: 'paid', channel, paidAt: iso(), providerTradeNo });
  credit(order.accountId, 'recharge', order.points, `充值 +${order.points.toLocaleString('zh-CN')} 积分（${PayChannel.label(channel)}）`, {
    orderNo: order.orderNo,
  });
}

/** The server's 13003 messages by the order's status. */
const STATE_MESSAGES: Record<OrderStatusCode, string> = {
  created: '订单尚未支付',
  paid: '订单已支付，请勿重复操作',
  closed: '订单已关闭，请重新下单',
  refunding: '订单退款中',
  refunded: '订单已退款',
};
/** Like the server: an order that cannot be paid answers 13007 when it expired, otherwise 13003. */
const unpayable = (order: StoredOrder): MockAnswer =>
  order.status === 'closed' && order.closeReason === 'expired'
    ? { envelope: fail(ErrorCode.ORDER_EXPIRED) }
    : { envelope: fail(ErrorCode.ORDER_STATE, STATE_MESSAGES[order.status]) };
const myOrder = (caller: Caller, orderNo: string) => {
  const order = store.orders.find((o) => o.orderNo === orderNo && o.accountId === caller.account.accountId);
  return order ? refresh(order) : undefined;
};
const orderNotFound = (): MockAnswer => ({ envelope: fail(ErrorCode.NOT_FOUND, '订单不存在') });
const asOrder = (order: StoredOrder) => Order.parse(order);

// ---- Wallet and orders ------------------------------------------------------------------------------
export const rechargeOptionsData = (): RechargeOptions => ({
  packages: RECHARGE_PACKAGES.map((item) => ({ ...item, amountFen: priceFenOf(item.points) })),
  minPoints: RECHARGE_LIMITS.minPoints,
  maxPoints: RECHARGE_LIMITS.maxPoints,
  pointPriceFen: POINT_PRICE_FEN,
  orderExpireMinutes: ORDER_EXPIRE_MINUTES,
  channels: MOCK_CHANNELS.map((channel) => ({ channel, label: PayChannel.label(channel) })),
  bankAccount: MOCK_BANK_ACCOUNT,
});

const walletHandlers: Record<string, MockHandler> = {
  [contractKey(wal.walletSummary)]: guarded(wal.walletSummary, ({ caller }) => {
    const entries = store.ledgers.get(caller.account.accountId) ?? [];
    const sum = (sign: 1 | -1) => entries.reduce((total, e) => total + (Math.sign(e.amount) === sign ? Math.abs(e.amount) : 0), 0);
    return {
      envelope: ok({
        accountId: caller.account.accountId,
        balance: balanceOf(caller.account.accountId),
        totalIn: sum(1),
        totalOut: sum(-1),
        updatedAt: entries.at(-1)?.createdAt ?? null,
      }),
    };
  }),

  [contractKey(wal.walletTrend)]: guarded(wal.walletTrend, ({ caller, query }) => {
    const parsed = parseOr(wal.walletTrend.query, query);
    if ('failure' in parsed) return parsed.failure;
    const entries = store.ledgers.get(caller.account.accountId) ?? [];
    const monthOf = (at: string) => dayOf(at).slice(0, 7);
    const points = chinaMonths(now(), parsed.value.months).months.map((key) => {
      const upTo = entries.filter((e) => monthOf(e.createdAt) <= key);
      const within = upTo.filter((e) => monthOf(e.createdAt) === key);
      return {
        month: key,
        income: within.reduce((t, e) => t + Math.max(e.amount, 0), 0),
        expense: within.reduce((t, e) => t + Math.max(-e.amount, 0), 0),
        balance: upTo.at(-1)?.balanceAfter ?? 0,
      };
    });
    return { envelope: ok(points) };
  }),

  [contractKey(wal.billList)]: guarded(wal.billList, ({ caller, query }) => {
    const parsed = parseOr(wal.billList.query, query);
    if ('failure' in parsed) return parsed.failure;
    const { type } = parsed.value;
    const entries = (store.ledgers.get(caller.account.accountId) ?? []).filter(
      (e) => (!type || e.type === type) && inRange(e.createdAt, parsed.value),
    );
    return { envelope: ok(page(newestFirst(entries), parsed.value)) };
  }),

  [contractKey(wal.rechargeOptions)]: guarded(wal.rechargeOptions, () => ({ envelope: ok(rechargeOptionsData()) })),

  [contractKey(wal.orderCreate)]: guarded(wal.orderCreate, ({ caller, body }) => {
    const parsed = parseOr(wal.orderCreate.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { packageCode, clientToken } = parsed.value;
    const pack = packageCode ? findPackage(packageCode) : undefined;
    if (packageCode && !pack) return { envelope: fail(ErrorCode.VALIDATION, '参数错误：packageCode 充值套餐不存在') };
    const points = pack?.points ?? parsed.value.points!;
    const earlier = clientToken && store.orders.find((o) => o.accountId === caller.account.accountId && o.clientToken === clientToken);
    if (earlier) {
      const same = earlier.points === points && earlier.packageCode === (packageCode ?? null);
      return same ? { envelope: ok(asOrder(refresh(earlier))) } : { envelope: fail(ErrorCode.IDEMPOTENCY_CONFLICT) };
    }
    const created = now();
    const stamp = formatChinaDateTime(created).replace(/\D/g, '');
    const tenant = tenantOf(caller.account);
    const order: StoredOrder = {
      orderNo: `PO${stamp}${randomSuffix()}`,
      points,
      amountFen: priceFenOf(points),
      packageCode: packageCode ?? null,
      status: 'created',
      channel: null,
      createdAt: created.toISOString(),
      expiresAt: iso(created.getTime() + ORDER_EXPIRE_MINUTES * 60_000),
      paidAt: null,
      closedAt: null,
      refundedAt: null,
      accountId: caller.account.accountId,
      accountName: caller.account.showName,
      accountPhone: caller.account.phone,
      tenantCode: tenant.tenantCode,
      tenantZhName: tenant.tenantZhName,
      providerTradeNo: null,
      clientToken,
    };
    store.orders.push(order);
    return { envelope: ok(asOrder(order)) };
  }),

  [contractKey(wal.orderDetail)]: guarded(wal.orderDetail, ({ caller, query }) => {
    const parsed = parseOr(wal.orderDetail.query, query);
    if ('failure' in parsed) return parsed.failure;
    const order = myOrder(caller, parsed.value.orderNo);
    return order ? { envelope: ok(asOrder(order)) } : orderNotFound();
  }),

  [contractKey(wal.orderList)]: guarded(wal.orderList, ({ caller, query }) => {
    const parsed = parseOr(wal.orderList.query, query);
    if ('failure' in parsed) return parsed.failure;
    const mine = store.orders.filter((o) => o.accountId === caller.account.accountId).map(refresh);
    const list = mine.filter((o) => !parsed.value.status || o.status === parsed.value.status);
    return { envelope: ok(page(newestFirst(list).map(asOrder), parsed.value)) };
  }),

  [contractKey(wal.orderPay)]: guarded(wal.orderPay, ({ caller, body }) => {
    const parsed = parseOr(wal.orderPay.body, body);
    if ('failure' in parsed) return parsed.failure;
    const order = myOrder(caller, parsed.value.orderNo);
    if (!order) return orderNotFound();
    if (order.status !== 'created') return unpayable(order);
    const { channel } = parsed.value;
    if (!(MOCK_CHANNELS as readonly string[]).includes(channel)) {
      return { envelope: fail(ErrorCode.PAY_CHANNEL_UNAVAILABLE, `${PayChannel.label(channel)}暂不可用，请选择其他支付方式`) };
    }
    Object.assign(order, { channel, payStartedAt: now().getTime() });
    const { orderNo } = order;
    if (channel === 'wechat')
      return { envelope: ok({ kind: 'qrcode', orderNo, codeUrl: `weixin://wxpay/bizpayurl?pr=MOCK${orderNo.slice(-6)}` }) };
    if (channel === 'alipay')
      return { envelope: ok({ kind: 'redirect', orderNo, payUrl: `https://openapi.alipay.com/gateway.do?mock=${orderNo}` }) };
    return { envelope: ok({ kind: 'sandbox', orderNo }) };
  }),

  [contractKey(wal.orderClose)]: guarded(wal.orderClose, ({ caller, body }) => {
    const parsed = parseOr(wal.orderClose.body, body);
    if ('failure' in parsed) return parsed.failure;
    const order = myOrder(caller, parsed.value.orderNo);
    if (!order) return orderNotFound();
    // Like the server: closing a closed order (cancelled or expired) answers it as it is.
    if (order.status === 'closed') return { envelope: ok(asOrder(order)) };
    if (order.status !== 'created') return { envelope: fail(ErrorCode.ORDER_STATE, `${STATE_MESSAGES[order.status]}，不能取消`) };
    Object.assign(order, { status: 'closed', closedAt: iso(), closeReason: 'cancelled' });
    return { envelope: ok(asOrder(order)) };
  }),

  [contractKey(wal.sandboxConfirm)]: guarded(wal.sandboxConfirm, ({ caller, body }) => {
    const parsed = parseOr(wal.sandboxConfirm.body, body);
    if ('failure' in parsed) return parsed.failure;
    const order = myOrder(caller, parsed.value.orderNo);
    if (!order) return orderNotFound();
    if (order.status === 'paid') return { envelope: ok(asOrder(order)) };
    if (order.status !== 'created') return unpayable(order);
    // Like the server: the sandbox settles the order whatever channel was chosen before.
    markPaid(order, 'sandbox', `SANDBOX-${order.orderNo}`);
    return { envelope: ok(asOrder(order)) };
  }),
};

// ---- Finance --------------------------------------------------------------------------------------------
const financeHandlers: Record<string, MockHandler> = {
  [contractKey(fin.transferSubmit)]: guarded(fin.transferSubmit, ({ caller, body }) => {
    const parsed = parseOr(fin.transferSubmit.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (!canSubmitTransfer(caller.user)) return { envelope: fail(ErrorCode.TRANSFER_NOT_ALLOWED) };
    const voucher = store.files.get(parsed.value.voucherObjectId);
    const tenant = tenantOf(caller.account);
    if (!voucher || voucher.purpose !== 'transferVoucher' || voucher.tenantCode !== tenant.tenantCode) {
      return { envelope: fail(ErrorCode.VALIDATION, '参数错误：voucherObjectId 转账凭证不存在，请重新上传') };
    }
    if (store.transfers.some((r) => r.voucherObjectId === voucher.objectId)) {
      return { envelope: fail(ErrorCode.VALIDATION, '参数错误：voucherObjectId 该转账凭证已用于其他转账记录，请上传新的凭证') };
    }
    if (parsed.value.transferDate > chinaDay(now())) {
      return { envelope: fail(ErrorCode.VALIDATION, '参数错误：transferDate 转账日期不能晚于今天') };
    }
    const record: TransferRecordAdmin = {
      ...parsed.value,
      recordCode: nextId('TR', 8),
      voucherFileName: voucher.fileName,
      status: 'pending',
      auditRemark: '',
      auditedAt: null,
      createdAt: iso(),
      accountId: caller.account.accountId,
      accountName: caller.account.showName,
      accountPhone: caller.account.phone,
      tenantCode: tenant.tenantCode,
      tenantZhName: tenant.tenantZhName,
      tenantType: tenant.type,
      auditorName: '',
    };
    store.transfers.push(record);
    return { envelope: ok(TransferRecord.parse(record)) };
  }),

  [contractKey(fin.transferMyList)]: guarded(fin.transferMyList, ({ caller, query }) => {
    const parsed = parseOr(fin.transferMyList.query, query);
    if ('failure' in parsed) return parsed.failure;
    const list = store.transfers.filter(
      (r) => r.accountId === caller.account.accountId && (!parsed.value.status || r.status === parsed.value.status),
    );
    return {
      envelope: ok(
        page(
          newestFirst(list).map((r) => TransferRecord.parse(r)),
          parsed.value,
        ),
      ),
    };
  }),

  [contractKey(fin.transferList)]: guarded(fin.transferList, ({ query }) => {
    const parsed = parseOr(fin.transferList.query, query);
    if ('failure' in parsed) return parsed.failure;
    const { status, keyword } = parsed.value;
    const list = store.transfers.filter(
      (r) =>
        (!status || r.status === status) &&
        inRange(r.createdAt, parsed.value) &&
        matches(keyword, r.recordCode, r.tenantZhName, r.accountName, r.accountPhone, r.payerName),
    );
    return { envelope: ok(page(newestFirst(list), parsed.value)) };
  }),

  [contractKey(fin.transferUpdateStatus)]: guarded(fin.transferUpdateStatus, ({ caller, body }) => {
    const parsed = parseOr(fin.transferUpdateStatus.body, body);
    if ('failure' in parsed) return parsed.failure;
    const record = store.transfers.find((r) => r.recordCode === parsed.value.recordCode);
    if (!record) return { envelope: fail(ErrorCode.NOT_FOUND, '转账记录不存在') };
    if (!canMoveTransfer(record.status, parsed.value.status)) return { envelope: fail(ErrorCode.TRANSFER_ALREADY_AUDITED) };
    // Like the server (after the 13004 check): nobody audits their own record.
    if (isOwnTransfer(record, caller.account.accountId)) return { envelope: fail(ErrorCode.VALIDATION, OWN_TRANSFER_MESSAGE) };
    Object.assign(record, {
      status: parsed.value.status,
      auditRemark: parsed.value.auditRemark,
      auditedAt: iso(),
      auditorName: caller.account.showName,
    });
    if (record.status === 'approved') {
      credit(record.accountId, 'transfer', record.amount, `对公转账入账（${record.payerName}）`, { recordCode: record.recordCode });
    }
    return { envelope: ok(record) };
  }),

  [contractKey(fin.platformOrderList)]: guarded(fin.platformOrderList, ({ query }) => {
    const parsed = parseOr(fin.platformOrderList.query, query);
    if ('failure' in parsed) return parsed.failure;
    const { status, channel, keyword } = parsed.value;
    const list = store.orders
      .map(refresh)
      .filter(
        (o) =>
          (!status || o.status === status) &&
          (!channel || o.channel === channel) &&
          inRange(o.createdAt, parsed.value) &&
          matches(keyword, o.orderNo, o.accountName, o.accountPhone, o.tenantZhName, o.providerTradeNo),
      );
    return {
      envelope: ok(
        page(
          newestFirst(list).map(({ clientToken: _t, payStartedAt: _p, closeReason: _r, ...o }) => o),
          parsed.value,
        ),
      ),
    };
  }),

  [contractKey(fin.platformOrderRefund)]: guarded(fin.platformOrderRefund, ({ body }) => {
    const parsed = parseOr(fin.platformOrderRefund.body, body);
    if ('failure' in parsed) return parsed.failure;
    const order = store.orders.find((o) => o.orderNo === parsed.value.orderNo);
    if (!order) return orderNotFound();
    const status = refresh(order).status;
    if (!isRefundable(status)) {
      return { envelope: fail(ErrorCode.ORDER_STATE, status === 'refunded' ? '订单已退款，不能重复退款' : '只有已支付的订单可以退款') };
    }
    // Refunding (退款中): the points were taken back already; the retry only completes the refund.
    if (status === 'paid') {
      // Like the server: the points cannot be taken back once spent.
      if (balanceOf(order.accountId) < order.points) {
        return { envelope: fail(ErrorCode.REFUND_POINTS_USED) };
      }
      credit(order.accountId, 'refund', -order.points, `订单退款：${parsed.value.reason}`, { orderNo: order.orderNo });
    }
    // The mock's provider confirms at once: paid → refunded (the server passes through refunding).
    Object.assign(order, { status: 'refunded', refundedAt: iso() });
    const { clientToken: _t, payStartedAt: _p, closeReason: _r, ...data } = order;
    return { envelope: ok(data) };
  }),

  [contractKey(fin.sendWelcomeGift)]: guarded(fin.sendWelcomeGift, ({ body }) => {
    const parsed = parseOr(fin.sendWelcomeGift.body, body);
    if ('failure' in parsed) return parsed.failure;
    const account = DEMO_ACCOUNTS.find((a) => a.phone === parsed.value.phone);
    if (!account) return { envelope: fail(ErrorCode.NOT_FOUND, '该手机号没有对应的账号') };
    if (store.welcomed.has(account.accountId)) return { envelope: fail(ErrorCode.GIFT_ALREADY_SENT) };
    store.welcomed.add(account.accountId);
    const points = parsed.value.points ?? WELCOME_GIFT_POINTS;
    const balance = credit(account.accountId, 'gift', points, '新人礼');
    return { envelope: ok({ accountId: account.accountId, showName: account.showName, points, balance }) };
  }),
};

// ---- Files -----------------------------------------------------------------------------------------------
/** A multipart file part as umi's mock server (multer) hands it over. */
export interface MockFilePart {
  originalname: string;
  mimetype?: string;
  size: number;
  buffer?: Buffer;
}

const fileHandlers: Record<string, MockHandler> = {
  [contractKey(files.fileUpload)]: guarded(files.fileUpload, ({ caller, body }) => {
    const { file, ...fields } = (body ?? {}) as { file?: MockFilePart };
    const parsed = parseOr(files.fileUpload.body, fields);
    if ('failure' in parsed) return parsed.failure;
    if (!file) return { envelope: fail(ErrorCode.FILE_MISSING) };
    const problem = uploadProblem({ name: file.originalname, size: file.size });
    if (problem) {
      const code =
        problem === 'type' ? ErrorCode.FILE_TYPE_NOT_ALLOWED : problem === 'size' ? ErrorCode.FILE_TOO_LARGE : ErrorCode.FILE_MISSING;
      return { envelope: fail(code, UPLOAD_PROBLEM_MESSAGES[problem]) };
    }
    const stored: MockStoredFile = {
      objectId: nextId('OBJ', 10),
      fileName: file.originalname,
      contentType: file.mimetype || 'application/octet-stream',
      size: file.size,
      createdAt: iso(),
      tenantCode: caller.account.tenantCode,
      purpose: parsed.value.purpose,
      bytes: file.buffer ?? Buffer.alloc(0),
    };
    store.files.set(stored.objectId, stored);
    const { tenantCode: _t, purpose: _p, bytes: _b, ...data } = stored;
    return { envelope: ok(data) };
  }),
};

// ---- Downloads --------------------------------------------------------------------------------------------
export interface MockFile {
  file: { fileName: string; contentType: string; body: Buffer };
}
export type MockDownloadHandler = (request: MockRequest) => MockAnswer | MockFile;

const csvCell = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;
/** A UTF-8 CSV with BOM (Excel opens it with the Chinese intact). */
function csv(fileName: string, header: string[], rows: unknown[][]): MockFile {
  const text = [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
  return { file: { fileName, contentType: 'text/csv; charset=utf-8', body: Buffer.from(`\uFEFF${text}`, 'utf8') } };
}
const guardedDownload =
  (contract: AnyContract, handle: (request: MockRequest & { caller: Caller }) => MockAnswer | MockFile): MockDownloadHandler =>
  (request) => {
    const caller = callerOf(contract, request);
    return 'envelope' in caller ? caller : handle({ ...request, caller });
  };

export const walletMockDownloads: Record<string, MockDownloadHandler> = {
  [contractKey(wal.billExport)]: guardedDownload(wal.billExport, ({ caller, query }) => {
    const parsed = parseOr(wal.billExport.query, query);
    if ('failure' in parsed) return parsed.failure;
    const entries = (store.ledgers.get(caller.account.accountId) ?? []).filter(
      (e) => (!parsed.value.type || e.type === parsed.value.type) && inRange(e.createdAt, parsed.value),
    );
    return csv(
      '账单明细.csv',
      ['时间', '类型', '积分变动', '变动后余额', '说明', '关联订单', '转账记录'],
      newestFirst(entries).map((e) => [
        timeText(e.createdAt),
        LedgerType.label(e.type),
        e.amount,
        e.balanceAfter,
        e.reason,
        e.orderNo,
        e.recordCode,
      ]),
    );
  }),
  [contractKey(fin.platformOrderExport)]: guardedDownload(fin.platformOrderExport, ({ query }) => {
    const parsed = parseOr(fin.platformOrderExport.query, query);
    if ('failure' in parsed) return parsed.failure;
    const { status, channel, keyword } = parsed.value;
    const list = store.orders
      .map(refresh)
      .filter(
        (o) =>
          (!status || o.status === status) &&
          (!channel || o.channel === channel) &&
          inRange(o.createdAt, parsed.value) &&
          matches(keyword, o.orderNo, o.accountName, o.accountPhone, o.tenantZhName),
      );
    return csv(
      '订单列表.csv',
      ['订单号', '机构', '账号', '手机号', '积分', '金额（元）', '状态', '支付方式', '创建时间'],
      newestFirst(list).map((o) => [
        o.orderNo,
        o.tenantZhName,
        o.accountName,
        o.accountPhone,
        o.points,
        (o.amountFen / 100).toFixed(2),
        OrderStatus.label(o.status),
        PayChannel.label(o.channel),
        timeText(o.createdAt),
      ]),
    );
  }),
  [contractKey(files.fileDownload)]: guardedDownload(files.fileDownload, ({ caller, query }) => {
    const parsed = parseOr(files.fileDownload.query, query);
    if ('failure' in parsed) return parsed.failure;
    const stored = store.files.get(parsed.value.objectId);
    const viewer = { tenantCode: caller.account.tenantCode, access: computeAccess(caller.user) };
    if (!stored || !canDownloadFile(stored, viewer)) return { envelope: fail(ErrorCode.NOT_FOUND, '文件不存在或无权下载') };
    return { file: { fileName: stored.fileName, contentType: stored.contentType, body: stored.bytes } };
  }),
};

export const walletMockHandlers: Record<string, MockHandler> = { ...walletHandlers, ...financeHandlers, ...fileHandlers };

// ---- Umi adapter ------------------------------------------------------------------------------------------
interface RawRequest {
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, string>;
  files?: MockFilePart[];
  headers: Record<string, string | string[] | undefined>;
}
interface RawResponse {
  setHeader(name: string, value: string): void;
  status(code: number): RawResponse;
  json(body: unknown): void;
  send?(body: Buffer): void;
  end?(body: Buffer): void;
}

const umiMocks = toUmiMocks(walletMockHandlers);
const uploadKey = contractKey(files.fileUpload);
const answerUpload = umiMocks[uploadKey];
// The file part travels in the body beside the text fields, as the contract's multipart form does.
umiMocks[uploadKey] = (req, res) =>
  answerUpload({ ...req, body: { ...((req.body as object) ?? {}), file: (req as RawRequest).files?.[0] } }, res);

const cookieOf = (req: RawRequest) => (Array.isArray(req.headers.cookie) ? req.headers.cookie.join('; ') : req.headers.cookie);

const downloadMocks = Object.fromEntries(
  Object.entries(walletMockDownloads).map(([key, handle]) => [
    key,
    (req: RawRequest, res: RawResponse) => {
      const answer = handle({ query: req.query ?? {}, body: req.body, params: req.params ?? {}, session: readSession(cookieOf(req)) });
      if ('envelope' in answer) return res.status(200).json(answer.envelope);
      const { fileName, contentType, body } = answer.file;
      res.setHeader('Content-Type', contentType);
      res.setHeader('Content-Disposition', `attachment; filename="download"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
      res.status(200);
      return res.send ? res.send(body) : res.end?.(body);
    },
  ]),
);

export default { ...umiMocks, ...downloadMocks };
