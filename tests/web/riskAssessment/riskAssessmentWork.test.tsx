// @vitest-environment jsdom
/**
 * The consultant's risk assessment workspace: the entry only on risk-assessment projects; the
 * stage bar (reject reason, problems); editing and finishing only for the consultant in the stage
 * that allows them (others read, another stage shows the refusal); finishing threat
 * identification; saving an asset's vulnerabilities sends the whole list with the mark; the
 * method chosen when computing; the treatment dialog sends the treatment and shows the
 * recomputed residual risk; signing acceptance of residual risks.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '@domain/riskAssessment/contracts';
import RiskAssessmentWork from '@/pages/RiskAssessment/Work';
import { WEB_PROJECT_KINDS } from '@/projectKinds';
import { webProjectKindsOf } from '@/utils/projectKinds';
import { ADD_VULNERABILITY_TEXT } from '@/pages/RiskAssessment/Work/VulnerabilityEditor';
import { ADD_THREAT_TEXT } from '@/pages/RiskAssessment/Work/ThreatsTab';
import { ACCEPT_TEXT, FINISH_CONTROLS_TEXT, FINISH_THREATS_TEXT, SAVE_ASSESSED_TEXT, TREAT_TEXT } from '@/pages/RiskAssessment/Work/texts';
import { SUBMIT_TREATMENT_TEXT } from '@/pages/RiskAssessment/Work/TreatmentModal';
import WorkDrawer from '@/pages/RiskAssessment/Work/WorkDrawer';
import { requestConfig } from '@/requestErrorConfig';
import { failure, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo } from '../umiFake';
import { asset, info, PROJECT, risk, threat, vulnerability } from './consultantFixtures';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 30_000 };
const spaced = (text: string) => new RegExp(text.split('').join(String.raw`\s*`));
const page = <T,>(list: T[]) => ({ list, total: list.length, current: 1, pageSize: 20 });

/** Picks `label` in the antd Select of the form item labelled `field` inside `container`. */
async function choose(container: HTMLElement, field: string, label: string) {
  const item = within(container).getByText(field).closest('.ant-form-item') as HTMLElement;
  fireEvent.mouseDown(item.querySelector('.ant-select-selector') as HTMLElement);
  const options = await screen.findAllByTitle(label, {}, slow);
  fireEvent.click(options[options.length - 1]);
}

/** The antd modal titled `title`. */
async function modal(title: string | RegExp): Promise<HTMLElement> {
  const found = await screen.findAllByText(title, {}, slow);
  return found.map((element) => element.closest('.ant-modal-content')).find(Boolean) as HTMLElement;
}

/** The table row that shows `text`. */
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

function openDrawer() {
  render(<WorkDrawer project={{ projectCode: PROJECT, name: '核心业务系统风险评估' }} onClose={() => undefined} />);
}

/** The fake server's answers by contract (anything else: 404), set afresh before every test. */
const answers = new Map<ContractLike, ContractAnswer>();

/** Checks that the drawer sent `payload` to `contract` (a GET's query, else its body), leaving errors to the page (skipErrorHandler). */
function expectSent(contract: ContractLike, payload: unknown): void {
  expect(requestsTo(contract)).toContainEqual(
    expect.objectContaining({ [contract.method === 'GET' ? 'params' : 'data']: payload, skipErrorHandler: true }),
  );
}

beforeEach(() => {
  answers.clear();
  answers.set(api.raThreatList, ok([threat()]));
  answers.set(api.raAssessAssets, ok(page([asset()])));
  answers.set(api.raControlList, ok(page([])));
  answers.set(api.raSuggestionList, ok(page([risk()])));
  answers.set(api.raConfirmHighRemnant, ok(page([])));
  answers.set(api.raControlOptions, ok({ catalogue: [], assets: [], threats: [] }));
  installRequest(requestConfig, answerContracts(answers));
});

describe('entry', () => {
  it('shows 风险评估 only on risk-assessment projects (their project kind mounts it)', () => {
    const project = { projectCode: PROJECT, name: '核心业务系统风险评估' };
    const workspaceOf = (serviceKind: string) => webProjectKindsOf(WEB_PROJECT_KINDS, serviceKind)[0]?.ChannelWorkspace;
    expect(workspaceOf('riskAssessment')).toBe(RiskAssessmentWork);
    expect(workspaceOf('gapAnalysis')).not.toBe(RiskAssessmentWork);
    expect(workspaceOf('certification')).not.toBe(RiskAssessmentWork);
    render(<RiskAssessmentWork project={project} />);
    expect(screen.getByText('风险评估')).toBeTruthy();
  });
});

