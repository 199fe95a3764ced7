/** Aggregation (brief §1.9 business risk options) and evaluation (brief §1.10). */
import { describe, expect, it } from 'vitest';
import {
  aggregateRisks,
  applyBusinessImportance,
  DEFAULT_RISK_CONFIG as C,
  DEFAULT_RISK_CONFIG_DATA as D,
  defineRiskConfig,
  evaluateAcceptance,
  rankRisks,
  riskDistribution,
  type Level,
  type RiskItem,
} from '../../../domain/engines/risk';

const item = (id: string, value: number, level: Level, weight?: number): RiskItem => ({ id, value, level, weight });
const items = [item('S1', 20, 4, 5), item('S2', 8, 2, 1), item('S3', 21, 4, 2), item('S4', 13, 3, 2)];

describe('aggregateRisks', () => {
  it('takes the maximum by default and names the driver', () => {
    const r = aggregateRisks(C, items)!;
    expect(r).toMatchObject({ rule: 'max', count: 4, value: 21, level: 4, text: 'gao', drivers: ['S3'], escalated: false });
    expect(r.config).toEqual({ id: 'gbt20984-default', version: '1.0.0' });
    expect(r.lines).toEqual(['业务风险：取 4 项风险的最大值，风险值 21（S3），风险等级 4（高）']);
  });

  it('computes the importance-weighted mean Σ(r×w)/Σw and bands it', () => {
    // (20×5 + 8×1 + 21×2 + 13×2) / 10 = 176 / 10 = 17.6 → 18 → level 3
    const r = aggregateRisks(C, items, { method: 'weightedMean' })!;
    expect([r.value, r.level, r.drivers]).toEqual([18, 3, []]);
    expect(r.lines[0]).toBe(
      '业务风险：4 项风险按权重加权平均 Σ(风险值×权重)/Σ权重 = 176/10 = 17.60，四舍五入得 18，落在区间 13–18，风险等级 3（中等）',
    );
    expect(aggregateRisks(C, [item('a', 6, 1), item('b', 7, 2)], { method: 'weightedMean' })!.value).toBe(7); // 6.5 → 7, weight 1
  });

  it.each([
    [2, 4, true, 5], // two risks at level ≥ 4 → 4 + 1
    [3, 4, false, 4], // only two reach level 4
    [3, 3, true, 5], // three reach level 3
  ] as const)('max+1 with k=%i, minLevel=%i → escalated %s, level %i', (count, minLevel, escalated, level) => {
    const r = aggregateRisks(C, items, { method: 'maxPlusOne', count, minLevel })!;
    expect([r.value, r.level, r.escalated]).toEqual([21, level, escalated]);
    expect(r.lines[1]).toContain(escalated ? '等级上调一级：4 → 5（很高）' : '不上调');
  });

  it('does not escalate past level 5', () => {
    const r = aggregateRisks(C, [item('a', 25, 5), item('b', 24, 5)], { method: 'maxPlusOne', count: 1, minLevel: 4 })!;
    expect([r.level, r.escalated, r.highCount]).toEqual([5, false, 2]);
  });

  it('returns null when there is nothing to aggregate', () => {
    expect(aggregateRisks(C, [])).toBeNull();
  });

  it('applies the optional business-importance matrix (brief §1.9 [I])', () => {
    const bim = [1, 2, 3, 4, 5].map((l) => [1, 2, 3, 4, 5].map((imp) => Math.min(5, Math.max(1, l + (imp >= 5 ? 1 : imp <= 1 ? -1 : 0)))));
    const c = defineRiskConfig({ ...D, id: 'bim', aggregation: { ...D.aggregation, businessImportanceMatrix: bim } });
    const base = aggregateRisks(c, items)!;
    expect(applyBusinessImportance(c, base, 5)).toMatchObject({ level: 5, importanceAdjustment: { importance: 5, from: 4, to: 5 } });
    expect(applyBusinessImportance(c, base, 1).level).toBe(3);
    expect(applyBusinessImportance(c, base, 3).level).toBe(4);
    expect(applyBusinessImportance(C, base, 5)).toBe(base); // no matrix configured
  });
});

describe('evaluateAcceptance (brief §1.10 [I])', () => {
  it.each([
    [1, 'acceptable'],
    [2, 'acceptable'],
    [3, 'conditional'],
    [4, 'mustTreat'],
    [5, 'mustTreat'],
  ] as const)('default: level %i → %s', (level, decision) => {
    expect(evaluateAcceptance(C, level)).toBe(decision);
  });

  it('follows configured thresholds', () => {
    const strict = defineRiskConfig({ id: 'strict', version: '1', acceptance: { acceptableMaxLevel: 1, conditionalMaxLevel: 1 } });
    expect([1, 2, 3].map((l) => evaluateAcceptance(strict, l as Level))).toEqual(['acceptable', 'mustTreat', 'mustTreat']);
    const lenient = defineRiskConfig({ id: 'lenient', version: '1', acceptance: { acceptableMaxLevel: 3, conditionalMaxLevel: 4 } });
    expect([3, 4, 5].map((l) => evaluateAcceptance(lenient, l as Level))).toEqual(['acceptable', 'conditional', 'mustTreat']);
  });

  it('refuses a level out of range', () => {
    expect(() => evaluateAcceptance(C, 6 as Level)).toThrow('风险等级须为 1–5 的整数，实际为 6');
  });
});

describe('rankRisks and riskDistribution (brief §1.10 report helpers)', () => {
  const risks = [
    { id: 'r-b', group: 'x', risk: { value: 20, level: 4 as Level }, likelihood: { level: 4 as Level }, loss: { level: 4 as Level } },
    { id: 'r-a', group: 'y', risk: { value: 20, level: 4 as Level }, likelihood: { level: 4 as Level }, loss: { level: 4 as Level } },
    { id: 'r-c', group: 'x', risk: { value: 23, level: 4 as Level }, likelihood: { level: 5 as Level }, loss: { level: 3 as Level } },
    { id: 'r-d', group: 'y', risk: { value: 9, level: 2 as Level }, likelihood: { level: 1 as Level }, loss: { level: 3 as Level } },
    { id: 'r-e', group: 'y', risk: { value: 20, level: 4 as Level }, likelihood: { level: 5 as Level }, loss: { level: 3 as Level } },
    { id: 'r-gone', group: 'x', risk: null },
  ];

  it('orders by level, value, likelihood, loss, then id, and leaves out eliminated risks', () => {
    expect(rankRisks(risks).map((r) => [r.rank, r.id])).toEqual([
      [1, 'r-c'],
      [2, 'r-e'],
      [3, 'r-a'],
      [4, 'r-b'],
      [5, 'r-d'],
    ]);
  });

  it('counts per level 5..1 overall and per group', () => {
    const d = riskDistribution(risks, (r) => r.group);
    expect(d.total).toBe(5);
    expect(d.rows.map((r) => [r.level, r.text, r.label, r.count])).toEqual([
      [5, 'hengao', '很高', 0],
      [4, 'gao', '高', 4],
      [3, 'zhongdeng', '中等', 0],
      [2, 'di', '低', 1],
      [1, 'hendi', '很低', 0],
    ]);
    expect(d.rows[1].share).toBeCloseTo(0.8);
    expect(d.groups.map((g) => [g.key, g.total, g.rows.map((r) => r.count)])).toEqual([
      ['x', 2, [0, 2, 0, 0, 0]],
      ['y', 3, [0, 2, 0, 1, 0]],
    ]);
    expect(riskDistribution([]).rows.every((r) => r.count === 0 && r.share === 0)).toBe(true);
  });
});
