/**
 * When the announcement modal opens (spec §4): on /welcome or /projectList/myProject, for a
 * logged-in account, when the latest announcement is newer than the one cached for that account
 * (`cache:aoc:` + account id). With no cache entry, or a newer one, the announcement's stamp is
 * stored and the modal shown; so each announcement is shown once per account. Leaving those pages
 * forgets the shown announcement, so coming back (Back/Forward) never re-opens it: only a fresh
 * answer that is newer than the cache opens the modal.
 */
import { useEffect, useState } from 'react';
import { announcementCacheKey, isAnnouncementPath, isNewerAnnouncement, type AnnouncementStamp } from '@domain/announcements/rules';
import { HASH_POLL_MS } from '@domain/constants';
import { userAocLatest, type Announcement } from '@/services/announcements';
import { getStorageItem, setStorageItem } from '@/utils/storage';
import { readUserInfo } from '@/utils/userStorage';

/** The stamp cached for an account, or undefined when there is none (or it is not a stamp). */
export function readAnnouncementStamp(accountId: string): AnnouncementStamp | undefined {
  const cached = getStorageItem<unknown>(announcementCacheKey(accountId));
  if (typeof cached !== 'object' || cached === null) return undefined;
  const { aocCode, publishDate } = cached as Partial<AnnouncementStamp>;
  return typeof aocCode === 'string' && typeof publishDate === 'string' ? { aocCode, publishDate } : undefined;
}

/** Remembers the announcement as shown to the account (kept as long as storage allows: ten years). */
export function rememberAnnouncement(accountId: string, { aocCode, publishDate }: AnnouncementStamp): void {
  setStorageItem<AnnouncementStamp>(announcementCacheKey(accountId), { aocCode, publishDate });
}

/**
 * The logged-in account as the app stored it. The root container lives outside the models and
 * mounts before the initial state has loaded, so it follows local storage like it follows the hash.
 */
export function useStoredAccountId(): string | undefined {
  const [accountId, setAccountId] = useState(() => readUserInfo()?.accountId);
  useEffect(() => {
    const timer = window.setInterval(() => setAccountId(readUserInfo()?.accountId), HASH_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return accountId;
}

interface Shown {
  accountId: string;
  announcement: Announcement;
}

/** The announcement to show on `path` (undefined when none), and the function that closes it. */
export function useLatestAnnouncement(path: string, accountId: string | undefined): [Announcement | undefined, () => void] {
  const [shown, setShown] = useState<Shown>();
  const eligible = !!accountId && isAnnouncementPath(path);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `path` is a trigger, not an input: each navigation asks for the latest announcement again.
  useEffect(() => {
    if (!eligible || !accountId) {
      // The page stopped being eligible: what was shown is done with.
      setShown(undefined);
      return undefined;
    }
    let alive = true;
    // A missing or failing announcement must not disturb the page: no error message, no modal.
    userAocLatest({ skipErrorHandler: true })
      .then((latest) => {
        if (!alive || !latest || !isNewerAnnouncement(latest, readAnnouncementStamp(accountId))) return;
        rememberAnnouncement(accountId, latest);
        setShown({ accountId, announcement: latest });
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [eligible, path, accountId]);

  // Leaving the pages (e.g. to login after the session ended) or switching account hides it.
  const visible = eligible && shown?.accountId === accountId ? shown.announcement : undefined;
  return [visible, () => setShown(undefined)];
}
