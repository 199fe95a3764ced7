/**
 * The customer's services and projects (issue 12, /systemManage) through the real app on both
 * drivers: the list is the session tenant's projects only (never another customer's, never a
 * withdrawn group), the detail, tasks by role and content root nodes, the owner change (only PM or
 * owner, only to an active PM/owner), tasks assigned and moved, the company-information form, urges
 * (SMS, notice, the interval) and "finish all roles' work" as a background job. Refused writes
 * change nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConsumerContentNode,
  ConsumerJob,
  ConsumerProjectDetail,
  ConsumerProjectItem,
  ConsumerTask,
} from '../../../domain/projects/consumerContracts';
import { svipModulesFor } from '../../../domain/projects/consumer';
import { projectEvents, projectGroups, projects, projectTasks, projectUrges } from '../../../server/db/schema';
import type { NoticeMessage } from '../../../server/sms';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PM = '13800000021';
const OWNER = '13800000022';
const EXECUTOR = '13800000023';
const AUDITOR = '13800000024';
const NINGBO_PM = '13800000026';
const CHANNEL_MANAGER = '13800000011';
const CONSULTANT = '13800000013';
const OTHER_CONSULTANT = '13800000014';
const RA = 'PJ20261015RA0001';
const GM = 'PJ20261020GM0002';
const QN = 'PJ20261118QN0004';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

describe.each(DRIVERS)('consumerProjects (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const notices: NoticeMessage[] = [];
  const get = async <T>(who: string, url: string, query: Record<string, string> = {}) => (await as(who).get<T>(url, query)).body as Answer<T>;
  const post = async <T>(who: string, url: string, body: unknown) => (await as(who).post<T>(url, body)).body as Answer<T>;
  const projectRow = async (code: string) => (await t.database.db.select().from(projects).where(eq(projects.projectCode, code)))[0];

  beforeAll(async () => {
    t = await startTestApp(driver, { env: { JOBS_RUNNER: 'false' } });
    (t.sms as unknown as { sendNotice: (m: NoticeMessage) => Promise<void> }).sendNotice = async (message) => {
      notices.push(message);
    };
    for (const phone of [PM, OWNER, EXECUTOR, AUDITOR, NINGBO_PM, CHANNEL_MANAGER, CONSULTANT, OTHER_CONSULTANT]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, `${phone}: ${login.body.errorMsg}`).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  describe('the service list', () => {
    it("shows the PM its own tenant's twelve projects, newest purchase first, ten a page by default", async () => {
      const answer = await get<Page<ConsumerProjectItem>>(PM, '/consulting/project/consumer/list');
      expect(answer.success, answer.errorMsg).toBe(true);
      expect(answer.data.pageSize).toBe(10);
      expect(answer.data.total).toBe(12);
      // The five internal-auditor exam seats among the services.
      expect(answer.data.list.map((item) => item.projectCode)).toEqual([
        QN,
        'PJ20261120EC0091',
        'PJ20261120EC0092',
        'PJ20261101EB0081',
        'PJ20261101EB0082',
        GM,
        RA,
        'PJ20261015RA0005',
        'PJ20261015RA0006',
        'PJ20261001EA0071',
      ]);
      const ra = answer.data.list.find((item) => item.projectCode === RA)!;
      expect(ra).toMatchObject({ name: '核心业务系统', level: '3', state: 'inhand', channelName: '安衡咨询', svipPending: true, progress: 34 });
      expect(ra.consultantName).not.toBe('');
      expect(answer.data.list.find((item) => item.projectCode === QN)!.consultantName).toBe('');
    });

    it('filters by state and keyword, pages on the server', async () => {
      expect(
        (await get<Page<ConsumerProjectItem>>(PM, '/consulting/project/consumer/list', { state: 'finished' })).data.list.map((i) => i.projectCode),
      ).toEqual(['PJ20260901GI0003']);
      expect((await get<Page<ConsumerProjectItem>>(PM, '/consulting/project/consumer/list', { keyword: '门户' })).data.total).toBe(1);
      const second = await get<Page<ConsumerProjectItem>>(PM, '/consulting/project/consumer/list', { pageSize: '5', current: '3' });
      expect(second.data.list.map((i) => i.projectCode)).toEqual(['PJ20260901GI0003', 'PJ20260815CE0006']);
      expect(second.data.total).toBe(12);
    });

    it("never shows another customer's projects, nor a withdrawn group", async () => {
      const ningbo = await get<Page<ConsumerProjectItem>>(NINGBO_PM, '/consulting/project/consumer/list');
      expect(ningbo.data.list.map((item) => item.projectCode).sort()).toEqual(['PJ20261101PD0005', 'PJ20261101PD0006']);
      const refused = await get(NINGBO_PM, '/consulting/project/consumer/detailInfo', { projectCode: RA });
      expect(refused).toMatchObject({ success: false, errorCode: '17501' });
      const db = t.database.db;
      await db.update(projectGroups).set({ status: 'withdrawn' }).where(eq(projectGroups.groupCode, 'PG20261118QN0004'));
      try {
        const after = await get<Page<ConsumerProjectItem>>(PM, '/consulting/project/consumer/list');
        expect(after.data.list.map((item) => item.projectCode)).not.toContain(QN);
        expect((await get(PM, '/consulting/project/consumer/detailInfo', { projectCode: QN })).errorCode).toBe('17501');
      } finally {
        await db.update(projectGroups).set({ status: 'active' }).where(eq(projectGroups.groupCode, 'PG20261118QN0004'));
      }
    });

    it('refuses channel and executor accounts (canReadInterface)', async () => {
      for (const who of [CHANNEL_MANAGER, EXECUTOR]) {
        expect((await get(who, '/consulting/project/consumer/list')).errorCode).toBe('403');
      }
    });
  });

  describe('the project detail', () => {
    it('shows members, tasks by role with what they wait for, and the delivery steps', async () => {
      const detail = await get<ConsumerProjectDetail>(PM, '/consulting/project/consumer/detailInfo', { projectCode: RA });
      expect(detail.success, detail.errorMsg).toBe(true);
      expect(detail.data.permissions).toEqual({ manage: true, urge: true });
      expect(detail.data.members.map((m) => m.accountId)).toEqual(expect.arrayContaining(['A-21', 'A-22', 'A-23', 'A-24', 'A-41']));
      expect(detail.data.events.some((e) => e.type === 'purchase')).toBe(true);

      const tasks = await get<ConsumerTask[]>(PM, '/consulting/project/consumer/role/list', { projectCode: RA });
      expect(tasks.data.map((task) => [task.stepNo, task.roleCode, task.accountId, task.status])).toEqual([
        [1, 'consumer-pm', 'A-21', 'submited'],
        [2, 'consumer-executor', 'A-23', 'notsubmit'],
      ]);
      expect(tasks.data[1].waitingFor).toContain('提交');
      expect(tasks.data[0].actions).toEqual(expect.arrayContaining(['return', 'finish']));

      const nodes = await get<ConsumerContentNode[]>(PM, '/consulting/project/consumer/content/list', { projectCode: RA, type: 'root_node' });
      expect(nodes.data).toHaveLength(6);
      expect(nodes.data[1]).toMatchObject({ side: 'customer', ownerRole: 'consumer-pm', taskStatus: 'submited' });
      expect(nodes.data.filter((n) => n.status === 'current')).toHaveLength(1);
      expect((await get(PM, '/consulting/project/consumer/content/list', { projectCode: RA, type: 'leaf' })).errorCode).not.toBe('200');
    });

    it('the internal auditor reads but may not manage', async () => {
      const detail = await get<ConsumerProjectDetail>(AUDITOR, '/consulting/project/consumer/detailInfo', { projectCode: RA });
      expect(detail.data.permissions.manage).toBe(false);
    });
  });

  describe('the customer owner', () => {
    it('the PM changes it to an active owner/PM of the tenant; the timeline records it', async () => {
      const answer = await post<ConsumerProjectItem>(PM, '/consulting/project/consumer/updateCustomerOwner', { projectCode: RA, accountId: 'A-41' });
      expect(answer.success, answer.errorMsg).toBe(true);
      expect(answer.data.customerOwnerAccountId).toBe('A-41');
      const events = await t.database.db
        .select()
        .from(projectEvents)
        .where(and(eq(projectEvents.projectCode, RA), eq(projectEvents.type, 'ownerChange')));
      expect(events).toHaveLength(1);
      expect(events[0].summary).toContain('变更为');
    });

    it('refuses an executor as owner, the same owner again, an auditor and an executor caller; nothing changes', async () => {
      expect((await post(PM, '/consulting/project/consumer/updateCustomerOwner', { projectCode: RA, accountId: 'A-23' })).errorCode).toBe('17503');
      expect((await post(PM, '/consulting/project/consumer/updateCustomerOwner', { projectCode: RA, accountId: 'A-41' })).errorCode).toBe('17504');
      expect((await post(PM, '/consulting/project/consumer/updateCustomerOwner', { projectCode: RA, accountId: 'A-26' })).errorCode).toBe('17503');
      expect((await post(AUDITOR, '/consulting/project/consumer/updateCustomerOwner', { projectCode: RA, accountId: 'A-22' })).errorCode).toBe(
        '17502',
      );
      expect((await post(EXECUTOR, '/consulting/project/consumer/updateCustomerOwner', { projectCode: RA, accountId: 'A-22' })).errorCode).toBe(
        '403',
      );
      expect((await post(NINGBO_PM, '/consulting/project/consumer/updateCustomerOwner', { projectCode: RA, accountId: 'A-26' })).errorCode).toBe(
        '17501',
      );
      expect((await projectRow(RA)).customerOwnerAccountId).toBe('A-41');
    });
  });

  describe('urges', () => {
    it('the PM urges a late executor: notice, SMS, listed on the detail; again within the interval is refused in Chinese', async () => {
      const first = await post<{ smsSent: boolean; nextAllowedAt: string }>(PM, '/consulting/project/consumer/urge', {
        projectCode: RA,
        accountId: 'A-23',
        urgeType: 'assets_task',
        message: '请本周内完成系统资产识别',
      });
      expect(first.success, first.errorMsg).toBe(true);
      expect(first.data.smsSent).toBe(true);
      expect(notices.at(-1)).toMatchObject({ phone: EXECUTOR, purpose: 'urge' });
      expect(notices.at(-1)!.text).toContain('核心业务系统');

      const again = await post(PM, '/consulting/project/consumer/urge', { projectCode: RA, accountId: 'A-23', urgeType: 'assets_urge' });
      expect(again).toMatchObject({ success: false, errorCode: '17511' });
      expect(again.errorMsg).toMatch(/已于 .* 催办过/);

      const last = await get<{ lastUrgeAt: string; nextAllowedAt: string; intervalMinutes: number }>(
        PM,
        '/consulting/project/assets/getLastUrgeTime',
        {
          projectCode: RA,
          accountId: 'A-23',
        },
      );
      expect(last.data.intervalMinutes).toBe(60);
      expect(last.data.nextAllowedAt).toBe(first.data.nextAllowedAt);

      const mine = await get<Page<{ projectName: string; byName: string }>>(EXECUTOR, '/consulting/project/consumer/urge/mine');
      expect(mine.data.list[0]).toMatchObject({ projectName: '核心业务系统' });
      const detail = await get<ConsumerProjectDetail>(PM, '/consulting/project/consumer/detailInfo', { projectCode: RA });
      expect(detail.data.urges).toHaveLength(1);

      t.clock.advance(61 * 60_000);
      expect((await post(PM, '/consulting/project/consumer/urge', { projectCode: RA, accountId: 'A-23', urgeType: 'assets_urge' })).success).toBe(
        true,
      );
      expect(await t.database.db.select().from(projectUrges).where(eq(projectUrges.projectCode, RA))).toHaveLength(2);
    });

    it('the consultant urges on its own project only; executors and auditors may not urge', async () => {
      const ok = await post(CONSULTANT, '/consulting/project/consumer/urge', { projectCode: RA, accountId: 'A-22', urgeType: 'login_verify' });
      expect(ok.success, ok.errorMsg).toBe(true);
      expect(
        (await post(OTHER_CONSULTANT, '/consulting/project/consumer/urge', { projectCode: RA, accountId: 'A-22', urgeType: 'login_verify' }))
          .errorCode,
      ).toBe('17513');
      expect(
        (await post(EXECUTOR, '/consulting/project/consumer/urge', { projectCode: RA, accountId: 'A-22', urgeType: 'login_verify' })).errorCode,
      ).toBe('403');
      expect(
        (await post(AUDITOR, '/consulting/project/consumer/urge', { projectCode: RA, accountId: 'A-22', urgeType: 'login_verify' })).errorCode,
      ).toBe('17502');
      expect((await post(PM, '/consulting/project/consumer/urge', { projectCode: RA, accountId: 'A-26', urgeType: 'login_verify' })).errorCode).toBe(
        '17512',
      );
      expect((await post(PM, '/consulting/project/consumer/urge', { projectCode: RA, accountId: 'A-24', urgeType: 'nope' })).success).toBe(false);
    });
  });

  describe('tasks', () => {
    it('assigns to a holder of the role only, the assignee submits, the PM returns and finishes', async () => {
      expect((await post(PM, '/consulting/project/consumer/task/assign', { projectCode: RA, stepNo: 2, accountId: 'A-22' })).errorCode).toBe('17506');
      expect((await post(PM, '/consulting/project/consumer/task/move', { projectCode: RA, stepNo: 2, action: 'submit' })).errorCode).toBe('17508');
      const submitted = await post<ConsumerTask>(EXECUTOR, '/consulting/project/consumer/task/move', {
        projectCode: RA,
        stepNo: 2,
        action: 'submit',
      });
      expect(submitted.success, submitted.errorMsg).toBe(true);
      expect(submitted.data.status).toBe('submited');
      expect((await post(EXECUTOR, '/consulting/project/consumer/task/move', { projectCode: RA, stepNo: 2, action: 'finish' })).errorCode).toBe(
        '17507',
      );
      expect(
        (await post<ConsumerTask>(PM, '/consulting/project/consumer/task/move', { projectCode: RA, stepNo: 2, action: 'return' })).data.status,
      ).toBe('notsubmit');
      const assigned = await post<ConsumerTask>(OWNER, '/consulting/project/consumer/task/assign', { projectCode: RA, stepNo: 2, accountId: 'A-23' });
      expect(assigned.data.accountName).not.toBe('');
    });
  });

  describe('the company information (SVIP)', () => {
    const fullData = () => {
      const data: Record<string, string | number> = {};
      for (const module of svipModulesFor('gov'))
        for (const [code, , type, required] of module.components) if (required) data[code] = type === 'number' ? 20 : '示例';
      return data;
    };

    it('refuses an incomplete form with the missing names, then saves it and moves the project to consumerSubmitSvipData', async () => {
      const incomplete = await post(PM, '/consulting/project/consumer/svip/submit', { projectCode: RA, data: { companyName: '示例科技有限公司' } });
      expect(incomplete.errorCode).toBe('17510');
      expect(incomplete.errorMsg).toContain('“统一社会信用代码”');
      expect((await post(AUDITOR, '/consulting/project/consumer/svip/submit', { projectCode: RA, data: fullData() })).errorCode).toBe('17502');
      expect((await projectRow(RA)).state).toBe('inhand');

      const saved = await post<ConsumerProjectItem>(PM, '/consulting/project/consumer/svip/submit', {
        projectCode: RA,
        data: { ...fullData(), unknown: 'x' },
      });
      expect(saved.success, saved.errorMsg).toBe(true);
      expect(saved.data).toMatchObject({ state: 'consumerSubmitSvipData', svipPending: false });
      const row = await projectRow(RA);
      expect(row.svipData).not.toHaveProperty('unknown');
      expect(row.svipSubmittedAt).not.toBeNull();
      expect((await post(PM, '/consulting/project/consumer/svip/submit', { projectCode: RA, data: fullData() })).errorCode).toBe('17509');
    });
  });

  describe("finishing every role's work", () => {
    it('runs as a background job the page follows through /api/task/detail.json', async () => {
      const started = await post<ConsumerJob>(PM, '/consulting/project/consumer/role/all/finish', { projectCode: QN });
      expect(started.success, started.errorMsg).toBe(true);
      expect(started.data).toMatchObject({ status: 'queued', done: 0, total: 1 });
      // Asked again while queued: the same job.
      expect((await post<ConsumerJob>(PM, '/consulting/project/consumer/role/all/finish', { projectCode: QN })).data.taskId).toBe(
        started.data.taskId,
      );
      // Only its submitter follows it (domain/tasks/rules.ts): another tenant's PM is told it does not exist.
      expect((await get(NINGBO_PM, '/api/task/detail.json', { taskId: String(started.data.taskId) })).errorCode).toBe('14401');
      expect((await post(EXECUTOR, '/consulting/project/consumer/role/all/finish', { projectCode: QN })).errorCode).toBe('403');

      expect(await t.app.jobs.runOnce()).toBe(started.data.taskId);
      const job = await get<ConsumerJob>(PM, '/api/task/detail.json', { taskId: String(started.data.taskId) });
      expect(job.data).toMatchObject({ status: 'succeeded', done: 1, total: 1 });
      const tasks = await t.database.db.select().from(projectTasks).where(eq(projectTasks.projectCode, QN));
      expect(tasks.every((task) => task.status === 'finished')).toBe(true);
      const detail = await get<ConsumerProjectDetail>(PM, '/consulting/project/consumer/detailInfo', { projectCode: QN });
      expect(detail.data.finishJob).toMatchObject({ status: 'succeeded' });
      expect(detail.data.events.some((event) => event.type === 'taskFinish')).toBe(true);
      // Nothing left to finish.
      expect((await post(PM, '/consulting/project/consumer/role/all/finish', { projectCode: QN })).errorCode).toBe('17515');
    });
  });
});
