/**
 * Rules of the smart scheduling area the server applies (the hard constraints themselves are the
 * engine's, domain/engines/schedule; the period rules the page shares are in ./period.ts): the busy days of
 * an assessor per month as the board shows them (the engine's monthlyLimit counts the same way:
 * every working day of an audit the assessor is on), what a planner may still change, and how a
 * refused plan reads.
 */
import type { AuditState } from '../certification/enums';
import { scheduleDays } from '../engines/schedule/days';
import { HardConstraint, type Violation } from '../engines/schedule/model';

/** States in which a planner may still change an audit's dates and team. */
export const SCHEDULE_EDITABLE_STATES: readonly AuditState[] = ['planned', 'scheduled'];
export const scheduleEditable = (state: AuditState) => SCHEDULE_EDITABLE_STATES.includes(state);

/** Working days per month 'YYYY-MM' of each assessor over the given plans. */
export function busyDaysByMonth(
  plans: readonly { startDate: string; endDate: string; members: readonly { assessorCode: string }[] }[],
): Map<string, Record<string, number>> {
  const days = scheduleDays();
  const out = new Map<string, Record<string, number>>();
  for (const plan of plans) {
    if (plan.endDate < plan.startDate) continue;
    const perMonth: Record<string, number> = {};
    for (const day of days.workdaysBetween(plan.startDate, plan.endDate)) perMonth[day.slice(0, 7)] = (perMonth[day.slice(0, 7)] ?? 0) + 1;
    for (const member of plan.members) {
      const record = out.get(member.assessorCode) ?? {};
      for (const [month, count] of Object.entries(perMonth)) record[month] = (record[month] ?? 0) + count;
      out.set(member.assessorCode, record);
    }
  }
  return out;
}

/** A violation as the page shows it (the engine's message already names person, dates and rule). */
export const violationView = (violation: Violation) => ({
  constraint: violation.constraint,
  label: HardConstraint.labels[violation.constraint],
  assessorCode: violation.assessorCode ?? null,
  message: violation.message,
});

/** The one-line refusal of a hand edit: every violated rule, each once. */
export function refusalMessage(violations: readonly Violation[]): string {
  const messages = [...new Set(violations.map((violation) => violation.message))];
  return `该排期违反硬性约束，未保存：${messages.join('；')}`;
}
