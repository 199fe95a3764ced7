/**
 * Tenants and accounts administered by the platform (issue 10, items 3–5; spec §2 "Platform",
 * §7 "Tenants, users and marketing"): channel admission and company details, tenant page
 * configuration, certification bodies, and every account across tenants.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { AccountAction, AccountStatus, CertStandard } from './enums';
import { ApprovalState, HideableTab, PlatformBelonging, TenantType } from '../kernel/tenancyEnums';
import { MembershipStatus } from '../personnel/enums';
import { Role } from '../kernel/roles';
import {
  LOGO_URL_PATTERN,
  REGION_CODE_PATTERN,
  REJECT_REASON_MAX,
  REJECT_REASON_REQUIRED,
  REVIEW_TARGETS,
  TENANT_EN_NAME_MAX,
  TENANT_EN_NAME_PATTERN,
  TENANT_NAME_MAX,
  cnasNoProblem,
  normalizeCnasNo,
} from './rules';
import { text } from '../kernel/text';
import { creditCodeField, defineContract, filterOf, mobileOf, pageOf, PageQuery, Timestamp } from '../kernel/contract';

const tenantCode = text({ max: 64, required: '请指定机构（tenantCode）' });
const accountId = text({ max: 64, required: '请指定账号（accountId）' });
const creditCode = creditCodeField;

const cnasNo = z
  .string({ error: 'CNAS 认可证书编号必填' })
  .trim()
  .transform(normalizeCnasNo)
  .superRefine((value, ctx) => {
    const problem = cnasNoProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// ---- Tenants and channel admission -------------------------------------------------------------
/** A channel's company details (saveChannelInfo). */
export const ChannelInfo = z.object({
  companyName: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** The region's names as shown (浙江省杭州市). */
  region: z.string(),
  /** Its GB/T 2260 code (330100), '' when the details predate the region cascader (optional: other areas' answers may omit it). */
  regionCode: z.string().optional(),
  address: z.string(),
  remark: z.string(),
  /** The business licence a channel applied with (issue 11, a download by objectId); absent or null when the platform entered the channel. */
  licenceObjectId: z.string().nullable().optional(),
});
export type ChannelInfo = z.infer<typeof ChannelInfo>;

/** A tenant as the platform lists it: page configuration, admission, and a channel's details and last review. */
export const TenantAdminItem = z.object({
  tenantCode: z.string(),
  type: TenantType.schema,
  approvalState: ApprovalState.schema,
  tenantZhName: z.string(),
  tenantEnName: z.string(),
  logoIconUrl: z.string(),
  hTab: z.string(),
  memberCount: z.number().int(),
  createdAt: Timestamp,
  channelInfo: ChannelInfo.nullable(),
  /** The latest review of a channel: what was decided, why, by whom, when (null before any). */
  lastReview: z.object({ approvalState: ApprovalState.schema, reason: z.string(), reviewerName: z.string(), reviewedAt: Timestamp }).nullable(),
});
export type TenantAdminItem = z.infer<typeof TenantAdminItem>;

const tag = '机构与用户管理';

export const tenantAdminList = defineContract({
  method: 'GET',
  path: '/api/platform/tenant/list.json',
  tag,
  summary: '机构列表（服务管理、渠道管理：类型、审核状态、关键字；按创建时间倒序）',
  query: PageQuery.extend({
    type: filterOf(TenantType.schema),
    approvalState: filterOf(ApprovalState.schema),
    /** Name (Chinese or English), code, or a channel's company name or credit code. */
    keyword: filterOf(text({ max: 100 })),
  }),
  response: pageOf(TenantAdminItem),
  access: 'canReadChannelManage',
  timeout: TIMEOUTS.default,
});

