/** Configuration: defaults, versioning, and every refusal with its Chinese message. */
import { describe, expect, it } from 'vitest';
import {
  computeLinkRisk,
  DEFAULT_RISK_CONFIG,
  DEFAULT_RISK_CONFIG_DATA,
  defineRiskConfig,
  validateRiskConfig,
  type Band,
  type RiskConfig,
  type RiskConfigInput,
} from '../../../domain/engines/risk';
import { EngineInputError } from '../../../domain/engines/errors';

const bands = (...edges: [number, number][]): Band[] => edges.map(([min, max]) => ({ min, max }));
const base = { id: 'tenant-a', version: '2024.1' } as const;
const issuesOf = (input: RiskConfigInput) => validateRiskConfig(input);

describe('default configuration', () => {
  it('is id gbt20984-default version 1.0.0 with the brief §1.9 bands', () => {
    expect(DEFAULT_RISK_CONFIG.id).toBe('gbt20984-default');
    expect(DEFAULT_RISK_CONFIG.version).toBe('1.0.0');
    expect(DEFAULT_RISK_CONFIG.method).toBe('matrix');
    expect(DEFAULT_RISK_CONFIG.riskMatrixRows).toBe('likelihood');
    expect(DEFAULT_RISK_CONFIG.bands.likelihood).toEqual(bands([1, 5], [6, 11], [12, 16], [17, 21], [22, 25]));
    expect(DEFAULT_RISK_CONFIG.bands.loss).toEqual(bands([1, 5], [6, 10], [11, 15], [16, 20], [21, 25]));
    expect(DEFAULT_RISK_CONFIG.bands.risk).toEqual(bands([1, 6], [7, 12], [13, 18], [19, 23], [24, 25]));
    expect(DEFAULT_RISK_CONFIG.acceptance).toEqual({ acceptableMaxLevel: 2, conditionalMaxLevel: 3 });
  });

  it('is frozen, so a result can never be computed with silently edited rules', () => {
    expect(Object.isFrozen(DEFAULT_RISK_CONFIG.matrices.likelihood[0])).toBe(true);
    expect(() => {
      (DEFAULT_RISK_CONFIG.matrices.likelihood[0] as number[])[0] = 25;
    }).toThrow(TypeError);
  });

  it('passes its own validation', () => {
    expect(validateRiskConfig(DEFAULT_RISK_CONFIG_DATA)).toEqual([]);
  });
});

describe('defineRiskConfig', () => {
  it('fills omitted sections from the defaults and records id and version on results', () => {
    const c = defineRiskConfig({ ...base, bands: { risk: bands([1, 5], [6, 10], [11, 15], [16, 20], [21, 25]) } });
    expect(c.bands.likelihood).toEqual(DEFAULT_RISK_CONFIG.bands.likelihood);
    expect(c.matrices).toEqual(DEFAULT_RISK_CONFIG.matrices);
    const r = computeLinkRisk(c, { assetValue: 4, threatValue: 3, severity: 4, exploitability: 3 });
    expect(r.config).toEqual({ id: 'tenant-a', version: '2024.1' });
    // RM[3][4] = 17 falls in 16–20 → level 4 with these bands (13–18 → 3 by default).
    expect(r.risk).toMatchObject({ value: 17, level: 4 });
    expect(computeLinkRisk(DEFAULT_RISK_CONFIG, { assetValue: 4, threatValue: 3, severity: 4, exploitability: 3 }).risk.level).toBe(3);
  });

  it('does not share state with its input', () => {
    const input = { ...base, matrices: { likelihood: DEFAULT_RISK_CONFIG_DATA.matrices.likelihood.map((r) => [...r]) } };
    const c = defineRiskConfig(input);
    input.matrices.likelihood[0][0] = 1;
    expect(c.matrices.likelihood[0][0]).toBe(2);
  });

  it('derives a new version from an existing configuration', () => {
    const next = defineRiskConfig({
      ...DEFAULT_RISK_CONFIG,
      id: 'tenant-a',
      version: '2',
      acceptance: { acceptableMaxLevel: 3, conditionalMaxLevel: 4 },
    });
    expect([next.id, next.version, next.acceptance.acceptableMaxLevel]).toEqual(['tenant-a', '2', 3]);
  });

  it('keeps the results of different configurations apart (shared results are per configuration)', () => {
    const shifted = defineRiskConfig({ ...base, bands: { risk: bands([1, 5], [6, 10], [11, 15], [16, 20], [21, 25]) } });
    const factors = { assetValue: 4, threatValue: 3, severity: 4, exploitability: 3 } as const;
    const a1 = computeLinkRisk(DEFAULT_RISK_CONFIG, factors);
    const b1 = computeLinkRisk(shifted, factors);
    const a2 = computeLinkRisk(DEFAULT_RISK_CONFIG, factors);
    expect([a1.risk.level, b1.risk.level, a2.risk.level]).toEqual([3, 4, 3]); // RM[3][4] = 17
    expect([a1.config.id, b1.config.id]).toEqual(['gbt20984-default', 'tenant-a']);
    expect(a2).toEqual(a1);
    expect(Object.isFrozen(a1.explanation.lines)).toBe(true);
  });

  it('refuses a configuration object that did not go through defineRiskConfig', () => {
    const forged = JSON.parse(JSON.stringify(DEFAULT_RISK_CONFIG)) as RiskConfig;
    expect(() => computeLinkRisk(forged, { assetValue: 1, threatValue: 1, severity: 1 })).toThrow(
      '风险计算配置未经 defineRiskConfig 校验，不能用于计算',
    );
  });

  it('throws EngineInputError with every issue', () => {
    const bad = {
      ...base,
      bands: { likelihood: bands([1, 5], [7, 11], [12, 16], [17, 21], [22, 25]) },
      acceptance: { acceptableMaxLevel: 4, conditionalMaxLevel: 3 },
    };
    try {
      defineRiskConfig(bad);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineInputError);
      expect((e as EngineInputError).issues).toEqual([
        '可能性等级区间（bands.likelihood）有缺口：等级1止于 5，等级2始于 7，6 不属于任何等级',
        '风险接受准则（acceptance）中可接受上限等级 4 不能高于有条件接受上限等级 3',
      ]);
    }
  });
});

