/**
 * Certification projects of a certification body (issue 29 item 2, 认证项目管理,
 * /authenticationProjectManage): the list, one project, registering a client, accepting or
 * declining an application, the application data, the contract review (audit time), the 3-year
 * programme, ending a project; a channel's application from its marketplace project; the
 * certification progress of a marketplace project (customer and channel); the platform's counts
 * per body. Reads: the body's people (an auditor only projects they audit), the applying channel's
 * managers and platform delivery read-only; writes: the body's manager and scheduler (cbPlanner).
 * Rules: ./rules.ts, ./programme.ts. The audit execution contracts are in ./auditContracts.ts (B2).
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';
import { text } from '../kernel/text';
import { AuditComplexity, ManagementSystem, personnelSchema } from '../engines/auditTime/model';
import { AuditState, AuditType, CertProjectOrigin, CertProjectState, ScheduleState, TeamRole } from './enums';

const tag = '认证项目管理';

export const CERT_IAF_CODES: readonly string[] = Array.from({ length: 39 }, (_, i) => String(i + 1).padStart(2, '0'));

const certProjectCode = text({ max: 64, required: '请指定认证项目（certProjectCode）' });
const version = z.number({ error: '请指定版本（version）' }).int().min(1);
const reason = text({ max: 500, required: '请填写原因（reason）' });
const standards = z
  .array(ManagementSystem.schema, { error: '请选择认证标准（standards）' })
  .min(1, '请至少选择一个认证标准（standards）')
  .max(ManagementSystem.values.length)
  .refine((list) => new Set(list).size === list.length, '认证标准（standards）不能重复');
const scopeCodes = z
  .array(z.string().refine((code) => CERT_IAF_CODES.includes(code), { message: '认证范围代码（scopeCodes）须为专业代码 01–39' }))
  .max(39)
  .default([]);
const regionCode = z
  .string({ error: '请选择所在地区（regionCode）' })
  .trim()
  .regex(/^\d{6}$/, '所在地区（regionCode）须从省/市/区县列表中选择');

export const CertTeamMember = z.object({ assessorCode: z.string(), name: z.string(), role: TeamRole.schema, days: z.number() });

export const CertAuditItem = z.object({
  auditCode: z.string(),
  seq: z.number().int(),
  type: AuditType.schema,
  state: AuditState.schema,
  scheduleState: ScheduleState.schema,
  windowFrom: z.string(),
  windowTo: z.string(),
  requiredDays: z.number(),
  totalDays: z.number(),
  /** Dates and team: shown to the client only once published. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  team: z.array(CertTeamMember),
});
export type CertAuditItem = z.infer<typeof CertAuditItem>;

export const CertProjectItem = z.object({
  certProjectCode: z.string(),
  bodyTenantCode: z.string(),
  bodyName: z.string(),
  origin: CertProjectOrigin.schema,
  state: CertProjectState.schema,
  clientName: z.string(),
  clientTenantCode: z.string().nullable(),
  channelTenantCode: z.string().nullable(),
  channelName: z.string().nullable(),
  projectCode: z.string().nullable(),
  regionName: z.string(),
  standards: z.array(ManagementSystem.schema),
  scopeCodes: z.array(z.string()),
  /** The next audit not finished: type, window, dates when published. */
  nextAudit: CertAuditItem.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: z.number().int(),
});
export type CertProjectItem = z.infer<typeof CertProjectItem>;

export const SiteBody = z.object({
  name: text({ max: 100, required: '请填写场所名称（sites.name）' }),
  central: z.boolean().default(false),
  visited: z.boolean().default(true),
  personnel: personnelSchema,
});

export const NotApplicableBody = z.object({
  clause: text({ max: 40, required: '请填写不适用条款（notApplicable.clause）' }),
  reason: text({ max: 300, required: '请填写不适用理由（notApplicable.reason）' }),
});

export const CertApplication = z.object({
  contactName: z.string(),
  contactPhone: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  standards: z.array(ManagementSystem.schema),
  scopeText: z.string(),
  scopeCodes: z.array(z.string()),
  hangyeCode: z.string().nullable(),
  personnel: personnelSchema.nullable(),
  sites: z.array(SiteBody),
  complexity: z.record(z.string(), AuditComplexity.schema),
  notApplicable: z.array(NotApplicableBody),
});

