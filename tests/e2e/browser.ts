/** Playwright-core driving Debian's Chromium; never downloads a browser. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8000';
export const SHOTS_DIR = path.resolve(import.meta.dirname, '../../test-results/e2e');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/** Runs `body`; on failure saves a screenshot named after the step, then rethrows. */
export async function step<T>(page: Page, name: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    mkdirSync(SHOTS_DIR, { recursive: true });
    const file = path.join(SHOTS_DIR, `${name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    throw new Error(`${name} 失败（截图 ${file}）：${(error as Error).message}`);
  }
}

export const hashPath = (page: Page): string => decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/');

/** Top-level entries of the side menu, in order. */
export async function sideMenuLabels(page: Page): Promise<string[]> {
  const items = page.locator('.ant-layout-sider .ant-menu-root > li.ant-menu-item, .ant-layout-sider .ant-menu-root > li.ant-menu-submenu > .ant-menu-submenu-title');
  const texts = await items.allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}
