/** Tables of announcements. */
import { check, date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { AocStatus } from '../../../domain/enums';
import { at, oneOf } from './columns';
import { accounts } from './identity';

/** Platform announcements (spec §3): visible to users when enabled and on or after publish_date. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    aocCode: text('aoc_code').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: AocStatus.values as [AocStatus, ...AocStatus[]] })
      .notNull()
      .default('1'),
    createdBy: text('created_by')
      .notNull()
      .references(() => accounts.accountId),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('announcements_visible_idx').on(t.status, t.publishDate, t.id),
    check('announcements_status_check', oneOf(t.status, AocStatus.values)),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
