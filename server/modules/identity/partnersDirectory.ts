/**
 * `app.partnersDirectory` (issue 11, the partners area): what partners may ask identity about
 * invite codes, applicants and sub-channel relations, and the one write it needs — a new channel
 * tenant waiting for review with its applicant as manager. Its own queries over identity's
 * tables (tenants, accounts, memberships, tenant_relations); callers pass their transaction as
 * `{ tx }` so the new channel, its profile, its relation and the audit entry commit together.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApprovalState, TenantType } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import { accounts, memberships, type TenantRow, tenantRelations, tenants } from '../../db/schema';

type Tx = { tx?: DbOrTx };

/** The holder of an invite code, with their active memberships. */
export interface InviteHolder {
  accountId: string;
  showName: string;
  status: 'active' | 'disabled';
  memberships: { tenantCode: string; tenantZhName: string; tenantType: TenantType; approvalState: ApprovalState; roles: string[] }[];
}

/** One sub-channel relation as the partners list pages it. */
export interface SubChannelRelation {
  parentTenantCode: string;
  parentTenantZhName: string;
  childTenantCode: string;
  childTenantZhName: string;
  childApprovalState: ApprovalState;
  inviteCode: string | null;
  createdAt: Date;
}

export interface SubChannelFilter {
  /** Only relations whose parent is this channel (a channel manager's own sub-channels). */
  parentTenantCode?: string;
  /** Part of the sub-channel's name or code. */
  keyword?: string;
  /** Part of the inviting channel's name or code. */
  parentKeyword?: string;
  approvalState?: ApprovalState;
}

export interface PartnersDirectory {
  /** The account holding this invite code, if any (codes are upper-case: identity makes them so). */
  inviteHolder(inviteCode: string, options?: Tx): Promise<InviteHolder | undefined>;
  /** Memberships of the account in any status (active, pending, disabled). */
  membershipCount(accountId: string, options?: Tx): Promise<number>;
  /** Holds the account row until the caller's transaction ends (one application at a time). */
  lockAccount(accountId: string, options: Required<Tx>): Promise<void>;
  /** A new channel tenant in `submitted` with the account as its channel-tenant-manager. */
  createSubmittedChannel(input: { tenantZhName: string; accountId: string; now: Date }, options: Required<Tx>): Promise<TenantRow>;
  /** Sub-channel relations, newest first, one page. */
  pageSubChannels(filter: SubChannelFilter, page: Page): Promise<{ rows: SubChannelRelation[]; total: number }>;
  /** The first active channel-tenant-manager of each tenant. */
  channelManagers(tenantCodes: readonly string[]): Promise<Map<string, { accountId: string; showName: string; phone: string }>>;
}

export function createPartnersDirectory(db: DbOrTx): PartnersDirectory {
  const on = (options?: Tx) => options?.tx ?? db;
  const parent = alias(tenants, 'parent_tenant');
  const child = alias(tenants, 'child_tenant');

  return {
    async inviteHolder(inviteCode, options) {
      const q = on(options);
      const [account] = await q
        .select({ accountId: accounts.accountId, showName: accounts.showName, status: accounts.status })
        .from(accounts)
        .where(eq(accounts.inviteCode, inviteCode.toUpperCase()))
        .limit(1);
      if (!account) return undefined;
      const rows = await q
        .select({
          tenantCode: tenants.tenantCode,
          tenantZhName: tenants.tenantZhName,
          tenantType: tenants.type,
          approvalState: tenants.approvalState,
          roles: memberships.roles,
        })
        .from(memberships)
        .innerJoin(tenants, eq(tenants.tenantCode, memberships.tenantCode))
        .where(and(eq(memberships.accountId, account.accountId), eq(memberships.status, 'active')))
        .orderBy(asc(memberships.createdAt), asc(tenants.tenantCode));
      return { ...account, memberships: rows };
    },

    async membershipCount(accountId, options) {
      const [{ total }] = await on(options).select({ total: count() }).from(memberships).where(eq(memberships.accountId, accountId));
      return total;
    },

    async lockAccount(accountId, { tx }) {
      await tx.select({ accountId: accounts.accountId }).from(accounts).where(eq(accounts.accountId, accountId)).for('update');
    },

    async createSubmittedChannel({ tenantZhName, accountId, now }, { tx }) {
      const [tenant] = await tx
        .insert(tenants)
        .values({
          tenantCode: `T-CHANNEL-${randomBytes(5).toString('hex').toUpperCase()}`,
          type: 'channel',
          approvalState: 'submitted',
          tenantZhName,
          createdAt: now,
        })
        .returning();
      await tx.insert(memberships).values({ tenantCode: tenant.tenantCode, accountId, roles: ['channel-tenant-manager'], createdAt: now });
      return tenant;
    },

    async pageSubChannels(filter, page) {
      const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
      const parentKeyword = filter.parentKeyword ? containsPattern(filter.parentKeyword) : undefined;
      const where: SQL | undefined = and(
        eq(tenantRelations.kind, 'subChannel'),
        filter.parentTenantCode ? eq(tenantRelations.parentTenantCode, filter.parentTenantCode) : undefined,
        filter.approvalState ? eq(child.approvalState, filter.approvalState) : undefined,
        keyword ? or(ilike(child.tenantZhName, keyword), ilike(child.tenantCode, keyword)) : undefined,
        parentKeyword ? or(ilike(parent.tenantZhName, parentKeyword), ilike(parent.tenantCode, parentKeyword)) : undefined,
      );
      const base = () =>
        db
          .select({
            parentTenantCode: tenantRelations.parentTenantCode,
            parentTenantZhName: parent.tenantZhName,
            childTenantCode: tenantRelations.childTenantCode,
            childTenantZhName: child.tenantZhName,
            childApprovalState: child.approvalState,
            inviteCode: tenantRelations.inviteCode,
            createdAt: tenantRelations.createdAt,
          })
          .from(tenantRelations)
          .innerJoin(parent, eq(parent.tenantCode, tenantRelations.parentTenantCode))
          .innerJoin(child, eq(child.tenantCode, tenantRelations.childTenantCode));
      return pagedSelect(db, page, {
        count: db
          .select({ total: count() })
          .from(tenantRelations)
          .innerJoin(parent, eq(parent.tenantCode, tenantRelations.parentTenantCode))
          .innerJoin(child, eq(child.tenantCode, tenantRelations.childTenantCode))
          .where(where),
        rows: base().where(where).orderBy(desc(tenantRelations.createdAt), asc(tenantRelations.childTenantCode)),
      });
    },

    async channelManagers(tenantCodes) {
      if (tenantCodes.length === 0) return new Map();
      const rows = await db
        .select({ tenantCode: memberships.tenantCode, accountId: accounts.accountId, showName: accounts.showName, phone: accounts.phone })
        .from(memberships)
        .innerJoin(accounts, eq(accounts.accountId, memberships.accountId))
        .where(
          and(
            inArray(memberships.tenantCode, [...new Set(tenantCodes)]),
            eq(memberships.status, 'active'),
            sql`'channel-tenant-manager' = any(${memberships.roles})`,
          ),
        )
        .orderBy(asc(memberships.createdAt), asc(accounts.accountId));
      const managers = new Map<string, { accountId: string; showName: string; phone: string }>();
      for (const row of rows) {
        if (!managers.has(row.tenantCode)) managers.set(row.tenantCode, { accountId: row.accountId, showName: row.showName, phone: row.phone ?? '' });
      }
      return managers;
    },
  };
}
