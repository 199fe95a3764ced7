/**
 * 客户管理 in the real browser (issue 11 item 1): the channel manager creates a customer with its
 * project manager on /customerManagement; the new PM then logs in with the SMS code the console
 * sender wrote to the server log, accepts the user agreement and lands on its customer tenant's
 * page (/systemManage).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, hashPath, launchBrowser, step } from './browser';
import { agree, codeFromServerLog, loginBySms, loginWithPassword, openRoute, tick, waitForHash } from './session';

const COMPANY = '杭州浏览器测试科技有限公司';
const CREDIT_CODE = '91330100MA2TEXT060';
const PM_PHONE = '13900004001';
const EXECUTOR_PHONE = '13900004002';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('customers', () => {
  it('the channel manager creates a customer; its PM logs in by the SMS code at once and adds an executor, who logs in', async () => {
    const manager = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const page = await manager.newPage();
    try {
      await loginWithPassword(page, '13800000011');
      await waitForHash(page, '/projectList');
      await step(page, 'customer-list', async () => {
        await openRoute(page, '/customerManagement');
        await page.locator('.ant-table-row').filter({ hasText: '示例科技有限公司' }).waitFor({ timeout: 20_000 });
      });
      await step(page, 'customer-create', async () => {
        await page.getByRole('button', { name: /新\s*建\s*客\s*户/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('企业名称').fill(COMPANY);
        await dialog.getByLabel('统一社会信用代码').fill(CREDIT_CODE);
        await dialog.locator('.ant-form-item').filter({ hasText: '企业规模' }).locator('.ant-select-selector').click();
        await page.getByTitle('小型', { exact: true }).click();
        const cascaders = dialog.locator('.ant-cascader');
        await cascaders.nth(0).click();
        await page.locator('.ant-cascader-menu-item').filter({ hasText: '信息传输、软件和信息技术服务业' }).click();
        await page
          .locator('.ant-cascader-menu-item')
          .filter({ hasText: /^软件和信息技术服务业$/ })
          .click();
        await cascaders.nth(1).click();
        await page.locator('.ant-cascader-menu-item').filter({ hasText: '浙江省' }).click();
        await page.locator('.ant-cascader-menu-item').filter({ hasText: '杭州市' }).click();
        await page.keyboard.press('Escape');
        await dialog.getByLabel('联系人').fill('浏览器联系人');
        await dialog.getByLabel('联系电话').fill('13900004000');
        await dialog.getByLabel('项目经理姓名').fill('浏览器经理');
        await dialog.getByLabel('项目经理手机号').fill(PM_PHONE);
        await dialog.getByRole('button', { name: /确\s*定/ }).click();
        await page.getByText(`登录验证码已发送至项目经理手机 ${PM_PHONE}`).waitFor({ timeout: 20_000 });
        await page.locator('.ant-table-row').filter({ hasText: COMPANY }).waitFor({ timeout: 20_000 });
      });
    } finally {
      await manager.close();
    }

    const pmContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const pm = await pmContext.newPage();
    try {
      await step(pm, 'customer-pm-login', async () => {
        await pm.goto(`${BASE_URL}/#/login`);
        await pm.getByRole('tab', { name: '验证码登录' }).click();
        await pm.getByPlaceholder('手机号', { exact: true }).fill(PM_PHONE);
        // The code sent at creation is valid: log in with it, without asking for another.
        await pm.getByPlaceholder('短信验证码').fill(await codeFromServerLog(PM_PHONE));
        const reloaded = pm.waitForEvent('load', { timeout: 20_000 });
        await pm.getByRole('button', { name: /登\s*录/ }).click();
        await reloaded;
        // A new account accepts the user agreement first, then lands on the customer PM's page.
        await waitForHash(pm, '/userAgreement');
        const back = pm.waitForEvent('load', { timeout: 20_000 });
        await pm.getByRole('button', { name: /同意并继续/ }).click();
        await back;
        await waitForHash(pm, '/systemManage');
        await pm.getByText(COMPANY).first().waitFor({ timeout: 15_000 });
      });
      expect(hashPath(pm)).toBe('/systemManage');
      // The new PM adds an executor with a new phone, who logs in by the code sent to it.
      await step(pm, 'customer-pm-adds-executor', async () => {
        await openRoute(pm, '/personnelManage');
        await pm.getByRole('button', { name: /添\s*加\s*人\s*员/ }).click();
        const dialog = pm.getByRole('dialog');
        await dialog.getByPlaceholder('11 位手机号').fill(EXECUTOR_PHONE);
        await dialog.getByPlaceholder('请输入姓名').fill('浏览器执行人');
        await tick(dialog.getByLabel('客户执行人'));
        await dialog.getByRole('button', { name: /确\s*定/ }).click();
        await pm.getByText('已添加 浏览器执行人').waitFor({ timeout: 15_000 });
      });
    } finally {
      await pmContext.close();
    }

    const executorContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const executor = await executorContext.newPage();
    try {
      await step(executor, 'customer-executor-login', async () => {
        await loginBySms(executor, EXECUTOR_PHONE, { sendCode: false });
        await agree(executor);
        await executor.waitForLoadState('networkidle');
        expect(hashPath(executor)).not.toBe('/login');
      });
    } finally {
      await executorContext.close();
    }
  });
});
