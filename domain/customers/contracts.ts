/**
 * A channel's customers (issue 11 item 1; spec §2 /customerManagement, §7 "Tenants, users and
 * marketing"): the paged customer list, creating a customer (its tenant and project-manager
 * account in one transaction), editing its company details, consultations, and the tenant
 * search, users and relations calls. Who sees what: domain/customers/rules.ts.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { ConsultationWay } from './enums';
import { CustomerSize, TenantType } from '../kernel/tenancyEnums';
import {
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  CONSULTATION_CONTENT_MAX,
  CONSULTATION_NEXT_STEP_MAX,
  CONTACT_NAME_MAX,
  CUSTOMER_MESSAGES,
  PERSON_NAME_MAX,
  REMARK_MAX,
  SEARCH_KEYWORD_MAX,
} from './rules';
import { text } from '../kernel/text';
import { creditCodeField, DateString, defineContract, filterOf, mobileOf, pageOf, PageQuery, Timestamp } from '../kernel/contract';

const tag = '客户管理';

const tenantCode = (required: string) => text({ max: 64, required });
const customerTenantCode = tenantCode('请指定客户（customerTenantCode）');

const creditCode = creditCodeField;

/** A GB/T 4754-2017 code: a section letter or a 2–4 digit division, group or class (checked against the dictionary by the server). */
const industryCode = z
  .string({ error: CUSTOMER_MESSAGES.industry })
  .trim()
  .regex(/^(?:[A-T]|\d{2,4})$/, CUSTOMER_MESSAGES.industry);
/** A GB/T 2260 six-digit region code (checked against the dictionary by the server). */
const regionCode = z
  .string({ error: CUSTOMER_MESSAGES.region })
  .trim()
  .regex(/^\d{6}$/, CUSTOMER_MESSAGES.region);

/** A customer's company details, as the channel records them. */
const PROFILE_SHAPE = {
  companyName: text({ max: COMPANY_NAME_MAX, name: true, required: CUSTOMER_MESSAGES.companyName }),
  creditCode,
  industryCode,
  regionCode,
  size: CustomerSize.schema,
  contactName: text({ max: CONTACT_NAME_MAX, name: true, required: CUSTOMER_MESSAGES.contactName }),
  contactPhone: mobileOf('联系电话'),
  address: text({ max: ADDRESS_MAX }).default(''),
  remark: text({ max: REMARK_MAX, multiline: true }).default(''),
};

