/**
 * `app.identityAdmin`: what the platform console (server/modules/tenantAdmin) may do to identity's
 * tenants and accounts. Identity alone writes its tables; the console calls these methods, passing
 * its transaction (`{ tx }`) so its own rows, the audit entry and identity's change commit
 * together. Every method trusts that the caller's contract was guarded (canRoot or
 * canReadChannelManage); rules finer than that live in the console's service and domain/.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { ApprovalState, TenantType } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import type { RoleCode } from '../../../domain/kernel/roles';
import { generatePassword } from '../../../domain/tenantAdmin/rules';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Page } from '../../db/query';
import type { Repositories } from '../../db/repositories';
import type { AccountRow, TenantRow } from '../../db/schema';
import { BusinessError } from '../../http/errors';
import type { AccountFilter, IdentityAdminRepository, MembershipOfAccount, TenantFilter, TenantWithCount } from './adminRepository';
import type { PasswordHashing } from './passwordQueue';
import { scryptParams } from './passwords';
import { insertNewAccount } from './secrets';
import type { VerifyCodes } from './verifyCodes';

export type { AccountFilter, MembershipOfAccount, TenantFilter, TenantWithCount } from './adminRepository';

type Tx = { tx?: DbOrTx };
export type AccountWithMemberships = AccountRow & { memberships: MembershipOfAccount[] };
export type PageConfigValues = Pick<TenantRow, 'tenantZhName' | 'tenantEnName' | 'logoIconUrl' | 'hTab'>;

export interface IdentityAdmin {
  pageTenants(filter: TenantFilter, page: Page): Promise<{ rows: TenantWithCount[]; total: number }>;
  /** The tenant with its active member count; `lock` holds the row until the caller's transaction ends. */
  findTenant(tenantCode: string, options?: Tx & { lock?: boolean }): Promise<TenantWithCount | undefined>;
  tenantsByCodes(codes: readonly string[]): Promise<TenantRow[]>;
  /** Another tenant already carries this Chinese name. */
  tenantNameTaken(name: string, exceptCode?: string, options?: Tx): Promise<boolean>;
  setApprovalState(tenantCode: string, state: ApprovalState, options?: Tx): Promise<TenantRow>;
  updatePageConfig(tenantCode: string, values: Partial<PageConfigValues>, options?: Tx): Promise<TenantRow>;
  /** A new admitted tenant of `type` with one manager account (the phone's account when it exists and belongs nowhere). */
  createTenantWithManager(
    input: { type: TenantType; tenantZhName: string; tenantEnName: string; manager: { phone: string; showName: string; role: RoleCode } },
    options?: Tx,
  ): Promise<{ tenant: TenantRow; manager: AccountRow; createdAccount: boolean }>;
  accountsByIds(accountIds: readonly string[], options?: Tx): Promise<AccountRow[]>;
  pageAccounts(filter: AccountFilter, page: Page): Promise<{ rows: AccountWithMemberships[]; total: number }>;
  findAccount(accountId: string, options?: Tx): Promise<AccountWithMemberships | undefined>;
  /** Disabling also ends every session of the account at once. */
  setAccountStatus(accountId: string, status: 'active' | 'disabled', options?: Tx): Promise<AccountWithMemberships>;
  /** A new strong random password, stored only as its hash; the clear text is returned once. Sessions end. */
  resetPassword(accountId: string, options?: Tx): Promise<{ account: AccountWithMemberships; password: string }>;
  /** Sends a login code by SMS (limits as for /user/getVerifyCode); false when it could not be sent. */
  sendLoginCode(phone: string, ip: string): Promise<boolean>;
}

export interface IdentityAdminDeps {
  repos: Repositories<IdentityAdminRepository>;
  clock: Clock;
  config: Pick<Config, 'PASSWORD_SCRYPT_LOG_N'>;
  passwordHashing: PasswordHashing;
  verifyCodes: VerifyCodes;
  log: { warn(object: Record<string, unknown>, message: string): void };
}

