/**
 * Matrix method against the brief's §1.9 worked tables: every cell of the three matrices and
 * every band edge. The expected numbers are copied from the brief here on purpose (not imported
 * from the config), so a typo in the default configuration fails these tests.
 */
import { describe, expect, it } from 'vitest';
import {
  computeLinkRisk,
  DEFAULT_RISK_CONFIG,
  defineRiskConfig,
  DEFAULT_RISK_CONFIG_DATA,
  levelOfValue,
  type Level,
} from '../../../domain/engines/risk';

const LM = [
  [2, 4, 7, 11, 14],
  [3, 6, 10, 13, 17],
  [5, 9, 12, 16, 20],
  [7, 11, 14, 18, 22],
  [8, 12, 17, 20, 25],
];
const FM = [
  [2, 4, 6, 10, 13],
  [3, 5, 9, 12, 16],
  [4, 7, 11, 15, 20],
  [5, 8, 14, 19, 22],
  [6, 10, 16, 21, 25],
];
const RM = [
  [3, 6, 9, 12, 16],
  [5, 8, 11, 15, 18],
  [6, 9, 13, 17, 21],
  [7, 11, 16, 20, 23],
  [9, 14, 20, 23, 25],
];
const L_BANDS: [number, number, Level][] = [
  [1, 5, 1],
  [6, 11, 2],
  [12, 16, 3],
  [17, 21, 4],
  [22, 25, 5],
];
const F_BANDS: [number, number, Level][] = [
  [1, 5, 1],
  [6, 10, 2],
  [11, 15, 3],
  [16, 20, 4],
  [21, 25, 5],
];
const R_BANDS: [number, number, Level][] = [
  [1, 6, 1],
  [7, 12, 2],
  [13, 18, 3],
  [19, 23, 4],
  [24, 25, 5],
];
const bandOf = (bands: [number, number, Level][], v: number) => bands.find(([lo, hi]) => v >= lo && v <= hi)![2];

const LEVELS = [1, 2, 3, 4, 5] as const;
const cells = LEVELS.flatMap((r) => LEVELS.map((c) => [r, c] as const));

describe('likelihood matrix LM[threat][vulnerability] (brief §1.9)', () => {
  it.each(cells)('LM[%i][%i]', (t, v) => {
    const r = computeLinkRisk(DEFAULT_RISK_CONFIG, { assetValue: 1, threatValue: t, severity: v });
    expect(r.likelihood.value).toBe(LM[t - 1][v - 1]);
    expect(r.likelihood.rawLevel).toBe(bandOf(L_BANDS, LM[t - 1][v - 1]));
    expect(r.explanation.cells[0]).toMatchObject({ matrix: 'likelihood', row: t, col: v, value: LM[t - 1][v - 1] });
  });
});

describe('loss matrix FM[asset value][severity] (brief §1.9)', () => {
  it.each(cells)('FM[%i][%i]', (a, s) => {
    const r = computeLinkRisk(DEFAULT_RISK_CONFIG, { assetValue: a, threatValue: 1, severity: s });
    expect(r.loss.value).toBe(FM[a - 1][s - 1]);
    expect(r.loss.level).toBe(bandOf(F_BANDS, FM[a - 1][s - 1]));
    expect(r.explanation.cells[1]).toMatchObject({ matrix: 'loss', row: a, col: s, value: FM[a - 1][s - 1] });
  });
});

/** Inputs (threat, exploitability) and (asset, severity) that reach each likelihood / loss level. */
function inputsFor(matrix: number[][], bands: [number, number, Level][], level: Level): [Level, Level] {
  for (const [r, c] of cells) if (bandOf(bands, matrix[r - 1][c - 1]) === level) return [r, c];
  throw new Error(`level ${level} unreachable`);
}

