/**
 * Small pieces the wallet module's files share: the account scope (wallets, orders and transfer
 * records are account-owned, see server/db/schema.ts), identifiers, Asia/Shanghai calendar
 * arithmetic, paging, and the database error codes the module reacts to.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { RequestContext } from '../../http/context';

// ---- Account scope ---------------------------------------------------------------------------
/** The account whose own wallet, orders and transfer records a repository reads; only accountScope() makes one. */
export interface AccountScope {
  readonly accountId: string;
}

export function accountScope(auth: Pick<RequestContext, 'account'>): AccountScope {
  return Object.freeze({ accountId: auth.account.accountId });
}

// ---- Time (Asia/Shanghai has no daylight saving since 1991: a fixed +08:00) -------------------
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The instant a Shanghai calendar day "YYYY-MM-DD" starts. */
export const shanghaiDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS);

/** [start, end) of an inclusive day range; either side may be missing. */
export function shanghaiRange(range: { startDate?: string; endDate?: string }): { from?: Date; to?: Date } {
  return {
    from: range.startDate ? shanghaiDayStart(range.startDate) : undefined,
    to: range.endDate ? new Date(shanghaiDayStart(range.endDate).getTime() + DAY_MS) : undefined,
  };
}

const shanghaiIso = (date: Date): string => new Date(date.getTime() + SHANGHAI_OFFSET_MS).toISOString();

/** "2025-06-02 09:00:00" in Shanghai time (exports). */
export const formatShanghai = (date: Date | null | undefined): string => (date ? shanghaiIso(date).slice(0, 19).replace('T', ' ') : '');

/** "20250602" (file names). */
export const shanghaiCompactDay = (date: Date): string => shanghaiIso(date).slice(0, 10).replace(/-/g, '');

/** "YYYY-MM-DD" today in Shanghai. */
export const shanghaiToday = (date: Date): string => shanghaiIso(date).slice(0, 10);

/** The `count` months up to and including the month of `now`, oldest first ("YYYY-MM"), and when the first starts. */
export function shanghaiMonths(now: Date, count: number): { months: string[]; start: Date } {
  const local = new Date(now.getTime() + SHANGHAI_OFFSET_MS);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const month = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1));
    months.push(month.toISOString().slice(0, 7));
  }
  return { months, start: shanghaiDayStart(`${months[0]}-01`) };
}

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

// ---- Identifiers -----------------------------------------------------------------------------
const UPPER = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const randomUpper = (length: number): string => Array.from({ length }, () => UPPER[randomInt(0, UPPER.length)]).join('');

/** "PO" + Shanghai date-time (14 digits) + 6 random characters: domain ORDER_NO_PATTERN. */
export const newOrderNo = (now: Date): string => `PO${shanghaiIso(now).slice(0, 19).replace(/\D/g, '')}${randomUpper(6)}`;

/** "TR" + Shanghai date-time + 6 random characters. */
export const newRecordCode = (now: Date): string => `TR${shanghaiIso(now).slice(0, 19).replace(/\D/g, '')}${randomUpper(6)}`;

let entrySequence = 0;
/**
 * Ledger entry ids sort like their creation within a process (time, then a counter), so the bill
 * lists newest first even when several entries share a millisecond.
 */
export function newEntryId(now: Date): string {
  entrySequence = (entrySequence + 1) % 36 ** 4;
  return `E${now.getTime().toString(36).padStart(9, '0')}${entrySequence.toString(36).padStart(4, '0')}${randomBytes(4).toString('hex')}`;
}

export const newNotificationId = (now: Date): string => `PN${now.getTime().toString(36)}${randomBytes(6).toString('hex')}`;

// ---- Paging ----------------------------------------------------------------------------------
export interface Page {
  current: number;
  pageSize: number;
}
export const offsetOf = (page: Page): number => (page.current - 1) * page.pageSize;

/** `%keyword%` for ILIKE with the pattern characters escaped. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- Database errors -------------------------------------------------------------------------
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === '23505';
