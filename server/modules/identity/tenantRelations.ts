/**
 * `app.tenantRelations` (issue 11): which channel serves which customer, and which channel invited
 * which sub-channel. Identity owns the tenants, so it owns their relations; the customers and
 * partners areas write and read them only through this service (passing their transaction as
 * `{ tx }` so a new customer and its relation commit together).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type TenantRelationKind, tenantRelations } from '../../db/schema';

type Tx = { tx?: DbOrTx };

export interface TenantRelation {
  parentTenantCode: string;
  childTenantCode: string;
  kind: TenantRelationKind;
  inviteCode: string | null;
  createdBy: string;
  createdAt: Date;
}

export interface TenantRelations {
  /** Records that `parent` serves (customer) or invited (subChannel) `child`; a child already related by this kind keeps its first parent (returns false). */
  link(relation: Omit<TenantRelation, 'createdAt' | 'inviteCode'> & { inviteCode?: string | null; createdAt: Date }, options?: Tx): Promise<boolean>;
  /** The relations of this kind whose parent is one of `parents`, oldest first. */
  childrenOf(parents: readonly string[], kind: TenantRelationKind, options?: Tx): Promise<TenantRelation[]>;
  /** The parent of `child` by this kind, if any. */
  parentOf(child: string, kind: TenantRelationKind, options?: Tx): Promise<TenantRelation | undefined>;
  /** Every relation (either side) of these tenants. */
  relationsOf(tenantCodes: readonly string[], options?: Tx): Promise<TenantRelation[]>;
}

export function createTenantRelations(db: DbOrTx): TenantRelations {
  const on = (options?: Tx) => options?.tx ?? db;
  return {
    async link(relation, options) {
      const inserted = await on(options)
        .insert(tenantRelations)
        .values({ ...relation, inviteCode: relation.inviteCode ?? null })
        .onConflictDoNothing()
        .returning({ child: tenantRelations.childTenantCode });
      return inserted.length > 0;
    },
    async childrenOf(parents, kind, options) {
      if (parents.length === 0) return [];
      return on(options)
        .select()
        .from(tenantRelations)
        .where(and(inArray(tenantRelations.parentTenantCode, [...new Set(parents)]), eq(tenantRelations.kind, kind)))
        .orderBy(asc(tenantRelations.createdAt), asc(tenantRelations.childTenantCode));
    },
    async parentOf(child, kind, options) {
      const [row] = await on(options)
        .select()
        .from(tenantRelations)
        .where(and(eq(tenantRelations.childTenantCode, child), eq(tenantRelations.kind, kind)))
        .limit(1);
      return row;
    },
    async relationsOf(tenantCodes, options) {
      if (tenantCodes.length === 0) return [];
      const codes = [...new Set(tenantCodes)];
      const [asParent, asChild] = await Promise.all([
        on(options).select().from(tenantRelations).where(inArray(tenantRelations.parentTenantCode, codes)),
        on(options).select().from(tenantRelations).where(inArray(tenantRelations.childTenantCode, codes)),
      ]);
      const seen = new Set<string>();
      return [...asParent, ...asChild].filter((row) => {
        const key = `${row.parentTenantCode}|${row.childTenantCode}|${row.kind}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
  };
}
