/**
 * Umi plugin (.umirc.ts `plugins`): once Umi has written index.html, scripts/prerenderLogin.tsx
 * puts the login form's first paint into it (the form's markup and antd styles, the app's scripts
 * deferred). It runs in its own tsx process (the app's modules, their path aliases and antd's
 * production styles), for every build: `npm run build`, the end-to-end tests' `max build`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  api.onBuildHtmlComplete(() => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'prerenderLogin.tsx'), api.paths.absOutputPath], {
      cwd: api.paths.cwd,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (run.status !== 0) throw new Error(`prerenderLogin 失败（退出码 ${run.status}）`);
  });
};
