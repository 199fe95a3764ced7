/**
 * The ledger under real concurrency (PostgreSQL only; skipped without TEST_DATABASE_URL):
 * hundreds of parallel debits and credits on one wallet through two ledger service instances
 * with their own connection pools (two "processes"). The row lock must serialise them: the
 * final balance equals the ledger sum and the wallet totals, no balance_after is negative, and
 * exactly as many debits succeed as the balance allowed.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../server/clock';
import { openDatabase, type Db } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { repositories } from '../../../server/db/repositories';
import * as schema from '../../../server/db/schema';
import { accounts, walletEntries, wallets } from '../../../server/db/schema';
import { createLedgerService, type LedgerService } from '../../../server/modules/wallet/ledger';
import { createWalletRepository } from '../../../server/modules/wallet/repository';

const adminUrl = process.env.TEST_DATABASE_URL;
const POOL_SIZE = 20;

describe.skipIf(!adminUrl)('ledger concurrency (postgres)', () => {
  const name = `scp_walletcc_${process.pid}_${randomBytes(4).toString('hex')}`;
  const pools: pg.Pool[] = [];
  let services: LedgerService[];
  let db: Db;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ driver: 'postgres', url: url.toString() });
    await migrateDatabase(database);
    await database.close();
    for (let i = 0; i < 2; i++) {
      const pool = new pg.Pool({ connectionString: url.toString(), max: POOL_SIZE });
      // Dropping the database at the end terminates connections the closing pool may still be ending.
      pool.on('error', () => {});
      pools.push(pool);
    }
    const dbs = pools.map((pool) => drizzle({ client: pool, schema }) as unknown as Db);
    db = dbs[0];
    services = dbs.map((each) => createLedgerService({ repos: repositories(each, createWalletRepository), clock: systemClock }));
  });

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });

  async function newAccount(): Promise<string> {
    const accountId = `A-CC${randomBytes(4).toString('hex')}`;
    const now = new Date();
    await db
      .insert(accounts)
      .values({ accountId, showName: '并发测试', inviteCode: `CC${randomBytes(5).toString('hex')}`, createdAt: now, updatedAt: now });
    return accountId;
  }

  async function state(accountId: string) {
    const [wallet] = await db.select().from(wallets).where(eq(wallets.accountId, accountId));
    const [sums] = await db
      .select({
        sum: sql<number>`coalesce(sum(${walletEntries.amount}), 0)`.mapWith(Number),
        credits: sql<number>`coalesce(sum(greatest(${walletEntries.amount}, 0)), 0)`.mapWith(Number),
        entries: sql<number>`count(*)`.mapWith(Number),
        minAfter: sql<number>`min(${walletEntries.balanceAfter})`.mapWith(Number),
        zeroes: sql<number>`count(*) filter (where ${walletEntries.balanceAfter} = 0)`.mapWith(Number),
      })
      .from(walletEntries)
      .where(eq(walletEntries.accountId, accountId));
    return { ...wallet, ...sums };
  }

  const service = (i: number) => services[i % services.length];
  const codeOf = (result: PromiseSettledResult<unknown>) =>
    result.status === 'rejected' ? (result.reason as { errorCode?: string }).errorCode : '200';

  it('lets 600 parallel movements that the balance covers all succeed, exactly', async () => {
    const accountId = await newAccount();
    await service(0).credit(accountId, 5_000, '初始积分', 'cc:open', { type: 'gift' });
    const ops = Array.from({ length: 600 }, (_, i) =>
      i % 4 === 0
        ? service(i).credit(accountId, (i % 5) + 1, '退回', `cc:credit:${i}`)
        : service(i).debit(accountId, (i % 7) + 1, '消费', `cc:debit:${i}`),
    );
    const results = await Promise.allSettled(ops);
    expect(results.map(codeOf).filter((code) => code !== '200')).toEqual([]);
    let expected = 5_000;
    for (let i = 0; i < 600; i++) expected += i % 4 === 0 ? (i % 5) + 1 : -((i % 7) + 1);
    const s = await state(accountId);
    expect(s).toMatchObject({ balance: expected, sum: expected, entries: 601 });
    expect(s.totalIn - s.totalOut).toBe(s.balance);
    expect(s.totalIn).toBe(s.credits);
    expect(s.minAfter).toBeGreaterThanOrEqual(0);
  });

  it('lets exactly as many debits succeed as the balance allows; the rest answer 13001', async () => {
    const accountId = await newAccount();
    await service(0).credit(accountId, 250, '初始积分', 'cc:open', { type: 'gift' });
    const results = await Promise.allSettled(Array.from({ length: 400 }, (_, i) => service(i).debit(accountId, 1, '消费', `cc:one:${i}`)));
    const codes = results.map(codeOf);
    expect(codes.filter((code) => code === '200')).toHaveLength(250);
    expect(codes.filter((code) => code === '13001')).toHaveLength(150);
    expect(await state(accountId)).toMatchObject({ balance: 0, totalIn: 250, totalOut: 250, sum: 0, entries: 251, minAfter: 0 });
    // Serialised: the debits' balances after are 249, 248, … 0, each exactly once.
    const afters = await db
      .select({ after: walletEntries.balanceAfter })
      .from(walletEntries)
      .where(sql`${walletEntries.accountId} = ${accountId} and ${walletEntries.type} = 'consume'`);
    expect(afters.map((row) => row.after).sort((a, b) => a - b)).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it('creates a missing wallet row once when the first movements arrive together', async () => {
    const accountId = await newAccount();
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => service(i).credit(accountId, 2, '赠送', `cc:first:${i}`, { type: 'gift' })),
    );
    expect(results.map(codeOf).filter((code) => code !== '200')).toEqual([]);
    expect(await state(accountId)).toMatchObject({ balance: 200, totalIn: 200, sum: 200, entries: 100 });
  });

  it('keeps a contended mix of debits, credits and repeated keys consistent', async () => {
    const accountId = await newAccount();
    await service(0).credit(accountId, 100, '初始积分', 'cc:open', { type: 'gift' });
    const ops: Promise<unknown>[] = [];
    const kinds: ('debit' | 'credit' | 'repeat')[] = [];
    for (let i = 0; i < 500; i++) {
      if (i % 5 === 0) {
        kinds.push('credit');
        ops.push(service(i).credit(accountId, 3, '退回', `cc:mix:credit:${i}`));
      } else if (i % 10 === 1) {
        // The same debit key sent many times at once: one movement.
        kinds.push('repeat');
        ops.push(service(i).debit(accountId, 2, '消费', 'cc:mix:same-key'));
      } else {
        kinds.push('debit');
        ops.push(service(i).debit(accountId, 2, '消费', `cc:mix:debit:${i}`));
      }
    }
    const results = await Promise.allSettled(ops);
    const codes = results.map(codeOf);
    expect(codes.every((code) => code === '200' || code === '13001')).toBe(true);
    const succeeded = (kind: string) => results.filter((r, i) => kinds[i] === kind && r.status === 'fulfilled');
    const repeats = succeeded('repeat') as PromiseFulfilledResult<{ entryId: string; replayed: boolean }>[];
    expect(new Set(repeats.map((r) => r.value.entryId)).size).toBeLessThanOrEqual(1);
    expect(repeats.filter((r) => !r.value.replayed).length).toBeLessThanOrEqual(1);
    const movedRepeat = repeats.some((r) => !r.value.replayed) ? 1 : 0;
    const debits = succeeded('debit').length + movedRepeat;
    const credits = succeeded('credit').length;
    expect(credits).toBe(100);
    const s = await state(accountId);
    expect(s.balance).toBe(100 + 3 * credits - 2 * debits);
    expect(s).toMatchObject({ sum: s.balance, entries: 1 + credits + debits });
    expect(s.totalIn - s.totalOut).toBe(s.balance);
    expect(s.minAfter).toBeGreaterThanOrEqual(0);
    // A debit is refused only when the balance could not cover it at its turn: the balance must have run low (< 2).
    if (codes.includes('13001')) {
      const [low] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(walletEntries)
        .where(sql`${walletEntries.accountId} = ${accountId} and ${walletEntries.balanceAfter} < 2`);
      expect(low.n).toBeGreaterThan(0);
    }
  });
});
