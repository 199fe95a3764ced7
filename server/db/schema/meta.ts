/** Installation-wide facts (e.g. the demo seed marker): infrastructure, no area owns it. */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Installation facts, e.g. the demo seed marker. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at').notNull(),
});
