/**
 * Payment providers, offline: generated keys stand in for the merchant's, WeChat Pay's and
 * Alipay's; fake fetch functions play the providers (paymentProviders.fakes.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, configFrom } from '../../../server/config';
import { fenToYuan, formatRfc3339Shanghai, formatShanghai, parseShanghai, truncateUtf8, yuanToFen } from '../../../server/payment/format';
import {
  createPaymentProviders,
  PaymentProviderError,
  PaymentSignatureError,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentProviders,
} from '../../../server/payment';
import {
  ALIPAY,
  FakeAlipay,
  FakeWechatPay,
  WECHAT,
  alipayContent,
  alipayNotification,
  parseWechatAuthorization,
  rsaKeyPair,
  verify,
  wechatNotification,
  wechatTransaction,
  type KeyPair,
} from './paymentProviders.fakes';

const NOW = new Date('2025-03-01T04:00:00Z'); // 12:00 in Beijing
const NOW_S = NOW.getTime() / 1000;
const BASE = 'https://pay.example.cn';
const order: PaymentOrder = {
  orderNo: 'PO20250301120000ABC123',
  amountFen: 1000,
  description: '积分充值 1,000 积分',
  expiresAt: new Date(NOW.getTime() + 30 * 60_000),
};

let keys: Record<'merchant' | 'wechat' | 'app' | 'alipay' | 'other', KeyPair>;
let dir: string;
let env: Record<string, string>;
const logged: unknown[] = [];
const log = { info: (o: object, m: string) => logged.push([o, m]), warn: (o: object, m: string) => logged.push([o, m]) };

beforeAll(() => {
  keys = { merchant: rsaKeyPair(), wechat: rsaKeyPair(), app: rsaKeyPair(), alipay: rsaKeyPair(), other: rsaKeyPair() };
  dir = mkdtempSync(path.join(tmpdir(), 'pay-keys-'));
  const file = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  // Alipay's key tool hands out bare base64 DER; WeChat gives PEM files.
  const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  env = {
    PAYMENT_CHANNELS: 'sandbox,wechat,alipay',
    PUBLIC_BASE_URL: `${BASE}/`,
    WECHATPAY_MCH_ID: WECHAT.mchId,
    WECHATPAY_APP_ID: WECHAT.appId,
    WECHATPAY_API_V3_KEY: WECHAT.apiV3Key,
    WECHATPAY_MERCHANT_SERIAL_NO: WECHAT.merchantSerialNo,
    WECHATPAY_MERCHANT_PRIVATE_KEY_FILE: file('apiclient_key.pem', keys.merchant.privatePem),
    WECHATPAY_PUBLIC_KEY_ID: WECHAT.publicKeyId,
    WECHATPAY_PUBLIC_KEY_FILE: file('pub_key.pem', keys.wechat.publicPem),
    ALIPAY_APP_ID: ALIPAY.appId,
    ALIPAY_PRIVATE_KEY_FILE: file('app_private_key.txt', bare(keys.app.privatePem)),
    ALIPAY_PUBLIC_KEY_FILE: file('alipay_public_key.pem', keys.alipay.publicPem),
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function providersWith(fakeFetch: typeof globalThis.fetch, now = () => NOW): PaymentProviders {
  return createPaymentProviders(configFrom(env), { log, fetch: fakeFetch, clock: { now } });
}

describe('WeChat Pay (API v3, Native)', () => {
  let fake: FakeWechatPay;
  let wechat: PaymentProvider;
  let now: Date;
  beforeEach(() => {
    now = NOW;
    fake = new FakeWechatPay(
      { merchantPublic: keys.merchant.publicKey, platformPrivate: keys.wechat.privateKey, otherPrivate: keys.other.privateKey },
      () => now,
    );
    wechat = providersWith(fake.fetch, () => now).wechat!;
  });

  it('places a signed Native order and returns the verified code_url', async () => {
    const description = `${'合规认证服务积分充值'.repeat(6)}`; // 180 bytes
    await expect(wechat.createPayment({ ...order, description })).resolves.toEqual({
      kind: 'qrcode',
      codeUrl: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz',
    });
    const [request] = fake.requests;
    expect(fake.authorizationValid).toEqual([true]);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    expect(request.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json', 'wechatpay-serial': WECHAT.publicKeyId });
    expect(request.headers['user-agent']).toBeTruthy();
    const auth = parseWechatAuthorization(request.headers.authorization)!;
    expect(auth).toMatchObject({ mchid: WECHAT.mchId, serial_no: WECHAT.merchantSerialNo, timestamp: String(NOW_S) });
    expect(auth.nonce_str).toMatch(/^[0-9A-F]{32}$/);
    const body = JSON.parse(request.body);
    expect(body).toEqual({
      appid: WECHAT.appId,
      mchid: WECHAT.mchId,
      description: `${'合规认证服务积分充值'.repeat(4)}合规`, // 126 bytes: the next character would pass 127
      out_trade_no: order.orderNo,
      time_expire: '2025-03-01T12:30:00+08:00',
      notify_url: `${BASE}/api/pay/notify/wechat`,
      amount: { total: 1000, currency: 'CNY' },
    });
    expect(Buffer.byteLength(body.description)).toBeLessThanOrEqual(127);
  });

  it.each(['body', 'serial', 'wrong-key', 'stale', 'unsigned'] as const)('refuses an answer with %s tampering', async (tamper) => {
    fake.tamper = tamper;
    const error = await wechat.createPayment(order).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe('WeChat Pay native order: answer signature not valid');
  });

  it('reports a refusal without secrets', async () => {
    fake.failWith = { status: 400, code: 'PARAM_ERROR', message: '参数错误' };
    const error = (await wechat.createPayment(order).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.message).toBe('WeChat Pay native order refused: HTTP 400 PARAM_ERROR: 参数错误');
    const unreachable = providersWith(async () => Promise.reject(new TypeError('fetch failed'))).wechat!;
    await expect(unreachable.createPayment(order)).rejects.toThrow('WeChat Pay native order: no answer (TypeError)');
    expect(JSON.stringify(logged)).not.toContain(WECHAT.apiV3Key);
  });

  it('decrypts a genuine notification into a paid result with the order amount (not what a coupon left to pay)', async () => {
    const notification = wechatNotification(wechatTransaction({ amount: { total: 1000, payer_total: 900, currency: 'CNY' } }), {
      platformKey: keys.wechat.privateKey,
      timestamp: NOW_S - 5,
    });
    await expect(wechat.verifyNotification(notification)).resolves.toEqual({
      orderNo: order.orderNo,
      providerTradeNo: '4200000000202503011234567890',
      amountFen: 1000,
      outcome: 'paid',
      paidAt: new Date('2025-03-01T04:00:03Z'),
      providerState: 'SUCCESS',
    });
    const unpaid = wechatNotification(wechatTransaction({ trade_state: 'NOTPAY', success_time: undefined, amount: { total: 1000 } }), {
      platformKey: keys.wechat.privateKey,
      timestamp: NOW_S,
    });
    await expect(wechat.verifyNotification(unpaid)).resolves.toMatchObject({
      outcome: 'not_paid',
      amountFen: 1000,
      paidAt: null,
      providerState: 'NOTPAY',
    });
  });

  it('accepts header names in any case and refuses repeated headers', async () => {
    const notification = wechatNotification(wechatTransaction(), { platformKey: keys.wechat.privateKey, timestamp: NOW_S });
    const upper = Object.fromEntries(Object.entries(notification.headers).map(([k, v]) => [k.replace(/(^|-)\w/g, (c) => c.toUpperCase()), v]));
    await expect(wechat.verifyNotification({ ...notification, headers: upper })).resolves.toMatchObject({ outcome: 'paid' });
    const repeated = { ...notification.headers, 'wechatpay-signature': [notification.headers['wechatpay-signature'], 'x'] };
    await expect(wechat.verifyNotification({ ...notification, headers: repeated })).rejects.toThrow(PaymentSignatureError);
  });

  const genuine = () => wechatNotification(wechatTransaction(), { platformKey: keys.wechat.privateKey, timestamp: NOW_S });
  it.each([
    ['a tampered body', () => ({ ...genuine(), rawBody: genuine().rawBody.replace('支付成功', '支付失败') })],
    [
      'a wrong serial',
      () =>
        wechatNotification(wechatTransaction(), {
          platformKey: keys.wechat.privateKey,
          timestamp: NOW_S,
          serial: 'PUB_KEY_ID_0000000000000000000000000000000000',
        }),
    ],
    ['a stale timestamp', () => wechatNotification(wechatTransaction(), { platformKey: keys.wechat.privateKey, timestamp: NOW_S - 301 })],
    ['a future timestamp', () => wechatNotification(wechatTransaction(), { platformKey: keys.wechat.privateKey, timestamp: NOW_S + 301 })],
    ['a wrong signing key', () => wechatNotification(wechatTransaction(), { platformKey: keys.other.privateKey, timestamp: NOW_S })],
    [
      'a wrong APIv3 key',
      () => wechatNotification(wechatTransaction(), { platformKey: keys.wechat.privateKey, timestamp: NOW_S, apiV3Key: 'Z'.repeat(32) }),
    ],
    [
      'another merchant',
      () => wechatNotification(wechatTransaction({ mchid: '1900000999' }), { platformKey: keys.wechat.privateKey, timestamp: NOW_S }),
    ],
    [
      'another app',
      () => wechatNotification(wechatTransaction({ appid: 'wx0000000000000000' }), { platformKey: keys.wechat.privateKey, timestamp: NOW_S }),
    ],
    ['no signature headers', () => ({ headers: {}, rawBody: genuine().rawBody })],
    ['a signature test probe', () => ({ ...genuine(), headers: { ...genuine().headers, 'wechatpay-signature': 'WECHATPAY/SIGNTEST/abc' } })],
  ])('refuses a notification with %s', async (_name, make) => {
    await expect(wechat.verifyNotification(make())).rejects.toThrow(PaymentSignatureError);
  });

  it('answers callbacks as WeChat Pay expects', () => {
    expect(wechat.ackSuccess()).toEqual({ status: 200, contentType: 'application/json; charset=utf-8', body: '{"code":"SUCCESS","message":"成功"}' });
    expect(wechat.ackFailure('签名错误')).toEqual({
      status: 500,
      contentType: 'application/json; charset=utf-8',
      body: '{"code":"FAIL","message":"签名错误"}',
    });
  });

  it('requests a signed refund and verifies the answer', async () => {
    await wechat.refund({ orderNo: order.orderNo, refundNo: 'RF20250302100000ABC123', amountFen: 1000, reason: '用户申请退款' });
    expect(fake.authorizationValid).toEqual([true]);
    expect(fake.requests[0].url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds');
    expect(JSON.parse(fake.requests[0].body)).toEqual({
      out_trade_no: order.orderNo,
      out_refund_no: 'RF20250302100000ABC123',
      reason: '用户申请退款',
      amount: { refund: 1000, total: 1000, currency: 'CNY' },
    });
    fake.tamper = 'body';
    await expect(wechat.refund({ orderNo: order.orderNo, refundNo: 'RF1', amountFen: 1000, reason: 'x' })).rejects.toThrow(
      'WeChat Pay refund: answer signature not valid',
    );
    fake.tamper = 'none';
    fake.refundStatus = 'ABNORMAL';
    await expect(wechat.refund({ orderNo: order.orderNo, refundNo: 'RF1', amountFen: 1000, reason: 'x' })).rejects.toThrow('status ABNORMAL');
  });

  it('signs with the injected clock', async () => {
    now = new Date(NOW.getTime() + 3_600_000);
    await wechat.createPayment(order);
    expect(parseWechatAuthorization(fake.requests[0].headers.authorization)!.timestamp).toBe(String(NOW_S + 3600));
  });
});

describe('Alipay (page pay, RSA2)', () => {
  let fake: FakeAlipay;
  let alipay: PaymentProvider;
  beforeEach(() => {
    fake = new FakeAlipay({ appPublic: keys.app.publicKey, alipayPrivate: keys.alipay.privateKey, otherPrivate: keys.other.privateKey });
    alipay = providersWith(fake.fetch).alipay!;
  });

  it('builds a page-pay URL signed with the app key', async () => {
    const action = await alipay.createPayment({ ...order, amountFen: 123456, description: '积分充值 123,456 积分 A/B=C&D' });
    expect(action.kind).toBe('redirect');
    const url = new URL((action as { payUrl: string }).payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(ALIPAY.gateway);
    expect(url.search).not.toContain('+'); // spaces are %20, never ambiguous
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: ALIPAY.appId,
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2025-03-01 12:00:00',
      version: '1.0',
      notify_url: `${BASE}/api/pay/notify/alipay`,
      return_url: `${BASE}/#/payment?orderNo=${order.orderNo}`,
    });
    expect(JSON.parse(params.biz_content)).toEqual({
      out_trade_no: order.orderNo,
      total_amount: '1234.56',
      subject: '积分充值 123,456 积分 A B C D',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: '2025-03-01 12:30:00',
    });
    expect(verify(keys.app.publicKey, alipayContent(params, ['sign']), params.sign)).toBe(true);
    expect(verify(keys.other.publicKey, alipayContent(params, ['sign']), params.sign)).toBe(false);
  });

  it.each([
    ['0.10', 10],
    ['1234.56', 123456],
    ['10.00', 1000],
    ['0.01', 1],
    ['99999.9', 9999990],
  ])('verifies a genuine notification for %s yuan → %i fen', async (yuan, fen) => {
    const rawBody = alipayNotification({ total_amount: yuan }, keys.alipay.privateKey);
    await expect(
      alipay.verifyNotification({ headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, rawBody }),
    ).resolves.toEqual({
      orderNo: order.orderNo,
      providerTradeNo: '2025030122001400000000000001',
      amountFen: fen,
      outcome: 'paid',
      paidAt: new Date('2025-03-01T04:00:03Z'),
      providerState: 'TRADE_SUCCESS',
    });
  });

  it('reads TRADE_FINISHED as paid and other states as not paid', async () => {
    const finished = alipayNotification({ trade_status: 'TRADE_FINISHED' }, keys.alipay.privateKey);
    await expect(alipay.verifyNotification({ headers: {}, rawBody: finished })).resolves.toMatchObject({
      outcome: 'paid',
      providerState: 'TRADE_FINISHED',
    });
    const closed = alipayNotification({ trade_status: 'TRADE_CLOSED', gmt_payment: '' }, keys.alipay.privateKey);
    await expect(alipay.verifyNotification({ headers: {}, rawBody: closed })).resolves.toMatchObject({
      outcome: 'not_paid',
      paidAt: null,
      providerState: 'TRADE_CLOSED',
    });
  });

  it.each([
    ['a tampered amount', () => alipayNotification({}, keys.alipay.privateKey).replace('total_amount=10.00', 'total_amount=1000.00')],
    ['an added parameter', () => `${alipayNotification({}, keys.alipay.privateKey)}&refund_fee=1.00`],
    ['a repeated parameter', () => `${alipayNotification({}, keys.alipay.privateKey)}&total_amount=10.00`],
    ['a wrong signing key', () => alipayNotification({}, keys.other.privateKey)],
    ['another app', () => alipayNotification({ app_id: '2021000000000999' }, keys.alipay.privateKey)],
    ['no signature', () => alipayNotification({}, keys.alipay.privateKey).replace(/&sign=[^&]*/, '')],
    ['RSA (SHA1) sign_type', () => alipayNotification({}, keys.alipay.privateKey).replace('sign_type=RSA2', 'sign_type=RSA')],
    ['a GBK charset', () => alipayNotification({ charset: 'GBK' }, keys.alipay.privateKey)],
  ])('refuses a notification with %s', async (_name, make) => {
    await expect(alipay.verifyNotification({ headers: {}, rawBody: make() })).rejects.toThrow(PaymentSignatureError);
  });

  it('answers callbacks as Alipay expects', () => {
    expect(alipay.ackSuccess()).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    expect(alipay.ackFailure('bad signature')).toEqual({ status: 400, contentType: 'text/plain; charset=utf-8', body: 'fail' });
  });

  it('posts a signed refund and verifies the signed answer', async () => {
    await alipay.refund({ orderNo: order.orderNo, refundNo: 'RF20250302100000ABC123', amountFen: 123456, reason: '用户申请退款' });
    expect(fake.signatureValid).toEqual([true]);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', url: ALIPAY.gateway });
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=utf-8');
    const params = Object.fromEntries(new URLSearchParams(request.body));
    expect(params).toMatchObject({ method: 'alipay.trade.refund', app_id: ALIPAY.appId, sign_type: 'RSA2', charset: 'utf-8' });
    expect(JSON.parse(params.biz_content)).toEqual({
      out_trade_no: order.orderNo,
      refund_amount: '1234.56',
      refund_reason: '用户申请退款',
      out_request_no: 'RF20250302100000ABC123',
    });
  });

  it.each([
    ['a tampered answer', 'response', 'Alipay refund: answer signature not valid'],
    ['an answer signed by another key', 'wrong-key', 'Alipay refund: answer signature not valid'],
    ['an unsigned answer', 'unsigned', 'Alipay refund: answer signature not valid'],
  ] as const)('refuses %s', async (_name, tamper, message) => {
    fake.tamper = tamper;
    await expect(alipay.refund({ orderNo: order.orderNo, refundNo: 'RF1', amountFen: 1000, reason: 'x' })).rejects.toThrow(message);
  });

  it('reports a business failure', async () => {
    fake.refundCode = '40004';
    await expect(alipay.refund({ orderNo: order.orderNo, refundNo: 'RF1', amountFen: 1000, reason: 'x' })).rejects.toThrow(
      'Alipay refund refused: 40004 ACQ.TRADE_NOT_EXIST 交易不存在',
    );
  });
});

