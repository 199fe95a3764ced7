/**
 * Scoring parameters of the gap engines as versioned, validated configuration objects.
 *
 * Every default comes from the domain brief; the section and its basis label ([S] sourced,
 * [R] recollection, [I] inference) are cited beside it. [R] and [I] rules are defaults a tenant
 * or admin may replace: build a new config with `defineMlpsGapConfig` / `defineIsoGapConfig`
 * under a new id or version, and every result records which one produced it.
 */
import { z } from 'zod';
import { parseOrThrow } from '../../kernel/validation';
import { EngineInputError } from '../errors';
import { GAP_PARSE_OPTIONS } from './issues';
import { GapLevelSchema, MlpsConclusion, MlpsImportance } from './vocab';

const unitScore = z.number().min(0).max(1);
const configHeader = {
  /** Stable identifier of the rule set, recorded on every result (same form as the risk engine's). */
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, { error: '须为 1–64 位字母、数字、点、下划线或连字符' }),
  /** Version of the rule set; change it whenever a parameter changes. */
  version: z.string().trim().min(1).max(32),
};
const decimals = z.number().int().min(0).max(6);
/** Item weights are relative; the bound keeps weighted sums of many items finite. */
const weight = z.number().positive().max(1000);

// ---- MLPS ("gov") --------------------------------------------------------------------------

const ConclusionBandSchema = z.object({
  conclusion: MlpsConclusion.schema,
  /** Lowest overall score (0–100, inclusive) that reaches this conclusion. */
  minScore: z.number().min(0).max(100),
  /** Whether unresolved medium-risk issues still allow this conclusion. */
  allowMediumRisk: z.boolean(),
  /** Whether unresolved high-risk issues still allow this conclusion. */
  allowHighRisk: z.boolean(),
});

export const MlpsGapConfigSchema = z
  .object({
    ...configHeader,
    standard: z.literal('gov'),
    /** Score of each judged result; 不适用 is excluded from numerator and denominator. */
    resultScores: z.object({ conform: unitScore, partial: unitScore, nonconform: unitScore }),
    /** Graded 部分符合 scores an item may carry instead of resultScores.partial. */
    partialGrades: z.array(z.number().gt(0).lt(1)).max(20),
    /** Weight of an item by its importance class. */
    weights: z.object({ key: weight, important: weight, general: weight }),
    /** Importance assumed for items that do not state one. */
    defaultImportance: MlpsImportance.schema,
    /** Category score: mean of control-point scores, or the weighted item ratio of the category. */
    categoryAggregation: z.enum(['mean', 'weighted']),
    /** Overall score: weighted item ratio over all items, or mean of the category scores. */
    overallAggregation: z.enum(['items', 'categoryMean']),
    /** Points subtracted from the overall score per issue of each risk level, capped at `max`. */
    deductions: z.object({
      high: z.number().min(0).max(100),
      medium: z.number().min(0).max(100),
      low: z.number().min(0).max(100),
      max: z.number().min(0).max(100),
    }),
    /** Conclusion bands, best first; the first band whose conditions hold applies. */
    conclusionBands: z.array(ConclusionBandSchema).min(1).max(MlpsConclusion.values.length),
    /** Conclusion when no band applies. */
    fallbackConclusion: MlpsConclusion.schema,
    /** Gap level (1–5) of an item by its result and, for problems, by their risk level. */
    gapLevels: z.object({
      conform: GapLevelSchema,
      partial: GapLevelSchema,
      risk: z.object({ low: GapLevelSchema, medium: GapLevelSchema, high: GapLevelSchema }),
    }),
    /** Decimals of the reported scores; conclusions are banded on the rounded overall score. */
    scoreDecimals: decimals,
  })
  .superRefine((c, ctx) => {
    const fail = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const { conform, partial, nonconform } = c.resultScores;
    if (!(conform > nonconform)) fail(['resultScores', 'conform'], '“符合”的得分必须高于“不符合”');
    if (partial < nonconform || partial > conform) fail(['resultScores', 'partial'], '“部分符合”的得分必须介于“不符合”与“符合”之间');
    c.partialGrades.forEach((g, i) => {
      if (g < nonconform || g > conform) fail(['partialGrades', i], '分级得分必须介于“不符合”与“符合”的得分之间');
    });
    if (new Set(c.partialGrades).size !== c.partialGrades.length) fail(['partialGrades'], '分级得分不能重复');
    const seen = new Set<string>();
    c.conclusionBands.forEach((band, i) => {
      if (seen.has(band.conclusion)) fail(['conclusionBands', i, 'conclusion'], `结论“${MlpsConclusion.label(band.conclusion)}”重复`);
      seen.add(band.conclusion);
      if (band.conclusion === c.fallbackConclusion) fail(['conclusionBands', i, 'conclusion'], '不能与兜底结论相同');
      if (i > 0 && !(band.minScore < c.conclusionBands[i - 1].minScore)) fail(['conclusionBands', i, 'minScore'], '分数线必须严格递减');
    });
    const { risk } = c.gapLevels;
    const chain = [c.gapLevels.conform, c.gapLevels.partial, risk.low, risk.medium, risk.high];
    if (chain.some((l, i) => i > 0 && l < chain[i - 1])) fail(['gapLevels'], '差距等级必须按 符合 ≤ 部分符合 ≤ 低 ≤ 中 ≤ 高 风险 递增');
  });

