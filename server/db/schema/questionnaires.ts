/**
 * Tables of the questionnaires area (issue 13): a project's questionnaire, its items with their
 * questions and answers, and the consultant's risks on items. Owned by the selling channel like
 * the project (`tenant_code` = the project's tenant_code, leading every key); the customer's reads
 * go through the indexes that lead with `customer_tenant_code`. The gap reports and disposals
 * scored from them are the gap analysis area's tables (./gapAnalysis.ts).
 *
 * The rules (generation, answers, states) live in domain/questionnaires/rules.ts.
 */
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ControlJudgement } from '../../../domain/questionnaires/contracts';
import { GapAnalysisStatus, QuestionnaireItemKind, QuestionnaireItemStatus, QuestionnaireStatus, QuestionRiskStatus } from '../../../domain/enums';
import { MlpsIssueRisk } from '../../../domain/engines/gap/vocab';
import type { ItemAnswers, QuestionDef } from '../../../domain/questionnaires/rules';
import { at, oneOf, newestFirst } from './columns';

type Codes<E extends { values: readonly string[] }> = [E['values'][number], ...E['values'][number][]];
const codes = <E extends { values: readonly string[] }>(e: E) => e.values as unknown as Codes<E>;

export const questionnaires = pgTable(
  'questionnaires',
  {
    /** The channel that bought the project (the project's tenant_code). */
    tenantCode: text('tenant_code').notNull(),
    questionnaireCode: text('questionnaire_code').notNull(),
    projectCode: text('project_code').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    /** The tenant whose consultants review it (the channel or the platform). */
    deliveryTenantCode: text('delivery_tenant_code').notNull(),
    standard: text('standard').notNull(),
    serviceKind: text('service_kind').notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: codes(QuestionnaireStatus) })
      .notNull()
      .default('answering'),
    gapStatus: text('gap_status', { enum: codes(GapAnalysisStatus) }),
    /** The scoring configuration recorded at distribution (domain/gapAnalysis/rules.ts GAP_CONFIGS). */
    configId: text('config_id').notNull(),
    configVersion: text('config_version').notNull(),
    totalItems: integer('total_items').notNull(),
    distributedBy: text('distributed_by').notNull(),
    distributedAt: at('distributed_at').notNull(),
    submittedToChannelAt: at('submitted_to_channel_at'),
    finishedAt: at('finished_at'),
    /** The newest scoring job (server/jobs), if any. */
    scoringJobId: integer('scoring_job_id'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.questionnaireCode] }),
    uniqueIndex('questionnaires_code_idx').on(t.questionnaireCode),
    uniqueIndex('questionnaires_project_idx').on(t.projectCode),
    index('questionnaires_customer_idx').on(t.customerTenantCode, newestFirst(t.distributedAt)),
    check('questionnaires_status_check', oneOf(t.status, QuestionnaireStatus.values)),
    check('questionnaires_gap_status_check', oneOf(t.gapStatus, GapAnalysisStatus.values)),
  ],
);

export const questionnaireItems = pgTable(
  'questionnaire_items',
  {
    tenantCode: text('tenant_code').notNull(),
    itemCode: text('item_code').notNull(),
    questionnaireCode: text('questionnaire_code').notNull(),
    projectCode: text('project_code').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: codes(QuestionnaireItemKind) }).notNull(),
    ref: text('ref').notNull(),
    sectionKey: text('section_key').notNull(),
    sectionName: text('section_name').notNull(),
    title: text('title').notNull(),
    /** The questions as generated at distribution (frozen: a later product version does not change them). */
    questions: jsonb('questions').$type<QuestionDef[]>().notNull(),
    answers: jsonb('answers').$type<ItemAnswers>().notNull().default({}),
    /** Answered questions and whether every required one is answered (kept with the answers, for lists). */
    answeredCount: integer('answered_count').notNull().default(0),
    complete: boolean('complete').notNull().default(false),
    status: text('status', { enum: codes(QuestionnaireItemStatus) })
      .notNull()
      .default('unassigned'),
    respondentAccountId: text('respondent_account_id'),
    returnReason: text('return_reason').notNull().default(''),
    /** The consultant's control information (judgement); null until judged. */
    judgement: jsonb('judgement').$type<ControlJudgement>(),
    judgedBy: text('judged_by'),
    judgedAt: at('judged_at'),
    answeredAt: at('answered_at'),
    submittedAt: at('submitted_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.itemCode] }),
    uniqueIndex('questionnaire_items_code_idx').on(t.itemCode),
    index('questionnaire_items_seq_idx').on(t.tenantCode, t.questionnaireCode, t.seq),
    index('questionnaire_items_respondent_idx').on(t.customerTenantCode, t.respondentAccountId, t.questionnaireCode),
    check('questionnaire_items_status_check', oneOf(t.status, QuestionnaireItemStatus.values)),
    check('questionnaire_items_kind_check', oneOf(t.kind, QuestionnaireItemKind.values)),
  ],
);

export const questionnaireRisks = pgTable(
  'questionnaire_risks',
  {
    tenantCode: text('tenant_code').notNull(),
    riskCode: text('risk_code').notNull(),
    questionnaireCode: text('questionnaire_code').notNull(),
    projectCode: text('project_code').notNull(),
    itemCode: text('item_code').notNull(),
    finding: text('finding').notNull(),
    recommendation: text('recommendation').notNull(),
    level: text('level', { enum: codes(MlpsIssueRisk) }).notNull(),
    status: text('status', { enum: codes(QuestionRiskStatus) })
      .notNull()
      .default('open'),
    openedBy: text('opened_by').notNull(),
    openedAt: at('opened_at').notNull(),
    closedBy: text('closed_by'),
    closedAt: at('closed_at'),
    closeNote: text('close_note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.riskCode] }),
    uniqueIndex('questionnaire_risks_code_idx').on(t.riskCode),
    index('questionnaire_risks_questionnaire_idx').on(t.tenantCode, t.questionnaireCode, newestFirst(t.openedAt)),
    index('questionnaire_risks_item_idx').on(t.tenantCode, t.itemCode),
    check('questionnaire_risks_level_check', oneOf(t.level, MlpsIssueRisk.values)),
    check('questionnaire_risks_status_check', oneOf(t.status, QuestionRiskStatus.values)),
  ],
);

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type NewQuestionnaireRow = typeof questionnaires.$inferInsert;
export type QuestionnaireItemRowDb = typeof questionnaireItems.$inferSelect;
export type NewQuestionnaireItemRow = typeof questionnaireItems.$inferInsert;
export type QuestionnaireRiskRow = typeof questionnaireRisks.$inferSelect;
