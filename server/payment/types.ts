/**
 * Payment providers (architecture §3 "third-party services are interfaces with real adapters"):
 * the order service asks a provider to start a payment and hands it the raw notification
 * callbacks; the provider verifies signatures and tells what happened. Providers never touch the
 * database or the wallet: crediting is the order service's job, once per order.
 */
import type { PayChannel } from '../../domain/enums';

/** What the provider needs to start a payment. */
export interface PaymentOrder {
  orderNo: string;
  amountFen: number;
  /** Shown by the payer's app, e.g. "积分充值 1,000 积分". */
  description: string;
  expiresAt: Date;
}

/** How the payment desk continues (domain/wallet/contracts.ts PayAction without the orderNo). */
export type ProviderPayAction = { kind: 'sandbox' } | { kind: 'qrcode'; codeUrl: string } | { kind: 'redirect'; payUrl: string };

/** A raw callback as it arrived: headers and the body exactly as sent (signatures cover the bytes). */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** A verified notification. Only `paid` ones credit; others are recorded and acknowledged. */
export interface VerifiedNotification {
  orderNo: string;
  providerTradeNo: string;
  /** What the payer actually paid, in fen (checked against the order). */
  amountFen: number;
  outcome: 'paid' | 'not_paid';
  paidAt: Date | null;
  /** The provider's own state name, for the audit trail (e.g. SUCCESS, TRADE_SUCCESS). */
  providerState: string;
}

/** The HTTP answer a provider expects to a callback. */
export interface NotificationAck {
  status: number;
  contentType: string;
  body: string;
}

export class PaymentSignatureError extends Error {
  constructor(message = 'payment notification signature invalid') {
    super(message);
    this.name = 'PaymentSignatureError';
  }
}

/** The provider could not be reached or refused the request (no secrets in the message). */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  readonly channel: PayChannel;
  /** Starts a payment for the order (for sandbox: nothing to call). */
  createPayment(order: PaymentOrder): Promise<ProviderPayAction>;
  /** Verifies and decodes a callback; throws PaymentSignatureError when it is not authentic. */
  verifyNotification(notification: RawNotification): Promise<VerifiedNotification>;
  /** The answer that tells the provider "received, stop retrying". */
  ackSuccess(): NotificationAck;
  /** The answer that tells the provider "failed, retry later" (bad signature, our error). */
  ackFailure(message: string): NotificationAck;
  /** Refunds a paid order in full. */
  refund(input: { orderNo: string; refundNo: string; amountFen: number; reason: string }): Promise<void>;
}

/** The configured providers by channel; a channel not in the map is not offered. */
export type PaymentProviders = Partial<Record<PayChannel, PaymentProvider>>;
