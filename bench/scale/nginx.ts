/**
 * `npm run check:nginx` (docs/scale.md, "nginx in front of N processes"): the example configuration
 * of docs/scale.md, run. Starts an S3 protocol server (s3rver), two server processes on one fresh
 * PostgreSQL database and that store, and nginx with the configuration block from docs/scale.md
 * (its upstream pointed at the two processes, its port a free one); then, through nginx only: a demo
 * login, an upload, the file downloaded again and again (least_conn spreads the requests over both
 * processes: each process's log shows it served some), /readyz, and one process stopped with
 * SIGTERM while the other keeps answering. Needs nginx (`apt-get install -y nginx-light`) and
 * TEST_DATABASE_URL; not part of `npm test` (it starts three servers and a proxy).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../domain/demo';
import { startS3Server } from '../../tests/api/s3Server';
import { freePort } from '../../tests/freePort';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The nginx block of docs/scale.md, on `listen` and with the two processes as the upstream. */
function configurationFromDocs(listen: number, ports: number[], work: string): string {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/scale.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/scale.md has no nginx block');
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`).join('\n');
  const http = block
    .replace(/(upstream scp \{\n\s*least_conn;\n)(?:\s*server [^\n]*\n)+/, `$1${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listen};`);
  if (!http.includes(`127.0.0.1:${ports[1]}`)) throw new Error('the nginx block no longer has the upstream this check rewrites');
  return `pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\ndaemon off;\nevents {}\nhttp {\n  access_log ${work}/access.log;\n  client_body_temp_path ${work}/body;\n  proxy_temp_path ${work}/proxy;\n${http}}\n`;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function startServer(port: number, env: Record<string, string>, log: string): ChildProcess {
  const out = fs.openSync(log, 'w');
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', out, out],
  });
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
  console.log(`  ok: ${message}`);
}

const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('Set TEST_DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(1);
}
if (spawnSync('nginx', ['-v']).error) {
  console.error('nginx is not installed: apt-get install -y nginx-light');
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-nginx-'));
const database = `scp_nginx_${process.pid}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const store = await startS3Server();
const children: ChildProcess[] = [];
try {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  const ports = [await freePort(), await freePort()];
  const listen = await freePort();
  const env = { ...store.env, DATABASE_URL: url.toString(), TRUST_PROXY: '127.0.0.1', DEMO_HISTORY: 'false', DEMO_DOCUMENTS: 'false' };
  // The first process migrates and seeds; the second starts on the prepared database.
  children.push(startServer(ports[0], { ...env, DATA_DIR: path.join(work, 'a') }, path.join(work, 'a.log')));
  await waitFor(`http://127.0.0.1:${ports[0]}/readyz`, 240_000);
  children.push(startServer(ports[1], { ...env, DATA_DIR: path.join(work, 'b') }, path.join(work, 'b.log')));
  await waitFor(`http://127.0.0.1:${ports[1]}/readyz`, 240_000);
  fs.writeFileSync(path.join(work, 'nginx.conf'), configurationFromDocs(listen, ports, work));
  const test = spawnSync('nginx', ['-t', '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
  check(test.status === 0, `nginx -t accepts the configuration of docs/scale.md (${test.stderr.trim().split('\n').pop()})`);
  const nginx = spawn('nginx', ['-c', path.join(work, 'nginx.conf')], { stdio: 'ignore' });
  children.push(nginx);
  const front = `http://127.0.0.1:${listen}`;
  await waitFor(`${front}/healthz`, 10_000);

  check((await fetch(`${front}/readyz`)).status === 200, '/readyz answers 200 through nginx');
  const login = await fetch(`${front}/user/loginByPhone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ phone: '13800000021', password: DEMO_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  check(login.status === 200 && cookie.startsWith('sid='), 'the demo customer PM logs in through nginx');
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };
  const bytes = Buffer.from(`检查 nginx ${Date.now()}\n`.repeat(2000));
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/plain' }), '负载均衡检查.txt');
  const uploaded = (await (await fetch(`${front}/api/file/upload/save.json`, { method: 'POST', headers, body: form })).json()) as {
    success: boolean;
    data: { objectId: string };
  };
  check(uploaded.success, 'a file uploads through nginx');
  const objectId = uploaded.data.objectId;
  for (let i = 0; i < 20; i += 1) {
    const download = await fetch(`${front}/consulting/file/download?objectId=${objectId}`, { headers });
    const body = Buffer.from(await download.arrayBuffer());
    if (download.status !== 200 || !body.equals(bytes)) throw new Error(`download ${i}: HTTP ${download.status}, ${body.length} bytes`);
  }
  const served = ['a', 'b'].map(
    (name) => (fs.readFileSync(path.join(work, `${name}.log`), 'utf8').match(/consulting\/file\/download/g) ?? []).length,
  );
  check(
    served.every((count) => count > 0),
    `20 downloads through nginx, the same bytes each time, served by both processes (${served.join(' and ')})`,
  );

  children[0].kill('SIGTERM');
  const answers: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    answers.push((await fetch(`${front}/user/getUserInfo`, { headers })).status);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  check(
    answers.every((status) => status === 200),
    'with one process stopped (SIGTERM), every request through nginx is answered by the other',
  );
  console.log('check:nginx passed');
} finally {
  for (const child of children.reverse()) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await store.stop();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  fs.rmSync(work, { recursive: true, force: true });
}
