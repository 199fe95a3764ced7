/**
 * Background jobs (issue 12; docs/decisions.md "Background jobs"): long work a request starts and
 * a page follows, in the `jobs` table (server/db/schema/jobs.ts). Works the same on PGlite and
 * PostgreSQL, with no LISTEN/NOTIFY and no second connection:
 *
 * - **enqueue** is idempotent by (tenant, kind, job key): the same key again answers the existing
 *   job (a finished one is queued again only when `rerunFinished` is asked);
 * - **claim**: one transaction selects the oldest due job `FOR UPDATE SKIP LOCKED` (queued and due,
 *   or running with its lease `locked_until` past — a job whose process crashed), marks it running,
 *   increments `attempts` and sets the lease. `attempts` is the claim's fencing token: progress,
 *   heartbeats and the end are written only `where attempts = <the claim's>`, so a runner whose
 *   lease ran out and whose job another runner took can no longer write it;
 * - **progress** (done/total) is written by the handler and extends the lease (a heartbeat);
 * - a handler that throws **PermanentJobError** fails its job at once (no retry can help);
 * - **handlers** are registered by kind (`app.jobs.register('kind', handler)`); a handler must be
 *   resumable: after a crash the job is claimed again and the handler runs from the start, so it
 *   skips the work already done (the role finish-all handler finishes only unfinished tasks);
 * - the **runner** (`start`/`stop`) polls every JOBS_POLL_MS and runs one job at a time; app.ts
 *   starts it when the server is ready (JOBS_RUNNER) and stops it on close. Tests call
 *   `runOnce()` themselves;
 * - **shutdown** (`stop({ graceMs })`, server/main.ts on SIGTERM): no new claim; a job in hand
 *   may finish within the grace period, otherwise its claim is **released** (queued again, due at
 *   once, its `attempts` kept so the fencing still holds) and its handler's `signal` aborts, so
 *   another process takes it at once instead of after the lease;
 * - **request id**: a job enqueued while a request is handled records the request's id
 *   (`request_id`, server/http/requestLog.ts), and the runner's lines about the job carry it.
 */
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db, DbOrTx } from '../db/client';
import { type JobRow, jobs } from '../db/schema';
import { currentRequestId } from '../http/requestLog';

export const MAX_JOB_ATTEMPTS = 5;

/**
 * Thrown by a handler when running the job again cannot help (its input is wrong, not the
 * moment): the job fails at once with the message instead of being retried.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface JobContext {
  readonly job: JobRow;
  /** Records progress (and extends the lease); false when the job is no longer this runner's. */
  progress(done: number, total?: number): Promise<boolean>;
  /** Aborted when the process shuts down and the job's claim was released: stop early, it runs again elsewhere. */
  readonly signal: AbortSignal;
}

// biome-ignore lint/suspicious/noConfusingVoidType: a handler may return nothing (an async function without a result).
export type JobHandler = (context: JobContext) => Promise<Record<string, unknown> | undefined | void>;

export interface EnqueueInput {
  tenantCode: string;
  kind: string;
  jobKey: string;
  /** What it works on, shown in the task panel (a project's name). */
  title?: string;
  payload?: Record<string, unknown>;
  createdBy: string;
  total?: number;
  /** When the existing job of the key has finished (succeeded or failed), queue it again. */
  rerunFinished?: boolean;
  /** The request that asked for the job; by default the request being handled now, if any. */
  requestId?: string;
}

