// @vitest-environment jsdom
/**
 * 信息安全风险评估 (/assetAssess/:projectCode) against the demo server (tests/web/demoServer.ts):
 * the stage bar and the moves each caller may make, adding a business asset, Excel import errors,
 * the owners' submit and rejection (a reason is required), and the customer's confirmation.
 *
 * Two demo assessments of 示例科技 (domain/riskAssessment/demo.ts): PJ20261015RA0006 with nothing
 * entered (the business stage) and PJ20261015RA0005 in the owner stage (客户责任人 A-22, the
 * project's customer owner, has assets in hand; 客户项目经理兼责任人 A-41 has submitted his). A
 * test that needs a later state first makes the calls that lead there, as the demo users would.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consumerUrge } from '@domain/projects/consumerContracts';
import * as api from '@domain/riskAssessment/contracts';
import { SHEET_COLUMNS, SHEET_TITLES } from '@domain/riskAssessment/sheets';
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
import { demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { type ContractLike, installRequest, type Responder, requestsTo, setHashPath, setInitialState, setRouteParams } from '../umiFake';

vi.setConfig({ testTimeout: 120_000 });
const slow = { timeout: 30_000 };
const spaced = (text: string) => new RegExp(`^${text.split('').join(String.raw`\s*`)}$`);

/** Nothing entered yet: the business stage. */
const FRESH = 'PJ20261015RA0006';
/** Combing finished: the owners confirm their assets. */
const OWNER_STAGE = 'PJ20261015RA0005';

const PHONES = {
  pm: '13800000021',
  /** 客户责任人, the project's customer owner (who confirms the inventory). */
  owner: '13800000022',
  executor: '13800000023',
  /** 客户项目经理兼责任人: an owner, not the project's customer owner. */
  otherOwner: '13800000041',
  /** 渠道项目负责人, the consultant of both assessments. */
  consultant: '13800000013',
} as const;
type Who = keyof typeof PHONES;

/** One logged-in demo session per account and test (the database starts again before each test). */
const serverAs = (who: Who): Responder => demoServerAs(PHONES[who]);
/** A call made as `who` before the page opens (demoCall). */
const call = <T = unknown>(who: Who, contract: ContractLike, payload: Record<string, unknown>) => demoCall<T>(PHONES[who], contract, payload);

/** Calls `contract` on the demo server as `who`, the way a demo user's own page would; returns its data, throws on a refusal. */

function open(who: Who, projectCode: string) {
  installRequest(requestConfig, serverAs(who));
  setHashPath(`/assetAssess/${projectCode}`);
  setRouteParams({ projectCode });
  setInitialState({ currentUser: demoUser(PHONES[who]), failed: false });
  render(<AssetAssess />);
}

/** The bodies the page sent to `contract` (a file upload's form as an object). */
const sent = (contract: ContractLike) =>
  requestsTo(contract).map(({ data }) => (data instanceof FormData ? Object.fromEntries(data.entries()) : (data as Record<string, unknown>)));

