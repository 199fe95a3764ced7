import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mlpsControlPointsFor } from '../../../domain/catalogues';
import {
  defineMlpsGapConfig,
  MlpsConclusion,
  MLPS_GAP_DEFAULT_CONFIG,
  scoreMlpsGap,
  type MlpsGapInput,
  type MlpsGapItem,
} from '../../../domain/engines/gap';
import { thrown } from './support';

type Item = MlpsGapItem;
const LEVEL3 = mlpsControlPointsFor(3).map((p) => p.id);

/** Items on distinct level-3 control points, ids i0, i1 … */
const items = (...specs: Omit<Item, 'id' | 'controlPointId'>[]): Item[] =>
  specs.map((s, i) => ({ id: `i${i}`, controlPointId: LEVEL3[i % LEVEL3.length], ...s }));
const score = (input: Item[], config = MLPS_GAP_DEFAULT_CONFIG) => scoreMlpsGap({ level: 3, items: input }, config);

/** A config whose graded 部分符合 scores let one item hit any band edge exactly. */
const EDGES = defineMlpsGapConfig({
  ...MLPS_GAP_DEFAULT_CONFIG,
  id: 'test-edges',
  version: '7',
  partialGrades: [0.9, 0.8999, 0.8, 0.7999, 0.7, 0.6999],
});

