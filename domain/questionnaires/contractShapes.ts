/** Shapes of the questionnaires area's answers (../questionnaires.ts holds the contracts and re-exports these). */
import { z } from 'zod';
import { GapAnalysisStatus } from '../gapAnalysis/enums';
import { ProjectLevel } from '../projects/enums';
import { JobStatus } from '../tasks/enums';
import { QuestionnaireItemKind, QuestionnaireItemStatus, QuestionnaireStatus, QuestionRiskStatus } from './enums';
import { MlpsImportance, MlpsIssueRisk, MlpsResult } from '../engines/gap/vocab';
import { AnswerValue, QuestionDef, RISK_TEXT_MAX, type ItemAction, type QuestionnaireAction } from './rules';
import { text } from '../kernel/text';
import { Timestamp } from '../kernel/contract';

export const ITEM_ACTIONS = ['assign', 'revoke', 'submit', 'return', 'sendBack'] as const satisfies readonly ItemAction[];
export const QUESTIONNAIRE_ACTIONS = ['submitToChannel', 'submitToConsumer', 'finish'] as const satisfies readonly QuestionnaireAction[];

export const ItemStatusCounts = z.object(
  Object.fromEntries(QuestionnaireItemStatus.values.map((status) => [status, z.number().int()])) as Record<QuestionnaireItemStatus, z.ZodNumber>,
);
export type ItemStatusCounts = z.infer<typeof ItemStatusCounts>;

/** The scoring job the consultant's finish started (server/jobs). */
export const ScoringJob = z.object({
  taskId: z.number().int(),
  status: JobStatus.schema,
  error: z.string().nullable(),
  createdAt: Timestamp,
  finishedAt: Timestamp.nullable(),
});

/** A questionnaire as lists show it. */
export const QuestionnaireSummary = z.object({
  questionnaireCode: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  productName: z.string(),
  /** iso or gov (the product's standard). */
  standard: z.string(),
  serviceKind: z.string(),
  level: ProjectLevel.schema.nullable(),
  title: z.string(),
  status: QuestionnaireStatus.schema,
  /** null until the questionnaire is submitted to the channel the first time. */
  gapStatus: GapAnalysisStatus.schema.nullable(),
  totalItems: z.number().int(),
  counts: ItemStatusCounts,
  openRisks: z.number().int(),
  /** The caller's own items (respondents): assigned to them, by status. */
  mine: ItemStatusCounts,
  /** The scoring configuration recorded at distribution ("gov-gap-default@1.0.0"). */
  configId: z.string(),
  configVersion: z.string(),
  /** The configuration as the pages name it: "<Chinese name>（版本 1.0.0）" (gapConfigLabel), not its id. */
  configLabel: z.string(),
  distributedAt: Timestamp,
  distributedByName: z.string(),
  submittedToChannelAt: Timestamp.nullable(),
  finishedAt: Timestamp.nullable(),
});
export type QuestionnaireSummary = z.infer<typeof QuestionnaireSummary>;

export const QuestionnaireSection = z.object({ sectionKey: z.string(), sectionName: z.string(), total: z.number().int(), counts: ItemStatusCounts });
export type QuestionnaireSection = z.infer<typeof QuestionnaireSection>;

export const RespondentProgress = z.object({
  respondentId: z.string(),
  name: z.string(),
  counts: ItemStatusCounts,
  /** Items whose required questions are all answered. */
  complete: z.number().int(),
  lastAnsweredAt: Timestamp.nullable(),
});
export type RespondentProgress = z.infer<typeof RespondentProgress>;

export const QuestionnaireInfo = QuestionnaireSummary.extend({
  sections: z.array(QuestionnaireSection),
  respondents: z.array(RespondentProgress),
  /** The customer's active executors (whom items may be assigned to). */
  candidates: z.array(z.object({ accountId: z.string(), showName: z.string() })),
  /** Questionnaire moves the caller may make now (QUESTIONNAIRE_MACHINE and the rules). */
  actions: z.array(z.enum(QUESTIONNAIRE_ACTIONS)),
  /** What the caller may do on items: assign/revoke/return (leads), answer (respondents), review (consultant). */
  permissions: z.object({ lead: z.boolean(), respond: z.boolean(), review: z.boolean() }),
  scoringJob: ScoringJob.nullable(),
});
export type QuestionnaireInfo = z.infer<typeof QuestionnaireInfo>;

/** The consultant's judgement of an item (control information): what scoring uses over the customer's self-assessment. */
export const ControlJudgement = z.object({
  /** MLPS: the single-item result (符合 / 部分符合 / 不符合 / 不适用). */
  result: MlpsResult.schema.optional(),
  /** MLPS: the problem's risk level; required for 不符合. */
  issueRisk: MlpsIssueRisk.schema.optional(),
  importance: MlpsImportance.schema.optional(),
  /** ISO: current and target maturity (0–5), applicability and whether it is a key control. */
  current: z.number().int().min(0).max(5).optional(),
  target: z.number().int().min(0).max(5).optional(),
  applicable: z.boolean().optional(),
  key: z.boolean().optional(),
  finding: text({ max: RISK_TEXT_MAX }).optional(),
  remediation: text({ max: RISK_TEXT_MAX }).optional(),
});
export type ControlJudgement = z.infer<typeof ControlJudgement>;

export const QuestionRisk = z.object({
  riskCode: z.string(),
  projectCode: z.string(),
  questionnairItemCode: z.string(),
  itemTitle: z.string(),
  ref: z.string(),
  sectionName: z.string(),
  finding: z.string(),
  recommendation: z.string(),
  level: MlpsIssueRisk.schema,
  status: QuestionRiskStatus.schema,
  openedByName: z.string(),
  openedAt: Timestamp,
  closedByName: z.string(),
  closedAt: Timestamp.nullable(),
  closeNote: z.string(),
});
export type QuestionRisk = z.infer<typeof QuestionRisk>;

export const QuestionnaireItemRow = z.object({
  questionnairItemCode: z.string(),
  questionnaireCode: z.string(),
  projectCode: z.string(),
  seq: z.number().int(),
  kind: QuestionnaireItemKind.schema,
  ref: z.string(),
  sectionKey: z.string(),
  sectionName: z.string(),
  title: z.string(),
  status: QuestionnaireItemStatus.schema,
  respondentId: z.string().nullable(),
  respondentName: z.string(),
  answered: z.number().int(),
  required: z.number().int(),
  total: z.number().int(),
  /** Every required question answered (what submit needs). */
  complete: z.boolean(),
  openRisks: z.number().int(),
  judged: z.boolean(),
  returnReason: z.string(),
  submittedAt: Timestamp.nullable(),
  updatedAt: Timestamp,
});
export type QuestionnaireItemRow = z.infer<typeof QuestionnaireItemRow>;

export const QuestionInstance = QuestionDef.extend({
  questionInstanceCode: z.string(),
  answer: AnswerValue.nullable(),
});
export type QuestionInstance = z.infer<typeof QuestionInstance>;

export const QuestionnaireItemDetail = QuestionnaireItemRow.extend({
  questions: z.array(QuestionInstance),
  risks: z.array(QuestionRisk),
  judgement: ControlJudgement.nullable(),
  /** Item moves the caller may make now. */
  actions: z.array(z.enum(ITEM_ACTIONS)),
  /** The caller may change the answers (its respondent, the item assigned or returned, the questionnaire answering). */
  editable: z.boolean(),
});
export type QuestionnaireItemDetail = z.infer<typeof QuestionnaireItemDetail>;
