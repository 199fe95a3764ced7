/**
 * The periods every dashboard figure is computed over: whole China-time months ("YYYY-MM").
 * Figures are kept per month (server/db/schema/metrics.ts), so a range is a run of months, at most
 * METRICS_MAX_MONTHS long, and "the previous period" is the run of the same length just before it.
 */
import { chinaMonths } from '../kernel/chinaTime';

/** The longest range a dashboard or an analysis may ask for. */
export const METRICS_MAX_MONTHS = 36;
/** The range a dashboard opens with: the last 12 months, this one included. */
export const METRICS_DEFAULT_MONTHS = 12;

export const MONTH_PATTERN = /^(20\d{2})-(0[1-9]|1[0-2])$/;

export interface MonthRange {
  startMonth: string;
  endMonth: string;
}

/** Months between two "YYYY-MM" values, counted inclusively (1 for the same month). */
export function monthSpan(startMonth: string, endMonth: string): number {
  const [sy, sm] = startMonth.split('-').map(Number);
  const [ey, em] = endMonth.split('-').map(Number);
  return (ey - sy) * 12 + (em - sm) + 1;
}

/** The month `delta` months after (negative: before) "YYYY-MM". */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 7);
}

/** Every month of the range, oldest first. */
export function monthsOf(range: MonthRange): string[] {
  const span = monthSpan(range.startMonth, range.endMonth);
  return Array.from({ length: Math.max(0, span) }, (_, i) => addMonths(range.startMonth, i));
}

/** The range asked for, with the default (the last 12 months up to `now`'s China month) for what is missing. */
export function resolveRange(asked: Partial<MonthRange>, now: Date): MonthRange {
  const current = chinaMonths(now, 1).months[0];
  const endMonth = asked.endMonth ?? (asked.startMonth ? addMonths(asked.startMonth, METRICS_DEFAULT_MONTHS - 1) : current);
  const startMonth = asked.startMonth ?? addMonths(endMonth, -(METRICS_DEFAULT_MONTHS - 1));
  return { startMonth, endMonth };
}

/** Why a range cannot be used (Chinese, shown under the picker), or null when it can. */
export function rangeProblem(range: Partial<MonthRange>): string | null {
  if (!range.startMonth || !range.endMonth) return null;
  const span = monthSpan(range.startMonth, range.endMonth);
  if (span < 1) return '开始月份不能晚于结束月份';
  if (span > METRICS_MAX_MONTHS) return `统计区间最长 ${METRICS_MAX_MONTHS} 个月，请缩短区间`;
  return null;
}

/** The period just before `range`, of the same length (the comparison of the analysis page). */
export function previousRange(range: MonthRange): MonthRange {
  const span = monthSpan(range.startMonth, range.endMonth);
  return { startMonth: addMonths(range.startMonth, -span), endMonth: addMonths(range.startMonth, -1) };
}

/** The change from `previous` to `value` as a ratio (0.25 = +25%); null when there is nothing to compare with. */
export const changeRatio = (value: number, previous: number): number | null => (previous === 0 ? null : (value - previous) / previous);

/** "2026-03" → "2026年3月" (axis labels, Excel headers). */
export const monthLabel = (month: string): string => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
