/**
 * The GB/T 20984 risk assessment in the real browser (issue 14), on the demo project
 * 数据中心基础设施 (PJ20261015RA0006, nothing entered yet): the customer executor opens it
 * from home's 我的风险评估, enters a business asset, a system asset and a unit asset, finishing each stage, and hands the inventory
 * to the owners; the customer owner submits his assets and confirms the inventory; the
 * consultant (渠道项目负责人, A-13) rates a threat and a vulnerability, computes the risks — the risk
 * level appears with the engine's explanation — and submits to the customer; the customer PM
 * rejects the risk stage with a reason, the consultant sees it and submits again, the PM
 * completes; the report page shows the heat map and its Word file downloads and opens as a valid
 * .docx. Screenshots land in test-results/e2e/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SHOTS_DIR, step } from './browser';
import { loggedIn, openRoute } from './session';

const PROJECT = 'PJ20261015RA0006';
const PROJECT_NAME = '数据中心基础设施';
const GROUP = 'PG20261015RA0001';
const EXECUTOR = '13800000023';
const OWNER = '13800000022';
const PM = '13800000021';
const CONSULTANT = '13800000013';
const REJECT_REASON = '请补充风险分析中的处置说明后重新提交';

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

/** The form item whose label is `label`, inside `scope`. */
const field = (scope: Locator, label: string) => scope.locator('.ant-form-item').filter({ has: scope.page().locator(`label[title="${label}"]`) });

/** Chooses `option` in the select of the form item labelled `label` (closes a multiple select after). */
async function choose(scope: Locator, label: string, option: string, multiple = false): Promise<void> {
  const page = scope.page();
  await field(scope, label).locator('.ant-select-selector').first().click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  if (multiple) await page.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
}

async function fill(scope: Locator, label: string, value: string): Promise<void> {
  await field(scope, label).locator('input, textarea').first().fill(value);
}

/** Clicks OK in the confirmation that opened (Modal.confirm or Popconfirm) and waits until it closes. */
async function confirm(page: Page, okText = '确\\s*定'): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm:visible, .ant-popconfirm:visible').last();
  await dialog.waitFor();
  await dialog
    .locator('button')
    .filter({ hasText: new RegExp(`^${okText}$`) })
    .click();
  await dialog.waitFor({ state: 'hidden', timeout: 60_000 });
}

/** A drawer form (asset forms) by its title; saved with its 保存 button. */
async function saveDrawer(page: Page, title: string, fillIn: (drawer: Locator) => Promise<void>): Promise<void> {
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: title });
  await drawer.waitFor();
  await fillIn(drawer);
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await drawer.waitFor({ state: 'hidden', timeout: 20_000 });
}

async function openAssessment(page: Page): Promise<void> {
  await openRoute(page, `/assetAssess/${PROJECT}`);
  await dismissAnnouncement(page);
  await page.getByTestId('stage-bar').waitFor({ timeout: 30_000 });
}

/** The consultant's workspace drawer of the project, opened from its group. */
async function openWork(page: Page): Promise<Locator> {
  await openRoute(page, `/projectList/myProject/detail/${GROUP}`);
  await dismissAnnouncement(page);
  const row = page.locator('.ant-table-row').filter({ hasText: PROJECT });
  await row.waitFor({ timeout: 30_000 });
  await row.getByText('风险评估', { exact: true }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: `风险评估：${PROJECT_NAME}` });
  await drawer.waitFor();
  await drawer.getByRole('tab').first().waitFor({ timeout: 30_000 });
  return drawer;
}

