/**
 * Tenant reads other modules need through app.accountDirectory (added for the platform console's
 * products/authorizations area): a filtered, paged list of tenants and a lookup by codes. Kept in
 * its own file so identity's repository stays the only place that queries identity's tables.
 */
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ApprovalState, TenantType } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern } from '../../db/query';
import { tenants } from '../../db/schema';

/** What the directory tells about a tenant (never its members or settings). */
export interface DirectoryTenant {
  tenantCode: string;
  type: TenantType;
  approvalState: ApprovalState;
  tenantZhName: string;
  tenantEnName: string;
}

export interface TenantListQuery {
  type?: TenantType;
  approvalState?: ApprovalState;
  /** Part of the Chinese or English name, or of the code. */
  keyword?: string;
  current: number;
  pageSize: number;
}

const columns = {
  tenantCode: tenants.tenantCode,
  type: tenants.type,
  approvalState: tenants.approvalState,
  tenantZhName: tenants.tenantZhName,
  tenantEnName: tenants.tenantEnName,
};

export function createTenantDirectory(db: DbOrTx) {
  return {
    async listTenants(query: TenantListQuery): Promise<{ list: DirectoryTenant[]; total: number }> {
      const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
      const where: SQL | undefined = and(
        query.type ? eq(tenants.type, query.type) : undefined,
        query.approvalState ? eq(tenants.approvalState, query.approvalState) : undefined,
        pattern ? or(ilike(tenants.tenantZhName, pattern), ilike(tenants.tenantEnName, pattern), ilike(tenants.tenantCode, pattern)) : undefined,
      );
      const { rows: list, total } = await pagedSelect(db, query, {
        count: { table: tenants, where },
        rows: db.select(columns).from(tenants).where(where).orderBy(asc(tenants.tenantZhName), asc(tenants.tenantCode)),
      });
      return { list, total };
    },

    async tenantsByCodes(codes: readonly string[]): Promise<Map<string, DirectoryTenant>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select(columns)
        .from(tenants)
        .where(inArray(tenants.tenantCode, [...new Set(codes)]));
      return new Map(rows.map((row) => [row.tenantCode, row]));
    },
  };
}
