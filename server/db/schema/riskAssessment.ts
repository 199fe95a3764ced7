/**
 * Tables of the risk assessment area (issue 14, GB/T 20984): a project's assessment (stage,
 * status, method and the risk configuration it computes with), its history, the three asset
 * tiers, threats, vulnerabilities, existing measures and the computed risks with their treatment
 * and residual risk. Owned by the selling channel like the project (`tenant_code` = the project's
 * tenant_code, leading every key); every row carries its project_code.
 *
 * Links between tiers are code arrays (a system asset's business_codes, a unit's system_codes, a
 * vulnerability's threat_codes): an assessment is read and computed whole, and the lists filter
 * with `= ANY`. The rules live in domain/riskAssessment/rules.ts, the figures in domain/engines/risk.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Treatment } from '../../../domain/riskAssessment/contracts';
import type { RiskConfigData } from '../../../domain/engines/risk';
import { AcceptanceDecision, ControlEffectiveness, ControlType, ResidualStatus, RiskMethod, ThreatTiming } from '../../../domain/engines/risk/labels';
import {
  AssetAssessStatus,
  AssetCategory,
  AssetItemState,
  AssetStage,
  ThreatCategory,
  ThreatSource,
  UnitAssetType,
  VulnerabilityLayer,
} from '../../../domain/enums';
import { at, oneOf, newestFirst } from './columns';

type Codes<E extends { values: readonly string[] }> = [E['values'][number], ...E['values'][number][]];
const codes = <E extends { values: readonly string[] }>(e: E) => e.values as unknown as Codes<E>;
const codeArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const raAssessments = pgTable(
  'ra_assessments',
  {
    /** The channel that bought the project (the project's tenant_code). */
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    deliveryTenantCode: text('delivery_tenant_code').notNull(),
    stage: text('stage', { enum: codes(AssetStage) })
      .notNull()
      .default('business'),
    status: text('status', { enum: codes(AssetAssessStatus) })
      .notNull()
      .default('combing'),
    method: text('method', { enum: codes(RiskMethod) })
      .notNull()
      .default('matrix'),
    /** The risk configuration recorded when the assessment started (a report reproduces exactly). */
    configId: text('config_id').notNull(),
    configVersion: text('config_version').notNull(),
    config: jsonb('config').$type<RiskConfigData>().notNull(),
    combingFinished: boolean('combing_finished').notNull().default(false),
    rejectStage: text('reject_stage'),
    rejectReason: text('reject_reason').notNull().default(''),
    rejectedBy: text('rejected_by'),
    rejectedAt: at('rejected_at'),
    ownerRejectReason: text('owner_reject_reason').notNull().default(''),
    ownerRejectedBy: text('owner_rejected_by'),
    ownerRejectedAt: at('owner_rejected_at'),
    /** Counter for the codes of the project's assets, threats, vulnerabilities and measures. */
    seq: integer('seq').notNull().default(0),
    computedAt: at('computed_at'),
    completedAt: at('completed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode] }),
    uniqueIndex('ra_assessments_project_idx').on(t.projectCode),
    index('ra_assessments_customer_idx').on(t.customerTenantCode, newestFirst(t.updatedAt)),
    index('ra_assessments_delivery_idx').on(t.deliveryTenantCode, newestFirst(t.updatedAt)),
    check('ra_assessments_stage_check', oneOf(t.stage, AssetStage.values)),
    check('ra_assessments_status_check', oneOf(t.status, AssetAssessStatus.values)),
    check('ra_assessments_method_check', oneOf(t.method, RiskMethod.values)),
  ],
);