describe('risk matrix RM[likelihood level][loss level] (brief §1.9, rows = likelihood)', () => {
  it.each(cells)('RM[%i][%i]', (l, f) => {
    const [threatValue, exploitability] = inputsFor(LM, L_BANDS, l);
    const [assetValue, severity] = inputsFor(FM, F_BANDS, f);
    const r = computeLinkRisk(DEFAULT_RISK_CONFIG, { assetValue, threatValue, severity, exploitability });
    expect([r.likelihood.level, r.loss.level]).toEqual([l, f]);
    expect(r.risk.value).toBe(RM[l - 1][f - 1]);
    expect(r.risk.level).toBe(bandOf(R_BANDS, RM[l - 1][f - 1]));
    expect(r.explanation.cells[2]).toMatchObject({ matrix: 'risk', row: l, col: f, rowFactor: '可能性等级' });
  });

  it('gives the same risks when the matrix is stored with rows = loss (orientation is configuration)', () => {
    const transposed = RM[0].map((_, c) => RM.map((row) => row[c]));
    const byLoss = defineRiskConfig({ id: 'rows-loss', version: '1', riskMatrixRows: 'loss', matrices: { risk: transposed } });
    for (const [l, f] of cells) {
      const [threatValue, exploitability] = inputsFor(LM, L_BANDS, l);
      const [assetValue, severity] = inputsFor(FM, F_BANDS, f);
      const factors = { assetValue, threatValue, severity, exploitability };
      const r = computeLinkRisk(byLoss, factors);
      expect(r.risk.value).toBe(RM[l - 1][f - 1]);
      expect(r.explanation.cells[2]).toMatchObject({ row: f, col: l, rowFactor: '损失等级', colFactor: '可能性等级' });
    }
  });
});

describe('band edges (brief §1.9 [R] likelihood, [S] loss and risk)', () => {
  const edges = (bands: [number, number, Level][]) => bands.flatMap(([lo, hi, level]) => [[lo, level] as const, [hi, level] as const]);
  it.each(edges(L_BANDS))('likelihood value %i → level %i', (v, level) => {
    expect(levelOfValue(DEFAULT_RISK_CONFIG, 'likelihood', v)).toBe(level);
  });
  it.each(edges(F_BANDS))('loss value %i → level %i', (v, level) => {
    expect(levelOfValue(DEFAULT_RISK_CONFIG, 'loss', v)).toBe(level);
  });
  it.each(edges(R_BANDS))('risk value %i → level %i', (v, level) => {
    expect(levelOfValue(DEFAULT_RISK_CONFIG, 'risk', v)).toBe(level);
    expect(levelOfValue(DEFAULT_RISK_CONFIG, 'multiplication', v)).toBe(level);
  });
  it('refuses values outside 1..25', () => {
    expect(() => levelOfValue(DEFAULT_RISK_CONFIG, 'risk', 0)).toThrow('值（value）须为 1–25 的整数，实际为 0');
    expect(() => levelOfValue(DEFAULT_RISK_CONFIG, 'risk', 26)).toThrow('实际为 26');
    expect(() => levelOfValue(DEFAULT_RISK_CONFIG, 'risk', 2.5)).toThrow('实际为 2.5');
  });
});

describe('worked example with explanation (brief §1.13)', () => {
  const r = computeLinkRisk(DEFAULT_RISK_CONFIG, {
    assetValue: 4,
    threatValue: 3,
    severity: 4,
    exploitability: 3,
    controls: [{ id: 'C-IDS', name: '入侵检测', type: 'preventive', effectiveness: 'effective' }],
  });

  it('computes L = band(LM[3][3]=12) − 1, F = band(FM[4][4]=19), R = RM[2][4] = 15', () => {
    expect(r.likelihood).toEqual({ value: 12, rawLevel: 3, credit: 1, level: 2 });
    expect(r.loss).toEqual({ value: 19, rawLevel: 4, credit: 0, level: 4 });
    expect(r.risk).toEqual({ value: 15, level: 3, text: 'zhongdeng' });
    expect(r.inputs.likelihoodVulnerabilitySource).toBe('exploitability');
  });

  it('records configuration, cells and bands, and prints Chinese lines', () => {
    expect(r.config).toEqual({ id: 'gbt20984-default', version: '1.0.0' });
    expect(r.method).toBe('matrix');
    expect(r.explanation.bands).toEqual([
      { scale: 'likelihood', value: 12, min: 12, max: 16, level: 3 },
      { scale: 'loss', value: 19, min: 16, max: 20, level: 4 },
      { scale: 'risk', value: 15, min: 13, max: 18, level: 3 },
    ]);
    expect(r.explanation.lines).toEqual([
      '计算方法：矩阵法（配置 gbt20984-default，版本 1.0.0）',
      '输入：资产价值 4（高），威胁值 3（中），脆弱性严重程度 4（高），可利用性 3（中）',
      '安全事件可能性：可能性矩阵[威胁值 3][脆弱性可利用性 3] = 12，落在区间 12–16，可能性等级 3',
      '预防性措施：「入侵检测」有效（−1），可能性等级 3 → 2',
      '安全事件损失：损失矩阵[资产价值 4][脆弱性严重程度 4] = 19，落在区间 16–20，损失等级 4',
      '风险值：风险矩阵[可能性等级 2][损失等级 4] = 15，落在区间 13–18，风险等级 3（中等）',
    ]);
  });

  it('uses the severity for the likelihood when configured or when exploitability is absent', () => {
    const bySeverity = defineRiskConfig({ ...DEFAULT_RISK_CONFIG_DATA, id: 'sev', likelihoodVulnerabilityInput: 'severity' });
    expect(computeLinkRisk(bySeverity, { assetValue: 4, threatValue: 3, severity: 4, exploitability: 1 }).likelihood.value).toBe(16);
    expect(computeLinkRisk(DEFAULT_RISK_CONFIG, { assetValue: 4, threatValue: 3, severity: 4 }).likelihood.value).toBe(16);
  });
});

