// @vitest-environment jsdom
/**
 * The list kit of ProTable pages: ProTable's paging, search values and header filters become the
 * contract's query ("ALL" sent as "", text trimmed); enum cells and filter options carry the
 * domain's labels; timestamps show in China time whatever the browser's zone; the date range goes
 * out as China days; a failed load shows one alert with a retry (no toast), and a lost session
 * still leads to the login page.
 */
process.env.TZ = 'America/New_York';

import './setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { OrderStatus, PayChannel } from '@domain/enums';
import { type Order, orderList as orderListContract } from '@domain/wallet/contracts';
import { chinaTimeColumn, dateRangeColumn, enumColumn, LIST_LOAD_FAILED, ListTable, pagedRequest, valueEnumOf } from '@/components/ListKit';
import { ORDER_STATUS_COLOR } from '@/components/Recharge';
import { requestConfig } from '@/requestErrorConfig';
import { orderList } from '@/services/wallet';
import { failure, ok } from './fixtures';
import { type FakeResponse, historyCalls, installRequest, requestsTo, setHashPath } from './umiFake';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

const order = (n: number, over: Partial<Order> = {}): Order => ({
  orderNo: `PO${String(n).padStart(4, '0')}`,
  points: 1000,
  amountFen: 100_000,
  packageCode: 'P1000',
  status: 'paid',
  channel: 'sandbox',
  // 16:30 UTC is 00:30 the next day in China (and 12:30 in this test's New York).
  createdAt: '2025-06-15T16:30:00.000Z',
  expiresAt: '2025-06-15T17:00:00.000Z',
  paidAt: null,
  closedAt: null,
  refundedAt: null,
  ...over,
});

const columns = [
  { title: '订单号', dataIndex: 'orderNo', hideInSearch: true },
  enumColumn<Order, OrderStatus>('状态', 'status', OrderStatus, { colors: ORDER_STATUS_COLOR }),
  enumColumn<Order, PayChannel>('支付方式', 'channel', PayChannel, { hideInSearch: true }),
  chinaTimeColumn<Order>('下单时间', 'createdAt'),
];

/** A button by its text (antd spaces two-character labels: "重 试"). */
const button = (text: RegExp) => screen.getByText(text, { selector: 'button *' }).closest('button')!;

describe('pagedRequest', () => {
  it('sends the page, the search values and header filters, "ALL" as "", trimmed text, and no blank filters', async () => {
    const call = vi.fn(async () => ({ list: [order(1)], total: 31 }));
    const request = pagedRequest(call, { onError: vi.fn() });
    const answer = await request(
      { current: 3, pageSize: 20, status: 'ALL', keyword: '  PO0001 ', title: '   ', startDate: undefined },
      {},
      { channel: ['sandbox'], type: null },
    );
    expect(call).toHaveBeenCalledWith({ current: 3, pageSize: 20, status: '', keyword: 'PO0001', channel: 'sandbox' }, { skipErrorHandler: true });
    expect(answer).toEqual({ data: [order(1)], total: 31, success: true });
  });

  it('asks for page 1 of 10 by default and hands the sorter to the page’s own mapping', async () => {
    const call = vi.fn(async () => ({ list: [], total: 0 }));
    const request = pagedRequest(call, {
      toQuery: (query, sort) => ({ ...query, orderBy: Object.keys(sort)[0], desc: Object.values(sort)[0] === 'descend' }),
      onError: vi.fn(),
    });
    await request({}, { createdAt: 'descend' });
    expect(call).toHaveBeenCalledWith({ current: 1, pageSize: 10, orderBy: 'createdAt', desc: true }, { skipErrorHandler: true });
  });

  it('a failed call is reported and answers an unsuccessful, empty page', async () => {
    const onError = vi.fn();
    const cause = new Error('网络异常');
    const request = pagedRequest(
      vi.fn(async () => Promise.reject(cause)),
      { onError },
    );
    expect(await request({ current: 1, pageSize: 10 })).toEqual({ data: [], total: 0, success: false });
    expect(onError).toHaveBeenCalledWith(cause);
  });
});

describe('columns', () => {
  it('enum filters offer the domain labels', () => {
    expect(valueEnumOf(OrderStatus)).toEqual(Object.fromEntries(OrderStatus.values.map((code) => [code, { text: OrderStatus.labels[code] }])));
  });

  it('the date range goes out as the picked calendar days, read by the contract as China days', () => {
    const transform = (dateRangeColumn('下单日期').search as { transform: (value: unknown) => unknown }).transform;
    // Days picked in this browser's zone (New York) stay the days the user picked.
    expect(transform([dayjs('2025-06-01'), dayjs('2025-06-30')])).toEqual({ startDate: '2025-06-01', endDate: '2025-06-30' });
    expect(transform(['2025-06-01', '2025-06-30'])).toEqual({ startDate: '2025-06-01', endDate: '2025-06-30' });
    expect(transform(undefined)).toEqual({ startDate: undefined, endDate: undefined });
  });
});

