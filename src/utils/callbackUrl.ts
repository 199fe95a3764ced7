/**
 * The login page's callback (spec §2: `/login/{callback_url}`, the encoded previous hash path).
 * Only a hash route of this app is accepted; anything pointing elsewhere is dropped, so a crafted
 * login link cannot send the user to a foreign site after login.
 */
import { isLoginPath, pathnameOf } from './paths';

/**
 * The router has already decoded the route param once, so a callback that starts with "/" is the
 * hash path itself and is taken as it is: its own encoded characters (`%2F` inside a segment,
 * `%25` in a query) must survive. Anything else (a full URL, `#/…`, a param that arrived still
 * encoded) is decoded once more, never repeatedly.
 */
function decodeOnce(raw: string): string | null {
  if (raw.startsWith('/')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The hash path to open after login, or null when the callback is missing or not acceptable. */
export function parseCallbackUrl(raw: string | null | undefined, origin = window.location.origin): string | null {
  if (!raw) return null;
  const decoded = decodeOnce(raw.trim());
  if (!decoded) return null;
  let hashPath: string;
  if (decoded.startsWith('/')) {
    // Protocol-relative (`//evil.example`) or backslash tricks are not hash paths.
    if (decoded.startsWith('//') || decoded.startsWith('/\\')) return null;
    hashPath = decoded;
  } else if (decoded.startsWith('#/')) {
    hashPath = decoded.slice(1);
  } else {
    let url: URL;
    try {
      url = new URL(decoded);
    } catch {
      return null;
    }
    if (url.origin !== origin || !url.hash.startsWith('#/')) return null;
    hashPath = url.hash.slice(1);
  }
  if (/[\u0000-\u001f]/.test(hashPath) || isLoginPath(pathnameOf(hashPath))) return null;
  return hashPath;
}
