/**
 * A channel's customers (issue 11 item 1): the list, creating a customer — its tenant and
 * project manager (identity, app.customersDirectory), the channel→customer relation
 * (app.tenantRelations), the profile and the audit entry in ONE transaction, then the PM's login
 * code by SMS — editing its details, consultations, and the tenant search, users and relations.
 * Who sees what is decided once, in domain/customers/rules.ts; the repository scopes every query by it.
 */
import type { Consultation, CustomerItem, TenantRelationItem, customerContracts as c } from '../../../domain/customers/contracts';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import { chinaDay } from '../../../domain/kernel/chinaTime';
import {
  type CustomerVisibility,
  consultationDateProblem,
  createCustomerRefusal,
  customerVisibility,
  joinPathNames,
  mayEditCustomer,
  regionPrefix,
} from '../../../domain/customers/rules';
import { INDUSTRIES } from '../../../domain/dictionaries';
import { ErrorCode } from '../../../domain/errors';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { Repositories } from '../../db/repositories';
import type { ConsultationRow, CustomerProfileRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { AuditLog } from '../auditLog';
import type { DictionaryNames } from '../dictionaries';
import type { AccountDirectory, CustomersDirectory, IdentityAdmin, TenantRelations } from '../identity';
import type { ProjectCounts } from '../projects';
import type { ChannelsScope, CustomersRepository } from './repository';

export interface CustomersDeps {
  repos: Repositories<CustomersRepository>;
  customersDirectory: CustomersDirectory;
  tenantRelations: TenantRelations;
  accountDirectory: AccountDirectory;
  identityAdmin: Pick<IdentityAdmin, 'sendLoginCode'>;
  dictionaryNames: DictionaryNames;
  auditLog: AuditLog;
  /** Active projects per customer (the projects module). */
  projectCounts: ProjectCounts;
  clock: Clock;
}

/** Who is asking: what they may see (domain), their own tenant and the channels of their scope. */
interface Caller {
  auth: RequestContext;
  visibility: CustomerVisibility;
  own: string | null;
  scope: ChannelsScope;
}

/** The details of a profile as the audit log shows them. */
const detailsOf = (row: CustomerProfileRow) => ({
  companyName: row.companyName,
  creditCode: row.creditCode,
  industryCode: row.industryCode,
  regionCode: row.regionCode,
  size: row.size,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  address: row.address,
  remark: row.remark,
});

export function createCustomersService({
  repos,
  customersDirectory,
  tenantRelations,
  accountDirectory,
  identityAdmin,
  dictionaryNames,
  auditLog,
  projectCounts,
  clock,
}: CustomersDeps) {
  async function callerOf(auth: RequestContext): Promise<Caller> {
    const visibility = customerVisibility(auth.userInfo);
    const own = auth.tenant?.tenantCode ?? null;
    if (visibility.kind === 'all') return { auth, visibility, own, scope: { all: true } };
    if (visibility.kind === 'none' || !own) return { auth, visibility, own, scope: { all: false, channels: [] } };
    const subChannels = visibility.includeSubChannels ? (await tenantRelations.childrenOf([own], 'subChannel')).map((r) => r.childTenantCode) : [];
    return { auth, visibility, own, scope: { all: false, channels: [own, ...subChannels] } };
  }

  /** The caller's own channel, when it may create and edit customers. */
  function writableChannel(caller: Caller): string {
    const refusal = createCustomerRefusal(caller.visibility);
    if (refusal || !caller.own) throw new BusinessError(ErrorCode.CUSTOMER_CHANNEL_ONLY, refusal ?? undefined);
    return caller.own;
  }

  /** Names of the industry and region codes; refused when a code is not in its dictionary. */
  function dictionaryNamesOf(industryCode: string, regionCode: string) {
    const industry = dictionaryNames.industryPath(industryCode);
    if (!industry) throw new BusinessError(ErrorCode.CUSTOMER_INDUSTRY_UNKNOWN);
    const region = dictionaryNames.regionPath(regionCode);
    if (!region) throw new BusinessError(ErrorCode.CUSTOMER_REGION_UNKNOWN);
    return { industryName: joinPathNames(industry), regionName: joinPathNames(region) };
  }

  async function itemsOf(caller: Caller, rows: CustomerProfileRow[]): Promise<CustomerItem[]> {
    const channels = await accountDirectory.tenantNames(rows.map((row) => row.tenantCode));
    const counts = await repos.repo.forChannels(caller.scope).consultationCounts(rows.map((row) => row.customerTenantCode));
    const projects = await projectCounts.activeByCustomer(rows.map((row) => row.customerTenantCode));
    return rows.map((row) => ({
      customerTenantCode: row.customerTenantCode,
      ...detailsOf(row),
      industryName: joinPathNames(dictionaryNames.industryPath(row.industryCode) ?? []),
      regionName: joinPathNames(dictionaryNames.regionPath(row.regionCode) ?? []),
      channelTenantCode: row.tenantCode,
      channelName: channels.get(row.tenantCode)?.tenantZhName ?? row.tenantCode,
      editable: mayEditCustomer(caller.visibility, caller.own, row.tenantCode),
      projectCount: projects.get(row.customerTenantCode) ?? 0,
      consultationCount: counts.get(row.customerTenantCode) ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function itemOf(caller: Caller, customerTenantCode: string): Promise<CustomerItem> {
    const row = await repos.repo.forChannels(caller.scope).profile(customerTenantCode);
    if (!row) throw new BusinessError(ErrorCode.CUSTOMER_NOT_FOUND);
    const [item] = await itemsOf(caller, [row]);
    return item;
  }

  /** The caller's own customer, for a change; a visible one of a sub-channel is read-only. */
  async function ownProfileForChange(caller: Caller, repo: CustomersRepository, customerTenantCode: string): Promise<CustomerProfileRow> {
    const own = writableChannel(caller);
    const row = await repo.forChannel(own).profile(customerTenantCode);
    if (row) return row;
    const visible = await repo.forChannels(caller.scope).profile(customerTenantCode);
    throw new BusinessError(visible ? ErrorCode.CUSTOMER_READ_ONLY : ErrorCode.CUSTOMER_NOT_FOUND);
  }

  function toConsultation(row: ConsultationRow, names: Map<string, { showName: string }>): Consultation {
    return {
      id: row.id,
      customerTenantCode: row.customerTenantCode,
      consultationDate: row.consultationDate,
      way: row.way,
      content: row.content,
      nextStep: row.nextStep,
      recordedByName: names.get(row.recordedBy)?.showName ?? '',
      recordedAt: row.recordedAt.toISOString(),
    };
  }

  /** A section letter filters by its divisions; a division, group or class by its code as a prefix. */
  function industryPrefixes(code: string | undefined): string[] | undefined {
    if (!code) return undefined;
    if (/^[A-T]$/.test(code)) return (INDUSTRIES.children.get(code) ?? []).map((row) => row.code);
    return [code];
  }

  return {
    async list(auth: RequestContext, query: ParsedQuery<typeof c.customerList>) {
      const caller = await callerOf(auth);
      const { rows, total } = await repos.repo.forChannels(caller.scope).pageProfiles(
        {
          keyword: query.keyword,
          industryPrefixes: industryPrefixes(query.industryCode),
          regionPrefix: query.regionCode ? regionPrefix(query.regionCode) : undefined,
          size: query.size,
          channelTenantCode: query.channelTenantCode,
        },
        query,
      );
      return { list: await itemsOf(caller, rows), total, current: query.current, pageSize: query.pageSize };
    },

    /**
     * Creates a customer: tenant, PM membership (a new account, or a new membership of the
     * phone's account), relation, profile and audit entry commit together; then the PM gets a
     * login code by SMS so they can log in at once (the customer stands if the SMS fails).
     */
    async create(auth: RequestContext, body: ParsedBody<typeof c.customerNew>, ip: string) {
      const caller = await callerOf(auth);
      const own = writableChannel(caller);
      dictionaryNamesOf(body.industryCode, body.regionCode);
      const now = clock.now();
      const { pmName, pmPhone, ...details } = body;
      const created = await repos
        .transaction(async (repo, tx) => {
          const mine = repo.forChannel(own);
          if (await mine.profileWithCreditCode(details.creditCode)) throw new BusinessError(ErrorCode.CUSTOMER_DUPLICATE);
          const { tenant, pm, createdAccount } = await customersDirectory.createCustomerTenant(
            { tenantZhName: details.companyName, now, pm: { phone: pmPhone, showName: pmName } },
            { tx },
          );
          await tenantRelations.link(
            { parentTenantCode: own, childTenantCode: tenant.tenantCode, kind: 'customer', createdBy: auth.account.accountId, createdAt: now },
            { tx },
          );
          const row = await mine.insertProfile({
            customerTenantCode: tenant.tenantCode,
            ...details,
            pmAccountId: pm.accountId,
            createdBy: auth.account.accountId,
            createdAt: now,
            updatedBy: auth.account.accountId,
            updatedAt: now,
          });
          await auditLog.record(
            auth,
            {
              area: 'customers',
              action: '新建客户',
              targetType: 'tenant',
              targetId: tenant.tenantCode,
              targetName: details.companyName,
              before: null,
              after: { ...detailsOf(row), pmName: pm.showName, pmPhone: pm.phone, pmAccountCreated: createdAccount },
            },
            { tx },
          );
          return { tenantCode: tenant.tenantCode, pmAccountId: pm.accountId, pmAccountCreated: createdAccount };
        })
        .catch((error: unknown) => {
          // Two requests racing past the check: the unique index (channel, credit code) decides.
          if (isUniqueViolation(error)) throw new BusinessError(ErrorCode.CUSTOMER_DUPLICATE);
          throw error;
        });
      const smsSent = await identityAdmin.sendLoginCode(pmPhone, ip);
      return { ...(await itemOf(caller, created.tenantCode)), pmAccountId: created.pmAccountId, pmAccountCreated: created.pmAccountCreated, smsSent };
    },

    /** Edits the company details of the caller's own customer (the tenant's name follows the company name). */
    async edit(auth: RequestContext, body: ParsedBody<typeof c.addCustomInfo>) {
      const caller = await callerOf(auth);
      dictionaryNamesOf(body.industryCode, body.regionCode);
      const { customerTenantCode, ...details } = body;
      await repos
        .transaction(async (repo, tx) => {
          const before = await ownProfileForChange(caller, repo, customerTenantCode);
          const mine = repo.forChannel(before.tenantCode);
          const other = await mine.profileWithCreditCode(details.creditCode);
          if (other && other.customerTenantCode !== customerTenantCode) throw new BusinessError(ErrorCode.CUSTOMER_DUPLICATE);
          const after = await mine.updateProfile(customerTenantCode, { ...details, updatedBy: auth.account.accountId, updatedAt: clock.now() });
          await customersDirectory.renameCustomerTenant(customerTenantCode, details.companyName, { tx });
          await auditLog.record(
            auth,
            {
              area: 'customers',
              action: '修改客户信息',
              targetType: 'tenant',
              targetId: customerTenantCode,
              targetName: details.companyName,
              before: detailsOf(before),
              after: detailsOf(after),
            },
            { tx },
          );
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new BusinessError(ErrorCode.CUSTOMER_DUPLICATE);
          throw error;
        });
      return itemOf(caller, customerTenantCode);
    },

    async addConsultation(auth: RequestContext, body: ParsedBody<typeof c.addConsultation>): Promise<Consultation> {
      const caller = await callerOf(auth);
      const now = clock.now();
      const problem = consultationDateProblem(body.consultationDate, chinaDay(now));
      if (problem) throw new BusinessError(ErrorCode.VALIDATION, problem);
      const row = await repos.transaction(async (repo, tx) => {
        const profile = await ownProfileForChange(caller, repo, body.customerTenantCode);
        const inserted = await repo.forChannel(profile.tenantCode).insertConsultation({
          customerTenantCode: profile.customerTenantCode,
          consultationDate: body.consultationDate,
          way: body.way,
          content: body.content,
          nextStep: body.nextStep,
          recordedBy: auth.account.accountId,
          recordedAt: now,
        });
        await auditLog.record(
          auth,
          {
            area: 'customers',
            action: '记录咨询',
            targetType: 'tenant',
            targetId: profile.customerTenantCode,
            targetName: profile.companyName,
            before: null,
            after: { consultationDate: body.consultationDate, way: body.way, content: body.content, nextStep: body.nextStep },
          },
          { tx },
        );
        return inserted;
      });
      return toConsultation(row, new Map([[auth.account.accountId, { showName: auth.account.showName }]]));
    },

    async consultations(auth: RequestContext, query: ParsedQuery<typeof c.consultationList>) {
      const caller = await callerOf(auth);
      const scoped = repos.repo.forChannels(caller.scope);
      const profile = await scoped.profile(query.customerTenantCode);
      if (!profile) throw new BusinessError(ErrorCode.CUSTOMER_NOT_FOUND);
      const { rows, total } = await scoped.pageConsultations(profile.tenantCode, profile.customerTenantCode, query);
      const names = await accountDirectory.accountNames(rows.map((row) => row.recordedBy));
      return { list: rows.map((row) => toConsultation(row, names)), total, current: query.current, pageSize: query.pageSize };
    },

    /** The customer tenants the caller may see, by name or credit code. */
    async search(auth: RequestContext, query: ParsedQuery<typeof c.tenantSearch>) {
      const caller = await callerOf(auth);
      const { rows, total } = await repos.repo.forChannels(caller.scope).pageProfiles({ keyword: query.keyword }, query);
      const [tenants, channels] = await Promise.all([
        accountDirectory.tenantNames(rows.map((row) => row.customerTenantCode)),
        accountDirectory.tenantNames(rows.map((row) => row.tenantCode)),
      ]);
      return {
        list: rows.map((row) => ({
          tenantCode: row.customerTenantCode,
          tenantZhName: tenants.get(row.customerTenantCode)?.tenantZhName ?? row.companyName,
          type: tenants.get(row.customerTenantCode)?.type ?? ('customer' as const),
          creditCode: row.creditCode,
          channelTenantCode: row.tenantCode,
          channelName: channels.get(row.tenantCode)?.tenantZhName ?? row.tenantCode,
        })),
        total,
        current: query.current,
        pageSize: query.pageSize,
      };
    },

    /** A visible customer's users with their roles. */
    async users(auth: RequestContext, query: ParsedQuery<typeof c.tenantUserList>) {
      const caller = await callerOf(auth);
      const profile = await repos.repo.forChannels(caller.scope).profile(query.tenantCode);
      if (!profile) throw new BusinessError(ErrorCode.TENANT_NOT_VISIBLE);
      const members = await customersDirectory.membersOf(profile.customerTenantCode);
      return { list: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })), total: members.length };
    },

    /**
     * Relations of the caller's own tenant (its channel; a channel's customers, and its
     * sub-channels where the permission point allows), or of a customer the caller may see.
     */
    async relations(auth: RequestContext, query: ParsedQuery<typeof c.tenantRelation>) {
      const caller = await callerOf(auth);
      const own = caller.own;
      const target = query.tenantCode ?? own;
      if (!target) throw new BusinessError(ErrorCode.TENANT_NOT_VISIBLE);
      if (target !== own && caller.visibility.kind !== 'all') {
        const visible = await repos.repo.forChannels(caller.scope).profile(target);
        if (!visible) throw new BusinessError(ErrorCode.TENANT_NOT_VISIBLE);
      }
      const mayListSubChannels =
        target !== own || caller.visibility.kind === 'all' || (caller.visibility.kind === 'channel' && caller.visibility.includeSubChannels);
      const relations = (await tenantRelations.relationsOf([target])).filter((r) => r.parentTenantCode === target || r.childTenantCode === target);
      const shown = relations.filter((r) => !(r.parentTenantCode === target && r.kind === 'subChannel' && !mayListSubChannels));
      const names = await accountDirectory.tenantNames([target, ...shown.flatMap((r) => [r.parentTenantCode, r.childTenantCode])]);
      if (!names.has(target)) throw new BusinessError(ErrorCode.TENANT_NOT_VISIBLE);
      const items: TenantRelationItem[] = shown.map((r) => {
        const other = r.parentTenantCode === target ? r.childTenantCode : r.parentTenantCode;
        return {
          tenantCode: other,
          tenantZhName: names.get(other)?.tenantZhName ?? other,
          type: names.get(other)?.type ?? null,
          kind: r.kind,
          direction: r.parentTenantCode === target ? 'child' : 'parent',
          createdAt: r.createdAt.toISOString(),
        };
      });
      items.sort((a, b) => (a.direction === b.direction ? a.createdAt.localeCompare(b.createdAt) : a.direction === 'parent' ? -1 : 1));
      return { tenantCode: target, tenantZhName: names.get(target)!.tenantZhName, type: names.get(target)!.type, relations: items };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
