// @vitest-environment jsdom
/**
 * 客户数字中心's dashboards against the Umi fake: what the channel manager reads (headline figures,
 * the freshness line, the tables behind each chart, the attention list with its project links),
 * the empty states, the month range sent when the picker changes, and that the sub-manager has no
 * 协同看板 (route access and menu). Charts draw on a stand-in canvas (tests/web/canvasStub.ts).
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import routes, { type AppRoute } from '../../../config/routes';
import { computeAccess } from '@domain/kernel/access';
import { metricsBusiness, metricsCollaboration, metricsDataHub } from '@domain/metrics/contracts';
import BusinessDashboard from '@/pages/Metrics/BusinessDashboard';
import CollaborationDashboard from '@/pages/Metrics/CollaborationDashboard';
import { EMPTY_RANGE } from '@/pages/Metrics/components/ChartCard';
import { FRESHNESS_PENDING } from '@/pages/Metrics/components/format';
import SmartDataHub from '@/pages/Metrics/SmartDataHub';
import { ATTENTION_EMPTY } from '@/pages/Metrics/SmartDataHub/components/AttentionList';
import { requestConfig } from '@/requestErrorConfig';
import { stubCanvasContext } from '../canvasStub';
import { demoUser, ok } from '../fixtures';
import { sideMenuFor } from '../menuPipeline';
import { answerContracts, type ContractAnswer, type ContractLike, historyCalls, installRequest, requestsTo } from '../umiFake';
import { business, collaboration, dataHub, emptyDataHub, FRESH } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };

const answers = new Map<ContractLike, ContractAnswer>();
beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
  stubCanvasContext();
});

/** The Statistic value under a title. */
const statistic = (title: string) => {
  const found = [...document.querySelectorAll('.ant-statistic')].find((node) => node.querySelector('.ant-statistic-title')?.textContent === title);
  return found?.querySelector('.ant-statistic-content')?.textContent;
};
/** Switches a card to its table view. */
const tableOf = (title: string) => {
  const card = screen.getByText(title).closest('.ant-card') as HTMLElement;
  fireEvent.click(within(card).getByText('表格'));
  return card;
};

