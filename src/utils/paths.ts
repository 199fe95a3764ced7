/**
 * The app uses hash routing; these helpers read the current route from `location.hash` so code
 * outside the router (request errors, rootContainer, getInitialState) sees the same path.
 */

/** The route part of the hash, e.g. `/projectList/myProject?x=1`; `/` when empty. */
export function currentHashPath(): string {
  if (typeof window === 'undefined') return '/';
  const route = window.location.hash.replace(/^#/, '');
  return route.startsWith('/') ? route : `/${route}`;
}

/** Only the pathname of a hash path (no query). */
export const pathnameOf = (hashPath: string): string => hashPath.split('?')[0] || '/';

/** `/login/{encoded previous hash path}` (spec §2, §8); plain `/login` from home or login. */
export function loginPathFor(hashPath: string): string {
  const pathname = pathnameOf(hashPath);
  if (pathname === '/' || isLoginPath(pathname)) return '/login';
  return `/login/${encodeURIComponent(hashPath)}`;
}

/**
 * `/userAgreement?redirect={encoded hash path}`: after agreeing, the agreement page returns to the
 * page the user was on (validated like a login callback); plain `/userAgreement` from pages not
 * worth returning to.
 */
export function agreementPathFor(hashPath: string): string {
  const pathname = pathnameOf(hashPath);
  if (pathname === '/' || isLoginPath(pathname) || pathname === '/userAgreement' || pathname === '/noAccessible') {
    return '/userAgreement';
  }
  return `/userAgreement?redirect=${encodeURIComponent(hashPath)}`;
}

export const isLoginPath = (pathname: string): boolean => pathname === '/login' || pathname.startsWith('/login/');

/**
 * Pages that work without a session: a missing session never sends the user away from them
 * (/noAccessible applies its own redirect rule).
 */
export function isPublicPage(pathname: string): boolean {
  return (
    pathname === '/' || isLoginPath(pathname) || pathname.startsWith('/clause/') || pathname === '/noAccessible' || pathname === '/certificateVerify'
  );
}