export const raEvents = pgTable(
  'ra_events',
  {
    id: serial('id').primaryKey(),
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    action: text('action').notNull(),
    label: text('label').notNull(),
    stage: text('stage', { enum: codes(AssetStage) }).notNull(),
    status: text('status', { enum: codes(AssetAssessStatus) }).notNull(),
    actorAccountId: text('actor_account_id'),
    reason: text('reason').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [index('ra_events_project_idx').on(t.tenantCode, t.projectCode, newestFirst(t.at))],
);

/** Columns every asset tier has. */
const assetColumns = () => ({
  tenantCode: text('tenant_code').notNull(),
  projectCode: text('project_code').notNull(),
  assetCode: text('asset_code').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  ownerAccountId: text('owner_account_id'),
  state: text('state', { enum: codes(AssetItemState) })
    .notNull()
    .default('inhand'),
  rejectReason: text('reject_reason').notNull().default(''),
  createdBy: text('created_by').notNull(),
  updatedBy: text('updated_by').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const raBusinessAssets = pgTable(
  'ra_business_assets',
  {
    ...assetColumns(),
    /** Answers to the template's business dictionaries: attrCode → option value(s). */
    options: jsonb('options').$type<Record<string, string | string[]>>().notNull().default({}),
    importance: integer('importance').notNull(),
    associations: jsonb('associations').$type<{ assetCode: string; type: string; degree: 'close' | 'loose' }[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.assetCode] }),
    uniqueIndex('ra_business_assets_name_idx').on(t.projectCode, t.name),
    index('ra_business_assets_owner_idx').on(t.projectCode, t.ownerAccountId),
    check('ra_business_assets_state_check', oneOf(t.state, AssetItemState.values)),
    check('ra_business_assets_importance_check', sql`${t.importance} between 1 and 5`),
  ],
);

export const raSystemAssets = pgTable(
  'ra_system_assets',
  {
    ...assetColumns(),
    category: text('category', { enum: codes(AssetCategory) }).notNull(),
    systemType: text('system_type').notNull(),
    carryTypes: codeArray('carry_types'),
    carryLevel: integer('carry_level').notNull(),
    systemRelated: integer('system_related'),
    confidentiality: integer('confidentiality').notNull(),
    integrity: integer('integrity').notNull(),
    availability: integer('availability').notNull(),
    businessCodes: codeArray('business_codes'),
    /** The engine's value with the assessment's configuration (recomputed when a business changes). */
    value: integer('value').notNull(),
    /** The consultant saved its vulnerability assessment as complete. */
    assessedAt: at('assessed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.assetCode] }),
    uniqueIndex('ra_system_assets_name_idx').on(t.projectCode, t.name),
    index('ra_system_assets_owner_idx').on(t.projectCode, t.ownerAccountId),
    index('ra_system_assets_category_idx').on(t.projectCode, t.category, t.value),
    check('ra_system_assets_state_check', oneOf(t.state, AssetItemState.values)),
    check('ra_system_assets_category_check', oneOf(t.category, AssetCategory.values)),
  ],
);

export const raUnitAssets = pgTable(
  'ra_unit_assets',
  {
    ...assetColumns(),
    unitType: text('unit_type', { enum: codes(UnitAssetType) }).notNull(),
    subType: text('sub_type').notNull().default(''),
    category: text('category', { enum: codes(AssetCategory) }).notNull(),
    confidentiality: integer('confidentiality').notNull(),
    integrity: integer('integrity').notNull(),
    availability: integer('availability').notNull(),
    systemCodes: codeArray('system_codes'),
    value: integer('value').notNull(),
    assessedAt: at('assessed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.assetCode] }),
    uniqueIndex('ra_unit_assets_name_idx').on(t.projectCode, t.name),
    index('ra_unit_assets_owner_idx').on(t.projectCode, t.ownerAccountId),
    index('ra_unit_assets_category_idx').on(t.projectCode, t.category, t.value),
    index('ra_unit_assets_type_idx').on(t.projectCode, t.unitType),
    check('ra_unit_assets_state_check', oneOf(t.state, AssetItemState.values)),
    check('ra_unit_assets_category_check', oneOf(t.category, AssetCategory.values)),
    check('ra_unit_assets_type_check', oneOf(t.unitType, UnitAssetType.values)),
  ],
);

export const raThreats = pgTable(
  'ra_threats',
  {
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    threatCode: text('threat_code').notNull(),
    name: text('name').notNull(),
    category: text('category', { enum: codes(ThreatCategory) }).notNull(),
    source: text('source', { enum: codes(ThreatSource) }).notNull(),
    capability: integer('capability'),
    frequency: integer('frequency').notNull(),
    timing: text('timing', { enum: codes(ThreatTiming) })
      .notNull()
      .default('normal'),
    description: text('description').notNull().default(''),
    value: integer('value').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.threatCode] }),
    check('ra_threats_category_check', oneOf(t.category, ThreatCategory.values)),
    check('ra_threats_source_check', oneOf(t.source, ThreatSource.values)),
  ],
);

export const raVulnerabilities = pgTable(
  'ra_vulnerabilities',
  {
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    vulnCode: text('vuln_code').notNull(),
    assetCode: text('asset_code').notNull(),
    assetTier: text('asset_tier', { enum: ['system', 'unit'] }).notNull(),
    name: text('name').notNull(),
    layer: text('layer', { enum: codes(VulnerabilityLayer) }).notNull(),
    severity: integer('severity').notNull(),
    exploitability: integer('exploitability'),
    threatCodes: codeArray('threat_codes'),
    description: text('description').notNull().default(''),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.vulnCode] }),
    index('ra_vulnerabilities_asset_idx').on(t.projectCode, t.assetCode),
    check('ra_vulnerabilities_layer_check', oneOf(t.layer, VulnerabilityLayer.values)),
  ],
);

