/** Opening balances of the demo wallets (domain DEMO_WALLET_GIFTS): a wallet row and its one gift entry each. */
import { DEMO_ACCOUNTS, DEMO_WALLET_GIFT_KEY, DEMO_WALLET_GIFTS } from '../../../domain/demo';
import { walletEntries, wallets } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

export const walletSeed: SeedPart = {
  area: 'wallet',
  async demo({ now }) {
    return async (tx) => {
      // The wallet row and its ledger entry together, consistent with the constraints (balance = in - out).
      await tx
        .insert(wallets)
        .values(
          DEMO_WALLET_GIFTS.map(({ accountId, points }) => ({
            accountId,
            balance: points,
            totalIn: points,
            totalOut: 0,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(walletEntries)
        .values(
          DEMO_WALLET_GIFTS.map(({ accountId, points }) => ({
            entryId: `E-DEMO-${accountId}`,
            accountId,
            type: 'gift' as const,
            amount: points,
            balanceAfter: points,
            idempotencyKey: DEMO_WALLET_GIFT_KEY,
            reason: '演示账户初始积分',
            tenantCode: DEMO_ACCOUNTS.find((account) => account.accountId === accountId)?.tenantCode ?? null,
            createdAt: now,
          })),
        )
        .onConflictDoNothing();
    };
  },
};
