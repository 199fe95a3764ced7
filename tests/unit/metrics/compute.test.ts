/**
 * The pure part of the dashboards' refresh (server/modules/metrics/compute.ts): China months and
 * provinces, a project's summary row from its sources with the rules of domain/metrics/rules.ts,
 * the derived active months, and the platform's differences between two versions of a tenant's rows.
 */
import { describe, expect, it } from 'vitest';
import {
  chinaMonthOf,
  metricProjectOf,
  platformDifferences,
  provinceOf,
  type ProjectSource,
  type TenantMonthRow,
  withActiveMonths,
} from '../../../server/modules/metrics/compute';
import { industrySectionOf } from '../../../server/modules/metrics/service';

const source = (over: Partial<ProjectSource> = {}): ProjectSource => ({
  tenantCode: 'T-CH',
  projectCode: 'PJ-1',
  groupCode: 'PG-1',
  customerTenantCode: 'T-CU',
  deliveryTenantCode: 'T-CH',
  projectName: '门户网站',
  productCode: 'PD-1',
  productName: '风险评估',
  serviceKind: 'riskAssessment',
  state: 'inhand',
  withdrawn: false,
  consultantAccountId: null,
  progress: 0,
  // 2025-03-10 10:00 China time
  purchasedAt: new Date('2025-03-10T02:00:00Z'),
  points: 1000,
  plannedDays: 30,
  finishedAt: null,
  ...over,
});

describe('months and provinces', () => {
  it('takes the China month: 16:30 UTC on the last day of a month is already the next month in China', () => {
    expect(chinaMonthOf(new Date('2025-03-31T16:30:00Z'))).toBe('2025-04');
    expect(chinaMonthOf(new Date('2025-03-31T15:59:59Z'))).toBe('2025-03');
  });
  it.each([
    ['330106', '330000'],
    ['330100', '330000'],
    ['110000', '110000'],
    ['', ''],
    [null, ''],
    ['00', ''],
    ['abc', ''],
  ])('province of %s is %s', (code, province) => expect(provinceOf(code)).toBe(province));
  it.each([
    ['I', 'I'],
    ['65', 'I'],
    ['651', 'I'],
    ['6511', 'I'],
    ['13', 'C'],
    ['ZZ', ''],
    ['', ''],
  ])('industry section of %s is %s', (code, section) => expect(industrySectionOf(code)).toBe(section));
});

describe('a project summary row', () => {
  const now = new Date('2025-06-02T01:00:00Z');
  it('finished within the planned days: delivery days, finish month, not late', () => {
    const row = metricProjectOf(source({ state: 'finished', finishedAt: new Date('2025-04-05T02:00:00Z') }), [], [], now);
    expect(row).toMatchObject({ purchaseMonth: '2025-03', finishMonth: '2025-04', deliveryDays: 26, delayed: false });
  });
  it('unfinished past its due day: late, no delivery days', () => {
    expect(metricProjectOf(source(), [], [], now)).toMatchObject({ finishMonth: null, deliveryDays: null, delayed: true });
    // Due 2025-04-09: on that day it is not late yet.
    expect(metricProjectOf(source(), [], [], new Date('2025-04-09T15:00:00Z')).delayed).toBe(false);
  });
  it('a finish time left on a project no longer finished does not count as a delivery', () => {
    expect(metricProjectOf(source({ state: 'inhand', finishedAt: new Date('2025-04-05T02:00:00Z') }), [], [], now)).toMatchObject({
      finishedAt: null,
      deliveryDays: null,
    });
  });
  it('a withdrawn project is never late', () => {
    expect(metricProjectOf(source({ withdrawn: true }), [], [], now).delayed).toBe(false);
  });
  it('sums the open gaps and risks by level, the high ones, the overdue disposals and the high residual risks', () => {
    const row = metricProjectOf(
      source(),
      [
        { level: 5, open: 2, overdue: 1 },
        { level: 4, open: 1, overdue: 0 },
        { level: 2, open: 3, overdue: 2 },
      ],
      [
        { level: 5, risks: 2, open: 1, residualHigh: 0 },
        { level: 4, risks: 1, open: 0, residualHigh: 1 },
        { level: 3, risks: 4, open: 4, residualHigh: 0 },
      ],
      now,
    );
    expect(row).toMatchObject({
      openGaps: [0, 3, 0, 1, 2],
      highGaps: 3,
      overdueDisposals: 3,
      risks: [0, 0, 4, 1, 2],
      openRisks: [0, 0, 4, 0, 1],
      highRisks: 1,
      residualHighRisks: 1,
    });
  });
});

