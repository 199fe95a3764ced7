import { eq } from 'drizzle-orm';
import { startTestApp } from './tests/api/harness';
import { demoClient, fakeProviders, ledgerState, notify, accountIdOf } from './tests/api/walletHelpers';
import { paymentNotifications } from './server/db/schema';

const driver = (process.env.DRIVER ?? 'pglite') as 'pglite' | 'postgres';
const providers = fakeProviders();
const t = await startTestApp(driver, { paymentProviders: { wechat: providers.wechat, alipay: providers.alipay } });
try {
  const root = await demoClient(t, '13800000001');
  // A. announcement ids beyond int4
  const a1 = await root.get('/api/platform/aoc/detail/3000000000');
  console.log('A detail big id:', a1.status, JSON.stringify(a1.body));
  const a2 = await root.post('/api/platform/aoc/status', { id: 3000000000, status: '1' });
  console.log('A status big id:', a2.status, JSON.stringify(a2.body));
  // K. year-0 date filters
  const k1 = await root.get('/api/account/bill/list', { startDate: '0000-01-01' });
  console.log('K bill list startDate=0000-01-01:', k1.status, JSON.stringify(k1.body).slice(0, 200));
  const k2 = await root.get('/api/platform/order/list', { startDate: '0000-01-01' });
  console.log('K order list startDate=0000-01-01:', k2.status, JSON.stringify(k2.body).slice(0, 200));
  // B. double payment through two channels
  const customer = await demoClient(t, '13800000021');
  const accountId = accountIdOf('13800000021');
  const order = (await customer.post<any>('/api/pay/order/create', { points: 100 })).body.data;
  console.log('B pay wechat', (await customer.post<any>('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'wechat' })).body.data?.kind);
  console.log('B pay alipay', (await customer.post<any>('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'alipay' })).body.data?.kind);
  const before = (await ledgerState(t, accountId)).balance;
  const n1 = await notify(t, 'alipay', { orderNo: order.orderNo, amountFen: 10000, tradeNo: 'ALI-1' });
  const n2 = await notify(t, 'wechat', { orderNo: order.orderNo, amountFen: 10000, tradeNo: 'WX-2' });
  console.log('B acks', n1.status, n2.status, 'balance delta', (await ledgerState(t, accountId)).balance - before);
  const recs = await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, order.orderNo));
  console.log('B records', recs.map((r) => [r.channel, r.providerTradeNo, r.outcome]));
  // C. unauthenticated junk recorded
  const big = 'x'.repeat(900_000);
  const res = await t.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', payload: big, headers: { 'content-type': 'text/plain' } });
  const bad = await t.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.outcome, 'bad_signature'));
  console.log('C junk status', res.statusCode, 'stored payload chars', bad.map((r) => r.payload.length));
} finally {
  await t.close();
}
