/**
 * Internal-auditor certification exam (内审员认证考试): questions, answers, grading configuration.
 * Basis: domain brief §4.6 (choice questions graded automatically, text answers such as NC
 * statements and checklists graded by a person; pass mark commonly 60–70 %).
 */
import { z } from 'zod';
import { defineEnum } from '../../kernel/enums';
import { QuestionAnswerType } from './answerTypes';
import { requireOneOf } from '../guard';

/** Answer types graded automatically; every other type is graded by a person. */
export const AUTO_GRADED_ANSWER_TYPES = ['single-select', 'multi-select'] as const satisfies readonly QuestionAnswerType[];
/** For types already validated (schemas, the grader). */
export const autoGraded = (type: QuestionAnswerType): boolean => (AUTO_GRADED_ANSWER_TYPES as readonly string[]).includes(type);
/** Whether an answer type is graded automatically; an unknown type is refused, not called manual. */
export function isAutoGraded(type: QuestionAnswerType): boolean {
  requireOneOf(type, '题型（answerType）', QuestionAnswerType.values);
  return autoGraded(type);
}

/** Sane upper bounds of an exam (far above a real paper). */
export const EXAM_LIMITS = { questions: 1000, options: 50, attachments: 100, tableRows: 10_000 } as const;

/**
 * Multi-select scoring.
 * - allOrNothing: full marks only when the chosen set equals the correct set, else 0.
 * - partial: 0 if any wrong option is chosen or nothing is chosen; otherwise
 *   maxScore × (correct options chosen ÷ correct options), rounded to `scoreDecimals`.
 */
export const MultiSelectScoring = defineEnum({
  allOrNothing: '全部选对才得分',
  partial: '按比例得分（少选按比例，错选不得分）',
});
export type MultiSelectScoring = (typeof MultiSelectScoring.values)[number];

export const ExamResultStatus = defineEnum({ pending: '待阅卷', graded: '已评分' });
export type ExamResultStatus = (typeof ExamResultStatus.values)[number];

export const QuestionGradeStatus = defineEnum({ auto: '自动评分', pending: '待人工评分', manual: '人工评分' });
export type QuestionGradeStatus = (typeof QuestionGradeStatus.values)[number];

const id = z.string().trim().min(1).max(100);

export const examQuestionSchema = z.object({
  id,
  answerType: QuestionAnswerType.schema,
  maxScore: z.number().positive().max(1000),
  /** Choice questions only. */
  options: z
    .array(z.object({ key: z.string().trim().min(1).max(50), label: z.string().max(1000).optional() }))
    .max(EXAM_LIMITS.options)
    .default([]),
  /** Keys of the correct options; exactly one for single-select, at least one for multi-select. */
  correctOptions: z.array(z.string().trim().min(1).max(50)).max(EXAM_LIMITS.options).default([]),
  /** Overrides the configuration's multi-select scoring for this question. */
  multiSelectScoring: MultiSelectScoring.schema.optional(),
});
export type ExamQuestionInput = z.input<typeof examQuestionSchema>;
export type ExamQuestion = z.output<typeof examQuestionSchema>;

export const examQuestionsSchema = z
  .array(examQuestionSchema)
  .min(1)
  .max(EXAM_LIMITS.questions)
  .superRefine((questions, ctx) => {
    const ids = new Set<string>();
    questions.forEach((q, i) => {
      if (ids.has(q.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `题目编号“${q.id}”重复` });
      ids.add(q.id);
      if (!autoGraded(q.answerType)) return;
      const keys = q.options.map((o) => o.key);
      if (keys.length < 2) ctx.addIssue({ code: 'custom', path: [i, 'options'], message: '选择题至少需要两个选项' });
      if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: [i, 'options'], message: '选项编号重复' });
      const unknown = q.correctOptions.filter((k) => !keys.includes(k));
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', path: [i, 'correctOptions'], message: `正确答案 ${unknown.join('、')} 不在选项中` });
      if (new Set(q.correctOptions).size !== q.correctOptions.length)
        ctx.addIssue({ code: 'custom', path: [i, 'correctOptions'], message: '正确答案重复' });
      if (q.answerType === 'single-select' && q.correctOptions.length !== 1)
        ctx.addIssue({ code: 'custom', path: [i, 'correctOptions'], message: '单选题必须有且只有一个正确答案' });
      if (q.answerType === 'multi-select' && q.correctOptions.length < 1)
        ctx.addIssue({ code: 'custom', path: [i, 'correctOptions'], message: '多选题至少需要一个正确答案' });
    });
  });

