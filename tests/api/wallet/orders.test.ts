/** Recharge orders and the payment desk: create, read, close, pay through a provider, sandbox confirmation, expiry. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, PayAction, RechargeOptions } from '../../../domain/wallet/contracts';
import { ORDER_NO_PATTERN } from '../../../domain/wallet/rules';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { demoClient, entriesOf, fakeProviders, ledgerState } from './walletHelpers';

type Page<T> = { list: T[]; total: number };

describe.each(DRIVERS)('orders (%s)', (driver) => {
  let t: TestApp;
  let providers: ReturnType<typeof fakeProviders>;
  let customer: TestClient;
  beforeAll(async () => {
    providers = fakeProviders();
    t = await startTestApp(driver, {
      paymentProviders: { sandbox: providers.sandbox, wechat: providers.wechat },
      env: { RECHARGE_MAX_POINTS: '50000' },
    });
    customer = await demoClient(t, '13800000021');
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    providers.wechat.failCreate = false;
  });

  const create = (client: TestClient, body: Record<string, unknown>) => client.post<Order>('/api/pay/order/create', body);

  it('offers the configured packages, limits, channels and bank account', async () => {
    const res = await customer.get<RechargeOptions>('/api/pay/recharge/options');
    expect(res.body.data).toMatchObject({ minPoints: 1, maxPoints: 50000, pointPriceFen: 100, orderExpireMinutes: 30 });
    // The configured channel (PAYMENT_CHANNELS: sandbox in demo mode) first, then the other providers present.
    expect(res.body.data.channels).toEqual([
      { channel: 'sandbox', label: '模拟支付' },
      { channel: 'wechat', label: '微信支付' },
    ]);
    expect(res.body.data.packages.map((item) => [item.code, item.amountFen])).toEqual([
      ['P100', 10_000],
      ['P500', 50_000],
      ['P1000', 100_000],
      ['P5000', 500_000],
      ['P10000', 1_000_000],
    ]);
    expect(res.body.data.bankAccount?.accountName).toContain('演示');
  });

  it('creates an order from a package or a free amount', async () => {
    const pkg = await create(customer, { packageCode: 'P500' });
    expect(pkg.body.data).toMatchObject({ points: 500, amountFen: 50_000, packageCode: 'P500', status: 'created', channel: null, paidAt: null });
    expect(pkg.body.data.orderNo).toMatch(ORDER_NO_PATTERN);
    expect(pkg.body.data.orderNo.slice(2, 16)).toBe('20250602090000');
    expect(Date.parse(pkg.body.data.expiresAt) - Date.parse(pkg.body.data.createdAt)).toBe(30 * 60_000);
    const free = await create(customer, { points: 1234 });
    expect(free.body.data).toMatchObject({ points: 1234, amountFen: 123_400, packageCode: null });
  });

  it('refuses bad amounts with Chinese messages naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, '参数错误：points 请选择充值套餐或输入充值积分（二选一）'],
      [{ packageCode: 'P100', points: 100 }, '参数错误：points 请选择充值套餐或输入充值积分（二选一）'],
      [{ points: 0 }, '参数错误：points 积分不能少于 1'],
      [{ points: 1.5 }, '参数错误：points 积分必须是整数'],
      [{ points: 'abc' }, '参数错误：points 积分必须是数字'],
      [{ points: 50_001 }, '参数错误：points 积分不能超过 50000'],
      [{ packageCode: 'P999' }, '参数错误：packageCode 充值套餐不存在'],
      [{ points: 10, clientToken: 'bad token!' }, '参数错误：clientToken clientToken 格式不正确'],
    ];
    for (const [body, message] of cases) {
      const res = await create(customer, body);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, errorCode: '400', errorMsg: message });
    }
  });

  it('makes a double click one order (client token), and refuses the token for another amount', async () => {
    const first = await create(customer, { points: 10, clientToken: 'click-0001' });
    const second = await create(customer, { points: 10, clientToken: 'click-0001' });
    expect(second.body.data.orderNo).toBe(first.body.data.orderNo);
    const both = await Promise.all([
      create(customer, { points: 20, clientToken: 'click-0002' }),
      create(customer, { points: 20, clientToken: 'click-0002' }),
    ]);
    expect(both[0].body.data.orderNo).toBe(both[1].body.data.orderNo);
    expect((await create(customer, { points: 11, clientToken: 'click-0001' })).body.errorCode).toBe('13002');
    // Tokens are per account: another account's same token is its own order.
    const other = await demoClient(t, '13800000011');
    expect((await create(other, { points: 10, clientToken: 'click-0001' })).body.data.orderNo).not.toBe(first.body.data.orderNo);
  });

  it('shows an account only its own orders; another account’s order number is not found', async () => {
    const mine = (await create(customer, { points: 30 })).body.data;
    const other = await demoClient(t, '13800000011');
    const theirs = (await create(other, { points: 31 })).body.data;
    expect((await customer.get<Order>('/api/pay/order/detail', { orderNo: mine.orderNo })).body.data).toEqual(mine);
    for (const call of [
      customer.get('/api/pay/order/detail', { orderNo: theirs.orderNo }),
      customer.post('/api/pay/order/pay', { orderNo: theirs.orderNo, channel: 'wechat' }),
      customer.post('/api/pay/order/close', { orderNo: theirs.orderNo }),
      customer.post('/api/pay/sandbox/confirm', { orderNo: theirs.orderNo }),
    ]) {
      expect((await call).body).toMatchObject({ success: false, errorCode: '404', errorMsg: '订单不存在' });
    }
    const list = await customer.get<Page<Order>>('/api/pay/order/list', { pageSize: '200' });
    expect(list.body.data.list.some((order) => order.orderNo === theirs.orderNo)).toBe(false);
    expect(list.body.data.list.some((order) => order.orderNo === mine.orderNo)).toBe(true);
    expect((await other.get<Order>('/api/pay/order/detail', { orderNo: theirs.orderNo })).body.data.status).toBe('created');
  });

  it('starts a payment through the chosen provider', async () => {
    const order = (await create(customer, { packageCode: 'P100' })).body.data;
    const res = await customer.post<PayAction>('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'wechat' });
    expect(res.body.data).toEqual({ kind: 'qrcode', orderNo: order.orderNo, codeUrl: 'weixin://wxpay/bizpayurl?pr=fake' });
    expect(providers.wechat.created.at(-1)).toMatchObject({ orderNo: order.orderNo, amountFen: 10_000, description: '积分充值 100 积分' });
    expect((await customer.get<Order>('/api/pay/order/detail', { orderNo: order.orderNo })).body.data).toMatchObject({
      channel: 'wechat',
      status: 'created',
    });
  });

  it('answers 13006 for a channel that is not configured and 13008 when the provider fails', async () => {
    const order = (await create(customer, { points: 5 })).body.data;
    expect((await customer.post('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'alipay' })).body).toMatchObject({
      errorCode: '13006',
      errorMsg: '支付宝暂不可用，请选择其他支付方式',
    });
    expect((await customer.post('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'paypal' })).body.errorCode).toBe('400');
    providers.wechat.failCreate = true;
    expect((await customer.post('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'wechat' })).body).toMatchObject({
      errorCode: '13008',
      errorMsg: '支付发起失败，请稍后再试',
    });
    expect((await customer.get<Order>('/api/pay/order/detail', { orderNo: order.orderNo })).body.data.channel).toBeNull();
  });

  it('credits a sandbox-confirmed order once, however often it is confirmed', async () => {
    const accountId = await t.insertAccount({ phone: '13600000201', memberships: [{ tenantCode: 'T-CH-ANHENG', roles: ['channel-owner'] }] });
    const client = await t.sessionFor(accountId, 'T-CH-ANHENG');
    await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
    const order = (await create(client, { packageCode: 'P1000' })).body.data;
    expect((await client.post<PayAction>('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'sandbox' })).body.data).toEqual({
      kind: 'sandbox',
      orderNo: order.orderNo,
    });
    const confirms = await Promise.all(Array.from({ length: 8 }, () => client.post<Order>('/api/pay/sandbox/confirm', { orderNo: order.orderNo })));
    for (const res of confirms) expect(res.body.data).toMatchObject({ status: 'paid', channel: 'sandbox' });
    expect(await ledgerState(t, accountId)).toMatchObject({ balance: 1000, sum: 1000, entries: 1 });
    const [entry] = await entriesOf(t, accountId);
    expect(entry).toMatchObject({
      type: 'recharge',
      amount: 1000,
      idempotencyKey: `order:${order.orderNo}`,
      orderNo: order.orderNo,
      tenantCode: 'T-CH-ANHENG',
    });
    // Paying a paid order again: refused, nothing moves.
    expect((await client.post('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'sandbox' })).body).toMatchObject({
      errorCode: '13003',
      errorMsg: '订单已支付，请勿重复操作',
    });
    expect((await client.post('/api/pay/order/close', { orderNo: order.orderNo })).body.errorCode).toBe('13003');
    expect((await ledgerState(t, accountId)).balance).toBe(1000);
    const paid = await client.get<Page<Order>>('/api/pay/order/list', { status: 'paid' });
    expect(paid.body.data.list.map((o) => o.orderNo)).toEqual([order.orderNo]);
  });

  it('closes an unpaid order; a closed order cannot be paid', async () => {
    const order = (await create(customer, { points: 7 })).body.data;
    const closed = await customer.post<Order>('/api/pay/order/close', { orderNo: order.orderNo });
    expect(closed.body.data).toMatchObject({ status: 'closed', closedAt: t.clock.now().toISOString() });
    expect((await customer.post<Order>('/api/pay/order/close', { orderNo: order.orderNo })).body.data.status).toBe('closed');
    expect((await customer.post('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'wechat' })).body).toMatchObject({
      errorCode: '13003',
      errorMsg: '订单已关闭，请重新下单',
    });
    expect((await customer.post('/api/pay/sandbox/confirm', { orderNo: order.orderNo })).body.errorCode).toBe('13003');
  });

  it('treats an expired unpaid order as closed (13007 on pay and confirm) and stores it closed', async () => {
    const order = (await create(customer, { points: 8 })).body.data;
    const other = (await create(customer, { points: 9 })).body.data;
    const before = (await ledgerState(t, 'A-21')).balance;
    t.clock.advance(30 * 60_000);
    expect(
      (await customer.get<Page<Order>>('/api/pay/order/list', { status: 'created', pageSize: '200' })).body.data.list.map((o) => o.orderNo),
    ).not.toContain(order.orderNo);
    const closedList = await customer.get<Page<Order>>('/api/pay/order/list', { status: 'closed', pageSize: '200' });
    expect(closedList.body.data.list.find((o) => o.orderNo === order.orderNo)).toMatchObject({ status: 'closed', closedAt: order.expiresAt });
    expect((await customer.post('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'wechat' })).body).toMatchObject({
      errorCode: '13007',
      errorMsg: '订单已过期，请重新下单',
    });
    expect((await customer.post('/api/pay/sandbox/confirm', { orderNo: other.orderNo })).body.errorCode).toBe('13007');
    // Both are now stored closed: still 13007 later.
    expect((await customer.post('/api/pay/sandbox/confirm', { orderNo: order.orderNo })).body.errorCode).toBe('13007');
    expect((await customer.get<Order>('/api/pay/order/detail', { orderNo: other.orderNo })).body.data).toMatchObject({
      status: 'closed',
      closedAt: other.expiresAt,
    });
    expect((await ledgerState(t, 'A-21')).balance).toBe(before);
  });

  it('refuses sandbox confirmation where the sandbox is not offered (13006)', async () => {
    const plain = await startTestApp(driver, { paymentProviders: { wechat: providers.wechat } });
    try {
      const client = await demoClient(plain, '13800000021');
      const order = (await create(client, { points: 3 })).body.data;
      expect((await client.post('/api/pay/sandbox/confirm', { orderNo: order.orderNo })).body).toMatchObject({
        errorCode: '13006',
        errorMsg: '模拟支付未启用',
      });
      expect((await client.get<RechargeOptions>('/api/pay/recharge/options')).body.data.channels).toEqual([{ channel: 'wechat', label: '微信支付' }]);
    } finally {
      await plain.close();
    }
  });

  it('needs a session and an admitted tenant for every order call', async () => {
    const stranger = t.client();
    expect((await stranger.post('/api/pay/order/create', { points: 1 })).body.errorCode).toBe('10000');
    const pending = await demoClient(t, '13800000015');
    expect((await create(pending, { points: 1 })).body.errorCode).toBe('403');
    // The CSRF header is required on the desk's POSTs (browser calls).
    const res = await customer.request('POST', '/api/pay/order/create', { body: { points: 1 }, csrf: false });
    expect(res.status).toBe(403);
  });
});