describe('sandbox', () => {
  it('needs no provider and accepts no callbacks', async () => {
    const sandbox = createPaymentProviders(configFrom({ PAYMENT_CHANNELS: 'sandbox' }), { log }).sandbox!;
    await expect(sandbox.createPayment(order)).resolves.toEqual({ kind: 'sandbox' });
    await expect(sandbox.verifyNotification({ headers: {}, rawBody: 'trade_status=TRADE_SUCCESS' })).rejects.toThrow(PaymentSignatureError);
    await expect(sandbox.refund({ orderNo: order.orderNo, refundNo: 'RF1', amountFen: 1000, reason: 'x' })).resolves.toBeUndefined();
    expect(sandbox.ackSuccess()).toMatchObject({ status: 200, contentType: 'application/json; charset=utf-8' });
  });
});

describe('configuration', () => {
  it('offers exactly the configured channels and logs nothing secret', () => {
    logged.length = 0;
    expect(Object.keys(providersWith(fetch))).toEqual(['sandbox', 'wechat', 'alipay']);
    expect(Object.keys(createPaymentProviders(configFrom({ DEMO: 'false' }), { log }))).toEqual([]);
    expect(Object.keys(createPaymentProviders(configFrom({ ...env, PAYMENT_CHANNELS: 'alipay' }), { log }))).toEqual(['alipay']);
    const text = JSON.stringify(logged);
    expect(text).toContain('payment channels ready');
    for (const secret of [WECHAT.apiV3Key, 'PRIVATE KEY', keys.app.privatePem.split('\n')[1]]) expect(text).not.toContain(secret);
  });

  it('refuses PAYMENT_CHANNELS=wechat or alipay without their settings', () => {
    expect(() => configFrom({ PAYMENT_CHANNELS: 'wechat' })).toThrow(ConfigError);
    expect(() => configFrom({ PAYMENT_CHANNELS: 'wechat' })).toThrow(/WECHATPAY_MERCHANT_PRIVATE_KEY_FILE: required/);
    expect(() => configFrom({ ...env, PAYMENT_CHANNELS: 'wechat', WECHATPAY_API_V3_KEY: 'short' })).toThrow(
      /WECHATPAY_API_V3_KEY: must be the 32-byte APIv3 key/,
    );
    expect(() => configFrom({ PAYMENT_CHANNELS: 'alipay', ALIPAY_APP_ID: ALIPAY.appId })).toThrow(/ALIPAY_PUBLIC_KEY_FILE: required/);
  });

  it.each([
    ['WECHATPAY_MERCHANT_PRIVATE_KEY_FILE', 'missing.pem', /WECHATPAY_MERCHANT_PRIVATE_KEY_FILE: cannot read key file .*missing\.pem \(ENOENT\)/],
    ['WECHATPAY_PUBLIC_KEY_FILE', 'apiclient_key.pem', /WECHATPAY_PUBLIC_KEY_FILE: .* holds a private key/],
    ['ALIPAY_PRIVATE_KEY_FILE', 'alipay_public_key.pem', /ALIPAY_PRIVATE_KEY_FILE: .* holds no private key/],
    ['ALIPAY_PUBLIC_KEY_FILE', 'garbage.txt', /ALIPAY_PUBLIC_KEY_FILE: .* is not a usable RSA/],
  ])('fails at start when %s is unusable, naming it', (variable, name, message) => {
    writeFileSync(path.join(dir, 'garbage.txt'), 'not a key');
    const config = configFrom({ ...env, [variable]: path.join(dir, name) });
    expect(() => createPaymentProviders(config, { log })).toThrow(ConfigError);
    expect(() => createPaymentProviders(config, { log })).toThrow(message);
  });
});

