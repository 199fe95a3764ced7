/**
 * Umi plugin (.umirc.ts `plugins`): Umi's route preloading, for hash history.
 *
 * Umi's `routePreloadOnLoad` writes `preload_helper.<hash>.js`, a small script in index.html's
 * head that knows which chunks every route loads and requests those of the current route at once,
 * while umi.js is still downloading and running (webpack then finds them by their `src` instead
 * of asking after the app has started, the user check answered and the route rendered). Its
 * helper reads the route from `location.pathname`, which under hash history is always `/`: it
 * fetched the whole layout on every page, the login page included. This plugin rewrites that one
 * expression of the built helper to read the route from the hash (`#/login` → `/login`), the way
 * src/utils/paths.ts does. A helper whose expression is not found fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IApi } from '@umijs/max';

/** What Umi's helper reads the route from, in its template and after terser. */
const PATHNAME = 'location.pathname';
/** The path of the hash route, query left out ('' under a hashless URL reads as '/'). */
const HASH_PATH = '(location.hash.replace(/^#/,"").split("?")[0]||"/")';

/** The helper's text with the route read from the hash; throws when Umi's helper changed shape. */
export function hashRouteHelper(source: string): string {
  const count = source.split(PATHNAME).length - 1;
  if (count !== 1) throw new Error(`preload_helper：期望恰好一处 ${PATHNAME}，实际 ${count} 处（Umi 的路由预加载脚本已变化）`);
  return source.replace(PATHNAME, HASH_PATH);
}

export default (api: IApi) => {
  api.onBuildComplete({
    // After Umi's own plugin has written the helper.
    stage: Number.POSITIVE_INFINITY,
    fn: ({ err, stats }: { err?: Error; stats?: { hasErrors: () => boolean } }) => {
      if (err || stats?.hasErrors()) return;
      const out = api.paths.absOutputPath;
      const helpers = fs.readdirSync(out).filter((name) => /^preload_helper(\.[0-9a-f]+)?\.js$/.test(name));
      if (helpers.length !== 1) throw new Error(`preload_helper：期望构建输出中恰好一个，实际 ${helpers.length} 个`);
      const file = path.join(out, helpers[0]);
      fs.writeFileSync(file, hashRouteHelper(fs.readFileSync(file, 'utf8')));
    },
  });
};
