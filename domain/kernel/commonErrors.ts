/** Spec §8's codes and the HTTP-level failures every area answers (range: see ./define.ts). */
import { defineErrors } from './errors';

/** Message of the 403 code, exactly as spec §8 writes it. */
export const FORBIDDEN_MESSAGE = '页面权限和接口权限不匹配，请确认你的权限配置是否正确或刷新页面';

export const commonErrors = defineErrors('common', {
  OK: ['200', '成功'],
  NOT_LOGGED_IN: ['10000', '未登录或登录已过期，请重新登录'],
  PHONE_NOT_BOUND: ['10001', '请先绑定手机号'],
  MUST_AGREE_LICENCE: ['must_agreement_licences', '用户协议已更新，请阅读并同意后继续使用'],
  FORBIDDEN: ['403', FORBIDDEN_MESSAGE],
  VALIDATION: ['400', '请求参数有误'],
  NOT_FOUND: ['404', '请求的资源不存在'],
  PAYLOAD_TOO_LARGE: ['413', '上传内容过大'],
  TOO_MANY_REQUESTS: ['429', '请求过于频繁，请稍后再试'],
  INTERNAL: ['500', '服务器开小差了，请稍后再试'],
  CSRF: ['csrf_rejected', '请求缺少安全校验头，已拒绝'],
});

/** Fallback when an error carries no message (spec §8). */
export const UNKNOWN_ERROR_MESSAGE = '未知服务错误！';

/** HTTP status for codes that are HTTP-level failures; everything else answers 200. */
export const HTTP_STATUS: Readonly<Partial<Record<string, number>>> = {
  '404': 404,
  '413': 413,
  '429': 429,
  '500': 500,
  csrf_rejected: 403,
};

/** The response envelope of every endpoint. */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T | null;
  errorCode: string;
  errorMsg: string;
}

export const ok = <T>(data: T): Envelope<T> => ({ success: true, data, errorCode: commonErrors.codes.OK, errorMsg: '' });

/** `fail(code, message?)` over a catalogue of messages (domain/errors merges every area's). */
export const failWith =
  (messages: Readonly<Record<string, string>>) =>
  (errorCode: string, errorMsg?: string): Envelope<null> => ({
    success: false,
    data: null,
    errorCode,
    errorMsg: errorMsg || messages[errorCode] || UNKNOWN_ERROR_MESSAGE,
  });
