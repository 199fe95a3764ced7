import { describe, expect, it } from 'vitest';
import { announcementCacheKey, isAnnouncementPath, isNewerAnnouncement } from '../../../domain/announcements/rules';

const X = { aocCode: 'AOC20250610090000AAAAAA', publishDate: '2025-06-10' };
const Y = { aocCode: 'AOC20250610150000BBBBBB', publishDate: '2025-06-10' };

describe('announcement modal rules (spec §4)', () => {
  it('shows the latest when nothing is cached, and nothing when there is no announcement', () => {
    expect(isNewerAnnouncement(X, null)).toBe(true);
    expect(isNewerAnnouncement(null, X)).toBe(false);
  });

  it('shows a later publish date or a later announcement of the same day, never an older or the same one', () => {
    expect(
      isNewerAnnouncement({ aocCode: 'AOC-DEMO-0002', publishDate: '2025-06-01' }, { aocCode: 'AOC-DEMO-0001', publishDate: '2025-05-20' }),
    ).toBe(true);
    expect(isNewerAnnouncement(Y, X)).toBe(true);
    expect(isNewerAnnouncement(X, X)).toBe(false);
    // Y was seen, then disabled: X becomes the latest again but users saw something newer.
    expect(isNewerAnnouncement(X, Y)).toBe(false);
    expect(isNewerAnnouncement({ aocCode: 'AOC-DEMO-0001', publishDate: '2025-05-20' }, X)).toBe(false);
  });

  it('keys the cache per account and opens only on 欢迎 and 我的项目', () => {
    expect(announcementCacheKey('A-21')).toBe('cache:aoc:A-21');
    expect(['/welcome', '/projectList/myProject', '/welcome/'].map(isAnnouncementPath)).toEqual([true, true, true]);
    expect(['/login', '/', '/projectList', '/announcement'].map(isAnnouncementPath)).toEqual([false, false, false, false]);
  });
});
