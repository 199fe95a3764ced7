/**
 * What happens after the login form (or the phone binding form) is submitted:
 * POST /user/loginByPhone (or /user/binding), then always the user info, which decides the next
 * step: the updated user agreement first (carrying the way back), then a notice for an account
 * that may not use the platform yet (not admitted, tenant pending), the binding form for an
 * account without a phone (10001), or a full navigation to the callback or the role's landing
 * page. In a frame: "登录成功！" and the parent reloads after 1 s (spec §4).
 */
import { message } from 'antd';
import { useEffect, useState } from 'react';
import { computeAccess } from '@domain/kernel/access';
import { ErrorCode, UNKNOWN_ERROR_MESSAGE } from '@domain/errors';
import { landingPathFor } from '@domain/kernel/menus';
import { findRouteRule } from '@domain/kernel/routes';
import type { UserInfo } from '@domain/kernel/userInfo';
import { fetchUserInfo, type UserInfoResult } from '@/initialState';
import { envelopeOf } from '@/requestErrorConfig';
import { binding, loginByPhone } from '@/services/identity';
import { loginBlockOf, type LoginBlock } from '@/utils/loginBlock';
import { fullNavigate, hashUrl, isFramed, reloadParent } from '@/utils/navigation';
import { agreementPathFor, pathnameOf } from '@/utils/paths';
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

type LoginStep =
  | { kind: 'enter'; path: string }
  | { kind: 'agreement'; path: string }
  | { kind: 'block'; reason: LoginBlock }
  | { kind: 'bindPhone' }
  | { kind: 'error'; message: string };

/** The step after a successful login or binding, from the user info answer. */
export function stepAfterLogin(info: UserInfoResult, callback: string | null): LoginStep {
  if ('user' in info) {
    const reason = loginBlockOf(info.user);
    return reason ? { kind: 'block', reason } : { kind: 'enter', path: targetAfterLogin(info.user, callback) };
  }
  switch (info.errorCode) {
    case ErrorCode.MUST_AGREE_LICENCE:
      // The agreement comes before anything else; afterwards the user continues to the callback.
      return { kind: 'agreement', path: agreementPathFor(callback ?? '/') };
    case ErrorCode.PHONE_NOT_BOUND:
      return { kind: 'bindPhone' };
    default:
      return { kind: 'error', message: info.errorMsg || UNKNOWN_ERROR_MESSAGE };
  }
}

const FRAMED_RELOAD_DELAY_MS = 1000;

function enter(path: string): void {
  if (isFramed()) {
    message.success(LOGIN_MESSAGES.loginSucceeded);
    window.setTimeout(reloadParent, FRAMED_RELOAD_DELAY_MS);
    return;
  }
  fullNavigate(hashUrl(path));
}

/** The message of a failed login or binding call: the server's, else the network hint. */
const failureMessage = (failure: unknown, networkMessage: string): string => {
  const envelope = envelopeOf(failure);
  return envelope ? envelope.errorMsg || UNKNOWN_ERROR_MESSAGE : networkMessage;
};

/**
 * @param callback the validated hash path to return to
 * @param startBinding the initial state says the session has no phone bound (10001)
 */
export function useLoginFlow(callback: string | null, startBinding = false) {
  const [error, setError] = useState<string>();
  const [block, setBlock] = useState<LoginBlock>();
  // Whether the page shows the phone binding form (returned as `binding`, the name of the call).
  const [bindingForm, setBinding] = useState(startBinding);
  // The user check may answer after the first paint (src/initialState.ts): a session without a
  // phone then turns the page into the binding form.
  useEffect(() => {
    if (startBinding) setBinding(true);
  }, [startBinding]);

  function reset() {
    setError(undefined);
    setBlock(undefined);
  }

  async function proceed(): Promise<void> {
    const step = stepAfterLogin(await fetchUserInfo(), callback);
    switch (step.kind) {
      case 'enter':
      case 'agreement':
        enter(step.path);
        return;
      case 'block':
        setBinding(false);
        setBlock(step.reason);
        return;
      case 'bindPhone':
        setBinding(true);
        return;
      default:
        setError(step.message);
    }
  }

  async function submit(mode: LoginMode, values: LoginValues): Promise<void> {
    reset();
    const phone = values.phone.trim();
    const body = mode === 'password' ? { phone, password: values.password } : { phone, code: values.code?.trim() };
    try {
      // needAdmission in the answer is not enough: the agreement may be pending first.
      await loginByPhone(body, { skipErrorHandler: true });
    } catch (failure) {
      setError(failureMessage(failure, LOGIN_MESSAGES.networkFailed));
      return;
    }
    await proceed();
  }

  async function bind(values: LoginValues): Promise<void> {
    reset();
    try {
      await binding({ phone: values.phone.trim(), code: values.code?.trim() ?? '' }, { skipErrorHandler: true });
    } catch (failure) {
      if (envelopeOf(failure)?.errorCode === ErrorCode.NOT_LOGGED_IN) {
        setBinding(false);
        setError(LOGIN_MESSAGES.sessionExpired);
        return;
      }
      setError(failureMessage(failure, LOGIN_MESSAGES.bindFailed));
      return;
    }
    await proceed();
  }

  function cancelBinding(): void {
    reset();
    setBinding(false);
  }

  // recheck: the admission panel asks again once a join request may have been accepted (issue 11).
  return { submit, bind, binding: bindingForm, cancelBinding, error, block, recheck: proceed };
}