export type MlpsGapConfig = z.output<typeof MlpsGapConfigSchema>;
export type MlpsGapConfigInput = z.input<typeof MlpsGapConfigSchema>;
export type MlpsConclusionBand = MlpsGapConfig['conclusionBands'][number];

// ---- ISO 27001 ("iso") ---------------------------------------------------------------------

const MaturityLevelSchema = z.object({
  value: z.number().int().min(0).max(10),
  name: z.string().min(1).max(50),
  nameEn: z.string().min(1).max(100),
  meaning: z.string().min(1).max(500),
});

export const IsoGapConfigSchema = z
  .object({
    ...configHeader,
    standard: z.literal('iso'),
    /** Maturity scale: consecutive integer levels from `min` to `max`. */
    maturityScale: z.object({
      min: z.number().int().min(0),
      max: z.number().int().max(10),
      levels: z.array(MaturityLevelSchema).min(2).max(11),
    }),
    /** Target maturity of items that do not state one. */
    defaultTarget: z.number().int(),
    /**
     * Gap (target − current) at which gap levels 2, 3, 4 and 5 start; smaller gaps, including
     * none, are level 1.
     */
    gapLevelThresholds: z.array(z.number().int().min(1)).length(4),
    /** Level 5 whatever the gap when a mandatory clause / a key control is absent (at scale minimum). */
    criticalWhenAbsent: z.object({ clauses: z.boolean(), keyControls: z.boolean() }),
    /** Implementation status from current maturity, and the score of each status for % implementation. */
    implementation: z.object({
      implementedFrom: z.number().int(),
      partialFrom: z.number().int(),
      scores: z.object({ implemented: unitScore, partial: unitScore, notImplemented: unitScore }),
    }),
    /** Decimals of the reported percentages and averages. */
    percentDecimals: decimals,
  })
  .superRefine((c, ctx) => {
    const fail = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const { min, max, levels } = c.maturityScale;
    if (!(max > min)) fail(['maturityScale', 'max'], '最高成熟度必须大于最低成熟度');
    const values = levels.map((l) => l.value);
    const expected = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
    if (values.join() !== expected.join()) fail(['maturityScale', 'levels'], `成熟度等级必须依次为 ${expected.join('、')}`);
    const inScale = (v: number) => v >= min && v <= max;
    if (!inScale(c.defaultTarget)) fail(['defaultTarget'], `必须在 ${min}–${max} 之间`);
    const { implementedFrom, partialFrom, scores } = c.implementation;
    if (!inScale(implementedFrom)) fail(['implementation', 'implementedFrom'], `必须在 ${min}–${max} 之间`);
    if (!inScale(partialFrom) || partialFrom > implementedFrom) fail(['implementation', 'partialFrom'], `必须在 ${min}–${implementedFrom} 之间`);
    if (!(scores.implemented >= scores.partial && scores.partial >= scores.notImplemented && scores.implemented > scores.notImplemented))
      fail(['implementation', 'scores'], '得分必须满足 已实施 ≥ 部分实施 ≥ 未实施，且已实施高于未实施');
    const t = c.gapLevelThresholds;
    if (t.some((v, i) => i > 0 && v <= t[i - 1])) fail(['gapLevelThresholds'], '阈值必须严格递增');
  });

