// @vitest-environment jsdom
/**
 * 在线答题 (/reportOnline/:projectCode) against a fake of the questionnaire calls: every answer type
 * renders and is saved as a draft about a second after a change; a failed save keeps the answer
 * and retries; the required check names the question before submitting; a submitted item is
 * read-only; nothing assigned shows the empty state.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
import { demoUser, failure } from '../fixtures';
import { installRequest, requests, setHashPath, setInitialState, setRouteParams } from '../umiFake';
import { answerQuestionnaire, type FakeState, fakeState, openRisk } from './fake';

vi.setConfig({ testTimeout: 120_000 });
const slow = { timeout: 30_000 };
let state: FakeState;

function open(phone = '13800000023') {
  const me = demoUser(phone).accountId;
  installRequest(requestConfig, (request) => answerQuestionnaire(state, request, me) ?? failure('404', `no fake for ${request.url}`));
  setHashPath('/reportOnline/PJ20261020GM0002');
  setRouteParams({ projectCode: 'PJ20261020GM0002' });
  setInitialState({ currentUser: demoUser(phone), failed: false });
  render(<ReportOnline />);
}

const question = (code: string) => screen.getByTestId(`question-${code}`);
const lastSave = () => state.saves[state.saves.length - 1];

beforeEach(() => {
  state = fakeState();
});

describe('在线答题', () => {
  it('renders every answer type, says what is left and saves each change as a draft', async () => {
    open();
    expect(await screen.findByText('还剩 1 题未完成', {}, slow)).toBeTruthy();
    await screen.findByTestId('question-Q7', {}, slow);
    // The list asked only for the caller's items, 60 s contract timeout.
    const list = requests.find((r) => r.url.endsWith('/questionnaireItem/list'));
    expect(list?.params).toMatchObject({ respondentId: 'A-23', status: 'assigned' });
    expect(list?.timeout).toBe(60_000);

    // single-select and multi-select
    fireEvent.click(within(question('Q1')).getByLabelText('部分符合'));
    fireEvent.click(within(question('Q2')).getByLabelText('技术措施'));
    // text
    fireEvent.change(within(question('Q3')).getByLabelText('现状说明'), { target: { value: '已部署门禁系统' } });
    await waitFor(
      () => expect(lastSave()?.answers).toMatchObject({ Q1: { choice: '部分符合' }, Q2: { choices: ['技术措施'] }, Q3: { text: '已部署门禁系统' } }),
      slow,
    );
    expect(requests.find((r) => r.url.endsWith('/answers/submit'))?.timeout).toBe(10_000);
    expect(await screen.findByText(SAVED_TEXT)).toBeTruthy();

    // text_image, text_file, image: uploads through the file service keep {objectId, fileName}
    const image = new File(['png'], 'door.png', { type: 'image/png' });
    fireEvent.change(question('Q6').querySelector('input[type=file]') as HTMLInputElement, { target: { files: [image] } });
    await waitFor(() => expect(lastSave()?.answers.Q6).toEqual({ images: [{ objectId: 'F1', fileName: 'photo1.png' }] }), slow);
    expect(within(question('Q6')).getByAltText('photo1.png')).toBeTruthy();
    const doc = new File(['pdf'], '制度.pdf', { type: 'application/pdf' });
    fireEvent.change(question('Q5').querySelector('input[type=file]') as HTMLInputElement, { target: { files: [doc] } });
    await waitFor(() => expect(lastSave()?.answers.Q5).toEqual({ files: [{ objectId: 'F2', fileName: 'photo2.png' }] }), slow);
    expect(within(question('Q4')).getByRole('button', { name: /上传图片/ })).toBeTruthy();

    // table: add a row, fill the cells, remove a second row
    fireEvent.click(within(question('Q7')).getByRole('button', { name: /添加一行/ }));
    fireEvent.change(within(question('Q7')).getByLabelText('第 1 行 资产名称'), { target: { value: '门禁主机' } });
    fireEvent.change(within(question('Q7')).getByLabelText('第 1 行 数量'), { target: { value: '2' } });
    fireEvent.click(within(question('Q7')).getByRole('button', { name: /添加一行/ }));
    fireEvent.click(within(question('Q7')).getByRole('button', { name: '删除第 2 行' }));
    await waitFor(() => expect(lastSave()?.answers.Q7).toEqual({ rows: [['门禁主机', '2']] }), slow);
  });

  it('keeps the answer when a save fails and saves it on retry', async () => {
    state.failSaves = 1;
    open();
    await screen.findByTestId('question-Q3', {}, slow);
    fireEvent.change(within(question('Q3')).getByLabelText('现状说明'), { target: { value: '草稿内容' } });
    expect(await screen.findByText(SAVE_FAILED_TEXT, { exact: false }, slow)).toBeTruthy();
    expect((within(question('Q3')).getByLabelText('现状说明') as HTMLTextAreaElement).value).toBe('草稿内容');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(lastSave()?.answers.Q3).toEqual({ text: '草稿内容' }), slow);
    expect(await screen.findByText(SAVED_TEXT)).toBeTruthy();
  });

  it('names the unanswered required questions before submitting, then submits the item', async () => {
    open();
    await screen.findByTestId('question-Q1', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: SUBMIT_ITEM_TEXT }));
    expect(await within(question('Q1')).findByText('请回答必答题“现状符合情况”')).toBeTruthy();
    expect(within(question('Q3')).getByText('请回答必答题“现状说明”')).toBeTruthy();
    expect(within(question('Q7')).getByText('请回答必答题“现状清单”')).toBeTruthy();
    expect(within(question('Q2')).queryByRole('alert')).toBeNull();
    expect(requests.some((r) => r.url.endsWith('/questionnaire/submit'))).toBe(false);

    fireEvent.click(within(question('Q1')).getByLabelText('符合'));
    fireEvent.change(within(question('Q3')).getByLabelText('现状说明'), { target: { value: '已落实' } });
    fireEvent.click(within(question('Q7')).getByRole('button', { name: /添加一行/ }));
    fireEvent.change(within(question('Q7')).getByLabelText('第 1 行 资产名称'), { target: { value: '服务器' } });
    fireEvent.click(screen.getByRole('button', { name: SUBMIT_ITEM_TEXT }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('提交后答案不能再修改，除非被退回。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText(READONLY_TEXT, {}, slow)).toBeTruthy();
    expect(requests.find((r) => r.url.endsWith('/questionnaire/submit'))?.data).toMatchObject({
      projectCode: 'PJ20261020GM0002',
      questionnaireCode: 'QN20261020GM0002',
      questionnairItemCodes: ['QN20261020GM0002-001'],
    });
    expect(state.items[0].status).toBe('submitted');
  });

  it('提交 submits only the complete items, after saying how many', async () => {
    state.items[1].status = 'assigned';
    state.items[1].answers = { Q1: { choice: '符合' }, Q3: { text: '已建立资产清单' }, Q7: { rows: [['服务器', '3']] } };
    open();
    expect(await screen.findByText('还剩 2 题未完成', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(submitConfirmText(1, 1))).toBeTruthy();
    expect(submitConfirmText(1, 1)).toContain('提交后答案不能再修改');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定提交' }));
    await waitFor(() => expect(state.items[1].status).toBe('submitted'), slow);
    expect(state.items[0].status).toBe('assigned');
    expect(requests.find((r) => r.url.endsWith('/questionnaire/submit'))?.data).toMatchObject({ questionnairItemCodes: ['QN20261020GM0002-002'] });
    expect(await screen.findByText('还剩 1 题未完成', {}, slow)).toBeTruthy();
  });

  it('a returned item shows the return reason and the consultant’s finding and recommendation, and stays editable', async () => {
    state.items[0].status = 'returned';
    state.items[0].returnReason = '请补充门禁记录的保存期限';
    state.items[0].risks = [openRisk(state.items[0])];
    open();
    expect(await screen.findByText(RETURNED_TITLE, {}, slow)).toBeTruthy();
    expect(screen.getByText('退回原因：请补充门禁记录的保存期限')).toBeTruthy();
    expect(screen.getByText('门禁记录只保存 30 天')).toBeTruthy();
    expect(screen.getByText('门禁记录至少保存 6 个月')).toBeTruthy();
    expect(screen.getByRole('button', { name: SUBMIT_ITEM_TEXT })).toBeTruthy();
    // Sent-back items come first.
    expect(requests.find((r) => r.url.endsWith('/questionnaireItem/list'))?.params).toMatchObject({ status: 'returned' });
  });

  it('shows a submitted item read-only', async () => {
    state.items[0].status = 'submitted';
    state.items[0].answers = { Q1: { choice: '符合' }, Q3: { text: '已部署' }, Q7: { rows: [['服务器', '3']] } };
    open();
    expect(await screen.findByText(READONLY_TEXT, {}, slow)).toBeTruthy();
    expect(screen.getByText('已部署')).toBeTruthy();
    expect(screen.getByText('服务器')).toBeTruthy();
    expect(screen.queryByRole('button', { name: SUBMIT_ITEM_TEXT })).toBeNull();
    for (const code of ['Q1', 'Q3', 'Q7']) {
      expect(within(question(code)).queryByRole('textbox')).toBeNull();
      expect(within(question(code)).queryByRole('radio')).toBeNull();
    }
  });

  it('says so when nothing is assigned', async () => {
    for (const item of state.items) item.respondentId = null;
    open();
    expect(await screen.findByText(NOTHING_ASSIGNED_TEXT, {}, slow)).toBeTruthy();
  });
});
