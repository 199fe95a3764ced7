/**
 * Session flows over the user calls: log out and leave, switch the current tenant. Used by the
 * header's user menu and by the home, no-access and agreement pages, so it lives here, below
 * pages, components and the layout, rather than in layout/.
 */
import { message } from 'antd';
import { landingPathFor } from '@domain/kernel/menus';
import { ErrorCode } from '@domain/errors';
import { envelopeOf, isBizError } from '@/requestErrorConfig';
import { chooseTenant, getUserInfo, logout } from '@/services/identity';
import { fullNavigate, hashUrl } from '@/utils/navigation';
import { clearUserInfo } from '@/utils/userStorage';

export const LOGOUT_FAILED_MESSAGE = '退出登录失败，请检查网络后重试';

/**
 * GET /user/logout, then a full navigation to the URL it answers (the login page by default).
 * Only a logout the server confirmed, or a session it says is already gone (10000), leaves the
 * page; any other failure keeps the user here with a message, because the session may still be
 * alive. Resolves true when the page is being left.
 */
export async function logoutAndLeave(): Promise<boolean> {
  let target = hashUrl('/login');
  try {
    const url = await logout({ skipErrorHandler: true });
    if (url) target = url;
  } catch (error) {
    if (envelopeOf(error)?.errorCode !== ErrorCode.NOT_LOGGED_IN) {
      message.error({ content: LOGOUT_FAILED_MESSAGE, key: 'logout-failed' });
      return false;
    }
  }
  clearUserInfo();
  fullNavigate(target);
  return true;
}

/**
 * Switches the current tenant, then reloads on the landing page of the roles held there. With the
 * roles the account holds there (the header's membership list has them) the switch is one round
 * trip (issue 11 item 6): the landing page follows from the roles; without them it asks the user info.
 */
export async function switchTenant(tenantCode: string, roleCodes?: readonly string[]): Promise<void> {
  await chooseTenant({ tenantCode });
  let landing = '/';
  if (roleCodes)
    landing = landingPathFor({
      roleDTOs: roleCodes.map((roleCode) => ({ roleCode })),
      tenantDTO: null,
      closeTabKeys: [],
      accountBelongToPlatformType: null,
    });
  else
    try {
      landing = landingPathFor(await getUserInfo({ skipErrorHandler: true }));
    } catch (error) {
      if (!isBizError(error)) message.error('切换机构后获取用户信息失败，请刷新页面');
    }
  fullNavigate(hashUrl(landing));
}
