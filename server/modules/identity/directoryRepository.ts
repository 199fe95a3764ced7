/**
 * The queries behind `app.accountDirectory` (index.ts): what other modules may learn about
 * accounts and tenants — who matches a search text, and the names of the accounts and tenants
 * of one list page. Other modules never read identity's tables themselves
 * (docs/feature-checklist.md §2; docs/decisions.md "Names across modules").
 */
import { ilike, or } from 'drizzle-orm';
import type { TenantType } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { containsPattern, isAnyOf } from '../../db/query';
import { accounts, tenants } from '../../db/schema';

/** An account as other modules show it. */
export interface AccountName {
  showName: string;
  /** Null until the account binds a phone. */
  phone: string | null;
}

/** A tenant as other modules show it. */
export interface TenantName {
  tenantZhName: string;
  type: TenantType;
}

export function createDirectoryRepository(db: DbOrTx) {
  return {
    /** Ids of the accounts whose display name or phone contains `text` (case-insensitive, taken literally). */
    async accountIdsMatching(text: string): Promise<string[]> {
      const pattern = containsPattern(text);
      const rows = await db
        .select({ accountId: accounts.accountId })
        .from(accounts)
        .where(or(ilike(accounts.showName, pattern), ilike(accounts.phone, pattern)));
      return rows.map((row) => row.accountId);
    },

    /** Codes of the tenants whose Chinese name contains `text` (case-insensitive, taken literally). */
    async tenantCodesMatching(text: string): Promise<string[]> {
      const rows = await db
        .select({ tenantCode: tenants.tenantCode })
        .from(tenants)
        .where(ilike(tenants.tenantZhName, containsPattern(text)));
      return rows.map((row) => row.tenantCode);
    },

    async accountNames(accountIds: readonly string[]): Promise<Map<string, AccountName>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ accountId: accounts.accountId, showName: accounts.showName, phone: accounts.phone })
        .from(accounts)
        .where(isAnyOf(accounts.accountId, [...new Set(accountIds)]));
      return new Map(rows.map(({ accountId, ...name }) => [accountId, name]));
    },

    async tenantNames(tenantCodes: readonly string[]): Promise<Map<string, TenantName>> {
      if (tenantCodes.length === 0) return new Map();
      const rows = await db
        .select({ tenantCode: tenants.tenantCode, tenantZhName: tenants.tenantZhName, type: tenants.type })
        .from(tenants)
        .where(isAnyOf(tenants.tenantCode, [...new Set(tenantCodes)]));
      return new Map(rows.map(({ tenantCode, ...name }) => [tenantCode, name]));
    },
  };
}
