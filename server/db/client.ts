/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite (real PostgreSQL
 * in WASM) on disk, or in memory for tests. Both expose the same Drizzle API (`Db`).
 */
import fs from 'node:fs';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
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
  /**
   * No dataDir = in memory. `snapshot` starts from a dump (PGlite dumpDataDir), e.g. a prepared test
   * database. `settings`: server settings for this instance (`-c name=value` at start), e.g. a
   * smaller shared_buffers for short-lived test databases.
   */
  | { driver: 'pglite'; dataDir?: string; snapshot?: Blob; settings?: Record<string, string> };

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
  return openPglite(target.dataDir, target.snapshot, target.settings);
}

/**
 * PGlite only: which statements may have changed which tables, so that a cache in this process can
 * tell when what it holds may be out of date. Correct because an embedded PGlite database is opened
 * by exactly one process and every statement of that process passes through its one client (see
 * trackedClient). PostgreSQL has no tracker: other processes write to it too.
 */
export interface ChangeTracker {
  /**
   * A counter for these tables (their SQL names) that grows when a statement that may write one of
   * them starts and again when it ends (commit or not). Equal readings before and after a read mean
   * no such write completed in between.
   */
  watch(tables: readonly string[]): () => number;
}

const trackers = new WeakMap<object, ChangeTracker>();

/** The change tracker of a PGlite database (not of a transaction); undefined on PostgreSQL. */
export function changeTracker(db: DbOrTx): ChangeTracker | undefined {
  return trackers.get(db);
}

const READ = /^\s*select\b/i;
/** A single-table write whose text names every table it writes (Drizzle's insert, update, delete). */
const DML = /^\s*(insert\s+into|update|delete\s+from)\s/i;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Wraps PGlite so that every statement it runs (outside and inside transactions) is seen by the
 * tracker. A SELECT writes nothing (the schema has no functions or triggers that write); an INSERT,
 * UPDATE or DELETE writes what its text names (a cascade only reaches tables referencing a named
 * one: watch a table's parents with it); anything else (DDL, savepoints, `exec` scripts) may write
 * anything.
 */
function trackedClient(client: PGlite): { client: PGlite; tracker: ChangeTracker } {
  const watchers: { pattern: RegExp; generation: number }[] = [];
  const bump = (text: string) => {
    if (READ.test(text)) return;
    const dml = DML.test(text);
    for (const watcher of watchers) if (!dml || watcher.pattern.test(text)) watcher.generation++;
  };
  const around = async <T>(text: string, run: () => Promise<T>): Promise<T> => {
    bump(text);
    try {
      return await run();
    } finally {
      bump(text);
    }
  };
  const SCRIPT = 'script';
  const trackTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property) {
        if (property === 'query')
          return (text: string, params?: unknown[], options?: QueryOptions) => around(text, () => target.query(text, params, options));
        if (property === 'exec') return (text: string, options?: QueryOptions) => around(SCRIPT, () => target.exec(text, options));
        if (property === 'sql') return () => Promise.reject(new Error('tracked PGlite: use query'));
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const tracked = new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) => around(text, () => target.query(text, params, options));
      if (property === 'exec') return (text: string, options?: QueryOptions) => around(SCRIPT, () => target.exec(text, options));
      if (property === 'sql') return () => Promise.reject(new Error('tracked PGlite: use query'));
      if (property === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) => target.transaction((tx) => callback(trackTransaction(tx)));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const tracker: ChangeTracker = {
    watch(tables) {
      const watcher = { pattern: new RegExp(`\\b(${tables.map(escapeRegExp).join('|')})\\b`, 'i'), generation: 0 };
      watchers.push(watcher);
      return () => watcher.generation;
    },
  };
  return { client: tracked, tracker };
}

async function openPglite(dataDir?: string, snapshot?: Blob, settings?: Record<string, string>): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const startParams = settings && [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  const client = new PGlite({ dataDir, loadDataDir: snapshot, startParams });
  await client.waitReady;
  const { client: tracked, tracker } = trackedClient(client);
  const db = drizzlePglite({ client: tracked, schema }) as unknown as Db;
  trackers.set(db, tracker);
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