export const updateCustomApprovalState = defineContract({
  method: 'POST',
  path: '/consulting/tenant/channel/updateCustomApprovalState',
  tag,
  summary: '审核渠道入驻申请：通过（success）或驳回（rejected，须填写原因）',
  body: z
    .object({
      tenantCode,
      approvalState: z.enum(REVIEW_TARGETS, { error: '审核结果（approvalState）须为 审核通过（success）或 驳回（rejected）' }),
      reason: text({ max: REJECT_REASON_MAX }).default(''),
    })
    .refine((body) => body.approvalState !== 'rejected' || body.reason !== '', { message: REJECT_REASON_REQUIRED, path: ['reason'] }),
  response: TenantAdminItem,
  access: 'canReadChannelManage',
  timeout: TIMEOUTS.default,
});

export const saveChannelInfo = defineContract({
  method: 'POST',
  path: '/api/platform/tenant/channelInfo/save.json',
  tag,
  summary: '保存渠道的企业信息（名称、统一社会信用代码、联系人、地区、地址）',
  body: z.object({
    tenantCode,
    companyName: text({ max: TENANT_NAME_MAX, name: true, required: '请输入企业名称（companyName）' }),
    creditCode,
    contactName: text({ max: 50, name: true, required: '请输入联系人（contactName）' }),
    contactPhone: mobileOf('联系电话（contactPhone）'),
    region: text({ max: 100, required: '请选择所在地区（region），如：浙江省杭州市' }),
    regionCode: text({ max: 6 }).regex(REGION_CODE_PATTERN, '所在地区代码（regionCode）须为 6 位行政区划代码（GB/T 2260）').default(''),
    address: text({ max: 200 }).default(''),
    remark: text({ max: 500, multiline: true }).default(''),
  }),
  response: TenantAdminItem,
  access: 'canReadChannelManage',
  timeout: TIMEOUTS.default,
});

export const savePageConfig = defineContract({
  method: 'POST',
  path: '/api/platform/tenant/pageConfig/save.json',
  tag,
  summary: '保存机构页面配置（中英文名称、标志、隐藏的功能页签 hTab）',
  body: z.object({
    tenantCode,
    tenantZhName: text({ max: TENANT_NAME_MAX, name: true, required: '请输入机构中文名称（tenantZhName）' }),
    tenantEnName: text({ max: TENANT_EN_NAME_MAX, name: true })
      .regex(TENANT_EN_NAME_PATTERN, "机构英文名称（tenantEnName）只能包含英文字母、数字、空格和 .,&()'-")
      .default(''),
    logoIconUrl: text({ max: 200 }).regex(LOGO_URL_PATTERN, '机构标志（logoIconUrl）须为上传后得到的文件地址').default(''),
    hTab: z.array(HideableTab.schema, { error: '隐藏页签（hTab）须为可隐藏页签的列表' }).max(HideableTab.values.length).default([]),
  }),
  response: TenantAdminItem,
  access: 'canReadChannelManage',
  timeout: TIMEOUTS.default,
});

export const uploadTenantLogo = defineContract({
  method: 'POST',
  path: '/api/platform/tenant/logo/upload.json',
  tag,
  summary: '上传机构标志（multipart：file，PNG/JPG/GIF；存为该机构的文件），返回 logoIconUrl',
  multipart: true,
  fileFields: ['file'],
  body: z.object({ tenantCode }),
  response: z.object({ objectId: z.string(), logoIconUrl: z.string() }),
  access: 'canReadChannelManage',
  timeout: TIMEOUTS.none,
});

