// @vitest-environment jsdom
/**
 * The new-user guide ball (spec §2): hidden pages, expand and collapse, downloads only on guide
 * hosts; never an empty ball (issue 35: no guide, no ball), docked where it covers no form counter.
 */
import '../setup';
import type React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HASH_POLL_MS } from '@domain/constants';
import GuideBall, { GUIDE_BALL_PLACEMENT, GUIDE_TITLE } from '@/components/GuideBall';
import { isSafeDownloadUrl } from '@/components/GuideBall/GuideList';
import { requestConfig } from '@/requestErrorConfig';
import { failure, ok } from '../fixtures';
import NoAccessible from '@/pages/NoAccessible';
import { demoUser } from '../fixtures';
import { installRequest, requests, setHashPath, setInitialState } from '../umiFake';

const globals = globalThis as { GUIDE_HOSTS?: string[] };
afterEach(() => {
  delete globals.GUIDE_HOSTS;
});

const ball = () => screen.queryByTestId('guide-ball');
const toggle = () => screen.getByRole('button', { name: /新手指引/ });
const GUIDES = [
  { uniqueCode: 'G1', title: '平台操作手册', downloadUrl: '/consulting/file/download?objectId=1' },
  { uniqueCode: 'G2', title: '恶意链接', downloadUrl: 'javascript:alert(1)' },
];
/** A guide host whose list holds the guides. */
const withGuides = (list: unknown[] = GUIDES) => {
  globals.GUIDE_HOSTS = [window.location.hostname];
  installRequest(requestConfig, () => ok(list));
};
/** Renders and waits for the list to answer. */
const renderBall = async (node: React.ReactElement = <GuideBall />) => {
  const result = render(node);
  await act(async () => {});
  return result;
};

describe('GuideBall', () => {
  it.each(['/', '/login', '/login/%2Fwelcome', '/noAccessible'])('is hidden on %s', async (path) => {
    withGuides();
    setHashPath(path);
    await renderBall();
    expect(ball()).toBeNull();
  });

  it.each(['/welcome', '/systemManage', '/clause/accountRight', '/userAgreement'])('shows on %s', async (path) => {
    withGuides();
    setHashPath(path);
    await renderBall();
    expect(ball()).not.toBeNull();
  });

  it('does not show when there is no guide: off the guide hosts, an empty list or a failing one', async () => {
    globals.GUIDE_HOSTS = ['guide.example.com'];
    installRequest(requestConfig, () => ok(GUIDES));
    setHashPath('/welcome');
    const { unmount } = await renderBall();
    expect(ball()).toBeNull();
    expect(requests).toHaveLength(0);
    unmount();
    withGuides([]);
    const empty = await renderBall();
    expect(ball()).toBeNull();
    empty.unmount();
    withGuides([GUIDES[1]]); // only an unsafe link: nothing to offer
    const unsafe = await renderBall();
    expect(ball()).toBeNull();
    unsafe.unmount();
    globals.GUIDE_HOSTS = [window.location.hostname];
    installRequest(requestConfig, () => ({ status: 404, ...failure('404', '请求的资源不存在') }));
    await renderBall();
    expect(ball()).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('is a narrow tab at the right edge at mid-height, under modals and drawers, so it covers no text counter', async () => {
    withGuides();
    setHashPath('/welcome');
    await renderBall();
    const style = ball()!.style;
    expect(style.position).toBe('fixed');
    expect(style.right).toBe('0px');
    expect(style.top).toBe('45%');
    expect(style.bottom).toBe('');
    // Inside the layout's 24 px content gutter, and below antd's overlays (z-index 1000).
    expect(GUIDE_BALL_PLACEMENT.width).toBeLessThan(24);
    expect(toggle().style.width).toBe(`${GUIDE_BALL_PLACEMENT.width}px`);
    expect(Number(style.zIndex)).toBeLessThan(1000);
  });

  it('is hidden while the layout shows the no-access page for a forbidden route (path unchanged)', async () => {
    withGuides();
    setHashPath('/useradministration');
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    const { rerender } = await renderBall(
      <>
        <GuideBall />
        <NoAccessible />
      </>,
    );
    expect(screen.getByText('无权访问')).toBeTruthy();
    expect(ball()).toBeNull();
    // Leaving the no-access page brings the ball back.
    rerender(
      <>
        <GuideBall />
        <div>用户管理</div>
      </>,
    );
    await act(async () => {});
    expect(ball()).not.toBeNull();
  });

  it('follows hash changes by polling every 100 ms', async () => {
    vi.useFakeTimers();
    withGuides();
    setHashPath('/welcome');
    await renderBall();
    expect(ball()).not.toBeNull();
    window.location.hash = '/login';
    act(() => {
      vi.advanceTimersByTime(HASH_POLL_MS);
    });
    expect(ball()).toBeNull();
    window.location.hash = '/projectList';
    act(() => {
      vi.advanceTimersByTime(HASH_POLL_MS);
    });
    expect(ball()).not.toBeNull();
    vi.useRealTimers();
  });

  it('expands on click and collapses on a click outside', async () => {
    withGuides();
    setHashPath('/welcome');
    await renderBall(
      <div>
        <p>页面其他位置</p>
        <GuideBall />
      </div>,
    );
    expect(screen.queryByText(GUIDE_TITLE)).toBeNull();
    fireEvent.click(toggle());
    expect(screen.getByText(GUIDE_TITLE)).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByText(GUIDE_TITLE)); // inside stays open
    expect(screen.getByText(GUIDE_TITLE)).toBeTruthy();
    fireEvent.click(screen.getByText('页面其他位置'));
    expect(screen.queryByText(GUIDE_TITLE)).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('clicking the ball again collapses it', async () => {
    withGuides();
    setHashPath('/welcome');
    await renderBall();
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    expect(screen.queryByText(GUIDE_TITLE)).toBeNull();
  });

  it('on a guide host it fetches the list once and offers the safe downloads when opened', async () => {
    withGuides();
    setHashPath('/welcome');
    await renderBall();
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('/api/user/toolKit/list.json');
    fireEvent.click(toggle());
    const link = await screen.findByText('平台操作手册');
    expect(link.closest('a')?.getAttribute('href')).toBe('/consulting/file/download?objectId=1');
    expect(screen.queryByText('恶意链接')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('offers only web or same-site download links', () => {
    expect(isSafeDownloadUrl('https://cdn.example.com/a.pdf')).toBe(true);
    expect(isSafeDownloadUrl('/files/a.pdf')).toBe(true);
    expect(isSafeDownloadUrl('//evil.example/a.pdf')).toBe(false);
    expect(isSafeDownloadUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeDownloadUrl('data:text/html,hi')).toBe(false);
  });
});
