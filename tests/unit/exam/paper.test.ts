/**
 * Drawing an exam paper from the bank: the counts per tag, no question twice, the same seed the
 * same paper, draws the bank cannot serve refused in Chinese before any attempt starts.
 */
import { describe, expect, it } from 'vitest';
import { BankQuestion, type BankQuestionInput, type ExamDifficulty, type ExamQuestionKind, type ExamTopic } from '@domain/exam/bank';
import { DEFAULT_PAPER, drawPaper, PaperSpec, type PaperSpecInput, paperProblems, seededRandom } from '@domain/exam/paper';

function question(code: string, kind: ExamQuestionKind, topic: ExamTopic, difficulty: ExamDifficulty): BankQuestion {
  const clause = {
    isms: '6.1.2',
    annexOrganizational: 'A.5.15',
    annexPeople: 'A.6.3',
    annexPhysical: 'A.7.4',
    annexTechnological: 'A.8.8',
    auditPractice: '6.4.7',
  }[topic];
  const input: BankQuestionInput =
    kind === 'written'
      ? { code, kind, topic, clause, difficulty, stem: `题干 ${code}`, modelAnswer: '参考答案' }
      : {
          code,
          kind,
          topic,
          clause,
          difficulty,
          stem: `题干 ${code}`,
          options:
            kind === 'trueFalse'
              ? [
                  { key: 'A', label: '正确' },
                  { key: 'B', label: '错误' },
                ]
              : [
                  { key: 'A', label: '甲' },
                  { key: 'B', label: '乙' },
                  { key: 'C', label: '丙' },
                ],
          answer: kind === 'multiple' ? ['A', 'C'] : ['B'],
          explanation: '解析',
        };
  return BankQuestion.parse(input);
}

/** 10 single-choice ISMS questions (4 easy, 6 hard), 6 audit ones (all medium), 3 written audit ones. */
const BANK: BankQuestion[] = [
  ...Array.from({ length: 10 }, (_, i) => question(`Q-ISMS-${i + 1}`, 'single', 'isms', i < 4 ? 'easy' : 'hard')),
  ...Array.from({ length: 6 }, (_, i) => question(`Q-AUD-${i + 1}`, 'single', 'auditPractice', 'medium')),
  ...Array.from({ length: 3 }, (_, i) => question(`Q-AUD-W${i + 1}`, 'written', 'auditPractice', 'medium')),
];

const paper = (sections: PaperSpecInput['sections']) => PaperSpec.parse({ title: '测试卷', sections });

describe('drawing a paper', () => {
  const spec = paper([
    {
      title: '单选',
      kind: 'single',
      scorePerQuestion: 2,
      draws: [{ topic: 'isms', difficulty: 'easy', count: 3 }, { topic: 'isms', count: 5 }, { count: 4 }],
    },
    { title: '简答', kind: 'written', scorePerQuestion: 10, draws: [{ topic: 'auditPractice', count: 2 }] },
  ]);

  it('takes the counts per tag, never the same question twice, and adds up the maximum score', () => {
    const drawn = drawPaper(spec, BANK, 'attempt-1');
    const [single, written] = drawn.sections;
    expect(single!.codes).toHaveLength(12);
    expect(new Set(single!.codes).size).toBe(12);
    const byCode = new Map(BANK.map((q) => [q.code, q]));
    expect(single!.codes.filter((code) => byCode.get(code)!.difficulty === 'easy').length).toBeGreaterThanOrEqual(3);
    expect(single!.codes.filter((code) => byCode.get(code)!.topic === 'isms').length).toBeGreaterThanOrEqual(8);
    expect(written!.codes.every((code) => byCode.get(code)!.kind === 'written')).toBe(true);
    expect(drawn.maxScore).toBe(12 * 2 + 2 * 10);
  });

  it('gives the same paper for the same seed and bank, in whatever order the bank was read', () => {
    const a = drawPaper(spec, BANK, 'seed-42');
    const b = drawPaper(spec, [...BANK].reverse(), 'seed-42');
    expect(b).toEqual(a);
    const others = ['seed-1', 'seed-2', 'seed-3'].map((seed) => drawPaper(spec, BANK, seed).sections[0]!.codes.join());
    expect(new Set([...others, a.sections[0]!.codes.join()]).size).toBeGreaterThan(1);
  });

  it('serves narrow draws first, so a broad draw never starves them, whatever the seed', () => {
    const tight = paper([
      { title: '单选', kind: 'single', scorePerQuestion: 1, draws: [{ count: 12 }, { topic: 'isms', difficulty: 'easy', count: 4 }] },
    ]);
    expect(paperProblems(tight, BANK)).toEqual([]);
    for (let seed = 0; seed < 50; seed++) {
      const codes = drawPaper(tight, BANK, String(seed)).sections[0]!.codes;
      expect(codes).toHaveLength(16);
      expect(codes.filter((code) => ['Q-ISMS-1', 'Q-ISMS-2', 'Q-ISMS-3', 'Q-ISMS-4'].includes(code))).toHaveLength(4);
    }
  });

  it('refuses, in Chinese, a paper the bank cannot always serve', () => {
    const greedy = paper([
      {
        title: '单选',
        kind: 'single',
        scorePerQuestion: 1,
        draws: [
          { topic: 'isms', count: 8 },
          { difficulty: 'hard', count: 4 },
        ],
      },
    ]);
    // 10 ISMS questions of which 6 hard, and 0 other hard ones: the first draw may take all 6 hard ones.
    expect(paperProblems(greedy, BANK)).toEqual([
      '第 1 大题第 2 条抽题规则（全部考点·较难·单选题）要抽 4 题，题库中可保证的只有 0 题（该类共 6 题）',
    ]);
    expect(() => drawPaper(greedy, BANK, 'x')).toThrow('题库中可保证的只有 0 题');
    const tooMany = paper([{ title: '简答', kind: 'written', scorePerQuestion: 10, draws: [{ count: 4 }] }]);
    expect(paperProblems(tooMany, BANK)[0]).toContain('要抽 4 题，题库中可保证的只有 3 题');
  });

  it('never passes a blank paper: the pass mark is above 0 and 60 % by default', () => {
    expect(paper([{ title: '单选', kind: 'single', scorePerQuestion: 1, draws: [{ count: 1 }] }]).passMarkPct).toBe(60);
    const zero = PaperSpec.safeParse({
      title: 'x',
      passMarkPct: 0,
      sections: [{ title: 'a', kind: 'single', scorePerQuestion: 1, draws: [{ count: 1 }] }],
    });
    expect(zero.success).toBe(false);
    expect(zero.error?.issues[0]?.message).toContain('及格线须大于 0%');
  });

  it('draws numbers evenly enough from a seed', () => {
    const random = seededRandom('even');
    const buckets = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) buckets[Math.floor(random() * 4)]!++;
    for (const count of buckets) expect(count).toBeGreaterThan(900);
  });
});

describe('the default paper and the shipped bank', () => {
  it('can always be drawn, 100 points, with the written questions of audit practice', async () => {
    const { SHIPPED_BANK } = await import('@domain/exam/bankQuestions');
    const spec = PaperSpec.parse(DEFAULT_PAPER);
    expect(paperProblems(spec, SHIPPED_BANK)).toEqual([]);
    const drawn = drawPaper(spec, SHIPPED_BANK, 'demo');
    expect(drawn.maxScore).toBe(100);
    expect(drawn.sections.map((section) => section.codes.length)).toEqual([20, 10, 10, 3]);
  });
});
