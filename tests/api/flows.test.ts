import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, licences, toolKitItems } from '../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp } from './harness';

describe.each(DRIVERS)('phone binding and user agreement (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it('answers 10001 until a phone is bound, then works', async () => {
    const accountId = await t.insertAccount({ phone: null, memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
    const client = await t.sessionFor(accountId, 'T-CU-DEMO');

    const blocked = await client.get('/user/getUserInfo');
    expect(blocked.body).toMatchObject({ success: false, errorCode: '10001', errorMsg: '请先绑定手机号' });
    expect((await client.post('/consulting/tenant/chose', { tenantCode: 'T-CU-DEMO' })).body.errorCode).toBe('10001');
    // The phone comes first: the agreement can be accepted only once the phone is bound.
    expect((await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' })).body.errorCode).toBe('10001');

    t.clock.advance(61_000);
    expect((await client.post('/user/getVerifyCode', { phone: '13500000001', purpose: 'binding' })).body.success).toBe(true);
    const code = t.sms.lastCode('13500000001');
    expect(t.sms.sent.at(-1)?.purpose).toBe('binding');
    // A login code cannot bind and a binding code cannot log in.
    expect((await t.client().post('/user/loginByPhone', { phone: '13500000001', code })).body.errorCode).toBe('11002');
    const wrong = code === '123456' ? '654321' : '123456';
    expect((await client.post('/user/binding', { phone: '13500000001', code: wrong })).body.errorCode).toBe('11002');
    expect((await client.post('/user/binding', { phone: '13500000001', code })).body).toMatchObject({ success: true, data: true });

    expect((await client.get('/user/getUserInfo')).body.errorCode).toBe('must_agreement_licences');
    expect((await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' })).body.success).toBe(true);
    expect((await client.get('/user/getUserInfo')).body.success).toBe(true);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.accountId, accountId));
    expect(row.phone).toBe('13500000001');
    // Bound once: a second binding is refused.
    t.clock.advance(61_000);
    await client.post('/user/getVerifyCode', { phone: '13500000002', purpose: 'binding' });
    expect((await client.post('/user/binding', { phone: '13500000002', code: t.sms.lastCode('13500000002') })).body.errorCode).toBe('11011');
  });

  it('refuses a phone that belongs to another account with 11005', async () => {
    const accountId = await t.insertAccount({ phone: null });
    const client = await t.sessionFor(accountId, null);
    t.clock.advance(61_000);
    await client.post('/user/getVerifyCode', { phone: '13800000012', purpose: 'binding' });
    const res = await client.post('/user/binding', { phone: '13800000012', code: t.sms.lastCode('13800000012') });
    expect(res.body).toMatchObject({ success: false, errorCode: '11005', errorMsg: '该手机号已被其他账号绑定' });
  });

  it('binding needs a session', async () => {
    expect((await t.client().post('/user/binding', { phone: '13500000003', code: '123456' })).body.errorCode).toBe('10000');
  });

  it('serves the latest licence of a type publicly', async () => {
    const res = await t.client().get('/api/platform/licences/latest.json', { type: 'balanceRuleDesc' });
    expect(res.body.data).toMatchObject({
      licenceCode: 'LIC-BALANCE-RULE-1',
      type: 'balanceRuleDesc',
      version: 1,
      title: '积分规则说明',
      publishDate: '2025-01-01',
      url: '/#/clause/balanceRuleDesc',
    });
    const bad = await t.client().get('/api/platform/licences/latest.json', { type: 'nope' });
    expect(bad.body.errorCode).toBe('400');
    expect(bad.body.errorMsg).toMatch(/^参数错误：type /);
  });

  it('answers must_agreement_licences after a newer user agreement is published, until it is accepted', async () => {
    const client = t.client();
    await client.loginWithPassword('13800000013');
    expect((await client.get('/user/getUserInfo')).body.success).toBe(true);

    await t.database.db.insert(licences).values({
      licenceCode: 'LIC-ACCOUNT-RIGHT-2',
      type: 'accountRight',
      version: 2,
      title: '用户服务协议（2025 年修订）',
      content: '修订后的条款。',
      publishDate: '2025-06-01',
    });

    const blocked = await client.get('/user/getUserInfo');
    expect(blocked.body).toMatchObject({ success: false, errorCode: 'must_agreement_licences', errorMsg: '用户协议已更新，请阅读并同意后继续使用' });
    expect((await client.post('/consulting/tenant/chose', { tenantCode: 'T-CH-ANHENG' })).body.errorCode).toBe('must_agreement_licences');
    // The agreement page can still read the licence and log out.
    const latest = await client.get<{ licenceCode: string }>('/api/platform/licences/latest.json', { type: 'accountRight' });
    expect(latest.body.data.licenceCode).toBe('LIC-ACCOUNT-RIGHT-2');

    expect((await client.post('/user/agreementLicences', { licenceCode: 'LIC-NOPE' })).body.errorCode).toBe('11008');
    expect((await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' })).body.success).toBe(true);
    expect((await client.get('/user/getUserInfo')).body.errorCode).toBe('must_agreement_licences');
    expect((await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-2' })).body).toMatchObject({ success: true, data: true });
    expect((await client.get('/user/getUserInfo')).body.success).toBe(true);
    // Accepting twice is harmless.
    expect((await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-2' })).body.success).toBe(true);
  });
});

describe.each(DRIVERS)('new-user guide list (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it('lists the shown items, in order, to logged-in members only', async () => {
    const now = t.clock.now();
    await t.database.db.insert(toolKitItems).values([
      { uniqueCode: 'G2', title: '操作手册', downloadUrl: '/files/manual.pdf', sortOrder: 2, createdAt: now },
      { uniqueCode: 'G1', title: '快速入门', downloadUrl: '/files/start.pdf', sortOrder: 1, createdAt: now },
      { uniqueCode: 'G3', title: '已下线', downloadUrl: '/files/old.pdf', status: '0', createdAt: now },
    ]);
    expect((await t.client().get('/api/user/toolKit/list.json')).body.errorCode).toBe('10000');
    const client = t.client();
    await client.loginWithPassword('13800000023');
    expect((await client.get('/api/user/toolKit/list.json')).body.data).toEqual([
      { uniqueCode: 'G1', title: '快速入门', downloadUrl: '/files/start.pdf' },
      { uniqueCode: 'G2', title: '操作手册', downloadUrl: '/files/manual.pdf' },
    ]);
  });
});
