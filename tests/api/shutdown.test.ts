/**
 * Graceful shutdown of a real server process (server/main.ts), as a load balancer and a client
 * see it: after SIGTERM /readyz answers 503 while the port still serves (SHUTDOWN_DRAIN_MS), then
 * new connections are refused; a request in flight (its body still arriving) completes with 200;
 * the process exits 0. On PostgreSQL, a job the runner holds that cannot finish within
 * JOBS_SHUTDOWN_GRACE_MS is released: another runner claims it at once, without waiting for the
 * lease (60 s here), and the released runner can no longer write it. A request that never
 * completes cannot hold the process past SHUTDOWN_TIMEOUT_MS: it exits 1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock';
import { openDatabase } from '../../server/db/client';
import { createJobQueue } from '../../server/jobs';
import { type ServerProcess, serverDatabase, startServerProcess } from './serverProcess';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST whose body arrives in two parts: the second only when `finish()` is called. */
function slowPost(url: string, pathName: string, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const request = http.request(`${url}${pathName}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length), 'x-requested-with': 'XMLHttpRequest' },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  // A failure is reported where the test awaits the answer, not as an unhandled rejection before.
  answered.catch(() => {});
  request.write(bytes.subarray(0, half));
  return {
    answered,
    finish: () => request.end(bytes.subarray(half)),
  };
}

/** Whether a new connection to the port is refused. */
async function refused(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/healthz`, { headers: { connection: 'close' } });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

describe('graceful shutdown of a server process', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('SIGTERM: /readyz 503 while draining, then new connections refused; the request in flight completes with 200; a held job is released; exit 0', async () => {
    const database = await serverDatabase('shutdown');
    const env: Record<string, string> = {
      SHUTDOWN_DRAIN_MS: '1500',
      JOBS_SHUTDOWN_GRACE_MS: '300',
      SHUTDOWN_TIMEOUT_MS: '20000',
      JOBS_POLL_MS: '100',
    };
    if (database) env.DATABASE_URL = database.url;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-data-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
    const server: ServerProcess = await startServerProcess(env);
    cleanup.push(() => server.kill());

    // PostgreSQL: a metrics refresh claimed by the server's runner and held up by a lock the test
    // keeps (its first statement waits for the `meta` row lock), so it is in hand at SIGTERM.
    let locker: pg.Client | undefined;
    let observer: pg.Client | undefined;
    let jobId: number | undefined;
    if (database) {
      locker = await database.admin();
      observer = await database.admin();
      cleanup.push(() => locker?.end());
      cleanup.push(() => observer?.end());
      await locker.query('begin');
      await locker.query('lock table meta in exclusive mode');
      const inserted = await locker.query<{ id: string }>(
        `insert into jobs (tenant_code, kind, job_key, created_by, created_at, run_after)
         values ('', 'metrics.refresh', 'shutdown-test', 'system', now(), now()) returning id`,
      );
      await locker.query('commit; begin; lock table meta in exclusive mode');
      jobId = Number(inserted.rows[0].id);
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await observer.query<{ status: string }>('select status from jobs where id = $1', [jobId]);
        if (rows[0]?.status === 'running') break;
        await sleep(100);
      }
    }

    const inFlight = slowPost(server.url, '/user/loginByPhone', JSON.stringify({ phone: '13900000000', password: 'not-the-password-1' }));
    await sleep(200);
    server.child.kill('SIGTERM');

    // Draining: the port still answers, /readyz says 503 so the load balancer stops sending.
    // (The signal reaches the process within moments; until then it is simply ready.)
    let ready = await fetch(`${server.url}/readyz`, { headers: { connection: 'close' } });
    for (let i = 0; i < 20 && ready.status === 200; i += 1) {
      await sleep(25);
      ready = await fetch(`${server.url}/readyz`, { headers: { connection: 'close' } });
    }
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', failed: ['shutdown'] });
    expect((await fetch(`${server.url}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);

    // Then the port closes: a new connection is refused while the request in flight is still open.
    let closed = false;
    for (let i = 0; i < 60 && !closed; i += 1) {
      closed = await refused(server.url);
      if (!closed) await sleep(100);
    }
    expect(closed).toBe(true);

    if (database && locker && observer && jobId !== undefined) {
      // The claim is given back after the grace period: queued, due now, its lease gone.
      let row: { status: string; locked_until: Date | null; attempts: number } | undefined;
      for (let i = 0; i < 50; i += 1) {
        row = (await observer.query('select status, locked_until, attempts from jobs where id = $1', [jobId])).rows[0];
        if (row?.status === 'queued') break;
        await sleep(100);
      }
      expect(row).toMatchObject({ status: 'queued', locked_until: null, attempts: 1 });
      // Another process's runner takes it at once (the lease was 60 s).
      const other = await openDatabase({ driver: 'postgres', url: database.url });
      cleanup.push(() => other.close());
      const queue = createJobQueue({ db: other.db, clock: systemClock, log: { info: () => {}, error: () => {} }, pollMs: 50, leaseSeconds: 60 });
      queue.register('metrics.refresh', async () => ({ ranBy: 'other' }));
      expect(await queue.runOnce()).toBe(jobId);
      // The held handler goes on once the lock is gone; it can no longer write the job.
      await locker.query('commit');
      const final = (await observer.query('select status, attempts, result from jobs where id = $1', [jobId])).rows[0];
      expect(final).toMatchObject({ status: 'succeeded', attempts: 2, result: { ranBy: 'other' } });
    }

    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    expect(await server.exited).toBe(0);
    if (observer && jobId !== undefined) {
      // The released handler finished meanwhile: its end was refused, the other runner's result stays.
      const final = (await observer.query('select status, result from jobs where id = $1', [jobId])).rows[0];
      expect(final).toMatchObject({ status: 'succeeded', result: { ranBy: 'other' } });
    }
    expect(server.lines.some((line) => line.msg === 'shutdown complete')).toBe(true);
  });

  it('SIGTERM with a request that never completes: the process exits 1 at SHUTDOWN_TIMEOUT_MS', async () => {
    const database = await serverDatabase('shutdown_deadline');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-data-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      JOBS_SHUTDOWN_GRACE_MS: '100',
      SHUTDOWN_TIMEOUT_MS: '2000',
    });
    cleanup.push(() => server.kill());
    const stuck = slowPost(server.url, '/user/loginByPhone', JSON.stringify({ phone: '13900000000', password: 'never-finished-1' }));
    await sleep(200);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_900);
    expect(server.lines.some((line) => line.msg === 'shutdown deadline passed: exiting')).toBe(true);
    await expect(stuck.answered).rejects.toThrow();
  });
});
