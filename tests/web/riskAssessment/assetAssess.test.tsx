// @vitest-environment jsdom
/**
 * 信息安全风险评估 (/assetAssess/:projectCode) against a fake of the risk-assessment calls: the
 * stage bar and the moves each caller may make, adding a business asset, Excel import errors, the
 * owners' submit and rejection (a reason is required), and the customer's confirmation.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AssetAssess from '@/pages/RiskAssessment/AssetAssess';
import {
  CONFIRM_COMPLETE_TEXT,
  CONFIRM_REJECT_TEXT,
  IMPORT_ERRORS_TITLE,
  MY_ASSETS_TAB,
  OWNER_COMPLETE_TEXT,
  OWNER_SUBMIT_ALL_TEXT,
  PROGRESS_TAB,
  REASON_REQUIRED,
  URGE_TEXT,
} from '@/pages/RiskAssessment/AssetAssess/components/labels';
import { requestConfig } from '@/requestErrorConfig';
import { demoUser, failure } from '../fixtures';
import { installRequest, requests, setHashPath, setInitialState, setRouteParams } from '../umiFake';
import { answerRiskAssessment, type FakeState, fakeState, ownedAsset, PROJECT, systemAsset, unitAsset } from './fake';

vi.setConfig({ testTimeout: 120_000 });
const slow = { timeout: 30_000 };
const spaced = (text: string) => new RegExp(`^${text.split('').join(String.raw`\s*`)}$`);
let state: FakeState;

const PHONES = { pm: '13800000021', owner: '13800000022', executor: '13800000023', lead: '13800000041' } as const;

function open(who: keyof typeof PHONES) {
  const me = demoUser(PHONES[who]).accountId;
  installRequest(requestConfig, (request) => answerRiskAssessment(state, request, me) ?? failure('404', `no fake for ${request.url}`));
  setHashPath(`/assetAssess/${PROJECT}`);
  setRouteParams({ projectCode: PROJECT });
  setInitialState({ currentUser: demoUser(PHONES[who]), failed: false });
  render(<AssetAssess />);
}

/** Picks `label` in the antd Select of the form item labelled `field`. */
async function choose(container: HTMLElement, field: string, label: string) {
  const item = within(container).getByText(field, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  fireEvent.mouseDown(item.querySelector('.ant-select-selector') as HTMLElement);
  const options = await screen.findAllByTitle(label, {}, slow);
  fireEvent.click(options[options.length - 1]);
}

const posted = (path: string) => state.posts.filter((p) => p.path === path);

/** Picks each [field, label] in turn. */
async function chooseAll(container: HTMLElement, picks: readonly (readonly [string, string])[]) {
  for (const [field, label] of picks) await choose(container, field, label);
}

/** Clicks 保存 in the drawer and answers the one body it posted to `path`. */
async function saveSent(drawer: HTMLElement, path: string) {
  fireEvent.click(within(drawer).getByRole('button', { name: spaced('保存') }));
  await waitFor(() => expect(posted(path)).toHaveLength(1), slow);
  return posted(path)[0].body;
}

beforeEach(() => {
  state = fakeState();
});

describe('信息安全风险评估 · 阶段', () => {
  it('the executor finishes the business stage after confirming, then sees the system stage move', async () => {
    open('executor');
    const finish = await screen.findByRole('button', { name: '完成业务资产识别' }, slow);
    expect(screen.getByTestId('stage-bar').querySelector('.ant-steps-item-process')?.textContent).toContain('业务资产');
    fireEvent.click(finish);
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(/业务资产仍可补充修改/)).toBeTruthy();
    expect(posted('/assets/finish')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByRole('button', { name: '完成系统资产识别' }, slow)).toBeTruthy();
    expect(posted('/assets/finish')[0].body).toEqual({ projectCode: PROJECT });
    expect(screen.queryByRole('button', { name: '完成业务资产识别' })).toBeNull();
  });

  it('a refused move shows the server reason and leaves the stage as it was', async () => {
    state.refuse['/assets/finish'] = '请至少识别一项业务资产';
    open('executor');
    fireEvent.click(await screen.findByRole('button', { name: '完成业务资产识别' }, slow));
    fireEvent.click(within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('请至少识别一项业务资产', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: '完成业务资产识别' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '完成系统资产识别' })).toBeNull();
  });

  it('lists what stops the stage and disables the move', async () => {
    state.stage = 'unit';
    state.problems = ['还有 2 项资产未指定责任人'];
    open('executor');
    const finish = await screen.findByRole('button', { name: '完成资产梳理，提交责任人' }, slow);
    expect(finish.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('还有 2 项资产未指定责任人')).toBeTruthy();
  });

  it('the PM sees the stage but no executor moves and no write buttons', async () => {
    open('pm');
    expect(await screen.findByText('在线交易业务', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '完成业务资产识别' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增业务资产/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });

  it('a rejected stage shows in error with the customer reason', async () => {
    state.stage = 'control_reject';
    state.status = 'assets-owner-finish';
    state.combingFinished = true;
    state.reject = { stage: 'control', reason: '遗漏了机房门禁措施', byName: '客户项目经理', at: '2026-11-24T03:00:00.000Z' };
    open('pm');
    expect(await screen.findByText('客户驳回了“已有安全措施”', {}, slow)).toBeTruthy();
    expect(screen.getByText(/遗漏了机房门禁措施/)).toBeTruthy();
    const step = screen.getByTestId('stage-bar').querySelector('.ant-steps-item-error');
    expect(step?.textContent).toContain('已有安全措施驳回');
  });

  it('after the owners, executors see the tiers closed with the reason', async () => {
    state.stage = 'unit';
    state.combingFinished = true;
    open('executor');
    const add = await screen.findByRole('button', { name: /新增单元资产/ }, slow);
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: '完成资产梳理，提交责任人' })).toBeNull();
  });
});

