/**
 * Shapes of the risk assessment's registers as the server answers them: assets of the three tiers,
 * threats, vulnerabilities, controls, risks with their treatment, and the report with every figure
 * explained. The stage bar's shapes and the field helpers: contractShapes.ts.
 */
import { z } from 'zod';
import {
  AssetAssessState,
  AssetAssessStatus,
  AssetCategory,
  AssetItemState,
  AssetStage,
  AssetTier,
  RiskLevelText,
  ThreatCategory,
  ThreatSource,
  UnitAssetType,
  VulnerabilityLayer,
} from './enums';
import { ProjectLevel } from '../projects/enums';
import {
  AcceptanceDecision,
  ControlEffectiveness,
  ControlType,
  ResidualStatus,
  RiskMethod,
  ThreatTiming,
  TreatmentOption,
} from '../engines/risk/labels';
import { RA_LIMITS } from './rules';
import { text } from '../kernel/text';
import { Timestamp } from '../kernel/contract';
import { Level, level, name } from './contractShapes';

export const AssetBase = z.object({
  assetCode: z.string(),
  projectCode: z.string(),
  name: z.string(),
  description: z.string(),
  ownerAccountId: z.string().nullable(),
  ownerName: z.string(),
  state: AssetItemState.schema,
  /** Why the owner sent it back (empty when not rejected). */
  rejectReason: z.string(),
  updatedAt: Timestamp,
});

export const BusinessAssetRow = AssetBase.extend({
  /** Answers to the template's business dictionaries (biz_func … biz_region): option value, or values. */
  options: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  importance: Level,
  /** After the close-association adjustment (brief §1.3, App. D). */
  importanceAdjusted: Level,
  importanceLines: z.array(z.string()),
  associations: z.array(z.object({ assetCode: z.string(), name: z.string(), type: z.string(), degree: z.enum(['close', 'loose']) })),
  systemCount: z.number().int(),
});
export type BusinessAssetRow = z.infer<typeof BusinessAssetRow>;

export const SystemAssetRow = AssetBase.extend({
  category: AssetCategory.schema,
  /** Option values of the systemType and carryType dictionaries. */
  systemType: z.string(),
  carryTypes: z.array(z.string()),
  carryLevel: Level,
  systemRelated: Level.nullable(),
  confidentiality: Level,
  integrity: Level,
  availability: Level,
  businessCodes: z.array(z.string()),
  businessNames: z.array(z.string()),
  /** The asset value computed by the engine, with its explanation. */
  value: Level,
  valueLines: z.array(z.string()),
  assessState: AssetAssessState.schema,
  unitCount: z.number().int(),
});
export type SystemAssetRow = z.infer<typeof SystemAssetRow>;

export const UnitAssetRow = AssetBase.extend({
  unitType: UnitAssetType.schema,
  subType: z.string(),
  category: AssetCategory.schema,
  confidentiality: Level,
  integrity: Level,
  availability: Level,
  systemCodes: z.array(z.string()),
  systemNames: z.array(z.string()),
  value: Level,
  valueLines: z.array(z.string()),
  assessState: AssetAssessState.schema,
});
export type UnitAssetRow = z.infer<typeof UnitAssetRow>;

/** An asset of any tier, as the overview and the owners' lists show it. */
export const AssetRow = AssetBase.extend({
  tier: AssetTier.schema,
  /** null for business assets. */
  category: AssetCategory.schema.nullable(),
  /** Importance (business) or value (system, unit). */
  value: Level,
  assessState: AssetAssessState.schema.nullable(),
});
export type AssetRow = z.infer<typeof AssetRow>;

export const ThreatRow = z.object({
  threatCode: z.string(),
  name: z.string(),
  category: ThreatCategory.schema,
  source: ThreatSource.schema,
  capability: Level.nullable(),
  frequency: Level,
  timing: ThreatTiming.schema,
  description: z.string(),
  value: Level,
  valueLines: z.array(z.string()),
  vulnerabilityCount: z.number().int(),
});
export type ThreatRow = z.infer<typeof ThreatRow>;

