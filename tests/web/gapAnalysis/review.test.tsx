// @vitest-environment jsdom
/**
 * The consultant's review drawer: the questionnaire status derived from gapStatus and the item
 * counts; the items with every answer type read-only; the judgement form requiring an issue risk
 * for 不符合 (nothing sent until it is chosen); "完成判定" asking first and showing the server's
 * refusal; the scoring task followed inline until it ends; the action only on questionnaire and
 * gap-analysis projects.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '@domain/questionnaires/contracts';
import { type TaskView, taskDetail } from '@domain/tasks/contracts';
import QuestionnaireReview from '@/pages/Questionnaires/Review';
import { WEB_PROJECT_KINDS } from '@/projectKinds';
import { webProjectKindsOf } from '@/utils/projectKinds';
import JudgementForm, { ISSUE_RISK_REQUIRED, SAVE_JUDGEMENT_TEXT, TARGET_BELOW_CURRENT } from '@/pages/Questionnaires/Review/JudgementForm';
import ReviewDrawer from '@/pages/Questionnaires/Review/ReviewDrawer';
import { FINISH_TEXT } from '@/pages/Questionnaires/Review/status';
import { requestConfig } from '@/requestErrorConfig';
import type { QuestionnaireInfo } from '@/services/questionnaires';
import { failure, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo } from '../umiFake';
import { mlpsDetail, mlpsRow } from './fixtures';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };
const spaced = (text: string) => new RegExp(text.split('').join(String.raw`\s*`));

/** Picks `label` in the antd Select of the form item labelled `field`. */
async function choose(container: HTMLElement, field: string, label: string) {
  const item = within(container).getByText(field).closest('.ant-form-item') as HTMLElement;
  fireEvent.mouseDown(item.querySelector('.ant-select-selector') as HTMLElement);
  const options = await screen.findAllByTitle(label, {}, slow);
  fireEvent.click(options[options.length - 1]);
}

const zero = { unassigned: 0, assigned: 0, submitted: 0, returned: 0 };
/** The questionnaire's summary as qnInfo answers the consultant (in review, one open risk). */
function reviewInfo(): QuestionnaireInfo {
  return {
    questionnaireCode: 'QN20261020GM0002',
    projectCode: 'PJ20261020GM0002',
    projectName: '门户网站系统',
    productName: '等级保护 2.0 第三级差距分析',
    standard: 'gov',
    serviceKind: 'gapAnalysis',
    level: '3',
    title: '等级保护 2.0 第三级差距分析调查问卷',
    status: 'channelReview',
    gapStatus: 'evaluating-risk',
    totalItems: 2,
    counts: { ...zero, submitted: 2 },
    openRisks: 1,
    mine: zero,
    configId: 'gov-gap-default',
    configVersion: '1.0.0',
    configLabel: '政务差距分析评分规则（版本 1.0.0）',
    distributedAt: '2026-10-25T02:00:00.000Z',
    distributedByName: '客户项目经理',
    submittedToChannelAt: '2026-11-10T02:00:00.000Z',
    finishedAt: null,
    sections: [{ sectionKey: 'AB', sectionName: '安全区域边界', total: 2, counts: { ...zero, submitted: 2 } }],
    respondents: [],
    candidates: [],
    actions: ['submitToConsumer', 'finish'],
    permissions: { lead: false, respond: false, review: true },
    scoringJob: null,
  };
}

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();
/** The judgements the form sent (the bodies of qnControlInfoSubmit). */
const judged = () => requestsTo(api.qnControlInfoSubmit).map((request) => request.data as { judgement: unknown });

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
});