describe('信息安全风险评估 · 业务资产', () => {
  it('adding a business asset sends the name, dictionaries, importance, association and owner', async () => {
    open('executor');
    fireEvent.click(await screen.findByRole('button', { name: /新增业务资产/ }, slow));
    const drawer = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(drawer).getByLabelText('业务名称'), { target: { value: '  客户服务热线 ' } });
    await chooseAll(drawer, [
      ['业务功能', '客户服务'],
      ['业务重要性', '4（高）'],
      ['责任人', '客户责任人'],
    ]);
    fireEvent.click(within(drawer).getByRole('button', { name: /添加关联业务/ }));
    await chooseAll(drawer, [
      ['业务', '在线交易业务'],
      ['业务关联程度', '紧密关联'],
    ]);
    expect(await saveSent(drawer, '/businessAssets/addOrUpdate')).toEqual({
      projectCode: PROJECT,
      name: '客户服务热线',
      description: '',
      options: { biz_func: '2' },
      importance: 4,
      associations: [{ assetCode: 'BA0001', type: '', degree: 'close' }],
      ownerAccountId: 'A-22',
    });
    expect(await screen.findByText('客户服务热线', {}, slow)).toBeTruthy();
  });

  it('a missing importance is named before anything is sent', async () => {
    open('executor');
    fireEvent.click(await screen.findByRole('button', { name: /新增业务资产/ }, slow));
    const drawer = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(drawer).getByLabelText('业务名称'), { target: { value: '门户网站' } });
    fireEvent.click(within(drawer).getByRole('button', { name: spaced('保存') }));
    expect(await within(drawer).findByText('请选择业务重要性（1–5）', {}, slow)).toBeTruthy();
    expect(posted('/businessAssets/addOrUpdate')).toHaveLength(0);
  });

  it('an import with errors lists row, column and reason and saves nothing', async () => {
    state.importResult = {
      ok: false,
      created: 0,
      updated: 0,
      errors: [
        { row: 3, column: '业务重要性', message: '须为 1–5 的整数' },
        { row: 5, column: '责任人', message: '找不到责任人“张三”' },
      ],
    };
    open('executor');
    await screen.findByText('在线交易业务', {}, slow);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], '业务资产.xlsx')] } });
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(IMPORT_ERRORS_TITLE)).toBeTruthy();
    expect(within(dialog).getByText('第 3 行')).toBeTruthy();
    expect(within(dialog).getByText('找不到责任人“张三”')).toBeTruthy();
    expect(posted('/import')[0].body).toMatchObject({ projectCode: PROJECT, tier: 'business' });
  });

  it('shows the importance explanation of a business', async () => {
    open('pm');
    const cell = await screen.findByTestId('value-cell', {}, slow);
    expect(cell.textContent).toContain('5（很高）');
    fireEvent.mouseEnter(cell.firstElementChild as HTMLElement);
    expect(await screen.findByText(/调整为 5（很高）/, {}, slow)).toBeTruthy();
  });
});

