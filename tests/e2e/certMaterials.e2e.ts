/**
 * Certification materials in the real browser (issue 29 item 4): the customer's PM (A-21) uploads
 * a material on /systemManage/certificationMaterials/{projectCode}; 示例认证中心's manager (A-31)
 * opens the certification project's 认证材料 tab (MaterialsReview) and returns it with a reason; the
 * PM sees 已退回 with that reason.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CERT_MATERIALS_PROJECT } from '../../domain/certMaterials/demo';
import { launchBrowser, step } from './browser';
import { loggedIn, openRoute } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MINUTES = {
  name: 'e2e-管理评审会议纪要.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
};
const REASON = 'e2e：缺少管理评审输入中的风险评估结果，请补充后重新上传';
const ITEM = '管理评审记录';

describe('certMaterials', () => {
  it('the customer PM uploads a material, the body manager returns it with a reason, the PM sees the reason', async () => {
    const projectCode = DEMO_CERT_MATERIALS_PROJECT.projectCode;
    expect(projectCode, '示例科技的认证项目须关联一个平台项目（DEMO_CERT_MATERIALS_PROJECT.projectCode）').toBeTruthy();
    const materialsPath = `/systemManage/certificationMaterials/${projectCode}`;
    const customer = await loggedIn(browser, '13800000021', '/systemManage');
    const body = await loggedIn(browser, '13800000031', '/welcome');
    try {
      const row = () => customer.page.locator('.ant-table-row').filter({ hasText: ITEM });
      await step(customer.page, 'materials-customer-upload', async () => {
        await openRoute(customer.page, materialsPath);
        await customer.page.getByText(/已通过 5 \/ 11/).waitFor({ timeout: 30_000 });
        await row().locator('input[type=file]').first().setInputFiles(MINUTES);
        await customer.page.getByText(`${MINUTES.name} 已上传，等待认证机构审核`).waitFor({ timeout: 20_000 });
        await row().getByText('待审核').waitFor();
        await row().getByText(MINUTES.name).waitFor();
      });

      await step(body.page, 'materials-body-return', async () => {
        await openRoute(body.page, '/authenticationProjectManage');
        await body.page
          .locator('.ant-table-row')
          .filter({ hasText: DEMO_CERT_MATERIALS_PROJECT.certProjectCode })
          .getByText('示例科技有限公司')
          .click({ timeout: 30_000 });
        await body.page.getByRole('tab', { name: '认证材料' }).click({ timeout: 30_000 });
        const bodyRow = body.page.locator('.ant-table-row').filter({ hasText: ITEM });
        await bodyRow.getByText(MINUTES.name).waitFor({ timeout: 20_000 });
        await bodyRow.getByRole('button', { name: /退\s*回/ }).click();
        const dialog = body.page.locator('.ant-modal').filter({ hasText: '退回材料' });
        await dialog.getByLabel('退回原因').fill(REASON);
        await dialog.getByRole('button', { name: /退\s*回/ }).click();
        await body.page.getByText('已退回，客户会看到退回原因').waitFor({ timeout: 20_000 });
        await bodyRow.getByText(`退回原因：${REASON}`).waitFor();
      });

      await step(customer.page, 'materials-customer-sees-reason', async () => {
        await customer.page.reload();
        await row().getByText('已退回').waitFor({ timeout: 30_000 });
        await row().getByText(`退回原因：${REASON}`).waitFor();
        await row()
          .getByRole('button', { name: /重新上传/ })
          .waitFor();
      });
    } finally {
      await customer.context.close();
      await body.context.close();
    }
  });
});
