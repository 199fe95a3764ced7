/**
 * The scales the risk engine computes on (GB/T 20984; spec §3): importance levels with their
 * values, risk levels 5..1 with their text codes, and the unit asset types. The risk assessment
 * area re-exports them (domain/riskAssessment/enums.ts); the engine owns them so that it needs no
 * area.
 */
import { defineEnum } from '../../kernel/enums';

export const UnitAssetType = defineEnum({
  systemUnit: '系统单元',
  systemComponents: '系统组件',
  humanResources: '人力资源',
  otherAssets: '其他资产',
});

/** Importance levels with their numeric values (spec §3). */
export const Importance = defineEnum({ VERY_HIGH: '很高', HIGH: '高', MEDIUM: '中', LOW: '低', VERY_LOW: '很低' });
export type Importance = (typeof Importance.values)[number];

export const IMPORTANCE_VALUE: Readonly<Record<Importance, 1 | 2 | 3 | 4 | 5>> = {
  VERY_HIGH: 5,
  HIGH: 4,
  MEDIUM: 3,
  LOW: 2,
  VERY_LOW: 1,
};

/** Risk levels 5..1 and their text codes (spec §3). */
export const RiskLevelText = defineEnum({ hengao: '很高', gao: '高', zhongdeng: '中等', di: '低', hendi: '很低' });
export type RiskLevelText = (typeof RiskLevelText.values)[number];
export type RiskLevel = 1 | 2 | 3 | 4 | 5;

export const RISK_LEVELS: readonly RiskLevel[] = [5, 4, 3, 2, 1];

export const RISK_LEVEL_TEXT: Readonly<Record<RiskLevel, RiskLevelText>> = { 5: 'hengao', 4: 'gao', 3: 'zhongdeng', 2: 'di', 1: 'hendi' };

export const riskLevelLabel = (level: RiskLevel): string => RiskLevelText.labels[RISK_LEVEL_TEXT[level]];
