/**
 * Versioned risk-calculation configuration: validated once by defineRiskConfig (the only way to
 * obtain a RiskConfig), then compiled into flat lookup tables so the per-link hot path does no
 * checking and no searching.
 */
import { safeParse } from '../../kernel/validation';
import { assertNoIssues, EngineInputError } from '../errors';
import {
  DEFAULT_RISK_CONFIG_DATA,
  riskConfigDataSchema,
  type Band,
  type DeepReadonly,
  type Matrix,
  type RiskConfigData,
  type RiskConfigInput,
} from './config-schema';
import { isPlainObject, requireInteger, requireOneOf } from '../guard';
import { riskParseOptions } from './issues';
import { LEVEL_COUNT, MAX_VALUE, requireLevel, type Level } from './scale';

declare const validated: unique symbol;
/** A configuration that passed validateRiskConfig; obtain one with defineRiskConfig. */
export type RiskConfig = DeepReadonly<RiskConfigData> & { readonly [validated]: true };

/** What every result records about the rules it was computed with. */
export interface ConfigRef {
  readonly id: string;
  readonly version: string;
}

export type Scale = 'likelihood' | 'loss' | 'risk';

/** Flat tables derived from a validated configuration; index `(row - 1) * 5 + (col - 1)`. */
export interface CompiledRiskConfig {
  readonly ref: ConfigRef;
  readonly likelihood: Int32Array;
  readonly loss: Int32Array;
  /** Risk matrix normalised to rows = likelihood level, whatever the configured orientation. */
  readonly risk: Int32Array;
  /** value (1..25) → level; index 0 unused. */
  readonly likelihoodBand: Uint8Array;
  readonly lossBand: Uint8Array;
  readonly riskBand: Uint8Array;
  readonly multiplicationRiskBand: Uint8Array;
  /**
   * Memo of immutable explanation parts and whole results by numeric key. The risk function of
   * a configuration has a tiny domain (5⁴ ratings × a few credits), so each distinct result is
   * built once and shared (frozen) instead of rebuilt per link; see explain.ts `memo`.
   */
  readonly memo: Map<number, unknown>;
}

const registry = new WeakMap<object, CompiledRiskConfig>();

// ---- Semantic checks ------------------------------------------------------------------------
const MATRIX_LABELS = {
  likelihood: '可能性矩阵（matrices.likelihood）',
  loss: '损失矩阵（matrices.loss）',
  risk: '风险矩阵（matrices.risk）',
  importance: '业务重要性调整表（importanceAdjustment.table）',
  businessImportance: '业务风险重要性矩阵（aggregation.businessImportanceMatrix）',
} as const;

export const BAND_LABELS = {
  likelihood: '可能性等级区间（bands.likelihood）',
  loss: '损失等级区间（bands.loss）',
  risk: '风险等级区间（bands.risk）',
  multiplication: '相乘法风险等级区间（multiplication.riskBands）',
} as const;

const cell = (r: number, c: number) => `第${r + 1}行第${c + 1}列`;

/** 5×5, integers in [min, max], non-decreasing along every row and every column. */
export function matrixIssues(label: string, m: DeepReadonly<Matrix>, min = 1, max = MAX_VALUE): string[] {
  if (m.length !== LEVEL_COUNT) return [`${label}须为 5×5，实际有 ${m.length} 行`];
  const sizeIssues = m.flatMap((row, r) => (row.length === LEVEL_COUNT ? [] : [`${label}须为 5×5，第${r + 1}行实际有 ${row.length} 列`]));
  if (sizeIssues.length > 0) return sizeIssues;
  const issues: string[] = [];
  for (let r = 0; r < LEVEL_COUNT; r++) {
    for (let c = 0; c < LEVEL_COUNT; c++) {
      const v = m[r][c];
      if (v < min || v > max) issues.push(`${label}${cell(r, c)}的值 ${v} 超出范围，须为 ${min}–${max} 的整数`);
    }
  }
  if (issues.length > 0) return issues;
  for (let r = 0; r < LEVEL_COUNT; r++) {
    for (let c = 0; c < LEVEL_COUNT; c++) {
      if (c > 0 && m[r][c] < m[r][c - 1]) {
        issues.push(`${label}不单调：${cell(r, c)}的值 ${m[r][c]} 小于左侧${cell(r, c - 1)}的值 ${m[r][c - 1]}（同一行从左到右不得减小）`);
      }
      if (r > 0 && m[r][c] < m[r - 1][c]) {
        issues.push(`${label}不单调：${cell(r, c)}的值 ${m[r][c]} 小于上方${cell(r - 1, c)}的值 ${m[r - 1][c]}（同一列从上到下不得减小）`);
      }
    }
  }
  return issues;
}

