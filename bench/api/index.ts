/**
 * `npm run bench:api [seconds] [runs]`: the authenticated request path against the plain stack, in
 * one run on this machine. Servers (bench/api/server.ts, each in its own process): a bare Fastify
 * route (signed cookie + 1 KB JSON), the product on PGlite, and the product on PostgreSQL when
 * TEST_DATABASE_URL or DATABASE_URL is set (a throwaway database). Each target is loaded with
 * autocannon (50 connections) after a warm-up, `runs` times (default 3) for `seconds` each (default
 * 5); prints the medians of requests/s, p50 and p99 and each product figure as a ratio to the bare
 * route, next to the goals of issue 9.
 *
 * Product targets, as a customer with a live session: GET /user/getUserInfo, GET
 * /api/pay/order/list, POST /api/pay/order/create (a write: one new order per request).
 * AUTOCANNON_PATH may point at an autocannon install outside node_modules; BENCH_NODE_ARGS adds
 * node options to the servers (profiling: docs/performance.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sign } from '@fastify/cookie';
import { DEMO_PASSWORD } from '../../domain/demo';
import { BARE_COOKIE, BARE_SECRET } from './server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.argv[2] ?? 5);
const RUNS = Math.max(3, Number(process.argv[3] ?? 3));
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
/** A customer (own tenant, wallet and orders). */
const PHONE = '13800000021';

/** Goals of issue 9: getUserInfo as a share of the bare route, and its p99 on PostgreSQL. */
const GOALS = { postgres: 0.3, pglite: 0.15, p99Ms: 50 };

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

// autocannon is a devDependency; AUTOCANNON_PATH overrides where it lives (a specifier in a variable
// keeps the typecheck independent of its install).
type Autocannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}>;
const autocannonSpecifier = process.env.AUTOCANNON_PATH ? pathToFileURL(path.join(process.env.AUTOCANNON_PATH, 'autocannon.js')).href : 'autocannon';
const autocannon = ((await import(autocannonSpecifier)) as { default: Autocannon }).default;

async function startServer(mode: string, url?: string): Promise<{ child: ChildProcess; base: string }> {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go to the server processes only.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/api/server.ts', mode, ...(url ? [url] : [])], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/user/loginByPhone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ phone: PHONE, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { success: boolean };
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!body.success || !setCookie) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return setCookie.split(';')[0];
}

async function load(base: string, request: Request, seconds: number): Promise<Result> {
  const result = await autocannon({
    url: `${base}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measure(base: string, request: Request): Promise<Result> {
  await load(base, request, WARMUP_SECONDS);
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await load(base, request, SECONDS));
  const bad = runs.reduce((total, r) => total + r.errors + r.non2xx, 0);
  if (bad) console.warn(`  ${request.method} ${request.path}: ${bad} errors or non-2xx answers`);
  return { rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), errors: 0, non2xx: bad };
}

function productRequests(cookie: string): [string, Request][] {
  const headers = { cookie };
  return [
    ['getUserInfo', { method: 'GET', path: '/user/getUserInfo', headers }],
    ['order list', { method: 'GET', path: '/api/pay/order/list?current=1&pageSize=10', headers }],
    [
      'create order',
      {
        method: 'POST',
        path: '/api/pay/order/create',
        headers: { ...headers, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ points: 100 }),
      },
    ],
  ];
}

async function main(): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  const bareServer = await startServer('bare');
  let bareResult: Result;
  try {
    const signed = `${BARE_COOKIE}=${encodeURIComponent(sign('bench-session-token', BARE_SECRET))}`;
    bareResult = await measure(bareServer.base, { method: 'GET', path: '/bare', headers: { cookie: signed } });
    rows.push({
      target: 'bare Fastify (signed cookie, 1 KB JSON)',
      'req/s': Math.round(bareResult.rps),
      'p50 ms': bareResult.p50,
      'p99 ms': bareResult.p99,
      'x bare': '1.00',
    });
  } finally {
    await stop(bareServer.child);
  }

  const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const drivers: ['pglite' | 'postgres', string | undefined][] = [
    ['pglite', undefined],
    ...(pgUrl ? [['postgres', pgUrl] as ['postgres', string]] : []),
  ];
  const goals: string[] = [];
  for (const [driver, url] of drivers) {
    const server = await startServer(driver, url);
    try {
      const cookie = await login(server.base);
      for (const [name, request] of productRequests(cookie)) {
        const result = await measure(server.base, request);
        const ratio = result.rps / bareResult.rps;
        rows.push({
          target: `${driver}: ${name}`,
          'req/s': Math.round(result.rps),
          'p50 ms': result.p50,
          'p99 ms': result.p99,
          'x bare': ratio.toFixed(3),
        });
        if (name === 'getUserInfo') {
          const goal = GOALS[driver];
          goals.push(`${driver} getUserInfo ${ratio.toFixed(3)}x bare (goal ≥ ${goal}x) ${ratio >= goal ? 'MET' : 'NOT MET'}`);
          if (driver === 'postgres')
            goals.push(`postgres getUserInfo p99 ${result.p99} ms (goal < ${GOALS.p99Ms} ms) ${result.p99 < GOALS.p99Ms ? 'MET' : 'NOT MET'}`);
        }
      }
    } finally {
      await stop(server.child);
    }
  }
  if (!pgUrl) goals.push('PostgreSQL not measured: set TEST_DATABASE_URL or DATABASE_URL');

  console.log(`\n${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, median of ${RUNS} runs × ${SECONDS} s:\n`);
  console.table(rows);
  for (const line of goals) console.log(line);
}

await main();
