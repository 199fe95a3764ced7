/**
 * Shape of a risk-calculation configuration (zod) and its default values, the brief's §1.9
 * example matrices and [R] bands. Only the *shape* is checked here; the semantic checks (5×5
 * sizes, 1..25 range, monotone matrices, bands without gaps or overlaps) live in config.ts so
 * that each problem gets its own Chinese message.
 */
import { z } from 'zod';
import { RoundingMode } from './scale';

const int = (msg: string) => z.number({ error: msg }).int({ error: msg });
/** Weights are relative; the bound keeps weighted sums finite. */
const nonNegative = (msg: string) => z.number({ error: msg }).min(0, { error: msg }).max(1000, { error: '不能大于 1000' });
/** Far more than the 5 rows/bands a config needs, so a few too many still get the precise message of config.ts. */
const MAX_CONFIG_LIST = 100;

export const bandSchema = z.object({ min: int('区间端点须为整数'), max: int('区间端点须为整数') });
/** Five bands, index i = level i+1, together covering 1..25 exactly once. */
export const bandsSchema = z.array(bandSchema, { error: '须为 5 个等级区间组成的数组' }).max(MAX_CONFIG_LIST);
export type Band = z.infer<typeof bandSchema>;

/** 5×5 matrix of integers, `m[row - 1][col - 1]`. */
export const matrixSchema = z
  .array(z.array(int('矩阵元素须为整数'), { error: '矩阵的行须为数组' }).max(MAX_CONFIG_LIST), {
    error: '矩阵须为 5×5 的二维数组',
  })
  .max(MAX_CONFIG_LIST);
export type Matrix = z.infer<typeof matrixSchema>;

// ---- Defaults: brief §1.9 (2007 App. A example matrices, [S] via a public implementation) ----
/** LM[threat][vulnerability], rows threat value 1..5, columns vulnerability value 1..5. */
const LIKELIHOOD_MATRIX: Matrix = [
  [2, 4, 7, 11, 14],
  [3, 6, 10, 13, 17],
  [5, 9, 12, 16, 20],
  [7, 11, 14, 18, 22],
  [8, 12, 17, 20, 25],
];
/** FM[asset value][vulnerability severity]. */
const LOSS_MATRIX: Matrix = [
  [2, 4, 6, 10, 13],
  [3, 5, 9, 12, 16],
  [4, 7, 11, 15, 20],
  [5, 8, 14, 19, 22],
  [6, 10, 16, 21, 25],
];
/** RM[likelihood level][loss level] (rows = likelihood, the 2007 example's orientation [R]). */
const RISK_MATRIX: Matrix = [
  [3, 6, 9, 12, 16],
  [5, 8, 11, 15, 18],
  [6, 9, 13, 17, 21],
  [7, 11, 16, 20, 23],
  [9, 14, 20, 23, 25],
];
const bands = (...edges: [number, number][]): Band[] => edges.map(([min, max]) => ({ min, max }));
/** [R] likelihood bands of brief §1.9 (the cited implementation's 0–5/…/24–25 differ). */
const LIKELIHOOD_BANDS = bands([1, 5], [6, 11], [12, 16], [17, 21], [22, 25]);
/** [S] loss bands of brief §1.9. */
const LOSS_BANDS = bands([1, 5], [6, 10], [11, 15], [16, 20], [21, 25]);
/** [S] risk bands of brief §1.9 (1–6 很低 … 24–25 很高). */
const RISK_BANDS = bands([1, 6], [7, 12], [13, 18], [19, 23], [24, 25]);

// ---- Rules --------------------------------------------------------------------------------
/** CIA → value, brief §1.4 step 1 [I]: (a) max, (b) exponential mean, (c) weighted mean. */
export const ciaRuleSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('max') }),
  z.object({ method: z.literal('exponentialMean') }),
  z.object({
    method: z.literal('weightedMean'),
    weights: z.object({
      confidentiality: nonNegative('权重须为非负数'),
      integrity: nonNegative('权重须为非负数'),
      availability: nonNegative('权重须为非负数'),
    }),
  }),
]);

