// @vitest-environment jsdom
/**
 * 经营指标中心 and 指标分析 against the Umi fake: the measures with their change against the
 * previous period (arrow, sign, colour), the trend's table, a measure opening the analysis with the
 * same months; the analysis offers only the measure's dimensions, sends what is picked, shows
 * the change of each row, and 导出 asks for the same query.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { metricsAnalysis, metricsAnalysisExport, metricsPlatformOverview } from '@domain/metrics/contracts';
import { CHANGE_COLOR } from '@/pages/Metrics/components/format';
import PlatformOverview from '@/pages/Metrics/PlatformOverview';
import ViewAnalysis, { EXPORT_TEXT } from '@/pages/Metrics/ViewAnalysis';
import { analysisAskOf, analysisPath } from '@/pages/Metrics/ViewAnalysis/path';
import { requestConfig } from '@/requestErrorConfig';
import { stubCanvasContext } from '../canvasStub';
import { ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, historyCalls, installRequest, requestsTo, setHashPath } from '../umiFake';
import { analysis, overview, RANGE } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

const answers = new Map<ContractLike, ContractAnswer>();
beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
  stubCanvasContext();
});

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('经营指标中心', () => {
  it('shows each measure with its change against the previous period, and the trend as a table', async () => {
    answers.set(metricsPlatformOverview, ok(overview()));
    render(<PlatformOverview />);
    const recharge = await screen.findByTestId('figure-rechargeAmount', {}, slow);
    expect(within(recharge).getByText('125,000.5')).toBeTruthy();
    const up = within(recharge).getByText(/较上期 \+25\.0%/);
    expect(up.querySelector('[aria-label="arrow-up"]')).toBeTruthy();
    expect(up.closest('span')!.style.color).toBe(rgb(CHANGE_COLOR.up));
    const down = within(screen.getByTestId('figure-pointsOut')).getByText(/较上期 -20\.0%/);
    expect(down.querySelector('[aria-label="arrow-down"]')).toBeTruthy();
    expect(down.closest('span')!.style.color).toBe(rgb(CHANGE_COLOR.down));
    // nothing to compare with
    expect(within(screen.getByTestId('figure-newTenants')).getByText(/较上期 —/)).toBeTruthy();
    expect(screen.getByText('本期 2025年4月 至 2026年3月，对比上期 2024年4月 至 2025年3月。点击指标查看分析。')).toBeTruthy();
    const trend = screen.getByText('月度趋势').closest('.ant-card') as HTMLElement;
    fireEvent.click(within(trend).getByText('表格'));
    const march = (await within(trend).findByText('2026年3月')).closest('tr') as HTMLElement;
    expect([...march.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2026年3月', '125,000.5', '125,000', '80,000', '9', '4']);
    const tenants = screen.getByText('活跃租户（按类型）').closest('.ant-card') as HTMLElement;
    fireEvent.click(within(tenants).getByText('表格'));
    expect([...(within(tenants).getByText('客户').closest('tr') as HTMLElement).querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '客户',
      '8',
    ]);
  });

  it('a measure opens 指标分析 with the same months', async () => {
    answers.set(metricsPlatformOverview, ok(overview()));
    render(<PlatformOverview />);
    fireEvent.click(await screen.findByTestId('figure-pointsOut', {}, slow));
    expect(historyCalls.at(-1)).toEqual({ method: 'push', path: analysisPath({ measure: 'pointsOut', range: RANGE }) });
    expect(analysisAskOf(historyCalls.at(-1)!.path.split('?')[1]!)).toEqual({ measure: 'pointsOut', range: RANGE });
  });
});

describe('指标分析', () => {
  it('opens on the address’s measure and months, offers only the measure’s dimensions, sends what is picked, and exports the same query', async () => {
    answers.set(metricsAnalysis, (request) => {
      const query = request.params as { measure: string; dimension: string };
      return ok(
        query.dimension === 'region'
          ? analysis({
              measure: 'pointsOut',
              measureName: '积分消耗',
              unit: '积分',
              dimension: 'region',
              rows: [
                { key: '330000', name: '浙江省', value: 60000, previous: 50000, change: 0.2 },
                { key: '110000', name: '北京市', value: 20000, previous: 0, change: null },
              ],
              total: { value: 80000, previous: 50000, change: 0.6 },
            })
          : analysis({ measure: 'pointsOut', measureName: '积分消耗', unit: '积分' }),
      );
    });
    answers.set(metricsAnalysisExport, { data: new Blob(['PK\u0003\u0004']) });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    setHashPath(analysisPath({ measure: 'pointsOut', range: RANGE }));
    render(<ViewAnalysis />);
    expect(await screen.findByText('积分消耗 · 本期合计', {}, slow)).toBeTruthy();
    expect(requestsTo(metricsAnalysis)[0]!.params).toEqual({ measure: 'pointsOut', dimension: 'period', ...RANGE });

    // 积分消耗 has no product dimension
    fireEvent.mouseDown(
      screen
        .getAllByRole('combobox')
        .find((node) => node.getAttribute('aria-label') === '维度')!
        .closest('.ant-select')!
        .querySelector('.ant-select-selector')!,
    );
    const dimensionList = await screen.findByRole('listbox', {}, slow);
    expect(dimensionList).toBeTruthy();
    expect(screen.queryByTitle('按服务产品')).toBeNull();
    fireEvent.click((await screen.findAllByTitle('按地区（省级）', {}, slow)).at(-1)!);
    await waitFor(() => expect(requestsTo(metricsAnalysis).at(-1)!.params).toEqual({ measure: 'pointsOut', dimension: 'region', ...RANGE }), slow);
    expect(historyCalls.at(-1)).toEqual({ method: 'replace', path: analysisPath({ measure: 'pointsOut', dimension: 'region', range: RANGE }) });

    const chart = screen.getByText('积分消耗（积分）').closest('.ant-card') as HTMLElement;
    fireEvent.click(within(chart).getByText('表格'));
    const zhejiang = (await within(chart).findByText('浙江省', {}, slow)).closest('tr') as HTMLElement;
    expect([...zhejiang.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['浙江省', '60,000', '50,000', '+20.0%']);
    const beijing = within(chart).getByText('北京市').closest('tr') as HTMLElement;
    expect([...beijing.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['北京市', '20,000', '0', '—']);

    fireEvent.click(screen.getByRole('button', { name: new RegExp(EXPORT_TEXT) }));
    await waitFor(() => expect(requestsTo(metricsAnalysisExport)).toHaveLength(1), slow);
    expect(requestsTo(metricsAnalysisExport)[0]!.params).toEqual({ measure: 'pointsOut', dimension: 'region', ...RANGE });
  });

  it('a measure without the chosen dimension goes back to months', async () => {
    answers.set(metricsAnalysis, ok(analysis()));
    setHashPath(analysisPath({ measure: 'purchaseProjects', dimension: 'product', range: RANGE }));
    render(<ViewAnalysis />);
    await screen.findByText('购买项目数 · 本期合计', {}, slow);
    expect(requestsTo(metricsAnalysis)[0]!.params).toMatchObject({ measure: 'purchaseProjects', dimension: 'product' });
    fireEvent.mouseDown(
      screen
        .getAllByRole('combobox')
        .find((node) => node.getAttribute('aria-label') === '指标')!
        .closest('.ant-select')!
        .querySelector('.ant-select-selector')!,
    );
    fireEvent.click((await screen.findAllByTitle('充值金额', {}, slow)).at(-1)!);
    await waitFor(
      () => expect(requestsTo(metricsAnalysis).at(-1)!.params).toEqual({ measure: 'rechargeAmount', dimension: 'period', ...RANGE }),
      slow,
    );
  });
});
