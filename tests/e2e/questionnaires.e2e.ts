/**
 * Questionnaires, the customer's side, in the real browser (issue 13): the customer PM
 * distributes the online questionnaire of PJ20261118QN0004 and assigns a whole section to the
 * executor; the executor finds 我的问卷 on home, opens /reportOnline for the demo MLPS gap
 * project (PJ20261020GM0002: 物理访问控制 with an image question and 资产管理 with a table
 * question left), uploads a photo, fills the table, sees the drafts saved and submits both; the
 * customer owner submits the questionnaire to the consultant. Then the consultant
 * (渠道执行顾问, A-14) opens a risk on 资产管理 and sends it back; the executor fixes it and submits again,
 * the owner resubmits, the consultant closes the risk and finishes; the scoring job writes the
 * report, which the consultant opens and downloads as a Word file (unzipped and read here).
 * Screenshots of each page land in test-results/e2e/qn-*.png.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import PizZip from 'pizzip';
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

async function dismissAnnouncement(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: '我知道了' });
  await button.waitFor({ timeout: 5_000 }).then(
    () => button.click(),
    () => undefined,
  );
  await button.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
}

/** The customer's service list (/systemManage) shows the project 已完成 at 100% (issue 35: the state follows the work). */
async function expectServiceFinished(page: Page, projectCode: string): Promise<void> {
  await openRoute(page, '/systemManage');
  await page.getByPlaceholder('项目名称、服务产品或项目编号').fill(projectCode);
  await page.getByPlaceholder('项目名称、服务产品或项目编号').press('Enter');
  const row = page.locator('.ant-table-row').filter({ hasText: projectCode });
  await row.filter({ hasText: '已完成' }).waitFor({ timeout: 30_000 });
  await expect(row.locator('.ant-progress').getAttribute('aria-valuenow')).resolves.toBe('100');
}

/** The consultant's review drawer of the demo MLPS gap project, opened from its group. */
async function openReview(page: Page) {
  await openRoute(page, '/projectList/myProject/detail/PG20261020GM0002');
  await dismissAnnouncement(page);
  const row = page.locator('.ant-table-row').filter({ hasText: 'PJ20261020GM0002' });
  await row.waitFor({ timeout: 30_000 });
  await row.getByText('问卷审核', { exact: true }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: '问卷审核：' });
  await drawer.waitFor();
  return drawer;
}

/** Opens the item 资产管理 in the review drawer (searched by title). */
async function openAssetItem(drawer: ReturnType<Page['locator']>) {
  await drawer.getByPlaceholder('标题或编号').fill('资产管理');
  await drawer.getByPlaceholder('标题或编号').press('Enter');
  await drawer.locator('.ant-table-row').filter({ hasText: '资产管理' }).first().click({ timeout: 30_000 });
  await drawer.getByText('判定（控制信息）').waitFor({ timeout: 20_000 });
}

/** The executor's answers page: the returned item is fixed and submitted again. */
async function fixReturnedItem(page: Page) {
  await openRoute(page, '/reportOnline/PJ20261020GM0002');
  await page.locator('.ant-list-item').filter({ hasText: '资产管理' }).click({ timeout: 30_000 });
  await page.getByText('请补充资产清单的盘点记录').first().waitFor({ timeout: 20_000 });
  await question(page, 'Q2').getByRole('textbox').fill('已建立资产清单，按季度盘点，2026 年第三季度盘点记录见附件');
  await waitSaved(page);
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(/将提交 1 道已答完的题目/).waitFor({ timeout: 20_000 });
  await dialog.getByRole('button', { name: '确定提交' }).click();
  await page.getByText('已提交 1 道题目').waitFor({ timeout: 20_000 });
}

