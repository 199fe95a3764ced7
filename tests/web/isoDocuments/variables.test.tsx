// @vitest-environment jsdom
/**
 * 组织信息, 部门与职责 and 时间线 of the documentation workspace against the Umi fake, as the
 * consultant: the form shows the stored values and the state banner; 保存草稿 sends saveDraft with
 * the form's values; a refusal naming a field shows on that field; 定稿 asks first; the matrix
 * refuses a second 主责 in a row; a date changed on the timeline previews what moves; a 2027 date
 * shows the holiday-data notice; the customer sees only their fields editable.
 */
import '../setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calDateTimeline } from '@domain/engines/timeline';
import { DEMO_ISO_VARIABLES } from '@domain/isoDocuments/demo';
import { ISO_TIMELINE_FIELDS, ISO_TIMELINE_LABELS, projectTimeline } from '@domain/isoDocuments/timeline';
import {
  isoDepartmentList,
  isoDepartmentNotMerged,
  isoTimelineCalculate,
  isoVariableList,
  isoVariableSaveAll,
  isoVariableSaveDraft,
  isoVariableSaveGroup,
  type IsoVariablesView,
} from '@domain/isoDocuments/variableContracts';
import { customerFillsKeys, departmentsOf } from '@domain/isoDocuments/variableRules';
import { ISO_MATRIX_KEY, isoVariableGroupsFor } from '@domain/isoDocuments/variables';
import { channelDetailInfo } from '@domain/projects/contracts';
import { consumerProjectDetail } from '@domain/projects/consumerContracts';
import DepartmentsPanel, { DELETE_CONFIRM } from '@/pages/IsoDocuments/components/variables/DepartmentsPanel';
import { TWO_LEADS } from '@/pages/IsoDocuments/components/variables/MatrixGrid';
import TimelinePanel, { HOLIDAY_NOTICE } from '@/pages/IsoDocuments/components/variables/TimelinePanel';
import VariablesPanel, { AFTER_FINAL_NOTE, FINAL_CONFIRM } from '@/pages/IsoDocuments/components/variables/VariablesPanel';
import { requestConfig } from '@/requestErrorConfig';
import { failure, ok } from '../fixtures';
import { answerContracts, type ContractAnswer, type ContractLike, installRequest, requestsTo } from '../umiFake';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 15_000 };
const PROJECT = 'PJ20260815CE0006';
const GROUP = 'PG20260815CE0006';
const buttonName = (text: string) => new RegExp(`(^|\\s)${text.split('').join('\\s?')}$`);

const timelineOf = (values: typeof DEMO_ISO_VARIABLES): IsoVariablesView['timeline'] => {
  const t = projectTimeline(values)!;
  return {
    ...t,
    entries: t.entries.map((e) => ({ ...e, anchorLabel: e.anchor ? ISO_TIMELINE_LABELS[e.anchor] : null, field: ISO_TIMELINE_FIELDS[e.key] })),
  };
};
const groups = isoVariableGroupsFor(['ISMS']).map((g) => ({
  ...g,
  fields: g.fields.map((f) => ({
    ...f,
    options: f.options && [...f.options],
    columns: f.columns?.map((c) => ({ ...c, options: c.options && [...c.options] })),
  })),
}));
const viewOf = (change: Partial<IsoVariablesView> = {}): IsoVariablesView => ({
  project: {
    projectCode: PROJECT,
    groupCode: GROUP,
    name: '信息安全管理体系认证',
    customerName: '示例科技有限公司',
    productName: 'ISO 27001',
    systems: ['ISMS'],
  },
  groups,
  values: DEMO_ISO_VARIABLES,
  valuesVersion: 4,
  variableState: 'final',
  finalVersion: 1,
  finalizedAt: '2026-08-28T02:00:00.000Z',
  finalizedBy: '林志远',
  updatedAt: '2026-08-28T02:00:00.000Z',
  updatedBy: '林志远',
  problems: [],
  permissions: {
    side: 'delivery',
    canEdit: true,
    editableKeys: [...groups.flatMap((g) => g.fields.map((f) => f.key)), ISO_MATRIX_KEY],
    canFinalize: true,
  },
  timeline: timelineOf(DEMO_ISO_VARIABLES),
  history: [
    {
      id: 2,
      valuesVersion: 2,
      action: 'group',
      actionLabel: '保存分组',
      groupKey: 'basic',
      accountName: '客户项目经理',
      side: 'customer',
      at: '2026-08-20T02:00:00.000Z',
      changes: [{ key: 'foundedDate', label: '成立日期', before: '2015-03-01', after: '2015-03-18' }],
    },
  ],
  ...change,
});
const departments = departmentsOf(DEMO_ISO_VARIABLES).map((d) => ({ ...d, leadCount: 1, supportCount: 1, ncCount: 0 }));
const saved = { valuesVersion: 5, variableState: 'draft', finalVersion: 1, values: DEMO_ISO_VARIABLES, changed: [] };

