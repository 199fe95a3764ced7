// @vitest-environment jsdom
/** The payment desk (/payment?orderNo=…): sandbox confirmation, WeChat QR polling, closed orders, no order. */
import './setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Order, RechargeOptions } from '../../domain/api/wallet';
import Payment, { NO_ORDER_TITLE } from '@/pages/Payment';
import { CLOSED_TITLE, NEW_BALANCE_TITLE, ORDER_AGAIN_TEXT, PAID_TITLE } from '@/pages/Payment/components/OrderOutcome';
import { PAY_TEXT, SANDBOX_CONFIRM_TEXT, SANDBOX_TITLE } from '@/pages/Payment/components/PayPanel';
import { requestConfig } from '@/requestErrorConfig';
import { rechargeOptionsData } from '../../mock/wallet';
import { demoUser, failure, ok } from './fixtures';
import { historyCalls, installRequest, requests, setHashPath, setInitialState, type FakeRequest, type FakeResponse } from './umiFake';

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

type Routes = Record<string, FakeResponse | ((request: FakeRequest) => FakeResponse)>;
function serve(routes: Routes) {
  installRequest(requestConfig, (request) => {
    const answer = routes[`${request.method} ${request.url}`];
    if (!answer) return failure('404', `no fake for ${request.url}`);
    return typeof answer === 'function' ? answer(request) : answer;
  });
}
const calls = (url: string) => requests.filter((request) => request.url === url);

function openDesk(orderNo = ORDER_NO) {
  setHashPath(`/payment?orderNo=${orderNo}`);
  setInitialState({ currentUser: demoUser('13800000021'), failed: false });
  return render(<Payment />);
}

describe('payment desk', () => {
  it('sandbox: shows 模拟支付, confirming pays and shows success with the new balance and the way to the bill', async () => {
    let paid = false;
    serve({
      'GET /api/pay/order/detail': () => ok(order(paid ? { status: 'paid', channel: 'sandbox', paidAt: new Date().toISOString() } : {})),
      'GET /api/pay/recharge/options': ok(options([{ channel: 'sandbox', label: '模拟支付' }])),
      'POST /api/pay/order/pay': ok({ kind: 'sandbox', orderNo: ORDER_NO }),
      'POST /api/pay/sandbox/confirm': () => (
        (paid = true),
        ok(order({ status: 'paid', channel: 'sandbox', paidAt: new Date().toISOString() }))
      ),
      'GET /api/account/wallet': ok({ accountId: 'A-21', balance: 1500, totalIn: 1500, totalOut: 0, updatedAt: null }),
    });
    openDesk();
    expect(await screen.findByText('¥1,000.00')).toBeTruthy();
    expect(screen.getByText('1,000 积分')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: PAY_TEXT }));
    const confirm = await screen.findByRole('button', { name: SANDBOX_CONFIRM_TEXT });
    expect(screen.getAllByText(SANDBOX_TITLE).length).toBeGreaterThan(0);
    expect(calls('/api/pay/order/pay')[0].data).toEqual({ orderNo: ORDER_NO, channel: 'sandbox' });

    fireEvent.click(confirm);
    expect(await screen.findByText(PAID_TITLE)).toBeTruthy();
    expect(calls('/api/pay/sandbox/confirm')[0].data).toEqual({ orderNo: ORDER_NO });
    expect(screen.getByText(NEW_BALANCE_TITLE)).toBeTruthy();
    expect(await screen.findByText('1,500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看账单' }));
    expect(historyCalls.at(-1)).toEqual({ method: 'push', path: '/account/bill' });
  });

  it('WeChat: shows the code_url as a QR code and polls the order until it is paid', async () => {
    let detailCalls = 0;
    serve({
      'GET /api/pay/order/detail': () =>
        ok(order(++detailCalls > 1 ? { status: 'paid', channel: 'wechat', paidAt: new Date().toISOString() } : {})),
      'GET /api/pay/recharge/options': ok(options([{ channel: 'wechat', label: '微信支付' }])),
      'POST /api/pay/order/pay': ok({ kind: 'qrcode', orderNo: ORDER_NO, codeUrl: 'weixin://wxpay/bizpayurl?pr=TEST' }),
      'GET /api/account/wallet': ok({ accountId: 'A-21', balance: 1500, totalIn: 1500, totalOut: 0, updatedAt: null }),
    });
    const { container } = openDesk();
    fireEvent.click(await screen.findByRole('button', { name: PAY_TEXT }));
    expect(await screen.findByText('请使用微信“扫一扫”完成支付')).toBeTruthy();
    expect(container.querySelector('.ant-qrcode svg')).toBeTruthy();
    expect(await screen.findByText(PAID_TITLE, {}, { timeout: 5000 })).toBeTruthy();
    expect(detailCalls).toBeGreaterThanOrEqual(2);
  });

  it('a closed order shows 订单已关闭 and orders the same package again', async () => {
    serve({
      'GET /api/pay/order/detail': ok(order({ status: 'closed', closedAt: new Date().toISOString() })),
      'POST /api/pay/order/create': ok(order({ orderNo: 'PO20250615130000NEW001' })),
    });
    openDesk();
    expect(await screen.findByText(CLOSED_TITLE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PAY_TEXT })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: ORDER_AGAIN_TEXT }));
    await waitFor(() => expect(historyCalls.at(-1)).toEqual({ method: 'replace', path: '/payment?orderNo=PO20250615130000NEW001' }));
    expect(calls('/api/pay/order/create')[0].data).toEqual({ packageCode: 'P1000', clientToken: expect.stringMatching(/^[\w-]{8,64}$/) });
  });

  it('an unpaid order past its expiry reads closed, whatever the stored status says', async () => {
    serve({ 'GET /api/pay/order/detail': ok(order({ expiresAt: new Date(Date.now() - 1000).toISOString() })) });
    openDesk();
    expect(await screen.findByText(CLOSED_TITLE)).toBeTruthy();
    const summary = screen.getByText('订单信息').closest('.ant-card') as HTMLElement;
    expect(within(summary).getByText('已关闭')).toBeTruthy();
  });

  it('an order that cannot be loaded says why and offers a retry', async () => {
    serve({ 'GET /api/pay/order/detail': failure('404', '订单不存在') });
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
});
