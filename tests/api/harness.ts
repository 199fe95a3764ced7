/**
 * API test harness: the real app through `inject` (no port) on a fresh database per test file:
 * in-memory PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set (a throwaway
 * database copied for the file from the run's template and dropped after). Fakes (clock, SMS) go in through options.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { BASE_LICENCES, DEMO_ACCOUNTS, DEMO_ANNOUNCEMENTS, DEMO_PASSWORD, DEMO_TENANTS, DEMO_WALLET_GIFTS } from '../../domain/demo';
import { createApp } from '../../server/app';
import type { Clock } from '../../server/clock';
import { configFrom, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { MIGRATIONS_FOLDER } from '../../server/db/migrate';
import { accounts, memberships, sessions } from '../../server/db/schema';
import type { PasswordHashing } from '../../server/modules/identity/passwordQueue';
import { sha256 } from '../../server/modules/identity/secrets';
import type { PaymentProviders } from '../../server/payment';
import type { SmsSender, VerifyCodeMessage } from '../../server/sms';
import { prepareDatabase } from '../../server/startup';

export type Driver = 'pglite' | 'postgres';

/** The PGlite build (its package.json, next to dist/): its dumps are only reused by the same build. */
const PGLITE_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8'),
).version;

/**
 * scrypt cost of password hashes in tests (production default 2^17 ≈ 0.4 s per hash): the demo
 * seed of the prepared database and every test app use it unless a test says otherwise.
 */
export const TEST_SCRYPT_LOG_N = 12;
export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export class FakeClock implements Clock {
  constructor(public ms = Date.parse('2025-06-02T01:00:00Z')) {}
  now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

export class FakeSms implements SmsSender {
  readonly name = 'fake';
  sent: VerifyCodeMessage[] = [];
  failing = false;
  async sendVerifyCode(message: VerifyCodeMessage): Promise<void> {
    if (this.failing) throw new Error('provider down');
    this.sent.push(message);
  }
  lastCode(phone: string): string {
    const message = [...this.sent].reverse().find((m) => m.phone === phone);
    if (!message) throw new Error(`no SMS sent to ${phone}`);
    return message.code;
  }
}

/**
 * Server settings of every test PGlite. shared_buffers: PostgreSQL's default 128MB is allocated
 * and cleared in the WASM memory at every start, about half of opening the prepared dump (1.2 s
 * → 0.5 s); a test database of ~40 MB in memory gains nothing from a larger cache (docs/testing.md).
 */
export const TEST_PGLITE_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: '16MB' };

/**
 * The prepared dump as PGlite reads it: `arrayBuffer()` hands out the bytes this process read once,
 * where a Blob's own arrayBuffer copies 45 MB through its stream reader (about 0.3 s a start).
 * PGlite only reads them: untar takes views and MEMFS's writeFile copies each file into its own
 * node, so every test database still starts from the same bytes.
 */
class DumpBytes extends Blob {
  readonly #content: ArrayBuffer;
  constructor(content: ArrayBuffer) {
    super([]);
    this.#content = content;
  }
  override get size(): number {
    return this.#content.byteLength;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#content;
  }
}

/** The dump's bytes by file (its name carries the content hash), read once per process. */
const dumpBytes = new Map<string, ArrayBuffer>();

/**
 * Which PGlite dump: `empty` = what initdb makes (nothing migrated), `base` = migrated with the base
 * data (apps started with `demo: false`), `demo` = migrated and demo-seeded.
 */
type DumpKind = 'empty' | 'base' | 'demo';

/** How a dump is made (below): a change to it must not reuse an old dump. */
const DUMP_RECIPE = 'without-templates';

