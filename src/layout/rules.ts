/**
 * Layout decisions of spec §2 "Layout and other UI" as pure functions of the path and the initial
 * state, so they are testable without a browser.
 */
import { MENU_HIDDEN_PREFIXES } from '@domain/kernel/routes';
import { isLoginPath } from '@/utils/paths';

interface LayoutVisibility {
  menu: boolean;
  header: boolean;
  footer: boolean;
}

/** Menu, header and footer: hidden on home, login and when the initial state failed; the menu also on MENU_HIDDEN_PREFIXES. */
export function layoutVisibility(pathname: string, initialStateFailed: boolean): LayoutVisibility {
  if (initialStateFailed || pathname === '/' || pathname === '' || isLoginPath(pathname)) {
    return { menu: false, header: false, footer: false };
  }
  const menuHidden = MENU_HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  return { menu: !menuHidden, header: true, footer: true };
}

/** Breadcrumbs show only the last two levels. */
export const lastTwoLevels = <T>(items: readonly T[] | undefined): T[] => (items ?? []).slice(-2);

interface MenuItemLike {
  path?: string;
  [key: string]: unknown;
}

/** The menu key of a path: its first segment (`/projectList/myProject` → `projectList`). */
export const menuKeyOf = (path: string | undefined): string => (path ?? '').split('/').filter(Boolean)[0] ?? '';

/**
 * The menu of spec §6 on top of route access: a top-level entry shows only when its key is among
 * the user's menu keys. (Access already hid inaccessible entries, and a parent whose children are
 * all inaccessible; ProLayout drops hidden children before this runs.)
 */
export function filterMenuByKeys<T extends MenuItemLike>(items: readonly T[], keys: ReadonlySet<string>): T[] {
  return items.filter((item) => keys.has(menuKeyOf(item.path)));
}