export const raControls = pgTable(
  'ra_controls',
  {
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    controlCode: text('control_code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: codes(ControlType) }).notNull(),
    effectiveness: text('effectiveness', { enum: codes(ControlEffectiveness) }).notNull(),
    layer: text('layer', { enum: codes(VulnerabilityLayer) }).notNull(),
    assetCodes: codeArray('asset_codes'),
    threatCodes: codeArray('threat_codes'),
    description: text('description').notNull().default(''),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.controlCode] }),
    check('ra_controls_type_check', oneOf(t.type, ControlType.values)),
    check('ra_controls_effectiveness_check', oneOf(t.effectiveness, ControlEffectiveness.values)),
  ],
);

/**
 * The computed risks: one row per (vulnerability, threat) on the vulnerability's asset, written
 * whole by finishControl with the assessment's configuration; the treatment (risk stage) and the
 * residual risk the engine recomputes with it live on the same row and survive a recomputation.
 */
export const raRisks = pgTable(
  'ra_risks',
  {
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    riskCode: text('risk_code').notNull(),
    assetCode: text('asset_code').notNull(),
    assetTier: text('asset_tier', { enum: ['system', 'unit'] }).notNull(),
    vulnCode: text('vuln_code').notNull(),
    threatCode: text('threat_code').notNull(),
    rank: integer('rank').notNull(),
    assetValue: integer('asset_value').notNull(),
    threatValue: integer('threat_value').notNull(),
    severity: integer('severity').notNull(),
    likelihoodValue: real('likelihood_value').notNull(),
    likelihoodLevel: integer('likelihood_level').notNull(),
    lossValue: real('loss_value').notNull(),
    lossLevel: integer('loss_level').notNull(),
    value: real('value').notNull(),
    level: integer('level').notNull(),
    acceptance: text('acceptance', { enum: codes(AcceptanceDecision) }).notNull(),
    explanation: jsonb('explanation').$type<string[]>().notNull(),
    treatment: jsonb('treatment').$type<Treatment>(),
    residualStatus: text('residual_status', { enum: codes(ResidualStatus) }).notNull(),
    residualValue: real('residual_value'),
    residualLevel: integer('residual_level'),
    residualAcceptance: text('residual_acceptance', { enum: codes(AcceptanceDecision) }),
    furtherAction: boolean('further_action').notNull(),
    residualLines: jsonb('residual_lines').$type<string[]>().notNull().default([]),
    computedAt: at('computed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.riskCode] }),
    index('ra_risks_rank_idx').on(t.projectCode, t.rank),
    index('ra_risks_asset_idx').on(t.projectCode, t.assetCode),
    index('ra_risks_further_idx').on(t.projectCode, t.furtherAction, t.rank),
    check('ra_risks_acceptance_check', oneOf(t.acceptance, AcceptanceDecision.values)),
    check('ra_risks_residual_status_check', oneOf(t.residualStatus, ResidualStatus.values)),
  ],
);

export type RaAssessmentRow = typeof raAssessments.$inferSelect;
export type NewRaAssessmentRow = typeof raAssessments.$inferInsert;
export type RaEventRow = typeof raEvents.$inferSelect;
export type RaBusinessAssetRow = typeof raBusinessAssets.$inferSelect;
export type NewRaBusinessAssetRow = typeof raBusinessAssets.$inferInsert;
export type RaSystemAssetRow = typeof raSystemAssets.$inferSelect;
export type NewRaSystemAssetRow = typeof raSystemAssets.$inferInsert;
export type RaUnitAssetRow = typeof raUnitAssets.$inferSelect;
export type NewRaUnitAssetRow = typeof raUnitAssets.$inferInsert;
export type RaThreatRow = typeof raThreats.$inferSelect;
export type NewRaThreatRow = typeof raThreats.$inferInsert;
export type RaVulnerabilityRow = typeof raVulnerabilities.$inferSelect;
export type NewRaVulnerabilityRow = typeof raVulnerabilities.$inferInsert;
export type RaControlRow = typeof raControls.$inferSelect;
export type NewRaControlRow = typeof raControls.$inferInsert;
export type RaRiskRow = typeof raRisks.$inferSelect;
export type NewRaRiskRow = typeof raRisks.$inferInsert;
