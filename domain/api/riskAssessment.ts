/**
 * Contracts of the risk assessment area (issue 14, GB/T 20984): the customer's executors identify
 * business, system and unit assets on /assetAssess/{projectCode}; the asset owners submit and
 * confirm them; the consultant identifies threats, assesses vulnerabilities, confirms existing
 * measures, computes the risks with domain/engines/risk, plans treatment and residual risk and
 * submits to the customer, who completes or rejects a stage; the report is a web page and a Word
 * document. Rules and state machines: domain/riskAssessment.ts; design: docs/riskAssessment.md.
 *
 * Spec §7 "Asset assessment, under {token}": {token} is `/consulting/assets` (the spec leaves it
 * open; the area's other two calls live under /consulting/project/assets). All 40 spec calls are
 * here (getLastUrgeTime already belongs to consumerProjects); ours where the spec names no call:
 * threat/{list,save,delete,complete}, assess/{detail,complete}, stage/reject, import, export,
 * report/docx.
 *
 * Keys: `ra*`. Asset, threat, vulnerability, measure and risk codes are strings the server makes.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../constants';
import {
  AssetAssessState,
  AssetAssessStatus,
  AssetCategory,
  AssetItemState,
  AssetStage,
  AssetTier,
  AssessmentFilter,
  ProjectLevel,
  RiskLevelText,
  ThreatCategory,
  ThreatSource,
  UnitAssetType,
  VulnerabilityLayer,
} from '../enums';
import {
  AcceptanceDecision,
  ControlEffectiveness,
  ControlType,
  ResidualStatus,
  RiskMethod,
  ThreatTiming,
  TreatmentOption,
} from '../engines/risk/labels';
import { RA_LIMITS, REJECTABLE_STAGES, type StageAction } from '../riskAssessment';
import { text } from '../text';
import type { AnyContract } from './contract';
import { defineContract, filterOf, PageQuery, pageOf, Timestamp } from './contract';
import { BusinessOption } from './products';

const tag = '信息安全风险评估';
const T = '/consulting/assets';

const STAGE_ACTIONS = [
  'finishBusiness',
  'finishSystem',
  'ownerComplete',
  'finishIdentify',
  'finishAssess',
  'finishControl',
  'finishRisk',
  'finishRemnant',
  'rejectAssess',
  'rejectControl',
  'rejectRisk',
  'rejectRemnant',
  'consumerComplete',
] as const satisfies readonly StageAction[];

const projectCode = text({ max: 40, required: '请指定项目（projectCode）' });
const code = (what: string) => text({ max: 60, required: `请指定${what}` });
const codes = (what: string) =>
  z
    .array(code(what), { error: `请选择${what}` })
    .min(1, `请至少选择一项${what}`)
    .max(RA_LIMITS.batch, `一次最多操作 ${RA_LIMITS.batch} 项`);
const name = (what: string) => text({ max: RA_LIMITS.nameMax, required: `请输入${what}名称` });
const description = text({ max: RA_LIMITS.textMax, multiline: true }).default('');
const level = (what: string) =>
  z
    .number({ error: `请选择${what}（1–5）` })
    .int(`${what}须为 1–5 的整数`)
    .min(1, `${what}须为 1–5 的整数`)
    .max(5, `${what}须为 1–5 的整数`);
const Level = z.number().int().min(1).max(5);
const ownerAccountId = text({ max: 64 }).nullable().default(null);
const codeList = (max: number) => z.array(text({ max: 60, required: '编号不能为空' })).max(max, `最多 ${max} 项`);

// ---- shapes ------------------------------------------------------------------------------------------

const Person = z.object({ accountId: z.string(), showName: z.string() });

/** Who-did-what line of the assessment's history. */
export const AssessmentEvent = z.object({
  action: z.string(),
  label: z.string(),
  stage: AssetStage.schema,
  status: AssetAssessStatus.schema,
  actorName: z.string(),
  reason: z.string(),
  at: Timestamp,
});
export type AssessmentEvent = z.infer<typeof AssessmentEvent>;

