/**
 * Data access for abuse limits: verify codes (and their send rate), failed-password counters and
 * request counters (per-address and per-phone login limits).
 * Everything lives in the database, so N server processes share the same limits.
 */
import { and, count, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createRateLimitCounters } from '../../db/rateLimits';
import { loginThrottles, rateLimits, verifyCodes, type VerifyCodeRow } from '../../db/schema';

type Purpose = VerifyCodeRow['purpose'];

/**
 * The key of a failed-password run: phone AND client address, so wrong passwords from one address
 * lock that address out of that phone only (stored in login_throttles' key column, named `phone`
 * from the time the lock was per phone).
 */
export const loginLockKey = (phone: string, ip: string): string => `${phone}@${ip}`;

function throttleQueries(db: DbOrTx) {
  return {
    async lock(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },

    // ---- verify codes ---------------------------------------------------------------------
    async countCodesForPhoneSince(phone: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verifyCodes)
        .where(and(eq(verifyCodes.phone, phone), gte(verifyCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    async countCodesForIpSince(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verifyCodes)
        .where(and(eq(verifyCodes.ip, ip), gte(verifyCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    /** A new code replaces the earlier ones of the same phone and purpose. */
    async retireCodes(phone: string, purpose: Purpose, now: Date): Promise<void> {
      await db
        .update(verifyCodes)
        .set({ consumedAt: now })
        .where(and(eq(verifyCodes.phone, phone), eq(verifyCodes.purpose, purpose), isNull(verifyCodes.consumedAt)));
    },

    async insertCode(values: typeof verifyCodes.$inferInsert): Promise<void> {
      await db.insert(verifyCodes).values(values);
    },

    /** Counts a wrong attempt; the code is retired once it reaches `maxAttempts`. */
    async recordWrongAttempt(codeId: string, maxAttempts: number, now: Date): Promise<void> {
      await db
        .update(verifyCodes)
        .set({
          attempts: sql`${verifyCodes.attempts} + 1`,
          consumedAt: sql`case when ${verifyCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(verifyCodes.codeId, codeId), isNull(verifyCodes.consumedAt)));
    },

    /** Single use: true only for the one caller that consumed it. */
    async consumeCode(codeId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(verifyCodes)
        .set({ consumedAt: now })
        .where(and(eq(verifyCodes.codeId, codeId), isNull(verifyCodes.consumedAt)))
        .returning({ codeId: verifyCodes.codeId });
      return rows.length === 1;
    },

    /**
     * The newest unexpired code of the phone and purpose, used or not (a correct code that was
     * consumed meanwhile is told apart from a wrong one).
     */
    async latestCode(phone: string, purpose: Purpose, now: Date): Promise<VerifyCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verifyCodes)
        .where(and(eq(verifyCodes.phone, phone), eq(verifyCodes.purpose, purpose), gt(verifyCodes.expiresAt, now)))
        .orderBy(desc(verifyCodes.createdAt))
        .limit(1);
      return row;
    },

    // ---- failed passwords, by loginLockKey ---------------------------------------------------
    /**
     * Counts a login attempt for the key *before* its credential is checked, in one statement,
     * so concurrent attempts cannot all pass a limit read earlier. Granted (true) unless the key
     * is locked or `maxFailures` attempts of the current run are already counted (failed, or
     * still being checked). A run starts afresh after `windowMs` without attempts or once a lock
     * has ended. A refused attempt changes nothing, so refusals cannot prolong the window.
     */
    async reserveLoginAttempt(key: string, now: Date, options: { maxFailures: number; windowMs: number }): Promise<boolean> {
      const nowIso = now.toISOString();
      const windowStart = new Date(now.getTime() - options.windowMs).toISOString();
      const newRun = sql`(${loginThrottles.lockedUntil} is not null or ${loginThrottles.lastFailureAt} < ${windowStart}::timestamptz)`;
      const rows = await db
        .insert(loginThrottles)
        .values({ phone: key, failures: 1, lastFailureAt: now, lockedUntil: null })
        .onConflictDoUpdate({
          target: loginThrottles.phone,
          set: {
            failures: sql`case when ${newRun} then 1 else ${loginThrottles.failures} + 1 end`,
            lastFailureAt: sql`${nowIso}::timestamptz`,
            lockedUntil: sql`null`,
          },
          setWhere: sql`(${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= ${nowIso}::timestamptz)
            and (${newRun} or ${loginThrottles.failures} < ${options.maxFailures})`,
        })
        .returning({ failures: loginThrottles.failures });
      return rows.length === 1;
    },

    /**
     * The checked attempt failed (it is already counted): locks the key when the run has
     * reached `maxFailures`. Returns true when the key is locked now.
     */
    async recordLoginFailure(key: string, now: Date, options: { maxFailures: number; lockMs: number }): Promise<boolean> {
      const nowIso = now.toISOString();
      const lockEnd = new Date(now.getTime() + options.lockMs).toISOString();
      const rows = await db
        .update(loginThrottles)
        .set({
          lockedUntil: sql`case when ${loginThrottles.lockedUntil} > ${nowIso}::timestamptz then ${loginThrottles.lockedUntil} else ${lockEnd}::timestamptz end`,
        })
        .where(and(eq(loginThrottles.phone, key), gte(loginThrottles.failures, options.maxFailures)))
        .returning({ key: loginThrottles.phone });
      return rows.length === 1;
    },

    /** Gives back a counted attempt that must not count as a failure (refused by another limit before the check). */
    async releaseLoginAttempt(key: string): Promise<void> {
      await db
        .update(loginThrottles)
        .set({ failures: sql`${loginThrottles.failures} - 1` })
        .where(and(eq(loginThrottles.phone, key), gt(loginThrottles.failures, 0)));
    },

    /** The right password forgets the failures of the key, unless it got locked meanwhile. */
    async clearLoginFailures(key: string, now: Date): Promise<void> {
      await db
        .delete(loginThrottles)
        .where(and(eq(loginThrottles.phone, key), or(isNull(loginThrottles.lockedUntil), lte(loginThrottles.lockedUntil, now))));
    },

    // ---- request counters (shared with other modules: server/db/rateLimits.ts) -------------
    ...createRateLimitCounters(db),

    /** The hits of `key` in its current window, without counting one (0 when none or ended). */
    async hitsOf(key: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, now)));
      return row?.hits ?? 0;
    },
  };
}

export type ThrottleQueries = ReturnType<typeof throttleQueries>;

export function createThrottleRepository(db: DbOrTx) {
  return {
    ...throttleQueries(db),
    /** Runs `fn` in one transaction, with the queries bound to it. */
    transaction: <T>(fn: (queries: ThrottleQueries) => Promise<T>): Promise<T> => db.transaction((tx) => fn(throttleQueries(tx))),
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
