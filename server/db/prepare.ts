/** Everything a start does to the database before serving: migrations, base data, demo seed. */
import type { Clock } from '../clock';
import type { Config } from '../config';
import { seedDemo } from '../demo/seed';
import { pgliteDir } from '../config';
import { migrateDatabase } from './migrate';
import { scryptParams } from '../modules/identity/passwords';
import { openDatabase, type Database, type DatabaseOptions, type DatabaseTarget } from './client';

export const databaseTarget = (config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): DatabaseTarget =>
  config.DATABASE_URL ? { driver: 'postgres', url: config.DATABASE_URL } : { driver: 'pglite', dataDir: pgliteDir(config) };

export interface PreparedDatabase {
  database: Database;
  /** The demo data was seeded by this call. */
  seeded: boolean;
}

/** `PASSWORD_SCRYPT_LOG_N` sets the cost of the demo password hash (default: the production one). */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'DEMO'> & Partial<Pick<Config, 'PASSWORD_SCRYPT_LOG_N'>>,
  clock: Clock,
): Promise<PreparedDatabase> {
  await migrateDatabase(database);
  const seeded = config.DEMO ? await seedDemo(database.db, clock, scryptParams(config.PASSWORD_SCRYPT_LOG_N)) : false;
  return { database, seeded };
}

export async function openConfiguredDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, options?: DatabaseOptions): Promise<Database> {
  return openDatabase(databaseTarget(config), options);
}
