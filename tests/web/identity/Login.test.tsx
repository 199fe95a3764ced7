// @vitest-environment jsdom
/** The login page: tabs, Chinese validation, SMS countdown, callback handling and after-login paths. */
import '../setup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@domain/demo';
import { binding, getUserInfo, getVerifyCode, loginByPhone } from '@domain/identity/contracts';
import Login, { AGREEMENT_CLAUSE_HREF, BIND_PHONE_TITLE } from '@/pages/Login';
import { stepAfterLogin, targetAfterLogin } from '@/pages/Login/useLoginFlow';
import { requestConfig } from '@/requestErrorConfig';
import { reloadParent } from '@/utils/navigation';
import { demoUser, failure, ok } from '../fixtures';
import { LOGIN_PAGE_FIRST_STATE, type InitialState } from '@/initialState';
import {
  answerContracts,
  assignedUrls,
  type ContractAnswer,
  type ContractLike,
  installRequest,
  pageLoads,
  refreshCalls,
  requests,
  requestsTo,
  setHashPath,
  setInitialState,
  setRefreshLoader,
  setFramed,
  setRouteParams,
} from '../umiFake';

const newPhoneUser = (phone: string) => ({
  ...demoUser('13800000021'),
  accountId: `A-NEW-${phone}`,
  needAdmission: true,
  tenantDTO: null,
  roleDTOs: [],
  tenantPageConfig: null,
});

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

const submitButton = () => screen.getByRole('button', { name: /登\s?录/ });
const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

// Page loads are recorded and the page is not framed (tests/web/umiFake.tsx, reset before every test).
beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
  setHashPath('/login');
  setInitialState({ failed: true });
});

