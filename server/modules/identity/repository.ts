/**
 * Data access of the identity module (accounts, memberships, sessions, licences). A factory over
 * a database or a transaction; its type is its return value. Account-level data is not
 * tenant-owned; memberships are listed only for the calling account.
 */
import { and, asc, desc, eq, ilike, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { LicenceType } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  licenceAcceptances,
  licences,
  loginThrottles,
  memberships,
  rateLimits,
  sessions,
  tenants,
  verifyCodes,
  type AccountRow,
  type SessionRow,
} from '../../db/schema';
import type { MembershipWithTenant } from './userInfo';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/query';

type NewAccount = typeof accounts.$inferInsert;
type NewSession = typeof sessions.$inferInsert;

/** Everything a request's session needs, read in one round trip (see findSessionContext). */
export interface SessionContextRow {
  session: SessionRow;
  account: AccountRow;
  /** Active memberships with their tenants, oldest first. */
  memberships: MembershipWithTenant[];
  /** The newest accountRight licence is not among the account's acceptances. */
  pendingAgreement: boolean;
}

/**
 * The session, its account, the account's active memberships with their tenants, and whether an
 * agreement is pending: one SQL statement (a row per membership, at least one row), prepared once
 * per connection. Nothing of it is cached in the process: a session revoked, a membership ended or
 * a licence published by another server process counts on the very next request.
 */
function prepareSessionContext(db: DbOrTx) {
  const pendingAgreement = sql<boolean>`coalesce((
      select ${licenceAcceptances.acceptedAt} is null
      from ${licences}
      left join ${licenceAcceptances}
        on ${licenceAcceptances.licenceCode} = ${licences.licenceCode} and ${licenceAcceptances.accountId} = ${sessions.accountId}
      where ${licences.type} = 'accountRight'
      order by ${licences.version} desc
      limit 1
    ), false)`;
  return db
    .select({ session: sessions, account: accounts, membership: memberships, tenant: tenants, pendingAgreement })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.accountId, sessions.accountId))
    .leftJoin(memberships, and(eq(memberships.accountId, sessions.accountId), eq(memberships.status, 'active')))
    .leftJoin(tenants, eq(tenants.tenantCode, memberships.tenantCode))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .orderBy(asc(memberships.createdAt), asc(memberships.tenantCode))
    .prepare('identity_session_context');
}

