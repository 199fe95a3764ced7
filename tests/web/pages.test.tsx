// @vitest-environment jsdom
/** Home, Welcome, the under-construction page, 404, user agreement and clause pages. */
import './setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_LICENCES } from '@domain/demo';
import { agreementLicences, getUserInfo, latestLicence, logout } from '@domain/identity/contracts';
import { consumerMyUrges } from '@domain/projects/consumerContracts';
import Clause, { CLAUSE_NOT_FOUND } from '@/pages/Clause';
import Home from '@/pages/Home';
import NotFound, { NOT_FOUND_TEXT } from '@/pages/404';
import UnderConstruction, { UNDER_CONSTRUCTION_TITLE } from '@/pages/UnderConstruction';
import UserAgreement, { agreementRedirectOf, AGREEMENT_LOAD_FAILED, DECLINE_CONFIRM_TEXT } from '@/pages/UserAgreement';
import Welcome from '@/pages/Welcome';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, ok } from './fixtures';
import {
  answerContracts,
  assignedUrls,
  type ContractAnswer,
  type ContractLike,
  historyCalls,
  installRequest,
  pageLoads,
  requests,
  requestsTo,
  setHashPath,
  setInitialState,
  setRouteParams,
} from './umiFake';

const licence = { ...BASE_LICENCES[0], url: '/#/clause/accountRight' };

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
});

describe('UnderConstruction', () => {
  it('names the route from the glossary, with no data', () => {
    setHashPath('/systemManage/companyDetails/P-9');
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    render(<UnderConstruction />);
    expect(screen.getByText(UNDER_CONSTRUCTION_TITLE)).toBeTruthy();
    expect(screen.getByText('「项目详情」页面正在建设中，上线后将在这里提供完整功能。')).toBeTruthy();
  });

  it('a section page offers only the sub-pages the user may open', () => {
    setHashPath('/financialmanagement');
    setInitialState({ currentUser: demoUser('13800000002'), failed: false });
    render(<UnderConstruction />);
    expect(screen.getByText('对公转账记录')).toBeTruthy();
    expect(screen.queryByText('订单列表')).toBeNull();
  });
});

describe('Home', () => {
  it('asks a visitor to log in', () => {
    setInitialState({ failed: true });
    render(<Home />);
    expect(screen.getByText('信息安全合规服务平台')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /登\s?录/ }));
    expect(historyCalls).toEqual([{ method: 'push', path: '/login' }]);
  });

  it('takes a logged-in user to the landing page of the role', () => {
    setInitialState({ currentUser: demoUser('13800000011'), failed: false });
    render(<Home />);
    fireEvent.click(screen.getByRole('button', { name: '进入工作台' }));
    expect(historyCalls).toEqual([{ method: 'push', path: '/projectList' }]);
  });

  it('an internal auditor (landing on home) goes to the first menu entry', () => {
    setInitialState({ currentUser: demoUser('13800000024'), failed: false });
    render(<Home />);
    fireEvent.click(screen.getByRole('button', { name: '进入工作台' }));
    expect(historyCalls).toEqual([{ method: 'push', path: '/authentication' }]);
  });

  it('a customer executor (no menu) is told where the work comes from', () => {
    setInitialState({ currentUser: demoUser('13800000023'), failed: false });
    render(<Home />);
    expect(screen.queryByRole('button', { name: '进入工作台' })).toBeNull();
    expect(screen.getByText(/项目链接/)).toBeTruthy();
  });

  it('a customer executor sees who urged them about which project', async () => {
    setInitialState({ currentUser: demoUser('13800000023'), failed: false });
    const urge = {
      id: 1,
      urgeType: 'assets_task',
      targetAccountId: 'A-23',
      targetName: '客户执行人',
      byName: '客户项目经理',
      byTenantName: '示例科技',
      message: '请今天完成系统资产识别',
      smsSent: true,
      at: '2026-11-24T02:00:00.000Z',
      projectCode: 'PJ20261015RA0001',
      projectName: '核心业务系统',
    };
    answers.set(consumerMyUrges, ok({ list: [urge], total: 1 }));
    render(<Home />);
    expect(await screen.findByText('催办提醒（1 条）')).toBeTruthy();
    expect(screen.getByText(/客户项目经理（示例科技）于 2026-11-24 10:00:00 催办你处理项目“核心业务系统”的/)).toBeTruthy();
  });

  it('has no footer (spec §2)', () => {
    setInitialState({ currentUser: demoUser('13800000011'), failed: false });
    render(<Home />);
    expect(screen.queryByText(/© 2025/)).toBeNull();
  });
});

describe('Welcome', () => {
  it('greets the user with tenant, role labels and menu entries', () => {
    setInitialState({ currentUser: demoUser('13800000031'), failed: false });
    render(<Welcome />);
    expect(screen.getByText('你好，认证机构管理员')).toBeTruthy();
    expect(screen.getByText('示例认证中心')).toBeTruthy();
    expect(screen.getByText('认证机构')).toBeTruthy();
    for (const name of ['人员管理', '智能排期', '认证项目管理', '审核员管理']) expect(screen.getByText(name)).toBeTruthy();
  });
});

describe('404', () => {
  it('says the page does not exist and leads home', () => {
    render(<NotFound />);
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(historyCalls).toEqual([{ method: 'push', path: '/' }]);
  });
});