/** System-asset value from (cia, carry, business importance), brief §1.4 step 3 [I]. */
export const systemValueRuleSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('weightedMean'),
    weights: z.object({
      cia: nonNegative('权重须为非负数'),
      carry: nonNegative('权重须为非负数'),
      importance: nonNegative('权重须为非负数'),
    }),
  }),
  z.object({ method: z.literal('max') }),
  z.object({ method: z.literal('ciaOnly') }),
]);

export const valueRuleSchema = z.object({
  cia: ciaRuleSchema,
  /** Business-carrying: max or mean of 业务关联程度 and 资产关联程度, brief §1.4 step 2 [I]. */
  carry: z.enum(['max', 'mean']),
  system: systemValueRuleSchema,
  rounding: RoundingMode,
});

/** Business-importance adjustment for close association, brief §1.3 App. D Table D.1 [I]. */
export const importanceAdjustmentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('midpoint') }),
  z.object({ method: z.literal('none') }),
  z.object({ method: z.literal('table'), table: matrixSchema }),
]);

/** Threat value from capability and frequency, modulated by timing, brief §1.6 [I]. */
export const threatRuleSchema = z.object({
  combine: z.enum(['mean', 'max']),
  specialPeriodBonus: int('须为 0–2 的整数').min(0, { error: '须为 0–2 的整数' }).max(2, { error: '须为 0–2 的整数' }),
  rounding: RoundingMode,
});

const creditSchema = int('须为 0–4 的整数').min(0, { error: '须为 0–4 的整数' }).max(4, { error: '须为 0–4 的整数' });
const effectivenessCreditSchema = z.object({ effective: creditSchema, partial: creditSchema, ineffective: creditSchema });
/** Existing-measure credit in levels, brief §1.7 [I]: preventive → likelihood, protective → loss. */
export const controlRuleSchema = z.object({
  preventive: effectivenessCreditSchema,
  protective: effectivenessCreditSchema,
  /** How several measures on one link combine: the best one only (max) or added up (sum). */
  stacking: z.enum(['max', 'sum']),
  /** Cap on the total credit per factor. */
  maxCredit: creditSchema,
});

/** Aggregation of risks, brief §1.9 "Business risk" options 1–3 [I]. */
export const aggregationRuleSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('max') }),
  z.object({ method: z.literal('weightedMean') }),
  z.object({
    method: z.literal('maxPlusOne'),
    /** Level counted as "HIGH+". */
    minLevel: int('须为 1–5 的整数').min(1, { error: '须为 1–5 的整数' }).max(5, { error: '须为 1–5 的整数' }),
    /** k: escalate when at least k risks reach minLevel. */
    count: int('须为不小于 1 的整数').min(1, { error: '须为不小于 1 的整数' }),
  }),
]);
export type AggregationRule = z.infer<typeof aggregationRuleSchema>;

const levelOrZero = int('须为 0–5 的整数').min(0, { error: '须为 0–5 的整数' }).max(5, { error: '须为 0–5 的整数' });

