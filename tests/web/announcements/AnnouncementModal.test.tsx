// @vitest-environment jsdom
/**
 * The announcement modal (spec §4): opens on /welcome or /projectList/myProject when the latest
 * announcement is newer than the one cached for the account, stores it, never on login or other
 * pages, closes with "我知道了", renders content as text with line breaks, 800 wide, body ≤ 70vh.
 */
import { settle } from '../setup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announcementCacheKey } from '@domain/announcements/rules';
import { HASH_POLL_MS } from '@domain/constants';
import { type Announcement, userAocLatest } from '@domain/announcements/contracts';
import AnnouncementModal, { ACKNOWLEDGE_TEXT } from '@/components/AnnouncementModal';
import { readAnnouncementStamp, rememberAnnouncement } from '@/components/AnnouncementModal/useLatestAnnouncement';
import RootExtras from '@/components/RootExtras';
import { errorActionForEnvelope, performErrorAction, requestConfig } from '@/requestErrorConfig';
import { saveUserInfo } from '@/utils/userStorage';
import { demoUser, failure, ok } from '../fixtures';
import { answerContracts, installRequest, isRequestTo, requests, requestsTo, setHashPath } from '../umiFake';

const user = demoUser('13800000021');
const FIRST: Announcement = { aocCode: 'AOC-1', title: '平台上线公告', content: '第一行\n第二行', publishDate: '2025-05-20' };
const SECOND: Announcement = { aocCode: 'AOC-2', title: '积分说明', content: '积分规则', publishDate: '2025-06-01' };

function serveLatest(latest: Announcement | null) {
  installRequest(requestConfig, answerContracts(new Map([[userAocLatest, ok(latest)]])));
}

/** Renders the modal on `path` for the demo customer, after letting the fetch settle. */
async function renderOn(path: string) {
  setHashPath(path);
  saveUserInfo(user);
  render(<AnnouncementModal />);
  await settle();
}

const dialog = () => document.querySelector('.ant-modal');