describe('UserAgreement', () => {
  it('shows the latest accountRight licence with its line breaks', async () => {
    answers.set(latestLicence, ok(licence));
    render(<UserAgreement />);
    expect(await screen.findByText('用户服务协议')).toBeTruthy();
    const content = screen.getByTestId('licence-content');
    expect(content.textContent).toBe(licence.content);
    expect(content.style.whiteSpace).toBe('pre-wrap');
    expect(requests[0].params).toEqual({ type: 'accountRight' });
  });

  it('同意并继续 records the agreement and opens the landing page', async () => {
    answers
      .set(latestLicence, ok(licence))
      .set(agreementLicences, ok(true))
      .set(getUserInfo, ok(demoUser('13800000001')));
    render(<UserAgreement />);
    fireEvent.click(await screen.findByRole('button', { name: '同意并继续' }));
    await waitFor(() => expect(assignedUrls()).toContain('/#/serviceManage'));
    expect(requestsTo(agreementLicences)[0]?.data).toEqual({ licenceCode: licence.licenceCode });
  });

  it('不同意 asks first, then logs out', async () => {
    answers.set(latestLicence, ok(licence)).set(logout, ok('/#/login'));
    render(<UserAgreement />);
    fireEvent.click(await screen.findByRole('button', { name: /不同意/ }));
    expect(await screen.findByText(DECLINE_CONFIRM_TEXT)).toBeTruthy();
    expect(DECLINE_CONFIRM_TEXT).toBe('不同意将退出登录，确定吗？');
    expect(requestsTo(logout)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(assignedUrls()).toContain('/#/login'));
  });

  it('不同意, then cancel: nothing happens', async () => {
    answers.set(latestLicence, ok(licence)).set(logout, ok('/#/login'));
    render(<UserAgreement />);
    fireEvent.click(await screen.findByRole('button', { name: /不同意/ }));
    fireEvent.click(await screen.findByRole('button', { name: '再看看' }));
    // A logout would start in the click handler; once the dialog is gone nothing else can.
    await waitFor(() => expect(screen.queryByRole('button', { name: '再看看' })).toBeNull());
    expect(requestsTo(logout)).toHaveLength(0);
    expect(pageLoads).toEqual([]);
  });

  it('不同意 with a failing logout stays with a message', async () => {
    answers.set(latestLicence, ok(licence)).set(logout, { error: { message: 'Network Error' } });
    render(<UserAgreement />);
    fireEvent.click(await screen.findByRole('button', { name: /不同意/ }));
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('退出登录失败，请检查网络后重试')).toBeTruthy();
    expect(pageLoads).toEqual([]);
  });

  it('a licence that fails to load: one Result with a retry, no toast', async () => {
    let fail = true;
    answers.set(latestLicence, () => (fail ? { error: { message: 'Network Error' } } : ok(licence)));
    const toast = vi.spyOn(message, 'error');
    render(<UserAgreement />);
    expect(await screen.findByText(AGREEMENT_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByText('网络异常，请检查网络连接后重试')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
    expect(requests[0]).toMatchObject({ skipErrorHandler: true });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('用户服务协议')).toBeTruthy();
  });

  it('after agreeing, back to the page the user came from (when the role may open it)', async () => {
    setHashPath(`/userAgreement?redirect=${encodeURIComponent('/projectList/myProject?keyword=50%25')}`);
    answers
      .set(latestLicence, ok(licence))
      .set(agreementLicences, ok(true))
      .set(getUserInfo, ok(demoUser('13800000011')));
    render(<UserAgreement />);
    fireEvent.click(await screen.findByRole('button', { name: '同意并继续' }));
    await waitFor(() => expect(assignedUrls()).toContain('/#/projectList/myProject?keyword=50%25'));
  });

  it('after agreeing, a blocked account (needs admission) goes to the login page', async () => {
    setHashPath(`/userAgreement?redirect=${encodeURIComponent('/welcome')}`);
    answers
      .set(latestLicence, ok(licence))
      .set(agreementLicences, ok(true))
      .set(getUserInfo, ok({ ...demoUser('13800000021'), needAdmission: true, tenantDTO: null, roleDTOs: [] }));
    render(<UserAgreement />);
    fireEvent.click(await screen.findByRole('button', { name: '同意并继续' }));
    await waitFor(() => expect(assignedUrls()).toContain('/#/login'));
  });

  it('after agreeing, a channel member whose tenant is pending goes to the login page', async () => {
    answers
      .set(latestLicence, ok(licence))
      .set(agreementLicences, ok(true))
      .set(getUserInfo, ok(demoUser('13800000015')));
    render(<UserAgreement />);
    fireEvent.click(await screen.findByRole('button', { name: '同意并继续' }));
    await waitFor(() => expect(assignedUrls()).toContain('/#/login'));
  });

  it('the redirect is validated like a login callback', () => {
    expect(agreementRedirectOf(`?redirect=${encodeURIComponent('/welcome')}`)).toBe('/welcome');
    expect(agreementRedirectOf(`?redirect=${encodeURIComponent('https://evil.example/#/welcome')}`)).toBeNull();
    expect(agreementRedirectOf(`?redirect=${encodeURIComponent('//evil.example')}`)).toBeNull();
    expect(agreementRedirectOf(`?redirect=${encodeURIComponent('/login/%2Fwelcome')}`)).toBeNull();
    expect(agreementRedirectOf(`?redirect=${encodeURIComponent('/userAgreement')}`)).toBeNull();
    expect(agreementRedirectOf('')).toBeNull();
  });
});

describe('Clause', () => {
  it('renders the latest licence of the type in the path', async () => {
    setRouteParams({ url: 'balanceRuleDesc' });
    answers.set(latestLicence, ok({ ...BASE_LICENCES[1], url: '' }));
    render(<Clause />);
    expect(await screen.findByText('积分规则说明')).toBeTruthy();
    expect(requests[0].params).toEqual({ type: 'balanceRuleDesc' });
  });

  it('an unknown clause is not found, without asking the server', async () => {
    setRouteParams({ url: 'nonsense' });
    render(<Clause />);
    expect(await screen.findByText(CLAUSE_NOT_FOUND)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
