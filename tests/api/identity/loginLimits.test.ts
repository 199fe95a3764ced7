/**
 * Login limits under concurrency, the per-IP login limit, password rehashing and the purge of
 * stale identity rows. The app's password hashing (an app option) counts how many passwords the
 * server actually checked.
 */
import { randomUUID, scrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../domain/demo';
import { ADDRESS_CHALLENGE_MESSAGE, PASSWORD_CEILING_MESSAGE } from '../../../domain/identity/login';
import { accounts, loginThrottles, rateLimits, sessions, verifyCodes } from '../../../server/db/schema';
import * as passwords from '../../../server/modules/identity/passwords';
import { type PasswordHashing, scryptHashing } from '../../../server/modules/identity/passwordQueue';
import { createThrottleRepository } from '../../../server/modules/identity/throttleRepository';
import { DRIVERS, startTestApp, type TestApp } from '../harness';

const checks = { count: 0 };
/** scrypt's own hashing, counting the passwords the server actually checks. */
const countingHashing: PasswordHashing = {
  verify: (password, stored) => {
    checks.count++;
    return scryptHashing.verify(password, stored);
  },
  hash: scryptHashing.hash,
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(DRIVERS)('login limits (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    // A queue long enough for the bursts below: the hashing queue is tested in loginQueue.test.ts.
    t = await startTestApp(driver, {
      env: { LOGIN_MAX_PER_IP_PER_HOUR: '5', LOGIN_MAX_PER_PHONE_PER_HOUR: '8', PASSWORD_HASH_QUEUE: '100' },
      passwordHashing: countingHashing,
    });
  });
  afterAll(() => t?.close());

  const throttleRow = async (phone: string) => (await t.database.db.select().from(loginThrottles).where(eq(loginThrottles.phone, phone)))[0];

  describe('per phone, under concurrency', () => {
    it('a burst of guesses from many addresses checks at most LOGIN_MAX_PER_PHONE_PER_HOUR passwords, then slows the phone to that rate, SMS login still open', async () => {
      const phone = '13800000022';
      checks.count = 0;
      // Every request from its own address: only the per-phone ceiling is under test.
      const results = await Promise.all(Array.from({ length: 30 }, () => t.client().loginWithPassword(phone, 'wrong-password')));

      expect(checks.count).toBe(8);
      expect(results.filter((res) => res.body.errorCode === '11001')).toHaveLength(8);
      const slowed = results.filter((res) => res.status === 429);
      expect(slowed).toHaveLength(22);
      for (const res of slowed) expect(res.body).toEqual({ success: false, data: null, errorCode: '429', errorMsg: PASSWORD_CEILING_MESSAGE });

      // Not a lock: the owner logs in by SMS code, and the right password works again after the hour.
      checks.count = 0;
      expect((await t.client().loginWithPassword(phone)).status).toBe(429);
      expect(checks.count).toBe(0);
      expect((await t.client().loginWithCode(phone)).body.success).toBe(true);
      t.clock.advance(HOUR);
      expect((await t.client().loginWithPassword(phone)).body.success).toBe(true);
    });

    it('a burst of the same correct SMS code: one success, the others refused without counting, the phone not locked', async () => {
      const phone = '13800000023';
      t.clock.advance(61_000);
      expect((await t.client().post('/user/getVerifyCode', { phone })).body.success).toBe(true);
      const code = t.sms.lastCode(phone);
      const results = await Promise.all(Array.from({ length: 8 }, () => t.client().post('/user/loginByPhone', { phone, code })));

      expect(results.filter((res) => res.body.success)).toHaveLength(1);
      for (const res of results.filter((r) => !r.body.success)) expect(['11002', '11003']).toContain(res.body.errorCode);
      const row = await throttleRow(phone);
      expect(row?.lockedUntil ?? null).toBeNull();
      expect(row?.failures ?? 0).toBe(0);

      // Nothing was counted: four wrong passwords still answer 11001, and the right one logs in.
      for (let i = 0; i < 4; i++) expect((await t.client().loginWithPassword(phone, 'wrong-password')).body.errorCode).toBe('11001');
      expect((await t.client().loginWithPassword(phone)).body.success).toBe(true);
    });

    it('a success clears the failures only when no lock was set meanwhile', async () => {
      const throttles = createThrottleRepository(t.database.db);
      const now = t.clock.now();
      await t.database.db.insert(loginThrottles).values([
        { phone: '13900000101', failures: 5, lastFailureAt: now, lockedUntil: new Date(now.getTime() + 10 * MINUTE) },
        { phone: '13900000102', failures: 3, lastFailureAt: now },
      ]);
      await throttles.clearLoginFailures('13900000101', now);
      await throttles.clearLoginFailures('13900000102', now);
      expect((await throttleRow('13900000101')).lockedUntil).not.toBeNull();
      expect(await throttleRow('13900000102')).toBeUndefined();
    });
  });

  describe('per client address', () => {
    // Issue 34: beyond LOGIN_MAX_PER_IP_PER_HOUR failures an hour the address is challenged, not
    // locked — one attacker behind an office's NAT must not keep the office out.
    it('beyond LOGIN_MAX_PER_IP_PER_HOUR failures: the right password of an account that has not failed still logs in', async () => {
      const client = t.client('192.0.2.10');
      const codes: string[] = [];
      for (let i = 0; i < 6; i++) codes.push((await client.loginWithPassword(`1391000000${i}`, 'wrong-password')).body.errorCode);
      expect(codes).toEqual(Array(6).fill('11001'));

      // An account without failures: its right password is checked and logs in, from the same address.
      checks.count = 0;
      expect((await client.loginWithPassword('13800000011')).body.success).toBe(true);
      expect(checks.count).toBe(1);
      // A guess at another untried account is checked once and answered as ever …
      expect((await client.loginWithPassword('13910000009', 'wrong-password')).body.errorCode).toBe('11001');
      // … and that account is now challenged from here: its password is not checked, even the right one.
      checks.count = 0;
      const challenged = await client.loginWithPassword('13910000009', DEMO_PASSWORD);
      expect(challenged.status).toBe(429);
      expect(challenged.body).toEqual({ success: false, data: null, errorCode: '429', errorMsg: ADDRESS_CHALLENGE_MESSAGE });
      expect(checks.count).toBe(0);

      // Other addresses are not affected; after the hour the address is no longer challenged.
      expect((await t.client('192.0.2.11').loginWithPassword('13800000012')).body.success).toBe(true);
      t.clock.advance(HOUR + 1_000);
      expect((await client.loginWithPassword('13910000008', 'wrong-password')).body.errorCode).toBe('11001');
    });

    it('a correct SMS code logs in from a challenged address, also for an account whose password failed', async () => {
      const client = t.client('192.0.2.14');
      for (let i = 0; i < 6; i++) await client.loginWithPassword(`1392000000${i}`, 'wrong-password');
      expect((await client.loginWithPassword('13800000014', 'wrong-password')).body.errorCode).toBe('11001');
      expect((await client.loginWithPassword('13800000014')).body).toMatchObject({ errorCode: '429', errorMsg: ADDRESS_CHALLENGE_MESSAGE });
      expect((await client.loginWithCode('13800000014')).body.success).toBe(true);
      expect((await client.loginWithCode('13800000016')).body.success).toBe(true);
    });

    it('does not count successful logins (an office behind one address)', async () => {
      const client = t.client('192.0.2.12');
      for (let i = 0; i < 12; i++) expect((await client.loginWithPassword('13800000012')).body.success, `login ${i}`).toBe(true);
    });

    it('wrong SMS codes from a challenged address stay bounded by the code (retired after 5 wrong attempts)', async () => {
      const client = t.client('192.0.2.13');
      for (let i = 0; i < 6; i++) await client.post('/user/loginByPhone', { phone: '13800000013', code: '000000' });
      t.clock.advance(61_000);
      expect((await client.post('/user/getVerifyCode', { phone: '13800000013' })).body.success).toBe(true);
      const code = t.sms.lastCode('13800000013');
      const wrong = code === '999999' ? '999998' : '999999';
      for (let i = 0; i < 5; i++)
        expect((await client.post('/user/loginByPhone', { phone: '13800000013', code: wrong })).body.errorCode).toBe('11002');
      // The code is retired: even the right one no longer works; a new code does.
      expect((await client.post('/user/loginByPhone', { phone: '13800000013', code })).body.errorCode).toBe('11002');
      expect((await client.loginWithCode('13800000013')).body.success).toBe(true);
    });
  });

  describe('purging stale rows', () => {
    it('deletes old sessions, codes, throttles and counters at most once an hour, from a login', async () => {
      const db = t.database.db;
      t.clock.advance(HOUR + 1_000); // the last purge of this process is over an hour ago
      const insertStale = async () => {
        const now = t.clock.now().getTime();
        const at = (offset: number) => new Date(now + offset);
        const session = (name: string, values: { revokedAt?: Date; expiresAt: Date; lastSeenAt: Date }) => ({
          sessionId: `${name}-${randomUUID()}`,
          tokenHash: randomUUID(),
          accountId: 'A-21',
          currentTenantCode: null,
          createdAt: at(-3 * DAY),
          ...values,
        });
        await db
          .insert(sessions)
          .values([
            session('stale-revoked', { revokedAt: at(-2 * DAY), expiresAt: at(DAY), lastSeenAt: at(-2 * DAY) }),
            session('stale-expired', { expiresAt: at(-2 * DAY), lastSeenAt: at(-2 * DAY) }),
            session('stale-idle', { expiresAt: at(DAY), lastSeenAt: at(-3 * DAY) }),
            session('keep-revoked-recently', { revokedAt: at(-HOUR), expiresAt: at(DAY), lastSeenAt: at(-HOUR) }),
            session('keep-live', { expiresAt: at(DAY), lastSeenAt: at(-MINUTE) }),
          ]);
        const code = (name: string, values: { createdAt: Date; expiresAt: Date; consumedAt?: Date }) => ({
          codeId: `${name}-${randomUUID()}`,
          phone: '13700000001',
          purpose: 'login' as const,
          codeHash: 'x',
          ip: '192.0.2.99',
          ...values,
        });
        await db
          .insert(verifyCodes)
          .values([
            code('stale-used', { createdAt: at(-3 * DAY), expiresAt: at(-3 * DAY + 5 * MINUTE), consumedAt: at(-2 * DAY - HOUR) }),
            code('stale-expired', { createdAt: at(-2 * DAY), expiresAt: at(-2 * DAY + 5 * MINUTE) }),
            code('keep-used-recently', { createdAt: at(-HOUR), expiresAt: at(-HOUR + 5 * MINUTE), consumedAt: at(-HOUR) }),
            code('keep-fresh', { createdAt: at(-MINUTE), expiresAt: at(4 * MINUTE) }),
          ]);
        const suffix = String(now % 10_000).padStart(4, '0');
        await db.insert(loginThrottles).values([
          { phone: `stale-quiet-${suffix}`, failures: 3, lastFailureAt: at(-HOUR) },
          { phone: `stale-lock-over-${suffix}`, failures: 5, lastFailureAt: at(-2 * HOUR), lockedUntil: at(-HOUR) },
          { phone: `keep-recent-${suffix}`, failures: 2, lastFailureAt: at(-MINUTE) },
          { phone: `keep-locked-${suffix}`, failures: 5, lastFailureAt: at(-20 * MINUTE), lockedUntil: at(10 * MINUTE) },
        ]);
        await db.insert(rateLimits).values([
          { key: `stale-${suffix}`, hits: 9, expiresAt: at(-MINUTE) },
          { key: `keep-${suffix}`, hits: 9, expiresAt: at(30 * MINUTE) },
        ]);
      };
      const names = async () => ({
        sessions: (await db.select({ id: sessions.sessionId }).from(sessions))
          .map((r) => r.id.replace(/-[0-9a-f-]{36}$/, ''))
          .filter((id) => /^(stale|keep)/.test(id))
          .sort(),
        codes: (await db.select({ id: verifyCodes.codeId }).from(verifyCodes))
          .map((r) => r.id.replace(/-[0-9a-f-]{36}$/, ''))
          .filter((id) => /^(stale|keep)/.test(id))
          .sort(),
        throttles: (await db.select({ phone: loginThrottles.phone }).from(loginThrottles))
          .map((r) => r.phone.replace(/-\d{4}$/, ''))
          .filter((id) => /^(stale|keep)/.test(id))
          .sort(),
        counters: (await db.select({ key: rateLimits.key }).from(rateLimits))
          .map((r) => r.key.replace(/-\d{4}$/, ''))
          .filter((id) => /^(stale|keep)/.test(id))
          .sort(),
      });
      const kept = {
        sessions: ['keep-live', 'keep-revoked-recently'],
        codes: ['keep-fresh', 'keep-used-recently'],
        throttles: ['keep-locked', 'keep-recent'],
        counters: ['keep'],
      };

      await insertStale();
      expect((await t.client().loginWithPassword('13800000021')).body.success).toBe(true);
      expect(await names()).toEqual(kept);

      // Within the hour a login does not purge again…
      t.clock.advance(30 * MINUTE);
      await db.delete(sessions).where(eq(sessions.accountId, 'A-21'));
      await db.delete(verifyCodes).where(eq(verifyCodes.phone, '13700000001'));
      await db.delete(loginThrottles);
      await db.delete(rateLimits);
      await insertStale();
      expect((await t.client().loginWithPassword('13800000021')).body.success).toBe(true);
      expect((await names()).sessions).toContain('stale-revoked');
      // …after it, one does.
      t.clock.advance(31 * MINUTE);
      expect((await t.client().loginWithPassword('13800000021')).body.success).toBe(true);
      const after = await names();
      expect(after.sessions).not.toContain('stale-revoked');
      expect(after.codes).toEqual(kept.codes);
      expect(after.sessions).toEqual(expect.arrayContaining(['keep-live']));
    });
  });
});