export function createIdentityRepository(db: DbOrTx) {
  let sessionContext: ReturnType<typeof prepareSessionContext> | undefined;
  return {
    async findSessionContext(tokenHash: string): Promise<SessionContextRow | undefined> {
      sessionContext ??= prepareSessionContext(db);
      const rows = await sessionContext.execute({ tokenHash });
      if (rows.length === 0) return undefined;
      const memberships: MembershipWithTenant[] = [];
      for (const row of rows) if (row.membership && row.tenant) memberships.push({ membership: row.membership, tenant: row.tenant });
      return { session: rows[0].session, account: rows[0].account, memberships, pendingAgreement: !!rows[0].pendingAgreement };
    },

    // ---- accounts -------------------------------------------------------------------------
    async findAccountByPhone(phone: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.phone, phone));
      return row;
    },

    async findAccountById(accountId: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.accountId, accountId));
      return row;
    },

    /** Inserts unless the phone or invite code is taken; returns the row or undefined. */
    async insertAccount(values: NewAccount): Promise<AccountRow | undefined> {
      const [row] = await db.insert(accounts).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Binds a phone to an account that has none; false when the phone is taken meanwhile. */
    async bindPhone(accountId: string, phone: string, now: Date): Promise<boolean> {
      try {
        const rows = await db
          .update(accounts)
          .set({ phone, updatedAt: now })
          .where(and(eq(accounts.accountId, accountId), isNull(accounts.phone)))
          .returning({ accountId: accounts.accountId });
        return rows.length === 1;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Replaces the password hash only if it is still `expected` (a rehash must not undo a change made meanwhile). */
    async replacePasswordHash(accountId: string, expected: string, passwordHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ passwordHash, updatedAt: now })
        .where(and(eq(accounts.accountId, accountId), eq(accounts.passwordHash, expected)))
        .returning({ accountId: accounts.accountId });
      return rows.length === 1;
    },

    // ---- memberships ----------------------------------------------------------------------
    /** The account's active memberships with their tenants, oldest first. */
    async activeMemberships(accountId: string): Promise<MembershipWithTenant[]> {
      return db
        .select({ membership: memberships, tenant: tenants })
        .from(memberships)
        .innerJoin(tenants, eq(tenants.tenantCode, memberships.tenantCode))
        .where(and(eq(memberships.accountId, accountId), eq(memberships.status, 'active')))
        .orderBy(asc(memberships.createdAt), asc(memberships.tenantCode));
    },

    // ---- sessions -------------------------------------------------------------------------
    async insertSession(values: NewSession): Promise<void> {
      await db.insert(sessions).values(values);
    },

    async touchSession(sessionId: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.sessionId, sessionId));
    },

    async setSessionTenant(sessionId: string, tenantCode: string | null): Promise<void> {
      await db.update(sessions).set({ currentTenantCode: tenantCode }).where(eq(sessions.sessionId, sessionId));
    },

    async revokeSessionByTokenHash(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    // ---- housekeeping ---------------------------------------------------------------------
    /**
     * Deletes what no rule reads any more: sessions revoked, expired or idle for over a day,
     * verify codes used or expired over a day ago (the longest send limit looks back 24 hours
     * from creation), login throttles whose run window and lock have passed, and request
     * counters whose window has ended. Idempotent, so several processes may run it at once.
     */
    async purgeStale(now: Date, options: { sessionIdleMs: number; loginWindowMs: number }): Promise<void> {
      const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.revokedAt, dayAgo),
            lt(sessions.expiresAt, dayAgo),
            lt(sessions.lastSeenAt, new Date(dayAgo.getTime() - options.sessionIdleMs)),
          ),
        );
      await db.delete(verifyCodes).where(or(lt(verifyCodes.consumedAt, dayAgo), lt(verifyCodes.expiresAt, dayAgo)));
      await db
        .delete(loginThrottles)
        .where(
          and(
            lt(loginThrottles.lastFailureAt, new Date(now.getTime() - options.loginWindowMs)),
            or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, now)),
          ),
        );
      await db.delete(rateLimits).where(lte(rateLimits.expiresAt, now));
    },

    // ---- licences -------------------------------------------------------------------------
    async latestLicence(type: LicenceType) {
      const [row] = await db.select().from(licences).where(eq(licences.type, type)).orderBy(desc(licences.version)).limit(1);
      return row;
    },

    async findLicence(licenceCode: string) {
      const [row] = await db.select().from(licences).where(eq(licences.licenceCode, licenceCode));
      return row;
    },

    /** The newest accountRight licence is not among the account's acceptances. */
    async hasPendingAgreement(accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ licenceCode: licences.licenceCode, acceptedAt: licenceAcceptances.acceptedAt })
        .from(licences)
        .leftJoin(licenceAcceptances, and(eq(licenceAcceptances.licenceCode, licences.licenceCode), eq(licenceAcceptances.accountId, accountId)))
        .where(eq(licences.type, 'accountRight'))
        .orderBy(desc(licences.version))
        .limit(1);
      return !!row && !row.acceptedAt;
    },

    async acceptLicence(accountId: string, licenceCode: string, now: Date): Promise<void> {
      await db.insert(licenceAcceptances).values({ accountId, licenceCode, acceptedAt: now }).onConflictDoNothing();
    },

    // ---- dictionaries: tenants by name, for the enterprise lookup (read-only, across tenants) ----
    async findTenantsByName(keyword: string, limit: number): Promise<{ tenantCode: string; tenantZhName: string; type: string }[]> {
      return db
        .select({ tenantCode: tenants.tenantCode, tenantZhName: tenants.tenantZhName, type: tenants.type })
        .from(tenants)
        .where(and(ne(tenants.type, 'platform'), ilike(tenants.tenantZhName, containsPattern(keyword))))
        .orderBy(sql`${tenants.tenantZhName} = ${keyword} desc`, asc(sql`length(${tenants.tenantZhName})`), asc(tenants.tenantZhName))
        .limit(limit);
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
