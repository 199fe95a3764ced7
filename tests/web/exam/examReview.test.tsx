// @vitest-environment jsdom
/**
 * 考试成绩 and 阅卷 (/projectList/examResults) against the demo server (tests/web/demoServer.ts), as
 * 安衡咨询's consultant 林志远, who holds the demo exam seats: the list shows 示例科技's attempt
 * waiting for review on 信息安全审核实务考试 (paged on the server); 阅卷 shows each written
 * question's model answer beside the candidate's text; a score above the question's points is
 * refused in the form with nothing sent; scoring every written answer sends them all at once
 * (examReviewGrade, after confirming) and the row becomes 已出成绩. On the exam group's detail each
 * seat's 考试情况 shows the attempt that used it, or that it is still free.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AttemptSummary, examReviewDetail, examReviewGrade, examReviewList, type ReviewQuestion } from '@domain/exam/attemptContracts';
import ExamResults from '@/pages/Exam/Review';
import GroupDetailView from '@/pages/Projects/ProjectList/components/GroupDetailView';
import { requestConfig } from '@/requestErrorConfig';
import { demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
const CONSULTANT = '13800000013';
const EXAM = '信息安全审核实务考试';
/** antd puts a space between two Chinese characters of a button: match either. */
const buttonName = (text: string) => new RegExp(`(^|\\s)${text.split('').join('\\s?')}$`);

function openPage() {
  installRequest(requestConfig, demoServerAs(CONSULTANT));
  setHashPath('/projectList/examResults');
  setInitialState({ currentUser: demoUser(CONSULTANT), failed: false });
  render(<ExamResults />);
}

/** Whether an element shows `text` (part of a text, possibly several times). */
const shows = (element: HTMLElement, text: string, exact = false) => within(element).queryAllByText(text, { exact }).length > 0;

/** The list's rows of the audit-practice exam. */
const examRows = () => screen.getAllByRole('row').filter((row) => row.closest('.ant-table-tbody') && shows(row, EXAM));

/** The list's row of the attempt waiting for review on the audit-practice exam. */
async function waitingRow() {
  await screen.findAllByText(EXAM, { exact: false }, slow);
  const row = examRows().find((one) => shows(one, '待阅卷', true));
  expect(row, 'the attempt waiting for review').toBeDefined();
  return row!;
}

/** The demo attempt waiting for review, with its written questions, as the server gives them. */
async function waitingAttempt(): Promise<{ summary: AttemptSummary; questions: ReviewQuestion[] }> {
  const page = await demoCall<{ list: AttemptSummary[] }>(CONSULTANT, examReviewList, { current: 1, pageSize: 50, state: 'submitted' });
  const attempt = page.list.find((row) => row.productName.startsWith(EXAM));
  expect(attempt, 'the demo attempt waiting for review').toBeDefined();
  return demoCall(CONSULTANT, examReviewDetail, { attemptCode: attempt!.attemptCode });
}

/** Opens 阅卷 on the waiting row and returns the drawer once its questions are shown. */
async function openReview(questions: readonly ReviewQuestion[]) {
  const row = await waitingRow();
  fireEvent.click(within(row).getByText('阅卷'));
  const drawer = await screen.findByRole('dialog', {}, slow);
  await within(drawer).findByTestId(`review-question-${questions[0].code}`, {}, slow);
  return drawer;
}

withDemoServer();

