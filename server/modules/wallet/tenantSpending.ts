/**
 * What a tenant's accounts spent in it (issue 11, partners: a sub-channel's consumption). The
 * ledger is account-owned; each consumption entry records the tenant the account acted in
 * (wallet_entries.tenant_code), so a tenant's spending is the sum of its `consume` entries,
 * refunds of them not netted (a refund is a credit of its own type). A read across accounts,
 * named as such; exposed on `app.wallet.spentByTenants`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletEntries } from '../../db/schema';

export interface TenantSpending {
  /** Points spent (consume entries, as a positive number) by tenant code; a tenant without any is absent. */
  spentByTenants(tenantCodes: readonly string[]): Promise<Map<string, number>>;
}

export function createTenantSpending(db: DbOrTx): TenantSpending {
  return {
    async spentByTenants(tenantCodes) {
      if (tenantCodes.length === 0) return new Map();
      const rows = await db
        .select({ tenantCode: walletEntries.tenantCode, spent: sql<string>`coalesce(-sum(${walletEntries.amount}), 0)` })
        .from(walletEntries)
        .where(and(inArray(walletEntries.tenantCode, [...new Set(tenantCodes)]), eq(walletEntries.type, 'consume')))
        .groupBy(walletEntries.tenantCode);
      return new Map(rows.flatMap((row) => (row.tenantCode ? [[row.tenantCode, Number(row.spent)] as const] : [])));
    },
  };
}
