/**
 * Tables of the dictionaries area: only what is saved. The dictionaries themselves are versioned
 * data in domain/dictionaries, served from memory. The environmental-aspect significance criteria
 * are platform-wide and kept as versions (each save a new row; the newest one counts).
 */
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { EnvCriterion } from '../../../domain/dictionaries/contracts';
import { at } from './columns';

export const envImportanceConfigs = pgTable(
  'env_importance_configs',
  {
    version: integer('version').primaryKey(),
    criteria: jsonb('criteria').$type<EnvCriterion[]>().notNull(),
    threshold: integer('threshold').notNull(),
    savedByAccountId: text('saved_by_account_id').notNull(),
    savedByName: text('saved_by_name').notNull(),
    savedAt: at('saved_at').notNull(),
  },
  (t) => [
    check('env_importance_configs_version_check', sql`${t.version} > 0`),
    check('env_importance_configs_threshold_check', sql`${t.threshold} > 0`),
  ],
);
export type EnvImportanceConfigRow = typeof envImportanceConfigs.$inferSelect;
