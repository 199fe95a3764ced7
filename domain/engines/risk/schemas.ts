/**
 * Input schemas of the risk engine. Types are inferred from them; the server validates request
 * bodies and the engine validates assessRisks input with the same schemas.
 */
import { z } from 'zod';
import { Importance, IMPORTANCE_VALUE, UnitAssetType } from './scales';
import { AssociationDegree, ControlEffectiveness, ControlType, ThreatTiming, TreatmentOption } from './labels';
import { levelSchema, type Level } from './scale';

const idSchema = z.string({ error: '须为非空字符串' }).min(1, { error: '须为非空字符串' }).max(128, { error: '不能超过 128 个字符' });
/**
 * Sane upper bounds of an assessment: far above any real one (the benchmark runs 100 000 links),
 * low enough that a runaway client cannot make one call hold the server for minutes.
 */
export const RISK_LIMITS = { entries: 1_000_000, references: 10_000, controls: 1_000, texts: 100 } as const;
const list = <T extends z.ZodType>(item: T, max: number = RISK_LIMITS.entries) =>
  z.array(item, { error: '须为数组' }).max(max, { error: `最多 ${max} 项` });

const idsSchema = z.array(idSchema, { error: '须为编号数组' }).max(RISK_LIMITS.references, { error: `最多 ${RISK_LIMITS.references} 项` });
const textSchema = z.string({ error: '须为字符串' }).max(500, { error: '不能超过 500 个字符' });

/** 1–5, or an Importance code (VERY_HIGH … VERY_LOW) from domain/enums. */
export const importanceSchema = z.union([levelSchema, Importance.schema.transform((code): Level => IMPORTANCE_VALUE[code])], {
  error: '须为 1–5 的整数或重要性代码（VERY_HIGH/HIGH/MEDIUM/LOW/VERY_LOW）',
});

/** Brief §1.3. */
export const businessAssetSchema = z.object({
  id: idSchema,
  name: textSchema.optional(),
  importance: importanceSchema,
  /** Association identification: other businesses and how closely this one depends on them. */
  associations: list(z.object({ businessId: idSchema, degree: AssociationDegree.schema }), RISK_LIMITS.references).default([]),
});
export type BusinessAssetInput = z.input<typeof businessAssetSchema>;
export type BusinessAsset = z.output<typeof businessAssetSchema>;

export const ciaSchema = z.object({
  confidentiality: levelSchema,
  integrity: levelSchema,
  availability: levelSchema,
});
export type Cia = z.output<typeof ciaSchema>;

/** Brief §1.4. */
export const systemAssetSchema = ciaSchema.extend({
  id: idSchema,
  name: textSchema.optional(),
  /** 信息系统 / 数据资源 / 通信网络 (tenant dictionary `systemType`). */
  systemType: textSchema.optional(),
  /** 承载类别 (tenant dictionary `carryType`): recorded, not used in the value. */
  carryTypes: list(textSchema, RISK_LIMITS.texts).default([]),
  /** 业务关联程度 (`carryLevel`). */
  carryLevel: levelSchema,
  /** 资产关联程度 (`systemRelated`); absent = carryLevel alone. */
  systemRelated: levelSchema.optional(),
  /** Businesses this asset carries. */
  businessIds: idsSchema.default([]),
  /** Override of the related business importance (default: highest adjusted importance of businessIds). */
  businessImportance: importanceSchema.optional(),
});
export type SystemAssetInput = z.input<typeof systemAssetSchema>;
export type SystemAsset = z.output<typeof systemAssetSchema>;

/** Brief §1.5. */
export const unitAssetSchema = ciaSchema.extend({
  id: idSchema,
  name: textSchema.optional(),
  type: UnitAssetType.schema,
  subType: textSchema.optional(),
  systemAssetIds: idsSchema.min(1, { error: '须至少关联一个系统资产' }),
});
export type UnitAssetInput = z.input<typeof unitAssetSchema>;
export type UnitAsset = z.output<typeof unitAssetSchema>;

