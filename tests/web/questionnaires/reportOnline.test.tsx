// @vitest-environment jsdom
/**
 * 在线答题 (/reportOnline/:projectCode) against the demo server (tests/web/demoServer.ts): every
 * answer type renders and is saved as a draft about a second after a change; a failed save keeps
 * the answer and retries; the required check names the question (a table too) before submitting; a submitted
 * item is read-only; nothing assigned shows the empty state.
 *
 * 客户执行人 answers the demo gap analysis PJ20261020GM0002, where two items are still
 * assigned to them: 物理访问控制 (untouched: a single choice, text with images, files, photos) and
 * 资产管理 (its status chosen; a table). The demo's online questionnaire PJ20261118QN0004 (ISO
 * items with a multiple choice and plain text) is distributed and assigned by the PM first where a
 * test needs it. The one state the server cannot produce, a save lost on the network, is answered
 * by a fake of that call alone.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as api from '@domain/questionnaires/contracts';
import { type AnswerValue, itemCodeOf, questionnaireCodeOf } from '@domain/questionnaires/rules';
import ReportOnline from '@/pages/Questionnaires/ReportOnline';
import {
  NOTHING_ASSIGNED_TEXT,
  READONLY_TEXT,
  RETURNED_TITLE,
  SAVE_FAILED_TEXT,
  SAVED_TEXT,
  SUBMIT_ITEM_TEXT,
  submitConfirmText,
} from '@/pages/Questionnaires/ReportOnline/components/labels';
import { requestConfig } from '@/requestErrorConfig';
import { answersThenDemo, demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import {
  type ContractAnswer,
  type ContractLike,
  installRequest,
  type Responder,
  requestsTo,
  setHashPath,
  setInitialState,
  setRouteParams,
} from '../umiFake';

vi.setConfig({ testTimeout: 120_000 });
const slow = { timeout: 30_000 };

const EXECUTOR = '13800000023';
const PM = '13800000021';
/** 渠道执行顾问, the consultant of the gap analysis. */
const CONSULTANT = '13800000014';

const GAP = 'PJ20261020GM0002';
const GAP_QUESTIONNAIRE = questionnaireCodeOf(GAP);
/** 物理访问控制 (PE-02): nothing answered. */
const ACCESS = itemCodeOf(GAP_QUESTIONNAIRE, 2);
/** 网络架构 (CN-01): submitted with the demo's answers. */
const NETWORK = itemCodeOf(GAP_QUESTIONNAIRE, 11);
/** 资产管理 (OM-02): only its status chosen. */
const ASSETS = itemCodeOf(GAP_QUESTIONNAIRE, 59);
/** The online questionnaire, not distributed yet; its item 5.2 方针 asks a multiple choice and plain text. */
const ONLINE = 'PJ20261118QN0004';
const POLICY = itemCodeOf(questionnaireCodeOf(ONLINE), 9);

/** Titles of the gap analysis's questions (domain/questionnaires/rules.ts mlpsQuestions). */
const ACCESS_RESULT = '“物理访问控制”的现状符合情况';
const DESCRIPTION = '现状说明（已采取的措施，可附截图）';

/** A real 1×1 PNG and the start of a PDF: the server checks an upload's content, not only its name. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = '%PDF-1.4\n%%EOF\n';

/** One logged-in demo session per account and test (the database starts again before each test). */
const serverAs = demoServerAs;
const call = demoCall;

/** Calls `contract` on the demo server as the account `phone`, the way its own page would; returns its data, throws on a refusal. */

/** The item as the executor reads it on the server: its status and saved answers by question. */
async function onServer(itemCode: string) {
  const detail = await call<api.QuestionnaireItemDetail>(EXECUTOR, api.qnItemDetail, { questionnairItemCode: itemCode });
  return { status: detail.status, answers: Object.fromEntries(detail.questions.map((question) => [question.code, question.answer])) };
}

/** The executor's complete answers to 物理访问控制 and 资产管理, saved as drafts. */
async function answerBoth() {
  await call(EXECUTOR, api.qnAnswersSubmit, {
    questionnairItemCode: ACCESS,
    answers: { Q1: { choice: '符合' }, Q2: { text: '门禁与视频监控已覆盖机房' } },
  });
  await call(EXECUTOR, api.qnAnswersSubmit, {
    questionnairItemCode: ASSETS,
    answers: { Q2: { text: '已建立资产清单' }, Q4: { rows: [['服务器', '主机', '信息技术部', '3']] } },
  });
}