export type IsoGapConfig = z.output<typeof IsoGapConfigSchema>;
export type IsoGapConfigInput = z.input<typeof IsoGapConfigSchema>;
export type IsoMaturityLevel = IsoGapConfig['maturityScale']['levels'][number];

// ---- Definition and resolution ---------------------------------------------------------------

/** Configs that passed validation (frozen, so they cannot change afterwards). */
const validated = new WeakSet<object>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function define<T extends object>(schema: z.ZodType<T>, raw: unknown): T {
  const config = deepFreeze(parseOrThrow(schema, raw, { ...GAP_PARSE_OPTIONS, root: 'config' }));
  validated.add(config);
  return config;
}

/** Validates an MLPS gap config (Chinese EngineInputError otherwise) and returns a frozen copy. */
export const defineMlpsGapConfig = (raw: MlpsGapConfigInput | unknown): MlpsGapConfig => define(MlpsGapConfigSchema, raw);
/** Validates an ISO gap config (Chinese EngineInputError otherwise) and returns a frozen copy. */
export const defineIsoGapConfig = (raw: IsoGapConfigInput | unknown): IsoGapConfig => define(IsoGapConfigSchema, raw);

function resolve<T extends { standard: string }>(config: T | undefined, fallback: T, standard: string, defineFn: (raw: unknown) => T): T {
  if (config === undefined) return fallback;
  if (typeof config === 'object' && config !== null && config.standard !== standard)
    throw new EngineInputError(`config.standard：应为 "${standard}"`);
  return validated.has(config) ? config : defineFn(config);
}

/** The given MLPS config (validated once) or the default. */
export const resolveMlpsGapConfig = (config?: MlpsGapConfig): MlpsGapConfig => resolve(config, MLPS_GAP_DEFAULT_CONFIG, 'gov', defineMlpsGapConfig);
/** The given ISO config (validated once) or the default. */
export const resolveIsoGapConfig = (config?: IsoGapConfig): IsoGapConfig => resolve(config, ISO_GAP_DEFAULT_CONFIG, 'iso', defineIsoGapConfig);

/** What a result records about the config that produced it. */
export interface GapConfigRef {
  readonly id: string;
  readonly version: string;
}
export const configRef = (c: { id: string; version: string }): GapConfigRef => ({ id: c.id, version: c.version });

// ---- Defaults --------------------------------------------------------------------------------