/** Exactly five bands, level 1 first, together covering 1..25 with no gap and no overlap. */
export function bandIssues(label: string, bands: readonly Band[]): string[] {
  if (bands.length !== LEVEL_COUNT) return [`${label}须恰好有 5 个等级区间，实际 ${bands.length} 个`];
  const issues: string[] = [];
  bands.forEach((b, i) => {
    if (b.min > b.max) issues.push(`${label}等级${i + 1}的区间 ${b.min}–${b.max} 下限大于上限`);
  });
  if (bands[0].min !== 1) issues.push(`${label}须从 1 开始，等级1实际始于 ${bands[0].min}`);
  if (bands[LEVEL_COUNT - 1].max !== MAX_VALUE) {
    issues.push(`${label}须止于 ${MAX_VALUE}，等级5实际止于 ${bands[LEVEL_COUNT - 1].max}`);
  }
  for (let i = 0; i + 1 < LEVEL_COUNT; i++) {
    const end = bands[i].max;
    const next = bands[i + 1].min;
    if (next > end + 1) {
      const missing = next - 1 === end + 1 ? `${end + 1}` : `${end + 1}–${next - 1}`;
      issues.push(`${label}有缺口：等级${i + 1}止于 ${end}，等级${i + 2}始于 ${next}，${missing} 不属于任何等级`);
    } else if (next <= end) {
      const twice = next === end ? `${end}` : `${next}–${end}`;
      issues.push(`${label}有重叠：等级${i + 1}止于 ${end}，等级${i + 2}始于 ${next}，${twice} 同时属于两个等级`);
    }
  }
  return issues;
}

function ruleIssues(c: RiskConfigData): string[] {
  const issues: string[] = [];
  const cia = c.valueRule.cia;
  if (cia.method === 'weightedMean' && cia.weights.confidentiality + cia.weights.integrity + cia.weights.availability <= 0) {
    issues.push('CIA 赋值规则（valueRule.cia.weights）的权重之和须大于 0');
  }
  const sys = c.valueRule.system;
  if (sys.method === 'weightedMean' && sys.weights.cia + sys.weights.carry + sys.weights.importance <= 0) {
    issues.push('系统资产价值规则（valueRule.system.weights）的权重之和须大于 0');
  }
  for (const kind of ['preventive', 'protective'] as const) {
    const credit = c.controls[kind];
    const label = kind === 'preventive' ? '预防性措施' : '保护性措施';
    if (!(credit.effective >= credit.partial && credit.partial >= credit.ineffective)) {
      issues.push(
        `${label}降级（controls.${kind}）须满足 有效 ≥ 部分有效 ≥ 无效，实际为 ${credit.effective}、${credit.partial}、${credit.ineffective}`,
      );
    }
  }
  const { acceptableMaxLevel: acc, conditionalMaxLevel: cond } = c.acceptance;
  if (acc > cond) {
    issues.push(`风险接受准则（acceptance）中可接受上限等级 ${acc} 不能高于有条件接受上限等级 ${cond}`);
  }
  return issues;
}

function importanceTableIssues(table: DeepReadonly<Matrix>): string[] {
  const issues = matrixIssues(MATRIX_LABELS.importance, table, 1, LEVEL_COUNT);
  if (issues.length > 0) return issues;
  table.forEach((row, r) =>
    row.forEach((v, col) => {
      if (v < r + 1) issues.push(`${MATRIX_LABELS.importance}${cell(r, col)}的值 ${v} 低于本业务重要性 ${r + 1}：调整只能提高重要性`);
    }),
  );
  return issues;
}

/** Merges a partial input over the default sections (matrices and bands one by one). */
function withDefaults(input: RiskConfigInput): unknown {
  // Anything but a plain object (an array too) goes to the schema as it is, which refuses it.
  if (!isPlainObject(input)) return input;
  const d = DEFAULT_RISK_CONFIG_DATA;
  const section = <T extends object>(defaults: T, given: unknown) =>
    given === undefined ? defaults : isPlainObject(given) ? { ...defaults, ...given } : given;
  return { ...d, ...input, matrices: section(d.matrices, input.matrices), bands: section(d.bands, input.bands) };
}

/**
 * Every problem of a configuration, as Chinese messages naming the field (empty = valid).
 * Omitted sections take the defaults, as in defineRiskConfig.
 */
export function validateRiskConfig(input: RiskConfigInput): string[] {
  return check(input).issues;
}

