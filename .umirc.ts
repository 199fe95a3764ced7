import { defineConfig } from '@umijs/max';
import { PRIMARY_COLOR, SCRIPT_LOAD_TIMEOUT_MS } from './domain/constants';
import { devProxy } from './config/devProxy';
import routes from './config/routes';

/** Where `npm run dev` sends API calls (the real server); unset in `dev:mock` and in builds. */
const apiProxy = process.env.API_PROXY;
/** `npm run dev:mock`: answer API calls from mock/ instead of a server. */
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
  antd: {
    // Links and info accents follow the primary colour too (antd derives them from colorInfo).
    theme: { token: { colorPrimary: PRIMARY_COLOR, colorInfo: PRIMARY_COLOR, colorLink: PRIMARY_COLOR } },
  },
  access: { strictMode: true },
  model: {},
  // src/loading.tsx while getInitialState runs (Umi uses it for page chunks by itself).
  initialState: { loading: '@/loading' },
  request: {},
  layout: { title: '信息安全合规服务平台', locale: false },
  locale: { default: 'zh-CN', antd: true, baseNavigator: false },
  moment2dayjs: { preset: 'antd', plugins: ['duration'] },
  define: { GUIDE_HOSTS: guideHosts },
  mock: mockMode ? { exclude: ['mock/lib/**'] } : false,
  // Every path prefix of the contracts (config/devProxy.ts).
  proxy: apiProxy ? devProxy(apiProxy) : {},
  // Module federation speed-up is for dev only; builds stay plain webpack.
  mfsu: false,
  esbuildMinifyIIFE: true,
  chainWebpack(memo) {
    // Page chunks load on demand; a slow network gets 120 s before the chunk counts as failed.
    memo.output.chunkLoadTimeout(SCRIPT_LOAD_TIMEOUT_MS);
    return memo;
  },
});
