/**
 * The caller's tasks in the jobs table (server/db/schema/jobs.ts): every read is bound to one
 * tenant and one creator (domain/tasks/rules.ts mayReadTask), served by jobs_creator_idx.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { JobStatus } from '../../../domain/tasks/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import type { Page } from '../../db/query';
import { type JobRow, jobs } from '../../db/schema';
import { inTenant, type TenantScope } from '../../tenancy';

export function createTaskRepository(db: DbOrTx) {
  return {
    /** A demo task's result (./demoResults.ts): replaced only while it still names `placeholder` (one start wins). */
    async replaceResult(taskId: number, placeholder: string, result: Record<string, unknown>): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ result })
        .where(and(eq(jobs.id, taskId), sql`${jobs.result}->>'objectId' = ${placeholder}`))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** The tasks `accountId` submitted in the scope's tenant. */
    forCreator(scope: TenantScope, accountId: string) {
      const mine = (...conditions: (SQL | undefined)[]) => inTenant(jobs.tenantCode, scope, eq(jobs.createdBy, accountId), ...conditions);
      return {
        async byId(taskId: number): Promise<JobRow | undefined> {
          const [row] = await db
            .select()
            .from(jobs)
            .where(mine(eq(jobs.id, taskId)));
          return row;
        },

        byIds(taskIds: readonly number[]): Promise<JobRow[]> {
          if (!taskIds.length) return Promise.resolve([]);
          return db
            .select()
            .from(jobs)
            .where(mine(inArray(jobs.id, [...taskIds])));
        },

        /** One page, newest first, optionally of one status. */
        page(page: Page, status: JobStatus | undefined) {
          const where = mine(status ? eq(jobs.status, status) : undefined);
          return pagedSelect(db, page, {
            count: { table: jobs, where },
            rows: db.select().from(jobs).where(where).orderBy(desc(jobs.id)),
          });
        },

        /** Queued or running: the header badge. */
        async activeCount(): Promise<number> {
          const [row] = await db
            .select({ total: count() })
            .from(jobs)
            .where(mine(inArray(jobs.status, ['queued', 'running'])));
          return Number(row?.total ?? 0);
        },
      };
    },
  };
}

export type TaskRepository = ReturnType<typeof createTaskRepository>;
