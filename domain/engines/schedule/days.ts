/**
 * Working days of audits for the scheduling engine: a memoised Chinese working-day calendar
 * (domain/engines/timeline/calendar.ts) per set of tenant overrides, so that checking a thousand
 * plans asks the holiday data once per date.
 */
import { type CalendarOverrides, workCalendar } from '../timeline/calendar';
import { fromDayNumber, type IsoDate, toDayNumber } from '../timeline/isoDate';

export interface ScheduleDays {
  isWorkday(date: IsoDate): boolean;
  /** Name of the holiday or the kind of rest day, for messages (国庆节, 周末). */
  restName(date: IsoDate): string;
  /** Working days from `from` to `to`, both included, in order (shared: do not modify). */
  workdaysBetween(from: IsoDate, to: IsoDate): readonly IsoDate[];
}

const MAX_CACHED_CALENDARS = 16;
const MAX_CACHED_SPANS = 50_000;
const calendars = new Map<string, ScheduleDays>();

export function scheduleDays(overrides: CalendarOverrides = {}): ScheduleDays {
  const key = JSON.stringify([overrides.extraHolidays ?? [], overrides.extraWorkdays ?? []]);
  let days = calendars.get(key);
  if (!days) {
    if (calendars.size >= MAX_CACHED_CALENDARS) calendars.clear();
    days = build(overrides);
    calendars.set(key, days);
  }
  return days;
}

function build(overrides: CalendarOverrides): ScheduleDays {
  const calendar = workCalendar(overrides);
  const work = new Map<number, boolean>();
  // Plans are checked again and again (every plan sharing an assessor): their spans are kept.
  const spans = new Map<string, readonly IsoDate[]>();
  const isWorkdayNumber = (day: number): boolean => {
    let value = work.get(day);
    if (value === undefined) {
      value = calendar.isWorkday(fromDayNumber(day));
      work.set(day, value);
    }
    return value;
  };
  return {
    isWorkday: (date) => isWorkdayNumber(toDayNumber(date)),
    restName: (date) => {
      const info = calendar.day(date);
      if (info.work) return '';
      return info.name || (info.kind === 'weekend' ? '周末' : '休息日');
    },
    workdaysBetween: (from, to) => {
      const key = `${from}/${to}`;
      let out = spans.get(key);
      if (!out) {
        const list: IsoDate[] = [];
        const last = toDayNumber(to);
        for (let day = toDayNumber(from); day <= last; day++) if (isWorkdayNumber(day)) list.push(fromDayNumber(day));
        if (spans.size >= MAX_CACHED_SPANS) spans.clear();
        out = list;
        spans.set(key, out);
      }
      return out;
    },
  };
}

/** 'YYYY-MM' of a date. */
export const monthOf = (date: IsoDate): string => date.slice(0, 7);

/** Whether the closed ranges [aFrom, aTo] and [bFrom, bTo] share a day (ISO strings compare as dates). */
export const rangesTouch = (aFrom: IsoDate, aTo: IsoDate, bFrom: IsoDate, bTo: IsoDate): boolean => aFrom <= bTo && bFrom <= aTo;
