/**
 * 经营指标中心: the platform's measures against the previous period (overview) and one measure
 * sliced by a dimension (analysis), from metric_platform_months.
 */
import type { ParsedQuery } from '../../../domain/kernel/contract';
import { TenantType } from '../../../domain/kernel/tenancyEnums';
import type { metricsContracts } from '../../../domain/metrics/contracts';
import type { Analysis, PlatformOverview } from '../../../domain/metrics/contracts';
import {
  FACT_KINDS,
  MEASURE_KEYS,
  MEASURES,
  measureHasDimension,
  measureValue,
  type FactKind,
  type MeasureKey,
} from '../../../domain/metrics/measures';
import { changeRatio, monthLabel, monthsOf, previousRange } from '../../../domain/metrics/period';
import { ErrorCode } from '../../../domain/errors';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { PlatformDimKind } from './compute';

import { byName, type MetricsKit, type MetricsServiceDeps } from './kit';

type C = typeof metricsContracts;

export function createPlatformMetrics(deps: MetricsServiceDeps, kit: MetricsKit) {
  const { accountDirectory } = deps;
  const { repo, rangeOf, regionName, platformFreshness } = kit;

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

  return { overview, analysis };
}
