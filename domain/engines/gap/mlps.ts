/**
 * MLPS 2.0 ("gov") gap scoring, domain brief §2.4.
 *
 *   item score          符合 / 部分符合 / 不符合 by config.resultScores (or a graded 部分符合); 不适用 excluded
 *   control-point score 100 · Σ(w·s) / Σw over its applicable items
 *   category score      mean of its control-point scores (or the weighted ratio, per config)
 *   overall score       100 · Σ(w·s) / Σw over all applicable items − deductions, banded to 优/良/中/差
 *                       with the high-risk rule (any high-risk issue → 差 under the default bands)
 *   gap level           1 符合, 2 部分符合, 3/4/5 a problem of low/medium/high risk
 */
import { z } from 'zod';
import {
  mlpsAppliesTo,
  mlpsControlPoint,
  mlpsControlPointOrder,
  mlpsControlPointsFor,
  MlpsCategory,
  MlpsExtension,
  MlpsLevelSchema,
  MLPS_CATEGORY_KIND,
  type MlpsControlPoint,
  type MlpsLevel,
  type MlpsRequirementKind,
  ProjectLevel,
} from '../../catalogues/mlps';
import type { GapLevel } from './vocab';
import { parseOrThrow } from '../../kernel/validation';
import { assertNoIssues } from '../errors';
import { configRef, resolveMlpsGapConfig, type GapConfigRef, type MlpsGapConfig } from './config';
import { GAP_PARSE_OPTIONS } from './issues';
import { meanOrNull, rankInPlace, roundTo, toRadar, type Mutable, type RadarPoint, type Ranked } from './summary';
import { MlpsIssueRisk, MlpsImportance, MlpsResult, type MlpsConclusion } from './vocab';

// ---- Input -----------------------------------------------------------------------------------

export const MlpsGapItemSchema = z.object({
  /** The requirement item's id (测评项编号), unique within the assessment. */
  id: z.string().trim().min(1).max(100),
  /** Catalogue control point, e.g. "PE-02" or "CLD-CE-03". */
  controlPointId: z.string().trim().min(1).max(50),
  result: MlpsResult.schema,
  importance: MlpsImportance.schema.optional(),
  /** Graded 部分符合 score, one of config.partialGrades. */
  partialScore: z.number().optional(),
  /** Problem risk level; required for 不符合, optional for 部分符合. */
  issueRisk: MlpsIssueRisk.schema.optional(),
  /** The assessor's short description of the item (never the standard's text). */
  title: z.string().max(500).optional(),
  remediation: z.string().max(5000).optional(),
});

/** Most items one assessment may hold (the level-4 catalogue with every extension has far fewer control points). */
export const MLPS_GAP_MAX_ITEMS = 10_000;
export type MlpsGapItem = z.input<typeof MlpsGapItemSchema>;

export const MlpsGapInputSchema = z.object({
  /** Protection level of the object: 1–4 as a number or ProjectLevel code. */
  level: z
    .union([MlpsLevelSchema, ProjectLevel.schema], { error: '保护等级必须是 1–4（数字，或字符串 "1"–"4"）' })
    .transform((l) => Number(l) as MlpsLevel),
  extensions: z.array(MlpsExtension.schema).max(MlpsExtension.values.length).default([]),
  items: z.array(MlpsGapItemSchema).min(1).max(MLPS_GAP_MAX_ITEMS),
});
export type MlpsGapInput = z.input<typeof MlpsGapInputSchema>;
type ParsedInput = z.output<typeof MlpsGapInputSchema>;
type ParsedItem = ParsedInput['items'][number];

// ---- Output ----------------------------------------------------------------------------------

export type MlpsResultCounts = Record<MlpsResult, number>;
export type MlpsIssueCounts = Record<MlpsIssueRisk, number>;

export interface MlpsScoredItem {
  readonly id: string;
  readonly controlPointId: string;
  readonly result: MlpsResult;
  /** null for 不适用. */
  readonly weight: number | null;
  /** 0–1, null for 不适用. */
  readonly score: number | null;
  readonly gapLevel: GapLevel | null;
}

