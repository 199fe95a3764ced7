/**
 * Shapes of the risk assessment contracts: the field helpers of the contracts and their inputs,
 * the assessment as the stage bar shows it, its history and counts, the consultant's project row,
 * the owners' progress and an import's result. The registers' rows and the report: registerShapes.ts.
 */
import { z } from 'zod';
import { AssetAssessStatus, AssetStage } from './enums';
import { ProjectLevel } from '../projects/enums';
import { RiskMethod } from '../engines/risk/labels';
import { RA_LIMITS, REJECTABLE_STAGES, type StageAction } from './rules';
import { text } from '../kernel/text';
import { Timestamp } from '../kernel/contract';

export const tag = '信息安全风险评估';

export const STAGE_ACTIONS = [
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

export const projectCode = text({ max: 40, required: '请指定项目（projectCode）' });
export const code = (what: string) => text({ max: 60, required: `请指定${what}` });
export const codes = (what: string) =>
  z
    .array(code(what), { error: `请选择${what}` })
    .min(1, `请至少选择一项${what}`)
    .max(RA_LIMITS.batch, `一次最多操作 ${RA_LIMITS.batch} 项`);
export const name = (what: string) => text({ max: RA_LIMITS.nameMax, required: `请输入${what}名称` });
export const description = text({ max: RA_LIMITS.textMax, multiline: true }).default('');
export const level = (what: string) =>
  z
    .number({ error: `请选择${what}（1–5）` })
    .int(`${what}须为 1–5 的整数`)
    .min(1, `${what}须为 1–5 的整数`)
    .max(5, `${what}须为 1–5 的整数`);
export const Level = z.number().int().min(1).max(5);
export const ownerAccountId = text({ max: 64 }).nullable().default(null);
export const codeList = (max: number) => z.array(text({ max: 60, required: '编号不能为空' })).max(max, `最多 ${max} 项`);

// ---- shapes ------------------------------------------------------------------------------------------

export const Person = z.object({ accountId: z.string(), showName: z.string() });

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
  /** The configuration as the pages name it: "<Chinese name>（版本 1.0.0）" (views.ts riskConfigLabel), not its id. */
  configLabel: z.string(),
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