const riskConfigShape = z.object({
  /** Stable identifier of the rule set, recorded on every result. */
  id: z.string({ error: '须为字符串' }).regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, { error: '须为 1–64 位字母、数字、点、下划线或连字符' }),
  /** Version of the rule set; change it whenever a matrix, band or rule changes. */
  version: z.string({ error: '须为字符串' }).min(1, { error: '不能为空' }).max(32, { error: '不能超过 32 个字符' }),
  name: z.string({ error: '须为字符串' }).max(200, { error: '不能超过 200 个字符' }).optional(),
  method: z.enum(['matrix', 'multiplication']),
  /** Which factor indexes the rows of the risk matrix (brief §1.9: not symmetric, fix it). */
  riskMatrixRows: z.enum(['likelihood', 'loss']),
  /** Vulnerability attribute that feeds the likelihood, brief §1.8 [I]; falls back to severity. */
  likelihoodVulnerabilityInput: z.enum(['exploitability', 'severity']),
  matrices: z.object({ likelihood: matrixSchema, loss: matrixSchema, risk: matrixSchema }),
  bands: z.object({ likelihood: bandsSchema, loss: bandsSchema, risk: bandsSchema }),
  multiplication: z.object({
    rounding: RoundingMode,
    /** Round L and F to integers before multiplying (true) or round only the product (false). */
    roundFactors: z.boolean({ error: '须为布尔值' }),
    /** Risk bands for the multiplication method; null = the matrix method's risk bands. */
    riskBands: bandsSchema.nullable(),
  }),
  valueRule: valueRuleSchema,
  importanceAdjustment: importanceAdjustmentSchema,
  threatRule: threatRuleSchema,
  controls: controlRuleSchema,
  aggregation: z.object({
    systemAsset: aggregationRuleSchema,
    business: aggregationRuleSchema,
    /** Optional RM'[aggregated level][business importance] → business risk level, brief §1.9 [I]. */
    businessImportanceMatrix: matrixSchema.nullable(),
  }),
  /** Brief §1.10 [I]: level ≤ acceptableMaxLevel acceptable, ≤ conditionalMaxLevel conditional. */
  acceptance: z.object({ acceptableMaxLevel: levelOrZero, conditionalMaxLevel: levelOrZero }),
  /** Brief §1.11 [I]: a transfer (insurance, outsourcing) lowers the loss level by this much. */
  treatment: z.object({ transferLossCredit: creditSchema }),
});

/** The full, explicit configuration data (what is stored per assessment project). */
export const riskConfigDataSchema = riskConfigShape;
export type RiskConfigData = z.infer<typeof riskConfigShape>;

/** The default configuration (brief §1.9 matrices and [R] bands; other rules [I], see docs/engines-risk.md). */
export const DEFAULT_RISK_CONFIG_DATA: RiskConfigData = {
  id: 'gbt20984-default',
  version: '1.0.0',
  name: 'GB/T 20984 默认配置（矩阵法，2007 版附录示例矩阵）',
  method: 'matrix',
  riskMatrixRows: 'likelihood',
  likelihoodVulnerabilityInput: 'exploitability',
  matrices: { likelihood: LIKELIHOOD_MATRIX, loss: LOSS_MATRIX, risk: RISK_MATRIX },
  bands: { likelihood: LIKELIHOOD_BANDS, loss: LOSS_BANDS, risk: RISK_BANDS },
  multiplication: { rounding: 'halfUp', roundFactors: true, riskBands: null },
  valueRule: {
    cia: { method: 'max' },
    carry: 'max',
    system: { method: 'weightedMean', weights: { cia: 1, carry: 1, importance: 1 } },
    rounding: 'halfUp',
  },
  importanceAdjustment: { method: 'midpoint' },
  threatRule: { combine: 'mean', specialPeriodBonus: 1, rounding: 'halfUp' },
  controls: {
    preventive: { effective: 1, partial: 0, ineffective: 0 },
    protective: { effective: 1, partial: 0, ineffective: 0 },
    stacking: 'max',
    maxCredit: 1,
  },
  aggregation: { systemAsset: { method: 'max' }, business: { method: 'max' }, businessImportanceMatrix: null },
  acceptance: { acceptableMaxLevel: 2, conditionalMaxLevel: 3 },
  treatment: { transferLossCredit: 1 },
};

/**
 * Accepted input: id and version are required; every other section may be omitted and then
 * takes the default section (matrices and bands default one by one).
 */
export type RiskConfigInput = DeepReadonly<
  Pick<RiskConfigData, 'id' | 'version'> &
    Partial<Omit<RiskConfigData, 'id' | 'version' | 'matrices' | 'bands'>> & {
      matrices?: Partial<RiskConfigData['matrices']>;
      bands?: Partial<RiskConfigData['bands']>;
    }
>;

export type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
