/**
 * The ledger service: the only code that moves points, and the API later modules call
 * (`app.wallet.debit(...)`). One movement = one transaction:
 *
 *   lock the wallet row (select … for update; created first when the account has none)
 *   → a debit beyond the balance: 13001 (unless the key was used before: then a replay)
 *   → one statement inserts the entry (balance after = locked balance + amount) and moves the
 *     wallet totals, but only if the unique (account, idempotency key) index takes the entry
 *   → key taken: same type and amount = the earlier entry (a replay); otherwise 13002.
 *
 * The row lock serialises movements of one wallet across processes; the check constraints
 * (balance >= 0, balance = in - out) and the unique (account, key) index guard the rest.
 */
import type { BalanceTrendPoint, BillEntry, WalletSummary } from '../../../domain/wallet/contracts';
import type { LedgerType } from '../../../domain/enums';
import { ErrorCode, type ErrorCode as ErrorCodeValue } from '../../../domain/errors';
import { text } from '../../../domain/kernel/text';
import { IdempotencyKey, isValidLedgerAmount } from '../../../domain/wallet/rules';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import type { Repositories } from '../../db/repositories';
import type { WalletEntryRow } from '../../db/schema';
import { BusinessError, NotFoundError, ValidationError } from '../../http/errors';
import { billWorkbook, pageAt, XLSX_CONTENT_TYPE } from './exports';
import type { EntryFilter } from './ledgerRepository';
import type { WalletRepository } from './repository';
import { iso, isoOrNull, newEntryId, shanghaiCompactDay, shanghaiMonths, type AccountScope, type Page } from './shared';

export interface Movement {
  accountId: string;
  type: LedgerType;
  /** Signed: credits positive, debits negative (domain LEDGER_SIGN). */
  amount: number;
  idempotencyKey: string;
  reason: string;
  orderNo?: string | null;
  recordCode?: string | null;
  /** The tenant the account acted in (reports); null for platform-made movements. */
  tenantCode?: string | null;
  operatorAccountId?: string | null;
  /**
   * The error of a debit beyond the balance instead of 13001, where the caller is not the
   * spender (13001 opens the web app's "go and recharge" modal).
   */
  insufficientCode?: ErrorCodeValue;
}

export interface MovementResult {
  entry: WalletEntryRow;
  /** True when the key had been used with the same type and amount: nothing moved now. */
  replayed: boolean;
}

/** What `debit`/`credit` answer. */
export interface LedgerReceipt {
  entryId: string;
  accountId: string;
  type: LedgerType;
  amount: number;
  balanceAfter: number;
  replayed: boolean;
  createdAt: string;
}

export interface MoveOptions {
  tenantCode?: string | null;
  operatorAccountId?: string | null;
  orderNo?: string | null;
  /** Run inside the caller's transaction (the movement commits or rolls back with it). */
  tx?: DbOrTx;
}

const Reason = text({ max: 200 });

export function toBillEntry(row: WalletEntryRow): BillEntry {
  return {
    entryId: row.entryId,
    type: row.type,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    orderNo: row.orderNo,
    recordCode: row.recordCode,
    createdAt: iso(row.createdAt),
  };
}

export interface LedgerServiceDeps {
  repos: Repositories<WalletRepository>;
  clock: Clock;
}