describe('ListTable', () => {
  it('shows enum labels and China time, and asks the next page when the user turns to it', async () => {
    const call = vi.fn(async ({ current }: { current: number }) => ({
      list: current === 1 ? [order(1), order(2, { status: 'created', channel: null })] : [order(11, { status: 'refunded' })],
      total: 12,
    }));
    render(<ListTable rowKey="orderNo" columns={columns} call={call} />);
    const first = (await screen.findByText('PO0001', {}, slow)).closest('tr')!;
    expect(within(first).getByText(OrderStatus.label('paid')).closest('.ant-tag')).toBeTruthy();
    expect(within(first).getByText(PayChannel.label('sandbox'))).toBeTruthy();
    expect(within(first).getByText('2025-06-16 00:30:00')).toBeTruthy();
    const second = screen.getByText('PO0002').closest('tr')!;
    expect(within(second).getByText(OrderStatus.label('created'))).toBeTruthy();
    expect(within(second).getByText('—')).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 }, { skipErrorHandler: true });

    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    expect(await screen.findByText('PO0011', {}, slow)).toBeTruthy();
    expect(screen.getByText(OrderStatus.label('refunded'))).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith({ current: 2, pageSize: 10 }, { skipErrorHandler: true });
  });

  it('after the last row of the last page goes, the reload shows the page the server answers (spec §5: the server clamps, the pager follows the total)', async () => {
    // 11 rows, then the 11th is deleted: the server answers page 1 for page 2 (past the end).
    let total = 11;
    const call = vi.fn(async ({ current }: { current: number }) => ({
      list: current === 2 && total === 11 ? [order(11)] : Array.from({ length: 10 }, (_, i) => order(i + 1)),
      total,
    }));
    const actionRef: { current?: { reload: () => Promise<void> } } = {};
    render(<ListTable rowKey="orderNo" columns={columns} call={call} actionRef={actionRef as never} />);
    await screen.findByText('PO0001', {}, slow);
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    expect(await screen.findByText('PO0011', {}, slow)).toBeTruthy();
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
    total = 10;
    await actionRef.current!.reload();
    expect(await screen.findByText('PO0010', {}, slow)).toBeTruthy();
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('1');
    expect(document.querySelector('.ant-pagination-item-2')).toBeNull();
  });

  it('a failed load shows one alert with the reason and no toast; 重试 loads again and the alert goes', async () => {
    // On '/' the request layer shows nothing anyway (spec §8): the page must be a real one.
    setHashPath('/account/recharge');
    const toast = vi.spyOn(message, 'error');
    let answer: FakeResponse = failure('50001', '订单服务暂不可用');
    installRequest(requestConfig, () => answer);
    render(<ListTable rowKey="orderNo" columns={columns} call={orderList} />);
    expect(await screen.findByText(LIST_LOAD_FAILED, {}, slow)).toBeTruthy();
    expect(screen.getByText('订单服务暂不可用')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();

    answer = ok({ list: [order(1)], total: 1, current: 1, pageSize: 10 });
    fireEvent.click(button(/^重\s*试$/));
    expect(await screen.findByText('PO0001', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(LIST_LOAD_FAILED)).toBeNull(), slow);
    expect(requestsTo(orderListContract)).toHaveLength(2);
    expect(toast).not.toHaveBeenCalled();
  });

  it('a lost session still leads to the login page', async () => {
    setHashPath('/account/recharge');
    installRequest(requestConfig, () => failure('10000', '请先登录'));
    render(<ListTable rowKey="orderNo" columns={columns} call={orderList} />);
    expect(await screen.findByText(LIST_LOAD_FAILED, {}, slow)).toBeTruthy();
    await waitFor(() => expect(historyCalls.at(-1)?.path).toBe(`/login/${encodeURIComponent('/account/recharge')}`), slow);
  });
});

describe('ListTable search and bar', () => {
  const searchColumns = [
    { title: '订单号', dataIndex: 'orderNo', width: 120 },
    enumColumn<Order, OrderStatus>('状态', 'status', OrderStatus),
    { title: '关键字', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '订单号或手机号' } },
    { title: '下单日期', dataIndex: 'day', hideInTable: true, search: { transform: (value: unknown) => ({ startDate: value, endDate: value }) } },
    chinaTimeColumn<Order>('下单时间', 'createdAt'),
  ];

  it('builds the search form from the columns: 查询 sends the values (transformed), page 1; 重置 clears them', async () => {
    const call = vi.fn(async () => ({ list: [order(1)], total: 1 }));
    render(<ListTable rowKey="orderNo" columns={searchColumns} call={call} search={{ defaultCollapsed: false }} />);
    await screen.findByText('PO0001', {}, slow);
    // A field per searchable column; the China-time column is not searchable.
    expect(screen.getByLabelText('订单号')).toBeTruthy();
    expect(screen.queryByLabelText('下单时间')).toBeNull();

    fireEvent.change(screen.getByPlaceholderText('订单号或手机号'), { target: { value: ' 13800000001 ' } });
    fireEvent.change(screen.getByLabelText('下单日期'), { target: { value: '2025-06-15' } });
    fireEvent.click(button(/^查\s*询$/));
    await waitFor(
      () =>
        expect(call).toHaveBeenLastCalledWith(
          { current: 1, pageSize: 10, keyword: '13800000001', startDate: '2025-06-15', endDate: '2025-06-15' },
          { skipErrorHandler: true },
        ),
      slow,
    );

    fireEvent.click(button(/^重\s*置$/));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 }, { skipErrorHandler: true }), slow);
    expect((screen.getByPlaceholderText('订单号或手机号') as HTMLInputElement).value).toBe('');
  });

  it('刷新 asks the same page again; 列设置 hides a column; the actionRef reloads', async () => {
    const call = vi.fn(async () => ({ list: [order(1)], total: 1 }));
    const actionRef: { current?: { reload: () => Promise<void> } } = {};
    render(<ListTable rowKey="orderNo" columns={searchColumns} call={call} search={false} headerTitle="订单" actionRef={actionRef as never} />);
    await screen.findByText('PO0001', {}, slow);
    expect(screen.getByText('订单')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2), slow);
    await actionRef.current!.reload();
    expect(call).toHaveBeenCalledTimes(3);

    expect(screen.getByRole('columnheader', { name: '状态' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '状态' }, slow));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '状态' })).toBeNull(), slow);
    expect(screen.getByRole('columnheader', { name: '订单号' })).toBeTruthy();
  });
});
