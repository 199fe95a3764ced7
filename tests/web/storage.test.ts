// @vitest-environment jsdom
/** Local storage with expiry (spec §9: at most ten years). */
import './setup';
import { describe, expect, it } from 'vitest';
import { MAX_STORAGE_TTL_MS } from '@domain/constants';
import { clampTtl, getStorageItem, removeStorageItem, setStorageItem } from '@/utils/storage';
import { clearUserInfo, readUserInfo, saveUserInfo, USER_INFO_STORAGE_KEY } from '@/utils/userStorage';
import { demoUser } from './fixtures';

const YEAR = 365 * 24 * 60 * 60 * 1000;
const stored = (key: string) => JSON.parse(window.localStorage.getItem(key)!) as { value: unknown; expiresAt: number };

describe('storage with expiry', () => {
  it('returns a value until it expires, then removes it', () => {
    const now = 1_700_000_000_000;
    setStorageItem('k', { a: 1 }, 1000, now);
    expect(getStorageItem('k', now + 999)).toEqual({ a: 1 });
    expect(getStorageItem('k', now + 1000)).toBeUndefined();
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it('clamps the ttl to ten years', () => {
    expect(MAX_STORAGE_TTL_MS).toBe(10 * YEAR);
    const now = 1_700_000_000_000;
    setStorageItem('long', 'v', 50 * YEAR, now);
    expect(stored('long').expiresAt).toBe(now + MAX_STORAGE_TTL_MS);
    expect(getStorageItem('long', now + MAX_STORAGE_TTL_MS - 1)).toBe('v');
    expect(getStorageItem('long', now + MAX_STORAGE_TTL_MS)).toBeUndefined();
  });

  it('without a ttl, or with Infinity or NaN, keeps the value for the maximum', () => {
    expect(clampTtl(undefined)).toBe(MAX_STORAGE_TTL_MS);
    expect(clampTtl(Number.POSITIVE_INFINITY)).toBe(MAX_STORAGE_TTL_MS);
    expect(clampTtl(Number.NaN)).toBe(MAX_STORAGE_TTL_MS);
    const now = Date.now();
    setStorageItem('default', 1);
    expect(stored('default').expiresAt).toBeGreaterThanOrEqual(now + MAX_STORAGE_TTL_MS);
  });

  it('a negative ttl stores an already expired entry', () => {
    expect(clampTtl(-5)).toBe(0);
    const now = 1_700_000_000_000;
    setStorageItem('neg', 1, -5, now);
    expect(getStorageItem('neg', now)).toBeUndefined();
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON without the entry shape', '"plain string"'],
    ['an entry without expiry', '{"value":1}'],
    ['an expiry that is not a number', '{"value":1,"expiresAt":"soon"}'],
    ['null', 'null'],
  ])('treats %s as missing and removes it', (_label, raw) => {
    window.localStorage.setItem('bad', raw);
    expect(getStorageItem('bad')).toBeUndefined();
    expect(window.localStorage.getItem('bad')).toBeNull();
  });

  it('an expiry beyond now + the ten-year maximum is invalid and removed', () => {
    const now = 1_700_000_000_000;
    window.localStorage.setItem('tampered', JSON.stringify({ value: 'v', expiresAt: now + MAX_STORAGE_TTL_MS + 1 }));
    expect(getStorageItem('tampered', now)).toBeUndefined();
    expect(window.localStorage.getItem('tampered')).toBeNull();
    window.localStorage.setItem('forever', JSON.stringify({ value: 'v', expiresAt: Number.MAX_SAFE_INTEGER }));
    expect(getStorageItem('forever', now)).toBeUndefined();
    expect(window.localStorage.getItem('forever')).toBeNull();
    // Exactly the maximum is what a write can set: still valid.
    window.localStorage.setItem('max', JSON.stringify({ value: 'v', expiresAt: now + MAX_STORAGE_TTL_MS }));
    expect(getStorageItem('max', now)).toBe('v');
  });

  it('missing keys are undefined; remove deletes', () => {
    expect(getStorageItem('nothing')).toBeUndefined();
    setStorageItem('x', 0);
    expect(getStorageItem('x')).toBe(0);
    removeStorageItem('x');
    expect(getStorageItem('x')).toBeUndefined();
  });

  it('survives a storage that throws on write', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      expect(() => setStorageItem('q', 1)).not.toThrow();
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});

describe('user info in local storage', () => {
  it('keeps the user info with its roleCode entries, for a week', () => {
    const user = demoUser('13800000041');
    const before = Date.now();
    saveUserInfo(user);
    expect(readUserInfo()?.roleDTOs).toEqual([{ roleCode: 'consumer-pm' }, { roleCode: 'consumer-owner' }]);
    const { expiresAt } = stored(USER_INFO_STORAGE_KEY);
    expect(expiresAt - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 5);
    expect(expiresAt - before).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 1000);
    clearUserInfo();
    expect(readUserInfo()).toBeUndefined();
  });
});
