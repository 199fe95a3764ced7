/**
 * vitest globalSetup of the API project: one PostgreSQL "run" per `vitest` process. It builds a
 * migrated, demo-seeded template database once, from which every test file's database is copied
 * (`CREATE DATABASE … TEMPLATE`, tests/api/harness.ts), and it drops the databases of runs that
 * died without cleaning up. Without TEST_DATABASE_URL the API tests run on PGlite only, except
 * in CI, where that is an error.
 *
 * Names: `scp_test_<pid>_<start>_…` where pid and start (base 36 ms) identify the vitest process
 * that owns them. A database whose owner process no longer exists belongs to a dead run.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { prepareDatabase } from '../../server/startup';
import { FakeClock, TEST_SCRYPT_LOG_N } from './harness';

export interface PostgresRun {
  /** Prefix of every database this run creates. */
  prefix: string;
  /** The prepared database the files copy. */
  template: string;
  /**
   * How a file's copy is made: `strategy file_copy` on PostgreSQL 15 and later. The default there
   * (wal_log) writes the whole ~12 MB copy to the WAL; copying the files took half the server's
   * CPU for a create and drop (0.17 against 0.35 s here). Empty before 15, which only copies files.
   */
  copyClause: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresRun: PostgresRun | null;
  }
}

const PREFIX = 'scp_test_';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function withAdmin<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops the test databases of runs whose process is gone (including names of the older form
 * `scp_test_<pid>_<hex>`). No FORCE: a database someone is still connected to is not a dead run's
 * (for example a run in another pid namespace), so it is left alone.
 */
async function sweepDeadRuns(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'scp\\_test\\_%'");
  const dropped: string[] = [];
  for (const { datname } of rows) {
    const pid = Number(datname.slice(PREFIX.length).split('_')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || alive(pid)) continue;
    try {
      await client.query(`drop database if exists "${datname}"`);
      dropped.push(datname);
    } catch {
      /* still in use: not dead after all */
    }
  }
  return dropped;
}

/**
 * Drops this run's databases, connections or not: every file's database, which stays until the
 * run ends (tests/api/harness.ts, `drop()`), and what crashed workers left.
 */
async function dropRun(url: string, prefix: string): Promise<void> {
  const names = await withAdmin(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    return rows.map((row) => row.datname);
  });
  // A few connections at once: a drop mostly waits on the server's disk work (2.3 s → 1.4 s for 70).
  const lanes = Array.from({ length: Math.min(4, names.length) }, () =>
    withAdmin(url, async (client) => {
      for (let name = names.pop(); name !== undefined; name = names.pop()) await client.query(`drop database if exists "${name}" with (force)`);
    }),
  );
  await Promise.all(lanes);
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (process.env.CI === 'true') throw new Error('CI 必须在 PostgreSQL 上运行 API 测试：请设置 TEST_DATABASE_URL');
    project.provide('postgresRun', null);
    return undefined;
  }
  const prefix = `${PREFIX}${process.pid}_${Date.now().toString(36)}_`;
  const template = `${prefix}tpl`;
  const copyClause = await withAdmin(url, async (client) => {
    await sweepDeadRuns(client);
    await client.query(`create database "${template}"`);
    const { rows } = await client.query<{ version: number }>("select current_setting('server_version_num')::int as version");
    return rows[0].version >= 150_000 ? ' strategy file_copy' : '';
  });
  const target = new URL(url);
  target.pathname = `/${template}`;
  const database = await openDatabase({ driver: 'postgres', url: target.toString() });
  try {
    await prepareDatabase(database, { DEMO: true, PASSWORD_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N }, new FakeClock());
  } finally {
    await database.close();
  }
  // `CREATE DATABASE … TEMPLATE` refuses a source with sessions; wait until ours have ended.
  await withAdmin(url, async (client) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await client.query('select 1 from pg_stat_activity where datname = $1', [template]);
      if (rows.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [template]);
  });
  project.provide('postgresRun', { prefix, template, copyClause });
  return async () => {
    await dropRun(url, prefix);
    await withAdmin(url, sweepDeadRuns);
  };
}
