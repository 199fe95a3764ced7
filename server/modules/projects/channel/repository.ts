/**
 * The channel part's queries (/projectList, /platformDelivery): project groups and projects by
 * the caller's place — the buying channel (`tenant_code`), the delivery tenant
 * (`delivery_tenant_code`), or a consultant holding projects of its delivery tenant — always
 * through the indexes that lead with those tenant codes (server/db/schema/projects.ts). The
 * service builds the `GroupScope` / `DeliveryScope` from the session only.
 *
 * Withdrawn groups (project_groups.status 'withdrawn', the marketplace part's refund) never show
 * in these lists; their detail still opens, read-only.
 */
import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pagedSelect } from '../../../db/paging';
import { containsPattern, isAnyOf, type Page } from '../../../db/query';
import {
  type ProjectGroupRow,
  type ProjectRow,
  projectAssignments,
  projectEvents,
  projectGroups,
  projects,
  projectTasks,
  type ProjectAssignmentRow,
  type ProjectEventRow,
  type ProjectTaskRow,
} from '../../../db/schema';
import type { DistributeStatus, GroupListScope, ProjectState } from '../../../../domain/projects/rules';

/** Which groups a caller lists: a channel's purchases, a delivery tenant's, or a consultant's projects. */
export type GroupScope =
  | { readonly kind: 'buyer'; readonly tenantCode: string }
  | { readonly kind: 'delivery'; readonly tenantCode: string }
  | { readonly kind: 'consultant'; readonly tenantCode: string; readonly accountId: string; readonly transferred: boolean };

export interface GroupFilter {
  keyword?: string;
  /** Tenant codes whose names match the keyword (asked of app.accountDirectory first). */
  keywordTenantCodes?: readonly string[];
  state?: ProjectState;
  customerTenantCode?: string;
}

export interface ProjectFilter {
  keyword?: string;
  keywordTenantCodes?: readonly string[];
  state?: ProjectState;
  distributeStatus?: DistributeStatus;
  consultantAccountId?: string;
  customerTenantCode?: string;
  standard?: string;
}

/** A project with the fields of its group that the lists show. */
export interface ProjectWithGroup {
  project: ProjectRow;
  group: Pick<ProjectGroupRow, 'productName' | 'productCode' | 'productVersion' | 'standard' | 'status' | 'remark'>;
}

const groupFields = {
  productName: projectGroups.productName,
  productCode: projectGroups.productCode,
  productVersion: projectGroups.productVersion,
  standard: projectGroups.standard,
  status: projectGroups.status,
  remark: projectGroups.remark,
};

