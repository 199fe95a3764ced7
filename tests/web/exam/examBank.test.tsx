// @vitest-environment jsdom
/**
 * 内审员考试题库 (/productDevelopment/examBank) against the demo server (tests/web/demoServer.ts), as
 * the platform manager: the shipped questions with the counts per topic and kind, paged on the
 * server; the 题型 filter sent to the server; a new question created from the form and found in
 * the list; a choice question without 解析 refused next to the field before any call; a platform
 * question deleted only after confirming, with its version (shipped ones cannot be deleted).
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { examBankCounts, examBankDelete, examBankList, examBankSave } from '@domain/exam/contracts';
import { ExamTopic } from '@domain/exam/enums';
import ExamBank from '@/pages/Exam/ExamBank';
import { NEW_QUESTION_TEXT } from '@/pages/Exam/ExamBank/components/QuestionForm';
import { requestConfig } from '@/requestErrorConfig';
import { demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
/** antd puts a space between two Chinese characters of a button: match either. */
const buttonName = (text: string) => new RegExp(`(^|\\s)${text.split('').join('\\s?')}$`);
const PLATFORM_MANAGER = '13800000001';
const EXPLANATION_REQUIRED = '选择题和判断题须填写解析（explanation），考后向答错的考生展示';

function openPage() {
  installRequest(requestConfig, demoServerAs(PLATFORM_MANAGER));
  setHashPath('/productDevelopment/examBank');
  setInitialState({ currentUser: demoUser(PLATFORM_MANAGER), failed: false });
  render(<ExamBank />);
}

/** The list's body rows once loaded (at least one shipped question). */
async function listRows() {
  await screen.findAllByText('内置', {}, slow);
  return screen.getAllByRole('row').filter((row) => row.closest('.ant-table-tbody') && within(row).queryByText(/^Q-/));
}

/** Picks `label` in the drop-down of the select `input`. */
async function pick(input: HTMLElement, label: string) {
  fireEvent.mouseDown(input);
  const options = await screen.findAllByTitle(label, {}, slow);
  fireEvent.click(options.at(-1)!);
}

/** Opens the new-question drawer and fills a sound single-choice question, without its 解析. */
async function fillNewQuestion(code: string) {
  fireEvent.click(screen.getByRole('button', { name: buttonName(NEW_QUESTION_TEXT) }));
  const drawer = await screen.findByRole('dialog', {}, slow);
  const field = (label: string) => within(drawer).getByLabelText(label);
  fireEvent.change(field('题目编号'), { target: { value: code } });
  await pick(field('考点'), ExamTopic.label('isms'));
  expect(await within(drawer).findByPlaceholderText('如 6.1.2', {}, slow)).toBeTruthy();
  fireEvent.change(field('参考条款'), { target: { value: '6.1.2' } });
  fireEvent.change(field('题干'), { target: { value: '组织应在什么时候实施信息安全风险评估？' } });
  ['只在认证审核前', '按计划的时间间隔，以及发生重大变更时', '只在发生安全事件后', '由认证机构决定'].forEach((text, index) => {
    fireEvent.change(field(`选项 ${'ABCD'[index]}`), { target: { value: text } });
  });
  fireEvent.click(await within(drawer).findByRole('radio', { name: /^B\./ }, slow));
  return drawer;
}

withDemoServer();

