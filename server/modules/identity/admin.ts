/** The first platform manager of a real installation (CLI create-admin): no default password exists. */
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { accounts, memberships, tenants, type AccountRow } from '../../db/schema';
import { hashPassword, scryptParams, type ScryptParams } from './passwords';
import { insertNewAccount } from './secrets';

export const PLATFORM_TENANT = {
  tenantCode: 'T-PLATFORM',
  type: 'platform',
  approvalState: 'success',
  tenantZhName: '平台运营中心',
  tenantEnName: 'Platform Operations',
} as const;

export async function createAdmin(
  db: Db,
  clock: Clock,
  input: { phone: string; showName: string; password: string },
  params: ScryptParams = scryptParams(),
): Promise<AccountRow> {
  const passwordHash = await hashPassword(input.password, params);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [taken] = await tx.select({ accountId: accounts.accountId }).from(accounts).where(eq(accounts.phone, input.phone));
    if (taken) throw new Error(`手机号 ${input.phone} 已属于账号 ${taken.accountId}，未做任何修改`);
    await tx
      .insert(tenants)
      .values({ ...PLATFORM_TENANT, createdAt: now })
      .onConflictDoNothing();
    const [platform] = await tx.select().from(tenants).where(eq(tenants.tenantCode, PLATFORM_TENANT.tenantCode));
    if (platform?.type !== 'platform') throw new Error(`租户 ${PLATFORM_TENANT.tenantCode} 不是平台租户`);
    const inserter = {
      insert: async (row: typeof accounts.$inferInsert) => (await tx.insert(accounts).values(row).onConflictDoNothing().returning())[0],
      findByPhone: async (phone: string) => (await tx.select().from(accounts).where(eq(accounts.phone, phone)))[0],
    };
    const { account, created } = await insertNewAccount(
      inserter,
      { phone: input.phone, showName: input.showName, passwordHash, accountBelongToPlatformType: 'platform' },
      now,
    );
    if (!created) throw new Error(`手机号 ${input.phone} 已属于账号 ${account.accountId}，未做任何修改`);
    await tx
      .insert(memberships)
      .values({ tenantCode: PLATFORM_TENANT.tenantCode, accountId: account.accountId, roles: ['platform-manager'], createdAt: now });
    return account;
  });
}
