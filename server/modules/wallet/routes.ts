/**
 * The wallet and finance calls: one registerContract per contract of domain/wallet/contracts.ts and
 * domain/wallet/financeContracts.ts. The contracts' access flags did the permission check; the services
 * scope everything a session reads to its own account (accountScope) unless the call is a
 * platform call (finance, canRoot), which reads across accounts explicitly.
 */
import type { FastifyInstance } from 'fastify';
import { financeContracts as f } from '../../../domain/wallet/financeContracts';
import { walletContracts as w } from '../../../domain/wallet/contracts';
import { registerContract } from '../../http/registerContract';
import type { WalletServices } from './service';
import { accountScope, shanghaiRange } from './shared';

export function registerWalletRoutes(app: FastifyInstance, s: WalletServices): void {
  const { ledger, orders, transfers, platform } = s;

  // ---- the account's wallet ----------------------------------------------------------------
  registerContract(app, w.walletSummary, async ({ requireAuth }) => ledger.summary(accountScope(requireAuth())));

  registerContract(app, w.walletTrend, async ({ query, requireAuth }) => ledger.trend(accountScope(requireAuth()), query.months));

  registerContract(app, w.billList, async ({ query, requireAuth }) =>
    ledger.bills(accountScope(requireAuth()), { type: query.type, ...shanghaiRange(query) }, { current: query.current, pageSize: query.pageSize }),
  );

  registerContract(app, w.billExport, async ({ query, requireAuth }) =>
    ledger.exportBills(accountScope(requireAuth()), { type: query.type, ...shanghaiRange(query) }),
  );

  // ---- recharge orders and the payment desk --------------------------------------------------
  registerContract(app, w.rechargeOptions, async () => orders.rechargeOptions());

  registerContract(app, w.orderCreate, async ({ body, requireAuth }) => orders.create(requireAuth(), body));

  registerContract(app, w.orderDetail, async ({ query, requireAuth }) => orders.detail(accountScope(requireAuth()), query.orderNo));

  registerContract(app, w.orderList, async ({ query, requireAuth }) =>
    orders.list(accountScope(requireAuth()), query.status, { current: query.current, pageSize: query.pageSize }),
  );

  registerContract(app, w.orderPay, async ({ body, requireAuth }) => orders.pay(accountScope(requireAuth()), body.orderNo, body.channel));

  registerContract(app, w.orderClose, async ({ body, requireAuth }) => orders.close(accountScope(requireAuth()), body.orderNo));

  registerContract(app, w.sandboxConfirm, async ({ body, requireAuth }) => orders.sandboxConfirm(accountScope(requireAuth()), body.orderNo));

  // ---- company bank transfers --------------------------------------------------------------
  registerContract(app, f.transferSubmit, async ({ body, requireAuth }) => transfers.submit(requireAuth(), body));

  registerContract(app, f.transferMyList, async ({ query, requireAuth }) =>
    transfers.myList(accountScope(requireAuth()), query.status, { current: query.current, pageSize: query.pageSize }),
  );

  registerContract(app, f.transferList, async ({ query }) =>
    transfers.list({ status: query.status, keyword: query.keyword, ...shanghaiRange(query) }, { current: query.current, pageSize: query.pageSize }),
  );

  registerContract(app, f.transferUpdateStatus, async ({ body, requireAuth }) => transfers.updateStatus(requireAuth(), body));

  // ---- platform: all orders, refunds, welcome gift -------------------------------------------
  registerContract(app, f.platformOrderList, async ({ query }) =>
    platform.orders(
      { status: query.status, channel: query.channel, keyword: query.keyword, ...shanghaiRange(query) },
      { current: query.current, pageSize: query.pageSize },
    ),
  );

  registerContract(app, f.platformOrderExport, async ({ query }) =>
    platform.exportOrders({ status: query.status, channel: query.channel, keyword: query.keyword, ...shanghaiRange(query) }),
  );

  registerContract(app, f.platformOrderRefund, async ({ body, requireAuth }) => platform.refund(requireAuth(), body.orderNo, body.reason));

  registerContract(app, f.sendWelcomeGift, async ({ body, requireAuth }) =>
    platform.sendWelcomeGift(requireAuth(), body.phone, body.points ?? app.config.WELCOME_GIFT_POINTS),
  );
}