export interface MlpsControlPointScore {
  readonly id: string;
  readonly name: string;
  readonly category: MlpsCategory;
  readonly extension: MlpsExtension | null;
  /** 0–100, null when every item is 不适用. */
  readonly score: number | null;
  readonly counts: MlpsResultCounts;
  readonly maxGapLevel: GapLevel | null;
}

export interface MlpsCategoryScore {
  readonly key: MlpsCategory;
  readonly name: string;
  readonly kind: MlpsRequirementKind;
  /** 0–100, null when nothing in the category is applicable. */
  readonly score: number | null;
  readonly controlPoints: number;
  readonly counts: MlpsResultCounts;
}

export interface MlpsGap {
  readonly itemId: string;
  readonly title?: string;
  readonly controlPointId: string;
  readonly controlPointName: string;
  readonly category: MlpsCategory;
  readonly categoryName: string;
  readonly result: Exclude<MlpsResult, 'conform' | 'na'>;
  readonly issueRisk?: MlpsIssueRisk;
  readonly gapLevel: GapLevel;
  readonly weight: number;
  readonly score: number;
  readonly remediation?: string;
}

export interface MlpsGapResult {
  readonly standard: 'gov';
  readonly config: GapConfigRef;
  readonly level: MlpsLevel;
  readonly extensions: readonly MlpsExtension[];
  /** Overall score 0–100 after deductions, rounded to config.scoreDecimals. */
  readonly score: number;
  /** Overall score before deductions, rounded. */
  readonly rawScore: number;
  readonly deduction: number;
  readonly conclusion: MlpsConclusion;
  readonly issues: MlpsIssueCounts;
  readonly counts: MlpsResultCounts & { readonly total: number };
  readonly categories: readonly MlpsCategoryScore[];
  readonly controlPoints: readonly MlpsControlPointScore[];
  /** Per-category radar series (categories with an applicable item), catalogue order. */
  readonly radar: readonly RadarPoint[];
  /** Problems, most severe first (gap level, weight, score, catalogue order, input order). */
  readonly gaps: readonly Ranked<MlpsGap>[];
  readonly items: readonly MlpsScoredItem[];
  /** Control points in scope for the level and extensions that have no item. */
  readonly unassessedControlPoints: readonly string[];
}

// ---- Validation ------------------------------------------------------------------------------

function checkItems(input: ParsedInput, config: MlpsGapConfig): MlpsControlPoint[] {
  const issues: string[] = [];
  const points: MlpsControlPoint[] = [];
  const firstIndex = new Map<string, number>();
  const grades = config.partialGrades;
  input.items.forEach((item, i) => {
    const at = `items[${i}]`;
    const dup = firstIndex.get(item.id);
    if (dup !== undefined) issues.push(`${at}.id：测评项编号“${item.id}”与 items[${dup}] 重复`);
    else firstIndex.set(item.id, i);

    const point = mlpsControlPoint(item.controlPointId);
    if (!point) issues.push(`${at}.controlPointId：未知的控制点“${item.controlPointId}”`);
    else if (point.extension !== null && !input.extensions.includes(point.extension))
      issues.push(
        `${at}.controlPointId：控制点“${point.name}”(${point.id}) 属于${MlpsExtension.label(point.extension)}，但 extensions 未包含 ${point.extension}`,
      );
    else if (!mlpsAppliesTo(point, input.level, input.extensions))
      issues.push(`${at}.controlPointId：控制点“${point.name}”(${point.id}) 不适用于${ProjectLevel.label(String(input.level))}`);
    if (point) points[i] = point;

    if (item.result === 'nonconform' && !item.issueRisk) issues.push(`${at}.issueRisk：“不符合”的测评项必须给出问题风险等级（高/中/低）`);
    if ((item.result === 'conform' || item.result === 'na') && item.issueRisk)
      issues.push(`${at}.issueRisk：“${MlpsResult.label(item.result)}”的测评项不能有问题风险等级`);
    if (item.partialScore !== undefined) {
      if (item.result !== 'partial') issues.push(`${at}.partialScore：仅“部分符合”的测评项可填写分级得分`);
      else if (!grades.includes(item.partialScore)) issues.push(`${at}.partialScore：必须是 ${grades.join('、') || '（未配置分级）'} 之一`);
    }
  });
  if (issues.length === 0 && input.items.every((item) => item.result === 'na')) issues.push('items：至少需要一个不是“不适用”的测评项');
  assertNoIssues(issues);
  return points;
}