export function createIdentityAdmin({ repos, clock, config, passwordHashing, verifyCodes, log }: IdentityAdminDeps): IdentityAdmin {
  const repoOf = (options?: Tx) => (options?.tx ? repos.within(options.tx) : repos.repo);

  async function withMemberships(repo: IdentityAdminRepository, account: AccountRow): Promise<AccountWithMemberships> {
    return { ...account, memberships: await repo.membershipsOf([account.accountId]) };
  }

  async function requireAccount(repo: IdentityAdminRepository, accountId: string): Promise<AccountRow> {
    const account = await repo.findAccount(accountId);
    if (!account) throw new BusinessError(ErrorCode.ACCOUNT_NOT_FOUND);
    return account;
  }

  return {
    pageTenants: (filter, page) => repos.repo.pageTenants(filter, page),

    async findTenant(tenantCode, options) {
      const repo = repoOf(options);
      const tenant = options?.lock ? await repo.lockTenant(tenantCode) : await repo.findTenant(tenantCode);
      return tenant && { ...tenant, memberCount: await repo.memberCount(tenantCode) };
    },

    tenantsByCodes: (codes) => repos.repo.tenantsByCodes(codes),

    async tenantNameTaken(name, exceptCode, options) {
      return !!(await repoOf(options).tenantNamed(name, exceptCode));
    },

    async setApprovalState(tenantCode, state, options) {
      return repoOf(options).updateTenant(tenantCode, { approvalState: state });
    },

    async updatePageConfig(tenantCode, values, options) {
      return repoOf(options).updateTenant(tenantCode, values);
    },

    async createTenantWithManager({ type, tenantZhName, tenantEnName, manager }, options) {
      const repo = repoOf(options);
      const now = clock.now();
      const tenant = await repo.insertTenant({
        tenantCode: `T-${type.toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`,
        type,
        approvalState: 'success',
        tenantZhName,
        tenantEnName,
        createdAt: now,
      });
      let account = await repo.findAccountByPhone(manager.phone);
      let createdAccount = false;
      if (account) {
        // A join request (pending or rejected, issue 11) is not a membership.
        const memberOf = (await repo.membershipsOf([account.accountId])).filter(
          (m) => m.membership.status === 'active' || m.membership.status === 'disabled',
        );
        if (memberOf.length > 0) throw new BusinessError(ErrorCode.MANAGER_PHONE_TAKEN);
      } else {
        const inserted = await insertNewAccount(
          { insert: repo.insertAccount, findByPhone: repo.findAccountByPhone },
          { phone: manager.phone, showName: manager.showName },
          now,
        );
        account = inserted.account;
        createdAccount = inserted.created;
      }
      await repo.insertMembership({ tenantCode: tenant.tenantCode, accountId: account.accountId, roles: [manager.role], createdAt: now });
      return { tenant, manager: account, createdAccount };
    },

    accountsByIds: (accountIds, options) => repoOf(options).accountsByIds(accountIds),

    async pageAccounts(filter, page) {
      const { rows, total } = await repos.repo.pageAccounts(filter, page);
      const all = await repos.repo.membershipsOf(rows.map((row) => row.accountId));
      return { rows: rows.map((row) => ({ ...row, memberships: all.filter((m) => m.membership.accountId === row.accountId) })), total };
    },

    async findAccount(accountId, options) {
      const repo = repoOf(options);
      const account = await repo.findAccount(accountId);
      return account && withMemberships(repo, account);
    },

    async setAccountStatus(accountId, status, options) {
      const repo = repoOf(options);
      await requireAccount(repo, accountId);
      const now = clock.now();
      const updated = await repo.updateAccount(accountId, { status, updatedAt: now });
      if (status === 'disabled') await repo.revokeAccountSessions(accountId, now);
      return withMemberships(repo, updated);
    },

    async resetPassword(accountId, options) {
      const repo = repoOf(options);
      await requireAccount(repo, accountId);
      const password = generatePassword((max) => randomInt(max));
      const passwordHash = await passwordHashing.hash(password, scryptParams(config.PASSWORD_SCRYPT_LOG_N));
      const now = clock.now();
      const updated = await repo.updateAccount(accountId, { passwordHash, updatedAt: now });
      await repo.revokeAccountSessions(accountId, now);
      return { account: await withMemberships(repo, updated), password };
    },

    async sendLoginCode(phone, ip) {
      try {
        await verifyCodes.send(phone, 'login', ip);
        return true;
      } catch (error) {
        log.warn({ err: error }, 'sending a login code to a new manager failed');
        return false;
      }
    },
  };
}
