// @vitest-environment jsdom
/**
 * tenantAdmin pages: channel review (approve after a confirmation; reject needs a reason; an
 * approved channel offers no review), user administration (disable after a confirmation, the
 * reset password shown once in a modal; the audit log tab), certification-body registration
 * refusing a bad CNAS number before any call.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLogList } from '@domain/auditLog/contracts';
import {
  accountUpdate,
  type CertBody,
  certBodyList,
  certBodySave,
  type ManagedAccount,
  type TenantAdminItem,
  tenantAdminList,
  updateCustomApprovalState,
  userListForUserManage,
} from '@domain/tenantAdmin/contracts';
import CertificateAuthority from '@/pages/TenantAdmin/CertificateAuthority';
import { REGISTER_TITLE } from '@/pages/TenantAdmin/CertificateAuthority/components/CertBodyForm';
import Channel from '@/pages/TenantAdmin/ServiceManage/Channel';
import { APPROVE_TEXT, CONFIRM_REJECT_TEXT, REJECT_REASON_MESSAGE, REJECT_TEXT } from '@/pages/TenantAdmin/ServiceManage/components/labels';
import UserAdministration, { AUDIT_TAB } from '@/pages/TenantAdmin/UserAdministration';
import { DISABLE_TEXT, NEW_PASSWORD_TITLE, RESET_TEXT } from '@/pages/TenantAdmin/UserAdministration/components/AccountActions';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
});

const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });
/** antd puts a space between two Chinese characters of a button: match either. */
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));

function openAs(phone: string, path: string) {
  setHashPath(path);
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

const pending: TenantAdminItem = {
  tenantCode: 'T-CH-PENDING',
  type: 'channel',
  approvalState: 'submitted',
  tenantZhName: '待审渠道',
  tenantEnName: 'Pending Channel',
  logoIconUrl: '',
  hTab: '',
  memberCount: 1,
  createdAt: '2025-06-02T02:00:00.000Z',
  channelInfo: {
    companyName: '深圳待审信息技术有限公司',
    creditCode: '91440300MA5PEND001',
    contactName: '待审渠道管理员',
    contactPhone: '13800000015',
    region: '广东省深圳市',
    address: '',
    remark: '',
  },
  lastReview: null,
};
const approved: TenantAdminItem = { ...pending, tenantCode: 'T-CH-ANHENG', tenantZhName: '安衡咨询', approvalState: 'success', channelInfo: null };

describe('渠道管理', () => {
  it('lists only channels and offers review only on the submitted one; reject needs a reason', async () => {
    answers.set(tenantAdminList, page([pending, approved])).set(updateCustomApprovalState, ok({ ...pending, approvalState: 'rejected' }));
    openAs('13800000002', '/serviceManage/channel');
    render(<Channel />);
    expect(await screen.findByText('深圳待审信息技术有限公司', {}, slow)).toBeTruthy();
    expect(requestsTo(tenantAdminList)[0].params).toMatchObject({ type: 'channel' });
    const approvedRow = screen.getByText('安衡咨询').closest('tr') as HTMLElement;
    expect(within(approvedRow).queryByText(APPROVE_TEXT)).toBeNull();
    expect(within(approvedRow).queryByText(REJECT_TEXT)).toBeNull();

    fireEvent.click(screen.getByText(REJECT_TEXT));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: CONFIRM_REJECT_TEXT }));
    expect(await within(dialog).findByText(REJECT_REASON_MESSAGE, {}, slow)).toBeTruthy();
    expect(requestsTo(updateCustomApprovalState)).toHaveLength(0);
    fireEvent.change(within(dialog).getByPlaceholderText(/请说明驳回原因/), { target: { value: '营业执照不清晰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: CONFIRM_REJECT_TEXT }));
    await waitFor(() => expect(requestsTo(updateCustomApprovalState)).toHaveLength(1), slow);
    expect(requestsTo(updateCustomApprovalState)[0].data).toEqual({
      tenantCode: 'T-CH-PENDING',
      approvalState: 'rejected',
      reason: '营业执照不清晰',
    });
  });

  it('approves after a confirmation naming the channel', async () => {
    answers.set(tenantAdminList, page([pending])).set(updateCustomApprovalState, ok({ ...pending, approvalState: 'success' }));
    openAs('13800000001', '/serviceManage/channel');
    render(<Channel />);
    fireEvent.click(await screen.findByText(APPROVE_TEXT, {}, slow));
    const question = await screen.findByText('确认通过「待审渠道」的入驻申请？', {}, slow);
    expect(requestsTo(updateCustomApprovalState)).toHaveLength(0);
    const popover = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: buttonName(APPROVE_TEXT) }));
    await waitFor(() => expect(requestsTo(updateCustomApprovalState)).toHaveLength(1), slow);
    expect(requestsTo(updateCustomApprovalState)[0].data).toEqual({ tenantCode: 'T-CH-PENDING', approvalState: 'success' });
  });
});

