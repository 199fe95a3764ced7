/**
 * 服务管理's 成员数 is each tenant's own (issue 35 item 7): the platform's tenant list answers, for
 * every tenant of the demo, the number of its active memberships — tenants with different numbers
 * of members show different counts, a tenant's disabled membership does not count.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantAdminItem } from '../../../domain/tenantAdmin/contracts';
import { memberships } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

describe.each(DRIVERS)('tenant member counts (%s)', (driver) => {
  let t: TestApp;
  let root: TestClient;

  beforeAll(async () => {
    t = await startTestApp(driver);
    root = t.client();
    expect((await root.loginWithPassword('13800000001')).body.success).toBe(true);
  }, 120_000);
  afterAll(async () => t?.close());

  const listed = async () => {
    const answer = (await root.get<Page<TenantAdminItem>>('/api/platform/tenant/list.json', { pageSize: '100' })).body;
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return new Map(answer.data.list.map((item) => [item.tenantCode, item.memberCount]));
  };

  const activeCounts = async () => {
    const rows = await t.database.db
      .select({ tenantCode: memberships.tenantCode, n: count() })
      .from(memberships)
      .where(eq(memberships.status, 'active'))
      .groupBy(memberships.tenantCode);
    return new Map(rows.map((row) => [row.tenantCode, Number(row.n)]));
  };

  it("answers each tenant's own number of active members", async () => {
    const shown = await listed();
    const expected = await activeCounts();
    expect(shown.size).toBeGreaterThan(3);
    for (const [tenantCode, memberCount] of shown) expect(memberCount, tenantCode).toBe(expected.get(tenantCode) ?? 0);
    // The demo's tenants differ in size, so the column does too.
    expect(new Set(shown.values()).size).toBeGreaterThan(1);
  });

  it('a disabled membership no longer counts for its tenant only', async () => {
    const before = await listed();
    const [member] = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.tenantCode, 'T-CH-ANHENG'), eq(memberships.status, 'active')))
      .limit(1);
    await t.database.db
      .update(memberships)
      .set({ status: 'disabled' })
      .where(and(eq(memberships.tenantCode, member.tenantCode), eq(memberships.accountId, member.accountId)));
    const after = await listed();
    expect(after.get('T-CH-ANHENG')).toBe(before.get('T-CH-ANHENG')! - 1);
    for (const [tenantCode, memberCount] of after) if (tenantCode !== 'T-CH-ANHENG') expect(memberCount, tenantCode).toBe(before.get(tenantCode));
  });
});
