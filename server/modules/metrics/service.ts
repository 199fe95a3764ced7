/**
 * The dashboards: the channel's 客户数字中心 (data hub, business, collaboration, consumption) and
 * the platform's 经营指标中心 (overview, analysis), computed from the summary tables for the
 * caller's scope only: the session's channel (the repository's reads take its TenantScope), its
 * sub-channels on the collaboration call, everything for the platform. Each answer says how fresh
 * it is; a channel's read first refreshes the channel's own marks when only a few wait.
 */
import type { ParsedQuery } from '../../../domain/kernel/contract';
import { chinaCompactDay, chinaDay, chinaDayRange } from '../../../domain/kernel/chinaTime';
import { TenantType } from '../../../domain/kernel/tenancyEnums';
import { INDUSTRIES } from '../../../domain/dictionaries';
import { riskLevelLabel } from '../../../domain/engines/risk/scales';
import { authorizationEffect } from '../../../domain/authorizations/rules';
import { AuthorizationEffect, ServiceKind, type ProductStatus } from '../../../domain/products/enums';
import { ProjectState } from '../../../domain/projects/enums';
import { groupDetailPath } from '../../../domain/projects/marketplace';
import type { metricsContracts } from '../../../domain/metrics/contracts';
import type {
  Analysis,
  BusinessDashboard,
  Collaboration,
  ConsumptionItem,
  DataHub,
  Freshness,
  PlatformOverview,
} from '../../../domain/metrics/contracts';
import {
  FACT_KINDS,
  MEASURE_KEYS,
  MEASURES,
  measureHasDimension,
  measureValue,
  MetricDimension,
  type FactKind,
  type MeasureKey,
} from '../../../domain/metrics/measures';
import { changeRatio, monthLabel, monthsOf, previousRange, resolveRange, type MonthRange } from '../../../domain/metrics/period';
import { ATTENTION_EXPLAIN, ATTENTION_LIST_SIZE, attentionOf, type CustomerFindings } from '../../../domain/metrics/rules';
import { ErrorCode } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import { tenantScope, type TenantScope } from '../../tenancy';
import type { AccountDirectory, TenantRelations } from '../identity';
import type { DictionaryNames } from '../dictionaries';
import { provinceOf, type PlatformDimKind } from './compute';
import { READ_REFRESH_MAX_MARKS } from './constants';
import type { MetricsRefresher } from './refresh';
import type { ConsumptionFilter, MetricsRepository, SummaryProject } from './repository';

type C = typeof metricsContracts;

export interface MetricsServiceDeps {
  repos: Repositories<MetricsRepository>;
  refresher: MetricsRefresher;
  accountDirectory: AccountDirectory;
  tenantRelations: TenantRelations;
  dictionaryNames: DictionaryNames;
  clock: Clock;
}

const UNKNOWN_INDUSTRY = '未填写行业';
const UNKNOWN_REGION = '未知地区';
const UNASSIGNED = '未分配';
const LEVELS = [1, 2, 3, 4, 5] as const;

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (values: readonly number[]): number | null => (values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'zh-CN');

/** The GB/T 4754 section (门类) of an industry code at any level; '' when unknown. */
export function industrySectionOf(code: string): string {
  const row = INDUSTRIES.byCode.get(code);
  if (!row) return '';
  if (row.level === 'section') return row.code;
  return INDUSTRIES.byCode.get(code.slice(0, 2))?.parentCode ?? '';
}