/** Picks `label` in the antd Select of the form item labelled `field`. */
async function choose(container: HTMLElement, field: string, label: string) {
  const item = within(container).getByText(field, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  fireEvent.mouseDown(item.querySelector('.ant-select-selector') as HTMLElement);
  const options = await screen.findAllByTitle(label, {}, slow);
  fireEvent.click(options[options.length - 1]);
}

/** Picks each [field, label] in turn. */
async function chooseAll(container: HTMLElement, picks: readonly (readonly [string, string])[]) {
  for (const [field, label] of picks) await choose(container, field, label);
}

/** Clicks 保存 in the drawer and returns the one body it sent to `contract`. */
async function saveSent(drawer: HTMLElement, contract: ContractLike) {
  fireEvent.click(within(drawer).getByRole('button', { name: spaced('保存') }));
  await waitFor(() => expect(sent(contract)).toHaveLength(1), slow);
  return sent(contract)[0];
}

// ---- states reached through the demo server ------------------------------------------------------

/** The executor adds a business asset to the fresh assessment (its code comes back). */
const addBusiness = async (name: string, importance: number, extra: Record<string, unknown> = {}) =>
  (await call<api.BusinessAssetRow>('executor', api.raBusinessSave, { projectCode: FRESH, name, options: { biz_func: '1' }, importance, ...extra }))
    .assetCode;

/** The executor finishes the fresh assessment's current tier. */
const finishTier = () => call('executor', api.raAssetsFinish, { projectCode: FRESH });

/** The fresh assessment in the system stage with 在线交易业务 (importance 5) and 核心交易系统 carrying it; their codes. */
async function systemStage() {
  const business = await addBusiness('在线交易业务', 5);
  await finishTier();
  const system = await call<api.SystemAssetRow>('executor', api.raSystemSave, {
    projectCode: FRESH,
    name: '核心交易系统',
    category: 'software',
    systemType: '1',
    carryLevel: 4,
    confidentiality: 4,
    integrity: 4,
    availability: 3,
    businessCodes: [business],
  });
  return { business, system: system.assetCode };
}

/** The fresh assessment in the unit stage: systemStage's assets and 核心交换机 of 核心交易系统, owned by 客户责任人; their codes. */
async function unitStage() {
  const codes = await systemStage();
  await finishTier();
  const unit = await call<api.UnitAssetRow>('executor', api.raUnitSave, {
    projectCode: FRESH,
    name: '核心交换机',
    unitType: 'systemUnit',
    subType: '网络设备',
    category: 'hardware',
    confidentiality: 3,
    integrity: 3,
    availability: 4,
    systemCodes: [codes.system],
    ownerAccountId: 'A-22',
  });
  return { ...codes, unit: unit.assetCode };
}

/** 客户责任人 submits all their assets of the owner-stage assessment: every owner has submitted. */
const ownersSubmitted = () => call('owner', api.raOwnerSubmit, { projectCode: OWNER_STAGE });

/**
 * The owner-stage assessment carried to the customer's confirmation: the owners submit and the
 * customer owner confirms the inventory; the consultant identifies one threat, finds one
 * vulnerability on 汇聚交换机, computes the risks, accepts each of them and signs the acceptance,
 * and submits the result to the customer (stage submit, status assess-confirm).
 */
async function customerConfirmation() {
  const projectCode = OWNER_STAGE;
  await ownersSubmitted();
  await call('owner', api.raOwnerComplete, { projectCode });
  const threat = await call<api.ThreatRow>('consultant', api.raThreatSave, {
    projectCode,
    name: '拒绝服务攻击',
    category: 'networkAttack',
    source: 'malicious',
    capability: 4,
    frequency: 5,
  });
  await call('consultant', api.raThreatComplete, { projectCode });
  for (const assetCode of ['SA0001', 'SA0002', 'SA0003'])
    await call('consultant', api.raAssessUpdate, { projectCode, assetCode, vulnerabilities: [], assessed: true });
  await call('consultant', api.raAssessUpdate, {
    projectCode,
    assetCode: 'UA0002',
    vulnerabilities: [{ name: '未启用限流', layer: 'network', severity: 5, exploitability: 5, threatCodes: [threat.threatCode] }],
    assessed: true,
  });
  await call('consultant', api.raAssessComplete, { projectCode });
  await call('consultant', api.raControlComplete, { projectCode, method: 'matrix' });
  const risks = await call<{ list: api.RiskRow[] }>('consultant', api.raSuggestionList, { projectCode, current: 1, pageSize: 100 });
  const riskCodes = risks.list.map((risk) => risk.riskCode);
  await call('consultant', api.raHandleSubmit, { projectCode, riskCodes, treatment: { option: 'accept', measures: ['持续监控流量'] } });
  await call('consultant', api.raHandleComplete, { projectCode });
  await call('consultant', api.raConfirmSubmit, { projectCode, riskCodes, acceptedBy: '客户项目经理', acceptedAt: '2026-11-20' });
  await call('consultant', api.raConfirmComplete, { projectCode });
}

withDemoServer();

describe('信息安全风险评估 · 阶段', () => {
  it('the executor finishes the business stage after confirming, then sees the system stage move', async () => {
    await addBusiness('在线交易业务', 5);
    open('executor', FRESH);
    const finish = await screen.findByRole('button', { name: '完成业务资产识别' }, slow);
    expect(screen.getByTestId('stage-bar').querySelector('.ant-steps-item-process')?.textContent).toContain('业务资产');
    fireEvent.click(finish);
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(/业务资产仍可补充修改/)).toBeTruthy();
    expect(sent(api.raAssetsFinish)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByRole('button', { name: '完成系统资产识别' }, slow)).toBeTruthy();
    expect(sent(api.raAssetsFinish)[0]).toEqual({ projectCode: FRESH });
    expect(screen.queryByRole('button', { name: '完成业务资产识别' })).toBeNull();
  });

  it('a refused move shows the server reason and leaves the stage as it was', async () => {
    const business = await addBusiness('在线交易业务', 5);
    open('executor', FRESH);
    fireEvent.click(await screen.findByRole('button', { name: '完成业务资产识别' }, slow));
    // Meanwhile the only business asset is deleted: the server refuses the move.
    await call('executor', api.raBusinessDelete, { projectCode: FRESH, assetCodes: [business] });
    fireEvent.click(within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('请至少识别一项业务资产', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: '完成业务资产识别' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '完成系统资产识别' })).toBeNull();
  });

  it('lists what stops the stage and disables the move', async () => {
    // The business and the system asset have no owner; the unit asset has one.
    await unitStage();
    open('executor', FRESH);
    const finish = await screen.findByRole('button', { name: '完成资产梳理，提交责任人' }, slow);
    expect(finish.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('还有 2 项资产未指定责任人')).toBeTruthy();
  });

  it('the PM identifies assets like the executors (业务资产识别 is the PM’s step): add, import and the stage move', async () => {
    await addBusiness('在线交易业务', 5);
    open('pm', FRESH);
    expect(await screen.findByText('在线交易业务', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: '完成业务资产识别' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /新增业务资产/ }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: /导\s*入/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });

  it('the owner sees the stage but no identification moves and no write buttons', async () => {
    await addBusiness('在线交易业务', 5);
    open('owner', FRESH);
    expect(await screen.findByText('在线交易业务', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '完成业务资产识别' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增业务资产/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });

  it('a rejected stage shows in error with the customer reason', async () => {
    await customerConfirmation();
    await call('pm', api.raStageReject, { projectCode: OWNER_STAGE, stage: 'control', reason: '遗漏了机房门禁措施' });
    open('pm', OWNER_STAGE);
    expect(await screen.findByText('客户驳回了“已有安全措施”', {}, slow)).toBeTruthy();
    expect(screen.getByText(/遗漏了机房门禁措施（客户项目经理/)).toBeTruthy();
    const step = screen.getByTestId('stage-bar').querySelector('.ant-steps-item-error');
    expect(step?.textContent).toContain('已有安全措施驳回');
  });

  it('after the owners, executors see the tiers closed with the reason', async () => {
    open('executor', OWNER_STAGE);
    const add = await screen.findByRole('button', { name: /新增单元资产/ }, slow);
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: '完成资产梳理，提交责任人' })).toBeNull();
  });
});

