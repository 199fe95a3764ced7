// @vitest-environment jsdom
/**
 * 内审员认证 past what tests/web/exam/candidate.test.tsx covers (the offers, 开始考试 after
 * confirming), against the demo server as the internal auditor 13800000024: the attempts table is
 * paged on the server and leads to each result; a running attempt is resumed (继续考试) without a
 * second start; the certificate row leads to the printable page; the result page of the passed
 * attempt and of the one waiting for the reviewer.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { examAttemptStart, examMyAttempts } from '@domain/exam/attemptContracts';
import { DEMO_CERTIFICATE_CODE } from '@domain/exam/demo';
import AttemptResult from '@/pages/Exam/Candidate/AttemptResult';
import Overview from '@/pages/Exam/Candidate/Overview';
import { requestConfig } from '@/requestErrorConfig';
import { demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { historyCalls, installRequest, requestsTo, setHashPath, setInitialState, setRouteParams } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
const AUDITOR = '13800000024';
const PASSED = 'EA20261010DE0001';
const PENDING = 'EA20261127DE0002';

withDemoServer();

function openAs(path: string, params: Record<string, string> = {}) {
  installRequest(requestConfig, demoServerAs(AUDITOR));
  setHashPath(path);
  setRouteParams(params);
  setInitialState({ currentUser: demoUser(AUDITOR), failed: false });
}

const attemptsTable = async () => {
  // The attempts table is the one with a 交卷时间 column.
  const table = (await screen.findByText('交卷时间', { selector: 'th' }, slow)).closest('.ant-table') as HTMLElement;
  await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row').length).toBeGreaterThan(0), slow);
  return table;
};
const rowOf = (table: HTMLElement, text: string) =>
  [...table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].find((row) => row.textContent?.includes(text)) as HTMLElement;

describe('内审员认证：考试记录与证书', () => {
  it('pages the attempts on the server and opens a result from its row', async () => {
    openAs('/authentication');
    render(<Overview />);
    const table = await attemptsTable();
    expect(requestsTo(examMyAttempts)[0]?.params).toMatchObject({ current: 1, pageSize: 10 });
    expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2);

    const graded = rowOf(table, 'ISO/IEC 27001:2022 内审员认证考试');
    expect(within(graded).getByText('已出成绩')).toBeTruthy();
    expect(within(graded).getByText('通过')).toBeTruthy();
    const pending = rowOf(table, '信息安全审核实务考试');
    expect(within(pending).getAllByText('待阅卷').length).toBeGreaterThan(0);
    expect(within(pending).getByText(/道简答题待评/)).toBeTruthy();

    fireEvent.click(within(pending).getByText('查看结果'));
    expect(historyCalls.at(-1)?.path).toBe(`/authentication/result/${PENDING}`);
  });

  it('resumes a running attempt with 继续考试 instead of starting another', async () => {
    const { attemptCode } = await demoCall<{ attemptCode: string }>(AUDITOR, examAttemptStart, { productCode: 'PD-EXAM-ANNEXA' });
    openAs('/authentication');
    render(<Overview />);
    const title = await screen.findByText('附录 A 控制措施专项考试', { selector: '.ant-card-head-title' }, slow);
    const card = title.closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('考试中')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /开始考试/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: /继续考试/ }));
    expect(historyCalls.at(-1)?.path).toBe(`/authenticationTest/${attemptCode}`);
    expect(requestsTo(examAttemptStart)).toHaveLength(0);
    // The attempt being sat is in the table too, resumable from its row.
    const table = await attemptsTable();
    const running = rowOf(table, '附录 A 控制措施专项考试');
    expect(within(running).getByText('作答中')).toBeTruthy();
    fireEvent.click(within(running).getByText('继续考试'));
    expect(historyCalls.at(-1)?.path).toBe(`/authenticationTest/${attemptCode}`);
  });

  it('lists the certificate with its code and opens the printable page', async () => {
    openAs('/authentication');
    render(<Overview />);
    const code = await screen.findByText(DEMO_CERTIFICATE_CODE, {}, slow);
    const row = code.closest('tr') as HTMLElement;
    expect(within(row).getByText('IA20261011DE0001')).toBeTruthy();
    expect(within(row).getByText('下载 Word')).toBeTruthy();
    fireEvent.click(within(row).getByText('查看/打印'));
    expect(historyCalls.at(-1)?.path).toBe(`/authentication/certificate/${PASSED}`);
  });
});

describe('考试结果', () => {
  it('shows the passed attempt with its scores per section and clause, the correct answers and the certificate', async () => {
    openAs(`/authentication/result/${PASSED}`, { attemptCode: PASSED });
    render(<AttemptResult />);
    await screen.findByText('考试结果：ISO/IEC 27001:2022 内审员认证考试', {}, slow);
    expect(screen.getByText('通过', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`恭喜通过！证书编号 IA20261011DE0001，验证码 ${DEMO_CERTIFICATE_CODE}`))).toBeTruthy();
    expect(screen.getByText('按大题')).toBeTruthy();
    expect(screen.getByText('按条款')).toBeTruthy();
    expect(screen.getAllByText(/^正确答案：/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^参考答案：/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^阅卷评语：/).length).toBeGreaterThan(0);
    expect(screen.queryByText('待阅卷', { selector: '.ant-tag' })).toBeNull();
  });

  it('shows the attempt waiting for the reviewer with the range its score will lie in', async () => {
    openAs(`/authentication/result/${PENDING}`, { attemptCode: PENDING });
    render(<AttemptResult />);
    await screen.findByText('考试结果：信息安全审核实务考试', {}, slow);
    expect(screen.getByText(/^选择题 [\d.]+ 分；最终得分在 [\d.]+–[\d.]+ 分之间$/)).toBeTruthy();
    expect(screen.getByText(/道简答题正在等待渠道顾问阅卷/)).toBeTruthy();
    expect(screen.getAllByText('待阅卷', { selector: '.ant-tag' }).length).toBeGreaterThan(1);
    expect(screen.queryByText(/恭喜通过/)).toBeNull();
  });
});
