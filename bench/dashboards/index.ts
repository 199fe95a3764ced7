/**
 * `npm run bench:dashboards` (issue 32 "Scale"): every dashboard call through the app
 * (app.inject with a logged-in session) on two PostgreSQL databases side by side:
 *   small = 1,000 projects: 10 channels of 100 (channel 1 the parent of 2–10);
 *   large = 1,000,000 projects: 1,000 channels of 1,000 (each tenth channel the parent of the
 *           next nine), with 20,000 customers, 200,000 purchases, their wallet entries and
 *           recharge orders, open gap disposals and computed risks (bench/dashboards/data.ts).
 * Both also hold the demo set (the platform manager 13800000001 is the demo's). The channel calls
 * run as channel 1's manager, the platform calls as the platform manager; the calls alternate
 * between the databases in rounds, so load from elsewhere on the machine hits both alike. The
 * goal: the large within 2× of the small (p50).
 *
 * The data is bulk-loaded with the metric triggers off, then `app.metrics.rebuild()` (timed)
 * computes the summaries. How stale a figure can be: the refresh interval (METRICS_REFRESH_MS)
 * plus one refresh cycle, measured on the large database after 100 purchases in 100 channels
 * (each a group, its project and its debit, the triggers on).
 *
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:dashboards [channels] [projectsPerChannel]
 * (or DATABASE_URL). Throwaway databases are created and dropped.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { benchSession, openBenchApp, type BenchApp } from '../postgresApp';
import { benchChannel, benchManager, loadChannels } from './data';

const SAMPLES = 60;
const ROUNDS = 6;
const SLICE = 100;

interface Target extends BenchApp {
  label: string;
  tokens: { channel: string; platform: string };
}

/** The calls measured: the channel's four pages (with the consumption's options and export) and the platform's two, with its export. */
const CALLS: readonly { label: string; who: 'channel' | 'platform'; url: string }[] = [
  { label: '智能数据中心 dataHub', who: 'channel', url: '/api/dashboard/channel/dataHub.json' },
  { label: '业务看板 business', who: 'channel', url: '/api/dashboard/channel/business.json' },
  { label: '协同看板 collaboration', who: 'channel', url: '/api/dashboard/channel/collaboration.json' },
  { label: '消费明细 list (page 1 of 20)', who: 'channel', url: '/api/dashboard/channel/consumption/list.json?current=1&pageSize=20' },
  { label: '消费明细 options', who: 'channel', url: '/api/dashboard/channel/consumption/options.json' },
  { label: '消费明细 export (3 months)', who: 'channel', url: '/api/dashboard/channel/consumption/export?startDate=:start&endDate=:end' },
  { label: '经营指标中心 overview', who: 'platform', url: '/api/dashboard/platform/overview.json' },
  {
    label: 'analysis purchaseProjects × channel',
    who: 'platform',
    url: '/api/dashboard/platform/analysis.json?measure=purchaseProjects&dimension=channel',
  },
  { label: 'analysis pointsOut × region', who: 'platform', url: '/api/dashboard/platform/analysis.json?measure=pointsOut&dimension=region' },
  { label: 'analysis export (product)', who: 'platform', url: '/api/dashboard/platform/analysis/export?measure=purchasePoints&dimension=product' },
];

const chinaDayOf = (instant: Date) => new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

