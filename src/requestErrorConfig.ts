/**
 * The whole error contract with the server (spec §8, architecture §2). Every response is an
 * envelope `{ success, data, errorCode, errorMsg }`; `errorThrower` turns `success === false`
 * into a BizError and `errorHandler` decides, per code, what the user sees. The decision is a pure
 * function (`errorActionFor*`) so it can be tested as a table; `performErrorAction` carries it out.
 */
import type { RequestConfig, RequestError, RequestOptions } from '@umijs/max';
import { history } from '@umijs/max';
import { message } from 'antd';
import { DEFAULT_TIMEOUT_MS, WARNING_DURATION_S } from '@domain/constants';
import { ERROR_MESSAGES, ErrorCode, FORBIDDEN_MESSAGE, UNKNOWN_ERROR_MESSAGE, type Envelope } from '@domain/errors';
import { isErrorHandlingSkipped } from '@domain/kernel/routes';
import { agreementPathFor, currentHashPath, isLoginPath, loginPathFor, pathnameOf } from './utils/paths';
import { clearUserInfo } from './utils/userStorage';

export type { Envelope };

/** A response with `success: false`; `info` is the envelope as the server sent it. */
export class BizError extends Error {
  readonly info: Envelope;
  constructor(info: Envelope) {
    super(info.errorMsg || UNKNOWN_ERROR_MESSAGE);
    this.name = 'BizError';
    this.info = info;
  }
}

export const isBizError = (error: unknown): error is BizError => error instanceof BizError;

// ---- Insufficient balance (13001): no message here; the balance modal listens ---------------
type BalanceListener = (envelope: Envelope) => void;
const balanceListeners = new Set<BalanceListener>();

/** Subscribe to "余额或次数不足" answers; returns the unsubscribe function. */
export function onInsufficientBalance(listener: BalanceListener): () => void {
  balanceListeners.add(listener);
  return () => {
    balanceListeners.delete(listener);
  };
}

// ---- What to do ---------------------------------------------------------------------------
type ErrorAction =
  | { kind: 'none' }
  | { kind: 'login'; message: string; redirect: string }
  | { kind: 'agreement'; redirect: string }
  | { kind: 'message'; message: string }
  | { kind: 'balance'; envelope: Envelope };

const NONE: ErrorAction = { kind: 'none' };
export const NETWORK_ERROR_MESSAGE = '网络异常，请检查网络连接后重试';
export const TIMEOUT_MESSAGE = '请求超时，请稍后重试';
/** The message key that keeps the "please log in" warning to one at a time. */
export const SESSION_WARNING_KEY = 'request-session-warning';

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as Envelope).errorCode === 'string';

/** The action for a failed envelope, given the hash path the user is on. */
export function errorActionForEnvelope(envelope: Envelope, hashPath: string): ErrorAction {
  const pathname = pathnameOf(hashPath);
  if (isErrorHandlingSkipped(pathname)) return NONE;
  const code = envelope.errorCode;
  switch (code) {
    case ErrorCode.OK:
      return NONE;
    case ErrorCode.NOT_LOGGED_IN:
    case ErrorCode.PHONE_NOT_BOUND:
      if (isLoginPath(pathname)) return NONE;
      return { kind: 'login', message: envelope.errorMsg || ERROR_MESSAGES[code], redirect: loginPathFor(hashPath) };
    case ErrorCode.MUST_AGREE_LICENCE:
      // The agreement page brings the user back to where they were (validated like a login callback).
      return pathname === '/userAgreement' ? NONE : { kind: 'agreement', redirect: agreementPathFor(hashPath) };
    case ErrorCode.FORBIDDEN:
      return { kind: 'message', message: FORBIDDEN_MESSAGE };
    case ErrorCode.INSUFFICIENT_BALANCE:
      return { kind: 'balance', envelope };
    default:
      return { kind: 'message', message: envelope.errorMsg || UNKNOWN_ERROR_MESSAGE };
  }
}

interface HttpErrorLike {
  message?: string;
  code?: string;
  response?: { status?: number; data?: unknown };
}

