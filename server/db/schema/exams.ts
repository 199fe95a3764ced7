/**
 * Tables of the internal-auditor exam (issue 30): the platform's question bank and papers. The bank is
 * product content owned by the platform, not by a tenant (no tenant_code): every exam product
 * draws from it; an attempt stores the questions it drew, so editing or deleting a question never
 * changes an attempt. `shipped` marks the questions that came with the product (seeded at every
 * start when missing, never overwritten once the platform has edited them).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { AttemptState, ExamDifficulty, ExamQuestionKind, ExamTopic } from '../../../domain/enums';
import type { ExamResult, ManualGradeInput } from '../../../domain/engines/exam';
import type { SavedAnswer } from '../../../domain/exam/attempt';
import type { BankQuestion } from '../../../domain/exam/bank';
import type { DrawnPaper, PaperSpec } from '../../../domain/exam/paper';
import { at, oneOf } from './columns';

export const examQuestions = pgTable(
  'exam_questions',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ExamQuestionKind.values as [ExamQuestionKind, ...ExamQuestionKind[]] }).notNull(),
    topic: text('topic', { enum: ExamTopic.values as [ExamTopic, ...ExamTopic[]] }).notNull(),
    clause: text('clause').notNull(),
    difficulty: text('difficulty', { enum: ExamDifficulty.values as [ExamDifficulty, ...ExamDifficulty[]] }).notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<{ key: string; label: string }[]>().notNull().default([]),
    answer: jsonb('answer').$type<string[]>().notNull().default([]),
    explanation: text('explanation').notNull().default(''),
    modelAnswer: text('model_answer').notNull().default(''),
    shipped: boolean('shipped').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
    updatedBy: text('updated_by'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('exam_questions_tags_idx').on(t.topic, t.kind, t.difficulty),
    check('exam_questions_kind_check', oneOf(t.kind, ExamQuestionKind.values)),
    check('exam_questions_topic_check', oneOf(t.topic, ExamTopic.values)),
    check('exam_questions_difficulty_check', oneOf(t.difficulty, ExamDifficulty.values)),
  ],
);

export type ExamQuestionRow = typeof examQuestions.$inferSelect;

/**
 * Exam papers: sections drawing counts per tag from the bank, the time limit, pass mark and
 * attempts (domain/exam/paper.ts PaperSpec, stored as its sections plus the scalar settings).
 */
export const examPapers = pgTable('exam_papers', {
  paperCode: text('paper_code').primaryKey(),
  title: text('title').notNull(),
  sections: jsonb('sections').$type<PaperSpec['sections']>().notNull(),
  timeLimitMinutes: integer('time_limit_minutes').notNull(),
  passMarkPct: integer('pass_mark_pct').notNull(),
  attemptsAllowed: integer('attempts_allowed').notNull(),
  shipped: boolean('shipped').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdBy: text('created_by'),
  createdAt: at('created_at').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: at('updated_at').notNull(),
});

export type ExamPaperRow = typeof examPapers.$inferSelect;

/** One question of an attempt as drawn: the bank question's content when the attempt started. */
export type AttemptQuestion = BankQuestion;

/**
 * Exam attempts (issue 30 items 3–6), owned by the candidate's customer tenant. An attempt uses
 * one seat: a project of an exam purchase (project_code). It stores the drawn paper and the bank
 * questions' content as they were when it started (grading and review reproduce them), the one
 * set of saved answers (`answers`, merged by every save; `answers_version` counts the saves), the
 * result once submitted, and the certificate once passed. State: domain/exam/attempt.ts.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    tenantCode: text('tenant_code').notNull(),
    attemptCode: text('attempt_code').notNull(),
    /** The channel that sold the exam (projects.tenant_code) and the tenant delivering it. */
    channelTenantCode: text('channel_tenant_code').notNull(),
    deliveryTenantCode: text('delivery_tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    paperCode: text('paper_code').notNull(),
    candidateAccountId: text('candidate_account_id').notNull(),
    candidateName: text('candidate_name').notNull(),
    state: text('state', { enum: AttemptState.values as [AttemptState, ...AttemptState[]] }).notNull(),
    paper: jsonb('paper').$type<StoredPaper>().notNull(),
    questions: jsonb('questions').$type<AttemptQuestion[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, StoredAnswer>>().notNull().default({}),
    answersVersion: integer('answers_version').notNull().default(0),
    startedAt: at('started_at').notNull(),
    deadline: at('deadline').notNull(),
    submittedAt: at('submitted_at'),
    timedOut: boolean('timed_out').notNull().default(false),
    /** The engine's result (domain/engines/exam ExamResult), with the reviewer's grades once given. */
    result: jsonb('result').$type<ExamResult>(),
    grades: jsonb('grades').$type<ManualGradeInput[]>().notNull().default([]),
    totalScore: doublePrecision('total_score').notNull().default(0),
    passed: boolean('passed'),
    gradedAt: at('graded_at'),
    gradedBy: text('graded_by'),
    gradedByName: text('graded_by_name'),
    certificateNo: text('certificate_no'),
    verifyCode: text('verify_code'),
    issuedAt: at('issued_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.attemptCode] }),
    uniqueIndex('exam_attempts_code_idx').on(t.attemptCode),
    // One attempt per seat.
    uniqueIndex('exam_attempts_project_idx').on(t.projectCode),
    index('exam_attempts_candidate_idx').on(t.tenantCode, t.candidateAccountId, t.startedAt),
    index('exam_attempts_channel_idx').on(t.deliveryTenantCode, t.state, t.submittedAt),
    // One running attempt per candidate and exam (a double-clicked 开始考试 starts one).
    uniqueIndex('exam_attempts_running_idx').on(t.tenantCode, t.candidateAccountId, t.productCode).where(sql`${t.state} = 'inProgress'`),
    uniqueIndex('exam_attempts_verify_idx').on(t.verifyCode),
    uniqueIndex('exam_attempts_certificate_idx').on(t.certificateNo),
    check('exam_attempts_state_check', oneOf(t.state, AttemptState.values)),
  ],
);

/** The paper of an attempt: the drawn sections and the settings the attempt runs under. */
export interface StoredPaper extends DrawnPaper {
  title: string;
  timeLimitMinutes: number;
  passMarkPct: number;
  attemptsAllowed: number;
}
export type StoredAnswer = Omit<SavedAnswer, 'code'>;

export type ExamAttemptRow = typeof examAttempts.$inferSelect;
