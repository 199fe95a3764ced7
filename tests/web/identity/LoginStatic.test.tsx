// @vitest-environment jsdom
/**
 * The login form painted from index.html (scripts/prerenderLogin.tsx, src/pages/Login/staticLogin.ts):
 * shown on the login route only, and taken over by the React page without losing what the user
 * did in it before the app ran.
 */
import '../setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@domain/demo';
import { getUserInfo, loginByPhone } from '@domain/identity/contracts';
import Login from '@/pages/Login';
import { STATIC_LOGIN_ID, STATIC_LOGIN_SCRIPT } from '@/pages/Login/staticLogin';
import { requestConfig } from '@/requestErrorConfig';
import { prerenderLoginHtml, renderStaticLogin } from '../../../scripts/prerenderLogin';
import { demoUser, ok } from '../fixtures';
import {
  answerContracts,
  assignedUrls,
  type ContractAnswer,
  type ContractLike,
  installRequest,
  requests,
  setHashPath,
  setInitialState,
} from '../umiFake';

const answers = new Map<ContractLike, ContractAnswer>();
const { markup, css } = renderStaticLogin();

/** What index.html does before the app's scripts run: the container, then its inline script. */
function loadIndexHtml(): HTMLElement | null {
  document.body.insertAdjacentHTML('afterbegin', `<div id="${STATIC_LOGIN_ID}" hidden>${markup}</div>`);
  new Function(STATIC_LOGIN_SCRIPT)();
  return document.getElementById(STATIC_LOGIN_ID);
}
const staticInput = (id: string) => document.querySelector<HTMLInputElement>(`#${STATIC_LOGIN_ID} input#${id}`)!;

beforeEach(() => {
  answers.clear();
  installRequest(requestConfig, answerContracts(answers));
  setInitialState({ failed: true });
});
afterEach(() => document.getElementById(STATIC_LOGIN_ID)?.remove());

describe('The login form in index.html', () => {
  it('is the password form with its styles, and the app scripts wait for the HTML', () => {
    const html = prerenderLoginHtml(
      '<html><head><link rel="stylesheet" href="/static/umi.1.css">\n<script src="/static/framework.2.js"></script>\n<script src="/static/preload_helper.3.js"></script>\n</head><body><div id="root"></div>\n<script src="/static/umi.4a.js"></script>\n</body></html>',
      markup,
      'login.5.css',
    );
    expect(html).toMatch(/<link rel="stylesheet" href="\/static\/login\.5\.css">\n<link rel="stylesheet" href="\/static\/umi\.1\.css">/);
    expect(html.match(/<script defer src="[^"]+">/g)).toEqual([
      '<script defer src="/static/preload_helper.3.js">',
      '<script defer src="/static/framework.2.js">',
      '<script defer src="/static/umi.4a.js">',
    ]);
    expect(html.indexOf(`id="${STATIC_LOGIN_ID}" hidden`)).toBeLessThan(html.indexOf('<div id="root">'));
    expect(markup).toContain('placeholder="手机号"');
    expect(markup).toContain('placeholder="密码"');
    expect(markup).toContain('用户服务协议');
    // antd's styles of the form's components, with the map that lets the app skip computing them.
    expect(css).toMatch(/\.data-ant-cssinjs-cache-path\{content:"[^"]*Form-Form[^"]*Button-Button[^"]*"/);
  });

  it('is never shown on another route, and goes when the route leaves the login page', () => {
    setHashPath('/userAgreement');
    expect(loadIndexHtml()).toBeNull();
    setHashPath('/login');
    expect(loadIndexHtml()?.hidden).toBe(false);
    setHashPath('/userAgreement');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(document.getElementById(STATIC_LOGIN_ID)).toBeNull();
  });

  it('keeps what was typed and the tab picked when the page takes over', () => {
    setHashPath('/login');
    const container = loadIndexHtml();
    expect(container?.hidden).toBe(false);
    fireEvent.change(staticInput('phone'), { target: { value: '13800000021' } });
    fireEvent.click(container!.querySelector('[data-node-key="sms"]')!);
    render(<Login />);
    expect(document.getElementById(STATIC_LOGIN_ID)).toBeNull();
    expect((screen.getByPlaceholderText('手机号') as HTMLInputElement).value).toBe('13800000021');
    expect(screen.getByPlaceholderText('短信验证码')).toBeTruthy();
  });

  it('sends a login submitted before the app ran, once it runs, without reloading the page', async () => {
    setHashPath('/login');
    answers.set(loginByPhone, ok({ accountId: 'A-21', needAdmission: false })).set(getUserInfo, ok(demoUser('13800000021')));
    const container = loadIndexHtml();
    fireEvent.change(staticInput('phone'), { target: { value: '13800000021' } });
    fireEvent.change(staticInput('password'), { target: { value: DEMO_PASSWORD } });
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container!.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    render(<Login />);
    await waitFor(() => expect(assignedUrls()).toContain('/#/systemManage'));
    expect(requests[0].data).toEqual({ phone: '13800000021', password: DEMO_PASSWORD });
  });
});
