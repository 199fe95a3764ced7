/**
 * Personnel in the real browser (issue 11 items 2, 4, 6): the customer PM adds an executor with a
 * new phone, who logs in by the SMS code the console sender logged; a new phone logs in by SMS,
 * enters the invite code INV21DEMO, asks to join, the PM accepts it in /personnelManage and the
 * account enters 示例科技; 13800000042 switches tenant from the header and lands on the other
 * tenant's landing page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, hashPath, launchBrowser, step } from './browser';
import { agree, clickInHoverMenu, loginBySms, loginWithPassword, openRoute, tick, waitForHash } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CUSTOMER_PM = '13800000021';

describe('personnel', () => {
  it('the customer PM adds an executor with a new phone, who logs in by SMS code', async () => {
    const phone = '13900000501';
    const pm = await browser.newContext({ locale: 'zh-CN' });
    const newcomer = await browser.newContext({ locale: 'zh-CN' });
    try {
      const page = await pm.newPage();
      await step(page, 'pm-adds-executor', async () => {
        await loginWithPassword(page, CUSTOMER_PM);
        await openRoute(page, '/personnelManage');
        await page.getByRole('button', { name: /添\s*加\s*人\s*员/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByPlaceholder('11 位手机号').fill(phone);
        await dialog.getByPlaceholder('请输入姓名').fill('王执行');
        await tick(dialog.getByLabel('客户执行人'));
        await dialog.getByRole('button', { name: /确\s*定/ }).click();
        await page.getByText('已添加 王执行').waitFor({ timeout: 15_000 });
      });
      const executor = await newcomer.newPage();
      await step(executor, 'executor-logs-in', async () => {
        await loginBySms(executor, phone, { sendCode: false });
        await agree(executor);
        await executor.waitForLoadState('networkidle');
        expect(hashPath(executor)).not.toBe('/login');
      });
    } finally {
      await pm.close();
      await newcomer.close();
    }
  });

  it('a new phone joins by invite code and is accepted; it then enters 示例科技', async () => {
    const phone = '13900000502';
    const applicant = await browser.newContext({ locale: 'zh-CN' });
    const pm = await browser.newContext({ locale: 'zh-CN' });
    try {
      const page = await applicant.newPage();
      await step(page, 'join-request', async () => {
        await loginBySms(page, phone, { url: `${BASE_URL}/#/login?inviteCode=INV21DEMO` });
        await agree(page);
        await waitForHash(page, '/login');
        await page.getByText('示例科技有限公司（客户）').waitFor({ timeout: 15_000 });
        await page.getByRole('button', { name: /申\s*请\s*加\s*入/ }).click();
        await page.getByText('等待「示例科技有限公司」的管理员审核，通过后即可登录使用。').waitFor({ timeout: 15_000 });
      });
      const manager = await pm.newPage();
      await step(manager, 'pm-accepts', async () => {
        await loginWithPassword(manager, CUSTOMER_PM);
        await openRoute(manager, '/personnelManage');
        await manager.getByRole('tab', { name: '待审核加入申请' }).click();
        const row = manager.getByRole('row', { name: new RegExp(phone) });
        await row.getByText('通过加入申请').click();
        await manager
          .getByRole('tooltip')
          .getByRole('button', { name: /通过加入申请/ })
          .click();
        await manager.getByText(/已通过 .* 的加入申请/).waitFor({ timeout: 15_000 });
      });
      await step(page, 'applicant-enters', async () => {
        const reloaded = page.waitForEvent('load', { timeout: 20_000 });
        await page.getByRole('button', { name: /刷新审核状态/ }).click();
        await reloaded;
        await page.waitForLoadState('networkidle');
        expect(hashPath(page)).not.toBe('/login');
      });
    } finally {
      await applicant.close();
      await pm.close();
    }
  });

  it('13800000042 switches tenant from the header and lands on that tenant’s landing page', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await step(page, 'switch-tenant', async () => {
        await loginWithPassword(page, '13800000042');
        await waitForHash(page, '/systemManage');
        await clickInHoverMenu([page.getByTestId('user-menu'), page.getByText('切换机构')], page.getByText('安衡咨询（渠道）'));
        const reloaded = page.waitForEvent('load', { timeout: 20_000 });
        await page.getByRole('button', { name: /确认切换/ }).click();
        await reloaded;
        await waitForHash(page, '/projectList');
      });
      // The channel landing page (/projectList) opens its first child, 我的项目.
      expect(hashPath(page)).toMatch(/^\/projectList(\/|$)/);
      await page.getByTestId('user-menu').getByText('安衡咨询').waitFor({ timeout: 10_000 });
    } finally {
      await context.close();
    }
  });
});
