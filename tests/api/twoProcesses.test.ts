/**
 * Two server processes behave as one product (issue 33): two spawned `server/main.ts` on one
 * PostgreSQL database (a copy of the run's prepared template, with the demo set), each with its
 * own DATA_DIR, and one S3-compatible store (s3rver, tests/api/s3Server.ts). What one process
 * does, the other sees at once:
 *
 * - a session made on A works on B; a logout on B is refused on A at once;
 * - wrong passwords spread over A and B count together: the lockout holds on both;
 * - a limit (the SMS resend interval) counted on A refuses on B;
 * - jobs both runners could claim each run exactly once;
 * - a file uploaded through A downloads through B, byte for byte;
 * - a tenant's page configuration saved on A shows on B; a new licence version published in the
 *   database is required on both, and accepting it on B lets the account through on A.
 *
 * On PGlite the test cannot apply: an embedded database belongs to one process.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../domain/identity/demo';
import { ErrorCode } from '../../domain/errors';
import { startS3Server, type StartedS3Server } from './s3Server';
import { type ServerProcess, serverDatabase, startServerProcess } from './serverProcess';

const POSTGRES = !!process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; data: T; errorCode: string; errorMsg: string };
  bytes: Buffer;
  sid?: string;
}

/** A browser-like call: the CSRF header, the session cookie when given; the new `sid` when set. */
async function call<T = unknown>(
  server: ServerProcess,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  options: { sid?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (options.sid) headers.cookie = `sid=${options.sid}`;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  const response = await fetch(`${server.url}${pathAndQuery}`, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const sid = response.headers
    .getSetCookie()
    .map((cookie) => /^sid=([^;]*)/.exec(cookie)?.[1])
    .find((value) => value !== undefined);
  let parsed: Answer<T>['body'];
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    parsed = undefined as never;
  }
  return { status: response.status, body: parsed, bytes, sid };
}

async function login(server: ServerProcess, phone: string, password = DEMO_PASSWORD): Promise<Answer> {
  return call(server, 'POST', '/user/loginByPhone', { json: { phone, password } });
}

async function sessionOn(server: ServerProcess, phone: string): Promise<string> {
  const answer = await login(server, phone);
  expect(answer.body, answer.body?.errorMsg).toMatchObject({ success: true });
  expect(answer.sid).toBeTruthy();
  return answer.sid!;
}

describe.skipIf(!POSTGRES)('two server processes on one database and one store', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let s3: StartedS3Server;
  let admin: pg.Client;
  const cleanup: (() => Promise<unknown> | unknown)[] = [];
  const dataDirs: Record<string, string> = {};

  beforeAll(async () => {
    const database = await serverDatabase('two_proc');
    if (!database) throw new Error('TEST_DATABASE_URL 已设置，但没有 PostgreSQL 测试运行（globalSetup）');
    s3 = await startS3Server();
    cleanup.push(() => s3.stop());
    admin = await database.admin();
    cleanup.push(() => admin.end());
    const env = (name: string) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `two-proc-${name}-`));
      cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
      dataDirs[name] = dataDir;
      return {
        ...s3.env,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        JOBS_POLL_MS: '50',
        LOGIN_MAX_FAILURES: '3',
        // The jobs below are metrics refreshes, a routine kind: their start is logged at debug.
        LOG_LEVEL: 'debug',
      };
    };
    [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
    cleanup.push(
      () => a?.kill(),
      () => b?.kill(),
    );
  }, 120_000);

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('a session made on A works on B; a logout on B is refused on A at once', async () => {
    const sid = await sessionOn(a, '13800000021');
    const onB = await call<{ userId?: string; accountId?: string }>(b, 'GET', '/user/getUserInfo', { sid });
    expect(onB.body.success).toBe(true);
    expect((await call(b, 'GET', '/user/logout', { sid })).body.success).toBe(true);
    const onA = await call(a, 'GET', '/user/getUserInfo', { sid });
    expect(onA.body).toMatchObject({ success: false, errorCode: ErrorCode.NOT_LOGGED_IN });
  });

  it('wrong passwords on A and B count together: the lockout holds on both', async () => {
    const phone = '13800000022';
    expect((await login(a, phone, 'wrong-password-1')).body.errorCode).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login(b, phone, 'wrong-password-2')).body.errorCode).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login(a, phone, 'wrong-password-3')).body.errorCode).toBe(ErrorCode.ACCOUNT_LOCKED);
    // The right password is refused on either process while the lock holds.
    expect((await login(b, phone)).body.errorCode).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect((await login(a, phone)).body.errorCode).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('a limit counted on A refuses on B (the SMS code resend interval)', async () => {
    const phone = '13800000023';
    expect((await call(a, 'POST', '/user/getVerifyCode', { json: { phone } })).body.success).toBe(true);
    const again = await call(b, 'POST', '/user/getVerifyCode', { json: { phone } });
    expect(again.body.success).toBe(false);
    expect(again.body.errorMsg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('jobs both runners could claim each run exactly once', async () => {
    const count = 12;
    const { rows } = await admin.query<{ id: string }>(
      `insert into jobs (tenant_code, kind, job_key, created_by, created_at, run_after)
       select '', 'metrics.refresh', 'two-proc-' || n, 'system', now(), now() from generate_series(1, $1) as n
       returning id`,
      [count],
    );
    const ids = rows.map((row) => Number(row.id));
    let done: { id: string; status: string; attempts: number }[] = [];
    for (let i = 0; i < 200; i += 1) {
      done = (await admin.query('select id, status, attempts from jobs where id = any($1::bigint[])', [ids])).rows;
      if (done.every((row) => row.status === 'succeeded')) break;
      await sleep(100);
    }
    expect(done.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ['succeeded', 1]));
    // Each job ran once in all: one "job started" line per job over both processes' logs.
    const started = [...a.lines, ...b.lines].filter((line) => line.msg === 'job started' && ids.includes(line.jobId as number));
    expect(started.map((line) => line.jobId).sort()).toEqual([...ids].sort());
  });

  it('a file uploaded through A downloads through B, byte for byte', async () => {
    const sid = await sessionOn(a, '13800000041');
    const content = Buffer.from(`两个进程，一个存储 ${Date.now()}\n`.repeat(200));
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/plain' }), '多进程说明.txt');
    const uploaded = await call<{ objectId: string }>(a, 'POST', '/api/file/upload/save.json', { sid, form });
    expect(uploaded.body, uploaded.body?.errorMsg).toMatchObject({ success: true });
    const downloaded = await call(b, 'GET', `/consulting/file/download?objectId=${encodeURIComponent(uploaded.body.data.objectId)}`, { sid });
    expect(downloaded.status).toBe(200);
    expect(downloaded.bytes.equals(content)).toBe(true);
    // The bytes live in the shared store, not on A's disk.
    const stored = readdirSync(s3.directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(stored.length).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDirs.a, 'files')) && readdirSync(path.join(dataDirs.a, 'files'), { recursive: true }).length > 0).toBe(false);
  });

  it("a tenant's page configuration saved on A shows on B at once", async () => {
    const manager = await sessionOn(a, '13800000001');
    const member = await sessionOn(b, '13800000024');
    const before = await call<{ tenantPageConfig: { hTab: string } | null }>(b, 'GET', '/user/getUserInfo', { sid: member });
    expect(before.body.data.tenantPageConfig?.hTab).not.toContain('project');
    const saved = await call(a, 'POST', '/api/platform/tenant/pageConfig/save.json', {
      sid: manager,
      json: { tenantCode: 'T-CU-DEMO', tenantZhName: '示例科技有限公司', tenantEnName: 'Demo Tech Co., Ltd.', logoIconUrl: '', hTab: ['project'] },
    });
    expect(saved.body, saved.body?.errorMsg).toMatchObject({ success: true });
    const after = await call<{ tenantPageConfig: { hTab: string } | null }>(b, 'GET', '/user/getUserInfo', { sid: member });
    expect(after.body.data.tenantPageConfig?.hTab).toContain('project');
  });

  it('a new licence version is required on both processes at once; accepting it on B lets the account through on A', async () => {
    const sid = await sessionOn(b, '13800000021');
    const guarded = '/api/platform/licences/latest.json?type=accountRight';
    expect((await call<{ version: number }>(a, 'GET', guarded, { sid })).body.data.version).toBe(1);
    // Published in the database (as the release that ships it does), with both processes running.
    await admin.query(
      `insert into licences (licence_code, type, version, title, content, publish_date)
       values ('LIC-ACCOUNT-RIGHT-2', 'accountRight', 2, '用户服务协议（第二版）', '第二版条款', '2026-01-01')`,
    );
    for (const server of [a, b]) {
      expect((await call<{ version: number }>(server, 'GET', guarded, { sid })).body.data.version).toBe(2);
      // A call that needs the latest agreement is refused until it is accepted.
      expect((await call(server, 'GET', '/consulting/tenant/memberships', { sid })).body.errorCode).toBe(ErrorCode.MUST_AGREE_LICENCE);
    }
    expect((await call(b, 'POST', '/user/agreementLicences', { sid, json: { licenceCode: 'LIC-ACCOUNT-RIGHT-2' } })).body.success).toBe(true);
    expect((await call(a, 'GET', '/consulting/tenant/memberships', { sid })).body.success).toBe(true);
  });
});