let answers: Map<ContractLike, ContractAnswer>;
beforeEach(() => {
  answers = new Map<ContractLike, ContractAnswer>([
    [channelDetailInfo, ok({ groupCode: GROUP, projectCode: PROJECT })],
    [consumerProjectDetail, ok({ groupCode: GROUP, projectCode: PROJECT })],
    [isoVariableList, ok(viewOf())],
    [isoVariableSaveDraft, ok(saved)],
    [isoVariableSaveGroup, ok(saved)],
    [isoVariableSaveAll, ok({ ...saved, variableState: 'final', finalVersion: 2 })],
    [isoDepartmentList, ok(departments)],
    [isoDepartmentNotMerged, ok([])],
    [isoTimelineCalculate, (request) => ok(calDateTimeline(String((request.params as Record<string, string>).latestManageManualReleaseDateTime)))],
  ]);
  installRequest(requestConfig, answerContracts(answers));
});
afterEach(() => vi.restoreAllMocks());

describe('组织信息', () => {
  it('shows the stored values, the state and the note about changes after a 定稿', async () => {
    render(<VariablesPanel projectCode={PROJECT} side="delivery" />);
    expect(await screen.findByDisplayValue('示例科技有限公司', {}, slow)).toBeTruthy();
    expect(screen.getByText('已定稿 v1')).toBeTruthy();
    expect(screen.getByText(AFTER_FINAL_NOTE)).toBeTruthy();
    expect(requestsTo(isoVariableList)[0]!.url).toBe(`/iso/variable/${GROUP}/${PROJECT}/list.json`);
  });

  it('保存草稿 sends the form’s values to saveDraft', async () => {
    render(<VariablesPanel projectCode={PROJECT} side="delivery" />);
    const input = await screen.findByDisplayValue('示例科技有限公司', {}, slow);
    fireEvent.change(screen.getByLabelText('公司简称'), { target: { value: '示例' } });
    expect(input).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: buttonName('保存草稿') }));
    await waitFor(() => expect(requestsTo(isoVariableSaveDraft)).toHaveLength(1), slow);
    const body = requestsTo(isoVariableSaveDraft)[0]!.data as { projectCode: string; valuesVersion: number; values: Record<string, unknown> };
    expect(body).toMatchObject({ projectCode: PROJECT, valuesVersion: 4 });
    expect(body.values).toMatchObject({ orgShortName: '示例', headcount: 186, manualReleaseDate: '2026-09-01' });
  });

  it('shows a refusal naming a field on that field', async () => {
    answers.set(isoVariableSaveGroup, failure('23003', '参数错误：creditCode 统一社会信用代码校验位（第 18 位）应为“1”，实为“2”'));
    render(<VariablesPanel projectCode={PROJECT} side="delivery" />);
    await screen.findByDisplayValue('示例科技有限公司', {}, slow);
    fireEvent.click(screen.getAllByRole('button', { name: buttonName('保存本组') })[0]!);
    await waitFor(() => expect(requestsTo(isoVariableSaveGroup)).toHaveLength(1), slow);
    const item = screen.getByLabelText('统一社会信用代码').closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('统一社会信用代码校验位（第 18 位）应为“1”，实为“2”', {}, slow)).toBeTruthy();
  });

  it('定稿 asks first, then saves the whole set with lastSave', async () => {
    render(<VariablesPanel projectCode={PROJECT} side="delivery" />);
    await screen.findByDisplayValue('示例科技有限公司', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: buttonName('定稿') }));
    expect(await screen.findByText(FINAL_CONFIRM, {}, slow)).toBeTruthy();
    expect(requestsTo(isoVariableSaveAll)).toHaveLength(0);
    const popover = screen.getByText(FINAL_CONFIRM).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: buttonName('定稿') }));
    await waitFor(() => expect(requestsTo(isoVariableSaveAll)).toHaveLength(1), slow);
    const request = requestsTo(isoVariableSaveAll)[0]!;
    expect(request.url).toBe(`/iso/variable/${GROUP}/${PROJECT}/save.json`);
    expect(request.data).toMatchObject({ valuesVersion: 4, lastSave: true });
  });

  it('lets the customer change only their fields and says the consultant finalises', async () => {
    answers.set(
      isoVariableList,
      ok(viewOf({ permissions: { side: 'customer', canEdit: true, editableKeys: customerFillsKeys(['ISMS']), canFinalize: false } })),
    );
    render(<VariablesPanel projectCode={PROJECT} side="customer" />);
    await screen.findByDisplayValue('示例科技有限公司', {}, slow);
    expect(screen.getByText(/由咨询顾问定稿/)).toBeTruthy();
    expect((screen.getByLabelText('公司全称') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText('文件编号前缀') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: buttonName('定稿') })).toBeNull();
  });
});

