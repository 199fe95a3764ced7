/**
 * Demo exam attempts (issue 30 "Demo data"): 示例科技's internal auditor 周晓敏 passed the
 * ISO/IEC 27001:2022 internal-auditor exam (graded by 安衡咨询's consultant 林志远, certificate with
 * the verification code below), submitted the audit-practice exam yesterday with two written
 * answers waiting for 林志远, and has the Annex A exam open, never sat. The attempts are drawn from
 * the shipped bank and papers exactly as a live attempt would be; the answers are a plausible
 * candidate's (most choices right, written answers shorter than the model answer).
 */
import type { ExamResult } from '../engines/exam';
import { attemptDeadline, gradeAttempt, type SavedAnswer } from './attempt';
import type { BankQuestion } from './bank';
import { SHIPPED_BANK } from './bankQuestions';
import { type DrawnPaper, drawPaper, PaperSpec, SHIPPED_PAPERS } from './paper';

/** The verification code of the demo certificate (what the e2e walk and the README can verify). */
export const DEMO_CERTIFICATE_CODE = 'K7QM-3XPD-9TRW';

export interface DemoAttempt {
  tenantCode: string;
  attemptCode: string;
  channelTenantCode: string;
  deliveryTenantCode: string;
  projectCode: string;
  productCode: string;
  productName: string;
  paperCode: string;
  candidateAccountId: string;
  candidateName: string;
  state: 'submitted' | 'graded';
  paper: DrawnPaper & { title: string; timeLimitMinutes: number; passMarkPct: number; attemptsAllowed: number };
  questions: BankQuestion[];
  answers: Record<string, Omit<SavedAnswer, 'code'>>;
  answersVersion: number;
  startedAt: Date;
  deadline: Date;
  submittedAt: Date;
  result: ExamResult;
  grades: { questionId: string; score: number; comment?: string; graderId: string }[];
  totalScore: number;
  passed: boolean | null;
  gradedAt: Date | null;
  gradedBy: string | null;
  gradedByName: string | null;
  certificateNo: string | null;
  verifyCode: string | null;
  issuedAt: Date | null;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The candidate's answer to a question: right except every `wrongEvery`-th choice; written answers the model answer's first sentences. */
function answerOf(question: BankQuestion, index: number, wrongEvery: number): Omit<SavedAnswer, 'code'> {
  if (question.kind === 'written') {
    const sentences = question.modelAnswer.split(/(?<=[。；])/);
    return { text: sentences.slice(0, Math.max(1, Math.ceil(sentences.length / 2))).join('') };
  }
  if (index % wrongEvery !== wrongEvery - 1) return { options: [...question.answer] };
  const wrong = question.options.find((option) => !question.answer.includes(option.key));
  return { options: wrong ? [wrong.key] : [] };
}

function demoAttempt(input: {
  attemptCode: string;
  projectCode: string;
  productCode: string;
  productName: string;
  paperCode: string;
  startedDaysAgo: number;
  minutesTaken: number;
  wrongEvery: number;
  now: Date;
}) {
  const shipped = SHIPPED_PAPERS.find((paper) => paper.paperCode === input.paperCode)!;
  const spec = PaperSpec.parse(shipped.spec);
  const drawn = drawPaper(spec, SHIPPED_BANK, input.attemptCode);
  const codes = drawn.sections.flatMap((section) => section.codes);
  const byCode = new Map(SHIPPED_BANK.map((question) => [question.code, question]));
  const questions = codes.map((code) => byCode.get(code)!);
  const answers = Object.fromEntries(questions.map((question, index) => [question.code, answerOf(question, index, input.wrongEvery)]));
  const startedAt = new Date(input.now.getTime() - input.startedDaysAgo * DAY_MS);
  return {
    spec,
    drawn,
    questions,
    answers,
    startedAt,
    submittedAt: new Date(startedAt.getTime() + input.minutesTaken * MINUTE_MS),
    base: {
      tenantCode: 'T-CU-DEMO',
      attemptCode: input.attemptCode,
      channelTenantCode: 'T-CH-ANHENG',
      deliveryTenantCode: 'T-CH-ANHENG',
      projectCode: input.projectCode,
      productCode: input.productCode,
      productName: input.productName,
      paperCode: input.paperCode,
      candidateAccountId: 'A-24',
      candidateName: '周晓敏',
      paper: {
        ...drawn,
        title: spec.title,
        timeLimitMinutes: spec.timeLimitMinutes,
        passMarkPct: spec.passMarkPct,
        attemptsAllowed: spec.attemptsAllowed,
      },
      questions,
      answers,
      answersVersion: questions.length + 3,
      startedAt,
      deadline: attemptDeadline(startedAt, spec.timeLimitMinutes),
    },
  };
}

/** The demo attempts at a seed instant. */
export function demoAttempts(now: Date): DemoAttempt[] {
  const passed = demoAttempt({
    attemptCode: 'EA20261010DE0001',
    projectCode: 'PJ20261001EA0071',
    productCode: 'PD-EXAM-ISO27001',
    productName: 'ISO/IEC 27001:2022 内审员认证考试',
    paperCode: 'EP-ISO27001-DEFAULT',
    startedDaysAgo: 49,
    minutesTaken: 76,
    wrongEvery: 7,
    now,
  });
  const written = passed.questions.filter((question) => question.kind === 'written');
  const grades = written.map((question, index) => ({
    questionId: question.code,
    score: [8, 7.5, 8.5][index % 3]!,
    comment: '要点基本完整，个别表述可更具体（例如写明证据来源和所违反的条款）',
    graderId: 'A-13',
  }));
  const passedResult = gradeAttempt(
    passed.drawn,
    new Map(passed.questions.map((q) => [q.code, q])),
    Object.entries(passed.answers).map(([code, a]) => ({ code, ...a })),
    passed.spec.passMarkPct,
    grades,
  );
  const gradedAt = new Date(passed.submittedAt.getTime() + DAY_MS);

  const pending = demoAttempt({
    attemptCode: 'EA20261127DE0002',
    projectCode: 'PJ20261101EB0081',
    productCode: 'PD-EXAM-AUDIT',
    productName: '信息安全审核实务考试',
    paperCode: 'EP-AUDIT-PRACTICE',
    startedDaysAgo: 1,
    minutesTaken: 48,
    wrongEvery: 5,
    now,
  });
  const pendingResult = gradeAttempt(
    pending.drawn,
    new Map(pending.questions.map((q) => [q.code, q])),
    Object.entries(pending.answers).map(([code, a]) => ({ code, ...a })),
    pending.spec.passMarkPct,
  );

  return [
    {
      ...passed.base,
      state: 'graded',
      submittedAt: passed.submittedAt,
      result: passedResult,
      grades,
      totalScore: passedResult.totalScore,
      passed: passedResult.passed === true,
      gradedAt,
      gradedBy: 'A-13',
      gradedByName: '林志远',
      certificateNo: 'IA20261011DE0001',
      verifyCode: passedResult.passed ? DEMO_CERTIFICATE_CODE : null,
      issuedAt: passedResult.passed ? gradedAt : null,
    },
    {
      ...pending.base,
      state: 'submitted',
      submittedAt: pending.submittedAt,
      result: pendingResult,
      grades: [],
      totalScore: pendingResult.totalScore,
      passed: null,
      gradedAt: null,
      gradedBy: null,
      gradedByName: null,
      certificateNo: null,
      verifyCode: null,
      issuedAt: null,
    },
  ];
}
