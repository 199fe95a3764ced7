/**
 * antd's css-in-js keeps each component's generated style in a cache entry counted by the
 * components that use it, and deletes the entry when the count falls to zero. In the web tests
 * every test ends by unmounting everything (Testing Library's cleanup), so the next test generated
 * every style again (theme tokens, the component's style objects, stylis): 15–20 % of the web
 * project's CPU (docs/testing.md, "antd's style cache kept between tests").
 *
 * Installed once per worker by tests/web/setup.ts: an entry whose count falls to zero keeps its
 * value with count zero, and the next mount of the same key reuses it. Same results by
 * construction: a key is the theme token's hash and the component's path, so the value for a key
 * never differs, and the style elements stay in the document either way (antd removes them only
 * with `autoClear`, which is off in a browser). tests/web/keepStyleCache.test.tsx checks it.
 */
import Entity from '@ant-design/cssinjs/lib/Cache';

/** A cache entry: [components using it, value]. */
type CacheValue = [number, unknown];

interface CacheOps {
  opUpdate(key: string, valueFn: (previous?: CacheValue) => CacheValue | null): void;
  /** Set once installed (the setup file runs again before every file of a worker). */
  keepsEntries?: boolean;
}

export function keepStyleCache(): void {
  const cache = Entity.prototype as unknown as CacheOps;
  if (cache.keepsEntries) return;
  const opUpdate = cache.opUpdate;
  cache.opUpdate = function (this: unknown, key, valueFn) {
    opUpdate.call(this, key, (previous) => {
      const next = valueFn(previous);
      return next === null && previous ? [0, previous[1]] : next;
    });
  };
  cache.keepsEntries = true;
}