export interface JobQueue {
  /**
   * The handler of a kind. `routine`: a job the server queues itself on a timer (the metrics
   * refresh every few seconds): its start and success are logged at debug, not info, so the log
   * keeps the jobs people started; its failures are logged as every job's.
   */
  register(kind: string, handler: JobHandler, options?: { routine?: boolean }): void;
  /** The job of (tenant, kind, key): inserted, or the existing one (in `tx` when given). */
  enqueue(input: EnqueueInput, options?: { tx?: DbOrTx }): Promise<JobRow>;
  byId(id: number): Promise<JobRow | undefined>;
  byKey(tenantCode: string, kind: string, jobKey: string, options?: { tx?: DbOrTx }): Promise<JobRow | undefined>;
  /** Claims and runs one due job; the job's id, or null when none was due. */
  runOnce(): Promise<number | null>;
  start(): void;
  /**
   * Stops claiming. Without `graceMs`, waits for the jobs in hand; with it, waits at most that
   * long and then releases the claims of the jobs still running (due again at once).
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

export interface JobQueueDeps {
  db: Db;
  clock: Clock;
  log: {
    info(object: Record<string, unknown>, message: string): void;
    debug?(object: Record<string, unknown>, message: string): void;
    warn?(object: Record<string, unknown>, message: string): void;
    error(object: Record<string, unknown>, message: string): void;
  };
  pollMs: number;
  leaseSeconds: number;
}

export function createJobQueue({ db, clock, log, pollMs, leaseSeconds }: JobQueueDeps): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const routine = new Set<string>();
  const leaseUntil = () => new Date(clock.now().getTime() + leaseSeconds * 1000);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  /** Set by stop() until the next start(): a job claimed meanwhile is released at once. */
  let closing = false;
  let stopping: Promise<void> | null = null;
  /** The jobs this queue is running now, with the abort of their handler. */
  const inHand = new Map<number, { job: JobRow; abort: AbortController; finished: Promise<void> }>();
  const jobLine = (job: JobRow, extra: Record<string, unknown> = {}) => ({
    jobId: job.id,
    kind: job.kind,
    ...(job.requestId ? { reqId: job.requestId } : {}),
    ...extra,
  });