describe('before the consultant starts', () => {
  it('shows the owners’ progress with an urge for the late ones', async () => {
    answers.set(api.raStatus, ok(info({ stage: 'unit', status: 'combing', stageActions: [] })));
    answers.set(
      api.raOwnerDetailList,
      ok([{ accountId: 'A-22', showName: '客户责任人', total: 5, inhand: 5, submitted: 0, freeze: 0, rejected: 0, lastUrgeAt: null }]),
    );
    openDrawer();
    expect(await screen.findByText('资产责任人进度', {}, slow)).toBeTruthy();
    const row = (await screen.findByText('客户责任人', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: spaced('催办') })).toBeTruthy();
    expectSent(api.raOwnerDetailList, { projectCode: PROJECT });
    expect(screen.queryByRole('tab', { name: '威胁识别' })).toBeNull();
  });
});

describe('stage actions per permissions', () => {
  it('the consultant at threat identification adds threats and finishes the stage', async () => {
    answers.set(api.raStatus, ok(info()));
    answers.set(api.raThreatComplete, ok(info({ stage: 'assess', stageActions: [] })));
    openDrawer();
    expect(await screen.findByText('拒绝服务攻击', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: ADD_THREAT_TEXT })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: FINISH_THREATS_TEXT }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }, slow));
    await waitFor(() => expectSent(api.raThreatComplete, { projectCode: PROJECT }));
    // the new stage: the vulnerability tab opens
    expect(await screen.findByText('点击左侧资产，记录它的脆弱性及可利用的威胁', {}, slow)).toBeTruthy();
  });

  it('shows the server refusal of a finish beside the button', async () => {
    answers.set(api.raStatus, ok(info({ problems: ['尚未识别威胁'] })));
    answers.set(api.raThreatComplete, failure('20004', '当前阶段还有未完成的工作'));
    openDrawer();
    expect(await screen.findByText('尚未识别威胁', {}, slow)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: FINISH_THREATS_TEXT }, slow));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }, slow));
    expect(await screen.findByText('当前阶段还有未完成的工作', {}, slow)).toBeTruthy();
  });

  it('someone who is not the consultant only reads', async () => {
    answers.set(
      api.raStatus,
      ok(info({ stageActions: [], permissions: { execute: false, own: false, ownerLead: false, customerLead: true, consult: false } })),
    );
    openDrawer();
    expect(await screen.findByText('拒绝服务攻击', {}, slow)).toBeTruthy();
    expect(screen.getByText('您不是该项目的交付顾问，只能查看')).toBeTruthy();
    expect(screen.queryByRole('button', { name: ADD_THREAT_TEXT })).toBeNull();
    expect(screen.queryByRole('button', { name: FINISH_THREATS_TEXT })).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
  });

  it('in a later stage the threats show the refusal and no editing', async () => {
    answers.set(api.raStatus, ok(info({ stage: 'risk', stageActions: ['finishRisk'], computedAt: '2026-11-05T02:00:00.000Z' })));
    openDrawer();
    // the risk stage opens the risk tab
    expect(await screen.findByText('未部署抗拒绝服务设备', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '威胁识别' }));
    expect(await screen.findByText('当前为“风险分析”阶段，只能在“威胁识别”阶段修改', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ADD_THREAT_TEXT })).toBeNull();
  });

  it('a stage the customer rejected shows the reason on the stage bar', async () => {
    answers.set(
      api.raStatus,
      ok(
        info({
          stage: 'control_reject',
          status: 'assets-owner-finish',
          stageActions: ['finishControl'],
          reject: { stage: 'control', reason: '防火墙策略的有效性评价过高', byName: '客户项目经理', at: '2026-11-07T02:00:00.000Z' },
        }),
      ),
    );
    openDrawer();
    expect(await screen.findByText('驳回原因：防火墙策略的有效性评价过高', {}, slow)).toBeTruthy();
    expect(screen.getByText(/客户驳回了“已有安全措施”/)).toBeTruthy();
    // the rejected stage may be edited and finished again
    expect(await screen.findByRole('button', { name: FINISH_CONTROLS_TEXT }, slow)).toBeTruthy();
  });
});

