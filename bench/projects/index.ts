/**
 * The channel's project lists at scale (issue 12 "Rules"): listGroup (scope all for the manager,
 * scope my for a consultant), the group detail and the administration list, through the real
 * channel service and repository on PostgreSQL, measured for ONE channel of 1,000 projects twice
 * in one run:
 *   1. when the database holds only that channel (1,000 projects, 200 groups);
 *   2. after 999 more channels are bulk-inserted with generate_series (1,000 tenants, 1,000,000
 *      projects, 200,000 groups, 200,000 timeline events) and ANALYZE ran.
 * The goal: each call within 2× of its small-database latency (the indexes lead with tenant_code,
 * delivery_tenant_code, so the channel's share is what a call reads).
 *
 * The two databases live side by side and the calls alternate between them in rounds, so load
 * from elsewhere on the machine hits both measurements alike.
 *
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:projects [tenants] [projectsPerTenant]
 * (or DATABASE_URL). A throwaway database is created, migrated and dropped. Names of accounts and
 * tenants come from an in-memory directory (app.accountDirectory's shape), as the service asks.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { systemClock } from '../../server/clock';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { repositories } from '../../server/db/repositories';
import type { RequestContext } from '../../server/http/context';
import { createChannelProjectRepository } from '../../server/modules/projects/channel/repository';
import { createChannelProjectService } from '../../server/modules/projects/channel/service';

const GROUP_SIZE = 5;
const CONSULTANTS = 5;
const SAMPLES = 60;

const tenantCode = (n: number) => `T-BENCH-${String(n).padStart(4, '0')}`;

/** Inserts channels first..last (1-based), each with `perTenant` projects in groups of GROUP_SIZE, all set-based. */
async function seed(client: pg.Client, first: number, last: number, perTenant: number): Promise<void> {
  const groups = perTenant / GROUP_SIZE;
  const base = Date.parse('2026-01-01T00:00:00Z');
  await client.query(
    `insert into project_groups (tenant_code, group_code, customer_tenant_code, delivery_tenant_code, product_code, product_version, product_name,
       service_kind, standard, authorization_code, unit_price_points, price_points, request_key, remark, status, purchased_by, purchased_at)
     select 'T-BENCH-' || lpad(t::text, 4, '0'), 'PG' || lpad(t::text, 4, '0') || lpad(g::text, 10, '0'), 'T-BCU-' || lpad(t::text, 4, '0') || '-' || (g % 20),
       'T-BENCH-' || lpad(t::text, 4, '0'), 'PD-BENCH', 1, '基准产品 ' || (g % 7), 'gapAnalysis', 'gov', 'AU-BENCH', 100, 500, 'bench-' || g, '', 'active',
       'A-BM-' || t, to_timestamp($3::bigint / 1000.0) + (g || ' minutes')::interval
     from generate_series($1::int, $2::int) t, generate_series(1, $4::int) g`,
    [first, last, base, groups],
  );
  await client.query(
    `insert into projects (tenant_code, project_code, group_code, customer_tenant_code, delivery_tenant_code, name, level, state, distribute_status,
       consultant_account_id, transferred, progress, created_at, updated_at)
     select 'T-BENCH-' || lpad(t::text, 4, '0'), 'PJ' || lpad(t::text, 4, '0') || lpad(g::text, 8, '0') || p,
       'PG' || lpad(t::text, 4, '0') || lpad(g::text, 10, '0'), 'T-BCU-' || lpad(t::text, 4, '0') || '-' || (g % 20), 'T-BENCH-' || lpad(t::text, 4, '0'),
       '对象 ' || g || '-' || p, ((p % 4) + 1)::text,
       (array['empty','inhand','audit','finished','inhand'])[p], case when g % 10 = 0 then 'undispatch' else 'dispatched' end,
       case when g % 10 = 0 then null else 'A-BC-' || t || '-' || (g % ${CONSULTANTS}) end, p = 5, (p * 20) % 101,
       to_timestamp($3::bigint / 1000.0) + (g || ' minutes')::interval, to_timestamp($3::bigint / 1000.0)
     from generate_series($1::int, $2::int) t, generate_series(1, $4::int) g, generate_series(1, ${GROUP_SIZE}) p`,
    [first, last, base, groups],
  );
  await client.query(
    `insert into project_events (tenant_code, group_code, project_code, type, actor_account_id, summary, detail, at)
     select 'T-BENCH-' || lpad(t::text, 4, '0'), 'PG' || lpad(t::text, 4, '0') || lpad(g::text, 10, '0'), null, 'purchase', 'A-BM-' || t, '购买', '{}'::jsonb,
       to_timestamp($3::bigint / 1000.0) + (g || ' minutes')::interval
     from generate_series($1::int, $2::int) t, generate_series(1, $4::int) g`,
    [first, last, base, groups],
  );
  await client.query('analyze project_groups; analyze projects; analyze project_events');
}

const authOf = (accountId: string, roles: string[]): RequestContext =>
  ({
    account: { accountId, showName: accountId },
    tenant: { tenantCode: tenantCode(1), type: 'channel', approvalState: 'success', tenantZhName: '基准渠道' },
    membership: null,
    session: {},
    userInfo: {
      accountId,
      roleDTOs: roles.map((roleCode) => ({ roleCode })),
      tenantDTO: { type: 'channel', approvalState: 'success' },
      closeTabKeys: [],
      accountBelongToPlatformType: null,
    },
  }) as unknown as RequestContext;

type Calls = Record<string, () => Promise<unknown>>;

