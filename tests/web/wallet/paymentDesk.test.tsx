// @vitest-environment jsdom
/**
 * The payment desk (/payment?orderNo=…): sandbox confirmation, WeChat QR polling, closed orders, no
 * order; the server's status and clock are trusted (late confirmations within the grace period,
 * polling resumed after a reload, every timer stopped once final or unmounted); Alipay's window is
 * opened inside the click.
 */
import '../setup';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Order,
  orderCreate,
  orderDetail,
  orderPay,
  type RechargeOptions,
  rechargeOptions,
  sandboxConfirm,
  walletSummary,
} from '@domain/wallet/contracts';
import { PAYMENT_POLL_MS } from '@domain/constants';
import { PayChannel } from '@domain/enums';
import Payment, { NO_ORDER_TITLE } from '@/pages/Wallet/Payment';
import {
  CLOSED_AFTER_PAYMENT_TEXT,
  CLOSED_TITLE,
  CLOSED_UNPAID_TEXT,
  CONFIRMING_LATE_PAYMENT_TEXT,
  NEW_BALANCE_TITLE,
  ORDER_AGAIN_TEXT,
  PAID_TITLE,
  REFUNDING_TITLE,
} from '@/pages/Wallet/Payment/components/OrderOutcome';
import {
  ALIPAY_BLOCKED_TEXT,
  ALIPAY_OPENED_TEXT,
  OPEN_ALIPAY_TEXT,
  PAY_TEXT,
  SANDBOX_CONFIRM_TEXT,
  SANDBOX_TITLE,
  resumedText,
} from '@/pages/Wallet/Payment/components/PayPanel';
import { LATE_PAYMENT_GRACE_MS } from '@/pages/Wallet/Payment/usePaymentDesk';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, failure, ok, rechargeOptionsData } from '../fixtures';
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

const ORDER_NO = 'PO20250615120000ABC123';
const order = (over: Partial<Order> = {}): Order => ({
  orderNo: ORDER_NO,
  points: 1000,
  amountFen: 100_000,
  packageCode: 'P1000',
  status: 'created',
  channel: null,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  expiresAt: new Date(Date.now() + 29 * 60_000).toISOString(),
  paidAt: null,
  closedAt: null,
  refundedAt: null,
  ...over,
});
const options = (channels: RechargeOptions['channels']): RechargeOptions => ({ ...rechargeOptionsData(), channels });

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
});

