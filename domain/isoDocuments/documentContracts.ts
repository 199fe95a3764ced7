/**
 * The generated document set of an ISO documentation project (issue 31 item 4; spec §7 "Channel
 * projects", under /consulting/project/channel): generating the set (or some files again) as a
 * background task with progress, the tree by folder (docBizType, parentDentryDocCode) and the
 * flat paged list, replacing a file with the consultant's edited .docx (history kept), the
 * status moves of documentRules.ts (定稿, 退回修改), the versions of a file, submitting the final
 * files to the customer and one zip of the current versions. Writes: the delivering side
 * (consultOrDelivery; the service admits the project's writers); reads: whoever may read the
 * project's reports (projectReportReader; a customer member sees only delivered files).
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';
import { text } from '../kernel/text';
import { DocBizType, DocVersionSource, StandardFileStatus } from './enums';

const tag = '体系文件：文件生成与交付';
const projectCode = text({ max: 40, required: '参数错误：projectCode 请指定项目' });
const docCode = text({ max: 40, required: '参数错误：docCode 请指定文件' });
const docCodes = z
  .array(text({ max: 40, required: '参数错误：docCodes 不能含空的文件编号' }), { error: '参数错误：docCodes 须为文件编号的数组' })
  .max(500, '参数错误：docCodes 最多 500 个文件');
const optionalText = (max: number) => filterOf(text({ max }));

// ---- Shapes ------------------------------------------------------------------------------------

export const DocActionSchema = z.enum(['download', 'versions', 'replace', 'finalize', 'reopen', 'submit', 'regenerate']);

export const StatusCountsSchema = z.object({
  init: z.number().int(),
  generated: z.number().int(),
  inhand: z.number().int(),
  final: z.number().int(),
  finished: z.number().int(),
  total: z.number().int(),
});

/** A file of the set as a list shows it. */
export const IsoDocFile = z.object({
  docCode: z.string(),
  parentCode: z.string().nullable(),
  folderTitle: z.string(),
  docBizType: DocBizType.schema,
  title: z.string(),
  docNumber: z.string(),
  status: StandardFileStatus.schema,
  objectId: z.string().nullable(),
  fileName: z.string().nullable(),
  versionNo: z.number().int(),
  source: DocVersionSource.schema.nullable(),
  rowVersion: z.number().int(),
  updatedAt: Timestamp,
  submittedAt: Timestamp.nullable(),
  /** What the caller may do with it (documentRules.documentActions). */
  actions: z.array(DocActionSchema),
});
export type IsoDocFile = z.infer<typeof IsoDocFile>;

export const IsoDocFolder = z.object({
  docCode: z.string(),
  parentCode: z.string().nullable(),
  docBizType: DocBizType.schema,
  title: z.string(),
  counts: StatusCountsSchema,
});
export type IsoDocFolder = z.infer<typeof IsoDocFolder>;

/** The generation task as the page follows it. */
export const IsoDocTask = z.object({
  taskId: z.number().int(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
  createdAt: Timestamp,
  finishedAt: Timestamp.nullable(),
});
export type IsoDocTask = z.infer<typeof IsoDocTask>;

export const IsoDocTree = z.object({
  /** The folder listed (null: the root) and the way back up. */
  folder: z.object({ docCode: z.string(), title: z.string() }).nullable(),
  breadcrumb: z.array(z.object({ docCode: z.string(), title: z.string() })),
  folders: z.array(IsoDocFolder),
  files: z.array(IsoDocFile),
  /** The whole set (the caller's view). */
  counts: StatusCountsSchema,
  templateSet: z.object({ code: z.string(), name: z.string(), version: z.number().int() }),
  generatedAt: Timestamp.nullable(),
  /** Whether the variables are final (generation needs it). */
  variablesFinal: z.boolean(),
  canWrite: z.boolean(),
  /** The latest generation task of the project, if any. */
  task: IsoDocTask.nullable(),
});
export type IsoDocTree = z.infer<typeof IsoDocTree>;

export const IsoDocVersion = z.object({
  versionNo: z.number().int(),
  objectId: z.string(),
  fileName: z.string(),
  source: DocVersionSource.schema,
  note: z.string(),
  accountName: z.string(),
  at: Timestamp,
  current: z.boolean(),
});
export type IsoDocVersion = z.infer<typeof IsoDocVersion>;

// ---- Contracts ---------------------------------------------------------------------------------

export const isoDocGenerate = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/generate/file',
  tag,
  summary:
    '按定稿的组织信息生成体系文件（全部或指定文件），后台任务，返回任务进度；同一项目同时只有一个生成任务；会覆盖顾问替换的文件时须确认 overwriteReplaced',
  body: z.object({
    projectCode,
    docCodes: docCodes.optional(),
    overwriteReplaced: z.boolean({ error: '参数错误：overwriteReplaced 须为布尔值' }).optional(),
  }),
  response: IsoDocTask,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.none,
  errors: ['23005', '23007', '23008', '23101', '23102', '23103'],
});

