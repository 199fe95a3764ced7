// @vitest-environment jsdom
/**
 * Partner pages and the channel application form: the channel manager's invite card (code and
 * link copied with the spec's messages) and sub-channels with customers and consumption; the
 * platform's view with the inviting channel and no consumption; the manager's search over its
 * sub-channels' customers; the form checking the invite code it was handed and refusing to send
 * without a licence or with a wrong credit code.
 */
import '../setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provinceList } from '@domain/dictionaries/contracts';
import { addChannelInfo, checkInviteRel, type SubChannelRow, subChannelList } from '@domain/partners/contracts';
import { ChannelApplicationForm, SUBMIT_APPLICATION_TEXT } from '@/components/ChannelApplicationForm';
import ChannelList from '@/pages/Partners/PartnerManage/ChannelList';
import ChannelQuery from '@/pages/Partners/PartnerManage/ChannelQuery';
import { COPY_LINK_TEXT, INVITE_CARD_TITLE, NO_SUB_CHANNELS } from '@/pages/Partners/PartnerManage/components/labels';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, failure, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
});

const subPage = (list: SubChannelRow[], detailVisible: boolean) => ok({ list, total: list.length, current: 1, pageSize: 10, detailVisible });

function openAs(phone: string, path: string) {
  setHashPath(path);
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

const hengxin: SubChannelRow = {
  tenantCode: 'T-CH-HENGXIN',
  tenantZhName: '恒信安全服务有限公司',
  approvalState: 'success',
  parentTenantCode: 'T-CH-ANHENG',
  parentTenantZhName: '安衡咨询',
  managerName: '恒信渠道管理员',
  managerPhone: '13800000016',
  joinedAt: '2025-06-02T02:00:00.000Z',
  inviteCode: 'INV11DEMO',
  customerCount: 1,
  consumedPoints: 1280,
  customers: [{ tenantCode: 'T-CU-HENGXIN-1', tenantZhName: '杭州云栖数据有限公司', relatedAt: '2025-06-03T02:00:00.000Z' }],
};

const originalClipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
afterEach(() => {
  if (originalClipboard) Object.defineProperty(window.navigator, 'clipboard', originalClipboard);
  else delete (window.navigator as unknown as Record<string, unknown>).clipboard;
});

describe('渠道列表', () => {
  it('shows the manager’s invite card and sub-channels with customers and consumption; copies the link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
    answers.set(subChannelList, subPage([hengxin], true));
    openAs('13800000011', '/partnerManage/channelList');
    render(<ChannelList />);
    expect(await screen.findByText('恒信安全服务有限公司', {}, slow)).toBeTruthy();
    expect(screen.getByText(INVITE_CARD_TITLE)).toBeTruthy();
    expect(screen.getByTestId('invite-code').textContent).toBe('INV11DEMO');
    expect(screen.getByTestId('invite-link').textContent).toMatch(/#\/login\?inviteCode=INV11DEMO$/);
    expect(screen.getByText('1,280')).toBeTruthy();
    expect(screen.queryByText('邀请渠道', { selector: 'th' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(COPY_LINK_TEXT) }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/#\/login\?inviteCode=INV11DEMO$/)));
    expect(await screen.findByText('复制成功!', {}, slow)).toBeTruthy();
  });

  it('says how to invite when there are no sub-channels yet', async () => {
    answers.set(subChannelList, subPage([], true));
    openAs('13800000011', '/partnerManage/channelList');
    render(<ChannelList />);
    expect(await screen.findByText(NO_SUB_CHANNELS, {}, slow)).toBeTruthy();
  });

  it('shows the platform every partnership with its inviting channel, without invite card or consumption', async () => {
    answers.set(subChannelList, subPage([{ ...hengxin, consumedPoints: null, customers: null }], false));
    openAs('13800000001', '/partnerManage/channelList');
    render(<ChannelList />);
    expect(await screen.findByText('恒信安全服务有限公司', {}, slow)).toBeTruthy();
    expect(screen.getByText('安衡咨询')).toBeTruthy();
    expect(screen.queryByText(INVITE_CARD_TITLE)).toBeNull();
    expect(screen.queryByText('消费积分')).toBeNull();
  });
});

describe('渠道查询', () => {
  it('lists the customers of the manager’s sub-channels', async () => {
    answers.set(subChannelList, subPage([hengxin], true));
    openAs('13800000011', '/partnerManage/channelQuery');
    render(<ChannelQuery />);
    expect(await screen.findByText('杭州云栖数据有限公司', {}, slow)).toBeTruthy();
    expect(requestsTo(subChannelList)[0].params).toMatchObject({ current: 1, pageSize: 200 });
  });

  it('lets the platform search partnerships by inviting channel', async () => {
    answers.set(subChannelList, subPage([{ ...hengxin, consumedPoints: null, customers: null }], false));
    openAs('13800000003', '/partnerManage/channelQuery');
    render(<ChannelQuery />);
    expect(await screen.findByText('恒信安全服务有限公司', {}, slow)).toBeTruthy();
    expect(screen.getAllByPlaceholderText('渠道名称或编码')).toHaveLength(2);
  });
});

describe('申请成为新渠道', () => {
  it('shows who invites for the code it was handed; refuses to send without a licence or with a wrong credit code', async () => {
    answers
      .set(
        checkInviteRel,
        ok({
          inviteCode: 'INV11DEMO',
          inviterName: '渠道管理员',
          channelTenantCode: 'T-CH-ANHENG',
          channelName: '安衡咨询',
        }),
      )
      .set(provinceList, ok({ list: [] }));
    const onSubmitted = vi.fn();
    render(<ChannelApplicationForm inviteCode="INV11DEMO" onSubmitted={onSubmitted} />);
    expect(await screen.findByText('邀请方：安衡咨询（渠道管理员）', {}, slow)).toBeTruthy();
    expect(requestsTo(checkInviteRel)[0].params).toEqual({ inviteCode: 'INV11DEMO' });
    fireEvent.change(screen.getByLabelText('统一社会信用代码'), { target: { value: '91330106MA2YQ8J01X' } });
    fireEvent.click(screen.getByRole('button', { name: SUBMIT_APPLICATION_TEXT }));
    expect(await screen.findByText(/校验位/, {}, slow)).toBeTruthy();
    expect(await screen.findByText('请输入企业名称', {}, slow)).toBeTruthy();
    expect(requestsTo(addChannelInfo)).toHaveLength(0);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('shows the refusal of a code that cannot invite', async () => {
    answers.set(checkInviteRel, failure('16403', '该邀请码的持有人不是渠道管理员，不能邀请下级渠道')).set(provinceList, ok({ list: [] }));
    render(<ChannelApplicationForm inviteCode="INV12DEMO" onSubmitted={() => undefined} />);
    expect(await screen.findByText('该邀请码的持有人不是渠道管理员，不能邀请下级渠道', {}, slow)).toBeTruthy();
  });
});
