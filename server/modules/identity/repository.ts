/**
 * Data access of the identity module (accounts, memberships, sessions, licences). A factory over
 * a database or a transaction; its type is its return value. Account-level data is not
 * tenant-owned; memberships are listed only for the calling account.
 */
import { and, asc, desc, eq, getTableName, ilike, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { LicenceType } from '../../../domain/enums';
import { changeTracker, type DbOrTx } from '../../db/client';
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
 * The sessions of several tokens, each with its account, the account's active memberships with
 * their tenants, and whether an agreement is pending: one SQL statement (a row per membership, at
 * least one row per session found), prepared once per connection. Requests that arrive together
 * share it (sessionContextBatcher). On PostgreSQL nothing of it is cached in the process: a
 * session revoked, a membership ended or a licence published by another server process counts on
 * the very next request. On PGlite, see sessionContextCache.
 */
function prepareSessionContexts(db: DbOrTx) {
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
    .where(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`)
    .orderBy(asc(sessions.tokenHash), asc(memberships.createdAt), asc(memberships.tenantCode))
    .prepare('identity_session_contexts');
}

/** Most tokens one statement looks up; more waiting go in the next one at once. */
const SESSION_BATCH_SIZE = 64;

/**
 * One statement for the session lookups of all requests that arrive in the same turn of the event
 * loop (they are collected until `setImmediate`, after Node has read every request that is ready):
 * under load one round trip serves many requests, alone a request waits for nothing. Each lookup
 * still reads the database after its request arrived, so nothing is served from before a write.
 */
function sessionContextBatcher(db: DbOrTx) {
  type Waiter = { resolve: (context: SessionContextRow | undefined) => void; reject: (error: unknown) => void };
  let statement: ReturnType<typeof prepareSessionContexts> | undefined;
  let pending: Map<string, Waiter[]> | undefined;

  async function run(batch: Map<string, Waiter[]>): Promise<void> {
    try {
      statement ??= prepareSessionContexts(db);
      const rows = await statement.execute({ tokenHashes: [...batch.keys()] });
      const found = new Map<string, SessionContextRow>();
      for (const row of rows) {
        let context = found.get(row.session.tokenHash);
        if (!context) {
          context = { session: row.session, account: row.account, memberships: [], pendingAgreement: !!row.pendingAgreement };
          found.set(row.session.tokenHash, context);
        }
        if (row.membership && row.tenant) context.memberships.push({ membership: row.membership, tenant: row.tenant });
      }
      for (const [tokenHash, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(tokenHash));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  const flush = () => {
    const batch = pending;
    pending = undefined;
    if (batch) void run(batch);
  };

  return (tokenHash: string): Promise<SessionContextRow | undefined> =>
    new Promise((resolve, reject) => {
      if (!pending) {
        pending = new Map();
        setImmediate(flush);
      }
      const waiters = pending.get(tokenHash);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(tokenHash, [{ resolve, reject }]);
      if (pending.size >= SESSION_BATCH_SIZE) flush();
    });
}

/** The tables findSessionContext reads (with every parent a cascade could come from). */
const SESSION_CONTEXT_TABLES = [sessions, accounts, memberships, tenants, licences, licenceAcceptances].map(getTableName);
/** Sessions kept by sessionContextCache; the oldest goes first when full. */
const SESSION_CONTEXT_CACHE_SIZE = 10_000;

/**
 * PGlite only: the session contexts read, by token hash, kept in this process until a statement
 * that may write one of SESSION_CONTEXT_TABLES starts (server/db/client.ts ChangeTracker). Correct
 * because an embedded PGlite database is opened by exactly one process, and every write, by any
 * module, passes through its tracked client: a session revoked or touched, an account disabled, a
 * membership ended, a tenant changed or a licence published or accepted empties the cache before
 * the next read. Time is not cached: expiry and idle time are checked on every request against
 * the row (sessions.ts). Undefined on PostgreSQL, where other processes write too.
 */
function sessionContextCache(db: DbOrTx) {
  const tracker = changeTracker(db);
  if (!tracker) return undefined;
  const generation = tracker.watch(SESSION_CONTEXT_TABLES);
  const entries = new Map<string, SessionContextRow>();
  let entriesGeneration = generation();
  const current = () => {
    if (entriesGeneration !== generation()) {
      entries.clear();
      entriesGeneration = generation();
    }
    return entries;
  };
  return {
    generation,
    get: (tokenHash: string) => current().get(tokenHash),
    /** Keeps a context read while the generation stayed `readAt` (no write started or ended meanwhile). */
    set(tokenHash: string, context: SessionContextRow, readAt: number) {
      const map = current();
      if (readAt !== entriesGeneration) return;
      if (map.size >= SESSION_CONTEXT_CACHE_SIZE) map.delete(map.keys().next().value as string);
      map.set(tokenHash, freezeContext(context));
    },
  };
}

/** Cached rows are shared by requests: nobody may change them. */
function freezeContext(context: SessionContextRow): SessionContextRow {
  Object.freeze(context.session);
  Object.freeze(context.account);
  for (const entry of context.memberships) {
    Object.freeze(entry.membership);
    Object.freeze(entry.tenant);
    Object.freeze(entry);
  }
  Object.freeze(context.memberships);
  return Object.freeze(context);
}

export function createIdentityRepository(db: DbOrTx) {
  const lookUp = sessionContextBatcher(db);
  const cache = sessionContextCache(db);
  return {
    async findSessionContext(tokenHash: string): Promise<SessionContextRow | undefined> {
      const cached = cache?.get(tokenHash);
      if (cached) return cached;
      const readAt = cache?.generation();
      const context = await lookUp(tokenHash);
      if (context && cache && readAt !== undefined) cache.set(tokenHash, context, readAt);
      return context;
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
