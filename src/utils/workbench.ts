/** Where "enter the workbench" leads for a user, and the entries of their menu. */
import { menuKeyPath, menuKeysFor, landingPathFor } from '@domain/kernel/menus';
import { ROUTE_TABLE, type RoutePattern } from '@domain/kernel/routes';
import type { UserInfo } from '@domain/kernel/userInfo';

export function menuEntriesOf(user: UserInfo | undefined): { path: string; name: string }[] {
  return menuKeysFor(user).map((key) => {
    const path = menuKeyPath(key);
    return { path, name: ROUTE_TABLE[path as RoutePattern]?.name ?? key };
  });
}

/**
 * The user's landing page (spec §2); for roles whose landing page is home itself (customer
 * executor, internal auditor) the first page of their menu, if they have one.
 */
export function workbenchPathOf(user: UserInfo): string | undefined {
  const landing = landingPathFor(user);
  if (landing !== '/') return landing;
  return menuEntriesOf(user)[0]?.path;
}