const executor: ManagedAccount = {
  accountId: 'A-14',
  showName: '渠道执行顾问',
  phone: '13800000014',
  status: 'active',
  hasPassword: true,
  accountBelongToPlatformType: null,
  memberships: [{ tenantCode: 'T-CH-ANHENG', tenantZhName: '安衡咨询', tenantType: 'channel', roleCodes: ['channel-executor'], status: 'active' }],
  createdAt: '2025-06-02T02:00:00.000Z',
  updatedAt: '2025-06-02T02:00:00.000Z',
};

describe('用户管理', () => {
  it('shows memberships and roles; disabling asks first', async () => {
    answers.set(userListForUserManage, page([executor])).set(accountUpdate, ok({ ...executor, status: 'disabled' }));
    openAs('13800000001', '/useradministration');
    render(<UserAdministration />);
    expect(await screen.findByText('13800000014', {}, slow)).toBeTruthy();
    expect(screen.getByText('安衡咨询')).toBeTruthy();
    expect(screen.getByText('渠道执行顾问', { selector: '.ant-tag' })).toBeTruthy();
    fireEvent.click(screen.getByText(DISABLE_TEXT));
    const question = await screen.findByText('确认停用 渠道执行顾问（13800000014）？', {}, slow);
    expect(requestsTo(accountUpdate)).toHaveLength(0);
    const popover = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: buttonName(DISABLE_TEXT) }));
    await waitFor(() => expect(requestsTo(accountUpdate)).toHaveLength(1), slow);
    expect(requestsTo(accountUpdate)[0].data).toEqual({ accountId: 'A-14', action: 'disable' });
  });

  it('shows a reset password once, in a modal', async () => {
    answers.set(userListForUserManage, page([executor])).set(accountUpdate, ok({ ...executor, newPassword: 'Xy7#abcdEFGH2k' }));
    openAs('13800000001', '/useradministration');
    render(<UserAdministration />);
    fireEvent.click(await screen.findByText(RESET_TEXT, {}, slow));
    const question = await screen.findByText('确认重置 渠道执行顾问（13800000014） 的密码？', {}, slow);
    fireEvent.click(within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: buttonName(RESET_TEXT) }));
    expect(await screen.findByText(NEW_PASSWORD_TITLE, {}, slow)).toBeTruthy();
    expect(screen.getByText('Xy7#abcdEFGH2k')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByText('Xy7#abcdEFGH2k')).toBeNull(), slow);
  });

  it('has the audit log as its second tab', async () => {
    answers.set(userListForUserManage, page([])).set(auditLogList, page([]));
    openAs('13800000001', '/useradministration');
    render(<UserAdministration />);
    expect(await screen.findByText('没有符合条件的账号', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: AUDIT_TAB }));
    await waitFor(() => expect(requestsTo(auditLogList)).toHaveLength(1), slow);
  });
});

describe('认证机构管理', () => {
  it('refuses a malformed CNAS number before calling, naming the field', { timeout: 150_000 }, async () => {
    const demo: CertBody = {
      tenantCode: 'T-CB-DEMO',
      name: '示例认证中心',
      enName: '',
      cnasNo: 'CNAS C188-M',
      creditCode: '91110108MA01CERT0P',
      standards: ['ISO/IEC 27001'],
      scopes: '信息安全管理体系',
      contactName: '认证机构管理员',
      contactPhone: '13800000031',
      address: '',
      managerName: '认证机构管理员',
      managerPhone: '13800000031',
      createdAt: '2025-06-02T02:00:00.000Z',
      updatedAt: '2025-06-02T02:00:00.000Z',
    };
    answers.set(certBodyList, page([demo]));
    openAs('13800000001', '/certificateAuthority');
    render(<CertificateAuthority />);
    expect(await screen.findByText('CNAS C188-M', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: REGISTER_TITLE }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByPlaceholderText(/如 CNAS C001-M/), { target: { value: 'C-12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: buttonName('确定') }));
    expect(await within(dialog).findByText(/CNAS 认可证书编号格式应为/, {}, slow)).toBeTruthy();
    expect(requestsTo(certBodySave)).toHaveLength(0);
  });
});
