/**
 * An exam attempt's rules: who may move it where, the deadline and attempts left, the answers a
 * save may store, grading as tables (choices at once, written answers after the reviewer) and the
 * breakdown per section and clause.
 */
import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_MACHINE,
  answerProblems,
  attemptDeadline,
  attemptsLeft,
  gradeAttempt,
  resultBreakdown,
  type SavedAnswer,
  secondsLeft,
  startProblem,
} from '@domain/exam/attempt';
import { BankQuestion } from '@domain/exam/bank';
import type { DrawnPaper } from '@domain/exam/paper';
import { subjectOf } from '../fixtures';

const options3 = [
  { key: 'A', label: '甲' },
  { key: 'B', label: '乙' },
  { key: 'C', label: '丙' },
];
const QUESTIONS = new Map(
  [
    { code: 'Q-S-1', kind: 'single', topic: 'isms', clause: '9.2', options: options3, answer: ['B'] },
    { code: 'Q-S-2', kind: 'single', topic: 'isms', clause: '9.2', options: options3, answer: ['C'] },
    { code: 'Q-M-1', kind: 'multiple', topic: 'auditPractice', clause: '6.4.8', options: options3, answer: ['A', 'C'] },
    {
      code: 'Q-T-1',
      kind: 'trueFalse',
      topic: 'annexPeople',
      clause: 'A.6.3',
      options: [
        { key: 'A', label: '正确' },
        { key: 'B', label: '错误' },
      ],
      answer: ['A'],
    },
    { code: 'Q-W-1', kind: 'written', topic: 'auditPractice', clause: '6.4.8', modelAnswer: '要求、证据、不符合之处' },
  ].map((q) => {
    const parsed = BankQuestion.parse({ difficulty: 'medium', stem: `题干 ${q.code}`, explanation: q.kind === 'written' ? '' : '解析', ...q });
    return [parsed.code, parsed] as const;
  }),
);
const PAPER: DrawnPaper = {
  seed: 's',
  maxScore: 2 + 2 + 3 + 1 + 12,
  sections: [
    { title: '一、单选', kind: 'single', scorePerQuestion: 2, codes: ['Q-S-1', 'Q-S-2'] },
    { title: '二、多选', kind: 'multiple', scorePerQuestion: 3, codes: ['Q-M-1'] },
    { title: '三、判断', kind: 'trueFalse', scorePerQuestion: 1, codes: ['Q-T-1'] },
    { title: '四、简答', kind: 'written', scorePerQuestion: 12, codes: ['Q-W-1'] },
  ],
};

describe('the attempt machine', () => {
  const candidate = subjectOf(['internal_auditor']);
  it.each([
    ['inProgress', 'submit', candidate, null],
    ['inProgress', 'timeout', null, null],
    ['submitted', 'submit', candidate, '考试当前为“待阅卷”，不能交卷'],
    ['graded', 'grade', null, '考试当前为“已出成绩”，不能阅卷评分'],
    ['inProgress', 'timeout', candidate, '你没有权限到时自动交卷该考试'],
  ] as const)('%s → %s', (state, action, who, refusal) => {
    expect(ATTEMPT_MACHINE.refusal(state, action, who)).toBe(refusal);
  });
});

describe('time and attempts', () => {
  it('the deadline is the start plus the time limit, on the server clock', () => {
    const start = new Date('2026-11-28T02:00:00Z');
    const deadline = attemptDeadline(start, 90);
    expect(deadline.toISOString()).toBe('2026-11-28T03:30:00.000Z');
    expect(secondsLeft(deadline, new Date('2026-11-28T03:29:00.500Z'))).toBe(59);
    expect(secondsLeft(deadline, new Date('2026-11-28T04:00:00Z'))).toBe(0);
  });

  it.each([
    [{ allowed: 2, started: 0, running: false, seatsLeft: 3 }, null],
    [{ allowed: 2, started: 1, running: true, seatsLeft: 3 }, '你有一场未交卷的考试，请先完成它'],
    [{ allowed: 2, started: 2, running: false, seatsLeft: 3 }, '本考试最多允许参加 2 次，你的考试次数已用完'],
    [{ allowed: 2, started: 1, running: false, seatsLeft: 0 }, '本机构购买的考试名额已用完，请联系渠道商增购'],
  ])('start %o → %s', (input, problem) => {
    expect(startProblem(input)).toBe(problem);
  });

  it('attempts left never go below zero', () => {
    expect(attemptsLeft(2, 5)).toBe(0);
    expect(attemptsLeft(3, 1)).toBe(2);
  });
});