export const isoDocProgress = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/generate/progress.json',
  tag,
  summary: '项目最近一次体系文件生成任务的进度（项目的顾问与交付方都可查看）',
  query: z.object({ projectCode }),
  response: z.object({ task: IsoDocTask.nullable() }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const isoDocTree = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/generate/doc/list.json',
  tag,
  summary: '体系文件目录：某文件夹（缺省为根目录）下的文件夹（各状态数量）与文件（状态、编号、版本、来源、可执行操作）；客户只看到已交付的文件',
  query: z.object({
    projectCode,
    docBizType: filterOf(DocBizType.schema),
    parentDentryDocCode: optionalText(40),
  }),
  response: IsoDocTree,
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const isoDocFileList = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/generate/file/list.json',
  tag,
  summary: '体系文件平铺列表，分页；可按状态、类型、名称或编号筛选；客户只看到已交付的文件',
  query: PageQuery.extend({
    projectCode,
    status: filterOf(StandardFileStatus.schema),
    docBizType: filterOf(DocBizType.schema),
    keyword: optionalText(50),
  }),
  response: pageOf(IsoDocFile),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const isoDocReplace = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/generate/file/replace.json',
  tag,
  summary: '用顾问上传的 Word 文档（先经 /consulting/file/upload 上传）替换文件：新版本（来源：顾问上传替换），状态改为处理中，历史版本保留',
  body: z.object({
    projectCode,
    docCode,
    objectId: text({ max: 64, required: '参数错误：objectId 请先上传替换文件' }),
    rowVersion: z.number({ error: '参数错误：rowVersion 须为整数' }).int().min(1, '参数错误：rowVersion 须为整数'),
  }),
  response: IsoDocFile,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
  errors: ['23101', '23102', '23104', '23007', '23008'],
});

export const isoDocStatus = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/generate/file/status.json',
  tag,
  summary: '文件定稿（finalize）或退回修改（reopen），可一次多个文件；不允许的状态变更整体拒绝',
  body: z.object({
    projectCode,
    docCodes: docCodes.min(1, '参数错误：docCodes 请至少选择一个文件'),
    action: z.enum(['finalize', 'reopen'], { error: '参数错误：action 只能是 finalize 或 reopen' }),
  }),
  response: z.object({ list: z.array(IsoDocFile) }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
  errors: ['23101', '23102', '23007', '23008'],
});

export const isoDocVersions = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/generate/file/versions.json',
  tag,
  summary: '文件的全部版本（生成与顾问替换），新的在前，每个版本都可下载',
  query: z.object({ projectCode, docCode }),
  response: z.object({ list: z.array(IsoDocVersion) }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
  errors: ['23101'],
});

export const isoDocSubmit = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/submit/file',
  tag,
  summary: '把定稿的文件提交给客户（缺省为全部定稿文件），状态改为已完成',
  body: z.object({ projectCode, docCodes: docCodes.optional() }),
  response: z.object({ submitted: z.number().int(), list: z.array(IsoDocFile) }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
  errors: ['23101', '23102', '23105', '23007', '23008'],
});

export const isoDocBatchDownload = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/get/batchDownloadObjectId',
  tag,
  summary: '把文件的当前版本打包成一个 zip（保留目录结构），存为项目文件，返回 objectId 供 /consulting/file/download 下载；客户只打包已交付的文件',
  body: z.object({ projectCode, docCodes: docCodes.optional() }),
  response: z.object({ objectId: z.string(), fileName: z.string(), count: z.number().int() }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
  errors: ['23106'],
});

export const isoDocumentContracts = {
  isoDocGenerate,
  isoDocProgress,
  isoDocTree,
  isoDocFileList,
  isoDocReplace,
  isoDocStatus,
  isoDocVersions,
  isoDocSubmit,
  isoDocBatchDownload,
};