const detailCalls = () => requestsTo(orderDetail).length;
/** Runs the fake clock forward, letting the answers and renders in between settle. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms).toISOString();
const wallet = ok({ accountId: 'A-21', balance: 1500, totalIn: 1500, totalOut: 0, updatedAt: null });

function openDesk(orderNo = ORDER_NO) {
  setHashPath(`/payment?orderNo=${orderNo}`);
  setInitialState({ currentUser: demoUser('13800000021'), failed: false });
  return render(<Payment />);
}

describe('payment desk', () => {
  it('sandbox: shows 模拟支付, confirming pays and shows success with the new balance and the way to the bill', async () => {
    let paid = false;
    answers
      .set(orderDetail, () => ok(order(paid ? { status: 'paid', channel: 'sandbox', paidAt: new Date().toISOString() } : {})))
      .set(rechargeOptions, ok(options([{ channel: 'sandbox', label: '模拟支付' }])))
      .set(orderPay, ok({ kind: 'sandbox', orderNo: ORDER_NO }))
      .set(sandboxConfirm, () => ((paid = true), ok(order({ status: 'paid', channel: 'sandbox', paidAt: new Date().toISOString() }))))
      .set(walletSummary, ok({ accountId: 'A-21', balance: 1500, totalIn: 1500, totalOut: 0, updatedAt: null }));
    openDesk();
    expect(await screen.findByText('¥1,000.00')).toBeTruthy();
    expect(screen.getByText('1,000 积分')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: PAY_TEXT }));
    const confirm = await screen.findByRole('button', { name: SANDBOX_CONFIRM_TEXT });
    expect(screen.getAllByText(SANDBOX_TITLE).length).toBeGreaterThan(0);
    expect(SANDBOX_TITLE).toBe(PayChannel.label('sandbox'));
    expect(requestsTo(orderPay)[0].data).toEqual({ orderNo: ORDER_NO, channel: 'sandbox' });

    fireEvent.click(confirm);
    expect(await screen.findByText(PAID_TITLE)).toBeTruthy();
    expect(requestsTo(sandboxConfirm)[0].data).toEqual({ orderNo: ORDER_NO });
    expect(screen.getByText(NEW_BALANCE_TITLE)).toBeTruthy();
    expect(await screen.findByText('1,500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看账单' }));
    expect(historyCalls.at(-1)).toEqual({ method: 'push', path: '/account/bill' });
  });

  it('WeChat: shows the code_url as a QR code and polls the order until it is paid', async () => {
    let detailCalls = 0;
    answers
      .set(orderDetail, () => ok(order(++detailCalls > 1 ? { status: 'paid', channel: 'wechat', paidAt: new Date().toISOString() } : {})))
      .set(rechargeOptions, ok(options([{ channel: 'wechat', label: '微信支付' }])))
      .set(orderPay, ok({ kind: 'qrcode', orderNo: ORDER_NO, codeUrl: 'weixin://wxpay/bizpayurl?pr=TEST' }))
      .set(walletSummary, ok({ accountId: 'A-21', balance: 1500, totalIn: 1500, totalOut: 0, updatedAt: null }));
    const { container } = openDesk();
    fireEvent.click(await screen.findByRole('button', { name: PAY_TEXT }));
    expect(await screen.findByText('请使用微信“扫一扫”完成支付')).toBeTruthy();
    expect(container.querySelector('.ant-qrcode svg')).toBeTruthy();
    expect(await screen.findByText(PAID_TITLE, {}, { timeout: 5000 })).toBeTruthy();
    expect(detailCalls).toBeGreaterThanOrEqual(2);
  });

  it('a closed order shows 订单已关闭 and orders the same package again', async () => {
    answers
      .set(orderDetail, ok(order({ status: 'closed', closedAt: new Date().toISOString() })))
      .set(orderCreate, ok(order({ orderNo: 'PO20250615130000NEW001' })));
    openDesk();
    expect(await screen.findByText(CLOSED_TITLE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PAY_TEXT })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: ORDER_AGAIN_TEXT }));
    await waitFor(() => expect(historyCalls.at(-1)).toEqual({ method: 'replace', path: '/payment?orderNo=PO20250615130000NEW001' }));
    expect(requestsTo(orderCreate)[0].data).toEqual({ packageCode: 'P1000', clientToken: expect.stringMatching(/^[\w-]{8,64}$/) });
  });

  it('shows the status the server answers: closed reads 已关闭 and promises nothing about a payment that was never started', async () => {
    answers.set(orderDetail, ok(order({ status: 'closed', closedAt: new Date().toISOString() })));
    openDesk();
    expect(await screen.findByText(CLOSED_TITLE)).toBeTruthy();
    const summary = screen.getByText('订单信息').closest('.ant-card') as HTMLElement;
    expect(within(summary).getByText('已关闭')).toBeTruthy();
    expect(screen.getByText(CLOSED_UNPAID_TEXT)).toBeTruthy();
    expect(document.body.textContent).not.toContain('未发生扣款');
  });

  it('never closes an order by the browser clock: the countdown runs on the server clock of the Date header', async () => {
    // The browser's clock is 10 minutes fast: by it the order expired 5 minutes ago; the server gives it 5 more.
    const serverNow = Date.now() - 10 * MINUTE;
    answers
      .set(orderDetail, () => ({
        ...ok(order({ createdAt: at(serverNow - MINUTE), expiresAt: at(serverNow + 5 * MINUTE) })),
        headers: { date: new Date(serverNow).toUTCString() },
      }))
      .set(rechargeOptions, ok(options([{ channel: 'wechat', label: '微信支付' }])));
    openDesk();
    expect(await screen.findByRole('button', { name: PAY_TEXT })).toBeTruthy();
    const summary = screen.getByText('订单信息').closest('.ant-card') as HTMLElement;
    expect(within(summary).getByText('待支付')).toBeTruthy();
    await waitFor(() => expect(within(summary).getByText(/^0[45]:[0-5]\d$/)).toBeTruthy());
    expect(screen.queryByText(CLOSED_TITLE)).toBeNull();
  });

  it('a refunding order says the money is on its way back, not that the order closed', async () => {
    answers.set(orderDetail, ok(order({ status: 'refunding', channel: 'wechat', paidAt: at(Date.now() - MINUTE) })));
    openDesk();
    expect(await screen.findByText(REFUNDING_TITLE)).toBeTruthy();
    expect(screen.queryByText(CLOSED_TITLE)).toBeNull();
  });

  it('an order that cannot be loaded says why and offers a retry', async () => {
    answers.set(orderDetail, failure('404', '订单不存在'));
    openDesk();
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s?试/ })).toBeTruthy();
  });

  it('without an order number it points back to the recharge page', () => {
    setHashPath('/payment');
    setInitialState({ currentUser: demoUser('13800000021'), failed: false });
    render(<Payment />);
    expect(screen.getByText(NO_ORDER_TITLE)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  describe('polling (fake timers)', () => {
    it('after a reload with a started payment it resumes polling, keeps asking through the closed grace period, shows the late payment, then stops', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const expiresAt = Date.now() + 1000;
      let confirmed = false;
      answers
        .set(orderDetail, () => {
          if (confirmed) return ok(order({ status: 'paid', channel: 'wechat', expiresAt: at(expiresAt), paidAt: at(Date.now()) }));
          if (Date.now() < expiresAt) return ok(order({ channel: 'wechat', expiresAt: at(expiresAt) }));
          return ok(order({ status: 'closed', channel: 'wechat', expiresAt: at(expiresAt), closedAt: at(expiresAt) }));
        })
        .set(rechargeOptions, ok(options([{ channel: 'wechat', label: '微信支付' }])))
        .set(walletSummary, wallet);
      openDesk();
      expect(await screen.findByText(resumedText('wechat'))).toBeTruthy();

      await advance(PAYMENT_POLL_MS);
      expect(await screen.findByText(CLOSED_TITLE)).toBeTruthy();
      expect(screen.getByText(CLOSED_AFTER_PAYMENT_TEXT)).toBeTruthy();
      expect(document.body.textContent).not.toContain('未发生扣款');
      expect(screen.getByText(CONFIRMING_LATE_PAYMENT_TEXT)).toBeTruthy();

      const whileClosed = detailCalls();
      await advance(3 * PAYMENT_POLL_MS);
      expect(detailCalls()).toBeGreaterThan(whileClosed);

      confirmed = true;
      await advance(PAYMENT_POLL_MS);
      expect(await screen.findByText(PAID_TITLE)).toBeTruthy();
      const afterPaid = detailCalls();
      await advance(10 * PAYMENT_POLL_MS);
      expect(detailCalls()).toBe(afterPaid);
    });

    it('stops every timer on unmount', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      answers.set(orderDetail, () => ok(order({ channel: 'alipay' }))).set(rechargeOptions, ok(options([{ channel: 'alipay', label: '支付宝' }])));
      const view = openDesk();
      expect(await screen.findByText(resumedText('alipay'))).toBeTruthy();
      await advance(PAYMENT_POLL_MS);
      expect(detailCalls()).toBe(2);
      view.unmount();
      await advance(10 * PAYMENT_POLL_MS);
      expect(detailCalls()).toBe(2);
    });

    it('waits for a late confirmation only until the grace period after closing ends', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const closedAt = Date.now() - MINUTE;
      answers.set(orderDetail, () => ok(order({ status: 'closed', channel: 'wechat', expiresAt: at(closedAt), closedAt: at(closedAt) })));
      openDesk();
      expect(await screen.findByText(CONFIRMING_LATE_PAYMENT_TEXT)).toBeTruthy();
      await advance(PAYMENT_POLL_MS);
      expect(detailCalls()).toBe(2);
      await advance(LATE_PAYMENT_GRACE_MS);
      await waitFor(() => expect(screen.queryByText(CONFIRMING_LATE_PAYMENT_TEXT)).toBeNull());
      const ended = detailCalls();
      await advance(10 * PAYMENT_POLL_MS);
      expect(detailCalls()).toBe(ended);
      expect(screen.getByText(CLOSED_AFTER_PAYMENT_TEXT)).toBeTruthy();
    });

    it('does not poll a closed order without a started payment, nor one closed long ago', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const longAgo = Date.now() - LATE_PAYMENT_GRACE_MS - MINUTE;
      answers.set(orderDetail, ok(order({ status: 'closed', channel: 'wechat', expiresAt: at(longAgo), closedAt: at(longAgo) })));
      const view = openDesk();
      expect(await screen.findByText(CLOSED_AFTER_PAYMENT_TEXT)).toBeTruthy();
      await advance(5 * PAYMENT_POLL_MS);
      expect(detailCalls()).toBe(1);
      view.unmount();

      answers.set(orderDetail, ok(order({ status: 'closed', closedAt: at(Date.now()) })));
      openDesk();
      expect(await screen.findByText(CLOSED_UNPAID_TEXT)).toBeTruthy();
      await advance(5 * PAYMENT_POLL_MS);
      expect(detailCalls()).toBe(2);
    });

    it('without a started payment, when the time is up it asks the server once and shows what it answers', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const expiresAt = Date.now() + 1500;
      answers
        .set(orderDetail, () =>
          Date.now() < expiresAt
            ? ok(order({ expiresAt: at(expiresAt) }))
            : ok(order({ status: 'closed', expiresAt: at(expiresAt), closedAt: at(expiresAt) })),
        )
        .set(rechargeOptions, ok(options([{ channel: 'wechat', label: '微信支付' }])));
      openDesk();
      expect(await screen.findByRole('button', { name: PAY_TEXT })).toBeTruthy();
      expect(detailCalls()).toBe(1);
      await advance(3000);
      expect(await screen.findByText(CLOSED_UNPAID_TEXT)).toBeTruthy();
      expect(detailCalls()).toBe(2);
      await advance(10 * PAYMENT_POLL_MS);
      expect(detailCalls()).toBe(2);
    });
  });

  describe('Alipay window', () => {
    const PAY_URL = 'https://openapi.alipay.com/gateway.do?mock=1';
    const fakePopup = () => ({
      opener: {} as unknown,
      closed: false,
      location: { href: '' },
      close: vi.fn(),
      document: { title: '', body: { textContent: '' } },
    });
    function serveAlipay(payAnswer: () => ReturnType<typeof ok> | ReturnType<typeof failure>) {
      answers
        .set(orderDetail, () => ok(order()))
        .set(rechargeOptions, ok(options([{ channel: 'alipay', label: '支付宝' }])))
        .set(orderPay, payAnswer);
    }

    it('opens a blank window inside the click and sends it to the pay page when the answer arrives', async () => {
      const popup = fakePopup();
      const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
      let openedBeforeAnswer = -1;
      serveAlipay(() => ((openedBeforeAnswer = open.mock.calls.length), ok({ kind: 'redirect', orderNo: ORDER_NO, payUrl: PAY_URL })));
      openDesk();
      fireEvent.click(await screen.findByRole('button', { name: PAY_TEXT }));
      expect(open).toHaveBeenCalledTimes(1);
      expect(open.mock.calls[0][0]).toBe('');
      expect(await screen.findByText(ALIPAY_OPENED_TEXT)).toBeTruthy();
      expect(openedBeforeAnswer).toBe(1);
      expect(popup.location.href).toBe(PAY_URL);
      expect(popup.opener).toBeNull();
      expect(popup.close).not.toHaveBeenCalled();
    });

    it('a blocked window leaves a button to open the pay page, and the text says so', async () => {
      vi.spyOn(window, 'open').mockImplementation(() => null);
      serveAlipay(() => ok({ kind: 'redirect', orderNo: ORDER_NO, payUrl: PAY_URL }));
      openDesk();
      fireEvent.click(await screen.findByRole('button', { name: PAY_TEXT }));
      expect(await screen.findByText(ALIPAY_BLOCKED_TEXT)).toBeTruthy();
      expect(screen.queryByText(ALIPAY_OPENED_TEXT)).toBeNull();
      const button = screen.getByText(OPEN_ALIPAY_TEXT).closest('a') as HTMLAnchorElement;
      expect(button.getAttribute('href')).toBe(PAY_URL);
      expect(button.getAttribute('rel')).toBe('noopener noreferrer');
    });

    it('a failed payment start closes the blank window', async () => {
      const popup = fakePopup();
      vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
      serveAlipay(() => failure('13008', '支付发起失败，请稍后再试'));
      openDesk();
      fireEvent.click(await screen.findByRole('button', { name: PAY_TEXT }));
      await waitFor(() => expect(popup.close).toHaveBeenCalled());
      expect(popup.location.href).toBe('');
    });
  });
});