/** A customer as the list and the detail drawer show it. */
export const CustomerItem = z.object({
  customerTenantCode: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  industryCode: z.string(),
  /** "信息传输、软件和信息技术服务业 / 软件和信息技术服务业". */
  industryName: z.string(),
  regionCode: z.string(),
  /** "浙江省 / 杭州市 / 西湖区". */
  regionName: z.string(),
  size: CustomerSize.schema,
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  remark: z.string(),
  /** The channel serving the customer (the caller's own, or a sub-channel's). */
  channelTenantCode: z.string(),
  channelName: z.string(),
  /** Whether the caller may edit it and record consultations (its own channel's customer, manager or sub-manager). */
  editable: z.boolean(),
  /** Projects of the customer: null until projects exist (issue 12); never a made-up number. */
  projectCount: z.number().int().nullable(),
  consultationCount: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type CustomerItem = z.infer<typeof CustomerItem>;

export const Consultation = z.object({
  id: z.number().int(),
  customerTenantCode: z.string(),
  consultationDate: z.string(),
  way: ConsultationWay.schema,
  content: z.string(),
  nextStep: z.string(),
  recordedByName: z.string(),
  recordedAt: Timestamp,
});
export type Consultation = z.infer<typeof Consultation>;

export const customerList = defineContract({
  method: 'GET',
  path: '/api/customer/list.json',
  tag,
  summary: '客户列表（本渠道的客户；渠道管理员另见下级渠道的客户；平台查看全部）：关键字、行业、地区、规模、所属渠道；按创建时间倒序',
  query: PageQuery.extend({
    /** Part of the company name, credit code or contact. */
    keyword: filterOf(text({ max: SEARCH_KEYWORD_MAX })),
    industryCode: filterOf(industryCode),
    regionCode: filterOf(regionCode),
    size: filterOf(CustomerSize.schema),
    channelTenantCode: filterOf(text({ max: 64 })),
  }),
  response: pageOf(CustomerItem),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const customerNew = defineContract({
  method: 'POST',
  path: '/consulting/tenant/customer/new',
  tag,
  summary: '新建客户：在一个事务中创建客户租户、客户项目经理账号（或为已有账号增加成员身份）与客户信息，随后向项目经理发送登录验证码',
  body: z.object({
    ...PROFILE_SHAPE,
    pmName: text({ max: PERSON_NAME_MAX, name: true, required: CUSTOMER_MESSAGES.pmName }),
    pmPhone: mobileOf('客户项目经理手机号'),
  }),
  response: CustomerItem.extend({
    pmAccountId: z.string(),
    /** False when the phone already had an account (it got a new membership). */
    pmAccountCreated: z.boolean(),
    /** Whether the login code SMS went out (the customer stands either way). */
    smsSent: z.boolean(),
  }),
  access: 'clientDigitalCenterPermission',
  timeout: TIMEOUTS.none,
});

export const addCustomInfo = defineContract({
  method: 'POST',
  path: '/consulting/tenant/channel/addCustomInfo',
  tag,
  summary: '修改客户的企业信息（本渠道的客户）',
  body: z.object({ customerTenantCode, ...PROFILE_SHAPE }),
  response: CustomerItem,
  access: 'clientDigitalCenterPermission',
  timeout: TIMEOUTS.default,
});

export const addConsultation = defineContract({
  method: 'POST',
  path: '/consulting/tenant/channel/addConsultation',
  tag,
  summary: '记录一次与客户的咨询沟通：日期、方式、内容、下一步计划',
  body: z.object({
    customerTenantCode,
    consultationDate: DateString,
    way: ConsultationWay.schema,
    content: text({ max: CONSULTATION_CONTENT_MAX, required: CUSTOMER_MESSAGES.consultationContent, multiline: true }),
    nextStep: text({ max: CONSULTATION_NEXT_STEP_MAX, multiline: true }).default(''),
  }),
  response: Consultation,
  access: 'clientDigitalCenterPermission',
  timeout: TIMEOUTS.default,
});

export const consultationList = defineContract({
  method: 'GET',
  path: '/api/customer/consultation/list.json',
  tag,
  summary: '客户的咨询记录（按咨询日期倒序）',
  query: PageQuery.extend({ customerTenantCode }),
  response: pageOf(Consultation),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

/** A tenant the caller may see, as the search lists it. */
export const TenantSearchItem = z.object({
  tenantCode: z.string(),
  tenantZhName: z.string(),
  type: TenantType.schema,
  creditCode: z.string(),
  channelTenantCode: z.string(),
  channelName: z.string(),
});

export const tenantSearch = defineContract({
  method: 'GET',
  path: '/api/tenant/search/list.json',
  tag,
  summary: '搜索可见的客户机构（名称或统一社会信用代码）',
  query: PageQuery.extend({ keyword: filterOf(text({ max: SEARCH_KEYWORD_MAX })) }),
  response: pageOf(TenantSearchItem),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const TenantUser = z.object({
  accountId: z.string(),
  showName: z.string(),
  phone: z.string().nullable(),
  roleCodes: z.array(z.string()),
  status: z.enum(['active', 'disabled']),
  joinedAt: Timestamp,
});
export type TenantUser = z.infer<typeof TenantUser>;

export const tenantUserList = defineContract({
  method: 'GET',
  path: '/api/tenant/user/list.json',
  tag,
  summary: '客户机构的用户及其角色（仅限可查看的客户）',
  query: z.object({ tenantCode: tenantCode('请指定机构（tenantCode）') }),
  response: z.object({ list: z.array(TenantUser), total: z.number().int() }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const TenantRelationItem = z.object({
  tenantCode: z.string(),
  tenantZhName: z.string(),
  type: TenantType.schema.nullable(),
  /** customer: a channel serves a customer; subChannel: a channel invited a sub-channel. */
  kind: z.enum(['customer', 'subChannel']),
  /** parent: the other tenant is above this one (its channel); child: below (its customer or sub-channel). */
  direction: z.enum(['parent', 'child']),
  createdAt: Timestamp,
});
export type TenantRelationItem = z.infer<typeof TenantRelationItem>;

export const tenantRelation = defineContract({
  method: 'GET',
  path: '/api/tenant/relation',
  tag,
  summary: '机构关系：所属渠道、客户与下级渠道（默认本机构；渠道与平台可查看可见客户的关系）',
  query: z.object({ tenantCode: filterOf(text({ max: 64 })) }),
  response: z.object({
    tenantCode: z.string(),
    tenantZhName: z.string(),
    type: TenantType.schema.nullable(),
    relations: z.array(TenantRelationItem),
  }),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const customerContracts = {
  customerList,
  customerNew,
  addCustomInfo,
  addConsultation,
  consultationList,
  tenantSearch,
  tenantUserList,
  tenantRelation,
} as const;