describe('AnnouncementModal', () => {
  it('on /welcome with no cache entry it shows the latest announcement and stores its stamp', async () => {
    serveLatest(FIRST);
    await renderOn('/welcome');
    expect(await screen.findByText(FIRST.title)).toBeTruthy();
    expect(isRequestTo(userAocLatest, requests[0])).toBe(true);
    expect(readAnnouncementStamp(user.accountId)).toEqual({ aocCode: 'AOC-1', publishDate: '2025-05-20' });
    // Stored under `cache:aoc:` + account id, with an expiry (spec §9).
    const raw = JSON.parse(window.localStorage.getItem(`cache:aoc:${user.accountId}`)!);
    expect(raw.value).toEqual({ aocCode: 'AOC-1', publishDate: '2025-05-20' });
    expect(typeof raw.expiresAt).toBe('number');
  });

  it('also opens on /projectList/myProject', async () => {
    serveLatest(FIRST);
    await renderOn('/projectList/myProject');
    expect(await screen.findByText(FIRST.title)).toBeTruthy();
  });

  it('does not show the same announcement again', async () => {
    rememberAnnouncement(user.accountId, FIRST);
    serveLatest(FIRST);
    await renderOn('/welcome');
    expect(requests).toHaveLength(1);
    expect(screen.queryByText(FIRST.title)).toBeNull();
  });

  it('shows one published later the same day', async () => {
    rememberAnnouncement(user.accountId, FIRST);
    serveLatest({ ...SECOND, publishDate: FIRST.publishDate });
    await renderOn('/welcome');
    expect(await screen.findByText(SECOND.title)).toBeTruthy();
  });

  it('shows a newer one and stores it', async () => {
    rememberAnnouncement(user.accountId, FIRST);
    serveLatest(SECOND);
    await renderOn('/welcome');
    expect(await screen.findByText(SECOND.title)).toBeTruthy();
    expect(readAnnouncementStamp(user.accountId)).toEqual({ aocCode: 'AOC-2', publishDate: '2025-06-01' });
  });

  it('does not show an older one than the cached', async () => {
    rememberAnnouncement(user.accountId, SECOND);
    serveLatest(FIRST);
    await renderOn('/welcome');
    expect(screen.queryByText(FIRST.title)).toBeNull();
    expect(readAnnouncementStamp(user.accountId)?.aocCode).toBe('AOC-2');
  });

  it('the cache is per account', async () => {
    rememberAnnouncement('A-OTHER', FIRST);
    serveLatest(FIRST);
    await renderOn('/welcome');
    expect(await screen.findByText(FIRST.title)).toBeTruthy();
    expect(window.localStorage.getItem(announcementCacheKey(user.accountId))).not.toBeNull();
  });

  it.each(['/login', '/login/%2Fwelcome', '/', '/systemManage', '/announcement', '/welcome/other'])('never fetches or shows on %s', async (path) => {
    serveLatest(FIRST);
    await renderOn(path);
    expect(requests).toHaveLength(0);
    expect(screen.queryByText(FIRST.title)).toBeNull();
    expect(readAnnouncementStamp(user.accountId)).toBeUndefined();
  });

  it('without a logged-in account nothing is fetched; once the user info is stored it opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveLatest(FIRST);
    setHashPath('/welcome');
    render(<AnnouncementModal />);
    expect(requests).toHaveLength(0);
    saveUserInfo(user);
    await act(async () => {
      vi.advanceTimersByTime(HASH_POLL_MS);
    });
    expect(await screen.findByText(FIRST.title)).toBeTruthy();
  });

  it('a failing or empty latest call shows nothing and no error message', async () => {
    installRequest(requestConfig, () => ({ status: 500, ...failure('500', '服务器开小差了，请稍后再试') }));
    await renderOn('/welcome');
    expect(dialog()).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    serveLatest(null);
    await renderOn('/welcome');
    expect(dialog()).toBeNull();
  });

  it('"我知道了" closes it', async () => {
    serveLatest(FIRST);
    await renderOn('/welcome');
    await screen.findByText(FIRST.title);
    fireEvent.click(screen.getByRole('button', { name: ACKNOWLEDGE_TEXT }));
    await waitFor(() => expect(screen.queryByText(FIRST.title)).toBeNull());
  });

  it('leaving for the login page hides it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveLatest(FIRST);
    await renderOn('/welcome');
    await screen.findByText(FIRST.title);
    window.location.hash = '/login';
    await act(async () => {
      vi.advanceTimersByTime(HASH_POLL_MS);
    });
    await waitFor(() => expect(screen.queryByText(FIRST.title)).toBeNull());
  });

  it('Back/Forward to /welcome after leaving does not open the same announcement again; only a newer one opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let latest: Announcement = FIRST;
    installRequest(requestConfig, answerContracts(new Map([[userAocLatest, () => ok(latest)]])));
    const go = async (path: string) => {
      window.location.hash = path;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(HASH_POLL_MS);
      });
    };
    await renderOn('/welcome');
    expect(await screen.findByText(FIRST.title)).toBeTruthy();
    // Left without "我知道了", then back (the history keeps /welcome).
    await go('/systemManage');
    await waitFor(() => expect(screen.queryByText(FIRST.title)).toBeNull());
    await go('/welcome');
    await waitFor(() => expect(requestsTo(userAocLatest)).toHaveLength(2));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HASH_POLL_MS * 3);
    });
    expect(screen.queryByText(FIRST.title)).toBeNull();
    // Forward and back again: still nothing; a newer announcement opens.
    await go('/projectList/myProject');
    await go('/systemManage');
    latest = SECOND;
    await go('/welcome');
    expect(await screen.findByText(SECOND.title)).toBeTruthy();
    expect(screen.queryByText(FIRST.title)).toBeNull();
  });

  it('renders content as text with its line breaks, 800 wide, body at most 70vh', async () => {
    const hostile = { ...FIRST, title: '<b>标题</b>', content: '<script>alert(1)</script>\n<img src=x onerror=alert(2)>' };
    serveLatest(hostile);
    await renderOn('/welcome');
    expect(await screen.findByText('<b>标题</b>')).toBeTruthy();
    const content = screen.getByTestId('announcement-content');
    expect(content.textContent).toBe(hostile.content);
    expect(content.querySelector('script, img')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(content.style.whiteSpace).toBe('pre-wrap');
    expect((dialog() as HTMLElement).style.width).toBe('800px');
    const body = document.querySelector('.ant-modal-body') as HTMLElement;
    expect(body.style.maxHeight).toBe('70vh');
    expect(body.style.overflowY).toBe('auto');
  });

  it('the root container mounts it, next to the insufficient-balance modal', async () => {
    serveLatest(FIRST);
    setHashPath('/welcome');
    saveUserInfo(user);
    render(
      <RootExtras>
        <div>应用</div>
      </RootExtras>,
    );
    expect(await screen.findByText(FIRST.title)).toBeTruthy();
    act(() => performErrorAction(errorActionForEnvelope({ success: false, data: null, errorCode: '13001', errorMsg: '' }, '/welcome')));
    expect(screen.getByText('余额或次数不足')).toBeTruthy();
  });
});