describe('riskAssessment', () => {
  it('the executor identifies a business, a system and a unit asset and hands the inventory to the owners', async () => {
    const { context, page } = await loggedIn(browser, EXECUTOR, '/');
    try {
      await step(page, 'ra-business', async () => {
        // From home (the executor has no menu, spec §2): 我的风险评估 leads to the assessment.
        await openRoute(page, '/');
        const card = page.locator('.ant-card').filter({ hasText: '我的风险评估' });
        await card.waitFor({ timeout: 30_000 });
        await card.locator('.ant-list-item').filter({ hasText: PROJECT_NAME }).getByRole('button', { name: '进入评估' }).click();
        await page.waitForFunction((code) => window.location.hash.includes(`/assetAssess/${code}`), PROJECT);
        await dismissAnnouncement(page);
        await page.getByTestId('stage-bar').waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: '新增业务资产' }).click();
        await saveDrawer(page, '新增业务资产', async (drawer) => {
          await fill(drawer, '业务名称', '门户网站业务');
          await choose(drawer, '业务重要性', '2（低）');
          await choose(drawer, '责任人', '客户责任人');
        });
        await page.locator('.ant-table-row').filter({ hasText: '门户网站业务' }).waitFor();
        await page.getByRole('button', { name: '完成业务资产识别' }).click();
        await confirm(page);
        await page.getByText('当前阶段：系统资产').waitFor();
      });
      await step(page, 'ra-system', async () => {
        await page.getByRole('tab', { name: '系统资产' }).click();
        await page.getByRole('button', { name: '新增系统资产' }).click();
        await saveDrawer(page, '新增系统资产', async (drawer) => {
          await fill(drawer, '系统资产名称', '门户网站系统');
          await choose(drawer, '资产类别', '软件');
          await choose(drawer, '系统资产类型', '信息系统');
          await choose(drawer, '业务承载程度', '2（');
          for (const label of ['保密性', '完整性', '可用性']) await choose(drawer, label, '2（');
          await choose(drawer, '承载的业务', '门户网站业务', true);
          await choose(drawer, '责任人', '客户责任人');
        });
        const row = page.locator('.ant-table-row').filter({ hasText: '门户网站系统' });
        await row.waitFor();
        // The value the engine computed, with its explanation on hover.
        await row.getByTestId('value-cell').hover();
        await page.locator('.ant-popover').filter({ hasText: '资产价值' }).waitFor();
        await page.getByRole('button', { name: '完成系统资产识别' }).click();
        await confirm(page);
        await page.getByText('当前阶段：系统组件和单元资产').waitFor();
      });
      await step(page, 'ra-unit', async () => {
        await page.getByRole('tab', { name: '系统组件和单元资产' }).click();
        await page.getByRole('button', { name: '新增单元资产' }).click();
        await saveDrawer(page, '新增单元资产', async (drawer) => {
          await fill(drawer, '单元资产名称', 'Web 服务器');
          await choose(drawer, '单元类型', '系统单元');
          await choose(drawer, '资产类别', '实物');
          for (const label of ['保密性', '完整性', '可用性']) await choose(drawer, label, '2（');
          await choose(drawer, '所属系统资产', '门户网站系统', true);
          await choose(drawer, '责任人', '客户责任人');
        });
        await page.locator('.ant-table-row').filter({ hasText: 'Web 服务器' }).waitFor();
        await page.getByRole('button', { name: '完成资产梳理，提交责任人' }).click();
        await confirm(page);
        await page.getByRole('button', { name: '完成资产梳理，提交责任人' }).waitFor({ state: 'hidden' });
        await shot(page, 'ra-executor');
      });
    } finally {
      await context.close();
    }
  });

  it('the owner submits his assets and confirms the inventory', async () => {
    const { context, page } = await loggedIn(browser, OWNER, '/systemManage');
    try {
      await step(page, 'ra-owner', async () => {
        await openAssessment(page);
        await page.getByRole('tab', { name: '我负责的资产' }).click();
        await page.locator('.ant-table-row').filter({ hasText: 'Web 服务器' }).waitFor();
        await page.getByRole('button', { name: '全部提交' }).click();
        await confirm(page, '确定提交');
        await page.getByRole('button', { name: '确认资产清单' }).and(page.locator(':not([disabled])')).waitFor({ timeout: 20_000 });
        await page.getByRole('button', { name: '确认资产清单' }).click();
        await confirm(page);
        await page.getByText('威胁识别').first().waitFor();
        await shot(page, 'ra-owner');
      });
    } finally {
      await context.close();
    }
  });

  it('the consultant rates a threat and a vulnerability, computes the risk with its explanation and submits to the customer', async () => {
    const { context, page } = await loggedIn(browser, CONSULTANT, '/projectList');
    try {
      const drawer = await step(page, 'ra-work-open', () => openWork(page));
      await step(page, 'ra-threat', async () => {
        await drawer.getByRole('tab', { name: '威胁识别' }).click();
        await drawer.getByRole('button', { name: '新增威胁' }).click();
        const modal = page.locator('.ant-modal').filter({ hasText: '新增威胁' });
        await choose(modal, '威胁类别', '网络攻击');
        await fill(modal, '威胁名称', '外部网络入侵');
        await choose(modal, '威胁来源', '人为恶意');
        await choose(modal, '出现频率', '2（');
        await modal.getByRole('button', { name: /保\s*存/ }).click();
        await modal.waitFor({ state: 'hidden' });
        await drawer.locator('.ant-table-row').filter({ hasText: '外部网络入侵' }).waitFor();
        await drawer.getByRole('button', { name: '完成威胁识别' }).click();
        await confirm(page);
      });
      await step(page, 'ra-vulnerability', async () => {
        await drawer.getByRole('tab', { name: '脆弱性评估' }).click();
        await drawer.locator('.ant-table-row').filter({ hasText: '门户网站系统' }).click();
        await drawer.getByRole('button', { name: '添加脆弱性' }).click();
        await fill(drawer, '脆弱性名称', '登录页面缺少失败次数限制');
        await choose(drawer, '层面', '应用系统');
        await choose(drawer, '严重程度', '2（');
        await choose(drawer, '可利用该脆弱性的威胁', '外部网络入侵', true);
        await drawer.getByRole('button', { name: '保存并标记评估完成' }).click();
        await drawer.locator('.ant-table-row').filter({ hasText: '门户网站系统' }).filter({ hasText: '评估完成' }).waitFor({ timeout: 20_000 });
        await drawer.getByRole('button', { name: '完成脆弱性评估' }).click();
        await confirm(page);
      });
      await step(page, 'ra-compute', async () => {
        await drawer.getByRole('tab', { name: '已有安全措施' }).click();
        await drawer.getByRole('button', { name: '完成并计算风险' }).click();
        const method = page.locator('.ant-modal').filter({ hasText: '计算全部风险' });
        await method.getByText('矩阵法').click();
        await method.getByRole('button', { name: '开始计算' }).click();
        await method.waitFor({ state: 'hidden', timeout: 60_000 });
        await drawer.getByRole('tab', { name: '风险分析', selected: true }).waitFor({ timeout: 60_000 });
        const risk = drawer.locator('.ant-table-row').filter({ hasText: '登录页面缺少失败次数限制' });
        await risk.waitFor({ timeout: 30_000 });
        await expect(risk.textContent()).resolves.toMatch(/很低|低|中|高/);
        await risk.locator('.ant-table-row-expand-icon').click();
        await drawer
          .getByText(/可能性|矩阵/)
          .first()
          .waitFor();
        await shot(page, 'ra-risk-explained');
        await drawer.getByRole('button', { name: '完成风险处置' }).click();
        await confirm(page);
      });
      await step(page, 'ra-submit', async () => {
        await drawer.getByRole('tab', { name: '残余风险', selected: true }).waitFor({ timeout: 30_000 });
        await drawer.getByRole('button', { name: '提交客户确认' }).click();
        await confirm(page);
        await drawer.getByText('评估确认').first().waitFor({ timeout: 20_000 });
      });
    } finally {
      await context.close();
    }
  });

  it('the PM rejects the risk stage, the consultant submits again and the PM completes; the report shows the heat map and its Word file', async () => {
    const pm = await loggedIn(browser, PM, '/systemManage');
    try {
      await step(pm.page, 'ra-reject', async () => {
        await openAssessment(pm.page);
        await pm.page.getByRole('button', { name: '驳回评估' }).click();
        const dialog = pm.page.locator('.ant-modal').filter({ hasText: '驳回阶段' });
        await choose(dialog, '驳回阶段', '风险分析');
        await fill(dialog, '驳回原因', REJECT_REASON);
        await dialog
          .getByRole('button', { name: /确\s*定|驳\s*回/ })
          .last()
          .click();
        await dialog.waitFor({ state: 'hidden' });
      });
    } finally {
      await pm.context.close();
    }
    const consultant = await loggedIn(browser, CONSULTANT, '/projectList');
    try {
      await step(consultant.page, 'ra-resubmit', async () => {
        const drawer = await openWork(consultant.page);
        await drawer.getByText(REJECT_REASON).waitFor();
        await shot(consultant.page, 'ra-rejected');
        await drawer.getByRole('tab', { name: '风险分析' }).click();
        await drawer.getByRole('button', { name: '完成风险处置' }).click();
        await confirm(consultant.page);
        await drawer.getByRole('tab', { name: '残余风险', selected: true }).waitFor({ timeout: 30_000 });
        await drawer.getByRole('button', { name: '提交客户确认' }).click();
        await confirm(consultant.page);
        await drawer.getByText('评估确认').first().waitFor({ timeout: 20_000 });
      });
    } finally {
      await consultant.context.close();
    }
    const again = await loggedIn(browser, PM, '/systemManage');
    try {
      await step(again.page, 'ra-complete', async () => {
        await openAssessment(again.page);
        await again.page.getByRole('button', { name: '确认完成评估' }).click();
        await confirm(again.page);
        await again.page.getByText('评估完成').first().waitFor({ timeout: 20_000 });
      });
      // The customer's confirmation completes the GB/T 20984 loop: the service list says so.
      await step(again.page, 'ra-service-finished', () => expectServiceFinished(again.page, PROJECT));
      await step(again.page, 'ra-report', async () => {
        await openRoute(again.page, `/systemManage/companyDetails/assetsReport/${PROJECT}`);
        await again.page.getByText('门户网站系统').first().waitFor({ timeout: 30_000 });
        await again.page.getByText('登录页面缺少失败次数限制').first().waitFor();
        await again.page.locator('canvas').first().waitFor({ timeout: 30_000 });
        await shot(again.page, 'ra-report');
        const [download] = await Promise.all([
          again.page.waitForEvent('download', { timeout: 60_000 }),
          again.page.getByRole('button', { name: '下载 Word 报告' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.docx$/);
        const zip = new PizZip(readFileSync(await download.path()));
        const documentXml = zip.file('word/document.xml')?.asText() ?? '';
        expect(documentXml).toContain(PROJECT_NAME);
        expect(documentXml).toContain('登录页面缺少失败次数限制');
        expect(zip.file('[Content_Types].xml')).toBeTruthy();
      });
    } finally {
      await again.context.close();
    }
  });
});
