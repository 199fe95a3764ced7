/**
 * The demo background tasks (domain/tasks/demo.ts): 安衡咨询's channel manager finds a finished gap
 * report and a failed import in the task panel. With the harness's DEMO_DOCUMENTS=false the
 * report's result still names its placeholder; at a start with DEMO_DOCUMENTS=true its kind's
 * handler has run once: the result is a real Word document, stored as the project's 'ai' file,
 * and a second start generates nothing more.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFile } from '../../../domain/files/contracts';
import type { TaskView } from '../../../domain/tasks/contracts';
import { DEMO_BACKGROUND_TASKS, DEMO_TASK_RESULT_PREFIX } from '../../../domain/tasks/demo';
import { fillDemoTaskResults } from '../../../server/modules/tasks/demoResults';
import { createTaskRepository } from '../../../server/modules/tasks/repository';
import { startTestApp, type TestApp, type TestClient } from '../harness';

const MANAGER = '13800000011';
const GAP = 'PJ20260901GI0003';
type Page<T> = { list: T[]; total: number; running: number };

async function tasksOf(client: TestClient): Promise<Page<TaskView>> {
  const answer = await client.get<Page<TaskView>>('/api/task/list.json');
  expect(answer.body.success, answer.body.errorMsg).toBe(true);
  return answer.body.data!;
}

describe('the demo tasks without their documents (harness default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { JOBS_RUNNER: 'false' } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('are finished rows no runner claims: a succeeded gap report (placeholder file) and a failed import saying why', async () => {
    const manager = t.client();
    expect((await manager.loginWithPassword(MANAGER)).body.success).toBe(true);
    const page = await tasksOf(manager);
    expect(page).toMatchObject({ total: DEMO_BACKGROUND_TASKS.length, running: 0 });
    expect(page.list.map((task) => [task.kind, task.status])).toEqual([
      ['imports.govTecProject', 'failed'],
      ['reports.gapDocx', 'succeeded'],
    ]);
    const [failed, report] = page.list;
    expect(failed).toMatchObject({ kindLabel: '导入政府科技项目数据', done: 0, result: null, duration: 2 });
    expect(failed.error).toContain('公式单元格（科技项目!H3、科技项目!H4）');
    expect(report).toMatchObject({
      kindLabel: '生成差距分析 Word 报告',
      title: '信息安全管理体系（第1号报告）',
      done: 2,
      total: 2,
      error: null,
      duration: 7,
    });
    expect(report.result?.objectId?.startsWith(DEMO_TASK_RESULT_PREFIX)).toBe(true);
    expect(await t.app.jobs.runOnce()).toBeNull();
  });
});

describe('the demo tasks at a start in demo mode (DEMO_DOCUMENTS=true)', () => {
  let t: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-demo-tasks-'));
    t = await startTestApp('pglite', { env: { FILES_DIR: filesDir, DEMO_DOCUMENTS: 'true', JOBS_RUNNER: 'false' } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it("the report's result is the Word document its handler generated, stored as the project's 'ai' file", async () => {
    const manager = t.client();
    expect((await manager.loginWithPassword(MANAGER)).body.success).toBe(true);
    const report = (await tasksOf(manager)).list.find((task) => task.kind === 'reports.gapDocx')!;
    expect(report.status).toBe('succeeded');
    const objectId = report.result?.objectId ?? '';
    expect(objectId).not.toMatch(new RegExp(`^${DEMO_TASK_RESULT_PREFIX}`));
    expect(report.result?.fileName).toMatch(/\.docx$/);
    const download = await t.app.inject({
      method: 'GET',
      url: `/consulting/file/download?objectId=${objectId}`,
      headers: { cookie: `sid=${manager.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(download.rawPayload.length).toBeGreaterThan(5_000);
    const files = (await manager.get<Page<ProjectFile>>('/consulting/file/project/list.json', { projectCode: GAP, source: 'ai' })).body.data!;
    expect(files.list.find((file) => file.objectId === objectId)).toMatchObject({ source: 'ai', fileName: report.result?.fileName });

    // Another start finds nothing left to generate.
    const repo = createTaskRepository(t.database.db);
    expect(await fillDemoTaskResults({ repo, jobs: t.app.jobs, registry: t.app.taskKinds, log: { warn: () => undefined } })).toBe(0);
    expect((await tasksOf(manager)).list.find((task) => task.kind === 'reports.gapDocx')?.result?.objectId).toBe(objectId);
  });
});