describe('信息安全风险评估 · 业务资产', () => {
  it('adding a business asset sends the name, dictionaries, importance, association and owner', async () => {
    const related = await addBusiness('在线交易业务', 5);
    open('executor', FRESH);
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
    expect(await saveSent(drawer, api.raBusinessSave)).toEqual({
      projectCode: FRESH,
      name: '客户服务热线',
      description: '',
      options: { biz_func: '2' },
      importance: 4,
      associations: [{ assetCode: related, type: '', degree: 'close' }],
      ownerAccountId: 'A-22',
    });
    expect(await screen.findByText('客户服务热线', {}, slow)).toBeTruthy();
  });

  it('a missing importance is named before anything is sent', async () => {
    open('executor', FRESH);
    fireEvent.click(await screen.findByRole('button', { name: /新增业务资产/ }, slow));
    const drawer = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(drawer).getByLabelText('业务名称'), { target: { value: '门户网站' } });
    fireEvent.click(within(drawer).getByRole('button', { name: spaced('保存') }));
    expect(await within(drawer).findByText('请选择业务重要性（1–5）', {}, slow)).toBeTruthy();
    expect(sent(api.raBusinessSave)).toHaveLength(0);
  });

  it('an import with errors lists row, column and reason and saves nothing', async () => {
    await addBusiness('在线交易业务', 5);
    // The import template's columns; rows 3 and 5 are wrong.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(SHEET_TITLES.business);
    const headers = SHEET_COLUMNS.business.map((column) => column.header);
    const row = (cells: Record<string, string>) => headers.map((header) => cells[header] ?? '');
    sheet.addRow(headers);
    sheet.addRow(row({ 资产名称: '门户网站', 业务重要性: '3' }));
    sheet.addRow(row({ 资产名称: '移动客户端', 业务重要性: '9' }));
    sheet.addRow(row({ 资产名称: '客户服务热线', 业务重要性: '4', 紧密关联业务: '在线交易业务' }));
    sheet.addRow(row({ 资产名称: '内部办公', 业务重要性: '2', 责任人: '张三' }));
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());

    open('executor', FRESH);
    await screen.findByText('在线交易业务', {}, slow);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([bytes], '业务资产.xlsx')] } });
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(IMPORT_ERRORS_TITLE)).toBeTruthy();
    expect(within(dialog).getByText('第 3 行')).toBeTruthy();
    expect(within(dialog).getByText('“张三”不是本单位在职的客户责任人')).toBeTruthy();
    expect(sent(api.raImport)[0]).toMatchObject({ projectCode: FRESH, tier: 'business' });
    const list = await call<{ total: number }>('executor', api.raBusinessList, { projectCode: FRESH, current: 1, pageSize: 10 });
    expect(list.total).toBe(1);
  });

  it('shows the importance explanation of a business', async () => {
    // 在线交易业务 (4) is closely associated with 核心结算业务 (5).
    const settlement = await addBusiness('核心结算业务', 5);
    await addBusiness('在线交易业务', 4, { associations: [{ assetCode: settlement, degree: 'close' }] });
    open('pm', FRESH);
    const row = (await screen.findByText('在线交易业务', {}, slow)).closest('tr') as HTMLElement;
    const cell = within(row).getByTestId('value-cell');
    expect(cell.textContent).toContain('5（很高）');
    fireEvent.mouseEnter(cell.firstElementChild as HTMLElement);
    expect(await screen.findByText(/调整为 5（很高）/, {}, slow)).toBeTruthy();
  });
});