export const VulnerabilityRow = z.object({
  vulnCode: z.string(),
  assetCode: z.string(),
  name: z.string(),
  layer: VulnerabilityLayer.schema,
  severity: Level,
  exploitability: Level.nullable(),
  threatCodes: z.array(z.string()),
  description: z.string(),
});
export type VulnerabilityRow = z.infer<typeof VulnerabilityRow>;

/** An asset in the consultant's lists (system and unit assets). */
export const AssessAssetRow = z.object({
  tier: z.enum(['system', 'unit']),
  assetCode: z.string(),
  name: z.string(),
  category: AssetCategory.schema,
  value: Level,
  ownerName: z.string(),
  assessState: AssetAssessState.schema,
  vulnerabilityCount: z.number().int(),
  riskCount: z.number().int(),
  maxRiskLevel: Level.nullable(),
});
export type AssessAssetRow = z.infer<typeof AssessAssetRow>;

export const ControlRow = z.object({
  controlCode: z.string(),
  name: z.string(),
  type: ControlType.schema,
  effectiveness: ControlEffectiveness.schema,
  layer: VulnerabilityLayer.schema,
  /** Empty = every asset. */
  assetCodes: z.array(z.string()),
  assetNames: z.array(z.string()),
  /** Empty = every threat. */
  threatCodes: z.array(z.string()),
  threatNames: z.array(z.string()),
  description: z.string(),
});
export type ControlRow = z.infer<typeof ControlRow>;

export const PlannedControl = z.object({ name: name('措施'), type: ControlType.schema, effectiveness: ControlEffectiveness.schema });
export const ResidualInputs = z.object({
  assetValue: level('处置后资产价值').optional(),
  threatValue: level('处置后威胁赋值').optional(),
  severity: level('处置后脆弱性严重程度').optional(),
  exploitability: level('处置后可利用性').optional(),
});

export const Treatment = z.object({
  option: TreatmentOption.schema,
  measures: z
    .array(text({ max: RA_LIMITS.textMax, required: '措施不能为空' }))
    .max(20, '最多 20 条措施')
    .default([]),
  plannedControls: z.array(PlannedControl).max(20, '最多 20 项计划措施').default([]),
  residualInputs: ResidualInputs.default({}),
  owner: text({ max: 40 }).default(''),
  dueDate: text({ max: 10 }).default(''),
  acceptedBy: text({ max: 40 }).default(''),
  acceptedAt: text({ max: 30 }).default(''),
});
export type Treatment = z.infer<typeof Treatment>;

export const FactorLevel = z.object({ value: z.number(), level: Level });

export const RiskRow = z.object({
  riskCode: z.string(),
  /** 1 = the highest risk of the project (engine rankRisks). */
  rank: z.number().int(),
  assetTier: z.enum(['system', 'unit']),
  assetCode: z.string(),
  assetName: z.string(),
  assetValue: Level,
  threatCode: z.string(),
  threatName: z.string(),
  threatCategory: ThreatCategory.schema,
  threatValue: Level,
  vulnCode: z.string(),
  vulnName: z.string(),
  layer: VulnerabilityLayer.schema,
  severity: Level,
  likelihood: FactorLevel,
  loss: FactorLevel,
  value: z.number(),
  level: Level,
  levelText: RiskLevelText.schema,
  acceptance: AcceptanceDecision.schema,
  /** The engine's explanation lines: matrix cells or formulas, bands, measures. */
  explanation: z.array(z.string()),
  suggestion: z.string(),
  treatment: Treatment.nullable(),
  residual: z
    .object({
      status: ResidualStatus.schema,
      value: z.number().nullable(),
      level: Level.nullable(),
      levelText: RiskLevelText.schema.nullable(),
      acceptance: AcceptanceDecision.schema.nullable(),
      furtherActionRequired: z.boolean(),
      lines: z.array(z.string()),
    })
    .nullable(),
});
export type RiskRow = z.infer<typeof RiskRow>;

