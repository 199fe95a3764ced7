/**
 * Codes and zh-CN labels that belong to the risk engine (the shared ones — risk levels,
 * importance, unit-asset types — come from domain/enums and are not repeated here).
 */
import { defineEnum } from '../../kernel/enums';
import { Importance, IMPORTANCE_VALUE, riskLevelLabel, type Importance as ImportanceCode } from './scales';
import { requireLevel, type Level } from './scale';

export const RiskMethod = defineEnum({ matrix: '矩阵法', multiplication: '相乘法' });
export type RiskMethod = (typeof RiskMethod.values)[number];

/** 关联程度 of brief §1.3 (association identification). */
export const AssociationDegree = defineEnum({ close: '紧密关联', loose: '非紧密关联' });
export type AssociationDegree = (typeof AssociationDegree.values)[number];

/** 时机 of brief §1.6: special periods (major events, holidays) raise the threat value. */
export const ThreatTiming = defineEnum({ normal: '常规时期', special: '特殊时期' });
export type ThreatTiming = (typeof ThreatTiming.values)[number];

/** Brief §1.7: preventive measures act on likelihood, protective measures on loss. */
export const ControlType = defineEnum({ preventive: '预防性措施', protective: '保护性措施' });
export type ControlType = (typeof ControlType.values)[number];

export const ControlEffectiveness = defineEnum({ effective: '有效', partial: '部分有效', ineffective: '无效' });
export type ControlEffectiveness = (typeof ControlEffectiveness.values)[number];

/** Brief §1.11 treatment options. */
export const TreatmentOption = defineEnum({ avoid: '规避', transfer: '转移', reduce: '降低', accept: '接受' });
export type TreatmentOption = (typeof TreatmentOption.values)[number];

/** Brief §1.10 acceptance decision. */
export const AcceptanceDecision = defineEnum({ acceptable: '可接受', conditional: '有条件接受', mustTreat: '必须处置' });
export type AcceptanceDecision = (typeof AcceptanceDecision.values)[number];

export const ResidualStatus = defineEnum({
  untreated: '未处置',
  eliminated: '已规避',
  treated: '已处置',
  accepted: '已接受',
  pendingAcceptance: '待签字接受',
});
export type ResidualStatus = (typeof ResidualStatus.values)[number];

const IMPORTANCE_BY_VALUE = Object.fromEntries(Object.entries(IMPORTANCE_VALUE).map(([code, value]) => [value, code])) as Record<
  Level,
  ImportanceCode
>;

/** Label of a 1–5 rating (asset value, importance, threat, vulnerability): 很高 … 很低. */
export const ratingLabel = (level: Level): string => {
  requireLevel(level, '等级（level）');
  return Importance.labels[IMPORTANCE_BY_VALUE[level]];
};

/** "4（高）" for ratings, "4（高）" with risk wording (中等) for risk levels. */
export const ratingText = (level: Level): string => {
  const label = ratingLabel(level);
  return `${level}（${label}）`;
};
export const riskLevelText = (level: Level): string => {
  requireLevel(level, '风险等级（level）');
  return `${level}（${riskLevelLabel(level)}）`;
};
