/**
 * How a service reaches its module's repository (docs/feature-checklist.md): it receives a
 * `Repositories<R>` instead of the database, so it never builds queries itself, and still runs
 * several writes in one transaction with the repository bound to it.
 *
 *   const repos = repositories(app.db, createOrderRepository);
 *   repos.repo.byNo(no);                                       // outside a transaction
 *   repos.transaction(async (repo, tx) => { … await app.wallet.debit(…, { tx }); });
 *   repos.within(tx);                                          // inside a transaction the caller opened
 */
import type { Db, DbOrTx } from './client';

export interface Repositories<R> {
  /** The repository over the database (each call its own statement). */
  readonly repo: R;
  /** Runs `fn` in one transaction; `tx` is for other modules' calls that join it. */
  transaction<T>(fn: (repo: R, tx: DbOrTx) => Promise<T>): Promise<T>;
  /** The repository bound to a transaction the caller opened. */
  within(tx: DbOrTx): R;
}

export function repositories<R>(db: Db, create: (db: DbOrTx) => R): Repositories<R> {
  return {
    repo: create(db),
    transaction: (fn) => db.transaction((tx) => fn(create(tx), tx)),
    within: create,
  };
}
