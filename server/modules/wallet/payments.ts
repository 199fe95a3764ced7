/**
 * Payment notification callbacks (server to server, not contracts): POST /api/pay/notify/wechat
 * and /api/pay/notify/alipay. An encapsulated plugin: its content-type parsers keep the body as
 * the exact string that was signed, and its routes need no CSRF header (no browser sends them;
 * the provider's signature is the proof).
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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, fail } from '../../../domain/errors';
import type { PayChannel } from '../../../domain/enums';
import { MINUTE_MS, type Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createRateLimitCounters } from '../../db/rateLimits';
import { paymentNotifications } from '../../db/schema';
import { BusinessError } from '../../http/errors';
import { createLogBudget } from '../../http/logBudget';
import { PaymentSignatureError, type NotificationAck, type PaymentProviders, type VerifiedNotification } from '../../payment/types';
import type { OrderService, PaymentOutcome } from './orders';
import { newNotificationId } from './shared';

/** Channels with a notification route (the sandbox confirms through /api/pay/sandbox/confirm). */
export const NOTIFY_CHANNELS = ['wechat', 'alipay'] as const satisfies readonly PayChannel[];
export const notifyPath = (channel: (typeof NOTIFY_CHANNELS)[number]) => `/api/pay/notify/${channel}`;

/** Recorded payloads of verified callbacks are cut here (the body limit applies before). */
const MAX_PAYLOAD_CHARS = 64 * 1024;
/** Log lines per minute, channel and kind of refusal, per process, about callbacks that are not authentic. */
export const UNVERIFIED_LOG_LINES_PER_MINUTE = 10;

/** The refund number of a second payment of an order (one per channel: a channel takes one payment per order). */
export const secondPaymentRefundNo = (orderNo: string): string => `RD${orderNo}`;

export type NotificationOutcome =
  | 'credited'
  | 'duplicate'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'second_payment_refunded'
  | 'second_payment_refund_failed'
  | 'not_paid'
  | 'error';

export interface NotifyOptions {
  db: Db;
  clock: Clock;
  providers: PaymentProviders;
  orders: OrderService;
  config: Pick<Config, 'PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE'>;
}

export default async function paymentNotifyRoutes(app: FastifyInstance, { db, clock, providers, orders, config }: NotifyOptions) {
  // The signature covers the bytes as sent: no JSON or form parsing before verification.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const counters = createRateLimitCounters(db);
  const logBudget = createLogBudget({ perMinute: UNVERIFIED_LOG_LINES_PER_MINUTE, clock });

  async function record(channel: PayChannel, outcome: NotificationOutcome, rawBody: string, verified: VerifiedNotification): Promise<void> {
    await db.insert(paymentNotifications).values({
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
    log: FastifyRequest['log'],
    channel: PayChannel,
    kind: 'channel_unavailable' | 'not_authentic',
    details: Record<string, unknown>,
    message: string,
  ): void {
    const { allowed, suppressed } = logBudget.take(`${channel}:${kind}`);
    if (allowed) log.warn({ ...details, suppressedSinceLastLine: suppressed }, message);
  }

  const sendAck = (reply: FastifyReply, ack: NotificationAck) => reply.status(ack.status).header('content-type', ack.contentType).send(ack.body);

  for (const channel of NOTIFY_CHANNELS) {
    app.post(notifyPath(channel), { config: { csrfExempt: true } }, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const log = request.log.child({ channel });
      const addressKey = `pay:notify:ip:${request.ip}`;
      if ((await counters.hit(addressKey, clock.now(), MINUTE_MS)) > config.PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE) {
        throw new BusinessError(ErrorCode.TOO_MANY_REQUESTS);
      }
      const provider = providers[channel];
      if (!provider) {
        traceUnverified(log, channel, 'channel_unavailable', {}, 'payment notification for a channel that is not configured; nothing stored');
        return reply.status(404).send(fail(ErrorCode.NOT_FOUND));
      }

      let verified: VerifiedNotification;
      try {
        verified = await provider.verifyNotification({ headers: request.headers, rawBody });
      } catch (error) {
        const badSignature = error instanceof PaymentSignatureError;
        traceUnverified(
          log,
          channel,
          'not_authentic',
          { err: error, badSignature, bodyChars: rawBody.length },
          'payment notification refused: not authentic or not readable; nothing stored',
        );
        return sendAck(reply, provider.ackFailure(badSignature ? '签名验证失败' : '通知内容无法解析'));
      }
      // The provider's own callback: it does not count against its address.
      await counters.unhit(addressKey, clock.now());

      if (verified.outcome !== 'paid') {
        log.info({ orderNo: verified.orderNo, providerState: verified.providerState }, 'payment notification without payment');
        await record(channel, 'not_paid', rawBody, verified);
        return sendAck(reply, provider.ackSuccess());
      }

      let settled: PaymentOutcome;
      try {
        settled = await orders.settle({
          orderNo: verified.orderNo,
          channel,
          providerTradeNo: verified.providerTradeNo,
          amountFen: verified.amountFen,
          paidAt: verified.paidAt ?? clock.now(),
        });
      } catch (error) {
        // Our failure: the provider retries later, and the retry credits (once).
        log.error({ err: error, orderNo: verified.orderNo }, 'settling a paid notification failed');
        await record(channel, 'error', rawBody, verified).catch((recordError) =>
          log.error({ err: recordError }, 'recording a payment notification failed'),
        );
        return sendAck(reply, provider.ackFailure('处理失败，请稍后重试'));
      }

      let outcome: NotificationOutcome;
      if (settled === 'second_payment') {
        // The order was paid already (another channel): the points were credited once, this money goes back.
        try {
          await provider.refund({
            orderNo: verified.orderNo,
            refundNo: secondPaymentRefundNo(verified.orderNo),
            amountFen: verified.amountFen,
            reason: '订单已通过其他方式支付，重复支付自动退款',
          });
          outcome = 'second_payment_refunded';
          log.error({ orderNo: verified.orderNo, providerTradeNo: verified.providerTradeNo }, 'second payment of a paid order refunded');
        } catch (error) {
          outcome = 'second_payment_refund_failed';
          log.error(
            { err: error, orderNo: verified.orderNo, providerTradeNo: verified.providerTradeNo, amountFen: verified.amountFen },
            'second payment of a paid order could NOT be refunded: refund it by hand',
          );
        }
      } else outcome = settled;

      if (outcome === 'unknown_order')
        log.error(
          { orderNo: verified.orderNo, providerTradeNo: verified.providerTradeNo },
          'paid notification for an unknown order; nothing credited',
        );
      else log.info({ orderNo: verified.orderNo, outcome }, 'payment notification settled');
      await record(channel, outcome, rawBody, verified);
      // Unknown orders and wrong amounts are acknowledged too: a retry cannot fix them, the log and the record are for reconciliation.
      return sendAck(reply, provider.ackSuccess());
    });
  }
}
