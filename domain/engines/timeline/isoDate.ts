/**
 * Calendar dates as ISO strings (YYYY-MM-DD), computed in UTC so the result never depends on the
 * server's or browser's time zone.
 */

import { EngineInputError } from '../errors';
import { describeValue } from '../guard';

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
/** China Standard Time, UTC+8, no daylight saving. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Date and time, local (treated as China time) or with a zone designator. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

const MAX_TEXT_LENGTH = 64;
/** Largest shift addDays accepts: about 270 years either way. */
const MAX_SHIFT_DAYS = 100_000;

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
  if (typeof text !== 'string') throw new EngineInputError(`日期（text）须为字符串，实际为 ${describeValue(text)}`);
  // Longer text is no date in any accepted format; not worth running the patterns over.
  if (text.length > MAX_TEXT_LENGTH) return null;
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
  const instant = Date.parse(
    zone === 'Z' || zone.includes(':') ? value.replace(' ', 'T') : value.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'),
  );
  if (Number.isNaN(instant)) return null;
  return fromDayNumber(Math.floor((instant + CHINA_OFFSET_MS) / MS_PER_DAY));
}

/** Whether `value` is a valid date written exactly as YYYY-MM-DD (years MIN_YEAR–MAX_YEAR). */
export const isIsoDate = (value: unknown): value is IsoDate => typeof value === 'string' && DATE_ONLY.test(value) && parseIsoDate(value) === value;

/** Refuses anything but a valid YYYY-MM-DD date, naming `field`. */
export function requireIsoDate(value: unknown, field: string): asserts value is IsoDate {
  if (!isIsoDate(value))
    throw new EngineInputError(`${field}须为 ${MIN_YEAR}–${MAX_YEAR} 年间的有效日期（YYYY-MM-DD），实际为 ${describeValue(value)}`);
}

/** The date `days` calendar days after (or before, when negative) `date`. */
export function addDays(date: IsoDate, days: number): IsoDate {
  requireIsoDate(date, '日期（date）');
  if (!Number.isInteger(days) || Math.abs(days) > MAX_SHIFT_DAYS)
    throw new EngineInputError(`天数（days）须为 −${MAX_SHIFT_DAYS}–${MAX_SHIFT_DAYS} 的整数，实际为 ${describeValue(days)}`);
  return plusDays(date, days);
}

/** The date `months` calendar months after `date` (the month's last day when the day does not exist). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** addDays for dates the engine produced itself (its loops), without the checks. */
export function plusDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(toDayNumber(date) * MS_PER_DAY).getUTCDay();
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  requireIsoDate(from, '起始日期（from）');
  requireIsoDate(to, '结束日期（to）');
  return dayDistance(from, to);
}

/** daysBetween for dates the engine produced itself. */
export function dayDistance(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}