describe('formats', () => {
  it('converts amounts exactly', () => {
    expect([
      yuanToFen('0.10'),
      yuanToFen('0.1'),
      yuanToFen('1234.56'),
      yuanToFen('7'),
      yuanToFen('0.29'),
      yuanToFen('1.005'),
      yuanToFen('-1.00'),
      yuanToFen('1e3'),
    ]).toEqual([10, 10, 123456, 700, 29, null, null, null]);
    expect([fenToYuan(1), fenToYuan(10), fenToYuan(123456), fenToYuan(100)]).toEqual(['0.01', '0.10', '1234.56', '1.00']);
    expect(() => fenToYuan(0)).toThrow(RangeError);
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });

  it('writes and reads Beijing time', () => {
    expect(formatShanghai(new Date('2024-12-31T16:30:05Z'))).toBe('2025-01-01 00:30:05');
    expect(formatRfc3339Shanghai(new Date('2024-12-31T16:30:05.900Z'))).toBe('2025-01-01T00:30:05+08:00');
    expect(parseShanghai('2025-01-01 00:30:05')).toEqual(new Date('2024-12-31T16:30:05Z'));
    expect(parseShanghai('2025-02-30 00:00:00')).toBeNull();
    expect(parseShanghai(undefined)).toBeNull();
  });

  it('cuts UTF-8 text on character boundaries', () => {
    expect(truncateUtf8('积分充值', 7)).toBe('积分');
    expect(truncateUtf8('abc', 127)).toBe('abc');
  });
});
