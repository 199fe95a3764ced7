/**
 * What the PostgreSQL benches share (bench:dashboards, bench:scale): a database of the server
 * opened, migrated and seeded with the demo set, the app on it (no port, no job runner, silent),
 * a pg client for bulk SQL, and sessions made directly in the table for the accounts a bench calls
 * as.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { configFrom, type Config } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { sessions } from '../server/db/schema';
import { sha256 } from '../server/modules/identity/secrets';
import { prepareDatabase } from '../server/startup';

export interface BenchApp {
  name: string;
  url: string;
  database: Database;
  client: pg.Client;
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** Opens database `name` on the server of `baseUrl` (it must exist), prepares it and starts the app on it. */
export async function openBenchApp(baseUrl: string, name: string, env: Record<string, string> = {}): Promise<BenchApp> {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  await prepareDatabase(database, { DEMO: true, PASSWORD_SCRYPT_LOG_N: 12, DEMO_HISTORY: false }, systemClock);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `scp-bench-${name}-`));
  const config = configFrom({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'dist'),
    DATABASE_URL: url.toString(),
    DEMO_DOCUMENTS: 'false',
    JOBS_RUNNER: 'false',
    PASSWORD_SCRYPT_LOG_N: '12',
    ...env,
  });
  const app = await createApp({ config, db: database.db, clock: systemClock }, false);
  await app.ready();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    name,
    url: url.toString(),
    database,
    client,
    app,
    config,
    dataDir,
    async close() {
      await client.end().catch(() => undefined);
      await app.close().catch(() => undefined);
      await database.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A session token for the account in the tenant, valid for a day (the `sid` cookie's value). */
export async function benchSession(database: Database, accountId: string, tenantCode: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  await database.db.insert(sessions).values({
    sessionId: randomUUID(),
    tokenHash: sha256(token),
    accountId,
    currentTenantCode: tenantCode,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 24 * 3_600_000),
  });
  return token;
}
