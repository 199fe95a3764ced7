// @vitest-environment jsdom
/**
 * 权益申请: the channel's level, the levels compared, the waiting application withdrawn only after
 * a confirmation, the application form refusing to submit until the licence is agreed, the page
 * closed to accounts without the accountEquity flag; and the platform's review tab (approve after
 * a confirmation, reject needs a reason).
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyEquity,
  type EquityApplication,
  type EquityLevelInfo,
  equityLevels,
  type MyEquity,
  myEquity,
  platformEquityList,
  reviewEquity,
  withdrawEquity,
} from '@domain/equity/contracts';
import { latestLicence } from '@domain/identity/contracts';
import { tenantAdminList } from '@domain/tenantAdmin/contracts';
import { EQUITY_LEVELS } from '@domain/equity/rules';
import AccountEquity from '@/pages/Equity/AccountEquity';
import EquityReview from '@/pages/Equity/AccountEquity/components/EquityReview';
import ServiceManage from '@/pages/TenantAdmin/ServiceManage';
import {
  AGREE_REQUIRED_MESSAGE,
  APPROVE_TEXT,
  CONFIRM_REJECT_TEXT,
  NO_ACCESS_TEXT,
  REJECT_REASON_MESSAGE,
  REJECT_TEXT,
  REVIEW_TAB,
  SUBMIT_TEXT,
  WITHDRAW_TEXT,
} from '@/pages/Equity/AccountEquity/components/labels';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, ok } from '../fixtures';
import {
  answerContracts,
  type ContractAnswer,
  type ContractLike,
  installRequest,
  requests,
  requestsTo,
  setHashPath,
  setInitialState,
} from '../umiFake';

vi.setConfig({ testTimeout: 150_000 });
const slow = { timeout: 30_000 };

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
});
/** antd puts a space between two Chinese characters of a button: match either. */
const buttonName = (text: string) => new RegExp(text.split('').join('\\s?'));

