/**
 * The question form's values and the bank question they stand for: options are typed as labels
 * only (their keys A, B, C… follow their order), a true/false question always has the two fixed
 * options, a written one none. The form's field rules ask domain/exam/bank.ts's
 * bankQuestionProblems about the question the values make, so the browser shows the server's
 * Chinese message next to the field before anything is sent.
 */
import type { Rule } from 'antd/es/form';
import { BankQuestion, bankQuestionProblems, EXAM_BANK_LIMITS, TRUE_FALSE_OPTIONS } from '@domain/exam/bank';
import type { ExamDifficulty, ExamQuestionKind, ExamTopic } from '@domain/exam/enums';
import type { BankQuestionItem } from '@/services/exam';

/** Option keys in order: the n-th option is always the n-th letter. */
export const OPTION_KEYS = 'ABCDEFGH'.slice(0, EXAM_BANK_LIMITS.options).split('');
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = EXAM_BANK_LIMITS.options;

export interface QuestionValues {
  code?: string;
  kind: ExamQuestionKind;
  topic?: ExamTopic;
  clause?: string;
  difficulty?: ExamDifficulty;
  stem?: string;
  /** Choice questions' options, in order (a true/false or written question ignores them). */
  options?: { label?: string }[];
  answer?: string[];
  explanation?: string;
  modelAnswer?: string;
}

export const isChoice = (kind: ExamQuestionKind) => kind === 'single' || kind === 'multiple';

const emptyOptions = (count: number) => Array.from({ length: count }, () => ({ label: '' }));

/** A new question's starting values: a single-choice question with four empty options. */
export const newQuestionValues = (): QuestionValues => ({ kind: 'single', difficulty: 'medium', options: emptyOptions(4), answer: [] });

/** The form's values for a stored question. */
export function valuesOf(item: BankQuestionItem): QuestionValues {
  return {
    code: item.code,
    kind: item.kind,
    topic: item.topic,
    clause: item.clause,
    difficulty: item.difficulty,
    stem: item.stem,
    options: isChoice(item.kind) ? item.options.map((option) => ({ label: option.label })) : emptyOptions(4),
    answer: item.answer,
    explanation: item.explanation,
    modelAnswer: item.modelAnswer,
  };
}

/** The answer kept when the kind changes: choice keys stay meaningful between single and multiple only. */
export function answerAfterKindChange(from: ExamQuestionKind, to: ExamQuestionKind, answer: string[] = []): string[] {
  if (!isChoice(from) || !isChoice(to)) return [];
  return to === 'single' && answer.length > 1 ? [] : answer;
}

/** The answer after the option at `removed` is deleted: its key goes, later keys move up one letter. */
export function answerAfterRemoval(answer: string[] = [], removed: number): string[] {
  return answer
    .map((key) => OPTION_KEYS.indexOf(key))
    .filter((index) => index !== removed)
    .map((index) => OPTION_KEYS[index > removed ? index - 1 : index]);
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** The bank question the form's values stand for (what is checked and sent). */
export function questionOf(values: QuestionValues): BankQuestion {
  const { kind } = values;
  const options =
    kind === 'written'
      ? []
      : kind === 'trueFalse'
        ? TRUE_FALSE_OPTIONS.map((option) => ({ ...option }))
        : (values.options ?? []).map((option, index) => ({ key: OPTION_KEYS[index], label: trimmed(option?.label) }));
  return {
    code: trimmed(values.code),
    kind,
    topic: values.topic as ExamTopic,
    clause: trimmed(values.clause),
    difficulty: values.difficulty as ExamDifficulty,
    stem: trimmed(values.stem),
    options,
    answer: kind === 'written' ? [] : [...(values.answer ?? [])].sort(),
    explanation: trimmed(values.explanation),
    modelAnswer: kind === 'written' ? trimmed(values.modelAnswer) : '',
  };
}

type ProblemField = ReturnType<typeof bankQuestionProblems>[number]['field'];

/** The first problem bankQuestionProblems finds with this field of the form's question, if any. */
export function problemOf(values: QuestionValues, field: ProblemField): string | undefined {
  if (!values.kind) return undefined;
  return bankQuestionProblems(questionOf(values)).find((problem) => problem.field === field)?.message;
}

/** A form rule: the field's problem between fields (bank.ts), in the server's words. */
export const problemRule =
  (field: ProblemField): Rule =>
  (form) => ({
    validator: async () => {
      const message = problemOf(form.getFieldsValue(true) as QuestionValues, field);
      if (message) throw new Error(message);
    },
  });

/** The schemas of single fields, for zodRule (the same messages as the server's). */
export const FIELD_SCHEMAS = {
  code: BankQuestion.shape.code,
  clause: BankQuestion.shape.clause,
  stem: BankQuestion.shape.stem,
  optionLabel: BankQuestion.shape.options.unwrap().element.shape.label,
  explanation: BankQuestion.shape.explanation,
  modelAnswer: BankQuestion.shape.modelAnswer,
};
