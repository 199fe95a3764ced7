/**
 * Demo data (issue "Platform foundation", part 6): domain DEMO_TENANTS and DEMO_ACCOUNTS, all
 * with DEMO_PASSWORD and the base licences already accepted. Seeded once per installation (a
 * marker in `meta`), and only in demo mode.
 */
import { eq } from 'drizzle-orm';
import { BASE_LICENCES, DEMO_ACCOUNTS, DEMO_ANNOUNCEMENTS, DEMO_PASSWORD, DEMO_TENANTS, DEMO_WALLET_GIFT_KEY, DEMO_WALLET_GIFTS } from '../../domain/demo';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { accounts, announcements, licenceAcceptances, memberships, meta, tenants, walletEntries, wallets } from '../db/schema';
import { hashPassword, scryptParams, type ScryptParams } from '../modules/identity/passwords';

export const DEMO_SEED_MARKER = 'demo_seeded_at';

export async function isDemoSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(meta).where(eq(meta.key, DEMO_SEED_MARKER));
  return !!row;
}

/**
 * Seeds the demo set unless already done; returns true when it seeded now. The demo accounts
 * share DEMO_PASSWORD, which is public, so they share one hash: at the default cost (2^17) one
 * hash takes ~0.4 s, sixteen ~3.6 s on two cores; per-account salts would protect nothing here.
 * A demo account's hash gets its own salt when a login rehashes it at a higher cost.
 */
export async function seedDemo(db: Db, clock: Clock, params: ScryptParams = scryptParams()): Promise<boolean> {
  if (await isDemoSeeded(db)) return false;
  const demoHash = await hashPassword(DEMO_PASSWORD, params);
  const now = clock.now();
  return db.transaction(async (tx) => {
    // The marker row is the claim: a concurrent starter waits on it, then finds it taken.
    const claimed = await tx
      .insert(meta)
      .values({ key: DEMO_SEED_MARKER, value: now.toISOString(), updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    await tx
      .insert(tenants)
      .values(DEMO_TENANTS.map((tenant) => ({ ...tenant, createdAt: now })))
      .onConflictDoNothing();
    await tx
      .insert(accounts)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          accountId: account.accountId,
          phone: account.phone,
          showName: account.showName,
          inviteCode: account.inviteCode,
          passwordHash: demoHash,
          accountBelongToPlatformType: account.accountBelongToPlatformType,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(memberships)
      .values(DEMO_ACCOUNTS.map((account) => ({ tenantCode: account.tenantCode, accountId: account.accountId, roles: account.roles, createdAt: now })))
      .onConflictDoNothing();
    await tx
      .insert(licenceAcceptances)
      .values(DEMO_ACCOUNTS.flatMap((account) => BASE_LICENCES.map((licence) => ({ accountId: account.accountId, licenceCode: licence.licenceCode, acceptedAt: now }))))
      .onConflictDoNothing();
    await tx
      .insert(announcements)
      .values(DEMO_ANNOUNCEMENTS.map((item) => ({ ...item, status: '1' as const, createdBy: 'A-01', createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
    // Opening balances: a wallet row and its one ledger entry, consistent with the constraints.
    await tx
      .insert(wallets)
      .values(DEMO_WALLET_GIFTS.map(({ accountId, points }) => ({ accountId, balance: points, totalIn: points, totalOut: 0, createdAt: now, updatedAt: now })))
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
    return true;
  });
}
