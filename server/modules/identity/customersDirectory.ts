/**
 * `app.customersDirectory` (issue 11, the customers area): what a channel's customer management
 * may do to identity's tenants and accounts — create a customer tenant with its project manager
 * (an existing account by that phone gets a new consumer-pm membership instead of a duplicate
 * account), keep the tenant's name in step with the company name, and list a customer's users.
 * Identity alone writes its tables; the caller passes its transaction (`{ tx }`) so the tenant,
 * the membership, the relation, the profile and the audit entry commit together. The caller's
 * contract was guarded and its visibility checked (domain/customers/rules.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '../../../domain/errors';
import type { DbOrTx } from '../../db/client';
import { type AccountRow, accounts, memberships, type TenantRow } from '../../db/schema';
import { BusinessError } from '../../http/errors';
import { createIdentityAdminRepository } from './adminRepository';
import { insertNewAccount } from './secrets';

type Tx = { tx?: DbOrTx };

/** A member of a tenant as the customer's users tab shows it. */
export interface TenantMember {
  accountId: string;
  showName: string;
  phone: string | null;
  roleCodes: string[];
  /** Disabled when the membership or the account is. */
  status: 'active' | 'disabled';
  joinedAt: Date;
}

export interface CustomersDirectory {
  /**
   * A new admitted customer tenant and its project manager (consumer-pm): the phone's account
   * when one exists (refused when it is disabled or a platform account), otherwise a new account.
   */
  createCustomerTenant(
    input: { tenantZhName: string; now: Date; pm: { phone: string; showName: string } },
    options?: Tx,
  ): Promise<{ tenant: TenantRow; pm: AccountRow; createdAccount: boolean }>;
  /** Renames a customer tenant (its company name changed); other tenant types are left alone. */
  renameCustomerTenant(tenantCode: string, tenantZhName: string, options?: Tx): Promise<void>;
  /** The members of a tenant with their roles, oldest first (join requests, pending or rejected, are not members). */
  membersOf(tenantCode: string, options?: Tx): Promise<TenantMember[]>;
}

export function createCustomersDirectory(db: DbOrTx): CustomersDirectory {
  const on = (options?: Tx) => options?.tx ?? db;
  return {
    async createCustomerTenant({ tenantZhName, now, pm }, options) {
      const repo = createIdentityAdminRepository(on(options));
      const tenant = await repo.insertTenant({
        tenantCode: `T-CUSTOMER-${randomBytes(5).toString('hex').toUpperCase()}`,
        type: 'customer',
        approvalState: 'success',
        tenantZhName,
        tenantEnName: '',
        createdAt: now,
      });
      let account = await repo.findAccountByPhone(pm.phone);
      let createdAccount = false;
      if (account) {
        if (account.status === 'disabled') throw new BusinessError(ErrorCode.CUSTOMER_PM_DISABLED);
        const held = await repo.membershipsOf([account.accountId]);
        if (account.accountBelongToPlatformType || held.some(({ tenant: t }) => t.type === 'platform')) {
          throw new BusinessError(ErrorCode.CUSTOMER_PM_PLATFORM);
        }
      } else {
        const inserted = await insertNewAccount(
          { insert: repo.insertAccount, findByPhone: repo.findAccountByPhone },
          { phone: pm.phone, showName: pm.showName },
          now,
        );
        account = inserted.account;
        createdAccount = inserted.created;
      }
      await repo.insertMembership({ tenantCode: tenant.tenantCode, accountId: account.accountId, roles: ['consumer-pm'], createdAt: now });
      return { tenant, pm: account, createdAccount };
    },

    async renameCustomerTenant(tenantCode, tenantZhName, options) {
      const repo = createIdentityAdminRepository(on(options));
      const tenant = await repo.findTenant(tenantCode);
      if (tenant?.type === 'customer' && tenant.tenantZhName !== tenantZhName) await repo.updateTenant(tenantCode, { tenantZhName });
    },

    async membersOf(tenantCode, options) {
      const rows = await on(options)
        .select({ membership: memberships, account: accounts })
        .from(memberships)
        .innerJoin(accounts, eq(accounts.accountId, memberships.accountId))
        .where(and(eq(memberships.tenantCode, tenantCode), inArray(memberships.status, ['active', 'disabled'])))
        .orderBy(asc(memberships.createdAt), asc(memberships.accountId));
      return rows.map(({ membership, account }) => ({
        accountId: account.accountId,
        showName: account.showName,
        phone: account.phone,
        roleCodes: membership.roles,
        status: membership.status === 'active' && account.status === 'active' ? 'active' : 'disabled',
        joinedAt: membership.createdAt,
      }));
    },
  };
}