export const Distribution = z.array(
  z.object({ level: Level, text: RiskLevelText.schema, label: z.string(), count: z.number().int(), share: z.number() }),
);
export const AggregateRow = z.object({
  assetCode: z.string(),
  name: z.string(),
  importance: Level.nullable(),
  value: z.number().nullable(),
  level: Level.nullable(),
  levelText: RiskLevelText.schema.nullable(),
  residualLevel: Level.nullable(),
  lines: z.array(z.string()),
});

/** The report (assetsRiskEvaluateReport): every figure with the engine's explanation. */
export const RiskReport = z.object({
  projectCode: z.string(),
  projectName: z.string(),
  companyName: z.string(),
  productName: z.string(),
  level: ProjectLevel.schema.nullable(),
  consultantName: z.string(),
  stage: AssetStage.schema,
  status: AssetAssessStatus.schema,
  /** The customer completed the assessment (the report is final). */
  final: z.boolean(),
  method: RiskMethod.schema,
  configId: z.string(),
  configVersion: z.string(),
  computedAt: Timestamp,
  completedAt: Timestamp.nullable(),
  /** Scope and method (section 1): lines a report prints as is, incl. the matrices and bands used. */
  methodLines: z.array(z.string()),
  /** The configuration as the Word report names it: "<Chinese name>（版本 1.0.0）" (views.ts riskConfigLabel). */
  configLabel: z.string(),
  /** The method in Chinese prose, without matrices and ids (the Word report's section 1; views.ts methodText). */
  methodText: z.array(z.string()),
  /** The formulas or matrices, bands and thresholds (the Word report's appendix; views.ts methodTrace). */
  methodTrace: z.array(z.string()),
  scope: z.object({
    business: z.number().int(),
    system: z.number().int(),
    unit: z.number().int(),
    threats: z.number().int(),
    vulnerabilities: z.number().int(),
    controls: z.number().int(),
    risks: z.number().int(),
  }),
  businesses: z.array(
    z.object({ assetCode: z.string(), name: z.string(), importance: Level, importanceAdjusted: Level, lines: z.array(z.string()) }),
  ),
  systems: z.array(z.object({ assetCode: z.string(), name: z.string(), category: AssetCategory.schema, value: Level, lines: z.array(z.string()) })),
  units: z.array(z.object({ assetCode: z.string(), name: z.string(), unitType: UnitAssetType.schema, category: AssetCategory.schema, value: Level })),
  threats: z.array(ThreatRow),
  vulnerabilities: z.array(VulnerabilityRow.extend({ assetName: z.string(), threatNames: z.array(z.string()) })),
  controls: z.array(ControlRow),
  /** Ranked, highest first; at most REPORT_RISK_LIMIT rows (risksTotal says how many exist). */
  risks: z.array(RiskRow),
  risksTotal: z.number().int(),
  distribution: Distribution,
  residualDistribution: Distribution,
  /** Likelihood level × loss level: how many risks fall in each cell (25 cells). */
  heatmap: z.array(z.object({ likelihood: Level, loss: Level, count: z.number().int() })),
  systemRisks: z.array(AggregateRow),
  businessRisks: z.array(AggregateRow),
  /** Treated risks (their residual) and the high residual risks that remain. */
  residuals: z.array(RiskRow),
  highRemnant: z.array(RiskRow),
  acceptance: z.object({
    acceptable: z.number().int(),
    conditional: z.number().int(),
    mustTreat: z.number().int(),
    residualMustTreat: z.number().int(),
    accepted: z.number().int(),
    conclusion: z.string(),
  }),
});
export type RiskReport = z.infer<typeof RiskReport>;
