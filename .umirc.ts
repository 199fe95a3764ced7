import path from 'node:path';
import { defineConfig } from '@umijs/max';
import { SCRIPT_LOAD_TIMEOUT_MS, THEME_TOKEN } from './domain/constants';
import { devProxy } from './config/devProxy';
import routes from './config/routes';
import { BundleManifestPlugin } from './scripts/bundleManifest';
import { LazyProModulesPlugin } from './scripts/lazyProModules';

/** Our modules below src/ (not Umi's src/.umi*, nor the files at the top of src/) and domain/. */
const isAppModule = (file: string): boolean => {
  const [top, dir, rest] = path.relative(__dirname, file).split(path.sep);
  return top === 'domain' || (top === 'src' && rest !== undefined && !dir.startsWith('.umi'));
};
/** Where `npm run dev` sends API calls (the real server); unset in `dev:mock` and in builds. */
const apiProxy = process.env.API_PROXY;
/** `npm run dev:mock`: mock/api.ts answers API calls with the real server run inside the dev process. */
const mockMode = !!process.env.MOCK_MODE;
/** Hosts on which the new-user guide ball lists guide downloads (comma-separated, default none). */
const guideHosts = (process.env.GUIDE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

export default defineConfig({
  title: '信息安全合规服务平台',
  history: { type: 'hash' },
  // The server serves dist/ under /static/ and index.html at /.
  publicPath: '/static/',
  hash: true,
  // public/ is copied into dist/, which the server serves under /static/.
  favicons: ['/static/favicon.svg'],
  routes,
  // src/ writes '@domain/…' instead of '../../../../domain/…' (also in tsconfig.json and vitest.config.ts).
  alias: { '@domain': `${__dirname}/domain` },
  antd: { theme: { token: { ...THEME_TOKEN } } },
  access: { strictMode: true },
  model: {},
  // src/loading.tsx while getInitialState runs (Umi uses it for page chunks by itself).
  initialState: { loading: '@/loading' },
  request: {},
  layout: { title: '信息安全合规服务平台', locale: false },
  // No locale plugin: the product is Chinese only; src/app.tsx gives antd its zh-CN locale.
  locale: false,
  moment2dayjs: { preset: 'antd', plugins: ['duration'] },
  define: { GUIDE_HOSTS: guideHosts },
  // mock/inProcessApp.ts is the server's start, loaded by mock/api.ts through tsx, not a mock file.
  mock: mockMode ? { exclude: ['mock/inProcessApp.ts'] } : false,
  // Every path prefix of the contracts (config/devProxy.ts).
  proxy: apiProxy ? devProxy(apiProxy) : {},
  // Module federation speed-up is for dev only; builds stay plain webpack.
  mfsu: false,
  // Umi's route preloading, reading the route from the hash (scripts/umiHashRoutePreload.ts), and
  // the login form painted from index.html (scripts/umiPrerenderLogin.ts).
  plugins: ['./scripts/umiHashRoutePreload.ts', './scripts/umiPrerenderLogin.ts'],
  // React and the router in one long-cached chunk, each big library in its own chunk, modules
  // shared by pages in shared chunks: a page loads only the libraries it uses.
  codeSplitting: { jsStrategy: 'granularChunks' },
  // Evergreen browsers of the last years; the spec names no older browser. Only the stable
  // features these lack are polyfilled (Umi's default `import 'core-js'` with Chrome 80 put
  // ~410 KB of core-js, proposals included, into umi.js).
  targets: { chrome: 100, edge: 100, firefox: 100, safari: 15 },
  polyfill: { imports: ['core-js/stable'] },
  esbuildMinifyIIFE: true,
  chainWebpack(memo) {
    // Page chunks load on demand; a slow network gets 120 s before the chunk counts as failed.
    memo.output.chunkLoadTimeout(SCRIPT_LOAD_TIMEOUT_MS);
    // dist/.bundle-manifest.json: which files each route loads, for `npm run check:bundle`.
    memo.plugin('bundle-manifest').use(BundleManifestPlugin);
    // pro-components parts few pages render (tree select, colour picker, step forms…) load on
    // first render instead of with every table and form (scripts/lazyProModules.ts).
    memo.plugin('lazy-pro-modules').use(LazyProModulesPlugin, [__dirname]);
    // Our modules run nothing on import but what their exports need (src/global.ts and Umi's own
    // files at the top of src/ excepted): a page importing one helper from a barrel such as
    // '@/components/Recharge' gets that helper, not every component the barrel lists.
    memo.module
      .rule('app-side-effect-free')
      .test(/\.tsx?$/)
      .include.add(isAppModule)
      .end()
      .sideEffects(false);
    return memo;
  },
});