  /** One transaction: the oldest due job of a registered kind, locked, marked running with a fresh lease. */
  async function claim(): Promise<JobRow | null> {
    const kinds = [...handlers.keys()];
    if (!kinds.length) return null;
    return db.transaction(async (tx) => {
      const now = clock.now();
      const [due] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            sql`${jobs.kind} in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})`,
            or(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
          ),
        )
        .orderBy(asc(jobs.runAfter), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [claimed] = await tx
        .update(jobs)
        .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: leaseUntil() })
        .where(eq(jobs.id, due.id))
        .returning();
      return claimed ?? null;
    });
  }

  /** Writes `values` only while the job is still this claim's (same attempt, still running). */
  async function writeOwned(job: JobRow, values: Partial<typeof jobs.$inferInsert>): Promise<boolean> {
    const rows = await db
      .update(jobs)
      .set(values)
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Gives a claim back: the job is queued and due at once (only while it is still this claim's). */
  async function release(job: JobRow): Promise<boolean> {
    const released = await writeOwned(job, { status: 'queued', lockedUntil: null, runAfter: clock.now() });
    if (released) (log.warn ?? log.info)(jobLine(job, { attempts: job.attempts }), 'job released at shutdown');
    return released;
  }

  async function run(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    const abort = new AbortController();
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    inHand.set(job.id, { job, abort, finished });
    try {
      await runHandler(job, handler, abort.signal);
    } finally {
      inHand.delete(job.id);
      finish();
    }
  }

  async function runHandler(job: JobRow, handler: JobHandler, signal: AbortSignal): Promise<void> {
    const context: JobContext = {
      job,
      signal,
      progress: (done, total) => writeOwned(job, { done, ...(total === undefined ? {} : { total }), lockedUntil: leaseUntil() }),
    };
    // Routine jobs' start and success at debug (a log without debug drops them).
    const note = routine.has(job.kind) ? (log.debug?.bind(log) ?? (() => undefined)) : log.info.bind(log);
    note(jobLine(job, { attempts: job.attempts }), 'job started');
    try {
      const result = await handler(context);
      // A released claim is no longer this runner's: writeOwned refuses, and nothing is logged as done.
      if (await writeOwned(job, { status: 'succeeded', result: result ?? null, error: null, lockedUntil: null, finishedAt: clock.now() })) {
        note(jobLine(job), 'job succeeded');
      }
    } catch (error) {
      if (signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof PermanentJobError || job.attempts >= MAX_JOB_ATTEMPTS;
      await writeOwned(
        job,
        final
          ? { status: 'failed', error: message, lockedUntil: null, finishedAt: clock.now() }
          : // Queued again with a growing delay; the handler resumes from what it already did.
            { status: 'queued', error: message, lockedUntil: null, runAfter: new Date(clock.now().getTime() + 2 ** job.attempts * 1000) },
      );
      log.error(jobLine(job, { attempts: job.attempts, err: message }), final ? 'job failed' : 'job failed, will retry');
    }
  }

  async function runOnce(): Promise<number | null> {
    const job = await claim();
    if (!job) return null;
    // Claimed while stopping (the claim was already under way): given back untouched.
    if (closing) {
      await release(job);
      return null;
    }
    await run(job);
    return job.id;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = runOnce()
        .catch((error) => log.error({ err: error instanceof Error ? error.message : String(error) }, 'job runner: claim failed'))
        .then((id) => {
          running = null;
          // A job ran: look again at once; none was due: wait a poll interval.
          if (typeof id === 'number' && !stopped) setImmediate(schedule);
          else schedule();
        });
    }, pollMs);
    timer.unref?.();
  }

  return {
    register(kind, handler, options = {}) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} already registered`);
      handlers.set(kind, handler);
      if (options.routine) routine.add(kind);
    },

    async enqueue(input, options = {}) {
      const on = options.tx ?? db;
      const now = clock.now();
      const [inserted] = await on
        .insert(jobs)
        .values({
          tenantCode: input.tenantCode,
          kind: input.kind,
          jobKey: input.jobKey,
          title: input.title ?? '',
          payload: input.payload ?? {},
          total: input.total ?? 0,
          createdBy: input.createdBy,
          createdAt: now,
          runAfter: now,
          requestId: input.requestId ?? currentRequestId() ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const keyMatch = and(eq(jobs.tenantCode, input.tenantCode), eq(jobs.kind, input.kind), eq(jobs.jobKey, input.jobKey));
      if (input.rerunFinished) {
        const [requeued] = await on
          .update(jobs)
          .set({
            status: 'queued',
            title: input.title ?? '',
            payload: input.payload ?? {},
            done: 0,
            total: input.total ?? 0,
            attempts: 0,
            result: null,
            error: null,
            createdBy: input.createdBy,
            createdAt: now,
            runAfter: now,
            requestId: input.requestId ?? currentRequestId() ?? null,
            lockedUntil: null,
            finishedAt: null,
          })
          .where(and(keyMatch, or(eq(jobs.status, 'succeeded'), eq(jobs.status, 'failed'))))
          .returning();
        if (requeued) return requeued;
      }
      const [existing] = await on.select().from(jobs).where(keyMatch);
      return existing;
    },

    async byId(id) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },

    async byKey(tenantCode, kind, jobKey, options = {}) {
      const [row] = await (options.tx ?? db)
        .select()
        .from(jobs)
        .where(and(eq(jobs.tenantCode, tenantCode), eq(jobs.kind, kind), eq(jobs.jobKey, jobKey)));
      return row;
    },

    runOnce,

    start() {
      if (!stopped) return;
      stopped = false;
      closing = false;
      stopping = null;
      schedule();
    },

    stop(options = {}) {
      // A second stop (app.ts's onClose after main.ts's graceful one) joins the first.
      if (stopping) return stopping;
      stopped = true;
      closing = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const allFinished = async () => {
        await running;
        await Promise.all([...inHand.values()].map((entry) => entry.finished));
      };
      if (options.graceMs === undefined) {
        stopping = allFinished();
        return stopping;
      }
      stopping = (async () => {
        let graceTimer: NodeJS.Timeout | undefined;
        const graceOver = new Promise<void>((resolve) => {
          graceTimer = setTimeout(resolve, options.graceMs);
        });
        await Promise.race([allFinished(), graceOver]);
        clearTimeout(graceTimer);
        for (const { job, abort } of [...inHand.values()]) {
          await release(job).catch((error) =>
            log.error(jobLine(job, { err: error instanceof Error ? error.message : String(error) }), 'job release failed'),
          );
          abort.abort();
        }
      })();
      return stopping;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: modules register handlers by kind and enqueue work (server/jobs). */
    jobs: JobQueue;
  }
}
