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
    // Decoded once more at most: a doubly encoded param is not unwrapped into a path.
    ['a doubly encoded path', '%252FprojectList%252FmyProject'],
  ])('rejects %s', (_label, raw) => {
    expect(parseCallbackUrl(raw, origin)).toBeNull();
  });

  it('round-trips what the app puts into the login path', () => {
    const path = '/systemManage/companyDetails/P-1?from=list';
    const loginPath = loginPathFor(path);
    expect(loginPath).toBe(`/login/${encodeURIComponent(path)}`);
    expect(parseCallbackUrl(loginPath.slice('/login/'.length), origin)).toBe(path);
  });

  /** What the router hands the page: react-router decodes the `:callbackUrl` param once. */
  const routerParamOf = (loginPath: string) => decodeURIComponent(loginPath.slice('/login/'.length));

  it.each([
    '/projectList/detail/assetsReport/%7Ba%2Fb%3Fc%7D',
    '/projectList/myProject?keyword=50%25折扣%26x',
    '/projectList/myProject?keyword=50%25%E6%8A%98%E6%89%A3%26x',
    '/systemManage/companyDetails/P-1?from=list&q=a%20b',
    '/systemManage/companyDetails/100%25',
  ])('a path with encoded characters survives the login round trip exactly: %s', (path) => {
    const param = routerParamOf(loginPathFor(path));
    expect(param).toBe(path);
    expect(parseCallbackUrl(param, origin)).toBe(path);
  });

  it('a param that starts with "/" is not decoded again', () => {
    expect(parseCallbackUrl('/a/%252F', origin)).toBe('/a/%252F');
    expect(parseCallbackUrl('/a/%2F%3F', origin)).toBe('/a/%2F%3F');
  });

  it('login and home need no callback', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login/%2Fwelcome')).toBe('/login');
  });
});
