/**
 * Announcements: the platform publishes and switches them on or off; users read those enabled
 * and due (publish date on or before today in China, Asia/Shanghai, by the injected clock).
 * An announcement a user may not see answers exactly like one that does not exist.
 */
import { randomBytes } from 'node:crypto';
import { BACKDATED_ANNOUNCEMENT_MESSAGE } from '../../../domain/announcements/rules';
import { chinaDay, formatChinaDateTime } from '../../../domain/kernel/chinaTime';
import type { Announcement, AnnouncementAdmin, AnnouncementAdminListItem, AnnouncementListItem } from '../../../domain/announcements/contracts';
import type { AocStatus } from '../../../domain/enums';
import type { Clock } from '../../clock';
import type { AnnouncementRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { NotFoundError, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import type { AccountDirectory } from '../identity';
import type { AnnouncementFilter, AnnouncementRepository } from './repository';

export const ANNOUNCEMENT_NOT_FOUND_MESSAGE = '公告不存在';
/**
 * `AOC` + China date-time (14 digits) + 6 random hex digits: codes of one day sort by publication
 * time, which the announcement modal relies on (domain/announcements/rules.ts isNewerAnnouncement).
 */
const newAocCode = (now: Date) => `AOC${formatChinaDateTime(now).replace(/\D/g, '')}${randomBytes(3).toString('hex').toUpperCase()}`;

const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  aocCode: row.aocCode,
  title: row.title,
  content: row.content,
  publishDate: row.publishDate,
});

const toListItem = (row: AnnouncementRow): AnnouncementListItem => ({ aocCode: row.aocCode, title: row.title, publishDate: row.publishDate });

/** `createdByName`: the publisher's display name, or their account id if the account is gone. */
const toAdminListItem = (row: AnnouncementRow, createdByName: string): AnnouncementAdminListItem => ({
  ...toListItem(row),
  id: row.id,
  status: row.status,
  createdBy: createdByName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

interface Paging {
  current: number;
  pageSize: number;
}

export interface AnnouncementServiceDeps {
  repo: AnnouncementRepository;
  clock: Clock;
  /** Identity's directory (app.accountDirectory): the publishers' names. */
  accountDirectory: Pick<AccountDirectory, 'accountNames'>;
}

export function createAnnouncementService({ repo, clock, accountDirectory }: AnnouncementServiceDeps) {
  const today = () => chinaDay(clock.now());

  /** The management view of these rows, with their publishers' names in one lookup. */
  async function adminItems(rows: readonly AnnouncementRow[]): Promise<AnnouncementAdminListItem[]> {
    const names = await accountDirectory.accountNames(rows.map((row) => row.createdBy));
    return rows.map((row) => toAdminListItem(row, names.get(row.createdBy)?.showName ?? row.createdBy));
  }

  async function adminById(id: number): Promise<AnnouncementAdmin> {
    const row = await repo.byId(id);
    if (!row) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND_MESSAGE);
    const [item] = await adminItems([row]);
    return { ...item, content: row.content };
  }

  return {
    // ---- platform -------------------------------------------------------------------------
    async adminList(query: AnnouncementFilter & Paging) {
      const { rows, total } = await repo.adminPage(query, query.current, query.pageSize);
      return { list: await adminItems(rows), total, current: query.current, pageSize: query.pageSize };
    },

    adminDetail: adminById,

    async setStatus(id: number, status: AocStatus): Promise<AnnouncementAdmin> {
      if (!(await repo.setStatus(id, status, clock.now()))) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND_MESSAGE);
      return adminById(id);
    },

    /** Publishes an announcement (enabled); users see it from its publish date on. */
    async add(auth: RequestContext, input: { title: string; content: string; publishDate: string }): Promise<AnnouncementAdmin> {
      const now = clock.now();
      // A backdated announcement would count as older than ones users have seen: it would never pop up.
      if (input.publishDate < chinaDay(now)) throw new ValidationError(BACKDATED_ANNOUNCEMENT_MESSAGE);
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await repo.insert({
            aocCode: newAocCode(now),
            ...input,
            status: '1',
            createdBy: auth.account.accountId,
            createdAt: now,
            updatedAt: now,
          });
          return adminById(row.id);
        } catch (error) {
          // 32 random bits a day: a collision is rare, a second one in a row practically never.
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },

    // ---- users ----------------------------------------------------------------------------
    async userList(query: { title?: string } & Paging) {
      const { rows, total } = await repo.visiblePage(today(), query.title, query.current, query.pageSize);
      return { list: rows.map(toListItem), total, current: query.current, pageSize: query.pageSize };
    },

    async userDetail(aocCode: string): Promise<Announcement> {
      const row = await repo.visibleByCode(aocCode, today());
      if (!row) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND_MESSAGE);
      return toAnnouncement(row);
    },

    /** The newest visible announcement (the modal compares it with its cache), or null. */
    async latest(): Promise<Announcement | null> {
      const row = await repo.latestVisible(today());
      return row ? toAnnouncement(row) : null;
    },
  };
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
