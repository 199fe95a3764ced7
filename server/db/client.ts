/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite (real PostgreSQL
 * in WASM) on disk, or in memory for tests. Both expose the same Drizzle API (`Db`).
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database both drivers provide. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseTarget =
  | { driver: 'postgres'; url: string }
  /** No dataDir = in memory. `snapshot` starts from a dump (PGlite dumpDataDir), e.g. a prepared test database. */
  | { driver: 'pglite'; dataDir?: string; snapshot?: Blob };

export interface Database {
  db: Db;
  driver: DatabaseTarget['driver'];
  /** Runs `fn` with a connection that holds a PostgreSQL session-level advisory lock. */
  withLock<T>(key: string, fn: (db: Db) => Promise<T>): Promise<T>;
  /** PGlite only: a dump of the whole database, loadable as `snapshot`. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === 'postgres') return openPostgres(target.url);
  return openPglite(target.dataDir, target.snapshot);
}

async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: snapshot });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    // PGlite is one connection in one process: nothing else can run concurrently.
    withLock: (_key, fn) => fn(db),
    snapshot: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async withLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await fn(drizzlePg({ client, schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
