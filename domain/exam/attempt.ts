/**
 * An exam attempt (issue 30 items 4 and 5): its states and moves, the server-clock deadline, the
 * attempts a candidate has left, the checks on saved answers, and the graded result broken down
 * per section and per clause. The attempt's paper is drawn when it starts and stored (paper.ts);
 * grading is domain/engines/exam's (choices at once, written answers by a reviewer). A candidate
 * sees correct answers and explanations only once the attempt is closed (graded).
 */
import { applyManualGrades, type ExamAnswerInput, type ExamResult, gradeExamAttempt, type ManualGradeInput } from '../engines/exam';
import { AttemptState, type ExamOfferStatus } from './enums';
import { defineStateMachine } from '../kernel/stateMachine';
import { type BankQuestion, ExamQuestionKind, ExamTopic, toEngineQuestion } from './bank';
import type { DrawnPaper } from './paper';

export type AttemptAction = 'submit' | 'timeout' | 'autoGrade' | 'grade';

/**
 * inProgress → submitted (the candidate submits, or the server when the time is up) → graded (at
 * once when every question is a choice, else when the reviewer has scored the written answers).
 */
export const ATTEMPT_MACHINE = defineStateMachine<AttemptState, AttemptAction>({
  name: '考试',
  states: AttemptState.labels,
  moves: [
    { from: 'inProgress', to: 'submitted', action: 'submit', label: '交卷', by: [{ role: 'internal_auditor' }] },
    { from: 'inProgress', to: 'submitted', action: 'timeout', label: '到时自动交卷', by: ['system'] },
    { from: 'submitted', to: 'graded', action: 'autoGrade', label: '自动评分', by: ['system'] },
    {
      from: 'submitted',
      to: 'graded',
      action: 'grade',
      label: '阅卷评分',
      by: [
        { role: 'channel-tenant-manager' },
        { role: 'channel-tenant-sub-manager' },
        { role: 'channel-owner' },
        { role: 'channel-executor' },
        { role: 'platform-delivery' },
      ],
    },
  ],
});

export const EXAM_ANSWER_LIMITS = { writtenChars: 3000 } as const;

/** When an attempt started at `startedAt` must be in (server time). */
export const attemptDeadline = (startedAt: Date, timeLimitMinutes: number): Date => new Date(startedAt.getTime() + timeLimitMinutes * 60_000);

/** Whole seconds left before the deadline, never below 0. */
export const secondsLeft = (deadline: Date, now: Date): number => Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));

/** Attempts a candidate may still start: allowed less those started (a running one counts). */
export const attemptsLeft = (allowed: number, started: number): number => Math.max(0, allowed - started);

/** Why a candidate may not start an attempt now; null when they may. */
export function startProblem(input: { allowed: number; started: number; running: boolean; seatsLeft: number }): string | null {
  if (input.running) return '你有一场未交卷的考试，请先完成它';
  if (attemptsLeft(input.allowed, input.started) <= 0) return `本考试最多允许参加 ${input.allowed} 次，你的考试次数已用完`;
  if (input.seatsLeft <= 0) return '本机构购买的考试名额已用完，请联系渠道商增购';
  return null;
}

/** A saved answer: the chosen option keys of a choice question, or the text of a written one. */
export interface SavedAnswer {
  code: string;
  options?: string[];
  text?: string;
}

/**
 * The problems of answers saved to an attempt, in Chinese; none when all may be stored. Nothing is
 * stored when any is refused (the service checks all first).
 */
export function answerProblems(paper: DrawnPaper, questions: ReadonlyMap<string, BankQuestion>, answers: readonly SavedAnswer[]): string[] {
  const inPaper = new Set(paper.sections.flatMap((section) => section.codes));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const answer of answers) {
    const question = questions.get(answer.code);
    if (!inPaper.has(answer.code) || !question) {
      problems.push(`题目 ${answer.code} 不在本场考试的试卷中`);
      continue;
    }
    if (seen.has(answer.code)) problems.push(`题目 ${answer.code} 的答案重复提交`);
    seen.add(answer.code);
    const label = ExamQuestionKind.label(question.kind);
    if (question.kind === 'written') {
      if (answer.options?.length) problems.push(`题目 ${answer.code} 是${label}，请填写文字答案`);
      if ((answer.text ?? '').length > EXAM_ANSWER_LIMITS.writtenChars)
        problems.push(`题目 ${answer.code} 的答案超过 ${EXAM_ANSWER_LIMITS.writtenChars} 字，请精简`);
      continue;
    }
    if (answer.text) problems.push(`题目 ${answer.code} 是${label}，请选择选项`);
    const keys = new Set(question.options.map((option) => option.key));
    const chosen = answer.options ?? [];
    const unknown = chosen.filter((key) => !keys.has(key));
    if (unknown.length) problems.push(`题目 ${answer.code} 没有选项 ${unknown.join('、')}`);
    else if (new Set(chosen).size !== chosen.length) problems.push(`题目 ${answer.code} 的选项重复`);
    else if (question.kind !== 'multiple' && chosen.length > 1) problems.push(`题目 ${answer.code} 是${label}，只能选一个选项`);
  }
  return problems;
}

/** The engine's view of an attempt: the drawn questions with their scores, the answers given. */
function engineInput(paper: DrawnPaper, questions: ReadonlyMap<string, BankQuestion>, answers: readonly SavedAnswer[]) {
  const engineQuestions = paper.sections.flatMap((section) =>
    section.codes.map((code) => toEngineQuestion(questionOf(questions, code), section.scorePerQuestion)),
  );
  const engineAnswers: ExamAnswerInput[] = answers.map((answer) => ({
    questionId: answer.code,
    selectedOptions: answer.options ?? [],
    ...(answer.text !== undefined ? { text: answer.text } : {}),
  }));
  return { engineQuestions, engineAnswers };
}

