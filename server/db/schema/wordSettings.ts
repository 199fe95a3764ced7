/** Tables of the Word document settings. */
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { WordSettingsValues } from '../../../domain/wordSettings/rules';
import { at } from './columns';
import { accounts, tenants } from './identity';

/**
 * A user's own Word settings in a tenant (key: tenant, account); no row means the defaults
 * (domain/wordSettings/rules.ts WORD_DEFAULT_SETTINGS). `settings` is checked by the save
 * contract's schema when written and again when read (a value a later version refuses falls back
 * to its default). The logo is an image file of the same tenant (files.object_id; not a foreign
 * key, the files are another module's rows: a removed logo is left out of the documents).
 */
export const wordSettings = pgTable(
  'word_settings',
  {
    tenantCode: text('tenant_code')
      .notNull()
      .references(() => tenants.tenantCode),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.accountId),
    settings: jsonb('settings').$type<WordSettingsValues>().notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ name: 'word_settings_pk', columns: [t.tenantCode, t.accountId] })],
);

export type WordSettingsRow = typeof wordSettings.$inferSelect;