describe('judgement form', () => {
  it('requires an issue risk for 不符合 and sends nothing until it is chosen', async () => {
    answers.set(api.qnControlInfoSubmit, ok(mlpsRow({ judged: true })));
    const onSaved = vi.fn();
    const { container } = render(<JudgementForm projectCode="PJ20261020GM0002" item={mlpsDetail()} onSaved={onSaved} />);
    await choose(container, '符合情况', '不符合');
    fireEvent.click(screen.getByRole('button', { name: spaced(SAVE_JUDGEMENT_TEXT) }));
    expect(await screen.findByText(ISSUE_RISK_REQUIRED, {}, slow)).toBeTruthy();
    expect(judged()).toHaveLength(0);

    await choose(container, '问题风险等级', '高');
    fireEvent.change(within(container).getByLabelText('整改建议'), { target: { value: '启用边界访问控制白名单' } });
    fireEvent.click(screen.getByRole('button', { name: spaced(SAVE_JUDGEMENT_TEXT) }));
    await waitFor(() => expect(judged().length).toBeGreaterThan(0), slow);
    expect(judged()[0]).toEqual({
      projectCode: 'PJ20261020GM0002',
      questionnairItemCode: 'QN20261020GM0002-010',
      judgement: { result: 'nonconform', issueRisk: 'high', finding: '', remediation: '启用边界访问控制白名单' },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), slow);
  });

  it('does not ask for an issue risk when the item conforms', async () => {
    answers.set(api.qnControlInfoSubmit, ok(mlpsRow({ judged: true })));
    const { container } = render(<JudgementForm projectCode="PJ20261020GM0002" item={mlpsDetail()} onSaved={() => undefined} />);
    await choose(container, '符合情况', '符合');
    fireEvent.click(screen.getByRole('button', { name: spaced(SAVE_JUDGEMENT_TEXT) }));
    await waitFor(() => expect(judged().length).toBeGreaterThan(0), slow);
    expect(judged()[0].judgement).toEqual({ result: 'conform', finding: '', remediation: '' });
  });
});

describe('judgement form of an ISO control', () => {
  it('refuses a target maturity below the current one and sends current, target, applicability and key control', async () => {
    answers.set(api.qnControlInfoSubmit, ok(mlpsRow({ judged: true })));
    const item = mlpsDetail({ kind: 'isoControl', ref: '8.13', title: 'A.8.13 信息备份', questionnairItemCode: 'QN20260901GI0003-080' });
    const { container } = render(<JudgementForm projectCode="PJ20260901GI0003" item={item} onSaved={() => undefined} />);
    expect(screen.queryByText('符合情况')).toBeNull();
    await choose(container, '当前成熟度', '3 已定义级');
    await choose(container, '目标成熟度', '1 初始级');
    fireEvent.click(screen.getByRole('button', { name: spaced(SAVE_JUDGEMENT_TEXT) }));
    expect(await screen.findByText(TARGET_BELOW_CURRENT, {}, slow)).toBeTruthy();
    expect(judged()).toHaveLength(0);
    await choose(container, '目标成熟度', '4 已管理级');
    fireEvent.click(screen.getByRole('button', { name: spaced(SAVE_JUDGEMENT_TEXT) }));
    await waitFor(() => expect(judged().length).toBeGreaterThan(0), slow);
    expect(judged()[0].judgement).toEqual({
      applicable: true,
      current: 3,
      target: 4,
      key: false,
      finding: '',
      remediation: '',
    });
  });
});

