/**
 * An attempt row as the calls answer it: the summary of lists, the candidate's paper (no correct
 * answer), the result (correct answers, explanations and model answers only once closed), the
 * certificate. Pure functions of the stored row (its paper and question snapshot).
 */
import type { AttemptPaper, AttemptResult, AttemptSummary, CertificateItem, ResultQuestion } from '../../../../domain/exam/attemptContracts';
import { candidateQuestion, gradeAttempt, resultBreakdown, type SavedAnswer, secondsLeft } from '../../../../domain/exam/attempt';
import type { BankQuestion } from '../../../../domain/exam/bank';
import { ExamTopic } from '../../../../domain/exam/enums';
import type { ExamResult } from '../../../../domain/engines/exam';
import type { ExamAttemptRow } from '../../../db/schema';

/** Names the row does not hold: the customer's and the delivering channel's. */
export interface AttemptNames {
  customerName: string;
  channelName: string;
}

export const questionsOf = (row: Pick<ExamAttemptRow, 'questions'>): Map<string, BankQuestion> =>
  new Map(row.questions.map((question) => [question.code, question]));

export const answersOf = (row: Pick<ExamAttemptRow, 'answers'>): SavedAnswer[] =>
  Object.entries(row.answers).map(([code, answer]) => ({ code, ...answer }));

/** The result of the row as stored, or (while open) as it would be graded now. */
export function currentResult(row: ExamAttemptRow): ExamResult {
  return row.result ?? gradeAttempt(row.paper, questionsOf(row), answersOf(row), row.paper.passMarkPct);
}

const round = (value: number) => Math.round(value * 100) / 100;

export function summaryOf(row: ExamAttemptRow, names: AttemptNames): AttemptSummary {
  const result = row.result;
  const graded = row.state === 'graded';
  return {
    attemptCode: row.attemptCode,
    productCode: row.productCode,
    productName: row.productName,
    paperTitle: row.paper.title,
    projectCode: row.projectCode,
    candidateAccountId: row.candidateAccountId,
    candidateName: row.candidateName,
    customerTenantCode: row.tenantCode,
    customerName: names.customerName,
    state: row.state,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    timedOut: row.timedOut,
    gradedAt: row.gradedAt?.toISOString() ?? null,
    maxScore: row.paper.maxScore,
    passMarkPct: row.paper.passMarkPct,
    totalScore: round(row.totalScore),
    scorePct: graded && result ? result.scorePct : null,
    passed: graded ? row.passed : null,
    pendingCount: result?.pendingCount ?? 0,
    reviewerName: row.gradedByName,
    certificateNo: row.certificateNo,
  };
}

export function certificateOf(row: ExamAttemptRow, names: AttemptNames): CertificateItem | null {
  if (!row.passed || !row.certificateNo || !row.verifyCode || !row.issuedAt) return null;
  return {
    certificateNo: row.certificateNo,
    verifyCode: row.verifyCode,
    attemptCode: row.attemptCode,
    candidateName: row.candidateName,
    customerName: names.customerName,
    examTitle: row.productName,
    examDate: row.startedAt.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    scorePct: row.result?.scorePct ?? 0,
    totalScore: round(row.totalScore),
    maxScore: row.paper.maxScore,
    channelName: names.channelName,
  };
}

export function paperOf(row: ExamAttemptRow, now: Date): AttemptPaper {
  const questions = questionsOf(row);
  return {
    attemptCode: row.attemptCode,
    productName: row.productName,
    paperTitle: row.paper.title,
    candidateName: row.candidateName,
    state: row.state,
    sections: row.paper.sections.map((section) => ({
      title: section.title,
      kind: section.kind,
      scorePerQuestion: section.scorePerQuestion,
      questions: section.codes.flatMap((code) => {
        const question = questions.get(code);
        return question ? [candidateQuestion(question)] : [];
      }),
    })),
    maxScore: row.paper.maxScore,
    passMarkPct: row.paper.passMarkPct,
    timeLimitMinutes: row.paper.timeLimitMinutes,
    answers: answersOf(row),
    version: row.answersVersion,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    serverNow: now.toISOString(),
    secondsLeft: row.state === 'inProgress' ? secondsLeft(row.deadline, now) : 0,
  };
}

export const clauseLabel = (question: BankQuestion): string => `${ExamTopic.label(question.topic)} · ${question.clause}`;

export function resultOf(row: ExamAttemptRow, names: AttemptNames): AttemptResult {
  const questions = questionsOf(row);
  const result = currentResult(row);
  // Closed once submitted: no answer can change any more, so the correct ones may be shown.
  const closed = row.state !== 'inProgress';
  const graded = new Map(result.questions.map((question) => [question.questionId, question]));
  const list: ResultQuestion[] = row.paper.sections.flatMap((section) =>
    section.codes.flatMap((code) => {
      const question = questions.get(code);
      if (!question) return [];
      const line = graded.get(code);
      const answer = row.answers[code];
      return [
        {
          code,
          sectionTitle: section.title,
          kind: question.kind,
          stem: question.stem,
          clauseLabel: clauseLabel(question),
          options: question.options.map((option) => ({ key: option.key, label: option.label })),
          selectedOptions: answer?.options ?? [],
          text: answer?.text ?? '',
          maxScore: line?.maxScore ?? section.scorePerQuestion,
          score: closed ? (line?.score ?? null) : null,
          correct: closed ? (line?.correct ?? null) : null,
          note: closed ? (line?.note ?? '') : '',
          comment: line?.comment ?? '',
          correctOptions: closed && question.kind !== 'written' ? question.answer : null,
          explanation: closed && question.kind !== 'written' ? question.explanation : null,
          modelAnswer: closed && question.kind === 'written' ? question.modelAnswer : null,
        },
      ];
    }),
  );
  const { sections, clauses } = resultBreakdown(row.paper, questions, result);
  return {
    summary: summaryOf(row, names),
    sections,
    clauses,
    scoreRange: result.scoreRange,
    questions: list,
    certificate: certificateOf(row, names),
  };
}
