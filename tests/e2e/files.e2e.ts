/**
 * Project files in the real browser: the customer PM opens the demo risk assessment's
 * 项目文件 tab, uploads three files in one batch, shares one, downloads it through the link
 * without a session, revokes the link (after confirming) and sees the link refused.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, step } from './browser';
import { loggedIn, openRoute } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FILES = [
  { name: 'e2e-访谈补充.txt', mimeType: 'text/plain', buffer: Buffer.from('访谈补充记录：机房门禁已整改\n') },
  { name: 'e2e-整改清单.txt', mimeType: 'text/plain', buffer: Buffer.from('整改清单\n1. 门禁\n2. 日志审计\n') },
  { name: 'e2e-说明.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') },
];

describe('files', () => {
  it('batch-uploads three project files, shares one, downloads it logged out, revokes the link and sees it refused', async () => {
    const { context, page } = await loggedIn(browser, '13800000021', '/systemManage');
    const anonymous = await browser.newContext();
    try {
      await step(page, 'files-tab', async () => {
        await openRoute(page, '/systemManage/companyDetails/PJ20261015RA0001');
        await page.getByRole('tab', { name: '项目文件' }).click({ timeout: 30_000 });
        await page.locator('.ant-table-row').filter({ hasText: '现场访谈纪要.pdf' }).waitFor({ timeout: 20_000 });
      });

      await step(page, 'files-batch-upload', async () => {
        await page.getByRole('button', { name: /批量上传/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('input[type=file]').setInputFiles(FILES);
        await dialog.getByRole('button', { name: /上\s*传（3 个）/ }).click();
        await dialog.getByText('已上传 3 个，失败 0 个').waitFor({ timeout: 20_000 });
        await dialog.getByRole('button', { name: /完\s*成/ }).click();
        for (const file of FILES) await page.locator('.ant-table-row').filter({ hasText: file.name }).waitFor();
      });

      const link = await step(page, 'files-share', async () => {
        await page.getByRole('button', { name: `分享 ${FILES[1].name}` }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: /创建链接/ }).click();
        const text = await dialog
          .getByText(/\/api\/file\/share\/download\?token=/)
          .first()
          .textContent();
        expect(text).toMatch(/^http/);
        return (text ?? '').trim();
      });

      await step(page, 'files-share-download-logged-out', async () => {
        expect(link.startsWith(BASE_URL)).toBe(true);
        const res = await anonymous.request.get(link);
        expect(res.status()).toBe(200);
        expect((await res.body()).equals(FILES[1].buffer)).toBe(true);
      });

      await step(page, 'files-share-revoke', async () => {
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: /^撤销 …/ }).click();
        await page
          .locator('.ant-popconfirm')
          .getByRole('button', { name: /撤\s*销/ })
          .click();
        await dialog.getByText('已撤销').waitFor();
        // Opened in a logged-out browser's address bar: a page saying why.
        const visitor = await anonymous.newPage();
        const res = await visitor.goto(link);
        expect(res?.status()).toBe(410);
        await visitor.getByRole('heading', { name: '无法下载文件' }).waitFor();
        await visitor.getByText('分享链接已被撤销').waitFor();
        await visitor.close();
      });
    } finally {
      await anonymous.close();
      await context.close();
    }
  });
});
