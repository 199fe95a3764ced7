/**
 * The organisation variables, departments and timeline of an ISO documentation project (issue 31
 * items 1–3; spec §7 "ISO and product"): the project's variables with their groups, state, problems,
 * the caller's permissions, timeline and history; the whole set saved (and with lastSave finalised,
 * 定稿); one group saved; a draft; the departments with their use; the departments not yet in the
 * matrix; and the timeline engine for a release date. Reads and saves are open to projectReportReader
 * (the delivering side and the customer's members); the service decides per project (core.open) and
 * per field (a customer member changes only customerFills fields; only writers finalise).
 */
import { z } from 'zod';
import { timelineResultSchema } from '../engines/timeline';
import { TIMEOUTS } from '../kernel/constants';
import { defineContract, Timestamp } from '../kernel/contract';
import { text } from '../kernel/text';
import { IsoVariableState, IsoVariableType } from './enums';

const tag = '体系文件：组织信息、部门与时间线';
const projectCode = text({ max: 40, required: '参数错误：projectCode 请指定项目' });
const valuesVersion = z.number({ error: '参数错误：valuesVersion 须为整数（加载时的版本号）' }).int().min(0);
/** A set of variable values (field key → value); the rules of ./variableRules.ts check each value. */
const Values = z.record(z.string(), z.unknown(), { error: '参数错误：values 须为对象（字段 → 值）' });
const lastSaveFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: '参数错误：lastSave 须为 true 或 false' })
  .optional()
  .transform((value) => value === true || value === 'true');

// ---- Shapes ------------------------------------------------------------------------------------

const Column = z.object({
  key: z.string(),
  label: z.string(),
  type: IsoVariableType.schema,
  required: z.boolean().optional(),
  max: z.number().optional(),
  options: z.array(z.string()).optional(),
  min: z.number().optional(),
  maxValue: z.number().optional(),
});
export const IsoVariableFieldInfo = Column.extend({
  columns: z.array(Column).optional(),
  minItems: z.number().optional(),
  maxItems: z.number().optional(),
  help: z.string().optional(),
  customerFills: z.boolean().optional(),
});
export const IsoVariableGroupInfo = z.object({ key: z.string(), label: z.string(), description: z.string(), fields: z.array(IsoVariableFieldInfo) });
export type IsoVariableGroupInfo = z.infer<typeof IsoVariableGroupInfo>;

export const IsoVariableProblemInfo = z.object({ key: z.string(), label: z.string(), group: z.string().nullable(), message: z.string() });
export type IsoVariableProblemInfo = z.infer<typeof IsoVariableProblemInfo>;

export const IsoTimelineEntryInfo = z.object({
  key: z.string(),
  label: z.string(),
  date: z.string(),
  overridden: z.boolean(),
  anchor: z.string().nullable(),
  anchorLabel: z.string().nullable(),
  /** Working days from the anchor (negative: before it); null when set by hand. */
  workdays: z.number().int().nullable(),
  /** The variable that sets it by hand (null: always computed). */
  field: z.string().nullable(),
});
export const IsoTimelineInfo = z.object({
  entries: z.array(IsoTimelineEntryInfo),
  holidayDataAvailable: z.boolean(),
  uncoveredYears: z.array(z.number().int()),
  notes: z.array(z.string()),
});
export type IsoTimelineInfo = z.infer<typeof IsoTimelineInfo>;

export const IsoVariableHistoryItem = z.object({
  id: z.number().int(),
  valuesVersion: z.number().int(),
  /** draft, group, save, final. */
  action: z.string(),
  actionLabel: z.string(),
  groupKey: z.string().nullable(),
  accountName: z.string(),
  side: z.enum(['customer', 'delivery']),
  at: Timestamp,
  changes: z.array(z.object({ key: z.string(), label: z.string(), before: z.string(), after: z.string() })),
});
export type IsoVariableHistoryItem = z.infer<typeof IsoVariableHistoryItem>;

export const IsoVariablesView = z.object({
  project: z.object({
    projectCode: z.string(),
    groupCode: z.string(),
    name: z.string(),
    customerName: z.string(),
    productName: z.string(),
    systems: z.array(z.string()),
  }),
  groups: z.array(IsoVariableGroupInfo),
  values: Values,
  valuesVersion: z.number().int(),
  variableState: IsoVariableState.schema,
  finalVersion: z.number().int(),
  finalizedAt: Timestamp.nullable(),
  finalizedBy: z.string().nullable(),
  updatedAt: Timestamp,
  updatedBy: z.string().nullable(),
  /** What a final save would refuse now. */
  problems: z.array(IsoVariableProblemInfo),
  permissions: z.object({
    side: z.enum(['customer', 'delivery']),
    canEdit: z.boolean(),
    /** The fields the caller may change (a customer member: the customerFills ones; the matrix is a key too). */
    editableKeys: z.array(z.string()),
    canFinalize: z.boolean(),
  }),
  timeline: IsoTimelineInfo.nullable(),
  history: z.array(IsoVariableHistoryItem),
});
export type IsoVariablesView = z.infer<typeof IsoVariablesView>;

