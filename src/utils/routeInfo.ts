/** Route facts for pages, read from the domain route table. */
import type { Access } from '@domain/kernel/access';
import { findRouteRule, ROUTE_PATTERNS, ROUTE_TABLE, type RoutePattern } from '@domain/kernel/routes';

/** The zh-CN name of the page at `pathname` (glossary), or a neutral fallback. */
export const routeNameOf = (pathname: string): string => findRouteRule(pathname)?.name ?? '当前页面';

/** Pages directly below a section that the user may open (no path parameters). */
export function childPagesOf(pattern: string, access: Partial<Access>): { path: RoutePattern; name: string }[] {
  return ROUTE_PATTERNS.filter((candidate) => {
    if (!candidate.startsWith(`${pattern}/`) || candidate.includes(':')) return false;
    if (candidate.slice(pattern.length + 1).includes('/')) return false;
    const key = ROUTE_TABLE[candidate].access;
    return key === null || access[key] === true;
  }).map((path) => ({ path, name: ROUTE_TABLE[path].name }));
}
