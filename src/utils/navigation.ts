/**
 * Full page navigations. After login, logout or a tenant switch the app reloads so that the
 * initial state, access and the memoised route match are computed afresh.
 */

/**
 * What these navigations ask of the browser: load a URL, reload this document or its parent, and
 * whether this document is framed. The app always uses the browser's (`BROWSER_PAGE`). It is one
 * replaceable object because jsdom loads no documents and cannot be framed, and its
 * `window.location` methods cannot be replaced: the web tests put a recorder here
 * (tests/web/umiFake.tsx, reset before every test) and check what the app asked for.
 */
export interface BrowserPage {
  /** Loads the absolute URL `href` (`location.assign`). */
  assign(href: string): void;
  /** Reloads this document. */
  reload(): void;
  /** Reloads the parent document; throws when the parent is cross-origin. */
  reloadParent(): void;
  /** Whether this document is framed; may throw when the top window cannot be read. */
  framed(): boolean;
}

export const BROWSER_PAGE: BrowserPage = {
  assign: (href) => window.location.assign(href),
  reload: () => window.location.reload(),
  reloadParent: () => window.parent.location.reload(),
  framed: () => window.self !== window.top,
};

let page: BrowserPage = BROWSER_PAGE;

/** Puts `next` behind the navigations below (tests: see BrowserPage); without one, the browser's again. */
export function setBrowserPage(next: BrowserPage = BROWSER_PAGE): void {
  page = next;
}

/** The URL of a hash route on this app, e.g. `/#/projectList`. */
export const hashUrl = (hashPath: string): string => `/#${hashPath.startsWith('/') ? hashPath : `/${hashPath}`}`;

/** Loads `target` as a new document, also when only its hash differs from the current URL. */
export function fullNavigate(target: string): void {
  const here = new URL(window.location.href);
  const next = new URL(target, here);
  page.assign(next.href);
  if (next.origin === here.origin && next.pathname === here.pathname && next.search === here.search) {
    page.reload();
  }
}

/** Reloads the current page (retry after a failed start). */
export function reloadPage(): void {
  page.reload();
}

/** Reloads the page that frames this one (framed login, spec §4); ignores cross-origin parents. */
export function reloadParent(): void {
  try {
    page.reloadParent();
  } catch {
    // A cross-origin parent cannot be reloaded from here.
  }
}

export const isFramed = (): boolean => {
  try {
    return page.framed();
  } catch {
    return true;
  }
};
