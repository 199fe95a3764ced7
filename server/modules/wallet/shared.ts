/**
 * Small pieces the wallet module's files share: the account scope (wallets, orders and transfer
 * records are account-owned, see server/db/schema/wallet.ts), identifiers, Asia/Shanghai calendar
 * arithmetic, paging, and the database error codes the module reacts to.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { RequestContext } from '../../http/context';
import type { AccountDirectory, AccountName, TenantName } from '../identity';
import { formatChinaDateTime } from '../../../domain/kernel/chinaTime';

// ---- Account scope ---------------------------------------------------------------------------
/** The account whose own wallet, orders and transfer records a repository reads; only accountScope() makes one. */
export interface AccountScope {
  readonly accountId: string;
}

export function accountScope(auth: Pick<RequestContext, 'account'>): AccountScope {
  return Object.freeze({ accountId: auth.account.accountId });
}

// ---- Time: China calendar days (domain/kernel/chinaTime.ts) under the names this module uses ------
export {
  chinaDayStart as shanghaiDayStart,
  chinaDayRange as shanghaiRange,
  formatChinaDateTime as formatShanghai,
  chinaCompactDay as shanghaiCompactDay,
  chinaDay as shanghaiToday,
  chinaMonths as shanghaiMonths,
} from '../../../domain/kernel/chinaTime';

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

// ---- Identifiers -----------------------------------------------------------------------------
const UPPER = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const randomUpper = (length: number): string => Array.from({ length }, () => UPPER[randomInt(0, UPPER.length)]).join('');

/** "PO" + Shanghai date-time (14 digits) + 6 random characters: domain ORDER_NO_PATTERN. */
export const newOrderNo = (now: Date): string => `PO${formatChinaDateTime(now).replace(/\D/g, '')}${randomUpper(6)}`;

/** "TR" + Shanghai date-time + 6 random characters. */
export const newRecordCode = (now: Date): string => `TR${formatChinaDateTime(now).replace(/\D/g, '')}${randomUpper(6)}`;

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

// ---- Paging and search (server/db/query.ts) --------------------------------------------------
export { containsPattern, isAnyOf, offsetOf, type Page } from '../../db/query';

/**
 * Whose rows a keyword of a cross-account list also matches: the accounts (display name, phone)
 * and tenants (Chinese name) identity's directory found for it (app.accountDirectory.matching).
 */
export interface KeywordOwners {
  accountIds: readonly string[];
  tenantCodes: readonly string[];
}

/** Who a keyword of a cross-account list matches besides the rows' own columns (none without a keyword). */
export const keywordOwners = async (
  directory: Pick<AccountDirectory, 'matching'>,
  keyword: string | undefined,
): Promise<KeywordOwners | undefined> => (keyword ? directory.matching(keyword) : undefined);

/** The names of the accounts and tenants of one list page, in two lookups (app.accountDirectory). */
export async function ownerNames(
  directory: Pick<AccountDirectory, 'accountNames' | 'tenantNames'>,
  accountIds: readonly (string | null)[],
  tenantCodes: readonly (string | null)[],
): Promise<{ accounts: Map<string, AccountName>; tenants: Map<string, TenantName> }> {
  const present = (values: readonly (string | null)[]) => values.filter((value): value is string => !!value);
  const [accounts, tenants] = await Promise.all([directory.accountNames(present(accountIds)), directory.tenantNames(present(tenantCodes))]);
  return { accounts, tenants };
}

// ---- Database errors -------------------------------------------------------------------------
export { isForeignKeyViolation, isUniqueViolation, pgErrorCode } from '../../db/errors';
