/**
 * Chinese working-day calendar: weekends, public holidays (法定节假日) and make-up working days
 * (调休上班), from the `chinese-days` package. Its holiday data covers a limited range of years
 * (2004–2026 in 1.5.x); outside it the calendar falls back to Monday–Friday and says so.
 * Tenants may add their own closures and working days (e.g. a year the package does not cover yet).
 */
// The package's data, not its functions: they read a 'YYYY-MM-DD' string as UTC midnight and key
// their tables in the local time zone, so in a browser or server west of UTC every day was read
// as the day before (a Saturday counted as a working day, the ISO timeline two days late). The
// published JSON is keyed by the calendar day itself.
import CHINESE_DAYS from 'chinese-days/dist/chinese-days.json';
import { z } from 'zod';
import { parseOrThrow } from '../../kernel/validation';
import { requireInteger } from '../guard';
import { isIsoDate, MAX_YEAR, MIN_YEAR, plusDays, requireIsoDate, weekday, yearOf, type IsoDate } from './isoDate';

/** Most override dates a tenant passes (a year has 366 days). */
export const MAX_OVERRIDE_DATES = 400;
/** Most working days addWorkdays counts in one call (about 20 years). */
export const MAX_WORKDAYS = 5_000;

const isoDateSchema = z.string().refine(isIsoDate, `须为 ${MIN_YEAR}–${MAX_YEAR} 年间的有效日期（YYYY-MM-DD）`);
export const calendarOverridesSchema = z.strictObject({
  extraHolidays: z.array(isoDateSchema).max(MAX_OVERRIDE_DATES).optional(),
  extraWorkdays: z.array(isoDateSchema).max(MAX_OVERRIDE_DATES).optional(),
});
const OVERRIDE_LABELS = { '': '日历调整', 'extraHolidays.*': '补充休息日', 'extraWorkdays.*': '补充工作日' };

export interface CalendarOverrides {
  /** Extra non-working days (company closure, a holiday the data lacks). */
  extraHolidays?: readonly IsoDate[];
  /** Extra working days (a make-up day the data lacks); wins over everything else. */
  extraWorkdays?: readonly IsoDate[];
}

export interface DayInfo {
  date: IsoDate;
  work: boolean;
  /** Why: 'weekday' | 'weekend' | 'holiday' (public holiday) | 'makeUpWorkday' (调休上班) | 'override'. */
  kind: 'weekday' | 'weekend' | 'holiday' | 'makeUpWorkday' | 'override';
  /** Chinese holiday name for holidays and make-up days (e.g. 国庆节), else ''. */
  name: string;
  /** False when the year lies outside the holiday data (weekends only). */
  holidayDataAvailable: boolean;
}

/** Public holidays (法定节假日) by day: "English name,中文名,days". */
const HOLIDAYS: Readonly<Record<string, string>> = CHINESE_DAYS.holidays;
/** Make-up working days (调休上班) by day. */
const MAKE_UP_WORKDAYS: Readonly<Record<string, string>> = CHINESE_DAYS.workdays;

const coverage = new Map<number, boolean>();

/** Whether chinese-days has the State Council holiday arrangement for `year`. */
export function holidayDataCovers(year: number): boolean {
  // The engine's own spans may run past MAX_YEAR (offsets add up to about 10 years).
  requireInteger(year, '年份（year）', MIN_YEAR, MAX_YEAR + 100);
  return covers(year);
}

function covers(year: number): boolean {
  let covered = coverage.get(year);
  if (covered === undefined) {
    // Every published arrangement contains New Year's Day, so a year without it has no data.
    covered = HOLIDAYS[`${year}-01-01`] !== undefined;
    coverage.set(year, covered);
  }
  return covered;
}

/** chinese-days names look like "National Day,国庆节,3"; keep the Chinese part. */
function chineseName(raw: string): string {
  const parts = raw.split(',');
  return parts.length >= 2 ? parts[1] : raw;
}

export interface WorkCalendar {
  day(date: IsoDate): DayInfo;
  isWorkday(date: IsoDate): boolean;
  /**
   * The `count`-th working day after `date`; with 0, `date` itself when it is a working day,
   * else the next working day.
   */
  addWorkdays(date: IsoDate, count: number): IsoDate;
}

/**
 * A working-day calendar with the tenant's overrides. Every argument of the calendar and of its
 * methods is checked (Chinese EngineInputError).
 */
export function createWorkCalendar(overrides: CalendarOverrides = {}): WorkCalendar {
  const inner = workCalendar(parseOrThrow(calendarOverridesSchema, overrides, { labels: OVERRIDE_LABELS, root: 'overrides' }));
  return {
    day: (date) => (requireIsoDate(date, '日期（date）'), inner.day(date)),
    isWorkday: (date) => (requireIsoDate(date, '日期（date）'), inner.isWorkday(date)),
    addWorkdays: (date, count) => {
      requireIsoDate(date, '日期（date）');
      requireInteger(count, '工作日数（count）', 0, MAX_WORKDAYS);
      return inner.addWorkdays(date, count);
    },
  };
}

/** The calendar for overrides already validated and dates the engine produced itself. */
export function workCalendar(overrides: CalendarOverrides = {}): WorkCalendar {
  const extraHolidays = new Set(overrides.extraHolidays ?? []);
  const extraWorkdays = new Set(overrides.extraWorkdays ?? []);

  const day = (date: IsoDate): DayInfo => {
    const isWeekend = weekday(date) === 0 || weekday(date) === 6;
    const holidayDataAvailable = covers(yearOf(date));
    if (extraWorkdays.has(date)) return { date, work: true, kind: 'override', name: '', holidayDataAvailable };
    if (extraHolidays.has(date)) return { date, work: false, kind: 'override', name: '', holidayDataAvailable };
    if (holidayDataAvailable) {
      const madeUp = MAKE_UP_WORKDAYS[date];
      if (madeUp !== undefined && isWeekend) return { date, work: true, kind: 'makeUpWorkday', name: chineseName(madeUp), holidayDataAvailable };
      // A holiday falling on a weekend is still a holiday by name (e.g. 2025-10-04, 国庆节).
      const holiday = HOLIDAYS[date];
      if (holiday !== undefined && madeUp === undefined)
        return { date, work: false, kind: 'holiday', name: chineseName(holiday), holidayDataAvailable };
    }
    return { date, work: !isWeekend, kind: isWeekend ? 'weekend' : 'weekday', name: '', holidayDataAvailable };
  };

  const isWorkday = (date: IsoDate) => day(date).work;

  const addWorkdays = (date: IsoDate, count: number): IsoDate => {
    let current = date;
    if (count === 0) {
      while (!isWorkday(current)) current = plusDays(current, 1);
      return current;
    }
    let remaining = count;
    while (remaining > 0) {
      current = plusDays(current, 1);
      if (isWorkday(current)) remaining -= 1;
    }
    return current;
  };

  return { day, isWorkday, addWorkdays };
}
