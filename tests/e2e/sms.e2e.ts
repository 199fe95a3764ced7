/** The SMS-code tab: the console sender writes the code to the server log, where a developer reads it. */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, hashPath, launchBrowser, step } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The newest code the console sender logged for `phone`. */
async function codeFromServerLog(phone: string): Promise<string> {
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
