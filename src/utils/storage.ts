/**
 * Local storage with expiry (spec §9: entries expire, at most ten years). An entry is stored as
 * `{ value, expiresAt }`; reading an expired entry removes it, and an entry that cannot be parsed,
 * or whose expiry lies beyond the ten-year maximum, counts as missing (and is removed). Storage failures (quota, private mode) never break the page.
 */
import { MAX_STORAGE_TTL_MS } from '@domain/constants';

interface StoredEntry<T> {
  value: T;
  expiresAt: number;
}

/** A ttl within 0..MAX_STORAGE_TTL_MS; anything not a finite number means "as long as allowed". */
export function clampTtl(ttlMs: number | undefined): number {
  if (ttlMs === undefined || !Number.isFinite(ttlMs)) return MAX_STORAGE_TTL_MS;
  return Math.min(Math.max(0, ttlMs), MAX_STORAGE_TTL_MS);
}

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function setStorageItem<T>(key: string, value: T, ttlMs?: number, now = Date.now()): void {
  const entry: StoredEntry<T> = { value, expiresAt: now + clampTtl(ttlMs) };
  try {
    store()?.setItem(key, JSON.stringify(entry));
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
  }
}

function isEntry(parsed: unknown): parsed is StoredEntry<unknown> {
  return typeof parsed === 'object' && parsed !== null && 'value' in parsed && typeof (parsed as { expiresAt?: unknown }).expiresAt === 'number';
}

export function getStorageItem<T>(key: string, now = Date.now()): T | undefined {
  const storage = store();
  const raw = storage?.getItem(key);
  if (raw == null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    storage?.removeItem(key);
    return undefined;
  }
  // An expiry further out than any write could set (tampered, or written by other code) is invalid.
  if (!isEntry(parsed) || parsed.expiresAt <= now || parsed.expiresAt > now + MAX_STORAGE_TTL_MS) {
    storage?.removeItem(key);
    return undefined;
  }
  return parsed.value as T;
}

export function removeStorageItem(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // ignore
  }
}
