/**
 * The shipped question bank: every question passes the bank's schema and rules, codes and stems
 * are unique, the bank holds the agreed distribution over topics, kinds, clauses and difficulties,
 * every Annex A reference is a real ISO/IEC 27001:2022 control, and the correct answers of single
 * choice questions are spread over the option keys.
 */
import { describe, expect, it } from 'vitest';
import { BankQuestion, type BankQuestionInput, type ExamQuestionKind, type ExamTopic } from '@domain/exam/bank';
import { ExamDifficulty, ExamTopic as Topics } from '@domain/exam/enums';
import { ANNEX_A_QUESTIONS, AUDIT_QUESTIONS, ISMS_QUESTIONS } from '@domain/exam/bankQuestions/all';

const QUESTIONS: readonly BankQuestionInput[] = [...ISMS_QUESTIONS, ...ANNEX_A_QUESTIONS, ...AUDIT_QUESTIONS];

const count = <K extends string>(key: (question: BankQuestionInput) => K) => {
  const counts = new Map<K, number>();
  for (const question of QUESTIONS) counts.set(key(question), (counts.get(key(question)) ?? 0) + 1);
  return counts;
};

/** The controls of each Annex A theme in ISO/IEC 27001:2022. */
const ANNEX_A_CONTROLS: Record<string, number> = { '5': 37, '6': 8, '7': 14, '8': 34 };
const ANNEX_TOPIC_THEME: Partial<Record<ExamTopic, string>> = {
  annexOrganizational: '5',
  annexPeople: '6',
  annexPhysical: '7',
  annexTechnological: '8',
};
const CODE_PREFIX: Record<ExamTopic, string> = {
  isms: 'Q-ISMS-',
  annexOrganizational: 'Q-A5-',
  annexPeople: 'Q-A6-',
  annexPhysical: 'Q-A7-',
  annexTechnological: 'Q-A8-',
  auditPractice: 'Q-AUD-',
};

describe('the shipped question bank', () => {
  it('has questions that all pass the bank schema and its rules', () => {
    const failures = QUESTIONS.flatMap((question) => {
      const parsed = BankQuestion.safeParse(question);
      return parsed.success ? [] : [`${question.code}: ${parsed.error.issues.map((issue) => issue.message).join('；')}`];
    });
    expect(failures).toEqual([]);
  });

  // Imported here: the index parses every question on load, so one bad question would fail the import, not name itself.
  it('parses every question into SHIPPED_BANK, with the schema defaults applied', async () => {
    const { SHIPPED_BANK } = await import('@domain/exam/bankQuestions');
    expect(SHIPPED_BANK.map((question) => question.code)).toEqual(QUESTIONS.map((question) => question.code));
    for (const question of SHIPPED_BANK.filter((shipped) => shipped.kind === 'written')) {
      expect(question.options).toEqual([]);
      expect(question.answer).toEqual([]);
      expect(question.modelAnswer).not.toBe('');
    }
  });

  it('has unique codes, numbered per topic', () => {
    const codes = QUESTIONS.map((question) => question.code);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    expect(QUESTIONS.filter((question) => !question.code.match(new RegExp(`^${CODE_PREFIX[question.topic]}\\d{3}$`))).map((q) => q.code)).toEqual([]);
  });

  it('has unique stems', () => {
    const stems = QUESTIONS.map((question) => question.stem.trim());
    expect(QUESTIONS.filter((question, index) => stems.indexOf(question.stem.trim()) !== index).map((question) => question.code)).toEqual([]);
  });

  it('holds at least 160 questions with the agreed number per topic', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(160);
    const perTopic = count((question) => question.topic);
    const minimum: Record<ExamTopic, number> = {
      isms: 55,
      annexOrganizational: 15,
      annexPeople: 8,
      annexPhysical: 8,
      annexTechnological: 15,
      auditPractice: 50,
    };
    for (const topic of Topics.values) expect(perTopic.get(topic) ?? 0, topic).toBeGreaterThanOrEqual(minimum[topic]);
  });

  it('covers each of clauses 4–10 with at least 4 questions', () => {
    const perClause = count((question) => (question.topic === 'isms' ? question.clause.split('.')[0] : '-'));
    for (const clause of ['4', '5', '6', '7', '8', '9', '10']) expect(perClause.get(clause) ?? 0, `clause ${clause}`).toBeGreaterThanOrEqual(4);
  });

  it('holds the agreed number per kind and mixes the difficulties', () => {
    const perKind = count((question) => question.kind);
    const minimum: Record<ExamQuestionKind, number> = { single: 70, multiple: 30, trueFalse: 30, written: 20 };
    for (const [kind, least] of Object.entries(minimum)) expect(perKind.get(kind as ExamQuestionKind) ?? 0, kind).toBeGreaterThanOrEqual(least);
    const perDifficulty = count((question) => question.difficulty);
    for (const difficulty of ExamDifficulty.values)
      expect(perDifficulty.get(difficulty) ?? 0, difficulty).toBeGreaterThanOrEqual(Math.ceil(QUESTIONS.length * 0.2));
  });

  it('refers only to real Annex A controls of the 2022 edition, in the theme of the topic', () => {
    const wrong = QUESTIONS.filter((question) => {
      const theme = ANNEX_TOPIC_THEME[question.topic];
      if (!theme) return false;
      const match = question.clause.match(/^A\.([5-8])\.([1-9]\d?)$/);
      return !match || match[1] !== theme || Number(match[2]) > ANNEX_A_CONTROLS[theme];
    });
    expect(wrong.map((question) => `${question.code} ${question.clause}`)).toEqual([]);
  });

  it('spreads the correct answers of single choice questions over the option keys', () => {
    const singles = QUESTIONS.filter((question) => question.kind === 'single');
    const perKey = count((question) => (question.kind === 'single' ? question.answer![0] : '-'));
    perKey.delete('-');
    for (const [key, n] of perKey) expect(n / singles.length, `answer ${key}`).toBeLessThanOrEqual(0.45);
    expect(perKey.size).toBeGreaterThanOrEqual(4);
    const trueFalse = count((question) => (question.kind === 'trueFalse' ? question.answer![0] : '-'));
    expect(trueFalse.get('A')).toBeGreaterThan(0);
    expect(trueFalse.get('B')).toBeGreaterThan(0);
  });

  it('gives every choice question an explanation naming a clause and every written one a model answer', () => {
    const missing = QUESTIONS.filter((question) =>
      question.kind === 'written' ? !question.modelAnswer?.trim() : !/\d+\.\d+|第 \d+ 章/.test(question.explanation ?? ''),
    );
    expect(missing.map((question) => question.code)).toEqual([]);
  });
});
