// @vitest-environment jsdom
/**
 * 消费明细 against the Umi fake: the rows and the totals of the whole filter, the member, product
 * and customer filters (options from metricsConsumptionOptions) and the date range sent with the
 * list call, and 导出 Excel asking for the same filter (the file saved under its name).
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@domain/constants';
import { metricsConsumptionExport, metricsConsumptionList, metricsConsumptionOptions } from '@domain/metrics/contracts';
import ConsumptionDetails, { CONSUMPTION_EMPTY, EXPORT_TEXT } from '@/pages/Metrics/ConsumptionDetails';
import { requestConfig } from '@/requestErrorConfig';
import { ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo } from '../umiFake';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

const answers = new Map<ContractLike, ContractAnswer>();
beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
  answers.set(
    metricsConsumptionOptions,
    ok({
      members: [
        { accountId: 'A-11', name: '安衡管理员' },
        { accountId: 'A-13', name: '林志远' },
      ],
      products: [{ productCode: 'P-1', productName: '等保二级差距分析' }],
      customers: [{ customerTenantCode: 'T-CU-1', customerName: '杭州云栖数据' }],
    }),
  );
});

const item = (change: Record<string, unknown> = {}) => ({
  entryId: 'E-1',
  createdAt: '2026-03-02T02:00:00.000Z',
  accountId: 'A-13',
  memberName: '林志远',
  points: 3000,
  reason: '购买服务：等保二级差距分析',
  productCode: 'P-1',
  productName: '等保二级差距分析',
  customerTenantCode: 'T-CU-1',
  customerName: '杭州云栖数据',
  groupCode: 'PG-1',
  projects: 1,
  refunded: false,
  ...change,
});

/** The Statistic value under a title. */
const statistic = (title: string) =>
  [...document.querySelectorAll('.ant-statistic')]
    .find((node) => node.querySelector('.ant-statistic-title')?.textContent === title)
    ?.querySelector('.ant-statistic-content')?.textContent;

async function choose(field: string, label: string) {
  const formItem = screen
    .getAllByText(field)
    .find((node) => node.closest('.ant-form-item'))!
    .closest('.ant-form-item') as HTMLElement;
  fireEvent.mouseDown(formItem.querySelector('.ant-select-selector') as HTMLElement);
  const options = await screen.findAllByTitle(label, {}, slow);
  fireEvent.click(options[options.length - 1]);
}

describe('消费明细', () => {
  it('lists the points spent with the totals of the whole filter', async () => {
    answers.set(
      metricsConsumptionList,
      ok({
        list: [item(), item({ entryId: 'E-2', points: 800, refunded: true })],
        total: 12,
        totals: { entries: 12, points: 25600, refundedPoints: 800 },
      }),
    );
    render(<ConsumptionDetails />);
    const row = (await screen.findAllByText('杭州云栖数据', {}, slow)).find((node) => node.closest('tr'))!.closest('tr') as HTMLElement;
    expect(within(row).getByText('3,000')).toBeTruthy();
    expect(within(row).getByText('林志远')).toBeTruthy();
    expect(within(row).getByText('2026-03-02 10:00:00')).toBeTruthy();
    expect(screen.getByText('已撤回退款')).toBeTruthy();
    expect(statistic('消费笔数')).toBe('12笔');
    expect(statistic('消耗积分')).toBe('25,600积分');
    expect(statistic('其中已撤回退款')).toBe('800积分');
  });

  it('sends the member, product and customer filters, and the export asks for the same filter', async () => {
    answers.set(metricsConsumptionList, ok({ list: [], total: 0, totals: { entries: 0, points: 0, refundedPoints: 0 } }));
    answers.set(metricsConsumptionExport, {
      data: new Blob(['PK\u0003\u0004'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      headers: { 'content-disposition': "attachment; filename*=UTF-8''%E6%B6%88%E8%B4%B9%E6%98%8E%E7%BB%86.xlsx" },
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<ConsumptionDetails />);
    expect(await screen.findByText(CONSUMPTION_EMPTY, {}, slow)).toBeTruthy();
    expect(statistic('消耗积分')).toBe('0积分');
    await waitFor(() => expect(requestsTo(metricsConsumptionOptions)).toHaveLength(1), slow);
    await choose('成员', '林志远');
    await choose('服务产品', '等保二级差距分析');
    await choose('客户', '杭州云栖数据');
    // the date range: two days of the month the picker opens on
    const month = dayjs().format('YYYY-MM');
    const dates = screen
      .getAllByText('消费日期')
      .find((node) => node.closest('.ant-form-item'))!
      .closest('.ant-form-item') as HTMLElement;
    const startInput = dates.querySelector('input') as HTMLInputElement;
    fireEvent.mouseDown(startInput);
    fireEvent.click(startInput);
    fireEvent.click((await screen.findAllByTitle(`${month}-03`, {}, slow))[0]!);
    fireEvent.click((await screen.findAllByTitle(`${month}-12`, {}, slow))[0]!);
    await waitFor(() => expect(startInput.value).toBe(`${month}-03`), slow);
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(
      () =>
        expect(requestsTo(metricsConsumptionList).at(-1)!.params).toEqual({
          current: 1,
          pageSize: DEFAULT_PAGE_SIZE,
          accountId: 'A-13',
          productCode: 'P-1',
          customerTenantCode: 'T-CU-1',
          startDate: `${month}-03`,
          endDate: `${month}-12`,
        }),
      slow,
    );
    fireEvent.click(screen.getByRole('button', { name: new RegExp(EXPORT_TEXT) }));
    await waitFor(() => expect(saved).toEqual(['消费明细.xlsx']), slow);
    expect(requestsTo(metricsConsumptionExport)).toHaveLength(1);
    expect(requestsTo(metricsConsumptionExport)[0]!.params).toEqual({
      accountId: 'A-13',
      productCode: 'P-1',
      customerTenantCode: 'T-CU-1',
      startDate: `${month}-03`,
      endDate: `${month}-12`,
    });
  });
});
