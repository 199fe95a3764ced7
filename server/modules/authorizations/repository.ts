/**
 * Data access of service authorizations (one row per channel tenant and product). Channel and
 * product names are not joined here: the service asks app.accountDirectory and app.products.
 */
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { productAuthorizations } from '../../db/schema';

export type AuthorizationDbRow = typeof productAuthorizations.$inferSelect;
export type NewAuthorizationDbRow = typeof productAuthorizations.$inferInsert;

export interface AuthorizationFilter {
  channelTenantCode?: string;
  productCode?: string;
}

export function createAuthorizationRepository(db: DbOrTx) {
  const whereOf = (filter: AuthorizationFilter): SQL | undefined =>
    and(
      filter.channelTenantCode ? eq(productAuthorizations.channelTenantCode, filter.channelTenantCode) : undefined,
      filter.productCode ? eq(productAuthorizations.productCode, filter.productCode) : undefined,
    );
  const order = [desc(productAuthorizations.updatedAt), asc(productAuthorizations.authorizationCode)];

  return {
    async page(filter: AuthorizationFilter, page: { current: number; pageSize: number }): Promise<{ rows: AuthorizationDbRow[]; total: number }> {
      const where = whereOf(filter);
      return pagedSelect(db, page, {
        count: { table: productAuthorizations, where },
        rows: db
          .select()
          .from(productAuthorizations)
          .where(where)
          .orderBy(...order),
      });
    },

    /** Every row matching (for filters computed in the service, e.g. the effect of today). */
    all: (filter: AuthorizationFilter): Promise<AuthorizationDbRow[]> =>
      db
        .select()
        .from(productAuthorizations)
        .where(whereOf(filter))
        .orderBy(...order),

    async byCode(authorizationCode: string): Promise<AuthorizationDbRow | undefined> {
      const [row] = await db.select().from(productAuthorizations).where(eq(productAuthorizations.authorizationCode, authorizationCode));
      return row;
    },

    async lockByCode(authorizationCode: string): Promise<AuthorizationDbRow | undefined> {
      const [row] = await db.select().from(productAuthorizations).where(eq(productAuthorizations.authorizationCode, authorizationCode)).for('update');
      return row;
    },

    async lockPair(channelTenantCode: string, productCode: string): Promise<AuthorizationDbRow | undefined> {
      const [row] = await db
        .select()
        .from(productAuthorizations)
        .where(and(eq(productAuthorizations.channelTenantCode, channelTenantCode), eq(productAuthorizations.productCode, productCode)))
        .for('update');
      return row;
    },

    async insert(values: NewAuthorizationDbRow): Promise<void> {
      await db.insert(productAuthorizations).values(values);
    },

    async update(authorizationCode: string, changes: Partial<Omit<NewAuthorizationDbRow, 'authorizationCode' | 'createdAt'>>): Promise<void> {
      await db.update(productAuthorizations).set(changes).where(eq(productAuthorizations.authorizationCode, authorizationCode));
    },
  };
}

export type AuthorizationRepository = ReturnType<typeof createAuthorizationRepository>;