describe('threats', () => {
  it('adds a threat from the catalogue quick picks and deletes one after confirming', async () => {
    answers.set(api.raStatus, ok(info()));
    answers.set(api.raThreatSave, ok(threat({ threatCode: 'TH0002', name: '嗅探' })));
    answers.set(api.raThreatDelete, ok({ deleted: 1 }));
    openDrawer();
    fireEvent.click(await screen.findByRole('button', { name: ADD_THREAT_TEXT }, slow));
    const dialog = await modal(ADD_THREAT_TEXT);
    await choose(dialog, '威胁类别', '网络攻击');
    fireEvent.click(await within(dialog).findByText('嗅探', {}, slow));
    expect((within(dialog).getByLabelText('威胁名称') as HTMLInputElement).value).toBe('嗅探');
    await choose(dialog, '出现频率', '3（中）');
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await waitFor(() =>
      expectSent(api.raThreatSave, {
        projectCode: PROJECT,
        name: '嗅探',
        category: 'networkAttack',
        source: 'malicious',
        capability: null,
        frequency: 3,
        timing: 'normal',
        description: '',
      }),
    );
    fireEvent.click(within(rowOf('拒绝服务攻击')).getByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }, slow));
    await waitFor(() => expectSent(api.raThreatDelete, { projectCode: PROJECT, threatCode: 'TH0001' }));
  });
});

describe('vulnerabilities', () => {
  it('saving an asset sends the whole list with the assessed mark', async () => {
    answers.set(api.raStatus, ok(info({ stage: 'assess', stageActions: ['finishAssess'] })));
    const detail = {
      asset: asset(),
      vulnerabilities: [vulnerability()],
      threats: [threat(), threat({ threatCode: 'TH0002', name: '嗅探', value: 3 })],
    };
    answers.set(api.raAssessDetail, ok(detail));
    answers.set(api.raAssessUpdate, ok({ ...detail, asset: asset({ assessState: 'assesscomplete' }) }));
    openDrawer();
    fireEvent.click(await screen.findByText('网上营业厅', {}, slow));
    const name = (await screen.findByDisplayValue('未部署抗拒绝服务设备', {}, slow)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '未部署抗拒绝服务设备（边界）' } });
    fireEvent.click(screen.getByRole('button', { name: SAVE_ASSESSED_TEXT }));
    await waitFor(() =>
      expectSent(api.raAssessUpdate, {
        projectCode: PROJECT,
        assetCode: 'SA0001',
        assessed: true,
        vulnerabilities: [
          {
            vulnCode: 'VU0001',
            name: '未部署抗拒绝服务设备（边界）',
            layer: 'network',
            severity: 4,
            exploitability: 3,
            threatCodes: ['TH0001'],
            description: '',
          },
        ],
      }),
    );
    expect(await screen.findByText('已保存，资产已标记评估完成', {}, slow)).toBeTruthy();
  });

  it('a new vulnerability needs the threats that exploit it before anything is sent', async () => {
    answers.set(api.raStatus, ok(info({ stage: 'assess', stageActions: ['finishAssess'] })));
    answers.set(api.raAssessDetail, ok({ asset: asset(), vulnerabilities: [], threats: [threat()] }));
    openDrawer();
    fireEvent.click(await screen.findByText('网上营业厅', {}, slow));
    fireEvent.click(await screen.findByRole('button', { name: ADD_VULNERABILITY_TEXT }, slow));
    fireEvent.change(screen.getByLabelText('脆弱性名称'), { target: { value: '弱口令' } });
    fireEvent.click(screen.getByRole('button', { name: SAVE_ASSESSED_TEXT }));
    expect(await screen.findByText('请至少选择一项可利用该脆弱性的威胁', {}, slow)).toBeTruthy();
    expect(requestsTo(api.raAssessUpdate)).toHaveLength(0);
  });
});

describe('measures and risk computation', () => {
  it('computes the risks with the chosen method', async () => {
    answers.set(api.raStatus, ok(info({ stage: 'control', stageActions: ['finishControl'] })));
    answers.set(api.raControlComplete, ok(info({ stage: 'risk', stageActions: ['finishRisk'], method: 'multiplication' })));
    openDrawer();
    fireEvent.click(await screen.findByRole('button', { name: FINISH_CONTROLS_TEXT }, slow));
    fireEvent.click(await screen.findByLabelText('相乘法', {}, slow));
    fireEvent.click(screen.getByRole('button', { name: spaced('开始计算') }));
    await waitFor(() => expectSent(api.raControlComplete, { projectCode: PROJECT, method: 'multiplication' }));
    // the risk stage: the ranked risks
    expect(await screen.findByText('未部署抗拒绝服务设备', {}, slow)).toBeTruthy();
  });
});

