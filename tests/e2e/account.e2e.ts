/**
 * Everyday account features in the real browser against the real server (demo data, sandbox
 * payments): a customer recharges through the payment desk and sees the balance and the bill;
 * the platform's finance approves a bank transfer; the announcement modal shows once per new
 * announcement.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANNOUNCEMENTS } from '../../domain/demo';
import { BASE_URL, launchBrowser, step } from './browser';
import { loggedIn as loggedInAs, openRoute } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const loggedIn = (phone: string, landing: string) => loggedInAs(browser, phone, landing, { width: 1366, height: 900 });

/** The points balance the server reports for the page's session. */
async function balanceOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/account/wallet', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    return ((await response.json()) as { data: { balance: number } }).data.balance;
  });
}

const announcementDialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.getByRole('button', { name: '我知道了' }) });

/**
 * After the page settled, the announcement modal is not there: no request in flight (the answer
 * of /api/user/aoc/latest has arrived), then two frames, by which React has committed what that
 * answer renders (a modal is in the DOM from its first frame, before its opening animation).
 */
async function expectNoAnnouncement(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await announcementDialog(page).count()).toBe(0);
}

describe('wallet and payment desk', () => {
  it('a customer recharges 500 points through the sandbox desk and sees the balance and the bill', async () => {
    const { context, page } = await loggedIn('13800000021', '/systemManage');
    try {
      const before = await balanceOf(page);
      await step(page, 'recharge-order', async () => {
        await openRoute(page, '/account/recharge');
        await page.getByText('500 积分', { exact: true }).click();
        await page.getByRole('button', { name: '立即充值' }).click();
        await page.waitForFunction(() => window.location.hash.startsWith('#/payment'), undefined, { timeout: 15_000 });
      });
      await step(page, 'recharge-pay', async () => {
        await page.getByRole('button', { name: '立即支付' }).click();
        await page.getByText('模拟支付').first().waitFor({ timeout: 15_000 });
        await page.getByRole('button', { name: '确认支付' }).click();
        await page.getByText('支付成功').first().waitFor({ timeout: 15_000 });
      });
      expect(await balanceOf(page)).toBe(before + 500);

      await step(page, 'recharge-balance-page', async () => {
        await openRoute(page, '/account/balance');
        await page
          .getByText((before + 500).toLocaleString('zh-CN'))
          .first()
          .waitFor({ timeout: 15_000 });
      });
      await step(page, 'recharge-bill', async () => {
        await openRoute(page, '/account/bill');
        const row = page.locator('.ant-table-row').first();
        await row.waitFor({ timeout: 15_000 });
        await expect.poll(() => row.innerText()).toContain('充值');
        expect(await row.innerText()).toContain('+500');
      });
    } finally {
      await context.close();
    }
  });

  it('the platform approves a customer bank transfer and the points arrive once', async () => {
    const customer = await loggedIn('13800000022', '/systemManage');
    const payer = `e2e付款单位${Date.now()}`;
    try {
      const before = await balanceOf(customer.page);
      await step(customer.page, 'transfer-submit', async () => {
        // The customer uploads a receipt and submits the record (the form's own calls, made from the page).
        const submitted = await customer.page.evaluate(async (payerName) => {
          const headers = { 'X-Requested-With': 'XMLHttpRequest' };
          const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
            c.charCodeAt(0),
          );
          const form = new FormData();
          form.append('purpose', 'transferVoucher');
          form.append('file', new Blob([png], { type: 'image/png' }), '回单.png');
          const upload = (await (await fetch('/api/file/upload/save.json', { method: 'POST', body: form, headers })).json()) as {
            data: { objectId: string };
          };
          const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
          const record = await fetch('/api/accountRecord/save', {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify({ amount: 1234, payerName, transferDate: today, voucherObjectId: upload.data.objectId }),
          });
          return (await record.json()) as { success: boolean; errorMsg: string };
        }, payer);
        expect(submitted.success, submitted.errorMsg).toBe(true);
      });

      const finance = await loggedIn('13800000001', '/serviceManage');
      try {
        await step(finance.page, 'transfer-approve', async () => {
          await openRoute(finance.page, '/financialmanagement/manageComponyTransferRecord');
          const row = finance.page.locator('.ant-table-row').filter({ hasText: payer });
          await row.waitFor({ timeout: 15_000 });
          await row.getByText('通过', { exact: true }).click();
          await finance.page
            .locator('.ant-popconfirm')
            .getByRole('button', { name: /通\s*过/ })
            .click();
          await finance.page
            .getByText(/已通过/)
            .first()
            .waitFor({ timeout: 15_000 });
        });
      } finally {
        await finance.context.close();
      }

      expect(await balanceOf(customer.page)).toBe(before + 1234);
      await step(customer.page, 'transfer-bill', async () => {
        await openRoute(customer.page, '/account/bill');
        const row = customer.page.locator('.ant-table-row').first();
        await row.waitFor({ timeout: 15_000 });
        await expect.poll(() => row.innerText()).toContain('对公转账');
        expect(await row.innerText()).toContain('+1,234');
      });
    } finally {
      await customer.context.close();
    }
  });
});

describe('announcement modal', () => {
  it('shows once per new announcement, on 我的项目 and 欢迎, never again after 我知道了', async () => {
    const owner = await loggedIn('13800000013', '/projectList');
    try {
      await step(owner.page, 'aoc-first', async () => {
        const latest = DEMO_ANNOUNCEMENTS.at(-1)!;
        await announcementDialog(owner.page).getByText(latest.title).waitFor({ timeout: 15_000 });
        await owner.page.getByRole('button', { name: '我知道了' }).click();
        await openRoute(owner.page, '/projectList/myProject');
        await expectNoAnnouncement(owner.page);
      });

      const title = `e2e 公告 ${Date.now()}`;
      const platform = await loggedIn('13800000001', '/serviceManage');
      try {
        await step(platform.page, 'aoc-publish', async () => {
          await openRoute(platform.page, '/announcementManagement/publish');
          await platform.page.getByPlaceholder('请输入公告标题').fill(title);
          await platform.page.getByPlaceholder('请输入公告内容，换行会原样保留').fill('第一行\n第二行 <b>不是粗体</b>');
          await platform.page.getByRole('button', { name: /发\s*布/ }).click();
          await platform.page.getByText('公告已发布').first().waitFor({ timeout: 15_000 });
        });
      } finally {
        await platform.context.close();
      }

      await step(owner.page, 'aoc-new', async () => {
        await openRoute(owner.page, '/welcome');
        const dialog = announcementDialog(owner.page);
        await dialog.getByText(title).waitFor({ timeout: 15_000 });
        // Text, not HTML; line breaks kept.
        await dialog.getByText('<b>不是粗体</b>', { exact: false }).waitFor();
        expect(await dialog.locator('b').count()).toBe(0);
        await owner.page.getByRole('button', { name: '我知道了' }).click();
        await openRoute(owner.page, '/welcome');
        await expectNoAnnouncement(owner.page);
      });

      await step(owner.page, 'aoc-not-on-login', async () => {
        await owner.page.goto(`${BASE_URL}/#/login`);
        await expectNoAnnouncement(owner.page);
      });
    } finally {
      await owner.context.close();
    }
  });
});
