/**
 * Service products in the real browser against the real server (demo data): the platform manager
 * creates a GB/T 20984 risk-assessment product through the step form, uploads its documents,
 * validates and publishes it, then authorizes 安衡咨询 to sell it on /accredit.
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

const PRODUCT = `数据安全风险评估 ${Date.now().toString(36)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const next = (page: Page) => page.getByRole('button', { name: '保存并下一步' }).click();

describe('product development and service authorization', () => {
  it('the platform manager creates and publishes a product, then authorizes a channel to sell it', async () => {
    const { context, page } = await loggedIn('13800000001', '/serviceManage');
    try {
      await step(page, 'product-list', async () => {
        await openRoute(page, '/productDevelopment');
        await page.getByText('信息安全风险评估（GB/T 20984-2022）').first().waitFor({ timeout: 15_000 });
        await page.getByRole('button', { name: /创建产品/ }).click();
        await page.waitForFunction(() => window.location.hash.startsWith('#/productDevelopment/createProduct'), undefined, { timeout: 15_000 });
      });
      await step(page, 'product-basic', async () => {
        await page.getByPlaceholder('如：信息安全风险评估').fill(PRODUCT);
        await page.getByLabel('价格（积分）').fill('1800');
        await next(page);
        await page.waitForFunction(() => window.location.hash.includes('productCode='), undefined, { timeout: 15_000 });
      });
      await step(page, 'product-catalogue', async () => {
        // A GB/T 20984 risk assessment selects no control points: the step lists the method's contents.
        await page.getByText('风险评估产品无需选择控制点').waitFor({ timeout: 15_000 });
        await page.getByText(/风险分析：由资产价值/).waitFor({ timeout: 15_000 });
        await next(page);
      });
      await step(page, 'product-process', async () => {
        await page.getByText('交付流程').waitFor({ timeout: 15_000 });
        await next(page);
      });
      await step(page, 'product-templates', async () => {
        await page.getByText('问卷模板').waitFor({ timeout: 15_000 });
        await next(page);
      });
      await step(page, 'product-documents', async () => {
        const inputs = page.locator('input[type=file]');
        await inputs.nth(0).setInputFiles({ name: '作业指导书.pdf', mimeType: 'application/pdf', buffer: PDF });
        await page.getByText('作业指导书.pdf').waitFor({ timeout: 15_000 });
        await inputs.nth(1).setInputFiles({ name: '检查标准.pdf', mimeType: 'application/pdf', buffer: PDF });
        await page.getByText('检查标准.pdf').waitFor({ timeout: 15_000 });
        await page.getByRole('button', { name: /下一步/ }).click();
      });
      await step(page, 'product-publish', async () => {
        await page.getByRole('button', { name: /^校\s?验$/ }).click();
        await page.getByText('校验通过，可以发布').waitFor({ timeout: 20_000 });
        // By its text: once a button has been busy, antd keeps its (hidden) loading icon, whose label
        // "loading" then starts the button's accessible name. A click while busy is ignored: wait it out.
        const publish = page.locator('.ant-card button').filter({ hasText: /^发\s?布$/ });
        await expect.poll(() => publish.getAttribute('class')).not.toContain('ant-btn-loading');
        await publish.click();
        await page
          .locator('.ant-popover')
          .getByRole('button', { name: /^发\s?布$/ })
          .click();
        await page.getByText('在售 v1').waitFor({ timeout: 15_000 });
      });

      await step(page, 'accredit', async () => {
        await openRoute(page, '/accredit');
        await page.getByText('信息安全风险评估（GB/T 20984-2022）').first().waitFor({ timeout: 15_000 });
        await page.getByRole('button', { name: /新增授权/ }).click();
        const modal = page.locator('.ant-modal-content').filter({ hasText: '新增授权' });
        const field = (label: string) => modal.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });
        await field('渠道').locator('.ant-select').click();
        await page.locator('.ant-select-dropdown:visible').getByText('安衡咨询').click();
        await field('产品').locator('.ant-select').click();
        await page.locator('.ant-select-dropdown:visible').getByText(PRODUCT).click();
        await field('价格（积分）').locator('input').fill('1500');
        await field('配额（项目数）').locator('input').fill('5');
        for (const [label, day] of [
          ['有效期开始', '2025-01-01'],
          ['有效期结束', '2027-12-31'],
        ]) {
          await field(label).locator('input').fill(day);
          await field(label).locator('input').press('Enter');
        }
        await modal.getByRole('button', { name: /确\s?定/ }).click();
        const row = page.locator('.ant-table-row').filter({ hasText: PRODUCT });
        await row.waitFor({ timeout: 15_000 });
        await expect.poll(() => row.innerText()).toContain('生效中');
        expect(await row.innerText()).toContain('1,500 积分');
      });
    } finally {
      await context.close();
    }
  });
});
