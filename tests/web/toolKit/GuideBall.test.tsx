// @vitest-environment jsdom
/** The new-user guide ball (spec §2): hidden pages, expand and collapse, downloads only on guide hosts. */
import '../setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HASH_POLL_MS } from '@domain/constants';
import GuideBall, { GUIDE_TITLE } from '@/components/GuideBall';
import { isSafeDownloadUrl, NO_GUIDE_TEXT } from '@/components/GuideBall/GuideList';
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

describe('GuideBall', () => {
  it.each(['/', '/login', '/login/%2Fwelcome', '/noAccessible'])('is hidden on %s', (path) => {
    setHashPath(path);
    render(<GuideBall />);
    expect(ball()).toBeNull();
  });

  it.each(['/welcome', '/systemManage', '/clause/accountRight', '/userAgreement'])('shows on %s', (path) => {
    setHashPath(path);
    render(<GuideBall />);
    expect(ball()).not.toBeNull();
  });

  it('is hidden while the layout shows the no-access page for a forbidden route (path unchanged)', () => {
    setHashPath('/useradministration');
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    const { rerender } = render(
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
    expect(ball()).not.toBeNull();
  });

  it('follows hash changes by polling every 100 ms', () => {
    vi.useFakeTimers();
    setHashPath('/welcome');
    render(<GuideBall />);
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
  });

  it('expands on click and collapses on a click outside', () => {
    setHashPath('/welcome');
    render(
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

  it('clicking the ball again collapses it', () => {
    setHashPath('/welcome');
    render(<GuideBall />);
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    expect(screen.queryByText(GUIDE_TITLE)).toBeNull();
  });

  it('off the guide hosts it says there is no material and fetches nothing', () => {
    globals.GUIDE_HOSTS = ['guide.example.com'];
    installRequest(requestConfig, () => ok([]));
    setHashPath('/welcome');
    render(<GuideBall />);
    fireEvent.click(toggle());
    expect(screen.getByText(NO_GUIDE_TEXT)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('on a guide host it fetches the list when opened and offers the downloads', async () => {
    globals.GUIDE_HOSTS = [window.location.hostname];
    installRequest(requestConfig, () =>
      ok([
        { uniqueCode: 'G1', title: '平台操作手册', downloadUrl: '/consulting/file/download?objectId=1' },
        { uniqueCode: 'G2', title: '恶意链接', downloadUrl: 'javascript:alert(1)' },
      ]),
    );
    setHashPath('/welcome');
    render(<GuideBall />);
    expect(requests).toHaveLength(0); // nothing until opened
    fireEvent.click(toggle());
    const link = await screen.findByText('平台操作手册');
    expect(link.closest('a')?.getAttribute('href')).toBe('/consulting/file/download?objectId=1');
    expect(screen.queryByText('恶意链接')).toBeNull();
    expect(requests[0].url).toBe('/api/user/toolKit/list.json');
  });

  it('a failing list (endpoint not there yet) quietly shows no material', async () => {
    globals.GUIDE_HOSTS = [window.location.hostname];
    installRequest(requestConfig, () => ({ status: 404, ...failure('404', '请求的资源不存在') }));
    setHashPath('/welcome');
    render(<GuideBall />);
    fireEvent.click(toggle());
    expect(await screen.findByText(NO_GUIDE_TEXT)).toBeTruthy();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('offers only web or same-site download links', () => {
    expect(isSafeDownloadUrl('https://cdn.example.com/a.pdf')).toBe(true);
    expect(isSafeDownloadUrl('/files/a.pdf')).toBe(true);
    expect(isSafeDownloadUrl('//evil.example/a.pdf')).toBe(false);
    expect(isSafeDownloadUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeDownloadUrl('data:text/html,hi')).toBe(false);
  });
});
