/**
 * One server under load for bench/api/index.ts, in its own process so that autocannon does not
 * share its event loop: `bare` (a Fastify route that checks a signed cookie and returns 1 KB of
 * JSON: the floor of any authenticated request on this machine), `pglite` (the product on an
 * in-memory demo-seeded PGlite) or `postgres <url>` (the product on a throwaway database, dropped
 * on exit). Prints `{"port":…}` on stdout when listening; SIGTERM closes it.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { createApp } from '../../server/app';
import { systemClock } from '../../server/clock';
import { configFrom } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { prepareDatabase } from '../../server/startup';

export const BARE_COOKIE = 'sid';
export const BARE_SECRET = 'bench-secret-bench-secret-bench-secret';

/** 1 KB of JSON shaped like the envelope of a user info answer. */
const BARE_BODY = {
  success: true,
  data: { userName: '演示用户', phone: '13800000000', roles: ['customer'], padding: 'x'.repeat(880) },
  errorCode: null,
  errorMsg: null,
};

async function bare(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(cookie, { secret: BARE_SECRET });
  app.get('/bare', async (request, reply) => {
    const raw = request.cookies[BARE_COOKIE];
    const value = raw ? request.unsignCookie(raw) : null;
    if (!value?.valid) return reply.status(401).send({ success: false });
    return BARE_BODY;
  });
  return app;
}

async function product(driver: 'pglite' | 'postgres', adminUrl?: string): Promise<{ app: FastifyInstance; cleanup: () => Promise<void> }> {
  // Cheap password hashes: logging in is not what is measured.
  // As deployed (NODE_ENV=production: no response validation against the contracts).
  const env = { DEMO: 'true', LOG_LEVEL: 'silent', NODE_ENV: 'production', PASSWORD_SCRYPT_LOG_N: '12' };
  let database: Database;
  let dropDb = async () => {};
  if (driver === 'postgres') {
    const name = `scp_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ driver: 'postgres', url: url.toString() });
    dropDb = async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
  } else {
    database = await openDatabase({ driver: 'pglite' });
  }
  const config = configFrom(env);
  await prepareDatabase(database, config, systemClock);
  const app = await createApp({ config, db: database.db }, false);
  return {
    app,
    cleanup: async () => {
      await database.close();
      await dropDb();
    },
  };
}

async function main(): Promise<void> {
  const [mode, url] = process.argv.slice(2);
  let cleanup = async () => {};
  let app: FastifyInstance;
  if (mode === 'bare') app = await bare();
  else if (mode === 'pglite' || mode === 'postgres') ({ app, cleanup } = await product(mode, url));
  else throw new Error(`unknown mode ${mode}`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(cleanup)
      .finally(() => process.exit(0));
  });
}

// Imported by index.ts for the bare route's cookie constants: only run when started as a script.
if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) await main();
