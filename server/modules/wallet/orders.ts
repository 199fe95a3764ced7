/**
 * Recharge orders and the payment desk: create (a package or a free amount; the client token
 * makes a double click one order), read, close, start a payment through a provider, and settle
 * a payment (notification or sandbox confirmation): the order row is locked, only allowed moves
 * happen, the paid amount must equal the order's, and the wallet is credited with
 * idempotencyKeys.orderPaid in the same transaction, so a paid order credits exactly once.
 */
import type { Order, PayAction, RechargeOptions } from '../../../domain/wallet/contracts';
import { POINT_PRICE_FEN } from '../../../domain/constants';
import { PayChannel, type OrderStatus } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import {
  RECHARGE_PACKAGES,
  canMoveOrder,
  effectiveOrderStatus,
  findPackage,
  formatPointsDelta,
  idempotencyKeys,
  isOrderExpired,
  priceFenOf,
  UNKNOWN_PACKAGE_MESSAGE,
} from '../../../domain/wallet/rules';
import { MINUTE_MS, addMs, type Clock } from '../../clock';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Repositories } from '../../db/repositories';
import type { OrderRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError, NotFoundError, ValidationError } from '../../http/errors';
import type { PaymentProviders } from '../../payment/types';
import type { LedgerService } from './ledger';
import { EXPIRED_CLOSE_REASON } from './orderRepository';
import type { WalletRepository } from './repository';
import { accountScope, iso, isoOrNull, newOrderNo, type AccountScope, type Page } from './shared';

export type WalletConfig = Pick<Config, 'RECHARGE_MIN_POINTS' | 'RECHARGE_MAX_POINTS' | 'ORDER_EXPIRE_MINUTES' | 'PAYMENT_CHANNELS' | 'BANK_ACCOUNT'>;

export interface Logger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface OrderServiceDeps {
  repos: Repositories<WalletRepository>;
  clock: Clock;
  ledger: LedgerService;
  providers: PaymentProviders;
  config: WalletConfig;
  log: Logger;
}

/** A payment confirmed by a provider (verified notification) or the sandbox. */
export interface ConfirmedPayment {
  orderNo: string;
  channel: PayChannel;
  providerTradeNo: string;
  amountFen: number;
  paidAt: Date;
}

/**
 * duplicate: the same payment again (same channel and provider trade number) — nothing to do;
 * second_payment: the order was already paid by another payment (e.g. the user paid the WeChat
 * QR code and then Alipay too) — the caller refunds it, the points were credited once.
 */
export type PaymentOutcome = 'credited' | 'duplicate' | 'second_payment' | 'unknown_order' | 'amount_mismatch';

export const NOT_FOUND_ORDER = '订单不存在';

export function toOrder(row: OrderRow, now: Date): Order {
  const expired = isOrderExpired(row, now);
  return {
    orderNo: row.orderNo,
    points: row.points,
    amountFen: row.amountFen,
    packageCode: row.packageCode,
    status: effectiveOrderStatus(row, now),
    channel: row.channel,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    paidAt: isoOrNull(row.paidAt),
    closedAt: isoOrNull(row.closedAt ?? (expired ? row.expiresAt : null)),
    refundedAt: isoOrNull(row.refundedAt),
  };
}

const STATE_MESSAGES: Record<OrderStatus, string> = {
  created: '订单尚未支付',
  paid: '订单已支付，请勿重复操作',
  closed: '订单已关闭，请重新下单',
  refunding: '订单退款中',
  refunded: '订单已退款',
};

/** An order that cannot be paid any more: 13007 when it expired, otherwise 13003. */
function refuseUnpayable(row: OrderRow): never {
  if (row.status === 'closed' && row.closeReason === EXPIRED_CLOSE_REASON) throw new BusinessError(ErrorCode.ORDER_EXPIRED);
  throw new BusinessError(ErrorCode.ORDER_STATE, STATE_MESSAGES[row.status]);
}

