/**
 * Playwright-core driving Debian's Chromium; never downloads a browser. Every page of every
 * context is watched: an uncaught page error, a console error or a Content-Security-Policy
 * violation fails the test that was running (unless listed in EXPECTED_PROBLEMS with a reason).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8000';
export const SHOTS_DIR = path.resolve(import.meta.dirname, '../../test-results/e2e');

/**
 * Problems a page may report without failing the test, each with the reason it is expected.
 * Keep this list short: an entry hides a class of real failures too.
 */
export const EXPECTED_PROBLEMS: readonly { name: string; matches: RegExp; why: string }[] = [
  {
    name: 'refused share link',
    matches: /\/api\/file\/share\/download\?token=\S+: Failed to load resource: the server responded with a status of (404|410) /,
    why: 'a revoked, expired or unknown share link opened in the address bar answers 404/410 on purpose, with a page saying why; Chromium logs the status of the document itself',
  },
];

/** What the pages of the running test reported: page errors, console errors, CSP violations. */
const problems: string[] = [];

beforeEach(() => {
  problems.length = 0;
});

afterEach(() => {
  const unexpected = problems.filter((problem) => !EXPECTED_PROBLEMS.some((expected) => expected.matches.test(problem)));
  problems.length = 0;
  if (unexpected.length > 0) throw new Error(`页面报告了错误：\n${unexpected.join('\n')}`);
});

/** Marker of a CSP violation reported through the console by the init script below. */
const CSP_MARK = '[csp-violation]';

async function watchContext(context: BrowserContext): Promise<void> {
  // Runs in every document before the app's scripts (devtools injection, not subject to the CSP).
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    console.error(${JSON.stringify(CSP_MARK)} + ' ' + event.effectiveDirective + ' ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber);
  });`);
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.push(`pageerror ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      problems.push(text.startsWith(CSP_MARK) ? `CSP ${page.url()}: ${text.slice(CSP_MARK.length + 1)}` : `console.error ${page.url()}: ${text}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every context the tests open is watched before its first page exists. It asks for reduced
  // motion, so the app opens menus, pop-ups and drawers at once (src/theme.ts): on a busy machine a
  // click during an opening animation could land beside its target and be lost (docs/testing.md).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    await watchContext(context);
    boundClose(context);
    return context;
  };
  return browser;
}

/** How long closing a context may take before the test goes on without waiting for it. */
const CLOSE_WAIT_MS = 20_000;

/**
 * Chromium has been seen not to answer a context's disposal; a test would then hang in its
 * `finally` until its timeout, with nothing said. Closing waits at most CLOSE_WAIT_MS, then says so
 * on stderr and goes on: the browser, closed after the file, takes the context with it.
 */
function boundClose(context: BrowserContext): void {
  const close = context.close.bind(context);
  context.close = async (options?: Parameters<BrowserContext['close']>[0]) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        console.error(`关闭浏览器上下文 ${CLOSE_WAIT_MS} ms 后仍未完成，测试继续（浏览器在文件结束时关闭）`);
        resolve();
      }, CLOSE_WAIT_MS);
    });
    try {
      await Promise.race([close(options), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * What the page was telling the user when a step failed: toasts, notifications, dialog titles and
 * form errors still on screen. A CI log has no screenshot to look at; this says what the user saw.
 */
async function shownToUser(page: Page): Promise<string> {
  const selectors = ['.ant-message-notice', '.ant-notification-notice', '.ant-modal-title', '.ant-form-item-explain-error', '.ant-alert'];
  const texts = await page
    .locator(selectors.join(', '))
    .allInnerTexts()
    .catch(() => [] as string[]);
  const shown = texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return shown.length > 0 ? `\n页面上显示：${shown.join(' | ')}` : '';
}

/** Runs `body`; on failure saves a screenshot named after the step, then rethrows with what the page showed. */
export async function step<T>(page: Page, name: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    mkdirSync(SHOTS_DIR, { recursive: true });
    const file = path.join(SHOTS_DIR, `${name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    throw new Error(`${name} 失败（截图 ${file}）：${(error as Error).message}${await shownToUser(page)}`);
  }
}

export const hashPath = (page: Page): string => decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/');

/** Top-level entries of the side menu, in order. */
export async function sideMenuLabels(page: Page): Promise<string[]> {
  const items = page.locator(
    '.ant-layout-sider .ant-menu-root > li.ant-menu-item, .ant-layout-sider .ant-menu-root > li.ant-menu-submenu > .ant-menu-submenu-title',
  );
  const texts = await items.allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}