/** Brief §1.6: the value comes from capability (optional), frequency and timing. */
export const threatSchema = z.object({
  id: idSchema,
  name: textSchema.optional(),
  category: textSchema.optional(),
  capability: levelSchema.optional(),
  frequency: levelSchema,
  timing: ThreatTiming.schema.default('normal'),
});
export type ThreatInput = z.input<typeof threatSchema>;
export type Threat = z.output<typeof threatSchema>;

/** Brief §1.8: severity feeds the loss, exploitability (default: severity) the likelihood. */
export const vulnerabilitySchema = z.object({
  id: idSchema,
  name: textSchema.optional(),
  /** The asset the weakness was identified on; a link must then use this asset. */
  assetId: idSchema.optional(),
  severity: levelSchema,
  exploitability: levelSchema.optional(),
});
export type VulnerabilityInput = z.input<typeof vulnerabilitySchema>;
export type Vulnerability = z.output<typeof vulnerabilitySchema>;

/** Brief §1.7: a security measure, existing or planned. */
export const controlSchema = z.object({
  id: idSchema.optional(),
  name: textSchema.optional(),
  type: ControlType.schema,
  effectiveness: ControlEffectiveness.schema,
});
export type Control = z.output<typeof controlSchema>;

/**
 * An existing measure of an assessment. It applies to a link listed in the link's controlIds,
 * and to every link matching all of its non-empty target lists.
 */
export const existingControlSchema = controlSchema.extend({
  id: idSchema,
  targets: z.object({ assetIds: idsSchema.optional(), threatIds: idsSchema.optional(), vulnerabilityIds: idsSchema.optional() }).optional(),
});
export type ExistingControlInput = z.input<typeof existingControlSchema>;
export type ExistingControl = z.output<typeof existingControlSchema>;

/** One (asset, threat, vulnerability) scenario; the asset is a system asset or a unit asset. */
export const riskLinkSchema = z.object({
  id: idSchema,
  assetId: idSchema,
  threatId: idSchema,
  vulnerabilityId: idSchema,
  controlIds: idsSchema.default([]),
});
export type RiskLinkInput = z.input<typeof riskLinkSchema>;
export type RiskLink = z.output<typeof riskLinkSchema>;

/** Updated factors after treatment, brief §1.11 ("recalculated with updated inputs"). */
export const residualInputsSchema = z.object({
  assetValue: levelSchema.optional(),
  threatValue: levelSchema.optional(),
  severity: levelSchema.optional(),
  exploitability: levelSchema.optional(),
});
export type ResidualInputs = z.output<typeof residualInputsSchema>;

/** Brief §1.11 treatment record of one link (remnant stage). */
export const treatmentSchema = z.object({
  linkId: idSchema,
  option: TreatmentOption.schema,
  plannedControls: list(controlSchema, RISK_LIMITS.controls).default([]),
  residualInputs: residualInputsSchema.default({}),
  measures: list(textSchema, RISK_LIMITS.texts).default([]),
  owner: textSchema.optional(),
  dueDate: textSchema.optional(),
  acceptedBy: textSchema.optional(),
  acceptedAt: textSchema.optional(),
});
export type TreatmentInput = z.input<typeof treatmentSchema>;
export type Treatment = z.output<typeof treatmentSchema>;

export const riskAssessmentInputSchema = z.object({
  businesses: list(businessAssetSchema).default([]),
  systemAssets: list(systemAssetSchema),
  unitAssets: list(unitAssetSchema).default([]),
  threats: list(threatSchema),
  vulnerabilities: list(vulnerabilitySchema),
  controls: list(existingControlSchema).default([]),
  links: list(riskLinkSchema),
  treatments: list(treatmentSchema).default([]),
});
export type RiskAssessmentInput = z.input<typeof riskAssessmentInputSchema>;
export type RiskAssessment = z.output<typeof riskAssessmentInputSchema>;
