/**
 * jsdom gaps antd needs, and cleanup between tests: the web projects' setup file (vitest.config.ts),
 * run again before every test file. The `web` project's files share one jsdom and one module graph
 * per worker, so whatever a file leaves behind (rendered trees, antd's static notices and dialogs,
 * fake timers, spies, the Umi fake's answers, storage) is cleared here, not in the files. Files
 * without jsdom (a node environment) get none of it.
 */
import { act, cleanup } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { installCollectionIterator, installHeadQuery } from './jsdomCollections';
import { keepStyleCache } from './keepStyleCache';
import { installLazyComputedStyle } from './lazyComputedStyle';
import { installStyleRuleFilter, installStyleRuleIndex } from './styleRuleFilter';
import { resetUmiFake } from './umiFake';

const browserLike = typeof window !== 'undefined';

if (browserLike) {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  window.scrollTo = () => undefined;
  // jsdom cannot compute pseudo-element styles (antd's Modal measures the scrollbar with one).
  // Wrapped once per window: the setup runs again for every file sharing it.
  if (!(window.getComputedStyle as { withoutPseudo?: boolean }).withoutPseudo) {
    const computedStyle = window.getComputedStyle.bind(window);
    window.getComputedStyle = Object.assign((element: Element) => computedStyle(element), { withoutPseudo: true });
  }
  // antd's ~2,700 style rules made every getComputedStyle (each `*ByRole` query) slow; same results, far fewer rule tests.
  installStyleRuleFilter(window);
  // …and jsdom looks only at the rules an element's classes and tag may match (same results).
  installStyleRuleIndex(window);
  // …and a style answers `display` and `visibility` without building the rest (same answers).
  installLazyComputedStyle(window);
  // antd lists the head's style elements on every style update: iterate collections without the proxy.
  installCollectionIterator(window);
  // …and finds the head with querySelector('head') several times per mounted component.
  installHeadQuery(window);
  // antd generated every style again after each test's unmount: keep its cache entries (same styles).
  keepStyleCache();
}

/**
 * Lets the work already queued finish: promise chains (form validation, the fake request
 * pipeline) and the React updates they schedule. A zero-delay timer fires only after every
 * queued microtask and act() then flushes React's pending work, so this does not depend on how
 * fast or busy the machine is. For "nothing happened" checks after an action with no visible end.
 */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  if (!browserLike) return;
  resetUmiFake();
  window.localStorage.clear();
});

afterEach(() => {
  if (browserLike) cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * antd's static message, notification and Modal render into React roots of their own, outside
 * Testing Library's cleanup. Close them inside act() (which commits what closing schedules) and
 * wait until their notices and dialogs have left the DOM, while the test file's jsdom window still
 * exists; a render committing after teardown fails the whole run with "window is not defined".
 * A condition, not a fixed pause: a fixed 50 ms was not enough on a busy machine.
 */
afterAll(async () => {
  if (!browserLike) return;
  await act(async () => {
    message.destroy();
    notification.destroy();
    Modal.destroyAll();
  });
  await vi.waitFor(
    () => {
      if (document.querySelector('.ant-message-notice, .ant-notification-notice, .ant-modal-root .ant-modal')) {
        throw new Error('antd 的静态提示或对话框尚未关闭');
      }
    },
    { timeout: 10_000, interval: 20 },
  );
  await settle();
});
