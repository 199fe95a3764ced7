// @vitest-environment jsdom
/**
 * The 问卷 tab of 项目详情 against the demo server (tests/web/demoServer.ts). The PM distributes
 * the online questionnaire (PJ20261118QN0004, not distributed in the demo data) with a
 * confirmation and assigns selected items or a whole section to an executor, and sends a
 * submitted item of the gap analysis (PJ20261020GM0002, being answered) back with a reason; the
 * internal auditor sees no write buttons; other services have no 问卷 tab.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as api from '@domain/questionnaires/contracts';
import { itemCodeOf, questionnaireCodeOf } from '@domain/questionnaires/rules';
import CompanyDetails from '@/pages/Projects/SystemManage/CompanyDetails';
import { ASSIGN_TEXT, DISTRIBUTE_TEXT, QUESTIONNAIRE_TAB, SUBMIT_TO_CHANNEL_TEXT } from '@/pages/Questionnaires/CustomerTab/labels';
import { requestConfig } from '@/requestErrorConfig';
import { demoCall, demoServerAs, withDemoServer } from '../demoServer';
import { demoUser } from '../fixtures';
import { type ContractLike, installRequest, requestsTo, setHashPath, setInitialState, setRouteParams } from '../umiFake';

vi.setConfig({ testTimeout: 180_000 });
const slow = { timeout: 30_000 };
/** antd spaces two-character button texts (分 配). */
const assignName = new RegExp(`^${ASSIGN_TEXT.split('').join('\\s*')}$`);

const PM = '13800000021';
const AUDITOR = '13800000024';
/** The online questionnaire, not distributed yet. */
const ONLINE = 'PJ20261118QN0004';
/** The gap analysis, being answered: every item assigned to 客户执行人, all but two submitted. */
const GAP = 'PJ20261020GM0002';

/** One logged-in demo session per account and test (the database starts again before each test). */
const serverAs = demoServerAs;
const call = demoCall;

/** Calls `contract` on the demo server as the account `phone`, the way its own page would; returns its data, throws on a refusal. */

/** The items of `projectCode` as the PM reads them on the server (one section, or all). */
const itemsOnServer = async (projectCode: string, sectionKey?: string) =>
  (await call<{ list: api.QuestionnaireItemRow[] }>(PM, api.qnItemList, { projectCode, sectionKey, current: 1, pageSize: 100 })).list;

function openAs(phone: string, projectCode: string) {
  installRequest(requestConfig, serverAs(phone));
  setHashPath(`/systemManage/companyDetails/${projectCode}`);
  setRouteParams({ projectCode });
  setInitialState({ currentUser: demoUser(phone), failed: false });
  render(<CompanyDetails />);
}

async function openTab() {
  fireEvent.click(await screen.findByRole('tab', { name: QUESTIONNAIRE_TAB }, slow));
}

const sent = (contract: ContractLike) => requestsTo(contract).map((request) => request.data);

withDemoServer();

