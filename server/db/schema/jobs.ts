/**
 * Background jobs (server/jobs): long work a request starts and a page follows (the 12-minute
 * "finish all roles' work" of spec §9, and every later long job). One table, claimed with
 * `FOR UPDATE SKIP LOCKED`, works the same on PGlite and PostgreSQL; a job left running by a
 * crashed process is claimed again when its lease runs out, so jobs resume after a restart.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { JobStatus } from '../../../domain/tasks/enums';
import { at, oneOf } from './columns';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The tenant the job works for (its reads are scoped to it). */
    tenantCode: text('tenant_code').notNull(),
    /** What runs it: a handler registered under this name (server/jobs). */
    kind: text('kind').notNull(),
    /** The caller's key: the same kind and key again answer the existing job. */
    jobKey: text('job_key').notNull(),
    /** What the task works on, as the task panel shows it (a project's name); '' for internal jobs. */
    title: text('title').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JobStatus.values as unknown as ['queued', ...('queued' | 'running' | 'succeeded' | 'failed')[]] })
      .notNull()
      .default('queued'),
    /** Steps done and planned, for the page's progress bar. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    runAfter: at('run_after').notNull(),
    lockedUntil: at('locked_until'),
    finishedAt: at('finished_at'),
    /** The request that enqueued the job (its X-Request-Id), carried into the runner's log lines. */
    requestId: text('request_id'),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.tenantCode, t.kind, t.jobKey),
    index('jobs_claim_idx').on(t.status, t.runAfter),
    /** The task panel: a caller's tasks, newest first. */
    index('jobs_creator_idx').on(t.tenantCode, t.createdBy, t.id),
    check('jobs_status_check', oneOf(t.status, JobStatus.values)),
    check('jobs_progress_check', sql`${t.done} >= 0 and ${t.total} >= 0`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
