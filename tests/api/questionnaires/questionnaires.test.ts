/**
 * Online questionnaires (issue 13) through the real app on both drivers, as the users see them:
 * the PM distributes the undistributed demo questionnaire (PJ20261118QN0004) and assigns it; the
 * executor finishes the part-answered MLPS gap analysis (PJ20261020GM0002: PE-02 and OM-02 left),
 * the owner sends an item back and submits to the channel, the consultant opens a risk, judges,
 * sends back, the executor fixes and resubmits, the consultant closes the risk and finishes (the
 * scoring job is queued). Refusals: wrong role, other tenant, wrong state, malformed answers,
 * incomplete submits — and refused writes change nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  QuestionInstance,
  QuestionnaireInfo,
  QuestionnaireItemDetail,
  QuestionnaireItemRow,
  QuestionnaireSummary,
  QuestionRisk,
} from '../../../domain/questionnaires/contracts';
import { ErrorCode } from '../../../domain/errors';
import { GAP_SCORING_JOB } from '../../../domain/gapAnalysis/rules';
import { jobs, questionnaireItems, questionnaireRisks, questionnaires } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart, SAMPLES } from '../multipart';

const PM = '13800000021';
const OWNER = '13800000022';
const EXECUTOR = '13800000023';
const AUDITOR = '13800000024';
const NINGBO_PM = '13800000026';
const CHANNEL_MANAGER = '13800000011';
const CHANNEL_OWNER = '13800000013';
const CONSULTANT = '13800000014';
const PLATFORM_DELIVERY = '13800000003';
const SECOND_EXECUTOR = '13900000099';

const P = '/consulting/question';
const QN = 'PJ20261118QN0004';
const GM = 'PJ20261020GM0002';
const GI = 'PJ20260901GI0003';
const RA = 'PJ20261015RA0001';
const PD = 'PJ20261101PD0005';
const GM_QN = 'QN20261020GM0002';
const PE02 = 'QN20261020GM0002-002';
const OM02 = 'QN20261020GM0002-059';

type Page<T> = { list: T[]; total: number; current: number; pageSize: number };
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

describe.each(DRIVERS)('questionnaires (%s)', (driver) => {
  let t: TestApp;
  let filesDir: string;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const get = async <T>(who: string, url: string, query: Record<string, string> = {}) =>
    (await as(who).get<T>(`${P}${url}`, query)).body as Answer<T>;
  const post = async <T>(who: string, url: string, body: unknown) => (await as(who).post<T>(`${P}${url}`, body)).body as Answer<T>;
  const item = async (code: string) => (await t.database.db.select().from(questionnaireItems).where(eq(questionnaireItems.itemCode, code)))[0];
  const qnRow = async (projectCode: string) =>
    (await t.database.db.select().from(questionnaires).where(eq(questionnaires.projectCode, projectCode)))[0];
  const expectRefused = (answer: Answer<unknown>, code: string) => {
    expect(answer.success, JSON.stringify(answer.data)).toBe(false);
    expect(answer.errorCode, answer.errorMsg).toBe(code);
  };
  const okData = <T>(answer: Answer<T>): T => {
    expect(answer.success, `${answer.errorCode} ${answer.errorMsg}`).toBe(true);
    return answer.data;
  };

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-qn-'));
    t = await startTestApp(driver, { env: { JOBS_RUNNER: 'false', FILES_DIR: filesDir } });
    await t.insertAccount({ accountId: 'A-T99', phone: SECOND_EXECUTOR, memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-executor'] }] });
    for (const phone of [PM, OWNER, EXECUTOR, AUDITOR, NINGBO_PM, CHANNEL_MANAGER, CHANNEL_OWNER, CONSULTANT, PLATFORM_DELIVERY]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, `${phone}: ${login.body.errorMsg}`).toBe(true);
      clients.set(phone, client);
    }
    const second = await t.sessionFor('A-T99', 'T-CU-DEMO');
    expect((await second.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' })).body.success).toBe(true);
    clients.set(SECOND_EXECUTOR, second);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  describe('distribution', () => {
    it('answers null before the questionnaire is distributed', async () => {
      expect(okData(await get<QuestionnaireInfo | null>(PM, '/consumer/questionnaire/info', { projectCode: QN }))).toBeNull();
      expectRefused(await get(PM, '/consumer/questionnaireItem/list', { projectCode: QN }), ErrorCode.QN_NOT_DISTRIBUTED);
    });

    it('refuses the auditor, another customer, a risk-assessment project — and writes nothing', async () => {
      expectRefused(await post(AUDITOR, '/consumer/questionnaire/distribute', { projectCode: QN }), ErrorCode.QN_LEAD_ONLY);
      expectRefused(await post(EXECUTOR, '/consumer/questionnaire/distribute', { projectCode: QN }), ErrorCode.FORBIDDEN);
      expectRefused(await post(NINGBO_PM, '/consumer/questionnaire/distribute', { projectCode: QN }), ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
      expectRefused(await post(PM, '/consumer/questionnaire/distribute', { projectCode: RA }), ErrorCode.QN_NOT_QUESTIONNAIRE_PROJECT);
      expect(await qnRow(QN)).toBeUndefined();
      expect(await qnRow(RA)).toBeUndefined();
    });

    it('generates the items from the pinned product version and records the scoring configuration', async () => {
      const info = okData(await post<QuestionnaireInfo>(PM, '/consumer/questionnaire/distribute', { projectCode: QN }));
      expect(info).toMatchObject({
        questionnaireCode: 'QN20261118QN0004',
        projectCode: QN,
        standard: 'iso',
        serviceKind: 'questionnaire',
        status: 'answering',
        gapStatus: null,
        totalItems: 20,
        title: '信息安全管理现状问卷',
        distributedByName: '客户项目经理',
        permissions: { lead: true, respond: false, review: false },
        actions: [],
        scoringJob: null,
      });
      expect(info.configId).not.toBe('');
      expect(info.counts.unassigned).toBe(20);
      expect(info.sections[0].sectionKey).toBe('template');
      expect(info.sections.reduce((sum, section) => sum + section.total, 0)).toBe(20);
      expect(info.candidates.map((candidate) => candidate.accountId)).toContain('A-23');
      const rows = await t.database.db.select().from(questionnaireItems).where(eq(questionnaireItems.projectCode, QN));
      expect(rows).toHaveLength(20);
      expect(rows.every((row) => row.status === 'unassigned' && row.tenantCode === 'T-CH-ANHENG')).toBe(true);
      // The distribution is on the project's timeline, as the customer's project detail shows it.
      const answer = await as(PM).get<{ events: { type: string; summary: string; actorName: string }[] }>('/consulting/project/consumer/detailInfo', {
        projectCode: QN,
      });
      const detail = okData(answer.body as Answer<{ events: { type: string; summary: string; actorName: string }[] }>);
      expect(detail.events).toContainEqual(
        expect.objectContaining({ type: 'questionnaire', summary: '分发问卷，共 20 道题目', actorName: '客户项目经理' }),
      );
    });

    it('refuses a second distribution and changes nothing', async () => {
      const before = await qnRow(QN);
      expectRefused(await post(OWNER, '/consumer/questionnaire/distribute', { projectCode: QN }), ErrorCode.QN_ALREADY_DISTRIBUTED);
      expect(await qnRow(QN)).toEqual(before);
      expect(await t.database.db.select().from(questionnaireItems).where(eq(questionnaireItems.projectCode, QN))).toHaveLength(20);
    });

    it('pages the items on the server in seq order, with filters', async () => {
      const first = okData(await get<Page<QuestionnaireItemRow>>(PM, '/consumer/questionnaireItem/list', { projectCode: QN, pageSize: '5' }));
      expect(first.total).toBe(20);
      expect(first.list.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5]);
      const second = okData(
        await get<Page<QuestionnaireItemRow>>(PM, '/consumer/questionnaireItem/list', { projectCode: QN, pageSize: '5', current: '4' }),
      );
      expect(second.list.map((row) => row.seq)).toEqual([16, 17, 18, 19, 20]);
      const clause = okData(await get<Page<QuestionnaireItemRow>>(PM, '/consumer/questionnaireItem/list', { projectCode: QN, keyword: '6.1' }));
      expect(clause.list.length).toBeGreaterThan(0);
      expect(clause.list.every((row) => row.ref.includes('6.1') || row.title.includes('6.1'))).toBe(true);
    });
  });

  describe('assignment', () => {
    it('assigns a whole section to an executor; refuses people who are not active executors of the tenant', async () => {
      expectRefused(
        await post(PM, '/consumer/questionnaireItem/assign', { projectCode: QN, sectionKey: 'template', respondentId: 'A-21' }),
        ErrorCode.QN_RESPONDENT_NOT_ELIGIBLE,
      );
      expectRefused(
        await post(PM, '/consumer/questionnaireItem/assign', { projectCode: QN, sectionKey: 'template', respondentId: 'A-26' }),
        ErrorCode.QN_RESPONDENT_NOT_ELIGIBLE,
      );
      expectRefused(
        await post(AUDITOR, '/consumer/questionnaireItem/assign', { projectCode: QN, sectionKey: 'template', respondentId: 'A-23' }),
        ErrorCode.QN_LEAD_ONLY,
      );
      expect(
        (await t.database.db.select().from(questionnaireItems).where(eq(questionnaireItems.projectCode, QN))).every(
          (row) => row.respondentAccountId === null,
        ),
      ).toBe(true);
      const info = okData(await get<QuestionnaireInfo>(PM, '/consumer/questionnaire/info', { projectCode: QN }));
      const templates = info.sections.find((section) => section.sectionKey === 'template')!.total;
      const answer = okData(
        await post<{ assigned: number }>(PM, '/consumer/questionnaireItem/assign', { projectCode: QN, sectionKey: 'template', respondentId: 'A-23' }),
      );
      expect(answer.assigned).toBe(templates);
      const after = okData(await get<QuestionnaireInfo>(PM, '/consumer/questionnaire/info', { projectCode: QN }));
      expect(after.counts.assigned).toBe(templates);
      expect(after.respondents).toEqual([expect.objectContaining({ respondentId: 'A-23', name: '客户执行人' })]);
    });

    it('assigns listed items, refuses unknown codes, revokes', async () => {
      const code = 'QN20261118QN0004-020';
      expectRefused(
        await post(PM, '/consumer/questionnaireItem/assign', {
          projectCode: QN,
          questionnairItemCodes: [code, 'QN20261020GM0002-001'],
          respondentId: 'A-23',
        }),
        ErrorCode.QN_ITEM_NOT_FOUND,
      );
      expect((await item(code)).status).toBe('unassigned');
      okData(await post(OWNER, '/consumer/questionnaireItem/assign', { projectCode: QN, questionnairItemCodes: [code], respondentId: 'A-T99' }));
      expect(await item(code)).toMatchObject({ status: 'assigned', respondentAccountId: 'A-T99' });
      expect(
        okData(await post<{ revoked: number }>(PM, '/consumer/questionnaire/revoke', { projectCode: QN, questionnairItemCodes: [code] })).revoked,
      ).toBe(1);
      expect(await item(code)).toMatchObject({ status: 'unassigned', respondentAccountId: null });
      expectRefused(
        await post(PM, '/consumer/questionnaire/revoke', { projectCode: QN, questionnairItemCodes: [code] }),
        ErrorCode.QN_ITEM_MOVE_REFUSED,
      );
    });

    it('shows an executor only its own items and questionnaires', async () => {
      const list = okData(await get<Page<QuestionnaireSummary>>(EXECUTOR, '/consumer/questionnaire/list'));
      expect(list.list.map((row) => row.projectCode).sort()).toEqual([GI, GM, QN].sort());
      const gm = list.list.find((row) => row.projectCode === GM)!;
      expect(gm.mine.assigned).toBe(2);
      expect(gm.projectName).not.toBe('');
      expect(okData(await get<Page<QuestionnaireSummary>>(SECOND_EXECUTOR, '/consumer/questionnaire/list')).total).toBe(0);
      const items = okData(
        await get<Page<QuestionnaireItemRow>>(EXECUTOR, '/consumer/questionnaireItem/list', { projectCode: GM, status: 'assigned' }),
      );
      expect(items.list.map((row) => row.ref)).toEqual(['PE-02', 'OM-02']);
      // Another respondent's filter is overridden: an executor sees its own items only.
      const forced = okData(
        await get<Page<QuestionnaireItemRow>>(SECOND_EXECUTOR, '/consumer/questionnaireItem/list', { projectCode: GM, respondentId: 'A-23' }),
      );
      expect(forced.total).toBe(0);
      expectRefused(await get(SECOND_EXECUTOR, '/consumer/questionnaireItem/detail', { questionnairItemCode: PE02 }), ErrorCode.QN_ITEM_NOT_FOUND);
      expect(okData(await get<Page<QuestionnaireSummary>>(PM, '/consumer/questionnaire/list')).total).toBe(3);
    });
  });

  describe('answering', () => {
    it('shows the item with its questions, editable for its respondent only', async () => {
      const detail = okData(await get<QuestionnaireItemDetail>(EXECUTOR, '/consumer/questionnaireItem/detail', { questionnairItemCode: PE02 }));
      expect(detail).toMatchObject({ ref: 'PE-02', status: 'assigned', editable: true, complete: false, respondentName: '客户执行人', actions: [] });
      expect(detail.questions.map((question) => question.questionInstanceCode)).toEqual([`${PE02}-Q1`, `${PE02}-Q2`, `${PE02}-Q3`, `${PE02}-Q4`]);
      const byPm = okData(await get<QuestionnaireItemDetail>(PM, '/consumer/questionnaireItem/detail', { questionnairItemCode: PE02 }));
      expect(byPm.editable).toBe(false);
      expect(byPm.actions.sort()).toEqual(['assign', 'revoke']);
      const single = okData(await get<QuestionInstance>(EXECUTOR, '/consumer/questionnaireItem/detailSingle', { questionnairItemCode: OM02 }));
      expect(single).toMatchObject({ code: 'Q1', answer: { choice: '符合' } });
      const table = okData(
        await get<QuestionInstance>(EXECUTOR, '/consumer/questionnaireItem/detailSingle', {
          questionnairItemCode: OM02,
          questionInstanceCode: `${OM02}-Q4`,
        }),
      );
      expect(table).toMatchObject({ answerType: 'table', columns: ['资产名称', '资产类型', '责任部门', '数量'], answer: null });
    });

    it('refuses malformed answers, unknown questions, unknown files and other people — and stores nothing', async () => {
      const before = await item(PE02);
      const send = (who: string, answers: unknown) => post(who, '/consumer/answers/submit', { questionnairItemCode: PE02, answers });
      const bad = await send(EXECUTOR, { Q1: { choice: '完全符合' } });
      expectRefused(bad, ErrorCode.QN_ANSWER_INVALID);
      expect(bad.errorMsg).toContain('不在可选范围内');
      expectRefused(await send(EXECUTOR, { Q1: { text: '符合' } }), ErrorCode.QN_ANSWER_INVALID);
      expectRefused(await send(EXECUTOR, { Q9: { text: '多余' } }), ErrorCode.QN_ANSWER_INVALID);
      expectRefused(await send(EXECUTOR, { Q4: { images: [{ objectId: 'f'.repeat(32), fileName: 'x.png' }] } }), ErrorCode.QN_ANSWER_FILE_NOT_FOUND);
      expectRefused(await send(SECOND_EXECUTOR, { Q1: { choice: '符合' } }), ErrorCode.QN_NOT_RESPONDENT);
      expectRefused(await send(PM, { Q1: { choice: '符合' } }), ErrorCode.FORBIDDEN);
      const table = await post(EXECUTOR, '/consumer/answers/submit', { questionnairItemCode: OM02, answers: { Q4: { rows: [['服务器', '硬件']] } } });
      expectRefused(table, ErrorCode.QN_ANSWER_INVALID);
      expect(table.errorMsg).toContain('应有 4 列');
      expect(await item(PE02)).toEqual(before);
    });

    it('refuses to submit incomplete items, naming them and their problems', async () => {
      const answer = await post(EXECUTOR, '/consumer/questionnaire/submit', { projectCode: GM, questionnaireCode: GM_QN });
      expectRefused(answer, ErrorCode.QN_ITEM_INCOMPLETE);
      expect(answer.errorMsg).toContain('PE-02');
      expect(answer.errorMsg).toContain('OM-02');
      expect(answer.errorMsg).toContain('请回答必答题');
      expect((await item(PE02)).status).toBe('assigned');
    });

    it('saves drafts merged per question, with an uploaded image, and keeps the progress', async () => {
      const upload = await postMultipart<{ objectId: string }>(as(EXECUTOR), '/api/file/upload/save.json', {}, [
        { fileName: '机房门禁.png', content: SAMPLES.png, contentType: 'image/png' },
      ]);
      expect(upload.body.success, upload.body.errorMsg).toBe(true);
      const image = { objectId: upload.body.data.objectId, fileName: '机房门禁.png' };
      const first = okData(
        await post<QuestionnaireItemRow>(EXECUTOR, '/consumer/answers/submit', {
          questionnairItemCode: PE02,
          answers: { Q1: { choice: '部分符合' } },
        }),
      );
      expect(first).toMatchObject({ answered: 1, complete: false, status: 'assigned' });
      const second = okData(
        await post<QuestionnaireItemRow>(EXECUTOR, '/consumer/answers/submit', {
          questionnairItemCode: PE02,
          answers: { Q2: { text: '机房设电子门禁，出入登记。', images: [image] }, Q4: { images: [image] } },
        }),
      );
      expect(second).toMatchObject({ answered: 3, required: 2, total: 4, complete: true });
      const stored = await item(PE02);
      expect(stored.answers).toEqual({
        Q1: { choice: '部分符合' },
        Q2: { text: '机房设电子门禁，出入登记。', images: [image] },
        Q4: { images: [image] },
      });
      expect(stored.answeredAt).not.toBeNull();
      const detail = okData(await get<QuestionnaireItemDetail>(EXECUTOR, '/consumer/questionnaireItem/detail', { questionnairItemCode: PE02 }));
      expect(detail.actions).toEqual(['submit']);
    });

    it('submits only when every item of the respondent is complete', async () => {
      expectRefused(
        await post(EXECUTOR, '/consumer/questionnaire/submit', { projectCode: GM, questionnaireCode: GM_QN }),
        ErrorCode.QN_ITEM_INCOMPLETE,
      );
      expect((await item(PE02)).status).toBe('assigned');
      okData(
        await post(EXECUTOR, '/consumer/answers/submit', {
          questionnairItemCode: OM02,
          answers: { Q2: { text: '资产台账由信息技术部维护。' }, Q4: { rows: [['核心交换机', '网络设备', '信息技术部', '2']] } },
        }),
      );
      const done = okData(
        await post<{ submitted: number }>(EXECUTOR, '/consumer/questionnaire/submit', { projectCode: GM, questionnaireCode: GM_QN }),
      );
      expect(done.submitted).toBe(2);
      expect(await item(OM02)).toMatchObject({ status: 'submitted', complete: true });
      expectRefused(
        await post(EXECUTOR, '/consumer/questionnaire/submit', { projectCode: GM, questionnaireCode: GM_QN }),
        ErrorCode.QN_NOTHING_TO_SUBMIT,
      );
      expectRefused(
        await post(EXECUTOR, '/consumer/answers/submit', { questionnairItemCode: PE02, answers: { Q1: { choice: '符合' } } }),
        ErrorCode.QN_ITEM_LOCKED,
      );
      expect((await item(PE02)).answers.Q1).toEqual({ choice: '部分符合' });
    });
  });

  describe("the owner's review", () => {
    it('shows the submitted answers and lets the owner (not the auditor) send an item back', async () => {
      const review = okData(
        await get<{ respondentId: string; items: QuestionnaireItemDetail[] }>(OWNER, '/consumer/customerowner/questionnaire/info', {
          projectCode: GM,
          respondentId: 'A-23',
        }),
      );
      expect(review.items).toHaveLength(85);
      expect(review.items.map((row) => row.seq)).toEqual([...review.items.map((row) => row.seq)].sort((a, b) => a - b));
      expectRefused(
        await post(AUDITOR, '/consumer/customerowner/questionnaireItem/return', {
          projectCode: GM,
          questionnairItemCodes: [PE02],
          reason: '请补充照片',
        }),
        ErrorCode.QN_LEAD_ONLY,
      );
      expect((await item(PE02)).status).toBe('submitted');
      okData(
        await post(OWNER, '/consumer/customerowner/questionnaireItem/return', {
          projectCode: GM,
          questionnairItemCodes: [PE02],
          reason: '请补充门禁记录',
        }),
      );
      expect(await item(PE02)).toMatchObject({ status: 'returned', returnReason: '请补充门禁记录' });
    });

    it('refuses to submit to the channel while an item is not submitted', async () => {
      const answer = await post(OWNER, '/consumer/questionnaire/submitToChannel', { projectCode: GM });
      expectRefused(answer, ErrorCode.QN_NOT_ALL_SUBMITTED);
      expect(answer.errorMsg).toContain('1 道已退回待修改');
      expect((await qnRow(GM)).status).toBe('answering');
    });

    it('submits to the channel once every item is submitted again', async () => {
      okData(await post(EXECUTOR, '/consumer/questionnaire/submit', { projectCode: GM, questionnaireCode: GM_QN, questionnairItemCodes: [PE02] }));
      expectRefused(
        await post(CONSULTANT, '/channel/risk/open', {
          projectCode: GM,
          questionnairItemCode: PE02,
          finding: 'x',
          recommendation: 'y',
          level: 'medium',
        }),
        ErrorCode.QN_REVIEW_ONLY_IN_REVIEW,
      );
      const before = okData(await get<QuestionnaireInfo>(OWNER, '/consumer/questionnaire/info', { projectCode: GM }));
      expect(before.actions).toEqual(['submitToChannel']);
      const info = okData(await post<QuestionnaireInfo>(OWNER, '/consumer/questionnaire/submitToChannel', { projectCode: GM }));
      expect(info).toMatchObject({ status: 'channelReview', gapStatus: 'evaluating-risk', actions: [] });
      expect(info.submittedToChannelAt).not.toBeNull();
      expectRefused(
        await post(PM, '/consumer/questionnaireItem/assign', { projectCode: GM, questionnairItemCodes: [PE02], respondentId: 'A-23' }),
        ErrorCode.QN_MOVE_REFUSED,
      );
      expectRefused(await post(OWNER, '/consumer/questionnaire/submitToChannel', { projectCode: GM }), ErrorCode.QN_MOVE_REFUSED);
    });
  });

  describe("the consultant's review", () => {
    it('is the project consultant’s or a delivery manager’s, never another consultant’s or customer’s', async () => {
      expectRefused(await get(CHANNEL_OWNER, '/channel/question/list', { projectCode: GM }), ErrorCode.PROJECT_NOT_FOUND);
      expectRefused(await get(CHANNEL_OWNER, '/channel/sonquestion/info', { questionnairItemCode: PE02 }), ErrorCode.QN_ITEM_NOT_FOUND);
      expectRefused(await get(NINGBO_PM, '/channel/question/list', { projectCode: GM }), ErrorCode.FORBIDDEN);
      const list = okData(await get<Page<QuestionnaireItemRow>>(CHANNEL_MANAGER, '/channel/question/list', { projectCode: GM, sectionKey: 'PE' }));
      expect(list.list[0].ref).toBe('PE-01');
      const all = okData(await get<Page<QuestionnaireItemRow>>(CONSULTANT, '/channel/question/list', { projectCode: GM, hasRisk: 'false' }));
      expect(all.total).toBe(85);
    });

    it('reads a question and an item with its answers', async () => {
      const question = okData(
        await get<QuestionInstance & { itemTitle: string }>(CONSULTANT, '/channel/question/info', { questionInstanceCode: `${PE02}-Q1` }),
      );
      expect(question).toMatchObject({ questionnairItemCode: PE02, itemTitle: '物理访问控制', answer: { choice: '部分符合' } });
      expectRefused(await get(CONSULTANT, '/channel/question/info', { questionInstanceCode: `${PE02}-Q9` }), ErrorCode.QN_ITEM_NOT_FOUND);
      const detail = okData(await get<QuestionnaireItemDetail>(CONSULTANT, '/channel/sonquestion/info', { questionnairItemCode: PE02 }));
      expect(detail).toMatchObject({ status: 'submitted', judgement: null, editable: false, actions: [], risks: [] });
      const info = okData(await get<QuestionnaireInfo>(OWNER, '/consumer/questionnaire/info', { projectCode: GM }));
      expect(info.permissions.review).toBe(false);
    });

    it('shows the consultant the questionnaire summary of its project (review rights), never another consultant', async () => {
      const info = okData(await get<QuestionnaireInfo>(CONSULTANT, '/consumer/questionnaire/info', { projectCode: GM }));
      expect(info).toMatchObject({ questionnaireCode: GM_QN, totalItems: 85, permissions: { lead: false, respond: false, review: true } });
      expectRefused(await get(CHANNEL_OWNER, '/consumer/questionnaire/info', { projectCode: GM }), ErrorCode.PROJECT_NOT_FOUND);
      expect(okData(await get<QuestionnaireInfo | null>(CHANNEL_MANAGER, '/consumer/questionnaire/info', { projectCode: PD }))).toBeNull();
    });

    let riskCode = '';
    it('opens a risk, judges items (refusing incomplete judgements), refuses to finish with an open risk', async () => {
      const risk = okData(
        await post<QuestionRisk>(CONSULTANT, '/channel/risk/open', {
          projectCode: GM,
          questionnairItemCode: PE02,
          finding: '门禁记录未保留',
          recommendation: '保留至少六个月的门禁记录',
          level: 'medium',
        }),
      );
      riskCode = risk.riskCode;
      expect(risk).toMatchObject({ status: 'open', ref: 'PE-02', itemTitle: '物理访问控制', openedByName: '渠道执行顾问', closedAt: null });
      const judge = (judgement: unknown, code = PE02) =>
        post<QuestionnaireItemRow>(CONSULTANT, '/consumer/questionnaire/controlInfo/submit', {
          projectCode: GM,
          questionnairItemCode: code,
          judgement,
        });
      expectRefused(await judge({ finding: '无' }), ErrorCode.QN_JUDGEMENT_INVALID);
      const noRisk = await judge({ result: 'nonconform' });
      expectRefused(noRisk, ErrorCode.QN_JUDGEMENT_INVALID);
      expect(noRisk.errorMsg).toContain('风险等级');
      expectRefused(await judge({ result: 'partial', current: 2 }), ErrorCode.QN_JUDGEMENT_INVALID);
      expect((await item(PE02)).judgement).toBeNull();
      expect(okData(await judge({ result: 'partial', remediation: '补齐门禁记录' })).judged).toBe(true);
      expectRefused(await post(CONSULTANT, '/consumer/questionnaire/controlInfo/finish', { projectCode: GM }), ErrorCode.QN_OPEN_RISKS_LEFT);
      expect((await qnRow(GM)).status).toBe('channelReview');
    });

    it('sends the items with open risks back to their respondent', async () => {
      const info = okData(await post<QuestionnaireInfo>(CONSULTANT, '/channel/questionnaire/submitToConsumer', { projectCode: GM }));
      expect(info).toMatchObject({ status: 'answering', openRisks: 1, gapStatus: 'evaluating-risk' });
      expect(await item(PE02)).toMatchObject({ status: 'returned', returnReason: expect.stringContaining('门禁记录未保留') });
      expect((await item(OM02)).status).toBe('submitted');
      expectRefused(await post(CONSULTANT, '/channel/questionnaire/submitToConsumer', { projectCode: GM }), ErrorCode.QN_MOVE_REFUSED);
      const risks = okData(await get<Page<QuestionRisk>>(OWNER, '/consumer/customerowner/risk/List', { projectCode: GM, status: 'open' }));
      expect(risks.list.map((risk) => risk.riskCode)).toEqual([riskCode]);
      const one = okData(
        await get<{ risk: QuestionRisk; item: QuestionnaireItemDetail }>(OWNER, '/consumer/customerowner/risk/info', { projectCode: GM, riskCode }),
      );
      expect(one.item).toMatchObject({ questionnairItemCode: PE02, openRisks: 1 });
      const mine = okData(await get<Page<QuestionnaireItemRow>>(EXECUTOR, '/consumer/questionnaireItem/list', { projectCode: GM, hasRisk: 'true' }));
      expect(mine.list.map((row) => row.ref)).toEqual(['PE-02']);
    });

    it('keeps the risk open after the fix until the consultant closes it, then finishes and queues the scoring', async () => {
      okData(await post(EXECUTOR, '/consumer/answers/submit', { questionnairItemCode: PE02, answers: { Q3: { text: '门禁记录已保留六个月。' } } }));
      okData(await post(EXECUTOR, '/consumer/questionnaire/submit', { projectCode: GM, questionnaireCode: GM_QN }));
      // Submitted again, the item is no longer returned: the reason goes, the risk stays until closed.
      expect(await item(PE02)).toMatchObject({ status: 'submitted', returnReason: '' });
      okData(await post(PM, '/consumer/questionnaire/submitToChannel', { projectCode: GM }));
      const [risk] = await t.database.db.select().from(questionnaireRisks).where(eq(questionnaireRisks.riskCode, riskCode));
      expect(risk.status).toBe('open');
      expectRefused(await post(CONSULTANT, '/channel/risk/close', { projectCode: GM, riskCode: 'RK-NONE' }), ErrorCode.QN_RISK_NOT_FOUND);
      const closed = okData(await post<QuestionRisk>(CONSULTANT, '/channel/risk/close', { projectCode: GM, riskCode, note: '已补充' }));
      expect(closed).toMatchObject({ status: 'closed', closeNote: '已补充', closedByName: '渠道执行顾问' });
      expectRefused(await post(CONSULTANT, '/channel/risk/close', { projectCode: GM, riskCode }), ErrorCode.QN_RISK_CLOSED);
      expectRefused(await post(CONSULTANT, '/channel/questionnaire/submitToConsumer', { projectCode: GM }), ErrorCode.QN_NO_OPEN_RISK);
      expect((await qnRow(GM)).status).toBe('channelReview');
      const info = okData(await post<QuestionnaireInfo>(CONSULTANT, '/consumer/questionnaire/controlInfo/finish', { projectCode: GM }));
      expect(info).toMatchObject({ status: 'finished', gapStatus: 'gap-analysising', openRisks: 0, scoringJob: { status: 'queued' } });
      const row = await qnRow(GM);
      expect(row.scoringJobId).not.toBeNull();
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, GAP_SCORING_JOB), eq(jobs.id, row.scoringJobId!)));
      expect(job).toMatchObject({ tenantCode: 'T-CH-ANHENG', payload: { projectCode: GM }, createdBy: 'A-14' });
      expectRefused(await post(CONSULTANT, '/consumer/questionnaire/controlInfo/finish', { projectCode: GM }), ErrorCode.QN_MOVE_REFUSED);
    });
  });

  describe('tenant isolation and read-only relations', () => {
    it("never shows another customer's questionnaire or item", async () => {
      expectRefused(await get(NINGBO_PM, '/consumer/questionnaire/info', { projectCode: GM }), ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
      expectRefused(await get(NINGBO_PM, '/consumer/questionnaireItem/detail', { questionnairItemCode: PE02 }), ErrorCode.QN_ITEM_NOT_FOUND);
      expectRefused(await get(NINGBO_PM, '/consumer/customerowner/risk/List', { projectCode: GM }), ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
      expect(okData(await get<Page<QuestionnaireSummary>>(NINGBO_PM, '/consumer/questionnaire/list')).total).toBe(0);
      expectRefused(
        await get(CONSULTANT, '/channel/sonquestion/info', { questionnairItemCode: 'QN20260901GI0003-004' }),
        ErrorCode.QN_ITEM_NOT_FOUND,
      );
    });

    it('distributes once when two leads distribute at the same moment', async () => {
      const answers = await Promise.all([
        post(NINGBO_PM, '/consumer/questionnaire/distribute', { projectCode: 'PJ20261101PD0006' }),
        post(NINGBO_PM, '/consumer/questionnaire/distribute', { projectCode: 'PJ20261101PD0006' }),
      ]);
      expect(answers.map((answer) => answer.success).sort()).toEqual([false, true]);
      expect(answers.find((answer) => !answer.success)?.errorCode).toBe(ErrorCode.QN_ALREADY_DISTRIBUTED);
      const info = answers.find((answer) => answer.success)!.data as QuestionnaireInfo;
      expect(await t.database.db.select().from(questionnaireItems).where(eq(questionnaireItems.projectCode, 'PJ20261101PD0006'))).toHaveLength(
        info.totalItems,
      );
    });

    it('lets a buying channel read a questionnaire another tenant delivers, but not review it', async () => {
      okData(await post(NINGBO_PM, '/consumer/questionnaire/distribute', { projectCode: PD }));
      const list = okData(await get<Page<QuestionnaireItemRow>>(CHANNEL_MANAGER, '/channel/question/list', { projectCode: PD }));
      expect(list.total).toBeGreaterThan(0);
      expectRefused(
        await post(CHANNEL_MANAGER, '/channel/risk/open', {
          projectCode: PD,
          questionnairItemCode: list.list[0].questionnairItemCode,
          finding: 'x',
          recommendation: 'y',
          level: 'low',
        }),
        ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY,
      );
      expectRefused(
        await post(CHANNEL_MANAGER, '/channel/questionnaire/submitToConsumer', { projectCode: PD }),
        ErrorCode.CHANNEL_PROJECT_NOT_DELIVERY,
      );
      const byDelivery = okData(
        await get<Page<QuestionnaireItemRow>>(PLATFORM_DELIVERY, '/channel/question/list', { projectCode: PD, pageSize: '1' }),
      );
      expect(byDelivery.total).toBe(list.total);
      expectRefused(await post(PLATFORM_DELIVERY, '/channel/questionnaire/submitToConsumer', { projectCode: PD }), ErrorCode.QN_MOVE_REFUSED);
    });
  });
});