describe('active months', () => {
  it('one active row per month with a recharge, a debit, a purchase or a delivery; not for credits or certificates alone', () => {
    const facts = withActiveMonths([
      { month: '2025-01', fact: 'pointsIn', productCode: '', count: 1, amount: 100 },
      { month: '2025-02', fact: 'recharge', productCode: '', count: 1, amount: 10_000 },
      { month: '2025-02', fact: 'pointsOut', productCode: '', count: 2, amount: 300 },
      { month: '2025-03', fact: 'certificate', productCode: '', count: 1, amount: 0 },
      { month: '2025-04', fact: 'delivered', productCode: 'PD-1', count: 1, amount: 20 },
      { month: '2025-05', fact: 'active', productCode: '', count: 1, amount: 0 },
    ]);
    expect(facts.filter((f) => f.fact === 'active').map((f) => [f.month, f.count])).toEqual([
      ['2025-02', 1],
      ['2025-04', 1],
    ]);
    expect(facts).toHaveLength(7);
  });
});

describe('the platform differences of a tenant rewrite', () => {
  const row = (over: Partial<TenantMonthRow>): TenantMonthRow => ({
    month: '2025-03',
    fact: 'purchase',
    productCode: 'PD-1',
    count: 2,
    amount: 2000,
    tenantType: 'channel',
    regionCode: '330000',
    channelCode: 'T-CH',
    ...over,
  });
  it('a first summary adds the rows under every dimension (product only where the fact has one)', () => {
    const deltas = platformDifferences([], [row({}), row({ fact: 'pointsIn', productCode: '', count: 1, amount: 500 })]);
    expect(deltas.filter((d) => d.fact === 'purchase').map((d) => [d.dimKind, d.dimValue, d.count, d.amount])).toEqual([
      ['all', '', 2, 2000],
      ['channel', 'T-CH', 2, 2000],
      ['product', 'PD-1', 2, 2000],
      ['region', '330000', 2, 2000],
      ['tenantType', 'channel', 2, 2000],
    ]);
    expect(deltas.filter((d) => d.fact === 'pointsIn').map((d) => d.dimKind)).toEqual(['all', 'channel', 'region', 'tenantType']);
  });
  it('the same rows again change nothing', () => {
    expect(platformDifferences([row({})], [row({})])).toEqual([]);
  });
  it('a moved province moves the counts between the two provinces only', () => {
    const deltas = platformDifferences([row({})], [row({ regionCode: '110000' })]);
    expect(deltas.map((d) => [d.dimKind, d.dimValue, d.count, d.amount])).toEqual([
      ['region', '110000', 2, 2000],
      ['region', '330000', -2, -2000],
    ]);
  });
  it('a withdrawn purchase takes its count and points back', () => {
    const deltas = platformDifferences([row({}), row({ month: '2025-04', count: 1, amount: 500 })], [row({})]);
    expect(deltas.find((d) => d.dimKind === 'all')).toEqual({
      fact: 'purchase',
      dimKind: 'all',
      month: '2025-04',
      dimValue: '',
      count: -1,
      amount: -500,
    });
  });
  it('answers the differences in key order (two refreshes lock platform rows in the same order)', () => {
    const deltas = platformDifferences([], [row({ month: '2025-05' }), row({ month: '2025-01', fact: 'delivered' })]);
    const keys = deltas.map((d) => JSON.stringify([d.fact, d.dimKind, d.month, d.dimValue]));
    expect(keys).toEqual([...keys].sort());
  });
});
