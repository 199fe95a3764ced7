// @vitest-environment jsdom
/**
 * Finance pages: the transfer review (reject needs a reason, approve names amount and tenant, never
 * one's own record; vouchers download through the contract; times in China time) and the platform
 * order list (refund only for paid orders, with a reason; the welcome gift).
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fileDownload } from '@domain/files/contracts';
import {
  type PlatformOrder,
  platformOrderList,
  platformOrderRefund,
  sendWelcomeGift,
  type TransferRecordAdmin,
  transferList,
  transferUpdateStatus,
} from '@domain/wallet/financeContracts';
import OrderList from '@/pages/Wallet/FinancialManagement/OrderList';
import { CONFIRM_REFUND_TEXT, REFUND_REASON_REQUIRED, REFUND_TEXT } from '@/pages/Wallet/FinancialManagement/OrderList/components/RefundModal';
import { WELCOME_GIFT_TEXT } from '@/pages/Wallet/FinancialManagement/OrderList/components/WelcomeGiftModal';
import TransferRecords from '@/pages/Wallet/FinancialManagement/TransferRecords';
import {
  APPROVE_TEXT,
  CONFIRM_REJECT_TEXT,
  OWN_RECORD_TEXT,
  REJECT_REASON_REQUIRED,
  REJECT_TEXT,
} from '@/pages/Wallet/FinancialManagement/TransferRecords/components/AuditActions';
import { BizError, errorHandler, onInsufficientBalance, requestConfig } from '@/requestErrorConfig';
import { demoUser, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

// ProTable and ModalForm pages render slowly in jsdom on a shared machine.
vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
});

const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });

const record: TransferRecordAdmin = {
  recordCode: 'TR00000001',
  amount: 2000,
  payerName: '示例科技有限公司',
  payerAccount: '6222 1111',
  payerBank: '示例银行',
  transferDate: '2025-06-01',
  voucherObjectId: 'OBJ0000000001',
  voucherFileName: '回单.pdf',
  remark: '',
  status: 'pending',
  auditRemark: '',
  auditedAt: null,
  createdAt: '2025-06-02T02:00:00.000Z',
  accountId: 'A-21',
  accountName: '客户项目经理',
  accountPhone: '13800000021',
  tenantCode: 'T-CU-DEMO',
  tenantZhName: '示例科技有限公司',
  tenantType: 'customer',
  auditorName: '',
};

const platformOrder = (over: Partial<PlatformOrder>): PlatformOrder => ({
  orderNo: 'PO20250615120000AAA001',
  points: 1000,
  amountFen: 100_000,
  packageCode: 'P1000',
  status: 'paid',
  channel: 'sandbox',
  createdAt: '2025-06-15T04:00:00.000Z',
  expiresAt: '2025-06-15T04:30:00.000Z',
  paidAt: '2025-06-15T04:01:00.000Z',
  closedAt: null,
  refundedAt: null,
  accountId: 'A-21',
  accountName: '客户项目经理',
  accountPhone: '13800000021',
  tenantCode: 'T-CU-DEMO',
  tenantZhName: '示例科技有限公司',
  providerTradeNo: 'SANDBOX0001',
  ...over,
});

function openAs(phone: string, path: string) {
  setHashPath(path);
  setInitialState({ currentUser: demoUser(phone), failed: false });
}

describe('对公转账记录', () => {
  it('asks for a reason before rejecting, then sends it', async () => {
    answers
      .set(transferList, page([record]))
      .set(transferUpdateStatus, (request) =>
        ok({ ...record, ...(request.data as object), auditorName: '平台管理员', auditedAt: new Date().toISOString() }),
      );
    openAs('13800000001', '/financialmanagement/manageComponyTransferRecord');
    render(<TransferRecords />);
    expect(await screen.findByText('¥2,000.00', {}, slow)).toBeTruthy();
    // Submitted 02:00 UTC = 10:00 in China.
    expect(screen.getByText('2025-06-02 10:00:00')).toBeTruthy();

    fireEvent.click(screen.getByText(REJECT_TEXT));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: CONFIRM_REJECT_TEXT }));
    expect(await within(dialog).findByText(REJECT_REASON_REQUIRED, {}, slow)).toBeTruthy();
    expect(requestsTo(transferUpdateStatus)).toHaveLength(0);

    fireEvent.change(within(dialog).getByPlaceholderText(/请说明驳回原因/), { target: { value: '金额与回单不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: CONFIRM_REJECT_TEXT }));
    await waitFor(() => expect(requestsTo(transferUpdateStatus)).toHaveLength(1), slow);
    expect(requestsTo(transferUpdateStatus)[0].data).toEqual({
      recordCode: 'TR00000001',
      status: 'rejected',
      auditRemark: '金额与回单不符',
    });
  });

  it('approving names the amount and the tenant before crediting', async () => {
    answers.set(transferList, page([record])).set(
      transferUpdateStatus,
      ok({
        ...record,
        status: 'approved',
        auditorName: '平台管理员',
        auditedAt: new Date().toISOString(),
      }),
    );
    openAs('13800000002', '/financialmanagement/manageComponyTransferRecord');
    render(<TransferRecords />);
    fireEvent.click(await screen.findByText(APPROVE_TEXT, {}, slow));
    const question = await screen.findByText(/为「示例科技有限公司」的 客户项目经理（13800000021）入账 2,000 积分（转账金额 ¥2,000.00）/, {}, slow);
    const popover = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: new RegExp(APPROVE_TEXT.split('').join('\\s?')) }));
    await waitFor(() => expect(requestsTo(transferUpdateStatus)).toHaveLength(1), slow);
    expect(requestsTo(transferUpdateStatus)[0].data).toEqual({ recordCode: 'TR00000001', status: 'approved' });
  });
});

describe('对公转账记录: own records, vouchers, times', () => {
  it("hides 通过 and 驳回 on the viewer's own record and says why", async () => {
    const viewer = demoUser('13800000001');
    answers.set(
      transferList,
      page([
        { ...record, accountId: viewer.accountId },
        { ...record, recordCode: 'TR00000002', payerName: '另一家公司' },
      ]),
    );
    openAs('13800000001', '/financialmanagement/manageComponyTransferRecord');
    render(<TransferRecords />);
    expect(await screen.findByText(OWN_RECORD_TEXT, {}, slow)).toBeTruthy();
    const own = screen.getByText(OWN_RECORD_TEXT).closest('tr') as HTMLElement;
    expect(within(own).queryByText(APPROVE_TEXT)).toBeNull();
    expect(within(own).queryByText(REJECT_TEXT)).toBeNull();
    const other = screen.getByText('另一家公司').closest('tr') as HTMLElement;
    expect(within(other).getByText(APPROVE_TEXT)).toBeTruthy();
    expect(within(other).getByText(REJECT_TEXT)).toBeTruthy();
  });

  it('a voucher downloads through the download contract on click; a refusal shows its message, never JSON in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const error = vi.spyOn(message, 'error');
    answers.set(transferList, page([record])).set(fileDownload, {
      data: new Blob([JSON.stringify({ success: false, data: null, errorCode: '404', errorMsg: '文件不存在或无权下载' })], {
        type: 'application/json',
      }),
    });
    openAs('13800000001', '/financialmanagement/manageComponyTransferRecord');
    render(<TransferRecords />);
    const voucher = await screen.findByRole('button', { name: /回单\.pdf/ }, slow);
    expect(voucher.closest('a')).toBeNull();
    fireEvent.click(voucher);
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: '文件不存在或无权下载' })), slow);
    expect(requestsTo(fileDownload)[0]).toMatchObject({ params: { objectId: 'OBJ0000000001' }, responseType: 'blob' });
    expect(open).not.toHaveBeenCalled();
    // The link ignores clicks while its download runs (it shows the loading state): the message
    // comes a few promise steps before the download ends, so click again only once it is ready.
    await waitFor(() => expect(screen.getByRole('button', { name: /回单\.pdf/ }).classList.contains('ant-btn-loading')).toBe(false), slow);

    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    answers.set(fileDownload, { data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) });
    fireEvent.click(voucher);
    await waitFor(() => expect(saved).toEqual(['回单.pdf']), slow);
  });
});

describe('订单列表', () => {
  it('offers a refund only for paid orders and requires a reason', async () => {
    answers
      .set(
        platformOrderList,
        page([
          platformOrder({}),
          platformOrder({ orderNo: 'PO20250615120000AAA002', status: 'closed', channel: null, paidAt: null, providerTradeNo: null }),
        ]),
      )
      .set(platformOrderRefund, ok(platformOrder({ status: 'refunded', refundedAt: new Date().toISOString() })));
    openAs('13800000001', '/financialmanagement/OrderList');
    render(<OrderList />);
    expect(await screen.findByText('PO20250615120000AAA002', {}, slow)).toBeTruthy();
    expect(screen.getAllByText(REFUND_TEXT)).toHaveLength(1);
    // Ordered 04:00 and paid 04:01 UTC: 12:00 and 12:01 in China.
    expect(screen.getAllByText('2025-06-15 12:00:00').length).toBeGreaterThan(0);
    expect(screen.getByText('2025-06-15 12:01:00')).toBeTruthy();

    fireEvent.click(screen.getByText(REFUND_TEXT));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(/扣回 1,000 积分，并原路退还 ¥1,000.00/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: CONFIRM_REFUND_TEXT }));
    expect(await within(dialog).findByText(REFUND_REASON_REQUIRED, {}, slow)).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText('请填写退款原因'), { target: { value: '客户申请退款' } });
    fireEvent.click(within(dialog).getByRole('button', { name: CONFIRM_REFUND_TEXT }));
    await waitFor(() => expect(requestsTo(platformOrderRefund)).toHaveLength(1), slow);
    expect(requestsTo(platformOrderRefund)[0].data).toEqual({ orderNo: 'PO20250615120000AAA001', reason: '客户申请退款' });
  });

  it('a refund refused because the points were spent (13010) tells finance why instead of offering a recharge', () => {
    setHashPath('/financialmanagement/OrderList');
    const recharge = vi.fn();
    const stop = onInsufficientBalance(recharge);
    const error = vi.spyOn(message, 'error');
    expect(() =>
      errorHandler(
        new BizError({ success: false, data: null, errorCode: '13010', errorMsg: '该订单充值的积分已被使用，余额不足以扣回，无法退款' }),
        {},
      ),
    ).not.toThrow();
    expect(error).toHaveBeenLastCalledWith(expect.objectContaining({ content: '该订单充值的积分已被使用，余额不足以扣回，无法退款' }));
    expect(recharge).not.toHaveBeenCalled();
    stop();
  });

  it('sends the welcome gift with the default points and says who got how much', async () => {
    answers.set(platformOrderList, page([])).set(sendWelcomeGift, ok({ accountId: 'A-21', showName: '客户项目经理', points: 200, balance: 700 }));
    openAs('13800000001', '/financialmanagement/OrderList');
    render(<OrderList />);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(WELCOME_GIFT_TEXT) }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByDisplayValue('200')).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入领取人的手机号'), { target: { value: '13800000021' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发放' }));
    expect(await screen.findByText('已向「客户项目经理」（A-21）发放新人礼 200 积分，其当前余额 700 积分', {}, slow)).toBeTruthy();
    expect(requestsTo(sendWelcomeGift)[0].data).toEqual({ phone: '13800000021', points: 200 });
  });
});
