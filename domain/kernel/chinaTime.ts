/**
 * China Standard Time (Asia/Shanghai, UTC+8, no daylight saving since 1991) as pure functions:
 * calendar days, day ranges, months and "YYYY-MM-DD HH:mm:ss" text. Announcements' publish days,
 * bills, exports and payment channels all count days in China, whatever the server's time zone.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The moment shifted so its UTC fields read as China wall-clock time. */
const wallClock = (instant: Date): string => new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString();

/** The calendar day "YYYY-MM-DD" in China at an instant. */
export const chinaDay = (instant: Date): string => wallClock(instant).slice(0, 10);

/** "20250602" (file names, codes). */
export const chinaCompactDay = (instant: Date): string => chinaDay(instant).replace(/-/g, '');

/** The instant a China calendar day "YYYY-MM-DD" starts. */
export const chinaDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);

/** [from, to) instants of an inclusive day range; either side may be missing. */
export function chinaDayRange(range: { startDate?: string; endDate?: string }): { from?: Date; to?: Date } {
  return {
    from: range.startDate ? chinaDayStart(range.startDate) : undefined,
    to: range.endDate ? new Date(chinaDayStart(range.endDate).getTime() + DAY_MS) : undefined,
  };
}

/** "YYYY-MM-DD HH:mm:ss" in China time. */
export const formatChinaDateTime = (instant: Date): string => wallClock(instant).slice(0, 19).replace('T', ' ');

/** RFC 3339 with the +08:00 offset, to the second. */
export const formatChinaRfc3339 = (instant: Date): string => `${wallClock(instant).slice(0, 19)}+08:00`;

/** Parses "YYYY-MM-DD HH:mm:ss" as China time; null when absent, malformed or not a real moment. */
export function parseChinaDateTime(text: string | undefined): Date | null {
  const trimmed = text?.trim() ?? '';
  const match = trimmed.match(/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - CHINA_OFFSET_MS);
  return formatChinaDateTime(date) === trimmed ? date : null;
}

/** The `count` months up to and including the month of `now`, oldest first ("YYYY-MM"), and when the first starts. */
export function chinaMonths(now: Date, count: number): { months: string[]; start: Date } {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    months.push(new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1)).toISOString().slice(0, 7));
  }
  return { months, start: chinaDayStart(`${months[0]}-01`) };
}
