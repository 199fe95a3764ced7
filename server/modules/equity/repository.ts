/**
 * Data access of account equity: applications and grants, both tenant-owned. The channel side
 * works through `forTenant(tenantScope(auth))`; the platform's review list and the marketplace's
 * price reads cross tenants and are named as such (`crossTenant`). Tenant and account names are
 * not joined here: the service asks app.accountDirectory.
 */
import { and, asc, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { ApprovalState } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { isAnyOf } from '../../db/query';
import { equityApplications, equityGrants } from '../../db/schema';
import { inTenant, type TenantScope } from '../../tenancy';

export type EquityApplicationDbRow = typeof equityApplications.$inferSelect;
export type NewEquityApplicationDbRow = typeof equityApplications.$inferInsert;
export type EquityGrantDbRow = typeof equityGrants.$inferSelect;
export type NewEquityGrantDbRow = typeof equityGrants.$inferInsert;
type ApplicationChanges = Partial<Omit<NewEquityApplicationDbRow, 'tenantCode' | 'applicationCode' | 'createdAt'>>;

export interface PlatformEquityFilter {
  states: readonly ApprovalState[];
  /** Only these tenants (a keyword matched their names); undefined = all. */
  tenantCodes?: readonly string[];
}

export function createEquityRepository(db: DbOrTx) {
  const grantsOf = (tenantCode: string) =>
    db.select().from(equityGrants).where(eq(equityGrants.tenantCode, tenantCode)).orderBy(desc(equityGrants.effectiveFrom));

  return {
    /** The current tenant's applications and grants. */
    forTenant(scope: TenantScope) {
      const application = (code: string) => inTenant(equityApplications.tenantCode, scope, eq(equityApplications.applicationCode, code));
      return {
        applications: () =>
          db
            .select()
            .from(equityApplications)
            .where(inTenant(equityApplications.tenantCode, scope))
            .orderBy(desc(equityApplications.createdAt), desc(equityApplications.applicationCode)),

        grants: () => grantsOf(scope.tenantCode),

        async lockOpen(): Promise<EquityApplicationDbRow | undefined> {
          const [row] = await db
            .select()
            .from(equityApplications)
            .where(inTenant(equityApplications.tenantCode, scope, isAnyOf(equityApplications.state, ['inhand', 'submitted'])))
            .for('update');
          return row;
        },

        async lockByCode(code: string): Promise<EquityApplicationDbRow | undefined> {
          const [row] = await db.select().from(equityApplications).where(application(code)).for('update');
          return row;
        },

        async byCode(code: string): Promise<EquityApplicationDbRow | undefined> {
          const [row] = await db.select().from(equityApplications).where(application(code));
          return row;
        },

        async insert(values: Omit<NewEquityApplicationDbRow, 'tenantCode'>): Promise<void> {
          await db.insert(equityApplications).values({ ...values, tenantCode: scope.tenantCode });
        },

        async update(code: string, changes: ApplicationChanges): Promise<void> {
          await db.update(equityApplications).set(changes).where(application(code));
        },
      };
    },

    /** Reads and writes across tenants: the platform's review and the marketplace's prices. */
    crossTenant() {
      const whereOf = (filter: PlatformEquityFilter): SQL | undefined =>
        and(
          isAnyOf(equityApplications.state, filter.states),
          filter.tenantCodes ? isAnyOf(equityApplications.tenantCode, filter.tenantCodes) : undefined,
        );
      return {
        async page(filter: PlatformEquityFilter, page: { current: number; pageSize: number }) {
          const where = whereOf(filter);
          return pagedSelect(db, page, {
            count: { table: equityApplications, where },
            rows: db
              .select()
              .from(equityApplications)
              .where(where)
              // Waiting work first, then the newest.
              .orderBy(desc(eq(equityApplications.state, 'submitted')), desc(equityApplications.updatedAt), asc(equityApplications.applicationCode)),
          });
        },

        async lockByCode(code: string): Promise<EquityApplicationDbRow | undefined> {
          const [row] = await db.select().from(equityApplications).where(eq(equityApplications.applicationCode, code)).for('update');
          return row;
        },

        async byCode(code: string): Promise<EquityApplicationDbRow | undefined> {
          const [row] = await db.select().from(equityApplications).where(eq(equityApplications.applicationCode, code));
          return row;
        },

        async updateApplication(tenantCode: string, code: string, changes: ApplicationChanges): Promise<void> {
          await db
            .update(equityApplications)
            .set(changes)
            .where(and(eq(equityApplications.tenantCode, tenantCode), eq(equityApplications.applicationCode, code)));
        },

        grantsOf,

        /** The grant in force at `at` (the latest started at or before it). */
        async grantAt(tenantCode: string, at: Date): Promise<EquityGrantDbRow | undefined> {
          const [row] = await db
            .select()
            .from(equityGrants)
            .where(and(eq(equityGrants.tenantCode, tenantCode), lte(equityGrants.effectiveFrom, at)))
            .orderBy(desc(equityGrants.effectiveFrom), desc(equityGrants.createdAt))
            .limit(1);
          return row;
        },

        async insertGrant(values: NewEquityGrantDbRow): Promise<void> {
          await db.insert(equityGrants).values(values);
        },
      };
    },
  };
}

export type EquityRepository = ReturnType<typeof createEquityRepository>;