// ---- Scoring ---------------------------------------------------------------------------------

const emptyCounts = (): MlpsResultCounts => ({ conform: 0, partial: 0, nonconform: 0, na: 0 });

interface Acc {
  ws: number;
  w: number;
  counts: MlpsResultCounts;
  maxGap: GapLevel | null;
}
const newAcc = (): Acc => ({ ws: 0, w: 0, counts: emptyCounts(), maxGap: null });

function itemScore(item: ParsedItem, config: MlpsGapConfig): number {
  if (item.result === 'partial') return item.partialScore ?? config.resultScores.partial;
  return config.resultScores[item.result as Exclude<MlpsResult, 'na'>];
}

function itemGapLevel(item: ParsedItem, config: MlpsGapConfig): GapLevel {
  if (item.result === 'conform') return config.gapLevels.conform;
  return item.issueRisk ? config.gapLevels.risk[item.issueRisk] : config.gapLevels.partial;
}

function decideConclusion(score: number, issues: MlpsIssueCounts, config: MlpsGapConfig): MlpsConclusion {
  for (const band of config.conclusionBands) {
    if (score < band.minScore) continue;
    if (!band.allowHighRisk && issues.high > 0) continue;
    if (!band.allowMediumRisk && issues.medium > 0) continue;
    return band.conclusion;
  }
  return config.fallbackConclusion;
}