describe('Login page', () => {
  it('has a password tab and an SMS-code tab', () => {
    render(<Login />);
    expect(screen.getByRole('tab', { name: '密码登录' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '验证码登录' })).toBeTruthy();
    expect(screen.getByPlaceholderText('密码')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.getByPlaceholderText('短信验证码')).toBeTruthy();
    expect(screen.queryByPlaceholderText('密码')).toBeNull();
  });

  it('validates in Chinese before sending anything', async () => {
    render(<Login />);
    fireEvent.click(submitButton());
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    type('手机号', '12345');
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('SMS tab: the code must be 6 digits', async () => {
    render(<Login />);
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    type('手机号', '13800000021');
    type('短信验证码', '12');
    fireEvent.click(submitButton());
    expect(await screen.findByText('验证码为 6 位数字')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('SMS tab: sending the code starts the countdown', async () => {
    answers.set(getVerifyCode, ok({ expiresInSeconds: 300, resendAfterSeconds: 60 }));
    render(<Login />);
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    type('手机号', '13800000021');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/\d+ 秒后重新获取/)).toBeTruthy();
    expect(requests[0]).toMatchObject({ url: getVerifyCode.path, data: { phone: '13800000021', purpose: 'login' } });
    expect(requests[0].headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('SMS tab: an invalid phone sends no code', async () => {
    render(<Login />);
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    type('手机号', '999');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('password login goes to the landing page of the role by full navigation', async () => {
    answers.set(loginByPhone, ok({ accountId: 'A-21', needAdmission: false })).set(getUserInfo, ok(demoUser('13800000021')));
    render(<Login />);
    type('手机号', '13800000021');
    type('密码', DEMO_PASSWORD);
    fireEvent.click(submitButton());
    await waitFor(() => expect(assignedUrls()).toContain('/#/systemManage'));
    expect(requests[0].data).toEqual({ phone: '13800000021', password: DEMO_PASSWORD });
  });

  it('SMS login follows an accessible callback', async () => {
    setRouteParams({ callbackUrl: encodeURIComponent('/systemManage/companyDetails/P-1') });
    answers.set(loginByPhone, ok({ accountId: 'A-21', needAdmission: false })).set(getUserInfo, ok(demoUser('13800000021')));
    render(<Login />);
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    type('手机号', '13800000021');
    type('短信验证码', '123456');
    fireEvent.click(submitButton());
    await waitFor(() => expect(assignedUrls()).toContain('/#/systemManage/companyDetails/P-1'));
    expect(requests[0].data).toEqual({ phone: '13800000021', code: '123456' });
  });

  it('a foreign callback is ignored: the landing page instead', async () => {
    setRouteParams({ callbackUrl: encodeURIComponent('https://evil.example/#/welcome') });
    answers.set(loginByPhone, ok({ accountId: 'A-11', needAdmission: false })).set(getUserInfo, ok(demoUser('13800000011')));
    render(<Login />);
    type('手机号', '13800000011');
    type('密码', DEMO_PASSWORD);
    fireEvent.click(submitButton());
    await waitFor(() => expect(assignedUrls()).toContain('/#/projectList'));
  });

  it('a callback the role may not open leads to the landing page', () => {
    expect(targetAfterLogin(demoUser('13800000021'), '/useradministration')).toBe('/systemManage');
    expect(targetAfterLogin(demoUser('13800000001'), '/useradministration')).toBe('/useradministration');
    expect(targetAfterLogin(demoUser('13800000032'), null)).toBe('/welcome');
    expect(targetAfterLogin(demoUser('13800000023'), '/unknown/path')).toBe('/');
  });

  it('wrong password: the server message, no navigation', async () => {
    answers.set(loginByPhone, failure('11001', '手机号或密码错误'));
    render(<Login />);
    type('手机号', '13800000021');
    type('密码', 'wrong');
    fireEvent.click(submitButton());
    expect(await screen.findByText('手机号或密码错误')).toBeTruthy();
    expect(pageLoads).toEqual([]);
  });

  it('an account that is not admitted (agreement already accepted) stays with a clear message', async () => {
    answers.set(loginByPhone, ok({ accountId: 'A-NEW', needAdmission: true })).set(getUserInfo, ok(newPhoneUser('13912345678')));
    render(<Login />);
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    type('手机号', '13912345678');
    type('短信验证码', '123456');
    fireEvent.click(submitButton());
    expect(await screen.findByText('账号尚未加入任何机构')).toBeTruthy();
    expect(pageLoads).toEqual([]);
  });

  it('a channel tenant still in review stays with a message', async () => {
    answers.set(loginByPhone, ok({ accountId: 'A-15', needAdmission: false })).set(getUserInfo, ok(demoUser('13800000015')));
    render(<Login />);
    type('手机号', '13800000015');
    type('密码', DEMO_PASSWORD);
    fireEvent.click(submitButton());
    expect(await screen.findByText('所在机构尚未通过入驻审核')).toBeTruthy();
    expect(pageLoads).toEqual([]);
  });

  it('shows the reason it was sent here by the initial state', () => {
    setInitialState({ failed: true, loginBlock: 'tenantNotAdmitted' });
    render(<Login />);
    expect(screen.getByText('所在机构尚未通过入驻审核')).toBeTruthy();
  });

  it('opened first, before the user check: the form shows at once, then the check runs once and its notice appears', async () => {
    let answer: (state: InitialState) => void = () => undefined;
    setRefreshLoader(() => new Promise<InitialState>((resolve) => (answer = resolve)));
    setInitialState(LOGIN_PAGE_FIRST_STATE);
    render(<Login />);
    expect(screen.getByPlaceholderText('密码')).toBeTruthy();
    expect(screen.queryByText('所在机构尚未通过入驻审核')).toBeNull();
    expect(refreshCalls).toHaveLength(1);
    type('手机号', '13800000015');
    act(() => answer({ failed: true, failure: { reason: 'blocked' }, loginBlock: 'tenantNotAdmitted' }));
    expect(await screen.findByText('所在机构尚未通过入驻审核')).toBeTruthy();
    // What was typed meanwhile stays; the check is not asked again.
    expect((screen.getByPlaceholderText('手机号') as HTMLInputElement).value).toBe('13800000015');
    expect(refreshCalls).toHaveLength(1);
  });

  it('opened first by a session without a phone: the check turns the page into the binding form', async () => {
    setRefreshLoader(async () => ({ failed: true, failure: { reason: 'unauthenticated', phoneNotBound: true } }));
    setInitialState(LOGIN_PAGE_FIRST_STATE);
    render(<Login />);
    expect((await screen.findAllByText(BIND_PHONE_TITLE)).length).toBeGreaterThan(0);
    expect(screen.queryByPlaceholderText('密码')).toBeNull();
  });

  it('a pending user agreement leads to /userAgreement', async () => {
    answers.set(loginByPhone, ok({ accountId: 'A-21', needAdmission: false })).set(getUserInfo, failure('must_agreement_licences', '用户协议已更新'));
    render(<Login />);
    type('手机号', '13800000021');
    type('密码', DEMO_PASSWORD);
    fireEvent.click(submitButton());
    await waitFor(() => expect(assignedUrls()).toContain('/#/userAgreement'));
  });

  it('a pending user agreement carries the callback as the way back', async () => {
    setRouteParams({ callbackUrl: '/projectList/myProject?keyword=50%25' });
    answers.set(loginByPhone, ok({ accountId: 'A-11', needAdmission: false })).set(getUserInfo, failure('must_agreement_licences', '用户协议已更新'));
    render(<Login />);
    type('手机号', '13800000011');
    type('密码', DEMO_PASSWORD);
    fireEvent.click(submitButton());
    await waitFor(() => expect(assignedUrls()).toContain(`/#/userAgreement?redirect=${encodeURIComponent('/projectList/myProject?keyword=50%25')}`));
  });

  it('first SMS login of a new phone: the user agreement comes first, even though the account needs admission', async () => {
    answers.set(loginByPhone, ok({ accountId: 'A-NEW', needAdmission: true })).set(getUserInfo, failure('must_agreement_licences', '用户协议已更新'));
    render(<Login />);
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    type('手机号', '13912345678');
    type('短信验证码', '123456');
    fireEvent.click(submitButton());
    await waitFor(() => expect(assignedUrls()).toContain('/#/userAgreement'));
    expect(requests.map((r) => r.url)).toEqual([loginByPhone.path, getUserInfo.path]);
    expect(screen.queryByText('账号尚未加入任何机构')).toBeNull();
  });

  it('reloading /login while blocked still shows the reason', async () => {
    setInitialState({ failed: true, failure: { reason: 'blocked' }, loginBlock: 'needAdmission' });
    render(<Login />);
    expect(await screen.findByText('账号尚未加入任何机构')).toBeTruthy();
  });

  it('the step after login, decided from the user info', () => {
    expect(stepAfterLogin({ user: demoUser('13800000021') }, null)).toEqual({ kind: 'enter', path: '/systemManage' });
    expect(stepAfterLogin({ user: demoUser('13800000015') }, null)).toEqual({ kind: 'block', reason: 'tenantNotAdmitted' });
    expect(stepAfterLogin({ errorCode: 'must_agreement_licences', errorMsg: '' }, '/welcome')).toEqual({
      kind: 'agreement',
      path: '/userAgreement?redirect=%2Fwelcome',
    });
    expect(stepAfterLogin({ errorCode: '10001', errorMsg: '' }, null)).toEqual({ kind: 'bindPhone' });
    expect(stepAfterLogin({ errorCode: '', errorMsg: '' }, null)).toEqual({ kind: 'error', message: '未知服务错误！' });
  });

  it('shows the consent line with the agreement opening in a new tab', () => {
    render(<Login />);
    expect(screen.getByText(/登录即表示同意/)).toBeTruthy();
    const link = screen.getByRole('link', { name: '《用户服务协议》' });
    expect(link.getAttribute('href')).toBe('#/clause/accountRight');
    expect(AGREEMENT_CLAUSE_HREF).toBe('#/clause/accountRight');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('SMS tab: a refused code request with an empty errorMsg shows 未知服务错误！, not an empty toast', async () => {
    answers.set(getVerifyCode, failure('11004', ''));
    render(<Login />);
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    type('手机号', '13800000021');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('未知服务错误！')).toBeTruthy();
  });
});

describe('Phone binding (10001)', () => {
  const bindAndContinue = (user = demoUser('13800000021')) => {
    let bound = false;
    answers
      .set(getVerifyCode, ok({ expiresInSeconds: 300, resendAfterSeconds: 60 }))
      .set(binding, () => {
        bound = true;
        return ok(true);
      })
      .set(getUserInfo, () => (bound ? ok(user) : failure('10001', '请先绑定手机号')))
      .set(loginByPhone, ok({ accountId: 'A-21', needAdmission: false }));
  };

  it('sent here by the initial state with 10001: the binding form, code purpose "binding", then on like a login', async () => {
    setRouteParams({ callbackUrl: '/systemManage/companyDetails/P-1' });
    setInitialState({ failed: true, failure: { reason: 'unauthenticated', phoneNotBound: true } });
    bindAndContinue();
    render(<Login />);
    expect(screen.getAllByText(BIND_PHONE_TITLE).length).toBeGreaterThan(0);
    expect(screen.queryByRole('tab', { name: '密码登录' })).toBeNull();
    type('手机号', '13800000021');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText(/\d+ 秒后重新获取/);
    expect(requests[0]).toMatchObject({ url: getVerifyCode.path, data: { phone: '13800000021', purpose: 'binding' } });
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: BIND_PHONE_TITLE }));
    await waitFor(() => expect(assignedUrls()).toContain('/#/systemManage/companyDetails/P-1'));
    expect(requestsTo(binding)[0]?.data).toEqual({ phone: '13800000021', code: '123456' });
  });

  it('a login whose user info answers 10001 switches to the binding form', async () => {
    bindAndContinue();
    render(<Login />);
    type('手机号', '13800000021');
    type('密码', DEMO_PASSWORD);
    fireEvent.click(submitButton());
    expect(await screen.findByRole('button', { name: BIND_PHONE_TITLE })).toBeTruthy();
    expect(pageLoads).toEqual([]);
  });

  it('a wrong code keeps the form with the server message', async () => {
    setInitialState({ failed: true, failure: { reason: 'unauthenticated', phoneNotBound: true } });
    answers.set(binding, failure('11002', '验证码错误或已过期'));
    render(<Login />);
    type('手机号', '13800000021');
    type('短信验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: BIND_PHONE_TITLE }));
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    expect(pageLoads).toEqual([]);
  });
  it('inside a frame: "登录成功！" and the parent reloads after 1 s', async () => {
    setFramed(true);
    answers.set(loginByPhone, ok({ accountId: 'A-21', needAdmission: false })).set(getUserInfo, ok(demoUser('13800000021')));
    // The delay is read from the scheduled timer, not the wall clock (a busy machine stretches both ways).
    const timers = vi.spyOn(window, 'setTimeout');
    render(<Login />);
    type('手机号', '13800000021');
    type('密码', DEMO_PASSWORD);
    fireEvent.click(submitButton());
    expect(await screen.findByText('登录成功！')).toBeTruthy();
    expect(pageLoads).toEqual([]);
    await waitFor(() => expect(pageLoads).toEqual([{ reload: 'parent' }]), { timeout: 2000 });
    expect(timers).toHaveBeenCalledWith(reloadParent, 1000);
    timers.mockRestore();
    expect(assignedUrls()).toEqual([]);
  });
});
