/**
 * The internal audit's nonconformities and the certification application forms of an ISO
 * documentation project (issue 31 items 5, 6; spec §7 "Channel projects", under
 * /consulting/project/channel): what an NC is raised against (clauses, departments, auditors),
 * the paged list with counts, saving and moving an NC through its lifecycle (ncRules.ts), the NC
 * report as a Word document (10 min, spec §9) shared by its docMediaId and submitted to the
 * customer, the bodies a channel may apply to with the variables their form still lacks, and
 * the pre-filled application form. The delivering side calls them (consultOrDelivery); the
 * service decides per project (writes: the consultant and the delivery managers).
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { DateString, defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';
import { text } from '../kernel/text';
import { NcSeverity, NcState, StandardFileStatus } from './enums';
import { NC_TEXT_MAX } from './ncRules';

const tag = '体系文件：不符合项与认证申请';
const projectCode = text({ max: 40, required: '参数错误：projectCode 请指定项目' });
const optionalDate = z
  .union([z.literal(''), DateString])
  .nullable()
  .optional();
const longText = (max: number) => text({ max, multiline: true }).optional();

// ---- Shapes ------------------------------------------------------------------------------------

export const NcClauseOption = z.object({ id: z.string(), title: z.string(), system: z.string() });
export const NcDepartmentOption = z.object({ code: z.string(), name: z.string(), isEnable: z.boolean() });

export const NcDomain = z.object({
  clauses: z.array(NcClauseOption),
  departments: z.array(NcDepartmentOption),
  /** Names to suggest as the auditor (the project's consultant, the customer's representatives); the field stays free text. */
  auditors: z.array(z.string()),
  /** The internal audit's date on the timeline (the default found date), if the release date is set. */
  internalAuditDate: z.string().nullable(),
  /** Whether the caller may write (raise, edit, move, generate, submit). */
  canWrite: z.boolean(),
});
export type NcDomain = z.infer<typeof NcDomain>;

export const NcItem = z.object({
  ncCode: z.string(),
  seq: z.number().int(),
  clause: z.string(),
  clauseTitle: z.string(),
  departmentCode: z.string(),
  departmentName: z.string(),
  description: z.string(),
  evidence: z.string(),
  severity: NcSeverity.schema,
  auditor: z.string(),
  foundDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  rootCause: z.string(),
  correction: z.string(),
  correctiveAction: z.string(),
  verification: z.string(),
  state: NcState.schema,
  verifiedAt: Timestamp.nullable(),
  rowVersion: z.number().int(),
  updatedAt: Timestamp,
});
export type NcItem = z.infer<typeof NcItem>;

/** The project's NC report (the NC-REPORT document), once generated. */
export const NcReportInfo = z.object({
  docMediaId: z.string(),
  fileName: z.string(),
  status: StandardFileStatus.schema,
  versionNo: z.number().int(),
  updatedAt: Timestamp,
  submittedAt: Timestamp.nullable(),
});
export type NcReportInfo = z.infer<typeof NcReportInfo>;

export const NcPage = pageOf(NcItem).extend({
  counts: z.object({ total: z.number().int(), open: z.number().int(), corrected: z.number().int(), closed: z.number().int() }),
  canWrite: z.boolean(),
  report: NcReportInfo.nullable(),
});
export type NcPage = z.infer<typeof NcPage>;