describe('review drawer', () => {
  it('shows the status, the items and an item with every answer type read-only; 完成判定 shows the server refusal', async () => {
    answers.set(api.qnInfo, ok(reviewInfo()));
    answers.set(
      api.qnChannelQuestionList,
      ok({
        list: [mlpsRow(), mlpsRow({ questionnairItemCode: 'QN20261020GM0002-011', ref: 'NS-04', title: '入侵防范', openRisks: 1 })],
        total: 2,
        current: 1,
        pageSize: 200,
      }),
    );
    answers.set(api.qnChannelSonQuestionInfo, ok(mlpsDetail()));
    answers.set(api.qnControlInfoFinish, failure('20004', '还有 1 个待整改问题未关闭，不能完成判定'));
    render(<ReviewDrawer project={{ projectCode: 'PJ20261020GM0002', name: '等保三级差距分析' }} onClose={() => undefined} />);
    expect(await screen.findByText('顾问审核中', {}, slow)).toBeTruthy();
    expect(screen.getByText('风险评估中')).toBeTruthy();
    // The scoring configuration by its Chinese name, never its id.
    expect(screen.getByText('政务差距分析评分规则（版本 1.0.0）')).toBeTruthy();
    expect(screen.queryByText(/gov-gap-default/)).toBeNull();
    expect(screen.getByText('访问控制')).toBeTruthy();
    expect(screen.getByText('入侵防范')).toBeTruthy();
    expect(screen.getByRole('button', { name: spaced('退回客户整改') })).toBeTruthy();

    fireEvent.click(screen.getByText('访问控制'));
    expect(await screen.findByText('边界防火墙已配置访问控制策略', {}, slow)).toBeTruthy();
    expect(screen.getByText('✓ 部分符合')).toBeTruthy();
    expect(screen.getByAltText('策略截图.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: /访问控制策略\.pdf/ })).toBeTruthy();
    expect(screen.getByText('10.0.1.0/24')).toBeTruthy();
    expect(screen.getByText('网络区域')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: spaced(FINISH_TEXT) }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }, slow));
    expect(await screen.findByText('还有 1 个待整改问题未关闭，不能完成判定', {}, slow)).toBeTruthy();
    expect(requestsTo(api.qnControlInfoFinish)).toContainEqual(
      expect.objectContaining({ data: { projectCode: 'PJ20261020GM0002' }, skipErrorHandler: true }),
    );
  });

  it('follows the scoring task inline and reads the questionnaire again when it ends', async () => {
    const job: NonNullable<QuestionnaireInfo['scoringJob']> = {
      taskId: 7,
      status: 'running',
      error: null,
      createdAt: '2026-11-20T02:00:00.000Z',
      finishedAt: null,
    };
    let info: QuestionnaireInfo = { ...reviewInfo(), status: 'finished', gapStatus: 'gap-analysising', actions: [], scoringJob: job };
    answers.set(api.qnInfo, () => ok(info));
    answers.set(api.qnChannelQuestionList, ok({ list: [mlpsRow()], total: 1, current: 1, pageSize: 200 }));
    const view: Omit<TaskView, 'status' | 'done' | 'total'> = {
      taskId: 7,
      kind: 'gapScoring',
      kindLabel: '差距分析评分',
      title: '门户网站系统',
      error: null,
      result: null,
      createdAt: job.createdAt,
      finishedAt: null,
      duration: 30,
    };
    let task: TaskView = { ...view, status: 'running', done: 3, total: 10 };
    answers.set(taskDetail, () => ok(task));
    render(<ReviewDrawer project={{ projectCode: 'PJ20261020GM0002', name: '等保三级差距分析' }} onClose={() => undefined} />);
    const progress = await screen.findByTestId('task-progress', {}, slow);
    await waitFor(() => expect(within(progress).getByText('30%')).toBeTruthy(), slow);
    expect(within(progress).getByText('进行中')).toBeTruthy();
    const infoReads = requestsTo(api.qnInfo).length;

    info = { ...info, gapStatus: 'report-finished', scoringJob: { ...job, status: 'succeeded', finishedAt: '2026-11-20T02:01:00.000Z' } };
    task = { ...view, status: 'succeeded', done: 10, total: 10, finishedAt: '2026-11-20T02:01:00.000Z' };
    await waitFor(() => expect(within(screen.getByTestId('task-progress')).getByText('已完成')).toBeTruthy(), slow);
    await waitFor(() => expect(requestsTo(api.qnInfo).length).toBeGreaterThan(infoReads), slow);
    expect(await screen.findByText('报告已生成', {}, slow)).toBeTruthy();
  });

  it('offers 问卷审核 only on questionnaire and gap-analysis projects (their project kind mounts it)', () => {
    const project = { projectCode: 'PJ1', name: 'p' };
    const workspaceOf = (serviceKind: string) => webProjectKindsOf(WEB_PROJECT_KINDS, serviceKind)[0]?.ChannelWorkspace;
    expect(workspaceOf('gapAnalysis')).toBe(QuestionnaireReview);
    expect(workspaceOf('questionnaire')).toBe(QuestionnaireReview);
    const Other = workspaceOf('riskAssessment');
    expect(Other).not.toBe(QuestionnaireReview);
    render(<QuestionnaireReview project={project} />);
    expect(screen.getByText('问卷审核')).toBeTruthy();
  });
});
