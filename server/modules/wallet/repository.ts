/**
 * The wallet module's repository over a db-or-transaction: the ledger, recharge orders, company
 * bank transfers and payment notifications, each scoped by account (`forAccount(scope)`) with the
 * platform's cross-account reads named explicitly (`crossAccount()`). Only this module's services use it.
 */
import type { DbOrTx } from '../../db/client';
import { createRateLimitCounters } from '../../db/rateLimits';
import { createLedgerRepository } from './ledgerRepository';
import { createNotificationRepository } from './notificationRepository';
import { createOrderRepository } from './orderRepository';
import { createTransferRepository } from './transferRepository';

export function createWalletRepository(db: DbOrTx) {
  return {
    ledger: createLedgerRepository(db),
    orders: createOrderRepository(db),
    transfers: createTransferRepository(db),
    notifications: createNotificationRepository(db),
    /** Short-lived claims (a refund being carried out), as counters of rate_limits. */
    claims: createRateLimitCounters(db),
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
