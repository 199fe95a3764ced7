/**
 * Data access for abuse limits: verify codes (and their send rate) and failed-login counters.
 * Everything lives in the database, so N server processes share the same limits.
 */
import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottles, verifyCodes, type VerifyCodeRow } from '../../db/schema';

type Purpose = VerifyCodeRow['purpose'];

function throttleQueries(db: DbOrTx) {
  return {
    async lock(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },

    // ---- verify codes ---------------------------------------------------------------------
    async countCodesForPhoneSince(phone: string, since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(verifyCodes).where(and(eq(verifyCodes.phone, phone), gte(verifyCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    async countCodesForIpSince(ip: string, since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(verifyCodes).where(and(eq(verifyCodes.ip, ip), gte(verifyCodes.createdAt, since)));
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

    async activeCode(phone: string, purpose: Purpose, now: Date): Promise<VerifyCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verifyCodes)
        .where(and(eq(verifyCodes.phone, phone), eq(verifyCodes.purpose, purpose), isNull(verifyCodes.consumedAt), gt(verifyCodes.expiresAt, now)))
        .orderBy(desc(verifyCodes.createdAt))
        .limit(1);
      return row;
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

    // ---- failed logins --------------------------------------------------------------------
    async lockedUntil(phone: string): Promise<Date | null> {
      const [row] = await db.select({ lockedUntil: loginThrottles.lockedUntil }).from(loginThrottles).where(eq(loginThrottles.phone, phone));
      return row?.lockedUntil ?? null;
    },

    /**
     * Counts a failure (a run of failures resets after `windowMs` of quiet) and locks the phone
     * once the run reaches `maxFailures`. Returns true when the phone is now locked.
     */
    async recordLoginFailure(phone: string, now: Date, options: { maxFailures: number; windowMs: number; lockMs: number }): Promise<boolean> {
      const nowIso = now.toISOString();
      const windowStart = new Date(now.getTime() - options.windowMs).toISOString();
      const lockEnd = new Date(now.getTime() + options.lockMs).toISOString();
      const nextFailures = sql`case when ${loginThrottles.lastFailureAt} < ${windowStart}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`;
      const [row] = await db
        .insert(loginThrottles)
        .values({ phone, failures: 1, lastFailureAt: now, lockedUntil: options.maxFailures <= 1 ? new Date(lockEnd) : null })
        .onConflictDoUpdate({
          target: loginThrottles.phone,
          set: {
            failures: sql`case when ${nextFailures} >= ${options.maxFailures} then 0 else ${nextFailures} end`,
            lastFailureAt: sql`${nowIso}::timestamptz`,
            lockedUntil: sql`case when ${nextFailures} >= ${options.maxFailures} then ${lockEnd}::timestamptz else ${loginThrottles.lockedUntil} end`,
          },
        })
        .returning({ lockedUntil: loginThrottles.lockedUntil });
      return !!row?.lockedUntil && row.lockedUntil > now;
    },

    async clearLoginFailures(phone: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.phone, phone));
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
