/**
 * Identity's data access for the platform's administration (app.identityAdmin): tenants across
 * the platform, accounts across tenants with their memberships, admission, page configuration,
 * account status and password, and ending an account's sessions. Cross-tenant by design: only
 * the platform console (canRoot / canReadChannelManage contracts) reaches it.
 */
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ApprovalState, TenantType } from '../../../domain/enums';
import type { RoleCode } from '../../../domain/kernel/roles';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import { accounts, memberships, sessions, tenants, type AccountRow, type MembershipRow, type TenantRow } from '../../db/schema';

type NewTenant = typeof tenants.$inferInsert;
type NewAccount = typeof accounts.$inferInsert;

export interface TenantFilter {
  type?: TenantType;
  approvalState?: ApprovalState;
  keyword?: string;
  /** Tenants matched by the caller's own data (e.g. a channel's company name): listed too. */
  alsoCodes?: readonly string[];
}

export interface AccountFilter {
  phone?: string;
  name?: string;
  /** A tenant code, or part of a tenant's name. */
  tenant?: string;
  roleCode?: RoleCode;
  status?: 'active' | 'disabled';
}

export type TenantWithCount = TenantRow & { memberCount: number };
export type MembershipOfAccount = { membership: MembershipRow; tenant: TenantRow };

export function createIdentityAdminRepository(db: DbOrTx) {
  return {
    // ---- tenants --------------------------------------------------------------------------
    async pageTenants(filter: TenantFilter, page: Page): Promise<{ rows: TenantWithCount[]; total: number }> {
      const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
      const where: SQL | undefined = and(
        filter.type ? eq(tenants.type, filter.type) : undefined,
        filter.approvalState ? eq(tenants.approvalState, filter.approvalState) : undefined,
        pattern
          ? or(
              ilike(tenants.tenantZhName, pattern),
              ilike(tenants.tenantEnName, pattern),
              ilike(tenants.tenantCode, pattern),
              filter.alsoCodes?.length ? inArray(tenants.tenantCode, [...filter.alsoCodes]) : undefined,
            )
          : undefined,
      );
      const { rows, total } = await pagedSelect(db, page, {
        count: { table: tenants, where },
        rows: db.select().from(tenants).where(where).orderBy(desc(tenants.createdAt), asc(tenants.tenantCode)),
      });
      // Each tenant's own active members, counted per tenant of the page in one grouped query.
      const codes = rows.map((row) => row.tenantCode);
      const counts = codes.length
        ? await db
            .select({ tenantCode: memberships.tenantCode, total: count() })
            .from(memberships)
            .where(and(inArray(memberships.tenantCode, codes), eq(memberships.status, 'active')))
            .groupBy(memberships.tenantCode)
        : [];
      const byTenant = new Map(counts.map((row) => [row.tenantCode, Number(row.total)]));
      return { rows: rows.map((row) => ({ ...row, memberCount: byTenant.get(row.tenantCode) ?? 0 })), total };
    },

    async findTenant(tenantCode: string): Promise<TenantRow | undefined> {
      const [row] = await db.select().from(tenants).where(eq(tenants.tenantCode, tenantCode));
      return row;
    },

    /** The tenant row, locked for the rest of the transaction (two reviewers cannot both move it). */
    async lockTenant(tenantCode: string): Promise<TenantRow | undefined> {
      const [row] = await db.select().from(tenants).where(eq(tenants.tenantCode, tenantCode)).for('update');
      return row;
    },

    async tenantsByCodes(codes: readonly string[]): Promise<TenantRow[]> {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(tenants)
        .where(inArray(tenants.tenantCode, [...codes]));
    },

    async tenantNamed(name: string, exceptCode?: string): Promise<TenantRow | undefined> {
      const [row] = await db
        .select()
        .from(tenants)
        .where(and(eq(tenants.tenantZhName, name), exceptCode ? ne(tenants.tenantCode, exceptCode) : undefined))
        .limit(1);
      return row;
    },

    async memberCount(tenantCode: string): Promise<number> {
      const [{ total }] = await db
        .select({ total: count() })
        .from(memberships)
        .where(and(eq(memberships.tenantCode, tenantCode), eq(memberships.status, 'active')));
      return total;
    },

    async insertTenant(values: NewTenant): Promise<TenantRow> {
      const [row] = await db.insert(tenants).values(values).returning();
      return row;
    },

    async updateTenant(
      tenantCode: string,
      values: Partial<Pick<TenantRow, 'approvalState' | 'tenantZhName' | 'tenantEnName' | 'logoIconUrl' | 'hTab'>>,
    ): Promise<TenantRow> {
      const [row] = await db.update(tenants).set(values).where(eq(tenants.tenantCode, tenantCode)).returning();
      return row;
    },

    // ---- accounts -------------------------------------------------------------------------
    async pageAccounts(filter: AccountFilter, page: Page): Promise<{ rows: AccountRow[]; total: number }> {
      const inTenant = filter.tenant
        ? exists(
            db
              .select({ one: sql`1` })
              .from(memberships)
              .innerJoin(tenants, eq(tenants.tenantCode, memberships.tenantCode))
              .where(
                and(
                  eq(memberships.accountId, accounts.accountId),
                  or(eq(tenants.tenantCode, filter.tenant), ilike(tenants.tenantZhName, containsPattern(filter.tenant))),
                ),
              ),
          )
        : undefined;
      const withRole = filter.roleCode
        ? exists(
            db
              .select({ one: sql`1` })
              .from(memberships)
              .where(and(eq(memberships.accountId, accounts.accountId), sql`${memberships.roles} @> array[${filter.roleCode}]::text[]`)),
          )
        : undefined;
      const where: SQL | undefined = and(
        filter.phone ? ilike(accounts.phone, containsPattern(filter.phone)) : undefined,
        filter.name ? ilike(accounts.showName, containsPattern(filter.name)) : undefined,
        filter.status ? eq(accounts.status, filter.status) : undefined,
        inTenant,
        withRole,
      );
      return pagedSelect(db, page, {
        count: { table: accounts, where },
        rows: db.select().from(accounts).where(where).orderBy(desc(accounts.createdAt), asc(accounts.accountId)),
      });
    },

    /** Every membership (active or not) of these accounts, with its tenant, oldest first. */
    async membershipsOf(accountIds: readonly string[]): Promise<MembershipOfAccount[]> {
      if (accountIds.length === 0) return [];
      return db
        .select({ membership: memberships, tenant: tenants })
        .from(memberships)
        .innerJoin(tenants, eq(tenants.tenantCode, memberships.tenantCode))
        .where(inArray(memberships.accountId, [...accountIds]))
        .orderBy(asc(memberships.createdAt), asc(memberships.tenantCode));
    },

    async findAccount(accountId: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.accountId, accountId));
      return row;
    },

    async findAccountByPhone(phone: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.phone, phone));
      return row;
    },

    async accountsByIds(accountIds: readonly string[]): Promise<AccountRow[]> {
      if (accountIds.length === 0) return [];
      return db
        .select()
        .from(accounts)
        .where(inArray(accounts.accountId, [...accountIds]));
    },

    async insertAccount(values: NewAccount): Promise<AccountRow | undefined> {
      const [row] = await db.insert(accounts).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updateAccount(accountId: string, values: Partial<Pick<AccountRow, 'status' | 'passwordHash' | 'updatedAt'>>): Promise<AccountRow> {
      const [row] = await db.update(accounts).set(values).where(eq(accounts.accountId, accountId)).returning();
      return row;
    },

    async insertMembership(values: { tenantCode: string; accountId: string; roles: RoleCode[]; createdAt: Date }): Promise<void> {
      await db.insert(memberships).values(values);
    },

    // ---- sessions -------------------------------------------------------------------------
    /** Ends every live session of the account at once (the next request of each is anonymous). */
    async revokeAccountSessions(accountId: string, now: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
        .returning({ sessionId: sessions.sessionId });
      return rows.length;
    },
  };
}

export type IdentityAdminRepository = ReturnType<typeof createIdentityAdminRepository>;