describe('内审员考试题库', () => {
  it('lists the shipped questions with the counts per topic and kind, and pages on the server', async () => {
    openPage();
    const rows = await listRows();
    expect(rows).toHaveLength(10);
    expect(requestsTo(examBankList)[0].params).toMatchObject({ current: 1, pageSize: 10 });
    const first = within(rows[0]).getByText(/^Q-/).textContent;

    await waitFor(() => expect(requestsTo(examBankCounts).length).toBeGreaterThan(0), slow);
    const counts = (await screen.findByText('题库概览', {}, slow)).closest('.ant-card') as HTMLElement;
    expect(await within(counts).findByText(/^共 \d+ 题$/, {}, slow)).toBeTruthy();
    for (const topic of ExamTopic.values) expect(within(counts).getByText(ExamTopic.label(topic))).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(requestsTo(examBankList).at(-1)!.params).toMatchObject({ current: 2, pageSize: 10 }), slow);
    await waitFor(() => expect(screen.queryByText(first!)).toBeNull(), slow);
  });

  it('sends the 题型 filter to the server and shows only that kind', async () => {
    openPage();
    await listRows();
    fireEvent.click(screen.getByText('展开'));
    await pick(await screen.findByLabelText('题型', {}, slow), '判断题');
    fireEvent.click(screen.getByRole('button', { name: buttonName('查询') }));
    await waitFor(() => expect(requestsTo(examBankList).at(-1)!.params).toMatchObject({ current: 1, kind: 'trueFalse' }), slow);
    await waitFor(async () => {
      const rows = await listRows();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(within(row).getByText('判断题')).toBeTruthy();
    }, slow);
  });

  it('refuses a choice question without 解析 next to the field, before any call', async () => {
    openPage();
    await listRows();
    const drawer = await fillNewQuestion('Q-WEB-002');
    fireEvent.click(within(drawer).getByRole('button', { name: buttonName('保存') }));
    expect(await within(drawer).findByText(EXPLANATION_REQUIRED, {}, slow)).toBeTruthy();
    expect(requestsTo(examBankSave)).toHaveLength(0);
  });

  it('creates a question from the form; it is found in the list as 平台新增', async () => {
    openPage();
    await listRows();
    const drawer = await fillNewQuestion('Q-WEB-001');
    fireEvent.change(within(drawer).getByLabelText('解析'), { target: { value: '6.1.2 要求按计划的时间间隔或发生重大变更时实施风险评估。' } });
    fireEvent.click(within(drawer).getByRole('button', { name: buttonName('保存') }));
    await waitFor(() => expect(requestsTo(examBankSave)).toHaveLength(1), slow);
    expect(requestsTo(examBankSave)[0].data).toEqual({
      code: 'Q-WEB-001',
      kind: 'single',
      topic: 'isms',
      clause: '6.1.2',
      difficulty: 'medium',
      stem: '组织应在什么时候实施信息安全风险评估？',
      options: [
        { key: 'A', label: '只在认证审核前' },
        { key: 'B', label: '按计划的时间间隔，以及发生重大变更时' },
        { key: 'C', label: '只在发生安全事件后' },
        { key: 'D', label: '由认证机构决定' },
      ],
      answer: ['B'],
      explanation: '6.1.2 要求按计划的时间间隔或发生重大变更时实施风险评估。',
      modelAnswer: '',
    });
    expect(await screen.findByText('题目 Q-WEB-001 已添加', {}, slow)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: 'Q-WEB-001' } });
    fireEvent.click(screen.getByRole('button', { name: buttonName('查询') }));
    const row = (await screen.findByText('Q-WEB-001', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('平台新增')).toBeTruthy();
    expect(within(row).getByText('单选题')).toBeTruthy();
  });

  it('deletes a platform question only after confirming, sending its version; shipped ones have no delete', async () => {
    // A code sorting before every shipped one (the list is ordered by code), so it is on page 1.
    const added = await demoCall<{ code: string; version: number }>(PLATFORM_MANAGER, examBankSave, {
      code: 'Q-0WEB-001',
      kind: 'trueFalse',
      topic: 'isms',
      clause: '9.2',
      difficulty: 'easy',
      stem: '内部审核的审核员不应审核自己的工作。',
      options: [
        { key: 'A', label: '正确' },
        { key: 'B', label: '错误' },
      ],
      answer: ['A'],
      explanation: '9.2.2 要求选择审核员并实施审核，以确保审核过程的客观性和公正性。',
    });
    openPage();
    const [row, shipped] = await listRows();
    expect(within(row).getByText(added.code)).toBeTruthy();
    expect(within(shipped).getByText('删除').closest('a')).toBeNull();
    fireEvent.click(within(row).getByText('删除'));
    const confirm = await screen.findByText(`删除题目“${added.code}”？`, {}, slow);
    expect(requestsTo(examBankDelete)).toHaveLength(0);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: buttonName('删除') }));
    await waitFor(() => expect(requestsTo(examBankDelete)).toHaveLength(1), slow);
    expect(requestsTo(examBankDelete)[0].data).toEqual({ code: added.code, version: added.version });
    expect(await screen.findByText(`题目 ${added.code} 已删除`, {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(added.code)).toBeNull(), slow);
  });
});