function questionOf(questions: ReadonlyMap<string, BankQuestion>, code: string): BankQuestion {
  const question = questions.get(code);
  if (!question) throw new Error(`试卷中的题目 ${code} 已不在题库中`);
  return question;
}

/**
 * The attempt's result: choices graded at once, written answers pending until `grades` (the
 * reviewer's) score them; blank written answers score 0 at once. The pass mark is the paper's.
 */
export function gradeAttempt(
  paper: DrawnPaper,
  questions: ReadonlyMap<string, BankQuestion>,
  answers: readonly SavedAnswer[],
  passMarkPct: number,
  grades: readonly ManualGradeInput[] = [],
): ExamResult {
  const { engineQuestions, engineAnswers } = engineInput(paper, questions, answers);
  const result = gradeExamAttempt(engineQuestions, engineAnswers, { passMarkPct, multiSelectScoring: 'allOrNothing' });
  return grades.length ? applyManualGrades(result, grades) : result;
}

export interface ScoreLine {
  label: string;
  score: number;
  maxScore: number;
  /** false while a question of the line waits for the reviewer. */
  complete: boolean;
}

/** The result per section of the paper and per reference clause (topic · clause), for the result page. */
export function resultBreakdown(
  paper: DrawnPaper,
  questions: ReadonlyMap<string, BankQuestion>,
  result: ExamResult,
): { sections: ScoreLine[]; clauses: ScoreLine[] } {
  const byCode = new Map(result.questions.map((question) => [question.questionId, question]));
  const add = (lines: Map<string, ScoreLine>, label: string, code: string) => {
    const graded = byCode.get(code);
    const line = lines.get(label) ?? { label, score: 0, maxScore: 0, complete: true };
    line.maxScore += graded?.maxScore ?? 0;
    line.score += graded?.score ?? 0;
    if (graded?.score === null) line.complete = false;
    lines.set(label, line);
  };
  const sections = new Map<string, ScoreLine>();
  const clauses = new Map<string, ScoreLine>();
  for (const section of paper.sections)
    for (const code of section.codes) {
      add(sections, section.title, code);
      const question = questionOf(questions, code);
      add(clauses, `${ExamTopic.label(question.topic)} · ${question.clause}`, code);
    }
  const round = (line: ScoreLine) => ({ ...line, score: Math.round(line.score * 100) / 100 });
  return {
    sections: [...sections.values()].map(round),
    clauses: [...clauses.values()].map(round).sort((a, b) => a.label.localeCompare(b.label, 'zh-CN', { numeric: true })),
  };
}

/** What a candidate's attempts on one exam say about it (/authentication), with why a new one cannot start. */
export function offerState(input: {
  allowed: number;
  /** The candidate's attempts on this exam. */
  attempts: readonly { state: AttemptState; passed: boolean | null }[];
  seatsLeft: number;
}): { status: ExamOfferStatus; problem: string | null } {
  const { attempts } = input;
  const started = attempts.length;
  const running = attempts.some((attempt) => attempt.state === 'inProgress');
  if (running) return { status: 'inProgress', problem: startProblem({ ...input, started, running }) };
  if (attempts.some((attempt) => attempt.passed)) return { status: 'passed', problem: '你已通过本考试，无需再考' };
  if (attempts.some((attempt) => attempt.state === 'submitted'))
    return { status: 'awaitingReview', problem: '你的上一场考试正在阅卷，出成绩后再决定是否补考' };
  const problem = startProblem({ ...input, started, running });
  if (attemptsLeft(input.allowed, started) <= 0) return { status: 'exhausted', problem };
  if (input.seatsLeft <= 0) return { status: 'noSeats', problem };
  return { status: 'open', problem };
}

/** The reviewer's scores for an attempt's written answers, as the reviewer sends them. */
export interface ReviewGrade {
  code: string;
  score: number;
  comment: string;
}

/**
 * The problems of a reviewer's scores, in Chinese: every written answer waiting must be scored
 * once, from 0 to the question's score, in steps of 0.5; nothing else may be scored.
 */
export function gradeProblems(result: ExamResult, grades: readonly ReviewGrade[]): string[] {
  const byCode = new Map(result.questions.map((question) => [question.questionId, question]));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const grade of grades) {
    const question = byCode.get(grade.code);
    if (!question) problems.push(`题目 ${grade.code} 不在本场考试的试卷中`);
    else if (question.status !== 'pending') problems.push(`题目 ${grade.code} 不是待阅卷的简答题`);
    else if (grade.score > question.maxScore) problems.push(`题目 ${grade.code} 的得分不能超过该题分值 ${question.maxScore}`);
    else if (Math.round(grade.score * 2) !== grade.score * 2) problems.push(`题目 ${grade.code} 的得分须为 0.5 的整数倍`);
    if (seen.has(grade.code)) problems.push(`题目 ${grade.code} 重复评分`);
    seen.add(grade.code);
  }
  const missing = result.questions.filter((question) => question.status === 'pending' && !seen.has(question.questionId));
  if (missing.length) problems.push(`还有 ${missing.length} 道简答题未评分：${missing.map((question) => question.questionId).join('、')}`);
  return problems;
}

/** A bank question as the candidate sees it while the attempt is open: no answer, explanation or model answer. */
export const candidateQuestion = (question: BankQuestion) => ({
  code: question.code,
  kind: question.kind,
  stem: question.stem,
  options: question.options.map((option) => ({ key: option.key, label: option.label })),
});
