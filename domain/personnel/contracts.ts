/**
 * Personnel (issue 11 items 2 and 4; spec §7 "Tenants, users and marketing"): the people of the
 * caller's CURRENT tenant (list, add by phone, change roles, disable, enable, accept or reject a
 * join request), the invite code's information, and joining a tenant by invite code. Ours (alias
 * table in docs/feature-checklist.md): POST /api/personnel/join.json and GET
 * /api/personnel/myJoinRequests.json, for an account awaiting admission.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { AccountStatus } from '../tenantAdmin/enums';
import { MembershipStatus, PersonnelChange } from './enums';
import { TenantType } from '../kernel/tenancyEnums';
import { INVITE_CODE_MESSAGE, INVITE_CODE_PATTERN, NAME_MAX, normalizeInviteCode } from './rules';
import { Role } from '../kernel/roles';
import { text } from '../kernel/text';
import { defineContract, filterOf, mobileOf, pageOf, PageQuery, Timestamp } from '../kernel/contract';

const tag = '人员管理';

const phone = mobileOf('手机号（phone）');
const roles = z.array(Role.schema, { error: '请选择角色（roles）' }).min(1, '请至少选择一个角色（roles）').max(Role.values.length);
const inviteCode = z
  .string({ error: '请输入邀请码（inviteCode）' })
  .transform(normalizeInviteCode)
  .pipe(z.string().regex(INVITE_CODE_PATTERN, INVITE_CODE_MESSAGE));

/** One person of the caller's tenant (or a join request to it). */
export const PersonnelMember = z.object({
  accountId: z.string(),
  showName: z.string(),
  phone: z.string().nullable(),
  roleCodes: z.array(Role.schema),
  status: MembershipStatus.schema,
  /** The account itself may be disabled by the platform, whatever its membership. */
  accountStatus: AccountStatus.schema,
  /** The caller's own row. */
  self: z.boolean(),
  createdAt: Timestamp,
});
export type PersonnelMember = z.infer<typeof PersonnelMember>;

export const personnelList = defineContract({
  method: 'GET',
  path: '/consulting/tenant/user/list',
  tag,
  summary: '当前机构的人员（含待审核的加入申请），按姓名、手机号、角色、状态筛选',
  query: PageQuery.extend({
    name: filterOf(text({ max: 50 })),
    phone: filterOf(text({ max: 20 })),
    roleCode: filterOf(Role.schema),
    status: filterOf(MembershipStatus.schema),
  }),
  response: pageOf(PersonnelMember),
  // Platform delivery has the menu (spec §6) and reads the platform's people; only managers change them.
  access: 'personnelManageRoute',
  timeout: TIMEOUTS.default,
});

export const personnelAdd = defineContract({
  method: 'POST',
  path: '/consulting/tenant/user/add',
  tag,
  summary: '按手机号和姓名添加人员（已有账号则加入本机构，新账号收到登录验证码短信）',
  body: z.object({ phone, name: text({ max: NAME_MAX, name: true, required: '请输入姓名（name）' }), roles }),
  response: z.object({ member: PersonnelMember, createdAccount: z.boolean(), smsSent: z.boolean() }),
  access: 'canReadPersonnelManage',
  timeout: TIMEOUTS.default,
});

export const personnelUpdate = defineContract({
  method: 'POST',
  path: '/consulting/tenant/user/update',
  tag,
  summary: '修改本机构人员的角色、停用、启用，或审核加入申请（通过时可指定角色）',
  body: z
    .object({
      accountId: text({ max: 64, required: '请指定人员（accountId）' }),
      change: PersonnelChange.schema,
      roles: roles.optional(),
    })
    .refine((body) => body.change !== 'roles' || !!body.roles, { message: '请至少选择一个角色（roles）', path: ['roles'] }),
  response: PersonnelMember,
  access: 'canReadPersonnelManage',
  timeout: TIMEOUTS.default,
});

export const InviteInfo = z.object({
  inviteCode: z.string(),
  /** The inviter's display name and masked phone. */
  inviterName: z.string(),
  inviterPhone: z.string(),
  tenantCode: z.string(),
  tenantZhName: z.string(),
  tenantType: TenantType.schema,
  /** The role a join request asks for; null when the tenant takes no join requests. */
  joinRole: Role.schema.nullable(),
  canJoin: z.boolean(),
  /** What joining would mean, in one Chinese sentence. */
  meaning: z.string(),
});
export type InviteInfo = z.infer<typeof InviteInfo>;

export const getInviteInfo = defineContract({
  method: 'GET',
  path: '/api/marketing/invite/getInviteInfo',
  tag,
  summary: '邀请码信息：邀请人、其所在机构，以及加入意味着什么',
  query: z.object({ inviteCode }),
  response: InviteInfo,
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const JoinRequest = z.object({
  tenantCode: z.string(),
  tenantZhName: z.string(),
  tenantType: TenantType.schema,
  roleCodes: z.array(Role.schema),
  status: MembershipStatus.schema,
  createdAt: Timestamp,
});
export type JoinRequest = z.infer<typeof JoinRequest>;

export const joinTenant = defineContract({
  method: 'POST',
  path: '/api/personnel/join.json',
  tag,
  summary: '凭邀请码申请加入邀请人所在机构（待该机构管理员审核；每个账号同时只有一个待审核申请）',
  body: z.object({ inviteCode }),
  response: JoinRequest,
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const myJoinRequests = defineContract({
  method: 'GET',
  path: '/api/personnel/myJoinRequests.json',
  tag,
  summary: '我的加入申请（待审核与已拒绝），最新在前',
  response: z.array(JoinRequest),
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const personnelContracts = { personnelList, personnelAdd, personnelUpdate, getInviteInfo, joinTenant, myJoinRequests } as const;
