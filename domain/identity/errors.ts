/** Error codes of identity: login, SMS codes, phones, tenants, licences (11xxx). */
import { defineErrors } from '../kernel/errors';

export const identityErrors = defineErrors('identity', {
  LOGIN_FAILED: ['11001', '手机号或密码错误'],
  CODE_INVALID: ['11002', '验证码错误或已过期'],
  ACCOUNT_LOCKED: ['11003', '登录失败次数过多，账号已暂时锁定，请稍后再试'],
  SMS_RATE_LIMITED: ['11004', '验证码发送过于频繁，请稍后再试'],
  PHONE_TAKEN: ['11005', '该手机号已被其他账号绑定'],
  NOT_A_MEMBER: ['11006', '你不是该租户的成员'],
  TENANT_NOT_ADMITTED: ['11007', '所在机构尚未通过入驻审核'],
  LICENCE_NOT_FOUND: ['11008', '协议不存在'],
  ACCOUNT_DISABLED: ['11009', '账号已停用，请联系管理员'],
  SMS_SEND_FAILED: ['11010', '短信发送失败，请稍后再试'],
  PHONE_ALREADY_BOUND: ['11011', '当前账号已绑定手机号'],
});
