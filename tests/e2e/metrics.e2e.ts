/**
 * The dashboards in the real browser (issue 32), on the demo set with its year of history
 * (tests/e2e/run.ts starts this file's server with DEMO_HISTORY): 安衡咨询's channel manager (A-11)
 * opens 智能数据中心, 业务看板, 协同看板 (恒信安全服务 ranked) and 消费明细, whose 导出 Excel
 * downloads an Excel workbook; the platform manager (A-01) opens 经营指标中心, goes to 指标分析,
 * picks the last three months instead of twelve and sees the figures change. Screenshots of the
 * pages land in test-results/e2e/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PizZip from 'pizzip';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaMonths } from '../../domain/kernel/chinaTime';
import { addMonths } from '../../domain/metrics/period';
import { launchBrowser, SHOTS_DIR, step } from './browser';
import { loggedIn, openRoute } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** The figure of the Statistic titled `title`, as a number. */
async function figure(page: Page, title: string): Promise<number> {
  const statistic = page.locator('.ant-statistic').filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
  const text = (await statistic.locator('.ant-statistic-content-value').first().textContent({ timeout: 30_000 })) ?? '';
  return Number(text.replace(/[^\d.-]/g, ''));
}

/** The dashboard answered: the freshness line is on screen. */
const answered = (page: Page) =>
  page
    .getByText(/数据更新于|有新数据正在汇总|数据尚未汇总/)
    .first()
    .waitFor({ timeout: 30_000 });

describe('dashboards', () => {
  it('the channel manager opens the four pages of 客户数字中心 and exports the consumption', async () => {
    const { context, page } = await loggedIn(browser, '13800000011', '/projectList');
    try {
      await step(page, 'metrics-data-hub', async () => {
        await openRoute(page, '/clientDigitalCenter/smartDataHub');
        await answered(page);
        expect(await figure(page, '客户')).toBeGreaterThan(0);
        expect(await figure(page, '项目')).toBeGreaterThan(0);
        await page.getByText('客户行业分布').waitFor();
        await page.locator('.ant-card canvas').first().waitFor({ timeout: 30_000 });
        await page.getByText(/^按关注分排序/).waitFor();
        await shot(page, 'metrics-data-hub');
      });
      await step(page, 'metrics-business', async () => {
        await openRoute(page, '/clientDigitalCenter/businessDashboard');
        await answered(page);
        expect(await figure(page, '购买项目')).toBeGreaterThan(0);
        expect(await figure(page, '消耗积分')).toBeGreaterThan(0);
        await page.getByText('顾问交付进度').waitFor();
        await page.getByText('授权剩余额度').waitFor();
        await shot(page, 'metrics-business');
      });
      await step(page, 'metrics-collaboration', async () => {
        await openRoute(page, '/clientDigitalCenter/collaborationDashboard');
        await answered(page);
        const ranked = page.locator('.ant-card').filter({ hasText: '下级渠道排名' }).last();
        await ranked.locator('tr').filter({ hasText: '恒信安全服务' }).waitFor({ timeout: 30_000 });
        expect(await figure(page, '下级渠道')).toBeGreaterThanOrEqual(1);
        await shot(page, 'metrics-collaboration');
      });
      await step(page, 'metrics-consumption-export', async () => {
        await openRoute(page, '/clientDigitalCenter/consumptionDetails');
        await page.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
        const points = await figure(page, '消耗积分');
        expect(points).toBeGreaterThan(0);
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 60_000 }),
          page.getByRole('button', { name: /导出 Excel/ }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
        const zip = new PizZip(readFileSync(await download.path()));
        expect(zip.file('xl/workbook.xml')).toBeTruthy();
        expect(zip.file('[Content_Types].xml')?.asText()).toContain('spreadsheetml');
        await shot(page, 'metrics-consumption');
      });
    } finally {
      await context.close();
    }
  });

  it('the platform manager opens 经营指标中心 and 指标分析; another period gives other figures', async () => {
    const { context, page } = await loggedIn(browser, '13800000001', '/serviceManage');
    try {
      await step(page, 'metrics-platform-overview', async () => {
        await openRoute(page, '/bizMetricsHub');
        await answered(page);
        await page
          .getByText(/较上期/)
          .first()
          .waitFor({ timeout: 30_000 });
        expect(await figure(page, '购买项目数')).toBeGreaterThan(0);
        await shot(page, 'metrics-platform-overview');
        await page.getByRole('button', { name: '指标分析' }).click();
        await page.waitForURL(/#\/bizMetricsHub\/viewAnalysis/, { timeout: 30_000 });
      });
      await step(page, 'metrics-analysis-period', async () => {
        await answered(page);
        const total = '购买项目数 · 本期合计';
        const twelve = await figure(page, total);
        expect(twelve).toBeGreaterThan(0);
        // The last three months instead of the last twelve.
        const current = chinaMonths(new Date(), 1).months[0]!;
        const start = addMonths(current, -2);
        await page.getByPlaceholder('开始月份').click();
        await page.locator(`.ant-picker-dropdown td[title="${start}"]`).first().click();
        await page.locator(`.ant-picker-dropdown td[title="${current}"]`).first().click();
        await page.waitForURL(new RegExp(`startMonth=${start}&endMonth=${current}`), { timeout: 30_000 });
        await expect.poll(() => figure(page, total), { timeout: 30_000 }).not.toBe(twelve);
        const three = await figure(page, total);
        expect(three).toBeLessThan(twelve);
        await page
          .getByText(/较上期/)
          .first()
          .waitFor();
        await shot(page, 'metrics-analysis');
      });
    } finally {
      await context.close();
    }
  });
});
