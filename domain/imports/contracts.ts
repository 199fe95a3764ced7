/**
 * Imports (spec §7 "Gap analysis and imports", "ISO and product"): reading an uploaded Excel
 * workbook against a named template and an existing management-system Word document (nothing
 * saved), and importing a customer's government technology projects and innovative-enterprise
 * recognitions as background tasks, with their blank templates, task detail and paged lists.
 * The templates' columns: domain/imports/templates.ts and docs/imports.md.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';
import { text } from '../kernel/text';
import { GovImportKind, GovProjectLevel, GovProjectStatus, ImportTemplateName, InnovativeQualification } from './enums';
import { JobStatus } from '../tasks/enums';

const tag = '导入';

export const ImportCellError = z.object({
  sheet: z.string(),
  /** Row number in the sheet (the header is row 1). */
  row: z.number().int(),
  /** The column's header. */
  column: z.string(),
  reason: z.string(),
});
export type ImportCellError = z.infer<typeof ImportCellError>;

export const ParsedSheet = z.object({
  name: z.string(),
  /** Whether the sheet has the template's columns (the template's 填写说明 sheet and foreign sheets are listed, not read). */
  matched: z.boolean(),
  /** Why a sheet was not read. */
  note: z.string(),
  /** Data rows read (blank rows skipped). */
  rowCount: z.number().int(),
  validCount: z.number().int(),
  /** Every data row: its values by column key (a bad cell is null) and whether all its cells were good. */
  rows: z.array(z.object({ row: z.number().int(), valid: z.boolean(), values: z.record(z.string(), z.unknown()) })),
});
export type ParsedSheet = z.infer<typeof ParsedSheet>;

export const ExcelParseResult = z.object({
  template: ImportTemplateName.schema,
  /** The template's columns in order (key and header), for showing the rows. */
  columns: z.array(z.object({ key: z.string(), header: z.string(), required: z.boolean() })),
  sheets: z.array(ParsedSheet),
  /** Bad cells (at most IMPORT_ERRORS_LISTED; errorCount counts all). */
  errors: z.array(ImportCellError),
  errorCount: z.number().int(),
});
export type ExcelParseResult = z.infer<typeof ExcelParseResult>;

export const excelParse = defineContract({
  method: 'POST',
  path: '/api/import/excel/parse',
  tag,
  summary:
    '解析 Excel（.xlsx）：按模板读取各工作表的行并逐格校验，列出每个错误单元格（工作表、行、列、原因）；不保存任何数据。拒绝非 xlsx、含公式、超过行数上限与疑似压缩炸弹的文件',
  multipart: true,
  fileFields: ['file'],
  body: z.object({ template: ImportTemplateName.schema }),
  response: ExcelParseResult,
  access: 'projectReportReader',
  timeout: TIMEOUTS.excelParse,
});

export const IsoParseResult = z.object({
  fileName: z.string(),
  paragraphCount: z.number().int(),
  headings: z.array(z.object({ level: z.number().int(), text: z.string() })),
  /** ISO/IEC 27001:2022 clauses (4–10) the document names. */
  clauses: z.array(z.object({ id: z.string(), title: z.string(), count: z.number().int() })),
  /** Annex A controls ("A.5.15") the document names. */
  controls: z.array(z.object({ id: z.string(), title: z.string(), count: z.number().int() })),
  /** Organisation facts found (null when not found), to prefill an ISO documentation project's variables. */
  facts: z.object({
    organisationName: z.string().nullable(),
    address: z.string().nullable(),
    scope: z.string().nullable(),
    managementRepresentative: z.string().nullable(),
    releaseDate: z.string().nullable(),
    effectiveDate: z.string().nullable(),
    documentNumber: z.string().nullable(),
  }),
});
export type IsoParseResult = z.infer<typeof IsoParseResult>;

export const isoParserFile = defineContract({
  method: 'POST',
  path: '/api/import/iso/parserFile',
  tag,
  summary:
    '解析已有的管理体系文件（.docx）：标题层级、引用的 ISO/IEC 27001:2022 条款与附录 A 控制措施、可识别的组织信息（名称、地址、范围、管理者代表、发布/实施日期、文件编号）',
  multipart: true,
  fileFields: ['file'],
  body: z.object({}),
  response: IsoParseResult,
  access: 'projectReportReader',
  timeout: TIMEOUTS.excelParse,
});

export const ImportResult = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ sheet: z.string(), row: z.number().int(), column: z.string(), reason: z.string() })),
  errorCount: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResult>;

