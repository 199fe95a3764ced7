/**
 * The customer's side of projects (consumer part, see index.ts): every read of a customer goes
 * through `forCustomer(customerTenantCode)` — `projects.customer_tenant_code = the session's
 * tenant` (index projects_customer_idx) and never a withdrawn group. The one cross-tenant read,
 * `projectAnyTenant`, is for a consultant's urge and is named so; the service checks the relation.
 */
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pagedSelect } from '../../../db/paging';
import { containsPattern, type Page } from '../../../db/query';
import {
  type ProjectEventRow,
  type ProjectGroupRow,
  type ProjectRow,
  type ProjectTaskRow,
  type ProjectUrgeRow,
  projectEvents,
  projectGroups,
  projects,
  projectTasks,
  projectUrges,
} from '../../../db/schema';
import type { ProjectState } from '../../../../domain/projects/rules';

export interface ConsumerProjectFilter {
  state?: ProjectState;
  keyword?: string;
}

export interface ProjectWithGroup {
  project: ProjectRow;
  group: ProjectGroupRow;
}

type NewUrge = typeof projectUrges.$inferInsert;

const groupJoin = and(eq(projectGroups.tenantCode, projects.tenantCode), eq(projectGroups.groupCode, projects.groupCode));
const notWithdrawn = ne(projectGroups.status, 'withdrawn');

export function createConsumerRepository(db: DbOrTx) {
  async function withGroup(where: SQL | undefined, lock = false): Promise<ProjectWithGroup | undefined> {
    const query = db.select({ project: projects, group: projectGroups }).from(projects).innerJoin(projectGroups, groupJoin).where(where).limit(1);
    const [row] = lock ? await query.for('update', { of: projects }) : await query;
    return row;
  }

  return {
    /** Reads and writes of one customer tenant's projects. */
    forCustomer(customerTenantCode: string) {
      const mine = (...conditions: (SQL | undefined)[]) => and(eq(projects.customerTenantCode, customerTenantCode), notWithdrawn, ...conditions);
      return {
        async page(filter: ConsumerProjectFilter, page: Page): Promise<{ rows: ProjectWithGroup[]; total: number }> {
          const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
          const where = mine(
            filter.state ? eq(projects.state, filter.state) : undefined,
            pattern ? or(ilike(projects.name, pattern), ilike(projectGroups.productName, pattern), ilike(projects.projectCode, pattern)) : undefined,
          );
          return pagedSelect(db, page, {
            count: db.select({ total: count() }).from(projects).innerJoin(projectGroups, groupJoin).where(where),
            rows: db
              .select({ project: projects, group: projectGroups })
              .from(projects)
              .innerJoin(projectGroups, groupJoin)
              .where(where)
              .orderBy(desc(projectGroups.purchasedAt), asc(projects.projectCode)),
          });
        },

        /** The customer's project (locked for the transaction with `lock`). */
        project: (projectCode: string, lock = false) => withGroup(mine(eq(projects.projectCode, projectCode)), lock),

        async myUrges(targetAccountId: string, page: Page): Promise<{ rows: { urge: ProjectUrgeRow; projectName: string }[]; total: number }> {
          const join = eq(projects.projectCode, projectUrges.projectCode);
          const where = and(eq(projectUrges.targetAccountId, targetAccountId), eq(projects.customerTenantCode, customerTenantCode));
          return pagedSelect(db, page, {
            count: db.select({ total: count() }).from(projectUrges).innerJoin(projects, join).where(where),
            rows: db
              .select({ urge: projectUrges, projectName: projects.name })
              .from(projectUrges)
              .innerJoin(projects, join)
              .where(where)
              .orderBy(desc(projectUrges.at), desc(projectUrges.id)),
          });
        },
      };
    },

    /** Any tenant's project by code (a consultant's urge; the service checks the caller delivers it). */
    projectAnyTenant: (projectCode: string, lock = false) => withGroup(and(eq(projects.projectCode, projectCode), notWithdrawn), lock),

    /** Writes of a project found through forCustomer/projectAnyTenant (keyed by its own tenant). */
    async updateProject(
      row: ProjectRow,
      values: Partial<Pick<ProjectRow, 'customerOwnerAccountId' | 'state' | 'svipData' | 'svipSubmittedAt' | 'updatedAt'>>,
    ) {
      const [updated] = await db
        .update(projects)
        .set(values)
        .where(and(eq(projects.tenantCode, row.tenantCode), eq(projects.projectCode, row.projectCode)))
        .returning();
      return updated;
    },

    tasks: (project: ProjectRow): Promise<ProjectTaskRow[]> =>
      db
        .select()
        .from(projectTasks)
        .where(and(eq(projectTasks.tenantCode, project.tenantCode), eq(projectTasks.projectCode, project.projectCode)))
        .orderBy(asc(projectTasks.stepNo)),

    async task(project: ProjectRow, stepNo: number, lock = false): Promise<ProjectTaskRow | undefined> {
      const query = db
        .select()
        .from(projectTasks)
        .where(
          and(eq(projectTasks.tenantCode, project.tenantCode), eq(projectTasks.projectCode, project.projectCode), eq(projectTasks.stepNo, stepNo)),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async updateTask(
      task: ProjectTaskRow,
      values: Partial<Pick<ProjectTaskRow, 'accountId' | 'status' | 'submittedAt' | 'finishedAt' | 'updatedAt'>>,
    ) {
      const [row] = await db
        .update(projectTasks)
        .set(values)
        .where(
          and(eq(projectTasks.tenantCode, task.tenantCode), eq(projectTasks.projectCode, task.projectCode), eq(projectTasks.stepNo, task.stepNo)),
        )
        .returning();
      return row;
    },

    async insertUrge(values: NewUrge): Promise<ProjectUrgeRow> {
      const [row] = await db.insert(projectUrges).values(values).returning();
      return row;
    },

    async markUrgeSent(id: number): Promise<void> {
      await db.update(projectUrges).set({ smsSent: true }).where(eq(projectUrges.id, id));
    },

    /** The newest urge of a person about a project (index project_urges_last_idx). */
    async lastUrge(projectCode: string, targetAccountId: string): Promise<ProjectUrgeRow | undefined> {
      const [row] = await db
        .select()
        .from(projectUrges)
        .where(and(eq(projectUrges.projectCode, projectCode), eq(projectUrges.targetAccountId, targetAccountId)))
        .orderBy(desc(projectUrges.at), desc(projectUrges.id))
        .limit(1);
      return row;
    },

    urges: (project: ProjectRow, limit = 50): Promise<ProjectUrgeRow[]> =>
      db
        .select()
        .from(projectUrges)
        .where(and(eq(projectUrges.tenantCode, project.tenantCode), eq(projectUrges.projectCode, project.projectCode)))
        .orderBy(desc(projectUrges.at), desc(projectUrges.id))
        .limit(limit),

    /** The project's timeline: its own entries and the group's (purchase), newest first. */
    events: (project: ProjectRow, limit = 100): Promise<ProjectEventRow[]> =>
      db
        .select()
        .from(projectEvents)
        .where(
          and(
            eq(projectEvents.tenantCode, project.tenantCode),
            eq(projectEvents.groupCode, project.groupCode),
            or(eq(projectEvents.projectCode, project.projectCode), isNull(projectEvents.projectCode)),
          ),
        )
        .orderBy(desc(projectEvents.at), desc(projectEvents.id))
        .limit(limit),
  };
}

export type ConsumerRepository = ReturnType<typeof createConsumerRepository>;
