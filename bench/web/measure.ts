/**
 * One cold page load in headless Chromium, measured the way a new visitor meets the page: a fresh
 * browser context (empty cache), every response counted through the DevTools protocol (bytes on the
 * wire = encoded length, so compression counts), and the page's own paint and long-task entries.
 */
import type { Browser, BrowserContext } from 'playwright-core';

export interface PageLoad {
  requests: number;
  /** Every response, headers included, as it came over the connection. */
  wireBytes: number;
  /** JavaScript only, as it came over the connection. */
  jsWireBytes: number;
  /** JavaScript after decompression: what the browser parses. */
  jsDecodedBytes: number;
  jsFiles: string[];
  fcpMs: number;
  lcpMs: number;
  longTaskMs: number;
  /** Our login page: when React took over the form painted from index.html (0: no such form). */
  takeoverMs: number;
}

/** Runs in the page before its scripts: collects LCP and long tasks (buffered entries included). */
const OBSERVE = `
  window.__perf = { lcp: 0, longTasks: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.longTasks += e.duration; })
    .observe({ type: 'longtask', buffered: true });
`;

/**
 * Loads `url` in a new context; `prepare` may log in first (its requests are not counted).
 * `ready` is the text or selector whose appearance means the page is usable.
 */
export async function coldLoad(
  browser: Browser,
  url: string,
  options: { prepare?: (context: BrowserContext) => Promise<void>; readySelector: string; settleMs?: number },
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    await options.prepare?.(context);
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map<string, { type: string; url: string }>();
    let requests = 0;
    let wireBytes = 0;
    let jsWireBytes = 0;
    let jsDecodedBytes = 0;
    const jsFiles: string[] = [];
    const decoded = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, { type: event.type, url: event.response.url }));
    cdp.on('Network.dataReceived', (event) => decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength));
    cdp.on('Network.loadingFinished', (event) => {
      requests += 1;
      wireBytes += event.encodedDataLength;
      const info = types.get(event.requestId);
      if (info?.type === 'Script') {
        jsWireBytes += event.encodedDataLength;
        jsDecodedBytes += decoded.get(event.requestId) ?? 0;
        jsFiles.push(new URL(info.url).pathname);
      }
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(options.readySelector, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // LCP is final once the page is idle; a short settle lets the observers deliver.
    await page.waitForTimeout(options.settleMs ?? 300);
    const metrics = await page.evaluate(() => {
      const perf = (window as unknown as { __perf: { lcp: number; longTasks: number } }).__perf;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const takeover = performance.getEntriesByName('login-static-takeover')[0]?.startTime ?? 0;
      return { fcp, lcp: perf.lcp, longTasks: perf.longTasks, takeover };
    });
    return {
      requests,
      wireBytes,
      jsWireBytes,
      jsDecodedBytes,
      jsFiles: jsFiles.sort(),
      fcpMs: metrics.fcp,
      lcpMs: metrics.lcp,
      longTaskMs: metrics.longTasks,
      takeoverMs: metrics.takeover,
    };
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
