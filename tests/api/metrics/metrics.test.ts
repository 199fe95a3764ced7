/**
 * The dashboards on PGlite and PostgreSQL (issue 32): every figure of a small channel of its own
 * (./fixture.ts) against what its rows give by hand, after `app.metrics.refresh()`; each total
 * against the sum of the list it links to; scope (another channel, a customer, the sub-manager,
 * the hidden collaboration tab); the platform's totals exact after two refreshes at once; a
 * figure following a purchase made through the API; the day's roll; the analysis against the
 * previous period and its 24001; the Excel exports.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analysis, BusinessDashboard, Collaboration, ConsumptionItem, DataHub, PlatformOverview } from '../../../domain/metrics/contracts';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import {
  G,
  insertMetricsFixture,
  MT,
  MT_CONSULTANT,
  MT_CU1,
  MT_CU2,
  MT_CU3,
  MT_MANAGER,
  MT_SUB,
  MT_SUB_CHANNEL_MANAGER,
  MT_SUB_MANAGER,
} from './fixture';

type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };
type ConsumptionPage = { list: ConsumptionItem[]; total: number; totals: { entries: number; points: number; refundedPoints: number } };

const HUB = '/api/dashboard/channel/dataHub.json';
const BUSINESS = '/api/dashboard/channel/business.json';
const COLLABORATION = '/api/dashboard/channel/collaboration.json';
const CONSUMPTION = '/api/dashboard/channel/consumption/list.json';
const OPTIONS = '/api/dashboard/channel/consumption/options.json';
const CONSUMPTION_EXPORT = '/api/dashboard/channel/consumption/export';
const OVERVIEW = '/api/dashboard/platform/overview.json';
const ANALYSIS = '/api/dashboard/platform/analysis.json';
const ANALYSIS_EXPORT = '/api/dashboard/platform/analysis/export';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe.each(DRIVERS)('dashboards (%s)', (driver) => {
  let t: TestApp;
  let manager: TestClient;
  let subManager: TestClient;
  let subChannelManager: TestClient;
  const demo = new Map<string, TestClient>();
  const get = async <T>(client: TestClient, url: string, query?: Record<string, string>) => {
    const answer = (await client.get<T>(url, query)).body as Answer<T>;
    expect(answer.success, `${url}: ${answer.errorCode} ${answer.errorMsg}`).toBe(true);
    return answer.data;
  };
  /** The platform's rows as a comparable list. */
  const platformRows = async () =>
    rowsOf<{ fact: string; dim_kind: string; month: string; dim_value: string; count: number; amount: number }>(
      await t.database.db.execute(sql`select fact, dim_kind, month, dim_value, count::float8 as count, amount::float8 as amount
                                         from metric_platform_months where count <> 0 or amount <> 0 order by 1, 2, 3, 4`),
    );
  /** The platform's rows recomputed from the tenants' month rows (what they must always equal). */
  const platformFromTenants = async () =>
    rowsOf<{ fact: string; dim_kind: string; month: string; dim_value: string; count: number; amount: number }>(
      await t.database.db.execute(sql`
        select fact, dim_kind, month, dim_value, sum(count)::float8 as count, sum(amount)::float8 as amount from (
          select fact, 'all' as dim_kind, month, '' as dim_value, count, amount from metric_tenant_months
          union all select fact, 'channel', month, channel_code, count, amount from metric_tenant_months
          union all select fact, 'region', month, region_code, count, amount from metric_tenant_months
          union all select fact, 'tenantType', month, tenant_type, count, amount from metric_tenant_months
          union all select fact, 'product', month, product_code, count, amount from metric_tenant_months where product_code <> ''
        ) x group by 1, 2, 3, 4 having sum(count) <> 0 or sum(amount) <> 0 order by 1, 2, 3, 4`),
    );

  beforeAll(async () => {
    t = await startTestApp(driver, { env: { JOBS_RUNNER: 'false' } });
    for (const phone of ['13800000001', '13800000011', '13800000012', '13800000016', '13800000021']) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, login.body.errorMsg).toBe(true);
      demo.set(phone, client);
    }
    // The summary was rebuilt as of today (at start or in the prepared database): the first
    // refresh has nothing to do, the day's roll included (the demo's overdue disposals are in it).
    expect((await t.app.metrics.refresh()).processed).toBe(0);
  }, 120_000);
  afterAll(async () => t?.close());

  let demoHubBefore: DataHub;
  let overviewBefore: PlatformOverview;
  it('adds a channel of its own; the refresh takes its marks', async () => {
    demoHubBefore = await get<DataHub>(demo.get('13800000011')!, HUB);
    overviewBefore = await get<PlatformOverview>(demo.get('13800000001')!, OVERVIEW);
    await insertMetricsFixture(t);
    const waiting = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from metric_dirty where tenant_code = ${MT}`))[0]
      .n;
    expect(waiting).toBeGreaterThan(0);
    const { processed } = await t.app.metrics.refresh();
    expect(processed).toBeGreaterThanOrEqual(waiting);
    expect(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from metric_dirty`))[0].n).toBe(0);
    manager = await t.sessionFor(MT_MANAGER, MT);
    subManager = await t.sessionFor(MT_SUB_MANAGER, MT);
    subChannelManager = await t.sessionFor(MT_SUB_CHANNEL_MANAGER, MT_SUB);
  });

  it('智能数据中心: customers, projects, findings and attention of the range, by hand', async () => {
    const hub = await get<DataHub>(manager, HUB);
    expect(hub.range).toEqual({ startMonth: '2024-07', endMonth: '2025-06' });
    expect(hub.freshness.pending).toBe(false);
    expect(hub.totals).toEqual({
      customers: 2,
      projects: 3,
      inProgress: 2,
      finished: 1,
      delayed: 1,
      highGaps: 2,
      highRisks: 1,
      residualHighRisks: 1,
      overdueDisposals: 1,
      attentionCustomers: 2,
    });
    expect(hub.byIndustry.map((b) => [b.code, b.customers, b.projects])).toEqual([
      ['I', 1, 2],
      ['C', 1, 1],
    ]);
    expect(hub.byIndustry[0].name).toContain('信息传输');
    expect(hub.byRegion.map((b) => [b.code, b.name, b.customers, b.projects])).toEqual([
      ['330000', '浙江省', 1, 2],
      ['110000', '北京市', 1, 1],
    ]);
    expect(hub.byServiceState.map((s) => [s.serviceKind, s.state, s.projects])).toEqual([
      ['riskAssessment', 'inhand', 1],
      ['riskAssessment', 'finished', 1],
      ['gapAnalysis', 'inhand', 1],
    ]);
    expect(hub.byServiceState[0]).toMatchObject({ serviceKindName: '风险评估（GB/T 20984）', stateName: '进行中' });
    expect(hub.gapLevels).toEqual([
      { level: 1, open: 0 },
      { level: 2, open: 1 },
      { level: 3, open: 0 },
      { level: 4, open: 1 },
      { level: 5, open: 1 },
    ]);
    expect(hub.riskLevels.map((r) => [r.level, r.risks, r.open])).toEqual([
      [1, 0, 0],
      [2, 1, 1],
      [3, 0, 0],
      [4, 1, 0],
      [5, 1, 1],
    ]);
    // 测试客户甲: 1 late project (4) + 1 residual high risk (3) + 1 high risk (2) = 9; 测试客户乙: 1 overdue (5) + 2 high gaps (1 each) = 7.
    expect(hub.attention.map((a) => [a.customerTenantCode, a.customerName, a.score, a.projectCode, a.link])).toEqual([
      [MT_CU1, '测试客户甲', 9, 'PJ-MT-2', `/projectList/myProject/detail/${G.g1}`],
      [MT_CU2, '测试客户乙', 7, 'PJ-MT-3', `/projectList/myProject/detail/${G.g2}`],
    ]);
    expect(hub.attention[0].reasons).toEqual(['1 个项目延期', '1 项残余高风险', '1 项高风险未处置']);
    // Totals equal the sums of their lists.
    expect(hub.byServiceState.reduce((n, s) => n + s.projects, 0)).toBe(hub.totals.projects);
    expect(hub.byIndustry.reduce((n, b) => n + b.customers, 0)).toBe(hub.totals.customers);
    expect(hub.byRegion.reduce((n, b) => n + b.projects, 0)).toBe(hub.totals.projects);
    // A range without the purchases shows nothing.
    const empty = await get<DataHub>(manager, HUB, { startMonth: '2023-01', endMonth: '2023-12' });
    expect(empty.totals.projects).toBe(0);
    expect(empty.attention).toEqual([]);
  });

  it('业务看板: purchases, points, deliveries, delays, consultants and quota, by hand', async () => {
    const board = await get<BusinessDashboard>(manager, BUSINESS);
    // Bought in range: PJ-MT-1, 2 (1000 each), PJ-MT-3 (500); delivered in range: PJ-MT-1 (26 days), PJ-MT-5 (56 days, bought 2024-05).
    expect(board.totals).toEqual({ projects: 3, points: 2500, delivered: 2, delayed: 1, avgDeliveryDays: 41 });
    const month = (m: string) => board.byMonth.find((row) => row.month === m);
    expect(board.byMonth).toHaveLength(12);
    expect(month('2025-03')).toEqual({ month: '2025-03', projects: 2, points: 2000, delivered: 0 });
    expect(month('2025-04')).toEqual({ month: '2025-04', projects: 0, points: 0, delivered: 1 });
    expect(month('2025-05')).toEqual({ month: '2025-05', projects: 1, points: 500, delivered: 0 });
    expect(month('2024-07')).toEqual({ month: '2024-07', projects: 0, points: 0, delivered: 1 });
    expect(board.byProduct.map((p) => [p.productCode, p.projects, p.points, p.delivered, p.delayed, p.avgDeliveryDays, p.plannedDays])).toEqual([
      ['PD-RA-20984', 2, 2000, 2, 1, 41, 30],
      ['PD-GAP-ISO27001', 1, 500, 0, 0, null, 21],
    ]);
    expect(board.byConsultant).toEqual([
      { accountId: MT_CONSULTANT, name: '顾问甲', projects: 2, inProgress: 1, finished: 1, delayed: 1, avgProgress: 70, avgDeliveryDays: 26 },
      { accountId: '', name: '未分配', projects: 1, inProgress: 1, finished: 0, delayed: 0, avgProgress: 10, avgDeliveryDays: null },
    ]);
    // Quota used: every project of the product not withdrawn (PJ-MT-1, 2, 5).
    expect(board.quotas).toEqual([
      expect.objectContaining({
        authorizationCode: 'AU-MT-1',
        productCode: 'PD-RA-20984',
        quota: 10,
        used: 3,
        left: 7,
        validTo: '2025-12-31',
        status: 'effective',
        statusName: '生效中',
      }),
    ]);
    const sum = (rows: { projects: number }[]) => rows.reduce((n, row) => n + row.projects, 0);
    expect(sum(board.byMonth)).toBe(board.totals.projects);
    expect(sum(board.byProduct)).toBe(board.totals.projects);
    expect(sum(board.byConsultant)).toBe(board.totals.projects);
    expect(board.byMonth.reduce((n, row) => n + row.points, 0)).toBe(board.totals.points);
    expect(board.byMonth.reduce((n, row) => n + row.delivered, 0)).toBe(board.totals.delivered);
  });

  it('协同看板: the sub-channel ranked, for the manager only', async () => {
    const board = await get<Collaboration>(manager, COLLABORATION);
    expect(board.totals).toEqual({ subChannels: 1, customers: 1, projects: 2, points: 760, delivered: 1, delayed: 1 });
    expect(board.list).toEqual([
      {
        rank: 1,
        tenantCode: MT_SUB,
        name: '测试下级渠道',
        region: '江苏省南京市',
        customers: 1,
        projects: 2,
        points: 760,
        delivered: 1,
        delayed: 1,
        lastPurchaseAt: '2025-02-10T02:00:00.000Z',
      },
    ]);
    expect(board.byMonth.find((row) => row.month === '2025-02')).toEqual({ month: '2025-02', projects: 2, points: 760 });
    expect((await subManager.get(COLLABORATION)).body.errorCode).toBe('403');
    // The sub-channel's manager sees its own (none) but never its parent's figures.
    const own = await get<Collaboration>(subChannelManager, COLLABORATION);
    expect(own.totals.subChannels).toBe(0);
    const subHub = await get<DataHub>(subChannelManager, HUB);
    expect(subHub.totals).toMatchObject({ customers: 1, projects: 2 });
    expect(subHub.attention.map((a) => a.customerTenantCode)).toEqual([MT_CU3]);
  });

  it('消费明细: the filters, the totals over every page, the options', async () => {
    const all = await get<ConsumptionPage>(manager, CONSUMPTION, { current: '1', pageSize: '2' });
    expect(all.totals).toEqual({ entries: 5, points: 4100, refundedPoints: 500 });
    expect(all.total).toBe(5);
    const pages = [all.list];
    for (const current of ['2', '3']) pages.push((await get<ConsumptionPage>(manager, CONSUMPTION, { current, pageSize: '2' })).list);
    const rows = pages.flat();
    expect(rows.map((row) => row.entryId)).toEqual(['E-MT-7', 'E-MT-3', 'E-MT-4', 'E-MT-2', 'E-MT-6']);
    expect(rows.reduce((n, row) => n + row.points, 0)).toBe(all.totals.points);
    expect(rows.find((row) => row.entryId === 'E-MT-2')).toMatchObject({
      memberName: '测试渠道管理员',
      points: 2000,
      productCode: 'PD-RA-20984',
      customerTenantCode: MT_CU1,
      customerName: '测试客户甲',
      groupCode: G.g1,
      projects: 2,
      refunded: false,
    });
    expect(rows.find((row) => row.entryId === 'E-MT-4')?.refunded).toBe(true);
    expect(rows.find((row) => row.entryId === 'E-MT-7')).toMatchObject({ productCode: null, groupCode: null, projects: 0 });
    const totalsOf = async (query: Record<string, string>) =>
      (await get<ConsumptionPage>(manager, CONSUMPTION, { current: '1', pageSize: '10', ...query })).totals;
    expect(await totalsOf({ productCode: 'PD-GAP-ISO27001' })).toEqual({ entries: 2, points: 1000, refundedPoints: 500 });
    expect(await totalsOf({ customerTenantCode: MT_CU2 })).toEqual({ entries: 2, points: 1500, refundedPoints: 0 });
    expect(await totalsOf({ accountId: MT_SUB_MANAGER })).toEqual({ entries: 1, points: 500, refundedPoints: 0 });
    expect(await totalsOf({ startDate: '2025-05-01', endDate: '2025-05-31' })).toEqual({ entries: 2, points: 600, refundedPoints: 0 });
    const options = await get<{ members: { accountId: string }[]; products: { productCode: string }[]; customers: { customerTenantCode: string }[] }>(
      manager,
      OPTIONS,
    );
    expect(options.members.map((m) => m.accountId).sort()).toEqual([MT_MANAGER, MT_SUB_MANAGER]);
    expect(options.products.map((p) => p.productCode).sort()).toEqual(['PD-GAP-ISO27001', 'PD-RA-20984']);
    expect(options.customers.map((c) => c.customerTenantCode).sort()).toEqual([MT_CU1, MT_CU2]);
    // Another channel's list never shows these rows.
    const other = await get<ConsumptionPage>(demo.get('13800000011')!, CONSUMPTION, { current: '1', pageSize: '100' });
    expect(other.list.some((row) => row.entryId.startsWith('E-MT-'))).toBe(false);
  });

  it('exports the consumption list to Excel with a totals row and a Chinese file name', async () => {
    const response = await manager.get(CONSUMPTION_EXPORT, { productCode: 'PD-RA-20984' });
    expect(response.status).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('消费明细-20250602.xlsx')}`);
    const raw = await t.app.inject({
      method: 'GET',
      url: CONSUMPTION_EXPORT,
      query: { productCode: 'PD-RA-20984' },
      headers: { cookie: `sid=${manager.token}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('消费时间');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).getCell(1).value).toBe('合计（2 笔）');
    expect(sheet.getRow(4).getCell(3).value).toBe(3000);
  });

  it('scope: another channel sees none of it, a customer gets 403, the hidden tab refuses the collaboration', async () => {
    const after = await get<DataHub>(demo.get('13800000011')!, HUB);
    expect(after.totals).toEqual(demoHubBefore.totals);
    expect(after.attention.map((a) => a.customerTenantCode)).toEqual(demoHubBefore.attention.map((a) => a.customerTenantCode));
    const customer = demo.get('13800000021')!;
    for (const url of [HUB, BUSINESS, COLLABORATION, CONSUMPTION, OVERVIEW, ANALYSIS]) expect((await customer.get(url)).body.errorCode).toBe('403');
    expect((await demo.get('13800000012')!.get(COLLABORATION)).body.errorCode).toBe('403');
    expect((await demo.get('13800000012')!.get(HUB)).body.success).toBe(true);
    expect((await manager.get(OVERVIEW)).body.errorCode).toBe('403');
    const anheng = await get<Collaboration>(demo.get('13800000011')!, COLLABORATION);
    expect(anheng.list.map((row) => row.tenantCode)).toEqual(['T-CH-HENGXIN']);
    await t.database.db.execute(sql`update tenants set h_tab = 'collaborationDashboard' where tenant_code = 'T-CH-ANHENG'`);
    try {
      expect((await demo.get('13800000011')!.get(COLLABORATION)).body.errorCode).toBe('403');
      expect((await demo.get('13800000011')!.get(HUB)).body.success).toBe(true);
    } finally {
      await t.database.db.execute(sql`update tenants set h_tab = '' where tenant_code = 'T-CH-ANHENG'`);
    }
  });

  it('经营指标中心: the channel adds its facts to the platform, compared with the previous period', async () => {
    const root = demo.get('13800000001')!;
    const overview = await get<PlatformOverview>(root, OVERVIEW);
    const figure = (o: PlatformOverview, measure: string) => o.figures.find((f) => f.measure === measure)!;
    // In 2024-07..2025-06: a 5,000-point recharge of 5,000.00 yuan; the channel's 3 purchases and the sub-channel's 2.
    expect(figure(overview, 'rechargeAmount').value - figure(overviewBefore, 'rechargeAmount').value).toBe(5000);
    expect(figure(overview, 'purchaseProjects').value - figure(overviewBefore, 'purchaseProjects').value).toBe(5);
    expect(figure(overview, 'purchasePoints').value - figure(overviewBefore, 'purchasePoints').value).toBe(3260);
    expect(figure(overview, 'pointsOut').value - figure(overviewBefore, 'pointsOut').value).toBe(3100);
    expect(figure(overview, 'newTenants').value - figure(overviewBefore, 'newTenants').value).toBe(5);
    expect(figure(overview, 'channelApprovals').value - figure(overviewBefore, 'channelApprovals').value).toBe(1);
    expect(overview.topChannels.find((c) => c.code === MT)).toEqual({ code: MT, name: '测试渠道', projects: 3, points: 2500 });
    const byChannel = await get<Analysis>(root, ANALYSIS, { measure: 'purchaseProjects', dimension: 'channel' });
    expect(byChannel.previousRange).toEqual({ startMonth: '2023-07', endMonth: '2024-06' });
    expect(byChannel.rows.find((row) => row.key === MT)).toEqual({ key: MT, name: '测试渠道', value: 3, previous: 1, change: 2 });
    expect(byChannel.rows.reduce((n, row) => n + row.value, 0)).toBe(byChannel.total.value);
    const days = await get<Analysis>(root, ANALYSIS, { measure: 'avgDeliveryDays', dimension: 'channel' });
    expect(days.rows.find((row) => row.key === MT)).toMatchObject({ value: 41, previous: 0, change: null });
    const byMonth = await get<Analysis>(root, ANALYSIS, {
      measure: 'purchaseProjects',
      dimension: 'period',
      startMonth: '2025-02',
      endMonth: '2025-03',
    });
    expect(byMonth.previousRange).toEqual({ startMonth: '2024-12', endMonth: '2025-01' });
    expect(byMonth.rows.map((row) => row.name)).toEqual(['2025年2月', '2025年3月']);
    expect(byMonth.rows.reduce((n, row) => n + row.value, 0)).toBe(byMonth.total.value);
    const byRegion = await get<Analysis>(root, ANALYSIS, {
      measure: 'purchasePoints',
      dimension: 'region',
      startMonth: '2025-02',
      endMonth: '2025-02',
    });
    expect(byRegion.rows.find((row) => row.key === '320000')).toMatchObject({ name: '江苏省', value: 760 });
    const refused = (await root.get(ANALYSIS, { measure: 'channelApprovals', dimension: 'channel' })).body;
    expect(refused).toMatchObject({ success: false, errorCode: '24001' });
    const exported = await root.get(ANALYSIS_EXPORT, { measure: 'purchaseProjects', dimension: 'channel' });
    expect(exported.status).toBe(200);
    expect(String(exported.headers['content-disposition'])).toContain(encodeURIComponent('指标分析-购买项目数'));
    expect((await root.get(ANALYSIS_EXPORT, { measure: 'certificates', dimension: 'product' })).body.errorCode).toBe('24001');
  });

  it('a withdrawn purchase takes its figures off the platform: a falling figure is applied, not refused', async () => {
    const db = t.database.db;
    await t.app.metrics.refresh();
    const before = await platformRows();
    // PostgreSQL checks an INSERT … ON CONFLICT's proposed row (count −1) before it finds the
    // conflict: adding the difference that way refused every falling figure, and the refresh failed.
    await db.execute(sql`update project_groups set status = 'withdrawn'
                          where group_code = (select group_code from project_groups where status = 'active' order by purchased_at desc limit 1)`);
    await t.app.metrics.refresh();
    const after = await platformRows();
    expect(after).not.toEqual(before);
    expect(after).toEqual(await platformFromTenants());
  });

  it('two refreshes at once apply each difference once: the platform equals its tenants, and a rebuild', async () => {
    const db = t.database.db;
    // Forget the summary's platform side and mark every tenant: each refresh would add a tenant's whole rows.
    await db.execute(sql`delete from metric_tenant_months`);
    await db.execute(sql`delete from metric_platform_months`);
    await db.execute(sql`insert into metric_dirty (tenant_code, project_code) select tenant_code, '' from tenants on conflict do nothing`);
    await db.execute(sql`insert into metric_dirty (tenant_code, project_code) select tenant_code, project_code from projects on conflict do nothing`);
    const [a, b] = await Promise.all([t.app.metrics.refresh(), t.app.metrics.refresh()]);
    const tenants = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from tenants`))[0].n;
    expect(a.processed + b.processed).toBeGreaterThanOrEqual(tenants);
    const platform = await platformRows();
    expect(platform.length).toBeGreaterThan(0);
    expect(platform).toEqual(await platformFromTenants());
    await t.app.metrics.rebuild();
    expect(await platformRows()).toEqual(platform);
  });

  it('a purchase through the API shows at once on the channel, and on the platform after the refresh', async () => {
    const anheng = demo.get('13800000011')!;
    const before = await get<BusinessDashboard>(anheng, BUSINESS);
    const platformBefore = await get<PlatformOverview>(demo.get('13800000001')!, OVERVIEW);
    const bought = (
      await anheng.post<{ pricePoints: number }>('/channel/projectGroup/saveGroup.json', {
        productCode: 'PD-QN-ONLINE',
        customerTenantCode: 'T-CU-DEMO',
        objects: [{ name: '看板测试对象一' }, { name: '看板测试对象二' }],
        requestKey: `metrics-${driver}-${Date.now()}`,
      })
    ).body as Answer<{ pricePoints: number }>;
    expect(bought.success, bought.errorMsg).toBe(true);
    // The channel's own read refreshes its few marks first.
    const after = await get<BusinessDashboard>(anheng, BUSINESS);
    expect(after.totals.projects).toBe(before.totals.projects + 2);
    expect(after.totals.points).toBe(before.totals.points + bought.data.pricePoints);
    expect(after.freshness.pending).toBe(false);
    await t.app.metrics.refresh();
    const platformAfter = await get<PlatformOverview>(demo.get('13800000001')!, OVERVIEW);
    const figure = (o: PlatformOverview, measure: string) => o.figures.find((f) => f.measure === measure)!.value;
    expect(figure(platformAfter, 'purchaseProjects')).toBe(figure(platformBefore, 'purchaseProjects') + 2);
    expect(figure(platformAfter, 'pointsOut')).toBe(figure(platformBefore, 'pointsOut') + bought.data.pricePoints);
    expect(platformAfter.freshness.pending).toBe(false);
  });

  it('the new day: a project past its due day becomes late without any change to it', async () => {
    const before = await get<BusinessDashboard>(manager, BUSINESS);
    expect(before.totals.delayed).toBe(1);
    // PJ-MT-3 was bought 2025-05-20 with 21 planned days: due 2025-06-10, late from 2025-06-11.
    t.clock.advance(9 * 86_400_000);
    await t.app.metrics.refresh();
    manager = await t.sessionFor(MT_MANAGER, MT);
    const after = await get<BusinessDashboard>(manager, BUSINESS);
    expect(after.totals.delayed).toBe(2);
    const hub = await get<DataHub>(manager, HUB);
    expect(hub.totals.delayed).toBe(2);
  });
});
