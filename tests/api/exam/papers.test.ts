/**
 * Exam papers on PGlite and PostgreSQL: the shipped default paper is there and servable; a new
 * paper is saved with its question count and maximum score; a paper the bank cannot always serve
 * is refused naming the draw; edits go at a version; the list tells when the bank no longer
 * serves a stored paper; only the platform manager reaches papers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamPaperItem } from '../../../domain/exam/contracts';
import { examQuestions } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const PLATFORM_MANAGER = '13800000001';
const CUSTOMER_PM = '13800000021';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

const PAPER = {
  title: '内审员补考卷',
  timeLimitMinutes: 60,
  passMarkPct: 70,
  attemptsAllowed: 1,
  sections: [
    { title: '一、判断题', kind: 'trueFalse', scorePerQuestion: 2, draws: [{ topic: 'isms', count: 10 }] },
    { title: '二、简答题', kind: 'written', scorePerQuestion: 20, draws: [{ topic: 'auditPractice', count: 4 }] },
  ],
};

describe.each(DRIVERS)('exam papers (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const list = async () => (await as(PLATFORM_MANAGER).get<Page<ExamPaperItem>>('/api/exam/paper/list.json')).body as Answer<Page<ExamPaperItem>>;
  const save = async (body: Record<string, unknown>, who = PLATFORM_MANAGER) =>
    (await as(who).post<ExamPaperItem>('/api/exam/paper/save.json', body)).body as Answer<ExamPaperItem>;

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [PLATFORM_MANAGER, CUSTOMER_PM]) {
      const client = t.client();
      expect((await client.loginWithPassword(phone)).body.success).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('ships the default paper: 43 questions, 100 points, 60 % to pass, servable by the bank', async () => {
    const answer = await list();
    expect(answer.success, answer.errorMsg).toBe(true);
    expect(answer.data.list.find((paper) => paper.paperCode === 'EP-ISO27001-DEFAULT')).toMatchObject({
      questionCount: 43,
      maxScore: 100,
      passMarkPct: 60,
      timeLimitMinutes: 90,
      attemptsAllowed: 2,
      problems: [],
    });
  });

  it('saves a paper, refuses one the bank cannot always serve, edits at a version, flags a paper the bank stops serving', async () => {
    const created = await save(PAPER);
    expect(created.success, created.errorMsg).toBe(true);
    expect(created.data).toMatchObject({ questionCount: 14, maxScore: 100, version: 1, problems: [] });

    const greedy = await save({
      ...PAPER,
      sections: [{ title: '二、简答题', kind: 'written', scorePerQuestion: 10, draws: [{ topic: 'auditPractice', count: 100 }] }],
    });
    expect(greedy.success).toBe(false);
    expect(greedy.errorMsg).toMatch(/^第 1 大题第 1 条抽题规则（审核实务（ISO 19011）·全部难度·简答题）要抽 100 题，题库中可保证的只有 \d+ 题/);
    expect((await save({ ...PAPER, passMarkPct: 0 })).errorMsg).toContain('及格线须大于 0%');

    const code = created.data.paperCode;
    const edited = await save({ ...PAPER, paperCode: code, version: 1, passMarkPct: 80 });
    expect(edited.data).toMatchObject({ passMarkPct: 80, version: 2 });
    expect((await save({ ...PAPER, paperCode: code, version: 1 })).errorMsg).toBe('该试卷已被他人修改，请刷新后再保存');

    // The bank loses its written audit questions' tag: the stored paper says why it cannot be drawn.
    await t.database.db.update(examQuestions).set({ topic: 'isms', clause: '9.2' }).where(eq(examQuestions.kind, 'written'));
    const flagged = (await list()).data.list.find((paper) => paper.paperCode === code)!;
    expect(flagged.problems[0]).toContain('第 2 大题第 1 条抽题规则（审核实务（ISO 19011）·全部难度·简答题）要抽 4 题，题库中可保证的只有 0 题');
  });

  it('answers nobody but the platform manager', async () => {
    expect((await as(CUSTOMER_PM).get('/api/exam/paper/list.json')).body.success).toBe(false);
    expect((await save(PAPER, CUSTOMER_PM)).success).toBe(false);
  });
});
