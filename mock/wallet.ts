/**
 * Dev mocks of domain/wallet/contracts.ts (`npm run dev:mock`): an in-memory wallet per demo account,
 * opened with DEMO_WALLET_GIFTS, with orders and the sandbox payment (the store is shared with
 * mock/finance.ts and mock/files.ts: mock/lib/walletStore.ts). Inputs are parsed by the contracts;
 * access is the server's decision (domain/kernel/contractAccess.ts). The bill export answers a CSV file.
 */
import { chinaMonths, formatChinaDateTime } from '../domain/kernel/chinaTime';
import { walletContracts as wal, type RechargeOptions } from '../domain/wallet/contracts';
import { ORDER_EXPIRE_MINUTES, POINT_PRICE_FEN, RECHARGE_LIMITS } from '../domain/constants';
import { LedgerType, PayChannel } from '../domain/enums';
import { fail, ok, ErrorCode } from '../domain/errors';
import { RECHARGE_PACKAGES, UNKNOWN_PACKAGE_MESSAGE, findPackage, priceFenOf } from '../domain/wallet/rules';
import { csv } from './lib/csv';
import { tenantOf } from './lib/demoSession';
import { contractKey, parseOr, toUmiMocks, type MockAnswer, type MockDownloadHandler, type MockFile, type MockHandler } from './lib/handler';
import {
  type StoredOrder,
  now,
  store,
  MOCK_CHANNELS,
  MOCK_BANK_ACCOUNT,
  iso,
  dayOf,
  randomSuffix,
  balanceOf,
  guarded,
  page,
  inRange,
  newestFirst,
  refresh,
  markPaid,
  STATE_MESSAGES,
  unpayable,
  myOrder,
  orderNotFound,
  asOrder,
  timeText,
} from './lib/walletStore';

export { MOCK_CHANNELS, MOCK_PROVIDER_DELAY_MS, resetWalletMock } from './lib/walletStore';

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
    const parsed = parseOr(wal.walletTrend.query, query, 'query');
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
    const parsed = parseOr(wal.billList.query, query, 'query');
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
    if (packageCode && !pack) return { envelope: fail(ErrorCode.VALIDATION, UNKNOWN_PACKAGE_MESSAGE) };
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
    const parsed = parseOr(wal.orderDetail.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const order = myOrder(caller, parsed.value.orderNo);
    return order ? { envelope: ok(asOrder(order)) } : orderNotFound();
  }),

  [contractKey(wal.orderList)]: guarded(wal.orderList, ({ caller, query }) => {
    const parsed = parseOr(wal.orderList.query, query, 'query');
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
    if (channel === 'wechat') return { envelope: ok({ kind: 'qrcode', orderNo, codeUrl: `weixin://wxpay/bizpayurl?pr=MOCK${orderNo.slice(-6)}` }) };
    if (channel === 'alipay') return { envelope: ok({ kind: 'redirect', orderNo, payUrl: `https://openapi.alipay.com/gateway.do?mock=${orderNo}` }) };
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

export const walletMockHandlers: Record<string, MockHandler> = walletHandlers;

export const walletMockDownloads: Record<string, MockDownloadHandler> = {
  [contractKey(wal.billExport)]: guarded<MockAnswer | MockFile>(wal.billExport, ({ caller, query }) => {
    const parsed = parseOr(wal.billExport.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const entries = (store.ledgers.get(caller.account.accountId) ?? []).filter(
      (e) => (!parsed.value.type || e.type === parsed.value.type) && inRange(e.createdAt, parsed.value),
    );
    return csv(
      '账单明细.csv',
      ['时间', '类型', '积分变动', '变动后余额', '说明', '关联订单', '转账记录'],
      newestFirst(entries).map((e) => [timeText(e.createdAt), LedgerType.label(e.type), e.amount, e.balanceAfter, e.reason, e.orderNo, e.recordCode]),
    );
  }),
};

export default toUmiMocks(walletMockHandlers, walletMockDownloads);
