/**
 * The app's antd theme: the tokens of .umirc.ts (THEME_TOKEN), and no animations for a user whose
 * system asks for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3): menus, pop-ups,
 * drawers and dialogs then open and close at once. One object for the app's provider (src/app.tsx)
 * and the root extras' (RootExtras), so antd derives it once for both.
 */
import type { ThemeConfig } from 'antd';
import { THEME_TOKEN } from '@domain/constants';

/** Whether the system asks for less motion; false where there is no window (server, tests without one). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The theme for a user who does (`reducedMotion`) or does not ask for less motion. */
export const appTheme = (reducedMotion: boolean): ThemeConfig => ({ token: { ...THEME_TOKEN, motion: !reducedMotion } });

/** Read once when the app starts: a change of the system setting applies from the next page load. */
export const APP_THEME: ThemeConfig = appTheme(prefersReducedMotion());
