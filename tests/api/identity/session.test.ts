import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/db/schema';
import { sha256 } from '../../../server/modules/identity/secrets';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const MINUTE = 60_000;

describe.each(DRIVERS)('sessions (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' } });
  });
  afterAll(() => t?.close());

  const loggedIn = async (phone = '13800000001'): Promise<TestClient> => {
    const client = t.client();
    expect((await client.loginWithPassword(phone)).body.success).toBe(true);
    return client;
  };
  const sessionRow = async (clientOrToken: TestClient | string) => {
    const token = typeof clientOrToken === 'string' ? clientOrToken : clientOrToken.token!;
    return (
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token)))
    )[0];
  };

  it('stores only a hash of the token, never the token', async () => {
    const client = await loggedIn();
    const row = await sessionRow(client);
    expect(row.tokenHash).toBe(sha256(client.token!));
    expect(JSON.stringify(row)).not.toContain(client.token!);
    expect(client.token!.length).toBeGreaterThanOrEqual(43);
  });

  it('logout revokes the session, clears the cookie and returns the login URL; the old cookie then answers 10000', async () => {
    const client = await loggedIn();
    const token = client.token!;
    const res = await client.get('/user/logout');
    expect(res.body).toEqual({ success: true, data: '/#/login', errorCode: '200', errorMsg: '' });
    const cleared = res.setCookie.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires as string).getTime()).toBeLessThan(Date.now());
    const old = t.client();
    old.token = token;
    expect((await old.get('/user/getUserInfo')).body.errorCode).toBe('10000');
    expect((await sessionRow(token)).revokedAt).not.toBeNull();
  });

  it('logout without a session still answers the login URL', async () => {
    expect((await t.client().get('/user/logout')).body.data).toBe('/#/login');
  });

  it('expires after the idle time without requests', async () => {
    const client = await loggedIn();
    t.clock.advance(29 * MINUTE);
    expect((await client.get('/user/getUserInfo')).body.success).toBe(true);
    t.clock.advance(29 * MINUTE);
    expect((await client.get('/user/getUserInfo')).body.success).toBe(true);
    t.clock.advance(30 * MINUTE);
    const res = await client.get('/user/getUserInfo');
    expect(res.body.errorCode).toBe('10000');
    expect(res.setCookie.find((c) => c.name === 'sid')?.value).toBe('');
  });

  it('expires at the absolute limit even when active', async () => {
    const client = await loggedIn();
    for (let i = 0; i < 5; i++) {
      t.clock.advance(23 * MINUTE);
      expect((await client.get('/user/getUserInfo')).body.success, `step ${i}`).toBe(true);
    }
    t.clock.advance(6 * MINUTE); // 121 minutes after login
    expect((await client.get('/user/getUserInfo')).body.errorCode).toBe('10000');
  });

  it('touches lastSeen at most once a minute', async () => {
    const client = await loggedIn();
    const start = (await sessionRow(client)).lastSeenAt.getTime();
    t.clock.advance(30_000);
    await client.get('/user/getUserInfo');
    expect((await sessionRow(client)).lastSeenAt.getTime()).toBe(start);
    t.clock.advance(31_000);
    await client.get('/user/getUserInfo');
    expect((await sessionRow(client)).lastSeenAt.getTime()).toBe(start + 61_000);
  });

  it('ignores a forged or garbage cookie', async () => {
    const client = t.client();
    client.token = 'forged-token-value';
    expect((await client.get('/user/getUserInfo')).body.errorCode).toBe('10000');
  });
});

describe('session cookie over HTTPS', () => {
  it('is Secure when COOKIE_SECURE=true', async () => {
    const t = await startTestApp('pglite', { env: { COOKIE_SECURE: 'true' } });
    try {
      const res = await t.client().loginWithPassword('13800000001');
      expect(res.setCookie.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    } finally {
      await t.close();
    }
  });

  it('is Secure by default when NODE_ENV=production', async () => {
    const t = await startTestApp('pglite', { env: { NODE_ENV: 'production' } });
    try {
      const res = await t.client().loginWithPassword('13800000001');
      expect(res.setCookie.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    } finally {
      await t.close();
    }
  });
});
