/**
 * Rules of the smart scheduling area (the hard constraints themselves are the engine's,
 * domain/engines/schedule): the period a planner may choose, the default period, the busy days of
 * an assessor per month as the board shows them (the engine's monthlyLimit counts the same way:
 * every working day of an audit the assessor is on), what a planner may still change, and how a
 * refused plan reads.
 */
import type { AuditState } from '../certification/enums';
import { scheduleDays } from '../engines/schedule/days';
import { HardConstraint, type Violation } from '../engines/schedule/model';
import { addDays, toDayNumber } from '../engines/timeline/isoDate';

/** Longest period of a board or a proposal: a quarter (92 days). */
export const SCHEDULE_PERIOD_MAX_DAYS = 92;

/** The refusal of a period, or null: the end not before the start, at most a quarter. */
export function periodRefusal(from: string, to: string): string | null {
  if (to < from) return `参数错误：to 排期周期的结束日期 ${to} 早于开始日期 ${from}`;
  if (toDayNumber(to) - toDayNumber(from) + 1 > SCHEDULE_PERIOD_MAX_DAYS) return '参数错误：to 排期周期最长 3 个月（92 天），请缩短周期';
  return null;
}

/** The default period: the first day of next month and the two months after it (three months). */
export function defaultSchedulePeriod(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = (y: number, m: number) => `${y + Math.floor((m - 1) / 12)}-${String(((m - 1) % 12) + 1).padStart(2, '0')}-01`;
  const from = first(year, month + 1);
  const to = addDays(first(year, month + 4), -1);
  return { from, to };
}

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

/** Working days an audit of `start`…`end` keeps when moved to `newStart` (the end follows). */
export function movedEnd(start: string, end: string, newStart: string): string {
  const days = scheduleDays();
  const count = Math.max(1, days.workdaysBetween(start, end).length);
  let day = newStart;
  let seen = days.isWorkday(day) ? 1 : 0;
  while (seen < count) {
    day = addDays(day, 1);
    if (days.isWorkday(day)) seen++;
  }
  return day;
}
