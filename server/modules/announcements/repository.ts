/**
 * Platform announcements (not tenant-owned: the platform publishes them for everyone). Users read
 * only visible ones: enabled and published on or before the given day (the caller's "today").
 * Only this module's table: the publisher's name comes from identity's directory (service.ts).
 */
import { and, desc, eq, ilike, lte, type SQL } from 'drizzle-orm';
import type { AocStatus } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern } from '../../db/query';
import { announcements, type AnnouncementRow } from '../../db/schema';

export type NewAnnouncementRow = typeof announcements.$inferInsert;

export interface AnnouncementFilter {
  title?: string;
  status?: AocStatus;
}

/** Newest first: by publish date, then by code (codes of a day sort by publication time), the order the modal's "newer" rule uses. */
const newestFirst = [desc(announcements.publishDate), desc(announcements.aocCode), desc(announcements.id)];

const visibleOn = (today: string): SQL => and(eq(announcements.status, '1'), lte(announcements.publishDate, today)) as SQL;

export function createAnnouncementRepository(db: DbOrTx) {
  async function page(where: SQL | undefined, current: number, pageSize: number): Promise<{ rows: AnnouncementRow[]; total: number }> {
    return pagedSelect(
      db,
      { current, pageSize },
      {
        count: { table: announcements, where },
        rows: db
          .select()
          .from(announcements)
          .where(where)
          .orderBy(...newestFirst),
      },
    );
  }

  return {
    async insert(values: NewAnnouncementRow): Promise<AnnouncementRow> {
      const [row] = await db.insert(announcements).values(values).returning();
      return row;
    },

    async byId(id: number): Promise<AnnouncementRow | undefined> {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
      return row;
    },

    /** Sets the status; false when no announcement has this id. */
    async setStatus(id: number, status: AocStatus, now: Date): Promise<boolean> {
      const rows = await db.update(announcements).set({ status, updatedAt: now }).where(eq(announcements.id, id)).returning({ id: announcements.id });
      return rows.length === 1;
    },

    /** Every announcement (management), newest first. */
    adminPage: (filter: AnnouncementFilter, current: number, pageSize: number) =>
      page(
        and(
          filter.title ? ilike(announcements.title, containsPattern(filter.title)) : undefined,
          filter.status ? eq(announcements.status, filter.status) : undefined,
        ),
        current,
        pageSize,
      ),

    /** What users see on `today`, newest first. */
    visiblePage: (today: string, title: string | undefined, current: number, pageSize: number) =>
      page(and(visibleOn(today), title ? ilike(announcements.title, containsPattern(title)) : undefined), current, pageSize),

    async visibleByCode(aocCode: string, today: string): Promise<AnnouncementRow | undefined> {
      const [row] = await db
        .select()
        .from(announcements)
        .where(and(visibleOn(today), eq(announcements.aocCode, aocCode)));
      return row;
    },

    async latestVisible(today: string): Promise<AnnouncementRow | undefined> {
      const [row] = await db
        .select()
        .from(announcements)
        .where(visibleOn(today))
        .orderBy(...newestFirst)
        .limit(1);
      return row;
    },
  };
}

export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