/**
 * Answers the calls of `answers` (by contract, until a test removes the entry) like answerContracts,
 * and sends every other call to the demo server as `phone`.
 */

function open(projectCode = GAP, responder: Responder = serverAs(EXECUTOR)) {
  installRequest(requestConfig, responder);
  setHashPath(`/reportOnline/${projectCode}`);
  setRouteParams({ projectCode });
  setInitialState({ currentUser: demoUser(EXECUTOR), failed: false });
  return render(<ReportOnline />);
}

const question = (code: string) => screen.getByTestId(`question-${code}`);
const lastSave = () =>
  requestsTo(api.qnAnswersSubmit).at(-1)?.data as { questionnairItemCode: string; answers: Record<string, AnswerValue> } | undefined;
const anyText = expect.any(String);

withDemoServer();

describe('在线答题', () => {
  it('renders every answer type, says what is left and saves each change as a draft', async () => {
    // The online questionnaire's 方针 assigned to the executor (multiple choice and plain text).
    await call(PM, api.qnDistribute, { projectCode: ONLINE });
    await call(PM, api.qnItemAssign, { projectCode: ONLINE, respondentId: 'A-23', questionnairItemCodes: [POLICY] });

    const page = open();
    expect(await screen.findByText('还剩 2 题未完成', {}, slow)).toBeTruthy();
    await screen.findByTestId('question-Q4', {}, slow);
    // The list asked only for the caller's items, 60 s contract timeout.
    const list = requestsTo(api.qnItemList)[0];
    expect(list?.params).toMatchObject({ respondentId: 'A-23', status: 'assigned' });
    expect(list?.timeout).toBe(60_000);

    // single-select
    fireEvent.click(within(question('Q1')).getByLabelText('部分符合'));
    // text_image: its text
    fireEvent.change(within(question('Q2')).getByLabelText(DESCRIPTION), { target: { value: '已部署门禁系统' } });
    await waitFor(() => expect(lastSave()?.answers).toMatchObject({ Q1: { choice: '部分符合' }, Q2: { text: '已部署门禁系统' } }), slow);
    expect(lastSave()?.questionnairItemCode).toBe(ACCESS);
    expect(requestsTo(api.qnAnswersSubmit)[0]?.timeout).toBe(10_000);
    expect(await screen.findByText(SAVED_TEXT, {}, slow)).toBeTruthy();

    // image, text_file, text_image: uploads through the file service keep {objectId, fileName}
    const image = new File([PNG_1X1], 'door.png', { type: 'image/png' });
    fireEvent.change(question('Q4').querySelector('input[type=file]') as HTMLInputElement, { target: { files: [image] } });
    await waitFor(() => expect(lastSave()?.answers.Q4).toEqual({ images: [{ objectId: anyText, fileName: 'door.png' }] }), slow);
    expect(within(question('Q4')).getByAltText('door.png')).toBeTruthy();
    const doc = new File([PDF], '制度.pdf', { type: 'application/pdf' });
    fireEvent.change(question('Q3').querySelector('input[type=file]') as HTMLInputElement, { target: { files: [doc] } });
    await waitFor(() => expect(lastSave()?.answers.Q3).toEqual({ files: [{ objectId: anyText, fileName: '制度.pdf' }] }), slow);
    expect(within(question('Q2')).getByRole('button', { name: /上传图片/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toContain(SAVED_TEXT), slow);
    expect(await onServer(ACCESS)).toMatchObject({
      answers: {
        Q1: { choice: '部分符合' },
        Q2: { text: '已部署门禁系统' },
        Q3: { files: [{ objectId: anyText, fileName: '制度.pdf' }] },
        Q4: { images: [{ objectId: anyText, fileName: 'door.png' }] },
      },
    });

    // table (资产管理): add a row, fill the cells, remove a second row
    fireEvent.click(await screen.findByTestId(`nav-${ASSETS}`, {}, slow));
    await waitFor(() => expect(within(question('Q4')).getByRole('button', { name: /添加一行/ })).toBeTruthy(), slow);
    fireEvent.click(within(question('Q4')).getByRole('button', { name: /添加一行/ }));
    fireEvent.change(within(question('Q4')).getByLabelText('第 1 行 资产名称'), { target: { value: '门禁主机' } });
    fireEvent.change(within(question('Q4')).getByLabelText('第 1 行 数量'), { target: { value: '2' } });
    fireEvent.click(within(question('Q4')).getByRole('button', { name: /添加一行/ }));
    fireEvent.click(within(question('Q4')).getByRole('button', { name: '删除第 2 行' }));
    await waitFor(() => expect(lastSave()?.answers.Q4).toEqual({ rows: [['门禁主机', '', '', '2']] }), slow);
    expect(lastSave()?.questionnairItemCode).toBe(ASSETS);

    // multi-select and text (the online questionnaire's 方针)
    page.unmount();
    open(ONLINE);
    await screen.findByTestId('question-Q3', {}, slow);
    fireEvent.click(within(question('Q2')).getByLabelText('技术措施'));
    fireEvent.change(within(question('Q3')).getByLabelText('现状说明'), { target: { value: '方针已由总经理批准发布' } });
    await waitFor(() => expect(lastSave()?.answers).toMatchObject({ Q2: { choices: ['技术措施'] }, Q3: { text: '方针已由总经理批准发布' } }), slow);
    expect(lastSave()?.questionnairItemCode).toBe(POLICY);
    expect(await screen.findByText(SAVED_TEXT, {}, slow)).toBeTruthy();
  });

  it('keeps the answer when a save fails and saves it on retry', async () => {
    // The first save is lost on the network; the rest reach the demo server.
    const answers = new Map<ContractLike, ContractAnswer>([
      [
        api.qnAnswersSubmit,
        () => {
          answers.delete(api.qnAnswersSubmit);
          return { error: { message: 'Network Error' } };
        },
      ],
    ]);
    open(GAP, answersThenDemo(answers, EXECUTOR));
    await screen.findByTestId('question-Q2', {}, slow);
    fireEvent.change(within(question('Q2')).getByLabelText(DESCRIPTION), { target: { value: '草稿内容' } });
    expect(await screen.findByText(SAVE_FAILED_TEXT, { exact: false }, slow)).toBeTruthy();
    expect((within(question('Q2')).getByLabelText(DESCRIPTION) as HTMLTextAreaElement).value).toBe('草稿内容');
    expect((await onServer(ACCESS)).answers.Q2).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(requestsTo(api.qnAnswersSubmit)).toHaveLength(2), slow);
    expect(lastSave()?.answers.Q2).toEqual({ text: '草稿内容' });
    expect(await screen.findByText(SAVED_TEXT, {}, slow)).toBeTruthy();
    expect((await onServer(ACCESS)).answers.Q2).toEqual({ text: '草稿内容' });
  });

  it('names the unanswered required questions before submitting, then submits the item', async () => {
    open();
    await screen.findByTestId('question-Q1', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: SUBMIT_ITEM_TEXT }));
    expect(await within(question('Q1')).findByText(`请回答必答题“${ACCESS_RESULT}”`)).toBeTruthy();
    expect(within(question('Q2')).getByText(`请回答必答题“${DESCRIPTION}”`)).toBeTruthy();
    expect(within(question('Q3')).queryByRole('alert')).toBeNull();
    expect(within(question('Q4')).queryByRole('alert')).toBeNull();
    expect(requestsTo(api.qnSubmit)).toHaveLength(0);

    fireEvent.click(within(question('Q1')).getByLabelText('符合'));
    fireEvent.change(within(question('Q2')).getByLabelText(DESCRIPTION), { target: { value: '已落实' } });
    fireEvent.click(screen.getByRole('button', { name: SUBMIT_ITEM_TEXT }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('提交后答案不能再修改，除非被退回。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText(READONLY_TEXT, {}, slow)).toBeTruthy();
    expect(requestsTo(api.qnSubmit)[0]?.data).toMatchObject({
      projectCode: GAP,
      questionnaireCode: GAP_QUESTIONNAIRE,
      questionnairItemCodes: [ACCESS],
    });
    expect((await onServer(ACCESS)).status).toBe('submitted');

    // A required table is named too: 资产管理's list with no row.
    // The list reloads after the submit: a click that lands while it does may be lost, so click again
    // until 资产管理 opens, as a user would.
    await waitFor(() => {
      if (!within(question('Q4')).queryByRole('button', { name: /添加一行/ })) fireEvent.click(screen.getByTestId(`nav-${ASSETS}`));
      expect(within(question('Q4')).getByRole('button', { name: /添加一行/ })).toBeTruthy();
    }, slow);
    fireEvent.click(screen.getByRole('button', { name: SUBMIT_ITEM_TEXT }));
    expect(await within(question('Q4')).findByText(/^请回答必答题“.+”$/, {}, slow)).toBeTruthy();
    expect(requestsTo(api.qnSubmit)).toHaveLength(1);
  });

  it('提交 submits only the complete items, after saying how many', async () => {
    await call(EXECUTOR, api.qnAnswersSubmit, {
      questionnairItemCode: ASSETS,
      answers: { Q2: { text: '已建立资产清单' }, Q4: { rows: [['服务器', '主机', '信息技术部', '3']] } },
    });
    open();
    expect(await screen.findByText('还剩 2 题未完成', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(submitConfirmText(1, 1))).toBeTruthy();
    expect(submitConfirmText(1, 1)).toContain('提交后答案不能再修改');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定提交' }));
    await waitFor(async () => expect((await onServer(ASSETS)).status).toBe('submitted'), slow);
    expect((await onServer(ACCESS)).status).toBe('assigned');
    expect(requestsTo(api.qnSubmit)[0]?.data).toMatchObject({ questionnairItemCodes: [ASSETS] });
    expect(await screen.findByText('还剩 1 题未完成', {}, slow)).toBeTruthy();
  });

  it('a returned item shows the return reason and the consultant’s finding and recommendation, and stays editable', async () => {
    // Everything answered and submitted, the questionnaire sent to the consultant, who finds a
    // problem in 物理访问控制 and sends it back.
    await answerBoth();
    await call(EXECUTOR, api.qnSubmit, { projectCode: GAP, questionnaireCode: GAP_QUESTIONNAIRE });
    await call(PM, api.qnSubmitToChannel, { projectCode: GAP });
    await call(CONSULTANT, api.qnRiskOpen, {
      projectCode: GAP,
      questionnairItemCode: ACCESS,
      finding: '门禁记录只保存 30 天',
      recommendation: '门禁记录至少保存 6 个月',
      level: 'medium',
    });
    await call(CONSULTANT, api.qnSubmitToConsumer, { projectCode: GAP });
    open();
    expect(await screen.findByText(RETURNED_TITLE, {}, slow)).toBeTruthy();
    expect(screen.getByText('退回原因：顾问提出问题：门禁记录只保存 30 天')).toBeTruthy();
    expect(screen.getByText('门禁记录只保存 30 天')).toBeTruthy();
    expect(screen.getByText('门禁记录至少保存 6 个月')).toBeTruthy();
    expect(screen.getByRole('button', { name: SUBMIT_ITEM_TEXT })).toBeTruthy();
    // Sent-back items come first.
    expect(requestsTo(api.qnItemList)[0]?.params).toMatchObject({ status: 'returned' });
  });

  it('shows a submitted item read-only', async () => {
    open();
    await screen.findByTestId('question-Q1', {}, slow);
    // 网络架构, submitted with the demo's answers (a table among them).
    fireEvent.click(screen.getByText(/^已提交 \d+$/));
    fireEvent.click(await screen.findByTestId(`nav-${NETWORK}`, {}, slow));
    expect(await screen.findByText(READONLY_TEXT, {}, slow)).toBeTruthy();
    expect(screen.getByText('已针对“网络架构”建立相应的管理要求并落实到日常运维，相关制度与记录由信息技术部保存。')).toBeTruthy();
    expect(screen.getByText('网络区域示例 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: SUBMIT_ITEM_TEXT })).toBeNull();
    for (const code of ['Q1', 'Q2', 'Q4']) {
      expect(within(question(code)).queryByRole('textbox')).toBeNull();
      expect(within(question(code)).queryByRole('radio')).toBeNull();
    }
  });

  it('says so when nothing is assigned', async () => {
    // The online questionnaire, distributed, nothing assigned yet.
    await call(PM, api.qnDistribute, { projectCode: ONLINE });
    open(ONLINE);
    expect(await screen.findByText(NOTHING_ASSIGNED_TEXT, {}, slow)).toBeTruthy();
  });
});
