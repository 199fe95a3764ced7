/**
 * Payment notifications (server to server): what a callback posted to /api/pay/notify/<channel>
 * does. The routes live in payments.ts; this service receives the exact bytes that were signed.
 *
 * Every verified callback is recorded in payment_notifications with its outcome. Only a verified
 * `paid` notification for a known order with the right amount changes anything, and the order
 * service credits once per order however often the provider repeats it.
 *
 * Anyone can post to these routes, so what is not authentic (a forged or unreadable callback, or
 * one for a channel this installation does not offer) stores nothing: it leaves a log line within
 * a per-process budget (server/http/logBudget.ts) and nothing else. Each client address may post
 * PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE callbacks a minute (counted in the database before the
 * signature is checked, so concurrent posts cannot slip past; verified ones are given back, so a
 * provider is never limited); beyond that the answer is 429 with the envelope.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { PayChannel } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import { MINUTE_MS, type Clock } from '../../clock';
import type { Config } from '../../config';
import type { Repositories } from '../../db/repositories';
import { BusinessError } from '../../http/errors';
import { createLogBudget } from '../../http/logBudget';
import { PaymentSignatureError, type NotificationAck, type PaymentProviders, type VerifiedNotification } from '../../payment/types';
import type { Logger, OrderService, PaymentOutcome } from './orders';
import type { WalletRepository } from './repository';
import { newNotificationId } from './shared';

/** Channels with a notification route (the sandbox confirms through /api/pay/sandbox/confirm). */
export const NOTIFY_CHANNELS = ['wechat', 'alipay'] as const satisfies readonly PayChannel[];
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** Recorded payloads of verified callbacks are cut here (the body limit applies before). */
const MAX_PAYLOAD_CHARS = 64 * 1024;
/** Log lines per minute, channel and kind of refusal, per process, about callbacks that are not authentic. */
export const UNVERIFIED_LOG_LINES_PER_MINUTE = 10;

/** The refund number of a second payment of an order (one per channel: a channel takes one payment per order). */
const secondPaymentRefundNo = (orderNo: string): string => `RD${orderNo}`;

type NotificationOutcome =
  | 'credited'
  | 'duplicate'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'second_payment_refunded'
  | 'second_payment_refund_failed'
  | 'not_paid'
  | 'error';

export interface IncomingNotification {
  channel: NotifyChannel;
  /** The client address (per-address limit). */
  ip: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as sent: the signature covers these bytes. */
  rawBody: string;
  /** The request's logger while the callback is anonymous junk (quiet: see payments.ts). */
  log: Logger;
  /** Called once the signature holds: the logger for an authentic callback (the installation's level). */
  authentic(): Logger;
}

/** How to answer: the provider's acknowledgement, or "not found" for a channel this installation does not offer. */
export type NotificationAnswer = { kind: 'ack'; ack: NotificationAck } | { kind: 'channel_unavailable' };

export interface NotificationServiceDeps {
  repos: Repositories<WalletRepository>;
  clock: Clock;
  providers: PaymentProviders;
  orders: Pick<OrderService, 'settle'>;
  config: Pick<Config, 'PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE'>;
}

