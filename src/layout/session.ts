/** Session actions of the header's user menu and the agreement page. */
import { message } from 'antd';
import { landingPathFor } from '../../domain/menus';
import { isBizError } from '../requestErrorConfig';
import { chooseTenant, getUserInfo, logout } from '../services/user';
import { fullNavigate, hashUrl } from '../utils/navigation';
import { clearUserInfo } from '../utils/userStorage';

/** GET /user/logout, then a full navigation to the URL it answers (the login page by default). */
export async function logoutAndLeave(): Promise<void> {
  let target = hashUrl('/login');
  try {
    const url = await logout({ skipErrorHandler: true });
    if (url) target = url;
  } catch {
    // The session is gone either way; go to login.
  }
  clearUserInfo();
  fullNavigate(target);
}

/** Switches the current tenant, then reloads on the landing page of the roles held there. */
export async function switchTenant(tenantCode: string): Promise<void> {
  await chooseTenant({ tenantCode });
  let landing = '/';
  try {
    landing = landingPathFor(await getUserInfo({ skipErrorHandler: true }));
  } catch (error) {
    if (!isBizError(error)) message.error('切换机构后获取用户信息失败，请刷新页面');
  }
  fullNavigate(hashUrl(landing));
}
