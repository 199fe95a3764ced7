/**
 * Gap-analysis engines: MLPS 2.0 ("gov", brief §2.4) and ISO/IEC 27001:2022 ("iso", brief §3.3).
 * Model, defaults and sources: docs/engines-gap.md.
 *
 *   const result = scoreMlpsGap({ level: 3, items }, MLPS_GAP_DEFAULT_CONFIG);
 *   const custom = defineIsoGapConfig({ ...ISO_GAP_DEFAULT_CONFIG, id: 'tenant-a', version: '2' });
 *   const iso = scoreIsoGap({ items }, custom);
 */
export {
  MlpsResult,
  MlpsImportance,
  MlpsIssueRisk,
  MlpsConclusion,
  IsoItemKind,
  IsoImplementationStatus,
  GapLevelSchema,
  type MlpsScoredResult,
} from './vocab';
export {
  MlpsGapConfigSchema,
  IsoGapConfigSchema,
  defineMlpsGapConfig,
  defineIsoGapConfig,
  resolveMlpsGapConfig,
  resolveIsoGapConfig,
  MLPS_GAP_DEFAULT_CONFIG,
  ISO_GAP_DEFAULT_CONFIG,
  ISO_GAP_CONFIG_1_TO_5,
  type MlpsGapConfig,
  type MlpsGapConfigInput,
  type MlpsConclusionBand,
  type IsoGapConfig,
  type IsoGapConfigInput,
  type IsoMaturityLevel,
  type GapConfigRef,
} from './config';
export type { RadarPoint, Ranked } from './summary';
export {
  MlpsGapItemSchema,
  MlpsGapInputSchema,
  scoreMlpsGap,
  type MlpsGapItem,
  type MlpsGapInput,
  type MlpsResultCounts,
  type MlpsIssueCounts,
  type MlpsScoredItem,
  type MlpsControlPointScore,
  type MlpsCategoryScore,
  type MlpsGap,
  type MlpsGapResult,
} from './mlps';
export {
  IsoGapItemSchema,
  IsoGapInputSchema,
  scoreIsoGap,
  isoGapLevel,
  isoStatusForMaturity,
  type IsoGapItem,
  type IsoGapInput,
  type IsoStatusCounts,
  type IsoScoredItem,
  type IsoGroupSummary,
  type IsoGap,
  type IsoSoaEntry,
  type IsoGapResult,
} from './iso';