describe.each(DRIVERS)('password hashing (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { env: { PASSWORD_SCRYPT_LOG_N: '15' } });
  });
  afterAll(() => t?.close());

  const storedHash = async (accountId: string) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.accountId, accountId)))[0].passwordHash!;

  it('verifies a hash with older, weaker parameters and rehashes it at the configured cost on login', async () => {
    const old = await passwords.hashPassword('Older@Passw0rd', { N: 16384, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$N=16384,r=8,p=1\$/);
    const accountId = await t.insertAccount({ phone: '13600000001', memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
    await t.database.db.update(accounts).set({ passwordHash: old }).where(eq(accounts.accountId, accountId));

    // A wrong password changes nothing.
    expect((await t.client().loginWithPassword('13600000001', 'Wrong@Passw0rd')).body.errorCode).toBe('11001');
    expect(await storedHash(accountId)).toBe(old);

    expect((await t.client().loginWithPassword('13600000001', 'Older@Passw0rd')).body.success).toBe(true);
    const rehashed = await storedHash(accountId);
    expect(rehashed).toMatch(/^scrypt\$N=32768,r=8,p=1\$/);
    expect(await passwords.verifyPassword('Older@Passw0rd', rehashed)).toBe(true);

    // A hash at the configured cost is left alone.
    expect((await t.client().loginWithPassword('13600000001', 'Older@Passw0rd')).body.success).toBe(true);
    expect(await storedHash(accountId)).toBe(rehashed);
  });

  it('hashes at N=2^17, r=8, p=1 by default and verifies such hashes (memory limit sized from the parameters)', async () => {
    expect(passwords.scryptParams()).toEqual({ N: 131072, r: 8, p: 1 });
    // A 2^17 hash made independently of the module, as a stored row would hold it.
    const salt = Buffer.from('0123456789abcdef');
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt('Demo@2025', salt, 32, { N: 131072, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }, (error, derived) =>
        error ? reject(error) : resolve(derived),
      ),
    );
    const stored = `scrypt$N=131072,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await passwords.verifyPassword(DEMO_PASSWORD, stored)).toBe(true);
    expect(await passwords.verifyPassword('wrong', stored)).toBe(false);
    expect(passwords.needsRehash(stored, passwords.scryptParams())).toBe(false);
    expect(passwords.needsRehash(stored, passwords.scryptParams(18))).toBe(true);
  });

  it('refuses stored parameters out of bounds instead of computing them', async () => {
    expect(await passwords.verifyPassword('x', 'scrypt$N=4194304,r=8,p=1$AAAA$AAAA')).toBe(false);
    expect(await passwords.verifyPassword('x', 'scrypt$N=1000,r=8,p=1$AAAA$AAAA')).toBe(false);
  });
});
