// @vitest-environment jsdom
/**
 * The account centre: recharge validation and ordering, the transfer tab by tenant type (transfer
 * dates are China days), the invite code and points rule by the accountCenter rule, the bill list
 * and its export, the balance chart; times in China time.
 */
import { settle } from '../setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chinaDay } from '@domain/kernel/chinaTime';
import { BASE_LICENCES } from '@domain/demo';
import { LedgerType, LicenceType } from '@domain/enums';
import Balance from '@/pages/Wallet/Account/Balance';
import Bill, { EXPORT_TEXT } from '@/pages/Wallet/Account/Bill';
import { COPY_INVITE_TEXT, POINTS_RULE_TEXT } from '@/pages/Wallet/Account/components/AccountPerks';
import Info from '@/pages/Wallet/Account/Info';
import Recharge from '@/pages/Wallet/Account/Recharge';
import TransferPanel, { TRANSFER_NOT_ALLOWED_TITLE } from '@/pages/Wallet/Account/Recharge/components/TransferPanel';
import { TRANSFER_SUBMIT_TEXT } from '@/pages/Wallet/Account/Recharge/components/TransferForm';
import RechargeBalance, { RECHARGE_BALANCE_HINT } from '@/pages/Wallet/RechargeBalance';
import { CUSTOM_CHOICE, RechargePanel, SUBMIT_TEXT } from '@/components/Recharge';
import { requestConfig } from '@/requestErrorConfig';
import { downloadContract, fileNameFromDisposition } from '@/services/download';
import { latestLicence } from '@domain/identity/contracts';
import { billExport, billList, orderCreate, orderList, rechargeOptions, walletSummary, walletTrend } from '@domain/wallet/contracts';
import { transferMyList, transferSubmit } from '@domain/wallet/financeContracts';
import { demoUser, ok, rechargeOptionsData } from '../fixtures';
import {
  answerContracts,
  type ContractAnswer,
  type ContractLike,
  historyCalls,
  installRequest,
  requests,
  requestsTo,
  setHashPath,
  setInitialState,
} from '../umiFake';

// Heavy antd/ProComponents pages render slowly in jsdom on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });
const wallet = ok({ accountId: 'A-21', balance: 500, totalIn: 500, totalOut: 0, updatedAt: '2025-06-01T02:00:00.000Z' });
const ruleLicence = ok({ ...BASE_LICENCES[1], url: '/#/clause/balanceRuleDesc' });

/** The fake server's answers by contract (anything else: 404): every page's loads, set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  answers
    .set(walletSummary, wallet)
    .set(rechargeOptions, ok({ ...rechargeOptionsData(), maxPoints: 50_000 }))
    .set(orderList, page([]))
    .set(transferMyList, page([]))
    .set(latestLicence, ruleLicence);
  installRequest(requestConfig, answerContracts(answers));
});

/** Heavy pages (ProTable, ProForm) render slowly in jsdom on a busy machine. */
const slow = { timeout: 30_000 };
const as = (phone: string, patch: Record<string, unknown> = {}) => {
  setInitialState({ currentUser: { ...demoUser(phone), ...patch }, failed: false });
};

