/**
 * Shared pieces of the dictionary form inputs: dictionary nodes as Cascader options (leaves marked,
 * lazy children loaded on demand), a per-page cache of the first load so several inputs on one
 * form ask once, and the code → Cascader path rules of the two coded trees.
 */
import type { DictionaryNode } from '@/services/dictionaries';

export interface TreeOption {
  value: string;
  label: string;
  isLeaf: boolean;
  /** hasChildren but not loaded yet: Cascader calls loadData. */
  children?: TreeOption[];
  loading?: boolean;
}

/** Nodes as options, down to `maxLevel` levels (deeper nodes become leaves). */
export function toOptions(nodes: readonly DictionaryNode[], maxLevel: number, level = 1): TreeOption[] {
  return nodes.map((node) => {
    const canOpen = node.hasChildren && level < maxLevel;
    return {
      value: node.code,
      label: node.name,
      isLeaf: !canOpen,
      children: canOpen && node.children ? toOptions(node.children, maxLevel, level + 1) : undefined,
    };
  });
}

const cache = new Map<string, Promise<unknown>>();

/** The first load of `key` for this page; a failed load is forgotten so a retry asks again. */
export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/** Forget every cached load (tests). */
export const clearDictionaryCache = (): void => cache.clear();

/** GB/T 4754 code → Cascader path: a section letter first, then the division, group and class prefixes. */
export function industryPath(code: string, sectionOfDivision: (division: string) => string | undefined): string[] {
  if (/^[A-T]$/.test(code)) return [code];
  const section = sectionOfDivision(code.slice(0, 2));
  if (!section) return [];
  const path = [section];
  for (let length = 2; length <= code.length; length += 1) path.push(code.slice(0, length));
  return path;
}

/** GB/T 2260 code → Cascader path: "440305" → ["440000", "440300", "440305"]. */
export function regionPath(code: string): string[] {
  if (!/^\d{6}$/.test(code)) return [];
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  if (code === province) return [province];
  if (code === city) return [province, city];
  return [province, city, code];
}
