import { describe, expect, it } from 'vitest';
import { QuestionAnswerType } from '../../../domain/enums';
import { applyManualGrades, gradeExamAttempt, isAutoGraded, type ExamAnswerInput, type ExamQuestionInput } from '../../../domain/engines/exam';
import { issuesOf } from './support';

const opts = (...keys: string[]) => keys.map((key) => ({ key }));

const SINGLE: ExamQuestionInput = { id: 's1', answerType: 'single-select', maxScore: 2, options: opts('A', 'B', 'C', 'D'), correctOptions: ['B'] };
const MULTI: ExamQuestionInput = {
  id: 'm1',
  answerType: 'multi-select',
  maxScore: 4,
  options: opts('A', 'B', 'C', 'D'),
  correctOptions: ['A', 'B', 'C'],
};

describe('which answer types are graded automatically', () => {
  it.each(QuestionAnswerType.values.map((t) => [t, t === 'single-select' || t === 'multi-select']))('%s → auto %s', (type, auto) => {
    expect(isAutoGraded(type as QuestionAnswerType)).toBe(auto);
  });
});

describe('single-select', () => {
  it.each([
    [['B'], 2, true, undefined],
    [['A'], 0, false, '错选 A'],
    [['A', 'B'], 0, false, '单选题选择了多个选项；错选 A'],
    [[], 0, false, '未作答'],
  ])('%j scores %d', (selected, score, correct, note) => {
    const result = gradeExamAttempt([SINGLE], [{ questionId: 's1', selectedOptions: selected }]);
    expect(result.questions[0]).toMatchObject({ score, correct, status: 'auto' });
    expect(result.questions[0].note).toBe(note);
  });
});

describe('multi-select', () => {
  const grade = (selected: string[], multiSelectScoring: 'allOrNothing' | 'partial') =>
    gradeExamAttempt([MULTI], [{ questionId: 'm1', selectedOptions: selected }], { multiSelectScoring }).questions[0];

  it.each([
    [['A', 'B', 'C'], 4, true],
    [['C', 'A', 'B'], 4, true],
    [['A', 'B'], 0, false],
    [['A', 'B', 'C', 'D'], 0, false],
    [[], 0, false],
  ])('all-or-nothing: %j scores %d', (selected, score, correct) => {
    expect(grade(selected, 'allOrNothing')).toMatchObject({ score, correct, multiSelectScoring: 'allOrNothing' });
  });

  it.each([
    [['A', 'B', 'C'], 4, true, undefined],
    [['A', 'B'], 2.67, false, '漏选 C'], // 4 × 2/3
    [['A'], 1.33, false, '漏选 B、C'],
    [['A', 'B', 'D'], 0, false, '错选 D；漏选 C'], // any wrong option: nothing
    [['D'], 0, false, '错选 D；漏选 A、B、C'],
    [[], 0, false, '未作答'],
  ])('partial: %j scores %d', (selected, score, correct, note) => {
    const q = grade(selected, 'partial');
    expect(q).toMatchObject({ score, correct, multiSelectScoring: 'partial' });
    expect(q.note).toBe(note);
  });

  it('lets a question override the configured mode and ignores repeated options', () => {
    const result = gradeExamAttempt([{ ...MULTI, multiSelectScoring: 'partial' }], [{ questionId: 'm1', selectedOptions: ['A', 'A'] }], {
      multiSelectScoring: 'allOrNothing',
      scoreDecimals: 1,
    });
    expect(result.questions[0]).toMatchObject({ score: 1.3, selectedOptions: ['A'], multiSelectScoring: 'partial' });
  });
});