describe('security measures (brief §1.7 [I])', () => {
  const base = { assetValue: 5, threatValue: 5, severity: 5 } as const;
  it.each([
    ['preventive', 'effective', 4, 5],
    ['preventive', 'partial', 5, 5],
    ['preventive', 'ineffective', 5, 5],
    ['protective', 'effective', 5, 4],
    ['protective', 'partial', 5, 5],
  ] as const)('%s %s → likelihood %i, loss %i', (type, effectiveness, l, f) => {
    const r = computeLinkRisk(DEFAULT_RISK_CONFIG, { ...base, controls: [{ type, effectiveness }] });
    expect([r.likelihood.level, r.loss.level]).toEqual([l, f]);
    expect(r.risk.value).toBe(RM[l - 1][f - 1]);
  });

  it('counts the best measure only by default, and never goes below level 1', () => {
    const two = [
      { type: 'preventive', effectiveness: 'effective' },
      { type: 'preventive', effectiveness: 'effective' },
    ] as const;
    expect(computeLinkRisk(DEFAULT_RISK_CONFIG, { ...base, controls: two }).likelihood.level).toBe(4);
    const sum = defineRiskConfig({ id: 'sum', version: '1', controls: { ...DEFAULT_RISK_CONFIG_DATA.controls, stacking: 'sum', maxCredit: 4 } });
    expect(computeLinkRisk(sum, { ...base, controls: two }).likelihood.level).toBe(3);
    const low = computeLinkRisk(DEFAULT_RISK_CONFIG, { assetValue: 1, threatValue: 1, severity: 1, controls: [two[0]] });
    expect(low.likelihood.level).toBe(1);
    expect(low.explanation.lines).toContain('预防性措施：「未命名措施」有效（−1），可能性等级不变（1）');
  });

  it('partial measures count when the configuration says so', () => {
    const partial = defineRiskConfig({
      id: 'partial',
      version: '1',
      controls: { ...DEFAULT_RISK_CONFIG_DATA.controls, protective: { effective: 1, partial: 1, ineffective: 0 } },
    });
    const r = computeLinkRisk(partial, { ...base, controls: [{ type: 'protective', effectiveness: 'partial' }] });
    expect(r.loss.level).toBe(4);
  });
});

describe('input validation', () => {
  it('names the offending field in Chinese', () => {
    expect(() => computeLinkRisk(DEFAULT_RISK_CONFIG, { assetValue: 6 as Level, threatValue: 3, severity: 3 })).toThrow(
      '资产价值（assetValue）须为 1–5 的整数，实际为 6',
    );
    expect(() => computeLinkRisk(DEFAULT_RISK_CONFIG, { assetValue: 3, threatValue: 0 as Level, severity: 3 })).toThrow(
      '威胁值（threatValue）须为 1–5 的整数，实际为 0',
    );
    expect(() => computeLinkRisk(DEFAULT_RISK_CONFIG, { assetValue: 3, threatValue: 3, severity: 3, exploitability: 2.5 as Level })).toThrow(
      '脆弱性可利用性（exploitability）须为 1–5 的整数，实际为 2.5',
    );
    expect(() =>
      computeLinkRisk(DEFAULT_RISK_CONFIG, {
        assetValue: 3,
        threatValue: 3,
        severity: 3,
        controls: [{ type: 'detective' as 'preventive', effectiveness: 'effective' }],
      }),
    ).toThrow('安全措施[0]的类型（type）须为 preventive/protective 之一，实际为 "detective"');
  });

  it('lists every problem at once', () => {
    try {
      computeLinkRisk(DEFAULT_RISK_CONFIG, { assetValue: 9 as Level, threatValue: 9 as Level, severity: 9 as Level });
      expect.unreachable();
    } catch (e) {
      expect((e as { name: string }).name).toBe('EngineInputError');
      expect((e as { issues: string[] }).issues).toHaveLength(3);
    }
  });
});