/** The owner submits the questionnaire to the consultant. */
async function submitToChannel(page: Page) {
  await openRoute(page, '/systemManage/companyDetails/PJ20261020GM0002');
  await page.getByRole('tab', { name: '问卷' }).click({ timeout: 20_000 });
  const submit = page.getByRole('button', { name: '提交给顾问' });
  await submit.waitFor({ timeout: 20_000 });
  await submit.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /提\s*交/ })
    .click();
  await page.getByText('问卷已提交给顾问审核').waitFor({ timeout: 20_000 });
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

  it('the consultant opens a risk and sends it back, the executor fixes it, the consultant finishes and the report and its Word file appear', async () => {
    const consultant = await loggedIn(browser, '13800000014', '/projectList');
    try {
      await step(consultant.page, 'qn-review-risk', async () => {
        const drawer = await openReview(consultant.page);
        await drawer.locator('.ant-descriptions-item').filter({ hasText: '问卷状态' }).filter({ hasText: '顾问审核中' }).waitFor({ timeout: 30_000 });
        await openAssetItem(drawer);
        await drawer.getByRole('button', { name: '提出问题' }).click();
        const dialog = consultant.page.locator('.ant-modal').filter({ hasText: '提出问题：' });
        await dialog.getByLabel('发现的问题').fill('资产清单缺少最近一次盘点的记录');
        await dialog.getByLabel('整改建议').fill('请补充资产清单的盘点记录');
        await dialog.locator('.ant-form-item').filter({ hasText: '风险等级' }).getByText('中').waitFor();
        await dialog.getByRole('button', { name: /提\s*交/ }).click();
        await consultant.page.getByText('问题已提出').waitFor({ timeout: 20_000 });
        await shot(consultant.page, 'review-risk');
        await drawer.getByRole('button', { name: '退回客户整改' }).click();
        await consultant.page
          .locator('.ant-popconfirm')
          .getByRole('button', { name: /确\s*定|OK/ })
          .click();
        await drawer.locator('.ant-descriptions-item').filter({ hasText: '问卷状态' }).filter({ hasText: '客户填写中' }).waitFor({ timeout: 30_000 });
      });
    } finally {
      await consultant.context.close();
    }

    const executor = await loggedIn(browser, '13800000023', '/');
    try {
      await step(executor.page, 'qn-fix', async () => {
        await fixReturnedItem(executor.page);
        await shot(executor.page, 'fixed');
      });
    } finally {
      await executor.context.close();
    }

    const owner = await loggedIn(browser, '13800000022', '/systemManage');
    try {
      await step(owner.page, 'qn-resubmit', () => submitToChannel(owner.page));
    } finally {
      await owner.context.close();
    }

    const again = await loggedIn(browser, '13800000014', '/projectList');
    try {
      await step(again.page, 'qn-close-and-finish', async () => {
        const drawer = await openReview(again.page);
        await drawer.locator('.ant-descriptions-item').filter({ hasText: '问卷状态' }).filter({ hasText: '顾问审核中' }).waitFor({ timeout: 30_000 });
        await openAssetItem(drawer);
        await drawer.getByText('关闭问题').first().click();
        const dialog = again.page.locator('.ant-modal').filter({ hasText: '关闭说明' });
        await dialog.getByLabel('关闭说明').fill('客户已补充盘点记录');
        await dialog.getByRole('button', { name: '关闭问题' }).click();
        await again.page.getByText('问题已关闭').waitFor({ timeout: 20_000 });
        await drawer.getByRole('button', { name: '完成判定' }).click();
        await again.page
          .locator('.ant-popconfirm')
          .getByRole('button', { name: /确\s*定|OK/ })
          .click();
        await drawer.locator('.ant-descriptions-item').filter({ hasText: '问卷状态' }).filter({ hasText: '已完成' }).waitFor({ timeout: 30_000 });
        // The scoring job runs in the background (server/jobs): refresh until the report is there.
        await expect
          .poll(
            async () => {
              await drawer.getByRole('button', { name: /刷\s*新/ }).click();
              return drawer.getByText('查看差距分析报告').count();
            },
            { timeout: 60_000, interval: 2_000 },
          )
          .toBeGreaterThan(0);
        await shot(again.page, 'review-finished');
      });
      await step(again.page, 'qn-report', async () => {
        await again.page.locator('.ant-drawer-content').getByText('查看差距分析报告').click();
        await again.page.waitForFunction(() => window.location.hash.includes('/projectList/detail/gapAnalysisReport/PJ20261020GM0002'));
        await again.page.getByText('示例科技有限公司').first().waitFor({ timeout: 30_000 });
        await shot(again.page, 'report');
        const [download] = await Promise.all([
          again.page.waitForEvent('download', { timeout: 60_000 }),
          again.page.getByRole('button', { name: '下载 Word 报告' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.docx$/);
        const zip = new PizZip(readFileSync(await download.path()));
        const xml = zip.file('word/document.xml')?.asText() ?? '';
        expect(xml).toContain('示例科技有限公司');
        expect(xml).toContain('门户网站系统');
        // The charts are Word chart parts (labelled categories), not pictures.
        expect(zip.file(/^word\/charts\/chart[-\w]*\.xml$/).length).toBeGreaterThan(0);
      });
    } finally {
      await again.context.close();
    }
    // The report completes the gap loop (审核中 75% in the demo before): the customer's service list says so.
    const pm = await loggedIn(browser, '13800000021', '/systemManage');
    try {
      await step(pm.page, 'qn-service-finished', () => expectServiceFinished(pm.page, 'PJ20261020GM0002'));
    } finally {
      await pm.context.close();
    }
  });
});
