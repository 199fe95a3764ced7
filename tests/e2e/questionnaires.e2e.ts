/**
 * Questionnaires, the customer's side, in the real browser (issue 13): the customer PM
 * distributes the online questionnaire of PJ20261118QN0004 and assigns a whole section to the
 * executor; the executor finds 我的问卷 on home, opens /reportOnline for the demo MLPS gap
 * project (PJ20261020GM0002: 物理访问控制 with an image question and 资产管理 with a table
 * question left), uploads a photo, fills the table, sees the drafts saved and submits both; the
 * customer owner submits the questionnaire to the consultant. Screenshots of each page
 * land in test-results/e2e/qn-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SHOTS_DIR, step } from './browser';
import { loggedIn, openRoute } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A 1×1 PNG: the file service checks the content, not only the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS_DIR, `qn-${name}.png`), fullPage: true });
const question = (page: Page, code: string) => page.getByTestId(`question-${code}`);

async function pickOption(page: Page, formItem: ReturnType<Page['locator']>, text: string | RegExp) {
  await formItem.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

async function waitSaved(page: Page) {
  await page.getByTestId('save-state').filter({ hasText: '已保存' }).waitFor({ timeout: 20_000 });
}

describe('questionnaires', () => {
  it('the PM distributes and assigns a section, the executor answers with an image and a table and submits, the owner submits to the consultant', async () => {
    // ---- the customer PM ----------------------------------------------------------------------
    {
      const { context, page } = await loggedIn(browser, '13800000021', '/systemManage');
      try {
        await step(page, 'qn-distribute', async () => {
          await openRoute(page, '/systemManage/companyDetails/PJ20261118QN0004');
          await page.getByRole('tab', { name: '问卷' }).click({ timeout: 20_000 });
          await page.getByText('问卷尚未分发').waitFor({ timeout: 20_000 });
          await shot(page, 'not-distributed');
          await page.getByRole('button', { name: '分发问卷' }).click();
          await page
            .locator('.ant-popconfirm')
            .getByRole('button', { name: /分\s*发/ })
            .click();
          await page.getByText(/问卷已分发，共 \d+ 道题目/).waitFor({ timeout: 20_000 });
          await page.getByText('题目总数').waitFor();
        });
        await step(page, 'qn-assign-section', async () => {
          await page.getByRole('button', { name: /^分\s*配$/ }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByText('整个章节').click();
          await pickOption(page, dialog.locator('.ant-form-item').filter({ hasText: '章节' }).last(), /未分配/);
          await pickOption(page, dialog.locator('.ant-form-item').filter({ hasText: '答题人' }), '客户执行人');
          await dialog.getByRole('button', { name: /^分\s*配$/ }).click();
          await page.getByText(/已将 \d+ 道题目分配给 客户执行人/).waitFor({ timeout: 20_000 });
          await page.locator('.ant-table-row:visible').filter({ hasText: '客户执行人' }).first().waitFor();
          await page.getByRole('tab', { name: /答题人/ }).click();
          await page.locator('.ant-table-row:visible').filter({ hasText: '客户执行人' }).filter({ hasText: '审核答案' }).waitFor();
          await page.getByRole('tab', { name: '题目', exact: true }).click();
          await shot(page, 'company-details');
        });
      } finally {
        await context.close();
      }
    }

    // ---- the executor ---------------------------------------------------------------------------
    {
      const { context, page } = await loggedIn(browser, '13800000023', '/');
      try {
        await step(page, 'qn-home', async () => {
          const card = page.locator('.ant-card').filter({ hasText: '我的问卷' });
          await card.waitFor({ timeout: 20_000 });
          await card.getByText('门户网站系统').waitFor();
          await shot(page, 'home');
        });
        await step(page, 'qn-answer-image', async () => {
          await openRoute(page, '/reportOnline/PJ20261020GM0002');
          await page.getByText('还剩 2 题未完成').waitFor({ timeout: 30_000 });
          await page.locator('.ant-list-item').filter({ hasText: '物理访问控制' }).click();
          await page.locator('.ant-card-head').filter({ hasText: '物理访问控制' }).waitFor();
          await question(page, 'Q1').getByText('符合', { exact: true }).click();
          await question(page, 'Q2').getByRole('textbox').fill('机房设置电子门禁，进出记录保存 6 个月');
          await question(page, 'Q4').locator('input[type=file]').setInputFiles({ name: '机房门禁.png', mimeType: 'image/png', buffer: PNG });
          await question(page, 'Q4').locator('img').first().waitFor({ timeout: 20_000 });
          await waitSaved(page);
          await shot(page, 'report-online-image');
        });
        await step(page, 'qn-answer-table', async () => {
          await page.locator('.ant-list-item').filter({ hasText: '资产管理' }).click();
          await page.locator('.ant-card-head').filter({ hasText: '资产管理' }).waitFor();
          const table = page.locator('[data-testid^=question-]').filter({ has: page.getByRole('button', { name: /添加一行/ }) });
          await question(page, 'Q2').getByRole('textbox').fill('已建立资产清单，按季度盘点');
          await table.getByRole('button', { name: /添加一行/ }).click();
          await table.getByLabel('第 1 行 资产名称').fill('核心交换机');
          await table.getByLabel('第 1 行 资产类型').fill('网络设备');
          await table.getByLabel('第 1 行 责任部门').fill('信息技术部');
          await table.getByLabel('第 1 行 数量').fill('2');
          await waitSaved(page);
          await shot(page, 'report-online-table');
        });
        await step(page, 'qn-submit', async () => {
          await page.getByRole('button', { name: /^提\s*交$/ }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByText(/将提交 2 道已答完的题目/).waitFor({ timeout: 20_000 });
          await dialog.getByRole('button', { name: '确定提交' }).click();
          await page.getByText('已提交 2 道题目').waitFor({ timeout: 20_000 });
          await page.getByText('全部题目已完成').waitFor({ timeout: 20_000 });
          await page.locator('.ant-segmented-item').filter({ hasText: '已提交' }).click();
          await page.getByPlaceholder('按标题或编号搜索').fill('资产管理');
          await page.getByPlaceholder('按标题或编号搜索').press('Enter');
          await page.locator('.ant-list-item').filter({ hasText: '资产管理' }).click();
          await page.getByText('本题已提交，答案不能再修改').waitFor({ timeout: 20_000 });
          await expect(page.getByText('核心交换机').count()).resolves.toBeGreaterThan(0);
          await shot(page, 'report-online-submitted');
        });
      } finally {
        await context.close();
      }
    }

    // ---- the customer owner -----------------------------------------------------------------------
    {
      const { context, page } = await loggedIn(browser, '13800000022', '/systemManage');
      try {
        await step(page, 'qn-submit-to-channel', async () => {
          await openRoute(page, '/systemManage/companyDetails/PJ20261020GM0002');
          await page.getByRole('tab', { name: '问卷' }).click({ timeout: 20_000 });
          // The owner reviews the executor's answers first: the table just filled in is there.
          await page.getByRole('tab', { name: /答题人/ }).click();
          await page.locator('.ant-table-row:visible').filter({ hasText: '客户执行人' }).getByRole('button', { name: '审核答案' }).click();
          const drawer = page.locator('.ant-drawer-content');
          await drawer.getByText('OM-02 资产管理').click({ timeout: 30_000 });
          await drawer.getByText('核心交换机').waitFor();
          await shot(page, 'owner-review');
          await drawer.locator('.ant-drawer-close').click();
          const submit = page.getByRole('button', { name: '提交给顾问' });
          await submit.waitFor({ timeout: 20_000 });
          await expect(submit.isEnabled()).resolves.toBe(true);
          await submit.click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /提\s*交/ })
            .click();
          await page.getByText('问卷已提交给顾问审核').waitFor({ timeout: 20_000 });
          await page.locator('.ant-tag').filter({ hasText: '顾问审核中' }).first().waitFor();
          await shot(page, 'submitted-to-channel');
        });
      } finally {
        await context.close();
      }
    }
  });
});
