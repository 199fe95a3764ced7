/**
 * The assessor register of a certification body (issue 29 item 1, 审核员管理,
 * /authenticationPersonManage): the paged list, one assessor, save (create or edit, optimistic
 * version), delete, the body's auditor accounts an assessor may be linked to, the bodies platform
 * delivery may filter by, and Excel template, import and export. Reads: the body's people and
 * platform delivery (an auditor only their own record); writes: the body's manager and scheduler.
 * Rules: domain/assessors/rules.ts.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { DateString, defineContract, filterOf, mobileOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';
import { text } from '../kernel/text';
import { ImportCellError } from '../imports/contracts';
import {
  ASSESSOR_CLIENT_NAME_MAX,
  ASSESSOR_DEFAULT_MAX_DAYS,
  ASSESSOR_KEYWORD_MAX,
  ASSESSOR_NAME_MAX,
  ASSESSOR_REASON_MAX,
  ASSESSOR_REG_NO_MAX,
} from './constants';
import { AssessorGrade, RegistrationField, RegistrationStatus } from './enums';
import { ASSESSOR_MESSAGES, IAF_CODES, REG_NO_PATTERN } from './rules';

const tag = '审核员管理';

const assessorCode = text({ max: 64, required: '请指定审核员（assessorCode）' });
const bodyTenantCode = filterOf(text({ max: 64 }));

export const RegistrationBody = z.object({
  field: RegistrationField.schema,
  grade: AssessorGrade.schema,
  regNo: text({ max: ASSESSOR_REG_NO_MAX, required: '请输入注册证书号（regNo）' }).regex(REG_NO_PATTERN, ASSESSOR_MESSAGES.regNo),
  validUntil: DateString,
});
export const ConflictBody = z.object({
  /** A customer tenant of the platform; empty for a client named freely. */
  clientTenantCode: text({ max: 64 }).default(''),
  clientName: text({ max: ASSESSOR_CLIENT_NAME_MAX, name: true, required: '请输入利益冲突的客户名称（clientName）' }),
  reason: text({ max: ASSESSOR_REASON_MAX, required: '请输入利益冲突原因（reason），如：两年内为该客户提供过咨询' }),
  until: DateString,
});
export const LeaveBody = z.object({
  from: DateString,
  to: DateString,
  reason: text({ max: ASSESSOR_REASON_MAX }).default(''),
});

export const ASSESSOR_BODY_SHAPE = {
  name: text({ max: ASSESSOR_NAME_MAX, name: true, required: ASSESSOR_MESSAGES.name }),
  phone: mobileOf('手机号（phone）'),
  /** The body's member with role cb-tenant-audit; empty for an external assessor. */
  accountId: text({ max: 64 }).default(''),
  regionCode: z
    .string({ error: ASSESSOR_MESSAGES.regionCode })
    .trim()
    .regex(/^\d{6}$/, ASSESSOR_MESSAGES.regionCode),
  teamLeader: z.boolean().default(false),
  expert: z.boolean().default(false),
  maxDaysPerMonth: z
    .number({ error: ASSESSOR_MESSAGES.maxDaysPerMonth })
    .int(ASSESSOR_MESSAGES.maxDaysPerMonth)
    .min(1, ASSESSOR_MESSAGES.maxDaysPerMonth)
    .max(31, ASSESSOR_MESSAGES.maxDaysPerMonth)
    .default(ASSESSOR_DEFAULT_MAX_DAYS),
  registrations: z.array(RegistrationBody).max(RegistrationField.values.length, '注册资格（registrations）最多每个注册领域一项').default([]),
  technicalAreas: z
    .array(z.string().refine((code) => IAF_CODES.includes(code), { message: '专业代码（technicalAreas）须为 IAF 代码 01–39' }))
    .max(IAF_CODES.length)
    .default([]),
  conflicts: z.array(ConflictBody).max(50, '利益冲突（conflicts）最多 50 条').default([]),
  leaves: z.array(LeaveBody).max(100, '不可用日期（leaves）最多 100 条').default([]),
};

