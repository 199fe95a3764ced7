/**
 * The paper form's values and the paper they stand for. Numbers cleared in the form are null
 * there and absent in the paper; a draw's 全部考点 / 全部难度 is an absent topic / difficulty. The
 * form's field rules ask domain/exam/paper.ts's PaperSpec about the whole paper the values make
 * and show the issue at the field's own path, so the browser shows the server's Chinese message
 * next to the field before anything is sent. Whether the bank can serve the draws is the server's
 * to say (it knows the difficulties); the form only shows the bank's counts per topic and kind.
 */
import type { Rule } from 'antd/es/form';
import { z } from 'zod';
import type { ExamDifficulty, ExamQuestionKind, ExamTopic } from '@domain/exam/enums';
import { DEFAULT_PAPER, PaperSpec, type PaperSpecInput } from '@domain/exam/paper';
import type { BankCounts, ExamPaperItem } from '@/services/exam';

export interface DrawValues {
  topic?: ExamTopic | null;
  difficulty?: ExamDifficulty | null;
  count?: number | null;
}

export interface SectionValues {
  title?: string;
  kind?: ExamQuestionKind;
  scorePerQuestion?: number | null;
  draws?: DrawValues[];
}

export interface PaperValues {
  title?: string;
  timeLimitMinutes?: number | null;
  passMarkPct?: number | null;
  attemptsAllowed?: number | null;
  sections?: SectionValues[];
}

/** A draw and a section the 添加 buttons start from. */
export const NEW_DRAW: DrawValues = { count: 1 };
export const newSection = (index: number): SectionValues => ({
  title: `第 ${index + 1} 大题`,
  kind: 'single',
  scorePerQuestion: 2,
  draws: [{ ...NEW_DRAW }],
});

const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A new paper's starting values: the default paper's sections, time, pass mark and attempts, with a title of its own. */
export const newPaperValues = (): PaperValues => ({ ...copyOf(DEFAULT_PAPER), title: '' });

/** The form's values for a stored paper. */
export function valuesOf(paper: ExamPaperItem): PaperValues {
  return {
    title: paper.title,
    timeLimitMinutes: paper.timeLimitMinutes,
    passMarkPct: paper.passMarkPct,
    attemptsAllowed: paper.attemptsAllowed,
    sections: copyOf(paper.sections),
  };
}

const numberOf = (value: number | null | undefined) => (typeof value === 'number' ? value : undefined);

/** The paper the form's values stand for (what is checked and sent); unset keys are left out. */
export function specOf(values: PaperValues): PaperSpecInput {
  const defined = <T extends object>(object: T) =>
    Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null)) as T;
  return defined({
    title: (values.title ?? '').trim(),
    timeLimitMinutes: numberOf(values.timeLimitMinutes),
    passMarkPct: numberOf(values.passMarkPct),
    attemptsAllowed: numberOf(values.attemptsAllowed),
    sections: (values.sections ?? []).map((section) =>
      defined({
        title: (section?.title ?? '').trim(),
        kind: section?.kind,
        scorePerQuestion: numberOf(section?.scorePerQuestion),
        draws: (section?.draws ?? []).map((draw) =>
          defined({ topic: draw?.topic || undefined, difficulty: draw?.difficulty || undefined, count: numberOf(draw?.count) }),
        ),
      }),
    ),
  }) as PaperSpecInput;
}

const zhCN = z.locales.zhCN().localeError;

/** PaperSpec's verdict on the form's values, in Chinese. */
export const checkPaper = (values: PaperValues) => PaperSpec.safeParse(specOf(values), { error: zhCN });

type Path = (string | number)[];
const samePath = (a: readonly PropertyKey[], b: Path) => a.length === b.length && a.every((step, index) => step === b[index]);

/** The first issue PaperSpec finds at exactly this path of the form's paper, if any. */
export function issueAt(values: PaperValues, path: Path): string | undefined {
  const result = checkPaper(values);
  return result.success ? undefined : result.error.issues.find((issue) => samePath(issue.path, path))?.message;
}

/** A form rule: PaperSpec's issue at the field's path, in the server's words. */
export const specRule =
  (path: Path): Rule =>
  (form) => ({
    validator: async () => {
      const message = issueAt(form.getFieldsValue(true) as PaperValues, path);
      if (message) throw new Error(message);
    },
  });

/** Questions and points of one section, and of the whole paper, as typed so far. */
export function sectionTotals(section: SectionValues | undefined) {
  const questions = (section?.draws ?? []).reduce((sum, draw) => sum + (numberOf(draw?.count) ?? 0), 0);
  return { questions, score: questions * (numberOf(section?.scorePerQuestion) ?? 0) };
}

export function paperTotals(sections: SectionValues[] | undefined) {
  return (sections ?? []).reduce(
    (sum, section) => {
      const one = sectionTotals(section);
      return { questions: sum.questions + one.questions, score: sum.score + one.score };
    },
    { questions: 0, score: 0 },
  );
}

/** How many questions of this kind (and topic, when the draw names one) the bank holds, all difficulties together. */
export function bankCountOf(counts: BankCounts, kind: ExamQuestionKind, topic: ExamTopic | null | undefined): number {
  return counts.filter((one) => one.kind === kind && (!topic || one.topic === topic)).reduce((sum, one) => sum + one.count, 0);
}

/** A score without a float's noise (0.1 + 0.2). */
export const scoreText = (score: number) => String(Math.round(score * 100) / 100);
