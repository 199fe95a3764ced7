/** User and session calls (spec §7 "User and session") and tenant switching. */
import { z } from 'zod';
import { LicenceType, TenantType } from '../kernel/tenancyEnums';
import { PHONE_PATTERN } from '../kernel/helpers';
import { TIMEOUTS } from '../kernel/constants';
import { text } from '../kernel/text';
import { UserInfo } from '../kernel/userInfo';
import { defineContract } from '../kernel/contract';

const phone = z.string({ error: '请输入手机号' }).trim().regex(PHONE_PATTERN, '手机号格式不正确');
const smsCode = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(/^\d{6}$/, '验证码为 6 位数字');

export const VerifyCodePurpose = z.enum(['login', 'binding']);

export const getVerifyCode = defineContract({
  method: 'POST',
  path: '/user/getVerifyCode',
  tag: '用户',
  summary: '发送短信验证码',
  body: z.object({ phone, purpose: VerifyCodePurpose.default('login') }),
  response: z.object({ expiresInSeconds: z.number().int(), resendAfterSeconds: z.number().int() }),
  access: 'public',
  timeout: TIMEOUTS.default,
});

export const loginByPhone = defineContract({
  method: 'POST',
  path: '/user/loginByPhone',
  tag: '用户',
  summary: '手机号登录（验证码或密码）',
  body: z
    .object({
      phone,
      code: smsCode.optional(),
      // Kept exactly as typed (no trimming): a password may begin or end with a space.
      password: text({ max: 128, required: '请输入密码', trim: false }).optional(),
    })
    .refine((body) => (body.code ? !body.password : !!body.password), { message: '请输入验证码或密码（二选一）', path: ['code'] }),
  response: z.object({ accountId: z.string(), needAdmission: z.boolean() }),
  access: 'public',
  timeout: TIMEOUTS.default,
});

export const logout = defineContract({
  method: 'GET',
  path: '/user/logout',
  tag: '用户',
  summary: '退出登录，返回跳转地址',
  response: z.string(),
  access: 'public',
  csrfProtected: true,
  timeout: TIMEOUTS.default,
});

export const binding = defineContract({
  method: 'POST',
  path: '/user/binding',
  tag: '用户',
  summary: '绑定手机号',
  body: z.object({ phone, code: smsCode }),
  response: z.boolean(),
  access: 'session',
  allowUnboundPhone: true,
  allowPendingAgreement: true,
  timeout: TIMEOUTS.default,
});

export const getUserInfo = defineContract({
  method: 'GET',
  path: '/user/getUserInfo',
  tag: '用户',
  summary: '当前用户信息',
  response: UserInfo,
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const Licence = z.object({
  licenceCode: z.string(),
  type: LicenceType.schema,
  version: z.number().int(),
  title: z.string(),
  content: z.string(),
  url: z.string(),
  publishDate: z.string(),
});
export type Licence = z.infer<typeof Licence>;

export const latestLicence = defineContract({
  method: 'GET',
  path: '/api/platform/licences/latest.json',
  tag: '协议',
  summary: '某类协议的最新版本',
  query: z.object({ type: LicenceType.schema }),
  response: Licence.nullable(),
  access: 'public',
  timeout: TIMEOUTS.default,
});

export const agreementLicences = defineContract({
  method: 'POST',
  path: '/user/agreementLicences',
  tag: '协议',
  summary: '同意协议',
  body: z.object({ licenceCode: text({ max: 64, required: '请指定协议' }) }),
  response: z.boolean(),
  access: 'session',
  allowPendingAgreement: true,
  timeout: TIMEOUTS.default,
});

export const chooseTenant = defineContract({
  method: 'POST',
  path: '/consulting/tenant/chose',
  tag: '租户',
  summary: '切换当前租户',
  body: z.object({ tenantCode: text({ max: 64, required: '请选择租户' }) }),
  response: z.boolean(),
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const Membership = z.object({
  tenantCode: z.string(),
  tenantZhName: z.string(),
  type: TenantType.schema,
  roleCodes: z.array(z.string()),
  current: z.boolean(),
});

export const myMemberships = defineContract({
  method: 'GET',
  path: '/consulting/tenant/memberships',
  tag: '租户',
  summary: '当前账号所属的租户（用于切换）',
  response: z.array(Membership),
  access: 'session',
  timeout: TIMEOUTS.default,
});

export const identityContracts = {
  getVerifyCode,
  loginByPhone,
  logout,
  binding,
  getUserInfo,
  latestLicence,
  agreementLicences,
  chooseTenant,
  myMemberships,
};
