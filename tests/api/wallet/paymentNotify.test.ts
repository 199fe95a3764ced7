/**
 * Payment notifications (POST /api/pay/notify/wechat|alipay): verified through the provider
 * (here a fake checking an HMAC of a shared secret), recorded every time, crediting once.
 * Callbacks that are not authentic, or for a channel that is not configured, store nothing, and
 * each client address may post a limited number of unverified callbacks a minute.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/wallet/contracts';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { paymentNotifications } from '../../../server/db/schema';
import { UNVERIFIED_LOG_LINES_PER_MINUTE } from '../../../server/modules/wallet/notifications';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { ACK_OK, SIGNATURE_HEADER, fakeProviders, ledgerState, notify, sign } from './walletHelpers';

describe.each(DRIVERS)('payment notifications (%s)', (driver) => {
  let t: TestApp;
  let client: TestClient;
  let accountId: string;
  let providers: ReturnType<typeof fakeProviders>;
  beforeAll(async () => {
    providers = fakeProviders();
    t = await startTestApp(driver, { paymentProviders: { wechat: providers.wechat, alipay: providers.alipay } });
    accountId = await t.insertAccount({ phone: '13600000301', memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
    client = await t.sessionFor(accountId, 'T-CU-DEMO');
    await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
  });
  afterAll(() => t?.close());

  const newOrder = async (points: number) => (await client.post<Order>('/api/pay/order/create', { points })).body.data;
  const records = (orderNo: string) => t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
  const balance = async () => (await ledgerState(t, accountId)).balance;

  it('credits a verified WeChat notification once, however often it is repeated', async () => {
    const order = await newOrder(100);
    await client.post('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'wechat' });
    const before = await balance();
    const first = await notify(t, 'wechat', { orderNo: order.orderNo, amountFen: 10_000, tradeNo: 'WX-1' });
    expect(first).toMatchObject({ status: 200, body: ACK_OK.body });
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => notify(t, 'wechat', { orderNo: order.orderNo, amountFen: 10_000, tradeNo: 'WX-1' })),
    );
    for (const res of repeats) expect(res).toMatchObject({ status: 200, body: ACK_OK.body });
    expect(await balance()).toBe(before + 100);
    const detail = await client.get<Order>('/api/pay/order/detail', { orderNo: order.orderNo });
    expect(detail.body.data).toMatchObject({ status: 'paid', channel: 'wechat', paidAt: '2025-06-02T01:05:00.000Z' });
    const rows = await records(order.orderNo);
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.outcome === 'credited')).toHaveLength(1);
    expect(rows.filter((row) => row.outcome === 'duplicate')).toHaveLength(5);
    expect(rows.every((row) => row.verified === 1 && row.channel === 'wechat' && row.providerTradeNo === 'WX-1')).toBe(true);
  });

  it('reads an Alipay form notification from the raw body and credits once', async () => {
    const order = await newOrder(55);
    const before = await balance();
    for (let i = 0; i < 2; i++) expect((await notify(t, 'alipay', { orderNo: order.orderNo, amountFen: 5_500 })).status).toBe(200);
    expect(await balance()).toBe(before + 55);
    expect((await records(order.orderNo)).map((row) => row.outcome).sort()).toEqual(['credited', 'duplicate']);
    expect((await records(order.orderNo))[0].payload).toContain(`orderNo=${order.orderNo}`);
  });

  it('refunds a second payment of a paid order through its channel (paid by WeChat, then by Alipay too), crediting once', async () => {
    const order = await newOrder(70);
    const before = await balance();
    await client.post('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'wechat' });
    await notify(t, 'wechat', { orderNo: order.orderNo, amountFen: 7_000, tradeNo: 'WX-PAID' });
    await client.post('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'alipay' }).catch(() => undefined);
    const alipayRefunds = providers.alipay.refunds.length;
    expect((await notify(t, 'alipay', { orderNo: order.orderNo, amountFen: 7_000, tradeNo: 'ALI-AGAIN' })).status).toBe(200);
    expect(await balance()).toBe(before + 70);
    expect(providers.alipay.refunds.slice(alipayRefunds)).toEqual([
      { orderNo: order.orderNo, refundNo: `RD${order.orderNo}`, amountFen: 7_000, reason: '订单已通过其他方式支付，重复支付自动退款' },
    ]);
    expect((await records(order.orderNo)).map((row) => row.outcome).sort()).toEqual(['credited', 'second_payment_refunded']);
    expect((await client.get<Order>('/api/pay/order/detail', { orderNo: order.orderNo })).body.data).toMatchObject({
      status: 'paid',
      channel: 'wechat',
    });
  });

  const allRecords = async () => (await t.database.db.select().from(paymentNotifications)).length;

  it('stores nothing of a callback that is not authentic (anyone can post junk)', async () => {
    const before = await allRecords();
    for (let i = 0; i < 20; i++) {
      const junk = `${i}-${'x'.repeat(200_000)}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/wechat',
        payload: junk,
        headers: { 'content-type': 'application/json' },
        remoteAddress: '198.51.100.1',
      });
      expect(res.statusCode).toBe(500);
      expect(JSON.parse(res.body)).toEqual({ code: 'FAIL', message: '签名验证失败' });
    }
    expect(await allRecords()).toBe(before);
  });

  it('changes nothing for a bad signature, stores nothing and answers the failure ack', async () => {
    const order = await newOrder(40);
    const before = await balance();
    const rowsBefore = await allRecords();
    const res = await notify(t, 'wechat', { orderNo: order.orderNo, amountFen: 4_000 }, { secret: 'forged' });
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body)).toEqual({ code: 'FAIL', message: '签名验证失败' });
    expect(await balance()).toBe(before);
    expect((await client.get<Order>('/api/pay/order/detail', { orderNo: order.orderNo })).body.data.status).toBe('created');
    expect(await allRecords()).toBe(rowsBefore);
  });

  it('changes nothing for an unknown order or a wrong amount, and records both', async () => {
    const before = await balance();
    expect((await notify(t, 'wechat', { orderNo: 'PO20250602090000NOSUCH', amountFen: 100 })).status).toBe(200);
    expect((await records('PO20250602090000NOSUCH'))[0]).toMatchObject({ verified: 1, outcome: 'unknown_order' });
    const order = await newOrder(30);
    expect((await notify(t, 'wechat', { orderNo: order.orderNo, amountFen: 1 })).status).toBe(200);
    expect((await records(order.orderNo))[0]).toMatchObject({ outcome: 'amount_mismatch' });
    expect((await client.get<Order>('/api/pay/order/detail', { orderNo: order.orderNo })).body.data.status).toBe('created');
    expect(await balance()).toBe(before);
  });

  it('records a "not paid" notification without changing the order', async () => {
    const order = await newOrder(20);
    expect((await notify(t, 'wechat', { orderNo: order.orderNo, amountFen: 2_000, state: 'CLOSED' })).status).toBe(200);
    expect((await records(order.orderNo))[0]).toMatchObject({ outcome: 'not_paid', verified: 1 });
    expect((await client.get<Order>('/api/pay/order/detail', { orderNo: order.orderNo })).body.data.status).toBe('created');
  });

  it('credits a payment that arrives after the order expired or was closed (money taken becomes points)', async () => {
    const expired = await newOrder(11);
    const closed = await newOrder(12);
    await client.post('/api/pay/order/close', { orderNo: closed.orderNo });
    t.clock.advance(31 * 60_000);
    expect((await client.get<Order>('/api/pay/order/detail', { orderNo: expired.orderNo })).body.data.status).toBe('closed');
    const before = await balance();
    await notify(t, 'wechat', { orderNo: expired.orderNo, amountFen: 1_100 });
    await notify(t, 'alipay', { orderNo: closed.orderNo, amountFen: 1_200 });
    expect(await balance()).toBe(before + 23);
    expect((await client.get<Order>('/api/pay/order/detail', { orderNo: closed.orderNo })).body.data).toMatchObject({
      status: 'paid',
      channel: 'alipay',
    });
  });

  it('needs no CSRF header or session, and no other route loses its JSON parsing', async () => {
    const order = await newOrder(9);
    const rawBody = JSON.stringify({ orderNo: order.orderNo, amountFen: '900', state: 'SUCCESS', tradeNo: 'WX-RAW' });
    // Signature over the exact bytes: a body with extra spaces still verifies because it is not re-serialised.
    const spaced = rawBody.replace(/,/g, ', ');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/wechat',
      payload: spaced,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(spaced) },
    });
    expect(res.statusCode).toBe(200);
    expect((await client.get<Order>('/api/pay/order/detail', { orderNo: order.orderNo })).body.data.status).toBe('paid');
    expect((await client.post('/api/pay/order/create', { points: 1 })).body.success).toBe(true);
  });

  it('answers 404 for a channel that is not configured, changing and storing nothing', async () => {
    const plain = await startTestApp(driver, { paymentProviders: {} });
    try {
      const count = async () => (await plain.database.db.select().from(paymentNotifications)).length;
      const before = await count();
      for (let i = 0; i < 10; i++) {
        const res = await notify(plain, 'wechat', { orderNo: `PO20250602090000AAAA${i}`, amountFen: 100 });
        expect(res.status).toBe(404);
        expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: '404' });
      }
      expect(await count()).toBe(before);
    } finally {
      await plain.close();
    }
  });
});

describe.each(DRIVERS)('payment notifications: per-address limit (%s)', (driver) => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    const providers = fakeProviders();
    t = await startTestApp(driver, { paymentProviders: { wechat: providers.wechat }, env: { PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE: '5' } });
    const accountId = await t.insertAccount({ phone: '13600000302', memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
    client = await t.sessionFor(accountId, 'T-CU-DEMO');
    await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
  });
  afterAll(() => t?.close());

  const junk = (remoteAddress: string, channel = 'wechat') =>
    t.app.inject({
      method: 'POST',
      url: `/api/pay/notify/${channel}`,
      payload: '{"forged":true}',
      headers: { 'content-type': 'application/json' },
      remoteAddress,
    });

  it('answers 429 with the envelope beyond the limit per address and minute; other addresses and verified callbacks go on', async () => {
    for (let i = 0; i < 5; i++) expect((await junk('198.51.100.7')).statusCode).toBe(500);
    const limited = await junk('198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, data: null, errorCode: '429', errorMsg: ERROR_MESSAGES['429'] });
    // An unconfigured channel counts against the same address.
    expect((await junk('198.51.100.7', 'alipay')).statusCode).toBe(429);
    expect((await junk('198.51.100.8')).statusCode).toBe(500);

    // Verified callbacks are given back: a provider sending many in a row is never limited.
    for (let i = 0; i < 8; i++) {
      const order = (await client.post<Order>('/api/pay/order/create', { points: 1 })).body.data;
      expect((await notify(t, 'wechat', { orderNo: order.orderNo, amountFen: 100 })).status).toBe(200);
    }

    t.clock.advance(61_000);
    expect((await junk('198.51.100.7')).statusCode).toBe(500);
  });
});

describe.each(DRIVERS)('payment notifications: log lines (%s)', (driver) => {
  let t: TestApp;
  let client: TestClient;
  const lines: { level: number; msg: string; url?: string }[] = [];
  beforeAll(async () => {
    const providers = fakeProviders();
    t = await startTestApp(driver, {
      // wechat configured (junk fails its signature), alipay not (junk meets an unavailable channel).
      paymentProviders: { wechat: providers.wechat },
      env: { PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE: '1000' },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    const accountId = await t.insertAccount({ phone: '13600000303', memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
    client = await t.sessionFor(accountId, 'T-CU-DEMO');
    await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
  });
  afterAll(() => t?.close());

  const junk = (channel: 'wechat' | 'alipay', remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/pay/notify/${channel}`,
      payload: '{"forged":true}',
      headers: { 'content-type': 'application/json' },
      remoteAddress,
    });

  it('writes a bounded number of log lines for any amount of anonymous junk, and the usual lines for an authentic callback', async () => {
    lines.length = 0;
    for (let i = 0; i < 60; i++) {
      expect((await junk('wechat', `203.0.113.${i}`)).statusCode).toBe(500);
      expect((await junk('alipay', `203.0.113.${i}`)).statusCode).toBe(404);
    }
    // At most the budget of warnings per channel and kind; no request line per junk post.
    expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
    expect(lines.length).toBeLessThanOrEqual(2 * UNVERIFIED_LOG_LINES_PER_MINUTE);
    expect(lines.every((line) => line.level >= 40)).toBe(true);

    // Refused by the per-address limit: no line each either.
    const limited = await startTestApp(driver, {
      paymentProviders: {},
      env: { PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE: '1' },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    try {
      lines.length = 0;
      for (let i = 0; i < 30; i++)
        await limited.app.inject({
          method: 'POST',
          url: '/api/pay/notify/wechat',
          payload: 'x',
          headers: { 'content-type': 'text/plain' },
          remoteAddress: '203.0.113.250',
        });
      expect(lines.length).toBeLessThanOrEqual(UNVERIFIED_LOG_LINES_PER_MINUTE);
    } finally {
      await limited.close();
    }

    lines.length = 0;
    const order = (await client.post<Order>('/api/pay/order/create', { points: 1 })).body.data;
    lines.length = 0;
    expect((await notify(t, 'wechat', { orderNo: order.orderNo, amountFen: 100 })).status).toBe(200);
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['payment notification settled', 'request completed']));
  });
});
