// @vitest-environment jsdom
/**
 * 内审员考试试卷 (/productDevelopment/examPapers) against the demo server (tests/web/demoServer.ts),
 * as the platform manager: the shipped default paper listed with its question count and total
 * score, paged on the server; a paper the bank can no longer serve said so in red; a pass mark of 0 % refused next to the field before any call; a new
 * paper, starting from the default paper, created from the form and found in the list by keyword;
 * a draw asking for more questions than the bank holds refused with the server's message naming
 * the draw; an edit sending its version; a paper deleted only after confirming, with its version.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { examBankCounts, examBankDelete, examBankSave, examPaperDelete, examPaperList, examPaperSave } from '@domain/exam/contracts';
import { ExamTopic } from '@domain/exam/enums';
import { DEFAULT_PAPER, DEFAULT_PAPER_CODE, PaperSpec } from '@domain/exam/paper';
import ExamPapers from '@/pages/Exam/ExamPapers';
import { NEW_PAPER_TEXT } from '@/pages/Exam/ExamPapers/components/PaperForm';
import { drawLabel, sectionLabel } from '@/pages/Exam/ExamPapers/components/SectionsField';
import { requestConfig } from '@/requestErrorConfig';
import { demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requestsTo, setHashPath, setInitialState } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
/** antd puts a space between two Chinese characters of a button: match either. */
const buttonName = (text: string) => new RegExp(`(^|\\s)${text.split('').join('\\s?')}$`);
const PLATFORM_MANAGER = '13800000001';
const UNSERVABLE_TEXT = '题库不足，无法抽出该试卷';
const PASS_MARK_ZERO = '及格线须大于 0%（0% 的及格线会让未作答的试卷也及格）';

/** The default paper as the server stores it, and its question count and total score. */
const DEFAULT_SPEC = PaperSpec.parse(DEFAULT_PAPER);
const countOf = (spec: PaperSpec) => spec.sections.reduce((sum, section) => sum + section.draws.reduce((n, draw) => n + draw.count, 0), 0);
const scoreOf = (spec: PaperSpec) =>
  spec.sections.reduce((sum, section) => sum + section.scorePerQuestion * section.draws.reduce((n, draw) => n + draw.count, 0), 0);

function openPage() {
  installRequest(requestConfig, demoServerAs(PLATFORM_MANAGER));
  setHashPath('/productDevelopment/examPapers');
  setInitialState({ currentUser: demoUser(PLATFORM_MANAGER), failed: false });
  render(<ExamPapers />);
}

/** The list's row of the paper with this code or name, once loaded. */
async function rowOf(text: string) {
  return (await screen.findByText(text, {}, slow)).closest('tr') as HTMLElement;
}

/** Opens the new-paper drawer (the default paper's sections) and names the paper. */
async function newPaper(title: string) {
  await rowOf(DEFAULT_PAPER_CODE);
  fireEvent.click(screen.getByRole('button', { name: buttonName(NEW_PAPER_TEXT) }));
  const drawer = await screen.findByRole('dialog', {}, slow);
  fireEvent.change(within(drawer).getByLabelText('试卷名称'), { target: { value: title } });
  return drawer;
}

const save = (drawer: HTMLElement) => fireEvent.click(within(drawer).getByRole('button', { name: buttonName('保存') }));

withDemoServer();