describe('band validation', () => {
  it.each([
    [
      'a gap',
      { likelihood: bands([1, 5], [6, 11], [13, 16], [17, 21], [22, 25]) },
      '可能性等级区间（bands.likelihood）有缺口：等级2止于 11，等级3始于 13，12 不属于任何等级',
    ],
    [
      'a wide gap',
      { loss: bands([1, 5], [9, 10], [11, 15], [16, 20], [21, 25]) },
      '损失等级区间（bands.loss）有缺口：等级1止于 5，等级2始于 9，6–8 不属于任何等级',
    ],
    [
      'an overlap',
      { risk: bands([1, 6], [6, 12], [13, 18], [19, 23], [24, 25]) },
      '风险等级区间（bands.risk）有重叠：等级1止于 6，等级2始于 6，6 同时属于两个等级',
    ],
    [
      'a wide overlap',
      { risk: bands([1, 6], [7, 14], [12, 18], [19, 23], [24, 25]) },
      '风险等级区间（bands.risk）有重叠：等级2止于 14，等级3始于 12，12–14 同时属于两个等级',
    ],
    [
      'bands not starting at 1',
      { likelihood: bands([2, 5], [6, 11], [12, 16], [17, 21], [22, 25]) },
      '可能性等级区间（bands.likelihood）须从 1 开始，等级1实际始于 2',
    ],
    [
      'bands not ending at 25',
      { likelihood: bands([1, 5], [6, 11], [12, 16], [17, 21], [22, 24]) },
      '可能性等级区间（bands.likelihood）须止于 25，等级5实际止于 24',
    ],
    ['an inverted band', { loss: bands([1, 5], [6, 10], [15, 11], [16, 20], [21, 25]) }, '损失等级区间（bands.loss）等级3的区间 15–11 下限大于上限'],
    ['four bands', { loss: bands([1, 5], [6, 10], [11, 20], [21, 25]) }, '损失等级区间（bands.loss）须恰好有 5 个等级区间，实际 4 个'],
  ])('refuses %s', (_, b, message) => {
    expect(issuesOf({ ...base, bands: b })).toContain(message);
    expect(() => defineRiskConfig({ ...base, bands: b })).toThrow(EngineInputError);
  });

  it('checks the multiplication method bands too', () => {
    const riskBands = bands([1, 5], [6, 10], [11, 15], [16, 20], [22, 25]);
    expect(issuesOf({ ...base, multiplication: { rounding: 'halfUp', roundFactors: true, riskBands } })).toEqual([
      '相乘法风险等级区间（multiplication.riskBands）有缺口：等级4止于 20，等级5始于 22，21 不属于任何等级',
    ]);
  });
});