function check(input: RiskConfigInput): { issues: string[]; data?: RiskConfigData } {
  const parsed = safeParse(riskConfigDataSchema, withDefaults(input), riskParseOptions('风险计算配置 '));
  if (!parsed.ok) return { issues: parsed.issues };
  const c = parsed.data;
  const issues = [
    ...matrixIssues(MATRIX_LABELS.likelihood, c.matrices.likelihood),
    ...matrixIssues(MATRIX_LABELS.loss, c.matrices.loss),
    ...matrixIssues(MATRIX_LABELS.risk, c.matrices.risk),
    ...bandIssues(BAND_LABELS.likelihood, c.bands.likelihood),
    ...bandIssues(BAND_LABELS.loss, c.bands.loss),
    ...bandIssues(BAND_LABELS.risk, c.bands.risk),
    ...(c.multiplication.riskBands ? bandIssues(BAND_LABELS.multiplication, c.multiplication.riskBands) : []),
    ...(c.importanceAdjustment.method === 'table' ? importanceTableIssues(c.importanceAdjustment.table) : []),
    ...(c.aggregation.businessImportanceMatrix
      ? matrixIssues(MATRIX_LABELS.businessImportance, c.aggregation.businessImportanceMatrix, 1, LEVEL_COUNT)
      : []),
    ...ruleIssues(c),
  ];
  return { issues, data: c };
}

// ---- Compilation ----------------------------------------------------------------------------
const flat = (m: Matrix, transpose = false): Int32Array => {
  const out = new Int32Array(LEVEL_COUNT * LEVEL_COUNT);
  for (let r = 0; r < LEVEL_COUNT; r++) {
    for (let c = 0; c < LEVEL_COUNT; c++) out[r * LEVEL_COUNT + c] = transpose ? m[c][r] : m[r][c];
  }
  return out;
};

const bandTable = (bands: readonly Band[]): Uint8Array => {
  const out = new Uint8Array(MAX_VALUE + 1);
  bands.forEach((b, i) => out.fill(i + 1, b.min, b.max + 1));
  return out;
};

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/**
 * Validates a configuration once and returns the frozen RiskConfig every engine function takes.
 * Throws EngineInputError listing every problem (gaps, overlaps, non-monotone or wrongly sized
 * matrices, out-of-range values…). Omitted sections take DEFAULT_RISK_CONFIG's.
 */
export function defineRiskConfig(input: RiskConfigInput): RiskConfig {
  const { issues, data } = check(input);
  assertNoIssues(issues);
  const config = deepFreeze(JSON.parse(JSON.stringify(data)) as RiskConfigData);
  registry.set(config, {
    ref: Object.freeze({ id: config.id, version: config.version }),
    likelihood: flat(config.matrices.likelihood),
    loss: flat(config.matrices.loss),
    risk: flat(config.matrices.risk, config.riskMatrixRows === 'loss'),
    likelihoodBand: bandTable(config.bands.likelihood),
    lossBand: bandTable(config.bands.loss),
    riskBand: bandTable(config.bands.risk),
    multiplicationRiskBand: bandTable(config.multiplication.riskBands ?? config.bands.risk),
    memo: new Map(),
  });
  return config as unknown as RiskConfig;
}

/** The compiled tables of a configuration; refuses objects that did not pass defineRiskConfig. */
export function compiledOf(config: RiskConfig): CompiledRiskConfig {
  const compiled = registry.get(config);
  if (!compiled) throw new EngineInputError('风险计算配置未经 defineRiskConfig 校验，不能用于计算');
  return compiled;
}

/** The band (min–max) a level covers on a scale. */
export function bandOf(config: RiskConfig, scale: Scale | 'multiplication', level: Level): Band {
  compiledOf(config);
  requireOneOf(scale, '等级区间（scale）', SCALES);
  requireLevel(level, '等级（level）');
  return bandFor(config, scale, level);
}

const SCALES = ['likelihood', 'loss', 'risk', 'multiplication'] as const;

/** bandOf for a validated config, scale and level (explanations). */
export function bandFor(config: RiskConfig, scale: Scale | 'multiplication', level: Level): Band {
  const bands = scale === 'multiplication' ? (config.multiplication.riskBands ?? config.bands.risk) : config.bands[scale];
  return bands[level - 1];
}

/**
 * Level of a value (1..25) on a scale's bands; 'multiplication' = the multiplication method's
 * risk bands. For reports and forms; the engine itself reads the compiled tables.
 */
export function levelOfValue(config: RiskConfig, scale: Scale | 'multiplication', value: number): Level {
  const c = compiledOf(config);
  requireOneOf(scale, '等级区间（scale）', SCALES);
  requireInteger(value, '值（value）', 1, MAX_VALUE);
  const table = scale === 'likelihood' ? c.likelihoodBand : scale === 'loss' ? c.lossBand : scale === 'risk' ? c.riskBand : c.multiplicationRiskBand;
  return table[value] as Level;
}

/** The default configuration: brief §1.9 matrices, [R] bands, other rules per docs/engines-risk.md. */
export const DEFAULT_RISK_CONFIG: RiskConfig = defineRiskConfig(DEFAULT_RISK_CONFIG_DATA);
