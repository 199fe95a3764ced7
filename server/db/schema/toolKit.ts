/** Tables of the guide tool kit. */
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, oneOf } from './columns';

export const TOOL_KIT_STATUSES = ['0', '1'] as const;

/** New-user guide downloads (spec §3 "Tool kit item"): platform-wide, managed by the platform. */
export const toolKitItems = pgTable(
  'tool_kit_items',
  {
    uniqueCode: text('unique_code').primaryKey(),
    title: text('title').notNull(),
    downloadUrl: text('download_url').notNull(),
    showMsg: text('show_msg').notNull().default(''),
    /** '1' shown, '0' hidden (spec: default '1'). */
    status: text('status', { enum: TOOL_KIT_STATUSES }).notNull().default('1'),
    fileMediaId: text('file_media_id').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [check('tool_kit_items_status_check', oneOf(t.status, TOOL_KIT_STATUSES))],
);