describe('matrix validation', () => {
  const lm = () => DEFAULT_RISK_CONFIG_DATA.matrices.likelihood.map((r) => [...r]);

  it('refuses a value that decreases along a row', () => {
    const m = lm();
    m[2][1] = 4; // row 3: 5, 4, 12 …
    expect(issuesOf({ ...base, matrices: { likelihood: m } })).toContain(
      '可能性矩阵（matrices.likelihood）不单调：第3行第2列的值 4 小于左侧第3行第1列的值 5（同一行从左到右不得减小）',
    );
  });

  it('refuses a value that decreases down a column', () => {
    const m = DEFAULT_RISK_CONFIG_DATA.matrices.risk.map((r) => [...r]);
    m[1][0] = 2; // column 1: 3, 2, 6 … (row 2 stays 2, 8, 11 …)
    expect(issuesOf({ ...base, matrices: { risk: m } })).toEqual([
      '风险矩阵（matrices.risk）不单调：第2行第1列的值 2 小于上方第1行第1列的值 3（同一列从上到下不得减小）',
    ]);
  });

  it('accepts equal neighbours (monotone, not strictly)', () => {
    const m = lm();
    m[0][1] = 2;
    expect(issuesOf({ ...base, matrices: { likelihood: m } })).toEqual([]);
  });

  it.each([
    ['four rows', (m: number[][]) => m.slice(0, 4), '可能性矩阵（matrices.likelihood）须为 5×5，实际有 4 行'],
    ['a short row', (m: number[][]) => (m[1].pop(), m), '可能性矩阵（matrices.likelihood）须为 5×5，第2行实际有 4 列'],
    ['a value above 25', (m: number[][]) => ((m[4][4] = 26), m), '可能性矩阵（matrices.likelihood）第5行第5列的值 26 超出范围，须为 1–25 的整数'],
    ['a zero', (m: number[][]) => ((m[0][0] = 0), m), '可能性矩阵（matrices.likelihood）第1行第1列的值 0 超出范围，须为 1–25 的整数'],
  ])('refuses %s', (_, edit, message) => {
    expect(issuesOf({ ...base, matrices: { likelihood: edit(lm()) } })).toContain(message);
  });

  it('refuses a non-integer cell with the field path', () => {
    const m = lm();
    m[1][2] = 9.5;
    expect(issuesOf({ ...base, matrices: { likelihood: m } })).toEqual(['风险计算配置 matrices.likelihood[1][2]：矩阵元素须为整数']);
  });

  it('checks the importance-adjustment table and the business-importance matrix', () => {
    const table = [1, 2, 3, 4, 5].map((own) => [1, 2, 3, 4, 5].map((rel) => Math.max(own, rel)));
    expect(issuesOf({ ...base, importanceAdjustment: { method: 'table', table } })).toEqual([]);
    table[3][0] = 3;
    expect(issuesOf({ ...base, importanceAdjustment: { method: 'table', table } })).toContain(
      '业务重要性调整表（importanceAdjustment.table）第4行第1列的值 3 低于本业务重要性 4：调整只能提高重要性',
    );
    const bim = [1, 2, 3, 4, 5].map(() => [1, 2, 3, 4, 6]);
    expect(issuesOf({ ...base, aggregation: { ...DEFAULT_RISK_CONFIG_DATA.aggregation, businessImportanceMatrix: bim } })).toContain(
      '业务风险重要性矩阵（aggregation.businessImportanceMatrix）第1行第5列的值 6 超出范围，须为 1–5 的整数',
    );
  });
});

describe('rule validation', () => {
  it('refuses credits where a partial measure is worth more than an effective one', () => {
    const controls = { ...DEFAULT_RISK_CONFIG_DATA.controls, preventive: { effective: 0, partial: 1, ineffective: 0 } };
    expect(issuesOf({ ...base, controls })).toEqual(['预防性措施降级（controls.preventive）须满足 有效 ≥ 部分有效 ≥ 无效，实际为 0、1、0']);
  });

  it('refuses weights that sum to zero', () => {
    const valueRule = {
      ...DEFAULT_RISK_CONFIG_DATA.valueRule,
      cia: { method: 'weightedMean' as const, weights: { confidentiality: 0, integrity: 0, availability: 0 } },
    };
    expect(issuesOf({ ...base, valueRule })).toEqual(['CIA 赋值规则（valueRule.cia.weights）的权重之和须大于 0']);
  });

  it('reports shape errors in Chinese with the field path', () => {
    const issues = issuesOf({ id: 'bad id!', version: '', method: 'guess' } as unknown as RiskConfigInput);
    expect(issues).toEqual([
      '风险计算配置 编号（id）：须为 1–64 位字母、数字、点、下划线或连字符',
      '风险计算配置 版本（version）：不能为空',
      expect.stringMatching(/^风险计算配置 计算方法（method）：无效选项/),
    ]);
    expect(issuesOf({ ...base, threatRule: { combine: 'mean', specialPeriodBonus: 3, rounding: 'halfUp' } })).toEqual([
      '风险计算配置 threatRule.specialPeriodBonus：须为 0–2 的整数',
    ]);
  });
});
