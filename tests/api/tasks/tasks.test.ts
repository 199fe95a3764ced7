/**
 * Background tasks (后台任务, /api/task/*) through the real app on both drivers: submitting a
 * registered kind (unknown kinds and wrong payloads refused in Chinese, the area's own refusal
 * passed on), the same key answering the same task, the gap report generated in the background
 * and downloaded from its result, bulk submit and bulk detail, the caller's paged list with the
 * running count, nobody else reading a task (colleague or other tenant), failed tasks saying why in
 * Chinese, and, on PostgreSQL, two queues claiming concurrently never running a task twice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorCode } from '../../../domain/errors';
import type { TaskBulkItem, TaskView } from '../../../domain/tasks/contracts';
import { TASK_INTERNAL_ERROR_TEXT } from '../../../domain/tasks/rules';
import { files, jobs } from '../../../server/db/schema';
import { BusinessError } from '../../../server/http/errors';
import { createJobQueue, PermanentJobError } from '../../../server/jobs';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PM = '13800000021';
const OWNER = '13800000022';
const NINGBO_PM = '13800000026';
const CONSULTANT = '13800000013';
const ISO = 'PJ20260901GI0003';
const ECHO = 'test.echo';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number; running: number };
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

describe.each(DRIVERS)('background tasks (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const get = async <T>(who: string, url: string, query: Record<string, string> = {}) => (await as(who).get<T>(url, query)).body as Answer<T>;
  const post = async <T>(who: string, url: string, body: unknown) => (await as(who).post<T>(url, body)).body as Answer<T>;
  const submit = (who: string, kind: string, payload: Record<string, unknown>) => post<TaskView>(who, '/api/task/submit.json', { kind, payload });
  const detail = (who: string, taskId: number) => get<TaskView>(who, '/api/task/detail.json', { taskId: String(taskId) });
  const runAll = async () => {
    while ((await t.app.jobs.runOnce()) !== null);
  };

  beforeAll(async () => {
    t = await startTestApp(driver, {
      env: { JOBS_RUNNER: 'false' },
      // A kind of this test: echoes its text, or fails the way the payload says.
      extend: (app) =>
        app.taskKinds.register({
          kind: ECHO,
          payload: z.object({
            text: z.string({ error: '请填写文本（text）' }).min(1, '请填写文本（text）'),
            fail: z.enum(['business', 'technical']).optional(),
          }),
          authorize: (_caller, payload) => {
            if (payload.text === 'forbidden') throw new BusinessError(ErrorCode.TASK_NOT_ALLOWED);
          },
          jobKey: (payload) => payload.text,
          title: (payload) => `回显：${payload.text}`,
          total: () => 1,
          handler: async ({ payload, progress }) => {
            if (payload.fail === 'business') throw new BusinessError(ErrorCode.TASK_PAYLOAD_INVALID, '文本内容不符合要求，无法处理');
            if (payload.fail === 'technical') throw new PermanentJobError('socket hang up');
            await progress(1, 1);
            return { path: `/echo/${payload.text}` };
          },
        }),
    });
    for (const phone of [PM, OWNER, NINGBO_PM, CONSULTANT]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, `${phone}: ${login.body.errorMsg}`).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses unknown kinds, wrong payloads and what the kind does not allow, in Chinese', async () => {
    const unknown = await submit(PM, 'nope.kind', {});
    expect(unknown).toMatchObject({ success: false, errorCode: '14402', errorMsg: '不支持的后台任务类型：nope.kind' });
    const wrong = await submit(PM, ECHO, { text: '' });
    expect(wrong).toMatchObject({ success: false, errorCode: '14403', errorMsg: '后台任务参数无效（text）：请填写文本（text）' });
    expect((await submit(PM, ECHO, { text: 'forbidden' })).errorCode).toBe('14406');
    const notObject = await post(PM, '/api/task/submit.json', { kind: ECHO, payload: 'x' });
    expect(notObject.success).toBe(false);
    expect(notObject.errorMsg).toContain('任务参数（payload）须为对象');
    expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, ECHO))).toEqual([]);
  });

  it('generates the gap report in the background: same key same task, progress, the file as result, downloadable', async () => {
    const first = await submit(PM, 'reports.gapDocx', { projectCode: ISO });
    expect(first.success, first.errorMsg).toBe(true);
    expect(first.data).toMatchObject({
      kind: 'reports.gapDocx',
      kindLabel: '生成差距分析 Word 报告',
      status: 'queued',
      done: 0,
      total: 2,
      result: null,
      error: null,
      finishedAt: null,
    });
    expect(first.data.title).toContain('信息安全管理体系');
    expect((await submit(PM, 'reports.gapDocx', { projectCode: ISO })).data.taskId).toBe(first.data.taskId);
    // Nobody else reads it: a colleague of the same tenant, another tenant's PM.
    expect((await detail(OWNER, first.data.taskId)).errorCode).toBe('14401');
    expect((await detail(NINGBO_PM, first.data.taskId)).errorCode).toBe('14401');
    expect((await get<TaskView[]>(OWNER, '/api/task/bulk/detail.json', { taskIds: String(first.data.taskId) })).data).toEqual([]);

    await runAll();
    const done = await detail(PM, first.data.taskId);
    expect(done.data).toMatchObject({ status: 'succeeded', done: 2, total: 2, error: null });
    expect(done.data.result?.fileName).toMatch(/^差距分析报告-.*\.docx$/);
    expect(done.data.finishedAt).not.toBeNull();
    const file = await t.app.inject({
      method: 'GET',
      url: '/consulting/file/download',
      query: { objectId: done.data.result!.objectId! },
      headers: { cookie: `sid=${as(PM).token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Stored as the project's file, generated (source 'ai'): the project's other readers see it too.
    const [stored] = await t.database.db.select().from(files).where(eq(files.objectId, done.data.result!.objectId!));
    expect(stored).toMatchObject({ purpose: 'project', projectCode: ISO, source: 'ai' });
    // Submitted again once finished: the same task runs again (a fresh report).
    const again = await submit(PM, 'reports.gapDocx', { projectCode: ISO });
    expect(again.data).toMatchObject({ taskId: first.data.taskId, status: 'queued', result: null });
    await runAll();
  });

  it('generates the risk-assessment report in the background as the project’s file', async () => {
    const task = await submit(CONSULTANT, 'reports.riskDocx', { projectCode: 'PJ20261015RA0001' });
    expect(task.success, task.errorMsg).toBe(true);
    expect(task.data).toMatchObject({ kind: 'reports.riskDocx', status: 'queued', total: 2 });
    await runAll();
    const done = await detail(CONSULTANT, task.data.taskId);
    expect(done.data).toMatchObject({ status: 'succeeded', done: 2, total: 2, error: null });
    expect(done.data.result?.fileName).toMatch(/\.docx$/);
    const [stored] = await t.database.db.select().from(files).where(eq(files.objectId, done.data.result!.objectId!));
    expect(stored).toMatchObject({ purpose: 'project', projectCode: 'PJ20261015RA0001', source: 'ai', accountId: 'A-13' });
  });

  it('refuses a report of a project the caller cannot see, with the area’s message', async () => {
    const refused = await submit(NINGBO_PM, 'reports.gapDocx', { projectCode: ISO });
    expect(refused.success).toBe(false);
    expect(refused.errorMsg).toMatch(/[\u4e00-\u9fff]/);
    expect((await submit(CONSULTANT, 'reports.riskDocx', { projectCode: 'PJ-NOPE' })).success).toBe(false);
  });

  it('bulk submit answers each item; bulk detail answers only the caller’s tasks, in the order asked', async () => {
    const bulk = await post<TaskBulkItem[]>(PM, '/api/task/bulk/submit.json', {
      tasks: [
        { kind: ECHO, payload: { text: 'b1' } },
        { kind: 'nope.kind', payload: {} },
        { kind: ECHO, payload: { text: 'b2' } },
      ],
    });
    expect(bulk.success, bulk.errorMsg).toBe(true);
    expect(bulk.data.map((item) => [item.index, item.success, item.errorCode])).toEqual([
      [0, true, '200'],
      [1, false, '14402'],
      [2, true, '200'],
    ]);
    const other = await submit(OWNER, ECHO, { text: 'owner-only' });
    const ids = [bulk.data[2].task!.taskId, other.data.taskId, bulk.data[0].task!.taskId];
    const seen = await get<TaskView[]>(PM, '/api/task/bulk/detail.json', { taskIds: ids.join(',') });
    expect(seen.data.map((task) => task.taskId)).toEqual([ids[0], ids[2]]);
    expect((await get(PM, '/api/task/bulk/detail.json', { taskIds: '1,x' })).errorMsg).toContain('任务编号（taskIds）须为以逗号分隔的正整数');
    const tooMany = await post(PM, '/api/task/bulk/submit.json', {
      tasks: Array.from({ length: 51 }, (_, i) => ({ kind: ECHO, payload: { text: `m${i}` } })),
    });
    expect(tooMany.errorMsg).toContain('一次最多提交 50 个任务');
    // The same key as another person's task: refused, not handed over.
    expect((await submit(PM, ECHO, { text: 'owner-only' })).errorCode).toBe('14404');
  });

  it('lists the caller’s tasks newest first, paged on the server, by status, with the running count', async () => {
    const all = await get<Page<TaskView>>(PM, '/api/task/list.json', { pageSize: '2' });
    expect(all.success, all.errorMsg).toBe(true);
    // The gap report (succeeded), b1 and b2 (queued).
    expect(all.data).toMatchObject({ total: 3, current: 1, pageSize: 2, running: 2 });
    expect(all.data.list.map((task) => task.title)).toEqual(['回显：b2', '回显：b1']);
    const second = await get<Page<TaskView>>(PM, '/api/task/list.json', { pageSize: '2', current: '2' });
    expect(second.data.list.map((task) => task.kind)).toEqual(['reports.gapDocx']);
    const finished = await get<Page<TaskView>>(PM, '/api/task/list.json', { status: 'succeeded' });
    expect(finished.data.total).toBe(1);
    expect((await get<Page<TaskView>>(OWNER, '/api/task/list.json')).data.list.map((task) => task.title)).toEqual(['回显：owner-only']);
    expect((await get<Page<TaskView>>(NINGBO_PM, '/api/task/list.json')).data.total).toBe(0);
    await runAll();
    expect((await get<Page<TaskView>>(PM, '/api/task/list.json')).data.running).toBe(0);
  });

  it('a failed task says why in Chinese: the area’s message, or a plain one for a technical failure', async () => {
    const business = await submit(PM, ECHO, { text: 'f1', fail: 'business' });
    const technical = await submit(PM, ECHO, { text: 'f2', fail: 'technical' });
    await runAll();
    expect((await detail(PM, business.data.taskId)).data).toMatchObject({ status: 'failed', error: '文本内容不符合要求，无法处理', result: null });
    expect((await detail(PM, technical.data.taskId)).data).toMatchObject({ status: 'failed', error: TASK_INTERNAL_ERROR_TEXT });
  });

  it.runIf(driver === 'postgres')('two queues on one database claiming at once never run a task twice', async () => {
    const runs = new Map<number, number>();
    const silent = { info: () => {}, error: () => {} };
    const queues = [0, 1].map(() => {
      const queue = createJobQueue({ db: t.database.db, clock: t.clock, log: silent, pollMs: 10, leaseSeconds: 30 });
      queue.register('test.concurrent', async ({ job }) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return queue;
    });
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      ids.push((await queues[0].enqueue({ tenantCode: 'T-CU-DEMO', kind: 'test.concurrent', jobKey: `c${i}`, createdBy: 'A-21' })).id);
    }
    const drain = async (queue: (typeof queues)[number]) => {
      let ran = 0;
      while ((await queue.runOnce()) !== null) ran += 1;
      return ran;
    };
    const [a, b] = await Promise.all(queues.map(drain));
    expect(a + b).toBe(30);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(ids.every((id) => runs.get(id) === 1)).toBe(true);
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'test.concurrent'));
    expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
  });
});
