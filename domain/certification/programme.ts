/**
 * The 3-year certification programme (../shared/docs/domain-brief.md §4.2), pure: the five audits
 * of a project with their windows and on-site days, computed from the contract review's date and
 * stored audit time, and recomputed (`reanchorProgramme`) when the audits' real dates or the
 * certification decision become known.
 *
 *   Stage 1          from the review date, within PROGRAMME_RULES.stage1Months
 *   Stage 2          after Stage 1, within stage2Months of its end (planned: the end of its window)
 *   decision         known, or estimated: the planned end of Stage 2 + decisionDays
 *   surveillance 1   within 12 months of the decision (window: its last surveillanceWindowMonths)
 *   surveillance 2   ≤ 12 months after surveillance 1, within 24 months of the decision
 *   expiry           decision + 3 years − 1 day; recertification in the recertWindowMonths before it
 */
import type { AuditTimeResult } from '../engines/auditTime';
import { ceilHalfDay } from '../engines/auditTime';
import { addDays, addMonths } from '../engines/timeline/isoDate';
import type { AuditType } from './enums';

export const PROGRAMME_RULES = {
  /** Stage 1 within 3 months of the contract review. */
  stage1Months: 3,
  /** Stage 2 within 6 months after Stage 1 (configurable). */
  stage2Months: 6,
  /** Days from the planned end of Stage 2 to the estimated certification decision. */
  decisionDays: 30,
  /** Surveillance audits at most 12 months apart, the first within 12 months of the decision. */
  surveillanceIntervalMonths: 12,
  /** A surveillance audit's window: the last 3 months before its deadline. */
  surveillanceWindowMonths: 3,
  /** Certificates are valid 3 years. */
  certificateYears: 3,
  /** Recertification completed in the 3 months before expiry. */
  recertWindowMonths: 3,
} as const;

/** The certificate's last valid day: decision + 3 years − 1 day. */
export const certificateExpiry = (decisionDate: string): string => addDays(addMonths(decisionDate, 12 * PROGRAMME_RULES.certificateYears), -1);

/** A recertified certificate's last valid day: its current one plus another validity period. */
export const renewedExpiry = (expiresOn: string): string => addMonths(expiresOn, 12 * PROGRAMME_RULES.certificateYears);

export interface ProgrammeAudit {
  type: AuditType;
  seq: number;
  windowFrom: string;
  windowTo: string;
  /** On-site days required (leader and auditor days count). */
  requiredDays: number;
  /** Total audit time of the audit (on-site and off-site). */
  totalDays: number;
}

/** What is known of the audits when the windows are recomputed: real dates where they exist. */
export interface ProgrammeFacts {
  reviewDate: string;
  /** Known dates per audit type (scheduled or done). */
  dates?: Partial<Record<AuditType, { startDate: string | null; endDate: string | null }>>;
  /** The certification decision's date, once recorded (B2). */
  decisionDate?: string | null;
}

export interface ProgrammeWindows {
  windows: Record<AuditType, { windowFrom: string; windowTo: string }>;
  /** Known or estimated decision date. */
  decisionDate: string;
  decisionEstimated: boolean;
  expiresOn: string;
}

const min = (a: string, b: string): string => (a < b ? a : b);
const max = (a: string, b: string): string => (a > b ? a : b);

/** The windows of the five audits from what is known (pure; the same facts give the same windows). */
export function programmeWindows(facts: ProgrammeFacts): ProgrammeWindows {
  const R = PROGRAMME_RULES;
  const dates = facts.dates ?? {};
  const stage1 = { windowFrom: facts.reviewDate, windowTo: addMonths(facts.reviewDate, R.stage1Months) };
  const stage1End = dates.stage1?.endDate ?? null;
  const stage2 = {
    windowFrom: addDays(stage1End ?? stage1.windowFrom, 1),
    windowTo: addMonths(stage1End ?? stage1.windowTo, R.stage2Months),
  };
  const plannedStage2End = dates.stage2?.endDate ?? stage2.windowTo;
  const decisionDate = facts.decisionDate ?? addDays(plannedStage2End, R.decisionDays);
  const surveillanceDeadline1 = addDays(addMonths(decisionDate, R.surveillanceIntervalMonths), -1);
  const surveillance1 = {
    windowFrom: max(addMonths(surveillanceDeadline1, -R.surveillanceWindowMonths), addDays(decisionDate, 1)),
    windowTo: surveillanceDeadline1,
  };
  const s1End = dates.surveillance1?.endDate ?? surveillance1.windowTo;
  const surveillanceDeadline2 = min(
    addMonths(s1End, R.surveillanceIntervalMonths),
    addDays(addMonths(decisionDate, 2 * R.surveillanceIntervalMonths), -1),
  );
  const surveillance2 = {
    windowFrom: max(addMonths(surveillanceDeadline2, -R.surveillanceWindowMonths), addDays(s1End, 1)),
    windowTo: surveillanceDeadline2,
  };
  const expiresOn = certificateExpiry(decisionDate);
  const recertification = { windowFrom: addMonths(expiresOn, -R.recertWindowMonths), windowTo: expiresOn };
  return {
    windows: { stage1, stage2, surveillance1, surveillance2, recertification },
    decisionDate,
    decisionEstimated: !facts.decisionDate,
    expiresOn,
  };
}

/** Days of each audit from the stored audit-time result: total, and the on-site days required. */
export function programmeDays(
  result: Pick<AuditTimeResult, 'initial' | 'surveillance' | 'recertification' | 'config'>,
): Record<AuditType, { requiredDays: number; totalDays: number }> {
  const ratio = result.config.minOnSiteRatio;
  const stage = (days: number) => ({ totalDays: days, requiredDays: Math.min(days, ceilHalfDay(days * ratio)) });
  return {
    stage1: stage(result.initial.stage1Days),
    stage2: stage(result.initial.stage2Days),
    surveillance1: { totalDays: result.surveillance.totalDays, requiredDays: result.surveillance.onSiteMinDays },
    surveillance2: { totalDays: result.surveillance.totalDays, requiredDays: result.surveillance.onSiteMinDays },
    recertification: { totalDays: result.recertification.totalDays, requiredDays: result.recertification.onSiteMinDays },
  };
}

/** The five audits of a new programme, from the review date and the stored audit time. */
export function generateProgramme(
  reviewDate: string,
  result: Pick<AuditTimeResult, 'initial' | 'surveillance' | 'recertification' | 'config'>,
): ProgrammeAudit[] {
  const { windows } = programmeWindows({ reviewDate });
  const days = programmeDays(result);
  const types: AuditType[] = ['stage1', 'stage2', 'surveillance1', 'surveillance2', 'recertification'];
  return types.map((type, index) => ({ type, seq: index + 1, ...windows[type], ...days[type] }));
}

/**
 * The windows again once dates or the decision are known (B2 calls it when it records the
 * decision; the server when an audit is completed). Audits already started keep their windows.
 */
export function reanchorProgramme<A extends { type: AuditType; windowFrom: string; windowTo: string; state: string }>(
  audits: readonly A[],
  facts: ProgrammeFacts,
): A[] {
  const { windows } = programmeWindows(facts);
  return audits.map((audit) => (audit.state === 'planned' || audit.state === 'scheduled' ? { ...audit, ...windows[audit.type] } : audit));
}

/** Whether the programme may be generated again: no audit started. */
export const canRegenerateProgramme = (audits: readonly { state: string }[]): boolean =>
  audits.every((audit) => audit.state === 'planned' || audit.state === 'scheduled' || audit.state === 'cancelled');
