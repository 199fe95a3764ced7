/**
 * Data access of the identity module (accounts, memberships, sessions, licences). A factory over
 * a database or a transaction; its type is its return value. Account-level data is not
 * tenant-owned; memberships are listed only for the calling account.
 */
import { and, asc, desc, eq, isNull, lt, lte, or } from 'drizzle-orm';
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
} from '../../db/schema';
import type { MembershipWithTenant } from './userInfo';
import { isUniqueViolation } from '../../db/errors';

type NewAccount = typeof accounts.$inferInsert;
type NewSession = typeof sessions.$inferInsert;

export function createIdentityRepository(db: DbOrTx) {
  return {
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

    async findSessionByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, account: accounts })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.accountId, sessions.accountId))
        .where(eq(sessions.tokenHash, tokenHash));
      return row;
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
        .where(or(lt(sessions.revokedAt, dayAgo), lt(sessions.expiresAt, dayAgo), lt(sessions.lastSeenAt, new Date(dayAgo.getTime() - options.sessionIdleMs))));
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
        .leftJoin(
          licenceAcceptances,
          and(eq(licenceAcceptances.licenceCode, licences.licenceCode), eq(licenceAcceptances.accountId, accountId)),
        )
        .where(eq(licences.type, 'accountRight'))
        .orderBy(desc(licences.version))
        .limit(1);
      return !!row && !row.acceptedAt;
    },

    async acceptLicence(accountId: string, licenceCode: string, now: Date): Promise<void> {
      await db.insert(licenceAcceptances).values({ accountId, licenceCode, acceptedAt: now }).onConflictDoNothing();
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;

