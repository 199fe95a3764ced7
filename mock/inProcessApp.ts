/**
 * The real server for `npm run dev:mock`: the app of server/app.ts on an in-memory PGlite, migrated
 * and seeded with the demo data (domain/demo), SMS codes on the console, jobs running. mock/api.ts
 * loads this file through tsx (native ESM, like `npm run serve`), never through Umi's mock loader,
 * which .umirc.ts tells to skip it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildApp, serverOptions } from '../server/app';
import { systemClock } from '../server/clock';
import { configFrom } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { createConsoleSmsSender } from '../server/sms/console';
import { prepareDatabase } from '../server/startup';

export interface InProcessOptions {
  /** A dump of a prepared database (demoSnapshot) to start from instead of migrating and seeding. */
  from?: Blob;
  /** Configuration over the defaults below (e.g. DEMO_DOCUMENTS: 'false'). */
  env?: Record<string, string>;
  /** Where the console SMS sender writes (default: the dev server's console). */
  log?: (message: string) => void;
}

/** The app's throwaway folders (uploaded and generated files), removed when the app or the process ends. */
const dataDirs = new Set<string>();
process.once('exit', () => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const removeDir = (dir: string) => {
  fs.rmSync(dir, { recursive: true, force: true });
  dataDirs.delete(dir);
};

export async function startInProcessApp(options: InProcessOptions = {}): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-dev-mock-'));
  dataDirs.add(dataDir);
  const config = configFrom({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'dist'),
    LOG_LEVEL: 'warn',
    // The demo password's hash at the test cost: a throwaway database needs no production cost.
    PASSWORD_SCRYPT_LOG_N: '12',
    ...options.env,
  });
  const database = options.from ? await openDatabase({ driver: 'pglite', snapshot: options.from, settings: SETTINGS }) : await openMemoryDatabase();
  await prepareDatabase(database, config, systemClock);
  const log = options.log ?? ((message: string) => console.log(`[dev:mock] ${message}`));
  // createApp's two steps, without Fastify's 10 s limit on a plugin's start: beside webpack's first
  // compile on two cores, the modules' registration took longer (the start then failed).
  const app = Fastify({ ...serverOptions(config), pluginTimeout: 0 });
  await app.register(fp(buildApp), { config, db: database.db, smsSender: createConsoleSmsSender({ info: (_fields, message) => log(message) }) });
  app.addHook('onClose', async () => {
    await database.close();
    removeDir(dataDir);
  });
  await app.ready();
  return app;
}

/** A dump of an in-memory database migrated and seeded with the demo data, for `from` above (web tests start one per test). */
export async function demoSnapshot(): Promise<Blob> {
  const database = await openMemoryDatabase();
  await prepareDatabase(database, { DEMO: true, PASSWORD_SCRYPT_LOG_N: 12 }, systemClock);
  const dump = await database.snapshot!();
  await database.close();
  return dump;
}

/** PostgreSQL's 128 MB of shared buffers would be allocated in the WASM memory for a ~40 MB database. */
const SETTINGS = { shared_buffers: '16MB' };

/**
 * An in-memory PGlite. initdb (about half of the start's CPU) runs once per PGlite build: its
 * result is kept in the temp folder and loaded by later starts; migrations and the demo seed run
 * at every start, so the demo data is always that of the checkout and of today.
 */
async function openMemoryDatabase(): Promise<Database> {
  const pglite = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const { version } = JSON.parse(fs.readFileSync(path.join(pglite, '..', 'package.json'), 'utf8')) as { version: string };
  const file = path.join(os.tmpdir(), `scp-dev-mock-initdb-${version}.tar`);
  if (fs.existsSync(file)) return openDatabase({ driver: 'pglite', snapshot: new Blob([fs.readFileSync(file)]), settings: SETTINGS });
  const database = await openDatabase({ driver: 'pglite', settings: SETTINGS });
  // initdb's template databases are never used here; without them a load unpacks half the files.
  for (const template of ['template0', 'template1']) {
    await database.db.execute(sql.raw(`alter database ${template} is_template false`));
    await database.db.execute(sql.raw(`drop database ${template}`));
  }
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
  fs.renameSync(partial, file);
  return database;
}