describe('智能数据中心', () => {
  it('shows the headline counts, the freshness, the tables behind the charts and the attention list with its project link', async () => {
    answers.set(metricsDataHub, ok(dataHub()));
    render(<SmartDataHub />);
    expect(await screen.findByText('杭州云栖数据', {}, slow)).toBeTruthy();
    expect(statistic('客户')).toBe('7家');
    expect(statistic('项目')).toBe('23个');
    expect(statistic('延期')).toBe('3个');
    expect(statistic('整改逾期')).toBe('1项');
    expect(statistic('残余高风险')).toBe('2项');
    // 09:30 in China
    expect(screen.getByTestId('metrics-freshness').textContent).toMatch(/^数据更新于 (2026-03-20 )?09:30$/);
    // the reasons, the score and the server's link to the project
    const row = screen.getByText('杭州云栖数据').closest('tr') as HTMLElement;
    expect(within(row).getByText('1 项整改逾期')).toBeTruthy();
    expect(within(row).getByText('13')).toBeTruthy();
    expect(within(row).getByText('等保差距分析').closest('a')!.getAttribute('href')).toBe('#/projectList/myProject/detail/PG-1');
    expect(screen.getByText('按关注分排序：整改逾期每项 5 分。')).toBeTruthy();
    // the region chart's table: customers and projects per province
    const region = tableOf('客户地区分布');
    const zhejiang = (await within(region).findByText('浙江省')).closest('tr') as HTMLElement;
    expect([...zhejiang.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['浙江省', '5', '17']);
    // the service × state table: one row per service, a column per state, the total
    const services = tableOf('项目（按服务与状态）');
    const gap = (await within(services).findByText('差距分析')).closest('tr') as HTMLElement;
    expect([...gap.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['差距分析', '6', '10', '16']);
    const risk = within(services).getByText('风险评估').closest('tr') as HTMLElement;
    expect([...risk.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['风险评估', '3', '0', '3']);
    // a chart is drawn where the table view is not chosen
    await waitFor(() => expect(document.querySelectorAll('canvas').length).toBeGreaterThan(0), slow);
  });

  it('says plainly when the range has nothing, and when new data is still being summed', async () => {
    answers.set(metricsDataHub, ok({ ...emptyDataHub(), freshness: { ...FRESH, pending: true } }));
    render(<SmartDataHub />);
    expect(await screen.findByText(ATTENTION_EMPTY, {}, slow)).toBeTruthy();
    expect(screen.getAllByText(EMPTY_RANGE).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByTestId('metrics-freshness').textContent).toContain(FRESHNESS_PENDING);
    expect(document.querySelectorAll('canvas')).toHaveLength(0);
  });

  it('asks for the months picked, and 刷新 asks again', async () => {
    answers.set(metricsDataHub, (request) => {
      const { startMonth, endMonth } = (request.params ?? {}) as { startMonth?: string; endMonth?: string };
      return ok(dataHub(startMonth && endMonth ? { range: { startMonth, endMonth } } : {}));
    });
    render(<SmartDataHub />);
    await screen.findByText('杭州云栖数据', {}, slow);
    expect(requestsTo(metricsDataHub)[0]!.params).toEqual({});
    const start = await screen.findByDisplayValue('2025年4月', {}, slow);
    fireEvent.mouseDown(start);
    fireEvent.click(start);
    fireEvent.click((await screen.findAllByTitle('2025-06', {}, slow))[0]!);
    fireEvent.click((await screen.findAllByTitle('2025-09', {}, slow))[0]!);
    await waitFor(() => expect(requestsTo(metricsDataHub).at(-1)!.params).toEqual({ startMonth: '2025-06', endMonth: '2025-09' }), slow);
    expect(await screen.findByDisplayValue('2025年9月', {}, slow)).toBeTruthy();
    const asked = requestsTo(metricsDataHub).length;
    fireEvent.click(screen.getByRole('button', { name: /刷\s?新/ }));
    await waitFor(() => expect(requestsTo(metricsDataHub).length).toBe(asked + 1), slow);
    expect(requestsTo(metricsDataHub).at(-1)!.params).toEqual({ startMonth: '2025-06', endMonth: '2025-09' });
  });
});

describe('业务看板', () => {
  it('shows the totals, the months and products as tables, delivery by consultant and the quota left', async () => {
    answers.set(metricsBusiness, ok(business()));
    render(<BusinessDashboard />);
    expect(await screen.findByText('林志远', {}, slow)).toBeTruthy();
    expect(statistic('消耗积分')).toBe('12,800积分');
    expect(statistic('平均交付天数')).toBe('37.5天');
    const consultant = screen.getByText('林志远').closest('tr') as HTMLElement;
    expect(within(consultant).getByText('65%')).toBeTruthy();
    expect(within(consultant).getByText('1 个延期')).toBeTruthy();
    expect(screen.getByText('剩余 7 / 10')).toBeTruthy();
    const monthly = tableOf('按月购买与消耗');
    const march = (await within(monthly).findByText('2026年3月')).closest('tr') as HTMLElement;
    expect([...march.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2026年3月', '3', '9,000', '2']);
    const days = tableOf('平均交付天数与计划交付周期');
    const late = (await within(days).findByText('等保二级差距分析')).closest('tr') as HTMLElement;
    expect(within(late).getByText('超出 7.5 天')).toBeTruthy();
  });
});

describe('协同看板', () => {
  it('ranks the sub-channels with their figures and totals', async () => {
    answers.set(metricsCollaboration, ok(collaboration()));
    render(<CollaborationDashboard />);
    const ranked = (await screen.findByText('下级渠道排名', {}, slow)).closest('.ant-card') as HTMLElement;
    const first = (await within(ranked).findByText('恒信安全服务')).closest('tr') as HTMLElement;
    expect([...first.querySelectorAll('td')].map((td) => td.textContent).slice(0, 8)).toEqual([
      '1',
      '恒信安全服务',
      '浙江省',
      '2',
      '5',
      '14,000',
      '2',
      '1',
    ]);
    expect(within(first).getByText('2026-03-02 10:00:00')).toBeTruthy();
    expect(statistic('下级渠道')).toBe('2家');
    expect(statistic('消耗积分')).toBe('15,600积分');
  });

  it('is the channel manager’s only: the sub-manager has neither the route nor the menu entry', () => {
    const all = (list: AppRoute[]): AppRoute[] => list.flatMap((route) => [route, ...all(route.routes ?? [])]);
    const route = all(routes).find((r) => r.path === '/clientDigitalCenter/collaborationDashboard' && r.component)!;
    expect(route.component).toBe('./Metrics/CollaborationDashboard');
    const manager = demoUser('13800000011');
    const subManager = demoUser('13800000012');
    expect((computeAccess(manager) as Record<string, boolean>)[route.access!]).toBe(true);
    expect((computeAccess(subManager) as Record<string, boolean>)[route.access!]).toBe(false);
    const children = (user: typeof manager) =>
      sideMenuFor(user, computeAccess(user))
        .find((entry) => entry.path === '/clientDigitalCenter')!
        .children!.map((entry) => entry.name);
    expect(children(manager)).toContain('协同看板');
    expect(children(subManager)).toEqual(['智能数据中心', '业务看板', '消费明细']);
    expect(historyCalls).toHaveLength(0);
  });
});
