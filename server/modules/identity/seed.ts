/**
 * Identity's data: the base licences every installation has, and the demo tenants and accounts
 * (domain/demo) with DEMO_PASSWORD, their memberships and accepted licences.
 */
import { BASE_LICENCES, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANT_RELATIONS, DEMO_TENANTS } from '../../../domain/demo';
import { DEMO_EXTRA_MEMBERSHIPS, DEMO_JOIN_ACCOUNTS } from '../../../domain/demo';
import type { DbOrTx } from '../../db/client';
import { accounts, licenceAcceptances, licences, memberships, tenantRelations, tenants } from '../../db/schema';
import type { SeedPart } from '../../db/seed';
import { hashPassword, scryptParams } from './passwords';

/** The licences of domain BASE_LICENCES exist in every installation, demo or not. */
export async function ensureBaseLicences(db: DbOrTx): Promise<void> {
  await db
    .insert(licences)
    .values(
      BASE_LICENCES.map(({ licenceCode, type, version, title, content, publishDate }) => ({
        licenceCode,
        type,
        version,
        title,
        content,
        publishDate,
      })),
    )
    .onConflictDoNothing();
}

export const identitySeed: SeedPart = {
  area: 'identity',
  base: (db) => ensureBaseLicences(db),
  /**
   * The demo accounts share DEMO_PASSWORD, which is public, so they share one hash: at the
   * default cost (2^17) one hash takes ~0.4 s, sixteen ~3.6 s on two cores; per-account salts
   * would protect nothing here. A demo account's hash gets its own salt when a login rehashes it
   * at a higher cost.
   */
  async demo({ now, passwordScryptLogN }) {
    const demoHash = await hashPassword(DEMO_PASSWORD, scryptParams(passwordScryptLogN));
    return async (tx) => {
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
        .values(
          DEMO_ACCOUNTS.map((account) => ({ tenantCode: account.tenantCode, accountId: account.accountId, roles: account.roles, createdAt: now })),
        )
        .onConflictDoNothing();
      // personnel (issue 11): A-42's second membership; A-43 and A-44 with only a pending join request.
      await tx
        .insert(accounts)
        .values(
          DEMO_JOIN_ACCOUNTS.map(({ accountId, phone, showName, inviteCode }) => ({
            accountId,
            phone,
            showName,
            inviteCode,
            passwordHash: demoHash,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(memberships)
        .values(
          // A second before the others: an account's DEMO_ACCOUNTS tenant stays its first (where a session starts).
          [...DEMO_EXTRA_MEMBERSHIPS, ...DEMO_JOIN_ACCOUNTS.map((account) => account.request)].map((membership) => ({
            ...membership,
            createdAt: new Date(now.getTime() + 1000),
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(licenceAcceptances)
        .values(
          DEMO_JOIN_ACCOUNTS.flatMap((account) =>
            BASE_LICENCES.map((licence) => ({ accountId: account.accountId, licenceCode: licence.licenceCode, acceptedAt: now })),
          ),
        )
        .onConflictDoNothing();
      await tx
        .insert(tenantRelations)
        .values(DEMO_TENANT_RELATIONS.map((relation) => ({ ...relation, createdAt: now })))
        .onConflictDoNothing();
      await tx
        .insert(licenceAcceptances)
        .values(
          DEMO_ACCOUNTS.flatMap((account) =>
            BASE_LICENCES.map((licence) => ({ accountId: account.accountId, licenceCode: licence.licenceCode, acceptedAt: now })),
          ),
        )
        .onConflictDoNothing();
    };
  },
};
