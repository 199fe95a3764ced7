/**
 * Fixed-window request counters over the rate_limits table, shared by every module that limits
 * requests per key (login per client address, payment notifications per client address…). Each
 * hit is one statement in the database, so N server processes share the same limits.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { rateLimits } from './schema';

export function createRateLimitCounters(db: DbOrTx) {
  return {
    /** Counts one hit of `key` in its fixed window (started by the first hit); returns the hits so far. */
    async hit(key: string, now: Date, windowMs: number): Promise<number> {
      const nowIso = now.toISOString();
      const windowEnd = new Date(now.getTime() + windowMs).toISOString();
      const expired = sql`${rateLimits.expiresAt} <= ${nowIso}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, expiresAt: new Date(windowEnd) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            expiresAt: sql`case when ${expired} then ${windowEnd}::timestamptz else ${rateLimits.expiresAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits });
      return row.hits;
    },

    /** Takes back one hit of the current window (e.g. a successful login, a verified notification). */
    async unhit(key: string, now: Date): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.hits, 0), gt(rateLimits.expiresAt, now)));
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
