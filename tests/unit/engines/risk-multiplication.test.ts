/** Multiplication method (brief §1.9 [R]): L = √(T×V), F = √(Ia×Va), R = L × F, round half up. */
import { describe, expect, it } from 'vitest';
import {
  computeLinkRisk,
  computeLinkRiskBothMethods,
  DEFAULT_RISK_CONFIG,
  DEFAULT_RISK_CONFIG_DATA,
  defineRiskConfig,
  roundHalfUp,
  type Level,
  type RoundingMode,
} from '../../../domain/engines/risk';

const multiply = (overrides: { rounding?: RoundingMode; roundFactors?: boolean } = {}, riskBands = null as null | { min: number; max: number }[]) =>
  defineRiskConfig({
    id: 'mult',
    version: '1',
    method: 'multiplication',
    multiplication: { ...DEFAULT_RISK_CONFIG_DATA.multiplication, ...overrides, riskBands },
  });
const config = multiply();

describe('worked examples (default: factors rounded half up, then multiplied)', () => {
  it.each([
    // threat, vuln, asset, severity → L, F, R, level
    [1, 1, 1, 1, 1, 1, 1, 1],
    [2, 3, 3, 4, 2, 3, 6, 1], // √6 = 2.45 → 2, √12 = 3.46 → 3
    [3, 4, 4, 4, 3, 4, 12, 2], // √12 → 3, √16 = 4
    [4, 5, 5, 4, 4, 4, 16, 3], // √20 = 4.47 → 4
    [3, 5, 5, 5, 4, 5, 20, 4], // √15 = 3.87 → 4
    [5, 5, 5, 5, 5, 5, 25, 5],
    [2, 2, 3, 3, 2, 3, 6, 1],
    [4, 4, 4, 5, 4, 4, 16, 3], // √20 → 4
  ] as const)('T%i V%i A%i S%i → L %i, F %i, R %i (level %i)', (t, v, a, s, l, f, r, level) => {
    const result = computeLinkRisk(config, { threatValue: t, severity: s, exploitability: v, assetValue: a });
    expect(result.method).toBe('multiplication');
    expect([result.likelihood.value, result.loss.value, result.risk.value, result.risk.level]).toEqual([l, f, r, level]);
    expect(result.likelihood.level).toBe(l);
    expect(result.loss.level).toBe(f);
  });

  it('explains the formulas in Chinese', () => {
    const r = computeLinkRisk(config, { assetValue: 4, threatValue: 3, severity: 4 });
    expect(r.explanation.formulas.map((f) => [f.expression, f.value])).toEqual([
      ['√(3×4)', 3],
      ['√(4×4)', 4],
      ['3×4', 12],
    ]);
    expect(r.explanation.lines).toEqual([
      '计算方法：相乘法（配置 mult，版本 1）',
      '输入：资产价值 4（高），威胁值 3（中），脆弱性严重程度 4（高）',
      '安全事件可能性：√(威胁值 3 × 脆弱性严重程度 4) = 3.46，取 3，可能性等级 3',
      '安全事件损失：√(资产价值 4 × 脆弱性严重程度 4) = 4，损失等级 4',
      '风险值：3×4 = 12，落在区间 7–12，风险等级 2（低）',
    ]);
  });
});

describe('rounding options', () => {
  const factors = { assetValue: 4, threatValue: 3, severity: 4 } as const; // √12 × √16
  it.each([
    ['halfUp', true, 12, 2],
    ['up', true, 16, 3], // √12 → 4
    ['down', true, 12, 2],
    ['halfUp', false, 14, 3], // 3.464 × 4 = 13.86 → 14
    ['down', false, 13, 3],
    ['up', false, 14, 3],
  ] as const)('%s, roundFactors=%s → R %i (level %i)', (rounding, roundFactors, value, level) => {
    const r = computeLinkRisk(multiply({ rounding, roundFactors }), factors);
    expect([r.risk.value, r.risk.level]).toEqual([value, level]);
  });

  it('rounds half up, including ties that floating point puts just below .5', () => {
    expect([0.5, 1.5, 2.5, 3.5, 4.49, 4.5].map(roundHalfUp)).toEqual([1, 2, 3, 4, 4, 5]);
    expect(roundHalfUp(2.4999999999999996)).toBe(3);
    expect(roundHalfUp(2.4999)).toBe(2);
  });

  it('uses its own risk bands when configured', () => {
    const r = computeLinkRisk(
      multiply(
        {},
        [1, 6, 11, 16, 21].map((min, i) => ({ min, max: [5, 10, 15, 20, 25][i] })),
      ),
      {
        assetValue: 4,
        threatValue: 3,
        severity: 4,
      },
    );
    expect([r.risk.value, r.risk.level]).toEqual([12, 3]);
    expect(r.explanation.bands[0]).toEqual({ scale: 'risk', value: 12, min: 11, max: 15, level: 3 });
  });
});

describe('measures and the method switch', () => {
  it('takes whole levels off L and F before multiplying', () => {
    const max = { assetValue: 5, threatValue: 5, severity: 5 } as const;
    const prevent = computeLinkRisk(config, { ...max, controls: [{ type: 'preventive', effectiveness: 'effective' }] });
    expect([prevent.likelihood.level, prevent.loss.level, prevent.risk.value, prevent.risk.level]).toEqual([4, 5, 20, 4]);
    const both = computeLinkRisk(config, {
      ...max,
      controls: [
        { type: 'preventive', effectiveness: 'effective' },
        { type: 'protective', effectiveness: 'effective' },
      ],
    });
    expect(both.risk.value).toBe(16);
  });

  it('computes both methods side by side and honours an explicit method', () => {
    const both = computeLinkRiskBothMethods(DEFAULT_RISK_CONFIG, { assetValue: 4, threatValue: 3, severity: 4 });
    expect([both.matrix.method, both.matrix.risk.value]).toEqual(['matrix', 17]); // RM[3][4]
    expect([both.multiplication.method, both.multiplication.risk.value]).toEqual(['multiplication', 12]);
    expect(computeLinkRisk(config, { assetValue: 4, threatValue: 3, severity: 4 }, 'matrix').risk.value).toBe(17);
    expect(() => computeLinkRisk(config, { assetValue: 4, threatValue: 3, severity: 4 }, 'guess' as 'matrix')).toThrow(
      '计算方法（method）须为 matrix/multiplication 之一，实际为 "guess"',
    );
  });

  it('keeps every risk value in 1..25 for all 625 input combinations', () => {
    for (const roundFactors of [true, false]) {
      const c = multiply({ roundFactors });
      for (let t = 1; t <= 5; t++)
        for (let v = 1; v <= 5; v++)
          for (let a = 1; a <= 5; a++)
            for (let s = 1; s <= 5; s++) {
              const r = computeLinkRisk(c, { threatValue: t as Level, exploitability: v as Level, assetValue: a as Level, severity: s as Level });
              expect(Number.isInteger(r.risk.value) && r.risk.value >= 1 && r.risk.value <= 25).toBe(true);
            }
    }
  });
});
