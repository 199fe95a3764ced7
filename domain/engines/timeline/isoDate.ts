/**
 * Calendar dates as ISO strings (YYYY-MM-DD), computed in UTC so the result never depends on the
 * server's or browser's time zone.
 */

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
/** China Standard Time, UTC+8, no daylight saving. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Date and time, local (treated as China time) or with a zone designator. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

function validParts(y: number, m: number, d: number): boolean {
  if (y < MIN_YEAR || y > MAX_YEAR || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function fromDayNumber(day: number): IsoDate {
  const date = new Date(day * MS_PER_DAY);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Days since 1970-01-01 of a valid IsoDate. */
export function toDayNumber(date: IsoDate): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

/**
 * Parses `YYYY-MM-DD`, or a date-time (`YYYY-MM-DD HH:mm[:ss]`, `YYYY-MM-DDTHH:mm[:ss][.sss][Z|±hh:mm]`).
 * A time without zone is China local time and only its date counts; with a zone it is converted to
 * the date in China (UTC+8). Returns null for anything else, including impossible dates (02-30).
 */
export function parseIsoDate(text: string): IsoDate | null {
  const value = text.trim();
  const dateOnly = DATE_ONLY.exec(value);
  const match = dateOnly ?? DATE_TIME.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!validParts(y, m, d)) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  const zone = dateOnly ? undefined : match[7];
  if (!dateOnly) {
    const [hh, mm, ss] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
    if (hh > 23 || mm > 59 || ss > 59) return null;
  }
  if (!zone) return date;
  const instant = Date.parse(zone === 'Z' || zone.includes(':') ? value.replace(' ', 'T') : value.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(instant)) return null;
  return fromDayNumber(Math.floor((instant + CHINA_OFFSET_MS) / MS_PER_DAY));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(toDayNumber(date) * MS_PER_DAY).getUTCDay();
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}