export const ImportTask = z.object({
  taskId: z.number().int(),
  kind: GovImportKind.schema,
  customerTenantCode: z.string(),
  fileName: z.string(),
  status: JobStatus.schema,
  done: z.number().int(),
  total: z.number().int(),
  /** Why the task failed (the whole file refused, e.g. formulas or too many rows). */
  error: z.string().nullable(),
  /** Set when the task succeeded. */
  result: ImportResult.nullable(),
  createdAt: Timestamp,
  finishedAt: Timestamp.nullable(),
});
export type ImportTask = z.infer<typeof ImportTask>;

const customerTenantCode = filterOf(text({ max: 64 }));
const importBody = z.object({
  /** The customer whose data it is: required for a channel; a customer's own members may leave it out. */
  customerTenantCode,
});

export const govTecProjectImportFile = defineContract({
  method: 'POST',
  path: '/api/govTecProject/importFile',
  tag,
  summary: '导入客户的科技项目（官方 Excel 版式，见模板）：作为后台任务执行，立即返回任务；有效行写入（同一项目编号更新），无效行跳过并逐格列出原因',
  multipart: true,
  fileFields: ['file'],
  body: importBody,
  response: ImportTask,
  access: 'projectReportReader',
  timeout: TIMEOUTS.fileImport,
});

export const govInnovativeImportFile = defineContract({
  method: 'POST',
  path: '/api/govInnovative/importFile',
  tag,
  summary:
    '导入客户的创新型企业认定信息（官方 Excel 版式，见模板）：作为后台任务执行，立即返回任务；有效行写入（同一认定类型与年度更新），无效行跳过并逐格列出原因',
  multipart: true,
  fileFields: ['file'],
  body: importBody,
  response: ImportTask,
  access: 'projectReportReader',
  timeout: TIMEOUTS.fileImport,
});

export const importTaskDetail = defineContract({
  method: 'GET',
  path: '/api/import/task/detail.json',
  tag,
  summary: '导入任务的状态、进度（已处理/总行数）与结果（导入、跳过与错误单元格）；本机构发起的任务',
  query: z.object({
    taskId: z.coerce.number({ error: '请指定任务编号（taskId）' }).int('请指定任务编号（taskId）').min(1, '请指定任务编号（taskId）'),
  }),
  response: ImportTask,
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const importTemplateDownload = defineContract({
  method: 'GET',
  path: '/api/import/template/download',
  tag,
  summary: '下载空白导入模板（.xlsx：数据表与填写说明）',
  query: z.object({ template: ImportTemplateName.schema }),
  response: z.unknown(),
  download: true,
  access: 'projectReportReader',
  timeout: TIMEOUTS.none,
});

export const GovTecProjectItem = z.object({
  id: z.number().int(),
  customerTenantCode: z.string(),
  projectNo: z.string(),
  projectName: z.string(),
  level: GovProjectLevel.schema,
  department: z.string(),
  category: z.string(),
  tecDomain: z.string(),
  tecDomainName: z.string(),
  govProductCls: z.string().nullable(),
  govProductClsName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  totalFunds: z.number(),
  govFunds: z.number().nullable(),
  leader: z.string(),
  status: GovProjectStatus.schema,
  remark: z.string(),
  updatedAt: Timestamp,
});
export type GovTecProjectItem = z.infer<typeof GovTecProjectItem>;

export const GovInnovativeItem = z.object({
  id: z.number().int(),
  customerTenantCode: z.string(),
  qualification: InnovativeQualification.schema,
  year: z.number().int(),
  certificateNo: z.string(),
  issueDate: z.string(),
  expiryDate: z.string().nullable(),
  tecDomain: z.string(),
  tecDomainName: z.string(),
  govProductCls: z.string(),
  govProductClsName: z.string(),
  mainProduct: z.string(),
  rdExpense: z.number(),
  revenue: z.number(),
  rdStaff: z.number().int(),
  totalStaff: z.number().int(),
  ipCount: z.number().int(),
  remark: z.string(),
  updatedAt: Timestamp,
});
export type GovInnovativeItem = z.infer<typeof GovInnovativeItem>;

const listQuery = PageQuery.extend({ customerTenantCode, keyword: filterOf(text({ max: 100 })) });

export const govTecProjectList = defineContract({
  method: 'GET',
  path: '/api/govTecProject/list.json',
  tag,
  summary: '客户的科技项目（导入的记录），按立项日期倒序；关键字匹配项目编号、名称或负责人',
  query: listQuery,
  response: pageOf(GovTecProjectItem),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const govInnovativeList = defineContract({
  method: 'GET',
  path: '/api/govInnovative/list.json',
  tag,
  summary: '客户的创新型企业认定（导入的记录），按认定年度倒序；关键字匹配证书编号或主导产品',
  query: listQuery,
  response: pageOf(GovInnovativeItem),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const importContracts = {
  excelParse,
  isoParserFile,
  govTecProjectImportFile,
  govInnovativeImportFile,
  importTaskDetail,
  importTemplateDownload,
  govTecProjectList,
  govInnovativeList,
};
