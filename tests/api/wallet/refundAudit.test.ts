/**
 * Issue 34 §5: a repeated refund of one order answers that the refund is in progress or done
 * (also 20 at once), and refunds and welcome gifts are written to the operator audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/auditLog/contracts';
import type { Order } from '../../../domain/wallet/contracts';
import type { PlatformOrder } from '../../../domain/wallet/financeContracts';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { demoClient, fakeProviders, ledgerState } from './walletHelpers';

type Page<T> = { list: T[]; total: number };

const IN_PROGRESS = '该订单正在退款中，请勿重复提交';
const DONE = '订单已退款，不能重复退款';

describe.each(DRIVERS)('refunds and gifts in the audit log (%s)', (driver) => {
  let t: TestApp;
  let providers: ReturnType<typeof fakeProviders>;
  let root: TestClient;
  beforeAll(async () => {
    providers = fakeProviders();
    t = await startTestApp(driver, { paymentProviders: providers.all });
    root = await demoClient(t, '13800000001');
  });
  afterAll(() => t?.close());

  let phoneSeq = 0;
  async function paidOrder(points: number) {
    const accountId = await t.insertAccount({
      phone: `1361000${String(++phoneSeq).padStart(4, '0')}`,
      memberships: [{ tenantCode: 'T-CH-ANHENG', roles: ['channel-owner'] }],
    });
    const client = await t.sessionFor(accountId, 'T-CH-ANHENG');
    await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
    const order = (await client.post<Order>('/api/pay/order/create', { points })).body.data;
    await client.post('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'sandbox' });
    await client.post('/api/pay/sandbox/confirm', { orderNo: order.orderNo });
    return { accountId, client, order };
  }

  const auditEntries = async (keyword: string) =>
    (await root.get<Page<AuditEntry>>('/api/platform/auditLog/list.json', { area: 'wallet', keyword, pageSize: '50' })).body.data.list;

  it('20 parallel refunds of one order: one success, the others told the refund is in progress or done', async () => {
    const { accountId, order } = await paidOrder(300);
    const refunds = providers.sandbox.refunds.length;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => root.post<PlatformOrder>('/api/platform/order/refund', { orderNo: order.orderNo, reason: '客户申请退款' })),
    );
    expect(results.filter((res) => res.body.success)).toHaveLength(1);
    for (const res of results.filter((r) => !r.body.success)) {
      expect(res.body.errorCode).toBe('13003');
      expect([IN_PROGRESS, DONE]).toContain(res.body.errorMsg);
    }
    expect(providers.sandbox.refunds.length).toBe(refunds + 1);
    expect(await ledgerState(t, accountId)).toMatchObject({ balance: 0, totalIn: 300, totalOut: 300, entries: 2 });
    // Afterwards: done.
    expect((await root.post('/api/platform/order/refund', { orderNo: order.orderNo, reason: '再来一次' })).body).toMatchObject({
      errorCode: '13003',
      errorMsg: DONE,
    });
  });

  it('a refund left 退款中 by the provider can be retried, and concurrent retries still refund once', async () => {
    const { order } = await paidOrder(40);
    providers.sandbox.failRefund = true;
    try {
      expect((await root.post('/api/platform/order/refund', { orderNo: order.orderNo, reason: '退款' })).body.errorCode).toBe('13008');
    } finally {
      providers.sandbox.failRefund = false;
    }
    const refunds = providers.sandbox.refunds.length;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => root.post<PlatformOrder>('/api/platform/order/refund', { orderNo: order.orderNo, reason: '重试' })),
    );
    expect(results.filter((res) => res.body.success)).toHaveLength(1);
    for (const res of results.filter((r) => !r.body.success)) expect([IN_PROGRESS, DONE]).toContain(res.body.errorMsg);
    expect(providers.sandbox.refunds.length).toBe(refunds + 1);
  });

  it('writes the refund to the operator audit log: who, which order, before and after', async () => {
    const { accountId, order } = await paidOrder(120);
    expect((await root.post('/api/platform/order/refund', { orderNo: order.orderNo, reason: '重复充值' })).body.success).toBe(true);
    const entries = await auditEntries(order.orderNo);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorAccountId: 'A-01',
      area: 'wallet',
      action: '订单退款',
      targetType: 'order',
      targetId: order.orderNo,
      targetName: '120 积分 / 120.00 元',
      before: { status: 'paid', points: 120, accountId },
      after: { status: 'refunding', refundReason: '重复充值' },
    });
    expect(entries[0].changed).toEqual(expect.arrayContaining(['status', 'refundReason']));
  });

  it('writes the welcome gift to the operator audit log once (not the refused second one)', async () => {
    expect((await root.post('/api/platform/tran/sendWelcomeGift', { phone: '13800000023', points: 77 })).body.success).toBe(true);
    expect((await root.post('/api/platform/tran/sendWelcomeGift', { phone: '13800000023', points: 77 })).body.errorCode).toBe('13005');
    const entries = await auditEntries('A-23');
    expect(entries.filter((entry) => entry.action === '发放新人礼')).toHaveLength(1);
    expect(entries.find((entry) => entry.action === '发放新人礼')).toMatchObject({
      actorAccountId: 'A-01',
      area: 'wallet',
      targetType: 'account',
      targetId: 'A-23',
      targetName: '客户执行人',
      after: { phone: '13800000023', points: 77, balance: 77 },
    });
  });
});
