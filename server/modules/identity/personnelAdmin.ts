/**
 * `app.personnelAdmin` (issue 11 items 2 and 4): a tenant's members as its managers administer them
 * (server/modules/personnel), and join requests by invite code. Identity owns accounts and
 * memberships, so the queries live here; the personnel module calls these methods inside its
 * transaction (`{ tx }`) so the change and its audit entry commit together. Every read and write is
 * scoped by the tenant code the caller passes (the session's current tenant): a member of another
 * tenant is simply not found. Rules (who may grant what) are the personnel service's and domain's.
 *
 * Only `active` memberships let an account in (login, switching, the session context, member
 * counts all filter on it): a `pending` request or a `rejected` one leaves the account awaiting
 * admission. Disabling a membership needs no session revocation: the session's next request reads
 * memberships again (on PGlite the session cache is emptied by any write to memberships) and leaves
 * a tenant the account is no longer active in.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { MembershipStatus } from '../../../domain/enums';
import { ErrorCode } from '../../../domain/errors';
import type { RoleCode } from '../../../domain/kernel/roles';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import { accounts, memberships, tenants, type AccountRow, type MembershipRow, type TenantRow } from '../../db/schema';
import { BusinessError } from '../../http/errors';
import { insertNewAccount } from './secrets';

type Tx = { tx?: DbOrTx };

export interface Member {
  account: AccountRow;
  membership: MembershipRow;
}

export interface MemberFilter {
  name?: string;
  phone?: string;
  roleCode?: RoleCode;
  status?: MembershipStatus;
}

export interface PersonnelAdmin {
  /** The tenant's members and join requests, pending first, then oldest first. */
  pageMembers(tenantCode: string, filter: MemberFilter, page: Page): Promise<{ rows: Member[]; total: number }>;
  /** One member (any status) of the tenant; `lock` holds the membership row until the transaction ends. */
  findMember(tenantCode: string, accountId: string, options?: Tx & { lock?: boolean }): Promise<Member | undefined>;
  /** Accounts actively holding `role` in the tenant (locked until the transaction ends). */
  activeHolders(tenantCode: string, role: RoleCode, options?: Tx): Promise<string[]>;
  findTenant(tenantCode: string, options?: Tx): Promise<TenantRow | undefined>;
  findAccountByPhone(phone: string, options?: Tx): Promise<AccountRow | undefined>;
  /** Every membership of the account (any status) with its tenant. */
  membershipsOf(accountId: string, options?: Tx): Promise<{ membership: MembershipRow; tenant: TenantRow }[]>;
  /** A new SMS-login account (no password). */
  createAccount(
    values: { phone: string; showName: string; accountBelongToPlatformType?: AccountRow['accountBelongToPlatformType'] },
    options?: Tx,
  ): Promise<AccountRow>;
  setPlatformBelonging(accountId: string, value: AccountRow['accountBelongToPlatformType'], options?: Tx): Promise<void>;
  /** Inserts the membership, or replaces a pending/rejected one of the same account and tenant. */
  putMembership(values: { tenantCode: string; accountId: string; roles: RoleCode[]; status: MembershipStatus }, options?: Tx): Promise<MembershipRow>;
  updateMembership(
    tenantCode: string,
    accountId: string,
    values: { roles?: RoleCode[]; status?: MembershipStatus },
    options?: Tx,
  ): Promise<MembershipRow>;
  /** The account holding this invite code, if any. */
  findAccountByInviteCode(inviteCode: string): Promise<AccountRow | undefined>;
  /** A join request: refused while the account has one pending, or is already a member there. */
  requestJoin(values: { tenantCode: string; accountId: string; roles: RoleCode[] }, options?: Tx): Promise<MembershipRow>;
  /** The account's pending and rejected join requests with their tenants, newest first. */
  joinRequestsOf(accountId: string): Promise<{ membership: MembershipRow; tenant: TenantRow }[]>;
}

