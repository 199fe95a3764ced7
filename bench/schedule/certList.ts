/**
 * The certification project list at scale (issue 29 "Scale and speed": lists page on the server and
 * stay under a second at 10,000 certification projects). One body holds 10,000 projects with five
 * audits each (an auditor on the team of every tenth project), bulk-inserted with generate_series
 * into a throwaway PostgreSQL database; then the list's page query (the repository's pageProjects:
 * the count and one page) is timed for the body's planner, an auditor, a keyword, a state and a
 * channel, 40 samples each.
 *
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/schedule/certList.ts [projects]
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { createCertificationRepository } from '../../server/modules/certification/repository';

const SAMPLES = 40;
const BODY = 'T-CB-BENCH';

async function seed(client: pg.Client, projects: number): Promise<void> {
  await client.query(
    `insert into cert_projects (tenant_code, cert_project_code, origin, state, client_name, channel_tenant_code, standards, scope_text, scope_codes, created_by, created_at, updated_at)
     select $1, 'CP-B-' || lpad(n::text, 6, '0'), 'body', (array['applied','accepted','reviewed','programmed','certified'])[1 + n % 5],
            '客户' || n || '有限公司', case when n % 20 = 0 then 'T-CH-BENCH' end, '["ISMS"]'::jsonb, '信息技术服务 ' || n, '["33"]'::jsonb,
            'A-BENCH', now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
     from generate_series(1, $2) as n`,
    [BODY, projects],
  );
  await client.query(
    `insert into cert_audits (tenant_code, audit_code, cert_project_code, seq, type, state, schedule_state, window_from, window_to, required_days, total_days, team, updated_at)
     select $1, 'AU-B-' || lpad(n::text, 6, '0') || '-' || s, 'CP-B-' || lpad(n::text, 6, '0'), s,
            (array['stage1','stage2','surveillance1','surveillance2','recertification'])[s], 'planned', 'unscheduled',
            date '2027-01-01' + s * 90, date '2027-03-01' + s * 90, 5, 6,
            case when n % 10 = 0 then '[{"assessorCode":"AS-B-1","name":"审核员","role":"leader","days":3}]'::jsonb else '[]'::jsonb end, now()
     from generate_series(1, $2) as n, generate_series(1, 5) as s`,
    [BODY, projects],
  );
  await client.query('analyze');
}

export async function runCertListBench(baseUrl: string, projects: number) {
  const name = `bench_cert_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const urlOf = (db: string) => {
    const url = new URL(baseUrl);
    url.pathname = `/${db}`;
    return url.toString();
  };
  try {
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ driver: 'postgres', url: urlOf(name) });
    await migrateDatabase(database);
    const client = new pg.Client({ connectionString: urlOf(name) });
    await client.connect();
    await seed(client, projects);
    await client.end();
    const repo = createCertificationRepository(database.db);
    const page = { current: 1, pageSize: 10 };
    const calls: Record<string, () => Promise<{ total: number }>> = {
      'planner: first page': () => repo.pageProjects({ kind: 'body', body: BODY }, {}, page),
      'planner: page 500': () => repo.pageProjects({ kind: 'body', body: BODY }, {}, { current: 500, pageSize: 10 }),
      'planner: keyword': () => repo.pageProjects({ kind: 'body', body: BODY }, { keyword: '客户99' }, page),
      'planner: state': () => repo.pageProjects({ kind: 'body', body: BODY }, { state: 'programmed' }, page),
      'auditor: own projects': () => repo.pageProjects({ kind: 'assessor', body: BODY, assessorCode: 'AS-B-1' }, {}, page),
      'channel: its applications': () => repo.pageProjects({ kind: 'channel', channel: 'T-CH-BENCH' }, {}, page),
    };
    const results: Record<string, { p50: number; p95: number; total: number }> = {};
    for (const [label, call] of Object.entries(calls)) {
      const { total } = await call();
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i += 1) {
        const started = process.hrtime.bigint();
        await call();
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      times.sort((a, b) => a - b);
      results[label] = { p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], total };
    }
    await database.close();
    return results;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!baseUrl) {
    console.error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
    process.exit(1);
  }
  const projects = Number(process.argv[2] ?? 10_000);
  const results = await runCertListBench(baseUrl, projects);
  console.log(`certification project list: one body of ${projects.toLocaleString('en')} projects (${(projects * 5).toLocaleString('en')} audits)`);
  console.log('call'.padEnd(30), 'rows'.padStart(8), 'p50'.padStart(10), 'p95'.padStart(10));
  let worst = 0;
  for (const [label, r] of Object.entries(results)) {
    worst = Math.max(worst, r.p95);
    console.log(label.padEnd(30), String(r.total).padStart(8), `${r.p50.toFixed(1)}ms`.padStart(10), `${r.p95.toFixed(1)}ms`.padStart(10));
  }
  console.log(
    worst < 1000 ? `goal met: every page under a second (worst p95 ${worst.toFixed(1)} ms)` : `goal missed: worst p95 ${worst.toFixed(1)} ms`,
  );
}
