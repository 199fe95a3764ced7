/**
 * The channel's and the platform's project delivery (issue 12 items 2–4) through the real app, on
 * both drivers: group lists by scope (my / transform / all) with their filters, the group and
 * project detail, delivery assets, the SVIP request and the state moves through PROJECT_MACHINE,
 * the resource pool, dispatch → reassign → recall with the assignment history and the timeline,
 * the administration list and its Excel export — and the boundaries: a consultant never sees
 * another consultant's project, a channel never another channel's group, platform delivery only
 * platform-delivered projects. Refused writes change nothing.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AssignmentItem,
  ChannelGroupDetail,
  ChannelGroupItem,
  ChannelProjectDetail,
  ChannelProjectItem,
  ConsultantItem,
  DeliveryStepItem,
} from '../../../domain/projects/contracts';
import { licenceAcceptances, projectAssignments, projectEvents, projects, projectGroups, tenants } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PLATFORM_MANAGER = '13800000001';
const PLATFORM_DELIVERY = '13800000003';
const CHANNEL_MANAGER = '13800000011';
const CHANNEL_SUB_MANAGER = '13800000012';
const CHANNEL_OWNER = '13800000013';
const CHANNEL_EXECUTOR = '13800000014';
const HENGXIN_MANAGER = '13800000016';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };
type GroupPage = Page<ChannelGroupItem> & { scope: string; allowedScopes: string[] };
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

const BASE = '/consulting/project/channel';
const POOL_PROJECT = 'PJ20261118QN0004';
const RA_PROJECT = 'PJ20261015RA0001';
const GAP_PROJECT = 'PJ20261020GM0002';
const PLATFORM_PROJECT = 'PJ20261101PD0005';
const PLATFORM_POOL_PROJECT = 'PJ20261101PD0006';

describe.each(DRIVERS)('channel project delivery (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (who: string) => clients.get(who)!;
  const get = async <T>(who: string, path: string, query: Record<string, string> = {}) =>
    (await as(who).get<T>(`${BASE}/${path}`, query)).body as Answer<T>;
  const post = async <T>(who: string, path: string, body: unknown) => (await as(who).post<T>(`${BASE}/${path}`, body)).body as Answer<T>;
  const groups = async (who: string, query: Record<string, string> = {}) => get<GroupPage>(who, 'listGroup', { pageSize: '50', ...query });
  const groupCodes = (answer: Answer<GroupPage>) => answer.data.list.map((item) => item.groupCode).sort();
  const fingerprint = async () => {
    const db = t.database.db;
    const [[a], [b], rows] = await Promise.all([
      db.select({ n: count() }).from(projectAssignments),
      db.select({ n: count() }).from(projectEvents),
      db.select().from(projects),
    ]);
    return JSON.stringify([a.n, b.n, rows.map((p) => [p.projectCode, p.state, p.distributeStatus, p.consultantAccountId, p.transferred]).sort()]);
  };

  beforeAll(async () => {
    t = await startTestApp(driver);
    const db = t.database.db;
    const now = t.clock.now();
    // Another channel with a group of its own for the same customer.
    await db
      .insert(tenants)
      .values({ tenantCode: 'T-CH-OTHER', type: 'channel', approvalState: 'success', tenantZhName: '他山咨询', createdAt: now });
    await t.insertAccount({
      accountId: 'A-OTHER',
      phone: '13900009101',
      memberships: [{ tenantCode: 'T-CH-OTHER', roles: ['channel-tenant-manager'] }],
    });
    await db.insert(licenceAcceptances).values({ accountId: 'A-OTHER', licenceCode: 'LIC-ACCOUNT-RIGHT-1', acceptedAt: now });
    await db.insert(projectGroups).values({
      tenantCode: 'T-CH-OTHER',
      groupCode: 'PG20261120OT0009',
      customerTenantCode: 'T-CU-DEMO',
      deliveryTenantCode: 'T-CH-OTHER',
      productCode: 'PD-QN-ONLINE',
      productVersion: 1,
      productName: '他山问卷',
      serviceKind: 'questionnaire',
      standard: 'iso',
      authorizationCode: 'AU-X',
      unitPricePoints: 1,
      pricePoints: 1,
      requestKey: 'other-1',
      purchasedBy: 'A-OTHER',
      purchasedAt: now,
    });
    await db.insert(projects).values({
      tenantCode: 'T-CH-OTHER',
      projectCode: 'PJ20261120OT0009',
      groupCode: 'PG20261120OT0009',
      customerTenantCode: 'T-CU-DEMO',
      deliveryTenantCode: 'T-CH-OTHER',
      name: '他山项目',
      createdAt: now,
      updatedAt: now,
    });
    for (const phone of [
      PLATFORM_MANAGER,
      PLATFORM_DELIVERY,
      CHANNEL_MANAGER,
      CHANNEL_SUB_MANAGER,
      CHANNEL_OWNER,
      CHANNEL_EXECUTOR,
      HENGXIN_MANAGER,
    ]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, login.body.errorMsg).toBe(true);
      clients.set(phone, client);
    }
    clients.set('other', await t.sessionFor('A-OTHER', 'T-CH-OTHER'));
  }, 120_000);
  afterAll(async () => t?.close());

  describe('listGroup', () => {
    it('the channel manager sees all nine groups of 安衡咨询 by default (scope all), with names, states and consultants', async () => {
      const answer = await groups(CHANNEL_MANAGER);
      expect(answer.success, answer.errorMsg).toBe(true);
      expect(answer.data.scope).toBe('all');
      expect(answer.data.allowedScopes).toEqual(['my', 'transform', 'all']);
      expect(groupCodes(answer)).toEqual([
        'PG20260815CE0006',
        'PG20260901GI0003',
        'PG20261001EA007',
        'PG20261015RA0001',
        'PG20261020GM0002',
        'PG20261101EB008',
        'PG20261101PD0005',
        'PG20261118QN0004',
        'PG20261120EC009',
      ]);
      const gap = answer.data.list.find((item) => item.groupCode === 'PG20261020GM0002')!;
      expect(gap).toMatchObject({ customerName: '示例科技有限公司', projectCount: 1, state: 'audit', progress: 75, platformDelivered: false });
      expect(gap.consultants.map((person) => person.showName)).toEqual(['渠道执行顾问']);
      const platform = answer.data.list.find((item) => item.groupCode === 'PG20261101PD0005')!;
      expect(platform).toMatchObject({ platformDelivered: true, projectCount: 2, undispatchedCount: 1 });
      expect(platform.stateCounts).toEqual(
        expect.arrayContaining([
          { state: 'inhand', count: 1 },
          { state: 'empty', count: 1 },
        ]),
      );
      // newest purchase first
      expect(answer.data.list[0].groupCode).toBe('PG20261118QN0004');
    });

    it('filters by keyword (product, group code, customer name), state and customer, paged on the server', async () => {
      expect(groupCodes(await groups(CHANNEL_MANAGER, { keyword: '宁波' }))).toEqual(['PG20261101PD0005']);
      expect(groupCodes(await groups(CHANNEL_MANAGER, { keyword: 'QN0004' }))).toEqual(['PG20261118QN0004']);
      expect(groupCodes(await groups(CHANNEL_MANAGER, { state: 'finished' }))).toEqual(['PG20260901GI0003']);
      expect(groupCodes(await groups(CHANNEL_MANAGER, { customerTenantCode: 'T-CU-NINGBO' }))).toEqual(['PG20261101PD0005']);
      const page = await groups(CHANNEL_MANAGER, { pageSize: '2', current: '2' });
      expect(page.data).toMatchObject({ total: 9, current: 2, pageSize: 2 });
      expect(page.data.list).toHaveLength(2);
    });

    it('a consultant sees only groups dispatched (my) or reassigned (transform) to them, and may not ask for all', async () => {
      expect(groupCodes(await groups(CHANNEL_OWNER))).toEqual([
        'PG20260815CE0006',
        'PG20260901GI0003',
        'PG20261001EA007',
        'PG20261015RA0001',
        'PG20261101EB008',
        'PG20261120EC009',
      ]);
      expect(groupCodes(await groups(CHANNEL_OWNER, { scope: 'transform' }))).toEqual([]);
      expect(groupCodes(await groups(CHANNEL_EXECUTOR, { scope: 'my' }))).toEqual([]);
      expect(groupCodes(await groups(CHANNEL_EXECUTOR, { scope: 'transform' }))).toEqual(['PG20261020GM0002']);
      const refused = await groups(CHANNEL_OWNER, { scope: 'all' });
      expect(refused).toMatchObject({ success: false, errorCode: '17005' });
    });

    it('platform delivery sees only the platform-delivered group; another channel only its own; the platform manager has no scope', async () => {
      expect(groupCodes(await groups(PLATFORM_DELIVERY))).toEqual(['PG20261101PD0005']);
      expect(groupCodes(await groups('other'))).toEqual(['PG20261120OT0009']);
      expect(groupCodes(await groups(HENGXIN_MANAGER))).toEqual([]);
      expect(await groups(PLATFORM_MANAGER)).toMatchObject({ success: false, errorCode: '17302' });
    });

    it('refuses an unknown scope with a Chinese message', async () => {
      const answer = await groups(CHANNEL_MANAGER, { scope: 'everything' });
      expect(answer.success).toBe(false);
      expect(answer.errorMsg).toMatch(/[\u4e00-\u9fa5]/);
    });
  });

  describe('detail', () => {
    it('the group detail lists projects, team, the customer contacts, files and the timeline newest first', async () => {
      const answer = await get<ChannelGroupDetail>(CHANNEL_MANAGER, 'projectGroupDetailInfo', { projectGroupCode: 'PG20261020GM0002' });
      expect(answer.success, answer.errorMsg).toBe(true);
      const { group, projects: items, team, contacts, timeline, timelineTotal } = answer.data;
      expect(group).toMatchObject({ groupCode: 'PG20261020GM0002', customerName: '示例科技有限公司', remark: '等保三级测评前差距分析' });
      expect(items.map((item) => [item.projectCode, item.state, item.distributeStatus, item.consultant?.showName, item.level])).toEqual([
        [GAP_PROJECT, 'audit', 'dispatched', '渠道执行顾问', '3'],
      ]);
      // The manager may accept or return the audit.
      expect(items[0].actions.map((action) => action.action).sort()).toEqual(['finish', 'rejectAudit']);
      expect(team.map((person) => person.showName)).toEqual(['渠道执行顾问']);
      expect(contacts.map((person) => person.showName)).toEqual(expect.arrayContaining(['客户项目经理', '客户责任人']));
      expect(contacts.map((person) => person.showName)).not.toContain('客户执行人');
      expect(timeline.length).toBe(timelineTotal);
      expect(timeline[0].summary).toBe('提交审核');
      expect(timeline.at(-1)!.type).toBe('purchase');
    });

    it('a consultant opens only groups holding their projects; another channel and platform delivery get "not found"', async () => {
      expect((await get(CHANNEL_OWNER, 'projectGroupDetailInfo', { projectGroupCode: 'PG20261015RA0001' })).success).toBe(true);
      expect(await get(CHANNEL_OWNER, 'projectGroupDetailInfo', { projectGroupCode: 'PG20261020GM0002' })).toMatchObject({ errorCode: '17002' });
      expect(await get('other', 'projectGroupDetailInfo', { projectGroupCode: 'PG20261015RA0001' })).toMatchObject({ errorCode: '17002' });
      expect(await get(PLATFORM_DELIVERY, 'projectGroupDetailInfo', { projectGroupCode: 'PG20261015RA0001' })).toMatchObject({ errorCode: '17002' });
      expect(await get(CHANNEL_MANAGER, 'projectGroupDetailInfo', { projectGroupCode: 'PG20261120OT0009' })).toMatchObject({ errorCode: '17002' });
      expect((await get(PLATFORM_DELIVERY, 'projectGroupDetailInfo', { projectGroupCode: 'PG20261101PD0005' })).success).toBe(true);
    });

    it("detailInfo answers the state, the allowed actions and the SVIP data; a consultant cannot read a colleague's project", async () => {
      const mine = await get<ChannelProjectDetail>(CHANNEL_EXECUTOR, 'detailInfo', { projectCode: GAP_PROJECT });
      expect(mine.success, mine.errorMsg).toBe(true);
      expect(mine.data).toMatchObject({ state: 'audit', transferred: true, svip: { data: { companyName: '示例科技有限公司' } } });
      // The consultant may not accept their own work.
      expect(mine.data.actions).toEqual([]);
      expect(await get(CHANNEL_EXECUTOR, 'detailInfo', { projectCode: RA_PROJECT })).toMatchObject({ errorCode: '17001' });
      expect(await get('other', 'detailInfo', { projectCode: RA_PROJECT })).toMatchObject({ errorCode: '17001' });
      expect(await get(PLATFORM_DELIVERY, 'detailInfo', { projectCode: RA_PROJECT })).toMatchObject({ errorCode: '17001' });
      // The buying channel follows the platform's project read-only.
      const platform = await get<ChannelProjectDetail>(CHANNEL_MANAGER, 'detailInfo', { projectCode: PLATFORM_PROJECT });
      expect(platform.data).toMatchObject({ state: 'inhand', actions: [], manageable: false });
    });

    it("deliveryAssets lists the product version's steps with owner, state from progress and the customer's tasks", async () => {
      const answer = await get<{ steps: DeliveryStepItem[] }>(CHANNEL_OWNER, 'deliveryAssets/list.json', { projectCode: RA_PROJECT });
      expect(answer.success, answer.errorMsg).toBe(true);
      const { steps } = answer.data;
      expect(steps.length).toBeGreaterThan(2);
      expect(steps[0]).toMatchObject({ stepNo: 0, ownerSide: 'delivery', state: 'done' });
      expect(steps[1]).toMatchObject({ ownerSide: 'customer', taskStatus: 'submited', state: 'current' });
      expect(steps.at(-1)!.state).toBe('pending');
    });
  });

  describe('state moves', () => {
    it('refuses a move the machine does not allow, with its Chinese message, and changes nothing', async () => {
      const before = await fingerprint();
      const answer = await post(CHANNEL_OWNER, 'project/move.json', { projectCode: RA_PROJECT, action: 'finish' });
      expect(answer).toMatchObject({ success: false, errorCode: '17003' });
      expect(answer.errorMsg).toMatch(/项目当前为“进行中”，不能审核通过|没有权限/);
      const notMine = await post(CHANNEL_EXECUTOR, 'project/move.json', { projectCode: RA_PROJECT, action: 'submitAudit' });
      expect(notMine).toMatchObject({ success: false, errorCode: '17001' });
      const buyer = await post(CHANNEL_MANAGER, 'project/move.json', { projectCode: PLATFORM_PROJECT, action: 'submitAudit' });
      expect(buyer).toMatchObject({ success: false, errorCode: '17304' });
      expect(await fingerprint()).toBe(before);
    });

    it('the consultant sends to audit, the manager returns it, then accepts; each move lands on the timeline', async () => {
      const sent = await post<ChannelProjectDetail>(CHANNEL_OWNER, 'project/move.json', { projectCode: RA_PROJECT, action: 'submitAudit' });
      expect(sent.success, sent.errorMsg).toBe(true);
      expect(sent.data.state).toBe('audit');
      const rejected = await post<ChannelProjectDetail>(CHANNEL_SUB_MANAGER, 'project/move.json', {
        projectCode: RA_PROJECT,
        action: 'rejectAudit',
        reason: '补充资产清单',
      });
      expect(rejected.data.state).toBe('inhand');
      await post(CHANNEL_OWNER, 'project/move.json', { projectCode: RA_PROJECT, action: 'submitAudit' });
      const finished = await post<ChannelProjectDetail>(CHANNEL_MANAGER, 'project/move.json', { projectCode: RA_PROJECT, action: 'finish' });
      expect(finished.data).toMatchObject({ state: 'finished', progress: 100 });
      expect(finished.data.finishedAt).not.toBeNull();
      const detail = await get<ChannelGroupDetail>(CHANNEL_MANAGER, 'projectGroupDetailInfo', { projectGroupCode: 'PG20261015RA0001' });
      expect(detail.data.timeline.slice(0, 4).map((event) => event.summary)).toEqual([
        '“核心业务系统”审核通过，项目完成',
        '“核心业务系统”提交审核',
        '“核心业务系统”退回修改：补充资产清单',
        '“核心业务系统”提交审核',
      ]);
    });
  });

  describe('resource pool, dispatch, reassignment, recall', () => {
    it('the pool shows the undispatched project of the channel; platform delivery sees only its own; consultants are refused', async () => {
      const pool = await get<Page<ChannelProjectItem>>(CHANNEL_MANAGER, 'resourcePool/list.json');
      expect(pool.success, pool.errorMsg).toBe(true);
      expect(pool.data.list.map((item) => item.projectCode)).toEqual([POOL_PROJECT]);
      expect(pool.data.list[0]).toMatchObject({ manageable: true, customerName: '示例科技有限公司', productName: expect.any(String) });
      const platform = await get<Page<ChannelProjectItem>>(PLATFORM_DELIVERY, 'resourcePool/list.json');
      expect(platform.data.list.map((item) => item.projectCode)).toEqual([PLATFORM_POOL_PROJECT]);
      expect(await get(CHANNEL_OWNER, 'resourcePool/list.json')).toMatchObject({ success: false, errorCode: '17301' });
    });

    it('lists the eligible consultants of the delivery tenant', async () => {
      const channel = await get<{ list: ConsultantItem[] }>(CHANNEL_MANAGER, 'consultant/list.json');
      expect(channel.data.list.map((item) => item.accountId).sort()).toEqual(['A-13', 'A-14', 'A-42']);
      const platform = await get<{ list: ConsultantItem[] }>(PLATFORM_DELIVERY, 'consultant/list.json');
      expect(platform.data.list.map((item) => item.accountId)).toEqual(['A-03']);
    });

    it("refuses an ineligible consultant, another channel's project and a consultant dispatching; nothing changes", async () => {
      const before = await fingerprint();
      expect(await post(CHANNEL_MANAGER, 'dispatch', { projectCode: POOL_PROJECT, consultantAccountId: 'A-12' })).toMatchObject({
        errorCode: '17004',
      });
      expect(await post(CHANNEL_MANAGER, 'dispatch', { projectCode: POOL_PROJECT, consultantAccountId: 'A-03' })).toMatchObject({
        errorCode: '17004',
      });
      expect(await post('other', 'dispatch', { projectCode: POOL_PROJECT, consultantAccountId: 'A-OTHER' })).toMatchObject({ errorCode: '17001' });
      expect(await post(CHANNEL_OWNER, 'dispatch', { projectCode: RA_PROJECT, consultantAccountId: 'A-13' })).toMatchObject({ errorCode: '17301' });
      expect(await post(CHANNEL_MANAGER, 'dispatch', { projectCode: PLATFORM_POOL_PROJECT, consultantAccountId: 'A-13' })).toMatchObject({
        errorCode: '17304',
      });
      expect(await post(CHANNEL_MANAGER, 'dispatch', { projectCode: GAP_PROJECT, consultantAccountId: 'A-13' })).toMatchObject({
        errorCode: '17003',
      });
      const empty = await post(CHANNEL_MANAGER, 'dispatch', { projectCode: POOL_PROJECT });
      expect(empty).toMatchObject({ success: false, errorMsg: expect.stringContaining('请选择咨询顾问') });
      expect(await fingerprint()).toBe(before);
    });

    it('dispatch → the consultant sees it under my; reassign → the new one under transform; recall → back in the pool; history and timeline record each', async () => {
      const dispatched = await post<ChannelProjectItem>(CHANNEL_MANAGER, 'dispatch', { projectCode: POOL_PROJECT, consultantAccountId: 'A-13' });
      expect(dispatched.success, dispatched.errorMsg).toBe(true);
      expect(dispatched.data).toMatchObject({
        distributeStatus: 'dispatched',
        consultant: { accountId: 'A-13', showName: '林志远' },
        transferred: false,
      });
      expect(groupCodes(await groups(CHANNEL_OWNER))).toContain('PG20261118QN0004');
      expect((await get<Page<ChannelProjectItem>>(CHANNEL_MANAGER, 'resourcePool/list.json')).data.total).toBe(0);
      // The consultant may now start it.
      const detail = await get<ChannelProjectDetail>(CHANNEL_OWNER, 'detailInfo', { projectCode: POOL_PROJECT });
      expect(detail.data.actions.map((action) => action.action).sort()).toEqual(['initSvip', 'start']);

      const same = await post(CHANNEL_MANAGER, 'updateChannelTeacher', { projectCode: POOL_PROJECT, consultantAccountId: 'A-13' });
      expect(same).toMatchObject({ errorCode: '17306' });
      const moved = await post<ChannelProjectItem>(CHANNEL_SUB_MANAGER, 'updateChannelTeacher', {
        projectCode: POOL_PROJECT,
        consultantAccountId: 'A-14',
        reason: '负责人休假',
      });
      expect(moved.data).toMatchObject({ consultant: { accountId: 'A-14' }, transferred: true });
      expect(groupCodes(await groups(CHANNEL_OWNER))).not.toContain('PG20261118QN0004');
      expect(groupCodes(await groups(CHANNEL_EXECUTOR, { scope: 'transform' }))).toContain('PG20261118QN0004');
      expect(await get(CHANNEL_OWNER, 'detailInfo', { projectCode: POOL_PROJECT })).toMatchObject({ errorCode: '17001' });

      const recalled = await post<ChannelProjectItem>(CHANNEL_MANAGER, 'recall', { projectCode: POOL_PROJECT, reason: '客户暂缓' });
      expect(recalled.data).toMatchObject({ distributeStatus: 'undispatch', consultant: null, transferred: false });
      expect((await get<Page<ChannelProjectItem>>(CHANNEL_MANAGER, 'resourcePool/list.json')).data.total).toBe(1);
      expect(await post(CHANNEL_MANAGER, 'recall', { projectCode: POOL_PROJECT })).toMatchObject({ errorCode: '17003' });

      const history = await get<{ list: AssignmentItem[] }>(CHANNEL_MANAGER, 'assignment/list.json', { projectCode: POOL_PROJECT });
      expect(
        history.data.list.map((item) => [item.kind, item.from?.showName ?? null, item.to?.showName ?? null, item.by.showName, item.reason]),
      ).toEqual([
        ['recall', '渠道执行顾问', null, '渠道管理员', '客户暂缓'],
        ['reassign', '林志远', '渠道执行顾问', '渠道子管理员', '负责人休假'],
        ['dispatch', null, '林志远', '渠道管理员', ''],
      ]);
      const timeline = (await get<ChannelGroupDetail>(CHANNEL_MANAGER, 'projectGroupDetailInfo', { projectGroupCode: 'PG20261118QN0004' })).data
        .timeline;
      expect(timeline.slice(0, 3).map((event) => event.type)).toEqual(['recall', 'reassign', 'dispatch']);
      expect(timeline[2].summary).toBe('将“全员安全意识调研”分派给 林志远');
    });

    it("platform delivery dispatches the platform's project to itself and starts it; initSvipData sets the request time", async () => {
      const dispatched = await post<ChannelProjectItem>(PLATFORM_DELIVERY, 'dispatch', {
        projectCode: PLATFORM_POOL_PROJECT,
        consultantAccountId: 'A-03',
      });
      expect(dispatched.success, dispatched.errorMsg).toBe(true);
      const svip = await post<ChannelProjectDetail>(PLATFORM_DELIVERY, 'initSvipData', { projectCode: PLATFORM_POOL_PROJECT });
      expect(svip.success, svip.errorMsg).toBe(true);
      expect(svip.data.state).toBe('inhand');
      expect(svip.data.svip.requestedAt).not.toBeNull();
      expect(await post(CHANNEL_MANAGER, 'initSvipData', { projectCode: PLATFORM_POOL_PROJECT })).toMatchObject({ errorCode: '17304' });
    });
  });

  describe('administration and export', () => {
    it('lists every project the channel delivers with filters; a consultant is refused', async () => {
      const all = await get<Page<ChannelProjectItem>>(CHANNEL_MANAGER, 'project/list.json', { pageSize: '50' });
      expect(all.success, all.errorMsg).toBe(true);
      expect(all.data.list.map((item) => item.projectCode).sort()).toEqual(
        [
          RA_PROJECT,
          'PJ20261015RA0005',
          'PJ20261015RA0006',
          GAP_PROJECT,
          'PJ20260901GI0003',
          'PJ20260815CE0006',
          POOL_PROJECT,
          'PJ20261001EA0071',
          'PJ20261101EB0081',
          'PJ20261101EB0082',
          'PJ20261120EC0091',
          'PJ20261120EC0092',
        ].sort(),
      );
      const byConsultant = await get<Page<ChannelProjectItem>>(CHANNEL_MANAGER, 'project/list.json', { consultantAccountId: 'A-14' });
      expect(byConsultant.data.list.map((item) => item.projectCode)).toEqual([GAP_PROJECT]);
      const byKeyword = await get<Page<ChannelProjectItem>>(CHANNEL_MANAGER, 'project/list.json', { keyword: '门户' });
      expect(byKeyword.data.list.map((item) => item.projectCode)).toEqual([GAP_PROJECT]);
      const byStatus = await get<Page<ChannelProjectItem>>(CHANNEL_MANAGER, 'project/list.json', { distributeStatus: 'undispatch' });
      expect(byStatus.data.list.map((item) => item.projectCode)).toEqual([POOL_PROJECT]);
      expect(await get(CHANNEL_EXECUTOR, 'project/list.json')).toMatchObject({ errorCode: '17301' });
      expect((await get<Page<ChannelProjectItem>>('other', 'project/list.json')).data.list.map((item) => item.projectCode)).toEqual([
        'PJ20261120OT0009',
      ]);
    });

    it('exports the filtered list as an Excel file', async () => {
      const answer = await as(CHANNEL_MANAGER).get(`${BASE}/project/export`, { state: 'audit' });
      expect(answer.status).toBe(200);
      expect(String(answer.headers['content-type'])).toContain('spreadsheetml');
      expect(String(answer.headers['content-disposition'])).toContain('.xlsx');
      const refused = await as(CHANNEL_OWNER).get<unknown>(`${BASE}/project/export`);
      expect(refused.body).toMatchObject({ success: false, errorCode: '17301' });
    });
  });

  describe('withdrawn groups', () => {
    it('leave the lists and the pool, and refuse every change', async () => {
      const db = t.database.db;
      const { eq } = await import('drizzle-orm');
      await db.update(projectGroups).set({ status: 'withdrawn', withdrawnAt: t.clock.now() }).where(eq(projectGroups.groupCode, 'PG20261118QN0004'));
      expect(groupCodes(await groups(CHANNEL_MANAGER))).not.toContain('PG20261118QN0004');
      expect((await get<Page<ChannelProjectItem>>(CHANNEL_MANAGER, 'resourcePool/list.json')).data.total).toBe(0);
      const detail = await get<ChannelGroupDetail>(CHANNEL_MANAGER, 'projectGroupDetailInfo', { projectGroupCode: 'PG20261118QN0004' });
      expect(detail.data.group.status).toBe('withdrawn');
      expect(detail.data.projects[0]).toMatchObject({ actions: [], manageable: false });
      expect(await post(CHANNEL_MANAGER, 'dispatch', { projectCode: POOL_PROJECT, consultantAccountId: 'A-13' })).toMatchObject({
        errorCode: '17305',
      });
    });
  });
});