describe('/account/recharge and /rechargeBalance: the recharge choice', () => {
  it('refuses 0, decimals and amounts over the maximum in Chinese, then orders the chosen package once', async () => {
    answers.set(orderCreate, (request) => ok({ ...(request.data as object), orderNo: 'PO20250615120000ABC123' }));
    as('13800000021');
    render(<RechargePanel options={{ ...rechargeOptionsData(), maxPoints: 50_000 }} />);

    fireEvent.click(await screen.findByRole('radio', { name: /自定义积分/ }));
    const input = await screen.findByPlaceholderText('请输入充值积分');
    fireEvent.change(input, { target: { value: '0' } });
    expect(await screen.findByText('充值积分不能少于 1', {}, slow)).toBeTruthy();
    fireEvent.change(input, { target: { value: '1.5' } });
    expect(await screen.findByText('充值积分必须是整数', {}, slow)).toBeTruthy();
    fireEvent.change(input, { target: { value: '50001' } });
    expect(await screen.findByText('充值积分不能超过 50000', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SUBMIT_TEXT }));
    await settle(); // the form's validation runs and refuses
    expect(requestsTo(orderCreate)).toHaveLength(0);
    expect((input as HTMLInputElement).value).toBe('50001');

    fireEvent.click(screen.getByRole('radio', { name: /1,000 积分/ }));
    expect(screen.getAllByText('¥1,000.00').length).toBeGreaterThan(0);
    const submit = screen.getByRole('button', { name: SUBMIT_TEXT });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(historyCalls.at(-1)).toEqual({ method: 'push', path: '/payment?orderNo=PO20250615120000ABC123' }));
    expect(requestsTo(orderCreate)).toHaveLength(1);
    expect(requestsTo(orderCreate)[0].data).toEqual({ packageCode: 'P1000', clientToken: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect(CUSTOM_CHOICE).toBe('custom');
  });

  it('a free amount within the limits orders those points', async () => {
    answers.set(orderCreate, ok({ orderNo: 'PO20250615120000ABC124' }));
    as('13800000021');
    render(<RechargePanel options={rechargeOptionsData()} />);
    fireEvent.click(await screen.findByRole('radio', { name: /自定义积分/ }));
    fireEvent.change(await screen.findByPlaceholderText('请输入充值积分'), { target: { value: '2345' } });
    expect(await screen.findByText('¥2,345.00', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SUBMIT_TEXT }));
    await waitFor(() => expect(requestsTo(orderCreate)).toHaveLength(1));
    expect(requestsTo(orderCreate)[0].data).toMatchObject({ points: 2345 });
  });

  it('?tab=transfer opens the company-transfer tab with the platform bank account and the form', async () => {
    setHashPath('/account/recharge?tab=transfer');
    as('13800000021');
    render(<Recharge />);
    expect(await screen.findByText('平台对公收款账户', {}, slow)).toBeTruthy();
    expect(screen.getByText('6222 0000 0000 0000 000')).toBeTruthy();
    expect(screen.getByRole('button', { name: TRANSFER_SUBMIT_TEXT })).toBeTruthy();
    expect(screen.getByRole('tab', { name: LedgerType.label('transfer') }).getAttribute('aria-selected')).toBe('true');
  });

  it('the transfer form asks for the amount and the voucher before sending anything; the date defaults to today in China', async () => {
    as('13800000021');
    render(<TransferPanel options={rechargeOptionsData()} />);
    fireEvent.click(screen.getByRole('button', { name: TRANSFER_SUBMIT_TEXT }));
    expect(await screen.findByText('请上传转账凭证', {}, slow)).toBeTruthy();
    expect(screen.getByText('请输入转账金额')).toBeTruthy();
    expect(screen.queryByText('请选择转账日期')).toBeNull();
    expect(screen.getByDisplayValue(chinaDay(new Date()))).toBeTruthy();
    expect(screen.getByDisplayValue('示例科技有限公司')).toBeTruthy();
    expect(requestsTo(transferSubmit)).toHaveLength(0);
  });

  it('transfer dates: today is the China day, later days cannot be picked (01:00 on 16 June in China, 15 June in UTC)', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-15T17:00:00Z'), toFake: ['Date'] });
    as('13800000021');
    render(<TransferPanel options={rechargeOptionsData()} />);
    const input = screen.getByDisplayValue('2025-06-16');
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    const cell = async (day: string) => (await screen.findByTitle(day, {}, slow)).closest('td') as HTMLElement;
    expect((await cell('2025-06-16')).className).not.toContain('ant-picker-cell-disabled');
    expect((await cell('2025-06-15')).className).not.toContain('ant-picker-cell-disabled');
    expect((await cell('2025-06-17')).className).toContain('ant-picker-cell-disabled');
  });

  it('the platform is told why it has no transfer form', () => {
    as('13800000001');
    render(<TransferPanel options={rechargeOptionsData()} />);
    expect(screen.getByText(TRANSFER_NOT_ALLOWED_TITLE)).toBeTruthy();
    expect(screen.getByText(/当前机构类型为「平台」/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: TRANSFER_SUBMIT_TEXT })).toBeNull();
  });
});

describe('/rechargeBalance', () => {
  it('shows the balance and the same recharge choice, and points to company transfers', async () => {
    as('13800000021');
    render(<RechargeBalance />);
    expect(screen.getByText(RECHARGE_BALANCE_HINT)).toBeTruthy();
    expect(await screen.findByRole('button', { name: SUBMIT_TEXT }, slow)).toBeTruthy();
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByRole('link', { name: '对公转账充值' }).getAttribute('href')).toBe('#/account/recharge?tab=transfer');
  });
});

