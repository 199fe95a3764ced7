/**
 * Dev mocks of domain/wallet/financeContracts.ts (`npm run dev:mock`): company transfers and their audit,
 * platform orders and refunds, the welcome gift, over the wallet mocks' in-memory store
 * (mock/lib/walletStore.ts). The order export answers a small CSV file.
 */
import { chinaDay } from '../domain/kernel/chinaTime';
import { financeContracts as fin, type PlatformOrderQuery, TransferRecord, type TransferRecordAdmin } from '../domain/wallet/financeContracts';
import type { z } from 'zod';
import { WELCOME_GIFT_POINTS } from '../domain/constants';
import { DEMO_ACCOUNTS } from '../domain/demo';
import { OrderStatus, PayChannel } from '../domain/enums';
import { fail, ok, ErrorCode } from '../domain/errors';
import { isRefundable, canMoveTransfer, canSubmitTransfer, TRANSFER_SUBMIT_REFUSALS } from '../domain/wallet/rules';
import { OWN_TRANSFER_MESSAGE, isOwnTransfer } from '../domain/wallet/transferAudit';
import { csv } from './lib/csv';
import { tenantOf } from './lib/demoSession';
import { contractKey, parseOr, toUmiMocks, type MockAnswer, type MockDownloadHandler, type MockFile, type MockHandler } from './lib/handler';
import {
  now,
  store,
  iso,
  nextId,
  credit,
  balanceOf,
  guarded,
  page,
  inRange,
  matches,
  newestFirst,
  refresh,
  orderNotFound,
  timeText,
} from './lib/walletStore';

export const financeMockHandlers: Record<string, MockHandler> = {
  [contractKey(fin.transferSubmit)]: guarded(fin.transferSubmit, ({ caller, body }) => {
    const parsed = parseOr(fin.transferSubmit.body, body);
    if ('failure' in parsed) return parsed.failure;
    if (!canSubmitTransfer(caller.user)) return { envelope: fail(ErrorCode.TRANSFER_NOT_ALLOWED) };
    const voucher = store.files.get(parsed.value.voucherObjectId);
    const tenant = tenantOf(caller.account);
    if (voucher?.purpose !== 'transferVoucher' || voucher.tenantCode !== tenant.tenantCode) {
      return { envelope: fail(ErrorCode.VALIDATION, TRANSFER_SUBMIT_REFUSALS.voucherMissing) };
    }
    if (store.transfers.some((r) => r.voucherObjectId === voucher.objectId)) {
      return { envelope: fail(ErrorCode.VALIDATION, TRANSFER_SUBMIT_REFUSALS.voucherUsed) };
    }
    if (parsed.value.transferDate > chinaDay(now())) {
      return { envelope: fail(ErrorCode.VALIDATION, TRANSFER_SUBMIT_REFUSALS.futureTransferDate) };
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
    const parsed = parseOr(fin.transferMyList.query, query, 'query');
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
    const parsed = parseOr(fin.transferList.query, query, 'query');
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
    const parsed = parseOr(fin.platformOrderList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const list = platformOrdersMatching(parsed.value);
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

/** The platform's orders a list or export filter selects (the server's one `platformWhere`). */
function platformOrdersMatching(filter: z.output<typeof PlatformOrderQuery>) {
  const { status, channel, keyword } = filter;
  return store.orders
    .map(refresh)
    .filter(
      (o) =>
        (!status || o.status === status) &&
        (!channel || o.channel === channel) &&
        inRange(o.createdAt, filter) &&
        matches(keyword, o.orderNo, o.accountName, o.accountPhone, o.tenantZhName, o.providerTradeNo),
    );
}

export const financeMockDownloads: Record<string, MockDownloadHandler> = {
  [contractKey(fin.platformOrderExport)]: guarded<MockAnswer | MockFile>(fin.platformOrderExport, ({ query }) => {
    const parsed = parseOr(fin.platformOrderExport.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const list = platformOrdersMatching(parsed.value);
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
};

export default toUmiMocks(financeMockHandlers, financeMockDownloads);
