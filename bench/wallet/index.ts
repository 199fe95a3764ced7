/**
 * Ledger debit throughput on PostgreSQL, measured side by side in one run:
 *   - ledger: `debit(account, 1, …, key)` through the real ledger service (transaction, row lock
 *     on the wallet, idempotency lookup, totals update, entry insert) — all on ONE wallet, the
 *     worst case: every debit waits for the row lock of the one before;
 *   - plain: `update bench_counter set v = v - 1 where id = 1` (autocommit), the fastest a
 *     single hot row can change on this machine;
 * each with 1, 8 and 32 concurrent clients (one pool connection per client), in alternating
 * rounds so that load from elsewhere on the machine hits both measurements alike.
 *
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/wallet/index.ts [debitsPerRun]
 * (or DATABASE_URL). A throwaway database is created, migrated and dropped.
 */
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { systemClock } from '../../server/clock';
import { openDatabase, type Db } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { repositories } from '../../server/db/repositories';
import * as schema from '../../server/db/schema';
import { createLedgerService } from '../../server/modules/wallet/ledger';
import { createWalletRepository } from '../../server/modules/wallet/repository';

const CLIENTS = [1, 8, 32] as const;

export interface WalletBenchRow {
  clients: number;
  operations: number;
  ledgerDebitsPerSec: number;
  plainUpdatesPerSec: number;
  /** ledger / plain: the share of the bare single-row UPDATE rate the ledger reaches. */
  ratio: number;
}

/** Runs `operations` calls of `task` spread over `clients` concurrent workers; answers the seconds taken. */
async function timed(clients: number, operations: number, task: (n: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < operations) await task(next++);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Rounds per measurement: ledger and plain alternate, so load from elsewhere hits both alike. */
const ROUNDS = 5;

export async function runWalletBench(baseUrl: string, operations: number): Promise<WalletBenchRow[]> {
  const name = `scp_bench_wallet_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const rows: WalletBenchRow[] = [];
  try {
    const database = await openDatabase({ driver: 'postgres', url: url.toString() });
    await migrateDatabase(database);
    await database.close();

    const setup = new pg.Client({ connectionString: url.toString() });
    await setup.connect();
    const now = new Date();
    await setup.query(
      `insert into accounts (account_id, show_name, invite_code, created_at, updated_at) values ('A-BENCH', 'bench', 'BENCH001', $1, $1)`,
      [now],
    );
    await setup.query('create table bench_counter (id int primary key, v bigint not null)');
    await setup.query('insert into bench_counter values (1, 1000000000000)');
    await setup.end();

    for (const clients of CLIENTS) {
      const pool = new pg.Pool({ connectionString: url.toString(), max: clients });
      pool.on('error', () => {});
      try {
        const ledger = createLedgerService({
          repos: repositories(drizzle({ client: pool, schema }) as unknown as Db, createWalletRepository),
          clock: systemClock,
        });
        await ledger.credit('A-BENCH', 1_000_000_000, '压测初始积分', `bench:open:${clients}`, { type: 'adjustment' });
        // Warm up the connections and plans (not measured).
        await timed(clients, clients * 5, (n) => ledger.debit('A-BENCH', 1, '压测预热', `bench:warm:${clients}:${n}`));
        await timed(clients, clients * 5, () => pool.query('update bench_counter set v = v - 1 where id = 1'));

        const perRound = Math.ceil(operations / ROUNDS);
        let ledgerSeconds = 0;
        let plainSeconds = 0;
        for (let round = 0; round < ROUNDS; round++) {
          ledgerSeconds += await timed(clients, perRound, (n) => ledger.debit('A-BENCH', 1, '压测扣减', `bench:${clients}:${round}:${n}`));
          plainSeconds += await timed(clients, perRound, () => pool.query('update bench_counter set v = v - 1 where id = 1'));
        }
        const ledgerDebitsPerSec = (perRound * ROUNDS) / ledgerSeconds;
        const plainUpdatesPerSec = (perRound * ROUNDS) / plainSeconds;
        rows.push({
          clients,
          operations: perRound * ROUNDS,
          ledgerDebitsPerSec: Math.round(ledgerDebitsPerSec),
          plainUpdatesPerSec: Math.round(plainUpdatesPerSec),
          ratio: Number((ledgerDebitsPerSec / plainUpdatesPerSec).toFixed(3)),
        });
      } finally {
        await pool.end();
      }
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return rows;
}

const baseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('bench:wallet 需要 PostgreSQL：请设置 TEST_DATABASE_URL 或 DATABASE_URL（例如 postgres://postgres@127.0.0.1:5432/postgres）');
  process.exit(1);
}
const operations = Number(process.argv[2] ?? 2000);
const rows = await runWalletBench(baseUrl, operations);
console.table(
  rows.map((row) => ({
    clients: row.clients,
    'ledger debits/s': row.ledgerDebitsPerSec,
    'plain UPDATE/s': row.plainUpdatesPerSec,
    'ledger / plain': row.ratio,
  })),
);
console.log(JSON.stringify({ wallet: rows }, null, 2));