export const NcSaveBody = z.object({
  projectCode,
  /** Absent: a new nonconformity (numbered NC-01, NC-02… by the server). */
  ncCode: text({ max: 20 }).optional(),
  /** Required with ncCode: the version the form was loaded with. */
  rowVersion: z.number({ error: '参数错误：rowVersion 须为整数' }).int().min(1).optional(),
  clause: text({ max: 20 }).optional(),
  departmentCode: text({ max: 40 }).optional(),
  description: longText(NC_TEXT_MAX.description),
  evidence: longText(NC_TEXT_MAX.evidence),
  severity: NcSeverity.schema.optional(),
  auditor: text({ max: NC_TEXT_MAX.auditor, name: true }).optional(),
  foundDate: optionalDate,
  rootCause: longText(NC_TEXT_MAX.rootCause),
  correction: longText(NC_TEXT_MAX.correction),
  correctiveAction: longText(NC_TEXT_MAX.correctiveAction),
  dueDate: optionalDate,
  verification: longText(NC_TEXT_MAX.verification),
  /** A lifecycle move made with this save (ncRules.ts NC_MACHINE). */
  action: z.enum(['correct', 'verify', 'reject', 'reopen'], { error: '参数错误：action 只能是 correct、verify、reject 或 reopen' }).optional(),
});

export const ApplicationBody = z.object({
  cbTenantCode: z.string(),
  bodyName: z.string(),
  /** The form's title at that body. */
  title: z.string(),
  /** Variables the form is filled from that are still empty. */
  missing: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type ApplicationBody = z.infer<typeof ApplicationBody>;

const GeneratedFile = z.object({ docMediaId: z.string(), fileName: z.string() });

// ---- Contracts ---------------------------------------------------------------------------------

export const isoNcDomain = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/nc/domain/list.json',
  tag,
  summary: '不符合项的取值范围：项目管理体系的条款（ISMS 含附录 A 控制）、启用的部门、审核员建议',
  query: z.object({ projectCode }),
  response: NcDomain,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const isoNcList = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/nc/list.json',
  tag,
  summary: '项目的不符合项，按编号排列，分页；可按状态、类型筛选；附各状态数量和不符合项报告',
  query: PageQuery.extend({ projectCode, state: filterOf(NcState.schema), severity: filterOf(NcSeverity.schema) }),
  response: NcPage,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const isoNcSave = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/nc/save.json',
  tag,
  summary: '新增或修改不符合项（乐观版本校验），可同时执行整改完成、验证关闭、退回整改、重新打开；编号 NC-01 起连续',
  body: NcSaveBody,
  response: NcItem,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
  errors: ['23251', '23252', '23253', '23007', '23008'],
});

export const isoNcGenerateFile = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/nc/generate/file',
  tag,
  summary: '生成内部审核不符合项报告（Word），存为项目文件，返回 docMediaId',
  body: z.object({ projectCode }),
  response: GeneratedFile,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.ncFileGeneration,
  errors: ['23252', '23007', '23008'],
});

export const isoNcSubmitFile = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/nc/generate/submitFile',
  tag,
  summary: '把生成的不符合项报告提交给客户（须为当前版本的 docMediaId）',
  body: z.object({ projectCode, docMediaId: text({ max: 64, required: '参数错误：docMediaId 请指定报告文件' }) }),
  response: NcReportInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
  errors: ['23254', '23102', '23007', '23008'],
});

export const isoApplicationList = defineContract({
  method: 'GET',
  path: '/consulting/project/channel/generate/file/application/list.json',
  tag,
  summary: '可申请的认证机构及其认证申请书，附申请书所需但尚未填写的组织信息',
  query: z.object({ projectCode }),
  response: z.object({ list: z.array(ApplicationBody) }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const isoApplicationDownload = defineContract({
  method: 'POST',
  path: '/consulting/project/channel/download/file/application',
  tag,
  summary: '按组织信息预填所选认证机构的认证申请书（Word），存为项目文件，返回 objectId 供下载',
  body: z.object({ projectCode, cbTenantCode: text({ max: 40, required: '参数错误：cbTenantCode 请选择认证机构' }) }),
  response: z.object({ objectId: z.string(), fileName: z.string() }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
  errors: ['23201'],
});

export const isoNcContracts = {
  isoNcDomain,
  isoNcList,
  isoNcSave,
  isoNcGenerateFile,
  isoNcSubmitFile,
  isoApplicationList,
  isoApplicationDownload,
};
