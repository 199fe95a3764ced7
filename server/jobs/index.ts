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
 *   starts it when the server is ready (JOBS_RUNNER) and stops it on close, waiting for the job
 *   in hand. Tests call `runOnce()` themselves.
 */
import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db, DbOrTx } from '../db/client';
import { type JobRow, jobs } from '../db/schema';

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
}

export interface JobQueue {
  register(kind: string, handler: JobHandler): void;
  /** The job of (tenant, kind, key): inserted, or the existing one (in `tx` when given). */
  enqueue(input: EnqueueInput, options?: { tx?: DbOrTx }): Promise<JobRow>;
  byId(id: number): Promise<JobRow | undefined>;
  byKey(tenantCode: string, kind: string, jobKey: string, options?: { tx?: DbOrTx }): Promise<JobRow | undefined>;
  /** Claims and runs one due job; the job's id, or null when none was due. */
  runOnce(): Promise<number | null>;
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

export interface JobQueueDeps {
  db: Db;
  clock: Clock;
  log: { info(object: Record<string, unknown>, message: string): void; error(object: Record<string, unknown>, message: string): void };
  pollMs: number;
  leaseSeconds: number;
}

export function createJobQueue({ db, clock, log, pollMs, leaseSeconds }: JobQueueDeps): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const leaseUntil = () => new Date(clock.now().getTime() + leaseSeconds * 1000);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

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

  async function run(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    const context: JobContext = {
      job,
      progress: (done, total) => writeOwned(job, { done, ...(total === undefined ? {} : { total }), lockedUntil: leaseUntil() }),
    };
    try {
      const result = await handler(context);
      await writeOwned(job, { status: 'succeeded', result: result ?? null, error: null, lockedUntil: null, finishedAt: clock.now() });
      log.info({ jobId: job.id, kind: job.kind }, 'job succeeded');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof PermanentJobError || job.attempts >= MAX_JOB_ATTEMPTS;
      await writeOwned(
        job,
        final
          ? { status: 'failed', error: message, lockedUntil: null, finishedAt: clock.now() }
          : // Queued again with a growing delay; the handler resumes from what it already did.
            { status: 'queued', error: message, lockedUntil: null, runAfter: new Date(clock.now().getTime() + 2 ** job.attempts * 1000) },
      );
      log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: message }, final ? 'job failed' : 'job failed, will retry');
    }
  }

  async function runOnce(): Promise<number | null> {
    const job = await claim();
    if (!job) return null;
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
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} already registered`);
      handlers.set(kind, handler);
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
      schedule();
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: modules register handlers by kind and enqueue work (server/jobs). */
    jobs: JobQueue;
  }
}
