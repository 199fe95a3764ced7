/**
 * The rules behind the channel's dashboards: when a project is late, how long a delivery took,
 * which findings count as open and serious, and which customers need attention first. The
 * server's summary of each project (metric_projects) is computed with these, and the pages
 * explain them with the same texts.
 */
import { CHINA_OFFSET_MS } from '../kernel/chinaTime';

const DAY_MS = 86_400_000;

/** Gap levels at or above this are "high" (the engine's scale 1–5; 4 and 5 are the serious ones). */
export const HIGH_GAP_LEVEL = 4;
/** Risk levels at or above this are high risks (GB/T 20984 scale 1–5: 高 4, 很高 5). */
export const HIGH_RISK_LEVEL = 4;
/** How many customers the attention list shows. */
export const ATTENTION_LIST_SIZE = 10;

/** Whole China-time days from `from` to `to` (a delivery finished the same day took 0 days). */
export function chinaDaysBetween(from: Date, to: Date): number {
  const day = (d: Date) => Math.floor((d.getTime() + CHINA_OFFSET_MS) / DAY_MS);
  return Math.max(0, day(to) - day(from));
}

export interface ProjectTiming {
  finished: boolean;
  purchasedAt: Date;
  finishedAt: Date | null;
  /** The product's planned delivery days (交付周期), frozen with the version bought. */
  plannedDays: number;
  withdrawn: boolean;
}

/** The day a project is due: its purchase day plus the product's planned delivery days. */
export const dueDateOf = (timing: Pick<ProjectTiming, 'purchasedAt' | 'plannedDays'>): Date =>
  new Date(timing.purchasedAt.getTime() + timing.plannedDays * DAY_MS);

/** Late: not finished (nor withdrawn) and past its due day; or finished after it. */
export function isDelayed(timing: ProjectTiming, now: Date): boolean {
  if (timing.withdrawn) return false;
  const planned = timing.plannedDays;
  if (timing.finished && timing.finishedAt) return chinaDaysBetween(timing.purchasedAt, timing.finishedAt) > planned;
  return chinaDaysBetween(timing.purchasedAt, now) > planned;
}

/** Days a finished project took from purchase to finish; null while it is not finished. */
export const deliveryDaysOf = (timing: ProjectTiming): number | null =>
  timing.finished && timing.finishedAt ? chinaDaysBetween(timing.purchasedAt, timing.finishedAt) : null;

/** What is open and serious in one customer's projects (summed over its projects). */
export interface CustomerFindings {
  /** Gaps still being handled (gap_disposals in-handle) with level ≥ HIGH_GAP_LEVEL. */
  highGaps: number;
  /** High risks (level ≥ HIGH_RISK_LEVEL) whose residual risk is still untreated or awaiting acceptance. */
  highRisks: number;
  /** Residual risks still high after treatment (residual level ≥ HIGH_RISK_LEVEL). */
  residualHighRisks: number;
  /** Gap disposals past their due date and not handled. */
  overdueDisposals: number;
  /** Projects late against the product's delivery days. */
  delayedProjects: number;
}

/** Weights of the attention score: an overdue disposal weighs most, a late project next. */
export const ATTENTION_WEIGHTS: Readonly<Record<keyof CustomerFindings, number>> = {
  overdueDisposals: 5,
  delayedProjects: 4,
  residualHighRisks: 3,
  highRisks: 2,
  highGaps: 1,
};

const REASON_TEXT: Readonly<Record<keyof CustomerFindings, string>> = {
  overdueDisposals: '项整改逾期',
  delayedProjects: '个项目延期',
  residualHighRisks: '项残余高风险',
  highRisks: '项高风险未处置',
  highGaps: '项高等级差距未整改',
};

/** The attention score (0 = nothing to look at) and its reasons, most serious first. */
export function attentionOf(findings: CustomerFindings): { score: number; reasons: string[] } {
  const keys = (Object.keys(ATTENTION_WEIGHTS) as (keyof CustomerFindings)[]).sort((a, b) => ATTENTION_WEIGHTS[b] - ATTENTION_WEIGHTS[a]);
  let score = 0;
  const reasons: string[] = [];
  for (const key of keys) {
    const n = findings[key];
    if (n <= 0) continue;
    score += n * ATTENTION_WEIGHTS[key];
    reasons.push(`${n} ${REASON_TEXT[key]}`);
  }
  return { score, reasons };
}

/** How the attention list is ordered, as the page explains it. */
export const ATTENTION_EXPLAIN = `按关注分排序：整改逾期每项 ${ATTENTION_WEIGHTS.overdueDisposals} 分、项目延期每个 ${ATTENTION_WEIGHTS.delayedProjects} 分、残余高风险每项 ${ATTENTION_WEIGHTS.residualHighRisks} 分、高风险未处置每项 ${ATTENTION_WEIGHTS.highRisks} 分、高等级差距（${HIGH_GAP_LEVEL} 级及以上）未整改每项 ${ATTENTION_WEIGHTS.highGaps} 分。`;
