/**
 * Full page navigations. After login, logout or a tenant switch the app reloads so that the
 * initial state, access and the memoised route match are computed afresh.
 */

/** The URL of a hash route on this app, e.g. `/#/projectList`. */
export const hashUrl = (hashPath: string): string => `/#${hashPath.startsWith('/') ? hashPath : `/${hashPath}`}`;

/** Loads `target` as a new document, also when only its hash differs from the current URL. */
export function fullNavigate(target: string): void {
  const here = new URL(window.location.href);
  const next = new URL(target, here);
  window.location.assign(next.href);
  if (next.origin === here.origin && next.pathname === here.pathname && next.search === here.search) {
    window.location.reload();
  }
}

/** Reloads the current page (retry after a failed start). */
export function reloadPage(): void {
  window.location.reload();
}

/** Reloads the page that frames this one (framed login, spec §4); ignores cross-origin parents. */
export function reloadParent(): void {
  try {
    window.parent.location.reload();
  } catch {
    // A cross-origin parent cannot be reloaded from here.
  }
}

export const isFramed = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};
