/**
 * Data access of the points ledger. Reads for a session go through `forAccount(scope)` (the
 * session's own wallet); the movement primitives name their account explicitly and are only
 * called by the ledger service inside a transaction, after it locked the wallet row.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { LedgerType } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { walletEntries, wallets, type WalletEntryRow, type WalletRow } from '../../db/schema';
import { isForeignKeyViolation, type AccountScope, type Page } from './shared';

export interface EntryFilter {
  type?: LedgerType;
  from?: Date;
  to?: Date;
}

export function createLedgerRepository(db: DbOrTx) {
  const entryWhere = (accountId: string, filter: EntryFilter): SQL =>
    and(
      eq(walletEntries.accountId, accountId),
      filter.type ? eq(walletEntries.type, filter.type) : undefined,
      filter.from ? gte(walletEntries.createdAt, filter.from) : undefined,
      filter.to ? lt(walletEntries.createdAt, filter.to) : undefined,
    ) as SQL;

  const newestFirst = [desc(walletEntries.createdAt), desc(walletEntries.entryId)];

  return {
    forAccount(scope: AccountScope) {
      const { accountId } = scope;
      return {
        async wallet(): Promise<WalletRow | undefined> {
          const [row] = await db.select().from(wallets).where(eq(wallets.accountId, accountId));
          return row;
        },

        async entries(filter: EntryFilter, page: Page): Promise<{ rows: WalletEntryRow[]; total: number }> {
          const where = entryWhere(accountId, filter);
          return pagedSelect(db, page, {
            count: { table: walletEntries, where },
            rows: db
              .select()
              .from(walletEntries)
              .where(where)
              .orderBy(...newestFirst),
            parallel: true,
          });
        },

        /** The ledger sum before `start` and per Shanghai month from `start` on: income and expense. */
        async monthlySums(start: Date): Promise<{ opening: number; months: { month: string; income: number; expense: number }[] }> {
          const [opening] = await db
            .select({ sum: sql<number>`coalesce(sum(${walletEntries.amount}), 0)`.mapWith(Number) })
            .from(walletEntries)
            .where(and(eq(walletEntries.accountId, accountId), lt(walletEntries.createdAt, start)));
          const month = sql<string>`to_char(${walletEntries.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
          const months = await db
            .select({
              month,
              income: sql<number>`coalesce(sum(greatest(${walletEntries.amount}, 0)), 0)`.mapWith(Number),
              expense: sql<number>`coalesce(sum(greatest(-${walletEntries.amount}, 0)), 0)`.mapWith(Number),
            })
            .from(walletEntries)
            .where(and(eq(walletEntries.accountId, accountId), gte(walletEntries.createdAt, start)))
            .groupBy(month);
          return { opening: opening?.sum ?? 0, months };
        },
      };
    },

    // ---- movement primitives (inside the ledger service's transaction) -------------------------
    /** Locks the account's wallet row until the transaction ends. */
    async lockWallet(accountId: string): Promise<WalletRow | undefined> {
      const [row] = await db.select().from(wallets).where(eq(wallets.accountId, accountId)).for('update');
      return row;
    },

    /**
     * Creates the wallet row of an existing account (no-op when it exists); false when the account
     * does not exist. The wallet's foreign key to the account decides (identity's table is not read
     * here); a savepoint keeps the caller's transaction usable after the refusal.
     */
    async ensureWallet(accountId: string, now: Date): Promise<boolean> {
      try {
        await db.transaction((savepoint) =>
          savepoint.insert(wallets).values({ accountId, balance: 0, totalIn: 0, totalOut: 0, createdAt: now, updatedAt: now }).onConflictDoNothing(),
        );
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    async entryByKey(accountId: string, idempotencyKey: string): Promise<WalletEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.accountId, accountId), eq(walletEntries.idempotencyKey, idempotencyKey)));
      return row;
    },

    /**
     * Inserts the entry and moves the wallet totals by its amount, in one statement (the lock
     * is held, so the balance after was computed from the locked row). Answers false and moves
     * nothing when the idempotency key is taken: the unique (account, key) index decides.
     */
    async insertEntryAndApply(entry: WalletEntryRow): Promise<boolean> {
      const credit = Math.max(entry.amount, 0);
      const debit = Math.max(-entry.amount, 0);
      const result = await db.execute(sql`
        with e as (
          insert into wallet_entries (entry_id, account_id, type, amount, balance_after, idempotency_key, reason, order_no, record_code, tenant_code, operator_account_id, created_at)
          values (${entry.entryId}, ${entry.accountId}, ${entry.type}, ${entry.amount}, ${entry.balanceAfter}, ${entry.idempotencyKey}, ${entry.reason},
                  ${entry.orderNo}, ${entry.recordCode}, ${entry.tenantCode}, ${entry.operatorAccountId}, ${entry.createdAt.toISOString()})
          on conflict (account_id, idempotency_key) do nothing
          returning entry_id
        ), w as (
          update wallets
             set balance = balance + ${entry.amount}, total_in = total_in + ${credit}, total_out = total_out + ${debit}, updated_at = ${entry.createdAt.toISOString()}
           where account_id = ${entry.accountId} and exists (select 1 from e)
          returning balance
        )
        select (select entry_id from e) as entry_id, (select balance from w) as balance`);
      const [row] = (result as unknown as { rows: { entry_id: string | null; balance: string | number | null }[] }).rows;
      if (!row?.entry_id) return false;
      // The row lock makes these equal; if they ever differ, fail the transaction rather than record a wrong balance.
      if (Number(row.balance) !== entry.balanceAfter)
        throw new Error(`ledger invariant broken for ${entry.accountId}: balance ${row.balance}, entry says ${entry.balanceAfter}`);
      return true;
    },
  };
}
