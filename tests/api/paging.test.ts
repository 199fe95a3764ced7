/**
 * pagedSelect (server/db/paging.ts): the total and one page of a list, on a real database. Pages are
 * taken as given: the first, a partial last one, and one past the end (empty, still with the total).
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { DbOrTx } from '../../server/db/client';
import { type CountQuery, pagedSelect } from '../../server/db/paging';
import { DRIVERS, openTestDatabase } from './harness';

const items = pgTable('paging_items', { id: integer('id').primaryKey(), grp: text('grp').notNull() });
const groups = pgTable('paging_groups', { grp: text('grp').primaryKey(), label: text('label').notNull() });

/** 23 items: ids 1–23, 11 'even' and 12 'odd'. */
const ITEMS = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, grp: (i + 1) % 2 === 0 ? 'even' : 'odd' }));
const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe.each(DRIVERS)('pagedSelect (%s)', (driver) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: DbOrTx;
  beforeAll(async () => {
    opened = await openTestDatabase(driver);
    db = opened.database.db;
    await db.execute(sql`create table paging_items (id integer primary key, grp text not null)`);
    await db.execute(sql`create table paging_groups (grp text primary key, label text not null)`);
    await db.insert(items).values(ITEMS);
    await db.insert(groups).values([{ grp: 'even', label: 'Even' }]);
  });
  afterAll(() => opened?.drop());

  const all = (on: DbOrTx, current: number, pageSize: number, parallel?: boolean) =>
    pagedSelect(
      on,
      { current, pageSize },
      { count: { table: items, where: undefined }, rows: on.select().from(items).orderBy(asc(items.id)), parallel },
    );

  it('returns the total and the rows of the first, a middle and the last (partial) page', async () => {
    const first = await all(db, 1, 10);
    expectTypeOf(first).toEqualTypeOf<{ rows: { id: number; grp: string }[]; total: number }>();
    expect(first).toEqual({ total: 23, rows: ITEMS.slice(0, 10) });
    expect(ids((await all(db, 2, 10)).rows)).toEqual(range(11, 20));
    const last = await all(db, 3, 10);
    expect(last.total).toBe(23);
    expect(ids(last.rows)).toEqual(range(21, 23));
    expect(ids((await all(db, 1, 23)).rows)).toEqual(range(1, 23));
  });

  it('does not clamp: a page past the end is empty and still carries the total', async () => {
    expect(await all(db, 4, 10)).toEqual({ total: 23, rows: [] });
    expect(await all(db, 1000, 200)).toEqual({ total: 23, rows: [] });
    expect(await all(db, 2, 23)).toEqual({ total: 23, rows: [] });
  });

  it('counts with the same condition as the page', async () => {
    const even = eq(items.grp, 'even');
    const page = (current: number) =>
      pagedSelect(
        db,
        { current, pageSize: 5 },
        { count: { table: items, where: even }, rows: db.select().from(items).where(even).orderBy(asc(items.id)) },
      );
    expect((await page(1)).total).toBe(11);
    expect(ids((await page(2)).rows)).toEqual([12, 14, 16, 18, 20]);
    expect(ids((await page(3)).rows)).toEqual([22]);
    expect(await page(4)).toEqual({ total: 11, rows: [] });
    const none = eq(items.grp, 'none');
    expect(
      await pagedSelect(db, { current: 1, pageSize: 10 }, { count: { table: items, where: none }, rows: db.select().from(items).where(none) }),
    ).toEqual({
      total: 0,
      rows: [],
    });
  });

  it('takes a count query of its own (a join) and a page run by a function (raw SQL)', async () => {
    const join = eq(groups.grp, items.grp);
    const joined = await pagedSelect(
      db,
      { current: 3, pageSize: 4 },
      {
        count: db.select({ total: count() }).from(items).innerJoin(groups, join),
        rows: db.select({ id: items.id, label: groups.label }).from(items).innerJoin(groups, join).orderBy(asc(items.id)),
      },
    );
    expect(joined).toEqual({ total: 11, rows: [18, 20, 22].map((id) => ({ id, label: 'Even' })) });

    const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
    const raw = await pagedSelect(
      db,
      { current: 2, pageSize: 10 },
      {
        count: db.execute(sql`select count(*) as total from paging_items where grp = 'odd'`).then(rowsOf<{ total: string }>),
        rows: (limit, offset) =>
          db.execute(sql`select id from paging_items where grp = 'odd' order by id limit ${limit} offset ${offset}`).then(rowsOf<{ id: number }>),
      },
    );
    // count(*) is a bigint (a string on node-postgres): the total is a number all the same.
    expect(raw).toEqual({ total: 12, rows: [21, 23].map((id) => ({ id })) });
  });

  it('runs the count first, and the page at the same time only outside a transaction', async () => {
    const traced = async (on: DbOrTx, parallel: boolean) => {
      const steps: string[] = [];
      const counting = on.select({ total: count() }).from(items);
      const countQuery: CountQuery = {
        // biome-ignore lint/suspicious/noThenProperty: a count query is a thenable that starts when awaited, like Drizzle's.
        then: (resolve, reject) => {
          steps.push('count');
          return counting
            .then((rows) => {
              steps.push('counted');
              return rows;
            })
            .then(resolve, reject);
        },
      };
      const result = await pagedSelect(
        on,
        { current: 2, pageSize: 10 },
        {
          count: countQuery,
          rows: (limit, offset) => {
            steps.push('page');
            return on.select().from(items).orderBy(asc(items.id)).limit(limit).offset(offset);
          },
          parallel,
        },
      );
      expect(result.total).toBe(23);
      expect(ids(result.rows)).toEqual(range(11, 20));
      return steps;
    };
    expect(await traced(db, false)).toEqual(['count', 'counted', 'page']);
    const parallel = await traced(db, true);
    expect(parallel.indexOf('page')).toBeLessThan(parallel.indexOf('counted'));
    await db.transaction(async (tx) => {
      expect(await traced(tx, true)).toEqual(['count', 'counted', 'page']);
      expect(await all(tx, 3, 10, true)).toEqual({ total: 23, rows: ITEMS.slice(20) });
    });
  });
});