/** What a dump's content depends on: the PGlite build, and for a prepared one the migrations, seed code and demo data. */
function dumpContentHash(kind: DumpKind): string {
  const hash = createHash('sha256');
  hash.update(PGLITE_VERSION).update(DUMP_RECIPE);
  if (kind === 'empty') return hash.digest('hex').slice(0, 16);
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  // The seed code and the demo data too: a change to what it inserts must not reuse an old dump.
  // The module list (which seed parts run, in which order), every module file with "seed" in its
  // name (each module's seed.ts) and every demo file of the domain's areas (domain/<area>/demo*.ts).
  const modules = fileURLToPath(new URL('../../server/modules/', import.meta.url));
  const domain = fileURLToPath(new URL('../../domain/', import.meta.url));
  const seedFiles = [
    ...fs
      .readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => /seed/i.test(path.basename(file)))
      .map((file) => path.join(modules, file)),
    ...fs
      .readdirSync(domain, { recursive: true, encoding: 'utf8' })
      .filter((file) => /^demo/i.test(path.basename(file)) || file.startsWith(`demo${path.sep}`))
      .map((file) => path.join(domain, file)),
  ]
    .filter((file) => fs.statSync(file).isFile())
    .sort();
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const runners = [
    fileURLToPath(new URL('../../server/startup.ts', import.meta.url)),
    fileURLToPath(new URL('../../server/modules/index.ts', import.meta.url)),
  ];
  for (const file of [...runners, ...seedFiles]) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  hash.update(
    JSON.stringify([DEMO_TENANTS, DEMO_ACCOUNTS, DEMO_ANNOUNCEMENTS, DEMO_WALLET_GIFTS, BASE_LICENCES, new FakeClock().ms, TEST_SCRYPT_LOG_N]),
  );
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite dump, built once per content and kind and shared by test files through the temp dir:
 * loading one takes about 0.5 s, where initdb alone takes 4–6 s (then migrating and seeding).
 * An empty dump is a fresh initdb's result, so a database loaded from it is migrated from nothing
 * as before.
 */
