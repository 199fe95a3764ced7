/**
 * Bounded password hashing: at most PASSWORD_HASH_CONCURRENCY password checks run at once and at
 * most PASSWORD_HASH_QUEUE wait; a password login beyond that is refused at once (429) without
 * hashing, while SMS logins and logged-in users go on. No timing: the test injects a hasher it
 * holds and releases (the app's passwordHashing option), and waits for conditions.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../domain/demo';
import { LOGIN_BUSY_MESSAGE } from '../../../domain/identity/login';
import { createApp } from '../../../server/app';
import { configFrom } from '../../../server/config';
import { hashPassword, verifyPassword } from '../../../server/modules/identity/passwords';
import { prepareDatabase } from '../../../server/startup';
import { DRIVERS, FakeClock, FakeSms, TEST_SCRYPT_LOG_N, openTestDatabase } from '../harness';

/** A password hasher whose checks wait until the test releases them. */
class HeldHashing {
  started = 0;
  private readonly held: (() => void)[] = [];
  verify = async (password: string, stored: string): Promise<boolean> => {
    this.started++;
    await new Promise<void>((resolve) => this.held.push(resolve));
    return verifyPassword(password, stored);
  };
  hash = hashPassword;
  releaseAll(): void {
    for (const release of this.held.splice(0)) release();
  }
}

describe.each(DRIVERS)('login: bounded password hashing (%s)', (driver) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const hashing = new HeldHashing();
  const sms = new FakeSms();
  const clock = new FakeClock();

  beforeAll(async () => {
    const { database, drop } = await openTestDatabase(driver, true);
    await prepareDatabase(database, { DEMO: true, PASSWORD_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N }, clock);
    const config = configFrom({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-dist',
      PASSWORD_SCRYPT_LOG_N: String(TEST_SCRYPT_LOG_N),
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '2',
    });
    app = await createApp({ config, db: database.db, clock, smsSender: sms, passwordHashing: hashing }, false);
    await app.ready();
    close = async () => {
      await app.close();
      await drop();
    };
  });
  afterAll(() => close?.());

  let ipCounter = 0;
  const post = (url: string, payload: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as never,
      remoteAddress: `198.18.0.${++ipCounter}`,
      headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) },
    });
  const passwordLogin = (phone: string, password = DEMO_PASSWORD) => post('/user/loginByPhone', { phone, password });

  it('refuses password logins beyond concurrency + queue at once, without hashing; the admitted ones complete', async () => {
    // A logged-in user, before the rush (by SMS code: no password hashing).
    await post('/user/getVerifyCode', { phone: '13800000021' });
    const session = await post('/user/loginByPhone', { phone: '13800000021', code: sms.lastCode('13800000021') });
    const cookie = `sid=${session.cookies.find((c) => c.name === 'sid')!.value}`;

    // One check running, two waiting: the server is full.
    const admitted = [passwordLogin('13800000011'), passwordLogin('13800000012', 'wrong-password'), passwordLogin('13999990000', 'wrong-password')];
    await vi.waitFor(() => expect(hashing.started).toBe(1));

    // Over the limit: answered while the hasher is still held, and nothing more was hashed.
    const refused = await Promise.all([passwordLogin('13800000013'), passwordLogin('13800000014', 'wrong-password')]);
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ success: false, data: null, errorCode: '429', errorMsg: LOGIN_BUSY_MESSAGE });
    }
    expect(hashing.started).toBe(1);

    // Logged-in users and SMS logins do not wait for the queue.
    const info = await app.inject({ method: 'GET', url: '/user/getUserInfo', headers: { cookie } });
    expect(info.json().success).toBe(true);
    clock.advance(61_000);
    await post('/user/getVerifyCode', { phone: '13800000022' });
    expect((await post('/user/loginByPhone', { phone: '13800000022', code: sms.lastCode('13800000022') })).json().success).toBe(true);

    // Released one by one, the queued checks run and every admitted login gets its answer.
    const answers = Promise.all(admitted);
    await vi.waitFor(() => {
      hashing.releaseAll();
      expect(hashing.started).toBe(3);
    });
    hashing.releaseAll();
    const [right, wrong, unknown] = (await answers).map((res) => res.json());
    expect(right.success).toBe(true);
    expect(wrong.errorCode).toBe('11001');
    expect(unknown.errorCode).toBe('11001');

    // Room again: the refused login now goes through.
    const later = passwordLogin('13800000013');
    await vi.waitFor(() => {
      hashing.releaseAll();
      expect(hashing.started).toBe(4);
    });
    hashing.releaseAll();
    expect((await later).json().success).toBe(true);
  });
});
