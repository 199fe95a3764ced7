/**
 * Shared pieces of the wallet, order, notification and finance API tests: fake payment
 * providers (notifications "signed" with an HMAC of a shared secret in a header), sessions of
 * the demo accounts, voucher files inserted directly, and ledger checks.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import type { PayChannel } from '../../../domain/enums';
import { files, walletEntries, wallets } from '../../../server/db/schema';
import {
  PaymentProviderError,
  PaymentSignatureError,
  type NotificationAck,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentProviders,
  type ProviderPayAction,
  type RawNotification,
  type VerifiedNotification,
} from '../../../server/payment/types';
import type { TestApp, TestClient } from '../harness';

export const NOTIFY_SECRET = 'fake-provider-shared-secret';
export const SIGNATURE_HEADER = 'x-fake-signature';
export const sign = (rawBody: string, secret = NOTIFY_SECRET): string => createHmac('sha256', secret).update(rawBody).digest('hex');

export const ACK_OK: NotificationAck = { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' };

/** A provider double: records payments and refunds, can be told to fail, verifies the shared-secret signature. */
export class FakeProvider implements PaymentProvider {
  created: PaymentOrder[] = [];
  refunds: { orderNo: string; refundNo: string; amountFen: number; reason: string }[] = [];
  failCreate = false;
  failRefund = false;

  constructor(
    readonly channel: PayChannel,
    private readonly action: ProviderPayAction,
  ) {}

  async createPayment(order: PaymentOrder): Promise<ProviderPayAction> {
    if (this.failCreate) throw new PaymentProviderError('provider unreachable');
    this.created.push(order);
    return this.action;
  }

  async verifyNotification({ headers, rawBody }: RawNotification): Promise<VerifiedNotification> {
    if (headers[SIGNATURE_HEADER] !== sign(rawBody)) throw new PaymentSignatureError();
    const fields: Record<string, string> =
      this.channel === 'alipay' ? Object.fromEntries(new URLSearchParams(rawBody)) : (JSON.parse(rawBody) as Record<string, string>);
    const paid = fields.state === 'SUCCESS' || fields.state === 'TRADE_SUCCESS';
    return {
      orderNo: fields.orderNo,
      providerTradeNo: fields.tradeNo,
      amountFen: Number(fields.amountFen),
      outcome: paid ? 'paid' : 'not_paid',
      paidAt: paid ? new Date('2025-06-02T01:05:00Z') : null,
      providerState: fields.state,
    };
  }

  ackSuccess(): NotificationAck {
    return ACK_OK;
  }

  ackFailure(message: string): NotificationAck {
    return { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) };
  }

  async refund(input: { orderNo: string; refundNo: string; amountFen: number; reason: string }): Promise<void> {
    if (this.failRefund) throw new PaymentProviderError('refund refused');
    this.refunds.push(input);
  }
}

export function fakeProviders() {
  const sandbox = new FakeProvider('sandbox', { kind: 'sandbox' });
  const wechat = new FakeProvider('wechat', { kind: 'qrcode', codeUrl: 'weixin://wxpay/bizpayurl?pr=fake' });
  const alipay = new FakeProvider('alipay', { kind: 'redirect', payUrl: 'https://openapi.alipay.com/gateway.do?fake=1' });
  return { sandbox, wechat, alipay, all: { sandbox, wechat, alipay } satisfies PaymentProviders };
}

/** A notification as the provider would send it (JSON for WeChat, a form for Alipay), signed unless told otherwise. */
export async function notify(
  t: TestApp,
  channel: 'wechat' | 'alipay',
  fields: { orderNo: string; amountFen: number; state?: string; tradeNo?: string },
  options: { secret?: string; rawBody?: string } = {},
) {
  const values = {
    state: channel === 'alipay' ? 'TRADE_SUCCESS' : 'SUCCESS',
    tradeNo: `T-${fields.orderNo}`,
    ...fields,
    amountFen: String(fields.amountFen),
  };
  const rawBody = options.rawBody ?? (channel === 'alipay' ? new URLSearchParams(values).toString() : JSON.stringify(values));
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/pay/notify/${channel}`,
    payload: rawBody,
    headers: {
      'content-type': channel === 'alipay' ? 'application/x-www-form-urlencoded; charset=utf-8' : 'application/json',
      [SIGNATURE_HEADER]: sign(rawBody, options.secret),
    },
  });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

/** A logged-in client of a demo account in its own tenant (session inserted directly). */
export async function demoClient(t: TestApp, phone: string): Promise<TestClient> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.phone === phone);
  if (!account) throw new Error(`no demo account ${phone}`);
  return t.sessionFor(account.accountId, account.tenantCode);
}

export const accountIdOf = (phone: string): string => DEMO_ACCOUNTS.find((account) => account.phone === phone)!.accountId;

/** A stored file row; `sha256` defaults to one of its own (distinct content), pass one to model a re-upload. */
export async function insertFile(
  t: TestApp,
  values: { tenantCode: string | null; accountId: string; purpose?: 'general' | 'transferVoucher' | 'toolKit'; sha256?: string },
): Promise<string> {
  const objectId = `F-${randomBytes(6).toString('hex')}`;
  await t.database.db.insert(files).values({
    objectId,
    tenantCode: values.tenantCode,
    accountId: values.accountId,
    purpose: values.purpose ?? 'transferVoucher',
    fileName: '转账凭证.png',
    contentType: 'image/png',
    size: 1234,
    sha256: values.sha256 ?? randomBytes(32).toString('hex'),
    storageKey: `test/${objectId}`,
    createdAt: t.clock.now(),
  });
  return objectId;
}

/** The wallet row, the ledger sum and the smallest balance_after of an account. */
export async function ledgerState(t: TestApp, accountId: string) {
  const db = t.database.db;
  const [wallet] = await db.select().from(wallets).where(eq(wallets.accountId, accountId));
  const [sums] = await db
    .select({
      sum: sql<number>`coalesce(sum(${walletEntries.amount}), 0)`.mapWith(Number),
      entries: sql<number>`count(*)`.mapWith(Number),
      minAfter: sql<number>`coalesce(min(${walletEntries.balanceAfter}), 0)`.mapWith(Number),
    })
    .from(walletEntries)
    .where(eq(walletEntries.accountId, accountId));
  return { balance: wallet?.balance ?? 0, totalIn: wallet?.totalIn ?? 0, totalOut: wallet?.totalOut ?? 0, ...sums };
}

export const entriesOf = (t: TestApp, accountId: string) => t.database.db.select().from(walletEntries).where(eq(walletEntries.accountId, accountId));
