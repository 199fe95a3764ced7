/**
 * `npm run bench:scale` (issue 33 item 5, docs/scale.md): the path past one PostgreSQL database,
 * simulated on this machine. A database of `channels` channels × 20 customers each (10,500 tenants
 * by default) and `channels × perChannel` projects (10,000,000 by default) is generated in
 * PostgreSQL with the dashboards bench's set-based loader (bench/dashboards/data.ts: groups of five
 * projects, wallets, recharge orders, gap disposals, computed risks), beside a small one holding
 * only the first ten of those channels (the same channels, 50 times fewer tenants and projects).
 * Then, interleaved between the two:
 *
 * - the heaviest **tenant-scoped** calls through the app (a channel manager's project groups, a
 *   consultant's, the channel's customers, the manager's bill), and
 * - the heaviest **cross-tenant** ones (the platform's orders, project groups and tenants, and
 *   the platform-wide aggregates behind finance and the metrics rebuild, as plain SQL),
 *
 * p50 and p95 side by side. Finally the distributed plan is simulated: `projects` copied into a
 * table hash-partitioned on tenant_code (SHARDS partitions, the way Citus would place shards on
 * tenant_code), the same tenant-scoped read pruned to one partition, the cross-tenant aggregate
 * run whole and per partition (what each of SHARDS workers would do before the coordinator merges).
 *
 * The large database is kept (`scp_scale_sim`, reused when it holds the asked size; `--fresh`
 * loads it again, `--drop` removes it at the end): loading 10,000,000 projects takes tens of
 * minutes on this 2-core machine.
 *
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale [channels] [perChannel] [--fresh] [--drop]
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openBenchApp, benchSession, type BenchApp } from '../postgresApp';
import { benchChannel, benchManager, CUSTOMERS_PER_CHANNEL, loadChannels } from '../dashboards/data';

const LARGE_NAME = 'scp_scale_sim';
const SLICE = 10;
const SAMPLES = 30;
const ROUNDS = 5;
const SHARDS = 16;

interface Target extends BenchApp {
  label: 'small' | 'large';
  tokens: Record<Who, string>;
}

type Who = 'manager' | 'consultant' | 'platform';

const API_CALLS: readonly { label: string; who: Who; url: string }[] = [
  {
    label: 'channel: project groups, page 1 (manager)',
    who: 'manager',
    url: '/consulting/project/channel/listGroup?current=1&pageSize=20&scope=all',
  },
  {
    label: 'channel: project groups, page 50 (manager)',
    who: 'manager',
    url: '/consulting/project/channel/listGroup?current=50&pageSize=20&scope=all',
  },
  {
    label: 'channel: my project groups (consultant)',
    who: 'consultant',
    url: '/consulting/project/channel/listGroup?current=1&pageSize=20&scope=my',
  },
  { label: 'channel: customers, page 1', who: 'manager', url: '/api/customer/list.json?current=1&pageSize=20' },
  { label: "channel: the manager's bill, page 1", who: 'manager', url: '/api/account/bill/list?current=1&pageSize=20' },
  { label: 'platform: orders, page 1', who: 'platform', url: '/api/platform/order/list?current=1&pageSize=20' },
  { label: 'platform: project groups, page 1', who: 'platform', url: '/api/platform/projectGroup/list.json?current=1&pageSize=20' },
  { label: 'platform: tenants, page 1', who: 'platform', url: '/api/platform/tenant/list.json?current=1&pageSize=20' },
];

/** Cross-tenant aggregates as the platform's finance and the metrics rebuild compute them. */
const SQL_CALLS: readonly { label: string; sql: string }[] = [
  {
    label: 'sql: points spent by month, all tenants',
    sql: `select date_trunc('month', created_at) as month, sum(-amount) from wallet_entries where type = 'consume' group by 1`,
  },
  {
    label: 'sql: projects by state, all tenants',
    sql: `select state, count(*) from projects group by state`,
  },
  {
    label: 'sql: projects by channel and state (rebuild core)',
    sql: `select delivery_tenant_code, state, count(*), avg(progress) from projects group by 1, 2`,
  },
];

async function open(baseUrl: string, label: Target['label'], name: string): Promise<Target> {
  const opened = await openBenchApp(baseUrl, name, { METRICS_REFRESH_MS: '0' });
  return Object.assign(opened, { label, tokens: { manager: '', consultant: '', platform: '' } });
}