export const examAnswerSchema = z.object({
  questionId: id,
  /** Chosen option keys (choice questions). */
  selectedOptions: z.array(z.string().trim().min(1).max(50)).max(EXAM_LIMITS.options).default([]),
  text: z.string().max(100_000).optional(),
  /** Uploaded images or files (objectIds). */
  attachmentIds: z.array(z.string().min(1).max(200)).max(EXAM_LIMITS.attachments).default([]),
  /** Table answers (e.g. a checklist); only whether it has rows matters to the engine. */
  tableRows: z.array(z.unknown()).max(EXAM_LIMITS.tableRows).default([]),
});
/** The answers of one attempt (at most one per question). */
export const examAnswersSchema = z.array(examAnswerSchema).max(EXAM_LIMITS.questions);
export type ExamAnswerInput = z.input<typeof examAnswerSchema>;
export type ExamAnswer = z.output<typeof examAnswerSchema>;

export const examGradingConfigSchema = z.strictObject({
  /** [I] brief §4.6: pass mark commonly 60–70 %; 60 % by default. A score ≥ the pass mark passes. */
  passMarkPct: z.number().gt(0, '须大于 0%（0% 的及格线会让未作答的试卷也及格）').max(100).default(60),
  multiSelectScoring: MultiSelectScoring.schema.default('allOrNothing'),
  /** [I] A blank manual-graded answer scores 0 at once instead of waiting for a grader. */
  zeroBlankManualAnswers: z.boolean().default(true),
  /** Scores are rounded (half up) to this many decimals. */
  scoreDecimals: z.number().int().min(0).max(4).default(2),
});
export type ExamGradingConfigInput = z.input<typeof examGradingConfigSchema>;
export type ExamGradingConfig = z.output<typeof examGradingConfigSchema>;
export const DEFAULT_EXAM_GRADING_CONFIG: ExamGradingConfig = examGradingConfigSchema.parse({});

export const manualGradeSchema = z.object({
  questionId: id,
  score: z.number().min(0).max(1000),
  comment: z.string().trim().max(2000).optional(),
  graderId: z.string().trim().max(100).optional(),
});
/** A grader's scores for one attempt (at most one per question). */
export const manualGradesSchema = z.array(manualGradeSchema).min(1).max(EXAM_LIMITS.questions);
export type ManualGradeInput = z.input<typeof manualGradeSchema>;
export type ManualGrade = z.output<typeof manualGradeSchema>;

export const EXAM_FIELD_LABELS: Readonly<Record<string, string>> = {
  '': '试题',
  '*': '试题',
  '*.id': '题目编号',
  '*.answerType': '题型',
  '*.maxScore': '分值',
  '*.options': '选项',
  '*.options.*.key': '选项编号',
  '*.correctOptions': '正确答案',
  '*.correctOptions.*': '正确答案',
  '*.multiSelectScoring': '多选题计分方式',
  '*.questionId': '题目编号',
  '*.selectedOptions': '所选选项',
  '*.selectedOptions.*': '所选选项',
  '*.text': '文本答案',
  '*.attachmentIds.*': '附件',
  '*.score': '得分',
  '*.comment': '评语',
  passMarkPct: '及格线（%）',
  multiSelectScoring: '多选题计分方式',
  zeroBlankManualAnswers: '未作答主观题直接记零分',
  scoreDecimals: '分数保留小数位',
};