describe('考试成绩与阅卷', () => {
  it('lists the attempt waiting for review, paged on the server, and shows the model answer beside the candidate text', async () => {
    const { summary, questions } = await waitingAttempt();
    expect(questions.length).toBeGreaterThan(0);
    openPage();
    const row = await waitingRow();
    expect(within(row).getByText(summary.candidateName)).toBeTruthy();
    expect(within(row).getByText(summary.customerName)).toBeTruthy();
    expect(requestsTo(examReviewList)[0].params).toMatchObject({ current: 1, pageSize: 10 });

    const drawer = await openReview(questions);
    for (const question of questions) {
      const card = within(drawer).getByTestId(`review-question-${question.code}`);
      expect(within(card).getByText('参考答案')).toBeTruthy();
      expect(within(card).getByText('考生作答')).toBeTruthy();
      // Kept as written (line breaks and all).
      expect(card.textContent).toContain(question.modelAnswer);
      expect(question.text).not.toBe('');
      expect(card.textContent).toContain(question.text);
    }
    expect(within(drawer).getByTestId('review-score-range').textContent).toMatch(/分$/);
  });

  it('refuses a score above the question’s points in the form, and grades every written answer after confirming', async () => {
    const { questions } = await waitingAttempt();
    openPage();
    const drawer = await openReview(questions);
    const scoreField = (index: number) => within(drawer).getByLabelText(`第 ${index + 1} 题得分`);

    // Above the maximum: refused next to the field, nothing sent.
    fireEvent.change(scoreField(0), { target: { value: String(questions[0].maxScore + 1) } });
    fireEvent.click(within(drawer).getByRole('button', { name: buttonName('提交评分') }));
    expect(await within(drawer).findByText(`得分不能超过该题分值 ${questions[0].maxScore} 分`, {}, slow)).toBeTruthy();
    expect(requestsTo(examReviewGrade)).toHaveLength(0);

    // Every written answer scored (half points allowed), one with a comment.
    questions.forEach((question, index) => {
      fireEvent.change(scoreField(index), { target: { value: String(question.maxScore - 0.5) } });
    });
    fireEvent.change(within(drawer).getByLabelText('第 1 题评语'), { target: { value: '要点齐全，可补充证据来源' } });
    await waitFor(() => expect(within(drawer).queryByText(/得分不能超过/)).toBeNull(), slow);
    fireEvent.click(within(drawer).getByRole('button', { name: buttonName('提交评分') }));
    const confirm = await screen.findByText('确认提交评分？', {}, slow);
    expect(requestsTo(examReviewGrade)).toHaveLength(0);
    const modal = confirm.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: buttonName('确认提交') }));

    await waitFor(() => expect(requestsTo(examReviewGrade)).toHaveLength(1), slow);
    const sent = requestsTo(examReviewGrade)[0].data as { grades: { code: string; score: number; comment: string }[] };
    expect(sent.grades.map((grade) => grade.code)).toEqual(questions.map((question) => question.code));
    expect(sent.grades.map((grade) => grade.score)).toEqual(questions.map((question) => question.maxScore - 0.5));
    expect(sent.grades[0].comment).toBe('要点齐全，可补充证据来源');
    expect(await screen.findByText(/^评分已提交：[\d.]+ 分，(通过|未通过)$/, {}, slow)).toBeTruthy();

    // The list reloads: the attempt has its result.
    await waitFor(() => {
      expect(examRows().some((row) => shows(row, '已出成绩', true))).toBe(true);
      expect(examRows().some((row) => shows(row, '待阅卷', true))).toBe(false);
    }, slow);

    // 查看结果: the scores per section and per clause.
    const graded = examRows().find((row) => shows(row, '已出成绩', true))!;
    fireEvent.click(within(graded).getByText('查看结果'));
    const result = (await screen.findAllByRole('dialog', {}, slow)).at(-1)!;
    expect(await within(result).findByText('按大题', {}, slow)).toBeTruthy();
    expect(within(result).getByText('按条款')).toBeTruthy();
    expect(within(result).queryByText('待阅卷')).toBeNull();
  });

  it('shows on the group detail the attempt that used each seat', async () => {
    const { summary } = await waitingAttempt();
    installRequest(requestConfig, demoServerAs(CONSULTANT));
    setHashPath('/projectList/myProject/detail/PG20261101EB008');
    setInitialState({ currentUser: demoUser(CONSULTANT), failed: false });
    render(<GroupDetailView groupCode="PG20261101EB008" />);
    const seatRow = async (projectCode: string) => (await screen.findByText(projectCode, {}, slow)).closest('tr') as HTMLElement;

    fireEvent.click(within(await seatRow(summary.projectCode)).getByText('考试情况'));
    let drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByText(summary.candidateName, {}, slow)).toBeTruthy();
    expect(within(drawer).getByText('待阅卷')).toBeTruthy();
    expect(within(drawer).getByText('阅卷')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));

    const free = ['PJ20261101EB0081', 'PJ20261101EB0082'].find((code) => code !== summary.projectCode)!;
    fireEvent.click(within(await seatRow(free)).getByText('考试情况'));
    drawer = (await screen.findAllByRole('dialog', {}, slow)).at(-1)!;
    expect(await within(drawer).findByText(/该名额尚未使用/, {}, slow)).toBeTruthy();
  });
});
