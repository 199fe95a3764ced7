// @vitest-environment jsdom
/**
 * The error contract of spec §8, row by row: the pure decision table, then the same rows through
 * Umi's request pipeline (the shared fake replays it) with the real antd message and hash history.
 */
import { settle } from './setup';
import { message } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES, FORBIDDEN_MESSAGE, UNKNOWN_ERROR_MESSAGE, type Envelope } from '@domain/errors';
import { WARNING_DURATION_S } from '@domain/constants';
import { agreementLicences } from '@domain/identity/contracts';
import {
  BizError,
  errorActionForEnvelope,
  envelopeOf,
  errorActionForHttpError,
  isBizError,
  requestErrorMessage,
  NETWORK_ERROR_MESSAGE,
  onInsufficientBalance,
  requestConfig,
  SESSION_WARNING_KEY,
  TIMEOUT_MESSAGE,
} from '@/requestErrorConfig';
import { callContract } from '@/services/contract';
import { getUserInfo } from '@/services/identity';
import { readUserInfo, saveUserInfo } from '@/utils/userStorage';
import { demoUser } from './fixtures';
import { historyCalls, installRequest, requests, setHashPath, type FakeResponse } from './umiFake';

const failed = (errorCode: string, errorMsg = ''): Envelope => ({ success: false, data: null, errorCode, errorMsg });

describe('errorActionForEnvelope (spec §8 table)', () => {
  const page = '/projectList/myProject';

  it.each(['10000', '10001'])('%s off the login page: warning with errorMsg and redirect to /login/{encoded hash path}', (code) => {
    expect(errorActionForEnvelope(failed(code, '登录已过期'), page)).toEqual({
      kind: 'login',
      message: '登录已过期',
      redirect: '/login/%2FprojectList%2FmyProject',
    });
  });

  it('keeps the query of the original hash path in the callback', () => {
    const action = errorActionForEnvelope(failed('10000', 'x'), '/systemManage?tab=2');
    expect(action).toMatchObject({ redirect: `/login/${encodeURIComponent('/systemManage?tab=2')}` });
  });

  it.each(['10000', '10001'] as const)('%s without errorMsg falls back to the catalogue message', (code) => {
    expect(errorActionForEnvelope(failed(code), page)).toMatchObject({ message: ERROR_MESSAGES[code] });
  });

  it.each(['/login', '/login/%2FprojectList'])('10000 on %s does nothing', (path) => {
    expect(errorActionForEnvelope(failed('10000', 'x'), path)).toEqual({ kind: 'none' });
    expect(errorActionForEnvelope(failed('10001', 'x'), path)).toEqual({ kind: 'none' });
  });

  it('must_agreement_licences redirects to /userAgreement carrying the original hash path, except on that page', () => {
    expect(errorActionForEnvelope(failed('must_agreement_licences'), page)).toEqual({
      kind: 'agreement',
      redirect: '/userAgreement?redirect=%2FprojectList%2FmyProject',
    });
    expect(errorActionForEnvelope(failed('must_agreement_licences'), '/systemManage?tab=2&q=50%25')).toEqual({
      kind: 'agreement',
      redirect: `/userAgreement?redirect=${encodeURIComponent('/systemManage?tab=2&q=50%25')}`,
    });
    expect(errorActionForEnvelope(failed('must_agreement_licences'), '/login')).toEqual({ kind: 'agreement', redirect: '/userAgreement' });
    expect(errorActionForEnvelope(failed('must_agreement_licences'), '/userAgreement')).toEqual({ kind: 'none' });
  });

  it('403 shows the exact mismatch message whatever the server wrote', () => {
    expect(errorActionForEnvelope(failed('403', 'forbidden'), page)).toEqual({ kind: 'message', message: FORBIDDEN_MESSAGE });
    expect(FORBIDDEN_MESSAGE).toBe('页面权限和接口权限不匹配，请确认你的权限配置是否正确或刷新页面');
  });

  it('13001 is silent here and goes to the balance listeners', () => {
    const envelope = failed('13001', '余额或次数不足');
    expect(errorActionForEnvelope(envelope, page)).toEqual({ kind: 'balance', envelope });
  });

  it('any other code shows its errorMsg, or 未知服务错误！ when empty', () => {
    expect(errorActionForEnvelope(failed('11001', '手机号或密码错误'), page)).toEqual({ kind: 'message', message: '手机号或密码错误' });
    expect(errorActionForEnvelope(failed('some_code'), page)).toEqual({ kind: 'message', message: '未知服务错误！' });
    expect(UNKNOWN_ERROR_MESSAGE).toBe('未知服务错误！');
  });

  it('code "200" is not an error to show', () => {
    expect(errorActionForEnvelope(failed('200'), page)).toEqual({ kind: 'none' });
  });

  it.each(['/', '', '/clause/accountRight', '/clause/balanceRuleDesc?x=1'])('everything is skipped on %j', (path) => {
    for (const code of ['10000', '10001', 'must_agreement_licences', '403', '13001', '500', 'x']) {
      expect(errorActionForEnvelope(failed(code, 'm'), path)).toEqual({ kind: 'none' });
    }
  });
});

