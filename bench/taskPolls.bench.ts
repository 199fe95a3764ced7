/**
 * Task status polls (GET /api/task/detail.json, what the task panel and TaskProgress ask every
 * 2 s while a task runs) through the real app on PostgreSQL: the session guard, the contract's
 * checks, the creator-scoped read of the jobs row (jobs_pkey plus the tenant and creator check)
 * and the envelope. The jobs table holds 100,000 other tasks of 1,000 tenants, so the read is not
 * served by a tiny table. Requests go through app.inject (in process: no sockets), CONCURRENCY at
 * a time, for POLLS polls per round; the median rate of the rounds is printed.
 *
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/taskPolls.bench.ts [polls] [rounds]
 * A throwaway database is created, migrated, demo-seeded and dropped.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { configFrom } from '../server/config';
import { openDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/startup';
import { DEMO_PASSWORD } from '../domain/identity/demo';

const POLLS = Number(process.argv[2] ?? 10_000);
const ROUNDS = Number(process.argv[3] ?? 5);
const CONCURRENCY = 16;
const PM = '13800000021';
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) throw new Error('set TEST_DATABASE_URL (a PostgreSQL server where a throwaway database may be created)');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const name = `scp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  try {
    // As deployed (no response validation against the contracts); the runner off: the task stays queued, as while it is polled.
    const config = configFrom({ DEMO: 'true', LOG_LEVEL: 'silent', NODE_ENV: 'production', PASSWORD_SCRYPT_LOG_N: '12', JOBS_RUNNER: 'false' });
    await prepareDatabase(database, config, systemClock);
    const app = await createApp({ config, db: database.db }, false);
    await app.ready();
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    await other.query(
      `insert into jobs (tenant_code, kind, job_key, title, payload, status, created_by, created_at, run_after, finished_at)
       select 'T-BENCH-' || (n % 1000), 'reports.gapDocx', 'k' || n, '基准项目 ' || n, '{}'::jsonb,
         (array['queued','running','succeeded','failed'])[1 + n % 4], 'A-BENCH-' || (n % 5000), now(), now(), null
       from generate_series(1, 100000) n`,
    );
    await other.query('analyze jobs');
    await other.end();

    const login = await app.inject({
      method: 'POST',
      url: '/user/loginByPhone',
      payload: { phone: PM, password: DEMO_PASSWORD },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/task/submit.json',
      payload: { kind: 'reports.gapDocx', payload: { projectCode: 'PJ20260901GI0003' } },
      headers,
    });
    const taskId = submitted.json().data?.taskId;
    if (!taskId) throw new Error(`submit failed: ${submitted.body}`);

    const poll = async () => {
      const answer = await app.inject({ method: 'GET', url: `/api/task/detail.json?taskId=${taskId}`, headers });
      if (answer.statusCode !== 200 || !answer.json().success) throw new Error(`poll failed: ${answer.body}`);
    };
    // Warm-up: prepared statements, JIT.
    for (let i = 0; i < 500; i++) await poll();
    const rates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let left = POLLS;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (left-- > 0) await poll();
        }),
      );
      rates.push(POLLS / ((performance.now() - started) / 1000));
    }
    console.log(
      `task status polls (PostgreSQL, ${CONCURRENCY} at a time, 100,000 other tasks): median ${median(rates).toFixed(0)}/s  [${rates.map((r) => r.toFixed(0)).join(', ')}]`,
    );
    await app.close();
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
