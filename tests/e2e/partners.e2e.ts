/**
 * Partners in the real browser (issue 11 item 3): the channel manager of 安衡咨询 opens 渠道列表,
 * sees its invited sub-channel 恒信安全服务有限公司 with its one customer, and copies the invite
 * link (the login page with ?inviteCode=, which the admission panel reads). Reads only: the demo
 * database stays as it was.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, step } from './browser';
import { loginWithPassword, openRoute, waitForHash } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('partners', () => {
  it('the channel manager sees 恒信安全服务 with its customer count and copies the invite link', async () => {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE_URL).origin });
    const page = await context.newPage();
    try {
      await loginWithPassword(page, '13800000011');
      await waitForHash(page, '/projectList');
      await step(page, 'partners-channel-list', async () => {
        await openRoute(page, '/partnerManage/channelList');
        const row = page.locator('.ant-table-row').filter({ hasText: '恒信安全服务有限公司' });
        await row.waitFor({ timeout: 20_000 });
        // The cell under the 客户数 header (the row also has the expand cell first).
        const headers = await page.locator('.ant-table-thead th').allInnerTexts();
        const column = headers.findIndex((text) => text.trim() === '客户数');
        expect(column).toBeGreaterThan(0);
        await expect(row.locator('td').nth(column).innerText()).resolves.toBe('1');
        await expect(row.innerText()).resolves.toContain('INV11DEMO');
        await expect(row.innerText()).resolves.toContain('13800000016');
      });
      await step(page, 'partners-copy-invite-link', async () => {
        const link = (await page.getByTestId('invite-link').innerText()).trim();
        expect(link).toMatch(/#\/login\?inviteCode=INV11DEMO$/);
        await page.getByRole('button', { name: /复制邀请链接/ }).click();
        await page.getByText('复制成功!').waitFor({ timeout: 10_000 });
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      });
    } finally {
      await context.close();
    }
  });
});
