/** Logging in through the login page and moving between routes the way a user does. */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../domain/demo';
import { BASE_URL } from './browser';

export async function loginWithPassword(page: Page, phone: string, { password = DEMO_PASSWORD, expectReload = true } = {}): Promise<void> {
  await page.goto(`${BASE_URL}/#/login`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByPlaceholder('手机号', { exact: true }).fill(phone);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  // A successful login reloads the document (src/utils/navigation.ts fullNavigate); wait for that
  // new document so later navigations do not race with it.
  const reloaded = expectReload ? page.waitForEvent('load', { timeout: 20_000 }) : undefined;
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await reloaded;
}

/** Waits until the hash shows `expected` and the full reload that login does has settled. */
export async function waitForHash(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const path = decodeURIComponent(window.location.hash.replace(/^#/, '').split('?')[0] || '/');
      return path === target || (target !== '/' && path.startsWith(`${target}/`));
    },
    expected,
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Hovers `path` in order (a menu trigger, then a submenu title…) until `wanted` shows, then returns
 * it. A hover menu opens after a delay and closes when the pointer leaves it; on a busy machine
 * the first hover can land before the trigger has settled, so hover again until it opens.
 */
export async function hoverUntilShown(path: readonly Locator[], wanted: Locator, timeout = 30_000): Promise<Locator> {
  const until = Date.now() + timeout;
  for (;;) {
    for (const target of path) await target.hover({ timeout: 10_000 });
    const shown = await wanted
      .waitFor({ state: 'visible', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return wanted;
    if (Date.now() > until) throw new Error(`悬停 ${timeout} ms 后仍未出现：${wanted}`);
  }
}

/**
 * Opens a hover menu along `path` and clicks `wanted` in it. The click can miss on a busy machine:
 * the item is still sliding in (not stable), or the menu closes while the pointer moves to it (a
 * submenu beside the header). Then the menu is opened again, until `timeout`.
 */
export async function clickInHoverMenu(path: readonly Locator[], wanted: Locator, timeout = 60_000): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    const item = await hoverUntilShown(path, wanted, Math.max(until - Date.now(), 2_000));
    try {
      // Onto the item first, so the pointer stays inside the open menu, then the click.
      await item.hover({ timeout: 5_000 });
      await item.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

/**
 * Ticks a checkbox in a form dialog. On a busy machine a click can land while the form is still
 * settling and leave the box as it was ("Clicking the checkbox did not change its state", seen once
 * in a fresh-clone CI run): then it is clicked again, as a user would, until `timeout`.
 */
export async function tick(checkbox: Locator, timeout = 15_000): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      await checkbox.check({ timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > until || !String(error).includes('did not change its state')) throw error;
    }
  }
}

/** Chooses `label` in the header's user menu (账户中心, 退出登录…). */
export async function chooseInUserMenu(page: Page, label: string): Promise<void> {
  await clickInHoverMenu([page.getByTestId('user-menu')], page.getByRole('menuitem', { name: label }));
}

/**
 * Opens a hash route with a fresh document load, as a new tab does. From about:blank, so the hash
 * is a new document: going from one hash to another of the same document would not load the app
 * again, and a reload after it would load it twice.
 */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${BASE_URL}/#${route}`);
}

/** The newest code the console SMS sender logged for `phone` (the server log of tests/e2e/run.ts). */
export async function codeFromServerLog(phone: string): Promise<string> {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG 未设置：请通过 npm run test:e2e 运行');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const codes = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes(phone) && line.includes('"code"'))
      .map((line) => (JSON.parse(line) as { code?: string }).code)
      .filter((code): code is string => !!code);
    if (codes.length > 0) return codes[codes.length - 1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`服务日志中没有 ${phone} 的验证码`);
}

/** SMS login on the login page; `sendCode` false when a code was already sent (a new member, a new customer's PM). */
export async function loginBySms(page: Page, phone: string, { url = `${BASE_URL}/#/login`, sendCode = true } = {}): Promise<void> {
  await page.goto(url);
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByPlaceholder('手机号', { exact: true }).fill(phone);
  if (sendCode) {
    await page.getByText('获取验证码').click();
    await page.getByText(/秒后重新获取/).waitFor({ timeout: 10_000 });
  }
  await page.getByPlaceholder('短信验证码').fill(await codeFromServerLog(phone));
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** A first login meets the user agreement first. */
export async function agree(page: Page): Promise<void> {
  await waitForHash(page, '/userAgreement');
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await page.getByRole('button', { name: /同意并继续/ }).click();
  await reloaded;
}

/** A new browser context logged in as `phone` by password, on its landing page. */
export async function loggedIn(
  browser: Browser,
  phone: string,
  landing: string,
  viewport = { width: 1440, height: 960 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport });
  const page = await context.newPage();
  await loginWithPassword(page, phone);
  await waitForHash(page, landing);
  return { context, page };
}
