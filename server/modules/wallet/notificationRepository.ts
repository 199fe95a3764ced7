/**
 * Data access of payment notifications: the record of each verified callback, and the
 * per-address counters of the notification routes (server/db/rateLimits.ts, one statement per
 * hit, shared by every server process).
 */
import type { DbOrTx } from '../../db/client';
import { createRateLimitCounters } from '../../db/rateLimits';
import { paymentNotifications } from '../../db/schema';

export type NewPaymentNotification = typeof paymentNotifications.$inferInsert;

export function createNotificationRepository(db: DbOrTx) {
  return {
    async insert(values: NewPaymentNotification): Promise<void> {
      await db.insert(paymentNotifications).values(values);
    },

    /** Callbacks per client address and window. */
    addressCounters: createRateLimitCounters(db),
  };
}