describe('信息安全风险评估 · 系统资产与单元资产', () => {
  it('lists system assets with their type, category, value, C/I/A and businesses; adding one sends the tier’s fields', async () => {
    state.stage = 'system';
    state.systems = [systemAsset('SA0001', '核心交易系统')];
    open('executor');
    expect(await screen.findByRole('tab', { name: /^系统资产/, selected: true }, slow)).toBeTruthy();
    const row = (await screen.findByText('核心交易系统', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('SA0001 · 信息系统')).toBeTruthy();
    expect(within(row).getByText('软件')).toBeTruthy();
    expect(within(row).getByText('4/4/3')).toBeTruthy();
    expect(within(row).getByText('在线交易业务')).toBeTruthy();
    expect(within(row).getByText('待评估')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新增系统资产/ }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(within(drawer).getByText('新增系统资产')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('系统资产名称'), { target: { value: ' 客户数据库 ' } });
    await chooseAll(drawer, [
      ['资产类别', '数据'],
      ['系统资产类型', '数据资源'],
      ['业务承载程度', '4（高）'],
      ['保密性', '5（很高）'],
      ['完整性', '4（高）'],
      ['可用性', '3（中）'],
      ['承载的业务', '在线交易业务（重要性 5（很高））'],
    ]);
    expect(await saveSent(drawer, '/systemAssets/addOrUpdate')).toEqual({
      projectCode: PROJECT,
      name: '客户数据库',
      description: '',
      category: 'data',
      systemType: '2',
      carryTypes: [],
      carryLevel: 4,
      systemRelated: null,
      confidentiality: 5,
      integrity: 4,
      availability: 3,
      businessCodes: ['BA0001'],
      ownerAccountId: null,
    });
    expect(await screen.findByText('客户数据库', {}, slow)).toBeTruthy();
  });

  it('editing a unit asset fills its values and sends them back with its code', async () => {
    state.stage = 'unit';
    state.systems = [systemAsset('SA0001', '核心交易系统')];
    state.units = [unitAsset('UA0001', '核心交换机')];
    open('executor');
    const row = (await screen.findByText('核心交换机', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('UA0001 · 网络设备')).toBeTruthy();
    expect(within(row).getByText('系统单元')).toBeTruthy();
    expect(within(row).getByText('核心交易系统')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: spaced('编辑') }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(within(drawer).getByText('编辑单元资产：核心交换机')).toBeTruthy();
    expect((within(drawer).getByLabelText('单元资产名称') as HTMLInputElement).value).toBe('核心交换机');
    await waitFor(() => expect(within(drawer).getByText('核心交易系统（价值 4（高））')).toBeTruthy(), slow);
    await choose(drawer, '可用性', '5（很高）');
    expect(await saveSent(drawer, '/unitAssets/update')).toEqual({
      projectCode: PROJECT,
      assetCode: 'UA0001',
      name: '核心交换机',
      description: '',
      unitType: 'systemUnit',
      subType: '网络设备',
      category: 'hardware',
      confidentiality: 3,
      integrity: 3,
      availability: 5,
      systemCodes: ['SA0001'],
      ownerAccountId: 'A-22',
    });
  });
});

describe('信息安全风险评估 · 责任人', () => {
  beforeEach(() => {
    state.stage = 'unit';
    state.combingFinished = true;
    state.mine = [ownedAsset('SA0001', '核心交易系统'), ownedAsset('UA0001', '核心交换机', { tier: 'unit', category: 'hardware' })];
  });

  it('an owner submits all their assets after confirming', async () => {
    open('owner');
    expect(await screen.findByRole('tab', { name: MY_ASSETS_TAB, selected: true }, slow)).toBeTruthy();
    await screen.findByText('核心交易系统（SA0001）', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: OWNER_SUBMIT_ALL_TEXT }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定提交' }));
    await waitFor(() => expect(posted('/owner/submit')).toHaveLength(1), slow);
    expect(posted('/owner/submit')[0].body).toEqual({ projectCode: PROJECT });
    // Both rows are submitted and so is the assessment (the last owner's submit moves the status).
    await waitFor(() => expect(screen.getAllByText('责任人已提交', { selector: '.ant-tag' })).toHaveLength(3), slow);
    // Not the project's customer owner: no inventory confirmation.
    expect(screen.queryByRole('button', { name: OWNER_COMPLETE_TEXT })).toBeNull();
  });

  it('rejecting selected assets requires a reason', async () => {
    open('owner');
    const row = (await screen.findByText('核心交换机（UA0001）', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /驳回所选/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await within(dialog).findByText(REASON_REQUIRED, {}, slow)).toBeTruthy();
    expect(posted('/owner/reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '交换机的可用性应为很高' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(posted('/owner/reject')).toHaveLength(1), slow);
    expect(posted('/owner/reject')[0].body).toEqual({ projectCode: PROJECT, assetCodes: ['UA0001'], reason: '交换机的可用性应为很高' });
  });

  it('the project customer owner confirms the inventory once every owner has submitted', async () => {
    state.status = 'assets-owner-submit';
    open('lead');
    const confirm = await screen.findByRole('button', { name: OWNER_COMPLETE_TEXT }, slow);
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(posted('/owner/complete')).toEqual([{ path: '/owner/complete', body: { projectCode: PROJECT } }]), slow);
  });
});

describe('信息安全风险评估 · 责任人进度', () => {
  it('the PM urges an owner with assets still in hand', async () => {
    state.stage = 'unit';
    state.combingFinished = true;
    open('pm');
    fireEvent.click(await screen.findByRole('tab', { name: PROGRESS_TAB }, slow));
    const row = (await screen.findByText('客户责任人', { selector: 'td' }, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: spaced(URGE_TEXT) }));
    const confirm = await screen.findByRole('tooltip', {}, slow);
    fireEvent.click(within(confirm).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(posted('/urge')).toHaveLength(1), slow);
    expect(posted('/urge')[0].body).toEqual({ projectCode: PROJECT, accountId: 'A-22', urgeType: 'assets_urge', message: '' });
  });

  it('an executor follows the progress but cannot urge', async () => {
    state.stage = 'unit';
    state.combingFinished = true;
    open('executor');
    fireEvent.click(await screen.findByRole('tab', { name: PROGRESS_TAB }, slow));
    const row = (await screen.findByText('客户责任人', { selector: 'td' }, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: spaced(URGE_TEXT) })).toBeNull();
  });
});

describe('信息安全风险评估 · 客户确认', () => {
  beforeEach(() => {
    state.stage = 'submit';
    state.status = 'assess-confirm';
    state.combingFinished = true;
  });

  it('the PM rejects a stage only with a stage and a reason', async () => {
    open('pm');
    expect(await screen.findByText('核心交换机', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: CONFIRM_REJECT_TEXT }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await within(dialog).findByText(REASON_REQUIRED, {}, slow)).toBeTruthy();
    expect(within(dialog).getByText('请选择要驳回的阶段', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    await choose(dialog, '驳回阶段', '风险分析');
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '高风险的处置计划不具体' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(posted('/stage/reject')).toHaveLength(1), slow);
    expect(posted('/stage/reject')[0].body).toEqual({ projectCode: PROJECT, stage: 'risk', reason: '高风险的处置计划不具体' });
    expect(await screen.findByText('客户驳回了“风险分析”', {}, slow)).toBeTruthy();
  });

  it('the PM completes the assessment after confirming; the executor cannot', async () => {
    open('pm');
    fireEvent.click(await screen.findByRole('button', { name: CONFIRM_COMPLETE_TEXT }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText(/评估已完成/, {}, slow)).toBeTruthy();
    expect(posted('/assets/consumerComplete')[0].body).toEqual({ projectCode: PROJECT });
  });

  it('an executor sees the confirmation pending without the buttons', async () => {
    open('executor');
    expect(await screen.findByText(/等待客户项目经理或责任人确认/, {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: CONFIRM_COMPLETE_TEXT })).toBeNull();
    expect(requests.some((r) => r.url.endsWith('/assess/assessHighRemnantRiskList'))).toBe(true);
  });
});