describe('/account/info', () => {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
  afterEach(() => {
    if (original) Object.defineProperty(window.navigator, 'clipboard', original);
    else delete (window.navigator as unknown as Record<string, unknown>).clipboard;
  });

  it('a customer sees the invite code with copy and the points-rule link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
    const success = vi.spyOn(message, 'success');
    as('13800000021');
    render(<Info />);
    expect(screen.getByText('INV21DEMO')).toBeTruthy();
    expect(screen.getByText('示例科技有限公司')).toBeTruthy();
    const rule = await screen.findByRole('link', { name: new RegExp(POINTS_RULE_TEXT) });
    expect(rule.getAttribute('href')).toBe('/#/clause/balanceRuleDesc');
    expect(rule.getAttribute('target')).toBe('_blank');
    expect(POINTS_RULE_TEXT).toBe(LicenceType.label('balanceRuleDesc'));
    expect(requestsTo(latestLicence)[0].params).toEqual({ type: 'balanceRuleDesc' });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(COPY_INVITE_TEXT) }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('复制成功!'));
    expect(writeText).toHaveBeenCalledWith('INV21DEMO');
  });

  it.each([
    ['a channel manager', '13800000011', {}],
    ['a customer whose closeTabKeys hide accountEquity', '13800000021', { closeTabKeys: ['accountEquity'] }],
  ])('%s sees neither', async (_who, phone, patch) => {
    as(phone, patch);
    render(<Info />);
    expect(await screen.findByText('当前积分余额')).toBeTruthy();
    expect(screen.queryByText(/INV\d+DEMO/)).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(COPY_INVITE_TEXT) })).toBeNull();
    expect(screen.queryByRole('link', { name: new RegExp(POINTS_RULE_TEXT) })).toBeNull();
    expect(requestsTo(latestLicence).filter((r) => (r.params as { type: string }).type === 'balanceRuleDesc')).toHaveLength(0);
  });
});

describe('/account/bill and exports', () => {
  it('lists bills with signed points and the balance after', async () => {
    answers.set(
      billList,
      page([
        {
          entryId: 'E1',
          type: 'recharge',
          amount: 1000,
          balanceAfter: 1500,
          reason: '在线充值',
          orderNo: 'PO20250615120000ABC123',
          recordCode: null,
          createdAt: '2025-06-15T04:00:00.000Z',
        },
        {
          entryId: 'E2',
          type: 'consume',
          amount: -200,
          balanceAfter: 1300,
          reason: '购买服务',
          orderNo: null,
          recordCode: null,
          createdAt: '2025-06-16T04:00:00.000Z',
        },
      ]),
    );
    as('13800000021');
    render(<Bill />);
    expect(await screen.findByText('+1,000')).toBeTruthy();
    expect(screen.getByText('-200')).toBeTruthy();
    expect(screen.getByText('1,300')).toBeTruthy();
    // 04:00 UTC is noon in China: bills show China time, like their filter and export.
    expect(screen.getByText('2025-06-15 12:00:00')).toBeTruthy();
    expect(screen.getByText('2025-06-16 12:00:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /PO20250615120000ABC123/ }).getAttribute('href')).toBe('#/payment?orderNo=PO20250615120000ABC123');
    expect(screen.getByRole('button', { name: new RegExp(EXPORT_TEXT) })).toBeTruthy();
  });

  it('the file name comes from Content-Disposition, UTF-8 name first', () => {
    expect(fileNameFromDisposition(`attachment; filename="___.xlsx"; filename*=UTF-8''${encodeURIComponent('账单明细 2025.xlsx')}`)).toBe(
      '账单明细 2025.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename="orders.xlsx"')).toBe('orders.xlsx');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
  });

  it('an export answered with an error envelope shows its errorMsg; a file is saved', async () => {
    setHashPath('/account/bill');
    const error = vi.spyOn(message, 'error');
    answers.set(billExport, {
      data: new Blob([JSON.stringify({ success: false, data: null, errorCode: '400', errorMsg: '导出条数超过上限' })], {
        type: 'application/json',
      }),
    });
    await expect(downloadContract(billExport, { query: { type: 'consume' } }, { fallbackFileName: '账单明细.xlsx' })).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: '导出条数超过上限' }));
    expect(requests[0]).toMatchObject({ responseType: 'blob', params: { type: 'consume' }, timeout: 0 });

    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    answers.set(billExport, {
      data: new Blob(['PK\u0003\u0004'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    });
    await expect(downloadContract(billExport, { query: {} }, { fallbackFileName: '账单明细.xlsx' })).resolves.toBe(true);
    expect(saved).toEqual(['账单明细.xlsx']);
  });
});

describe('/account/balance', () => {
  it('shows the balance and draws one chart column per month', async () => {
    answers.set(
      walletTrend,
      ok([
        { month: '2025-05', income: 500, expense: 0, balance: 500 },
        { month: '2025-06', income: 1000, expense: 200, balance: 1300 },
      ]),
    );
    as('13800000021');
    render(<Balance />);
    expect(await screen.findByText('当前积分余额')).toBeTruthy();
    expect(await screen.findByText(/最近变动：2025-06-01 10:00:00/)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('chart-month')).toHaveLength(2));
    expect(screen.getByRole('img', { name: /2025年6月：收入 \+1,000 积分，支出 -200 积分，月末余额 1,300 积分/ })).toBeTruthy();
    expect(requestsTo(walletTrend)[0].params).toEqual({ months: 6 });
  });
});
