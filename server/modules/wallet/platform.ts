/**
 * The platform's side of the wallet (explicit cross-account access, behind canRoot): all orders
 * with filters and export, refunds of paid orders, and the welcome gift.
 *
 * Refund, in one transaction: lock the order (paid only) → debit the points back (type
 * 'refund', idempotencyKeys.orderRefunded; 13010 when they were already used) → mark it
 * refunded → ask the provider to refund (refundNo derived from the order, so the provider
 * dedupes a retry). A provider failure rolls everything back (13008).
 */
import type { PlatformOrder } from '../../../domain/api/finance';
import { EXPORT_MAX_ROWS } from '../../../domain/constants';
import { ErrorCode } from '../../../domain/errors';
import { idempotencyKeys } from '../../../domain/wallet';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { AppError, BusinessError, NotFoundError } from '../../http/errors';
import type { FileResponse } from '../../http/registerContract';
import type { PaymentProviders } from '../../payment/types';
import { createIdentityRepository } from '../identity/repository';
import { ordersWorkbook, XLSX_CONTENT_TYPE } from './exports';
import type { LedgerService } from './ledger';
import { createOrderRepository, type PlatformOrderFilter, type PlatformOrderRow } from './orderRepository';
import { NOT_FOUND_ORDER, toOrder, type Logger } from './orders';
import { shanghaiCompactDay, type Page } from './shared';

export const refundNoOf = (orderNo: string): string => `R${orderNo}`;

export function toPlatformOrder(row: PlatformOrderRow, now: Date): PlatformOrder {
  return {
    ...toOrder(row.order, now),
    accountId: row.order.accountId,
    accountName: row.accountName,
    accountPhone: row.accountPhone ?? '',
    tenantCode: row.order.tenantCode ?? '',
    tenantZhName: row.tenantZhName ?? '',
    providerTradeNo: row.order.providerTradeNo,
  };
}

export function createPlatformService(deps: { db: Db; clock: Clock; ledger: LedgerService; providers: PaymentProviders; log: Logger }) {
  const { db, clock, ledger, providers, log } = deps;

  return {
    async orders(filter: PlatformOrderFilter, page: Page) {
      const now = clock.now();
      const { rows, total } = await createOrderRepository(db).crossAccount().list(filter, now, page);
      return { list: rows.map((row) => toPlatformOrder(row, now)), total, current: page.current, pageSize: page.pageSize };
    },

    async exportOrders(filter: PlatformOrderFilter): Promise<FileResponse> {
      const now = clock.now();
      const rows = await createOrderRepository(db).crossAccount().listUpTo(filter, now, EXPORT_MAX_ROWS + 1);
      const truncated = rows.length > EXPORT_MAX_ROWS;
      const body = await ordersWorkbook(rows.slice(0, EXPORT_MAX_ROWS).map((row) => toPlatformOrder(row, now)), truncated);
      return { fileName: `订单列表-${shanghaiCompactDay(now)}.xlsx`, contentType: XLSX_CONTENT_TYPE, body };
    },

    async refund(auth: RequestContext, orderNo: string, reason: string): Promise<PlatformOrder> {
      const operator = auth.account.accountId;
      await db.transaction(async (tx) => {
        const repo = createOrderRepository(tx);
        const row = await repo.crossAccount().lock(orderNo);
        if (!row) throw new NotFoundError(NOT_FOUND_ORDER);
        if (row.status === 'refunded') throw new BusinessError(ErrorCode.ORDER_STATE, '订单已退款，不能重复退款');
        if (row.status !== 'paid') throw new BusinessError(ErrorCode.ORDER_STATE, '只有已支付的订单可以退款');
        const provider = row.channel ? providers[row.channel] : undefined;
        if (!provider) throw new BusinessError(ErrorCode.PAY_CHANNEL_UNAVAILABLE, '该订单的支付方式当前不可用，无法原路退款');
        const now = clock.now();
        await ledger.move(tx, {
          accountId: row.accountId,
          type: 'refund',
          amount: -row.points,
          idempotencyKey: idempotencyKeys.orderRefunded(row.orderNo),
          reason: `充值订单退款：${reason}`,
          orderNo: row.orderNo,
          tenantCode: row.tenantCode,
          operatorAccountId: operator,
          insufficientCode: ErrorCode.REFUND_POINTS_USED,
        });
        await repo.markRefunded(row.orderNo, now, reason);
        try {
          await provider.refund({ orderNo: row.orderNo, refundNo: refundNoOf(row.orderNo), amountFen: row.amountFen, reason });
        } catch (error) {
          log.error({ err: error, orderNo: row.orderNo, channel: row.channel }, 'payment provider refused the refund; nothing changed');
          throw new BusinessError(ErrorCode.PAYMENT_FAILED, '退款发起失败，请稍后再试');
        }
        log.info({ orderNo: row.orderNo, operator, amountFen: row.amountFen }, 'order refunded');
      });
      const row = await createOrderRepository(db).crossAccount().withOwner(orderNo);
      return toPlatformOrder(row!, clock.now());
    },

    /** The welcome gift: once per account (a second time answers 13005). */
    async sendWelcomeGift(auth: RequestContext, phone: string, points: number) {
      const account = await createIdentityRepository(db).findAccountByPhone(phone);
      if (!account) throw new NotFoundError('该手机号没有对应的账号');
      try {
        const { entry, replayed } = await db.transaction((tx) =>
          ledger.move(tx, {
            accountId: account.accountId,
            type: 'gift',
            amount: points,
            idempotencyKey: idempotencyKeys.welcomeGift(account.accountId),
            reason: '平台新人礼',
            operatorAccountId: auth.account.accountId,
          }),
        );
        if (replayed) throw new BusinessError(ErrorCode.GIFT_ALREADY_SENT);
        return { accountId: account.accountId, showName: account.showName, points, balance: entry.balanceAfter };
      } catch (error) {
        // The key was used with other points: still "already sent".
        if (error instanceof AppError && error.errorCode === ErrorCode.IDEMPOTENCY_CONFLICT) throw new BusinessError(ErrorCode.GIFT_ALREADY_SENT);
        throw error;
      }
    },
  };
}

export type PlatformService = ReturnType<typeof createPlatformService>;