// ---- Certification bodies ----------------------------------------------------------------------
export const CertBody = z.object({
  tenantCode: z.string(),
  name: z.string(),
  enName: z.string(),
  cnasNo: z.string(),
  creditCode: z.string(),
  standards: z.array(CertStandard.schema),
  scopes: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  managerName: z.string(),
  managerPhone: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type CertBody = z.infer<typeof CertBody>;

export const certBodyList = defineContract({
  method: 'GET',
  path: '/api/tenant/auditingInstitution/list.json',
  tag,
  summary: '认证机构列表（名称、CNAS 编号、认可标准、联系人；关键字搜索）',
  query: PageQuery.extend({ keyword: filterOf(text({ max: 100 })) }),
  response: pageOf(CertBody),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const certBodySave = defineContract({
  method: 'POST',
  path: '/api/tenant/auditingInstitution/save.json',
  tag,
  summary: '登记或修改认证机构（新登记时一并创建认证机构租户与管理员账号，并向管理员发送登录验证码）',
  body: z.object({
    /** Absent: register a new body; present: edit that one (its manager stays). */
    tenantCode: text({ max: 64 }).optional(),
    name: text({ max: TENANT_NAME_MAX, name: true, required: '请输入机构名称（name）' }),
    enName: text({ max: TENANT_EN_NAME_MAX, name: true })
      .regex(TENANT_EN_NAME_PATTERN, "英文名称（enName）只能包含英文字母、数字、空格和 .,&()'-")
      .default(''),
    cnasNo,
    creditCode,
    standards: z
      .array(CertStandard.schema, { error: '认可标准（standards）须从列表中选择' })
      .min(1, '认可标准（standards）至少选择一项')
      .max(CertStandard.values.length),
    scopes: text({ max: 1000, required: '请输入认可范围（scopes），如：信息安全管理体系 ISMS 全部技术领域', multiline: true }),
    contactName: text({ max: 50, name: true, required: '请输入联系人（contactName）' }),
    contactPhone: mobileOf('联系电话（contactPhone）'),
    address: text({ max: 200 }).default(''),
    managerName: text({ max: 50, name: true, required: '请输入管理员姓名（managerName）' }),
    managerPhone: mobileOf('管理员手机号（managerPhone）'),
  }),
  response: CertBody.extend({ smsSent: z.boolean() }),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

// ---- Accounts ----------------------------------------------------------------------------------
export const AccountMembership = z.object({
  tenantCode: z.string(),
  tenantZhName: z.string(),
  tenantType: TenantType.schema,
  roleCodes: z.array(z.string()),
  /** Also a join request's pending or rejected state (issue 11, personnel). */
  status: MembershipStatus.schema,
});

/** An account as the platform sees it: never a password or its hash. */
export const ManagedAccount = z.object({
  accountId: z.string(),
  showName: z.string(),
  phone: z.string().nullable(),
  status: AccountStatus.schema,
  hasPassword: z.boolean(),
  accountBelongToPlatformType: PlatformBelonging.schema.nullable(),
  memberships: z.array(AccountMembership),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ManagedAccount = z.infer<typeof ManagedAccount>;

export const userListForUserManage = defineContract({
  method: 'GET',
  path: '/consulting/tenant/user/userListForUserManage',
  tag,
  summary: '全部账号（按手机号、姓名、机构、角色、状态搜索）及其所属机构与角色',
  query: PageQuery.extend({
    phone: filterOf(text({ max: 20 })),
    name: filterOf(text({ max: 50 })),
    /** A tenant's code or (part of) its name. */
    tenant: filterOf(text({ max: 100 })),
    roleCode: filterOf(Role.schema),
    status: filterOf(AccountStatus.schema),
  }),
  response: pageOf(ManagedAccount),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const accountUpdate = defineContract({
  method: 'POST',
  path: '/api/platform/account/update.json',
  tag,
  summary: '停用、启用账号（停用立即结束其全部会话）或重置密码（新密码仅在本次应答中出现一次）',
  body: z.object({ accountId, action: AccountAction.schema }),
  response: ManagedAccount.extend({ newPassword: z.string().optional() }),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const tenantAdminContracts = {
  tenantAdminList,
  updateCustomApprovalState,
  saveChannelInfo,
  savePageConfig,
  uploadTenantLogo,
  certBodyList,
  certBodySave,
  userListForUserManage,
  accountUpdate,
} as const;
