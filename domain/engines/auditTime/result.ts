/**
 * Result types of the audit-time calculator. They live apart from calculator.ts so that
 * explain.ts (which turns a result into justification lines) depends on the output shape only,
 * and calculator.ts depends on explain.ts, never the other way round.
 */
import type { Adjustment, AuditComplexity, AuditTimeConfig, AuditTimeConfigInput, ManagementSystem } from './model';
import type { EffectivePersonnel } from './personnel';
import type { AuditTimeTableInput, TableLookup } from './tables';

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
  /** Reduction counted against the table time: gross = min(reductions, cap); net = min(max(0, reductions − increases), cap). */
  reductionPctApplied: number;
  /** How increases and reductions were netted (config.reductionNetting). */
  netting: 'gross' | 'net';
  /** gross: 1 + increases − applied reductions; net: 1 + net increase, or 1 − applied net reduction. */
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
