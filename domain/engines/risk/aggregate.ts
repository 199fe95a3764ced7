/**
 * Aggregation of link risks into a system-asset risk and of system-asset risks into a business
 * risk (brief §1.9 "Business risk", §1.13). Rules [I], configurable: max (default), weighted
 * mean, max + 1 level when at least k risks reach a level.
 */
import { RISK_LEVEL_TEXT, type RiskLevelText } from '../../enums';
import type { AggregationRule } from './config-schema';
import { compiledOf, type ConfigRef, type RiskConfig } from './config';
import { bandRef } from './explain';
import { RiskMethod, ratingText, riskLevelText } from './labels';
import { fmt, roundHalfUp, type Level } from './scale';
import { levelIssues } from './validate';
import { assertNoIssues } from '../errors';

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
  rule: AggregationRule = config.aggregation.business,
  subject = '业务风险',
  method: RiskMethod = config.method,
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
    const value = Math.min(25, Math.max(1, roundHalfUp(exact)));
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
  const matrix = config.aggregation.businessImportanceMatrix;
  if (!matrix) return risk;
  assertNoIssues(levelIssues({ 业务重要性: importance }));
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