/** Default MLPS gap scoring, brief §2.4. */
export const MLPS_GAP_DEFAULT_CONFIG: MlpsGapConfig = defineMlpsGapConfig({
  id: 'gov-gap-default',
  version: '1.0.0',
  standard: 'gov',
  // [I] brief §2.4: 符合=1, 部分符合=0.5 (or graded 0.25/0.5/0.75), 不符合=0, 不适用 excluded.
  resultScores: { conform: 1, partial: 0.5, nonconform: 0 },
  partialGrades: [0.25, 0.5, 0.75],
  // [I] brief §2.4: 关键=1.0, 重要=0.5, 一般=0.2.
  weights: { key: 1, important: 0.5, general: 0.2 },
  // [I] no class stated → 一般: with equal classes only the ratio matters.
  defaultImportance: 'general',
  // [I] brief §2.4: category_score = mean(control_point_score); overall = 100·Σ(w·s)/Σw.
  categoryAggregation: 'mean',
  overallAggregation: 'items',
  // [I] brief §2.4 subtracts "deductions(unresolved high/medium risk issues)" without amounts;
  // none by default, so high-risk issues act through the conclusion rule only.
  deductions: { high: 0, medium: 0, low: 0, max: 100 },
  // [R] brief §2.4 conclusion table (测评报告模板 practice): 优 no medium/high risk and ≥ 90;
  // 良 no high risk and ≥ 80; 中 no high risk and ≥ 70; 差 any high risk or < 70.
  conclusionBands: [
    { conclusion: 'excellent', minScore: 90, allowMediumRisk: false, allowHighRisk: false },
    { conclusion: 'good', minScore: 80, allowMediumRisk: true, allowHighRisk: false },
    { conclusion: 'fair', minScore: 70, allowMediumRisk: true, allowHighRisk: false },
  ],
  fallbackConclusion: 'poor',
  // [I] brief §2.4: 5 high-risk non-conformity, 4 medium, 3 low, 2 partial / observation, 1 conforms.
  gapLevels: { conform: 1, partial: 2, risk: { low: 3, medium: 4, high: 5 } },
  scoreDecimals: 2,
});

const MATURITY_0_TO_5: IsoMaturityLevel[] = [
  { value: 0, name: '不存在', nameEn: 'Non-existent', meaning: '没有任何措施' },
  { value: 1, name: '初始级', nameEn: 'Initial / ad hoc', meaning: '非正式、不一致' },
  { value: 2, name: '可重复级', nameEn: 'Repeatable', meaning: '一致执行但未文件化' },
  { value: 3, name: '已定义级', nameEn: 'Defined', meaning: '已文件化并传达' },
  { value: 4, name: '已管理级', nameEn: 'Managed', meaning: '受监视、测量和评审（有运行证据）' },
  { value: 5, name: '优化级', nameEn: 'Optimized', meaning: '持续改进、自动化' },
];

/** Default ISO gap scoring, brief §3.3: maturity 0–5. */
export const ISO_GAP_DEFAULT_CONFIG: IsoGapConfig = defineIsoGapConfig({
  id: 'iso-gap-default',
  version: '1.0.0',
  standard: 'iso',
  // [S] brief §3.3: CMMI/COBIT-style 0–5 (isosecu.com, ismscalculator.com).
  maturityScale: { min: 0, max: 5, levels: MATURITY_0_TO_5 },
  // [S] brief §3.3: level 3 is typically the minimum target for certification readiness.
  defaultTarget: 3,
  // [I] brief §3.3: gap level = target − current clamped to 1..5 (gaps 0 and 1 are level 1).
  gapLevelThresholds: [2, 3, 4, 5],
  // [I] brief §3.3: "5 = critical gap (mandatory clause or key control absent)".
  criticalWhenAbsent: { clauses: true, keyControls: true },
  // [I] brief §3.3 status scale (Implemented=1 / Partially=0.5 / Not=0) applied to maturity:
  // defined (3) or better counts as implemented, initial/repeatable (1–2) as partial.
  implementation: { implementedFrom: 3, partialFrom: 1, scores: { implemented: 1, partial: 0.5, notImplemented: 0 } },
  percentDecimals: 1,
});

/** ISO gap scoring on the 1–5 maturity variant (brief §3.3 [S]: ismslite.de drops level 0). */
export const ISO_GAP_CONFIG_1_TO_5: IsoGapConfig = defineIsoGapConfig({
  ...ISO_GAP_DEFAULT_CONFIG,
  id: 'iso-gap-1to5',
  version: '1.0.0',
  maturityScale: { min: 1, max: 5, levels: MATURITY_0_TO_5.slice(1) },
  // [I] the floor (initial) counts as not implemented on this scale.
  implementation: { ...ISO_GAP_DEFAULT_CONFIG.implementation, partialFrom: 2 },
});