describe('部门与职责', () => {
  it('refuses a second 主责 in a row of the matrix', async () => {
    render(<DepartmentsPanel projectCode={PROJECT} side="delivery" />);
    const [cell] = await screen.findAllByLabelText('4.1 综合管理部', {}, slow);
    fireEvent.mouseDown(cell!.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((el) => el.textContent === '主责');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    }, slow);
    fireEvent.click(option);
    expect(await screen.findByText(TWO_LEADS, {}, slow)).toBeTruthy();
    expect(screen.queryByText('有未保存的修改')).toBeNull();
  });

  it('asks before deleting a department and shows the refusal of one still in use', async () => {
    const refusal = '参数错误：departments 部门“信息技术部”仍在职能分配表或不符合项中使用，不能删除；可改为停用';
    answers.set(isoVariableSaveGroup, failure('23006', refusal));
    render(<DepartmentsPanel projectCode={PROJECT} side="delivery" />);
    const row = (await screen.findByText('张伟', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: buttonName('删除') }));
    const popover = (await screen.findByText(DELETE_CONFIRM('信息技术部'), {}, slow)).closest('.ant-popover') as HTMLElement;
    expect(requestsTo(isoVariableSaveGroup)).toHaveLength(0);
    fireEvent.click(within(popover).getByRole('button', { name: buttonName('删除') }));
    await waitFor(() => expect(requestsTo(isoVariableSaveGroup)).toHaveLength(1), slow);
    const sent = requestsTo(isoVariableSaveGroup)[0]!.data as { groupKey: string; values: { departments: { code: string }[] } };
    expect(sent.groupKey).toBe('structure');
    expect(sent.values.departments.map((d) => d.code)).toEqual(['D01', 'D02', 'D04', 'D05', 'D06', 'D07']);
    expect(await screen.findByText(refusal, {}, slow)).toBeTruthy();
  });
});

describe('时间线', () => {
  const pick = async (label: string, day: string) => {
    const input = await screen.findByLabelText(label, {}, slow);
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    fireEvent.click((await screen.findByTitle(day, {}, slow)).closest('td')!);
  };

  it('previews what moves when a date changes, then saves the dates group', async () => {
    render(<TimelinePanel projectCode={PROJECT} side="delivery" />);
    await pick('内部审核日期', '2026-11-26');
    expect(await screen.findByText(/预览/, {}, slow)).toBeTruthy();
    expect(screen.getByTestId('moved-internalAudit').textContent).toBe('2026-11-19 → 2026-11-26');
    expect(screen.getByTestId('moved-managementReview')).toBeTruthy();
    expect(screen.queryByTestId('moved-training')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: buttonName('保存') }));
    await waitFor(() => expect(requestsTo(isoVariableSaveGroup)).toHaveLength(1), slow);
    expect(requestsTo(isoVariableSaveGroup)[0]!.data).toMatchObject({ groupKey: 'dates', values: { internalAuditDate: '2026-11-26' } });
  });

  it('shows the holiday-data notice for a release date in 2027', async () => {
    const values = { ...DEMO_ISO_VARIABLES, manualReleaseDate: '2027-03-01' };
    answers.set(isoVariableList, ok(viewOf({ values, timeline: timelineOf(values) })));
    render(<TimelinePanel projectCode={PROJECT} side="delivery" />);
    expect(await screen.findByText(HOLIDAY_NOTICE, {}, slow)).toBeTruthy();
    expect(screen.getAllByText(/节假日数据不含 2027 年/).length).toBeGreaterThan(0);
    expect(screen.queryByText(HOLIDAY_NOTICE)).toBeTruthy();
  });
});
