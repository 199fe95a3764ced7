/**
 * The demo set's year of history (DEMO_HISTORY, domain/metrics/demo.ts) on PGlite and
 * PostgreSQL: seeded once with the demo set, every wallet still consistent and every demo
 * account's balance what it is without the history, the channels' project pages open on the
 * historic projects, the quotas keep room for the marketplace, and after a rebuild of the
 * summaries the dashboards show twelve months of 安衡咨询's purchases and 恒信安全服务 on the
 * collaboration dashboard.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_GROUPS } from '../../../domain/demo';
import type { BusinessDashboard, Collaboration } from '../../../domain/metrics/contracts';
import { DEMO_HISTORY_CUSTOMERS, DEMO_HISTORY_MONTHS, demoHistoryRows } from '../../../domain/metrics/demo';
import { monthsOf, resolveRange } from '../../../domain/metrics/period';
import type { MarketTemplate } from '../../../domain/projects/marketplaceContracts';
import { chinaMonths } from '../../../domain/kernel/chinaTime';
import { SEED_PARTS } from '../../../server/modules';
import { prepareDatabase } from '../../../server/startup';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };
type Page<T> = { list: T[]; total: number };
interface WalletRow {
  account_id: string;
  balance: number;
  total_in: number;
  total_out: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const MANAGER = '13800000011';
const SUB_CHANNEL_MANAGER = '13800000016';
const P = '/consulting/project/channel';

async function walletsOf(t: TestApp): Promise<Map<string, WalletRow>> {
  const result = await t.database.db.execute(
    sql`select account_id, balance::int as balance, total_in::int as total_in, total_out::int as total_out from wallets`,
  );
  return new Map(rowsOf<WalletRow>(result).map((row) => [row.account_id, row]));
}

const count = async (t: TestApp, query: ReturnType<typeof sql>): Promise<number> =>
  Number(rowsOf<{ n: number | string }>(await t.database.db.execute(query))[0].n);

describe.each(DRIVERS)('demo history (%s)', (driver) => {
  let t: TestApp;
  let plain: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const rows = () => demoHistoryRows(t.clock.now());

  beforeAll(async () => {
    t = await startTestApp(driver, { env: { DEMO_HISTORY: 'true', JOBS_RUNNER: 'false' } });
    plain = await startTestApp(driver, { env: { JOBS_RUNNER: 'false' } });
    for (const phone of [MANAGER, SUB_CHANNEL_MANAGER]) {
      const client = t.client();
      expect((await client.loginWithPassword(phone)).body.success).toBe(true);
      clients.set(phone, client);
    }
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await plain?.close();
  });

  it('is part of the demo seed, once', async () => {
    expect(SEED_PARTS.map((part) => part.area)).toContain('metrics');
    const history = rows();
    const groups = sql`select count(*) as n from project_groups where group_code like 'PG________H%'`;
    const entries = sql`select count(*) as n from wallet_entries where entry_id like 'E-HIST-%'`;
    expect(await count(t, groups)).toBe(history.groups.length);
    expect(await count(t, entries)).toBe(history.entries.length);
    expect(await count(plain, groups)).toBe(0);
    // A second start (the same database prepared again, history on) adds nothing.
    expect((await prepareDatabase(t.database, { DEMO: true, DEMO_HISTORY: true }, t.clock)).seeded).toBe(false);
    expect(await count(t, groups)).toBe(history.groups.length);
    expect(await count(t, entries)).toBe(history.entries.length);
    // A year of it, both channels every month.
    const months = new Set(history.groups.map((group) => `${group.tenantCode} ${chinaMonths(group.purchasedAt, 1).months[0]}`));
    expect(months.size).toBe(2 * DEMO_HISTORY_MONTHS);
  });

  it('keeps every wallet consistent and every balance what the demo set gives it', async () => {
    const withHistory = await walletsOf(t);
    const without = await walletsOf(plain);
    for (const [accountId, wallet] of withHistory) {
      expect(wallet.balance, accountId).toBe(wallet.total_in - wallet.total_out);
      expect(wallet.balance, accountId).toBe(without.get(accountId)?.balance ?? 0);
    }
    for (const { accountId, totalIn } of rows().walletTotals) {
      expect(totalIn).toBeGreaterThan(0);
      expect(withHistory.get(accountId)!.total_in).toBe((without.get(accountId)?.total_in ?? 0) + totalIn);
    }
    // The ledger adds up to the balance, and each entry's balance follows the one before it.
    const ledger = await t.database.db.execute(
      sql`select account_id, amount::int as amount, balance_after::int as balance_after from wallet_entries order by account_id, created_at, entry_id`,
    );
    const running = new Map<string, number>();
    for (const entry of rowsOf<{ account_id: string; amount: number; balance_after: number }>(ledger)) {
      const balance = (running.get(entry.account_id) ?? 0) + entry.amount;
      expect(entry.balance_after, entry.account_id).toBe(balance);
      running.set(entry.account_id, balance);
    }
    for (const [accountId, wallet] of withHistory) expect(running.get(accountId) ?? 0, accountId).toBe(wallet.balance);
    // Every purchase paid: one consume entry per group, under the marketplace's debit key.
    const unpaid = sql`select count(*) as n from project_groups g where g.group_code like 'PG________H%' and not exists (
      select 1 from wallet_entries e where e.type = 'consume' and e.idempotency_key = 'project-group:' || g.tenant_code || ':' || g.request_key and e.amount = -g.price_points)`;
    expect(await count(t, unpaid)).toBe(0);
  });

  it('opens the channels’ project pages on the historic projects', async () => {
    const history = rows();
    for (const [phone, tenantCode, demoGroups] of [
      [MANAGER, 'T-CH-ANHENG', DEMO_PROJECT_GROUPS.filter((group) => group.tenantCode === 'T-CH-ANHENG').length],
      [SUB_CHANNEL_MANAGER, 'T-CH-HENGXIN', 0],
    ] as const) {
      const own = history.groups.filter((group) => group.tenantCode === tenantCode);
      const page = (
        await as(phone).get<Page<{ projectGroupCode?: string; groupCode?: string }>>(`${P}/listGroup`, { scope: 'all', current: '1', pageSize: '10' })
      ).body as Answer<Page<unknown>>;
      expect(page.success, page.errorMsg).toBe(true);
      expect(page.data.total).toBe(demoGroups + own.length);
      // One group and project of each product: the group, the project and its delivery steps open.
      for (const productCode of new Set(own.map((group) => group.productCode))) {
        const group = own.find((candidate) => candidate.productCode === productCode)!;
        const project = history.projects.find((candidate) => candidate.groupCode === group.groupCode)!;
        for (const [path, query] of [
          [`${P}/projectGroupDetailInfo`, { projectGroupCode: group.groupCode }],
          [`${P}/detailInfo`, { projectCode: project.projectCode }],
          [`${P}/deliveryAssets/list.json`, { projectCode: project.projectCode }],
        ] as const) {
          const answer = (await as(phone).get(path, query)).body as Answer<unknown>;
          expect(answer.success, `${path} ${productCode}: ${answer.errorMsg}`).toBe(true);
        }
      }
    }
    // The history's customers are listed with their profiles.
    const customers = (await as(MANAGER).get(`/api/customer/list.json`, { current: '1', pageSize: '50' })).body as Answer<
      Page<{ customerTenantCode: string }>
    >;
    expect(customers.success).toBe(true);
    const codes = customers.data.list.map((item) => item.customerTenantCode);
    for (const item of DEMO_HISTORY_CUSTOMERS) expect(codes).toContain(item.customerTenantCode);
  });

  it('leaves room in every quota for the marketplace', async () => {
    for (const phone of [MANAGER, SUB_CHANNEL_MANAGER]) {
      const offers = (await as(phone).get(`/consulting/template/templateList`)).body as Answer<MarketTemplate[]>;
      expect(offers.success).toBe(true);
      expect(offers.data.length).toBeGreaterThan(0);
      for (const offer of offers.data) expect(offer.remainingQuota, `${phone} ${offer.productCode}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('shows a year of figures on the dashboards after a rebuild', async () => {
    const metrics = (t.app as unknown as { metrics: { rebuild(): Promise<unknown> } }).metrics;
    await metrics.rebuild();
    const now = t.clock.now();
    const months = monthsOf(resolveRange({}, now));
    // Hand-computed: 安衡咨询's purchases (the demo set's and the history's, none withdrawn) by China month.
    const expected = new Map(months.map((month) => [month, { projects: 0, points: 0 }]));
    const history = rows();
    for (const group of history.groups.filter((candidate) => candidate.tenantCode === 'T-CH-ANHENG')) {
      const bucket = expected.get(chinaMonths(group.purchasedAt, 1).months[0])!;
      const projects = history.projects.filter((project) => project.groupCode === group.groupCode).length;
      bucket.projects += projects;
      bucket.points += group.unitPricePoints * projects;
    }
    for (const group of DEMO_PROJECT_GROUPS.filter((candidate) => candidate.tenantCode === 'T-CH-ANHENG')) {
      const bucket = expected.get(chinaMonths(new Date(now.getTime() - group.purchasedDaysAgo * 86_400_000), 1).months[0]);
      if (!bucket) continue;
      bucket.projects += group.projects.length;
      bucket.points += group.unitPricePoints * group.projects.length;
    }
    const business = (await as(MANAGER).get(`/api/dashboard/channel/business.json`)).body as Answer<BusinessDashboard>;
    expect(business.success, business.errorMsg).toBe(true);
    expect(business.data.byMonth.map(({ month, projects, points }) => ({ month, projects, points }))).toEqual(
      months.map((month) => ({ month, ...expected.get(month)! })),
    );
    for (const row of business.data.byMonth) expect(row.projects, row.month).toBeGreaterThan(0);
    expect(business.data.totals.delivered).toBeGreaterThan(0);
    expect(business.data.totals.delayed).toBeGreaterThan(0);

    const collaboration = (await as(MANAGER).get(`/api/dashboard/channel/collaboration.json`)).body as Answer<Collaboration>;
    expect(collaboration.success, collaboration.errorMsg).toBe(true);
    const hengxin = collaboration.data.list.find((row) => row.tenantCode === 'T-CH-HENGXIN');
    const own = history.groups.filter((group) => group.tenantCode === 'T-CH-HENGXIN');
    expect(hengxin).toMatchObject({
      projects: history.projects.filter((project) => own.some((group) => group.groupCode === project.groupCode)).length,
      points: own.reduce((sum, group) => sum + group.pricePoints, 0),
    });
    expect(hengxin!.customers).toBeGreaterThan(0);
    expect(hengxin!.delivered).toBeGreaterThan(0);
  });
});
