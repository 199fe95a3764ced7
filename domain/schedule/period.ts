/**
 * The period of a board and a hand move's dates, shared by the server and the page. No holiday
 * calendar here (the web bundle does not load it): the server checks every plan against the
 * working-day calendar with the engine.
 */
import { addDays, addMonths, toDayNumber, weekday } from '../engines/timeline/isoDate';

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
  const from = addMonths(`${today.slice(0, 7)}-01`, 1);
  return { from, to: addDays(addMonths(from, 3), -1) };
}

/**
 * The end of an audit of `start`…`end` moved to `newStart`, keeping its number of weekdays
 * (Monday–Friday); a holiday in the new span is the engine's to refuse, the planner then moves the end.
 */
export function movedEnd(start: string, end: string, newStart: string): string {
  const monToFri = (day: string) => weekday(day) !== 0 && weekday(day) !== 6;
  let count = 0;
  for (let day = start; day <= end; day = addDays(day, 1)) if (monToFri(day)) count++;
  count = Math.max(1, count);
  let day = newStart;
  let seen = monToFri(day) ? 1 : 0;
  while (seen < count) {
    day = addDays(day, 1);
    if (monToFri(day)) seen++;
  }
  return day;
}
