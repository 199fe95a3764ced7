/** Ratings that feed the calculation: business importance, CIA values, system value, threat value. */
import { describe, expect, it } from 'vitest';
import {
  adjustBusinessImportance,
  ciaValue,
  DEFAULT_RISK_CONFIG as C,
  DEFAULT_RISK_CONFIG_DATA as D,
  defineRiskConfig,
  systemAssetValue,
  threatValue,
  unitAssetValue,
  type Level,
} from '../../../domain/engines/risk';

const withRules = (patch: Partial<typeof D>) => defineRiskConfig({ ...D, id: 'rules', version: '1', ...patch });

describe('business importance adjustment (brief §1.3, App. D Table D.1 [I])', () => {
  it.each([
    [3, [5], 4], // the brief's example
    [1, [5], 3],
    [4, [5], 5], // ⌈4.5⌉
    [2, [3], 3], // ⌈2.5⌉
    [3, [3], 3], // not higher: unchanged
    [4, [2], 4],
    [2, [3, 5, 1], 4], // the most important related business counts
    [3, [], 3],
  ] as const)('own %i with closely associated %j → %i', (own, related, expected) => {
    const r = adjustBusinessImportance(C, own, related as readonly Level[]);
    expect(r.raw).toBe(own);
    expect(r.adjusted).toBe(expected);
    expect(r.config).toEqual({ id: 'gbt20984-default', version: '1.0.0' });
  });

  it('explains the adjustment', () => {
    expect(adjustBusinessImportance(C, 3, [5]).lines).toEqual([
      '业务重要性：本业务 3（中），与重要性为 5（很高）的业务紧密关联，按中值规则 ⌈(3+5)/2⌉，调整为 4（高）',
    ]);
  });

  it('follows a configured table, or no adjustment at all', () => {
    const table = [1, 2, 3, 4, 5].map((own) => [1, 2, 3, 4, 5].map((rel) => Math.max(own, rel)));
    expect(adjustBusinessImportance(withRules({ importanceAdjustment: { method: 'table', table } }), 2, [5]).adjusted).toBe(5);
    expect(adjustBusinessImportance(withRules({ importanceAdjustment: { method: 'none' } }), 2, [5]).adjusted).toBe(2);
  });

  it('refuses out-of-range importance', () => {
    expect(() => adjustBusinessImportance(C, 0 as Level)).toThrow('业务重要性须为 1–5 的整数，实际为 0');
  });
});

describe('CIA → value (brief §1.4 step 1)', () => {
  const exp = withRules({ valueRule: { ...D.valueRule, cia: { method: 'exponentialMean' } } });
  const weighted = withRules({
    valueRule: { ...D.valueRule, cia: { method: 'weightedMean', weights: { confidentiality: 2, integrity: 1, availability: 1 } } },
  });
  it.each([
    // C, I, A, max, exponential mean, weighted 2:1:1
    [5, 1, 1, 5, 4, 3], // log2(36/3)=3.58 → 4; (10+1+1)/4 = 3
    [3, 3, 3, 3, 3, 3],
    [4, 2, 2, 4, 3, 3], // log2(24/3)=3; (8+2+2)/4 = 3
    [1, 2, 3, 3, 2, 2], // log2(14/3)=2.22 → 2; (2+2+3)/4 = 1.75 → 2
    [2, 5, 5, 5, 5, 4], // log2(68/3)=4.50 → 5 (4.502); (4+5+5)/4 = 3.5 → 4
  ] as const)('C%i I%i A%i → max %i, exponential mean %i, weighted %i', (c, i, a, max, expMean, w) => {
    const cia = { confidentiality: c, integrity: i, availability: a } as const;
    expect(ciaValue(C, cia).value).toBe(max);
    expect(ciaValue(exp, cia).value).toBe(expMean);
    expect(ciaValue(weighted, cia).value).toBe(w);
  });
});