describe('manual grading of text-like answers', () => {
  const questions: ExamQuestionInput[] = [
    SINGLE,
    MULTI,
    { id: 't1', answerType: 'text', maxScore: 10 },
    { id: 't2', answerType: 'table', maxScore: 4 },
    { id: 't3', answerType: 'text_image', maxScore: 5 },
    { id: 't4', answerType: 'text_file', maxScore: 5 },
    { id: 't5', answerType: 'image', maxScore: 10 },
  ];
  const answers: ExamAnswerInput[] = [
    { questionId: 's1', selectedOptions: ['B'] },
    { questionId: 'm1', selectedOptions: ['A', 'B', 'C'] },
    { questionId: 't1', text: '不符合 ISO/IEC 27001 条款 9.2：未保留内审方案。' },
    { questionId: 't2', tableRows: [{ 条款: '9.2', 检查内容: '内审方案' }] },
    { questionId: 't3', text: '   ' }, // blank
    { questionId: 't4', attachmentIds: ['obj-1'] },
  ];

  it('queues answered ones, zeroes blank ones, and keeps the attempt pending', () => {
    const result = gradeExamAttempt(questions, answers);
    expect(result.questions.map((q) => [q.questionId, q.status, q.score])).toEqual([
      ['s1', 'auto', 2],
      ['m1', 'auto', 4],
      ['t1', 'pending', null],
      ['t2', 'pending', null],
      ['t3', 'auto', 0],
      ['t4', 'pending', null],
      ['t5', 'auto', 0],
    ]);
    expect(result).toMatchObject({
      status: 'pending',
      passed: null,
      totalScore: 6,
      maxScore: 40,
      passScore: 24,
      autoScore: 6,
      pendingCount: 3,
      pendingMaxScore: 19,
      scoreRange: { min: 6, max: 25 },
    });
    expect(result.questions[4].note).toBe('未作答');
  });

  it('can leave blank answers to the grader instead', () => {
    const result = gradeExamAttempt(questions, answers, { zeroBlankManualAnswers: false });
    expect(result.pendingCount).toBe(5);
    expect(result.questions.find((q) => q.questionId === 't5')).toMatchObject({ status: 'pending', answered: false });
  });

  it('applies grades in steps and decides pass/fail once nothing is pending', () => {
    const pending = gradeExamAttempt(questions, answers);
    const partly = applyManualGrades(pending, [{ questionId: 't1', score: 8, comment: '要素齐全，证据略少', graderId: 'u-9' }]);
    expect(partly).toMatchObject({ status: 'pending', passed: null, totalScore: 14, manualScore: 8, pendingCount: 2 });
    expect(partly.questions[2]).toMatchObject({ status: 'manual', score: 8, correct: false, comment: '要素齐全，证据略少', graderId: 'u-9' });

    const done = applyManualGrades(partly, [
      { questionId: 't2', score: 4 },
      { questionId: 't4', score: 5 },
    ]);
    expect(done).toMatchObject({ status: 'graded', totalScore: 23, passScore: 24, passed: false, scorePct: 57.5 });
    expect(done.questions[3]).toMatchObject({ correct: true });

    const regraded = applyManualGrades(done, [{ questionId: 't1', score: 9 }]);
    expect(regraded).toMatchObject({ status: 'graded', totalScore: 24, passed: true });
  });

  it('passes at exactly the pass mark and uses the configured mark', () => {
    const qs: ExamQuestionInput[] = [SINGLE, { ...SINGLE, id: 's2' }, { ...SINGLE, id: 's3' }, { ...SINGLE, id: 's4' }, { ...SINGLE, id: 's5' }];
    const threeRight = ['s1', 's2', 's3'].map((questionId) => ({ questionId, selectedOptions: ['B'] }));
    expect(gradeExamAttempt(qs, threeRight)).toMatchObject({ status: 'graded', totalScore: 6, passScore: 6, passed: true });
    expect(gradeExamAttempt(qs, threeRight, { passMarkPct: 70 })).toMatchObject({ passScore: 7, passed: false });
  });

  it('refuses manual grades for choice questions, unknown questions, duplicates and scores above the maximum', () => {
    const pending = gradeExamAttempt(questions, answers);
    expect(
      issuesOf(() =>
        applyManualGrades(pending, [
          { questionId: 's1', score: 1 },
          { questionId: 't1', score: 11 },
          { questionId: 'zz', score: 1 },
          { questionId: 't2', score: 1 },
          { questionId: 't2', score: 2 },
        ]),
      ),
    ).toEqual([
      '题目编号（grades[0]）：题目“s1”为选择题，自动评分，不能人工评分',
      '得分（grades[1]）：题目“t1”得分不能超过分值 10',
      '题目编号（grades[2]）：试卷中没有题目“zz”',
      '题目编号（grades[4]）：题目“t2”重复评分',
    ]);
    expect(issuesOf(() => applyManualGrades(pending, [{ questionId: 't1', score: -1 }]))).toEqual(['得分（grades[0].score）：不能小于 0']);
  });
});

describe('paper and answer validation', () => {
  it('checks the paper', () => {
    expect(
      issuesOf(() =>
        gradeExamAttempt(
          [
            { id: 'a', answerType: 'single-select', maxScore: 0, options: opts('A'), correctOptions: ['B'] },
            { id: 'a', answerType: 'multi-select', maxScore: 1, options: opts('A', 'A'), correctOptions: [] },
          ],
          [],
        ),
      ),
    ).toEqual([
      '分值（questions[0].maxScore）：必须大于 0',
      '选项（questions[0].options）：选择题至少需要两个选项',
      '正确答案（questions[0].correctOptions）：正确答案 B 不在选项中',
      '题目编号（questions[1].id）：题目编号“a”重复',
      '选项（questions[1].options）：选项编号重复',
      '正确答案（questions[1].correctOptions）：多选题至少需要一个正确答案',
    ]);
    expect(issuesOf(() => gradeExamAttempt([{ ...SINGLE, correctOptions: ['A', 'B'] }], []))).toEqual([
      '正确答案（questions[0].correctOptions）：单选题必须有且只有一个正确答案',
    ]);
  });

  it('checks the answers against the paper', () => {
    expect(
      issuesOf(() =>
        gradeExamAttempt([SINGLE], [{ questionId: 's1', selectedOptions: ['E'] }, { questionId: 's1', selectedOptions: ['B'] }, { questionId: 'x' }]),
      ),
    ).toEqual([
      '所选选项（answers[0].selectedOptions）：题目“s1”没有选项 E',
      '题目编号（answers[1].questionId）：题目“s1”重复作答',
      '题目编号（answers[2].questionId）：试卷中没有题目“x”',
    ]);
  });

  it('reports configuration and paper problems together', () => {
    expect(issuesOf(() => gradeExamAttempt([], [], { passMarkPct: 120 }))).toEqual([
      '及格线（%）（config.passMarkPct）：不能大于 100',
      '试题（questions）：至少需要 1 项',
    ]);
  });
});
