/**
 * The service marketplace and purchases (issue 12, /project): what 安衡咨询 may sell at which
 * price and quota, its customers, the purchase (debit, group, projects, tasks, timeline in one
 * transaction; idempotent by requestKey; 13001 and the other refusals create nothing), and
 * platform finance's withdrawal with refund. On PGlite and PostgreSQL.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketCustomer, MarketGroupItem, MarketTemplate } from '../../../domain/projects/marketplaceContracts';
import { DEMO_PRODUCTS, DEMO_PROJECT_GROUPS } from '../../../domain/demo';
import { customerTasksOf } from '../../../domain/projects/rules';
import { auditLog, productAuthorizations, projectEvents, projectGroups, projects, projectTasks, walletEntries } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PLATFORM_MANAGER = '13800000001';
const CHANNEL_MANAGER = '13800000011';
const CHANNEL_EXECUTOR = '13800000014';
const CUSTOMER_PM = '13800000021';
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };
type Purchase = {
  groupCode: string;
  projectCodes: string[];
  pricePoints: number;
  balanceAfter: number;
  replayed: boolean;
  deliveryTenantCode: string;
};

const SAVE = '/channel/projectGroup/saveGroup.json';
let keySeq = 0;
const newKey = () => `test-key-${process.pid}-${++keySeq}-${Date.now()}`;

describe.each(DRIVERS)('marketplace (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const buy = async (who: string, body: Record<string, unknown>) => (await as(who).post<Purchase>(SAVE, body)).body as Answer<Purchase>;
  const balance = (accountId = 'A-11') => t.app.wallet.balanceOf(accountId);
  const groupCount = async () => (await t.database.db.select({ n: count() }).from(projectGroups))[0].n;
  const fingerprint = async () => {
    const db = t.database.db;
    const [[g], [p], [k], [e], [w]] = await Promise.all([
      db.select({ n: count() }).from(projectGroups),
      db.select({ n: count() }).from(projects),
      db.select({ n: count() }).from(projectTasks),
      db.select({ n: count() }).from(projectEvents),
      db.select({ n: count() }).from(walletEntries),
    ]);
    return JSON.stringify([g.n, p.n, k.n, e.n, w.n, await balance()]);
  };

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [PLATFORM_MANAGER, CHANNEL_MANAGER, CHANNEL_EXECUTOR, CUSTOMER_PM]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, login.body.errorMsg).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it("lists 安衡咨询's sellable services with the silver discount and the quota left", async () => {
    const answer = (await as(CHANNEL_MANAGER).get<MarketTemplate[]>('/consulting/template/templateList')).body;
    expect(answer.success, answer.errorMsg).toBe(true);
    const byCode = new Map(answer.data.map((item) => [item.productCode, item]));
    expect([...byCode.keys()].sort()).toEqual([
      'PD-CERT-ISO27001',
      'PD-EXAM-ANNEXA',
      'PD-EXAM-AUDIT',
      'PD-EXAM-ISO27001',
      'PD-GAP-ISO27001',
      'PD-GAP-MLPS3',
      'PD-QN-ONLINE',
      'PD-RA-20984',
    ]);
    expect(byCode.get('PD-RA-20984')).toMatchObject({
      name: '信息安全风险评估（GB/T 20984-2022）',
      standard: 'gov',
      pricePoints: 2_470,
      authorizedPricePoints: 2_600,
      equityDiscountPercent: 95,
      quota: 20,
      usedQuota: 3,
      remainingQuota: 17,
    });
    expect(byCode.get('PD-QN-ONLINE')?.pricePoints).toBe(380);
    expect(byCode.get('PD-RA-20984')?.steps.length).toBeGreaterThan(0);
    // MLPS3 is bought twice in the demo (once delivered by the platform).
    const mlpsUsed = DEMO_PROJECT_GROUPS.filter((g) => g.authorizationCode === 'AU-DEMO-0002').reduce((sum, g) => sum + g.projects.length, 0);
    expect(byCode.get('PD-GAP-MLPS3')).toMatchObject({ pricePoints: 1_615, usedQuota: mlpsUsed, remainingQuota: 30 - mlpsUsed });
    const filtered = (await as(CHANNEL_MANAGER).get<MarketTemplate[]>('/consulting/template/templateList', { keyword: '问卷' })).body;
    expect(filtered.data.map((item) => item.productCode)).toEqual(['PD-QN-ONLINE']);
  });

  it('answers the same services as options, and nothing to the platform (no channel)', async () => {
    const options = (await as(CHANNEL_EXECUTOR).get<{ productCode: string; name: string }[]>('/consulting/template/consulting/allValidTemplateList'))
      .body;
    expect(options.success, options.errorMsg).toBe(true);
    expect(options.data).toHaveLength(8);
    const platform = (await as(PLATFORM_MANAGER).get<MarketTemplate[]>('/consulting/template/templateList')).body;
    expect(platform).toMatchObject({ success: true, data: [] });
    const customer = await as(CUSTOMER_PM).get('/consulting/template/templateList');
    expect(customer.body.errorCode).toBe('403');
  });

  it("lists the channel's own customers to buy for, searchable by name", async () => {
    const answer = (await as(CHANNEL_MANAGER).get<MarketCustomer[]>('/consulting/tenant/getTenantListForProject')).body;
    expect(answer.success, answer.errorMsg).toBe(true);
    expect(answer.data.map((item) => item.tenantCode).sort()).toEqual(['T-CU-DEMO', 'T-CU-NINGBO', 'T-CU-SHAOXING']);
    expect(answer.data.find((item) => item.tenantCode === 'T-CU-DEMO')?.tenantZhName).toBe('示例科技有限公司');
    const searched = (await as(CHANNEL_MANAGER).get<MarketCustomer[]>('/consulting/tenant/getTenantListForProject', { keyword: '示例' })).body;
    expect(searched.data.map((item) => item.tenantCode)).toEqual(['T-CU-DEMO']);
  });

  let bought: Purchase;
  it('buys a service: the debit, the group, its projects, the customer tasks and the timeline together', async () => {
    const before = await balance();
    const requestKey = newKey();
    const answer = await buy(CHANNEL_MANAGER, {
      productCode: 'PD-QN-ONLINE',
      customerTenantCode: 'T-CU-DEMO',
      objects: [{ name: '办公网络', level: null }],
      remark: '年度问卷',
      requestKey,
    });
    expect(answer.success, answer.errorMsg).toBe(true);
    bought = answer.data;
    expect(bought).toMatchObject({ pricePoints: 380, balanceAfter: before - 380, replayed: false, deliveryTenantCode: 'T-CH-ANHENG' });
    expect(bought.groupCode).toMatch(/^PG\d{8}[0-9A-Z]{6}$/);
    expect(bought.projectCodes).toHaveLength(1);
    expect(await balance()).toBe(before - 380);
    const db = t.database.db;
    const [group] = await db.select().from(projectGroups).where(eq(projectGroups.groupCode, bought.groupCode));
    expect(group).toMatchObject({
      tenantCode: 'T-CH-ANHENG',
      customerTenantCode: 'T-CU-DEMO',
      status: 'active',
      unitPricePoints: 380,
      pricePoints: 380,
      purchasedBy: 'A-11',
      authorizationCode: 'AU-DEMO-0004',
    });
    const rows = await db.select().from(projects).where(eq(projects.groupCode, bought.groupCode));
    expect(rows).toMatchObject([
      { name: '办公网络', level: null, state: 'empty', distributeStatus: 'undispatch', deliveryTenantCode: 'T-CH-ANHENG' },
    ]);
    const product = DEMO_PRODUCTS.find((item) => item.productCode === 'PD-QN-ONLINE')!;
    const tasks = await db.select().from(projectTasks).where(eq(projectTasks.projectCode, bought.projectCodes[0]));
    expect(tasks).toHaveLength(customerTasksOf(product.definition.steps).length);
    const events = await db.select().from(projectEvents).where(eq(projectEvents.groupCode, bought.groupCode));
    expect(events).toMatchObject([{ type: 'purchase', actorAccountId: 'A-11' }]);
    expect(events[0].summary).toContain('380 积分');
    const [entry] = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.idempotencyKey, `project-group:T-CH-ANHENG:${requestKey}`));
    expect(entry).toMatchObject({ accountId: 'A-11', type: 'consume', amount: -380, tenantCode: 'T-CH-ANHENG' });

    // The same request key again (a double click, a retry): the same group, nothing debited again.
    const again = await buy(CHANNEL_MANAGER, {
      productCode: 'PD-QN-ONLINE',
      customerTenantCode: 'T-CU-DEMO',
      objects: [{ name: '办公网络' }],
      requestKey,
    });
    expect(again.data).toMatchObject({ groupCode: bought.groupCode, replayed: true, balanceAfter: before - 380 });
    expect(await balance()).toBe(before - 380);
    // …but not for another purchase.
    const reused = await buy(CHANNEL_MANAGER, {
      productCode: 'PD-RA-20984',
      customerTenantCode: 'T-CU-DEMO',
      objects: [{ name: 'X', level: '2' }],
      requestKey,
    });
    expect(reused.errorCode).toBe('17107');
  });

  it("counts the customer's active projects on the customers list", async () => {
    const list = (
      await as(CHANNEL_MANAGER).get<Page<{ customerTenantCode: string; projectCount: number | null }>>('/api/customer/list.json', { pageSize: '50' })
    ).body;
    const demoCount = DEMO_PROJECT_GROUPS.filter((group) => group.customerTenantCode === 'T-CU-DEMO').reduce(
      (sum, group) => sum + group.projects.length,
      0,
    );
    expect(list.data.list.find((item) => item.customerTenantCode === 'T-CU-DEMO')?.projectCount).toBe(demoCount + 1);
    expect(list.data.list.find((item) => item.customerTenantCode === 'T-CU-SHAOXING')?.projectCount).toBe(0);
  });

  it('buys for the platform to deliver, with a level per gov object', async () => {
    const answer = await buy(CHANNEL_EXECUTOR, {
      productCode: 'PD-GAP-MLPS3',
      customerTenantCode: 'T-CU-NINGBO',
      objects: [{ name: '门户网站', level: '3' }],
      delivery: 'platform',
      requestKey: newKey(),
    });
    // The executor's wallet is empty in the demo: 13001, nothing created.
    expect(answer.errorCode).toBe('13001');
    await t.app.wallet.credit('A-14', 2_000, '测试充值', `test-topup-${newKey()}`, { type: 'gift' });
    const paid = await buy(CHANNEL_EXECUTOR, {
      productCode: 'PD-GAP-MLPS3',
      customerTenantCode: 'T-CU-NINGBO',
      objects: [{ name: '门户网站', level: '3' }],
      delivery: 'platform',
      requestKey: newKey(),
    });
    expect(paid.success, paid.errorMsg).toBe(true);
    expect(paid.data).toMatchObject({ deliveryTenantCode: 'T-PLATFORM', pricePoints: 1_615, balanceAfter: 385 });
  });

  it.each([
    [
      'not enough points',
      {
        productCode: 'PD-RA-20984',
        objects: [
          { name: '系统一', level: '3' },
          { name: '系统二', level: '2' },
        ],
      },
      '13001',
    ],
    ["another channel's customer", { productCode: 'PD-QN-ONLINE', customerTenantCode: 'T-CU-HENGXIN-1', objects: [{ name: 'A' }] }, '17105'],
    ['a gov object without a level', { productCode: 'PD-RA-20984', objects: [{ name: '系统一' }] }, '17106'],
    ['an iso object with a level', { productCode: 'PD-QN-ONLINE', objects: [{ name: '系统一', level: '2' }] }, '17106'],
    ['the same object twice', { productCode: 'PD-QN-ONLINE', objects: [{ name: 'A' }, { name: 'A' }] }, '17106'],
    ['an unknown product', { productCode: 'PD-NOPE', objects: [{ name: 'A' }] }, '17102'],
    ['no objects', { productCode: 'PD-QN-ONLINE', objects: [] }, '400'],
    ['a bad request key', { productCode: 'PD-QN-ONLINE', objects: [{ name: 'A' }], requestKey: 'x' }, '400'],
  ])('refuses %s and creates nothing', async (_name, body, code) => {
    const before = await fingerprint();
    const answer = await buy(CHANNEL_MANAGER, { customerTenantCode: 'T-CU-DEMO', requestKey: newKey(), ...body });
    expect(answer.success).toBe(false);
    expect(answer.errorCode).toBe(code);
    expect(answer.errorMsg).toMatch(/[\u4e00-\u9fa5]/);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses past the quota and once the authorization has ended', async () => {
    const db = t.database.db;
    await db.update(productAuthorizations).set({ quota: 1 }).where(eq(productAuthorizations.authorizationCode, 'AU-DEMO-0003'));
    const before = await fingerprint();
    const over = await buy(CHANNEL_MANAGER, {
      productCode: 'PD-GAP-ISO27001',
      customerTenantCode: 'T-CU-DEMO',
      objects: [{ name: 'ISMS' }],
      requestKey: newKey(),
    });
    expect(over.errorCode).toBe('17104');
    expect(over.errorMsg).toContain('剩余 0');
    await db
      .update(productAuthorizations)
      .set({ quota: 30, validTo: '2025-05-01' })
      .where(eq(productAuthorizations.authorizationCode, 'AU-DEMO-0003'));
    const ended = await buy(CHANNEL_MANAGER, {
      productCode: 'PD-GAP-ISO27001',
      customerTenantCode: 'T-CU-DEMO',
      objects: [{ name: 'ISMS' }],
      requestKey: newKey(),
    });
    expect(ended.errorCode).toBe('17103');
    expect(await fingerprint()).toBe(before);
    await db.update(productAuthorizations).set({ validTo: '2027-12-31' }).where(eq(productAuthorizations.authorizationCode, 'AU-DEMO-0003'));
  });

  it('refuses buyers without createProject, and customers at the door', async () => {
    const platform = await buy(PLATFORM_MANAGER, {
      productCode: 'PD-QN-ONLINE',
      customerTenantCode: 'T-CU-DEMO',
      objects: [{ name: 'A' }],
      requestKey: newKey(),
    });
    expect(platform.errorCode).toBe('17101');
    const customer = await buy(CUSTOMER_PM, {
      productCode: 'PD-QN-ONLINE',
      customerTenantCode: 'T-CU-DEMO',
      objects: [{ name: 'A' }],
      requestKey: newKey(),
    });
    expect(customer.errorCode).toBe('403');
  });

  it('lists every channel’s groups for platform finance, by keyword and status', async () => {
    const answer = (await as(PLATFORM_MANAGER).get<Page<MarketGroupItem>>('/api/platform/projectGroup/list.json', { pageSize: '50' })).body;
    expect(answer.success, answer.errorMsg).toBe(true);
    expect(answer.data.total).toBe(DEMO_PROJECT_GROUPS.length + 2);
    expect(answer.data.list[0].purchasedAt >= answer.data.list.at(-1)!.purchasedAt).toBe(true);
    const started = answer.data.list.find((item) => item.groupCode === 'PG20261015RA0001')!;
    expect(started).toMatchObject({ channelName: '安衡咨询', customerName: '示例科技有限公司', withdrawable: false, projectCount: 3 });
    const mine = answer.data.list.find((item) => item.groupCode === bought.groupCode)!;
    expect(mine).toMatchObject({ withdrawable: true, status: 'active', pricePoints: 380, purchasedByName: expect.any(String) });
    const byName = (await as(PLATFORM_MANAGER).get<Page<MarketGroupItem>>('/api/platform/projectGroup/list.json', { keyword: '宁波' })).body;
    expect(byName.data.list.every((item) => item.customerName.includes('宁波') || item.channelName.includes('宁波'))).toBe(true);
    expect(byName.data.total).toBeGreaterThan(0);
    const byCode = (await as(PLATFORM_MANAGER).get<Page<MarketGroupItem>>('/api/platform/projectGroup/list.json', { keyword: bought.groupCode }))
      .body;
    expect(byCode.data.list.map((item) => item.groupCode)).toEqual([bought.groupCode]);
    expect((await as(CHANNEL_MANAGER).get('/api/platform/projectGroup/list.json')).body.errorCode).toBe('403');
  });

  it('withdraws a group nobody started: refund, status, audit and timeline together; never twice', async () => {
    const before = await balance();
    const refused = await as(CHANNEL_MANAGER).post('/api/platform/projectGroup/withdraw.json', { groupCode: bought.groupCode, reason: '客户取消' });
    expect(refused.body.errorCode).toBe('403');
    const answer = (
      await as(PLATFORM_MANAGER).post<MarketGroupItem & { refundedPoints: number; balanceAfter: number }>(
        '/api/platform/projectGroup/withdraw.json',
        {
          groupCode: bought.groupCode,
          reason: '客户取消',
        },
      )
    ).body;
    expect(answer.success, answer.errorMsg).toBe(true);
    expect(answer.data).toMatchObject({
      status: 'withdrawn',
      refundedPoints: 380,
      balanceAfter: before + 380,
      withdrawable: false,
      withdrawReason: '客户取消',
    });
    expect(await balance()).toBe(before + 380);
    const db = t.database.db;
    const [refund] = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.idempotencyKey, `project-group-refund:${bought.groupCode}`));
    expect(refund).toMatchObject({ accountId: 'A-11', type: 'refund', amount: 380 });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'projects'), eq(auditLog.targetId, bought.groupCode)));
    expect(audits).toHaveLength(1);
    const events = await db
      .select()
      .from(projectEvents)
      .where(and(eq(projectEvents.groupCode, bought.groupCode), eq(projectEvents.type, 'withdraw')));
    expect(events).toHaveLength(1);
    // Projects stay (hidden from delivery lists by the group's status).
    expect((await db.select().from(projects).where(eq(projects.groupCode, bought.groupCode))).length).toBe(1);

    const twice = await as(PLATFORM_MANAGER).post('/api/platform/projectGroup/withdraw.json', { groupCode: bought.groupCode, reason: '再次' });
    expect(twice.body.errorCode).toBe('17108');
    expect(await balance()).toBe(before + 380);
    const started = await as(PLATFORM_MANAGER).post('/api/platform/projectGroup/withdraw.json', { groupCode: 'PG20261015RA0001', reason: '测试' });
    expect(started.body).toMatchObject({ success: false, errorCode: '17109', errorMsg: '项目组中已有项目开始实施，不能撤销' });
    const missing = await as(PLATFORM_MANAGER).post('/api/platform/projectGroup/withdraw.json', { groupCode: 'PG20990101XXXXXX', reason: '测试' });
    expect(missing.body.errorCode).toBe('17002');
    const noReason = await as(PLATFORM_MANAGER).post('/api/platform/projectGroup/withdraw.json', { groupCode: bought.groupCode, reason: ' ' });
    expect(noReason.body.errorCode).toBe('400');
    // The withdrawn group's quota is free again, and the customer's count falls back.
    const templates = (await as(CHANNEL_MANAGER).get<MarketTemplate[]>('/consulting/template/templateList')).body;
    expect(templates.data.find((item) => item.productCode === 'PD-QN-ONLINE')?.usedQuota).toBe(1);
    expect(await groupCount()).toBe(DEMO_PROJECT_GROUPS.length + 2);
  });
});
