/** The SMS-code tab: the console sender writes the code to the server log, where a developer reads it. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, hashPath, launchBrowser, step } from './browser';
import { codeFromServerLog } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('SMS-code login', () => {
  it('a demo account logs in with the code from the server log and lands on its page', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      await step(page, 'sms-login', async () => {
        await page.goto(`${BASE_URL}/#/login`);
        await page.getByRole('tab', { name: '验证码登录' }).click();
        await page.getByPlaceholder('手机号', { exact: true }).fill('13800000031');
        await page.getByText('获取验证码').click();
        await page.getByText(/秒后重新获取/).waitFor({ timeout: 10_000 });
        await page.getByPlaceholder('短信验证码').fill(await codeFromServerLog('13800000031'));
        const reloaded = page.waitForEvent('load', { timeout: 20_000 });
        await page.getByRole('button', { name: /登\s*录/ }).click();
        await reloaded;
        await page.waitForFunction(() => window.location.hash === '#/welcome', undefined, { timeout: 20_000 });
        await page.getByText('认证机构管理员').first().waitFor({ timeout: 15_000 });
      });
      expect(hashPath(page)).toBe('/welcome');
    } finally {
      await context.close();
    }
  });
});