async function pgliteDump(kind: DumpKind): Promise<Blob> {
  const file = path.join(os.tmpdir(), `scp-pglite-${kind}-${dumpContentHash(kind)}.tar`);
  if (!fs.existsSync(file)) {
    // Only the empty dump runs initdb (4–6 s); the prepared ones start from it.
    const database =
      kind === 'empty'
        ? await openDatabase({ driver: 'pglite' })
        : await openDatabase({ driver: 'pglite', snapshot: await pgliteDump('empty'), settings: TEST_PGLITE_SETTINGS });
    if (kind === 'empty') {
      // initdb's template databases (about 300 files each) are never used by a test database, but
      // every load would unpack them: without them a load takes about half the CPU.
      for (const template of ['template0', 'template1']) {
        await database.db.execute(sql.raw(`alter database ${template} is_template false`));
        await database.db.execute(sql.raw(`drop database ${template}`));
      }
    } else {
      await prepareDatabase(database, { DEMO: kind === 'demo', PASSWORD_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N }, new FakeClock());
    }
    await database.db.execute(sql`checkpoint`);
    const dump = await database.snapshot!();
    await database.close();
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  let content = dumpBytes.get(file);
  if (!content) {
    // A buffer of exactly the file: Node reads a file this large into a buffer of its own; a
    // slice of a larger one (Node's shared pool) is copied.
    const read = fs.readFileSync(file);
    content = read.byteOffset === 0 && read.byteLength === read.buffer.byteLength ? (read.buffer as ArrayBuffer) : new Uint8Array(read).buffer;
    dumpBytes.set(file, content);
  }
  return new DumpBytes(content);
}

/**
 * A fresh database; `prepared`: true = already migrated and demo-seeded (from the shared snapshot on
 * PGlite, a copy of the run's template database on PostgreSQL: tests/api/postgresRun.ts);
 * 'migrated' = ready for prepareDatabase without the demo (PGlite: from a shared snapshot of the base
 * data; PostgreSQL: empty, prepareDatabase migrates it); false = empty, never migrated (PGlite: from
 * a snapshot of initdb's result). `drop()` closes the database; in a run (the API project) the
 * run's teardown drops the PostgreSQL database, outside one `drop()` does. The PostgreSQL database
 * is named after the run and this worker's pid, so that the run's teardown, or the next run, drops
 * it even if this process crashes first. Connection warnings
 * (PostgreSQL pool) are collected in `warnings`, not printed: dropping the database terminates
 * connections the closing pool may still be ending.
 */
export async function openTestDatabase(
  driver: Driver,
  prepared: boolean | 'migrated' = false,
): Promise<{ database: Database; warnings: string[]; drop(): Promise<void> }> {
  const warnings: string[] = [];
  if (driver === 'pglite') {
    const snapshot = await pgliteDump(prepared === true ? 'demo' : prepared === 'migrated' ? 'base' : 'empty');
    const database = await openDatabase({ driver: 'pglite', snapshot, settings: TEST_PGLITE_SETTINGS });
    return { database, warnings, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  // Outside the API project (no globalSetup) there is no run: a name of the older form, which
  // the sweep also recognises by this process's pid.
  const run = inject('postgresRun') ?? null;
  const name = `${run ? run.prefix : 'scp_test_'}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      prepared === true && run ? `create database "${name}" template "${run.template}"${run.copyClause}` : `create database "${name}"`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(
    { driver: 'postgres', url: url.toString() },
    { log: { warn: (_object, message) => void warnings.push(message) } },
  );
  return {
    database,
    warnings,
    async drop() {
      await database.close();
      // In a run, its teardown drops every database of the run at the end (tests/api/postgresRun.ts).
      // Dropping them during the run made every later copy slow: a drop frees a few hundred inodes,
      // and ext4 then looks past each recently freed one for every file a copy creates. The server's
      // CPU for the API project went from 31 s to 14 s (docs/testing.md, "PostgreSQL test databases").
      if (run) return;
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Seed the demo data (default true). */
  demo?: boolean;
  /** Payment providers instead of those PAYMENT_CHANNELS names (e.g. fakes). */
  paymentProviders?: PaymentProviders;
  /** Register extra routes (e.g. a test contract) before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Fastify's logger (default none), e.g. `{ level: 'info', stream }` to read the log lines. */
  logger?: FastifyServerOptions['logger'];
  /** Password hashing instead of scrypt's own (e.g. one that counts the checks). */
  passwordHashing?: PasswordHashing;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Warnings the database reported (PostgreSQL: connections lost). */
  databaseWarnings: string[];
  config: Config;
  clock: FakeClock;
  sms: FakeSms;
  client(ip?: string): TestClient;
  /** A session row for an account, bypassing login (for accounts that cannot log in yet). */
  sessionFor(accountId: string, tenantCode: string | null): Promise<TestClient>;
  /** An account with the given memberships, inserted directly. */
  insertAccount(values: { accountId?: string; phone: string | null; memberships?: { tenantCode: string; roles: string[] }[] }): Promise<string>;
  close(): Promise<void>;
}

let ipCounter = 0;
const nextIp = () => `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++ipCounter}`;

export async function startTestApp(driver: Driver, options: TestAppOptions = {}): Promise<TestApp> {
  const config = configFrom({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-dist',
    PASSWORD_SCRYPT_LOG_N: String(TEST_SCRYPT_LOG_N),
    // The demo products' documents are written only where a test checks them (tests/api/products).
    DEMO_DOCUMENTS: 'false',
    // The demo set's year of history only where a test checks it (env DEMO_HISTORY: 'true', tests/api/metrics):
    // the prepared databases have none, so such a test seeds its demo set itself.
    DEMO_HISTORY: 'false',
    // No refresh by the clock: a job queued and run at any moment would change the database between a
    // test's fingerprints and add log lines; the dashboards' tests call app.metrics.refresh() themselves.
    METRICS_REFRESH_MS: '0',
    ...options.env,
  });
  const demo = options.demo ?? true;
  const history = demo && config.DEMO_HISTORY;
  const { database, warnings, drop } = await openTestDatabase(driver, (demo && !history) || 'migrated');
  const clock = new FakeClock();
  const sms = new FakeSms();
  await prepareDatabase(database, { DEMO: demo, PASSWORD_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N, DEMO_HISTORY: history }, clock);
  const app = await createApp(
    { config, db: database.db, clock, smsSender: sms, paymentProviders: options.paymentProviders, passwordHashing: options.passwordHashing },
    options.logger ?? false,
  );
  await options.extend?.(app);
  await app.ready();
  const db = database.db;

  const testApp: TestApp = {
    app,
    database,
    databaseWarnings: warnings,
    config,
    clock,
    sms,
    client: (ip = nextIp()) => new TestClient(testApp, ip),
    async sessionFor(accountId, tenantCode) {
      const token = randomBytes(24).toString('base64url');
      const now = clock.now();
      await db.insert(sessions).values({
        sessionId: randomUUID(),
        tokenHash: sha256(token),
        accountId,
        currentTenantCode: tenantCode,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
      });
      const client = testApp.client();
      client.token = token;
      return client;
    },
    async insertAccount(values) {
      const accountId = values.accountId ?? `A-T${randomBytes(4).toString('hex')}`;
      const now = clock.now();
      await db.insert(accounts).values({
        accountId,
        phone: values.phone,
        showName: '测试账号',
        inviteCode: `T${randomBytes(5).toString('hex').toUpperCase()}`,
        createdAt: now,
        updatedAt: now,
      });
      for (const membership of values.memberships ?? []) {
        await db.insert(memberships).values({ ...membership, accountId, createdAt: now });
      }
      return accountId;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
  return testApp;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: { success: boolean; data: T; errorCode: string; errorMsg: string };
  setCookie: { name: string; value: string; [key: string]: unknown }[];
  text: string;
}

/** A browser-like client: keeps the `sid` cookie, sends the CSRF header on every call (like the web client) unless `csrf: false`. */
export class TestClient {
  token: string | undefined;

  constructor(
    private readonly testApp: TestApp,
    readonly ip: string,
  ) {}

  async request<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.csrf !== false) headers['x-requested-with'] = 'XMLHttpRequest';
    if (this.token) headers.cookie = `sid=${this.token}`;
    const response = await this.testApp.app.inject({
      method,
      url,
      query: options.query,
      payload: options.body as never,
      headers,
      remoteAddress: this.ip,
    });
    const setCookie = response.cookies as ApiResponse['setCookie'];
    const sid = setCookie.find((cookie) => cookie.name === 'sid');
    if (sid) this.token = sid.value || undefined;
    let body: ApiResponse<T>['body'];
    try {
      body = response.json();
    } catch {
      body = undefined as never;
    }
    return { status: response.statusCode, headers: response.headers, body, setCookie, text: response.body };
  }

  get<T = unknown>(url: string, query?: Record<string, string>) {
    return this.request<T>('GET', url, { query });
  }

  post<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('POST', url, { body });
  }

  async loginWithPassword(phone: string, password = DEMO_PASSWORD) {
    return this.post<{ accountId: string; needAdmission: boolean }>('/user/loginByPhone', { phone, password });
  }

  /** Sends a login code (moving the clock past the resend interval first) and logs in with it. */
  async loginWithCode(phone: string) {
    this.testApp.clock.advance(61_000);
    const sent = await this.post('/user/getVerifyCode', { phone });
    if (!sent.body.success) throw new Error(`getVerifyCode failed: ${sent.body.errorCode} ${sent.body.errorMsg}`);
    return this.post<{ accountId: string; needAdmission: boolean }>('/user/loginByPhone', { phone, code: this.testApp.sms.lastCode(phone) });
  }
}
