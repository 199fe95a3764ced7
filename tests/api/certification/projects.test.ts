/**
 * certification projects (issue 29 item 2) through the real app: who sees which projects (the
 * body's planners all of theirs, an auditor only those they audit, the applying channel read-only,
 * platform delivery all, another body nothing), the path of a client from registration to the
 * programme with every refusal leaving nothing changed, ending a project, the channel's
 * application refusals, the customer's progress, the platform's counts, and app.certAudits (the
 * schedule module's save, publish and clear).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertProjectDetail, CertProjectItem } from '../../../domain/certification/contracts';
import { and, eq } from 'drizzle-orm';
import { certAudits, certProjects, products, projectEvents } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const CB_MANAGER = '13800000031';
const CB_AUDITOR = '13800000032';
const CB_SCHEDULER = '13800000033';
const HUAAN_MANAGER = '13800000034';
const DELIVERY = '13800000003';
const CHANNEL_MANAGER = '13800000011';
const OTHER_CHANNEL = '13800000016';
const CUSTOMER_PM = '13800000021';
const PLATFORM = '13800000001';
type Page<T> = { list: T[]; total: number };
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

describe.each(DRIVERS)('certification projects (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const list = async (who: string, query: Record<string, string> = {}) =>
    (await as(who).get<Page<CertProjectItem>>('/api/certification/project/list.json', { pageSize: '50', ...query })).body as Answer<
      Page<CertProjectItem>
    >;
  const codes = (answer: Answer<Page<CertProjectItem>>) => answer.data.list.map((item) => item.certProjectCode).sort();
  const detail = async (who: string, certProjectCode: string) =>
    (await as(who).get<CertProjectDetail>('/api/certification/project/detail.json', { certProjectCode })).body as Answer<CertProjectDetail>;
  const post = async (who: string, path: string, body: Record<string, unknown>) =>
    (await as(who).post<CertProjectDetail>(`/api/certification/${path}`, body)).body as Answer<CertProjectDetail>;
  const fingerprint = async () => {
    const db = t.database.db;
    const [projects, audits] = await Promise.all([db.select().from(certProjects), db.select().from(certAudits)]);
    return JSON.stringify([
      projects.map((row) => [row.certProjectCode, row.state, row.version]).sort(),
      audits.map((row) => [row.auditCode, row.state, row.scheduleState, row.startDate, row.windowTo]).sort(),
    ]);
  };

  beforeAll(async () => {
    t = await startTestApp(driver);
    t.clock.ms = Date.parse('2026-11-28T02:00:00Z');
    for (const phone of [CB_MANAGER, CB_AUDITOR, CB_SCHEDULER, HUAAN_MANAGER, DELIVERY, CHANNEL_MANAGER, OTHER_CHANNEL, CUSTOMER_PM, PLATFORM]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, login.body.errorMsg).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  describe('who sees what', () => {
    it("the body's planners see its twelve projects (B2's demo adds 杭州钱塘包装) and filter them; never another body's", async () => {
      const all = await list(CB_SCHEDULER);
      expect(all.success, all.errorMsg).toBe(true);
      expect(all.data.total).toBe(12);
      expect(all.data.list.every((item) => item.bodyTenantCode === 'T-CB-DEMO' && item.bodyName === '示例认证中心')).toBe(true);
      expect(codes(await list(CB_MANAGER, { state: 'applied' }))).toEqual(['CP-DEMO-0002']);
      expect(codes(await list(CB_MANAGER, { standard: 'QMS' }))).toEqual([
        'CP-DEMO-0003',
        'CP-DEMO-0007',
        'CP-DEMO-0009',
        'CP-DEMO-0011',
        'CP-DEMO-0012',
      ]);
      expect(codes(await list(CB_MANAGER, { keyword: '示例科技' }))).toEqual(['CP-DEMO-0001']);
      expect(codes(await list(HUAAN_MANAGER))).toEqual(['CP-HUAAN-0001']);
      expect(await detail(HUAAN_MANAGER, 'CP-DEMO-0001')).toMatchObject({ success: false, errorCode: '21201' });
    });

    it('an auditor sees only the projects whose audit teams hold them, read-only', async () => {
      expect(codes(await list(CB_AUDITOR))).toEqual(['CP-DEMO-0001']);
      const own = await detail(CB_AUDITOR, 'CP-DEMO-0001');
      expect(own.data).toMatchObject({ canManage: false, actions: [], state: 'programmed' });
      expect(await detail(CB_AUDITOR, 'CP-DEMO-0005')).toMatchObject({ success: false, errorCode: '21201' });
    });

    it('the applying channel sees its application read-only; another channel and the customer nothing; delivery everything', async () => {
      // CP-DEMO-0001 came from 安衡咨询's certification project for 示例科技, CP-DEMO-0002 from its application.
      expect(codes(await list(CHANNEL_MANAGER))).toEqual(['CP-DEMO-0001', 'CP-DEMO-0002']);
      expect((await detail(CHANNEL_MANAGER, 'CP-DEMO-0002')).data.canManage).toBe(false);
      expect(await detail(CHANNEL_MANAGER, 'CP-DEMO-0005')).toMatchObject({ success: false, errorCode: '21201' });
      expect((await list(OTHER_CHANNEL)).data.total).toBe(0);
      expect((await list(CUSTOMER_PM)).success).toBe(false);
      expect((await list(DELIVERY)).data.total).toBe(13);
      expect((await post(CHANNEL_MANAGER, 'project/accept.json', { certProjectCode: 'CP-DEMO-0002', version: 1 })).success).toBe(false);
      expect((await post(DELIVERY, 'project/accept.json', { certProjectCode: 'CP-DEMO-0002', version: 1 })).success).toBe(false);
    });

    it("示例科技's project: the programme with Stage 1 done and Stage 2 published, the audit time with its justification", async () => {
      const main = (await detail(CB_MANAGER, 'CP-DEMO-0001')).data;
      expect(main.audits.map((audit) => [audit.type, audit.state, audit.scheduleState])).toEqual([
        ['stage1', 'completed', 'published'],
        ['stage2', 'scheduled', 'published'],
        ['surveillance1', 'planned', 'unscheduled'],
        ['surveillance2', 'planned', 'unscheduled'],
        ['recertification', 'planned', 'unscheduled'],
      ]);
      expect(main.audits[1]).toMatchObject({ startDate: '2026-12-07', endDate: '2026-12-10' });
      expect(main.audits[1]!.team.find((member) => member.role === 'leader')?.name).toBe('陈静怡');
      expect(main.auditTime?.initialDays).toBe(12);
      expect(main.auditTime?.justification.length).toBeGreaterThan(0);
      expect(main.auditTime?.tables[0]).toMatchObject({ standard: 'ISMS' });
      // Stage 1 has started: the programme is not generated again.
      expect(main.canGenerateProgramme).toBe(false);
    });
  });

  describe('from registration to the programme', () => {
    it('a scheduler registers a client, saves the application, reviews and generates the programme', async () => {
      const created = await post(CB_SCHEDULER, 'project/register.json', {
        clientName: '杭州西溪信息技术有限公司',
        contactName: '陈晓',
        contactPhone: '13900001111',
        regionCode: '330106',
        standards: ['ISMS'],
        scopeText: '软件开发与运维所涉及的信息安全管理活动',
        scopeCodes: ['33'],
      });
      expect(created.success, created.errorMsg).toBe(true);
      expect(created.data).toMatchObject({ state: 'accepted', origin: 'body', version: 1, canEditApplication: true });
      const code = created.data.certProjectCode;

      // Review before the application holds personnel: refused, naming the field; nothing changed.
      const before = await fingerprint();
      const early = await post(CB_SCHEDULER, 'project/review.json', { certProjectCode: code, version: 1 });
      expect(early).toMatchObject({ success: false, errorCode: '21210' });
      expect(early.errorMsg).toContain('personnel');
      const programmeEarly = await post(CB_SCHEDULER, 'project/programme.json', { certProjectCode: code, version: 1 });
      expect(programmeEarly).toMatchObject({ success: false, errorCode: '21203', errorMsg: '认证项目当前为“已受理”，不能生成审核方案' });
      expect(await fingerprint()).toBe(before);

      const saved = await post(CB_SCHEDULER, 'project/application/save.json', {
        certProjectCode: code,
        version: 1,
        contactName: '陈晓',
        contactPhone: '13900001111',
        regionCode: '330106',
        standards: ['ISMS'],
        scopeText: '软件开发与运维所涉及的信息安全管理活动',
        scopeCodes: ['33'],
        personnel: { fullTime: 100, partTime: [{ count: 10, hoursPerWeek: 20 }] },
        notApplicable: [{ clause: 'A.8.30', reason: '无外包开发' }],
      });
      expect(saved.success, saved.errorMsg).toBe(true);
      expect(saved.data.version).toBe(2);
      expect(saved.data.application.notApplicable).toEqual([{ clause: 'A.8.30', reason: '无外包开发' }]);

      const stale = await post(CB_SCHEDULER, 'project/review.json', { certProjectCode: code, version: 1 });
      expect(stale).toMatchObject({ success: false, errorCode: '21204' });

      const reviewed = await post(CB_MANAGER, 'project/review.json', { certProjectCode: code, version: 2 });
      expect(reviewed.success, reviewed.errorMsg).toBe(true);
      expect(reviewed.data.state).toBe('reviewed');
      expect(reviewed.data.auditTime!.stage1Days + reviewed.data.auditTime!.stage2Days).toBe(reviewed.data.auditTime!.initialDays);
      expect(reviewed.data.canGenerateProgramme).toBe(true);

      const programmed = await post(CB_SCHEDULER, 'project/programme.json', { certProjectCode: code, version: 3 });
      expect(programmed.success, programmed.errorMsg).toBe(true);
      expect(programmed.data.state).toBe('programmed');
      expect(programmed.data.audits.map((audit) => audit.type)).toEqual(['stage1', 'stage2', 'surveillance1', 'surveillance2', 'recertification']);
      // Reviewed on 2026-11-28 (China time): Stage 1 within three months.
      expect(programmed.data.audits[0]).toMatchObject({
        windowFrom: '2026-11-28',
        windowTo: '2027-02-28',
        state: 'planned',
        scheduleState: 'unscheduled',
      });
      expect(programmed.data.audits[0]!.requiredDays).toBeGreaterThan(0);

      // Generated again while nothing started: still five audits.
      const again = await post(CB_SCHEDULER, 'project/programme.json', { certProjectCode: code, version: 4 });
      expect(again.success, again.errorMsg).toBe(true);
      expect(again.data.audits).toHaveLength(5);

      // The application can no longer change.
      const late = await post(CB_SCHEDULER, 'project/application/save.json', {
        certProjectCode: code,
        version: 5,
        contactName: '陈晓',
        contactPhone: '13900001111',
        regionCode: '330106',
        standards: ['ISMS'],
        scopeText: 'x',
        personnel: { fullTime: 1 },
      });
      expect(late).toMatchObject({ success: false, errorCode: '21203' });

      // Ending it cancels the audits not started.
      expect((await post(CB_MANAGER, 'project/end.json', { certProjectCode: code, version: 5, reason: '' })).success).toBe(false);
      const ended = await post(CB_MANAGER, 'project/end.json', { certProjectCode: code, version: 5, reason: '客户暂缓认证' });
      expect(ended.success, ended.errorMsg).toBe(true);
      expect(ended.data).toMatchObject({ state: 'withdrawn', endReason: '客户暂缓认证' });
      expect(ended.data.audits.every((audit) => audit.state === 'cancelled')).toBe(true);
    });

    it("the programme is not generated again once an audit has started (示例科技's Stage 1 is done)", async () => {
      const main = (await detail(CB_MANAGER, 'CP-DEMO-0001')).data;
      const before = await fingerprint();
      const answer = await post(CB_MANAGER, 'project/programme.json', { certProjectCode: 'CP-DEMO-0001', version: main.version });
      expect(answer).toMatchObject({ success: false, errorCode: '21211', errorMsg: '已有审核开始，不能重新生成审核方案' });
      expect(await fingerprint()).toBe(before);
    });

    it('a multi-site application needs a central site; its review computes the time per site', async () => {
      const accepted = (await detail(CB_SCHEDULER, 'CP-DEMO-0003')).data;
      const application = {
        certProjectCode: 'CP-DEMO-0003',
        version: accepted.version,
        contactName: '顾明远',
        contactPhone: '13951880033',
        regionCode: '320114',
        standards: ['QMS'],
        scopeText: '数控机床零部件的设计、生产和服务',
        scopeCodes: ['19'],
        sites: [
          { name: '南京总部', central: false, personnel: { fullTime: 180 } },
          { name: '常州工厂', personnel: { fullTime: 100 } },
        ],
      };
      const noCentral = await post(CB_SCHEDULER, 'project/application/save.json', application);
      expect(noCentral).toMatchObject({ success: false, errorCode: '21206' });
      expect(noCentral.errorMsg).toContain('sites.central');
      const saved = await post(CB_SCHEDULER, 'project/application/save.json', {
        ...application,
        sites: [{ ...application.sites[0], central: true }, application.sites[1]],
      });
      expect(saved.success, saved.errorMsg).toBe(true);
      expect(saved.data.application.sites.map((site) => site.name)).toEqual(['南京总部', '常州工厂']);
      const reviewed = await post(CB_SCHEDULER, 'project/review.json', { certProjectCode: 'CP-DEMO-0003', version: saved.data.version });
      expect(reviewed.success, reviewed.errorMsg).toBe(true);
      expect(reviewed.data.auditTime!.initialDays).toBeGreaterThan(0);
      expect(reviewed.data.auditTime!.justification.join('')).toContain('常州工厂');
    });

    it('accepting and declining applications; refusals name the field', async () => {
      const applied = (await detail(CB_MANAGER, 'CP-DEMO-0002')).data;
      expect(applied.actions).toEqual(['accept', 'decline', 'withdraw']);
      expect((await post(HUAAN_MANAGER, 'project/accept.json', { certProjectCode: 'CP-DEMO-0002', version: applied.version })).errorCode).toBe(
        '21201',
      );
      const noReason = await post(CB_MANAGER, 'project/decline.json', { certProjectCode: 'CP-DEMO-0002', version: applied.version });
      expect(noReason.success).toBe(false);
      expect(noReason.errorMsg).toContain('reason');
      const accepted = await post(CB_MANAGER, 'project/accept.json', { certProjectCode: 'CP-DEMO-0002', version: applied.version });
      expect(accepted.data.state).toBe('accepted');
      const twice = await post(CB_MANAGER, 'project/accept.json', { certProjectCode: 'CP-DEMO-0002', version: accepted.data.version });
      expect(twice).toMatchObject({ success: false, errorCode: '21203', errorMsg: '认证项目当前为“已受理”，不能受理' });
      const badRegion = await post(CB_MANAGER, 'project/register.json', {
        clientName: '某公司',
        contactName: '张三',
        contactPhone: '13900002222',
        regionCode: '999999',
        standards: ['QMS'],
        scopeText: '生产',
      });
      expect(badRegion).toMatchObject({ success: false, errorCode: '21207' });
      const badScope = await post(CB_MANAGER, 'project/register.json', {
        clientName: '某公司',
        contactName: '张三',
        contactPhone: '13900002222',
        regionCode: '330106',
        standards: ['QMS'],
        scopeText: '生产',
        scopeCodes: ['40'],
      });
      expect(badScope.success).toBe(false);
      expect(badScope.errorMsg).toContain('scopeCodes');
    });
  });

  describe('channels, customers and the platform', () => {
    it("a channel's application from a project that is not a certification project is refused", async () => {
      const bodies = (await as(CHANNEL_MANAGER).get<{ list: { tenantCode: string }[] }>('/api/certification/bodies.json')).body.data.list;
      expect(bodies.map((body) => body.tenantCode).sort()).toEqual(['T-CB-DEMO', 'T-CB-HUAAN']);
      const apply = (projectCode: string, who = CHANNEL_MANAGER) =>
        as(who).post('/api/certification/apply.json', {
          projectCode,
          bodyTenantCode: 'T-CB-DEMO',
          standards: ['ISMS'],
          scopeText: '软件开发',
          contactName: '张三',
          contactPhone: '13900003333',
          regionCode: '330106',
        });
      const before = await fingerprint();
      expect((await apply('PJ20261015RA0001')).body).toMatchObject({ success: false, errorCode: '21214' });
      expect((await apply('PJ-NOPE')).body).toMatchObject({ success: false, errorCode: '21213' });
      expect((await apply('PJ20261015RA0001', OTHER_CHANNEL)).body).toMatchObject({ success: false, errorCode: '21213' });
      expect(await fingerprint()).toBe(before);
    });

    it('a channel applies from its certification project; the body and the customer see it; once only', async () => {
      // The demo has no certification product yet: make the product of 安衡咨询's project one, in this test's database.
      await t.database.db.update(products).set({ serviceKind: 'certification' }).where(eq(products.productCode, 'PD-RA-20984'));
      const body = {
        projectCode: 'PJ20261015RA0001',
        bodyTenantCode: 'T-CB-DEMO',
        standards: ['ISMS'],
        scopeText: '软件开发与运维所涉及的信息安全管理活动',
        contactName: '客户项目经理',
        contactPhone: '13800000021',
        regionCode: '330106',
      };
      expect((await as(CHANNEL_MANAGER).post('/api/certification/apply.json', { ...body, bodyTenantCode: 'T-CU-DEMO' })).body).toMatchObject({
        success: false,
        errorCode: '21216',
      });
      const applied = (await as(CHANNEL_MANAGER).post('/api/certification/apply.json', body)).body as Answer<{
        certProjectCode: string;
        state: string;
      }>;
      expect(applied.success, applied.errorMsg).toBe(true);
      expect(applied.data.state).toBe('applied');
      expect((await as(CHANNEL_MANAGER).post('/api/certification/apply.json', body)).body).toMatchObject({ success: false, errorCode: '21215' });

      const seen = (await detail(CB_SCHEDULER, applied.data.certProjectCode)).data;
      expect(seen).toMatchObject({
        origin: 'channel',
        state: 'applied',
        clientTenantCode: 'T-CU-DEMO',
        clientName: '示例科技有限公司',
        channelName: '安衡咨询',
        projectCode: 'PJ20261015RA0001',
      });
      expect(codes(await list(CHANNEL_MANAGER))).toContain(applied.data.certProjectCode);
      expect(await detail(HUAAN_MANAGER, applied.data.certProjectCode)).toMatchObject({ success: false, errorCode: '21201' });

      const progress = (await as(CUSTOMER_PM).get('/api/certification/progress.json', { projectCode: 'PJ20261015RA0001' })).body as Answer<{
        progress: { bodyName: string; state: string } | null;
      }>;
      expect(progress.data.progress).toMatchObject({ bodyName: '示例认证中心', state: 'applied' });
      const events = await t.database.db
        .select()
        .from(projectEvents)
        .where(and(eq(projectEvents.projectCode, 'PJ20261015RA0001'), eq(projectEvents.type, 'certification')));
      expect(events.map((event) => event.summary)).toContain('已向示例认证中心提交认证申请');
      expect(
        (await t.app.certProjects.forCustomer(await t.app.authenticator.contextOf('A-21', 'T-CU-DEMO').then((c) => c!), 'PJ20261015RA0001')).bodyName,
      ).toBe('示例认证中心');
    });

    it('progress of a marketplace project without an application is empty', async () => {
      const answer = (await as(CUSTOMER_PM).get('/api/certification/progress.json', { projectCode: 'PJ20261015RA0005' })).body as Answer<{
        progress: unknown;
      }>;
      expect(answer).toMatchObject({ success: true, data: { progress: null } });
    });

    it('the platform manager sees the counts per body', async () => {
      const answer = (await as(PLATFORM).get('/api/certification/platform/bodies.json')).body as Answer<{
        list: { tenantCode: string; projects: number }[];
      }>;
      expect(answer.success, answer.errorMsg).toBe(true);
      expect(answer.data.list.find((row) => row.tenantCode === 'T-CB-HUAAN')).toMatchObject({ projects: 1, openProjects: 1, certified: 0 });
      expect((await as(CB_MANAGER).get('/api/certification/platform/bodies.json')).body).toMatchObject({ success: false });
    });
  });

  describe('app.certAudits (the schedule module)', () => {
    it('reads the audits due in a period, saves a draft, publishes, and refuses audits started or of another body', async () => {
      const due = await t.app.certAudits.forScheduling('T-CB-DEMO', '2026-12-01', '2027-03-31');
      const dueCodes = due.map((audit) => audit.auditCode);
      expect(dueCodes).toContain('CP-DEMO-0005-A1');
      expect(dueCodes).toContain('CP-DEMO-0009-A3');
      expect(dueCodes).not.toContain('CP-DEMO-0001-A1');
      expect(dueCodes).not.toContain('CP-HUAAN-0001-A1');
      const s2 = due.find((audit) => audit.auditCode === 'CP-DEMO-0001-A2')!;
      expect(s2).toMatchObject({
        clientKey: 'T-CU-DEMO',
        scheduleState: 'published',
        previousLeaders: ['AS-DEMO-02'],
        standards: ['ISMS'],
        scopeCodes: ['33'],
      });

      const team = [
        { assessorCode: 'AS-DEMO-03', name: '', role: 'leader' as const, days: 2 },
        { assessorCode: 'AS-DEMO-06', name: '', role: 'auditor' as const, days: 2 },
      ];
      await t.app.certAudits.saveSchedule('T-CB-DEMO', 'A-33', [
        { auditCode: 'CP-DEMO-0005-A1', startDate: '2026-12-14', endDate: '2026-12-15', team },
      ]);
      let [saved] = (await t.app.certAudits.forScheduling('T-CB-DEMO', '2026-12-01', '2026-12-31')).filter(
        (audit) => audit.auditCode === 'CP-DEMO-0005-A1',
      );
      expect(saved).toMatchObject({ scheduleState: 'draft', state: 'planned', startDate: '2026-12-14' });
      expect(saved!.team.map((member) => member.name)).toEqual(['刘建国', '孙浩然']);

      await expect(
        t.app.certAudits.saveSchedule('T-CB-DEMO', 'A-33', [{ auditCode: 'CP-DEMO-0001-A1', startDate: '2026-12-14', endDate: '2026-12-15', team }]),
      ).rejects.toThrow('已开始或已结束');
      await expect(
        t.app.certAudits.saveSchedule('T-CB-HUAAN', 'A-34', [{ auditCode: 'CP-DEMO-0005-A1', startDate: '2026-12-14', endDate: '2026-12-15', team }]),
      ).rejects.toThrow('不是本机构的审核');
      await expect(
        t.app.certAudits.saveSchedule('T-CB-DEMO', 'A-33', [{ auditCode: 'CP-DEMO-0005-A1', startDate: '2026-12-16', endDate: '2026-12-15', team }]),
      ).rejects.toThrow('结束日期（endDate）不能早于开始日期');
      await expect(t.app.certAudits.publish('T-CB-DEMO', 'A-33', ['CP-DEMO-0007-A1'])).rejects.toThrow('尚未排定日期和审核组长');

      const published = await t.app.certAudits.publish('T-CB-DEMO', 'A-33', ['CP-DEMO-0005-A1']);
      expect(published[0]).toMatchObject({ state: 'scheduled', scheduleState: 'published' });
      const mine = await t.app.certAudits.forAssessor('T-CB-DEMO', 'AS-DEMO-03', '2026-12-01', '2026-12-31');
      expect(mine.map((audit) => audit.auditCode)).toEqual(['CP-DEMO-0005-A1']);

      await t.app.certAudits.clearSchedule('T-CB-DEMO', 'A-33', ['CP-DEMO-0005-A1']);
      [saved] = (await t.app.certAudits.forScheduling('T-CB-DEMO', '2026-12-01', '2026-12-31')).filter(
        (audit) => audit.auditCode === 'CP-DEMO-0005-A1',
      );
      expect(saved).toMatchObject({ scheduleState: 'unscheduled', state: 'planned', startDate: null, team: [] });
    });
  });
});