describe('errorActionForHttpError', () => {
  const page = '/welcome';
  it('an HTTP failure that carries the envelope follows the same table', () => {
    const tooMany = { response: { status: 429, data: failed('429', '请求过于频繁，请稍后再试') } };
    expect(errorActionForHttpError(tooMany, page)).toEqual({ kind: 'message', message: '请求过于频繁，请稍后再试' });
    const csrf = { response: { status: 403, data: failed('csrf_rejected', '请求缺少安全校验头，已拒绝') } };
    expect(errorActionForHttpError(csrf, page)).toEqual({ kind: 'message', message: '请求缺少安全校验头，已拒绝' });
    const expired = { response: { status: 401, data: failed('10000', '请重新登录') } };
    expect(errorActionForHttpError(expired, page)).toMatchObject({ kind: 'login', redirect: '/login/%2Fwelcome' });
  });

  it('an HTTP error with a message shows that message', () => {
    expect(errorActionForHttpError({ response: { status: 502, data: { message: '网关错误' } } }, page)).toEqual({
      kind: 'message',
      message: '网关错误',
    });
  });

  it('an HTTP error without any message names the status in Chinese', () => {
    expect(errorActionForHttpError({ response: { status: 502, data: '<html>' } }, page)).toEqual({
      kind: 'message',
      message: '请求失败（HTTP 502）',
    });
  });

  it('timeouts and network failures get Chinese messages', () => {
    expect(errorActionForHttpError({ code: 'ECONNABORTED', message: 'timeout of 5000ms exceeded' }, page)).toEqual({
      kind: 'message',
      message: TIMEOUT_MESSAGE,
    });
    expect(errorActionForHttpError(new Error('Network Error'), page)).toEqual({ kind: 'message', message: NETWORK_ERROR_MESSAGE });
  });

  it('is skipped on home and clause pages', () => {
    expect(errorActionForHttpError(new Error('Network Error'), '/')).toEqual({ kind: 'none' });
    expect(errorActionForHttpError({ response: { status: 500, data: failed('500', 'x') } }, '/clause/rechargeBalance')).toEqual({
      kind: 'none',
    });
  });
});