describe('treatment', () => {
  /** The treatment the dialog below fills in: what it must send, and what the fake answers with. */
  const TREATMENT = {
    option: 'reduce' as const,
    measures: ['部署抗 DDoS 设备'],
    plannedControls: [],
    residualInputs: { severity: 2 },
    owner: '张工',
    dueDate: '2026-12-31',
    acceptedBy: '',
    acceptedAt: '',
  };

  it('the treatment dialog sends the treatment and shows the recomputed residual risk', async () => {
    answers.set(api.raStatus, ok(info({ stage: 'risk', stageActions: ['finishRisk'], computedAt: '2026-11-05T02:00:00.000Z' })));
    answers.set(
      api.raHandleSubmit,
      ok([
        risk({
          treatment: TREATMENT,
          residual: {
            status: 'treated',
            value: 8,
            level: 2,
            levelText: 'di',
            acceptance: 'acceptable',
            furtherActionRequired: false,
            lines: ['处置后严重程度 2，残余风险等级 2'],
          },
        }),
      ]),
    );
    openDrawer();
    expect(await screen.findByText('未部署抗拒绝服务设备', {}, slow)).toBeTruthy();
    expect(screen.getByText('4 高')).toBeTruthy();
    fireEvent.click(within(rowOf('未部署抗拒绝服务设备')).getByText(TREAT_TEXT));
    const dialog = await modal('制定处置（1 项风险）');
    const measures = within(dialog).getByLabelText('处置措施');
    fireEvent.change(measures, { target: { value: '部署抗 DDoS 设备' } });
    fireEvent.keyDown(measures, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await choose(dialog, '脆弱性严重程度', '2（低）');
    fireEvent.change(within(dialog).getByLabelText('负责人'), { target: { value: '张工' } });
    fireEvent.change(within(dialog).getByLabelText('完成期限'), { target: { value: '2026-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: SUBMIT_TREATMENT_TEXT }));
    await waitFor(() =>
      expectSent(api.raHandleSubmit, {
        projectCode: PROJECT,
        riskCodes: ['VU0001~TH0001'],
        treatment: TREATMENT,
      }),
    );
    expect(await screen.findByText('处置已保存：处置后的残余风险', {}, slow)).toBeTruthy();
    expect(screen.getByText('2 低')).toBeTruthy();
    expect(screen.getByText('已处置')).toBeTruthy();
  });

  it('the residual ratings offered are lower than the current ones', async () => {
    answers.set(api.raStatus, ok(info({ stage: 'risk', stageActions: ['finishRisk'], computedAt: '2026-11-05T02:00:00.000Z' })));
    openDrawer();
    await screen.findByText('未部署抗拒绝服务设备', {}, slow);
    fireEvent.click(within(rowOf('未部署抗拒绝服务设备')).getByText(TREAT_TEXT));
    const dialog = await modal('制定处置（1 项风险）');
    const item = within(dialog).getByText('脆弱性严重程度').closest('.ant-form-item') as HTMLElement;
    fireEvent.mouseDown(item.querySelector('.ant-select-selector') as HTMLElement);
    expect(await screen.findByTitle('3（中）', {}, slow)).toBeTruthy();
    expect(screen.queryByTitle('4（高）')).toBeNull();
  });
});

describe('residual risks', () => {
  it('signs acceptance of the selected high residual risks', async () => {
    answers.set(api.raStatus, ok(info({ stage: 'remnant_risk', stageActions: ['finishRemnant'], computedAt: '2026-11-05T02:00:00.000Z' })));
    const high = risk({
      residual: {
        status: 'pendingAcceptance',
        value: 20,
        level: 4,
        levelText: 'gao',
        acceptance: 'mustTreat',
        furtherActionRequired: true,
        lines: [],
      },
    });
    answers.set(api.raConfirmHighRemnant, ok(page([high])));
    answers.set(api.raConfirmSubmit, ok([high]));
    openDrawer();
    expect(await screen.findByText('待签字接受', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交客户确认' })).toBeTruthy();
    const row = screen.getByText('待签字接受').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(ACCEPT_TEXT) }));
    const dialog = await modal('签署接受（1 项残余风险）');
    fireEvent.change(within(dialog).getByLabelText('风险接受人'), { target: { value: '赵总' } });
    fireEvent.change(within(dialog).getByLabelText('接受日期'), { target: { value: '2026-11-06' } });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced(ACCEPT_TEXT) }));
    await waitFor(() =>
      expectSent(api.raConfirmSubmit, { projectCode: PROJECT, riskCodes: ['VU0001~TH0001'], acceptedBy: '赵总', acceptedAt: '2026-11-06' }),
    );
  });
});
