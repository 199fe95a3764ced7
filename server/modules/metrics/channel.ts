/**
 * The channel's 智能数据中心, 业务看板 and 协同看板 (the manager's sub-channels), for the
 * session's channel only.
 */
import type { ParsedQuery } from '../../../domain/kernel/contract';
import { chinaDay } from '../../../domain/kernel/chinaTime';
import { INDUSTRIES } from '../../../domain/dictionaries';
import { riskLevelLabel } from '../../../domain/engines/risk/scales';
import { authorizationEffect } from '../../../domain/authorizations/rules';
import { AuthorizationEffect, ServiceKind, type ProductStatus } from '../../../domain/products/enums';
import { ProjectState } from '../../../domain/projects/enums';
import { groupDetailPath } from '../../../domain/projects/marketplace';
import type { metricsContracts } from '../../../domain/metrics/contracts';
import type { BusinessDashboard, Collaboration, DataHub } from '../../../domain/metrics/contracts';
import { monthsOf } from '../../../domain/metrics/period';
import { ATTENTION_EXPLAIN, ATTENTION_LIST_SIZE, attentionOf } from '../../../domain/metrics/rules';
import type { RequestContext } from '../../http/context';
import { tenantScope } from '../../tenancy';
import { provinceOf } from './compute';
import type { SummaryProject } from './repository';

type C = typeof metricsContracts;
import {
  average,
  byName,
  findingsOf,
  groupBy,
  industrySectionOf,
  LEVELS,
  UNASSIGNED,
  UNKNOWN_INDUSTRY,
  type MetricsKit,
  type MetricsServiceDeps,
} from './kit';

export function createChannelBoards(deps: MetricsServiceDeps, kit: MetricsKit) {
  const { accountDirectory, tenantRelations, clock } = deps;
  const { repo, rangeOf, regionName, channelFreshness } = kit;

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

  return { dataHub, business, collaboration };
}
