// @vitest-environment jsdom
/**
 * Personnel pages (issue 11 items 2, 4, 6): the people list, the add form offering only the roles
 * the caller may grant, accepting a join request after a confirmation, the login page's admission
 * panel (invite code from the link → who invites → join → waiting), and the header's tenant
 * switch in one round trip.
 */
import '../setup';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { provinceList } from '@domain/dictionaries/contracts';
import { chooseTenant } from '@domain/identity/contracts';
import {
  getInviteInfo,
  type InviteInfo,
  type JoinRequest,
  joinTenant,
  myJoinRequests,
  type PersonnelMember,
  personnelAdd,
  personnelList,
  personnelUpdate,
} from '@domain/personnel/contracts';
import Login from '@/pages/Login';
import { SUBMIT_APPLICATION_TEXT } from '@/components/ChannelApplicationForm';
import { ADMISSION_TITLE, APPLY_CHANNEL_TEXT, JOIN_TEXT, LOGOUT_TEXT } from '@/pages/Login/components/AdmissionPanel';
import PersonnelManage, { PENDING_TAB } from '@/pages/Personnel/PersonnelManage';
import { ADD_PERSON_TEXT } from '@/pages/Personnel/PersonnelManage/components/AddPersonModal';
import { requestConfig } from '@/requestErrorConfig';
import { switchTenant } from '@/services/session';
import { demoUser, failure, ok } from '../fixtures';
import {
  answerContracts,
  assignedUrls,
  type ContractAnswer,
  type ContractLike,
  installRequest,
  requests,
  requestsTo,
  setHashPath,
  setInitialState,
} from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
// The machine running the suite may be loaded: every waitFor/findBy waits up to 15 s.
configure({ asyncUtilTimeout: 15_000 });
// Full page loads are recorded, not made (tests/web/umiFake.tsx `pageLoads`, reset before every test).

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));

const member = (
  accountId: string,
  showName: string,
  roleCodes: PersonnelMember['roleCodes'],
  status: PersonnelMember['status'] = 'active',
  self = false,
): PersonnelMember => ({
  accountId,
  showName,
  phone: `138000000${accountId.slice(2)}`,
  roleCodes,
  status,
  accountStatus: 'active',
  self,
  createdAt: '2025-06-02T02:00:00.000Z',
});

const CUSTOMER_PEOPLE = [
  member('A-43', '待审核加入（客户）', ['consumer-executor'], 'pending'),
  member('A-21', '客户项目经理', ['consumer-pm'], 'active', true),
  member('A-23', '客户执行人', ['consumer-executor']),
];

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
  try {
    window.sessionStorage.clear();
  } catch {
    // no storage: nothing remembered
  }
});

describe('/personnelManage', () => {
  function openAs(phone: string) {
    setHashPath('/personnelManage');
    setInitialState({ currentUser: demoUser(phone), failed: false });
  }

  it('lists the tenant people; the add form offers only the roles a customer PM may grant', async () => {
    openAs('13800000021');
    answers.set(personnelList, page(CUSTOMER_PEOPLE));
    render(<PersonnelManage />);
    expect(await screen.findByText('客户执行人', { selector: 'td' }, slow)).toBeTruthy();
    expect(screen.getByText('当前账号')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: buttonName(ADD_PERSON_TEXT) }));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    const options = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(options).toEqual(['客户责任人', '客户执行人', '内审员']);
  });

  it('a channel sub-manager may grant neither sub-manager nor manager', async () => {
    openAs('13800000012');
    answers.set(personnelList, page([]));
    render(<PersonnelManage />);
    fireEvent.click(await screen.findByRole('button', { name: buttonName(ADD_PERSON_TEXT) }, slow));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['渠道项目负责人', '渠道执行顾问']);
  });

  it('adds a person with the contract rules, then reloads', async () => {
    openAs('13800000021');
    answers
      .set(personnelList, page(CUSTOMER_PEOPLE))
      .set(personnelAdd, (request) =>
        ok({ member: member('A-99', String((request.data as { name: string }).name), ['consumer-executor']), createdAccount: true, smsSent: true }),
      );
    render(<PersonnelManage />);
    fireEvent.click(await screen.findByRole('button', { name: buttonName(ADD_PERSON_TEXT) }, slow));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    fireEvent.change(within(dialog).getByPlaceholderText('11 位手机号'), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('确定') }));
    expect(await within(dialog).findByText(/手机号（phone）格式不正确/, undefined, slow)).toBeTruthy();
    expect(requestsTo(personnelAdd)).toHaveLength(0);
    fireEvent.change(within(dialog).getByPlaceholderText('11 位手机号'), { target: { value: '13900000088' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入姓名'), { target: { value: '王执行' } });
    fireEvent.click(within(dialog).getByLabelText('客户执行人'));
    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('确定') }));
    await waitFor(() => expect(requestsTo(personnelAdd)).toHaveLength(1));
    expect(requestsTo(personnelAdd)[0].data).toEqual({ phone: '13900000088', name: '王执行', roles: ['consumer-executor'] });
  });

  it('the pending tab asks only for join requests; accepting asks first', async () => {
    openAs('13800000021');
    answers.set(personnelList, page([CUSTOMER_PEOPLE[0]])).set(personnelUpdate, ok({ ...CUSTOMER_PEOPLE[0], status: 'active' }));
    render(<PersonnelManage />);
    fireEvent.click(screen.getByRole('tab', { name: PENDING_TAB }));
    await waitFor(() => expect(requestsTo(personnelList).some((r) => (r.params as Record<string, string>)?.status === 'pending')).toBe(true));
    const accept = (await screen.findAllByText('通过加入申请', undefined, slow)).find((el) => el.tagName === 'A')!;
    fireEvent.click(accept);
    expect(await screen.findByText(/通过 待审核加入（客户）/, undefined, slow)).toBeTruthy();
    expect(requestsTo(personnelUpdate)).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: buttonName('通过加入申请') }).at(-1)!);
    await waitFor(() => expect(requestsTo(personnelUpdate)[0]?.data).toEqual({ accountId: 'A-43', change: 'accept' }));
  });
});

