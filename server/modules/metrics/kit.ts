import { INDUSTRIES } from '../../../domain/dictionaries';
import type { Freshness } from '../../../domain/metrics/contracts';
import { resolveRange, type MonthRange } from '../../../domain/metrics/period';
import type { CustomerFindings } from '../../../domain/metrics/rules';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { AccountDirectory, TenantRelations } from '../identity';
import type { DictionaryNames } from '../dictionaries';
import { READ_REFRESH_MAX_MARKS } from './constants';
import type { MetricsRefresher } from './refresh';
import type { MetricsRepository, SummaryProject } from './repository';

export interface MetricsServiceDeps {
  repos: Repositories<MetricsRepository>;
  refresher: MetricsRefresher;
  accountDirectory: AccountDirectory;
  tenantRelations: TenantRelations;
  dictionaryNames: DictionaryNames;
  clock: Clock;
}

export const UNKNOWN_INDUSTRY = '未填写行业';
export const UNKNOWN_REGION = '未知地区';
export const UNASSIGNED = '未分配';
export const LEVELS = [1, 2, 3, 4, 5] as const;

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const average = (values: readonly number[]): number | null =>
  values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;
export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'zh-CN');

/** The GB/T 4754 section (门类) of an industry code at any level; '' when unknown. */
export function industrySectionOf(code: string): string {
  const row = INDUSTRIES.byCode.get(code);
  if (!row) return '';
  if (row.level === 'section') return row.code;
  return INDUSTRIES.byCode.get(code.slice(0, 2))?.parentCode ?? '';
}

export const findingsOf = (projects: readonly SummaryProject[]): CustomerFindings => ({
  overdueDisposals: projects.reduce((n, p) => n + p.overdueDisposals, 0),
  delayedProjects: projects.filter((p) => p.delayed).length,
  residualHighRisks: projects.reduce((n, p) => n + p.residualHighRisks, 0),
  highRisks: projects.reduce((n, p) => n + p.highRisks, 0),
  highGaps: projects.reduce((n, p) => n + p.highGaps, 0),
});

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export function createMetricsKit({ repos, refresher, dictionaryNames, clock }: MetricsServiceDeps) {
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

  return { repo, rangeOf, regionName, channelFreshness, platformFreshness };
}

export type MetricsKit = ReturnType<typeof createMetricsKit>;
