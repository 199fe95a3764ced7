/**
 * Government data imports in the real browser. The customer PM (13800000021) opens 科技项目 on
 * 服务列表 (their own company's data), downloads the blank template, uploads a workbook built here
 * with exceljs (three good rows, one bad), follows the import's progress inline and in the header's
 * 后台任务 panel, and reads its result: the counts, the bad cell, the imported rows in the list.
 * Then 安衡咨询's channel manager (13800000011) finds the demo tasks in the panel: the finished gap
 * report, whose Word document downloads, and the failed import with its Chinese reason.
 * Screenshots of the panels and the result go to E2E_SHOTS_DIR (default test-results/e2e/shots).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEC_HEADER, tecRow } from '../api/imports/workbooks';
import { launchBrowser, SHOTS_DIR, step } from './browser';
import { loggedIn } from './session';

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(SHOTS_DIR, 'shots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** 科技项目 rows E2E-KJ-001…003, and a fourth whose 项目级别 is not one of the allowed values. */
async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('科技项目');
  sheet.addRow([...TEC_HEADER]);
  for (const n of [1, 2, 3]) {
    const row = tecRow(n);
    row[0] = `E2E-KJ-00${n}`;
    row[1] = `端到端导入科技项目 ${n}`;
    sheet.addRow(row);
  }
  const bad = tecRow(4);
  bad[0] = 'E2E-KJ-004';
  bad[1] = '端到端导入科技项目 4';
  bad[2] = '国际级';
  sheet.addRow(bad);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function openTaskPanel(page: Page) {
  await page.getByTestId('task-panel-button').click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: '后台任务' });
  await drawer.waitFor();
  return drawer;
}

describe('imports', () => {
  it('the customer PM imports 科技项目: progress inline and in 后台任务, then the counts, the bad cell and the rows', async () => {
    const { context, page } = await loggedIn(browser, '13800000021', '/systemManage');
    try {
      await step(page, 'imports-tab', async () => {
        await page.getByRole('tab', { name: '科技项目' }).click({ timeout: 30_000 });
        await page.locator('.ant-table-row').filter({ hasText: '面向中小企业的数据安全合规检测平台研发' }).waitFor({ timeout: 30_000 });
      });

      await step(page, 'imports-template', async () => {
        const download = page.waitForEvent('download', { timeout: 30_000 });
        await page.getByRole('button', { name: /下载模板/ }).click();
        expect((await download).suggestedFilename()).toBe('科技项目导入模板.xlsx');
      });

      await step(page, 'imports-upload', async () => {
        await page.locator('input[type=file]').setInputFiles({
          name: 'e2e-科技项目.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: await workbook(),
        });
        // The task's progress inline, beside 导入.
        await page.getByTestId('task-progress').waitFor({ timeout: 30_000 });
      });

      await step(page, 'imports-task-panel', async () => {
        const drawer = await openTaskPanel(page);
        const item = drawer.locator('.ant-list-item').filter({ hasText: '导入政府科技项目数据' }).first();
        await item.waitFor({ timeout: 30_000 });
        await item.getByText('已完成').waitFor({ timeout: 60_000 });
        await item.locator('.ant-progress').waitFor();
        await page.screenshot({ path: path.join(SHOTS, 'task-panel.png') });
        await drawer.locator('.ant-drawer-close').click();
        await drawer.waitFor({ state: 'hidden' });
      });

      await step(page, 'imports-result', async () => {
        await page.getByText('导入完成：导入 3 行，跳过 1 行').waitFor({ timeout: 60_000 });
        const errors = page.locator('.ant-alert').filter({ hasText: '导入完成' });
        const bad = errors.locator('.ant-table-row').filter({ hasText: '第 5 行' });
        await bad.getByText('项目级别').waitFor();
        await bad.getByText('须为 国家级、省级、市级、区县级 之一').waitFor();
        for (const n of [1, 2, 3])
          await page
            .locator('.ant-table-row')
            .filter({ hasText: `E2E-KJ-00${n}` })
            .waitFor({ timeout: 30_000 });
        expect(await page.locator('.ant-table-row').filter({ hasText: 'E2E-KJ-004' }).count()).toBe(0);
        await page.screenshot({ path: path.join(SHOTS, 'import-result.png'), fullPage: true });
      });
    } finally {
      await context.close();
    }
  });

  it('the channel manager finds the demo tasks: the finished gap report downloads, the failed import says why', async () => {
    const { context, page } = await loggedIn(browser, '13800000011', '/projectList');
    try {
      await step(page, 'demo-tasks-panel', async () => {
        // 我的项目 shows the newest announcement once per account (unless an earlier file read it).
        const notice = page.getByRole('button', { name: /我知道了/ });
        if (
          await notice.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          )
        )
          await notice.click();
        const drawer = await openTaskPanel(page);
        const report = drawer.locator('.ant-list-item').filter({ hasText: '生成差距分析 Word 报告' });
        await report.getByText('已完成').waitFor({ timeout: 30_000 });
        await report.getByText('信息安全管理体系（第1号报告）').waitFor();
        const failed = drawer.locator('.ant-list-item').filter({ hasText: '导入政府科技项目数据' });
        await failed.getByText('失败', { exact: true }).waitFor();
        await failed.getByText(/失败原因：文件中有 2 个公式单元格/).waitFor();
        await page.screenshot({ path: path.join(SHOTS, 'demo-tasks-panel.png') });
        const download = page.waitForEvent('download', { timeout: 30_000 });
        await report.getByText(/\.docx/).click();
        expect((await download).suggestedFilename()).toMatch(/\.docx$/);
      });
    } finally {
      await context.close();
    }
  });
});
