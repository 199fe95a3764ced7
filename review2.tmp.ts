import { startTestApp } from './tests/api/harness';
import { demoClient, fakeProviders, insertFile, accountIdOf } from './tests/api/walletHelpers';
import { DEMO_ACCOUNTS } from './domain/demo';

const driver = (process.env.DRIVER ?? 'pglite') as 'pglite' | 'postgres';
const providers = fakeProviders();
const t = await startTestApp(driver, { paymentProviders: { sandbox: providers.sandbox, wechat: providers.wechat, alipay: providers.alipay } });
try {
  const root = await demoClient(t, '13800000001');
  const a1 = await root.get('/api/platform/aoc/detail/3000000000');
  console.log('A detail big id:', a1.status, a1.body.errorCode);
  const k1 = await root.get('/api/account/bill/list', { startDate: '0000-01-01' });
  console.log('K bill list startDate=0000-01-01:', k1.status, k1.body.errorCode);
  const phone = '13800000021';
  const acc = DEMO_ACCOUNTS.find((a) => a.phone === phone)!;
  const customer = await demoClient(t, phone);
  for (const transferDate of ['0000-01-01', '1900-01-01']) {
    const voucher = await insertFile(t, { tenantCode: acc.tenantCode, accountId: acc.accountId });
    const r = await customer.post('/api/accountRecord/save', { amount: 10, payerName: '某公司', transferDate, voucherObjectId: voucher });
    console.log('transferDate', transferDate, r.status, r.body.errorCode, r.body.errorMsg);
  }
} finally {
  await t.close();
}