/** The envelope a failed call answered, whether as a BizError or inside an HTTP error; else undefined. */
export function envelopeOf(error: unknown): Envelope | undefined {
  if (isBizError(error)) return error.info;
  const data = ((error ?? {}) as HttpErrorLike).response?.data;
  return isEnvelope(data) ? data : undefined;
}

/** What to tell the user about a failure without an envelope: HTTP status, timeout or network. */
function transportErrorMessage(error: unknown): string {
  const { response, code } = (error ?? {}) as HttpErrorLike;
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return TIMEOUT_MESSAGE;
  // axios 0.27 hands the XMLHttpRequest over as `response` of a network error (status 0).
  if (code === 'ERR_NETWORK' || !response?.status) return NETWORK_ERROR_MESSAGE;
  const data = response.data;
  const text = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  if (typeof text === 'string' && text.trim()) return text;
  return `请求失败（HTTP ${response.status}）`;
}

/** The message of any failed call: the envelope's errorMsg (or 未知服务错误！), else the transport message. */
export function requestErrorMessage(error: unknown): string {
  const envelope = envelopeOf(error);
  if (envelope) return envelope.errorMsg || UNKNOWN_ERROR_MESSAGE;
  return transportErrorMessage(error);
}

/** The action for an error that is not a BizError: HTTP status, timeout or network failure. */
export function errorActionForHttpError(error: unknown, hashPath: string): ErrorAction {
  if (isErrorHandlingSkipped(pathnameOf(hashPath))) return NONE;
  const data = ((error ?? {}) as HttpErrorLike).response?.data;
  // HTTP-level failures still carry the envelope (architecture §2): same rules as a business error.
  if (isEnvelope(data)) return errorActionForEnvelope(data, hashPath);
  return { kind: 'message', message: transportErrorMessage(error) };
}

export function performErrorAction(action: ErrorAction): void {
  switch (action.kind) {
    case 'login':
      // One warning at a time: a second one replaces the first instead of stacking.
      message.warning({ content: action.message, duration: WARNING_DURATION_S, key: SESSION_WARNING_KEY });
      // The session is gone: the stored copy of the user must not outlive it.
      clearUserInfo();
      history.push(action.redirect);
      return;
    case 'agreement':
      history.push(action.redirect);
      return;
    case 'message':
      // Identical messages (parallel calls failing alike) show once.
      message.error({ content: action.message, key: `request-error:${action.message}` });
      return;
    case 'balance':
      for (const listener of balanceListeners) listener(action.envelope);
      return;
    default:
  }
}

// ---- Umi request runtime config -------------------------------------------------------------
export function errorThrower(response: unknown): never {
  const envelope: Envelope = isEnvelope(response) ? response : { success: false, data: null, errorCode: '', errorMsg: '' };
  throw new BizError(envelope);
}

/** The action for any failed call, given the hash path the user is on. */
export function errorActionFor(error: unknown, hashPath: string): ErrorAction {
  return isBizError(error) ? errorActionForEnvelope(error.info, hashPath) : errorActionForHttpError(error, hashPath);
}

export function errorHandler(error: RequestError, opts: RequestOptions | undefined): void {
  // Callers that handle errors themselves get the rejection untouched.
  if (opts?.skipErrorHandler) throw error;
  performErrorAction(errorActionFor(error, currentHashPath()));
}

/** Every call says it comes from the web client (the server refuses POSTs without it: CSRF). */
function withClientHeaders<T extends RequestOptions>(config: T): T {
  return {
    ...config,
    withCredentials: false, // same-origin: the session cookie goes along, nothing cross-site
    headers: { ...(config.headers ?? {}), 'X-Requested-With': 'XMLHttpRequest' },
  };
}

export const requestConfig: RequestConfig<Envelope> = {
  timeout: DEFAULT_TIMEOUT_MS,
  withCredentials: false,
  errorConfig: { errorThrower, errorHandler },
  requestInterceptors: [withClientHeaders],
};