export const AssessmentCounts = z.object({
  business: z.number().int(),
  system: z.number().int(),
  unit: z.number().int(),
  /** Assets of all tiers by item state. */
  inhand: z.number().int(),
  submitted: z.number().int(),
  freeze: z.number().int(),
  withoutOwner: z.number().int(),
  systemWithoutBusiness: z.number().int(),
  threats: z.number().int(),
  vulnerabilities: z.number().int(),
  controls: z.number().int(),
  systemUnassessed: z.number().int(),
  risks: z.number().int(),
  mustTreat: z.number().int(),
  mustTreatUntreated: z.number().int(),
  residualOpen: z.number().int(),
});
export type AssessmentCounts = z.infer<typeof AssessmentCounts>;

/** The assessment as the stage bar shows it (owner/status). */
export const AssessmentInfo = z.object({
  projectCode: z.string(),
  projectName: z.string(),
  productName: z.string(),
  /** The product's code: the templateCode of businessAssets/options. */
  templateCode: z.string(),
  level: ProjectLevel.schema.nullable(),
  customerName: z.string(),
  consultantName: z.string(),
  stage: AssetStage.schema,
  status: AssetAssessStatus.schema,
  method: RiskMethod.schema,
  configId: z.string(),
  configVersion: z.string(),
  combingFinished: z.boolean(),
  /** The last rejection of a consultant's stage by the customer (what the reject variant stage shows). */
  reject: z.object({ stage: z.enum(REJECTABLE_STAGES), reason: z.string(), byName: z.string(), at: Timestamp }).nullable(),
  /** The last time an owner rejected assets back to combing. */
  ownerReject: z.object({ reason: z.string(), byName: z.string(), at: Timestamp }).nullable(),
  counts: AssessmentCounts,
  /** What stops finishing the current stage (domain stageFinishProblems / consultantFinishProblems). */
  problems: z.array(z.string()),
  /** Stage moves the caller may make now (RA_STAGE_MACHINE and the rules). */
  stageActions: z.array(z.enum(STAGE_ACTIONS)),
  /** The caller's part: executor (edits assets), owner (owns assets), ownerLead (the project's customer owner), customerLead (PM or owner: confirm or reject), consultant. */
  permissions: z.object({ execute: z.boolean(), own: z.boolean(), ownerLead: z.boolean(), customerLead: z.boolean(), consult: z.boolean() }),
  /** The customer's owners (whom assets may be given to). */
  owners: z.array(Person),
  computedAt: Timestamp.nullable(),
  completedAt: Timestamp.nullable(),
  history: z.array(AssessmentEvent),
});
export type AssessmentInfo = z.infer<typeof AssessmentInfo>;

