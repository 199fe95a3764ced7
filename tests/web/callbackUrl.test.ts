// @vitest-environment jsdom
/** The login callback (spec §2): only a hash route of this app is followed after login. */
import './setup';
import { describe, expect, it } from 'vitest';
import { parseCallbackUrl } from '@/utils/callbackUrl';
import { loginPathFor } from '@/utils/paths';

const origin = 'http://localhost:3000';

describe('parseCallbackUrl', () => {
  it.each([
    ['/projectList/myProject', '/projectList/myProject'],
    ['%2FprojectList%2FmyProject', '/projectList/myProject'],
    ['%252FprojectList%252FmyProject', '/projectList/myProject'],
    ['%2FsystemManage%3Ftab%3D2', '/systemManage?tab=2'],
    ['#/welcome', '/welcome'],
    [`${origin}/#/account/info`, '/account/info'],
    [encodeURIComponent(`${origin}/#/account/info`), '/account/info'],
  ])('accepts %s → %s', (raw, expected) => {
    expect(parseCallbackUrl(raw, origin)).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['a foreign origin', 'https://evil.example/#/welcome'],
    ['an encoded foreign origin', encodeURIComponent('https://evil.example/#/welcome')],
    ['protocol-relative', '//evil.example/#/welcome'],
    ['encoded protocol-relative', '%2F%2Fevil.example'],
    ['backslash trick', '/\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['same origin but not a hash route', `${origin}/static/umi.js`],
    ['the login page itself', '%2Flogin%2F%252Fwelcome'],
    ['broken encoding', '%E0%A4%A'],
    ['control characters', '%2Fwelcome%0A%0D'],
  ])('rejects %s', (_label, raw) => {
    expect(parseCallbackUrl(raw, origin)).toBeNull();
  });

  it('round-trips what the app puts into the login path', () => {
    const path = '/systemManage/companyDetails/P-1?from=list';
    const loginPath = loginPathFor(path);
    expect(loginPath).toBe(`/login/${encodeURIComponent(path)}`);
    expect(parseCallbackUrl(loginPath.slice('/login/'.length), origin)).toBe(path);
  });

  it('login and home need no callback', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login/%2Fwelcome')).toBe('/login');
  });
});