/** Scores an MLPS gap assessment. Throws EngineInputError (Chinese, per field) on bad input. */
export function scoreMlpsGap(rawInput: MlpsGapInput, rawConfig?: MlpsGapConfig): MlpsGapResult {
  const config = resolveMlpsGapConfig(rawConfig);
  const input = parseOrThrow(MlpsGapInputSchema, rawInput, GAP_PARSE_OPTIONS);
  const points = checkItems(input, config);
  const dp = config.scoreDecimals;

  const byPoint = new Map<string, Acc>();
  const total = newAcc();
  const issues: MlpsIssueCounts = { high: 0, medium: 0, low: 0 };
  const scoredItems: MlpsScoredItem[] = [];
  const gaps: Mutable<Ranked<MlpsGap>>[] = [];

  input.items.forEach((item, i) => {
    const point = points[i];
    let acc = byPoint.get(point.id);
    if (!acc) byPoint.set(point.id, (acc = newAcc()));
    acc.counts[item.result]++;
    total.counts[item.result]++;
    if (item.result === 'na') {
      scoredItems.push({ id: item.id, controlPointId: point.id, result: item.result, weight: null, score: null, gapLevel: null });
      return;
    }
    const weight = config.weights[item.importance ?? config.defaultImportance];
    const score = itemScore(item, config);
    const gapLevel = itemGapLevel(item, config);
    acc.ws += weight * score;
    acc.w += weight;
    total.ws += weight * score;
    total.w += weight;
    if (acc.maxGap === null || gapLevel > acc.maxGap) acc.maxGap = gapLevel;
    if (item.issueRisk) issues[item.issueRisk]++;
    scoredItems.push({ id: item.id, controlPointId: point.id, result: item.result, weight, score, gapLevel });
    if (item.result !== 'conform') {
      const gap: Mutable<Ranked<MlpsGap>> = {
        rank: 0,
        itemId: item.id,
        controlPointId: point.id,
        controlPointName: point.name,
        category: point.category,
        categoryName: MlpsCategory.label(point.category),
        result: item.result,
        gapLevel,
        weight,
        score,
      };
      if (item.title !== undefined) gap.title = item.title;
      if (item.issueRisk) gap.issueRisk = item.issueRisk;
      if (item.remediation !== undefined) gap.remediation = item.remediation;
      gaps.push(gap);
    }
  });

  // Control points and categories, in catalogue order.
  const assessed = [...byPoint.keys()].sort((a, b) => mlpsControlPointOrder(a) - mlpsControlPointOrder(b));
  const controlPoints: MlpsControlPointScore[] = [];
  const byCategory = new Map<MlpsCategory, { acc: Acc; pointScores: number[]; points: number }>();
  for (const id of assessed) {
    const point = mlpsControlPoint(id) as MlpsControlPoint;
    const acc = byPoint.get(id) as Acc;
    const ratio = acc.w > 0 ? acc.ws / acc.w : null;
    controlPoints.push({
      id,
      name: point.name,
      category: point.category,
      extension: point.extension,
      score: ratio === null ? null : roundTo(100 * ratio, dp),
      counts: acc.counts,
      maxGapLevel: acc.maxGap,
    });
    let cat = byCategory.get(point.category);
    if (!cat) byCategory.set(point.category, (cat = { acc: newAcc(), pointScores: [], points: 0 }));
    cat.points++;
    cat.acc.ws += acc.ws;
    cat.acc.w += acc.w;
    for (const r of MlpsResult.values) cat.acc.counts[r] += acc.counts[r];
    if (ratio !== null) cat.pointScores.push(ratio);
  }

  const categories: MlpsCategoryScore[] = [];
  const categoryRatios: number[] = [];
  for (const key of MlpsCategory.values) {
    const cat = byCategory.get(key);
    if (!cat) continue;
    const ratio = config.categoryAggregation === 'mean' ? meanOrNull(cat.pointScores) : cat.acc.w > 0 ? cat.acc.ws / cat.acc.w : null;
    if (ratio !== null) categoryRatios.push(ratio);
    categories.push({
      key,
      name: MlpsCategory.label(key),
      kind: MLPS_CATEGORY_KIND[key],
      score: ratio === null ? null : roundTo(100 * ratio, dp),
      controlPoints: cat.points,
      counts: cat.acc.counts,
    });
  }

  const overallRatio = config.overallAggregation === 'items' ? total.ws / total.w : (meanOrNull(categoryRatios) as number);
  const rawScore = roundTo(100 * overallRatio, dp);
  const { deductions } = config;
  const deduction = roundTo(
    Math.min(deductions.max, issues.high * deductions.high + issues.medium * deductions.medium + issues.low * deductions.low),
    dp,
  );
  const score = roundTo(Math.max(0, rawScore - deduction), dp);

  const inScope = mlpsControlPointsFor(input.level, input.extensions);
  return {
    standard: 'gov',
    config: configRef(config),
    level: input.level,
    extensions: input.extensions,
    score,
    rawScore,
    deduction,
    conclusion: decideConclusion(score, issues, config),
    issues,
    counts: { ...total.counts, total: input.items.length },
    categories,
    controlPoints,
    radar: toRadar(categories),
    gaps: rankInPlace(gaps, compareMlpsGaps),
    items: scoredItems,
    unassessedControlPoints: inScope.filter((p) => !byPoint.has(p.id)).map((p) => p.id),
  };
}

/** Most severe first: gap level, then weight, then lower score, then catalogue order. */
function compareMlpsGaps(a: MlpsGap, b: MlpsGap): number {
  return (
    b.gapLevel - a.gapLevel ||
    b.weight - a.weight ||
    a.score - b.score ||
    mlpsControlPointOrder(a.controlPointId) - mlpsControlPointOrder(b.controlPointId)
  );
}