/** Deterministic Fisher–Yates shuffle driven by a small LCG. */
function shuffle<T>(xs: T[], seed: number): T[] {
  const out = [...xs];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('MLPS conclusion: bands and the high-risk rule (brief §2.4)', () => {
  it.each([
    // partial grade → score, risk of that item, conclusion
    [0.9, undefined, 90, '优'],
    [0.8999, undefined, 89.99, '良'],
    [0.9, 'low', 90, '优'],
    [0.9, 'medium', 90, '良'],
    [0.9, 'high', 90, '差'],
    [0.8, undefined, 80, '良'],
    [0.7999, undefined, 79.99, '中'],
    [0.8, 'medium', 80, '良'],
    [0.8, 'high', 80, '差'],
    [0.7, undefined, 70, '中'],
    [0.7, 'medium', 70, '中'],
    [0.7, 'high', 70, '差'],
    [0.6999, undefined, 69.99, '差'],
  ] as const)('grade %s with %s risk → %s, %s', (grade, risk, expectedScore, conclusion) => {
    const r = score(items({ result: 'partial', partialScore: grade, ...(risk && { issueRisk: risk }) }), EDGES);
    expect(r.score).toBe(expectedScore);
    expect(MlpsConclusion.label(r.conclusion)).toBe(conclusion);
  });

  it('a single high-risk issue makes an otherwise excellent assessment 差', () => {
    const many = items(...Array(199).fill({ result: 'conform' }), { result: 'nonconform', issueRisk: 'high' });
    const r = score(many);
    expect(r.score).toBe(99.5);
    expect(r.issues).toEqual({ high: 1, medium: 0, low: 0 });
    expect(r.conclusion).toBe('poor');
  });

  it('a medium-risk issue caps the conclusion at 良, a low-risk one does not', () => {
    const base = Array(99).fill({ result: 'conform' });
    expect(score(items(...base, { result: 'nonconform', issueRisk: 'medium' })).conclusion).toBe('good');
    expect(score(items(...base, { result: 'nonconform', issueRisk: 'low' })).conclusion).toBe('excellent');
  });

  it('a band edge reached through float arithmetic still counts (9 of 10 一般 items conform)', () => {
    const r = score(items(...Array(9).fill({ result: 'conform' }), { result: 'nonconform', issueRisk: 'low' }));
    expect(r.score).toBe(90);
    expect(r.conclusion).toBe('excellent');
  });
});

describe('MLPS weighted scores', () => {
  it.each([
    [
      '关键 符合 + 一般 不符合',
      [
        { importance: 'key', result: 'conform' },
        { importance: 'general', result: 'nonconform', issueRisk: 'low' },
      ],
      83.33,
    ],
    [
      '关键 不符合 + 一般 符合',
      [
        { importance: 'key', result: 'nonconform', issueRisk: 'low' },
        { importance: 'general', result: 'conform' },
      ],
      16.67,
    ],
    [
      '重要 部分符合 + 一般 符合',
      [
        { importance: 'important', result: 'partial' },
        { importance: 'general', result: 'conform' },
      ],
      64.29,
    ],
    [
      '三类各一, 全部符合',
      [
        { importance: 'key', result: 'conform' },
        { importance: 'important', result: 'conform' },
        { importance: 'general', result: 'conform' },
      ],
      100,
    ],
    ['未标重要性 = 一般 (等权)', [{ result: 'conform' }, { result: 'nonconform', issueRisk: 'low' }], 50],
    ['部分符合 分级 0.25', [{ result: 'partial', partialScore: 0.25 }], 25],
  ] as const)('%s → %s', (_, specs, expected) => {
    expect(score(items(...(specs as unknown as Item[]))).score).toBe(expected);
  });

  it('不适用 items are left out of numerator and denominator', () => {
    const without = score(items({ result: 'conform' }, { result: 'partial' }));
    const withNa = score(items({ result: 'conform' }, { result: 'partial' }, { result: 'na', importance: 'key' }, { result: 'na' }));
    expect(without.score).toBe(75);
    expect(withNa.score).toBe(75);
    expect(withNa.counts).toEqual({ conform: 1, partial: 1, nonconform: 0, na: 2, total: 4 });
    expect(withNa.items.filter((i) => i.result === 'na').every((i) => i.score === null && i.gapLevel === null)).toBe(true);
  });

  it('a control point whose items are all 不适用 has no score and is left out of its category mean', () => {
    const r = scoreMlpsGap({
      level: 3,
      items: [
        { id: 'a', controlPointId: 'PE-01', result: 'conform' },
        { id: 'b', controlPointId: 'PE-02', result: 'na' },
        { id: 'c', controlPointId: 'PE-03', result: 'partial' },
      ],
    });
    expect(r.controlPoints.map((p) => [p.id, p.score])).toEqual([
      ['PE-01', 100],
      ['PE-02', null],
      ['PE-03', 50],
    ]);
    expect(r.categories).toMatchObject([{ key: 'PE', name: '安全物理环境', score: 75, controlPoints: 3 }]);
  });

  it('category score is the mean of control points by default, the weighted ratio when configured', () => {
    const input: MlpsGapInput = {
      level: 3,
      items: [
        { id: 'a', controlPointId: 'CE-01', result: 'conform', importance: 'key' },
        { id: 'b', controlPointId: 'CE-01', result: 'conform', importance: 'key' },
        { id: 'c', controlPointId: 'CE-01', result: 'conform', importance: 'key' },
        { id: 'd', controlPointId: 'CE-02', result: 'nonconform', issueRisk: 'low', importance: 'general' },
        { id: 'e', controlPointId: 'PS-01', result: 'partial' },
      ],
    };
    const mean = scoreMlpsGap(input);
    expect(mean.categories.map((c) => [c.key, c.score])).toEqual([
      ['CE', 50],
      ['PS', 50],
    ]);
    // overall over items: (3·1 + 0.2·0.5) / (3 + 0.2 + 0.2)
    expect(mean.score).toBe(91.18);
    const weighted = scoreMlpsGap(input, defineMlpsGapConfig({ ...MLPS_GAP_DEFAULT_CONFIG, id: 'w', categoryAggregation: 'weighted' }));
    expect(weighted.categories[0].score).toBe(93.75);
    const byCategory = scoreMlpsGap(input, defineMlpsGapConfig({ ...MLPS_GAP_DEFAULT_CONFIG, id: 'c', overallAggregation: 'categoryMean' }));
    expect(byCategory.score).toBe(50);
  });

  it('deductions per unresolved issue are configurable and capped', () => {
    const config = defineMlpsGapConfig({ ...MLPS_GAP_DEFAULT_CONFIG, id: 'ded', deductions: { high: 10, medium: 3, low: 1, max: 12 } });
    const r = score(
      items(...Array(8).fill({ result: 'conform' }), { result: 'nonconform', issueRisk: 'medium' }, { result: 'partial', issueRisk: 'low' }),
      config,
    );
    expect(r.rawScore).toBe(85);
    expect(r.deduction).toBe(4);
    expect(r.score).toBe(81);
    const capped = score(
      items({ result: 'conform' }, { result: 'nonconform', issueRisk: 'high' }, { result: 'nonconform', issueRisk: 'high' }),
      config,
    );
    expect(capped.deduction).toBe(12);
    expect(capped.score).toBe(21.33);
  });
});

describe('MLPS gap levels and ranking', () => {
  it.each([
    ['conform', undefined, 1],
    ['partial', undefined, 2],
    ['partial', 'low', 3],
    ['nonconform', 'low', 3],
    ['nonconform', 'medium', 4],
    ['nonconform', 'high', 5],
    ['na', undefined, null],
  ] as const)('%s with %s risk → gap level %s', (result, risk, level) => {
    const r = score(items({ result, ...(risk && { issueRisk: risk }) }, { result: 'conform' }));
    expect(r.items[0].gapLevel).toBe(level);
  });

  it('ranks gaps by level, then weight, then score, then catalogue order, then input order', () => {
    const input: Item[] = [
      { id: 'late-twin', controlPointId: 'OM-01', result: 'partial' },
      { id: 'low-general', controlPointId: 'PE-02', result: 'nonconform', issueRisk: 'low' },
      { id: 'ok', controlPointId: 'PE-03', result: 'conform' },
      { id: 'high', controlPointId: 'OM-02', result: 'nonconform', issueRisk: 'high', importance: 'general' },
      { id: 'low-key', controlPointId: 'OM-03', result: 'nonconform', issueRisk: 'low', importance: 'key' },
      { id: 'partial-quarter', controlPointId: 'OM-04', result: 'partial', partialScore: 0.25 },
      { id: 'early', controlPointId: 'PE-01', result: 'partial' },
      { id: 'twin', controlPointId: 'OM-01', result: 'partial' },
      { id: 'na', controlPointId: 'OM-05', result: 'na' },
    ];
    const r = scoreMlpsGap({ level: 3, items: input });
    expect(r.gaps.map((g) => g.itemId)).toEqual(['high', 'low-key', 'low-general', 'partial-quarter', 'early', 'late-twin', 'twin']);
    expect(r.gaps.map((g) => g.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(r.gaps[0]).toMatchObject({ controlPointName: '资产管理', categoryName: '安全运维管理', gapLevel: 5, issueRisk: 'high' });
  });

  it('gives a radar series per category with an applicable item, in catalogue order', () => {
    const r = scoreMlpsGap({
      level: 3,
      items: [
        { id: 'a', controlPointId: 'OM-01', result: 'conform' },
        { id: 'b', controlPointId: 'PE-01', result: 'partial' },
        { id: 'c', controlPointId: 'CN-01', result: 'na' },
      ],
    });
    expect(r.radar).toEqual([
      { key: 'PE', name: '安全物理环境', score: 50 },
      { key: 'OM', name: '安全运维管理', score: 100 },
    ]);
  });

  it('records the config, the level, extension points in scope and the unassessed points', () => {
    const r = scoreMlpsGap(
      { level: '2', extensions: ['cloud'], items: [{ id: 'a', controlPointId: 'CLD-PE-01', result: 'conform' }] },
      MLPS_GAP_DEFAULT_CONFIG,
    );
    expect(r.config).toEqual({ id: 'gov-gap-default', version: '1.0.0' });
    expect(r.level).toBe(2);
    expect(r.unassessedControlPoints).toHaveLength(mlpsControlPointsFor(2, ['cloud']).length - 1);
    expect(r.unassessedControlPoints).not.toContain('CLD-PE-01');
    expect(score(items({ result: 'conform' }), EDGES).config).toEqual({ id: 'test-edges', version: '7' });
  });
});

describe('MLPS input validation (Chinese, per field)', () => {
  it.each([
    [
      'unknown control point',
      { level: 3, items: [{ id: 'a', controlPointId: 'XX-99', result: 'conform' }] },
      'items[0].controlPointId：未知的控制点“XX-99”',
    ],
    [
      'point not at this level',
      { level: 1, items: [{ id: 'a', controlPointId: 'MC-01', result: 'conform' }] },
      'items[0].controlPointId：控制点“系统管理”(MC-01) 不适用于第一级',
    ],
    [
      'extension not declared',
      { level: 3, items: [{ id: 'a', controlPointId: 'CLD-PE-01', result: 'conform' }] },
      'items[0].controlPointId：控制点“基础设施位置”(CLD-PE-01) 属于云计算安全扩展要求，但 extensions 未包含 cloud',
    ],
    [
      '不符合 without risk',
      { level: 3, items: [{ id: 'a', controlPointId: 'PE-01', result: 'nonconform' }] },
      'items[0].issueRisk：“不符合”的测评项必须给出问题风险等级（高/中/低）',
    ],
    [
      '符合 with risk',
      { level: 3, items: [{ id: 'a', controlPointId: 'PE-01', result: 'conform', issueRisk: 'low' }] },
      'items[0].issueRisk：“符合”的测评项不能有问题风险等级',
    ],
    [
      'graded score on 符合',
      { level: 3, items: [{ id: 'a', controlPointId: 'PE-01', result: 'conform', partialScore: 0.5 }] },
      'items[0].partialScore：仅“部分符合”的测评项可填写分级得分',
    ],
    [
      'ungraded partial score',
      { level: 3, items: [{ id: 'a', controlPointId: 'PE-01', result: 'partial', partialScore: 0.6 }] },
      'items[0].partialScore：必须是 0.25、0.5、0.75 之一',
    ],
    [
      'duplicate id',
      {
        level: 3,
        items: [
          { id: 'a', controlPointId: 'PE-01', result: 'conform' },
          { id: 'a', controlPointId: 'PE-02', result: 'conform' },
        ],
      },
      'items[1].id：测评项编号“a”与 items[0] 重复',
    ],
    ['only 不适用', { level: 3, items: [{ id: 'a', controlPointId: 'PE-01', result: 'na' }] }, 'items：至少需要一个不是“不适用”的测评项'],
    [
      'unknown result',
      { level: 3, items: [{ id: 'a', controlPointId: 'PE-01', result: 'ok' }] },
      'items[0].result：取值无效，可选值："conform"、"partial"、"nonconform"、"na"',
    ],
    [
      'level 5',
      { level: 5, items: [{ id: 'a', controlPointId: 'PE-01', result: 'conform' }] },
      'level：保护等级必须是 1–4（数字，或字符串 "1"–"4"）',
    ],
    ['no items', { level: 3, items: [] }, 'items：至少需要 1 项'],
  ])('%s', (_, input, message) => {
    const error = thrown(() => scoreMlpsGap(input as MlpsGapInput));
    expect(error.message).toBe(message);
  });

  it('lists every problem at once', () => {
    const error = thrown(() =>
      scoreMlpsGap({
        level: 3,
        items: [
          { id: 'a', controlPointId: 'XX', result: 'nonconform' },
          { id: 'a', controlPointId: 'PE-01', result: 'na', issueRisk: 'low' },
        ],
      }),
    );
    expect(error.issues).toHaveLength(4);
  });
});

describe('MLPS properties', () => {
  const RESULTS = ['nonconform', 'partial', 'conform'] as const;
  const arbItem = fc.record({
    result: fc.constantFrom('conform', 'partial', 'nonconform', 'na'),
    importance: fc.constantFrom('key', 'important', 'general'),
    risk: fc.constantFrom('low', 'medium', 'high'),
    point: fc.nat({ max: LEVEL3.length - 1 }),
  });
  const toItems = (specs: { result: string; importance: string; risk: string; point: number }[]): Item[] =>
    specs.map((s, i) => ({
      id: `i${i}`,
      controlPointId: LEVEL3[s.point],
      result: s.result as Item['result'],
      importance: s.importance as Item['importance'],
      ...(s.result === 'nonconform' && { issueRisk: s.risk as Item['issueRisk'] }),
    }));
  const arbAssessment = fc.array(arbItem, { minLength: 1, maxLength: 40 }).filter((specs) => specs.some((s) => s.result !== 'na'));
  const CONCLUSION_RANK = { excellent: 3, good: 2, fair: 1, poor: 0 } as const;

  it('improving one item never lowers the score, a category score or the conclusion', () => {
    fc.assert(
      fc.property(arbAssessment, fc.nat(), (specs, pick) => {
        const candidates = specs.map((s, i) => [s, i] as const).filter(([s]) => s.result === 'nonconform' || s.result === 'partial');
        fc.pre(candidates.length > 0);
        const [spec, index] = candidates[pick % candidates.length];
        const better = [...specs];
        better[index] = { ...spec, result: RESULTS[RESULTS.indexOf(spec.result as (typeof RESULTS)[number]) + 1] };
        const before = score(toItems(specs));
        const after = score(toItems(better));
        expect(after.score).toBeGreaterThanOrEqual(before.score);
        expect(CONCLUSION_RANK[after.conclusion]).toBeGreaterThanOrEqual(CONCLUSION_RANK[before.conclusion]);
        for (const cat of after.categories) {
          const old = before.categories.find((c) => c.key === cat.key)!;
          if (old.score !== null) expect(cat.score!).toBeGreaterThanOrEqual(old.score);
        }
      }),
    );
  });

  it('scores stay in 0..100, ignore item order and ignore added 不适用 items', () => {
    fc.assert(
      fc.property(arbAssessment, fc.integer(), (specs, seed) => {
        const base = score(toItems(specs));
        expect(base.score).toBeGreaterThanOrEqual(0);
        expect(base.score).toBeLessThanOrEqual(100);
        const shuffled = shuffle(toItems(specs), seed);
        expect(score(shuffled).score).toBe(base.score);
        const withNa = [...toItems(specs), { id: 'extra-na', controlPointId: LEVEL3[0], result: 'na' as const }];
        expect(score(withNa).score).toBe(base.score);
      }),
    );
  });

  it('gaps are exactly the partial and non-conforming items, sorted by non-increasing gap level', () => {
    fc.assert(
      fc.property(arbAssessment, (specs) => {
        const r = score(toItems(specs));
        expect(r.gaps).toHaveLength(specs.filter((s) => s.result === 'partial' || s.result === 'nonconform').length);
        r.gaps.forEach((g, i) => i > 0 && expect(g.gapLevel).toBeLessThanOrEqual(r.gaps[i - 1].gapLevel));
      }),
    );
  });
});
