/**
 * `tsx scripts/prerenderLogin.tsx <dist>` (run by scripts/umiPrerenderLogin.ts after Umi writes
 * index.html): paints the login form from index.html itself.
 *
 * 1. The login page's password form (the same components the React page renders: LoginParts,
 *    LoginCard, PasswordFields, antd Tabs) rendered to HTML, inside a hidden container that an
 *    inline script shows on `#/login…` routes only (src/pages/Login/staticLogin.ts: no other route
 *    ever paints it; React takes it over in its first commit, keeping what was typed).
 * 2. antd's styles for those components, computed here with the exact theme the app's provider
 *    uses (src/theme.ts `appTheme`, zh-CN), in a stylesheet of their own (`login.<hash>.css`,
 *    compressed by scripts/compress.ts and cached for a year like every hashed file) with
 *    cssinjs's cache map: the app's cssinjs finds each of those components' styles in it and
 *    neither runs their style functions nor inserts them again, on every page (a user asking for
 *    reduced motion has another theme: the app computes theirs as before). In a file rather than
 *    in index.html, the HTML stays a few KiB and the stylesheet is downloaded once.
 * 3. The app's scripts `defer` (order kept, the preload helper first): the HTML paints once the
 *    stylesheet has arrived, without waiting for React and umi.js to download and run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, Tabs } from 'antd';
import zhCN from 'antd/lib/locale/zh_CN';
import { renderToString } from 'react-dom/server';
import LoginCard from '../src/pages/Login/components/LoginCard';
import { ConsentLine, LOGIN_SUBTITLE, LOGIN_TABS, LoginFrame, LoginTitle } from '../src/pages/Login/components/LoginParts';
import PasswordFields from '../src/pages/Login/components/PasswordFields';
import { STATIC_LOGIN_ID, STATIC_LOGIN_SCRIPT } from '../src/pages/Login/staticLogin';
import { appTheme } from '../src/theme';

/** Over the app's root until React takes over; the app's root below stays as it is. */
const CONTAINER_STYLE = 'position:fixed;inset:0;z-index:1000;overflow:auto';

/** The first paint's markup and the styles it needs (plain CSS with cssinjs's cache map). */
export function renderStaticLogin(): { markup: string; css: string } {
  const cache = createCache();
  const markup = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider locale={zhCN} theme={appTheme(false)}>
        <LoginFrame>
          <LoginCard title={<LoginTitle />} subTitle={LOGIN_SUBTITLE} submitText="登录" onFinish={async () => {}} actions={<ConsentLine />}>
            <Tabs centered activeKey="password" items={LOGIN_TABS} />
            <PasswordFields />
          </LoginCard>
        </LoginFrame>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { markup, css: extractStyle(cache, { plain: true }) };
}

/**
 * index.html with the pre-rendered form, the link to its stylesheet (`cssFile`, under the build's
 * public path) and deferred scripts; throws when Umi's HTML changed shape.
 */
export function prerenderLoginHtml(html: string, markup: string, cssFile: string): string {
  if (html.includes(`id="${STATIC_LOGIN_ID}"`)) return html;
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !html.includes('</head>')) throw new Error('index.html：找不到 <div id="root"> 或 </head>（Umi 的页面模板已变化）');
  const scripts: string[] = [];
  let out = html.replace(/<script src="([^"]+)"><\/script>\n?/g, (_, src: string) => {
    scripts.push(src);
    return '';
  });
  if (!scripts.some((src) => /\/umi\.[0-9a-f]+\.js$/.test(src))) throw new Error('index.html：找不到 umi.js');
  // The preload helper first: it asks for the route's chunks as soon as it runs.
  scripts.sort((a, b) => Number(/preload_helper/.test(b)) - Number(/preload_helper/.test(a)));
  const tags = scripts.map((src) => `<script defer src="${src}"></script>`).join('\n');
  // Before the app's stylesheet, where antd's runtime puts its styles (first in the head), so the
  // app's own rules keep overriding antd's as they do without the file.
  const link = `<link rel="stylesheet" href="/static/${cssFile}">\n`;
  const firstLink = out.indexOf('<link rel="stylesheet"');
  out = firstLink >= 0 ? `${out.slice(0, firstLink)}${link}${out.slice(firstLink)}` : out.replace('</head>', `${link}</head>`);
  out = out.replace('</head>', `${tags}\n</head>`);
  out = out.replace(
    root,
    `<div id="${STATIC_LOGIN_ID}" hidden style="${CONTAINER_STYLE}">${markup}</div>\n<script>${STATIC_LOGIN_SCRIPT}</script>\n${root}`,
  );
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: prerenderLogin.tsx <dist>');
  const file = path.join(dist, 'index.html');
  const { markup, css } = renderStaticLogin();
  const cssFile = `login.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  fs.writeFileSync(path.join(dist, cssFile), css);
  fs.writeFileSync(file, prerenderLoginHtml(fs.readFileSync(file, 'utf8'), markup, cssFile));
  console.log(`prerenderLogin: ${file}, ${cssFile} (${(css.length / 1024).toFixed(0)} KiB)`);
}
