// @vitest-environment jsdom
/**
 * The internal auditor's exam pages against the demo server (tests/web/demoServer.ts), as
 * 13800000024: 内审员认证 lists the three exams with where the auditor stands and the demo
 * certificate; 开始考试 asks first, then starts and opens the exam page; the exam page shows the
 * questions without any answer, saves a choice at once and marks it answered; the public
 * verification shows only name, exam, date and result, and says so for an unknown code.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { examAttemptPaper, examAttemptSave, examAttemptStart } from '@domain/exam/attemptContracts';
import { DEMO_CERTIFICATE_CODE } from '@domain/exam/demo';
import CertificateVerify from '@/pages/Exam/Candidate/CertificateVerify';
import Overview from '@/pages/Exam/Candidate/Overview';
import Sitting from '@/pages/Exam/Candidate/Sitting';
import { requestConfig } from '@/requestErrorConfig';
import { demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { historyCalls, installRequest, requestsTo, setHashPath, setInitialState, setRouteParams } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
const AUDITOR = '13800000024';

withDemoServer();

/** The attempt the first test starts (the second sits it). */
let attemptCode = '';

describe('内审员认证', () => {
  it('lists the exams with their states and the certificate, and starts the open one after confirming', async () => {
    installRequest(requestConfig, demoServerAs(AUDITOR));
    setHashPath('/authentication');
    setInitialState({ currentUser: demoUser(AUDITOR), failed: false });
    render(<Overview />);
    const card = (name: string) => screen.getByText(name, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
    await screen.findByText('附录 A 控制措施专项考试', { selector: '.ant-card-head-title' }, slow);
    expect(within(card('ISO/IEC 27001:2022 内审员认证考试')).getByText('已通过')).toBeTruthy();
    expect(within(card('信息安全审核实务考试')).getByText('待阅卷')).toBeTruthy();
    expect(within(card('信息安全审核实务考试')).getByText('你的上一场考试正在阅卷，出成绩后再决定是否补考')).toBeTruthy();
    const open = card('附录 A 控制措施专项考试');
    expect(within(open).getByText('可参加')).toBeTruthy();
    expect(within(open).getByText('30 分钟')).toBeTruthy();
    expect(screen.getByText(DEMO_CERTIFICATE_CODE)).toBeTruthy();

    fireEvent.click(within(open).getByRole('button', { name: /开始考试/ }));
    const confirm = await screen.findByRole('dialog', {}, slow);
    expect(within(confirm).getByText(/考试时长 30 分钟，从现在开始计时/)).toBeTruthy();
    expect(requestsTo(examAttemptStart)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /开始考试/ }));
    await waitFor(() => expect(historyCalls.at(-1)?.path).toMatch(/^\/authenticationTest\/EA/), slow);
    expect(requestsTo(examAttemptStart)[0]?.data).toEqual({ productCode: 'PD-EXAM-ANNEXA' });
    attemptCode = historyCalls.at(-1)!.path.split('/').at(-1)!;
  });

  it('shows the paper without answers, saves a choice at once and marks it answered', async () => {
    // The attempt the first test started (start resumes a running one).
    attemptCode = (await demoCall<{ attemptCode: string }>(AUDITOR, examAttemptStart, { productCode: 'PD-EXAM-ANNEXA' })).attemptCode;
    installRequest(requestConfig, demoServerAs(AUDITOR));
    setHashPath(`/authenticationTest/${attemptCode}`);
    setRouteParams({ processCode: attemptCode });
    setInitialState({ currentUser: demoUser(AUDITOR), failed: false });
    render(<Sitting />);
    await screen.findByText(/答题卡（已答 0 \/ 17）/, {}, slow).catch((error) => {
      throw new Error(`${error.message}\n${document.body.textContent?.slice(0, 500)}`);
    });
    expect(screen.getByTestId('exam-time-left').textContent).toMatch(/^(30:00|29:\d\d)$/);
    const paper = requestsTo(examAttemptPaper)[0];
    expect(paper?.params).toEqual({ attemptCode });
    expect(screen.queryByText(/正确答案|解析|参考答案/)).toBeNull();

    fireEvent.click(screen.getAllByRole('radio')[0]!);
    await screen.findByText(/已保存 \d/, {}, slow);
    const saved = requestsTo(examAttemptSave)[0]?.data as { attemptCode: string; answers: { code: string; options: string[] }[] };
    expect(saved.attemptCode).toBe(attemptCode);
    expect(saved.answers).toEqual([{ code: expect.stringMatching(/^Q-/), options: ['A'] }]);
    expect(screen.getByText(/答题卡（已答 1 \/ 17）/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 1 题（已答）' })).toBeTruthy();
  });
});

describe('证书验证', () => {
  it('shows only name, exam, date and result for a valid code, and says when a code is unknown', async () => {
    // The call is public (the API tests call it logged out); here it goes with the auditor's session.
    installRequest(requestConfig, demoServerAs(AUDITOR));
    setHashPath(`/certificateVerify?code=${DEMO_CERTIFICATE_CODE}`);
    render(<CertificateVerify />);
    await screen.findByText('证书有效', {}, slow);
    expect(screen.getByText('周晓敏')).toBeTruthy();
    expect(screen.getByText('ISO/IEC 27001:2022 内审员认证考试')).toBeTruthy();
    expect(screen.getByText('合格')).toBeTruthy();
    expect(screen.queryByText('示例科技有限公司')).toBeNull();

    fireEvent.change(screen.getByLabelText('证书验证码'), { target: { value: 'AAAA-BBBB-CCCC' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await screen.findByText('未找到该证书', {}, slow);
  });
});
