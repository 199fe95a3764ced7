/**
 * Platform announcements (not tenant-owned: the platform publishes them for everyone). Users read
 * only visible ones: enabled and published on or before the given day (the caller's "today").
 */
import { and, count, desc, eq, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { AocStatus } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { accounts, announcements, type AnnouncementRow } from '../../db/schema';
import { containsPattern, offsetOf } from '../../db/query';

export type NewAnnouncementRow = typeof announcements.$inferInsert;
/** A row with the publisher's display name (their account id if the name is gone). */
export type AnnouncementWithAuthor = AnnouncementRow & { createdByName: string };

export interface AnnouncementFilter {
  title?: string;
  status?: AocStatus;
}

/** Newest first: by publish date, then the later one created. */
/** Newest first: by publish date, then by code (codes of a day sort by publication time), the order the modal's "newer" rule uses. */
const newestFirst = [desc(announcements.publishDate), desc(announcements.aocCode), desc(announcements.id)];

const visibleOn = (today: string): SQL => and(eq(announcements.status, '1'), lte(announcements.publishDate, today)) as SQL;

export function createAnnouncementRepository(db: DbOrTx) {
  const withAuthor = () =>
    db
      .select({ row: announcements, createdByName: sql<string>`coalesce(${accounts.showName}, ${announcements.createdBy})` })
      .from(announcements)
      .leftJoin(accounts, eq(accounts.accountId, announcements.createdBy));
  const flatten = (rows: { row: AnnouncementRow; createdByName: string }[]): AnnouncementWithAuthor[] =>
    rows.map(({ row, createdByName }) => ({ ...row, createdByName }));

  async function page(where: SQL | undefined, current: number, pageSize: number) {
    const [{ total }] = await db.select({ total: count() }).from(announcements).where(where);
    const rows = await withAuthor()
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(offsetOf({ current, pageSize }));
    return { rows: flatten(rows), total };
  }

  return {
    async insert(values: NewAnnouncementRow): Promise<AnnouncementRow> {
      const [row] = await db.insert(announcements).values(values).returning();
      return row;
    },

    async byId(id: number): Promise<AnnouncementWithAuthor | undefined> {
      const [row] = flatten(await withAuthor().where(eq(announcements.id, id)));
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