async function call(target: Target, who: 'channel' | 'platform', url: string): Promise<void> {
  const now = new Date();
  const resolved = url.replace(':start', chinaDayOf(new Date(now.getTime() - 90 * 86_400_000))).replace(':end', chinaDayOf(now));
  const response = await target.app.inject({
    method: 'GET',
    url: resolved,
    headers: { cookie: `sid=${target.tokens[who]}`, 'x-requested-with': 'XMLHttpRequest' },
  });
  if (response.statusCode !== 200) throw new Error(`${target.label} ${resolved}: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
  if ((response.headers['content-type'] ?? '').toString().includes('json')) {
    const body = response.json() as { success: boolean; errorMsg: string };
    if (!body.success) throw new Error(`${target.label} ${resolved}: ${body.errorMsg}`);
  }
}

const stat = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] };
};

async function open(baseUrl: string, label: string, name: string): Promise<Target> {
  // Started before the bulk load: its first start rebuilds the (demo-only) summary, the bench's rebuild is timed below.
  const opened = await openBenchApp(baseUrl, name);
  return Object.assign(opened, { label, tokens: { channel: '', platform: '' } });
}

export interface DashboardsBenchResult {
  sizes: { label: string; channels: number; projects: number; loadSeconds: number; rebuildSeconds: number }[];
  calls: { label: string; small: { p50: number; p95: number }; large: { p50: number; p95: number } }[];
  refreshIntervalMs: number;
  refreshAfterMarks: { purchases: number; marks: number; seconds: number };
}

export async function runDashboardsBench(baseUrl: string, channels: number, perChannel: number): Promise<DashboardsBenchResult> {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const sizes = [
    { label: 'small', channels: 10, perChannel: 100 },
    { label: 'large', channels, perChannel },
  ];
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const targets: Target[] = [];
  const result: DashboardsBenchResult = { sizes: [], calls: [], refreshIntervalMs: 0, refreshAfterMarks: { purchases: 0, marks: 0, seconds: 0 } };
  try {
    const nowMs = Date.now();
    for (const size of sizes) {
      const name = `scp_bench_dashboards_${size.label}_${suffix}`;
      await admin.query(`create database ${name}`);
      const target = await open(baseUrl, size.label, name);
      targets.push(target);
      const loadStarted = Date.now();
      for (let first = 1; first <= size.channels; first += SLICE) {
        await loadChannels(target.client, first, Math.min(size.channels, first + SLICE - 1), size.perChannel, nowMs);
        if (size.channels > SLICE) process.stdout.write(`  ${size.label}: ${Math.min(size.channels, first + SLICE - 1)} channels loaded\n`);
      }
      await target.client.query('vacuum analyze');
      const loadSeconds = (Date.now() - loadStarted) / 1000;
      const rebuildStarted = Date.now();
      await target.app.metrics.rebuild();
      const rebuildSeconds = (Date.now() - rebuildStarted) / 1000;
      await target.client.query('vacuum analyze');
      const [{ count }] = (await target.client.query(`select count(*)::int as count from projects`)).rows as { count: number }[];
      result.sizes.push({ label: size.label, channels: size.channels, projects: count, loadSeconds, rebuildSeconds });
      process.stdout.write(
        `  ${size.label}: ${count.toLocaleString('en')} projects, load ${loadSeconds.toFixed(1)} s, rebuild ${rebuildSeconds.toFixed(1)} s\n`,
      );
      target.tokens = {
        channel: await benchSession(target.database, benchManager(1), benchChannel(1)),
        platform: await benchSession(target.database, 'A-01', 'T-PLATFORM'),
      };
    }

    const [small, large] = targets;
    for (const { label, who, url } of CALLS) {
      const samples = { small: [] as number[], large: [] as number[] };
      for (let i = 0; i < 3; i += 1) {
        await call(small, who, url);
        await call(large, who, url);
      }
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const target of [small, large]) {
          for (let i = 0; i < SAMPLES / ROUNDS; i += 1) {
            const started = process.hrtime.bigint();
            await call(target, who, url);
            samples[target.label as 'small' | 'large'].push(Number(process.hrtime.bigint() - started) / 1e6);
          }
        }
      }
      result.calls.push({ label, small: stat(samples.small), large: stat(samples.large) });
    }

    // Staleness: 100 purchases in 100 channels with the triggers on, then one refresh cycle.
    const purchases = Math.min(100, channels);
    const step = Math.max(1, Math.floor(channels / purchases));
    await large.client.query(
      `with picked as (select c, 'T-BENCH-' || lpad(c::text, 4, '0') as tenant_code from generate_series(1, $1::int * $2::int, $2::int) c),
            grp as (
              insert into project_groups (tenant_code, group_code, customer_tenant_code, delivery_tenant_code, product_code, product_version, product_name,
                service_kind, standard, authorization_code, unit_price_points, price_points, request_key, remark, status, purchased_by, purchased_at)
              select tenant_code, 'PGN' || lpad(c::text, 13, '0'), tenant_code || '-C1', tenant_code, 'PD-GAP-MLPS3', 1, '等级保护 2.0 第三级差距分析',
                     'gapAnalysis', 'gov', 'AU-BENCH', 1615, 1615, 'bench-new-' || c, '', 'active', 'A-BM-' || c, now()
                from picked returning tenant_code, group_code, purchased_by, request_key, purchased_at),
            prj as (
              insert into projects (tenant_code, project_code, group_code, customer_tenant_code, delivery_tenant_code, name, level, state, distribute_status,
                transferred, progress, created_at, updated_at)
              select tenant_code, 'PJN' || substr(group_code, 4), group_code, tenant_code || '-C1', tenant_code, '新购对象', '3', 'empty', 'undispatch',
                     false, 0, purchased_at, purchased_at from grp returning 1)
       insert into wallet_entries (entry_id, account_id, type, amount, balance_after, idempotency_key, reason, tenant_code, operator_account_id, created_at)
       select 'E-N-' || group_code, purchased_by, 'consume', -1615, 0, 'project-group:' || tenant_code || ':' || request_key, '购买服务', tenant_code,
              purchased_by, purchased_at from grp`,
      [purchases, step],
    );
    const [{ marks }] = (await large.client.query('select count(*)::int as marks from metric_dirty')).rows as { marks: number }[];
    const refreshStarted = Date.now();
    await large.app.metrics.refresh();
    result.refreshAfterMarks = { purchases, marks, seconds: (Date.now() - refreshStarted) / 1000 };
    result.refreshIntervalMs = large.config.METRICS_REFRESH_MS;
    return result;
  } finally {
    for (const target of targets) {
      await target.close();
      await admin.query(`drop database if exists ${target.name} with (force)`);
    }
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!baseUrl) {
    console.error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
    process.exit(1);
  }
  const channels = Number(process.argv[2] ?? 1000);
  const perChannel = Number(process.argv[3] ?? 1000);
  const started = Date.now();
  const result = await runDashboardsBench(baseUrl, channels, perChannel);
  console.log(
    `\ndashboards bench (${new Date().toISOString().slice(0, 10)}): every call through the app, small and large interleaved, ${SAMPLES} samples each`,
  );
  for (const size of result.sizes) {
    console.log(
      `  ${size.label}: ${size.channels} channels, ${size.projects.toLocaleString('en')} projects; bulk load ${size.loadSeconds.toFixed(1)} s, app.metrics.rebuild() ${size.rebuildSeconds.toFixed(1)} s`,
    );
  }
  console.log(
    'call'.padEnd(42),
    'p50 small'.padStart(10),
    'p50 large'.padStart(10),
    'p95 small'.padStart(10),
    'p95 large'.padStart(10),
    'ratio p50'.padStart(10),
  );
  let worst = 0;
  for (const { label, small, large } of result.calls) {
    const ratio = large.p50 / small.p50;
    worst = Math.max(worst, ratio);
    console.log(
      label.padEnd(42),
      `${small.p50.toFixed(2)}ms`.padStart(10),
      `${large.p50.toFixed(2)}ms`.padStart(10),
      `${small.p95.toFixed(2)}ms`.padStart(10),
      `${large.p95.toFixed(2)}ms`.padStart(10),
      `${ratio.toFixed(2)}×`.padStart(10),
    );
  }
  console.log(worst <= 2 ? `goal met: every call within 2× (worst ${worst.toFixed(2)}×)` : `goal missed: worst ${worst.toFixed(2)}× (> 2×)`);
  const { purchases, marks, seconds } = result.refreshAfterMarks;
  console.log(
    `staleness: a figure is at most METRICS_REFRESH_MS (${(result.refreshIntervalMs / 1000).toFixed(0)} s) + one refresh cycle old; ` +
      `one cycle after ${purchases} purchases in ${purchases} channels (${marks} marks) took ${seconds.toFixed(2)} s on the large database ` +
      `(a channel's own reads refresh its own few marks first)`,
  );
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
