/** Logging in through the login page and moving between routes the way a user does. */
import type { Page } from 'playwright-core';
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

/** Opens a hash route with a fresh document load, as typing it in the address bar does. */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(`${BASE_URL}/#${route}`);
  await page.reload();
}
