/**
 * GB/T 20984 risk calculation engine (brief §1; design notes in docs/engines-risk.md).
 *
 *   const config = defineRiskConfig({ id: 'tenant-a', version: '2' });   // validated once
 *   const result = assessRisks(config, input);                            // whole assessment
 *   const one = computeLinkRisk(config, { assetValue: 4, threatValue: 3, severity: 4 });
 */
export {
  DEFAULT_RISK_CONFIG,
  defineRiskConfig,
  validateRiskConfig,
  bandOf,
  levelOfValue,
  type RiskConfig,
  type ConfigRef,
} from './config';
export {
  DEFAULT_RISK_CONFIG_DATA,
  riskConfigDataSchema,
  type RiskConfigData,
  type RiskConfigInput,
  type AggregationRule,
  type Band,
  type Matrix,
} from './config-schema';
export * from './labels';
export * from './schemas';
export * from './types';
export { levelText, isLevel, roundHalfUp, type Level, type RoundingMode } from './scale';
export {
  adjustBusinessImportance,
  ciaValue,
  systemAssetValue,
  unitAssetValue,
  threatValue,
  type BusinessImportance,
  type AssetValue,
  type SystemAssetValue,
  type SystemAssetValueInput,
  type ThreatValue,
  type ThreatRating,
} from './assets';
export { controlCredit, type ControlLike, type AppliedControl, type ControlCredit } from './controls';
export { computeLinkRisk, computeLinkRiskBothMethods, type LinkFactors } from './link';
export { aggregateRisks, applyBusinessImportance, type AggregateRisk, type RiskItem } from './aggregate';
export { computeResidualRisk, type ResidualRisk, type StandaloneTreatmentInput } from './residual';
export {
  evaluateAcceptance,
  rankRisks,
  riskDistribution,
  type Rankable,
  type Distribution,
  type DistributionRow,
  type GroupedDistribution,
} from './evaluate';
export { assessRisks, type AssessedLink, type AggregatedEntry, type RiskAssessmentResult } from './assessment';
export { roundingNote } from './explain';
