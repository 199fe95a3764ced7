/**
 * The period of a board and a hand move's dates, shared by the server and the page. No holiday
 * calendar here (the web bundle does not load it): the server checks every plan against the
 * working-day calendar with the engine.
 */
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

/**
 * The end of an audit of `start`…`end` moved to `newStart`, keeping its number of weekdays
 * (Monday–Friday); a holiday in the new span is the engine's to refuse, the planner then moves the end.
 */
export function movedEnd(start: string, end: string, newStart: string): string {
  const weekday = (day: string) => {
    const dow = ((toDayNumber(day) % 7) + 7 + 4) % 7; // day 0 = 1970-01-01, a Thursday
    return dow !== 0 && dow !== 6;
  };
  let count = 0;
  for (let day = start; day <= end; day = addDays(day, 1)) if (weekday(day)) count++;
  count = Math.max(1, count);
  let day = newStart;
  let seen = weekday(day) ? 1 : 0;
  while (seen < count) {
    day = addDays(day, 1);
    if (weekday(day)) seen++;
  }
  return day;
}