describe('the admission panel on the login page', () => {
  const INFO: InviteInfo = {
    inviteCode: 'INV21DEMO',
    inviterName: '客户项目经理',
    inviterPhone: '138****0021',
    tenantCode: 'T-CU-DEMO',
    tenantZhName: '示例科技有限公司',
    tenantType: 'customer',
    joinRole: 'consumer-executor',
    canJoin: true,
    meaning: '申请加入「示例科技有限公司」后，需由该机构管理员审核。',
  };
  const PENDING: JoinRequest = {
    tenantCode: 'T-CU-DEMO',
    tenantZhName: '示例科技有限公司',
    tenantType: 'customer',
    roleCodes: ['consumer-executor'],
    status: 'pending',
    createdAt: '2025-06-02T02:00:00.000Z',
  };

  it('reads the invite link, shows who invites, joins, then waits for the decision', async () => {
    setHashPath('/login?inviteCode=INV21DEMO');
    setInitialState({ failed: true, failure: { reason: 'blocked' }, loginBlock: 'needAdmission' });
    let joined = false;
    answers
      .set(myJoinRequests, () => ok(joined ? [PENDING] : []))
      .set(getInviteInfo, ok(INFO))
      .set(joinTenant, () => {
        joined = true;
        return ok(PENDING);
      });
    render(<Login />);
    expect(await screen.findByText(ADMISSION_TITLE, undefined, slow)).toBeTruthy();
    expect(await screen.findByText('示例科技有限公司（客户）', undefined, slow)).toBeTruthy();
    expect(screen.getByText('客户项目经理（138****0021）')).toBeTruthy();
    expect((requestsTo(getInviteInfo)[0].params as Record<string, string>).inviteCode).toBe('INV21DEMO');
    expect(screen.getByRole('button', { name: buttonName(APPLY_CHANNEL_TEXT) })).toBeTruthy();
    expect(screen.getByRole('button', { name: buttonName(LOGOUT_TEXT) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: buttonName(JOIN_TEXT) }));
    expect(await screen.findByText('等待「示例科技有限公司」的管理员审核，通过后即可登录使用。', undefined, slow)).toBeTruthy();
    expect(requestsTo(joinTenant)[0].data).toEqual({ inviteCode: 'INV21DEMO' });
    expect(screen.getByRole('button', { name: buttonName(LOGOUT_TEXT) })).toBeTruthy();
  });

  it('an unknown code is refused with the server message; applying as a channel mounts the application form', async () => {
    setHashPath('/login');
    setInitialState({ failed: true, failure: { reason: 'blocked' }, loginBlock: 'needAdmission' });
    answers
      .set(myJoinRequests, ok([]))
      .set(getInviteInfo, failure('16210', '邀请码不存在，请核对后重新输入'))
      // The application form's region picker asks for the provinces when it opens.
      .set(provinceList, ok({ list: [] }));
    render(<Login />);
    const input = await screen.findByLabelText('邀请码', undefined, slow);
    fireEvent.change(input, { target: { value: 'nope1234' } });
    fireEvent.click(screen.getByRole('button', { name: buttonName('查询邀请码') }));
    expect(await screen.findByText('邀请码不存在，请核对后重新输入', undefined, slow)).toBeTruthy();
    expect((requestsTo(getInviteInfo)[0].params as Record<string, string>).inviteCode).toBe('NOPE1234');
    expect(screen.queryByRole('button', { name: buttonName(JOIN_TEXT) })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: buttonName(APPLY_CHANNEL_TEXT) }));
    // The partners area's application form, loaded on demand.
    expect(await screen.findByRole('button', { name: buttonName(SUBMIT_APPLICATION_TEXT) }, slow)).toBeTruthy();
  });
});

describe('tenant switching', () => {
  it('is one round trip and lands on the landing page of the roles held there', async () => {
    answers.set(chooseTenant, ok(true));
    await switchTenant('T-CU-DEMO', ['consumer-pm']);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`${chooseTenant.method} ${chooseTenant.path}`]);
    expect(assignedUrls()).toContain('/#/systemManage');
    requests.length = 0;
    await switchTenant('T-CH-ANHENG', ['channel-executor']);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`${chooseTenant.method} ${chooseTenant.path}`]);
    expect(assignedUrls().at(-1)).toBe('/#/projectList');
  });
});
