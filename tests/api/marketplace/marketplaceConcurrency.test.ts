/**
 * Purchases under real concurrency (PostgreSQL only; skipped without TEST_DATABASE_URL): parallel
 * purchases never overdraw the buyer's wallet, the same request key sent in parallel buys once
 * (every answer names the same group), and the authorization's quota is never exceeded (the
 * advisory lock on the authorization serialises its purchases).
 */
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productAuthorizations, projectGroups, projects, walletEntries } from '../../../server/db/schema';
import { startTestApp, type TestApp, type TestClient } from '../harness';

type Answer = { success: boolean; data: { groupCode: string; replayed: boolean; balanceAfter: number }; errorCode: string; errorMsg: string };
const SAVE = '/channel/projectGroup/saveGroup.json';
const postgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)('marketplace concurrency (postgres)', () => {
  let t: TestApp;
  let manager: TestClient;
  let seq = 0;
  const key = (tag: string) => `cc-${tag}-${process.pid}-${++seq}`;
  const buy = async (body: Record<string, unknown>) => (await manager.post(SAVE, { customerTenantCode: 'T-CU-DEMO', ...body })).body as Answer;
  const qn = (requestKey: string, objects = 1) => ({
    productCode: 'PD-QN-ONLINE',
    objects: Array.from({ length: objects }, (_, i) => ({ name: `对象${i + 1}` })),
    requestKey,
  });
  const balance = () => t.app.wallet.balanceOf('A-11');
  /** Empties A-11's wallet down to `points` (a consume with its own key). */
  async function setBalance(points: number) {
    const now = await balance();
    if (now > points) await t.app.wallet.debit('A-11', now - points, '测试', key('drain'));
    if (now < points) await t.app.wallet.credit('A-11', points - now, '测试', key('fill'), { type: 'gift' });
  }

  beforeAll(async () => {
    t = await startTestApp('postgres');
    manager = t.client();
    const login = await manager.loginWithPassword('13800000011');
    expect(login.body.success, login.body.errorMsg).toBe(true);
  }, 120_000);
  afterAll(async () => t?.close());

  it('parallel purchases never overdraw: exactly as many succeed as the balance pays for', async () => {
    await setBalance(380 * 5 + 100);
    const answers = await Promise.all(Array.from({ length: 16 }, () => buy(qn(key('par')))));
    const succeeded = answers.filter((answer) => answer.success);
    expect(succeeded).toHaveLength(5);
    expect(answers.filter((answer) => !answer.success).every((answer) => answer.errorCode === '13001')).toBe(true);
    expect(await balance()).toBe(100);
    const db = t.database.db;
    const [{ n }] = await db.select({ n: count() }).from(projectGroups).where(like(projectGroups.requestKey, 'cc-par-%'));
    expect(n).toBe(5);
    const negative = await db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.accountId, 'A-11')));
    expect(negative.every((entry) => entry.balanceAfter >= 0)).toBe(true);
  });

  it('the same request key in parallel buys once, and every answer names that group', async () => {
    await setBalance(5_000);
    const requestKey = key('same');
    const answers = await Promise.all(Array.from({ length: 8 }, () => buy(qn(requestKey))));
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(new Set(answers.map((answer) => answer.data.groupCode)).size).toBe(1);
    expect(answers.filter((answer) => !answer.data.replayed)).toHaveLength(1);
    expect(await balance()).toBe(5_000 - 380);
    const db = t.database.db;
    const [{ n }] = await db.select({ n: count() }).from(projectGroups).where(eq(projectGroups.requestKey, requestKey));
    expect(n).toBe(1);
    const [{ m }] = await db
      .select({ m: count() })
      .from(walletEntries)
      .where(eq(walletEntries.idempotencyKey, `project-group:T-CH-ANHENG:${requestKey}`));
    expect(m).toBe(1);
  });

  it('the quota is never exceeded under concurrency', async () => {
    await setBalance(50_000);
    const db = t.database.db;
    const used = async () =>
      (
        await db
          .select({ n: count() })
          .from(projects)
          .innerJoin(projectGroups, and(eq(projectGroups.tenantCode, projects.tenantCode), eq(projectGroups.groupCode, projects.groupCode)))
          .where(and(eq(projectGroups.authorizationCode, 'AU-DEMO-0004'), eq(projectGroups.status, 'active')))
      )[0].n;
    const before = await used();
    await db
      .update(productAuthorizations)
      .set({ quota: before + 5 })
      .where(eq(productAuthorizations.authorizationCode, 'AU-DEMO-0004'));
    // 12 purchases of 2 projects each for 5 places left: at most 2 fit (4 projects).
    const answers = await Promise.all(Array.from({ length: 12 }, () => buy(qn(key('quota'), 2))));
    expect(answers.filter((answer) => answer.success)).toHaveLength(2);
    expect(answers.filter((answer) => !answer.success).every((answer) => answer.errorCode === '17104')).toBe(true);
    expect(await used()).toBe(before + 4);
    expect(await balance()).toBe(50_000 - 2 * 760);
  });
});
