/**
 * The caller's own order list: pages and totals (one statement, the total read with the page), the
 * status filters at a moment (expired counts as closed), a page past the end (the last page), and no one else's orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/wallet/contracts';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { demoClient } from './walletHelpers';

type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

describe.each(DRIVERS)('own order list (%s)', (driver) => {
  let t: TestApp;
  let customer: TestClient;
  let created: Order[];
  beforeAll(async () => {
    t = await startTestApp(driver);
    // An account without orders of its own yet (the demo customer may have some).
    const accountId = await t.insertAccount({ phone: '13900000201', memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
    customer = await t.sessionFor(accountId, 'T-CU-DEMO');
    await customer.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
    created = [];
    for (let i = 1; i <= 5; i++) {
      const res = await customer.post<Order>('/api/pay/order/create', { points: i });
      expect(res.body.success).toBe(true);
      created.push(res.body.data);
      t.clock.advance(1_000);
    }
  });
  afterAll(() => t?.close());

  const list = async (query: Record<string, string>) => (await customer.get<Page<Order>>('/api/pay/order/list', query)).body;

  it('answers pages newest first with the total of all matching orders', async () => {
    const newestFirst = [...created].reverse().map((order) => order.orderNo);
    const first = await list({ current: '1', pageSize: '2' });
    expect(first.data).toMatchObject({ total: 5, current: 1, pageSize: 2 });
    expect(first.data.list.map((order) => order.orderNo)).toEqual(newestFirst.slice(0, 2));
    const last = await list({ current: '3', pageSize: '2' });
    expect(last.data.total).toBe(5);
    expect(last.data.list.map((order) => order.orderNo)).toEqual(newestFirst.slice(4));
  });

  it('answers the last page, with the total, for a page past the end (spec §5)', async () => {
    const past = await list({ current: '4', pageSize: '2' });
    expect(past.data).toMatchObject({ total: 5, current: 3, pageSize: 2 });
    expect(past.data.list.map((order) => order.orderNo)).toEqual([created[0].orderNo]);
  });

  it('filters by the status at the moment of the request, totals included', async () => {
    expect((await list({ status: 'created', pageSize: '10' })).data.total).toBe(5);
    expect((await list({ status: 'closed', pageSize: '10' })).data).toMatchObject({ list: [], total: 0 });
    expect((await customer.post('/api/pay/order/close', { orderNo: created[0].orderNo })).body.success).toBe(true);
    const closed = await list({ status: 'closed', pageSize: '10' });
    expect(closed.data.total).toBe(1);
    expect(closed.data.list.map((order) => order.orderNo)).toEqual([created[0].orderNo]);
    // Past the expiry every unpaid order reads as closed.
    t.clock.advance(31 * 60_000);
    expect((await list({ status: 'created', pageSize: '10' })).data).toMatchObject({ list: [], total: 0 });
    expect((await list({ status: 'closed', pageSize: '1' })).data).toMatchObject({ total: 5 });
  });

  it("lists only the caller's own orders", async () => {
    const other = await demoClient(t, '13800000022');
    const theirs = (await other.get<Page<Order>>('/api/pay/order/list', { pageSize: '200' })).body.data;
    const mine = new Set(created.map((order) => order.orderNo));
    expect(theirs.list.filter((order) => mine.has(order.orderNo))).toEqual([]);
  });
});
