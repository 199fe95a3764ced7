/**
 * The significance (importance) of environmental aspects, ISO 14001:2015 6.1.2 (多因子评分法): each
 * criterion is scored 1…maxScore, and an aspect is significant when the sum reaches the threshold.
 * The rules of a valid configuration, with Chinese messages, and the evaluation itself.
 */
import type { EnvCriterion } from './contracts';

export const ENV_CRITERIA_MIN = 1;
export const ENV_CRITERIA_MAX = 10;

/** The first thing wrong with a configuration, or null. */
export function envImportanceRefusal(config: { criteria: readonly EnvCriterion[]; threshold: number }): string | null {
  const { criteria, threshold } = config;
  if (criteria.length < ENV_CRITERIA_MIN || criteria.length > ENV_CRITERIA_MAX) {
    return `评价因子须为 ${ENV_CRITERIA_MIN}–${ENV_CRITERIA_MAX} 个，当前 ${criteria.length} 个`;
  }
  const codes = new Set<string>();
  const names = new Set<string>();
  for (const criterion of criteria) {
    if (codes.has(criterion.code)) return `评价因子代码“${criterion.code}”重复`;
    if (names.has(criterion.name)) return `评价因子名称“${criterion.name}”重复`;
    codes.add(criterion.code);
    names.add(criterion.name);
  }
  const total = criteria.reduce((sum, criterion) => sum + criterion.maxScore, 0);
  if (threshold < criteria.length || threshold > total) {
    return `判定阈值须在 ${criteria.length}（各因子最低分之和）至 ${total}（各因子最高分之和）之间`;
  }
  return null;
}

/** Whether an aspect with these scores (by criterion code) is significant; a missing or out-of-range score is refused. */
export function evaluateEnvAspect(
  config: { criteria: readonly EnvCriterion[]; threshold: number },
  scores: Readonly<Record<string, number>>,
): { total: number; significant: boolean } | { refusal: string } {
  let total = 0;
  for (const criterion of config.criteria) {
    const score = scores[criterion.code];
    if (!Number.isInteger(score) || score < 1 || score > criterion.maxScore) {
      return { refusal: `“${criterion.name}”的得分须为 1–${criterion.maxScore} 的整数` };
    }
    total += score;
  }
  return { total, significant: total >= config.threshold };
}
