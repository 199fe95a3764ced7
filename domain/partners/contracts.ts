/**
 * Partners (issue 11 items 3–4; spec §7 "Tenants, users and marketing"): a channel's sub-channels
 * (GET /api/marketing/subChannel/list.json), whether an invite code may make a new channel a
 * sub-channel (checkInviteRel), and a new channel's application by a phone awaiting admission
 * (POST /consulting/tenant/channel/addChannelInfo: company data and the business licence, one
 * multipart request). GET /api/marketing/invite/getInviteInfo belongs to the personnel area.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { ApprovalState } from '../kernel/tenancyEnums';
import { INVITE_CODE_FORMAT_MESSAGE, INVITE_CODE_MAX, INVITE_CODE_PATTERN, normalizeInviteCode } from './rules';
import { TENANT_NAME_MAX } from '../tenantAdmin/rules';
import { text } from '../kernel/text';
import { creditCodeField, defineContract, filterOf, mobileOf, pageOf, PageQuery, Timestamp } from '../kernel/contract';

const tag = '渠道合作';

/** An invite code as typed: trimmed, upper-cased, letters and digits. */
export const InviteCode = text({ max: INVITE_CODE_MAX, required: '请输入邀请码' })
  .regex(INVITE_CODE_PATTERN, INVITE_CODE_FORMAT_MESSAGE)
  .transform(normalizeInviteCode);

// ---- Sub-channels ------------------------------------------------------------------------------
/** A customer of a sub-channel (only with showChannelSubPartenterConsumeDetail). */
export const SubChannelCustomer = z.object({ tenantCode: z.string(), tenantZhName: z.string(), relatedAt: Timestamp });
export type SubChannelCustomer = z.infer<typeof SubChannelCustomer>;

/** At most this many customers are listed per sub-channel (customerCount tells the full number). */
export const SUB_CHANNEL_CUSTOMERS_MAX = 50;

export const SubChannelRow = z.object({
  tenantCode: z.string(),
  tenantZhName: z.string(),
  approvalState: ApprovalState.schema,
  /** The inviting channel. */
  parentTenantCode: z.string(),
  parentTenantZhName: z.string(),
  managerName: z.string(),
  managerPhone: z.string(),
  /** When the sub-channel joined (the relation was recorded). */
  joinedAt: Timestamp,
  /** The invite code used, if the relation was made by one. */
  inviteCode: z.string().nullable(),
  customerCount: z.number().int(),
  /** Points spent by the sub-channel's accounts in it; null without the permission point. */
  consumedPoints: z.number().int().nullable(),
  /** Its customers (first SUB_CHANNEL_CUSTOMERS_MAX); null without the permission point. */
  customers: z.array(SubChannelCustomer).nullable(),
});
export type SubChannelRow = z.infer<typeof SubChannelRow>;

export const subChannelList = defineContract({
  method: 'GET',
  path: '/api/marketing/subChannel/list.json',
  tag,
  summary: '下级渠道列表（渠道管理员：本渠道邀请的下级渠道；平台管理员、平台交付：全部渠道合作关系）',
  query: PageQuery.extend({
    /** Sub-channel name or code. */
    keyword: filterOf(text({ max: 100 })),
    approvalState: filterOf(ApprovalState.schema),
    /** The inviting channel's name or code (the platform's search; a channel sees only its own). */
    parentKeyword: filterOf(text({ max: 100 })),
  }),
  response: pageOf(SubChannelRow).extend({
    /** Whether consumption and customers are shown (the permission point showChannelSubPartenterConsumeDetail). */
    detailVisible: z.boolean(),
  }),
  access: 'canReadPartnerManage',
  timeout: TIMEOUTS.default,
});

export const InviteRel = z.object({
  inviteCode: z.string(),
  inviterName: z.string(),
  channelTenantCode: z.string(),
  channelName: z.string(),
});
export type InviteRel = z.infer<typeof InviteRel>;

export const checkInviteRel = defineContract({
  method: 'GET',
  path: '/api/marketing/subChannel/checkInviteRel',
  tag,
  summary: '校验邀请码能否让本账号申请的新渠道成为邀请渠道的下级渠道（待入驻账号可调用）',
  query: z.object({ inviteCode: InviteCode }),
  response: InviteRel,
  access: 'session',
  timeout: TIMEOUTS.default,
});

// ---- The channel application -------------------------------------------------------------------
const phone = mobileOf('联系电话');
const creditCode = creditCodeField;

/** The text fields of the application (the licence travels as the multipart part `licence`). */
export const ChannelApplicationInput = z.object({
  companyName: text({ max: TENANT_NAME_MAX, name: true, required: '请输入企业名称' }),
  creditCode,
  contactName: text({ max: 50, name: true, required: '请输入联系人' }),
  contactPhone: phone,
  region: text({ max: 100, required: '请选择所在地区' }),
  address: text({ max: 200, required: '请输入详细地址' }),
  remark: text({ max: 500, multiline: true }).default(''),
  /** The inviting channel manager's code ('' = no inviter). */
  inviteCode: text({ max: INVITE_CODE_MAX })
    .refine((code) => code === '' || INVITE_CODE_PATTERN.test(code), INVITE_CODE_FORMAT_MESSAGE)
    .transform(normalizeInviteCode)
    .default(''),
});
export type ChannelApplicationInput = z.input<typeof ChannelApplicationInput>;

export const ChannelApplication = z.object({
  tenantCode: z.string(),
  tenantZhName: z.string(),
  approvalState: ApprovalState.schema,
  /** The inviting channel, when an invite code was given. */
  parentTenantCode: z.string().nullable(),
  licenceObjectId: z.string(),
  submittedAt: Timestamp,
});
export type ChannelApplication = z.infer<typeof ChannelApplication>;

export const addChannelInfo = defineContract({
  method: 'POST',
  path: '/consulting/tenant/channel/addChannelInfo',
  tag,
  summary: '申请成为新渠道（待入驻账号：企业信息与营业执照，multipart：licence；平台审核后入驻）',
  multipart: true,
  fileFields: ['licence'],
  body: ChannelApplicationInput,
  response: ChannelApplication,
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const partnerContracts = { subChannelList, checkInviteRel, addChannelInfo } as const;