const findingsOf = (projects: readonly SummaryProject[]): CustomerFindings => ({
  overdueDisposals: projects.reduce((n, p) => n + p.overdueDisposals, 0),
  delayedProjects: projects.filter((p) => p.delayed).length,
  residualHighRisks: projects.reduce((n, p) => n + p.residualHighRisks, 0),
  highRisks: projects.reduce((n, p) => n + p.highRisks, 0),
  highGaps: projects.reduce((n, p) => n + p.highGaps, 0),
});

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export function createMetricsService({ repos, refresher, accountDirectory, tenantRelations, dictionaryNames, clock }: MetricsServiceDeps) {
  const { repo } = repos;
  const rangeOf = (query: Partial<MonthRange>): MonthRange => resolveRange({ startMonth: query.startMonth, endMonth: query.endMonth }, clock.now());
  const regionName = (province: string) => (province ? (dictionaryNames.regionPath(province)?.[0] ?? province) : UNKNOWN_REGION);

  /** Brings these channels' own summary up to date first when only a few changes wait; then says how fresh it is. */
  async function channelFreshness(tenantCodes: readonly string[]): Promise<Freshness> {
    if (!tenantCodes.length) return { asOf: await refresher.asOf(), pending: false };
    const waiting = await refresher.pending(tenantCodes, READ_REFRESH_MAX_MARKS + 1);
    if (waiting === 0) return { asOf: await refresher.asOf(), pending: false };
    if (waiting <= READ_REFRESH_MAX_MARKS) {
      await refresher.refresh({ tenantCodes: [...tenantCodes] });
      const left = await refresher.pending(tenantCodes);
      if (left === 0) return { asOf: clock.now().toISOString(), pending: false };
    }
    return { asOf: await refresher.asOf(), pending: true };
  }

  async function platformFreshness(): Promise<Freshness> {
    return { asOf: await refresher.asOf(), pending: (await refresher.pending(null)) > 0 };
  }

  // ---- 智能数据中心 -------------------------------------------------------------------------------

  async function dataHub(auth: RequestContext, query: ParsedQuery<C['metricsDataHub']>): Promise<DataHub> {
    const scope = tenantScope(auth);
    const range = rangeOf(query);
    const freshness = await channelFreshness([scope.tenantCode]);
    const projects = (await repo.projects([scope.tenantCode], range.startMonth, range.endMonth)).filter((p) => p.bought);
    const byCustomer = groupBy(projects, (p) => p.customerTenantCode);
    const profiles = await repo.customerProfiles(scope, [...byCustomer.keys()]);
    const names = await accountDirectory.tenantNames([...byCustomer.keys()].filter((code) => !profiles.has(code)));
    const customerName = (code: string) => profiles.get(code)?.name ?? names.get(code)?.tenantZhName ?? code;

    const buckets = (keyOf: (customer: string) => string, nameOf: (key: string) => string) => {
      const counts = new Map<string, { customers: number; projects: number }>();
      for (const [customer, list] of byCustomer) {
        const key = keyOf(customer);
        const bucket = counts.get(key) ?? { customers: 0, projects: 0 };
        bucket.customers += 1;
        bucket.projects += list.length;
        counts.set(key, bucket);
      }
      return [...counts.entries()]
        .map(([code, counted]) => ({ code, name: nameOf(code), ...counted }))
        .sort((a, b) => b.customers - a.customers || b.projects - a.projects || byName(a, b));
    };
    const byIndustry = buckets(
      (customer) => industrySectionOf(profiles.get(customer)?.industryCode ?? ''),
      (code) => (code ? (INDUSTRIES.byCode.get(code)?.name ?? code) : UNKNOWN_INDUSTRY),
    );
    const byRegion = buckets((customer) => provinceOf(profiles.get(customer)?.regionCode), regionName);

    const serviceState = groupBy(projects, (p) => `${p.serviceKind}\u0000${p.state}`);
    const kindOrder = (kind: string) => (ServiceKind.values as readonly string[]).indexOf(kind);
    const stateOrder = (state: string) => (ProjectState.values as readonly string[]).indexOf(state);
    const byServiceState = [...serviceState.values()]
      .map((list) => ({
        serviceKind: list[0].serviceKind,
        serviceKindName: ServiceKind.is(list[0].serviceKind) ? ServiceKind.label(list[0].serviceKind) : list[0].serviceKind,
        state: list[0].state,
        stateName: ProjectState.is(list[0].state) ? ProjectState.label(list[0].state) : list[0].state,
        projects: list.length,
      }))
      .sort((a, b) => kindOrder(a.serviceKind) - kindOrder(b.serviceKind) || stateOrder(a.state) - stateOrder(b.state));

    const attentionAll = [...byCustomer.entries()]
      .map(([customer, list]) => {
        const findings = findingsOf(list);
        const { score, reasons } = attentionOf(findings);
        const first = [...list].sort(
          (a, b) => attentionOf(findingsOf([b])).score - attentionOf(findingsOf([a])).score || a.purchasedAt - b.purchasedAt,
        )[0];
        return {
          customerTenantCode: customer,
          customerName: customerName(customer),
          score,
          reasons,
          overdueDisposals: findings.overdueDisposals,
          delayedProjects: findings.delayedProjects,
          highRisks: findings.highRisks,
          residualHighRisks: findings.residualHighRisks,
          highGaps: findings.highGaps,
          projectCode: first.projectCode,
          projectName: first.projectName,
          link: groupDetailPath(first.groupCode),
        };
      })
      .filter((row) => row.score > 0)
      .sort((a, b) => b.score - a.score || a.customerName.localeCompare(b.customerName, 'zh-CN'));
    const total = findingsOf(projects);

    return {
      range,
      freshness,
      totals: {
        customers: byCustomer.size,
        projects: projects.length,
        inProgress: projects.filter((p) => p.state !== 'finished').length,
        finished: projects.filter((p) => p.state === 'finished').length,
        delayed: total.delayedProjects,
        highGaps: total.highGaps,
        highRisks: total.highRisks,
        residualHighRisks: total.residualHighRisks,
        overdueDisposals: total.overdueDisposals,
        attentionCustomers: attentionAll.length,
      },
      byIndustry,
      byRegion,
      byServiceState,
      gapLevels: LEVELS.map((level) => ({ level, open: projects.reduce((n, p) => n + (p.openGaps[level - 1] ?? 0), 0) })),
      riskLevels: LEVELS.map((level) => ({
        level,
        name: riskLevelLabel(level),
        risks: projects.reduce((n, p) => n + (p.risks[level - 1] ?? 0), 0),
        open: projects.reduce((n, p) => n + (p.openRisks[level - 1] ?? 0), 0),
      })),
      attention: attentionAll.slice(0, ATTENTION_LIST_SIZE),
      attentionExplain: ATTENTION_EXPLAIN,
    };
  }

  // ---- 业务看板 ----------------------------------------------------------------------------------

  async function business(auth: RequestContext, query: ParsedQuery<C['metricsBusiness']>): Promise<BusinessDashboard> {
    const scope = tenantScope(auth);
    const range = rangeOf(query);
    const freshness = await channelFreshness([scope.tenantCode]);
    const all = await repo.projects([scope.tenantCode], range.startMonth, range.endMonth);
    const inRange = (month: string | null) => !!month && month >= range.startMonth && month <= range.endMonth;
    const bought = all.filter((p) => p.bought);
    const delivered = all.filter((p) => inRange(p.finishMonth));
    const days = (list: readonly SummaryProject[]) => list.flatMap((p) => (p.deliveryDays === null ? [] : [p.deliveryDays]));

    const products = new Map<string, { name: string; bought: SummaryProject[]; delivered: SummaryProject[] }>();
    const productOf = (p: SummaryProject) => {
      const entry = products.get(p.productCode) ?? { name: p.productName, bought: [], delivered: [] };
      products.set(p.productCode, entry);
      return entry;
    };
    for (const p of bought) productOf(p).bought.push(p);
    for (const p of delivered) productOf(p).delivered.push(p);
    const byProduct = [...products.entries()]
      .map(([productCode, entry]) => {
        const latest = [...entry.bought, ...entry.delivered].sort((a, b) => b.purchasedAt - a.purchasedAt)[0];
        return {
          productCode,
          productName: entry.name,
          projects: entry.bought.length,
          points: entry.bought.reduce((n, p) => n + p.points, 0),
          delivered: entry.delivered.length,
          delayed: entry.bought.filter((p) => p.delayed).length,
          avgDeliveryDays: average(days(entry.delivered)),
          plannedDays: latest?.plannedDays ?? 0,
        };
      })
      .sort((a, b) => b.points - a.points || b.projects - a.projects || a.productName.localeCompare(b.productName, 'zh-CN'));

    const consultants = groupBy(bought, (p) => p.consultantAccountId ?? '');
    const names = await accountDirectory.accountNames([...consultants.keys()].filter(Boolean));
    const byConsultant = [...consultants.entries()]
      .map(([accountId, list]) => ({
        accountId,
        name: accountId ? (names.get(accountId)?.showName ?? accountId) : UNASSIGNED,
        projects: list.length,
        inProgress: list.filter((p) => p.state !== 'finished').length,
        finished: list.filter((p) => p.state === 'finished').length,
        delayed: list.filter((p) => p.delayed).length,
        avgProgress: Math.round(list.reduce((n, p) => n + p.progress, 0) / list.length),
        avgDeliveryDays: average(days(list)),
      }))
      .sort((a, b) => b.projects - a.projects || byName(a, b));

    const today = chinaDay(clock.now());
    const quotas = (await repo.quotas(scope)).map((row) => {
      const effect = authorizationEffect(
        { status: row.status as 'active' | 'withdrawn', validFrom: row.valid_from, validTo: row.valid_to },
        (row.product_status ?? 'withdrawn') as ProductStatus,
        today,
      );
      return {
        authorizationCode: row.authorization_code,
        productCode: row.product_code,
        productName: row.product_name ?? row.product_code,
        quota: Number(row.quota),
        used: Number(row.used),
        left: Math.max(0, Number(row.quota) - Number(row.used)),
        validTo: row.valid_to,
        status: effect,
        statusName: AuthorizationEffect.label(effect),
      };
    });

    return {
      range,
      freshness,
      totals: {
        projects: bought.length,
        points: bought.reduce((n, p) => n + p.points, 0),
        delivered: delivered.length,
        delayed: bought.filter((p) => p.delayed).length,
        avgDeliveryDays: average(days(delivered)),
      },
      byMonth: monthsOf(range).map((month) => {
        const monthBought = bought.filter((p) => p.purchaseMonth === month);
        return {
          month,
          projects: monthBought.length,
          points: monthBought.reduce((n, p) => n + p.points, 0),
          delivered: delivered.filter((p) => p.finishMonth === month).length,
        };
      }),
      byProduct,
      byConsultant,
      quotas,
    };
  }

  // ---- 协同看板 ----------------------------------------------------------------------------------

  async function collaboration(auth: RequestContext, query: ParsedQuery<C['metricsCollaboration']>): Promise<Collaboration> {
    const scope = tenantScope(auth);
    const range = rangeOf(query);
    const subCodes = (await tenantRelations.childrenOf([scope.tenantCode], 'subChannel')).map((relation) => relation.childTenantCode);
    const freshness = await channelFreshness(subCodes);
    const all = await repo.projects(subCodes, range.startMonth, range.endMonth);
    const inRange = (month: string | null) => !!month && month >= range.startMonth && month <= range.endMonth;
    const [names, regions, lastPurchases] = [
      await accountDirectory.tenantNames(subCodes),
      await repo.channelRegions(subCodes),
      await repo.lastPurchases(subCodes),
    ];
    const byChannel = groupBy(all, (p) => p.tenantCode);
    const list = subCodes
      .map((tenantCode) => {
        const projects = byChannel.get(tenantCode) ?? [];
        const bought = projects.filter((p) => p.bought);
        const last = lastPurchases.get(tenantCode);
        return {
          rank: 0,
          tenantCode,
          name: names.get(tenantCode)?.tenantZhName ?? tenantCode,
          region: regions.get(tenantCode) ?? '',
          customers: new Set(bought.map((p) => p.customerTenantCode)).size,
          projects: bought.length,
          points: bought.reduce((n, p) => n + p.points, 0),
          delivered: projects.filter((p) => inRange(p.finishMonth)).length,
          delayed: bought.filter((p) => p.delayed).length,
          lastPurchaseAt: last === undefined ? null : new Date(last).toISOString(),
        };
      })
      .sort((a, b) => b.points - a.points || b.projects - a.projects || byName(a, b))
      .map((row, index) => ({ ...row, rank: index + 1 }));
    const sum = (key: 'customers' | 'projects' | 'points' | 'delivered' | 'delayed') => list.reduce((n, row) => n + row[key], 0);
    const bought = all.filter((p) => p.bought);
    return {
      range,
      freshness,
      totals: {
        subChannels: list.length,
        customers: sum('customers'),
        projects: sum('projects'),
        points: sum('points'),
        delivered: sum('delivered'),
        delayed: sum('delayed'),
      },
      list,
      byMonth: monthsOf(range).map((month) => {
        const monthBought = bought.filter((p) => p.purchaseMonth === month);
        return { month, projects: monthBought.length, points: monthBought.reduce((n, p) => n + p.points, 0) };
      }),
    };
  }

  // ---- 消费明细 ----------------------------------------------------------------------------------

  const filterOf = (query: { accountId?: string; productCode?: string; customerTenantCode?: string; startDate?: string; endDate?: string }) => {
    const { from, to } = chinaDayRange({ startDate: query.startDate, endDate: query.endDate });
    return {
      accountId: query.accountId,
      productCode: query.productCode,
      customerTenantCode: query.customerTenantCode,
      from,
      to,
    } satisfies ConsumptionFilter;
  };

  async function consumptionItems(scope: TenantScope, filter: ConsumptionFilter, limit: number, offset: number): Promise<ConsumptionItem[]> {
    const rows = await repo.consumptionPage(scope, filter, limit, offset);
    const [members, customers] = [
      await accountDirectory.accountNames([...new Set(rows.map((row) => row.accountId))]),
      await accountDirectory.tenantNames([...new Set(rows.flatMap((row) => (row.customerTenantCode ? [row.customerTenantCode] : [])))]),
    ];
    return rows.map((row) => ({
      entryId: row.entryId,
      createdAt: new Date(row.createdAt).toISOString(),
      accountId: row.accountId,
      memberName: members.get(row.accountId)?.showName ?? row.accountId,
      points: row.points,
      reason: row.reason,
      productCode: row.productCode,
      productName: row.productName,
      customerTenantCode: row.customerTenantCode,
      customerName: row.customerTenantCode ? (customers.get(row.customerTenantCode)?.tenantZhName ?? row.customerTenantCode) : null,
      groupCode: row.groupCode,
      projects: row.projects,
      refunded: row.refunded,
    }));
  }

  async function consumptionList(auth: RequestContext, query: ParsedQuery<C['metricsConsumptionList']>) {
    const scope = tenantScope(auth);
    const filter = filterOf(query);
    const totals = await repo.consumptionTotals(scope, filter);
    const list = await consumptionItems(scope, filter, query.pageSize, (query.current - 1) * query.pageSize);
    return { list, total: totals.entries, current: query.current, pageSize: query.pageSize, totals };
  }

  async function consumptionOptions(auth: RequestContext) {
    const scope = tenantScope(auth);
    const options = await repo.consumptionOptions(scope);
    const [members, customers] = [await accountDirectory.accountNames(options.accountIds), await accountDirectory.tenantNames(options.customerCodes)];
    return {
      members: options.accountIds
        .map((accountId) => ({ accountId, name: members.get(accountId)?.showName ?? accountId }))
        .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')),
      products: options.products,
      customers: options.customerCodes
        .map((code) => ({ customerTenantCode: code, customerName: customers.get(code)?.tenantZhName ?? code }))
        .sort((a, b) => a.customerName.localeCompare(b.customerName, 'zh-CN')),
    };
  }

  /** Every row of the filter (up to `max`), newest first, with the totals over all of them. */
  async function consumptionForExport(auth: RequestContext, query: ParsedQuery<C['metricsConsumptionExport']>, max: number) {
    const scope = tenantScope(auth);
    const filter = filterOf(query);
    const totals = await repo.consumptionTotals(scope, filter);
    const rows: ConsumptionItem[] = [];
    const batch = 1_000;
    while (rows.length < Math.min(max, totals.entries)) {
      const page = await consumptionItems(scope, filter, Math.min(batch, max - rows.length), rows.length);
      if (!page.length) break;
      rows.push(...page);
    }
    return { rows, totals, truncated: totals.entries > rows.length, fileDay: chinaCompactDay(clock.now()) };
  }

  // ---- 经营指标中心 ------------------------------------------------------------------------------

  type Sums = { count: number; amount: number };
  const zero = (): Sums => ({ count: 0, amount: 0 });
  const add = (into: Sums, from: Sums) => {
    into.count += from.count;
    into.amount += from.amount;
  };

  async function overview(_auth: RequestContext, query: ParsedQuery<C['metricsPlatformOverview']>): Promise<PlatformOverview> {
    const range = rangeOf(query);
    const previous = previousRange(range);
    const rows = await repo.platformSums(FACT_KINDS, 'all', previous.startMonth, range.endMonth);
    const current = new Map<FactKind, Sums>();
    const before = new Map<FactKind, Sums>();
    const byMonth = new Map<string, Map<FactKind, Sums>>();
    for (const row of rows) {
      const target = row.month >= range.startMonth ? current : before;
      const sums = target.get(row.fact) ?? zero();
      add(sums, row);
      target.set(row.fact, sums);
      if (row.month >= range.startMonth) {
        const month = byMonth.get(row.month) ?? new Map<FactKind, Sums>();
        month.set(row.fact, { count: row.count, amount: row.amount });
        byMonth.set(row.month, month);
      }
    }
    const value = (measure: MeasureKey, sums: Map<FactKind, Sums> | undefined) => measureValue(measure, sums?.get(MEASURES[measure].fact) ?? zero());
    const figures = MEASURE_KEYS.map((measure) => {
      const now = value(measure, current);
      const then = value(measure, before);
      return {
        measure,
        name: MEASURES[measure].name,
        unit: MEASURES[measure].unit,
        value: now,
        previous: then,
        change: changeRatio(now, then),
        explain: MEASURES[measure].explain,
      };
    });
    const active = await repo.activeTenantsByType(range.startMonth, range.endMonth);
    const top = async (dimKind: 'product' | 'channel') => {
      const sums = new Map<string, Sums>();
      for (const row of await repo.platformSums(['purchase'], dimKind, range.startMonth, range.endMonth)) {
        if (!row.dimValue) continue;
        const entry = sums.get(row.dimValue) ?? zero();
        add(entry, row);
        sums.set(row.dimValue, entry);
      }
      const codes = [...sums.keys()];
      const names = await dimensionNames(dimKind, codes);
      return [...sums.entries()]
        .map(([code, s]) => ({ code, name: names.get(code) ?? code, projects: s.count, points: s.amount }))
        .filter((row) => row.projects > 0 || row.points > 0)
        .sort((a, b) => b.points - a.points || b.projects - a.projects || byName(a, b))
        .slice(0, 10);
    };
    return {
      range,
      previousRange: previous,
      freshness: await platformFreshness(),
      figures,
      trend: monthsOf(range).map((month) => {
        const sums = byMonth.get(month);
        return {
          month,
          rechargeAmount: value('rechargeAmount', sums),
          pointsIn: value('pointsIn', sums),
          pointsOut: value('pointsOut', sums),
          purchaseProjects: value('purchaseProjects', sums),
          deliveredProjects: value('deliveredProjects', sums),
        };
      }),
      activeTenants: TenantType.values.map((type) => ({ tenantType: type, name: TenantType.label(type), count: active.get(type) ?? 0 })),
      topProducts: await top('product'),
      topChannels: await top('channel'),
    };
  }

  /** Names of dimension values: products, channels, provinces, tenant types ('' = none). */
  async function dimensionNames(dimKind: PlatformDimKind, codes: readonly string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    if (dimKind === 'product') {
      for (const [code, name] of await repo.productNames(codes)) names.set(code, name);
    } else if (dimKind === 'channel') {
      for (const [code, tenant] of await accountDirectory.tenantNames(codes.filter(Boolean))) names.set(code, tenant.tenantZhName);
      names.set('', '无所属渠道');
    } else if (dimKind === 'region') {
      for (const code of codes) names.set(code, regionName(code));
    } else if (dimKind === 'tenantType') {
      for (const code of codes) names.set(code, TenantType.is(code) ? TenantType.label(code) : '未知类型');
    }
    return names;
  }

  async function analysis(_auth: RequestContext, query: ParsedQuery<C['metricsAnalysis']>): Promise<Analysis> {
    const measure = query.measure;
    const dimension = query.dimension;
    if (!measureHasDimension(measure, dimension)) throw new BusinessError(ErrorCode.METRICS_DIMENSION_NOT_APPLICABLE);
    const definition = MEASURES[measure];
    const range = rangeOf(query);
    const previous = previousRange(range);
    const fact = definition.fact;
    const figure = (now: Sums, then: Sums) => {
      const value = measureValue(measure, now);
      const prior = measureValue(measure, then);
      return { value, previous: prior, change: changeRatio(value, prior) };
    };
    const totals = { current: zero(), prior: zero() };
    const monthSums = new Map<string, Sums>();
    for (const row of await repo.platformSums([fact], 'all', previous.startMonth, range.endMonth)) {
      add(row.month >= range.startMonth ? totals.current : totals.prior, row);
      monthSums.set(row.month, { count: row.count, amount: row.amount });
    }
    let rows: Analysis['rows'];
    if (dimension === 'period') {
      const months = monthsOf(range);
      const priorMonths = monthsOf(previous);
      rows = months.map((month, index) => ({
        key: month,
        name: monthLabel(month),
        ...figure(monthSums.get(month) ?? zero(), monthSums.get(priorMonths[index]) ?? zero()),
      }));
    } else {
      const dimKind = dimension as PlatformDimKind;
      const byValue = new Map<string, { current: Sums; prior: Sums }>();
      for (const row of await repo.platformSums([fact], dimKind, previous.startMonth, range.endMonth)) {
        const entry = byValue.get(row.dimValue) ?? { current: zero(), prior: zero() };
        add(row.month >= range.startMonth ? entry.current : entry.prior, row);
        byValue.set(row.dimValue, entry);
      }
      const names = await dimensionNames(dimKind, [...byValue.keys()]);
      rows = [...byValue.entries()]
        .filter(([, sums]) => sums.current.count || sums.current.amount || sums.prior.count || sums.prior.amount)
        .map(([key, sums]) => ({ key, name: names.get(key) ?? key, ...figure(sums.current, sums.prior) }))
        .sort((a, b) => b.value - a.value || b.previous - a.previous || byName(a, b));
    }
    return {
      range,
      previousRange: previous,
      freshness: await platformFreshness(),
      measure,
      measureName: definition.name,
      unit: definition.unit,
      explain: definition.explain,
      dimension,
      dimensions: [...definition.dimensions],
      rows,
      total: figure(totals.current, totals.prior),
    };
  }

  return {
    dataHub,
    business,
    collaboration,
    consumptionList,
    consumptionOptions,
    consumptionForExport,
    overview,
    analysis,
    dimensionLabel: (dimension: MetricDimension) => MetricDimension.label(dimension),
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
