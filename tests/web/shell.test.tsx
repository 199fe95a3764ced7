// @vitest-environment jsdom
/** Shell components: header user menu, footer, WeChat warning, failed page loads, root extras. */
import './setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseTenant, getUserInfo, logout, myMemberships } from '@domain/identity/contracts';
import { toolKitList } from '@domain/toolKit/contracts';
import ErrorBoundary, { isChunkLoadError } from '@/components/ErrorBoundary';
import Footer, { copyrightText } from '@/components/Footer';
import RightContent, { MEMBERSHIPS_FAILED_TEXT, NO_OTHER_TENANT_TEXT } from '@/components/RightContent';
import RootExtras from '@/components/RootExtras';
import WeChatWarning, { WECHAT_WARNING_TITLE } from '@/components/WeChatWarning';
import { requestConfig } from '@/requestErrorConfig';
import { isWeChatBrowser } from '@/utils/browser';
import { readUserInfo, saveUserInfo } from '@/utils/userStorage';
import { demoUser, failure, ok } from './fixtures';
import {
  answerContracts,
  assignedUrls,
  type ContractAnswer,
  type ContractLike,
  type FakeResponse,
  installRequest,
  pageLoads,
  requestsTo,
  setHashPath,
  setInitialState,
} from './umiFake';
import { LOGOUT_FAILED_MESSAGE } from '@/services/session';

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
});

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.42';

describe('Footer', () => {
  it('© 2025 and the tenant name', () => {
    render(<Footer tenantZhName="安衡咨询" />);
    expect(screen.getByText('© 2025 安衡咨询')).toBeTruthy();
    expect(copyrightText(undefined)).toBe('© 2025 信息安全合规服务平台');
  });
});

describe('RightContent (user menu)', () => {
  const memberships = [
    { tenantCode: 'T-CU-DEMO', tenantZhName: '示例科技有限公司', type: 'customer', roleCodes: ['consumer-pm'], current: true },
    { tenantCode: 'T-CH-ANHENG', tenantZhName: '安衡咨询', type: 'channel', roleCodes: ['channel-owner'], current: false },
  ];

  it('shows the user and the current tenant', () => {
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    render(<RightContent />);
    expect(screen.getByText('客户项目经理')).toBeTruthy();
    expect(screen.getByText('示例科技有限公司')).toBeTruthy();
  });

  const openSwitchMenu = async () => {
    fireEvent.mouseEnter(screen.getByTestId('user-menu'));
    fireEvent.mouseEnter(await screen.findByText('切换机构'));
  };

  it('switches tenant after confirming, then reloads on the new landing page', async () => {
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    let answerChoose: (value: FakeResponse) => void = () => undefined;
    answers
      .set(myMemberships, ok(memberships))
      .set(chooseTenant, () => new Promise<FakeResponse>((resolve) => (answerChoose = resolve)))
      .set(getUserInfo, ok(demoUser('13800000013')));
    render(<RightContent />);
    await openSwitchMenu();
    fireEvent.click(await screen.findByText('安衡咨询（渠道）'));
    // Nothing happens before the user confirms.
    expect(await screen.findByText(/确定切换到「安衡咨询」吗/)).toBeTruthy();
    expect(requestsTo(chooseTenant)).toHaveLength(0);
    const confirm = screen.getByRole('button', { name: '确认切换' });
    fireEvent.click(confirm);
    // While switching, the confirm button spins.
    await waitFor(() => expect(confirm.className).toContain('ant-btn-loading'));
    answerChoose(ok(true));
    await waitFor(() => expect(assignedUrls()).toContain('/#/projectList'));
    expect(requestsTo(chooseTenant)[0]?.data).toEqual({ tenantCode: 'T-CH-ANHENG' });
  });

  it('cancelling the confirmation switches nothing', async () => {
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    answers.set(myMemberships, ok(memberships));
    render(<RightContent />);
    await openSwitchMenu();
    fireEvent.click(await screen.findByText('安衡咨询（渠道）'));
    fireEvent.click(await screen.findByRole('button', { name: /取\s?消/ }));
    // A switch would start in the dialog's OK handler; once the dialog is gone nothing else can.
    await waitFor(() => expect(screen.queryByText(/确定切换到「安衡咨询」吗/)).toBeNull());
    expect(requestsTo(chooseTenant)).toHaveLength(0);
    expect(pageLoads).toEqual([]);
  });

  it('only the current tenant: 暂无其他机构', async () => {
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    answers.set(myMemberships, ok(memberships.slice(0, 1)));
    render(<RightContent />);
    await openSwitchMenu();
    expect(await screen.findByText(NO_OTHER_TENANT_TEXT)).toBeTruthy();
  });

  it('a failed memberships load is not cached: the menu offers a retry in place', async () => {
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    let fail = true;
    answers.set(myMemberships, () => (fail ? { error: { message: 'Network Error' } } : ok(memberships)));
    render(<RightContent />);
    await openSwitchMenu();
    const retry = await screen.findByText(MEMBERSHIPS_FAILED_TEXT);
    expect(requestsTo(myMemberships)).toHaveLength(1);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('安衡咨询（渠道）')).toBeTruthy();
    expect(requestsTo(myMemberships)).toHaveLength(2);
  });

  it('a failed load is retried when the menu opens again', async () => {
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    let fail = true;
    answers.set(myMemberships, () => (fail ? { error: { message: 'Network Error' } } : ok(memberships)));
    render(<RightContent />);
    fireEvent.mouseEnter(screen.getByTestId('user-menu'));
    await waitFor(() => expect(requestsTo(myMemberships)).toHaveLength(1));
    // The trigger carries ant-dropdown-open while the (controlled) menu is open.
    await waitFor(() => expect(screen.getByTestId('user-menu').className).toContain('ant-dropdown-open'));
    fireEvent.mouseLeave(screen.getByTestId('user-menu'));
    await waitFor(() => expect(screen.getByTestId('user-menu').className).not.toContain('ant-dropdown-open'));
    fail = false;
    fireEvent.mouseEnter(screen.getByTestId('user-menu'));
    await waitFor(() => expect(requestsTo(myMemberships)).toHaveLength(2));
  });

  it('logs out: GET /user/logout, forget the stored user, go where the server says', async () => {
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    saveUserInfo(demoUser('13800000021'));
    answers.set(logout, ok('/#/login'));
    render(<RightContent />);
    fireEvent.mouseEnter(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(assignedUrls()).toContain('/#/login'));
    expect(readUserInfo()).toBeUndefined();
  });

  it.each([
    ['a network failure', { error: { message: 'Network Error' } }],
    ['HTTP 500', { status: 500, ...failure('500', '服务器开小差了') }],
    ['a CSRF refusal', { status: 403, ...failure('csrf_rejected', '请求缺少安全校验头，已拒绝') }],
  ] as [string, FakeResponse][])('a failing logout (%s) keeps the user here with a message', async (_label, response) => {
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    saveUserInfo(demoUser('13800000021'));
    answers.set(logout, response);
    render(<RightContent />);
    fireEvent.mouseEnter(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('退出登录'));
    expect(await screen.findByText(LOGOUT_FAILED_MESSAGE)).toBeTruthy();
    expect(LOGOUT_FAILED_MESSAGE).toBe('退出登录失败，请检查网络后重试');
    expect(pageLoads).toEqual([]);
    expect(readUserInfo()?.accountId).toBe('A-21');
  });

  it('a logout answered 10000 (session already gone) goes to login', async () => {
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    saveUserInfo(demoUser('13800000021'));
    answers.set(logout, failure('10000', '未登录'));
    render(<RightContent />);
    fireEvent.mouseEnter(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(assignedUrls()).toContain('/#/login'));
    expect(readUserInfo()).toBeUndefined();
  });
});