export function createOrderService(deps: OrderServiceDeps) {
  const { repos, clock, ledger, providers, config, log } = deps;

  function pointsWithinLimits(points: number): void {
    if (points < config.RECHARGE_MIN_POINTS) throw new ValidationError(`参数错误：points 积分不能少于 ${config.RECHARGE_MIN_POINTS}`);
    if (points > config.RECHARGE_MAX_POINTS) throw new ValidationError(`参数错误：points 积分不能超过 ${config.RECHARGE_MAX_POINTS}`);
  }

  /** The channels offered: configured order first, then any other provider present. */
  function offeredChannels(): PayChannel[] {
    const present = PayChannel.values.filter((channel) => providers[channel]);
    return [
      ...config.PAYMENT_CHANNELS.filter((channel) => providers[channel]),
      ...present.filter((channel) => !config.PAYMENT_CHANNELS.includes(channel)),
    ];
  }

  /**
   * Marks a locked order paid and credits its points, in the caller's transaction. A repeat
   * (already paid or refunded) changes nothing; a wrong amount changes nothing and is logged.
   */
  async function applyPayment(tx: DbOrTx, row: OrderRow, payment: ConfirmedPayment): Promise<{ outcome: PaymentOutcome; row: OrderRow }> {
    if (row.status === 'paid' || row.status === 'refunding' || row.status === 'refunded') {
      const same = row.channel === payment.channel && row.providerTradeNo === payment.providerTradeNo;
      return { outcome: same ? 'duplicate' : 'second_payment', row };
    }
    if (payment.amountFen !== row.amountFen) {
      log.error(
        { orderNo: row.orderNo, expectedFen: row.amountFen, paidFen: payment.amountFen, channel: payment.channel },
        'paid amount differs from the order; not credited',
      );
      return { outcome: 'amount_mismatch', row };
    }
    if (!canMoveOrder(row.status, 'paid')) return { outcome: 'duplicate', row };
    const paid = await repos
      .within(tx)
      .orders.markPaid(row.orderNo, { channel: payment.channel, providerTradeNo: payment.providerTradeNo, paidAt: payment.paidAt });
    await ledger.move(tx, {
      accountId: row.accountId,
      type: 'recharge',
      amount: row.points,
      idempotencyKey: idempotencyKeys.orderPaid(row.orderNo),
      reason: `充值 ${formatPointsDelta(row.points)} 积分（${PayChannel.label(payment.channel)}）`,
      orderNo: row.orderNo,
      tenantCode: row.tenantCode,
    });
    return { outcome: 'credited', row: paid };
  }

  async function ownOrder(scope: AccountScope, orderNo: string): Promise<OrderRow> {
    const row = await repos.repo.orders.forAccount(scope).byNo(orderNo);
    if (!row) throw new NotFoundError(NOT_FOUND_ORDER);
    return row;
  }

  return {
    applyPayment,

    rechargeOptions(): RechargeOptions {
      return {
        packages: RECHARGE_PACKAGES.filter((item) => item.points >= config.RECHARGE_MIN_POINTS && item.points <= config.RECHARGE_MAX_POINTS).map(
          (item) => ({
            ...item,
            amountFen: priceFenOf(item.points),
          }),
        ),
        minPoints: config.RECHARGE_MIN_POINTS,
        maxPoints: config.RECHARGE_MAX_POINTS,
        pointPriceFen: POINT_PRICE_FEN,
        orderExpireMinutes: config.ORDER_EXPIRE_MINUTES,
        channels: offeredChannels().map((channel) => ({ channel, label: PayChannel.label(channel) })),
        bankAccount: config.BANK_ACCOUNT ? { ...config.BANK_ACCOUNT } : null,
      };
    },

    async create(auth: RequestContext, body: { packageCode?: string; points?: number; clientToken?: string }): Promise<Order> {
      const scope = accountScope(auth);
      const pkg = body.packageCode ? findPackage(body.packageCode) : undefined;
      if (body.packageCode && !pkg) throw new ValidationError(UNKNOWN_PACKAGE_MESSAGE);
      const points = pkg ? pkg.points : body.points!;
      pointsWithinLimits(points);
      const repo = repos.repo.orders.forAccount(scope);
      const now = clock.now();
      const sameRequest = (row: OrderRow) => row.points === points && row.packageCode === (pkg?.code ?? null);
      if (body.clientToken) {
        const existing = await repo.byClientToken(body.clientToken);
        if (existing) {
          if (!sameRequest(existing)) throw new BusinessError(ErrorCode.IDEMPOTENCY_CONFLICT);
          return toOrder(existing, now);
        }
      }
      const inserted = await repo.insert({
        orderNo: newOrderNo(now),
        tenantCode: auth.tenant?.tenantCode ?? null,
        points,
        amountFen: priceFenOf(points),
        packageCode: pkg?.code ?? null,
        status: 'created',
        clientToken: body.clientToken ?? null,
        createdAt: now,
        expiresAt: addMs(now, config.ORDER_EXPIRE_MINUTES * MINUTE_MS),
      });
      if (inserted) return toOrder(inserted, now);
      // The same client token won a race meanwhile: answer that order.
      const raced = body.clientToken ? await repo.byClientToken(body.clientToken) : undefined;
      if (!raced) throw new Error('order insert conflicted without a client token');
      if (!sameRequest(raced)) throw new BusinessError(ErrorCode.IDEMPOTENCY_CONFLICT);
      return toOrder(raced, now);
    },

    /** The own order; an expired unpaid one is closed on the way (it reads as closed anyway). */
    async detail(scope: AccountScope, orderNo: string): Promise<Order> {
      const row = await ownOrder(scope, orderNo);
      const now = clock.now();
      const closed = isOrderExpired(row, now) ? await repos.repo.orders.closeIfExpired(row.orderNo, now) : undefined;
      return toOrder(closed ?? row, now);
    },

    async list(scope: AccountScope, status: OrderStatus | undefined, page: Page) {
      const now = clock.now();
      const { rows, total } = await repos.repo.orders.forAccount(scope).list(status, now, page);
      return { list: rows.map((row) => toOrder(row, now)), total, current: page.current, pageSize: page.pageSize };
    },

    async pay(scope: AccountScope, orderNo: string, channel: PayChannel): Promise<PayAction> {
      const row = await ownOrder(scope, orderNo);
      const now = clock.now();
      const repo = repos.repo.orders;
      if (isOrderExpired(row, now)) {
        await repo.closeIfExpired(row.orderNo, now);
        throw new BusinessError(ErrorCode.ORDER_EXPIRED);
      }
      if (row.status !== 'created') refuseUnpayable(row);
      const provider = providers[channel];
      if (!provider) throw new BusinessError(ErrorCode.PAY_CHANNEL_UNAVAILABLE, `${PayChannel.label(channel)}暂不可用，请选择其他支付方式`);
      let action: Awaited<ReturnType<typeof provider.createPayment>>;
      try {
        action = await provider.createPayment({
          orderNo: row.orderNo,
          amountFen: row.amountFen,
          description: `积分充值 ${row.points.toLocaleString('zh-CN')} 积分`,
          expiresAt: row.expiresAt,
        });
      } catch (error) {
        log.error({ err: error, orderNo: row.orderNo, channel }, 'payment provider refused to start a payment');
        throw new BusinessError(ErrorCode.PAYMENT_FAILED);
      }
      // Closed or paid meanwhile (another tab, a notification): answer what it is now.
      if (!(await repo.setChannel(row.orderNo, channel))) refuseUnpayable(await ownOrder(scope, orderNo));
      return { ...action, orderNo: row.orderNo } as PayAction;
    },

    /** Cancels an unpaid order; closing a closed one answers it as it is. */
    async close(scope: AccountScope, orderNo: string): Promise<Order> {
      const row = await repos.transaction(async ({ orders: repo }) => {
        const locked = await repo.forAccount(scope).lock(orderNo);
        if (!locked) throw new NotFoundError(NOT_FOUND_ORDER);
        const now = clock.now();
        if (locked.status === 'closed') return locked;
        if (locked.status !== 'created') throw new BusinessError(ErrorCode.ORDER_STATE, `${STATE_MESSAGES[locked.status]}，不能取消`);
        if (isOrderExpired(locked, now)) return (await repo.closeIfExpired(orderNo, now)) ?? locked;
        return repo.close(orderNo, now, '用户取消');
      });
      return toOrder(row, clock.now());
    },

    /** The sandbox's "模拟支付" button: settles the own order as paid in full (repeat: no-op). */
    async sandboxConfirm(scope: AccountScope, orderNo: string): Promise<Order> {
      if (!providers.sandbox) throw new BusinessError(ErrorCode.PAY_CHANNEL_UNAVAILABLE, '模拟支付未启用');
      const result = await repos.transaction(async ({ orders: repo }, tx) => {
        const row = await repo.forAccount(scope).lock(orderNo);
        if (!row) throw new NotFoundError(NOT_FOUND_ORDER);
        const now = clock.now();
        if (isOrderExpired(row, now)) return { expired: true as const, row: (await repo.closeIfExpired(orderNo, now)) ?? row };
        if (row.status === 'paid') return { row };
        if (row.status !== 'created') refuseUnpayable(row);
        const payment = { orderNo, channel: 'sandbox' as const, providerTradeNo: `SANDBOX-${orderNo}`, amountFen: row.amountFen, paidAt: now };
        return { row: (await applyPayment(tx, row, payment)).row };
      });
      // Thrown after the commit, so the expired order stays closed.
      if ('expired' in result) throw new BusinessError(ErrorCode.ORDER_EXPIRED);
      return toOrder(result.row, clock.now());
    },

    /** A verified provider notification: settles the order once, whoever owns it. */
    async settle(payment: ConfirmedPayment): Promise<PaymentOutcome> {
      return repos.transaction(async ({ orders: repo }, tx) => {
        const row = await repo.crossAccount().lock(payment.orderNo);
        if (!row) return 'unknown_order' as const;
        return (await applyPayment(tx, row, payment)).outcome;
      });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
