/**
 * The kinds a caller may submit through POST /api/task/submit.json (and the bulk call). A module
 * registers each of its kinds once, at plugin time:
 *
 *   app.taskKinds.register({
 *     kind: REPORTS_GAP_DOCX_TASK,                  // a code of domain/tasks/kinds.ts
 *     payload: z.object({ projectCode }),           // zod, Chinese messages
 *     authorize: async (caller, payload) => {…},    // throws the area's AppError when not allowed
 *     jobKey: (payload, caller) => …,               // the same key again answers the existing task
 *     title: async (payload, caller) => '…',        // what it works on (e.g. the project's name)
 *     handler: async ({ payload, job, progress, caller }) => ({ objectId, fileName }),
 *   });
 *
 * Registering a kind also registers its job handler with app.jobs, wrapped so that the payload is
 * parsed again (a stored payload is checked like a submitted one) and a refusal of the area
 * (an AppError: the data says no, running again cannot help) fails the task at once with its
 * Chinese message instead of being retried. Other errors are retried by the queue.
 */
import type { z } from 'zod';
import type { JobRow } from '../../db/schema';
import type { Authenticator, RequestContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { type JobContext, type JobQueue, PermanentJobError } from '../../jobs';

/** What a finished task produced: a file (objectId, fileName) or a page to open (path). */
export type TaskResult = Record<string, unknown>;

/** The account a task runs for, as the handler sees it (the submitter, read back from the job). */
export interface TaskCaller {
  accountId: string;
  tenantCode: string;
}

export interface TaskHandlerContext<P> {
  payload: P;
  job: JobRow;
  caller: TaskCaller;
  /**
   * The submitter's context in the task's tenant as it is now (their current rights), for services
   * that take a RequestContext; fails the task in Chinese when they left the tenant.
   */
  actAs(): Promise<RequestContext>;
  /** Records progress (and extends the lease); false when the task is no longer this runner's. */
  progress(done: number, total?: number): Promise<boolean>;
}

export interface TaskKindDefinition<S extends z.ZodType = z.ZodType> {
  kind: string;
  payload: S;
  /** Throws the area's AppError (BusinessError, ForbiddenError…) when the caller may not submit it. */
  authorize(caller: RequestContext, payload: z.output<S>): Promise<void> | void;
  /** Idempotency key inside (tenant, kind): the same key again answers the existing task. */
  jobKey(payload: z.output<S>, caller: RequestContext): string;
  /** What the task works on, shown in the task panel (a project's name…). */
  title(payload: z.output<S>, caller: RequestContext): Promise<string> | string;
  /** Steps planned, when known before it runs (0 otherwise: the handler reports it). */
  total?(payload: z.output<S>): number;
  /** Submitting the key of a finished task (succeeded or failed) queues it again (a report to regenerate). */
  rerunFinished?: boolean;
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler may return nothing.
  handler(context: TaskHandlerContext<z.output<S>>): Promise<TaskResult | undefined | void>;
}

export interface TaskKindRegistry {
  register<S extends z.ZodType>(definition: TaskKindDefinition<S>): void;
  get(kind: string): TaskKindDefinition | undefined;
  kinds(): string[];
  /**
   * Runs a stored job's handler now, outside the queue (no claim, no progress written), and answers
   * its result: the demo tasks' files at start (./demoResults.ts). Throws what the handler throws.
   */
  run(job: JobRow): Promise<TaskResult | undefined>;
}

/** The reason a task fails when its submitter can no longer act in the task's tenant. */
export const TASK_SUBMITTER_GONE = '发起人已不在该机构或账号已停用，任务无法执行';

export function createTaskKindRegistry(jobs: JobQueue, authenticator: Pick<Authenticator, 'contextOf'>): TaskKindRegistry {
  const definitions = new Map<string, TaskKindDefinition>();

  /** The kind's handler over a stored job: the payload parsed again, the submitter's context on demand. */
  async function perform(definition: TaskKindDefinition, { job, progress }: Pick<JobContext, 'job' | 'progress'>) {
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('后台任务参数无效，无法执行');
    try {
      return await definition.handler({
        payload: parsed.data,
        job,
        caller: { accountId: job.createdBy, tenantCode: job.tenantCode },
        progress,
        actAs: async () => {
          const context = await authenticator.contextOf(job.createdBy, job.tenantCode);
          if (!context) throw new PermanentJobError(TASK_SUBMITTER_GONE);
          return context;
        },
      });
    } catch (error) {
      if (error instanceof AppError) throw new PermanentJobError(error.message);
      throw error;
    }
  }

  return {
    register(definition) {
      if (definitions.has(definition.kind)) throw new Error(`task kind ${definition.kind} already registered`);
      definitions.set(definition.kind, definition as unknown as TaskKindDefinition);
      jobs.register(definition.kind, (context) => perform(definition as unknown as TaskKindDefinition, context));
    },
    get: (kind) => definitions.get(kind),
    kinds: () => [...definitions.keys()],
    async run(job) {
      const definition = definitions.get(job.kind);
      if (!definition) throw new Error(`task kind ${job.kind} not registered`);
      return (await perform(definition, { job, progress: async () => true })) ?? undefined;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The submittable background task kinds (server/modules/tasks/registry.ts). */
    taskKinds: TaskKindRegistry;
  }
}
