/**
 * Health checks and request ids (server/http/health.ts, server/http/requestLog.ts), as a load
 * balancer and an operator reading the log see them: /healthz and /readyz answer without a
 * session and log nothing at info, /readyz turns 503 once shutdown begins and names the dependency
 * that failed; every response carries an X-Request-Id (a valid incoming one is kept), each request
 * leaves one log line naming its caller without the query's secrets, and a job the request
 * enqueued records the id, which the runner's lines carry.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestApp } from './harness';

type Line = Record<string, unknown> & { msg: string; level: number; reqId?: string };

describe.each(DRIVERS)('health checks and request ids (%s)', (driver) => {
  let t: TestApp;
  const lines: Line[] = [];

  beforeAll(async () => {
    t = await startTestApp(driver, {
      env: { JOBS_RUNNER: 'false' },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
      extend: (app) => {
        app.jobs.register('test.logged', async () => ({ ok: true }));
        // A route that starts background work, as the modules' handlers do.
        app.post('/test/enqueue', async () => {
          const job = await app.jobs.enqueue({ tenantCode: 'T-1', kind: 'test.logged', jobKey: 'j', createdBy: 'A-1' });
          return { jobId: job.id };
        });
      },
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('/healthz and /readyz answer without a session or CSRF header, and leave no info line', async () => {
    lines.length = 0;
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(lines).toEqual([]);
  });

  it('every response carries a request id: a valid incoming X-Request-Id is kept, anything else replaced', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-1234.abc_DEF-9' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc_DEF-9');
    for (const bad of ['a b', 'x'.repeat(65), '<script>', '../etc', '']) {
      const replaced = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      const id = replaced.headers['x-request-id'];
      expect(typeof id === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(id) && id !== bad).toBe(true);
    }
    const a = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const b = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('one line per request, at completion: method, url without secrets, status, duration, caller', async () => {
    const accountId = await t.insertAccount({ phone: '13600000901', memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
    const client = await t.sessionFor(accountId, 'T-CU-DEMO');
    lines.length = 0;
    const response = await client.request('GET', '/user/getUserInfo', { headers: { 'x-request-id': 'trace-me-1' } });
    expect(response.status).toBe(200);
    const mine = lines.filter((line) => line.reqId === 'trace-me-1');
    expect(mine.map((line) => line.msg)).toEqual(['request completed']);
    expect(mine[0]).toMatchObject({
      req: { method: 'GET', url: '/user/getUserInfo' },
      res: { statusCode: 200 },
      accountId,
      tenantCode: 'T-CU-DEMO',
    });
    expect(typeof mine[0].responseTime).toBe('number');

    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/file/share/download?token=s3cr3t-share&current=2', headers: { 'x-request-id': 'trace-me-2' } });
    const share = lines.filter((line) => line.reqId === 'trace-me-2' && line.msg === 'request completed');
    expect(share).toHaveLength(1);
    expect((share[0].req as { url: string }).url).toBe('/api/file/share/download?token=***&current=2');
    expect(JSON.stringify(lines)).not.toContain('s3cr3t-share');
  });

  it('a job enqueued by a request records its id, and the runner logs the job with it', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/enqueue',
      headers: { 'x-request-id': 'job-origin-7', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(200);
    const { jobId } = response.json() as { jobId: number };
    expect((await t.app.jobs.byId(jobId))?.requestId).toBe('job-origin-7');
    expect(await t.app.jobs.runOnce()).toBe(jobId);
    const jobLines = lines.filter((line) => line.jobId === jobId);
    expect(jobLines.map((line) => line.msg)).toEqual(['job started', 'job succeeded']);
    expect(jobLines.every((line) => line.reqId === 'job-origin-7')).toBe(true);
  });

  it('/readyz answers 503 "shutdown" once shutdown has begun, while /healthz stays 200', async () => {
    t.app.readiness.drain();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', failed: ['shutdown'] });
    expect(ready.headers.connection).toBe('close');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('health checks beside the built web app', () => {
  it('/healthz and /readyz answer their JSON, not the web app, when a build is served', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'health-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body>app</body></html>');
    const t = await startTestApp('pglite', { demo: false, env: { JOBS_RUNNER: 'false', WEB_DIST_DIR: dist } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('app');
      for (const url of ['/healthz', '/readyz']) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(answer.json()).toEqual({ status: 'ok' });
      }
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe.each(DRIVERS)('readiness with a dependency down (%s)', (driver) => {
  it('/readyz answers 503 naming the file store when it cannot be used', async () => {
    // A file where the store's directory should be: nothing can be written under it.
    const t = await startTestApp(driver, { demo: false, env: { JOBS_RUNNER: 'false', FILES_DIR: '/dev/null/files' } });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', failed: ['storage'] });
    } finally {
      await t.close();
    }
  });

  it('/readyz answers 503 naming the database, without a stack; /healthz stays 200', async () => {
    const t = await startTestApp(driver, { demo: false, env: { JOBS_RUNNER: 'false' } });
    try {
      await t.database.close();
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', failed: ['database'] });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
