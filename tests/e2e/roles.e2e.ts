/**
 * Every demo account logs in through the login page, lands on its role's page, sees exactly its
 * menu, is refused a forbidden route, and sees the 404 page for an unknown path. Also: admission,
 * logout, and menus without animation for a user who asks the system for less motion.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAccess } from '../../domain/kernel/access';
import { DEMO_ACCOUNTS, DEMO_TENANTS, type DemoAccount } from '../../domain/demo';
import { landingPathFor, menuKeyPath, menuKeysFor } from '../../domain/kernel/menus';
import { ROUTE_TABLE, type RoutePattern } from '../../domain/kernel/routes';
import { buildUserInfo, type AccessSubject } from '../../domain/kernel/userInfo';
import { BASE_URL, hashPath, launchBrowser, sideMenuLabels, step } from './browser';
import { chooseInUserMenu, hoverUntilShown, loginWithPassword, openRoute, waitForHash } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function subjectOf(account: DemoAccount): AccessSubject {
  const tenant = DEMO_TENANTS.find((t) => t.tenantCode === account.tenantCode)!;
  return buildUserInfo({ ...account, avatar: '' }, { roles: account.roles, closeTabKeys: [], tenant });
}

/** A route this role may not open (its flag is false), for the forbidden check. */
function forbiddenRouteFor(subject: AccessSubject): string {
  const access = computeAccess(subject);
  const candidates: RoutePattern[] = ['/useradministration', '/systemManage', '/schedule', '/platformDelivery'];
  const route = candidates.find((pattern) => {
    const rule = ROUTE_TABLE[pattern];
    return rule.access !== null && !access[rule.access];
  });
  return route!;
}

const admitted = DEMO_ACCOUNTS.filter((account) => account.tenantCode !== 'T-CH-PENDING');

describe('every demo account', () => {
  for (const account of admitted) {
    it(`${account.phone} ${account.showName}`, async () => {
      const subject = subjectOf(account);
      const context: BrowserContext = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      try {
        await step(page, `${account.phone}-login`, async () => {
          await loginWithPassword(page, account.phone);
          await waitForHash(page, landingPathFor(subject));
        });
        // A section landing (/projectList) shows its default child page (/projectList/myProject).
        const landing = landingPathFor(subject);
        const landed = hashPath(page);
        expect(landed === landing || landed.startsWith(`${landing}/`), `${landed} is under ${landing}`).toBe(true);

        await step(page, `${account.phone}-menu`, async () => {
          await openRoute(page, '/welcome');
          await page.getByText(account.showName).first().waitFor({ timeout: 15_000 });
          const expected = menuKeysFor(subject).map((key) => ROUTE_TABLE[menuKeyPath(key) as RoutePattern].name);
          if (expected.length > 0) await page.locator('.ant-layout-sider .ant-menu-root').waitFor({ timeout: 15_000 });
          expect(await sideMenuLabels(page)).toEqual(expected);
        });

        await step(page, `${account.phone}-forbidden`, async () => {
          await openRoute(page, forbiddenRouteFor(subject));
          await page.getByText('无权访问此页面').first().waitFor({ timeout: 15_000 });
        });

        await step(page, `${account.phone}-404`, async () => {
          await openRoute(page, `/no-such-page-${account.phone}`);
          await page.getByText('404').first().waitFor({ timeout: 15_000 });
        });
      } finally {
        await context.close();
      }
    });
  }
});

describe('admission and logout', () => {
  it('a channel tenant still under review stays on the login page with a message', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      await step(page, 'pending-channel', async () => {
        await loginWithPassword(page, '13800000015', { expectReload: false });
        await page.getByText(/审核/).first().waitFor({ timeout: 15_000 });
        expect(hashPath(page)).toMatch(/^\/login/);
      });
    } finally {
      await context.close();
    }
  });

  it('logging out returns to login and the old session cookie no longer works', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      await step(page, 'logout', async () => {
        await loginWithPassword(page, '13800000021');
        await waitForHash(page, '/systemManage');
        const cookies = await context.cookies();
        const sid = cookies.find((cookie) => cookie.name === 'sid');
        expect(sid?.httpOnly).toBe(true);

        await chooseInUserMenu(page, '退出登录');
        await page.waitForFunction(() => window.location.hash.startsWith('#/login'), undefined, { timeout: 15_000 });
        await page.getByRole('tab', { name: '密码登录' }).waitFor({ timeout: 15_000 });

        const replay = await fetch(`${BASE_URL}/user/getUserInfo`, {
          headers: { cookie: `sid=${sid!.value}` },
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await replay.json()) as { success: boolean; errorCode: string };
        expect(body).toMatchObject({ success: false, errorCode: '10000' });
      });
    } finally {
      await context.close();
    }
  });

  it('a protected route while logged out sends to login with the way back', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      await step(page, 'logged-out-redirect', async () => {
        await page.goto(`${BASE_URL}/#/systemManage`);
        await page.waitForFunction(() => window.location.hash.startsWith('#/login'), undefined, { timeout: 15_000 });
        expect(decodeURIComponent(hashPath(page))).toBe('/login//systemManage');
      });
    } finally {
      await context.close();
    }
  });
});

describe('motion', () => {
  /**
   * Opens the header's user menu and returns the animation classes (rc-motion's …-appear-start,
   * …-appear-active) any element had meanwhile. (Its …-prepare step runs either way: the pop-up is
   * measured and aligned there before it shows.)
   */
  async function motionClassesWhileOpening(reducedMotion: 'reduce' | 'no-preference'): Promise<string[]> {
    const context = await browser.newContext({ locale: 'zh-CN', reducedMotion });
    const page = await context.newPage();
    try {
      return await step(page, `motion-${reducedMotion}`, async () => {
        await loginWithPassword(page, '13800000021');
        await waitForHash(page, '/systemManage');
        await page.evaluate(() => {
          const seen: string[] = [];
          (window as unknown as { motionSeen: string[] }).motionSeen = seen;
          const note = (element: Element) => {
            for (const name of element.classList) if (/-(appear|enter)-(start|active)$/.test(name)) seen.push(name);
          };
          new MutationObserver((records) => {
            for (const record of records) {
              if (record.type === 'attributes') note(record.target as Element);
              for (const node of record.addedNodes) {
                if (!(node instanceof Element)) continue;
                note(node);
                node.querySelectorAll('*').forEach(note);
              }
            }
          }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
        });
        await hoverUntilShown([page.getByTestId('user-menu')], page.getByRole('menuitem', { name: '退出登录' }));
        return page.evaluate(() => (window as unknown as { motionSeen: string[] }).motionSeen);
      });
    } finally {
      await context.close();
    }
  }

  it('a user who asks the system for less motion gets menus without their animation', async () => {
    expect(await motionClassesWhileOpening('reduce')).toEqual([]);
  });

  it('otherwise menus open with their animation', async () => {
    expect(await motionClassesWhileOpening('no-preference')).not.toEqual([]);
  });
});