export const CertAuditTimeView = z.object({
  reviewedAt: Timestamp,
  /** The tables used, with their versions (a later change of tables never changes the result). */
  tables: z.array(z.object({ standard: ManagementSystem.schema, id: z.string(), version: z.string(), title: z.string() })),
  effectivePersonnel: z.number(),
  initialDays: z.number(),
  stage1Days: z.number(),
  stage2Days: z.number(),
  onSiteMinDays: z.number(),
  surveillanceDays: z.number(),
  recertificationDays: z.number(),
  justification: z.array(z.string()),
});

export const CertProjectDetail = CertProjectItem.extend({
  contact: z.object({ name: z.string(), phone: z.string() }),
  application: CertApplication,
  declineReason: z.string().nullable(),
  endReason: z.string().nullable(),
  auditTime: CertAuditTimeView.nullable(),
  audits: z.array(CertAuditItem),
  /** The moves the caller may make now (CERT_PROJECT_MACHINE.allowedActions), and whether it may edit the application. */
  actions: z.array(z.string()),
  canManage: z.boolean(),
  canEditApplication: z.boolean(),
  canGenerateProgramme: z.boolean(),
  decision: z.record(z.string(), z.unknown()).nullable(),
});
export type CertProjectDetail = z.infer<typeof CertProjectDetail>;

export const certProjectList = defineContract({
  method: 'GET',
  path: '/api/certification/project/list.json',
  tag,
  summary:
    '认证项目列表：认证机构管理员和排期员看本机构全部，审核员只看自己参与审核的，渠道只看本渠道申请的（只读），平台交付看全部（只读）；关键字（客户名称、项目编号、范围）、状态、标准',
  query: PageQuery.extend({
    keyword: filterOf(text({ max: 60 })),
    state: filterOf(CertProjectState.schema),
    standard: filterOf(ManagementSystem.schema),
  }),
  response: pageOf(CertProjectItem),
  access: 'authProjectManageRoute',
  timeout: TIMEOUTS.default,
});

export const certProjectDetail = defineContract({
  method: 'GET',
  path: '/api/certification/project/detail.json',
  tag,
  summary: '认证项目详情：申请信息、合同评审（审核人日及依据）、审核方案（各次审核的时间窗口、现场人日、已发布的日期和审核组）',
  query: z.object({ certProjectCode }),
  response: CertProjectDetail,
  access: 'authProjectManageRoute',
  timeout: TIMEOUTS.default,
});