export function createLedgerService(deps: LedgerServiceDeps) {
  const { repos, clock } = deps;

  /** The earlier movement under the same key: a replay when it was the same movement, 13002 otherwise. */
  function replayOf(existing: WalletEntryRow, input: Movement): MovementResult {
    if (existing.type === input.type && existing.amount === input.amount) return { entry: existing, replayed: true };
    throw new BusinessError(ErrorCode.IDEMPOTENCY_CONFLICT);
  }

  /**
   * One movement inside `tx` (which the caller opened). Throws 13001 / 13002 / 404.
   * Round trips while the wallet is locked: one statement (entry + totals) and the commit; the
   * idempotency key is looked up only when the balance is short or the key turns out taken.
   */
  async function move(tx: DbOrTx, input: Movement): Promise<MovementResult> {
    if (!isValidLedgerAmount(input.type, input.amount)) throw new ValidationError('参数错误：积分必须是非零整数，且方向与类型一致');
    const repo = repos.within(tx).ledger;
    const now = clock.now();
    let wallet = await repo.lockWallet(input.accountId);
    if (!wallet) {
      if (!(await repo.ensureWallet(input.accountId, now))) throw new NotFoundError('账号不存在');
      wallet = await repo.lockWallet(input.accountId);
      if (!wallet) throw new NotFoundError('账号不存在');
    }
    const balanceAfter = wallet.balance + input.amount;
    if (balanceAfter < 0) {
      // A replay of a debit that emptied the wallet is still a replay, not "insufficient".
      const existing = await repo.entryByKey(input.accountId, input.idempotencyKey);
      if (existing) return replayOf(existing, input);
      throw new BusinessError(input.insufficientCode ?? ErrorCode.INSUFFICIENT_BALANCE);
    }
    const entry: WalletEntryRow = {
      entryId: newEntryId(now),
      accountId: input.accountId,
      type: input.type,
      amount: input.amount,
      balanceAfter,
      idempotencyKey: input.idempotencyKey,
      reason: input.reason,
      orderNo: input.orderNo ?? null,
      recordCode: input.recordCode ?? null,
      tenantCode: input.tenantCode ?? null,
      operatorAccountId: input.operatorAccountId ?? null,
      createdAt: now,
    };
    if (await repo.insertEntryAndApply(entry)) return { entry, replayed: false };
    const existing = await repo.entryByKey(input.accountId, input.idempotencyKey);
    if (!existing) throw new Error(`idempotency key ${input.idempotencyKey} conflicted but no entry was found`);
    return replayOf(existing, input);
  }

  /** `move` in the caller's transaction or a new one. */
  const run = (input: Movement, tx?: DbOrTx): Promise<MovementResult> => (tx ? move(tx, input) : repos.transaction((_repo, own) => move(own, input)));

  function checkedInput(points: number, reason: string, idempotencyKey: string): { reason: string; idempotencyKey: string } {
    if (!Number.isSafeInteger(points) || points <= 0) throw new ValidationError('参数错误：积分必须是正整数');
    const key = IdempotencyKey.safeParse(idempotencyKey);
    if (!key.success) throw new ValidationError(`参数错误：${key.error.issues[0].message}`);
    const checkedReason = Reason.safeParse(reason);
    if (!checkedReason.success) throw new ValidationError(`参数错误：reason ${checkedReason.error.issues[0].message}`);
    return { reason: checkedReason.data, idempotencyKey: key.data };
  }

  const receipt = ({ entry, replayed }: MovementResult): LedgerReceipt => ({
    entryId: entry.entryId,
    accountId: entry.accountId,
    type: entry.type,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    replayed,
    createdAt: iso(entry.createdAt),
  });

  return {
    move,

    /**
     * Consumes `points` (a positive integer) from the account's wallet, once per idempotency key.
     * Insufficient balance: BusinessError 13001 (the web app then shows the recharge modal).
     * The same key again with the same points answers the first debit (`replayed: true`); with
     * other points 13002.
     */
    async debit(accountId: string, points: number, reason: string, idempotencyKey: string, options: MoveOptions = {}): Promise<LedgerReceipt> {
      const checked = checkedInput(points, reason, idempotencyKey);
      return receipt(await run({ accountId, type: 'consume', amount: -points, ...checked, ...movementOptions(options) }, options.tx));
    },

    /** Credits `points` (gift, a consumption given back as refund, or an adjustment), once per key. */
    async credit(
      accountId: string,
      points: number,
      reason: string,
      idempotencyKey: string,
      options: MoveOptions & { type?: Extract<LedgerType, 'gift' | 'refund' | 'adjustment'> } = {},
    ): Promise<LedgerReceipt> {
      const checked = checkedInput(points, reason, idempotencyKey);
      return receipt(await run({ accountId, type: options.type ?? 'refund', amount: points, ...checked, ...movementOptions(options) }, options.tx));
    },

    /** The current balance (0 for an account that never had a movement). */
    async balanceOf(accountId: string): Promise<number> {
      return (await repos.repo.ledger.forAccount({ accountId }).wallet())?.balance ?? 0;
    },

    // ---- reads for the session's own wallet ---------------------------------------------------
    async summary(scope: AccountScope): Promise<WalletSummary> {
      const wallet = await repos.repo.ledger.forAccount(scope).wallet();
      return {
        accountId: scope.accountId,
        balance: wallet?.balance ?? 0,
        totalIn: wallet?.totalIn ?? 0,
        totalOut: wallet?.totalOut ?? 0,
        updatedAt: isoOrNull(wallet?.updatedAt),
      };
    },

    /** Income, expense and month-end balance of the last `count` Shanghai months, oldest first. */
    async trend(scope: AccountScope, count: number): Promise<BalanceTrendPoint[]> {
      const { months, start } = shanghaiMonths(clock.now(), count);
      const sums = await repos.repo.ledger.forAccount(scope).monthlySums(start);
      const byMonth = new Map(sums.months.map((row) => [row.month, row]));
      let balance = sums.opening;
      return months.map((month) => {
        const row = byMonth.get(month);
        const income = row?.income ?? 0;
        const expense = row?.expense ?? 0;
        balance += income - expense;
        return { month, income, expense, balance };
      });
    },

    async bills(scope: AccountScope, filter: EntryFilter, page: Page) {
      const { rows, total } = await repos.repo.ledger.forAccount(scope).entries(filter, page);
      return { list: rows.map(toBillEntry), total, current: page.current, pageSize: page.pageSize };
    },

    /** The account's bills as an Excel workbook (the list's filter, streamed). */
    async exportBills(scope: AccountScope, filter: EntryFilter) {
      const entries = repos.repo.ledger.forAccount(scope);
      const body = await billWorkbook(async (offset, limit) => (await entries.entries(filter, pageAt(offset, limit))).rows.map(toBillEntry));
      return { fileName: `账单明细-${shanghaiCompactDay(clock.now())}.xlsx`, contentType: XLSX_CONTENT_TYPE, body };
    },
  };
}

const movementOptions = (options: MoveOptions) => ({
  tenantCode: options.tenantCode ?? null,
  operatorAccountId: options.operatorAccountId ?? null,
  orderNo: options.orderNo ?? null,
});

export type LedgerService = ReturnType<typeof createLedgerService>;
