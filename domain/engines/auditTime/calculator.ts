/**
 * Audit-time calculator (brief §4.3, "Calculator design"):
 *   effective personnel → table days → adjustments (reductions ≤ 30 %) → multi-site (≤ 50 % per
 *   sampled site, never below the single-site time) → integrated audit (≤ 20 %) → half-day
 *   rounding → Stage 1 / Stage 2 split, surveillance ≈ 1/3, recertification ≈ 2/3, on-site ≥ 80 %.
 * Pure: the same input, configuration and tables always give the same result and justification.
 */
import { dataOrThrow, safeParse } from '../../validation';
import { assertNoIssues } from '../errors';
import { explainAuditTime } from './explain';
import {
  AUDIT_TIME_FIELD_LABELS,
  auditTimeConfigSchema,
  auditTimeInputSchema,
  AuditComplexity,
  ManagementSystem,
  type Adjustment,
  type AuditTimeConfig,
  type AuditTimeConfigInput,
  type AuditTimeInput,
  type Personnel,
} from './model';
import { computeEffectivePersonnel, mergePersonnel, personnelIssues, type EffectivePersonnel } from './personnel';
import { ceilHalfDay, roundHalfDay } from './rounding';
import { AUDIT_TIME_TABLES, auditTimeTableSchema, findAuditTimeTable, lookupTableDays, type AuditTimeTable, type AuditTimeTableInput, type TableLookup } from './tables';

export interface AuditTimeOptions {
  config?: AuditTimeConfigInput;
  /** Tenant tables; they take precedence over the shipped ones for the same system and complexity. */
  tables?: readonly AuditTimeTableInput[];
}

export interface TableRef {
  standard: ManagementSystem;
  complexity?: AuditComplexity;
  id: string;
  version: string;
  title: string;
}

export interface AdjustmentSummary {
  items: Adjustment[];
  increasePct: number;
  reductionPctRequested: number;
  /** min(requested, maxReductionPct). */
  reductionPctApplied: number;
  /** 1 + increases − applied reductions. */
  factor: number;
}

export interface SiteTime {
  name: string;
  central: boolean;
  visited: boolean;
  personnel: EffectivePersonnel;
  lookup: TableLookup;
  /** Table days × adjustment factor. */
  adjustedDays: number;
  reductionPctRequested: number;
  reductionPctApplied: number;
  /** Unrounded time at this site (0 when not visited). */
  days: number;
  /** This site's time rounded to half days, for per-site planning (the total is rounded once). */
  roundedDays: number;
}

export interface StandardTime {
  standard: ManagementSystem;
  complexity?: AuditComplexity;
  table: TableRef;
  /** Lookup for the whole organisation as if on one site. */
  lookup: TableLookup;
  adjustments: AdjustmentSummary;
  /** Whole-organisation table days × adjustment factor (the single-site time). */
  adjustedDays: number;
  /** Multi-site detail; null for a single-site organisation. */
  sites: SiteTime[] | null;
  sitesTotalDays: number | null;
  /** True when the multi-site total was raised to the single-site time (IAF MD1 floor). */
  floorApplied: boolean;
  /** Unrounded time for this system before any integration reduction. */
  days: number;
}

export interface AuditPortion {
  totalDays: number;
  /** ≥ minOnSiteRatio × total, rounded up to half days. */
  onSiteMinDays: number;
  offSiteMaxDays: number;
}

export interface AuditTimeResult {
  tables: TableRef[];
  effectivePersonnel: EffectivePersonnel;
  standards: StandardTime[];
  integration: { requestedPct: number; appliedPct: number; justification: string; daysBefore: number; daysAfter: number } | null;
  /** Time before half-day rounding. */
  unroundedDays: number;
  /** True when the rounded time was raised to minInitialDays. */
  minimumApplied: boolean;
  initial: AuditPortion & { stage1Days: number; stage2Days: number };
  /** Each surveillance audit (years 2 and 3). */
  surveillance: AuditPortion;
  recertification: AuditPortion;
  config: AuditTimeConfig;
  /** Chinese justification lines, to be given to the client with the contract. */
  justification: string[];
}

const pctToFactor = (pct: number) => pct / 100;

function summariseAdjustments(items: Adjustment[], config: AuditTimeConfig): AdjustmentSummary {
  const increasePct = items.filter((a) => a.percent > 0).reduce((sum, a) => sum + a.percent, 0);
  const reductionPctRequested = items.filter((a) => a.percent < 0).reduce((sum, a) => sum - a.percent, 0);
  const reductionPctApplied = Math.min(reductionPctRequested, config.maxReductionPct);
  return { items, increasePct, reductionPctRequested, reductionPctApplied, factor: 1 + pctToFactor(increasePct - reductionPctApplied) };
}

const TABLE_FIELD_LABELS = {
  id: '表号',
  version: '版本',
  standard: '管理体系',
  complexity: '复杂程度',
  title: '表名',
  basis: '依据',
  'rows.*.min': '人数下限',
  'rows.*.max': '人数上限',
  'rows.*.days': '人日',
  'progression.personnelPerStep': '递进人数',
  'progression.daysPerStep': '递进人日',
};

function portion(totalDays: number, config: AuditTimeConfig): AuditPortion {
  const onSiteMinDays = Math.min(totalDays, ceilHalfDay(totalDays * config.minOnSiteRatio));
  return { totalDays, onSiteMinDays, offSiteMaxDays: totalDays - onSiteMinDays };
}