// ---- Through the request pipeline ------------------------------------------------------------------
/** Every request gets `answer`, whatever it went to: these tests are about the error layer, not the routes. */
function answerEveryRequest(answer: FakeResponse) {
  installRequest(requestConfig, () => answer);
}
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('request pipeline', () => {
  it('sends X-Requested-With on every call, same-origin credentials and the default timeout', async () => {
    answerEveryRequest({ data: { success: true, data: 'ok', errorCode: '200', errorMsg: '' } });
    await callContract(agreementLicences, { body: { licenceCode: 'L' } });
    await getUserInfo();
    expect(requests).toHaveLength(2);
    for (const sent of requests) {
      expect(sent.headers['X-Requested-With']).toBe('XMLHttpRequest');
      expect(sent.withCredentials).toBe(false);
    }
    expect(requestConfig.timeout).toBe(5000);
  });

  it('resolves with the envelope data on success', async () => {
    answerEveryRequest({ data: { success: true, data: { accountId: 'A-1' }, errorCode: '200', errorMsg: '' } });
    await expect(getUserInfo()).resolves.toEqual({ accountId: 'A-1' });
  });

  it('10000: one warning of 3 s keyed to replace the previous, redirect with the encoded path, and the call rejects', async () => {
    const warning = vi.spyOn(message, 'warning');
    setHashPath('/projectList/myProject');
    answerEveryRequest({ data: failed('10000', '未登录或登录已过期，请重新登录') });
    const error = await rejection(getUserInfo());
    expect(isBizError(error)).toBe(true);
    expect((error as BizError).info.errorCode).toBe('10000');
    expect(warning).toHaveBeenCalledWith({
      content: '未登录或登录已过期，请重新登录',
      duration: WARNING_DURATION_S,
      key: SESSION_WARNING_KEY,
    });
    expect(WARNING_DURATION_S).toBe(3);
    expect(historyCalls).toEqual([{ method: 'push', path: '/login/%2FprojectList%2FmyProject' }]);
  });

  it('two expired-session answers at once show a single warning on screen', async () => {
    setHashPath('/welcome');
    answerEveryRequest({ data: failed('10000', '请重新登录') });
    // Both fail before either redirect lands, as parallel calls of one page do.
    await Promise.all([rejection(getUserInfo()), rejection(getUserInfo())]);
    await vi.waitFor(() => expect(document.querySelectorAll('.ant-message-notice').length).toBeGreaterThan(0));
    await settle(); // a second notice would be rendered by now
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1);
    expect(document.body.textContent).toContain('请重新登录');
  });

  it('10000 also forgets the stored user info', async () => {
    saveUserInfo(demoUser('13800000021'));
    setHashPath('/projectList/myProject');
    answerEveryRequest({ data: failed('10000', '未登录') });
    await rejection(getUserInfo());
    expect(readUserInfo()).toBeUndefined();
  });

  it('10001 is handled like 10000', async () => {
    const warning = vi.spyOn(message, 'warning');
    setHashPath('/systemManage');
    answerEveryRequest({ data: failed('10001', '请先绑定手机号') });
    await rejection(getUserInfo());
    expect(warning).toHaveBeenCalledWith(expect.objectContaining({ content: '请先绑定手机号' }));
    expect(historyCalls.at(-1)).toEqual({ method: 'push', path: '/login/%2FsystemManage' });
  });

  it('10000 on the login page neither warns nor redirects', async () => {
    const warning = vi.spyOn(message, 'warning');
    setHashPath('/login/%2Fwelcome');
    answerEveryRequest({ data: failed('10000', 'x') });
    await rejection(getUserInfo());
    expect(warning).not.toHaveBeenCalled();
    expect(historyCalls).toEqual([]);
  });

  it('must_agreement_licences goes to /userAgreement without a message', async () => {
    const error = vi.spyOn(message, 'error');
    setHashPath('/welcome');
    answerEveryRequest({ data: failed('must_agreement_licences', '用户协议已更新') });
    await rejection(getUserInfo());
    expect(historyCalls).toEqual([{ method: 'push', path: '/userAgreement?redirect=%2Fwelcome' }]);
    expect(error).not.toHaveBeenCalled();
  });

  it('403 shows the exact mismatch message', async () => {
    const error = vi.spyOn(message, 'error');
    setHashPath('/welcome');
    answerEveryRequest({ data: failed('403', 'no') });
    await rejection(getUserInfo());
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: FORBIDDEN_MESSAGE }));
  });

  it('13001 shows nothing and notifies the balance listeners until they unsubscribe', async () => {
    const error = vi.spyOn(message, 'error');
    const warning = vi.spyOn(message, 'warning');
    const listener = vi.fn();
    const unsubscribe = onInsufficientBalance(listener);
    setHashPath('/project');
    answerEveryRequest({ data: failed('13001', '余额或次数不足') });
    await rejection(getUserInfo());
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ errorCode: '13001' }));
    expect(error).not.toHaveBeenCalled();
    expect(warning).not.toHaveBeenCalled();
    unsubscribe();
    await rejection(getUserInfo());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('other codes show errorMsg, or 未知服务错误！', async () => {
    const error = vi.spyOn(message, 'error');
    setHashPath('/welcome');
    answerEveryRequest({ data: failed('11006', '你不是该租户的成员') });
    await rejection(getUserInfo());
    expect(error).toHaveBeenLastCalledWith(expect.objectContaining({ content: '你不是该租户的成员' }));
    answerEveryRequest({ data: failed('9999', '') });
    await rejection(getUserInfo());
    expect(error).toHaveBeenLastCalledWith(expect.objectContaining({ content: '未知服务错误！' }));
  });

  it('HTTP errors show the envelope message or a network message', async () => {
    const error = vi.spyOn(message, 'error');
    setHashPath('/welcome');
    answerEveryRequest({ status: 500, data: failed('500', '服务器开小差了，请稍后再试') });
    await rejection(getUserInfo());
    expect(error).toHaveBeenLastCalledWith(expect.objectContaining({ content: '服务器开小差了，请稍后再试' }));
    answerEveryRequest({ error: { message: 'Network Error' } });
    await rejection(getUserInfo());
    expect(error).toHaveBeenLastCalledWith(expect.objectContaining({ content: NETWORK_ERROR_MESSAGE }));
    answerEveryRequest({ error: { message: 'timeout of 5000ms exceeded', code: 'ECONNABORTED' } });
    await rejection(getUserInfo());
    expect(error).toHaveBeenLastCalledWith(expect.objectContaining({ content: TIMEOUT_MESSAGE }));
  });

  it('skipErrorHandler: nothing shown, the caller gets the BizError', async () => {
    const error = vi.spyOn(message, 'error');
    const warning = vi.spyOn(message, 'warning');
    setHashPath('/welcome');
    answerEveryRequest({ data: failed('10000', 'x') });
    const failure = await rejection(getUserInfo({ skipErrorHandler: true }));
    expect(failure).toBeInstanceOf(BizError);
    expect(warning).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(historyCalls).toEqual([]);
  });

  it.each(['/', '/clause/accountRight'])('on %s every failure is left to the page', async (path) => {
    const error = vi.spyOn(message, 'error');
    const warning = vi.spyOn(message, 'warning');
    setHashPath(path);
    for (const code of ['10000', '403', 'must_agreement_licences', '500']) {
      answerEveryRequest({ data: failed(code, 'm') });
      await rejection(getUserInfo());
    }
    answerEveryRequest({ error: { message: 'Network Error' } });
    await rejection(getUserInfo());
    expect(error).not.toHaveBeenCalled();
    expect(warning).not.toHaveBeenCalled();
    expect(historyCalls).toEqual([]);
  });

  it('a success:false answer without an envelope shape still rejects with a BizError', async () => {
    setHashPath('/welcome');
    const error = vi.spyOn(message, 'error');
    answerEveryRequest({ data: { success: false } });
    expect(await rejection(getUserInfo())).toBeInstanceOf(BizError);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: '未知服务错误！' }));
  });
});