function openAs(phone: string, path: string) {
  setHashPath(path);
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

const levels: EquityLevelInfo[] = EQUITY_LEVELS.map((level) => ({ ...level, benefits: [...level.benefits] }));
const waiting: EquityApplication = {
  applicationCode: 'EQ-DEMO-0002',
  tenantCode: 'T-CH-ANHENG',
  tenantZhName: '安衡咨询',
  fromLevel: 'silver',
  levelCode: 'gold',
  reason: '近 12 个月成交项目 36 个',
  state: 'submitted',
  applicantName: '渠道管理员',
  licenceVersion: 1,
  submittedAt: '2025-05-28T03:00:00.000Z',
  reviewerName: null,
  reviewReason: null,
  reviewedAt: null,
  createdAt: '2025-05-28T02:40:00.000Z',
  updatedAt: '2025-05-28T03:00:00.000Z',
};
const rejected: EquityApplication = {
  ...waiting,
  applicationCode: 'EQ-3',
  levelCode: 'strategic',
  state: 'rejected',
  reviewerName: '平台管理员',
  reviewReason: '尚未签署年度战略合作协议',
  reviewedAt: '2025-05-30T03:00:00.000Z',
};
const mine = (applications: EquityApplication[]): MyEquity => ({
  tenantCode: 'T-CH-ANHENG',
  tenantZhName: '安衡咨询',
  levelCode: 'silver',
  discountPercent: 95,
  effectiveFrom: '2025-03-01T02:00:00.000Z',
  grants: [{ levelCode: 'silver', discountPercent: 95, effectiveFrom: '2025-03-01T02:00:00.000Z', applicationCode: 'EQ-DEMO-0001' }],
  applications,
});
const licence = {
  licenceCode: 'LIC-ACCOUNT-RIGHT-1',
  type: 'accountRight',
  version: 1,
  title: '用户服务协议',
  content: '欢迎使用信息安全合规与认证服务平台。',
  url: '/#/clause/accountRight',
  publishDate: '2025-01-01',
};

describe('权益申请', () => {
  it('shows the current level, the levels compared and the waiting application, withdrawn only after confirming', async () => {
    answers
      .set(myEquity, ok(mine([waiting])))
      .set(equityLevels, ok(levels))
      .set(withdrawEquity, ok({ ...waiting, state: 'inhand' }));
    openAs('13800000011', '/accountEquity');
    render(<AccountEquity />);
    expect((await screen.findByTestId('current-level', {}, slow)).textContent).toBe('银牌合作伙伴');
    expect(screen.getByText('战略合作伙伴')).toBeTruthy();
    expect(screen.getAllByText('8.5 折').length).toBeGreaterThan(0);
    expect(screen.getByText('「金牌合作伙伴」的申请正在等待平台审核')).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName(SUBMIT_TEXT) })).toBeNull();
    expect(screen.getByText('已提交', { selector: '.ant-tag' })).toBeTruthy();

    fireEvent.click(screen.getByText(WITHDRAW_TEXT));
    const question = await screen.findByText('确认撤回「金牌合作伙伴」的申请？', {}, slow);
    expect(requestsTo(withdrawEquity)).toHaveLength(0);
    const popover = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: buttonName(WITHDRAW_TEXT) }));
    await waitFor(() => expect(requestsTo(withdrawEquity)).toHaveLength(1), slow);
    expect(requestsTo(withdrawEquity)[0].data).toEqual({ applicationCode: 'EQ-DEMO-0002' });
  });

  it('shows the rejection reason, and submits only once the licence is agreed, with its version', async () => {
    answers
      .set(myEquity, ok(mine([rejected])))
      .set(equityLevels, ok(levels))
      .set(latestLicence, ok(licence))
      .set(applyEquity, ok({ ...waiting }));
    openAs('13800000011', '/accountEquity');
    render(<AccountEquity />);
    expect(await screen.findByText('已驳回：尚未签署年度战略合作协议', {}, slow)).toBeTruthy();
    expect(await screen.findByTestId('equity-licence', {}, slow)).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(/请说明满足申请要求的情况/), { target: { value: '成交项目 36 个' } });
    fireEvent.click(screen.getByRole('button', { name: buttonName(SUBMIT_TEXT) }));
    expect(await screen.findByText(AGREE_REQUIRED_MESSAGE, {}, slow)).toBeTruthy();
    expect(requestsTo(applyEquity)).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: buttonName(SUBMIT_TEXT) }));
    await waitFor(() => expect(requestsTo(applyEquity)).toHaveLength(1), slow);
    expect(requestsTo(applyEquity)[0].data).toEqual({ levelCode: 'gold', reason: '成交项目 36 个', submit: true, licenceVersion: 1 });
  });

  it('is closed to accounts without the accountEquity flag (platform delivery)', async () => {
    openAs('13800000003', '/accountEquity');
    render(<AccountEquity />);
    expect(await screen.findByText(NO_ACCESS_TEXT, {}, slow)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});

describe('权益申请审核', () => {
  const decided: EquityApplication = { ...rejected, tenantZhName: '待审渠道', applicationCode: 'EQ-4', reason: '签署战略合作协议' };
  const page = ok({ list: [waiting, decided], total: 2, current: 1, pageSize: 10 });

  it('approves after a confirmation naming the channel and level; decided ones offer nothing', async () => {
    answers.set(platformEquityList, page).set(reviewEquity, ok({ ...waiting, state: 'success' }));
    openAs('13800000001', '/serviceManage');
    render(<EquityReview />);
    expect(await screen.findByText('近 12 个月成交项目 36 个', {}, slow)).toBeTruthy();
    const decidedRow = screen.getByText('待审渠道').closest('tr') as HTMLElement;
    expect(within(decidedRow).queryByText(APPROVE_TEXT)).toBeNull();
    fireEvent.click(screen.getByText(APPROVE_TEXT));
    const question = await screen.findByText('确认通过「安衡咨询」申请的「金牌合作伙伴」？', {}, slow);
    expect(requestsTo(reviewEquity)).toHaveLength(0);
    const popover = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: buttonName(APPROVE_TEXT) }));
    await waitFor(() => expect(requestsTo(reviewEquity)).toHaveLength(1), slow);
    expect(requestsTo(reviewEquity)[0].data).toEqual({ applicationCode: 'EQ-DEMO-0002', decision: 'approve' });
  });

  it('is a tab of 服务管理', async () => {
    answers.set(platformEquityList, page).set(tenantAdminList, ok({ list: [], total: 0, current: 1, pageSize: 10 }));
    openAs('13800000001', '/serviceManage');
    render(<ServiceManage />);
    fireEvent.click(await screen.findByRole('tab', { name: REVIEW_TAB }, slow));
    expect(await screen.findByText('近 12 个月成交项目 36 个', {}, slow)).toBeTruthy();
    expect(requestsTo(platformEquityList)[0].params).toMatchObject({ current: 1, pageSize: 10 });
  });

  it('rejects only with a reason', async () => {
    answers.set(platformEquityList, page).set(reviewEquity, ok({ ...waiting, state: 'rejected' }));
    openAs('13800000002', '/serviceManage');
    render(<EquityReview />);
    fireEvent.click(await screen.findByText(REJECT_TEXT, {}, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: CONFIRM_REJECT_TEXT }));
    expect(await within(dialog).findByText(REJECT_REASON_MESSAGE, {}, slow)).toBeTruthy();
    expect(requestsTo(reviewEquity)).toHaveLength(0);
    fireEvent.change(within(dialog).getByPlaceholderText(/请说明驳回原因/), { target: { value: '成交项目数未达要求' } });
    fireEvent.click(within(dialog).getByRole('button', { name: CONFIRM_REJECT_TEXT }));
    await waitFor(() => expect(requestsTo(reviewEquity)).toHaveLength(1), slow);
    expect(requestsTo(reviewEquity)[0].data).toEqual({ applicationCode: 'EQ-DEMO-0002', decision: 'reject', reason: '成交项目数未达要求' });
  });
});
