/**
 * 服务市场 in the real browser (issue 12): the channel manager (安衡咨询, A-11) buys a service for
 * 示例科技 on /project and the balance shown falls by the price; buying more than the balance pays
 * for opens the "余额或次数不足" modal and nothing is bought (the balance stays).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, step } from './browser';
import { loggedIn, openRoute } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The price per project a card shows (after the channel's equity discount, which other walks may change). */
const priceOf = async (page: Page, productCode: string): Promise<number> =>
  Number(((await page.getByTestId(`market-card-${productCode}`).getByTestId('market-price').textContent()) ?? '').replace(/[^\d]/g, ''));

const balanceOf = async (page: Page): Promise<number> =>
  Number(((await page.getByTestId('market-balance').locator('.ant-statistic-content-value').textContent()) ?? '').replace(/[^\d]/g, ''));

async function openPurchase(page: Page, productCode: string) {
  await page
    .getByTestId(`market-card-${productCode}`)
    .getByRole('button', { name: /购\s*买/ })
    .click();
  const dialog = page.getByRole('dialog').filter({ hasText: '购买服务：' });
  // On a busy machine a click can land while the dropdown still opens: choose until the choice shows.
  await expect
    .poll(
      async () => {
        await dialog.locator('#customerTenantCode').click();
        await dialog.locator('#customerTenantCode').fill('示例');
        await page.locator('.ant-select-dropdown:visible').getByTitle('示例科技有限公司').click({ timeout: 10_000 });
        return dialog.locator('.ant-select-selection-item').filter({ hasText: '示例科技有限公司' }).count();
      },
      { timeout: 40_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  return dialog;
}

let boughtGroup = '';
/** What the bought questionnaire cost (the refund gives it back). */
let questionnairePrice = 0;

describe('marketplace', () => {
  it('the channel manager buys a service for 示例科技; too few points open the balance modal and buy nothing', async () => {
    const { context, page } = await loggedIn(browser, '13800000011', '/projectList');
    try {
      let before = 0;
      let riskPrice = 0;
      await step(page, 'market-list', async () => {
        await openRoute(page, '/project');
        await page.getByTestId('market-card-PD-QN-ONLINE').waitFor({ timeout: 20_000 });
        // The equity discount is shown (9.5 折 for 银牌; 9 折 once the equity walk has approved 金牌).
        await page
          .getByText(/权益 9(\.5)? 折/)
          .first()
          .waitFor();
        await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBeGreaterThan(0);
        before = await balanceOf(page);
        questionnairePrice = await priceOf(page, 'PD-QN-ONLINE');
        riskPrice = await priceOf(page, 'PD-RA-20984');
        expect(questionnairePrice).toBeGreaterThan(0);
        expect(riskPrice * 2).toBeGreaterThan(before - questionnairePrice);
      });
      await step(page, 'market-buy', async () => {
        const dialog = await openPurchase(page, 'PD-QN-ONLINE');
        await dialog.getByLabel('评估对象 1').fill('浏览器测试网络');
        await dialog
          .getByTestId('purchase-total')
          .filter({ hasText: questionnairePrice.toLocaleString('en-US') })
          .waitFor();
        await dialog.getByRole('button', { name: /确认购买/ }).click();
        await dialog.getByText('购买成功').first().waitFor({ timeout: 20_000 });
        const link = dialog.getByTestId('purchase-group-link');
        expect(await link.getAttribute('href')).toMatch(/\/projectList\/myProject\/detail\/PG\d{8}[0-9A-Z]{6}$/);
        boughtGroup = (await link.getAttribute('href'))?.split('/').at(-1) ?? '';
        await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(before - questionnairePrice);
        await dialog.getByRole('button', { name: /关\s*闭/ }).click();
      });
      await step(page, 'market-insufficient', async () => {
        const balance = await balanceOf(page);
        const dialog = await openPurchase(page, 'PD-RA-20984');
        await dialog.getByLabel('评估对象 1').fill('系统一');
        await dialog.locator('#objects_0_level').click();
        await page.getByTitle('第三级').last().click();
        await dialog.getByRole('button', { name: /添加评估对象/ }).click();
        await dialog.getByLabel('评估对象 2').fill('系统二');
        await dialog.locator('#objects_1_level').click();
        await page.getByTitle('第二级').last().click();
        await dialog
          .getByTestId('purchase-total')
          .filter({ hasText: (riskPrice * 2).toLocaleString('en-US') })
          .waitFor();
        await dialog.getByRole('button', { name: /确认购买/ }).click();
        await page.getByText('余额或次数不足').waitFor({ timeout: 20_000 });
        await page.getByText('是否前往充值页面？').waitFor();
        const balanceModal = page.getByRole('dialog').filter({ hasText: '余额或次数不足' });
        await balanceModal.getByRole('button', { name: /取\s*消/ }).click();
        await balanceModal.waitFor({ state: 'hidden' });
        // Nothing bought: the dialog is still the form, the balance unchanged after a reload.
        await dialog.getByRole('button', { name: /确认购买/ }).waitFor();
        await dialog.getByRole('button', { name: /取\s*消/ }).click();
        await page.getByRole('button', { name: /刷\s*新/ }).click();
        await page.waitForTimeout(1_000);
        expect(await balanceOf(page)).toBe(balance);
        await page.screenshot({ path: 'test-results/e2e/market-page.png', fullPage: true });
      });
    } finally {
      await context.close();
    }
  });

  it('platform finance withdraws the new group and the buyer gets the points back', async () => {
    expect(boughtGroup).toMatch(/^PG/);
    const { context, page } = await loggedIn(browser, '13800000001', '/serviceManage');
    try {
      await step(page, 'market-withdraw', async () => {
        await openRoute(page, '/financialmanagement/projectGroups');
        const row = page.locator('.ant-table-row').filter({ hasText: boughtGroup });
        await row.waitFor({ timeout: 20_000 });
        await page.screenshot({ path: 'test-results/e2e/market-finance.png', fullPage: true });
        await row.getByRole('button', { name: /撤销并退款/ }).click();
        const modal = page.getByRole('dialog').filter({ hasText: '撤销项目组并退款' });
        await modal.getByLabel('撤销原因').fill('浏览器测试：客户取消');
        await modal.getByRole('button', { name: /确认撤销并退款/ }).click();
        await page.getByText(`已撤销，退还 ${questionnairePrice} 积分`).waitFor({ timeout: 20_000 });
        await row.getByText('已撤销').waitFor({ timeout: 20_000 });
      });
    } finally {
      await context.close();
    }
  });
});
