/**
 * The marketplace part's queries (see index.ts): a channel's purchases (forChannel: every read and
 * write leads with its tenant_code), the quota lock, and platform finance's cross-channel reads of
 * groups named explicitly (crossChannel).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pagedSelect } from '../../../db/paging';
import { containsPattern, type Page } from '../../../db/query';
import {
  type NewProjectGroupRow,
  type NewProjectRow,
  type ProjectGroupRow,
  type ProjectRow,
  projectGroups,
  projects,
  projectTasks,
} from '../../../db/schema';

type NewTask = typeof projectTasks.$inferInsert;

export interface GroupFilter {
  keyword?: string;
  /** Channel or customer tenants whose names match the keyword (asked of app.accountDirectory). */
  tenantCodes?: readonly string[];
  status?: ProjectGroupRow['status'];
}

export interface GroupStats {
  projectCount: number;
  /** Projects that have left the state "empty" (started). */
  startedCount: number;
}

export function createMarketplaceRepository(db: DbOrTx) {
  return {
    /** Reads and writes of one channel's purchases. */
    forChannel(tenantCode: string) {
      return {
        async groupByRequestKey(requestKey: string): Promise<ProjectGroupRow | undefined> {
          const [row] = await db
            .select()
            .from(projectGroups)
            .where(and(eq(projectGroups.tenantCode, tenantCode), eq(projectGroups.requestKey, requestKey)));
          return row;
        },

        async projectCodesOf(groupCode: string): Promise<string[]> {
          const rows = await db
            .select({ projectCode: projects.projectCode })
            .from(projects)
            .where(and(eq(projects.tenantCode, tenantCode), eq(projects.groupCode, groupCode)))
            .orderBy(asc(projects.projectCode));
          return rows.map((row) => row.projectCode);
        },

        /** Projects of the channel's active groups per authorization (the quota used). */
        async usedQuota(authorizationCodes: readonly string[]): Promise<Map<string, number>> {
          if (!authorizationCodes.length) return new Map();
          const rows = await db
            .select({ authorizationCode: projectGroups.authorizationCode, total: count() })
            .from(projects)
            .innerJoin(projectGroups, and(eq(projectGroups.tenantCode, projects.tenantCode), eq(projectGroups.groupCode, projects.groupCode)))
            .where(
              and(
                eq(projectGroups.tenantCode, tenantCode),
                eq(projectGroups.status, 'active'),
                inArray(projectGroups.authorizationCode, [...new Set(authorizationCodes)]),
              ),
            )
            .groupBy(projectGroups.authorizationCode);
          return new Map(rows.map((row) => [row.authorizationCode, Number(row.total)]));
        },

        /**
         * Serialises the purchases under one authorization until the transaction ends: the quota
         * is counted and the group inserted while no other purchase of it can do the same.
         */
        async lockAuthorization(authorizationCode: string): Promise<void> {
          await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`project-quota:${tenantCode}:${authorizationCode}`}))`);
        },

        async insertPurchase(group: NewProjectGroupRow, rows: NewProjectRow[], tasks: NewTask[]): Promise<ProjectGroupRow> {
          const [inserted] = await db.insert(projectGroups).values(group).returning();
          await db.insert(projects).values(rows);
          if (tasks.length) await db.insert(projectTasks).values(tasks);
          return inserted;
        },
      };
    },

    /** Active projects per customer tenant (keys: the customer tenant codes of one page). */
    async activeProjectCounts(customerTenantCodes: readonly string[]): Promise<Map<string, number>> {
      if (!customerTenantCodes.length) return new Map();
      const rows = await db
        .select({ customer: projects.customerTenantCode, total: count() })
        .from(projects)
        .innerJoin(projectGroups, and(eq(projectGroups.tenantCode, projects.tenantCode), eq(projectGroups.groupCode, projects.groupCode)))
        .where(and(inArray(projects.customerTenantCode, [...new Set(customerTenantCodes)]), eq(projectGroups.status, 'active')))
        .groupBy(projects.customerTenantCode);
      return new Map(rows.map((row) => [row.customer, Number(row.total)]));
    },

    /** Platform finance's reads and withdrawals across every channel (named explicitly). */
    crossChannel() {
      return {
        async pageGroups(filter: GroupFilter, page: Page): Promise<{ rows: ProjectGroupRow[]; total: number }> {
          const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
          const matches: SQL[] = [];
          if (pattern) matches.push(ilike(projectGroups.groupCode, pattern), ilike(projectGroups.productName, pattern));
          if (filter.tenantCodes?.length) {
            matches.push(
              inArray(projectGroups.tenantCode, [...filter.tenantCodes]),
              inArray(projectGroups.customerTenantCode, [...filter.tenantCodes]),
            );
          }
          const where = and(matches.length ? or(...matches) : undefined, filter.status ? eq(projectGroups.status, filter.status) : undefined);
          return pagedSelect(db, page, {
            count: { table: projectGroups, where },
            rows: db.select().from(projectGroups).where(where).orderBy(desc(projectGroups.purchasedAt), asc(projectGroups.groupCode)),
          });
        },

        async groupStats(groups: readonly Pick<ProjectGroupRow, 'tenantCode' | 'groupCode'>[]): Promise<Map<string, GroupStats>> {
          if (!groups.length) return new Map();
          const rows = await db
            .select({
              groupCode: projects.groupCode,
              projectCount: count(),
              startedCount: sql<number>`count(*) filter (where ${projects.state} <> 'empty')`,
            })
            .from(projects)
            .where(
              and(
                inArray(projects.tenantCode, [...new Set(groups.map((g) => g.tenantCode))]),
                inArray(
                  projects.groupCode,
                  groups.map((g) => g.groupCode),
                ),
              ),
            )
            .groupBy(projects.groupCode);
          return new Map(rows.map((row) => [row.groupCode, { projectCount: Number(row.projectCount), startedCount: Number(row.startedCount) }]));
        },

        async group(groupCode: string): Promise<ProjectGroupRow | undefined> {
          const [row] = await db.select().from(projectGroups).where(eq(projectGroups.groupCode, groupCode));
          return row;
        },

        /** The group, locked until the transaction ends. */
        async groupForUpdate(groupCode: string): Promise<ProjectGroupRow | undefined> {
          const [row] = await db.select().from(projectGroups).where(eq(projectGroups.groupCode, groupCode)).for('update');
          return row;
        },

        /** The group's projects, locked (no project starts while the withdrawal decides). */
        async projectsForUpdate(tenantCode: string, groupCode: string): Promise<Pick<ProjectRow, 'projectCode' | 'state'>[]> {
          return db
            .select({ projectCode: projects.projectCode, state: projects.state })
            .from(projects)
            .where(and(eq(projects.tenantCode, tenantCode), eq(projects.groupCode, groupCode)))
            .for('update');
        },

        async markWithdrawn(
          tenantCode: string,
          groupCode: string,
          change: { withdrawnBy: string; withdrawnAt: Date; withdrawReason: string },
        ): Promise<ProjectGroupRow> {
          const [row] = await db
            .update(projectGroups)
            .set({ status: 'withdrawn', ...change })
            .where(and(eq(projectGroups.tenantCode, tenantCode), eq(projectGroups.groupCode, groupCode)))
            .returning();
          return row;
        },
      };
    },
  };
}

export type MarketplaceRepository = ReturnType<typeof createMarketplaceRepository>;
