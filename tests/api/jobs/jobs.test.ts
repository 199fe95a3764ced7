/**
 * The background job runner (server/jobs) on both drivers: enqueue is idempotent by (tenant, kind,
 * key), progress is visible while a job runs, a job left running by a crashed process is claimed
 * again once its lease runs out and resumes (the crashed runner can no longer write it), two
 * runners never run one job twice, a failing job is retried then failed, the polling runner
 * started with the server finishes a job by itself and stops on close, a job still in hand at
 * shutdown is released and claimed elsewhere at once, and a job records the request that enqueued it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../server/db/schema';
import { withRequestId } from '../../../server/http/requestLog';
import { createJobQueue, type JobQueue, MAX_JOB_ATTEMPTS, PermanentJobError } from '../../../server/jobs';
import { DRIVERS, startTestApp, type TestApp } from '../harness';

const silent = { info: () => {}, error: () => {} };

describe.each(DRIVERS)('background jobs (%s)', (driver) => {
  let t: TestApp;
  const queue = (leaseSeconds = 30): JobQueue => createJobQueue({ db: t.database.db, clock: t.clock, log: silent, pollMs: 20, leaseSeconds });

  beforeAll(async () => {
    t = await startTestApp(driver, { demo: false, env: { JOBS_RUNNER: 'false' } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('enqueue answers the existing job for the same tenant, kind and key', async () => {
    const q = queue();
    const first = await q.enqueue({ tenantCode: 'T-1', kind: 'test.idem', jobKey: 'k', createdBy: 'A-1', total: 3 });
    const again = await q.enqueue({ tenantCode: 'T-1', kind: 'test.idem', jobKey: 'k', createdBy: 'A-2' });
    const other = await q.enqueue({ tenantCode: 'T-2', kind: 'test.idem', jobKey: 'k', createdBy: 'A-1' });
    expect(again.id).toBe(first.id);
    expect(again.createdBy).toBe('A-1');
    expect(other.id).not.toBe(first.id);
  });

  it('logs a routine job (queued by a timer) at debug, the others and every failure at info and error', async () => {
    const lines: { level: string; msg: string; kind: unknown }[] = [];
    const log = {
      info: (object: Record<string, unknown>, msg: string) => lines.push({ level: 'info', msg, kind: object.kind }),
      debug: (object: Record<string, unknown>, msg: string) => lines.push({ level: 'debug', msg, kind: object.kind }),
      error: (object: Record<string, unknown>, msg: string) => lines.push({ level: 'error', msg, kind: object.kind }),
    };
    const q = createJobQueue({ db: t.database.db, clock: t.clock, log, pollMs: 20, leaseSeconds: 30 });
    let fail = false;
    q.register(
      'test.routine',
      async () => {
        if (fail) throw new PermanentJobError('坏了');
      },
      { routine: true },
    );
    q.register('test.asked', async () => undefined);
    await q.enqueue({ tenantCode: 'T-1', kind: 'test.routine', jobKey: 'r1', createdBy: 'A-1' });
    await q.enqueue({ tenantCode: 'T-1', kind: 'test.asked', jobKey: 'a1', createdBy: 'A-1' });
    while ((await q.runOnce()) !== null);
    fail = true;
    await q.enqueue({ tenantCode: 'T-1', kind: 'test.routine', jobKey: 'r2', createdBy: 'A-1' });
    while ((await q.runOnce()) !== null);
    expect(lines.map(({ level, msg, kind }) => `${kind} ${level} ${msg}`)).toEqual([
      'test.routine debug job started',
      'test.routine debug job succeeded',
      'test.asked info job started',
      'test.asked info job succeeded',
      'test.routine debug job started',
      'test.routine error job failed',
    ]);
  });

  it('shows progress while the job runs', async () => {
    const q = queue();
    const seen: number[] = [];
    q.register('test.progress', async ({ job, progress }) => {
      for (let done = 1; done <= 3; done += 1) {
        await progress(done, 3);
        seen.push((await q.byId(job.id))!.done);
      }
      return { ok: true };
    });
    const job = await q.enqueue({ tenantCode: 'T-1', kind: 'test.progress', jobKey: 'p', createdBy: 'A-1' });
    expect(await q.runOnce()).toBe(job.id);
    expect(seen).toEqual([1, 2, 3]);
    expect(await q.byId(job.id)).toMatchObject({ status: 'succeeded', done: 3, total: 3, result: { ok: true }, lockedUntil: null });
  });

  it('a job left running by a crashed runner is claimed again after its lease and resumes; the crashed runner is fenced off', async () => {
    const crashed = queue(30);
    const restarted = queue(30);
    let resumeFrom = -1;
    let crashedProgress: ((done: number) => Promise<boolean>) | undefined;
    let hang: (() => void) | undefined;
    crashed.register('test.resume', async ({ progress }) => {
      await progress(2, 5);
      crashedProgress = (done) => progress(done, 5);
      // The process "dies" here: the handler never returns while the test goes on.
      await new Promise<void>((resolve) => {
        hang = resolve;
      });
    });
    restarted.register('test.resume', async ({ job, progress }) => {
      resumeFrom = job.done;
      for (let done = job.done + 1; done <= 5; done += 1) await progress(done, 5);
    });
    const job = await crashed.enqueue({ tenantCode: 'T-1', kind: 'test.resume', jobKey: 'r', createdBy: 'A-1' });
    const dying = crashed.runOnce();
    while (!crashedProgress) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await restarted.runOnce()).toBeNull(); // the lease still holds
    t.clock.advance(31_000);
    expect(await restarted.runOnce()).toBe(job.id);
    expect(resumeFrom).toBe(2);
    expect(await restarted.byId(job.id)).toMatchObject({ status: 'succeeded', done: 5, attempts: 2 });
    // The crashed runner wakes up: it may no longer write the job.
    expect(await crashedProgress(3)).toBe(false);
    hang?.();
    await dying;
    expect(await restarted.byId(job.id)).toMatchObject({ status: 'succeeded', done: 5 });
  });

  it('two runners never run one job twice', async () => {
    const runs = new Map<number, number>();
    const handler = async ({ job }: { job: { id: number } }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const a = queue();
    const b = queue();
    a.register('test.once', handler);
    b.register('test.once', handler);
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await a.enqueue({ tenantCode: 'T-1', kind: 'test.once', jobKey: `o${i}`, createdBy: 'A-1' })).id);
    for (;;) {
      const ran = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      if (ran.every((id) => id === null)) break;
    }
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('a failing job is queued again with a delay, then failed after the last attempt', async () => {
    const q = queue();
    q.register('test.fail', async () => {
      throw new Error('boom');
    });
    const job = await q.enqueue({ tenantCode: 'T-1', kind: 'test.fail', jobKey: 'f', createdBy: 'A-1' });
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      expect(await q.runOnce()).toBe(job.id);
      t.clock.advance(120_000);
    }
    expect(await q.byId(job.id)).toMatchObject({ status: 'failed', error: 'boom', attempts: MAX_JOB_ATTEMPTS });
    expect(await q.runOnce()).toBeNull();
  });

  it('a job whose handler throws PermanentJobError fails at once, without a retry', async () => {
    const q = queue();
    q.register('test.permanent', async () => {
      throw new PermanentJobError('输入有误，重试也不会成功');
    });
    const job = await q.enqueue({ tenantCode: 'T-1', kind: 'test.permanent', jobKey: 'k', createdBy: 'A-1' });
    await q.runOnce();
    expect(await q.byId(job.id)).toMatchObject({ status: 'failed', attempts: 1, error: '输入有误，重试也不会成功' });
    expect(await q.runOnce()).toBeNull();
  });

  it('on shutdown a job in hand past the grace period is released: another runner claims it at once, the first is fenced off', async () => {
    const stopping = queue(30);
    const other = queue(30);
    let started = false;
    let aborted = false;
    let stoppingProgress: ((done: number) => Promise<boolean>) | undefined;
    stopping.register('test.release', async ({ progress, signal }) => {
      await progress(1, 3);
      stoppingProgress = (done) => progress(done, 3);
      started = true;
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      aborted = true;
    });
    let resumedFrom = -1;
    other.register('test.release', async ({ job, progress }) => {
      resumedFrom = job.done;
      for (let done = job.done + 1; done <= 3; done += 1) await progress(done, 3);
    });
    const job = await stopping.enqueue({ tenantCode: 'T-1', kind: 'test.release', jobKey: 'rel', createdBy: 'A-1' });
    stopping.start();
    while (!started) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await other.runOnce()).toBeNull(); // claimed and leased by the stopping runner
    await stopping.stop({ graceMs: 50 });
    expect(aborted).toBe(true);
    expect(await other.byId(job.id)).toMatchObject({ status: 'queued', lockedUntil: null, done: 1, attempts: 1 });
    // No lease to wait for: the clock has not moved.
    expect(await other.runOnce()).toBe(job.id);
    expect(resumedFrom).toBe(1);
    expect(await other.byId(job.id)).toMatchObject({ status: 'succeeded', done: 3, attempts: 2 });
    expect(await stoppingProgress!(2)).toBe(false);
  });

  it('on shutdown a job that finishes within the grace period is not released', async () => {
    const q = queue();
    let finish: (() => void) | undefined;
    q.register('test.grace', async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const job = await q.enqueue({ tenantCode: 'T-1', kind: 'test.grace', jobKey: 'g', createdBy: 'A-1' });
    q.start();
    while (!finish) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopped = q.stop({ graceMs: 5_000 });
    setTimeout(() => finish?.(), 50);
    await stopped;
    expect(await q.byId(job.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('a job enqueued while a request is handled records its id', async () => {
    const q = queue();
    const inRequest = await withRequestId('req-42.a_b', () => q.enqueue({ tenantCode: 'T-1', kind: 'test.reqid', jobKey: 'in', createdBy: 'A-1' }));
    const outside = await q.enqueue({ tenantCode: 'T-1', kind: 'test.reqid', jobKey: 'out', createdBy: 'A-1' });
    expect(inRequest.requestId).toBe('req-42.a_b');
    expect(outside.requestId).toBeNull();
  });

  it('the runner polls by itself and stops waiting for the job in hand', async () => {
    const q = queue();
    q.register('test.poll', async ({ progress }) => {
      await progress(1, 1);
    });
    const job = await q.enqueue({ tenantCode: 'T-1', kind: 'test.poll', jobKey: 'x', createdBy: 'A-1' });
    q.start();
    try {
      for (let i = 0; i < 200; i += 1) {
        const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
        if (row.status === 'succeeded') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await q.stop();
    }
    expect(await q.byId(job.id)).toMatchObject({ status: 'succeeded', done: 1 });
  });
});
