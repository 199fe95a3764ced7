/**
 * The platform's tenant administration in the real browser (issue 10, items 3–5): the platform
 * manager approves the pending channel on 渠道管理, after which its manager logs in and lands on
 * /projectList; registers a certification body; the sub-platform manager has 服务管理 but not
 * 服务授权 (/accredit). The approval changes the shared demo database for good, so this file
 * runs after roles.e2e.ts (which checks the pending channel is refused).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPath, launchBrowser, sideMenuLabels, step } from './browser';
import { loggedIn as loggedInAs, openRoute } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const loggedIn = (phone: string, landing: string) => loggedInAs(browser, phone, landing, { width: 1440, height: 900 });

describe('tenant administration', () => {
  it('the platform manager approves the pending channel; its manager then lands on /projectList', async () => {
    const { context, page } = await loggedIn('13800000001', '/serviceManage');
    try {
      await step(page, 'channel-approve', async () => {
        await openRoute(page, '/serviceManage/channel');
        const row = page.locator('.ant-table-row').filter({ hasText: '待审渠道' });
        await row.waitFor({ timeout: 20_000 });
        await row.getByText('审核通过', { exact: true }).click();
        await page
          .locator('.ant-popconfirm')
          .getByRole('button', { name: /审\s*核\s*通\s*过/ })
          .click();
        await page.getByText(/已通过「待审渠道」的入驻申请/).waitFor({ timeout: 15_000 });
        await row.getByText('已通过').first().waitFor({ timeout: 15_000 });
      });
    } finally {
      await context.close();
    }

    const manager = await loggedIn('13800000015', '/projectList');
    try {
      expect(hashPath(manager.page).startsWith('/projectList')).toBe(true);
    } finally {
      await manager.context.close();
    }
  });

  it('the platform manager registers a certification body', async () => {
    const { context, page } = await loggedIn('13800000001', '/serviceManage');
    try {
      await step(page, 'cert-body-register', async () => {
        await openRoute(page, '/certificateAuthority');
        await page.getByText('CNAS C188-M').waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: '登记认证机构' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('机构名称', { exact: true }).fill('华南信息安全认证有限公司');
        await dialog.getByLabel('CNAS 认可证书编号', { exact: true }).fill('CNAS C233-M');
        await dialog.getByLabel('统一社会信用代码', { exact: true }).fill('91350100M000100Y43');
        await dialog.getByLabel('认可范围', { exact: true }).fill('信息安全管理体系：软件开发、信息系统集成');
        await dialog.getByLabel('联系人', { exact: true }).fill('陈联络');
        await dialog.getByLabel('联系电话', { exact: true }).fill('13900005555');
        await dialog.getByLabel('管理员姓名', { exact: true }).fill('周管理');
        await dialog.getByLabel('管理员手机号', { exact: true }).fill('13900006666');
        await dialog.getByRole('button', { name: /确\s*定/ }).click();
        await page.getByText(/已登记「华南信息安全认证有限公司」/).waitFor({ timeout: 15_000 });
        await page.locator('.ant-table-row').filter({ hasText: 'CNAS C233-M' }).waitFor({ timeout: 15_000 });
      });
    } finally {
      await context.close();
    }
  });

  it('the sub-platform manager sees 服务管理 but not 服务授权', async () => {
    const { context, page } = await loggedIn('13800000002', '/serviceManage');
    try {
      await step(page, 'sub-platform-menu', async () => {
        await page.locator('.ant-table-row').first().waitFor({ timeout: 20_000 });
        const labels = await sideMenuLabels(page);
        expect(labels).toContain('服务管理');
        expect(labels).not.toContain('服务授权');
        await openRoute(page, '/accredit');
        await page
          .getByText(/无权访问|没有权限|无权限/)
          .first()
          .waitFor({ timeout: 15_000 });
      });
    } finally {
      await context.close();
    }
  });
});