/** The calls measured, against one database, as the channel's manager and one of its consultants. */
function callsOf(database: Awaited<ReturnType<typeof openDatabase>>): Calls {
  const service = createChannelProjectService({
    repos: repositories(database.db, createChannelProjectRepository),
    accountDirectory: {
      accountNames: async (ids: readonly string[]) => new Map(ids.map((id) => [id, { showName: `顾问 ${id}`, phone: null }] as const)),
      tenantNames: async (codes: readonly string[]) =>
        new Map(codes.map((code) => [code, { tenantCode: code, tenantZhName: `机构 ${code}`, type: 'customer' }] as const)),
      matching: async () => ({ accountIds: [], tenantCodes: [] }),
    } as never,
    customersDirectory: { membersOf: async () => [] },
    products: { version: async () => undefined },
    clock: systemClock,
  });
  const manager = authOf('A-BM-1', ['channel-tenant-manager']);
  const consultant = authOf('A-BC-1-1', ['channel-owner']);
  const page = { current: 1, pageSize: 10 };
  return {
    'listGroup scope all (manager)': () => service.listGroup(manager, { ...page, scope: 'all' } as never),
    'listGroup scope my (consultant)': () => service.listGroup(consultant, { ...page, scope: 'my' } as never),
    'listGroup state=audit, page 5': () => service.listGroup(manager, { current: 5, pageSize: 10, scope: 'all', state: 'audit' } as never),
    projectGroupDetailInfo: () => service.groupDetail(manager, { projectGroupCode: `PG0001${String(17).padStart(10, '0')}` }),
    'project/list.json (administration)': () => service.projectList(manager, { ...page } as never),
    'resourcePool/list.json': () => service.resourcePool(manager, { ...page } as never),
  };
}

/** Rounds per call: the small and the large database alternate, so load from elsewhere on the machine hits both alike. */
const ROUNDS = 6;

export async function runProjectsBench(baseUrl: string, tenants: number, perTenant: number) {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const names = { small: `scp_bench_projects_s_${suffix}`, large: `scp_bench_projects_l_${suffix}` };
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const urlOf = (name: string) => {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    const opened: Awaited<ReturnType<typeof openDatabase>>[] = [];
    const clients: pg.Client[] = [];
    let seedSeconds = 0;
    for (const [size, name] of Object.entries(names)) {
      await admin.query(`create database ${name}`);
      const database = await openDatabase({ driver: 'postgres', url: urlOf(name) });
      await migrateDatabase(database);
      const client = new pg.Client({ connectionString: urlOf(name) });
      await client.connect();
      const started = Date.now();
      await seed(client, 1, 1, perTenant);
      // The large database: 999 more channels, bulk-inserted in slices of 100 tenants.
      if (size === 'large') for (let first = 2; first <= tenants; first += 100) await seed(client, first, Math.min(tenants, first + 99), perTenant);
      if (size === 'large') seedSeconds = (Date.now() - started) / 1000;
      opened.push(database);
      clients.push(client);
    }
    const [{ count }] = (await clients[1].query('select count(*)::int as count from projects')).rows as { count: number }[];
    const [small, large] = opened.map(callsOf);
    const samples: Record<string, { small: number[]; large: number[] }> = {};
    for (const label of Object.keys(small)) {
      samples[label] = { small: [], large: [] };
      for (let i = 0; i < 5; i += 1) {
        await small[label]();
        await large[label]();
      }
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [size, calls] of [
          ['small', small],
          ['large', large],
        ] as const) {
          for (let i = 0; i < SAMPLES / ROUNDS; i += 1) {
            const started = process.hrtime.bigint();
            await calls[label]();
            samples[label][size].push(Number(process.hrtime.bigint() - started) / 1e6);
          }
        }
      }
    }
    for (const client of clients) await client.end();
    for (const database of opened) await database.close();
    const stat = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { p50: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.floor(sorted.length * 0.95)] };
    };
    return {
      small: Object.fromEntries(Object.entries(samples).map(([label, value]) => [label, stat(value.small)])),
      large: Object.fromEntries(Object.entries(samples).map(([label, value]) => [label, stat(value.large)])),
      projects: count,
      tenants,
      perTenant,
      seedSeconds,
    };
  } finally {
    for (const name of Object.values(names)) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!baseUrl) {
    console.error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
    process.exit(1);
  }
  const tenants = Number(process.argv[2] ?? 1000);
  const perTenant = Number(process.argv[3] ?? 1000);
  const result = await runProjectsBench(baseUrl, tenants, perTenant);
  console.log(
    `projects bench: one channel of ${perTenant} projects, alone vs. among ${result.tenants} channels / ${result.projects.toLocaleString('en')} projects (bulk seed ${result.seedSeconds.toFixed(1)} s)`,
  );
  console.log(
    'call'.padEnd(40),
    'p50 small'.padStart(10),
    'p50 large'.padStart(10),
    'p95 small'.padStart(10),
    'p95 large'.padStart(10),
    'ratio p50'.padStart(10),
  );
  let worst = 0;
  for (const label of Object.keys(result.small)) {
    const s = result.small[label];
    const l = result.large[label];
    const ratio = l.p50 / s.p50;
    worst = Math.max(worst, ratio);
    console.log(
      label.padEnd(40),
      `${s.p50.toFixed(2)}ms`.padStart(10),
      `${l.p50.toFixed(2)}ms`.padStart(10),
      `${s.p95.toFixed(2)}ms`.padStart(10),
      `${l.p95.toFixed(2)}ms`.padStart(10),
      `${ratio.toFixed(2)}×`.padStart(10),
    );
  }
  console.log(worst <= 2 ? `goal met: every call within 2× (worst ${worst.toFixed(2)}×)` : `goal missed: worst ${worst.toFixed(2)}× (> 2×)`);
}
