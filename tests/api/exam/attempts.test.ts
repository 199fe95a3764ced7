/**
 * Exam attempts on PGlite and PostgreSQL, as the demo's people use them: 示例科技's internal
 * auditor sees the three exams 安衡咨询 sold with their states; starts the open one (the paper
 * carries no answer), saves answers from two tabs into one set, has bad answers refused whole,
 * submits once; answers after the server's deadline are refused and the attempt closes itself;
 * the consultant holding the seat grades the written answers, which issues a certificate; the
 * public verification says only name, exam, date and result; nobody else reaches the attempts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AttemptPaper,
  AttemptResult,
  AttemptSummary,
  CertificateVerification,
  ExamOffer,
  SaveAnswersResult,
} from '../../../domain/exam/attemptContracts';
import { DEMO_CERTIFICATE_CODE } from '../../../domain/exam/demo';
import { examQuestions } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

const AUDITOR = '13800000024';
const CUSTOMER_PM = '13800000021';
const CONSULTANT = '13800000013';
const CHANNEL_EXECUTOR = '13800000014';
const OTHER_CUSTOMER = '13800000026';
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };
type Page<T> = { list: T[]; total: number };

describe.each(DRIVERS)('exam attempts (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const get = async <T>(phone: string, url: string, query?: Record<string, string>) => (await as(phone).get<T>(url, query)).body as Answer<T>;
  const post = async <T>(phone: string, url: string, body: unknown) => (await as(phone).post<T>(url, body)).body as Answer<T>;
  let answerKey: Map<string, string[]>;

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [AUDITOR, CUSTOMER_PM, CONSULTANT, CHANNEL_EXECUTOR, OTHER_CUSTOMER]) {
      const client = t.client();
      expect((await client.loginWithPassword(phone)).body.success).toBe(true);
      clients.set(phone, client);
    }
    const rows = await t.database.db.select({ code: examQuestions.code, answer: examQuestions.answer }).from(examQuestions);
    answerKey = new Map(rows.map((row) => [row.code, row.answer]));
  }, 120_000);
  afterAll(async () => t?.close());

  const overview = async () =>
    (await get<{ offers: ExamOffer[]; certificates: { verifyCode: string; attemptCode: string }[] }>(AUDITOR, '/api/exam/my/overview.json')).data;
  const offer = async (productCode: string) => (await overview()).offers.find((item) => item.productCode === productCode)!;

  it("lists the auditor's three exams with their states and the demo certificate", async () => {
    const { offers, certificates } = await overview();
    expect(Object.fromEntries(offers.map((item) => [item.productCode, item.status]))).toEqual({
      'PD-EXAM-ISO27001': 'passed',
      'PD-EXAM-AUDIT': 'awaitingReview',
      'PD-EXAM-ANNEXA': 'open',
    });
    expect(await offer('PD-EXAM-ANNEXA')).toMatchObject({
      timeLimitMinutes: 30,
      questionCount: 17,
      maxScore: 100,
      attemptsLeft: 2,
      seatsLeft: 2,
      startProblem: null,
    });
    expect(certificates.map((item) => item.verifyCode)).toEqual([DEMO_CERTIFICATE_CODE]);
    expect((await post(AUDITOR, '/api/exam/attempt/start.json', { productCode: 'PD-EXAM-ISO27001' })).errorMsg).toBe('你已通过本考试，无需再考');
  });

  let attemptCode = '';
  let paper: AttemptPaper;

  it('starts the open exam once (a second start resumes it) and sends the paper without any answer', async () => {
    const started = await post<{ attemptCode: string; resumed: boolean }>(AUDITOR, '/api/exam/attempt/start.json', { productCode: 'PD-EXAM-ANNEXA' });
    expect(started.success, started.errorMsg).toBe(true);
    attemptCode = started.data.attemptCode;
    expect(
      (await post<{ attemptCode: string; resumed: boolean }>(AUDITOR, '/api/exam/attempt/start.json', { productCode: 'PD-EXAM-ANNEXA' })).data,
    ).toEqual({ attemptCode, resumed: true });
    expect(await offer('PD-EXAM-ANNEXA')).toMatchObject({ status: 'inProgress', runningAttemptCode: attemptCode, seatsLeft: 1, attemptsLeft: 1 });

    const answer = await get<AttemptPaper>(AUDITOR, '/api/exam/attempt/paper.json', { attemptCode });
    expect(answer.success, answer.errorMsg).toBe(true);
    paper = answer.data;
    expect(paper.sections.map((section) => section.questions.length)).toEqual([12, 4, 1]);
    expect(paper.secondsLeft).toBe(30 * 60);
    const raw = JSON.stringify(paper);
    for (const field of ['"answer"', 'explanation', 'modelAnswer']) expect(raw).not.toContain(field);
  });

  it('merges saves from two tabs into one set and refuses a bad batch whole', async () => {
    const [first, second] = paper.sections[0]!.questions;
    const tabA = await post<SaveAnswersResult>(AUDITOR, '/api/exam/attempt/save.json', {
      attemptCode,
      answers: [{ code: first!.code, options: ['A'] }],
    });
    expect(tabA.success, tabA.errorMsg).toBe(true);
    const tabB = await post<SaveAnswersResult>(AUDITOR, '/api/exam/attempt/save.json', {
      attemptCode,
      answers: [{ code: second!.code, options: ['B'] }],
    });
    expect(tabB.data.version).toBe(tabA.data.version + 1);
    expect(tabB.data.answers).toEqual(
      expect.arrayContaining([
        { code: first!.code, options: ['A'] },
        { code: second!.code, options: ['B'] },
      ]),
    );

    const written = paper.sections[2]!.questions[0]!;
    const bad = await post(AUDITOR, '/api/exam/attempt/save.json', {
      attemptCode,
      answers: [
        { code: first!.code, options: ['C'] },
        { code: second!.code, options: ['Z'] },
        { code: 'Q-NOT-IN-PAPER', options: ['A'] },
        { code: written.code, text: '字'.repeat(3001) },
      ],
    });
    expect(bad.success).toBe(false);
    expect(bad.errorMsg).toContain(`题目 ${second!.code} 没有选项 Z`);
    expect(bad.errorMsg).toContain('题目 Q-NOT-IN-PAPER 不在本场考试的试卷中');
    expect(bad.errorMsg).toContain('超过 3000 字');
    const kept = (await get<AttemptPaper>(AUDITOR, '/api/exam/attempt/paper.json', { attemptCode })).data.answers;
    expect(kept).toContainEqual({ code: first!.code, options: ['A'] });
  });

  it('keeps the attempt to its owner: the PM reads the result only after, other tenants and non-holders find nothing', async () => {
    for (const phone of [OTHER_CUSTOMER, CUSTOMER_PM]) {
      expect(
        (
          await post(phone, '/api/exam/attempt/save.json', {
            attemptCode,
            answers: [{ code: paper.sections[0]!.questions[0]!.code, options: ['B'] }],
          })
        ).success,
      ).toBe(false);
    }
    expect((await get(OTHER_CUSTOMER, '/api/exam/attempt/result.json', { attemptCode })).errorMsg).toBe('考试记录不存在');
    expect((await get(CHANNEL_EXECUTOR, '/api/exam/attempt/result.json', { attemptCode })).errorMsg).toBe('考试记录不存在');
    expect((await get<Page<AttemptSummary>>(CHANNEL_EXECUTOR, '/api/exam/review/list.json')).data.total).toBe(0);
  });

  it('answers every question right, submits once, and waits for the consultant on the written answer', async () => {
    const choices = paper.sections.flatMap((section) => section.questions).filter((question) => question.kind !== 'written');
    const written = paper.sections[2]!.questions[0]!;
    const saved = await post<SaveAnswersResult>(AUDITOR, '/api/exam/attempt/save.json', {
      attemptCode,
      answers: [
        ...choices.map((question) => ({ code: question.code, options: answerKey.get(question.code) })),
        { code: written.code, text: '按 8.8 获取漏洞信息、评估暴露程度并在规定时间内修补。' },
      ],
    });
    expect(saved.success, saved.errorMsg).toBe(true);
    const submitted = await post<AttemptSummary>(AUDITOR, '/api/exam/attempt/submit.json', { attemptCode });
    expect(submitted.data).toMatchObject({ state: 'submitted', totalScore: 80, pendingCount: 1, passed: null });
    expect((await post(AUDITOR, '/api/exam/attempt/submit.json', { attemptCode })).errorMsg).toBe('试卷已提交，不能重复交卷');
    expect((await post(AUDITOR, '/api/exam/attempt/save.json', { attemptCode, answers: [{ code: written.code, text: '补充' }] })).errorMsg).toBe(
      '试卷已提交，不能再修改答案',
    );

    const seatAnswer = await get<AttemptSummary[]>(CUSTOMER_PM, '/api/exam/seat/attempts.json', { projectCode: submitted.data.projectCode });
    expect(seatAnswer.success, seatAnswer.errorMsg).toBe(true);
    const seat = seatAnswer.data;
    expect(seat.map((item) => [item.attemptCode, item.candidateName, item.state])).toEqual([[attemptCode, '周晓敏', 'submitted']]);
    expect((await get(OTHER_CUSTOMER, '/api/exam/seat/attempts.json', { projectCode: submitted.data.projectCode })).success).toBe(false);
    const result = (await get<AttemptResult>(CUSTOMER_PM, '/api/exam/attempt/result.json', { attemptCode })).data;
    expect(result.scoreRange).toEqual({ min: 80, max: 100 });
    expect(result.questions.find((question) => question.kind === 'single')!.correctOptions).not.toBeNull();
  });

  it("lets the seat's consultant grade the written answer, which issues a verifiable certificate", async () => {
    const waiting = (await get<Page<AttemptSummary>>(CONSULTANT, '/api/exam/review/list.json', { state: 'submitted' })).data.list;
    expect(waiting.map((item) => item.attemptCode)).toEqual(expect.arrayContaining([attemptCode, 'EA20261127DE0002']));
    const detail = (
      await get<{ questions: { code: string; modelAnswer: string; maxScore: number }[] }>(CONSULTANT, '/api/exam/review/detail.json', { attemptCode })
    ).data;
    const [question] = detail.questions;
    expect(question!.modelAnswer.length).toBeGreaterThan(20);

    const tooMuch = await post(CONSULTANT, '/api/exam/review/grade.json', { attemptCode, grades: [{ code: question!.code, score: 21 }] });
    expect(tooMuch.errorMsg).toContain('得分不能超过该题分值 20');
    expect((await post(CUSTOMER_PM, '/api/exam/review/grade.json', { attemptCode, grades: [{ code: question!.code, score: 15 }] })).success).toBe(
      false,
    );

    const graded = await post<AttemptSummary>(CONSULTANT, '/api/exam/review/grade.json', {
      attemptCode,
      grades: [{ code: question!.code, score: 15, comment: '要点齐全' }],
    });
    expect(graded.data).toMatchObject({ state: 'graded', totalScore: 95, passed: true, reviewerName: '林志远' });
    expect(graded.data.certificateNo).toMatch(/^IA\d{8}[0-9A-F]{6}$/);
    expect((await post(CONSULTANT, '/api/exam/review/grade.json', { attemptCode, grades: [{ code: question!.code, score: 1 }] })).errorMsg).toBe(
      '该考试不在待阅卷状态，不能评分',
    );

    const certificate = (await overview()).certificates.find((item) => item.attemptCode === attemptCode)!;
    const anonymous = t.client();
    const verified = (
      await anonymous.get<CertificateVerification>('/api/exam/certificate/verify.json', { code: certificate.verifyCode.toLowerCase() })
    ).body as Answer<CertificateVerification>;
    expect(verified.data).toEqual({
      valid: true,
      candidateName: '周晓敏',
      examTitle: '附录 A 控制措施专项考试',
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      result: '合格',
    });
    const unknown = (await anonymous.get<CertificateVerification>('/api/exam/certificate/verify.json', { code: 'AAAA-BBBB-CCCC' }))
      .body as Answer<CertificateVerification>;
    expect(unknown.data).toEqual({ valid: false, candidateName: null, examTitle: null, issuedOn: null, result: null });

    const docx = await as(AUDITOR).get(`/api/exam/certificate/download.docx`, { attemptCode });
    expect(docx.status).toBe(200);
    expect(String(docx.headers['content-type'])).toContain('wordprocessingml');
  });

  it('refuses answers after the deadline by the server clock and closes the attempt itself', async () => {
    const started = await post<{ attemptCode: string }>(AUDITOR, '/api/exam/attempt/start.json', { productCode: 'PD-EXAM-AUDIT' });
    // The demo attempt of this exam waits for review: a second one may not start yet.
    expect(started.errorMsg).toBe('你的上一场考试正在阅卷，出成绩后再决定是否补考');

    // The consultant fails the demo attempt: the auditor may retake the exam on its second seat.
    const demoPending = (
      await get<{ questions: { code: string }[] }>(CONSULTANT, '/api/exam/review/detail.json', { attemptCode: 'EA20261127DE0002' })
    ).data;
    const failed = await post<AttemptSummary>(CONSULTANT, '/api/exam/review/grade.json', {
      attemptCode: 'EA20261127DE0002',
      grades: demoPending.questions.map((question) => ({ code: question.code, score: 0 })),
    });
    expect(failed.data.passed).toBe(false);
    const retake = await post<{ attemptCode: string }>(AUDITOR, '/api/exam/attempt/start.json', { productCode: 'PD-EXAM-AUDIT' });
    expect(retake.success, retake.errorMsg).toBe(true);
    const code = retake.data.attemptCode;
    const first = (await get<AttemptPaper>(AUDITOR, '/api/exam/attempt/paper.json', { attemptCode: code })).data.sections[0]!.questions[0]!;

    t.clock.advance(60 * 60_000 + 1000);
    const late = await post(AUDITOR, '/api/exam/attempt/save.json', { attemptCode: code, answers: [{ code: first.code, options: ['A'] }] });
    expect(late.errorMsg).toBe('考试时间已到，试卷已自动提交，答案未保存');
    const closed = (await get<AttemptResult>(AUDITOR, '/api/exam/attempt/result.json', { attemptCode: code })).data.summary;
    // Nothing answered: the blank written answers score 0 at once, so the attempt is graded, failed.
    expect(closed).toMatchObject({ state: 'graded', timedOut: true, totalScore: 0, passed: false });
    expect(await offer('PD-EXAM-AUDIT')).toMatchObject({ attemptsLeft: 0, seatsLeft: 0 });
  });
});
