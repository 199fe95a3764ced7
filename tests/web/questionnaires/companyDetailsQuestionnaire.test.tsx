// @vitest-environment jsdom
/**
 * The 问卷 tab of 项目详情: the demo server (tests/web/demoServer.ts) answers the project, a fake the
 * questionnaire calls. The PM distributes (with a confirmation) and assigns selected items or a whole section
 * to an executor; the internal auditor sees no write buttons; other services have no 问卷 tab.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@domain/demo';
import CompanyDetails from '@/pages/Projects/SystemManage/CompanyDetails';
import { ASSIGN_TEXT, DISTRIBUTE_TEXT, QUESTIONNAIRE_TAB, SUBMIT_TO_CHANNEL_TEXT } from '@/pages/Questionnaires/CustomerTab/labels';
import { requestConfig } from '@/requestErrorConfig';
import { demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { installRequest, requests, setHashPath, setInitialState, setRouteParams } from '../umiFake';
import { answerQuestionnaire, type FakeState, fakeState } from './fake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
let state: FakeState;
/** antd spaces two-character button texts (分 配). */
const assignName = new RegExp(`^${ASSIGN_TEXT.split('').join('\\s*')}$`);

function openAs(phone: string, projectCode: string) {
  const me = DEMO_ACCOUNTS.find((account) => account.phone === phone)!.accountId;
  const server = demoServerAs(phone);
  installRequest(requestConfig, (request) => answerQuestionnaire(state, request, me) ?? server(request));
  setHashPath(`/systemManage/companyDetails/${projectCode}`);
  setRouteParams({ projectCode });
  setInitialState({ currentUser: demoUser(phone), failed: false });
  render(<CompanyDetails />);
}

async function openTab() {
  fireEvent.click(await screen.findByRole('tab', { name: QUESTIONNAIRE_TAB }, slow));
}

withDemoServer();
beforeEach(() => {
  state = fakeState();
});

describe('项目详情 · 问卷', () => {
  it('the PM distributes the questionnaire after confirming', async () => {
    state.distributed = false;
    openAs('13800000021', 'PJ20261118QN0004');
    await openTab();
    fireEvent.click(await screen.findByRole('button', { name: DISTRIBUTE_TEXT }, slow));
    const confirm = await screen.findByRole('tooltip', {}, slow);
    fireEvent.click(within(confirm).getByRole('button', { name: /分\s*发/ }));
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/questionnaire/distribute'))).toBe(true), slow);
    expect(requests.find((r) => r.url.endsWith('/questionnaire/distribute'))?.data).toEqual({ projectCode: 'PJ20261118QN0004' });
    expect(await screen.findByText('题目总数', {}, slow)).toBeTruthy();
    expect(await screen.findByText('物理访问控制', {}, slow)).toBeTruthy();
    // Not every item is submitted: 提交给顾问 is disabled, with the reason.
    expect(screen.getByRole('button', { name: SUBMIT_TO_CHANNEL_TEXT }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/还有题目未提交（1 道未分配，1 道填写中）/)).toBeTruthy();
  });

  it('the PM assigns selected items, and a whole section, to an executor', async () => {
    openAs('13800000021', 'PJ20261020GM0002');
    await openTab();
    const cell = await screen.findByText('网络架构', {}, slow);
    fireEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: assignName }));
    let dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(/所选题目（1 道/)).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('客户执行人'));
    fireEvent.click(within(dialog).getByRole('button', { name: /分\s*配/ }));
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/questionnaireItem/assign'))).toBe(true), slow);
    expect(requests.find((r) => r.url.endsWith('/questionnaireItem/assign'))?.data).toEqual({
      projectCode: 'PJ20261020GM0002',
      respondentId: 'A-23',
      questionnairItemCodes: ['QN20261020GM0002-003'],
    });
    await waitFor(() => expect(state.items[2].status).toBe('assigned'));

    // A whole section, without selecting rows.
    state.items[2].status = 'unassigned';
    state.items[2].respondentId = null;
    fireEvent.click(screen.getByRole('button', { name: assignName }));
    dialog = await screen.findByRole('dialog', {}, slow);
    await waitFor(() => expect((within(dialog).getByLabelText('整个章节') as HTMLInputElement).checked).toBe(true));
    const [section, person] = within(dialog).getAllByRole('combobox');
    fireEvent.mouseDown(section);
    fireEvent.click(await screen.findByTitle(/安全区域边界/));
    fireEvent.mouseDown(person);
    fireEvent.click((await screen.findAllByTitle('客户执行人')).at(-1) as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: /分\s*配/ }));
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith('/questionnaireItem/assign')).length).toBe(2), slow);
    expect(requests.filter((r) => r.url.endsWith('/questionnaireItem/assign'))[1]?.data).toEqual({
      projectCode: 'PJ20261020GM0002',
      respondentId: 'A-23',
      sectionKey: 'NE',
    });
  });

  it('the PM sends a submitted item back only with a reason', async () => {
    openAs('13800000021', 'PJ20261020GM0002');
    await openTab();
    const cell = await screen.findByText('资产管理', {}, slow);
    fireEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /^退\s*回（1）$/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: /^退\s*回$/ }));
    expect(await within(dialog).findByText('请填写退回原因', {}, slow)).toBeTruthy();
    expect(requests.some((r) => r.url.endsWith('/questionnaireItem/return'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('退回原因'), { target: { value: '请补充资产清单' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^退\s*回$/ }));
    await waitFor(() => expect(state.items[1].status).toBe('returned'), slow);
    expect(requests.find((r) => r.url.endsWith('/questionnaireItem/return'))?.data).toEqual({
      projectCode: 'PJ20261020GM0002',
      questionnairItemCodes: ['QN20261020GM0002-002'],
      reason: '请补充资产清单',
    });
  });

  it('the internal auditor reads without write buttons', async () => {
    openAs('13800000024', 'PJ20261118QN0004');
    await openTab();
    expect(await screen.findByText('物理访问控制', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: assignName })).toBeNull();
    expect(screen.queryByRole('button', { name: SUBMIT_TO_CHANNEL_TEXT })).toBeNull();
  });

  it('a risk assessment has no 问卷 tab', async () => {
    openAs('13800000021', 'PJ20261015RA0001');
    expect(await screen.findByText('业务资产识别', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: QUESTIONNAIRE_TAB })).toBeNull();
  });
});
