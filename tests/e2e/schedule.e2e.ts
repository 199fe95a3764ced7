/**
 * Smart scheduling in the real browser (issue 29 item 3): 示例认证中心's scheduler (A-33) opens
 * 智能排期 for the default period (the next three months), proposes and accepts a schedule, moves
 * one audit by hand (a later start the rules allow), is refused a team led by 陈静怡 during her
 * annual leave (the dialog shows the reason), publishes; the auditor (A-32) then sees on /schedule
 * the published audits they are on.
 */
import type { Browser, Locator, Page } from 'playwright-core';
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

/** 陈静怡 is on annual leave 2026-12-21 – 2027-01-03 in the demo register. */
const ON_LEAVE = { name: '陈静怡', day: '2026-12-22' };
const AUDITOR_NAME = '认证机构审核员';

const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function setDate(input: Locator, day: string) {
  await input.click();
  await input.press('Control+A');
  await input.fill(day);
  await input.press('Enter');
}

async function saveAndRead(page: Page, dialog: Locator): Promise<{ success: boolean; errorMsg: string }> {
  const response = page.waitForResponse((r) => r.url().includes('/api/schedule/savePlan.json'));
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  return (await (await response).json()) as { success: boolean; errorMsg: string };
}

describe('schedule', () => {
  it('the scheduler proposes, moves an audit, is refused a leave, publishes; the auditor sees the assignment', async () => {
    const scheduler = await loggedIn(browser, '13800000033', '/welcome');
    const auditor = await loggedIn(browser, '13800000032', '/welcome');
    const page = scheduler.page;
    const draftRows = () => page.locator('.ant-table-row').filter({ hasText: '排期草稿' });
    const dialog = page.locator('.ant-modal').filter({ hasText: '调整排期' });
    try {
      await step(page, 'schedule-propose-accept', async () => {
        await openRoute(page, '/schedule');
        await page.getByText(/待排期 \d+ 项/).waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: /智\s*能\s*排\s*期/ }).click();
        const proposal = page.locator('.ant-modal').filter({ hasText: '排期建议' });
        await proposal.getByText(/硬性约束违反 0 项/).waitFor({ timeout: 30_000 });
        await proposal.getByRole('button', { name: /接受建议/ }).click();
        await page.getByText(/已保存 \d+ 项排期草稿/).waitFor({ timeout: 30_000 });
        await draftRows().first().waitFor({ timeout: 20_000 });
      });

      await step(page, 'schedule-move-by-hand', async () => {
        const count = await draftRows().count();
        let moved = '';
        for (let row = 0; row < count && !moved; row++) {
          const text = (await draftRows().nth(row).innerText()).match(/(\d{4}-\d{2}-\d{2}) 至 \d{4}-\d{2}-\d{2}\s/g);
          const start = text?.at(-1)?.slice(0, 10);
          if (!start) continue;
          await draftRows()
            .nth(row)
            .getByRole('button', { name: /调\s*整/ })
            .click();
          await dialog.waitFor();
          for (let shift = 1; shift <= 7 && !moved; shift++) {
            await setDate(dialog.locator('input').first(), plusDays(start, shift));
            if ((await saveAndRead(page, dialog)).success) moved = plusDays(start, shift);
          }
          if (!moved) await dialog.getByRole('button', { name: /取\s*消/ }).click();
        }
        expect(moved, '没有一项草稿能在 7 天内顺延').not.toBe('');
        await page.getByText('排期已保存为草稿').waitFor({ timeout: 20_000 });
        await page
          .locator('.ant-table-row')
          .filter({ hasText: `${moved} 至` })
          .first()
          .waitFor({ timeout: 20_000 });
      });

      await step(page, 'schedule-refused-leave', async () => {
        await draftRows()
          .first()
          .getByRole('button', { name: /调\s*整/ })
          .click();
        await dialog.waitFor();
        const member = dialog.getByRole('combobox', { name: '成员 1' });
        await member.click({ force: true });
        await member.fill(ON_LEAVE.name);
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: ON_LEAVE.name }).first().click();
        await setDate(dialog.locator('input').first(), ON_LEAVE.day);
        const answer = await saveAndRead(page, dialog);
        expect(answer.success).toBe(false);
        expect(answer.errorMsg).toContain(ON_LEAVE.name);
        await dialog
          .getByText(/陈静怡.*年假/)
          .first()
          .waitFor({ timeout: 20_000 });
        await dialog.getByRole('button', { name: /取\s*消/ }).click();
      });

      let expected: string[] = [];
      await step(page, 'schedule-publish', async () => {
        await page.getByRole('button', { name: /发\s*布\s*排\s*期/ }).click();
        await page
          .locator('.ant-popconfirm')
          .getByRole('button', { name: /确\s*定/ })
          .click();
        await page.getByText('排期已发布').waitFor({ timeout: 30_000 });
        await expect.poll(() => draftRows().count(), { timeout: 20_000 }).toBe(0);
        const mine = page.locator('.ant-table-row').filter({ hasText: '已发布' }).filter({ hasText: AUDITOR_NAME });
        expected = await mine.evaluateAll((rows) =>
          rows.map((row) => (row.querySelector('td:not(.ant-table-selection-column)') as HTMLElement).innerText.trim()),
        );
      });

      await step(auditor.page, 'schedule-auditor-assignments', async () => {
        await openRoute(auditor.page, '/schedule');
        await auditor.page.getByText('我的审核安排').first().waitFor({ timeout: 30_000 });
        await auditor.page.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
        expect(expected.length).toBeGreaterThan(0);
        for (const client of expected) await auditor.page.locator('.ant-table-row').filter({ hasText: client }).first().waitFor({ timeout: 20_000 });
      });
    } finally {
      await scheduler.context.close();
      await auditor.context.close();
    }
  });
});
