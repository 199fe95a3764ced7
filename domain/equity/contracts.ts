/**
 * Account equity (权益申请; issue 11 item 5). The spec gives no paths besides the licence
 * (`/api/platform/licences/latest.json?type=accountRight`, in identity): these are ours.
 * Channel side (flag accountEquity): the levels, the channel's level and applications, apply
 * (save a draft or submit), withdraw. Platform side (canReadChannelManage): the applications,
 * approve or reject. Rules in domain/equity/rules.ts.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { ApprovalState } from '../kernel/tenancyEnums';
import { EquityDecision, EquityLevel } from './enums';
import { text } from '../kernel/text';
import { PageQuery, Timestamp, defineContract, filterOf, pageOf } from '../kernel/contract';

const tag = '权益申请';

export const EquityLevelInfo = z.object({
  levelCode: EquityLevel.schema,
  name: z.string(),
  rank: z.number().int(),
  discountPercent: z.number().int(),
  requirements: z.string(),
  benefits: z.array(z.string()),
});
export type EquityLevelInfo = z.infer<typeof EquityLevelInfo>;

/** One application, as the channel and the platform see it. */
export const EquityApplication = z.object({
  applicationCode: z.string(),
  tenantCode: z.string(),
  tenantZhName: z.string(),
  /** The level the channel held when it applied. */
  fromLevel: EquityLevel.schema,
  levelCode: EquityLevel.schema,
  reason: z.string(),
  state: ApprovalState.schema,
  applicantName: z.string(),
  /** The accountRight licence version accepted on submission (null for a draft never submitted). */
  licenceVersion: z.number().int().nullable(),
  submittedAt: Timestamp.nullable(),
  reviewerName: z.string().nullable(),
  reviewReason: z.string().nullable(),
  reviewedAt: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type EquityApplication = z.infer<typeof EquityApplication>;

/** A level granted to the channel from an instant on. */
export const EquityGrant = z.object({
  levelCode: EquityLevel.schema,
  discountPercent: z.number().int(),
  effectiveFrom: Timestamp,
  applicationCode: z.string().nullable(),
});
export type EquityGrant = z.infer<typeof EquityGrant>;

export const MyEquity = z.object({
  tenantCode: z.string(),
  tenantZhName: z.string(),
  /** The level held now (standard when none was granted). */
  levelCode: EquityLevel.schema,
  discountPercent: z.number().int(),
  /** Since when (null: the base level, never granted). */
  effectiveFrom: Timestamp.nullable(),
  /** Grants, newest first. */
  grants: z.array(EquityGrant),
  /** Applications, newest first. */
  applications: z.array(EquityApplication),
});
export type MyEquity = z.infer<typeof MyEquity>;

const applicationCode = text({ max: 40, required: '请指定权益申请' });

export const EquityApplyInput = z.object({
  levelCode: EquityLevel.schema,
  reason: text({ max: 500, required: '请填写申请说明', multiline: true }),
  /** false: save as a draft; true: submit for review (needs the licence accepted). */
  submit: z.boolean().default(false),
  /** The accountRight licence version the applicant read and accepted (required to submit). */
  licenceVersion: z.number().int().positive().nullable().default(null),
});
export type EquityApplyInput = z.input<typeof EquityApplyInput>;
export type EquityApplyValues = z.output<typeof EquityApplyInput>;

export const EquityReviewInput = z.object({
  applicationCode,
  decision: EquityDecision.schema,
  reason: text({ max: 500, multiline: true }).optional(),
});
export type EquityReviewInput = z.input<typeof EquityReviewInput>;

export const equityLevels = defineContract({
  method: 'GET',
  path: '/api/equity/levels.json',
  tag,
  summary: '权益等级及其折扣、要求',
  response: z.array(EquityLevelInfo),
  access: 'accountEquity',
  timeout: TIMEOUTS.default,
});

export const myEquity = defineContract({
  method: 'GET',
  path: '/api/equity/mine.json',
  tag,
  summary: '本渠道的权益等级、等级历史与申请记录',
  response: MyEquity,
  access: 'accountEquity',
  timeout: TIMEOUTS.default,
});

export const applyEquity = defineContract({
  method: 'POST',
  path: '/api/equity/apply.json',
  tag,
  summary: '申请权益等级（保存草稿或提交审核；提交须同意最新的用户服务协议）',
  body: EquityApplyInput,
  response: EquityApplication,
  access: 'accountEquity',
  timeout: TIMEOUTS.default,
});

export const withdrawEquity = defineContract({
  method: 'POST',
  path: '/api/equity/withdraw.json',
  tag,
  summary: '撤回待审核的权益申请（回到草稿）',
  body: z.object({ applicationCode }),
  response: EquityApplication,
  access: 'accountEquity',
  timeout: TIMEOUTS.default,
});

export const platformEquityList = defineContract({
  method: 'GET',
  path: '/api/platform/equity/list.json',
  tag,
  summary: '权益申请（分页，按状态、渠道名称筛选；草稿不列出）',
  query: PageQuery.extend({ state: filterOf(ApprovalState.schema), keyword: filterOf(text({ max: 60 })) }),
  response: pageOf(EquityApplication),
  access: 'canReadChannelManage',
  timeout: TIMEOUTS.default,
});

export const reviewEquity = defineContract({
  method: 'POST',
  path: '/api/platform/equity/review.json',
  tag,
  summary: '审核权益申请（通过或驳回；驳回须填写原因）',
  body: EquityReviewInput,
  response: EquityApplication,
  access: 'canReadChannelManage',
  timeout: TIMEOUTS.default,
});

export const equityContracts = { equityLevels, myEquity, applyEquity, withdrawEquity, platformEquityList, reviewEquity };
