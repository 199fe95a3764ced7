/**
 * The wallet module's services, built from their dependencies: the module's repositories, the
 * clock, configuration, log, the payment providers, and other modules' decorated services
 * (app.fileService for transfer vouchers; app.accountDirectory for account and tenant names in
 * the cross-account lists, keyword search across them, and the welcome gift; app.auditLog for
 * refunds and welcome gifts). The parts live
 * beside it: ledger.ts (the only code that moves points), orders.ts (recharge orders and the
 * payment desk), notifications.ts (payment notifications), transfers.ts (company bank
 * transfers), platform.ts (the platform's orders, refunds and welcome gift).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Repositories } from '../../db/repositories';
import type { PaymentProviders } from '../../payment/types';
import type { FileService } from '../files';
import type { AuditLog } from '../auditLog/service';
import type { AccountDirectory } from '../identity';
import { createLedgerService } from './ledger';
import { createNotificationService } from './notifications';
import { createOrderService, type WalletConfig } from './orders';
import { createPlatformService } from './platform';
import type { WalletRepository } from './repository';
import { createTransferService } from './transfers';

export interface WalletServiceDeps {
  repos: Repositories<WalletRepository>;
  clock: Clock;
  config: WalletConfig & Pick<Config, 'PAYMENT_NOTIFY_MAX_PER_IP_PER_MINUTE'>;
  log: FastifyBaseLogger;
  providers: PaymentProviders;
  fileService: FileService;
  accountDirectory: AccountDirectory;
  /** The operator audit log (refunds, welcome gifts). */
  auditLog: AuditLog;
}

export function createWalletServices({ repos, clock, config, log, providers, fileService, accountDirectory, auditLog }: WalletServiceDeps) {
  const ledger = createLedgerService({ repos, clock });
  const orders = createOrderService({ repos, clock, ledger, providers, config, log });
  return {
    ledger,
    orders,
    notifications: createNotificationService({ repos, clock, providers, orders, config }),
    transfers: createTransferService({ repos, clock, ledger, fileService, config, accountDirectory }),
    platform: createPlatformService({ repos, clock, ledger, providers, accountDirectory, auditLog, log }),
  };
}

export type WalletServices = ReturnType<typeof createWalletServices>;