describe('saving answers', () => {
  it('accepts answers of the paper', () => {
    expect(
      answerProblems(PAPER, QUESTIONS, [
        { code: 'Q-S-1', options: ['A'] },
        { code: 'Q-M-1', options: ['A', 'B'] },
        { code: 'Q-W-1', text: '答' },
      ]),
    ).toEqual([]);
  });

  it.each([
    [[{ code: 'Q-X-9', options: ['A'] }], '题目 Q-X-9 不在本场考试的试卷中'],
    [[{ code: 'Q-S-1', options: ['D'] }], '题目 Q-S-1 没有选项 D'],
    [[{ code: 'Q-S-1', options: ['A', 'B'] }], '题目 Q-S-1 是单选题，只能选一个选项'],
    [[{ code: 'Q-M-1', options: ['A', 'A'] }], '题目 Q-M-1 的选项重复'],
    [[{ code: 'Q-W-1', text: '字'.repeat(3001) }], '题目 Q-W-1 的答案超过 3000 字，请精简'],
    [[{ code: 'Q-W-1', options: ['A'] }], '题目 Q-W-1 是简答题，请填写文字答案'],
    [[{ code: 'Q-S-1', text: 'B' }], '题目 Q-S-1 是单选题，请选择选项'],
    [
      [
        { code: 'Q-S-1', options: ['A'] },
        { code: 'Q-S-1', options: ['B'] },
      ],
      '题目 Q-S-1 的答案重复提交',
    ],
  ] as [SavedAnswer[], string][])('%j → %s', (answers, problem) => {
    expect(answerProblems(PAPER, QUESTIONS, answers)).toEqual([problem]);
  });
});

describe('grading', () => {
  const answers: SavedAnswer[] = [
    { code: 'Q-S-1', options: ['B'] },
    { code: 'Q-S-2', options: ['A'] },
    { code: 'Q-M-1', options: ['A', 'C'] },
    { code: 'Q-T-1', options: ['A'] },
    { code: 'Q-W-1', text: '审核发现：……' },
  ];

  it.each([
    // answers, reviewer's score, status, total, passed
    ['all choices right, written pending', answers, undefined, 'pending', 2 + 3 + 1, null],
    ['written scored 8 of 12: 14 of 20 ≥ 60 %', answers, 8, 'graded', 14, true],
    ['written scored 5: 11 of 20 < 12', answers, 5, 'graded', 11, false],
    ['nothing answered: 0, the blank written answer scored 0 at once', [], undefined, 'graded', 0, false],
  ] as const)('%s', (_name, given, written, status, total, passed) => {
    const grades = written === undefined ? [] : [{ questionId: 'Q-W-1', score: written }];
    const result = gradeAttempt(PAPER, QUESTIONS, given, 60, grades);
    expect(result.status).toBe(status);
    expect(result.totalScore).toBe(total);
    expect(result.passed).toBe(passed);
    expect(result.maxScore).toBe(20);
  });

  it('breaks the result down per section and per clause', () => {
    const result = gradeAttempt(PAPER, QUESTIONS, answers, 60, [{ questionId: 'Q-W-1', score: 8 }]);
    const { sections, clauses } = resultBreakdown(PAPER, QUESTIONS, result);
    expect(sections).toEqual([
      { label: '一、单选', score: 2, maxScore: 4, complete: true },
      { label: '二、多选', score: 3, maxScore: 3, complete: true },
      { label: '三、判断', score: 1, maxScore: 1, complete: true },
      { label: '四、简答', score: 8, maxScore: 12, complete: true },
    ]);
    expect(clauses.find((line) => line.label.endsWith('· 9.2'))).toMatchObject({ score: 2, maxScore: 4 });
    expect(clauses.find((line) => line.label.endsWith('· 6.4.8'))).toMatchObject({ score: 11, maxScore: 15 });
    const pending = resultBreakdown(PAPER, QUESTIONS, gradeAttempt(PAPER, QUESTIONS, answers, 60));
    expect(pending.sections.at(-1)).toEqual({ label: '四、简答', score: 0, maxScore: 12, complete: false });
  });
});