async function call(target: Target, who: Who, url: string): Promise<void> {
  const response = await target.app.inject({
    method: 'GET',
    url,
    headers: { cookie: `sid=${target.tokens[who]}`, 'x-requested-with': 'XMLHttpRequest' },
  });
  const body = response.json() as { success: boolean; errorMsg?: string };
  if (response.statusCode !== 200 || !body.success)
    throw new Error(`${target.label} ${url}: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
}

const stat = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] };
};

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

/** Both sizes alternate in rounds, so load from elsewhere hits both alike. */
async function interleaved(small: Target, large: Target, samples: number, run: (target: Target) => Promise<unknown>) {
  const times = { small: [] as number[], large: [] as number[] };
  await run(small);
  await run(large);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of [small, large]) {
      for (let i = 0; i < Math.max(1, samples / ROUNDS); i += 1) times[target.label].push(await timed(() => run(target)));
    }
  }
  return { small: stat(times.small), large: stat(times.large) };
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);

async function countProjects(client: pg.Client): Promise<number> {
  const { rows } = await client.query(`select count(*)::bigint::text as n from projects where tenant_code like 'T-BENCH-%'`);
  return Number(rows[0].n);
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
}

/** The projects copied into a table hash-partitioned on tenant_code: one partition per would-be shard. */
async function partitionedCopy(client: pg.Client): Promise<number> {
  const { rows } = await client.query(`select count(*)::int as n from pg_class where relname = 'projects_by_tenant'`);
  if (rows[0].n === 1) return 0;
  const started = Date.now();
  await client.query('create table projects_by_tenant (like projects including defaults) partition by hash (tenant_code)');
  for (let i = 0; i < SHARDS; i += 1) {
    await client.query(`create table projects_by_tenant_${i} partition of projects_by_tenant for values with (modulus ${SHARDS}, remainder ${i})`);
  }
  await client.query('insert into projects_by_tenant select * from projects');
  await client.query('create index on projects_by_tenant (tenant_code, created_at desc)');
  await client.query('analyze projects_by_tenant');
  return (Date.now() - started) / 1000;
}

export async function runScaleSimulation(baseUrl: string, channels: number, perChannel: number, options: { fresh: boolean; drop: boolean }) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const smallName = `scp_scale_small_${process.pid}_${randomBytes(3).toString('hex')}`;
  const targets: Target[] = [];
  const nowMs = Date.now();
  try {
    if (options.fresh) await admin.query(`drop database if exists ${LARGE_NAME} with (force)`);
    const reused = await databaseExists(admin, LARGE_NAME);
    if (!reused) await admin.query(`create database ${LARGE_NAME}`);
    await admin.query(`create database ${smallName}`);
    const small = await open(baseUrl, 'small', smallName);
    targets.push(small);
    // The same channels as the large database's first ten, alone: the ratio is the database's size, not the channel's.
    await loadChannels(small.client, 1, 10, perChannel, nowMs);
    await small.client.query('vacuum analyze');
    const large = await open(baseUrl, 'large', LARGE_NAME);
    targets.push(large);
    // The loader's statements run in this backend: shown so an operator can renice it.
    const [{ pid }] = (await large.client.query('select pg_backend_pid() as pid')).rows as { pid: number }[];
    let loaded = await countProjects(large.client);
    let loadSeconds = 0;
    if (loaded !== channels * Math.max(1, Math.floor(perChannel / 5)) * 5) {
      if (loaded > 0) throw new Error(`${LARGE_NAME} holds ${loaded} bench projects, not the asked size: run with --fresh`);
      console.log(`loading ${channels} channels × ${perChannel} projects into ${LARGE_NAME} (backend pid ${pid})`);
      const started = Date.now();
      for (let first = 1; first <= channels; first += SLICE) {
        const last = Math.min(channels, first + SLICE - 1);
        await loadChannels(large.client, first, last, perChannel, nowMs);
        const elapsed = (Date.now() - started) / 1000;
        console.log(`  ${last}/${channels} channels, ${elapsed.toFixed(0)} s`);
      }
      await large.client.query('vacuum analyze');
      loadSeconds = (Date.now() - started) / 1000;
      loaded = await countProjects(large.client);
    }
    const sizeOf = async (client: pg.Client) =>
      (await client.query(`select pg_size_pretty(pg_database_size(current_database())) as size`)).rows[0].size as string;
    const tenants = async (client: pg.Client) => Number((await client.query(`select count(*)::int as n from tenants`)).rows[0].n);
    const figures = {
      date: new Date().toISOString().slice(0, 10),
      large: {
        channels,
        customers: channels * CUSTOMERS_PER_CHANNEL,
        tenants: await tenants(large.client),
        projects: loaded,
        size: await sizeOf(large.client),
      },
      small: { tenants: await tenants(small.client), projects: await countProjects(small.client), size: await sizeOf(small.client) },
      loadSeconds,
      reused,
    };
    console.log(JSON.stringify(figures));

    for (const target of targets) {
      // The loader gives consultants neither a phone nor the licences: channel 1's first consultant gets both, to sign in.
      await target.client.query(`update accounts set phone = '13970000001' where account_id = 'A-BC-1-1' and phone is null`);
      await target.client.query(
        `insert into licence_acceptances (account_id, licence_code, accepted_at) select 'A-BC-1-1', licence_code, now() from licences on conflict do nothing`,
      );
      target.tokens = {
        manager: await benchSession(target.database, benchManager(1), benchChannel(1)),
        consultant: await benchSession(target.database, 'A-BC-1-1', benchChannel(1)),
        platform: await benchSession(target.database, 'A-01', 'T-PLATFORM'),
      };
    }
    const rows: { label: string; small: { p50: number; p95: number }; large: { p50: number; p95: number } }[] = [];
    const print = (row: (typeof rows)[number]) =>
      console.log(
        row.label.padEnd(52),
        ms(row.small.p50).padStart(10),
        ms(row.large.p50).padStart(10),
        ms(row.small.p95).padStart(10),
        ms(row.large.p95).padStart(10),
        `${(row.large.p50 / row.small.p50).toFixed(2)}×`.padStart(9),
      );
    console.log(
      'call'.padEnd(52),
      'p50 small'.padStart(10),
      'p50 large'.padStart(10),
      'p95 small'.padStart(10),
      'p95 large'.padStart(10),
      'ratio'.padStart(9),
    );
    for (const { label, who, url } of API_CALLS) {
      rows.push({ label, ...(await interleaved(small, large, SAMPLES, (target) => call(target, who, url))) });
      print(rows[rows.length - 1]);
    }
    for (const { label, sql } of SQL_CALLS) {
      rows.push({ label, ...(await interleaved(small, large, 3, (target) => target.client.query(sql))) });
      print(rows[rows.length - 1]);
    }

    // The distributed plan, simulated with hash partitions on tenant_code.
    const copySeconds = await partitionedCopy(large.client);
    const tenantRead = `select project_code, state, progress from %T where tenant_code = 'T-BENCH-0001' order by created_at desc limit 20`;
    const crossAggregate = `select state, count(*) from %T group by state`;
    const samplesOf = async (sql: string, n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i += 1) times.push(await timed(() => large.client.query(sql)));
      return stat(times);
    };
    const perShard: number[] = [];
    for (let i = 0; i < SHARDS; i += 1) perShard.push((await samplesOf(crossAggregate.replace('%T', `projects_by_tenant_${i}`), 3)).p50);
    const [{ partitions }] = (
      await large.client.query(
        `select count(*)::int as partitions from (select distinct tableoid from projects_by_tenant where tenant_code = 'T-BENCH-0001') t`,
      )
    ).rows as { partitions: number }[];
    const simulation = {
      shards: SHARDS,
      copySeconds,
      tenantRead: {
        single: await samplesOf(tenantRead.replace('%T', 'projects'), 20),
        partitioned: await samplesOf(tenantRead.replace('%T', 'projects_by_tenant'), 20),
      },
      tenantPartitions: partitions,
      crossAggregate: {
        single: await samplesOf(crossAggregate.replace('%T', 'projects'), 3),
        partitioned: await samplesOf(crossAggregate.replace('%T', 'projects_by_tenant'), 3),
        slowestShard: Math.max(...perShard),
        medianShard: [...perShard].sort((a, b) => a - b)[Math.floor(SHARDS / 2)],
      },
    };
    console.log(
      `\ndistributed plan simulated: projects hash-partitioned on tenant_code into ${SHARDS} partitions${copySeconds ? ` (copy ${copySeconds.toFixed(0)} s)` : ''}`,
    );
    console.log(
      `  a channel's newest 20 projects: one table p50 ${ms(simulation.tenantRead.single.p50)}, partitioned p50 ${ms(simulation.tenantRead.partitioned.p50)} (the tenant's rows in ${partitions} partition)`,
    );
    console.log(
      `  projects by state, all tenants: one table p50 ${ms(simulation.crossAggregate.single.p50)}, all partitions p50 ${ms(simulation.crossAggregate.partitioned.p50)}, ` +
        `one partition: median ${ms(simulation.crossAggregate.medianShard)}, slowest ${ms(simulation.crossAggregate.slowestShard)} (what each of ${SHARDS} workers would do in parallel)`,
    );
    return { figures, rows, simulation };
  } finally {
    for (const target of targets) await target.close();
    await admin.query(`drop database if exists ${smallName} with (force)`);
    if (options.drop) await admin.query(`drop database if exists ${LARGE_NAME} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!baseUrl) {
    console.error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
    process.exit(1);
  }
  const numbers = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith('--')));
  const channels = Number(numbers[0] ?? 500);
  const perChannel = Number(numbers[1] ?? 20_000);
  const started = Date.now();
  await runScaleSimulation(baseUrl, channels, perChannel, { fresh: flags.has('--fresh'), drop: flags.has('--drop') });
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