const AssetBase = z.object({
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

const PlannedControl = z.object({ name: name('措施'), type: ControlType.schema, effectiveness: ControlEffectiveness.schema });
const ResidualInputs = z.object({
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

const FactorLevel = z.object({ value: z.number(), level: Level });

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

const Distribution = z.array(z.object({ level: Level, text: RiskLevelText.schema, label: z.string(), count: z.number().int(), share: z.number() }));
const AggregateRow = z.object({
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

export const AssessProjectRow = z.object({
  projectCode: z.string(),
  projectName: z.string(),
  groupCode: z.string(),
  customerName: z.string(),
  consultantName: z.string(),
  stage: AssetStage.schema,
  status: AssetAssessStatus.schema,
  method: RiskMethod.schema,
  counts: z.object({
    business: z.number().int(),
    system: z.number().int(),
    unit: z.number().int(),
    risks: z.number().int(),
    highRisks: z.number().int(),
  }),
  updatedAt: Timestamp,
});
export type AssessProjectRow = z.infer<typeof AssessProjectRow>;

export const OwnerProgress = Person.extend({
  total: z.number().int(),
  inhand: z.number().int(),
  submitted: z.number().int(),
  freeze: z.number().int(),
  rejected: z.number().int(),
  lastUrgeAt: Timestamp.nullable(),
});
export type OwnerProgress = z.infer<typeof OwnerProgress>;

export const ImportResult = z.object({
  /** false: nothing was saved; errors says which row and column, in Chinese. */
  ok: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
});
export type ImportResult = z.infer<typeof ImportResult>;

// ---- inputs ------------------------------------------------------------------------------------------

const ProjectQuery = z.object({ projectCode });
const ProjectBody = z.object({ projectCode });
const DeleteBody = z.object({ projectCode, assetCodes: codes('资产') });
const keyword = filterOf(text({ max: 60 }));
const importance = filterOf(z.coerce.number().int().min(1).max(5));

export const BusinessAssetInput = z.object({
  projectCode,
  /** Absent = a new asset. */
  assetCode: text({ max: 60 }).optional(),
  name: name('业务'),
  description,
  options: z
    .record(z.string().max(40), z.union([text({ max: 40 }), z.array(text({ max: 40 })).max(20)]))
    .default({})
    .refine((o) => Object.keys(o).length <= 30, '选项过多'),
  importance: level('业务重要性'),
  associations: z
    .array(
      z.object({
        assetCode: code('关联业务'),
        type: text({ max: 40 }).default(''),
        degree: z.enum(['close', 'loose'], { error: '请选择关联程度（紧密关联或非紧密关联）' }),
      }),
    )
    .max(50, '最多关联 50 项业务')
    .default([]),
  ownerAccountId,
});
export type BusinessAssetInput = z.input<typeof BusinessAssetInput>;

const cia = {
  confidentiality: level('保密性'),
  integrity: level('完整性'),
  availability: level('可用性'),
};

export const SystemAssetInput = z.object({
  projectCode,
  assetCode: text({ max: 60 }).optional(),
  name: name('系统资产'),
  description,
  category: AssetCategory.schema,
  systemType: text({ max: 40, required: '请选择系统资产类型' }),
  carryTypes: z
    .array(text({ max: 40 }))
    .max(10)
    .default([]),
  carryLevel: level('业务关联程度'),
  systemRelated: level('资产关联程度').nullable().default(null),
  ...cia,
  businessCodes: codeList(200),
  ownerAccountId,
});
export type SystemAssetInput = z.input<typeof SystemAssetInput>;

export const UnitAssetInput = z.object({
  projectCode,
  assetCode: text({ max: 60 }).optional(),
  name: name('单元资产'),
  description,
  unitType: UnitAssetType.schema,
  subType: text({ max: 40 }).default(''),
  category: AssetCategory.schema,
  ...cia,
  systemCodes: codeList(200).min(1, '请至少关联一个系统资产'),
  ownerAccountId,
});
export type UnitAssetInput = z.input<typeof UnitAssetInput>;

export const ThreatInput = z.object({
  projectCode,
  threatCode: text({ max: 60 }).optional(),
  name: name('威胁'),
  category: ThreatCategory.schema,
  source: ThreatSource.schema,
  capability: level('行为能力').nullable().default(null),
  frequency: level('出现频率'),
  timing: ThreatTiming.schema.default('normal'),
  description,
});
export type ThreatInput = z.input<typeof ThreatInput>;

export const VulnerabilityInput = z.object({
  /** Absent = a new vulnerability. */
  vulnCode: text({ max: 60 }).optional(),
  name: name('脆弱性'),
  layer: VulnerabilityLayer.schema,
  severity: level('严重程度'),
  exploitability: level('可利用性').nullable().default(null),
  threatCodes: codeList(RA_LIMITS.threatsPerVulnerability).min(1, '请至少选择一项可利用该脆弱性的威胁'),
  description,
});
export type VulnerabilityInput = z.input<typeof VulnerabilityInput>;

export const ControlInput = z.object({
  controlCode: text({ max: 60 }).optional(),
  name: name('安全措施'),
  type: ControlType.schema,
  effectiveness: ControlEffectiveness.schema,
  layer: VulnerabilityLayer.schema,
  assetCodes: codeList(RA_LIMITS.batch).default([]),
  threatCodes: codeList(RA_LIMITS.threats).default([]),
  description,
});
export type ControlInput = z.input<typeof ControlInput>;

const AssetListQuery = PageQuery.extend({
  projectCode,
  keyword,
  state: filterOf(AssetItemState.schema),
  ownerAccountId: filterOf(text({ max: 64 })),
  importance,
});
const RiskListQuery = PageQuery.extend({
  projectCode,
  keyword,
  level: importance,
  acceptance: filterOf(AcceptanceDecision.schema),
  assetCode: filterOf(text({ max: 60 })),
  /** The assessment filter applied to each risk's asset. */
  filter: filterOf(AssessmentFilter.schema.exclude(['ALL'])),
});

// ---- the assessment and its stages -------------------------------------------------------------------

export const raStatus = defineContract({
  method: 'GET',
  path: `${T}/owner/status`,
  tag,
  summary: '评估状态：阶段、资产评估状态、各类计数、当前阶段未完成的事项、调用者可做的操作与历史（客户成员与交付顾问）',
  query: ProjectQuery,
  response: AssessmentInfo,
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raAssetsFinish = defineContract({
  method: 'POST',
  path: `${T}/assets/finish`,
  tag,
  summary: '执行人完成当前资产识别阶段：业务 → 系统 → 单元；单元阶段完成即把资产清单交责任人确认',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'canExecutor',
  timeout: TIMEOUTS.default,
});

export const raConsumerComplete = defineContract({
  method: 'POST',
  path: `${T}/assets/consumerComplete`,
  tag,
  summary: '客户确认完成评估（ASSESS_COMPLETE）：评估状态 assess-complete，阶段 assets_progress_fin，报告定稿（客户项目经理或责任人）',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raStageReject = defineContract({
  method: 'POST',
  path: `${T}/stage/reject`,
  tag,
  summary: '客户驳回顾问的一个阶段（脆弱性评估、已有安全措施、风险分析或残余风险），填写原因；阶段改为对应的驳回阶段，顾问可见原因',
  body: z.object({
    projectCode,
    stage: z.enum(REJECTABLE_STAGES, { error: '请选择要驳回的阶段' }),
    reason: text({ max: RA_LIMITS.reasonMax, required: '请填写驳回原因', multiline: true }),
  }),
  response: AssessmentInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raProjectList = defineContract({
  method: 'GET',
  path: '/consulting/project/assets/assessList',
  tag,
  summary: '风险评估项目列表：顾问看交付给自己的、渠道管理员看本渠道的、客户成员看本单位的；含阶段、状态与计数',
  query: PageQuery.extend({ stage: filterOf(AssetStage.schema), keyword }),
  response: pageOf(AssessProjectRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

// ---- business assets ------------------------------------------------------------------------------

export const raBusinessOptions = defineContract({
  method: 'GET',
  path: `${T}/businessAssets/options`,
  tag,
  summary: '业务资产的字典：项目购买时产品版本的资产模板（biz_func … biz_region）；templateCode 为产品编号，须与项目一致',
  query: z.object({ projectCode, templateCode: filterOf(text({ max: 60 })) }),
  response: z.object({ templateCode: z.string(), version: z.number().int(), options: z.array(BusinessOption) }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raBusinessSave = defineContract({
  method: 'POST',
  path: `${T}/businessAssets/addOrUpdate`,
  tag,
  summary: '新增或修改业务资产（执行人，业务、系统、单元阶段内）：字典选项须在模板内，重要性按紧密关联调整',
  body: BusinessAssetInput,
  response: BusinessAssetRow,
  access: 'canExecutor',
  timeout: TIMEOUTS.default,
});

export const raBusinessDelete = defineContract({
  method: 'POST',
  path: `${T}/businessAssets/delete`,
  tag,
  summary: '删除业务资产（执行人；仍被系统资产承载的不能删除）',
  body: DeleteBody,
  response: z.object({ deleted: z.number().int() }),
  access: 'canExecutor',
  timeout: TIMEOUTS.default,
});

export const raBusinessList = defineContract({
  method: 'GET',
  path: `${T}/businessAssets/list`,
  tag,
  summary: '业务资产（服务端分页）：按关键字、状态、责任人、重要性筛选',
  query: AssetListQuery,
  response: pageOf(BusinessAssetRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

// ---- system assets ----------------------------------------------------------------------------------

export const raSystemOptions = defineContract({
  method: 'GET',
  path: `${T}/systemAssets/options`,
  tag,
  summary: '系统资产的字典（systemType、carryType、carryLevel、systemRelated、C/I/A）与可关联的业务资产',
  query: ProjectQuery,
  response: z.object({
    options: z.array(BusinessOption),
    businesses: z.array(z.object({ assetCode: z.string(), name: z.string(), importanceAdjusted: Level })),
  }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raSystemSave = defineContract({
  method: 'POST',
  path: `${T}/systemAssets/addOrUpdate`,
  tag,
  summary: '新增或修改系统资产（执行人，系统、单元阶段内）：价值由引擎按 C/I/A、承载与业务重要性计算',
  body: SystemAssetInput,
  response: SystemAssetRow,
  access: 'canExecutor',
  timeout: TIMEOUTS.default,
});

export const raSystemDelete = defineContract({
  method: 'POST',
  path: `${T}/systemAssets/delete`,
  tag,
  summary: '删除系统资产（执行人；仍被单元资产关联的不能删除）',
  body: DeleteBody,
  response: z.object({ deleted: z.number().int() }),
  access: 'canExecutor',
  timeout: TIMEOUTS.default,
});

export const raSystemList = defineContract({
  method: 'GET',
  path: `${T}/systemAssets/list`,
  tag,
  summary: '系统资产（服务端分页）：按关键字、状态、责任人、价值、类别、所承载业务筛选',
  query: AssetListQuery.extend({ category: filterOf(AssetCategory.schema), businessCode: filterOf(text({ max: 60 })) }),
  response: pageOf(SystemAssetRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

// ---- unit assets --------------------------------------------------------------------------------------

export const raUnitBusinessWithSystem = defineContract({
  method: 'GET',
  path: `${T}/unitAssets/businessWithSystem`,
  tag,
  summary: '业务与其系统资产的树（单元资产关联系统资产时选择）；未关联业务的系统资产单列',
  query: ProjectQuery,
  response: z.object({
    businesses: z.array(
      z.object({ assetCode: z.string(), name: z.string(), systems: z.array(z.object({ assetCode: z.string(), name: z.string(), value: Level })) }),
    ),
    unlinked: z.array(z.object({ assetCode: z.string(), name: z.string(), value: Level })),
  }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raUnitModuleList = defineContract({
  method: 'GET',
  path: `${T}/unitAssets/moduleList`,
  tag,
  summary: '单元资产的四种类型（系统单元、系统组件、人力资源、其他资产）及子类与数量',
  query: ProjectQuery,
  response: z.array(
    z.object({
      unitType: UnitAssetType.schema,
      label: z.string(),
      category: AssetCategory.schema,
      subTypes: z.array(z.string()),
      count: z.number().int(),
    }),
  ),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raUnitList = defineContract({
  method: 'GET',
  path: `${T}/unitAssets/list`,
  tag,
  summary: '单元资产（服务端分页）：按类型、类别、价值、关联系统资产、状态、责任人、关键字筛选',
  query: AssetListQuery.extend({
    unitType: filterOf(UnitAssetType.schema),
    category: filterOf(AssetCategory.schema),
    systemCode: filterOf(text({ max: 60 })),
  }),
  response: pageOf(UnitAssetRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raUnitListByCategory = defineContract({
  method: 'GET',
  path: `${T}/unitAssets/listByCategory`,
  tag,
  summary: '按资产类别（数据、软件、实物、服务、人员、其他）与重要性查看系统资产和单元资产：各类数量与一页资产',
  query: PageQuery.extend({ projectCode, category: filterOf(AssetCategory.schema), importance, keyword }),
  response: z.object({
    categories: z.array(z.object({ category: AssetCategory.schema, label: z.string(), count: z.number().int() })),
    importance: z.array(z.object({ level: Level, label: z.string(), count: z.number().int() })),
    page: pageOf(AssetRow),
  }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raUnitDelete = defineContract({
  method: 'POST',
  path: `${T}/unitAssets/delete`,
  tag,
  summary: '删除单元资产（执行人，单元阶段内）',
  body: DeleteBody,
  response: z.object({ deleted: z.number().int() }),
  access: 'canExecutor',
  timeout: TIMEOUTS.default,
});

export const raUnitSave = defineContract({
  method: 'POST',
  path: `${T}/unitAssets/update`,
  tag,
  summary: '新增或修改单元资产（执行人，单元阶段内）：价值由引擎按 C/I/A 计算',
  body: UnitAssetInput,
  response: UnitAssetRow,
  access: 'canExecutor',
  timeout: TIMEOUTS.default,
});

// ---- all assets, Excel ----------------------------------------------------------------------------

export const raAssetList = defineContract({
  method: 'GET',
  path: `${T}/assets/list`,
  tag,
  summary: '全部资产（三个层级，服务端分页）：按层级、类别、状态、责任人、价值、关键字筛选',
  query: AssetListQuery.extend({ tier: filterOf(AssetTier.schema), category: filterOf(AssetCategory.schema) }),
  response: pageOf(AssetRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raImport = defineContract({
  method: 'POST',
  path: `${T}/import`,
  tag,
  summary: '从 Excel 导入一类资产（执行人；multipart：file）：逐行检查，任何一行有错则不保存，返回行号、列与原因',
  multipart: true,
  fileFields: ['file'],
  body: z.object({ projectCode, tier: AssetTier.schema }),
  response: ImportResult,
  access: 'canExecutor',
  timeout: TIMEOUTS.fileImport,
});

export const raExport = defineContract({
  method: 'GET',
  path: `${T}/export`,
  tag,
  summary: '导出一类资产为 Excel（template=true 时为空白导入模板，含字典说明）',
  query: z.object({ projectCode, tier: AssetTier.schema, template: filterOf(z.enum(['true', 'false'])) }),
  response: z.unknown(),
  access: 'projectReportReader',
  timeout: TIMEOUTS.none,
  download: true,
});

// ---- owners --------------------------------------------------------------------------------------------

export const raOwnerList = defineContract({
  method: 'GET',
  path: `${T}/owner/list`,
  tag,
  summary: '我负责的资产（三个层级，服务端分页），按层级与状态筛选',
  query: AssetListQuery.omit({ ownerAccountId: true }).extend({ tier: filterOf(AssetTier.schema) }),
  response: pageOf(AssetRow),
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raOwnerUpdate = defineContract({
  method: 'POST',
  path: `${T}/owner/update`,
  tag,
  summary: '责任人修正自己负责的资产的赋值（业务重要性或 C/I/A）与说明（资产梳理中、未提交时）',
  body: z.object({
    projectCode,
    tier: AssetTier.schema,
    assetCode: code('资产'),
    importance: level('业务重要性').optional(),
    confidentiality: level('保密性').optional(),
    integrity: level('完整性').optional(),
    availability: level('可用性').optional(),
    description: text({ max: RA_LIMITS.textMax, multiline: true }).optional(),
  }),
  response: AssetRow,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raOwnerSubmit = defineContract({
  method: 'POST',
  path: `${T}/owner/submit`,
  tag,
  summary: '责任人提交自己负责的资产（不指定则全部）；最后一项提交后评估状态为 assets-owner-submit（ASSETS_OWNER_SUBMIT）',
  body: z.object({ projectCode, assetCodes: codes('资产').optional() }),
  response: AssessmentInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raOwnerReject = defineContract({
  method: 'POST',
  path: `${T}/owner/reject`,
  tag,
  summary: '责任人驳回资产到梳理中（COMBING），填写原因；执行人修改后重新完成梳理',
  body: z.object({ projectCode, assetCodes: codes('资产'), reason: text({ max: RA_LIMITS.reasonMax, required: '请填写驳回原因', multiline: true }) }),
  response: AssessmentInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raOwnerComplete = defineContract({
  method: 'POST',
  path: `${T}/owner/complete`,
  tag,
  summary: '项目的客户责任人确认资产清单（ASSETS_OWNER_FINISH）：资产冻结，顾问开始威胁识别',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raOwnerDetailList = defineContract({
  method: 'GET',
  path: `${T}/assets/ownerDetailList`,
  tag,
  summary: '各责任人的资产进度（梳理中、已提交、已冻结、被驳回）与最近催办时间',
  query: ProjectQuery,
  response: z.array(OwnerProgress),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

// ---- threats (identify) ------------------------------------------------------------------------------

export const raThreatList = defineContract({
  method: 'GET',
  path: `${T}/threat/list`,
  tag,
  summary: '项目的威胁清单：类别、来源、行为能力、频率、时机与引擎计算的威胁赋值',
  query: ProjectQuery,
  response: z.array(ThreatRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raThreatSave = defineContract({
  method: 'POST',
  path: `${T}/threat/save`,
  tag,
  summary: '新增或修改威胁（顾问，威胁识别与脆弱性评估阶段）',
  body: ThreatInput,
  response: ThreatRow,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raThreatDelete = defineContract({
  method: 'POST',
  path: `${T}/threat/delete`,
  tag,
  summary: '删除威胁（顾问；已被脆弱性关联的不能删除）',
  body: z.object({ projectCode, threatCode: code('威胁') }),
  response: z.object({ deleted: z.number().int() }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raThreatComplete = defineContract({
  method: 'POST',
  path: `${T}/threat/complete`,
  tag,
  summary: '顾问完成威胁识别，进入脆弱性评估',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

// ---- vulnerabilities (assess) ------------------------------------------------------------------------

export const raAssessAssets = defineContract({
  method: 'GET',
  path: `${T}/assess/list`,
  tag,
  summary: '待评估的资产（系统资产与单元资产，服务端分页）：评估筛选（待评估、评估完成、处置完成）、层级、类别、价值、关键字',
  query: PageQuery.extend({
    projectCode,
    tier: filterOf(z.enum(['system', 'unit'])),
    filter: filterOf(AssessmentFilter.schema.exclude(['ALL'])),
    category: filterOf(AssetCategory.schema),
    importance,
    keyword,
  }),
  response: pageOf(AssessAssetRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raAssessDetail = defineContract({
  method: 'GET',
  path: `${T}/assess/detail`,
  tag,
  summary: '一项资产的脆弱性（各关联可利用它的威胁）与项目的威胁清单',
  query: z.object({ projectCode, assetCode: code('资产') }),
  response: z.object({ asset: AssessAssetRow, vulnerabilities: z.array(VulnerabilityRow), threats: z.array(ThreatRow) }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raAssessUpdate = defineContract({
  method: 'POST',
  path: `${T}/assess/update`,
  tag,
  summary: '保存一项资产的脆弱性（整体替换）；assessed=true 表示该资产评估完成（顾问，脆弱性评估阶段）',
  body: z.object({
    projectCode,
    assetCode: code('资产'),
    vulnerabilities: z.array(VulnerabilityInput).max(RA_LIMITS.vulnerabilitiesPerAsset, `每项资产最多 ${RA_LIMITS.vulnerabilitiesPerAsset} 项脆弱性`),
    assessed: z.boolean().default(true),
  }),
  response: z.object({ asset: AssessAssetRow, vulnerabilities: z.array(VulnerabilityRow), threats: z.array(ThreatRow) }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raAssessComplete = defineContract({
  method: 'POST',
  path: `${T}/assess/complete`,
  tag,
  summary: '顾问完成脆弱性评估（全部系统资产评估完成后），进入已有安全措施确认',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

// ---- existing measures (control) ---------------------------------------------------------------------

export const raControlOptions = defineContract({
  method: 'GET',
  path: `${T}/assessControl/options`,
  tag,
  summary: '已有安全措施的目录（预防性、保护性，按层面）与可选的资产和威胁',
  query: ProjectQuery,
  response: z.object({
    catalogue: z.array(z.object({ name: z.string(), type: ControlType.schema, layer: VulnerabilityLayer.schema })),
    assets: z.array(z.object({ assetCode: z.string(), name: z.string(), tier: z.enum(['system', 'unit']) })),
    threats: z.array(z.object({ threatCode: z.string(), name: z.string() })),
  }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raControlList = defineContract({
  method: 'GET',
  path: `${T}/assessControl/list`,
  tag,
  summary: '项目已确认的安全措施（服务端分页）',
  query: PageQuery.extend({ projectCode, type: filterOf(ControlType.schema), keyword }),
  response: pageOf(ControlRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raControlUpdate = defineContract({
  method: 'POST',
  path: `${T}/assessControl/update`,
  tag,
  summary: '新增、修改或删除（remove=true）一项已有安全措施（顾问，已有安全措施阶段）',
  body: z.object({ projectCode, control: ControlInput, remove: z.boolean().default(false) }),
  response: ControlRow.nullable(),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raControlComplete = defineContract({
  method: 'POST',
  path: `${T}/assessControl/complete`,
  tag,
  summary: '顾问完成已有安全措施确认并按所选方法（矩阵法或相乘法）一次计算全部风险，记录配置编号与版本，进入风险分析',
  body: z.object({ projectCode, method: RiskMethod.schema.default('matrix') }),
  response: AssessmentInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.none,
});

// ---- risks, treatment, residual risk --------------------------------------------------------------------

export const raSuggestionList = defineContract({
  method: 'GET',
  path: `${T}/assessSuggestion/list`,
  tag,
  summary: '风险清单（按风险值排序，服务端分页）：可能性、损失、风险等级及引擎解释、处置建议、处置与残余风险',
  query: RiskListQuery,
  response: pageOf(RiskRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raHandleSubmit = defineContract({
  method: 'POST',
  path: `${T}/assessHandle/submit`,
  tag,
  summary: '为一项或多项风险制定处置（规避、转移、降低、接受；计划措施与处置后赋值），残余风险由引擎重算（顾问，风险分析阶段）',
  body: z.object({ projectCode, riskCodes: codes('风险'), treatment: Treatment }),
  response: z.array(RiskRow),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raHandleComplete = defineContract({
  method: 'POST',
  path: `${T}/assessHandle/complete`,
  tag,
  summary: '顾问完成风险处置（须处置的风险都有处置措施），进入残余风险',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raConfirmSubmit = defineContract({
  method: 'POST',
  path: `${T}/assessConfirm/submit`,
  tag,
  summary: '签署接受高残余风险（接受人与日期）（顾问，残余风险阶段）',
  body: z.object({
    projectCode,
    riskCodes: codes('风险'),
    acceptedBy: text({ max: 40, required: '请填写风险接受人' }),
    acceptedAt: text({ max: 10, required: '请填写接受日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD'),
  }),
  response: z.array(RiskRow),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raConfirmComplete = defineContract({
  method: 'POST',
  path: `${T}/assessConfirm/complete`,
  tag,
  summary: '顾问完成残余风险并提交客户确认（阶段 submit，评估状态 assess-confirm）',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raConfirmHighRemnant = defineContract({
  method: 'GET',
  path: `${T}/assessConfirm/assessHighRemnantRiskList`,
  tag,
  summary: '高残余风险清单（顾问）：处置后仍须处置或待签署接受的风险',
  query: PageQuery.extend({ projectCode }),
  response: pageOf(RiskRow),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raHighRemnant = defineContract({
  method: 'GET',
  path: `${T}/assess/assessHighRemnantRiskList`,
  tag,
  summary: '高残余风险清单（客户）：处置后仍须处置或待签署接受的风险',
  query: PageQuery.extend({ projectCode }),
  response: pageOf(RiskRow),
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

// ---- the report -------------------------------------------------------------------------------------------

export const raReport = defineContract({
  method: 'GET',
  path: `${T}/assetsRiskEvaluateReport`,
  tag,
  summary: '信息安全风险评估报告：范围与方法、资产清单、威胁与脆弱性、风险排序与分布、热力图、业务风险、残余风险与接受评价',
  query: ProjectQuery,
  response: RiskReport,
  access: 'projectReportReader',
  timeout: TIMEOUTS.none,
});

export const raReportDocx = defineContract({
  method: 'GET',
  path: `${T}/report/docx`,
  tag,
  summary: '下载风险评估报告（Word）：由模板生成，含风险分布图与热力图图片',
  query: ProjectQuery,
  response: z.unknown(),
  access: 'projectReportReader',
  timeout: TIMEOUTS.none,
  download: true,
});

export const riskAssessmentContracts = {
  raStatus,
  raAssetsFinish,
  raConsumerComplete,
  raStageReject,
  raProjectList,
  raBusinessOptions,
  raBusinessSave,
  raBusinessDelete,
  raBusinessList,
  raSystemOptions,
  raSystemSave,
  raSystemDelete,
  raSystemList,
  raUnitBusinessWithSystem,
  raUnitModuleList,
  raUnitList,
  raUnitListByCategory,
  raUnitDelete,
  raUnitSave,
  raAssetList,
  raImport,
  raExport,
  raOwnerList,
  raOwnerUpdate,
  raOwnerSubmit,
  raOwnerReject,
  raOwnerComplete,
  raOwnerDetailList,
  raThreatList,
  raThreatSave,
  raThreatDelete,
  raThreatComplete,
  raAssessAssets,
  raAssessDetail,
  raAssessUpdate,
  raAssessComplete,
  raControlOptions,
  raControlList,
  raControlUpdate,
  raControlComplete,
  raSuggestionList,
  raHandleSubmit,
  raHandleComplete,
  raConfirmSubmit,
  raConfirmComplete,
  raConfirmHighRemnant,
  raHighRemnant,
  raReport,
  raReportDocx,
} as const satisfies Record<string, AnyContract>;