export function createChannelProjectRepository(db: DbOrTx) {
  /** The projects a consultant holds under a scope (my: dispatched, transform: reassigned). */
  const consultantProjects = (scope: Extract<GroupScope, { kind: 'consultant' }>) =>
    and(
      eq(projects.deliveryTenantCode, scope.tenantCode),
      eq(projects.consultantAccountId, scope.accountId),
      eq(projects.transferred, scope.transferred),
    );

  /** The projects of a group row (outer query) that the scope counts. */
  const projectsOfGroup = (scope: GroupScope) =>
    and(
      eq(projects.tenantCode, projectGroups.tenantCode),
      eq(projects.groupCode, projectGroups.groupCode),
      scope.kind === 'consultant' ? consultantProjects(scope) : undefined,
    );

  const groupWhere = (scope: GroupScope, filter: GroupFilter): SQL | undefined => {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
    return and(
      scope.kind === 'buyer' ? eq(projectGroups.tenantCode, scope.tenantCode) : eq(projectGroups.deliveryTenantCode, scope.tenantCode),
      eq(projectGroups.status, 'active'),
      scope.kind === 'consultant' ? exists(db.select({ one: sql`1` }).from(projects).where(projectsOfGroup(scope))) : undefined,
      pattern
        ? or(
            ilike(projectGroups.groupCode, pattern),
            ilike(projectGroups.productName, pattern),
            filter.keywordTenantCodes?.length ? isAnyOf(projectGroups.customerTenantCode, filter.keywordTenantCodes) : undefined,
          )
        : undefined,
      filter.customerTenantCode ? eq(projectGroups.customerTenantCode, filter.customerTenantCode) : undefined,
      filter.state
        ? exists(
            db
              .select({ one: sql`1` })
              .from(projects)
              .where(and(projectsOfGroup(scope), eq(projects.state, filter.state))),
          )
        : undefined,
    );
  };

  const projectWhere = (deliveryTenantCode: string, filter: ProjectFilter, extra?: SQL): SQL | undefined => {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
    return and(
      eq(projects.deliveryTenantCode, deliveryTenantCode),
      eq(projectGroups.status, 'active'),
      extra,
      pattern
        ? or(
            ilike(projects.projectCode, pattern),
            ilike(projects.name, pattern),
            ilike(projects.groupCode, pattern),
            ilike(projectGroups.productName, pattern),
            filter.keywordTenantCodes?.length ? isAnyOf(projects.customerTenantCode, filter.keywordTenantCodes) : undefined,
          )
        : undefined,
      filter.state ? eq(projects.state, filter.state) : undefined,
      filter.distributeStatus ? eq(projects.distributeStatus, filter.distributeStatus) : undefined,
      filter.consultantAccountId ? eq(projects.consultantAccountId, filter.consultantAccountId) : undefined,
      filter.customerTenantCode ? eq(projects.customerTenantCode, filter.customerTenantCode) : undefined,
      filter.standard ? eq(projectGroups.standard, filter.standard) : undefined,
    );
  };

  const joinGroup = and(eq(projectGroups.tenantCode, projects.tenantCode), eq(projectGroups.groupCode, projects.groupCode));

  return {
    /** A page of the groups of a scope, newest purchase first. */
    async pageGroups(scope: GroupScope, filter: GroupFilter, page: Page): Promise<{ rows: ProjectGroupRow[]; total: number }> {
      const where = groupWhere(scope, filter);
      return pagedSelect(db, page, {
        count: { table: projectGroups, where },
        rows: db.select().from(projectGroups).where(where).orderBy(desc(projectGroups.purchasedAt), asc(projectGroups.groupCode)),
        parallel: true,
      });
    },

    /** The projects of these groups (one page of a group list) that the scope counts. */
    async projectsOfGroups(groups: readonly Pick<ProjectGroupRow, 'tenantCode' | 'groupCode'>[], scope: GroupScope): Promise<ProjectRow[]> {
      if (!groups.length) return [];
      const tenants = [...new Set(groups.map((group) => group.tenantCode))];
      return db
        .select()
        .from(projects)
        .where(
          and(
            isAnyOf(projects.tenantCode, tenants),
            isAnyOf(
              projects.groupCode,
              groups.map((group) => group.groupCode),
            ),
            scope.kind === 'consultant' ? consultantProjects(scope) : undefined,
          ),
        )
        .orderBy(asc(projects.createdAt), asc(projects.projectCode));
    },

    /** A group by its code (any tenant: the service decides who may see it). */
    async groupByCode(groupCode: string): Promise<ProjectGroupRow | undefined> {
      const [row] = await db.select().from(projectGroups).where(eq(projectGroups.groupCode, groupCode));
      return row;
    },

    async projectsOfGroup(tenantCode: string, groupCode: string): Promise<ProjectRow[]> {
      return db
        .select()
        .from(projects)
        .where(and(eq(projects.tenantCode, tenantCode), eq(projects.groupCode, groupCode)))
        .orderBy(asc(projects.createdAt), asc(projects.projectCode));
    },

    /** A project by its code with its group's fields; `lock` holds the project row until the transaction ends. */
    async projectByCode(projectCode: string, lock = false): Promise<ProjectWithGroup | undefined> {
      const query = db
        .select({ project: projects, group: groupFields })
        .from(projects)
        .innerJoin(projectGroups, joinGroup)
        .where(eq(projects.projectCode, projectCode));
      const [row] = lock ? await query.for('update', { of: projects }) : await query;
      return row;
    },

    /** Several projects with their groups, in one query (unknown codes are left out). */
    async projectsByCodes(projectCodes: readonly string[]): Promise<ProjectWithGroup[]> {
      if (projectCodes.length === 0) return [];
      return db
        .select({ project: projects, group: groupFields })
        .from(projects)
        .innerJoin(projectGroups, joinGroup)
        .where(isAnyOf(projects.projectCode, projectCodes));
    },

    /** A customer's projects of active groups of the given service kinds, oldest first (the exam's seats). */
    async customerProjectsOfKinds(customerTenantCode: string, serviceKinds: readonly string[]): Promise<ProjectWithGroup[]> {
      if (serviceKinds.length === 0) return [];
      return db
        .select({ project: projects, group: groupFields })
        .from(projects)
        .innerJoin(projectGroups, joinGroup)
        .where(
          and(
            eq(projects.customerTenantCode, customerTenantCode),
            isAnyOf(projectGroups.serviceKind, serviceKinds),
            eq(projectGroups.status, 'active'),
          ),
        )
        .orderBy(asc(projects.createdAt), asc(projects.projectCode));
    },

    /** The codes of a delivery tenant's projects of these service kinds that a consultant holds. */
    async heldProjectCodes(deliveryTenantCode: string, accountId: string, serviceKinds: readonly string[]): Promise<string[]> {
      if (serviceKinds.length === 0) return [];
      const rows = await db
        .select({ projectCode: projects.projectCode })
        .from(projects)
        .innerJoin(projectGroups, joinGroup)
        .where(
          and(
            eq(projects.deliveryTenantCode, deliveryTenantCode),
            eq(projects.consultantAccountId, accountId),
            isAnyOf(projectGroups.serviceKind, serviceKinds),
          ),
        );
      return rows.map((row) => row.projectCode);
    },

    /** The delivery tenant's projects with filters, newest first; `extra` narrows further (the resource pool). */
    async pageProjects(deliveryTenantCode: string, filter: ProjectFilter, page: Page): Promise<{ rows: ProjectWithGroup[]; total: number }> {
      const where = projectWhere(deliveryTenantCode, filter);
      return pagedSelect(db, page, {
        count: db.select({ total: count() }).from(projects).innerJoin(projectGroups, joinGroup).where(where),
        rows: db
          .select({ project: projects, group: groupFields })
          .from(projects)
          .innerJoin(projectGroups, joinGroup)
          .where(where)
          .orderBy(desc(projects.createdAt), asc(projects.projectCode)),
        parallel: true,
      });
    },

    /** Unfinished projects per consultant of a delivery tenant. */
    async activeCounts(deliveryTenantCode: string, accountIds: readonly string[]): Promise<Map<string, number>> {
      if (!accountIds.length) return new Map();
      const rows = await db
        .select({ accountId: projects.consultantAccountId, total: count() })
        .from(projects)
        .where(
          and(
            eq(projects.deliveryTenantCode, deliveryTenantCode),
            isAnyOf(projects.consultantAccountId, accountIds),
            ne(projects.state, 'finished'),
            isNotNull(projects.consultantAccountId),
          ),
        )
        .groupBy(projects.consultantAccountId);
      return new Map(rows.map((row) => [row.accountId ?? '', Number(row.total)]));
    },

    async tasksOf(tenantCode: string, projectCode: string): Promise<ProjectTaskRow[]> {
      return db
        .select()
        .from(projectTasks)
        .where(and(eq(projectTasks.tenantCode, tenantCode), eq(projectTasks.projectCode, projectCode)))
        .orderBy(asc(projectTasks.stepNo));
    },

    /** The newest events of a group (only those of `projectCodes` and the group's own when given), and how many. */
    async timeline(
      tenantCode: string,
      groupCode: string,
      limit: number,
      projectCodes?: readonly string[],
    ): Promise<{ rows: ProjectEventRow[]; total: number }> {
      const where = and(
        eq(projectEvents.tenantCode, tenantCode),
        eq(projectEvents.groupCode, groupCode),
        projectCodes
          ? or(sql`${projectEvents.projectCode} is null`, projectCodes.length ? inArray(projectEvents.projectCode, [...projectCodes]) : undefined)
          : undefined,
      );
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(projectEvents).where(where),
        db.select().from(projectEvents).where(where).orderBy(desc(projectEvents.at), desc(projectEvents.id)).limit(limit),
      ]);
      return { rows, total };
    },

    async assignments(tenantCode: string, projectCode: string): Promise<ProjectAssignmentRow[]> {
      return db
        .select()
        .from(projectAssignments)
        .where(and(eq(projectAssignments.tenantCode, tenantCode), eq(projectAssignments.projectCode, projectCode)))
        .orderBy(desc(projectAssignments.at), desc(projectAssignments.id));
    },

    async updateProject(
      tenantCode: string,
      projectCode: string,
      values: Partial<
        Pick<
          ProjectRow,
          | 'state'
          | 'distributeStatus'
          | 'consultantAccountId'
          | 'transferred'
          | 'progress'
          | 'svipRequestedAt'
          | 'dispatchedAt'
          | 'finishedAt'
          | 'updatedAt'
        >
      >,
    ): Promise<ProjectRow> {
      const [row] = await db
        .update(projects)
        .set(values)
        .where(and(eq(projects.tenantCode, tenantCode), eq(projects.projectCode, projectCode)))
        .returning();
      return row;
    },

    async insertAssignment(values: Omit<typeof projectAssignments.$inferInsert, 'id'>): Promise<void> {
      await db.insert(projectAssignments).values(values);
    },
  };
}

export type ChannelProjectRepository = ReturnType<typeof createChannelProjectRepository>;
export type { GroupListScope };
