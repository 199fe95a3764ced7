/**
 * CSRF, for every state-changing route: a cross-site page can make a logged-in browser send a
 * POST (or follow a link to logout) with its cookie, but it cannot set `X-Requested-With`. Every
 * such request is refused (HTTP 403 csrf_rejected) before anything runs, whatever the route. The
 * only routes exempt are the payment providers' server-to-server notifications, listed here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CONTRACTS, colonPath, fillPath } from '../../domain/api';
import { ERROR_MESSAGES } from '../../domain/errors';
import { databaseFingerprint, demoSessions, registeredRoutes, sampleOf } from './contractCases';
import { DRIVERS, startTestApp, type TestApp } from './harness';

/** Routes that prove themselves by the provider's signature instead of the header. */
const CSRF_EXEMPT = ['POST /api/pay/notify/alipay', 'POST /api/pay/notify/wechat'];

const PLATFORM_MANAGER = '13800000001';

describe.each(DRIVERS)('CSRF on every state-changing route (%s)', (driver) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(driver);
    // The platform manager may call every contract: the header is the only thing missing.
    token = (await demoSessions(t)).get(PLATFORM_MANAGER)!;
  }, 120_000);
  afterAll(async () => t?.close());

  /** 'POST /api/platform/aoc/detail/:id' → a URL with the contract's sample params. */
  const urlOf = (route: string) => {
    const path = route.slice(route.indexOf(' ') + 1);
    const contract = ALL_CONTRACTS.find((c) => colonPath(c.path) === path);
    return contract ? fillPath(contract.path, sampleOf(contract).params ?? {}) : path;
  };

  it('refuses every POST route and every csrfProtected GET without the header, changing nothing', async () => {
    const routes = registeredRoutes(t);
    // The route list is read from the server: it holds every contract, so nothing escapes the loop.
    for (const contract of ALL_CONTRACTS) expect(routes).toContain(`${contract.method} ${colonPath(contract.path)}`);
    expect(routes.filter((route) => CSRF_EXEMPT.includes(route))).toEqual(CSRF_EXEMPT);

    const protectedGets = ALL_CONTRACTS.filter((c) => c.method === 'GET' && c.csrfProtected).map((c) => `GET ${colonPath(c.path)}`);
    expect(protectedGets).toContain('GET /user/logout');
    const stateChanging = [...routes.filter((route) => route.startsWith('POST ') && !CSRF_EXEMPT.includes(route)), ...protectedGets];

    const before = await databaseFingerprint(t);
    const answers: string[] = [];
    for (const route of stateChanging) {
      const response = await t.app.inject({
        method: route.startsWith('POST ') ? 'POST' : 'GET',
        url: urlOf(route),
        headers: { cookie: `sid=${token}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        payload: route.startsWith('POST ') ? JSON.stringify({}) : undefined,
      });
      const body = response.json() as { errorCode: string; errorMsg: string; success: boolean };
      answers.push(`${route}: ${response.statusCode} ${body.errorCode} ${body.errorMsg}${response.cookies.length ? ' (set a cookie)' : ''}`);
    }
    expect(answers).toEqual(stateChanging.map((route) => `${route}: 403 csrf_rejected ${ERROR_MESSAGES.csrf_rejected}`));
    expect(await databaseFingerprint(t), 'a refused request changed the database').toBe(before);
    // Logout was refused too: the session still works.
    const me = await t.app.inject({ method: 'GET', url: '/user/getUserInfo', headers: { cookie: `sid=${token}` } });
    expect(me.json()).toMatchObject({ success: true });
  });

  it('lets the payment notifications through without the header (refused by their signature instead)', async () => {
    for (const route of CSRF_EXEMPT) {
      const response = await t.app.inject({
        method: 'POST',
        url: route.slice(5),
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.body, route).not.toContain('csrf_rejected');
    }
  });
});
