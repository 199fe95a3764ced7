/**
 * Project delivery in the real browser (issue 12 items 2–3): the channel manager opens the
 * resource pool, dispatches the undispatched demo project (PJ20261118QN0004, 全员安全意识调研) to
 * 渠道项目负责人 林志远; A-13 logs in and finds it under 我的项目 (分派给我), opens the group detail
 * and sees the dispatch on the timeline.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, step } from './browser';
import { loggedIn, openRoute } from './session';

const PROJECT = 'PJ20261118QN0004';
const GROUP = 'PG20261118QN0004';

/** 我的项目 shows the announcement modal once per new announcement (account.e2e.ts): close it when it comes. */
async function dismissAnnouncement(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: '我知道了' });
  await button.waitFor({ timeout: 5_000 }).then(
    () => button.click(),
    () => undefined,
  );
  await button.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('projects', () => {
  it('the channel manager dispatches the pool project to the channel owner, who sees it in 我的项目', async () => {
    const manager = await loggedIn(browser, '13800000011', '/projectList');
    try {
      const { page } = manager;
      await step(page, 'projects-my-all', async () => {
        await dismissAnnouncement(page);
        await page.locator('.ant-table-row').filter({ hasText: GROUP }).waitFor({ timeout: 20_000 });
      });
      await step(page, 'projects-pool', async () => {
        await openRoute(page, '/projectList/resourcePool');
        await page.locator('.ant-table-row').filter({ hasText: PROJECT }).waitFor({ timeout: 20_000 });
      });
      await step(page, 'projects-dispatch', async () => {
        await page.locator('.ant-table-row').filter({ hasText: PROJECT }).getByText('分派', { exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('分派项目').waitFor();
        await dialog.locator('.ant-select-selector').click();
        await page.locator('.ant-select-item-option').filter({ hasText: '林志远' }).click();
        await dialog.getByRole('button', { name: /分\s*派/ }).click();
        await page.getByText('已分派给 林志远').waitFor({ timeout: 20_000 });
        // The dispatched project leaves the pool (other walks may leave projects of their own there).
        await page.locator('.ant-table-row').filter({ hasText: PROJECT }).waitFor({ state: 'detached', timeout: 20_000 });
      });
    } finally {
      await manager.context.close();
    }

    const owner = await loggedIn(browser, '13800000013', '/projectList');
    try {
      const { page } = owner;
      await step(page, 'projects-owner-my', async () => {
        await openRoute(page, '/projectList/myProject');
        await dismissAnnouncement(page);
        await page.getByRole('tab', { name: '分派给我' }).waitFor({ timeout: 20_000 });
        await page.locator('.ant-table-row').filter({ hasText: GROUP }).waitFor({ timeout: 20_000 });
      });
      await step(page, 'projects-owner-detail', async () => {
        await page.locator('.ant-table-row').filter({ hasText: GROUP }).getByRole('link').first().click();
        await page.getByText('将“全员安全意识调研”分派给 林志远').waitFor({ timeout: 20_000 });
        await page.getByText('开始实施', { exact: true }).waitFor({ timeout: 20_000 });
      });
    } finally {
      await owner.context.close();
    }
  });
});
