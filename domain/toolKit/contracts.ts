/** New-user guide downloads (spec §3 "Tool kit item", §7) and their management by the platform. */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { ToolKitStatus } from './enums';
import { text } from '../kernel/text';
import { PageQuery, Timestamp, defineContract, filterOf, pageOf } from '../kernel/contract';

export const ToolKitItem = z.object({ uniqueCode: z.string(), title: z.string(), downloadUrl: z.string() });
export type ToolKitItem = z.infer<typeof ToolKitItem>;

/** A managed item: plus showMsg, status, the uploaded file (fileMediaId = its objectId) and order. */
export const ToolKitAdminItem = ToolKitItem.extend({
  showMsg: z.string(),
  status: ToolKitStatus.schema,
  fileMediaId: z.string(),
  fileName: z.string(),
  sortOrder: z.number().int(),
  createdAt: Timestamp,
});
export type ToolKitAdminItem = z.infer<typeof ToolKitAdminItem>;

const tag = '新手指引';
const title = text({ max: 100, name: true, required: '请输入标题' });
const showMsg = text({ max: 500, multiline: true });
/** An external link instead of an uploaded file: http(s) only. */
const downloadUrl = text({ max: 1_000 }).refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), '下载地址必须是 http(s) 链接');
const sortOrder = z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数').min(0, '排序不能小于 0').max(9_999, '排序不能超过 9999');

export const toolKitList = defineContract({
  method: 'GET',
  path: '/api/user/toolKit/list.json',
  tag,
  summary: '新手指引下载列表（显示中的条目）',
  response: z.array(ToolKitItem),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const toolKitManageList = defineContract({
  method: 'GET',
  path: '/api/platform/toolKit/list.json',
  tag,
  summary: '新手指引管理列表',
  query: PageQuery.extend({ title: filterOf(text({ max: 100 })), status: filterOf(ToolKitStatus.schema) }),
  response: pageOf(ToolKitAdminItem),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

/** New item: a file (part `file`) or an external downloadUrl is required. */
export const toolKitSave = defineContract({
  method: 'POST',
  path: '/api/platform/toolKit/save.json',
  tag,
  summary: '新增新手指引条目（multipart：file 或 downloadUrl）',
  multipart: true,
  fileFields: ['file'],
  body: z.object({
    title,
    showMsg: showMsg.default(''),
    status: ToolKitStatus.schema.default('1'),
    downloadUrl: downloadUrl.default(''),
    sortOrder: sortOrder.default(0),
  }),
  response: ToolKitAdminItem,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

/** Change an item; absent fields stay, a new file replaces the old one. */
export const toolKitUpdate = defineContract({
  method: 'POST',
  path: '/api/platform/toolKit/update.json',
  tag,
  summary: '修改新手指引条目（multipart；可替换文件、切换状态）',
  multipart: true,
  fileFields: ['file'],
  body: z.object({
    uniqueCode: text({ max: 64, required: '请指定条目' }),
    title: title.optional(),
    showMsg: showMsg.optional(),
    status: ToolKitStatus.schema.optional(),
    downloadUrl: downloadUrl.optional(),
    sortOrder: sortOrder.optional(),
  }),
  response: ToolKitAdminItem,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const toolKitContracts = { toolKitList, toolKitManageList, toolKitSave, toolKitUpdate };
