/**
 * Real server processes for the operations tests (shutdown.test.ts, twoProcesses.test.ts):
 * `server/main.ts` run by Node with tsx's loader (one process, so a signal reaches the server
 * itself and its exit code is the server's), on a free port, its JSON log kept for the test and
 * printed when it fails to start. `serverDatabase` gives such a process a PostgreSQL database
 * copied from the run's prepared template (migrated, demo set seeded; dropped with the run).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort } from '../freePort';
import { TEST_SCRYPT_LOG_N } from './harness';

export { freePort };

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The JSON lines the server wrote so far (other output is kept as `{ msg: line }`). */
  lines: Record<string, unknown>[];
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL if still running; waits for the exit. */
  kill(): Promise<void>;
}

/** Settings every spawned server gets: quiet start, fast password hashing, no clock-driven work. */
const BASE_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  DEMO: 'false',
  DEMO_DOCUMENTS: 'false',
  DEMO_HISTORY: 'false',
  METRICS_REFRESH_MS: '0',
  PASSWORD_SCRYPT_LOG_N: String(TEST_SCRYPT_LOG_N),
  WEB_DIST_DIR: '/nonexistent-dist',
  DATABASE_URL: '',
};

export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...BASE_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    partial += chunk.toString('utf8');
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      if (!line.trim()) continue;
      try {
        lines.push(JSON.parse(line));
      } catch {
        lines.push({ msg: line });
      }
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    child,
    lines,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/readyz`)).ok) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill();
  throw new Error(`服务器进程未能启动（端口 ${port}）：\n${lines.map((line) => JSON.stringify(line)).join('\n')}`);
}

/**
 * A PostgreSQL database for spawned servers, copied from the run's template (migrated, demo set
 * seeded); null without TEST_DATABASE_URL. Its name carries the run's prefix, so the run's
 * teardown drops it even when the test dies.
 */
export async function serverDatabase(label: string): Promise<{ url: string; admin: () => Promise<pg.Client> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const run = inject('postgresRun') ?? null;
  if (!adminUrl || !run) return null;
  const name = `${run.prefix}${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${run.template}"${run.copyClause}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async admin() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return client;
    },
  };
}
