/**
 * The internal-auditor exam's question bank (issue 30 item 1): what a question is, how it is
 * tagged, and the checks every stored, imported or shipped question passes. A question is single
 * choice, multiple choice, true/false (two fixed options) or written (graded by a reviewer against
 * a model answer). Tags: the topic (ISO/IEC 27001 clauses 4–10, the four Annex A themes, audit
 * practice per ISO 19011), the reference clause and the difficulty; papers draw by them (paper.ts).
 * Grading is domain/engines/exam's: toEngineQuestion maps a bank question onto it.
 */
import { z } from 'zod';
import type { ExamQuestion } from '../engines/exam';
import { ExamDifficulty, ExamQuestionKind, type ExamStandard, ExamTopic } from './enums';
import { text } from '../kernel/text';

export { ExamDifficulty, ExamQuestionKind, ExamStandard, ExamTopic } from './enums';

export const EXAM_BANK_LIMITS = { stem: 2000, option: 500, options: 8, explanation: 2000, modelAnswer: 4000, questions: 5000 } as const;

/** The two options of a true/false question, always these. */
export const TRUE_FALSE_OPTIONS = [
  { key: 'A', label: '正确' },
  { key: 'B', label: '错误' },
] as const;

/** A question's code: Q- then letters, digits and dashes (e.g. Q-ISMS-012). */
export const QUESTION_CODE_PATTERN = /^Q-[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/**
 * Where a clause reference must point for each topic: 4–10 for the management system, A.5–A.8
 * for the Annex A themes, a clause of ISO 19011 (4 principles, 5 programme, 6 audit, 7 competence) for audit practice.
 */
export const TOPIC_CLAUSE: Record<ExamTopic, { standard: ExamStandard; pattern: RegExp; example: string }> = {
  isms: { standard: 'ISO27001', pattern: /^(4|5|6|7|8|9|10)(\.\d+){0,3}$/, example: '6.1.2' },
  annexOrganizational: { standard: 'ISO27001', pattern: /^A\.5\.\d{1,2}$/, example: 'A.5.15' },
  annexPeople: { standard: 'ISO27001', pattern: /^A\.6\.\d$/, example: 'A.6.3' },
  annexPhysical: { standard: 'ISO27001', pattern: /^A\.7\.\d{1,2}$/, example: 'A.7.4' },
  annexTechnological: { standard: 'ISO27001', pattern: /^A\.8\.\d{1,2}$/, example: 'A.8.8' },
  auditPractice: { standard: 'ISO19011', pattern: /^[4-7](\.\d+){0,3}$/, example: '6.4.8' },
};

const optionKey = z.string().regex(/^[A-H]$/, '选项编号须为 A–H 中的一个字母');

export const BankQuestion = z
  .object({
    code: z.string().regex(QUESTION_CODE_PATTERN, '题目编号须形如 Q-ISMS-012（大写字母、数字和短横线）'),
    kind: ExamQuestionKind.schema,
    topic: ExamTopic.schema,
    clause: text({ max: 20, required: '请填写参考条款（clause）' }),
    difficulty: ExamDifficulty.schema,
    stem: text({ max: EXAM_BANK_LIMITS.stem, required: '请填写题干（stem）', multiline: true }),
    options: z
      .array(z.object({ key: optionKey, label: text({ max: EXAM_BANK_LIMITS.option, required: '选项内容不能为空' }) }))
      .max(EXAM_BANK_LIMITS.options, `最多 ${EXAM_BANK_LIMITS.options} 个选项`)
      .default([]),
    /** Keys of the correct options (choice and true/false questions). */
    answer: z.array(optionKey).max(EXAM_BANK_LIMITS.options).default([]),
    /** Why the right answer is right: shown for wrong choices once the attempt closes. */
    explanation: text({ max: EXAM_BANK_LIMITS.explanation, multiline: true }).default(''),
    /** Written questions: what the reviewer scores against. */
    modelAnswer: text({ max: EXAM_BANK_LIMITS.modelAnswer, multiline: true }).default(''),
  })
  .superRefine((question, ctx) => {
    for (const problem of bankQuestionProblems(question)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type BankQuestionInput = z.input<typeof BankQuestion>;
export type BankQuestion = z.output<typeof BankQuestion>;

export interface BankQuestionProblem {
  field: keyof BankQuestion;
  message: string;
}

/** The rules between a question's fields, in Chinese; none for a sound question. */
export function bankQuestionProblems(question: Omit<BankQuestion, 'code'> & { code?: string }): BankQuestionProblem[] {
  const out: BankQuestionProblem[] = [];
  const clause = TOPIC_CLAUSE[question.topic];
  if (clause && !clause.pattern.test(question.clause))
    out.push({ field: 'clause', message: `参考条款“${question.clause}”与考点“${ExamTopic.label(question.topic)}”不符，应形如 ${clause.example}` });
  const keys = question.options.map((option) => option.key);
  if (question.kind === 'written') {
    if (keys.length) out.push({ field: 'options', message: '简答题没有选项' });
    if (question.answer.length) out.push({ field: 'answer', message: '简答题没有选择答案，请填写参考答案（modelAnswer）' });
    if (!question.modelAnswer) out.push({ field: 'modelAnswer', message: '简答题须填写参考答案（modelAnswer），供阅卷人评分' });
    return out;
  }
  if (question.kind === 'trueFalse') {
    const fixed = TRUE_FALSE_OPTIONS.map((option) => `${option.key}:${option.label}`).join(',');
    if (question.options.map((option) => `${option.key}:${option.label}`).join(',') !== fixed)
      out.push({ field: 'options', message: '判断题的选项固定为 A 正确、B 错误' });
  } else if (keys.length < (question.kind === 'multiple' ? 3 : 2)) {
    out.push({ field: 'options', message: question.kind === 'multiple' ? '多选题至少需要 3 个选项' : '单选题至少需要 2 个选项' });
  }
  if (new Set(keys).size !== keys.length) out.push({ field: 'options', message: '选项编号重复' });
  else if (keys.join('') !== 'ABCDEFGH'.slice(0, keys.length)) out.push({ field: 'options', message: '选项编号须从 A 起依次排列' });
  if (new Set(question.options.map((option) => option.label)).size !== keys.length) out.push({ field: 'options', message: '选项内容重复' });
  const unknown = question.answer.filter((key) => !keys.includes(key));
  if (unknown.length) out.push({ field: 'answer', message: `正确答案 ${unknown.join('、')} 不在选项中` });
  else if (new Set(question.answer).size !== question.answer.length) out.push({ field: 'answer', message: '正确答案重复' });
  else if (question.kind !== 'multiple' && question.answer.length !== 1)
    out.push({ field: 'answer', message: `${ExamQuestionKind.label(question.kind)}须有且只有一个正确答案` });
  else if (question.kind === 'multiple' && question.answer.length < 2) out.push({ field: 'answer', message: '多选题至少有两个正确答案' });
  if (!question.explanation) out.push({ field: 'explanation', message: '选择题和判断题须填写解析（explanation），考后向答错的考生展示' });
  if (question.modelAnswer) out.push({ field: 'modelAnswer', message: '只有简答题填写参考答案' });
  return out;
}

/** The engine's question for a bank question worth `score` points. */
export function toEngineQuestion(question: Pick<BankQuestion, 'code' | 'kind' | 'options' | 'answer'>, score: number): ExamQuestion {
  return {
    id: question.code,
    answerType: question.kind === 'multiple' ? 'multi-select' : question.kind === 'written' ? 'text' : 'single-select',
    maxScore: score,
    options: question.options.map((option) => ({ key: option.key, label: option.label })),
    correctOptions: [...question.answer],
  };
}
