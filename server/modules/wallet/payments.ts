/**
 * Payment notification callbacks (server to server, not contracts): POST /api/pay/notify/wechat
 * and /api/pay/notify/alipay. An encapsulated plugin: its content-type parsers keep the body as
 * the exact string that was signed, and its routes need no CSRF header (no browser sends them;
 * the provider's signature is the proof).
 *
 * Every callback is recorded in payment_notifications with its outcome. Only a verified `paid`
 * notification for a known order with the right amount changes anything, and the order
 * service credits once per order however often the provider repeats it.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, fail } from '../../../domain/errors';
import type { PayChannel } from '../../../domain/enums';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { paymentNotifications } from '../../db/schema';
import { PaymentSignatureError, type NotificationAck, type PaymentProviders, type VerifiedNotification } from '../../payment/types';
import type { OrderService, PaymentOutcome } from './orders';
import { newNotificationId } from './shared';

/** Channels with a notification route (the sandbox confirms through /api/pay/sandbox/confirm). */
export const NOTIFY_CHANNELS = ['wechat', 'alipay'] as const satisfies readonly PayChannel[];
export const notifyPath = (channel: (typeof NOTIFY_CHANNELS)[number]) => `/api/pay/notify/${channel}`;

/** Recorded payloads of verified callbacks are cut here (the body limit applies before). */
const MAX_PAYLOAD_CHARS = 64 * 1024;
/**
 * Anyone can post to these routes: of a callback that is not authentic only its hash and a short
 * prefix are kept, so junk cannot fill the database.
 */
const UNVERIFIED_PREFIX_CHARS = 1024;

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
  | 'bad_signature'
  | 'channel_unavailable'
  | 'error';

export interface NotifyOptions {
  db: Db;
  clock: Clock;
  providers: PaymentProviders;
  orders: OrderService;
}

export default async function paymentNotifyRoutes(app: FastifyInstance, { db, clock, providers, orders }: NotifyOptions) {
  // The signature covers the bytes as sent: no JSON or form parsing before verification.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  async function record(channel: PayChannel, outcome: NotificationOutcome, rawBody: string, verified?: VerifiedNotification): Promise<void> {
    await db.insert(paymentNotifications).values({
      id: newNotificationId(clock.now()),
      channel,
      orderNo: verified?.orderNo ?? null,
      providerTradeNo: verified?.providerTradeNo ?? null,
      verified: verified ? 1 : 0,
      outcome,
      payload: verified
        ? rawBody.slice(0, MAX_PAYLOAD_CHARS)
        : `sha256:${createHash('sha256').update(rawBody).digest('hex')} ${rawBody.slice(0, UNVERIFIED_PREFIX_CHARS)}`,
      receivedAt: clock.now(),
    });
  }

  const sendAck = (reply: FastifyReply, ack: NotificationAck) => reply.status(ack.status).header('content-type', ack.contentType).send(ack.body);

  for (const channel of NOTIFY_CHANNELS) {
    app.post(notifyPath(channel), { config: { csrfExempt: true } }, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const log = request.log.child({ channel });
      const provider = providers[channel];
      if (!provider) {
        log.warn({}, 'payment notification for a channel that is not configured');
        await record(channel, 'channel_unavailable', rawBody);
        return reply.status(404).send(fail(ErrorCode.NOT_FOUND));
      }

      let verified: VerifiedNotification;
      try {
        verified = await provider.verifyNotification({ headers: request.headers, rawBody });
      } catch (error) {
        const badSignature = error instanceof PaymentSignatureError;
        log.warn({ err: error, badSignature }, 'payment notification refused: not authentic or not readable');
        await record(channel, 'bad_signature', rawBody);
        return sendAck(reply, provider.ackFailure(badSignature ? '签名验证失败' : '通知内容无法解析'));
      }

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
        await record(channel, 'error', rawBody, verified).catch((recordError) => log.error({ err: recordError }, 'recording a payment notification failed'));
        return sendAck(reply, provider.ackFailure('处理失败，请稍后重试'));
      }

      let outcome: NotificationOutcome;
      if (settled === 'second_payment') {
        // The order was paid already (another channel): the points were credited once, this money goes back.
        try {
          await provider.refund({ orderNo: verified.orderNo, refundNo: secondPaymentRefundNo(verified.orderNo), amountFen: verified.amountFen, reason: '订单已通过其他方式支付，重复支付自动退款' });
          outcome = 'second_payment_refunded';
          log.error({ orderNo: verified.orderNo, providerTradeNo: verified.providerTradeNo }, 'second payment of a paid order refunded');
        } catch (error) {
          outcome = 'second_payment_refund_failed';
          log.error({ err: error, orderNo: verified.orderNo, providerTradeNo: verified.providerTradeNo, amountFen: verified.amountFen }, 'second payment of a paid order could NOT be refunded: refund it by hand');
        }
      } else outcome = settled;

      if (outcome === 'unknown_order') log.error({ orderNo: verified.orderNo, providerTradeNo: verified.providerTradeNo }, 'paid notification for an unknown order; nothing credited');
      else log.info({ orderNo: verified.orderNo, outcome }, 'payment notification settled');
      await record(channel, outcome, rawBody, verified);
      // Unknown orders and wrong amounts are acknowledged too: a retry cannot fix them, the log and the record are for reconciliation.
      return sendAck(reply, provider.ackSuccess());
    });
  }
}
