/**
 * The internal-auditor exam in the real browser (issue 30): 示例科技's internal auditor
 * opens 内审员认证, starts the open Annex A exam, answers the first questions, reloads and finds
 * them kept, answers the rest (the right options, read from the bank as the platform manager sees
 * it) and a written answer, submits after confirming; 安衡咨询's consultant grades the
 * written answer under 考试成绩; the auditor finds the certificate, and its code verifies on the
 * public page, logged out.
 */
import type { Browser, Page } from 'playwright-core';
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

const EXAM = '附录 A 控制措施专项考试';
const WRITTEN = 'e2e：识别漏洞信息来源，评估暴露程度与风险，按优先级在规定时间内修补并验证，无法修补时采取补偿措施。';

/** The bank's questions by stem, with the labels of their correct options (the platform manager's view). */
async function answerKey(page: Page): Promise<Map<string, string[]>> {
  const list = await page.evaluate(async () => {
    type Question = { stem: string; options: { key: string; label: string }[]; answer: string[] };
    const all: Question[] = [];
    for (let current = 1; ; current++) {
      const answer = await (await fetch(`/api/exam/bank/list.json?current=${current}&pageSize=100`)).json();
      all.push(...(answer.data.list as Question[]));
      if (all.length >= answer.data.total) return all;
    }
  });
  return new Map(list.map((q) => [q.stem, q.answer.map((key) => q.options.find((o) => o.key === key)!.label)]));
}

/** Answers the question on screen with the key's options (or the written text) and waits for the save. */
async function answerShown(page: Page, key: Map<string, string[]>) {
  const card = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('button', { name: /下一题|上一题/ }) })
    .first();
  const textarea = card.getByLabel('作答');
  if (await textarea.count()) {
    await textarea.fill(WRITTEN);
  } else {
    const stem = (await page.getByTestId('exam-stem').innerText()).trim();
    const labels = key.get(stem);
    expect(labels, `题库中找不到题干：${stem}`).toBeTruthy();
    for (const label of labels!) await card.getByText(new RegExp(`^[A-Z]\\. ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)).click();
  }
  await page.getByText(/已保存 \d/).waitFor({ timeout: 20_000 });
}

describe('exam', () => {
  it('the auditor sits the exam, reloads without losing answers, submits; the consultant grades; the certificate verifies logged out', async () => {
    const platform = await loggedIn(browser, '13800000001', '/serviceManage');
    const auditor = await loggedIn(browser, '13800000024', '/');
    const consultant = await loggedIn(browser, '13800000013', '/projectList');
    const page = auditor.page;
    try {
      const key = await answerKey(platform.page);

      await step(page, 'exam-start', async () => {
        await openRoute(page, '/authentication');
        const card = page.locator('.ant-card').filter({ hasText: EXAM }).filter({ hasText: '可参加' });
        await card.getByRole('button', { name: /开始考试/ }).click({ timeout: 30_000 });
        await page
          .locator('.ant-modal-confirm')
          .getByRole('button', { name: /开始考试/ })
          .click();
        await page.waitForURL(/#\/authenticationTest\/EA/, { timeout: 30_000 });
        await page.getByText(/答题卡（已答 0 \/ 17）/).waitFor({ timeout: 30_000 });
        await expect.poll(() => page.getByTestId('exam-time-left').innerText()).toMatch(/^(30:00|29:\d\d)$/);
      });

      await step(page, 'exam-answer-reload', async () => {
        await answerShown(page, key);
        await page.getByRole('button', { name: /下一题/ }).click();
        await answerShown(page, key);
        await page.reload();
        await page.getByText(/答题卡（已答 2 \/ 17）/).waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: '第 1 题（已答）' }).waitFor();
      });

      await step(page, 'exam-answer-all-submit', async () => {
        for (let no = 3; no <= 17; no++) {
          await page.getByRole('button', { name: new RegExp(`^第 ${no} 题`) }).click();
          await answerShown(page, key);
        }
        await page.getByText(/答题卡（已答 17 \/ 17）/).waitFor();
        await page
          .getByRole('button', { name: /交\s*卷/ })
          .first()
          .click();
        const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '全部题目已作答' });
        await confirm.getByRole('button', { name: /确认交卷/ }).click();
        await page.waitForURL(/#\/authentication\/result\/EA/, { timeout: 30_000 });
        await page.getByText('1 道简答题正在等待渠道顾问阅卷，出成绩后在此查看。').waitFor({ timeout: 30_000 });
        await page.getByText(/选择题 80 分/).waitFor();
      });

      await step(consultant.page, 'exam-grade', async () => {
        await openRoute(consultant.page, '/projectList/examResults');
        const row = consultant.page.locator('.ant-table-row').filter({ hasText: EXAM }).filter({ hasText: '待阅卷' });
        await row.getByText('阅卷', { exact: true }).click({ timeout: 30_000 });
        const drawer = consultant.page.locator('.ant-drawer').filter({ hasText: '参考答案' });
        await drawer.getByText(WRITTEN).waitFor({ timeout: 20_000 });
        await drawer.getByLabel('第 1 题得分').fill('16');
        await drawer.getByLabel('第 1 题评语').fill('要点齐全，可补充修补后的验证记录');
        await consultant.page.getByRole('button', { name: /提交评分/ }).click();
        await consultant.page
          .locator('.ant-modal')
          .filter({ hasText: '确认提交评分？' })
          .getByRole('button', { name: /确认提交/ })
          .click();
        await consultant.page.getByText('评分已提交：96 分，通过').waitFor({ timeout: 20_000 });
      });

      let verifyCode = '';
      await step(page, 'exam-certificate', async () => {
        await page.reload();
        const passed = page.getByText(/恭喜通过！证书编号 IA\d{8}[0-9A-F]{6}，验证码 ([A-Z2-9]{4}-){2}[A-Z2-9]{4}/);
        await passed.waitFor({ timeout: 30_000 });
        verifyCode = /验证码 (\S+)/.exec(await passed.innerText())![1]!;
        await page.getByRole('button', { name: /查看证书/ }).click();
        await page.getByTestId('exam-certificate').locator('strong', { hasText: verifyCode }).waitFor({ timeout: 20_000 });
      });

      await step(page, 'exam-verify-logged-out', async () => {
        const context = await browser.newContext({ locale: 'zh-CN' });
        const anonymous = await context.newPage();
        try {
          await anonymous.goto(`${BASE_URL}/#/certificateVerify?code=${verifyCode}`);
          await anonymous.getByText('证书有效').waitFor({ timeout: 30_000 });
          await anonymous.getByText('周晓敏').waitFor();
          await anonymous.getByText(EXAM).waitFor();
          expect(anonymous.url()).toContain('/certificateVerify');
          await expect(anonymous.getByText('示例科技有限公司').count()).resolves.toBe(0);
        } finally {
          await context.close();
        }
      });
    } finally {
      await platform.context.close();
      await auditor.context.close();
      await consultant.context.close();
    }
  });
});
