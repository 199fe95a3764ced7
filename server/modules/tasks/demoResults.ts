/**
 * The demo tasks' files (domain/tasks/demo.ts). The demo seed runs inside one transaction without
 * the file storage or the report services, so a finished demo task's result names a placeholder
 * (DEMO_TASK_RESULT_PREFIX). At start, in demo mode, the kind's registered handler runs once for it,
 * as its submitter — the gap report is built by the gap analysis service and stored as the
 * project's 'ai' file — and its result replaces the placeholder. Afterwards nothing names a
 * placeholder and a start only reads the demo tasks' rows.
 */
import { DEMO_BACKGROUND_TASKS, DEMO_TASK_RESULT_PREFIX } from '../../../domain/tasks/demo';
import type { JobQueue } from '../../jobs';
import type { TaskKindRegistry } from './registry';
import type { TaskRepository } from './repository';

export interface DemoResultsDeps {
  repo: Pick<TaskRepository, 'replaceResult'>;
  jobs: Pick<JobQueue, 'byKey'>;
  registry: Pick<TaskKindRegistry, 'run'>;
  log: { warn(object: Record<string, unknown>, message: string): void };
}

/** Generates the files the demo tasks' results still only name; answers how many it generated. */
export async function fillDemoTaskResults({ repo, jobs, registry, log }: DemoResultsDeps): Promise<number> {
  let filled = 0;
  for (const task of DEMO_BACKGROUND_TASKS) {
    if (!task.result?.objectId.startsWith(DEMO_TASK_RESULT_PREFIX)) continue;
    const job = await jobs.byKey(task.tenantCode, task.kind, task.jobKey);
    const named = job?.result?.objectId;
    if (job?.status !== 'succeeded' || typeof named !== 'string' || !named.startsWith(DEMO_TASK_RESULT_PREFIX)) continue;
    try {
      const result = await registry.run(job);
      if (result && (await repo.replaceResult(job.id, named, result))) filled += 1;
    } catch (error) {
      log.warn({ err: error, taskId: job.id, kind: job.kind }, 'demo task result not generated');
    }
  }
  return filled;
}