describe('WeChatWarning', () => {
  it('detects the WeChat in-app browser', () => {
    expect(isWeChatBrowser(WECHAT_UA)).toBe(true);
    expect(isWeChatBrowser('Mozilla/5.0 (Windows NT 10.0) Chrome/120.0')).toBe(false);
  });

  it('covers the page inside WeChat only', () => {
    const { rerender } = render(<WeChatWarning userAgent={WECHAT_UA} />);
    expect(screen.getByRole('alertdialog', { name: WECHAT_WARNING_TITLE })).toBeTruthy();
    expect(screen.getByText(/在浏览器打开/)).toBeTruthy();
    rerender(<WeChatWarning userAgent="Mozilla/5.0 Chrome/120.0" />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

const Broken: React.FC<{ error: Error }> = ({ error }) => {
  throw error;
};

describe('ErrorBoundary (failed page loads)', () => {
  // React reports the caught render error to window.onerror in development; keep the output clean.
  const silence = (event: ErrorEvent) => event.preventDefault();
  beforeEach(() => window.addEventListener('error', silence));
  afterEach(() => window.removeEventListener('error', silence));

  it('a chunk that failed to load offers a reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const chunkError = Object.assign(new Error('Loading chunk 215 failed.\n(timeout: /static/215.js)'), { name: 'ChunkLoadError' });
    render(
      <ErrorBoundary onReload={reload}>
        <Broken error={chunkError} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('页面加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('other render errors get a generic fallback', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('页面出错了')).toBeTruthy();
    expect(isChunkLoadError(new Error('Loading CSS chunk 3 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('RootExtras', () => {
  it('wraps the app and adds the guide ball outside the router (on a guide host with a guide)', async () => {
    const globals = globalThis as { GUIDE_HOSTS?: string[] };
    globals.GUIDE_HOSTS = [window.location.hostname];
    answers.set(toolKitList, ok([{ uniqueCode: 'G1', title: '平台操作手册', downloadUrl: '/files/guide.pdf' }]));
    setHashPath('/welcome');
    try {
      render(
        <RootExtras>
          <div>应用</div>
        </RootExtras>,
      );
      expect(screen.getByText('应用')).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('guide-ball')).toBeTruthy());
    } finally {
      delete globals.GUIDE_HOSTS;
    }
  });
});