interface SiteBasis {
  name: string;
  central: boolean;
  visited: boolean;
  reductionPct: number;
  personnel: EffectivePersonnel;
}

export function calculateAuditTime(input: AuditTimeInput, options: AuditTimeOptions = {}): AuditTimeResult {
  const [config, request, ...tenantTables] = dataOrThrow([
    safeParse(auditTimeConfigSchema, options.config ?? {}, { labels: AUDIT_TIME_FIELD_LABELS, root: 'config' }),
    safeParse(auditTimeInputSchema, input, { labels: AUDIT_TIME_FIELD_LABELS }),
    ...(options.tables ?? []).map((t, i) => safeParse(auditTimeTableSchema, t, { labels: TABLE_FIELD_LABELS, root: `tables[${i}]` })),
  ]);
  // Tenant tables first, so they win over the shipped ones for the same system and complexity.
  const tables = [...tenantTables, ...AUDIT_TIME_TABLES];

  const issues: string[] = [];
  const siteInputs = request.sites ?? [];
  if (request.personnel) issues.push(...personnelIssues(request.personnel, config, 'personnel'));
  siteInputs.forEach((site, i) => issues.push(...personnelIssues(site.personnel, config, `sites[${i}].personnel`, `场所“${site.name}”`)));
  const chosen = request.standards.map((s, i) => {
    const table = findAuditTimeTable(s.standard, s.complexity, tables);
    if (!table) issues.push(`管理体系（standards[${i}]）：没有${ManagementSystem.label(s.standard)}${s.complexity ? `（${AuditComplexity.label(s.complexity)}）` : ''}的审核时间表`);
    return { request: s, table };
  });
  assertNoIssues(issues);

  const orgPersonnel: Personnel = request.personnel ?? mergePersonnel(siteInputs.map((s) => s.personnel));
  const effectivePersonnel = computeEffectivePersonnel(orgPersonnel, config);
  const sites: SiteBasis[] | null = request.sites
    ? request.sites.map((s) => ({ ...s, personnel: computeEffectivePersonnel(s.personnel, config) }))
    : null;

  const standards: StandardTime[] = chosen.map(({ request: s, table: found }) => {
    const table = found as AuditTimeTable;
    const adjustments = summariseAdjustments(s.adjustments, config);
    const lookup = lookupTableDays(table, effectivePersonnel.effective, config.lookupMode);
    const adjustedDays = lookup.days * adjustments.factor;
    const siteTimes = sites?.map((site): SiteTime => {
      const siteLookup = lookupTableDays(table, site.personnel.effective, config.lookupMode);
      const siteAdjusted = siteLookup.days * adjustments.factor;
      const reductionPctApplied = site.visited ? Math.min(site.reductionPct, config.maxSiteReductionPct) : 0;
      const days = site.visited ? siteAdjusted * (1 - pctToFactor(reductionPctApplied)) : 0;
      return {
        name: site.name,
        central: site.central,
        visited: site.visited,
        personnel: site.personnel,
        lookup: siteLookup,
        adjustedDays: siteAdjusted,
        reductionPctRequested: site.reductionPct,
        reductionPctApplied,
        days,
        roundedDays: roundHalfDay(days),
      };
    });
    const sitesTotalDays = siteTimes ? siteTimes.reduce((sum, t) => sum + t.days, 0) : null;
    const floorApplied = sitesTotalDays !== null && config.multiSiteSingleSiteFloor && sitesTotalDays < adjustedDays;
    const days = sitesTotalDays === null || floorApplied ? adjustedDays : sitesTotalDays;
    const tableRef: TableRef = { standard: table.standard, complexity: table.complexity, id: table.id, version: table.version, title: table.title };
    return { standard: s.standard, complexity: s.complexity, table: tableRef, lookup, adjustments, adjustedDays, sites: siteTimes ?? null, sitesTotalDays, floorApplied, days };
  });

  const daysBefore = standards.reduce((sum, s) => sum + s.days, 0);
  const integration = request.integration
    ? (() => {
        const appliedPct = Math.min(request.integration.reductionPct, config.maxIntegrationReductionPct);
        return {
          requestedPct: request.integration.reductionPct,
          appliedPct,
          justification: request.integration.justification,
          daysBefore,
          daysAfter: daysBefore * (1 - pctToFactor(appliedPct)),
        };
      })()
    : null;
  const unroundedDays = integration?.daysAfter ?? daysBefore;
  const rounded = roundHalfDay(unroundedDays);
  const totalDays = Math.max(rounded, config.minInitialDays);

  const stage1Days = Math.min(Math.max(roundHalfDay(totalDays * config.stage1Ratio), 0.5), totalDays - 0.5);
  const surveillanceDays = Math.max(0.5, roundHalfDay(totalDays * config.surveillanceRatio));
  const recertificationDays = Math.max(0.5, roundHalfDay(totalDays * config.recertificationRatio));

  const result: AuditTimeResult = {
    tables: standards.map((s) => s.table),
    effectivePersonnel,
    standards,
    integration,
    unroundedDays,
    minimumApplied: totalDays > rounded,
    initial: { ...portion(totalDays, config), stage1Days, stage2Days: totalDays - stage1Days },
    surveillance: portion(surveillanceDays, config),
    recertification: portion(recertificationDays, config),
    config,
    justification: [],
  };
  result.justification = explainAuditTime(result);
  return result;
}
