/**
 * The pure part of the metrics refresh: a project's summary row from its source facts (with the
 * rules of domain/metrics/rules.ts), a tenant's derived "active" months, and the difference two
 * versions of a tenant's month rows make to the platform's totals. No database here: the
 * refresh (./refresh.ts) reads, calls these, and writes.
 */
import { gb2260 } from '../../../domain/dictionaries/regions';
import { CHINA_OFFSET_MS } from '../../../domain/kernel/chinaTime';
import type { FactKind } from '../../../domain/metrics/measures';
import { deliveryDaysOf, HIGH_GAP_LEVEL, HIGH_RISK_LEVEL, isDelayed, type ProjectTiming } from '../../../domain/metrics/rules';

/** The China month ("YYYY-MM") of an instant. */
export const chinaMonthOf = (instant: Date): string => new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 7);

/** The province (GB/T 2260, "330000") of a region code at any level; '' when unknown. */
export const provinceOf = (regionCode: string | null | undefined): string =>
  regionCode && /^\d{2}/.test(regionCode) && regionCode.slice(0, 2) !== '00' ? gb2260(regionCode.slice(0, 2)) : '';

/** What the refresh reads of one project (its group, the version's planned days). */
export interface ProjectSource {
  tenantCode: string;
  projectCode: string;
  groupCode: string;
  customerTenantCode: string;
  deliveryTenantCode: string;
  projectName: string;
  productCode: string;
  productName: string;
  serviceKind: string;
  state: string;
  withdrawn: boolean;
  consultantAccountId: string | null;
  progress: number;
  purchasedAt: Date;
  /** Points per project (the group's unit price). */
  points: number;
  plannedDays: number;
  finishedAt: Date | null;
}

/** Open gap disposals of a project at one level, and how many of them are past due. */
export interface GapCount {
  level: number;
  open: number;
  overdue: number;
}

/** Computed risks of a project at one level. */
export interface RiskCount {
  level: number;
  risks: number;
  /** Residual risk still untreated or awaiting acceptance. */
  open: number;
  /** Residual level ≥ HIGH_RISK_LEVEL. */
  residualHigh: number;
}

/** A metric_projects row: the source with its months, timing and open findings. */
export interface MetricProjectValues extends ProjectSource {
  purchaseMonth: string;
  finishMonth: string | null;
  deliveryDays: number | null;
  delayed: boolean;
  openGaps: number[];
  highGaps: number;
  overdueDisposals: number;
  risks: number[];
  openRisks: number[];
  highRisks: number;
  residualHighRisks: number;
  refreshedAt: Date;
}

const LEVELS = [1, 2, 3, 4, 5] as const;

/** A project's summary row: its timing against the planned days and its open findings, at `now`. */
export function metricProjectOf(source: ProjectSource, gaps: readonly GapCount[], risks: readonly RiskCount[], now: Date): MetricProjectValues {
  const finished = source.state === 'finished' && source.finishedAt !== null;
  const timing: ProjectTiming = {
    finished,
    purchasedAt: source.purchasedAt,
    finishedAt: finished ? source.finishedAt : null,
    plannedDays: source.plannedDays,
    withdrawn: source.withdrawn,
  };
  const gapAt = (level: number) => gaps.filter((gap) => gap.level === level);
  const riskAt = (level: number) => risks.filter((risk) => risk.level === level);
  const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);
  return {
    tenantCode: source.tenantCode,
    projectCode: source.projectCode,
    groupCode: source.groupCode,
    customerTenantCode: source.customerTenantCode,
    deliveryTenantCode: source.deliveryTenantCode,
    projectName: source.projectName,
    productCode: source.productCode,
    productName: source.productName,
    serviceKind: source.serviceKind,
    state: source.state,
    withdrawn: source.withdrawn,
    consultantAccountId: source.consultantAccountId,
    progress: source.progress,
    purchasedAt: source.purchasedAt,
    purchaseMonth: chinaMonthOf(source.purchasedAt),
    points: source.points,
    plannedDays: source.plannedDays,
    finishedAt: timing.finishedAt,
    finishMonth: timing.finishedAt ? chinaMonthOf(timing.finishedAt) : null,
    deliveryDays: deliveryDaysOf(timing),
    delayed: isDelayed(timing, now),
    openGaps: LEVELS.map((level) => sum(gapAt(level), (gap) => gap.open)),
    highGaps: sum(
      gaps.filter((gap) => gap.level >= HIGH_GAP_LEVEL),
      (gap) => gap.open,
    ),
    overdueDisposals: sum(gaps, (gap) => gap.overdue),
    risks: LEVELS.map((level) => sum(riskAt(level), (risk) => risk.risks)),
    openRisks: LEVELS.map((level) => sum(riskAt(level), (risk) => risk.open)),
    highRisks: sum(
      risks.filter((risk) => risk.level >= HIGH_RISK_LEVEL),
      (risk) => risk.open,
    ),
    residualHighRisks: sum(risks, (risk) => risk.residualHigh),
    refreshedAt: now,
  };
}