/** What a save answers: the new state (the form reloads list.json for the rest). */
export const IsoVariableSaved = z.object({
  valuesVersion: z.number().int(),
  variableState: IsoVariableState.schema,
  finalVersion: z.number().int(),
  values: Values,
  changed: z.array(z.string()),
});
export type IsoVariableSaved = z.infer<typeof IsoVariableSaved>;

export const IsoDepartmentItem = z.object({
  code: z.string(),
  name: z.string(),
  head: z.string(),
  responsibilities: z.string(),
  isEnable: z.boolean(),
  leadCount: z.number().int(),
  supportCount: z.number().int(),
  ncCount: z.number().int(),
});
export type IsoDepartmentItem = z.infer<typeof IsoDepartmentItem>;

// ---- Contracts ---------------------------------------------------------------------------------

const errors = ['23001', '23002', '23003', '23004', '23006', '23007', '23008'] as const;

export const isoVariableList = defineContract({
  method: 'GET',
  path: '/iso/variable/{groupCode}/{projectCode}/list.json',
  tag,
  summary: '项目组织信息：分组、取值、状态、待定稿问题、权限、时间线与修改记录',
  params: z.object({ groupCode: text({ max: 40, required: '参数错误：groupCode 请指定项目组' }), projectCode }),
  response: IsoVariablesView,
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
  errors,
});

export const isoVariableSaveAll = defineContract({
  method: 'POST',
  path: '/iso/variable/{groupCode}/{projectCode}/save.json',
  tag,
  summary: '保存全部组织信息（完整校验）；lastSave=true 同时定稿',
  params: z.object({ groupCode: text({ max: 40, required: '参数错误：groupCode 请指定项目组' }), projectCode }),
  query: z.object({ lastSave: lastSaveFlag }),
  body: z.object({ valuesVersion, values: Values, lastSave: lastSaveFlag }),
  response: IsoVariableSaved,
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
  errors,
});

export const isoVariableSaveGroup = defineContract({
  method: 'POST',
  path: '/iso/variable/save.json',
  tag,
  summary: '保存一组组织信息（本组完整校验）',
  body: z.object({ projectCode, groupKey: text({ max: 40, required: '参数错误：groupKey 请指定分组' }), valuesVersion, values: Values }),
  response: IsoVariableSaved,
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
  errors,
});

export const isoVariableSaveDraft = defineContract({
  method: 'POST',
  path: '/iso/variable/saveDraft.json',
  tag,
  summary: '保存组织信息草稿（只校验类型与长度）',
  body: z.object({ projectCode, valuesVersion, values: Values }),
  response: IsoVariableSaved,
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
  errors,
});

export const isoDepartmentList = defineContract({
  method: 'GET',
  path: '/iso/department/list.json',
  tag,
  summary: '项目部门：启用状态、职能分配表中主责/配合条款数、不符合项数',
  query: z.object({ projectCode }),
  response: z.array(IsoDepartmentItem),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
  errors: ['23001', '23002'],
});

export const isoDepartmentNotMerged = defineContract({
  method: 'GET',
  path: '/iso/department/notMerged/list.json',
  tag,
  summary: '尚未在职能分配表中分配任何条款的启用部门',
  query: z.object({ projectCode }),
  response: z.array(IsoDepartmentItem),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
  errors: ['23001', '23002'],
});

export const isoTimelineCalculate = defineContract({
  method: 'GET',
  path: '/api/iso/common/calDateTimeline',
  tag,
  summary: '按管理手册发布日期推算体系时间线（中国工作日；无节假日数据的年份会说明）',
  query: z.object({
    latestManageManualReleaseDateTime: text({ max: 40, required: '参数错误：latestManageManualReleaseDateTime 请指定管理手册发布日期' }),
  }),
  response: timelineResultSchema,
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const isoVariableContracts = {
  isoVariableList,
  isoVariableSaveAll,
  isoVariableSaveGroup,
  isoVariableSaveDraft,
  isoDepartmentList,
  isoDepartmentNotMerged,
  isoTimelineCalculate,
};
