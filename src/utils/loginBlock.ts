/**
 * Users who have a session but may not use the platform yet are kept on the login page with a
 * clear reason: an account that is not a member of any tenant (needAdmission), and a member of a
 * channel tenant whose admission is not approved (spec §4).
 */
import { isTenantAdmitted } from '@domain/kernel/access';
import { ERROR_MESSAGES, ErrorCode } from '@domain/errors';
import type { UserInfo } from '@domain/kernel/userInfo';

export type LoginBlock = 'needAdmission' | 'tenantNotAdmitted';

export const LOGIN_BLOCK_MESSAGES: Readonly<Record<LoginBlock, { title: string; description: string }>> = {
  needAdmission: {
    title: '账号尚未开通',
    description: '该账号还没有加入任何机构，暂时无法使用平台。请联系所在机构的管理员将你加入后再登录。',
  },
  tenantNotAdmitted: {
    title: ERROR_MESSAGES[ErrorCode.TENANT_NOT_ADMITTED],
    description: '你所在的渠道机构正在入驻审核中，审核通过后即可登录使用。',
  },
};

export function loginBlockOf(user: UserInfo): LoginBlock | undefined {
  if (user.needAdmission || !user.tenantDTO) return 'needAdmission';
  if (!isTenantAdmitted(user)) return 'tenantNotAdmitted';
  return undefined;
}