export function createNotificationService({ repos, clock, providers, orders, config }: NotificationServiceDeps) {
  const repo = repos.repo.notifications;
  const logBudget = createLogBudget({ perMinute: UNVERIFIED_LOG_LINES_PER_MINUTE, clock });

  async function record(channel: PayChannel, outcome: NotificationOutcome, rawBody: string, verified: VerifiedNotification): Promise<void> {
    await repo.insert({
      id: newNotificationId(clock.now()),
      channel,
      orderNo: verified.orderNo,
      providerTradeNo: verified.providerTradeNo,
      verified: 1,
      outcome,
      payload: rawBody.slice(0, MAX_PAYLOAD_CHARS),
      receivedAt: clock.now(),
    });
  }

  /** A log line about a callback that is not authentic, if this minute's budget allows it. */
  function traceUnverified(
    log: Logger,
    channel: PayChannel,
    kind: 'channel_unavailable' | 'not_authentic',
    details: Record<string, unknown>,
    message: string,
  ): void {
    const { allowed, suppressed } = logBudget.take(`${channel}:${kind}`);
    if (allowed) log.warn({ ...details, suppressedSinceLastLine: suppressed }, message);
  }

  /** Settles a verified `paid` notification; a second payment of a paid order goes back through its channel. */
  async function settlePaid(channel: NotifyChannel, verified: VerifiedNotification, log: Logger): Promise<NotificationOutcome> {
    const settled: PaymentOutcome = await orders.settle({
      orderNo: verified.orderNo,
      channel,
      providerTradeNo: verified.providerTradeNo,
      amountFen: verified.amountFen,
      paidAt: verified.paidAt ?? clock.now(),
    });
    if (settled !== 'second_payment') return settled;
    // The order was paid already (another channel): the points were credited once, this money goes back.
    try {
      await providers[channel]!.refund({
        orderNo: verified.orderNo,
        refundNo: secondPaymentRefundNo(verified.orderNo),
        amountFen: verified.amountFen,
        reason: '订单已通过其他方式支付，重复支付自动退款',
      });
      log.error({ orderNo: verified.orderNo, providerTradeNo: verified.providerTradeNo }, 'second payment of a paid order refunded');
      return 'second_payment_refunded';
    } catch (error) {
      log.error(
        { err: error, orderNo: verified.orderNo, providerTradeNo: verified.providerTradeNo, amountFen: verified.amountFen },
        'second payment of a paid order could NOT be refunded: refund it by hand',
      );
      return 'second_payment_refund_failed';
    }
  }

  return {
    async receive({ channel, ip, headers, rawBody, log: junkLog, authentic }: IncomingNotification): Promise<NotificationAnswer> {
      const addressKey = `pay:notify:ip:${ip}`;
      if ((await repo.addressCounters.hit(addressKey, clock.now(), MINUTE_MS)) > config.PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE) {
        throw new BusinessError(ErrorCode.TOO_MANY_REQUESTS);
      }
      const provider = providers[channel];
      if (!provider) {
        traceUnverified(junkLog, channel, 'channel_unavailable', {}, 'payment notification for a channel that is not configured; nothing stored');
        return { kind: 'channel_unavailable' };
      }

      let verified: VerifiedNotification;
      try {
        verified = await provider.verifyNotification({ headers, rawBody });
      } catch (error) {
        const badSignature = error instanceof PaymentSignatureError;
        traceUnverified(
          junkLog,
          channel,
          'not_authentic',
          { err: error, badSignature, bodyChars: rawBody.length },
          'payment notification refused: not authentic or not readable; nothing stored',
        );
        return { kind: 'ack', ack: provider.ackFailure(badSignature ? '签名验证失败' : '通知内容无法解析') };
      }
      const log = authentic();
      // The provider's own callback: it does not count against its address.
      await repo.addressCounters.unhit(addressKey, clock.now());

      if (verified.outcome !== 'paid') {
        log.info({ orderNo: verified.orderNo, providerState: verified.providerState }, 'payment notification without payment');
        await record(channel, 'not_paid', rawBody, verified);
        return { kind: 'ack', ack: provider.ackSuccess() };
      }

      let outcome: NotificationOutcome;
      try {
        outcome = await settlePaid(channel, verified, log);
      } catch (error) {
        // Our failure: the provider retries later, and the retry credits (once).
        log.error({ err: error, orderNo: verified.orderNo }, 'settling a paid notification failed');
        await record(channel, 'error', rawBody, verified).catch((recordError) =>
          log.error({ err: recordError }, 'recording a payment notification failed'),
        );
        return { kind: 'ack', ack: provider.ackFailure('处理失败，请稍后重试') };
      }

      if (outcome === 'unknown_order')
        log.error(
          { orderNo: verified.orderNo, providerTradeNo: verified.providerTradeNo },
          'paid notification for an unknown order; nothing credited',
        );
      else log.info({ orderNo: verified.orderNo, outcome }, 'payment notification settled');
      await record(channel, outcome, rawBody, verified);
      // Unknown orders and wrong amounts are acknowledged too: a retry cannot fix them, the log and the record are for reconciliation.
      return { kind: 'ack', ack: provider.ackSuccess() };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
