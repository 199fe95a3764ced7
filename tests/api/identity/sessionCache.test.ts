/**
 * What a request's session context reflects right after a write by someone else (another device,
 * an administrator, another module). On PGlite the context is cached in the process
 * (server/modules/identity/repository.ts sessionContextCache), so these are the cache's
 * invalidation tests; on PostgreSQL nothing is cached and the same answers must hold.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTracker } from '../../../server/db/client';
import { accounts, licences, memberships, sessions, tenants } from '../../../server/db/schema';
import { sha256 } from '../../../server/modules/identity/secrets';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

interface Info {
  accountId: string;
  needAdmission: boolean;
  tenantPageConfig: { tenantCode: string; tenantZhName: string } | null;
}

describe.each(DRIVERS)('session context after writes elsewhere (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  /** Logged in, with the context read twice (cached on PGlite). */
  const warm = async (client: TestClient) => {
    for (let i = 0; i < 2; i++) expect((await client.get('/user/getUserInfo')).body.success).toBe(true);
    return client;
  };
  const loggedIn = async (phone: string) => {
    const client = t.client();
    expect((await client.loginWithPassword(phone)).body.success).toBe(true);
    return warm(client);
  };
  const info = async (client: TestClient) => (await client.get<Info>('/user/getUserInfo')).body;

  it('answers each of many concurrent requests (looked up together) with its own session', async () => {
    const phones = ['13800000001', '13800000011', '13800000021', '13800000031', '13800000033'];
    const clients = await Promise.all(phones.map(loggedIn));
    const stranger = t.client();
    stranger.token = 'not-a-session-token';
    const answers = await Promise.all([...clients, ...clients, stranger].map((client) => info(client)));
    expect(answers.map((answer) => answer.data?.accountId ?? answer.errorCode)).toEqual([
      ...phones.map((phone) => `A-${phone.slice(-2)}`),
      ...phones.map((phone) => `A-${phone.slice(-2)}`),
      '10000',
    ]);
  });

  it('refuses a session on the next request after it is logged out on another device with the same cookie', async () => {
    const here = await loggedIn('13800000021');
    const there = t.client();
    there.token = here.token;
    expect((await there.get('/user/logout')).body.success).toBe(true);
    expect((await info(here)).errorCode).toBe('10000');
  });

  it('refuses a session on the next request after it is revoked in the database, inside a transaction', async () => {
    const client = await loggedIn('13800000022');
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: t.clock.now() })
        .where(eq(sessions.tokenHash, sha256(client.token!)));
    });
    expect((await info(client)).errorCode).toBe('10000');
  });

  it('does not keep a context read while the session was being revoked', async () => {
    const client = await loggedIn('13800000023');
    const revoke = t.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.tokenHash, sha256(client.token!)));
    // The read and the write race in the database's queue; whichever goes first, afterwards the session is refused.
    await Promise.all([client.get('/user/getUserInfo'), revoke]);
    expect((await info(client)).errorCode).toBe('10000');
  });

  it('refuses every session of an account once it is disabled', async () => {
    const client = await loggedIn('13800000024');
    await t.database.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.accountId, 'A-24'));
    expect((await info(client)).errorCode).toBe('10000');
  });

  it('moves the session out of a tenant whose membership ended, on the next request', async () => {
    const accountId = await t.insertAccount({
      phone: '13900000101',
      memberships: [
        { tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] },
        { tenantCode: 'T-CB-DEMO', roles: ['cb-tenant-audit'] },
      ],
    });
    const client = await t.sessionFor(accountId, 'T-CU-DEMO');
    expect((await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' })).body.success).toBe(true);
    await warm(client);
    expect((await info(client)).data.tenantPageConfig?.tenantCode).toBe('T-CU-DEMO');
    const end = (tenantCode: string) =>
      t.database.db
        .update(memberships)
        .set({ status: 'disabled' })
        .where(and(eq(memberships.accountId, accountId), eq(memberships.tenantCode, tenantCode)));

    await end('T-CU-DEMO');
    expect((await info(client)).data.tenantPageConfig?.tenantCode).toBe('T-CB-DEMO');

    await end('T-CB-DEMO');
    const none = await info(client);
    expect(none.data).toMatchObject({ needAdmission: true, tenantPageConfig: null });
  });

  it('shows a renamed tenant on the next request', async () => {
    const client = await loggedIn('13800000031');
    await t.database.db.update(tenants).set({ tenantZhName: '改名后的认证机构' }).where(eq(tenants.tenantCode, 'T-CB-DEMO'));
    expect((await info(client)).data.tenantPageConfig?.tenantZhName).toBe('改名后的认证机构');
  });

  it('requires the agreement on the next request after a newer user agreement is published', async () => {
    const client = await loggedIn('13800000041');
    await t.database.db.insert(licences).values({
      licenceCode: 'LIC-ACCOUNT-RIGHT-CACHE',
      type: 'accountRight',
      version: 9,
      title: '用户服务协议（修订）',
      content: '修订后的条款。',
      publishDate: '2025-06-01',
    });
    expect((await info(client)).errorCode).toBe('must_agreement_licences');
    expect((await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-CACHE' })).body.success).toBe(true);
    expect((await info(client)).success).toBe(true);
  });

  it.runIf(driver === 'pglite')('PGlite: counts writes to the watched tables only, in and out of transactions', async () => {
    const db = t.database.db;
    const generation = changeTracker(db)!.watch(['sessions']);
    const unchanged = async (write: () => Promise<unknown>) => {
      const before = generation();
      await write();
      return generation() === before;
    };
    expect(await unchanged(() => db.select().from(sessions).limit(1))).toBe(true);
    expect(await unchanged(() => db.update(tenants).set({ hTab: '' }).where(eq(tenants.tenantCode, 'T-CB-DEMO')))).toBe(true);
    expect(await unchanged(() => db.update(sessions).set({ ip: '10.0.0.1' }).where(eq(sessions.sessionId, 'none')))).toBe(false);
    expect(await unchanged(() => db.transaction((tx) => tx.delete(sessions).where(eq(sessions.sessionId, 'none'))))).toBe(false);
    // Anything that is not a plain insert, update or delete may write anything.
    expect(await unchanged(() => db.execute(sql`create temporary table cache_probe (x int)`))).toBe(false);
  });

  it.runIf(driver === 'postgres')('PostgreSQL: caches nothing in the process (other processes write too)', () => {
    expect(changeTracker(t.database.db)).toBeUndefined();
  });
});