describe('信息安全风险评估 · 系统资产与单元资产', () => {
  it('lists system assets with their type, category, value, C/I/A and businesses; adding one sends the tier’s fields', async () => {
    const { business, system } = await systemStage();
    open('executor', FRESH);
    expect(await screen.findByRole('tab', { name: /^系统资产/, selected: true }, slow)).toBeTruthy();
    const row = (await screen.findByText('核心交易系统', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText(`${system} · 信息系统`)).toBeTruthy();
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
    expect(await saveSent(drawer, api.raSystemSave)).toEqual({
      projectCode: FRESH,
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
      businessCodes: [business],
      ownerAccountId: null,
    });
    expect(await screen.findByText('客户数据库', {}, slow)).toBeTruthy();
  });

  it('editing a unit asset fills its values and sends them back with its code', async () => {
    const { system, unit } = await unitStage();
    open('executor', FRESH);
    const row = (await screen.findByText('核心交换机', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText(`${unit} · 网络设备`)).toBeTruthy();
    expect(within(row).getByText('系统单元')).toBeTruthy();
    expect(within(row).getByText('核心交易系统')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: spaced('编辑') }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(within(drawer).getByText('编辑单元资产：核心交换机')).toBeTruthy();
    expect((within(drawer).getByLabelText('单元资产名称') as HTMLInputElement).value).toBe('核心交换机');
    await waitFor(() => expect(within(drawer).getByText('核心交易系统（价值 4（高））')).toBeTruthy(), slow);
    await choose(drawer, '可用性', '5（很高）');
    expect(await saveSent(drawer, api.raUnitSave)).toEqual({
      projectCode: FRESH,
      assetCode: unit,
      name: '核心交换机',
      description: '',
      unitType: 'systemUnit',
      subType: '网络设备',
      category: 'hardware',
      confidentiality: 3,
      integrity: 3,
      availability: 5,
      systemCodes: [system],
      ownerAccountId: 'A-22',
    });
  });
});

describe('信息安全风险评估 · 责任人', () => {
  it('an owner submits all their assets after confirming', async () => {
    // 客户项目经理兼责任人 is the last owner with assets in hand: the customer owner sent two of his back.
    await ownersSubmitted();
    await call('owner', api.raOwnerReject, { projectCode: OWNER_STAGE, assetCodes: ['SA0001', 'UA0002'], reason: '请核对网络设备的可用性' });
    await call('executor', api.raAssetsFinish, { projectCode: OWNER_STAGE });
    open('otherOwner', OWNER_STAGE);
    expect(await screen.findByRole('tab', { name: MY_ASSETS_TAB, selected: true }, slow)).toBeTruthy();
    await screen.findByText('办公局域网（SA0001）', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: OWNER_SUBMIT_ALL_TEXT }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定提交' }));
    await waitFor(() => expect(sent(api.raOwnerSubmit)).toHaveLength(1), slow);
    expect(sent(api.raOwnerSubmit)[0]).toEqual({ projectCode: OWNER_STAGE });
    // All five of his rows are submitted and so is the assessment (the last owner's submit moves the status).
    await waitFor(() => expect(screen.getAllByText('责任人已提交', { selector: '.ant-tag' })).toHaveLength(6), slow);
    // Not the project's customer owner: no inventory confirmation.
    expect(screen.queryByRole('button', { name: OWNER_COMPLETE_TEXT })).toBeNull();
  });

  it('rejecting selected assets requires a reason', async () => {
    open('owner', OWNER_STAGE);
    const row = (await screen.findByText('VPN 网关（UA0003）', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /驳回所选/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await within(dialog).findByText(REASON_REQUIRED, {}, slow)).toBeTruthy();
    expect(sent(api.raOwnerReject)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '网关的可用性应为很高' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(sent(api.raOwnerReject)).toHaveLength(1), slow);
    expect(sent(api.raOwnerReject)[0]).toEqual({ projectCode: OWNER_STAGE, assetCodes: ['UA0003'], reason: '网关的可用性应为很高' });
  });

  it('the project customer owner confirms the inventory once every owner has submitted', async () => {
    await ownersSubmitted();
    open('owner', OWNER_STAGE);
    const confirm = await screen.findByRole('button', { name: OWNER_COMPLETE_TEXT }, slow);
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(sent(api.raOwnerComplete)).toEqual([{ projectCode: OWNER_STAGE }]), slow);
  });
});

describe('信息安全风险评估 · 责任人进度', () => {
  it('the PM urges an owner with assets still in hand', async () => {
    open('pm', OWNER_STAGE);
    fireEvent.click(await screen.findByRole('tab', { name: PROGRESS_TAB }, slow));
    const row = (await screen.findByText('客户责任人', { selector: 'td' }, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: spaced(URGE_TEXT) }));
    const confirm = await screen.findByRole('tooltip', {}, slow);
    fireEvent.click(within(confirm).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(sent(consumerUrge)).toHaveLength(1), slow);
    expect(sent(consumerUrge)[0]).toEqual({ projectCode: OWNER_STAGE, accountId: 'A-22', urgeType: 'assets_urge', message: '' });
  });

  it('an executor follows the progress but cannot urge', async () => {
    // 客户责任人 has submitted three of five assets: two in hand.
    await call('owner', api.raOwnerSubmit, { projectCode: OWNER_STAGE, assetCodes: ['BA0002', 'SA0002', 'SA0003'] });
    open('executor', OWNER_STAGE);
    fireEvent.click(await screen.findByRole('tab', { name: PROGRESS_TAB }, slow));
    const row = (await screen.findByText('客户责任人', { selector: 'td' }, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: spaced(URGE_TEXT) })).toBeNull();
  });
});