export const certProjectRegister = defineContract({
  method: 'POST',
  path: '/api/certification/project/register.json',
  tag,
  summary: '登记客户（认证机构直接受理的客户，状态为已受理）：客户名称、可选的平台客户租户、联系人、地区、标准、范围',
  body: z.object({
    clientName: text({ max: 100, name: true, required: '请填写客户名称（clientName）' }),
    clientTenantCode: text({ max: 64 }).default(''),
    contactName: text({ max: 40, required: '请填写联系人（contactName）' }),
    contactPhone: text({ max: 20, required: '请填写联系电话（contactPhone）' }),
    regionCode,
    standards,
    scopeText: text({ max: 1000, required: '请填写认证范围（scopeText）' }),
    scopeCodes,
  }),
  response: CertProjectDetail,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certProjectAccept = defineContract({
  method: 'POST',
  path: '/api/certification/project/accept.json',
  tag,
  summary: '受理认证申请（待受理 → 已受理）',
  body: z.object({ certProjectCode, version }),
  response: CertProjectDetail,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certProjectDecline = defineContract({
  method: 'POST',
  path: '/api/certification/project/decline.json',
  tag,
  summary: '拒绝受理认证申请（须填写原因）',
  body: z.object({ certProjectCode, version, reason }),
  response: CertProjectDetail,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certProjectSaveApplication = defineContract({
  method: 'POST',
  path: '/api/certification/project/application/save.json',
  tag,
  summary: '保存申请信息（已受理或合同评审完成时可改；改后须重新评审）：标准、范围及专业代码、场所、有效人数（兼职、倒班）、复杂程度、不适用条款',
  body: z.object({
    certProjectCode,
    version,
    contactName: text({ max: 40, required: '请填写联系人（contactName）' }),
    contactPhone: text({ max: 20, required: '请填写联系电话（contactPhone）' }),
    regionCode,
    standards,
    scopeText: text({ max: 1000, required: '请填写认证范围（scopeText）' }),
    scopeCodes,
    hangyeCode: text({ max: 10 }).default(''),
    personnel: personnelSchema.optional(),
    sites: z.array(SiteBody).max(50, '场所（sites）最多 50 个').default([]),
    complexity: z.record(z.string(), AuditComplexity.schema).default({}),
    notApplicable: z.array(NotApplicableBody).max(40, '不适用条款（notApplicable）最多 40 条').default([]),
  }),
  response: CertProjectDetail,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certProjectReview = defineContract({
  method: 'POST',
  path: '/api/certification/project/review.json',
  tag,
  summary: '合同评审：按申请信息计算审核人日（认证审核时间表），保存结果、计算依据及所用配置与表格版本',
  body: z.object({
    certProjectCode,
    version,
    /** Integrated audit of two or more standards (IAF MD11). */
    integrationPct: z.number().min(0).max(100).default(0),
    integrationJustification: text({ max: 200 }).default(''),
  }),
  response: CertProjectDetail,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certProjectProgramme = defineContract({
  method: 'POST',
  path: '/api/certification/project/programme.json',
  tag,
  summary: '生成审核方案（第一阶段、第二阶段、两次监督、再认证，含时间窗口和现场人日）；已有审核开始后不能重新生成',
  body: z.object({ certProjectCode, version }),
  response: CertProjectDetail,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certProjectEnd = defineContract({
  method: 'POST',
  path: '/api/certification/project/end.json',
  tag,
  summary: '终止认证项目（须填写原因；未开始的审核随之取消）',
  body: z.object({ certProjectCode, version, reason }),
  response: CertProjectDetail,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const CertBodyOption = z.object({ tenantCode: z.string(), tenantZhName: z.string() });

export const certBodyOptions = defineContract({
  method: 'GET',
  path: '/api/certification/bodies.json',
  tag,
  summary: '可申请的认证机构（已入驻平台的认证机构）',
  response: z.object({ list: z.array(CertBodyOption) }),
  access: 'clientDigitalCenterPermission',
  timeout: TIMEOUTS.default,
});

export const certApply = defineContract({
  method: 'POST',
  path: '/api/certification/apply.json',
  tag,
  summary: '渠道为其认证类项目向认证机构提交认证申请（项目的客户为申请客户）',
  body: z.object({
    projectCode: text({ max: 64, required: '请指定项目（projectCode）' }),
    bodyTenantCode: text({ max: 64, required: '请选择认证机构（bodyTenantCode）' }),
    standards,
    scopeText: text({ max: 1000, required: '请填写认证范围（scopeText）' }),
    contactName: text({ max: 40, required: '请填写联系人（contactName）' }),
    contactPhone: text({ max: 20, required: '请填写联系电话（contactPhone）' }),
    regionCode,
  }),
  response: z.object({ certProjectCode: z.string(), state: CertProjectState.schema }),
  access: 'clientDigitalCenterPermission',
  timeout: TIMEOUTS.default,
});

export const CertProgress = z.object({
  certProjectCode: z.string(),
  bodyName: z.string(),
  state: CertProjectState.schema,
  standards: z.array(ManagementSystem.schema),
  scopeText: z.string(),
  declineReason: z.string().nullable(),
  audits: z.array(CertAuditItem),
});

export const certProgressOfProject = defineContract({
  method: 'GET',
  path: '/api/certification/progress.json',
  tag,
  summary: '项目的认证进度（客户及其渠道）：认证机构、状态、审核方案（已发布的审核日期和审核组）；尚未申请时为空',
  query: z.object({ projectCode: text({ max: 64, required: '请指定项目（projectCode）' }) }),
  response: z.object({ progress: CertProgress.nullable() }),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const certPlatformBodies = defineContract({
  method: 'GET',
  path: '/api/certification/platform/bodies.json',
  tag,
  summary: '各认证机构的认证项目数（进行中、已发证）和有效证书数（平台管理员）',
  response: z.object({
    list: z.array(
      z.object({
        tenantCode: z.string(),
        projects: z.number().int(),
        openProjects: z.number().int(),
        certified: z.number().int(),
        validCertificates: z.number().int(),
      }),
    ),
  }),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const certificationContracts = {
  certProjectList,
  certProjectDetail,
  certProjectRegister,
  certProjectAccept,
  certProjectDecline,
  certProjectSaveApplication,
  certProjectReview,
  certProjectProgramme,
  certProjectEnd,
  certBodyOptions,
  certApply,
  certProgressOfProject,
  certPlatformBodies,
};
