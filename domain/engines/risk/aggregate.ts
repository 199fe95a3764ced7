/**
 * Aggregation of link risks into a system-asset risk and of system-asset risks into a business
 * risk (brief §1.9 "Business risk", §1.13). Rules [I], configurable: max (default), weighted
 * mean, max + 1 level when at least k risks reach a level.
 */
import { RISK_LEVEL_TEXT, type RiskLevelText } from './scales';
import { z } from 'zod';
import { parseOrThrow } from '../../kernel/validation';
import { assertNoIssues } from '../errors';
import { isPlainObject, requireArray, requireOneOf, requireString } from '../guard';
import { aggregationRuleSchema, type AggregationRule } from './config-schema';
import { compiledOf, type ConfigRef, type RiskConfig } from './config';
import { bandRef } from './explain';
import { riskParseOptions } from './issues';
import { RiskMethod, ratingText, riskLevelText } from './labels';
import { fmt, isLevel, levelSchema, MAX_VALUE, roundWith, type Level } from './scale';
import { levelIssues } from './validate';

/** Most risks one aggregation takes (an assessment of a million links). */
export const MAX_AGGREGATED_ITEMS = 1_000_000;

/** An AggregateRisk handed back in (applyBusinessImportance), checked field by field. */
const aggregateRiskSchema = z.object({
  config: z.object({ id: z.string().max(64), version: z.string().max(32) }),
  rule: z.enum(['max', 'weightedMean', 'maxPlusOne']),
  count: z.number().int().min(1).max(MAX_AGGREGATED_ITEMS),
  value: z.number().min(1).max(MAX_VALUE),
  level: levelSchema,
  text: z.string().max(20),
  drivers: z.array(z.string().max(128)).max(MAX_AGGREGATED_ITEMS),
  highCount: z.number().int().min(0).max(MAX_AGGREGATED_ITEMS).nullable(),
  escalated: z.boolean(),
  importanceAdjustment: z.object({ importance: levelSchema, from: levelSchema, to: levelSchema }).nullable(),
  lines: z.array(z.string().max(10_000)).max(10_000),
});

const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : typeof v === 'number' ? String(v) : typeof v);

/** Issues of risk items handed in from outside: ids, values 1–25, levels 1–5, weights 0–1000. */
function riskItemIssues(items: readonly unknown[]): string[] {
  const issues: string[] = [];
  for (let i = 0; i < items.length && issues.length < 100; i++) {
    const it = items[i];
    const at = `风险项[${i}]`;
    if (!isPlainObject(it)) {
      issues.push(`${at}须为对象`);
      continue;
    }
    if (typeof it.id !== 'string' || it.id.length === 0 || it.id.length > 128) issues.push(`${at}的编号（id）须为 1–128 个字符的字符串`);
    if (it.name !== undefined && (typeof it.name !== 'string' || it.name.length > 500))
      issues.push(`${at}的名称（name）须为不超过 500 个字符的字符串`);
    if (typeof it.value !== 'number' || !(it.value >= 1 && it.value <= MAX_VALUE))
      issues.push(`${at}的风险值（value）须为 1–${MAX_VALUE} 之间的数，实际为 ${show(it.value)}`);
    if (!isLevel(it.level)) issues.push(`${at}的风险等级（level）须为 1–5 的整数，实际为 ${show(it.level)}`);
    if (it.weight !== undefined && (typeof it.weight !== 'number' || !(it.weight >= 0 && it.weight <= 1000)))
      issues.push(`${at}的权重（weight）须为 0–1000 之间的数，实际为 ${show(it.weight)}`);
  }
  return issues;
}

export interface RiskItem {
  readonly id: string;
  /** Shown in the explanation instead of the id when present. */
  readonly name?: string;
  readonly value: number;
  readonly level: Level;
  /** Weight in the weighted mean (business: the system asset's 业务关联程度). Default 1. */
  readonly weight?: number;
}

export interface AggregateRisk {
  readonly config: ConfigRef;
  readonly rule: AggregationRule['method'];
  readonly count: number;
  /** Aggregated risk value: the maximum, or the rounded weighted mean. */
  readonly value: number;
  readonly level: Level;
  readonly text: RiskLevelText;
  /** Ids of the items that hold the maximum value (max and maxPlusOne). */
  readonly drivers: readonly string[];
  /** maxPlusOne: how many items reached minLevel, and whether the level was raised. */
  readonly highCount: number | null;
  readonly escalated: boolean;
  /** Set when the business-importance matrix changed the level. */
  readonly importanceAdjustment: { readonly importance: Level; readonly from: Level; readonly to: Level } | null;
  readonly lines: readonly string[];
}

/**
 * Aggregates risks with `rule`; null when there is nothing to aggregate.
 * `subject` names the result in the explanation (e.g. 系统资产风险).
 */