describe('requestErrorMessage / envelopeOf (for callers that skip the handler)', () => {
  it('the envelope wins, as a BizError or inside an HTTP error; empty errorMsg falls back', () => {
    expect(requestErrorMessage(new BizError(failed('11004', '太频繁')))).toBe('太频繁');
    expect(requestErrorMessage(new BizError(failed('11004')))).toBe(UNKNOWN_ERROR_MESSAGE);
    const http = { response: { status: 500, data: failed('500', '服务器开小差了') } };
    expect(envelopeOf(http)?.errorCode).toBe('500');
    expect(requestErrorMessage(http)).toBe('服务器开小差了');
  });

  it('otherwise the transport message', () => {
    expect(requestErrorMessage({ code: 'ECONNABORTED' })).toBe(TIMEOUT_MESSAGE);
    expect(requestErrorMessage(new Error('Network Error'))).toBe(NETWORK_ERROR_MESSAGE);
    // axios 0.27 passes the XMLHttpRequest (status 0) as the response of a network error.
    expect(requestErrorMessage({ code: 'ERR_NETWORK', response: { status: 0 } })).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorActionForHttpError({ code: 'ERR_NETWORK', response: { status: 0 } }, '/welcome')).toEqual({
      kind: 'message',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(requestErrorMessage({ response: { status: 502, data: '' } })).toBe('请求失败（HTTP 502）');
    expect(envelopeOf(new Error('x'))).toBeUndefined();
  });
});
