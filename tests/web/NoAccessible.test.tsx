// @vitest-environment jsdom
/**
 * The no-permission page (spec §2): its text, the redirect to login without a session or while the
 * account needs admission, and a retry (not a redirect) when the user info could not be loaded.
 */
import './setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_INFO_FAILED_TITLE } from '@/components/UserInfoFailed';
import NoAccessible, { loginTargetFromNoAccess, NO_ACCESS_TEXT } from '@/pages/NoAccessible';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '@/requestErrorConfig';
import { demoUser } from './fixtures';
import { historyCalls, pageLoads, setHashPath, setInitialState } from './umiFake';

const notLoggedIn = { failed: true, failure: { reason: 'unauthenticated', phoneNotBound: false } } as const;

describe('NoAccessible', () => {
  it('shows the spec text for a logged-in user and stays', () => {
    expect(NO_ACCESS_TEXT).toBe('无权访问此页面，请重新登录或切换角色');
    setHashPath('/noAccessible');
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    render(<NoAccessible />);
    expect(screen.getByText(NO_ACCESS_TEXT)).toBeTruthy();
    expect(screen.getByText('重新登录')).toBeTruthy();
    expect(screen.getByText('返回工作台')).toBeTruthy();
    expect(historyCalls).toEqual([]);
  });

  it('sends a visitor who is not logged in (10000/10001) to login', () => {
    setHashPath('/noAccessible');
    setInitialState(notLoggedIn);
    render(<NoAccessible />);
    expect(historyCalls).toEqual([{ method: 'replace', path: '/login' }]);
  });

  it('sends a user who still needs admission to login', () => {
    setHashPath('/noAccessible');
    setInitialState({ currentUser: { ...demoUser('13800000021'), needAdmission: true }, failed: false });
    render(<NoAccessible />);
    expect(historyCalls).toEqual([{ method: 'replace', path: '/login' }]);
  });

  it('sends a blocked account (not admitted, channel pending) to login', () => {
    setHashPath('/noAccessible');
    setInitialState({ failed: true, failure: { reason: 'blocked' }, loginBlock: 'tenantNotAdmitted' });
    render(<NoAccessible />);
    expect(historyCalls).toEqual([{ method: 'replace', path: '/login' }]);
  });

  it('as the layout fallback for a forbidden route, login returns to that route', () => {
    setHashPath('/useradministration');
    setInitialState(notLoggedIn);
    render(<NoAccessible />);
    expect(historyCalls).toEqual([{ method: 'replace', path: '/login/%2Fuseradministration' }]);
    expect(loginTargetFromNoAccess('/noAccessible?x=1')).toBe('/login');
  });

  it.each([NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE, '服务器开小差了'])(
    'user info that failed to load (%s): no bounce to login, the reason and a retry',
    (reason) => {
      setHashPath('/projectList');
      setInitialState({ failed: true, failure: { reason: 'unavailable', message: reason } });
      render(<NoAccessible />);
      expect(screen.getByText(USER_INFO_FAILED_TITLE)).toBeTruthy();
      expect(USER_INFO_FAILED_TITLE).toBe('用户信息加载失败');
      expect(screen.getByText(reason)).toBeTruthy();
      expect(screen.queryByText(NO_ACCESS_TEXT)).toBeNull();
      expect(historyCalls).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
      expect(pageLoads).toEqual([{ reload: 'page' }]);
    },
  );

  it('"返回工作台" opens the landing page of the role', () => {
    setHashPath('/noAccessible');
    setInitialState({ currentUser: demoUser('13800000011'), failed: false });
    render(<NoAccessible />);
    screen.getByText('返回工作台').click();
    expect(historyCalls).toEqual([{ method: 'push', path: '/projectList' }]);
  });
});
