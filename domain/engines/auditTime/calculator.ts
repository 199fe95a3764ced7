/**
 * Audit-time calculator (brief §4.3, "Calculator design"):
 *   effective personnel → table days → adjustments (reductions ≤ 30 %) → multi-site (≤ 50 % per
 *   sampled site, never below the single-site time) → integrated audit (≤ 20 %) → half-day
 *   rounding → Stage 1 / Stage 2 split, surveillance ≈ 1/3, recertification ≈ 2/3, on-site ≥ 80 %.
 * Pure: the same input, configuration and tables always give the same result and justification.
 */
import { dataOrThrow, safeParse } from '../../kernel/validation';
import { assertNoIssues } from '../errors';
import { explainAuditTime } from './explain';
import {
  AUDIT_TIME_FIELD_LABELS,
  auditTimeConfigSchema,
  auditTimeInputSchema,
  auditTimeOptionsSchema,
  AUDIT_TIME_LIMITS,
  AuditComplexity,
  ManagementSystem,
  type Adjustment,
  type AuditTimeConfig,
  type AuditTimeInput,
  type Personnel,
} from './model';
import { computePersonnel, mergePersonnel, personnelIssues, type EffectivePersonnel } from './personnel';
import type { AdjustmentSummary, AuditPortion, AuditTimeOptions, AuditTimeResult, SiteTime, StandardTime, TableRef } from './result';
import { ceilHalfDay, roundHalfDay } from './rounding';
import { AUDIT_TIME_TABLES, auditTimeTableSchema, findTable, lookupDays, TABLE_FIELD_LABELS, type AuditTimeTable } from './tables';

const pctToFactor = (pct: number) => pct / 100;

/**
 * Increases and reductions of one system's table time (IAF MD5; rule and worked examples in
 * docs/engines-audit-time.md §1.4). gross: the reductions' sum is capped, increases come on top.
 * net: increases offset reductions first and only the remaining net reduction is capped.
 */
export function summariseAdjustments(items: Adjustment[], config: AuditTimeConfig): AdjustmentSummary {
  const increasePct = items.filter((a) => a.percent > 0).reduce((sum, a) => sum + a.percent, 0);
  const reductionPctRequested = items.filter((a) => a.percent < 0).reduce((sum, a) => sum - a.percent, 0);
  const netting = config.reductionNetting;
  if (netting === 'net') {
    const reductionPctApplied = Math.min(Math.max(0, reductionPctRequested - increasePct), config.maxReductionPct);
    const netIncrease = Math.max(0, increasePct - reductionPctRequested);
    return { items, increasePct, reductionPctRequested, reductionPctApplied, netting, factor: 1 + pctToFactor(netIncrease - reductionPctApplied) };
  }
  const reductionPctApplied = Math.min(reductionPctRequested, config.maxReductionPct);
  return { items, increasePct, reductionPctRequested, reductionPctApplied, netting, factor: 1 + pctToFactor(increasePct - reductionPctApplied) };
}

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
  const [opts] = dataOrThrow([safeParse(auditTimeOptionsSchema, options, { labels: AUDIT_TIME_FIELD_LABELS, root: 'options' })]);
  const [config, request, ...tenantTables] = dataOrThrow([
    safeParse(auditTimeConfigSchema, opts.config ?? {}, { labels: AUDIT_TIME_FIELD_LABELS, root: 'config' }),
    safeParse(auditTimeInputSchema, input, { labels: AUDIT_TIME_FIELD_LABELS }),
    ...(opts.tables ?? []).map((t, i) => safeParse(auditTimeTableSchema, t, { labels: TABLE_FIELD_LABELS, root: `tables[${i}]` })),
  ]);
  // Tenant tables first, so they win over the shipped ones for the same system and complexity.
  const tables = [...tenantTables, ...AUDIT_TIME_TABLES];

  const issues: string[] = [];
  const siteInputs = request.sites ?? [];
  if (request.personnel) issues.push(...personnelIssues(request.personnel, config, 'personnel'));
  siteInputs.forEach((site, i) => issues.push(...personnelIssues(site.personnel, config, `sites[${i}].personnel`, `场所“${site.name}”`)));
  const chosen = request.standards.map((s, i) => {
    const table = findTable(s.standard, s.complexity, tables);
    if (!table)
      issues.push(
        `管理体系（standards[${i}]）：没有${ManagementSystem.label(s.standard)}${s.complexity ? `（${AuditComplexity.label(s.complexity)}）` : ''}的审核时间表`,
      );
    return { request: s, table };
  });
  const orgPersonnel: Personnel = request.personnel ?? mergePersonnel(siteInputs.map((s) => s.personnel));
  const orgPeople = orgPersonnel.fullTime + [...orgPersonnel.partTime, ...orgPersonnel.temporary].reduce((sum, g) => sum + g.count, 0);
  if (request.sites && orgPeople > AUDIT_TIME_LIMITS.headcount)
    issues.push(`场所（sites）：各场所人员合计 ${orgPeople} 人，不能超过 ${AUDIT_TIME_LIMITS.headcount} 人`);
  assertNoIssues(issues);

  const effectivePersonnel = computePersonnel(orgPersonnel, config);
  const sites: SiteBasis[] | null = request.sites ? request.sites.map((s) => ({ ...s, personnel: computePersonnel(s.personnel, config) })) : null;

  const standards: StandardTime[] = chosen.map(({ request: s, table: found }) => {
    const table = found as AuditTimeTable;
    const adjustments = summariseAdjustments(s.adjustments, config);
    const lookup = lookupDays(table, effectivePersonnel.effective, config.lookupMode);
    const adjustedDays = lookup.days * adjustments.factor;
    const siteTimes = sites?.map((site): SiteTime => {
      const siteLookup = lookupDays(table, site.personnel.effective, config.lookupMode);
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
    return {
      standard: s.standard,
      complexity: s.complexity,
      table: tableRef,
      lookup,
      adjustments,
      adjustedDays,
      sites: siteTimes ?? null,
      sitesTotalDays,
      floorApplied,
      days,
    };
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
