/**
 * The tasks seed: the demo background tasks (domain/tasks/demo.ts) as finished jobs rows, so no
 * runner ever claims them. A report's result names a placeholder file until the start in demo mode
 * generates the real one (./demoResults.ts).
 */
import { DEMO_BACKGROUND_TASKS } from '../../../domain/tasks/demo';
import { jobs } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

const HOUR_MS = 3_600_000;

export const tasksSeed: SeedPart = {
  area: 'tasks',
  async demo({ now }) {
    return async (tx) => {
      for (const task of DEMO_BACKGROUND_TASKS) {
        const createdAt = new Date(now.getTime() - task.hoursAgo * HOUR_MS);
        const finishedAt = new Date(createdAt.getTime() + task.seconds * 1000);
        await tx
          .insert(jobs)
          .values({
            tenantCode: task.tenantCode,
            kind: task.kind,
            jobKey: task.jobKey,
            title: task.title,
            payload: task.payload,
            status: task.status,
            done: task.done,
            total: task.total,
            attempts: 1,
            result: task.result,
            error: task.error,
            createdBy: task.createdBy,
            createdAt,
            runAfter: createdAt,
            finishedAt,
          })
          .onConflictDoNothing();
      }
    };
  },
};
