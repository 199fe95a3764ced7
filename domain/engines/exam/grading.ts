/**
 * Exam grading: choice questions are scored at once; text, text_image, text_file, image and table
 * answers wait for a grader (the attempt stays `pending` until every one is graded).
 * Pass: total score ≥ maxScore × passMarkPct / 100, decided only when nothing is pending.
 */
import { z } from 'zod';
import { QuestionAnswerType } from './answerTypes';
import { dataOrThrow, safeParse } from '../../kernel/validation';
import { assertNoIssues } from '../errors';
import {
  autoGraded,
  EXAM_FIELD_LABELS,
  EXAM_LIMITS,
  examAnswersSchema,
  examGradingConfigSchema,
  examQuestionsSchema,
  manualGradesSchema,
  MultiSelectScoring,
  QuestionGradeStatus,
  type ExamAnswer,
  type ExamAnswerInput,
  type ExamGradingConfig,
  type ExamGradingConfigInput,
  type ExamQuestion,
  type ExamQuestionInput,
  type ExamResultStatus,
  type ManualGradeInput,
} from './model';

export interface QuestionResult {
  questionId: string;
  answerType: QuestionAnswerType;
  maxScore: number;
  /** null while waiting for manual grading. */
  score: number | null;
  /** Choice: the chosen set equals the correct set. Manual: full marks. null while pending. */
  correct: boolean | null;
  status: QuestionGradeStatus;
  answered: boolean;
  /** Choice questions: what was chosen and what was right (for the review screen). */
  selectedOptions: string[];
  correctOptions: string[];
  /** Scoring rule used for a multi-select question. */
  multiSelectScoring?: MultiSelectScoring;
  /** Chinese remark, e.g. 未作答, 错选 C, 漏选 B. */
  note?: string;
  comment?: string;
  graderId?: string;
}

export interface ExamResult {
  status: ExamResultStatus;
  /** null while any question is pending. */
  passed: boolean | null;
  totalScore: number;
  maxScore: number;
  /** totalScore ÷ maxScore × 100, rounded like scores. */
  scorePct: number;
  passMarkPct: number;
  passScore: number;
  autoScore: number;
  manualScore: number;
  pendingCount: number;
  pendingMaxScore: number;
  /** The final score will lie in [min, max] whatever the grader decides. */
  scoreRange: { min: number; max: number };
  questions: QuestionResult[];
  config: ExamGradingConfig;
}

/**
 * What applyManualGrades reads from an earlier result (e.g. one stored and loaded again), checked
 * so that a damaged or hand-made result is refused in Chinese instead of breaking the totals.
 */
const questionResultSchema = z.object({
  questionId: z.string().min(1).max(100),
  answerType: QuestionAnswerType.schema,
  maxScore: z.number().positive().max(1000),
  score: z.number().min(0).max(1000).nullable(),
  correct: z.boolean().nullable(),
  status: QuestionGradeStatus.schema,
  answered: z.boolean(),
  selectedOptions: z.array(z.string().max(50)).max(EXAM_LIMITS.options),
  correctOptions: z.array(z.string().max(50)).max(EXAM_LIMITS.options),
  multiSelectScoring: MultiSelectScoring.schema.optional(),
  note: z.string().max(2000).optional(),
  comment: z.string().max(2000).optional(),
  graderId: z.string().max(100).optional(),
});
const examResultInputSchema = z.object({
  questions: z.array(questionResultSchema).min(1).max(EXAM_LIMITS.questions),
  config: examGradingConfigSchema,
});
const RESULT_FIELD_LABELS = { '': '考试结果', questions: '考试结果的题目', config: '考试结果的评分配置' };

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor + 1e-9) / factor;
};

function hasContent(answer: ExamAnswer | undefined): boolean {
  if (!answer) return false;
  return Boolean(answer.text?.trim()) || answer.attachmentIds.length > 0 || answer.tableRows.length > 0 || answer.selectedOptions.length > 0;
}