describe('项目详情 · 问卷', () => {
  it('the PM distributes the questionnaire after confirming', async () => {
    openAs(PM, ONLINE);
    await openTab();
    fireEvent.click(await screen.findByRole('button', { name: DISTRIBUTE_TEXT }, slow));
    const confirm = await screen.findByRole('tooltip', {}, slow);
    fireEvent.click(within(confirm).getByRole('button', { name: /分\s*发/ }));
    await waitFor(() => expect(sent(api.qnDistribute)).toHaveLength(1), slow);
    expect(sent(api.qnDistribute)[0]).toEqual({ projectCode: ONLINE });
    expect(await screen.findByText('题目总数', {}, slow)).toBeTruthy();
    expect(await screen.findByText('贵单位是否发布了经管理层批准的信息安全方针？', {}, slow)).toBeTruthy();
    // Nothing is submitted yet: 提交给顾问 is disabled, with the reason (the product's 20 items, none assigned).
    expect(screen.getByRole('button', { name: SUBMIT_TO_CHANNEL_TEXT }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/还有题目未提交（20 道未分配）/)).toBeTruthy();
  });

  it('the PM assigns selected items, and a whole section, to an executor', async () => {
    await call(PM, api.qnDistribute, { projectCode: ONLINE });
    const policy = itemCodeOf(questionnaireCodeOf(ONLINE), 13);
    openAs(PM, ONLINE);
    await openTab();
    const cell = await screen.findByText('A.5.1 信息安全策略', {}, slow);
    fireEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: assignName }));
    let dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(/所选题目（1 道/)).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('客户执行人'));
    fireEvent.click(within(dialog).getByRole('button', { name: /分\s*配/ }));
    await waitFor(() => expect(sent(api.qnItemAssign)).toHaveLength(1), slow);
    expect(sent(api.qnItemAssign)[0]).toEqual({ projectCode: ONLINE, respondentId: 'A-23', questionnairItemCodes: [policy] });
    await waitFor(
      async () =>
        expect((await itemsOnServer(ONLINE)).find((item) => item.questionnairItemCode === policy)).toMatchObject({
          status: 'assigned',
          respondentId: 'A-23',
        }),
      slow,
    );

    // A whole section, without selecting rows.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    fireEvent.click(screen.getByRole('button', { name: assignName }));
    dialog = await screen.findByRole('dialog', {}, slow);
    await waitFor(() => expect((within(dialog).getByLabelText('整个章节') as HTMLInputElement).checked).toBe(true));
    const [section, person] = within(dialog).getAllByRole('combobox');
    fireEvent.mouseDown(section);
    fireEvent.click(await screen.findByTitle(/附录 A 组织控制/));
    fireEvent.mouseDown(person);
    fireEvent.click((await screen.findAllByTitle('客户执行人')).at(-1) as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: /分\s*配/ }));
    await waitFor(() => expect(sent(api.qnItemAssign)).toHaveLength(2), slow);
    expect(sent(api.qnItemAssign)[1]).toEqual({ projectCode: ONLINE, respondentId: 'A-23', sectionKey: 'theme-organizational' });
    // The dialog closes once the server has answered: then its state is what the server keeps.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    const organisational = await itemsOnServer(ONLINE, 'theme-organizational');
    expect(organisational.map((item) => [item.status, item.respondentId])).toEqual(organisational.map(() => ['assigned', 'A-23']));
  });

  it('the PM sends a submitted item back only with a reason', async () => {
    const location = itemCodeOf(questionnaireCodeOf(GAP), 1);
    openAs(PM, GAP);
    await openTab();
    const cell = await screen.findByText('物理位置选择', {}, slow);
    fireEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /^退\s*回（1）$/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: /^退\s*回$/ }));
    expect(await within(dialog).findByText('请填写退回原因', {}, slow)).toBeTruthy();
    expect(sent(api.qnOwnerReturn)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('退回原因'), { target: { value: '请补充机房选址的说明' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^退\s*回$/ }));
    await waitFor(() => expect(sent(api.qnOwnerReturn)).toHaveLength(1), slow);
    expect(sent(api.qnOwnerReturn)[0]).toEqual({ projectCode: GAP, questionnairItemCodes: [location], reason: '请补充机房选址的说明' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect((await itemsOnServer(GAP)).find((item) => item.questionnairItemCode === location)).toMatchObject({
      status: 'returned',
      returnReason: '请补充机房选址的说明',
    });
  });

  it('the internal auditor reads without write buttons', async () => {
    openAs(AUDITOR, GAP);
    await openTab();
    expect(await screen.findByText('物理访问控制', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: assignName })).toBeNull();
    expect(screen.queryByRole('button', { name: SUBMIT_TO_CHANNEL_TEXT })).toBeNull();
  });

  it('a risk assessment has no 问卷 tab', async () => {
    openAs(PM, 'PJ20261015RA0001');
    expect(await screen.findByText('业务资产识别', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: QUESTIONNAIRE_TAB })).toBeNull();
  });
});
