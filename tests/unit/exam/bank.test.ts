/** The question bank's rules between fields, each refused with its Chinese message. */
import { describe, expect, it } from 'vitest';
import { BankQuestion, type BankQuestionInput, toEngineQuestion } from '@domain/exam/bank';

const single: BankQuestionInput = {
  code: 'Q-ISMS-001',
  kind: 'single',
  topic: 'isms',
  clause: '9.2',
  difficulty: 'easy',
  stem: '内部审核应按什么间隔进行？',
  options: [
    { key: 'A', label: '每年至少两次' },
    { key: 'B', label: '按策划的时间间隔' },
  ],
  answer: ['B'],
  explanation: '9.2.1：组织应按策划的时间间隔进行内部审核。',
};
const messages = (input: BankQuestionInput) => {
  const parsed = BankQuestion.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('bank questions', () => {
  it('accepts a sound question and maps it onto the grading engine', () => {
    expect(messages(single)).toEqual([]);
    expect(toEngineQuestion(BankQuestion.parse(single), 2)).toMatchObject({
      id: 'Q-ISMS-001',
      answerType: 'single-select',
      maxScore: 2,
      correctOptions: ['B'],
    });
  });

  it.each<[string, Partial<BankQuestionInput>, string]>([
    ['a clause outside the topic', { clause: 'A.5.15' }, '参考条款“A.5.15”与考点“管理体系要求（第 4–10 章）”不符，应形如 6.1.2'],
    ['an Annex A theme with a clause of another theme', { topic: 'annexPeople', clause: 'A.7.2' }, '应形如 A.6.3'],
    ['an answer not among the options', { answer: ['C'] }, '正确答案 C 不在选项中'],
    ['two answers to a single choice', { answer: ['A', 'B'] }, '单选题须有且只有一个正确答案'],
    [
      'options out of order',
      {
        options: [
          { key: 'A', label: '甲' },
          { key: 'C', label: '丙' },
        ],
        answer: ['A'],
      },
      '选项编号须从 A 起依次排列',
    ],
    ['no explanation', { explanation: '' }, '选择题和判断题须填写解析（explanation），考后向答错的考生展示'],
    [
      'a multiple choice with one answer',
      {
        kind: 'multiple',
        options: [
          { key: 'A', label: '甲' },
          { key: 'B', label: '乙' },
          { key: 'C', label: '丙' },
        ],
        answer: ['A'],
      },
      '多选题至少有两个正确答案',
    ],
    [
      'a true/false question with its own options',
      {
        kind: 'trueFalse',
        options: [
          { key: 'A', label: '对' },
          { key: 'B', label: '错' },
        ],
        answer: ['A'],
      },
      '判断题的选项固定为 A 正确、B 错误',
    ],
    [
      'a written question without a model answer',
      { kind: 'written', options: [], answer: [], explanation: '' },
      '简答题须填写参考答案（modelAnswer），供阅卷人评分',
    ],
    ['a bad code', { code: 'isms-1' }, '题目编号须形如 Q-ISMS-012（大写字母、数字和短横线）'],
  ])('refuses %s', (_name, change, message) => {
    expect(messages({ ...single, ...change }).join('；')).toContain(message);
  });
});