describe('信息安全风险评估 · 客户确认', () => {
  beforeEach(customerConfirmation);

  it('the PM rejects a stage only with a stage and a reason', async () => {
    open('pm', OWNER_STAGE);
    // The high residual risks: the accepted risk of 汇聚交换机.
    expect(await screen.findByText('汇聚交换机', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: CONFIRM_REJECT_TEXT }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await within(dialog).findByText(REASON_REQUIRED, {}, slow)).toBeTruthy();
    expect(within(dialog).getByText('请选择要驳回的阶段', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    await choose(dialog, '驳回阶段', '风险分析');
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '高风险的处置计划不具体' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(sent(api.raStageReject)).toHaveLength(1), slow);
    expect(sent(api.raStageReject)[0]).toEqual({ projectCode: OWNER_STAGE, stage: 'risk', reason: '高风险的处置计划不具体' });
    expect(await screen.findByText('客户驳回了“风险分析”', {}, slow)).toBeTruthy();
  });

  it('the PM completes the assessment after confirming; the executor cannot', async () => {
    open('pm', OWNER_STAGE);
    fireEvent.click(await screen.findByRole('button', { name: CONFIRM_COMPLETE_TEXT }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText(/评估已完成/, {}, slow)).toBeTruthy();
    expect(sent(api.raConsumerComplete)[0]).toEqual({ projectCode: OWNER_STAGE });
  });

  it('an executor sees the confirmation pending without the buttons', async () => {
    open('executor', OWNER_STAGE);
    expect(await screen.findByText(/等待客户项目经理或责任人确认/, {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: CONFIRM_COMPLETE_TEXT })).toBeNull();
    expect(requestsTo(api.raHighRemnant).length).toBeGreaterThan(0);
  });
});