/** One fact of a tenant in a month (and product), as metric_tenant_months keeps it. */
export interface TenantFact {
  month: string;
  fact: FactKind;
  productCode: string;
  count: number;
  amount: number;
}

/** What the platform slices a tenant's facts by, at the time of the summary. */
export interface TenantAttributes {
  tenantType: string;
  regionCode: string;
  channelCode: string;
}

export type TenantMonthRow = TenantFact & TenantAttributes;

/** The facts that make a tenant active in a month (measures.ts: recharged, spent, bought or delivered). */
const ACTIVE_FACTS: ReadonlySet<FactKind> = new Set(['recharge', 'pointsOut', 'purchase', 'delivered']);

/** The tenant's facts with one `active` row (count 1) per month it was active in. */
export function withActiveMonths(facts: readonly TenantFact[]): TenantFact[] {
  const stored = facts.filter((fact) => fact.fact !== 'active' && (fact.count !== 0 || fact.amount !== 0));
  const months = new Set(stored.filter((fact) => ACTIVE_FACTS.has(fact.fact) && fact.count > 0).map((fact) => fact.month));
  return [...stored, ...[...months].sort().map((month) => ({ month, fact: 'active' as const, productCode: '', count: 1, amount: 0 }))];
}

export type PlatformDimKind = 'all' | 'product' | 'channel' | 'region' | 'tenantType';

/** One change to apply to metric_platform_months (added to the row's count and amount). */
export interface PlatformDelta {
  fact: FactKind;
  dimKind: PlatformDimKind;
  month: string;
  dimValue: string;
  count: number;
  amount: number;
}

/** The dimension values one tenant-month row counts under (a fact without product has no product slice). */
function dimensionsOf(row: TenantMonthRow): [PlatformDimKind, string][] {
  const dims: [PlatformDimKind, string][] = [
    ['all', ''],
    ['channel', row.channelCode],
    ['region', row.regionCode],
    ['tenantType', row.tenantType],
  ];
  if (row.productCode) dims.push(['product', row.productCode]);
  return dims;
}

/**
 * What replacing a tenant's rows `before` by `after` changes in the platform's totals: per fact,
 * dimension, month and value, new minus old (zero differences left out), in key order — the order
 * the refresh writes them in, so two refreshes never lock the same platform rows in opposite orders.
 */
export function platformDifferences(before: readonly TenantMonthRow[], after: readonly TenantMonthRow[]): PlatformDelta[] {
  const deltas = new Map<string, PlatformDelta>();
  const add = (row: TenantMonthRow, sign: 1 | -1) => {
    for (const [dimKind, dimValue] of dimensionsOf(row)) {
      const key = JSON.stringify([row.fact, dimKind, row.month, dimValue]);
      const delta = deltas.get(key) ?? { fact: row.fact, dimKind, month: row.month, dimValue, count: 0, amount: 0 };
      delta.count += sign * row.count;
      delta.amount += sign * row.amount;
      deltas.set(key, delta);
    }
  };
  for (const row of before) add(row, -1);
  for (const row of after) add(row, 1);
  return [...deltas.entries()]
    .filter(([, delta]) => delta.count !== 0 || delta.amount !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, delta]) => delta);
}
