/**
 * One page of a list with the number of rows matching (the `{ list, total }` of pageOf in
 * domain/kernel/contract.ts): the count and the page query every repository's list runs.
 *
 *   const { rows, total } = await pagedSelect(db, page, {
 *     count: { table: auditLog, where },                       // or a count query (joins, raw SQL)
 *     rows: db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)),
 *   });
 *
 * The page is taken as given (PageQuery has already checked current ≥ 1 and 1 ≤ pageSize ≤ 200):
 * a page past the end is empty and still carries the total; registerContract then asks the list's
 * handler once more for the last page (spec §5), so every list, paged here or not, is clamped alike.
 */
import { count, is, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { offsetOf, type Page } from './query';

/** A query of the rows matching, as count rows: `select count(*) as total …` (Drizzle runs it when awaited). */
export type CountQuery = PromiseLike<readonly { total: number | string }[]>;

/** What the count runs on: the table and the page's condition (a single-table list), or a count query of its own. */
export type CountOf = { table: PgTable; where: SQL | undefined } | CountQuery;

/** A select without limit and offset yet, whose rows are `R` (a Drizzle select with its where and order). */
export interface PageableSelect<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/** The rows of one page: a select to limit and offset, or a function running the page itself (raw SQL). */
export type PageOf<R> = PageableSelect<R> | ((limit: number, offset: number) => PromiseLike<R[]>);

export interface PagedQuery<R> {
  count: CountOf;
  rows: PageOf<R>;
  /**
   * Count and page at once. Only on the database's pool: inside a transaction both share one
   * connection (node-postgres queues a second query with a deprecation warning; PGlite is one
   * connection anyway), so there they run one after the other. Default: the count, then the page.
   */
  parallel?: boolean;
}

export interface Paged<R> {
  rows: R[];
  total: number;
}

const isCountQuery = (count: CountOf): count is CountQuery => typeof (count as Partial<PromiseLike<unknown>>).then === 'function';

/** The total and the rows of `page` (limit pageSize, offset (current − 1) × pageSize), on `db`. */
export async function pagedSelect<R>(db: DbOrTx, page: Page, query: PagedQuery<R>): Promise<Paged<R>> {
  const counting = (): CountQuery =>
    isCountQuery(query.count) ? query.count : db.select({ total: count() }).from(query.count.table).where(query.count.where);
  const { rows } = query;
  const paging = (): PromiseLike<R[]> =>
    typeof rows === 'function' ? rows(page.pageSize, offsetOf(page)) : rows.limit(page.pageSize).offset(offsetOf(page));
  const totalOf = (counted: readonly { total: number | string }[]): number => Number(counted[0]?.total ?? 0);
  if (query.parallel && !is(db, PgTransaction)) {
    const [counted, found] = await Promise.all([counting(), paging()]);
    return { rows: found, total: totalOf(counted) };
  }
  const total = totalOf(await counting());
  return { rows: await paging(), total };
}
