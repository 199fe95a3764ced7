// @vitest-environment jsdom
/** getInitialState (src/initialState.ts): who is logged in, and where users without a usable session go. */
import './setup';
import { describe, expect, it, vi } from 'vitest';
import { loadInitialState, mustLogIn, userInfoLoadFailure } from '@/initialState';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '@/requestErrorConfig';
import { requestConfig } from '@/requestErrorConfig';
import { readUserInfo } from '@/utils/userStorage';
import { access } from './accessOf';
import { demoUser, failure, ok } from './fixtures';
import { historyCalls, installRequest, requests, setHashPath, type FakeResponse } from './umiFake';

const answer = (response: FakeResponse) => installRequest(requestConfig, () => response);

describe('firstInitialState (getInitialState)', () => {
  // Fresh modules each time: "the app's first call" is module state (the fake request with them).
  async function freshApp(path: string, response: FakeResponse) {
    vi.resetModules();
    const fake = await import('./umiFake');
    const { requestConfig: config } = await import('@/requestErrorConfig');
    fake.setHashPath(path);
    fake.installRequest(config, () => response);
    return { ...(await import('@/initialState')), requests: fake.requests };
  }

  it('the app starting on the login page: the form state at once, no request; the next call asks', async () => {
    const app = await freshApp('/login/%2Fwelcome', failure('10000'));
    expect(await app.firstInitialState()).toEqual(app.LOGIN_PAGE_FIRST_STATE);
    expect(app.requests).toHaveLength(0);
    expect(await app.firstInitialState()).toEqual({ failed: true, failure: { reason: 'unauthenticated', phoneNotBound: false } });
    expect(app.requests.map((request) => request.url)).toEqual(['/user/getUserInfo']);
  });

  it('the app starting anywhere else asks first', async () => {
    const app = await freshApp('/systemManage', ok(demoUser('13800000021')));
    expect(await app.firstInitialState()).toEqual({ currentUser: demoUser('13800000021'), failed: false });
    expect(app.requests).toHaveLength(1);
  });
});

describe('loadInitialState', () => {
  it('a logged-in user: current user, stored locally, no redirect; the call skips the error handler', async () => {
    setHashPath('/systemManage');
    answer(ok(demoUser('13800000021')));
    const state = await loadInitialState();
    expect(state).toEqual({ currentUser: demoUser('13800000021'), failed: false });
    expect(readUserInfo()?.accountId).toBe('A-21');
    expect(historyCalls).toEqual([]);
    expect(requests[0]).toMatchObject({ url: '/user/getUserInfo', skipErrorHandler: true });
    expect(access(state).canReadInterface).toBe(true);
  });

  it('10000 on a business page: to /login/{encoded hash path}, no message', async () => {
    setHashPath('/projectList/myProject?tab=1');
    answer(failure('10000', '未登录'));
    const state = await loadInitialState();
    expect(state).toEqual({ failed: true, failure: { reason: 'unauthenticated', phoneNotBound: false } });
    expect(mustLogIn(state)).toBe(true);
    expect(historyCalls).toEqual([{ method: 'replace', path: `/login/${encodeURIComponent('/projectList/myProject?tab=1')}` }]);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it.each(['/', '/login', '/login/%2Fwelcome', '/clause/accountRight', '/noAccessible'])('10000 on the public page %s: stay', async (path) => {
    setHashPath(path);
    answer(failure('10000'));
    expect(await loadInitialState()).toMatchObject({ failed: true, failure: { reason: 'unauthenticated' } });
    expect(historyCalls).toEqual([]);
  });

  it('10001 (phone not bound) also goes to login', async () => {
    setHashPath('/welcome');
    answer(failure('10001'));
    expect(await loadInitialState()).toEqual({ failed: true, failure: { reason: 'unauthenticated', phoneNotBound: true } });
    expect(historyCalls).toEqual([{ method: 'replace', path: '/login/%2Fwelcome' }]);
  });

  it('must_agreement_licences: to /userAgreement, carrying the way back', async () => {
    setHashPath('/systemManage?tab=2');
    answer(failure('must_agreement_licences'));
    expect(await loadInitialState()).toEqual({ failed: true, failure: { reason: 'agreement' } });
    expect(historyCalls).toEqual([{ method: 'replace', path: `/userAgreement?redirect=${encodeURIComponent('/systemManage?tab=2')}` }]);
  });

  it('must_agreement_licences on home: plain /userAgreement', async () => {
    setHashPath('/');
    answer(failure('must_agreement_licences'));
    await loadInitialState();
    expect(historyCalls).toEqual([{ method: 'replace', path: '/userAgreement' }]);
  });

  it('must_agreement_licences on /userAgreement itself: stay', async () => {
    setHashPath('/userAgreement');
    answer(failure('must_agreement_licences'));
    await loadInitialState();
    expect(historyCalls).toEqual([]);
  });

  it('needAdmission: to /login with the reason', async () => {
    setHashPath('/welcome');
    answer(ok({ ...demoUser('13800000021'), needAdmission: true, tenantDTO: null, roleDTOs: [] }));
    const state = await loadInitialState();
    expect(state).toEqual({ failed: true, failure: { reason: 'blocked' }, loginBlock: 'needAdmission' });
    expect(mustLogIn(state)).toBe(true);
    expect(historyCalls).toEqual([{ method: 'replace', path: '/login' }]);
  });

  it('a channel tenant not yet approved: to /login with the reason', async () => {
    setHashPath('/projectList');
    answer(ok(demoUser('13800000015')));
    expect(await loadInitialState()).toEqual({ failed: true, failure: { reason: 'blocked' }, loginBlock: 'tenantNotAdmitted' });
    expect(historyCalls).toEqual([{ method: 'replace', path: '/login' }]);
  });

  it('already on /login the reason is shown without another redirect', async () => {
    setHashPath('/login');
    answer(ok(demoUser('13800000015')));
    expect(await loadInitialState()).toMatchObject({ loginBlock: 'tenantNotAdmitted' });
    expect(historyCalls).toEqual([]);
  });

  it.each([
    ['a network failure', { error: { message: 'Network Error' } }, NETWORK_ERROR_MESSAGE],
    ['a timeout', { error: { message: 'timeout of 5000ms exceeded', code: 'ECONNABORTED' } }, TIMEOUT_MESSAGE],
    ['HTTP 500 with an envelope', { status: 500, ...failure('500', '服务器开小差了') }, '服务器开小差了'],
    ['HTTP 502 without one', { status: 502, data: '<html>Bad Gateway</html>' }, '请求失败（HTTP 502）'],
  ] as [string, FakeResponse, string][])('%s: stay, not unauthenticated, with the reason recorded', async (_label, response, text) => {
    setHashPath('/welcome');
    window.localStorage.setItem('userInfo', JSON.stringify({ value: demoUser('13800000021'), expiresAt: Date.now() + 60_000 }));
    answer(response);
    const state = await loadInitialState();
    expect(state).toEqual({ failed: true, failure: { reason: 'unavailable', message: text } });
    expect(mustLogIn(state)).toBe(false);
    expect(userInfoLoadFailure(state)).toBe(text);
    expect(historyCalls).toEqual([]);
    // Not a session problem: the stored user is not thrown away either.
    expect(readUserInfo()?.accountId).toBe('A-21');
  });
});
