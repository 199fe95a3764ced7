/**
 * The path a route takes to the side menu in the real app, for tests: Umi's strict access marking
 * (a copy of plugin-access's rule: own key or the parent's, unknown or missing key denies, a parent
 * with no accessible child is denied), ProLayout's own menu steps (route-utils transformRoute and
 * clearMenuItem), then our `postMenuData`.
 */
import { clearMenuItem } from '@ant-design/pro-layout/lib/utils/utils';
import { transformRoute } from '@umijs/route-utils';
import routes, { type AppRoute } from '../../config/routes';
import type { Access } from '@domain/kernel/access';
import { menuKeysFor } from '@domain/kernel/menus';
import type { UserInfo } from '@domain/kernel/userInfo';
import { filterMenuByKeys } from '@/layout/rules';

type Marked = Omit<AppRoute, 'routes'> & { unaccessible?: boolean; routes?: Marked[] };

function mark(route: AppRoute, access: Access, parentKey?: string): Marked {
  const key = route.access ?? parentKey;
  const detector = key ? (access as Record<string, boolean | undefined>)[key] : undefined;
  const marked: Marked = { ...route, unaccessible: typeof detector === 'boolean' ? !detector : true };
  if (route.routes?.length) {
    marked.routes = route.routes.map((child) => mark(child, access, key));
    if (!marked.routes.some((child) => !child.unaccessible)) marked.unaccessible = true;
  }
  return marked;
}

export interface MenuEntry {
  name: string;
  path: string;
  children?: MenuEntry[];
}

function simplify(items: { name?: string; path?: string; children?: unknown[] }[]): MenuEntry[] {
  return items.map((item) => ({
    name: String(item.name),
    path: String(item.path),
    ...(item.children?.length ? { children: simplify(item.children as never) } : {}),
  }));
}

/** The side menu a user sees. */
export function sideMenuFor(user: UserInfo | undefined, access: Access): MenuEntry[] {
  const inLayout = routes.filter((route) => route.layout !== false).map((route) => mark(route, access));
  const { menuData } = transformRoute(inLayout as never, false, undefined as never, true);
  const cleared = clearMenuItem(menuData);
  return simplify(filterMenuByKeys(cleared, new Set(menuKeysFor(user))));
}
