/**
 * Tenancy for modules: tenant-owned data is always read and written through a repository bound
 * to the request's current tenant, never filtered in a handler. Pattern (see docs/server.md):
 *
 *   export function createProjectRepository(db: DbOrTx) {
 *     return {
 *       forTenant(scope: TenantScope) {
 *         return {
 *           list: () => db.select().from(projects).where(inTenant(projects.tenantCode, scope)),
 *           byCode: (code: string) => db.select().from(projects)
 *             .where(inTenant(projects.tenantCode, scope, eq(projects.projectCode, code))),
 *           insert: (values: Omit<NewProject, 'tenantCode'>) =>
 *             db.insert(projects).values({ ...values, tenantCode: scope.tenantCode }),
 *         };
 *       },
 *     };
 *   }
 *
 *   // in a handler: repo.forTenant(tenantScope(requireAuth())).list()
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from './http/context';
import { ForbiddenError } from './http/errors';

/** The tenant a repository works in; only tenantScope() makes one from a request. */
export interface TenantScope {
  readonly tenantCode: string;
}

/** The current tenant of the request; an account without one cannot touch tenant data. */
export function tenantScope(auth: Pick<RequestContext, 'tenant'>): TenantScope {
  if (!auth.tenant) throw new ForbiddenError();
  return Object.freeze({ tenantCode: auth.tenant.tenantCode });
}

/** `tenant_code = scope AND …conditions`: the where clause of every tenant-owned query. */
export function inTenant(tenantColumn: PgColumn, scope: TenantScope, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(tenantColumn, scope.tenantCode), ...conditions) as SQL;
}
