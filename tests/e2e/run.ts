/**
 * `npm run test:e2e`: builds the web app (unless E2E_SKIP_BUILD=1), starts the real server on a
 * temporary PGlite database with the demo data, and runs the browser suite against it in Debian's
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Screenshots of failures land in
 * test-results/e2e/. Arguments after `--` select test files (`npm run test:e2e -- tests/e2e/equity.e2e.ts`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../freePort';

const root = path.resolve(import.meta.dirname, '../..');

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`服务器提前退出（退出码 ${child.exitCode}）`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`等待服务器启动超时：${url}`);
}

/**
 * The server's warnings, errors and refused requests (the last 40), printed after a failed suite:
 * the CI log is all that is left of a run on a fresh clone.
 */
function printServerTrouble(serverLog: string): void {
  const trouble = readFileSync(serverLog, 'utf8')
    .split('\n')
    .filter((line) => {
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; res?: { statusCode?: number } };
        return (entry.level ?? 0) >= 40 || (entry.res?.statusCode ?? 0) >= 400 || entry.msg === 'request refused';
      } catch {
        return false;
      }
    })
    .slice(-40);
  if (trouble.length > 0) console.error(`\n服务器日志中的警告、错误和被拒绝的请求（最后 ${trouble.length} 条）：\n${trouble.join('\n')}`);
}

/**
 * The dashboards' walk (metrics.e2e.ts) runs on a server of its own whose demo set includes the
 * year of history (DEMO_HISTORY); every other file on one without it, so their lists and counts
 * stay those of the demo set they were written for.
 */
const HISTORY_FILE = 'tests/e2e/metrics.e2e.ts';

async function main(): Promise<number> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['max', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env } });
    if (build.status !== 0) return build.status ?? 1;
  }
  // Extra arguments select files: `npm run test:e2e -- tests/e2e/equity.e2e.ts`.
  const args = process.argv.slice(2);
  const isHistoryFile = (arg: string) => path.resolve(root, arg) === path.resolve(root, HISTORY_FILE);
  const files = args.filter((arg) => !arg.startsWith('-'));
  const options = args.filter((arg) => arg.startsWith('-'));
  const withHistory = files.length ? files.filter(isHistoryFile) : existsSync(path.join(root, HISTORY_FILE)) ? [HISTORY_FILE] : [];
  const plain = files.length ? files.filter((arg) => !isHistoryFile(arg)) : ['--exclude', HISTORY_FILE];
  let status = 0;
  if (!files.length || plain.length) status = await runSuite([...options, ...plain], false);
  if (withHistory.length) status = (await runSuite([...options, ...withHistory], true)) || status;
  return status;
}

/** Starts the real server on a fresh PGlite with the demo set (with or without its history) and runs the browser suite against it. */
async function runSuite(vitestArgs: string[], demoHistory: boolean): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server log is where the console SMS sender writes codes; the SMS-login test reads it.
  const serverLog = path.join(dataDir, 'server.log');
  const logFd = openSync(serverLog, 'a');
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', logFd, 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'true',
      DEMO_HISTORY: String(demoHistory),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    detached: true,
  });
  try {
    await waitFor(`${baseUrl}/api/docs`, server);
    const suite = spawnSync('npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...vitestArgs], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_SERVER_LOG: serverLog },
    });
    if (suite.status !== 0) {
      // Keep the server's log beside the failure screenshots.
      const shots = path.join(root, 'test-results/e2e');
      mkdirSync(shots, { recursive: true });
      copyFileSync(serverLog, path.join(shots, 'server.log'));
      printServerTrouble(serverLog);
    }
    return suite.status ?? 1;
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
