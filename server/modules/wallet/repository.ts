/**
 * The wallet module's repository over a db-or-transaction: the ledger, recharge orders, company
 * bank transfers and payment notifications, each scoped by account (`forAccount(scope)`) with the
 * platform's cross-account reads named explicitly (`crossAccount()`). Only this module's services use it.
 */
import type { DbOrTx } from '../../db/client';
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
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
