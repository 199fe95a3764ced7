/**
 * What happens after the login form is submitted: POST /user/loginByPhone, then the user info,
 * then either a notice (not admitted, tenant pending) or a full navigation to the callback or the
 * role's landing page. In a frame: "登录成功！" and the parent reloads after 1 s (spec §4).
 */
import { message } from 'antd';
import { useState } from 'react';
import { computeAccess } from '../../../domain/access';
import { ErrorCode, UNKNOWN_ERROR_MESSAGE } from '../../../domain/errors';
import { landingPathFor } from '../../../domain/menus';
import { findRouteRule } from '../../../domain/routes';
import type { UserInfo } from '../../../domain/userInfo';
import { fetchUserInfo } from '../../initialState';
import { isBizError } from '../../requestErrorConfig';
import { loginByPhone } from '../../services/user';
import { loginBlockOf, type LoginBlock } from '../../utils/loginBlock';
import { fullNavigate, hashUrl, isFramed, reloadParent } from '../../utils/navigation';
import { pathnameOf } from '../../utils/paths';
import { LOGIN_MESSAGES } from './rules';

export type LoginMode = 'password' | 'sms';
export interface LoginValues {
  phone: string;
  password?: string;
  code?: string;
}

/** The callback when this user may open it, else the landing page of their roles. */
export function targetAfterLogin(user: UserInfo, callback: string | null): string {
  if (callback) {
    const rule = findRouteRule(pathnameOf(callback));
    if (rule && (rule.access === null || computeAccess(user)[rule.access])) return callback;
  }
  return landingPathFor(user);
}

export const FRAMED_RELOAD_DELAY_MS = 1000;

function enter(path: string): void {
  if (isFramed()) {
    message.success(LOGIN_MESSAGES.loginSucceeded);
    window.setTimeout(reloadParent, FRAMED_RELOAD_DELAY_MS);
    return;
  }
  fullNavigate(hashUrl(path));
}

export function useLoginFlow(callback: string | null) {
  const [error, setError] = useState<string>();
  const [block, setBlock] = useState<LoginBlock>();

  async function submit(mode: LoginMode, values: LoginValues): Promise<void> {
    setError(undefined);
    setBlock(undefined);
    const phone = values.phone.trim();
    const body = mode === 'password' ? { phone, password: values.password } : { phone, code: values.code?.trim() };
    try {
      const result = await loginByPhone(body, { skipErrorHandler: true });
      if (result.needAdmission) {
        setBlock('needAdmission');
        return;
      }
    } catch (failure) {
      setError(isBizError(failure) ? failure.info.errorMsg || UNKNOWN_ERROR_MESSAGE : LOGIN_MESSAGES.networkFailed);
      return;
    }
    const info = await fetchUserInfo();
    if ('user' in info) {
      const reason = loginBlockOf(info.user);
      if (reason) setBlock(reason);
      else enter(targetAfterLogin(info.user, callback));
    } else if (info.errorCode === ErrorCode.MUST_AGREE_LICENCE) {
      enter('/userAgreement');
    } else {
      setError(info.errorMsg || UNKNOWN_ERROR_MESSAGE);
    }
  }

  return { submit, error, block };
}
