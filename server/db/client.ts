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

/** Where connection trouble is reported (the app's logger once it exists; the console before). */
export interface DatabaseLog {
  warn(object: Record<string, unknown>, message: string): void;
}

const consoleLog: DatabaseLog = { warn: (object, message) => console.warn(message, object) };

export interface DatabaseOptions {
  log?: DatabaseLog;
}

/** node-postgres pool settings: how long to wait for a connection, and when idle ones are closed. */
const POOL_SETTINGS = { max: 10, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 } as const;

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  if (target.driver === 'postgres') return openPostgres(target.url, options.log ?? consoleLog);
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

async function openPostgres(url: string, log: DatabaseLog): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, ...POOL_SETTINGS, keepAlive: true });
  // An idle connection that dies (server restart, pg_terminate_backend, network) is reported on
  // the pool; without a listener Node treats that 'error' event as fatal and the process exits.
  // The pool drops the connection and opens a new one when needed.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection lost'));
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async withLock(key, fn) {
      const client = await pool.connect();
      // While checked out the pool does not listen to the client: a failing query reports the
      // error, this keeps a connection lost between queries from crashing the process.
      const onError = (error: Error) => log.warn({ err: error }, 'database connection lost while holding a lock');
      client.on('error', onError);
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await fn(drizzlePg({ client, schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
        }
      } finally {
        client.off('error', onError);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