function gradeChoice(question: ExamQuestion, selected: string[], config: ExamGradingConfig): QuestionResult {
  const correctSet = new Set(question.correctOptions);
  const wrong = selected.filter((k) => !correctSet.has(k));
  const missed = question.correctOptions.filter((k) => !selected.includes(k));
  const exact = wrong.length === 0 && missed.length === 0;
  const scoring = question.answerType === 'multi-select' ? (question.multiSelectScoring ?? config.multiSelectScoring) : undefined;
  let score = exact ? question.maxScore : 0;
  // No wrong option means every chosen option is correct: credit in proportion to those chosen.
  if (scoring === 'partial' && wrong.length === 0 && selected.length > 0)
    score = roundTo((question.maxScore * selected.length) / question.correctOptions.length, config.scoreDecimals);
  const notes: string[] = [];
  if (selected.length === 0) notes.push('未作答');
  else if (question.answerType === 'single-select' && selected.length > 1) notes.push('单选题选择了多个选项');
  if (selected.length > 0 && wrong.length > 0) notes.push(`错选 ${wrong.join('、')}`);
  if (selected.length > 0 && missed.length > 0 && question.answerType === 'multi-select') notes.push(`漏选 ${missed.join('、')}`);
  return {
    questionId: question.id,
    answerType: question.answerType,
    maxScore: question.maxScore,
    score,
    correct: exact,
    status: 'auto',
    answered: selected.length > 0,
    selectedOptions: selected,
    correctOptions: [...question.correctOptions],
    ...(scoring ? { multiSelectScoring: scoring } : {}),
    ...(notes.length > 0 ? { note: notes.join('；') } : {}),
  };
}

function gradeManualType(question: ExamQuestion, answer: ExamAnswer | undefined, config: ExamGradingConfig): QuestionResult {
  const answered = hasContent(answer);
  const base = {
    questionId: question.id,
    answerType: question.answerType,
    maxScore: question.maxScore,
    answered,
    selectedOptions: [],
    correctOptions: [],
  };
  if (!answered && config.zeroBlankManualAnswers) return { ...base, score: 0, correct: false, status: 'auto', note: '未作答' };
  return { ...base, score: null, correct: null, status: 'pending' };
}

/** Totals, status and pass decision from per-question results. */
function summarise(questions: QuestionResult[], config: ExamGradingConfig): ExamResult {
  const d = config.scoreDecimals;
  const sum = (list: QuestionResult[], pick: (q: QuestionResult) => number) =>
    roundTo(
      list.reduce((s, q) => s + pick(q), 0),
      d,
    );
  const pending = questions.filter((q) => q.status === 'pending');
  const maxScore = sum(questions, (q) => q.maxScore);
  const totalScore = sum(questions, (q) => q.score ?? 0);
  const pendingMaxScore = sum(pending, (q) => q.maxScore);
  const passScore = roundTo((maxScore * config.passMarkPct) / 100, d);
  return {
    status: pending.length > 0 ? 'pending' : 'graded',
    passed: pending.length > 0 ? null : totalScore >= passScore,
    totalScore,
    maxScore,
    scorePct: roundTo((totalScore / maxScore) * 100, d),
    passMarkPct: config.passMarkPct,
    passScore,
    autoScore: sum(
      questions.filter((q) => q.status === 'auto'),
      (q) => q.score ?? 0,
    ),
    manualScore: sum(
      questions.filter((q) => q.status === 'manual'),
      (q) => q.score ?? 0,
    ),
    pendingCount: pending.length,
    pendingMaxScore,
    scoreRange: { min: totalScore, max: roundTo(totalScore + pendingMaxScore, d) },
    questions,
    config,
  };
}

