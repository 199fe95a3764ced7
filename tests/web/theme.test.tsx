// @vitest-environment jsdom
/**
 * The app's theme follows the system's motion setting: no animations for a user who asks for less.
 * That antd then opens pop-ups at once is seen in the browser (tests/e2e: every context asks for it);
 * jsdom cannot show it, as antd and the test load rc-motion as two module instances here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appTheme, prefersReducedMotion } from '@/theme';

afterEach(() => {
  vi.restoreAllMocks();
});

function stubMotionSetting(reduce: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
  );
}

describe('the motion setting', () => {
  it('is read from the system setting', () => {
    stubMotionSetting(true);
    expect(prefersReducedMotion()).toBe(true);
    stubMotionSetting(false);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('keeps the app colours either way', () => {
    expect(appTheme(true).token).toMatchObject({ colorPrimary: '#466DD9', motion: false });
    expect(appTheme(false).token).toMatchObject({ colorPrimary: '#466DD9', motion: true });
  });
});
