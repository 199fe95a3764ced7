/**
 * Gap analysis in the real browser (issue 13) on the demo data: the customer PM opens the
 * ISO report of PJ20260901GI0003, sees the score and a gap, downloads the Word file and the test
 * checks it is a valid .docx (unzipped, word/document.xml names the company); the customer executor
 * reaches /gapDisposal from home's 我的差距处置, fills a disposal with an evidence file and
 * finishes it; the consultant
 * (渠道项目负责人, A-13) opens the review drawer of that project, sees its items and follows the
 * link to the channel's report page. Screenshots of the pages land in test-results/e2e/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SHOTS_DIR, step } from './browser';
import { loggedIn, openRoute } from './session';

const PROJECT = 'PJ20260901GI0003';
const GROUP = 'PG20260901GI0003';
const COMPANY = '示例科技有限公司';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The customer's service list (/systemManage) shows the project 已完成 at 100% (issue 35: the state follows the work). */
async function expectServiceFinished(page: Page, projectCode: string): Promise<void> {
  await openRoute(page, '/systemManage');
  await page.getByPlaceholder('项目名称、服务产品或项目编号').fill(projectCode);
  await page.getByPlaceholder('项目名称、服务产品或项目编号').press('Enter');
  const row = page.locator('.ant-table-row').filter({ hasText: projectCode });
  await row.filter({ hasText: '已完成' }).waitFor({ timeout: 30_000 });
  await expect(row.locator('.ant-progress').getAttribute('aria-valuenow')).resolves.toBe('100');
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

async function dismissAnnouncement(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: '我知道了' });
  await button.waitFor({ timeout: 5_000 }).then(
    () => button.click(),
    () => undefined,
  );
  await button.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
}

