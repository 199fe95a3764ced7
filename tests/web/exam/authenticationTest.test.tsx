// @vitest-environment jsdom
/**
 * The timed exam page (/authenticationTest/{attempt}) past what tests/web/exam/candidate.test.tsx
 * covers, against the demo server as the internal auditor 13800000024 sitting the Annex A exam
 * (17 questions: 12 single choice, 4 true/false, 1 written): an answer saved survives a reload; a
 * save lost on the network is kept in the browser and sent when the connection is back or after a
 * reload; a written answer is saved after a pause; 交卷 names the unanswered questions, asks
 * first and submits; an attempt already submitted opens its result instead.
 */
import '../setup';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { examAttemptPaper, examAttemptSave, examAttemptStart, examAttemptSubmit } from '@domain/exam/attemptContracts';
import Sitting from '@/pages/Exam/Candidate/Sitting';
import { requestConfig } from '@/requestErrorConfig';
import type { AttemptPaper } from '@/services/attempt';
import { answersThenDemo, demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import {
  type ContractAnswer,
  type ContractLike,
  historyCalls,
  installRequest,
  type Responder,
  requestsTo,
  setHashPath,
  setInitialState,
  setRouteParams,
} from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
const AUDITOR = '13800000024';
const PENDING = 'EA20261127DE0002';
const answeredCard = (count: number) => new RegExp(`答题卡（已答 ${count} / 17）`);

withDemoServer();

const startAnnexA = async () => (await demoCall<{ attemptCode: string }>(AUDITOR, examAttemptStart, { productCode: 'PD-EXAM-ANNEXA' })).attemptCode;

function openExam(attemptCode: string, respond: Responder = demoServerAs(AUDITOR)) {
  installRequest(requestConfig, respond);
  setHashPath(`/authenticationTest/${attemptCode}`);
  setRouteParams({ processCode: attemptCode });
  setInitialState({ currentUser: demoUser(AUDITOR), failed: false });
  render(<Sitting />);
}

const savedOnServer = async (attemptCode: string) =>
  (await demoCall<AttemptPaper>(AUDITOR, examAttemptPaper, { attemptCode })).answers.map(({ code, options, text }) => ({
    code,
    ...(options?.length ? { options } : {}),
    ...(text ? { text } : {}),
  }));

describe('认证考试', () => {
  it('shows a saved answer again after a reload', async () => {
    const attemptCode = await startAnnexA();
    openExam(attemptCode);
    await screen.findByText(answeredCard(0), {}, slow);
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    await screen.findByText(/已保存 \d/, {}, slow);

    cleanup();
    openExam(attemptCode);
    await screen.findByText(answeredCard(1), {}, slow);
    expect((screen.getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: '第 1 题（已答）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 2 题（未答）' })).toBeTruthy();
  });

  it('keeps a save lost on the network in the browser and sends it when the connection is back, or after a reload', async () => {
    const attemptCode = await startAnnexA();
    const lost = new Map<ContractLike, ContractAnswer>([[examAttemptSave, { error: { message: 'Network Error' } }]]);
    openExam(attemptCode, answersThenDemo(lost, AUDITOR));
    await screen.findByText(answeredCard(0), {}, slow);
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    await screen.findByText(/保存失败/, {}, slow);
    // Answered here although the server has nothing yet.
    expect(screen.getByText(answeredCard(1))).toBeTruthy();
    expect(await savedOnServer(attemptCode)).toEqual([]);

    // A reload before the connection is back: the answer is still there, and sent again (and lost again).
    cleanup();
    const sentBefore = requestsTo(examAttemptSave).length;
    openExam(attemptCode, answersThenDemo(lost, AUDITOR));
    await screen.findByText(answeredCard(1), {}, slow);
    await waitFor(() => expect(requestsTo(examAttemptSave).length).toBeGreaterThan(sentBefore), slow);

    // The connection comes back.
    lost.clear();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText(/已保存 \d/, {}, slow);
    const saved = await savedOnServer(attemptCode);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.options).toEqual(['A']);
    expect(requestsTo(examAttemptSave).at(-1)?.data).toEqual({ attemptCode, answers: [{ code: saved[0]!.code, options: ['A'] }] });
  });

  it('saves a written answer after a pause in typing', async () => {
    const attemptCode = await startAnnexA();
    openExam(attemptCode);
    await screen.findByText(answeredCard(0), {}, slow);
    fireEvent.click(screen.getByRole('button', { name: '第 17 题（未答）' }));
    const box = await screen.findByLabelText('作答', {}, slow);
    fireEvent.change(box, { target: { value: '检查防火墙规则的评审记录' } });
    expect(requestsTo(examAttemptSave)).toHaveLength(0);
    await screen.findByText(/已保存 \d/, {}, slow);
    const sent = requestsTo(examAttemptSave)[0]?.data as { answers: { code: string; text?: string }[] };
    expect(sent.answers).toEqual([{ code: expect.stringMatching(/^Q-/), text: '检查防火墙规则的评审记录' }]);
    expect(screen.getByRole('button', { name: '第 17 题（已答）' })).toBeTruthy();
  });

  it('asks before 交卷, naming the unanswered questions, then submits and opens the result', async () => {
    const attemptCode = await startAnnexA();
    openExam(attemptCode);
    await screen.findByText(answeredCard(0), {}, slow);
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    await screen.findByText(/已保存 \d/, {}, slow);

    fireEvent.click(screen.getByRole('button', { name: /交\s?卷/ }));
    const confirm = await screen.findByRole('dialog', {}, slow);
    expect(within(confirm).getByText(/还有 16 道题未作答/)).toBeTruthy();
    expect(requestsTo(examAttemptSubmit)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /确认交卷/ }));
    await waitFor(() => expect(historyCalls.at(-1)).toEqual({ method: 'replace', path: `/authentication/result/${attemptCode}` }), slow);
    expect(requestsTo(examAttemptSubmit)[0]?.data).toEqual({ attemptCode });
    const paper = await demoCall<AttemptPaper>(AUDITOR, examAttemptPaper, { attemptCode });
    expect(paper.state).not.toBe('inProgress');
  });

  it('opens the result of an attempt already submitted', async () => {
    openExam(PENDING);
    await waitFor(() => expect(historyCalls.at(-1)).toEqual({ method: 'replace', path: `/authentication/result/${PENDING}` }), slow);
    expect(requestsTo(examAttemptSave)).toHaveLength(0);
  });
});