export function aggregateRisks(
  config: RiskConfig,
  items: readonly RiskItem[],
  rule?: AggregationRule,
  subject = '业务风险',
  method?: RiskMethod,
): AggregateRisk | null {
  compiledOf(config);
  requireArray(items, '风险项（items）', MAX_AGGREGATED_ITEMS);
  assertNoIssues(riskItemIssues(items));
  // The config's own rules were validated with it; anything else is parsed here.
  const validRule =
    rule === undefined
      ? config.aggregation.business
      : rule === config.aggregation.business || rule === config.aggregation.systemAsset
        ? rule
        : parseOrThrow(aggregationRuleSchema, rule, riskParseOptions('汇总规则（rule） '));
  requireString(subject, '汇总对象名称（subject）', 200);
  const validMethod = method ?? config.method;
  requireOneOf(validMethod, '计算方法（method）', RiskMethod.values);
  return aggregate(config, items, validRule, subject, validMethod);
}

/** aggregateRisks for validated arguments (assessRisks). */
export function aggregate(
  config: RiskConfig,
  items: readonly RiskItem[],
  rule: AggregationRule,
  subject: string,
  method: RiskMethod,
): AggregateRisk | null {
  const compiled = compiledOf(config);
  if (items.length === 0) return null;
  let maxValue = 0;
  let maxLevel: Level = 1;
  for (const it of items) {
    if (it.value > maxValue) maxValue = it.value;
    if (it.level > maxLevel) maxLevel = it.level;
  }
  const top = items.filter((it) => it.value === maxValue);
  const drivers = top.map((it) => it.id);
  const base = { config: compiled.ref, rule: rule.method, count: items.length, importanceAdjustment: null };
  const maxLine = `${subject}：取 ${items.length} 项风险的最大值，风险值 ${maxValue}（${top.map((it) => it.name ?? it.id).join('、')}），风险等级 ${riskLevelText(maxLevel)}`;

  if (rule.method === 'weightedMean') {
    let sum = 0;
    let weights = 0;
    for (const it of items) {
      const w = it.weight ?? 1;
      sum += it.value * w;
      weights += w;
    }
    const exact = weights > 0 ? sum / weights : maxValue;
    const value = Math.min(25, Math.max(1, roundWith('halfUp', exact)));
    const bands = method === 'matrix' ? compiled.riskBand : compiled.multiplicationRiskBand;
    const level = bands[value] as Level;
    const band = bandRef(config, method === 'matrix' ? 'risk' : 'multiplication', value, level);
    return {
      ...base,
      value,
      level,
      text: RISK_LEVEL_TEXT[level],
      drivers: [],
      highCount: null,
      escalated: false,
      lines: [
        `${subject}：${items.length} 项风险按权重加权平均 Σ(风险值×权重)/Σ权重 = ${fmt(sum)}/${fmt(weights)} = ${fmt(exact)}，四舍五入得 ${value}，落在区间 ${band.min}–${band.max}，风险等级 ${riskLevelText(level)}`,
      ],
    };
  }
  if (rule.method === 'maxPlusOne') {
    const highCount = items.reduce((n, it) => (it.level >= rule.minLevel ? n + 1 : n), 0);
    const escalate = highCount >= rule.count && maxLevel < 5;
    const level = (escalate ? maxLevel + 1 : maxLevel) as Level;
    const why = `其中 ${highCount} 项风险等级不低于 ${rule.minLevel}（阈值 ${rule.count} 项）`;
    return {
      ...base,
      value: maxValue,
      level,
      text: RISK_LEVEL_TEXT[level],
      drivers,
      highCount,
      escalated: escalate,
      lines: [maxLine, escalate ? `${why}，等级上调一级：${maxLevel} → ${riskLevelText(level)}` : `${why}，不上调`],
    };
  }
  return { ...base, value: maxValue, level: maxLevel, text: RISK_LEVEL_TEXT[maxLevel], drivers, highCount: null, escalated: false, lines: [maxLine] };
}

/**
 * Optional last step of brief §1.9 [I]: business risk level = RM'[aggregated level][business
 * importance]. Returns `risk` unchanged when the configuration has no such matrix.
 */
export function applyBusinessImportance(config: RiskConfig, risk: AggregateRisk, importance: Level): AggregateRisk {
  compiledOf(config);
  const valid = parseOrThrow(aggregateRiskSchema, risk, riskParseOptions('汇总风险（risk） ')) as AggregateRisk;
  assertNoIssues(levelIssues({ 业务重要性: importance }));
  const adjusted = withBusinessImportance(config, valid, importance);
  // Without a matrix the caller gets its own object back, as documented.
  return adjusted === valid ? risk : adjusted;
}

/** applyBusinessImportance for a risk aggregateRisks produced (assessRisks). */
export function withBusinessImportance(config: RiskConfig, risk: AggregateRisk, importance: Level): AggregateRisk {
  const matrix = config.aggregation.businessImportanceMatrix;
  if (!matrix) return risk;
  const to = matrix[risk.level - 1][importance - 1] as Level;
  return {
    ...risk,
    level: to,
    text: RISK_LEVEL_TEXT[to],
    importanceAdjustment: { importance, from: risk.level, to },
    lines: [
      ...risk.lines,
      `结合业务重要性 ${ratingText(importance)}：业务风险重要性矩阵[风险等级 ${risk.level}][业务重要性 ${importance}] = ${to}，业务风险等级 ${riskLevelText(to)}`,
    ],
  };
}
