/**
 * The initial state of the app (Umi `getInitialState`): who is logged in, from
 * GET /user/getUserInfo. The error handler is skipped for this call; this module applies the
 * redirects itself (spec §2, §4, §8) and records why no usable user info was loaded, so the pages
 * can tell "not logged in" (go to login) from "could not ask" (offer a retry).
 */
import { history } from '@umijs/max';
import { ErrorCode, UNKNOWN_ERROR_MESSAGE } from '@domain/errors';
import type { UserInfo } from '@domain/kernel/userInfo';
import { envelopeOf, requestErrorMessage } from './requestErrorConfig';
import { getUserInfo } from './services/identity';
import { loginBlockOf, type LoginBlock } from './utils/loginBlock';
import { agreementPathFor, currentHashPath, isLoginPath, isPublicPage, loginPathFor, pathnameOf } from './utils/paths';
import { clearUserInfo, saveUserInfo } from './utils/userStorage';

/** Why the initial state has no usable user. */
type InitialStateFailure =
  /** 10000 (no session) or 10001 (session, but no phone bound): the user must log in. */
  | { reason: 'unauthenticated'; phoneNotBound: boolean }
  /** must_agreement_licences: logged in, a newer user agreement awaits acceptance. */
  | { reason: 'agreement' }
  /** Logged in, but kept on the login page (see `loginBlock`). */
  | { reason: 'blocked' }
  /** The user info could not be loaded (HTTP 5xx, network, timeout, other codes): nothing says the session is gone. */
  | { reason: 'unavailable'; message: string };

export interface InitialState {
  /** The logged-in user who may use the platform; absent otherwise. */
  currentUser?: UserInfo;
  /** True when no usable user info could be loaded: menu, header and footer are hidden. */
  failed: boolean;
  /** Why, when `failed`. */
  failure?: InitialStateFailure;
  /** Why a logged-in user is kept on the login page. */
  loginBlock?: LoginBlock;
  /**
   * The login page's first state: shown at once, before anyone asked who is logged in; the login
   * page asks right after (`refresh`), so a blocked or phone-less session still gets its notice.
   */
  unchecked?: true;
}

/** What the login page starts with: the form, as for a visitor without a session (see `unchecked`). */
export const LOGIN_PAGE_FIRST_STATE: InitialState = {
  failed: true,
  failure: { reason: 'unauthenticated', phoneNotBound: false },
  unchecked: true,
};

let appStarted = false;

/**
 * Umi's getInitialState. When the app starts on the login page, the page shows at once and asks
 * who is logged in after its first paint, instead of a spinner until the answer came (the login
 * page's largest paint, docs/performance.md); every other start, and every later call (`refresh`),
 * asks first.
 */
export async function firstInitialState(): Promise<InitialState> {
  const starting = !appStarted;
  appStarted = true;
  if (starting && isLoginPath(pathnameOf(currentHashPath()))) return LOGIN_PAGE_FIRST_STATE;
  return loadInitialState();
}

/** Users the no-access page sends to login: not logged in, or logged in but still blocked (admission). */
export function mustLogIn(state: InitialState | undefined): boolean {
  const reason = state?.failure?.reason;
  return reason === 'unauthenticated' || reason === 'blocked' || !!state?.currentUser?.needAdmission;
}

/** The message of a user-info load that failed for a reason other than the session; else undefined. */
export function userInfoLoadFailure(state: InitialState | undefined): string | undefined {
  return state?.failure?.reason === 'unavailable' ? state.failure.message : undefined;
}

export type UserInfoResult = { user: UserInfo } | { errorCode: string; errorMsg: string };

/**
 * GET /user/getUserInfo without the global error handling. A failure carries the envelope's code
 * (also when it came with an HTTP error status), or code "" and the Chinese network/timeout/HTTP
 * message.
 */
export async function fetchUserInfo(): Promise<UserInfoResult> {
  try {
    return { user: await getUserInfo({ skipErrorHandler: true }) };
  } catch (error) {
    const envelope = envelopeOf(error);
    return { errorCode: envelope?.errorCode ?? '', errorMsg: requestErrorMessage(error) };
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
    return { failed: true, failure: { reason: 'blocked' }, loginBlock };
  }

  switch (result.errorCode) {
    case ErrorCode.NOT_LOGGED_IN:
    case ErrorCode.PHONE_NOT_BOUND:
      clearUserInfo();
      if (!isPublicPage(pathname)) go(loginPathFor(hashPath));
      return { failed: true, failure: { reason: 'unauthenticated', phoneNotBound: result.errorCode === ErrorCode.PHONE_NOT_BOUND } };
    case ErrorCode.MUST_AGREE_LICENCE:
      // Logged in, but a newer user agreement awaits acceptance; it returns here afterwards.
      if (!isLoginPath(pathname) && !pathname.startsWith('/clause/')) go(agreementPathFor(hashPath));
      return { failed: true, failure: { reason: 'agreement' } };
    default:
      // Network or server failure: stay, with the layout reduced (spec §2 "initial state failed")
      // and a retry offered by the layout.
      return { failed: true, failure: { reason: 'unavailable', message: result.errorMsg || UNKNOWN_ERROR_MESSAGE } };
  }
}
