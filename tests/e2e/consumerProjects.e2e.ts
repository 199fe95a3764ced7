/**
 * The customer's services in the real browser (issue 12, /systemManage): the customer PM
 * sees the services its channel bought on /systemManage, opens a project, changes the customer's
 * owner, urges the late executor — and the second urge within the interval is refused with a
 * Chinese message. The certification-materials page says the project has no certification project yet.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPath, launchBrowser, step } from './browser';
import { loggedIn, openRoute } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('consumerProjects', () => {
  it('the customer PM sees its services, opens one, changes the owner and urges an executor once per interval', async () => {
    const { context, page } = await loggedIn(browser, '13800000021', '/systemManage');
    try {
      await step(page, 'consumer-list', async () => {
        const row = page.locator('.ant-table-row').filter({ hasText: '核心业务系统' });
        await row.waitFor({ timeout: 20_000 });
        await expect(row.textContent()).resolves.toContain('安衡咨询');
        // The first page of ten (twelve services with the five internal-auditor exam seats).
        expect(await page.locator('.ant-table-row').count()).toBe(10);
        await row.getByText('项目详情').click();
        await page.waitForFunction(() => window.location.hash.includes('/systemManage/companyDetails/PJ20261015RA0001'));
        await page.getByText('客户任务').first().waitFor();
        expect(hashPath(page)).toBe('/systemManage/companyDetails/PJ20261015RA0001');
      });

      await step(page, 'consumer-owner-change', async () => {
        await page.getByRole('button', { name: '变更负责人' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('.ant-select-selector').click();
        await page.locator('.ant-select-item-option').filter({ hasText: '客户项目经理兼责任人' }).click();
        await dialog.getByRole('button', { name: /确\s*定/ }).click();
        await page.getByText('客户负责人已变更为 客户项目经理兼责任人').waitFor();
        await page.locator('.ant-descriptions-item').filter({ hasText: '客户负责人' }).filter({ hasText: '客户项目经理兼责任人' }).waitFor();
      });

      const urge = async () => {
        await page.getByRole('button', { name: /催\s*办/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('.ant-form-item').filter({ hasText: '催办对象' }).locator('.ant-select-selector').click();
        await page
          .locator('.ant-select-item-option')
          .filter({ hasText: /^客户执行人/ })
          .click();
        await dialog.getByLabel('留言').fill('请尽快完成系统资产与组件识别');
        await dialog.getByRole('button', { name: /确\s*定/ }).click();
      };
      await step(page, 'consumer-urge', async () => {
        await urge();
        await page.getByText(/已催办 客户执行人/).waitFor();
        await page.getByRole('tab', { name: /催办记录（1）/ }).click();
        await page.locator('.ant-table-row').filter({ hasText: '请尽快完成系统资产与组件识别' }).waitFor();
      });
      await step(page, 'consumer-urge-again', async () => {
        await urge();
        await page.getByText(/催办过 客户执行人，同一人同一项目请在 .* 之后再催办/).waitFor();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /取\s*消/ })
          .click();
      });
      await step(page, 'consumer-materials', async () => {
        await openRoute(page, '/systemManage/certificationMaterials/PJ20261015RA0001');
        await page.getByText(/该项目还没有认证项目/).waitFor({ timeout: 20_000 });
      });
    } finally {
      await context.close();
    }
  });
});
