/**
 * The initial state of the app (Umi `getInitialState`): who is logged in, from
 * GET /user/getUserInfo. The error handler is skipped for this call; this module applies the
 * redirects itself (spec §2, §4, §8).
 */
import { history } from '@umijs/max';
import { ErrorCode } from '../domain/errors';
import type { UserInfo } from '../domain/userInfo';
import { isBizError } from './requestErrorConfig';
import { getUserInfo } from './services/user';
import { loginBlockOf, type LoginBlock } from './utils/loginBlock';
import { currentHashPath, isLoginPath, isPublicPage, loginPathFor, pathnameOf } from './utils/paths';
import { clearUserInfo, saveUserInfo } from './utils/userStorage';

export interface InitialState {
  /** The logged-in user who may use the platform; absent otherwise. */
  currentUser?: UserInfo;
  /** True when no usable user info could be loaded: menu, header and footer are hidden. */
  failed: boolean;
  /** Why a logged-in user is kept on the login page. */
  loginBlock?: LoginBlock;
}

export type UserInfoResult = { user: UserInfo } | { errorCode: string; errorMsg: string };

/** GET /user/getUserInfo without the global error handling. */
export async function fetchUserInfo(): Promise<UserInfoResult> {
  try {
    return { user: await getUserInfo({ skipErrorHandler: true }) };
  } catch (error) {
    if (isBizError(error)) return { errorCode: error.info.errorCode, errorMsg: error.info.errorMsg };
    return { errorCode: '', errorMsg: error instanceof Error ? error.message : '' };
  }
}

function go(path: string): void {
  if (pathnameOf(currentHashPath()) !== pathnameOf(path)) history.replace(path);
}

export async function loadInitialState(): Promise<InitialState> {
  const hashPath = currentHashPath();
  const pathname = pathnameOf(hashPath);
  const result = await fetchUserInfo();

  if ('user' in result) {
    saveUserInfo(result.user);
    const loginBlock = loginBlockOf(result.user);
    if (!loginBlock) return { currentUser: result.user, failed: false };
    if (!isLoginPath(pathname) && pathname !== '/') go('/login');
    return { failed: true, loginBlock };
  }

  switch (result.errorCode) {
    case ErrorCode.NOT_LOGGED_IN:
    case ErrorCode.PHONE_NOT_BOUND:
      clearUserInfo();
      if (!isPublicPage(pathname)) go(loginPathFor(hashPath));
      break;
    case ErrorCode.MUST_AGREE_LICENCE:
      // Logged in, but a newer user agreement awaits acceptance.
      if (!isLoginPath(pathname) && !pathname.startsWith('/clause/')) go('/userAgreement');
      break;
    default:
    // Network or server failure: stay, with the layout reduced (spec §2 "initial state failed").
  }
  return { failed: true };
}
