/**
 * Announcement rules (spec §4): when the modal opens, and the per-account cache of the last one
 * shown. Pure functions, used by the web app's modal and by tests.
 */
import { ANNOUNCEMENT_CACHE_PREFIX, ANNOUNCEMENT_MODAL_PATHS } from './constants';
import { fieldErrorMessage } from '../kernel/validation';

/**
 * The refusal (errorCode "400") of an announcement dated before today in China: it would count as
 * older than ones users have seen and never pop up. The server and the mocks answer it.
 */
export const BACKDATED_ANNOUNCEMENT_MESSAGE = fieldErrorMessage('publishDate', '发布日期不能早于今天');

export interface AnnouncementStamp {
  aocCode: string;
  /** YYYY-MM-DD */
  publishDate: string;
}

/** The local-storage key of an account's last shown announcement. */
export const announcementCacheKey = (accountId: string): string => `${ANNOUNCEMENT_CACHE_PREFIX}${accountId}`;

/** The modal opens only on these pages, never on login. */
export const isAnnouncementPath = (path: string): boolean =>
  (ANNOUNCEMENT_MODAL_PATHS as readonly string[]).includes(path.split('?')[0].replace(/\/+$/, '') || '/');

/**
 * Whether the latest announcement is newer than the cached one: no cache entry → yes; a later
 * publish date → yes; the same date → only a later code (codes of a day sort by publication time,
 * see the server's announcement codes), so disabling the newest of a day never brings back an
 * older one that users have already seen.
 */
export function isNewerAnnouncement(latest: AnnouncementStamp | null | undefined, cached: AnnouncementStamp | null | undefined): boolean {
  if (!latest) return false;
  if (!cached?.aocCode) return true;
  if (latest.publishDate !== cached.publishDate) return latest.publishDate > cached.publishDate;
  return latest.aocCode > cached.aocCode;
}