describe('内审员考试试卷', () => {
  it('lists the shipped default paper with its question count, total score, time, pass mark and attempts', async () => {
    openPage();
    const row = await rowOf(DEFAULT_PAPER_CODE);
    expect(requestsTo(examPaperList)[0].params).toMatchObject({ current: 1, pageSize: 10 });
    expect(within(row).getByText(DEFAULT_SPEC.title)).toBeTruthy();
    expect(within(row).getByText(`${countOf(DEFAULT_SPEC)} 题`)).toBeTruthy();
    expect(within(row).getByText(`${scoreOf(DEFAULT_SPEC)} 分`)).toBeTruthy();
    expect(within(row).getByText(`${DEFAULT_SPEC.timeLimitMinutes} 分钟`)).toBeTruthy();
    expect(within(row).getByText(`${DEFAULT_SPEC.passMarkPct}%`)).toBeTruthy();
    expect(within(row).getByText(`${DEFAULT_SPEC.attemptsAllowed} 次`)).toBeTruthy();
    // The demo bank serves every shipped paper: no red reasons.
    expect(screen.queryByText(UNSERVABLE_TEXT)).toBeNull();
  });

  it('says in red why the bank can no longer serve a paper (after a question it needed was deleted)', async () => {
    const { counts } = await demoCall<{ counts: { topic: string; kind: string; count: number }[] }>(PLATFORM_MANAGER, examBankCounts);
    const held = counts.filter((one) => one.topic === 'annexPeople' && one.kind === 'written').reduce((sum, one) => sum + one.count, 0);
    const question = await demoCall<{ code: string; version: number }>(PLATFORM_MANAGER, examBankSave, {
      code: 'Q-WEB-PAPER-001',
      kind: 'written',
      topic: 'annexPeople',
      clause: 'A.6.3',
      difficulty: 'medium',
      stem: '简述信息安全意识、教育和培训的要点。',
      options: [],
      answer: [],
      explanation: '',
      modelAnswer: '面向全体人员，结合岗位职责，定期开展并评价效果。',
    });
    const paper = await demoCall<{ paperCode: string }>(PLATFORM_MANAGER, examPaperSave, {
      title: '人员控制简答',
      sections: [{ title: '一、简答题', kind: 'written', scorePerQuestion: 10, draws: [{ topic: 'annexPeople', count: held + 1 }] }],
    });
    await demoCall(PLATFORM_MANAGER, examBankDelete, { code: question.code, version: question.version });
    openPage();
    const row = await rowOf(paper.paperCode);
    expect(within(row).getByText(UNSERVABLE_TEXT)).toBeTruthy();
    const why = `第 1 大题第 1 条抽题规则（${ExamTopic.label('annexPeople')}·全部难度·简答题）要抽 ${held + 1} 题，题库中可保证的只有 ${held} 题（该类共 ${held} 题）`;
    expect(within(row).getByText(why)).toBeTruthy();
    expect(within(await rowOf(DEFAULT_PAPER_CODE)).queryByText(UNSERVABLE_TEXT)).toBeNull();
  });

  it('refuses a pass mark of 0% and an empty name next to the fields, before any call', async () => {
    openPage();
    const drawer = await newPaper('');
    fireEvent.change(within(drawer).getByLabelText('及格线'), { target: { value: '0' } });
    save(drawer);
    expect(await within(drawer).findByText(PASS_MARK_ZERO, {}, slow)).toBeTruthy();
    expect(within(drawer).getByText('请填写试卷名称（title）')).toBeTruthy();
    expect(requestsTo(examPaperSave)).toHaveLength(0);
  });

  it('creates a paper starting from the default paper, with the live total; it is found in the list by keyword', async () => {
    openPage();
    const title = '内审员结业测验（网页）';
    const drawer = await newPaper(title);
    expect(within(drawer).getByText(`共 ${countOf(DEFAULT_SPEC)} 题，总分 ${scoreOf(DEFAULT_SPEC)} 分`)).toBeTruthy();
    // The written section: 3 questions at 10 points become 3 at 5.
    fireEvent.change(within(drawer).getByLabelText(sectionLabel(3, '每题分值')), { target: { value: '5' } });
    const expected = {
      ...DEFAULT_SPEC,
      title,
      sections: DEFAULT_SPEC.sections.map((section, index) => (index === 3 ? { ...section, scorePerQuestion: 5 } : section)),
    };
    expect(await within(drawer).findByText(`共 ${countOf(expected)} 题，总分 ${scoreOf(expected)} 分`, {}, slow)).toBeTruthy();
    save(drawer);
    await waitFor(() => expect(requestsTo(examPaperSave)).toHaveLength(1), slow);
    expect(requestsTo(examPaperSave)[0].data).toEqual(expected);
    expect(await screen.findByText(`试卷「${title}」已创建`, {}, slow)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '结业测验' } });
    fireEvent.click(screen.getByRole('button', { name: buttonName('查询') }));
    await waitFor(() => expect(requestsTo(examPaperList).at(-1)!.params).toMatchObject({ current: 1, keyword: '结业测验' }), slow);
    await waitFor(() => expect(screen.queryByText(DEFAULT_PAPER_CODE)).toBeNull(), slow);
    const row = await rowOf(title);
    expect(within(row).getByText(`${countOf(expected)} 题`)).toBeTruthy();
    expect(within(row).getByText(`${scoreOf(expected)} 分`)).toBeTruthy();
  });

  it('refuses a draw asking for more questions than the bank holds, with the server message naming the draw', async () => {
    const { counts } = await demoCall<{ counts: { topic: string; kind: string; count: number }[] }>(PLATFORM_MANAGER, examBankCounts);
    const held = counts.filter((one) => one.topic === 'auditPractice' && one.kind === 'written').reduce((sum, one) => sum + one.count, 0);
    expect(held).toBeLessThan(200);
    openPage();
    const drawer = await newPaper('抽题过多的试卷');
    const count = within(drawer).getByLabelText(drawLabel(3, 0, '抽题数量'));
    fireEvent.change(count, { target: { value: '200' } });
    // The bank's count beside the draw turns red.
    await waitFor(() => expect(within(drawer).getByText(`题库 ${held} 题`).closest('.ant-typography-danger')).not.toBeNull(), slow);
    save(drawer);
    await waitFor(() => expect(requestsTo(examPaperSave)).toHaveLength(1), slow);
    const refusal = `第 4 大题第 1 条抽题规则（${ExamTopic.label('auditPractice')}·全部难度·简答题）要抽 200 题，题库中可保证的只有 ${held} 题（该类共 ${held} 题）`;
    expect(await screen.findByText(refusal, {}, slow)).toBeTruthy();
    // The form stays open with what was typed.
    expect(screen.getByRole('dialog')).toBe(drawer);
    expect((count as HTMLInputElement).value).toBe('200');
  });

  it('edits a paper, sending the version it started from', async () => {
    const added = await demoCall<{ paperCode: string; version: number; title: string }>(PLATFORM_MANAGER, examPaperSave, {
      ...DEFAULT_SPEC,
      title: '待修改的试卷',
    });
    openPage();
    fireEvent.click(within(await rowOf(added.paperCode)).getByText('编辑'));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect((within(drawer).getByLabelText('试卷名称') as HTMLInputElement).value).toBe(added.title);
    fireEvent.change(within(drawer).getByLabelText('允许考试次数'), { target: { value: '3' } });
    save(drawer);
    await waitFor(() => expect(requestsTo(examPaperSave)).toHaveLength(1), slow);
    expect(requestsTo(examPaperSave)[0].data).toEqual({
      ...DEFAULT_SPEC,
      title: added.title,
      attemptsAllowed: 3,
      paperCode: added.paperCode,
      version: added.version,
    });
    expect(await screen.findByText(`试卷「${added.title}」已保存`, {}, slow)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByText(added.paperCode).closest('tr') as HTMLElement).getByText('3 次')).toBeTruthy(), slow);
  });

  it('deletes a paper only after confirming, sending its version', async () => {
    const added = await demoCall<{ paperCode: string; version: number; title: string }>(PLATFORM_MANAGER, examPaperSave, {
      ...DEFAULT_SPEC,
      title: '待删除的试卷',
    });
    openPage();
    fireEvent.click(within(await rowOf(added.paperCode)).getByText('删除'));
    const confirm = await screen.findByText(`删除试卷“${added.title}”？`, {}, slow);
    expect(requestsTo(examPaperDelete)).toHaveLength(0);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: buttonName('删除') }));
    await waitFor(() => expect(requestsTo(examPaperDelete)).toHaveLength(1), slow);
    expect(requestsTo(examPaperDelete)[0].data).toEqual({ paperCode: added.paperCode, version: added.version });
    expect(await screen.findByText(`试卷「${added.title}」已删除`, {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(added.paperCode)).toBeNull(), slow);
  });
});