/** Grades an attempt. Unanswered questions score 0 (choice) or, by default, 0 too (blank text). */
export function gradeExamAttempt(
  questionsInput: readonly ExamQuestionInput[],
  answersInput: readonly ExamAnswerInput[],
  configInput: ExamGradingConfigInput = {},
): ExamResult {
  const [config, questions, answers] = dataOrThrow([
    safeParse(examGradingConfigSchema, configInput, { labels: EXAM_FIELD_LABELS, root: 'config' }),
    safeParse(examQuestionsSchema, questionsInput, { labels: EXAM_FIELD_LABELS, root: 'questions' }),
    safeParse(examAnswersSchema, answersInput, { labels: EXAM_FIELD_LABELS, root: 'answers' }),
  ]);

  const byId = new Map(questions.map((q) => [q.id, q]));
  const answerById = new Map<string, ExamAnswer>();
  const issues: string[] = [];
  answers.forEach((a, i) => {
    const question = byId.get(a.questionId);
    if (!question) issues.push(`题目编号（answers[${i}].questionId）：试卷中没有题目“${a.questionId}”`);
    else if (answerById.has(a.questionId)) issues.push(`题目编号（answers[${i}].questionId）：题目“${a.questionId}”重复作答`);
    else {
      const keys = question.options.map((o) => o.key);
      const unknown = autoGraded(question.answerType) ? a.selectedOptions.filter((k) => !keys.includes(k)) : [];
      if (unknown.length > 0) issues.push(`所选选项（answers[${i}].selectedOptions）：题目“${a.questionId}”没有选项 ${unknown.join('、')}`);
    }
    answerById.set(a.questionId, a);
  });
  assertNoIssues(issues);

  const results = questions.map((q) => {
    const answer = answerById.get(q.id);
    if (!autoGraded(q.answerType)) return gradeManualType(q, answer, config);
    const selected = [...new Set(answer?.selectedOptions ?? [])];
    return gradeChoice(q, selected, config);
  });
  return summarise(results, config);
}

/**
 * Applies a grader's scores to manual-graded questions (text, text_image, text_file, image, table)
 * and recomputes totals. A question may be graded again; choice questions cannot be graded by hand.
 */
export function applyManualGrades(resultInput: ExamResult, gradesInput: readonly ManualGradeInput[]): ExamResult {
  const [result, grades] = dataOrThrow([
    safeParse(examResultInputSchema, resultInput, { labels: RESULT_FIELD_LABELS, root: 'result' }),
    safeParse(manualGradesSchema, gradesInput, { labels: EXAM_FIELD_LABELS, root: 'grades' }),
  ]);
  const byId = new Map(result.questions.map((q) => [q.questionId, q]));
  const issues: string[] = [];
  const seen = new Set<string>();
  grades.forEach((g, i) => {
    const question = byId.get(g.questionId);
    const field = `（grades[${i}]）`;
    if (!question) issues.push(`题目编号${field}：试卷中没有题目“${g.questionId}”`);
    else if (autoGraded(question.answerType)) issues.push(`题目编号${field}：题目“${g.questionId}”为选择题，自动评分，不能人工评分`);
    else if (g.score > question.maxScore) issues.push(`得分${field}：题目“${g.questionId}”得分不能超过分值 ${question.maxScore}`);
    if (seen.has(g.questionId)) issues.push(`题目编号${field}：题目“${g.questionId}”重复评分`);
    seen.add(g.questionId);
  });
  assertNoIssues(issues);

  const gradeById = new Map(grades.map((g) => [g.questionId, g]));
  const questions = result.questions.map((q: QuestionResult): QuestionResult => {
    const grade = gradeById.get(q.questionId);
    if (!grade) return q;
    const score = roundTo(grade.score, result.config.scoreDecimals);
    return {
      questionId: q.questionId,
      answerType: q.answerType,
      maxScore: q.maxScore,
      answered: q.answered,
      selectedOptions: q.selectedOptions,
      correctOptions: q.correctOptions,
      score,
      correct: score >= q.maxScore,
      status: 'manual',
      ...(q.answered ? {} : { note: '未作答' }),
      ...(grade.comment ? { comment: grade.comment } : {}),
      ...(grade.graderId ? { graderId: grade.graderId } : {}),
    };
  });
  return summarise(questions, result.config);
}
