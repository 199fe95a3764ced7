/**
 * The platform's side of the wallet (explicit cross-account access, behind canRoot): all orders
 * with filters and export, refunds of paid orders, and the welcome gift.
 *
 * Refund, in one transaction: lock the order (paid only) → debit the points back (type
 * 'refund', idempotencyKeys.orderRefunded; 13010 when they were already used) → mark it
 * refunded → ask the provider to refund (refundNo derived from the order, so the provider
 * dedupes a retry). A provider failure rolls everything back (13008).
 */
import type { PlatformOrder } from '../../../domain/wallet/financeContracts';
import { ErrorCode } from '../../../domain/errors';
import { idempotencyKeys, isRefundable } from '../../../domain/wallet/rules';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { OrderRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { AppError, BusinessError, NotFoundError } from '../../http/errors';
import type { FileResponse } from '../../http/registerContract';
import type { PaymentProviders } from '../../payment/types';
import type { AuditLog } from '../auditLog/service';
import type { AccountDirectory } from '../identity';
import { ordersWorkbook, pageAt, XLSX_CONTENT_TYPE } from './exports';
import type { LedgerService } from './ledger';
import type { PlatformOrderFilter } from './orderRepository';
import { NOT_FOUND_ORDER, toOrder, type Logger } from './orders';
import type { WalletRepository } from './repository';
import { keywordOwners, ownerNames, shanghaiCompactDay, type Page } from './shared';

const refundNoOf = (orderNo: string): string => `R${orderNo}`;

/** The claim of an order's refund being carried out (rate_limits key), and how long it holds at most. */
const refundClaimKey = (orderNo: string): string => `wallet:refund:${orderNo}`;
const REFUND_CLAIM_MS = 5 * 60_000;
export const REFUND_IN_PROGRESS_MESSAGE = '该订单正在退款中，请勿重复提交';
export const REFUND_DONE_MESSAGE = '订单已退款，不能重复退款';

/** What the audit log keeps of an order. */
const auditOrder = (order: OrderRow) => ({
  status: order.status,
  points: order.points,
  amountFen: order.amountFen,
  channel: order.channel,
  accountId: order.accountId,
  tenantCode: order.tenantCode,
  refundReason: order.refundReason,
});

/** An order with the names of its account and tenant (from identity's directory). */
interface PlatformOrderRow {
  order: OrderRow;
  accountName: string;
  accountPhone: string | null;
  tenantZhName: string | null;
}

function toPlatformOrder(row: PlatformOrderRow, now: Date): PlatformOrder {
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

export interface PlatformServiceDeps {
  repos: Repositories<WalletRepository>;
  clock: Clock;
  ledger: LedgerService;
  providers: PaymentProviders;
  /**
   * Identity's directory (app.accountDirectory): the names of the orders' accounts and tenants,
   * who a keyword matches, and the welcome gift's account by phone.
   */
  accountDirectory: AccountDirectory;
  /** The operator audit log (app.auditLog): refunds and welcome gifts are written there. */
  auditLog: AuditLog;
  log: Logger;
}

export function createPlatformService(deps: PlatformServiceDeps) {
  const { repos, clock, ledger, providers, accountDirectory, auditLog, log } = deps;

  /** The orders of one page with their account's and tenant's names. */
  async function named(orders: readonly OrderRow[]): Promise<PlatformOrderRow[]> {
    const names = await ownerNames(
      accountDirectory,
      orders.map((order) => order.accountId),
      orders.map((order) => order.tenantCode),
    );
    return orders.map((order) => {
      const account = names.accounts.get(order.accountId);
      return {
        order,
        accountName: account?.showName ?? '',
        accountPhone: account?.phone ?? null,
        tenantZhName: order.tenantCode ? (names.tenants.get(order.tenantCode)?.tenantZhName ?? null) : null,
      };
    });
  }

  /** A page of the platform's orders; the keyword's matching accounts and tenants are looked up once per list. */
  async function platformPage(filter: PlatformOrderFilter, now: Date) {
    const query = { ...filter, keywordOwners: await keywordOwners(accountDirectory, filter.keyword) };
    const repo = repos.repo.orders.crossAccount();
    return async (page: Page) => {
      const { rows, total } = await repo.list(query, now, page);
      return { list: (await named(rows)).map((row) => toPlatformOrder(row, now)), total };
    };
  }

  return {
    async orders(filter: PlatformOrderFilter, page: Page) {
      const { list, total } = await (await platformPage(filter, clock.now()))(page);
      return { list, total, current: page.current, pageSize: page.pageSize };
    },

    async exportOrders(filter: PlatformOrderFilter): Promise<FileResponse> {
      const now = clock.now();
      const pageOf = await platformPage(filter, now);
      const body = await ordersWorkbook(async (offset, limit) => (await pageOf(pageAt(offset, limit))).list);
      return { fileName: `订单列表-${shanghaiCompactDay(now)}.xlsx`, contentType: XLSX_CONTENT_TYPE, body };
    },

    /**
     * Refunds a paid order in two steps, so money and points never both stay with the payer:
     * 1. one transaction takes the points back (13010 when they were spent) and marks the order
     *    refunding; 2. the provider refund runs outside any lock (same refund number on a retry,
     *    so the provider refunds once) and a confirmed refund marks the order refunded. When the
     *    provider fails or does not answer, the order stays refunding and finance retries.
     */
    async refund(auth: RequestContext, orderNo: string, reason: string): Promise<PlatformOrder> {
      const operator = auth.account.accountId;
      const claimKey = refundClaimKey(orderNo);
      const row = await repos.transaction(async ({ orders: repo, claims }, tx) => {
        const locked = await repo.crossAccount().lock(orderNo);
        if (!locked) throw new NotFoundError(NOT_FOUND_ORDER);
        if (locked.status === 'refunded') throw new BusinessError(ErrorCode.ORDER_STATE, REFUND_DONE_MESSAGE);
        if (!isRefundable(locked.status)) throw new BusinessError(ErrorCode.ORDER_STATE, '只有已支付的订单可以退款');
        const provider = locked.channel ? providers[locked.channel] : undefined;
        if (!provider) throw new BusinessError(ErrorCode.PAY_CHANNEL_UNAVAILABLE, '该订单的支付方式当前不可用，无法原路退款');
        // One refund of an order at a time: the claim is taken under the order's lock, so of
        // concurrent requests exactly one carries the refund out and the others are told so.
        if ((await claims.hit(claimKey, clock.now(), REFUND_CLAIM_MS)) > 1)
          throw new BusinessError(ErrorCode.ORDER_STATE, REFUND_IN_PROGRESS_MESSAGE);
        // A refund that stopped at the provider (still refunding): this request retries it.
        if (locked.status === 'refunding') return locked;
        await ledger.move(tx, {
          accountId: locked.accountId,
          type: 'refund',
          amount: -locked.points,
          idempotencyKey: idempotencyKeys.orderRefunded(locked.orderNo),
          reason: `充值订单退款：${reason}`,
          orderNo: locked.orderNo,
          tenantCode: locked.tenantCode,
          operatorAccountId: operator,
          insufficientCode: ErrorCode.REFUND_POINTS_USED,
        });
        const refunding = await repo.markRefunding(locked.orderNo, reason);
        await auditLog.record(
          auth,
          {
            area: 'wallet',
            action: '订单退款',
            targetType: 'order',
            targetId: locked.orderNo,
            targetName: `${locked.points} 积分 / ${(locked.amountFen / 100).toFixed(2)} 元`,
            before: auditOrder(locked),
            after: auditOrder(refunding),
          },
          { tx },
        );
        return refunding;
      });
      try {
        try {
          await providers[row.channel!]!.refund({
            orderNo: row.orderNo,
            refundNo: refundNoOf(row.orderNo),
            amountFen: row.amountFen,
            reason: row.refundReason ?? reason,
          });
        } catch (error) {
          log.error({ err: error, orderNo: row.orderNo, channel: row.channel }, 'provider refund failed or unconfirmed; the order stays refunding');
          throw new BusinessError(ErrorCode.PAYMENT_FAILED, '退款未完成：积分已扣回，订单为“退款中”，请稍后在订单列表重试退款');
        }
        await repos.transaction(async ({ orders: repo }) => {
          const locked = await repo.crossAccount().lock(orderNo);
          if (locked?.status === 'refunding') await repo.markRefunded(orderNo, clock.now());
        });
      } finally {
        // Done or failed: a later retry (of a refund left refunding) may claim the order again.
        await repos.repo.claims.unhit(claimKey, clock.now());
      }
      log.info({ orderNo: row.orderNo, operator, amountFen: row.amountFen }, 'order refunded');
      const refunded = await repos.repo.orders.crossAccount().byNo(orderNo);
      const [withNames] = await named([refunded!]);
      return toPlatformOrder(withNames, clock.now());
    },

    /** The welcome gift: once per account (a second time answers 13005). */
    async sendWelcomeGift(auth: RequestContext, phone: string, points: number) {
      const account = await accountDirectory.findByPhone(phone);
      if (!account) throw new NotFoundError('该手机号没有对应的账号');
      try {
        const { entry, replayed } = await repos.transaction(async (_repo, tx) => {
          const moved = await ledger.move(tx, {
            accountId: account.accountId,
            type: 'gift',
            amount: points,
            idempotencyKey: idempotencyKeys.welcomeGift(account.accountId),
            reason: '平台新人礼',
            operatorAccountId: auth.account.accountId,
          });
          if (!moved.replayed) {
            await auditLog.record(
              auth,
              {
                area: 'wallet',
                action: '发放新人礼',
                targetType: 'account',
                targetId: account.accountId,
                targetName: account.showName,
                before: null,
                after: { phone, points, balance: moved.entry.balanceAfter },
              },
              { tx },
            );
          }
          return moved;
        });
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
