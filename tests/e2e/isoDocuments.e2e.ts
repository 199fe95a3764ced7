/**
 * ISO documentation in the real browser (issue 31): 安衡咨询's consultant (A-13) opens 体系文件 of
 * 示例科技's ISO/IEC 27001 认证咨询 project from the group detail, edits 员工人数, saves a draft and
 * finalises (定稿 v2), regenerates the set (confirming the overwrite of the file replaced in the
 * demo) and watches the progress, replaces one procedure with an edited Word file, finalises it and
 * submits the final files to the customer; records a nonconformity and generates the NC report.
 * 示例科技's PM (A-21) then finds the delivered files on the project's 体系文件 tab and downloads
 * them as one zip holding Word files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PizZip from 'pizzip';
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

const PROJECT = 'PJ20260815CE0006';
const GROUP = 'PG20260815CE0006';
/** Any valid Word document will do as the consultant's edited version. */
const EDITED_DOCX = readFileSync(path.resolve(import.meta.dirname, '../../server/modules/exams/templates/certificate.docx'));
const NC_TEXT = 'e2e：抽查 3 名新入职员工，均未见信息安全意识培训签到记录。';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

describe('ISO documentation', () => {
  it('the consultant finalises the variables, regenerates, replaces, submits and records an NC; the customer downloads the delivered set', async () => {
    const consultant = await loggedIn(browser, '13800000013', '/projectList');
    const customer = await loggedIn(browser, '13800000021', '/systemManage');
    const page = consultant.page;
    try {
      await step(page, 'iso-open-from-group', async () => {
        await openRoute(page, `/projectList/myProject/detail/${GROUP}`);
        await page.getByText('体系文件', { exact: true }).first().click({ timeout: 30_000 });
        await page.waitForURL(new RegExp(`#/projectList/isoDocuments/${PROJECT}`), { timeout: 30_000 });
        await page.getByText('已定稿 v1').waitFor({ timeout: 30_000 });
      });

      await step(page, 'iso-variables-draft-and-final', async () => {
        const headcount = page.getByLabel('员工人数', { exact: true });
        await headcount.fill('215');
        await page.getByRole('button', { name: '保存草稿' }).click();
        await page.getByText('草稿', { exact: true }).first().waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: /^定\s*稿$/ }).click();
        await page
          .locator('.ant-popconfirm')
          .getByRole('button', { name: /^定\s*稿$/ })
          .click();
        await page.getByText('已定稿 v2').waitFor({ timeout: 20_000 });
      });

      await step(page, 'iso-regenerate-with-progress', async () => {
        await tab(page, '体系文件');
        await page.getByRole('button', { name: '重新生成' }).click({ timeout: 30_000 });
        // The demo's 管理评审程序 was replaced by the consultant: regeneration asks first.
        await page.locator('.ant-modal-confirm-title').filter({ hasText: '覆盖顾问替换的文件？' }).waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: '覆盖并重新生成' }).click();
        await page
          .getByText(/等待生成…|正在生成体系文件：\d+ \/ \d+/)
          .first()
          .waitFor({ timeout: 30_000 });
        await page.getByText(/正在生成体系文件|等待生成/).waitFor({ state: 'detached', timeout: 120_000 });
      });

      let replacedTitle = '';
      await step(page, 'iso-replace-finalise-submit', async () => {
        await page.getByText('二级文件　程序文件', { exact: true }).click();
        const row = page
          .locator('tr')
          .filter({ has: page.getByText('上传替换') })
          .first();
        await row.waitFor({ timeout: 30_000 });
        replacedTitle = (await row.locator('td').first().innerText()).trim();
        await row.locator('input[type=file]').setInputFiles({
          name: '修订版.docx',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: EDITED_DOCX,
        });
        await page.getByText(/^已替换《.+》$/).waitFor({ timeout: 30_000 });
        const replaced = page.locator('tr').filter({ hasText: replacedTitle }).first();
        await expect.poll(() => replaced.innerText(), { timeout: 20_000 }).toContain('处理中');
        await replaced.getByText('定稿', { exact: true }).click();
        await page.getByText(/^《.+》已定稿$/).waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: '提交给客户' }).first().click();
        await page
          .locator('.ant-popconfirm')
          .getByRole('button', { name: /^确\s*定$/ })
          .click();
        await page.getByText(/^已向客户交付 \d+ 份文件$/).waitFor({ timeout: 30_000 });
      });

      await step(page, 'iso-nonconformity-and-report', async () => {
        await tab(page, '不符合项');
        await page.getByRole('button', { name: '新增不符合项' }).click({ timeout: 30_000 });
        const drawer = page.locator('.ant-drawer-content');
        await drawer.getByLabel('不符合条款').click();
        await page.keyboard.type('7.2');
        await page
          .locator('.ant-select-item-option')
          .filter({ hasText: /^7\.2 / })
          .first()
          .click();
        await drawer.getByLabel('责任部门').click();
        await page.locator('.ant-select-item-option').filter({ hasText: '综合管理部' }).first().click();
        await drawer.getByText('一般不符合', { exact: true }).click();
        await drawer.getByLabel('不符合事实描述').fill(NC_TEXT);
        await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
        await page.getByText('不符合项已新增').waitFor({ timeout: 20_000 });
        await page.getByText(NC_TEXT).first().waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: '生成不符合项报告' }).click();
        await page.getByText(/不符合项报告（第 \d+ 版，已生成）/).waitFor({ timeout: 60_000 });
      });

      await step(customer.page, 'iso-customer-downloads-delivered', async () => {
        const cp = customer.page;
        await openRoute(cp, `/systemManage/companyDetails/${PROJECT}`);
        await cp.getByRole('tab', { name: '体系文件', exact: true }).click({ timeout: 30_000 });
        await cp.getByText(/^顾问已交付 \d+ 份体系文件$/).waitFor({ timeout: 30_000 });
        await cp.getByText('二级文件　程序文件', { exact: true }).click();
        await cp.locator('tr').filter({ hasText: replacedTitle }).first().waitFor({ timeout: 20_000 });
        const [download] = await Promise.all([
          cp.waitForEvent('download', { timeout: 60_000 }),
          cp.getByRole('button', { name: '全部下载' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.zip$/);
        const zip = new PizZip(readFileSync((await download.path())!));
        const words = Object.keys(zip.files).filter((name) => name.endsWith('.docx'));
        expect(words.length).toBeGreaterThanOrEqual(6);
        expect(words.some((name) => name.includes('二级文件'))).toBe(true);
      });
    } finally {
      await consultant.context.close();
      await customer.context.close();
    }
  });
});
