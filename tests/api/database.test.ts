/**
 * The PostgreSQL pool survives losing an idle connection (server restart, failover,
 * pg_terminate_backend): the pool reports it as an 'error' event, which must be handled, or Node
 * ends the process.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRIVERS, startTestApp, type TestApp } from './harness';

describe.runIf(DRIVERS.includes('postgres'))('PostgreSQL connection pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('postgres');
  });
  afterAll(() => t?.close());

  it('keeps answering after its idle connections are terminated, and logs a warning', async () => {
    const client = t.client();
    expect((await client.loginWithPassword('13800000021')).body.success).toBe(true);
    // The pool now holds idle connections; end them from another session.
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const terminated = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        result.rows[0].name,
      ]);
      expect(terminated.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(t.databaseWarnings).toContain('idle database connection lost'), { timeout: 2_000 });

    expect((await client.get('/user/getUserInfo')).body.success).toBe(true);
    expect((await t.client().loginWithPassword('13800000022')).body.success).toBe(true);
  });
});
