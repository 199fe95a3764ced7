/**
 * The login page's callback (spec §2: `/login/{callback_url}`, the encoded previous hash path).
 * Only a hash route of this app is accepted; anything pointing elsewhere is dropped, so a crafted
 * login link cannot send the user to a foreign site after login.
 */
import { isLoginPath, pathnameOf } from './paths';

function decodeFully(raw: string): string | null {
  let value = raw;
  // The route param may arrive encoded once or twice (router and browser differ); stop when stable.
  for (let i = 0; i < 3; i += 1) {
    if (!/%[0-9a-fA-F]{2}/.test(value)) break;
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return value;
}

/** The hash path to open after login, or null when the callback is missing or not acceptable. */
export function parseCallbackUrl(raw: string | null | undefined, origin = window.location.origin): string | null {
  if (!raw) return null;
  const decoded = decodeFully(raw.trim());
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
