import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { ERROR_MESSAGES } from '../../../domain/errors';
import { PASSWORD_LOCKED_MESSAGE } from '../../../domain/identity/login';
import { DRIVERS, startTestApp, type TestApp } from '../harness';

describe.each(DRIVERS)('login (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it('logs every demo account in with the demo password and sets an httpOnly SameSite=Lax cookie', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const client = t.client();
      const res = await client.loginWithPassword(account.phone);
      expect(res.body, account.phone).toEqual({
        success: true,
        data: { accountId: account.accountId, needAdmission: false },
        errorCode: '200',
        errorMsg: '',
      });
      const cookie = res.setCookie.find((c) => c.name === 'sid')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();
      expect((await client.get('/user/getUserInfo')).body.data).toMatchObject({ accountId: account.accountId });
    }
  });

  it('logs a demo account in with an SMS code', async () => {
    const client = t.client();
    const res = await client.loginWithCode('13800000021');
    expect(res.body.data).toEqual({ accountId: 'A-21', needAdmission: false });
    expect(t.sms.sent.at(-1)).toMatchObject({ phone: '13800000021', purpose: 'login', expiresInMinutes: 5 });
    expect(t.sms.lastCode('13800000021')).toMatch(/^\d{6}$/);
  });

  it('answers wrong passwords and unknown phones with the same generic error', async () => {
    const wrong = await t.client().loginWithPassword('13800000022', 'nope-nope');
    const unknown = await t.client().loginWithPassword('13912345678', 'nope-nope');
    expect(wrong.body).toEqual({ success: false, data: null, errorCode: '11001', errorMsg: ERROR_MESSAGES['11001'] });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookie.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('locks a phone for 15 minutes after 5 failures, even with the right password, then lets it in', async () => {
    const client = t.client();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await client.loginWithPassword('13800000023', 'wrong-password')).body.errorCode);
    expect(codes).toEqual(['11001', '11001', '11001', '11001', '11003']);
    expect((await client.loginWithPassword('13800000023')).body.errorCode).toBe('11003');
    t.clock.advance(14 * 60_000);
    expect((await client.loginWithPassword('13800000023')).body.errorCode).toBe('11003');
    t.clock.advance(61_000);
    expect((await client.loginWithPassword('13800000023')).body.success).toBe(true);
  });

  it('locks unknown phones exactly like known ones', async () => {
    const client = t.client();
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await client.loginWithPassword('13911110000', 'whatever1')).body.errorCode);
    expect(codes).toEqual(['11001', '11001', '11001', '11001', '11003', '11003']);
  });

  it('forgets failures after a quiet period and on success', async () => {
    const client = t.client();
    for (let i = 0; i < 4; i++) await client.loginWithPassword('13800000024', 'bad-password');
    t.clock.advance(16 * 60_000);
    for (let i = 0; i < 4; i++) expect((await client.loginWithPassword('13800000024', 'bad-password')).body.errorCode).toBe('11001');
    expect((await client.loginWithPassword('13800000024')).body.success).toBe(true);
    for (let i = 0; i < 4; i++) expect((await client.loginWithPassword('13800000024', 'bad-password')).body.errorCode).toBe('11001');
  });

  it('uses a code once only', async () => {
    const client = t.client();
    t.clock.advance(61_000);
    await client.post('/user/getVerifyCode', { phone: '13800000031' });
    const code = t.sms.lastCode('13800000031');
    expect((await client.post('/user/loginByPhone', { phone: '13800000031', code })).body.success).toBe(true);
    const again = await t.client().post('/user/loginByPhone', { phone: '13800000031', code });
    expect(again.body).toMatchObject({ success: false, errorCode: '11002', errorMsg: ERROR_MESSAGES['11002'] });
  });

  it('refuses a code after 5 minutes', async () => {
    const client = t.client();
    t.clock.advance(61_000);
    await client.post('/user/getVerifyCode', { phone: '13800000032' });
    const code = t.sms.lastCode('13800000032');
    t.clock.advance(5 * 60_000 + 1_000);
    expect((await client.post('/user/loginByPhone', { phone: '13800000032', code })).body.errorCode).toBe('11002');
  });

  it('retires a code after 5 wrong attempts (SMS login has its own limit and locks nothing)', async () => {
    const client = t.client();
    t.clock.advance(61_000);
    await client.post('/user/getVerifyCode', { phone: '13800000033' });
    const code = t.sms.lastCode('13800000033');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await client.post('/user/loginByPhone', { phone: '13800000033', code: wrong })).body.errorCode).toBe('11002');
    // The retired code stays refused; a new code logs in at once (no lock).
    expect((await client.post('/user/loginByPhone', { phone: '13800000033', code })).body.errorCode).toBe('11002');
    expect((await client.loginWithCode('13800000033')).body.success).toBe(true);
  });

  it('locks password login per phone AND client address: the attacker stays locked, the owner logs in elsewhere, by password or SMS', async () => {
    const phone = '13800000022';
    const attacker = t.client('203.0.113.1');
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await attacker.loginWithPassword(phone, 'guess-password')).body.errorCode);
    expect(codes).toEqual(['11001', '11001', '11001', '11001', '11003']);
    const locked = await attacker.loginWithPassword(phone);
    expect(locked.body).toMatchObject({ success: false, errorCode: '11003', errorMsg: PASSWORD_LOCKED_MESSAGE });

    // The owner, at another address, is not locked out: neither by password nor by SMS code.
    expect((await t.client('203.0.113.2').loginWithPassword(phone)).body.success).toBe(true);
    expect((await t.client('203.0.113.3').loginWithCode(phone)).body.success).toBe(true);

    // The owner's success does not lift the attacker's lock, which ends on its own.
    expect((await attacker.loginWithPassword(phone)).body.errorCode).toBe('11003');
    t.clock.advance(12 * 60_000); // 13 minutes after the lock (loginWithCode moved the clock too)
    expect((await attacker.loginWithPassword(phone)).body.errorCode).toBe('11003');
    t.clock.advance(2 * 60_000);
    expect((await attacker.loginWithPassword(phone)).body.success).toBe(true);
  });

  it('checks at most LOGIN_MAX_FAILURES passwords of a concurrent burst from one address', async () => {
    const client = t.client('203.0.113.9');
    // 15: within the password-hashing queue's default admission (2 running + 16 waiting).
    const results = await Promise.all(Array.from({ length: 15 }, () => client.loginWithPassword('13800000003', 'guess-password')));
    // Each checked wrong password answers 11001, except the one that fills the run (11003); the others are refused unchecked.
    expect(results.filter((res) => res.body.errorCode === '11001').length).toBeLessThanOrEqual(t.config.LOGIN_MAX_FAILURES - 1);
    for (const res of results) expect(['11001', '11003']).toContain(res.body.errorCode);
    expect((await client.loginWithPassword('13800000003')).body.errorCode).toBe('11003');
  });

  it('only the newest code counts', async () => {
    const client = t.client();
    t.clock.advance(61_000);
    await client.post('/user/getVerifyCode', { phone: '13800000041' });
    const first = t.sms.lastCode('13800000041');
    t.clock.advance(61_000);
    await client.post('/user/getVerifyCode', { phone: '13800000041' });
    const second = t.sms.lastCode('13800000041');
    if (first !== second) expect((await client.post('/user/loginByPhone', { phone: '13800000041', code: first })).body.errorCode).toBe('11002');
    expect((await client.post('/user/loginByPhone', { phone: '13800000041', code: second })).body.success).toBe(true);
  });

  it('creates an account without membership for a new phone (needAdmission)', async () => {
    const client = t.client();
    const res = await client.loginWithCode('13700001234');
    expect(res.body.success).toBe(true);
    expect(res.body.data.needAdmission).toBe(true);
    // A new account has not accepted the user agreement yet.
    expect((await client.get('/user/getUserInfo')).body.errorCode).toBe('must_agreement_licences');
    expect((await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' })).body.data).toBe(true);
    const info = await client.get('/user/getUserInfo');
    expect(info.body.data).toMatchObject({
      accountId: res.body.data.accountId,
      showName: '用户1234',
      roleDTOs: [],
      tenantDTO: null,
      tenantPageConfig: null,
      needAdmission: true,
      accountBelongToPlatformType: null,
    });
    expect((await client.get('/consulting/tenant/memberships')).body.data).toEqual([]);
    // Logging in again finds the same account.
    const again = await t.client().loginWithCode('13700001234');
    expect(again.body.data.accountId).toBe(res.body.data.accountId);
  });

  it('rotates: each login is a new session and the previous cookie of the client is revoked', async () => {
    const client = t.client();
    await client.loginWithPassword('13800000011');
    const first = client.token;
    await client.loginWithPassword('13800000011');
    expect(client.token).not.toBe(first);
    const old = t.client();
    old.token = first;
    expect((await old.get('/user/getUserInfo')).body.errorCode).toBe('10000');
    expect((await client.get('/user/getUserInfo')).body.success).toBe(true);
  });
});