export function createPersonnelAdmin(db: DbOrTx, clock: Clock): PersonnelAdmin {
  const on = (options?: Tx) => options?.tx ?? db;

  const memberWhere = (tenantCode: string, filter: MemberFilter): SQL | undefined =>
    and(
      eq(memberships.tenantCode, tenantCode),
      filter.name ? ilike(accounts.showName, containsPattern(filter.name)) : undefined,
      filter.phone ? ilike(accounts.phone, containsPattern(filter.phone)) : undefined,
      filter.roleCode ? sql`${memberships.roles} @> array[${filter.roleCode}]::text[]` : undefined,
      filter.status ? eq(memberships.status, filter.status) : undefined,
    );

  async function membershipsOf(accountId: string, options?: Tx) {
    return on(options)
      .select({ membership: memberships, tenant: tenants })
      .from(memberships)
      .innerJoin(tenants, eq(tenants.tenantCode, memberships.tenantCode))
      .where(eq(memberships.accountId, accountId))
      .orderBy(asc(memberships.createdAt), asc(memberships.tenantCode));
  }

  async function findAccountByPhone(phone: string, options?: Tx): Promise<AccountRow | undefined> {
    const [row] = await on(options).select().from(accounts).where(eq(accounts.phone, phone));
    return row;
  }

  async function putMembership(
    values: { tenantCode: string; accountId: string; roles: RoleCode[]; status: MembershipStatus },
    options?: Tx,
  ): Promise<MembershipRow> {
    const now = clock.now();
    const [row] = await on(options)
      .insert(memberships)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({
        target: [memberships.tenantCode, memberships.accountId],
        set: { roles: values.roles, status: values.status, createdAt: now },
        setWhere: inArray(memberships.status, ['pending', 'rejected']),
      })
      .returning();
    if (!row) throw new BusinessError(ErrorCode.ALREADY_MEMBER);
    return row;
  }

  return {
    async pageMembers(tenantCode, filter, page) {
      const where = memberWhere(tenantCode, filter);
      return pagedSelect(db, page, {
        count: db.select({ total: count() }).from(memberships).innerJoin(accounts, eq(accounts.accountId, memberships.accountId)).where(where),
        rows: db
          .select({ account: accounts, membership: memberships })
          .from(memberships)
          .innerJoin(accounts, eq(accounts.accountId, memberships.accountId))
          .where(where)
          .orderBy(desc(sql`${memberships.status} = 'pending'`), asc(memberships.createdAt), asc(memberships.accountId)),
      });
    },

    async findMember(tenantCode, accountId, options) {
      const query = on(options)
        .select({ account: accounts, membership: memberships })
        .from(memberships)
        .innerJoin(accounts, eq(accounts.accountId, memberships.accountId))
        .where(and(eq(memberships.tenantCode, tenantCode), eq(memberships.accountId, accountId)));
      const [row] = options?.lock ? await query.for('update', { of: memberships }) : await query;
      return row;
    },

    async activeHolders(tenantCode, role, options) {
      const rows = await on(options)
        .select({ accountId: memberships.accountId })
        .from(memberships)
        .where(and(eq(memberships.tenantCode, tenantCode), eq(memberships.status, 'active'), sql`${memberships.roles} @> array[${role}]::text[]`))
        .for('update');
      return rows.map((row) => row.accountId);
    },

    async findTenant(tenantCode, options) {
      const [row] = await on(options).select().from(tenants).where(eq(tenants.tenantCode, tenantCode));
      return row;
    },

    findAccountByPhone,

    membershipsOf,

    async createAccount(values, options) {
      const inserter = {
        insert: async (row: typeof accounts.$inferInsert) => (await on(options).insert(accounts).values(row).onConflictDoNothing().returning())[0],
        findByPhone: (phone: string) => findAccountByPhone(phone, options),
      };
      return (await insertNewAccount(inserter, values, clock.now())).account;
    },

    async setPlatformBelonging(accountId, value, options) {
      await on(options).update(accounts).set({ accountBelongToPlatformType: value, updatedAt: clock.now() }).where(eq(accounts.accountId, accountId));
    },

    putMembership,

    async updateMembership(tenantCode, accountId, values, options) {
      const [row] = await on(options)
        .update(memberships)
        .set(values)
        .where(and(eq(memberships.tenantCode, tenantCode), eq(memberships.accountId, accountId)))
        .returning();
      if (!row) throw new BusinessError(ErrorCode.MEMBER_NOT_FOUND);
      return row;
    },

    async findAccountByInviteCode(inviteCode) {
      const [row] = await db.select().from(accounts).where(eq(accounts.inviteCode, inviteCode));
      return row;
    },

    async requestJoin(values, options) {
      const existing = await membershipsOf(values.accountId, options);
      const here = existing.find((m) => m.tenant.tenantCode === values.tenantCode)?.membership;
      if (here && (here.status === 'active' || here.status === 'disabled')) throw new BusinessError(ErrorCode.JOIN_ALREADY_MEMBER);
      if (existing.some((m) => m.membership.status === 'pending')) throw new BusinessError(ErrorCode.JOIN_PENDING_EXISTS);
      try {
        return await putMembership({ ...values, status: 'pending' }, options);
      } catch (error) {
        // Two requests at once: the partial unique index keeps one pending request per account.
        if (isUniqueViolation(error)) throw new BusinessError(ErrorCode.JOIN_PENDING_EXISTS);
        throw error;
      }
    },

    async joinRequestsOf(accountId) {
      return db
        .select({ membership: memberships, tenant: tenants })
        .from(memberships)
        .innerJoin(tenants, eq(tenants.tenantCode, memberships.tenantCode))
        .where(and(eq(memberships.accountId, accountId), inArray(memberships.status, ['pending', 'rejected'])))
        .orderBy(desc(memberships.createdAt), asc(memberships.tenantCode));
    },
  };
}
