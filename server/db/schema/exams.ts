/**
 * Tables of the internal-auditor exam (issue 30): the platform's question bank and papers. The bank is
 * product content owned by the platform, not by a tenant (no tenant_code): every exam product
 * draws from it; an attempt stores the questions it drew, so editing or deleting a question never
 * changes an attempt. `shipped` marks the questions that came with the product (seeded at every
 * start when missing, never overwritten once the platform has edited them).
 */
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ExamDifficulty, ExamQuestionKind, ExamTopic } from '../../../domain/enums';
import type { PaperSpec } from '../../../domain/exam/paper';
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