describe('system asset value (brief §1.4 steps 2–3 [I])', () => {
  it.each([
    // C, I, A, carryLevel, systemRelated, importance → value
    [4, 4, 3, 4, 3, 4, 4],
    [5, 3, 3, 3, undefined, 3, 4], // (5+3+3)/3 = 3.67
    [2, 2, 2, 3, 5, 1, 3], // carry = max(3,5) = 5; (2+5+1)/3 = 2.67
    [1, 1, 1, 1, 1, 2, 1], // 1.33
    [5, 5, 5, 5, 5, 5, 5],
  ] as const)('C%i I%i A%i carry %s/%s importance %i → %i', (c, i, a, carryLevel, systemRelated, imp, expected) => {
    const r = systemAssetValue(C, { confidentiality: c, integrity: i, availability: a, carryLevel, systemRelated, businessImportance: imp });
    expect(r.value).toBe(expected);
  });

  it('explains the CIA rule, the carrying and the value', () => {
    const r = systemAssetValue(C, { confidentiality: 5, integrity: 3, availability: 3, carryLevel: 3, systemRelated: 2, businessImportance: 3 });
    expect(r).toMatchObject({ cia: 5, carry: 3, businessImportance: 3, value: 4 });
    expect(r.lines).toEqual([
      'CIA 赋值：保密性 5、完整性 3、可用性 3，max(5, 3, 3) = 5',
      '业务承载性：业务关联程度 3、资产关联程度 2，按最大值取 3',
      '系统资产价值：CIA 5、承载性 3、业务重要性 3，(1×5+1×3+1×3)/3 = 3.67，得 4（高）',
    ]);
  });

  it('supports mean carrying, max and CIA-only value rules, and rounds ties up', () => {
    const input = { confidentiality: 3, integrity: 3, availability: 3, carryLevel: 4, systemRelated: 1, businessImportance: 2 } as const;
    expect(systemAssetValue(withRules({ valueRule: { ...D.valueRule, carry: 'mean' } }), input).carry).toBe(3); // 2.5 → 3
    expect(systemAssetValue(withRules({ valueRule: { ...D.valueRule, system: { method: 'max' } } }), input).value).toBe(4);
    expect(systemAssetValue(withRules({ valueRule: { ...D.valueRule, system: { method: 'ciaOnly' } } }), input).value).toBe(3);
    const tie = withRules({ valueRule: { ...D.valueRule, system: { method: 'weightedMean', weights: { cia: 1, carry: 0, importance: 1 } } } });
    expect(systemAssetValue(tie, { ...input, businessImportance: 4 }).value).toBe(4); // (3+4)/2 = 3.5 → 4
  });

  it('refuses out-of-range inputs naming each field', () => {
    expect(() =>
      systemAssetValue(C, { confidentiality: 6 as Level, integrity: 3, availability: 3, carryLevel: 3, businessImportance: 0 as Level }),
    ).toThrow('保密性须为 1–5 的整数，实际为 6');
  });
});

describe('unit asset value (brief §1.5)', () => {
  it('comes from C/I/A with the configured rule', () => {
    const r = unitAssetValue(C, { confidentiality: 2, integrity: 4, availability: 3 });
    expect(r.value).toBe(4);
    expect(r.lines).toEqual(['CIA 赋值：保密性 2、完整性 4、可用性 3，max(2, 4, 3) = 4', '资产价值 4（高）']);
  });
});

describe('threat value (brief §1.6 [I])', () => {
  it.each([
    [4, 3, 'normal', 4], // 3.5 → 4
    [4, 3, 'special', 5],
    [5, 5, 'special', 5], // clamped
    [1, 2, 'normal', 2], // 1.5 → 2
    [undefined, 2, 'normal', 2], // frequency alone (2007 style)
    [undefined, 2, 'special', 3],
  ] as const)('capability %s frequency %i %s → %i', (capability, frequency, timing, expected) => {
    expect(threatValue(C, { capability, frequency, timing }).value).toBe(expected);
  });

  it('combines by max when configured, and explains itself', () => {
    const max = withRules({ threatRule: { combine: 'max', specialPeriodBonus: 0, rounding: 'halfUp' } });
    expect(threatValue(max, { capability: 2, frequency: 4, timing: 'special' }).value).toBe(4);
    expect(threatValue(C, { capability: 4, frequency: 3, timing: 'special' }).lines).toEqual([
      '威胁赋值：(行为能力 4 + 频率 3)/2，四舍五入得 4，特殊时期加 1，威胁值 5（很高）',
    ]);
  });

  it('refuses out-of-range frequency', () => {
    expect(() => threatValue(C, { frequency: 6 as Level })).toThrow('频率须为 1–5 的整数，实际为 6');
  });
});
