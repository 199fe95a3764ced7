/**
 * Account equity in the real browser against the real server (demo data): 安衡咨询's manager sees
 * the 银牌 level and the waiting 金牌 application, withdraws it and submits it again after agreeing
 * to the user agreement; the platform manager approves it on /serviceManage (权益申请审核); the
 * channel then holds 金牌合作伙伴.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, step } from './browser';
import { loggedIn as loggedInAs, openRoute } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const loggedIn = (phone: string, landing: string) => loggedInAs(browser, phone, landing);

const REASON = `近 12 个月成交项目 36 个，持证顾问 8 名（${Date.now().toString(36)}）`;
const currentLevel = (page: Page) => page.getByTestId('current-level');

describe('account equity', () => {
  it('the channel manager re-submits the 金牌 application with the agreement accepted; the platform approves it', async () => {
    const channel = await loggedIn('13800000011', '/projectList');
    try {
      await step(channel.page, 'equity-current', async () => {
        await openRoute(channel.page, '/accountEquity');
        await currentLevel(channel.page).waitFor({ timeout: 15_000 });
        expect(await currentLevel(channel.page).innerText()).toBe('银牌合作伙伴');
        await channel.page.getByText('「金牌合作伙伴」的申请正在等待平台审核').waitFor({ timeout: 15_000 });
      });
      await step(channel.page, 'equity-withdraw', async () => {
        const row = channel.page.locator('.ant-table-row').filter({ hasText: '已提交' });
        await row.getByText('撤回').click();
        await channel.page
          .locator('.ant-popover')
          .getByRole('button', { name: /^撤\s?回$/ })
          .click();
        await channel.page.getByText('继续填写申请（草稿）').waitFor({ timeout: 15_000 });
      });
      await step(channel.page, 'equity-submit', async () => {
        await channel.page.getByTestId('equity-licence').waitFor({ timeout: 15_000 });
        await channel.page.getByPlaceholder(/请说明满足申请要求的情况/).fill(REASON);
        await channel.page.getByRole('button', { name: /提交申请/ }).click();
        await channel.page.getByText('请阅读并勾选同意《用户服务协议》').waitFor({ timeout: 10_000 });
        await channel.page.getByRole('checkbox').check();
        await channel.page.getByRole('button', { name: /提交申请/ }).click();
        await channel.page.getByText('「金牌合作伙伴」的申请正在等待平台审核').waitFor({ timeout: 15_000 });
      });
    } finally {
      await channel.context.close();
    }

    const platform = await loggedIn('13800000001', '/serviceManage');
    try {
      await step(platform.page, 'equity-review', async () => {
        await platform.page.getByRole('tab', { name: '权益申请审核' }).click();
        const row = platform.page
          .locator('.ant-table-row')
          .filter({ hasText: REASON.slice(0, 10) })
          .filter({ hasText: '已提交' });
        await row.waitFor({ timeout: 15_000 });
        await row.getByText('审核通过').click();
        await platform.page
          .locator('.ant-popover')
          .getByRole('button', { name: /审\s?核\s?通\s?过/ })
          .click();
        await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
        await platform.page
          .locator('.ant-table-row')
          .filter({ hasText: '安衡咨询' })
          .filter({ hasText: '已通过' })
          .first()
          .waitFor({ timeout: 15_000 });
      });
    } finally {
      await platform.context.close();
    }

    const again = await loggedIn('13800000011', '/projectList');
    try {
      await step(again.page, 'equity-granted', async () => {
        await openRoute(again.page, '/accountEquity');
        await currentLevel(again.page).waitFor({ timeout: 15_000 });
        expect(await currentLevel(again.page).innerText()).toBe('金牌合作伙伴');
        await again.page.getByText('9 折').first().waitFor({ timeout: 15_000 });
      });
    } finally {
      await again.context.close();
    }
  });
});
