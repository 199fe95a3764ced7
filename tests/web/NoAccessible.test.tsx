// @vitest-environment jsdom
/** The no-permission page (spec §2): its text, and the redirect to login without usable user info. */
import './setup';
import { render, screen } from '@testing-library/react';
import React from 'react';
import { describe, expect, it } from 'vitest';
import NoAccessible, { loginTargetFromNoAccess, NO_ACCESS_TEXT } from '@/pages/NoAccessible';
import { demoUser } from './fixtures';
import { historyCalls, setHashPath, setInitialState } from './umiFake';

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

  it('sends a visitor without user info to login', () => {
    setHashPath('/noAccessible');
    setInitialState({ failed: true });
    render(<NoAccessible />);
    expect(historyCalls).toEqual([{ method: 'replace', path: '/login' }]);
  });

  it('sends a user who still needs admission to login', () => {
    setHashPath('/noAccessible');
    setInitialState({ currentUser: { ...demoUser('13800000021'), needAdmission: true }, failed: false });
    render(<NoAccessible />);
    expect(historyCalls).toEqual([{ method: 'replace', path: '/login' }]);
  });

  it('as the layout fallback for a forbidden route, login returns to that route', () => {
    setHashPath('/useradministration');
    setInitialState(undefined);
    render(<NoAccessible />);
    expect(historyCalls).toEqual([{ method: 'replace', path: '/login/%2Fuseradministration' }]);
    expect(loginTargetFromNoAccess('/noAccessible?x=1')).toBe('/login');
  });

  it('"返回工作台" opens the landing page of the role', () => {
    setHashPath('/noAccessible');
    setInitialState({ currentUser: demoUser('13800000011'), failed: false });
    render(<NoAccessible />);
    screen.getByText('返回工作台').click();
    expect(historyCalls).toEqual([{ method: 'push', path: '/projectList' }]);
  });
});