describe('gapAnalysis', () => {
  it('the customer PM opens the ISO report, sees the score and a gap and downloads a valid Word file', async () => {
    const { context, page } = await loggedIn(browser, '13800000021', '/systemManage');
    try {
      await step(page, 'gap-report-open', async () => {
        await openRoute(page, `/systemManage/companyDetails/gapAnalysisReport/${PROJECT}`);
        await page.getByText('封面信息').waitFor({ timeout: 30_000 });
        await page.locator('.ant-descriptions-row').filter({ hasText: '受评单位' }).filter({ hasText: COMPANY }).waitFor();
        const score = page.locator('.ant-statistic').filter({ hasText: '总体实施率' });
        await expect(score.locator('.ant-statistic-content').textContent()).resolves.toMatch(/\d+(\.\d+)?%/);
        const gaps = page.locator('.ant-card').filter({ hasText: '差距清单与整改建议' }).locator('.ant-table-row');
        await gaps.first().waitFor();
        expect(await gaps.count()).toBeGreaterThan(0);
        await page.locator('.gap-report-charts canvas').first().waitFor({ timeout: 30_000 });
        await page.getByText(/计算说明（\d+ 条）/).click();
        await shot(page, 'gap-report');
      });
      await step(page, 'gap-report-print', async () => {
        // The print style sheet hides the buttons, the menu and the header.
        await page.emulateMedia({ media: 'print' });
        await page.getByRole('button', { name: '下载 Word 报告' }).waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: /打\s*印/ }).waitFor({ state: 'hidden' });
        await page.getByText('封面信息').waitFor();
        await shot(page, 'gap-report-print');
        await page.emulateMedia({ media: 'screen' });
      });
      await step(page, 'gap-report-docx', async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 60_000 }),
          page.getByRole('button', { name: '下载 Word 报告' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.docx$/);
        const file = await download.path();
        const zip = new PizZip(readFileSync(file));
        const documentXml = zip.file('word/document.xml')?.asText() ?? '';
        expect(documentXml).toContain(COMPANY);
        expect(zip.file('[Content_Types].xml')).toBeTruthy();
      });
    } finally {
      await context.close();
    }
  });

  it('the customer executor fills a disposal with an evidence file and finishes it', async () => {
    const { context, page } = await loggedIn(browser, '13800000023', '/');
    try {
      let title = '';
      await step(page, 'gap-disposal-open', async () => {
        // From home (the executor has no menu, spec §2): 我的差距处置 leads to the project's disposals.
        await openRoute(page, '/');
        const card = page.locator('.ant-card').filter({ hasText: '我的差距处置' });
        await card.waitFor({ timeout: 30_000 });
        await card.locator('.ant-list-item').filter({ hasText: '信息安全管理体系' }).getByRole('button', { name: '去处置' }).click();
        await page.waitForFunction((code) => window.location.hash.includes(`/gapDisposal/${code}`), PROJECT);
        const row = page.locator('.ant-table-row').filter({ hasText: '处置中' }).first();
        await row.waitFor({ timeout: 30_000 });
        const firstCell = (await row.locator('td').first().innerText()).split('\n').map((line) => line.trim());
        title = firstCell[1] ?? firstCell[0];
        await row.getByText('编辑', { exact: true }).click();
      });
      const row = () => page.locator('.ant-table-row').filter({ hasText: title });
      await step(page, 'gap-disposal-edit', async () => {
        const drawer = page.locator('.ant-drawer-content');
        await drawer.getByText('整改计划').waitFor();
        await drawer.locator('.ant-form-item').filter({ hasText: '负责人' }).locator('.ant-select-selector').click();
        await page.locator('.ant-select-item-option').filter({ hasText: '客户执行人' }).first().click();
        await drawer.getByLabel('整改计划').fill('制定并发布风险评估程序，完成年度风险评估并形成报告');
        const date = drawer.getByPlaceholder('请选择日期');
        await date.click();
        await date.fill('2027-03-31');
        await date.press('Enter');
        await drawer.getByText('整改计划').click();
        await drawer.locator('input[type=file]').setInputFiles({
          name: '整改记录.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('风险评估程序已发布，年度评估报告已归档。\n'),
        });
        await drawer.locator('.ant-upload-list-item').filter({ hasText: '整改记录.txt' }).waitFor();
        await drawer.locator('.ant-upload-list-item-uploading').waitFor({ state: 'detached', timeout: 20_000 });
        await shot(page, 'gap-disposal-edit');
        await drawer.getByRole('button', { name: /保\s*存/ }).click();
        await page.getByText('处置信息已保存').waitFor({ timeout: 20_000 });
        await row().filter({ hasText: '整改记录.txt' }).waitFor({ timeout: 20_000 });
        await row().filter({ hasText: '2027-03-31' }).waitFor();
      });
      await step(page, 'gap-disposal-finish', async () => {
        await row().getByText('完成处置', { exact: true }).click();
        await page.getByText('确定该差距已整改完成吗？').waitFor();
        await page
          .locator('.ant-popconfirm')
          .getByRole('button', { name: /确\s*定|OK/ })
          .click();
        await page.getByText('完成处置成功').waitFor({ timeout: 20_000 });
        // Finished gaps may sort after the open ones: look for it among the finished.
        await page.locator('.ant-select').filter({ hasText: '全部状态' }).click();
        await page.locator('.ant-select-item-option').filter({ hasText: '已处置' }).click();
        await row().filter({ hasText: '已处置' }).filter({ hasText: '整改记录.txt' }).waitFor({ timeout: 20_000 });
        await shot(page, 'gap-disposal');
      });
    } finally {
      await context.close();
    }
  });

  it('the consultant opens the review drawer of the project and sees its items', async () => {
    const { context, page } = await loggedIn(browser, '13800000013', '/projectList');
    try {
      await step(page, 'gap-review-open', async () => {
        await openRoute(page, `/projectList/myProject/detail/${GROUP}`);
        await dismissAnnouncement(page);
        const projectRow = page.locator('.ant-table-row').filter({ hasText: PROJECT });
        await projectRow.waitFor({ timeout: 30_000 });
        await projectRow.getByText('问卷审核', { exact: true }).click();
        const drawer = page.locator('.ant-drawer-content').filter({ hasText: '问卷审核：' });
        await drawer.waitFor();
        await drawer.locator('.ant-descriptions-item').filter({ hasText: '问卷状态' }).filter({ hasText: '已完成' }).waitFor({ timeout: 30_000 });
        await drawer.locator('.ant-descriptions-item').filter({ hasText: '差距分析' }).filter({ hasText: '报告已完成' }).waitFor();
        const items = drawer.locator('.ant-table-row');
        await items.first().waitFor({ timeout: 30_000 });
        expect(await items.count()).toBeGreaterThan(0);
        await drawer.getByText(/共 \d+ 道/).waitFor();
        await items.first().click();
        await drawer.getByText('判定（控制信息）').waitFor({ timeout: 20_000 });
        await drawer.getByText('查看差距分析报告').waitFor();
        await shot(page, 'gap-review');
      });
      await step(page, 'gap-review-report', async () => {
        await page.locator('.ant-drawer-content').getByText('查看差距分析报告').click();
        await page.waitForFunction((code) => window.location.hash.includes(`/projectList/detail/gapAnalysisReport/${code}`), PROJECT);
        await page.locator('.ant-descriptions-row').filter({ hasText: '受评单位' }).filter({ hasText: COMPANY }).waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: '下载 Word 报告' }).waitFor();
      });
    } finally {
      await context.close();
    }
  });

  it('the customer PM sees the ISO/IEC 27001 gap project finished on the service list', async () => {
    // Its report completed the loop (a disposal handled afterwards moves nothing back).
    const { context, page } = await loggedIn(browser, '13800000021', '/systemManage');
    try {
      await step(page, 'gap-service-finished', () => expectServiceFinished(page, PROJECT));
    } finally {
      await context.close();
    }
  });
});