export const AssessorItem = z.object({
  assessorCode: z.string(),
  bodyTenantCode: z.string(),
  bodyName: z.string(),
  name: z.string(),
  phone: z.string(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string(),
  teamLeader: z.boolean(),
  expert: z.boolean(),
  maxDaysPerMonth: z.number().int(),
  registrations: z.array(RegistrationBody.extend({ status: RegistrationStatus.schema })),
  technicalAreas: z.array(z.string()),
  conflicts: z.array(z.object({ clientKey: z.string(), clientName: z.string(), reason: z.string(), until: z.string() })),
  leaves: z.array(z.object({ from: z.string(), to: z.string(), reason: z.string() })),
  /** Some registration is past its 有效期至 today (注册已过期; the scheduler leaves that field out). */
  expired: z.boolean(),
  /** On leave today (休假中). */
  onLeaveToday: z.boolean(),
  /** Whether the caller may edit and delete it (the body's manager or scheduler). */
  editable: z.boolean(),
  version: z.number().int(),
  updatedAt: Timestamp,
});
export type AssessorItem = z.infer<typeof AssessorItem>;

const booleanFilter = filterOf(z.enum(['true', 'false'])).transform((value) => (value === undefined ? undefined : value === 'true'));

export const assessorList = defineContract({
  method: 'GET',
  path: '/api/assessor/list.json',
  tag,
  summary:
    '审核员列表（本认证机构；审核员本人只见自己的档案；平台交付可按机构查看全部）：关键字（姓名、手机号、注册证书号）、注册领域、级别、组长能力、仅看注册已过期',
  query: PageQuery.extend({
    keyword: filterOf(text({ max: ASSESSOR_KEYWORD_MAX })),
    field: filterOf(RegistrationField.schema),
    grade: filterOf(AssessorGrade.schema),
    teamLeader: booleanFilter,
    expiredOnly: booleanFilter,
    bodyTenantCode,
  }),
  response: pageOf(AssessorItem),
  access: 'cbSchedulingOrDelivery',
  timeout: TIMEOUTS.default,
});

export const assessorDetail = defineContract({
  method: 'GET',
  path: '/api/assessor/detail.json',
  tag,
  summary: '一名审核员的档案（审核员本人只能查看自己的）',
  query: z.object({ assessorCode, bodyTenantCode }),
  response: AssessorItem,
  access: 'cbSchedulingOrDelivery',
  timeout: TIMEOUTS.default,
});

export const assessorSave = defineContract({
  method: 'POST',
  path: '/api/assessor/save.json',
  tag,
  summary: '新增或修改审核员（不带 assessorCode 为新增；修改须带读取时的 version）：注册证书号全平台唯一、手机号本机构唯一、一个账号只对应一份档案',
  body: z.object({
    assessorCode: text({ max: 64 }).default(''),
    version: z.number().int().min(1).optional(),
    ...ASSESSOR_BODY_SHAPE,
  }),
  response: AssessorItem,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const assessorDelete = defineContract({
  method: 'POST',
  path: '/api/assessor/delete.json',
  tag,
  summary: '删除审核员（本机构；须带读取时的 version）',
  body: z.object({ assessorCode, version: z.number({ error: '请指定版本（version）' }).int().min(1) }),
  response: z.object({ assessorCode: z.string() }),
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const AssessorAccountOption = z.object({
  accountId: z.string(),
  showName: z.string(),
  phone: z.string().nullable(),
  /** The assessor already linked to the account, if any. */
  linkedAssessorCode: z.string().nullable(),
});

export const assessorAccounts = defineContract({
  method: 'GET',
  path: '/api/assessor/accounts.json',
  tag,
  summary: '可关联的账号：本机构具有“审核员”角色的在职成员，及已关联的审核员',
  response: z.object({ list: z.array(AssessorAccountOption) }),
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const assessorBodies = defineContract({
  method: 'GET',
  path: '/api/assessor/bodies.json',
  tag,
  summary: '可查看的认证机构（平台交付的机构筛选；认证机构的人员只见本机构）',
  response: z.object({ list: z.array(z.object({ tenantCode: z.string(), tenantZhName: z.string(), assessorCount: z.number().int() })) }),
  access: 'cbSchedulingOrDelivery',
  timeout: TIMEOUTS.default,
});

export const assessorTemplate = defineContract({
  method: 'GET',
  path: '/api/assessor/template.xlsx',
  tag,
  summary: '下载审核员导入模板（.xlsx：审核员、注册资格、利益冲突、不可用日期与填写说明）',
  response: z.unknown(),
  download: true,
  access: 'cbPlanner',
  timeout: TIMEOUTS.none,
});

export const assessorExport = defineContract({
  method: 'GET',
  path: '/api/assessor/export.xlsx',
  tag,
  summary: '导出本机构的审核员名册（.xlsx，与导入模板同样的工作表，可修改后再导入）',
  response: z.unknown(),
  download: true,
  access: 'cbPlanner',
  timeout: TIMEOUTS.none,
});

export const AssessorImportResult = z.object({
  /** Whether anything was saved: false when any row has an error (nothing saved then). */
  saved: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(ImportCellError),
  errorCount: z.number().int(),
});
export type AssessorImportResult = z.infer<typeof AssessorImportResult>;

export const assessorImport = defineContract({
  method: 'POST',
  path: '/api/assessor/import.json',
  tag,
  summary: '导入审核员（.xlsx，按手机号合并：已有的更新、没有的新增）；任何一行有错误则不保存任何数据，并逐行列出错误',
  multipart: true,
  fileFields: ['file'],
  body: z.object({}),
  response: AssessorImportResult,
  access: 'cbPlanner',
  timeout: TIMEOUTS.fileImport,
});

export const assessorContracts = {
  assessorList,
  assessorDetail,
  assessorSave,
  assessorDelete,
  assessorAccounts,
  assessorBodies,
  assessorTemplate,
  assessorExport,
  assessorImport,
} as const;
