/**
 * What a start does to the database before serving, above the modules: open the configured
 * database, apply the migrations (server/db, pure infrastructure), then each module's seed part
 * (server/modules/index.ts): base data at every start, the demo set once per installation and only
 * in demo mode. Used by server/main.ts, server/cli.ts and the API test harness.
 */
import { eq } from 'drizzle-orm';
import { systemClock, type Clock } from './clock';
import { pgliteDir, type Config } from './config';
import { openDatabase, type Database, type DatabaseOptions, type DatabaseTarget, type Db } from './db/client';
import { migrateDatabase } from './db/migrate';
import { meta } from './db/schema';
import type { SeedContext, SeedPart } from './db/seed';
import { SEED_PARTS } from './modules';

const databaseTarget = (config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): DatabaseTarget =>
  config.DATABASE_URL ? { driver: 'postgres', url: config.DATABASE_URL } : { driver: 'pglite', dataDir: pgliteDir(config) };

export async function openConfiguredDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, options?: DatabaseOptions): Promise<Database> {
  return openDatabase(databaseTarget(config), options);
}

/** The migrations, then every module's base data (rows every installation needs). */
export async function migrateWithBaseData(database: Database, clock: Clock = systemClock, parts: readonly SeedPart[] = SEED_PARTS): Promise<void> {
  await migrateDatabase(database);
  const context: SeedContext = { now: clock.now() };
  for (const part of parts) await part.base?.(database.db, context);
}

const DEMO_SEED_MARKER = 'demo_seeded_at';

async function isDemoSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(meta).where(eq(meta.key, DEMO_SEED_MARKER));
  return !!row;
}

/**
 * Seeds the demo set (domain/demo, each module's part) unless already done; returns true when it
 * seeded now. One transaction for all parts, claimed by a marker row in `meta`.
 */
export async function seedDemo(
  db: Db,
  clock: Clock,
  config: Partial<Pick<Config, 'PASSWORD_SCRYPT_LOG_N' | 'DEMO_HISTORY'>> = {},
  parts: readonly SeedPart[] = SEED_PARTS,
): Promise<boolean> {
  if (await isDemoSeeded(db)) return false;
  const now = clock.now();
  const context: SeedContext = { now, passwordScryptLogN: config.PASSWORD_SCRYPT_LOG_N, demoHistory: config.DEMO_HISTORY };
  // Slow preparation (password hashing) before the transaction, so it holds no lock meanwhile.
  const inserts = await Promise.all(parts.map((part) => part.demo?.(context)));
  return db.transaction(async (tx) => {
    // The marker row is the claim: a concurrent starter waits on it, then finds it taken.
    const claimed = await tx
      .insert(meta)
      .values({ key: DEMO_SEED_MARKER, value: now.toISOString(), updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    for (const insert of inserts) await insert?.(tx);
    return true;
  });
}

export interface PreparedDatabase {
  database: Database;
  /** The demo data was seeded by this call. */
  seeded: boolean;
}

/** `PASSWORD_SCRYPT_LOG_N` sets the cost of the demo password hash (default: the production one). */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'DEMO'> & Partial<Pick<Config, 'PASSWORD_SCRYPT_LOG_N' | 'DEMO_HISTORY'>>,
  clock: Clock,
): Promise<PreparedDatabase> {
  await migrateWithBaseData(database, clock);
  const seeded = config.DEMO ? await seedDemo(database.db, clock, config) : false;
  return { database, seeded };
}
