/**
 * The wallet module: the points ledger (decorated as `app.wallet` for later modules), recharge
 * orders and the payment desk, payment notifications, company bank transfers, and the
 * platform's orders, refunds and welcome gift. See docs/wallet.md.
 *
 *   await app.wallet.debit(accountId, points, '生成差距分析报告', `gap-report:${reportCode}`, { tenantCode })
 *   // → LedgerReceipt; errorCode 13001 when the balance is short; the same key again = no second debit
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import type { LedgerService } from './ledger';
import paymentNotifyRoutes from './payments';
import { createWalletRepository } from './repository';
import { registerWalletRoutes } from './routes';
import { createWalletServices } from './service';
import { createTenantSpending, type TenantSpending } from './tenantSpending';

export type { LedgerReceipt, LedgerService, MoveOptions } from './ledger';
export type { TenantSpending } from './tenantSpending';

declare module 'fastify' {
  interface FastifyInstance {
    /** The points ledger: debit/credit once per idempotency key, balances never below zero. */
    wallet: Pick<LedgerService, 'debit' | 'credit' | 'balanceOf'> & TenantSpending;
  }
}

async function walletModule(app: FastifyInstance) {
  const { db, clock, config, paymentProviders: providers } = app;
  const services = createWalletServices({
    repos: repositories(db, createWalletRepository),
    clock,
    config,
    log: app.log,
    providers,
    fileService: app.fileService,
    accountDirectory: app.accountDirectory,
    // The audit log module registers after this one (it is decorated on the same root app), so
    // it is looked up when a refund or gift is recorded, not now.
    auditLog: { record: (actor, entry, options) => app.auditLog.record(actor, entry, options) },
  });
  const { ledger, notifications } = services;

  app.decorate('wallet', { debit: ledger.debit, credit: ledger.credit, balanceOf: ledger.balanceOf, ...createTenantSpending(db) });
  registerWalletRoutes(app, services);
  // Encapsulated: its raw-body parsers, CSRF exemption and log level stay on the notification routes.
  await app.register(paymentNotifyRoutes, { notifications });
}

/** Wrapped with fastify-plugin so `app.wallet` reaches every module registered after it. */
export default fp(walletModule, { name: 'wallet', dependencies: ['db', 'identity', 'files'] });
