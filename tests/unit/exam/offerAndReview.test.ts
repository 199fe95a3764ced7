/**
 * Where a candidate stands with an exam (/authentication), the reviewer's scores, and the
 * certificate's verification code, as tables.
 */
import { describe, expect, it } from 'vitest';
import { gradeAttempt, gradeProblems, offerState } from '@domain/exam/attempt';
import { BankQuestion } from '@domain/exam/bank';
import { normalizeVerifyCode, publicVerification, VERIFY_ALPHABET, verifyCodeOf } from '@domain/exam/certificate';
import type { DrawnPaper } from '@domain/exam/paper';

describe('offerState', () => {
  const done = (passed: boolean | null) => ({ state: passed === null ? ('submitted' as const) : ('graded' as const), passed });
  it.each([
    ['never sat, seats left', [], 3, 'open', null],
    ['sitting it', [{ state: 'inProgress' as const, passed: null }], 3, 'inProgress', '你有一场未交卷的考试，请先完成它'],
    ['passed once', [done(true)], 3, 'passed', '你已通过本考试，无需再考'],
    ['waiting for the reviewer', [done(null)], 3, 'awaitingReview', '你的上一场考试正在阅卷，出成绩后再决定是否补考'],
    ['failed twice of two', [done(false), done(false)], 3, 'exhausted', '本考试最多允许参加 2 次，你的考试次数已用完'],
    ['failed once, no seat left', [done(false)], 0, 'noSeats', '本机构购买的考试名额已用完，请联系渠道商增购'],
    ['failed once, a seat left', [done(false)], 1, 'open', null],
  ] as const)('%s', (_name, attempts, seatsLeft, status, problem) => {
    expect(offerState({ allowed: 2, attempts, seatsLeft })).toEqual({ status, problem });
  });
});

describe('gradeProblems', () => {
  const written = (code: string) =>
    BankQuestion.parse({ code, kind: 'written', topic: 'auditPractice', clause: '6.4.8', difficulty: 'medium', stem: '题干', modelAnswer: '要点' });
  const single = BankQuestion.parse({
    code: 'Q-S-1',
    kind: 'single',
    topic: 'isms',
    clause: '9.2',
    difficulty: 'easy',
    stem: '题干',
    options: [
      { key: 'A', label: '甲' },
      { key: 'B', label: '乙' },
    ],
    answer: ['A'],
    explanation: '解析',
  });
  const questions = new Map([single, written('Q-W-1'), written('Q-W-2')].map((q) => [q.code, q]));
  const paper: DrawnPaper = {
    seed: 's',
    maxScore: 22,
    sections: [
      { title: '一', kind: 'single', scorePerQuestion: 2, codes: ['Q-S-1'] },
      { title: '二', kind: 'written', scorePerQuestion: 10, codes: ['Q-W-1', 'Q-W-2'] },
    ],
  };
  const result = gradeAttempt(
    paper,
    questions,
    [
      { code: 'Q-S-1', options: ['A'] },
      { code: 'Q-W-1', text: '答' },
      { code: 'Q-W-2', text: '答' },
    ],
    60,
  );
  it.each([
    [
      'every waiting answer scored',
      [
        { code: 'Q-W-1', score: 8 },
        { code: 'Q-W-2', score: 9.5 },
      ],
      [],
    ],
    ['one left out', [{ code: 'Q-W-1', score: 8 }], ['还有 1 道简答题未评分：Q-W-2']],
    [
      'above the question’s score',
      [
        { code: 'Q-W-1', score: 11 },
        { code: 'Q-W-2', score: 1 },
      ],
      ['题目 Q-W-1 的得分不能超过该题分值 10'],
    ],
    [
      'not in steps of 0.5',
      [
        { code: 'Q-W-1', score: 7.3 },
        { code: 'Q-W-2', score: 1 },
      ],
      ['题目 Q-W-1 的得分须为 0.5 的整数倍'],
    ],
    [
      'a choice question',
      [
        { code: 'Q-S-1', score: 2 },
        { code: 'Q-W-1', score: 1 },
        { code: 'Q-W-2', score: 1 },
      ],
      ['题目 Q-S-1 不是待阅卷的简答题'],
    ],
    [
      'twice',
      [
        { code: 'Q-W-1', score: 1 },
        { code: 'Q-W-1', score: 2 },
        { code: 'Q-W-2', score: 1 },
      ],
      ['题目 Q-W-1 重复评分'],
    ],
  ] as const)('%s', (_name, grades, problems) => {
    expect(
      gradeProblems(
        result,
        grades.map((grade) => ({ comment: '', ...grade })),
      ),
    ).toEqual(problems);
  });
});

describe('verification codes', () => {
  it('are 12 characters of an alphabet without look-alikes, read back in any case and spacing', () => {
    const code = verifyCodeOf(Uint8Array.from({ length: 12 }, (_, i) => i * 37));
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect([...code.replace(/-/g, '')].every((char) => VERIFY_ALPHABET.includes(char))).toBe(true);
    expect(VERIFY_ALPHABET).not.toMatch(/[01ILO]/);
    expect(normalizeVerifyCode(` ${code.toLowerCase().replace(/-/g, ' ')} `)).toBe(code);
    expect(normalizeVerifyCode('K7QM-3XPD-9TR0')).toBeNull();
    expect(normalizeVerifyCode('K7QM-3XPD')).toBeNull();
  });

  it('reveal only name, exam, date and result', () => {
    expect(publicVerification({ candidateName: '周晓敏', examTitle: '附录 A 控制措施专项考试', issuedAt: new Date('2026-11-28T17:00:00Z') })).toEqual(
      {
        valid: true,
        candidateName: '周晓敏',
        examTitle: '附录 A 控制措施专项考试',
        issuedOn: '2026-11-29',
        result: '合格',
      },
    );
    expect(publicVerification(undefined)).toEqual({ valid: false, candidateName: null, examTitle: null, issuedOn: null, result: null });
  });
});
