/**
 * `npm run check:bundle [distDir]`, run after `npm run build` (CI too): the JavaScript each page
 * loads, in bytes on the wire as the server sends it (the brotli copies of scripts/compress.ts),
 * from the build's own record of which files each route needs (dist/.bundle-manifest.json,
 * scripts/bundleManifest.ts). Deterministic: no browser, no timing. Fails (exit 1) when the login
 * page passes its budget, and when any page passes 1.5x the login page (scripts/bundleBudget.ts).
 * The list kit and FormKit render antd's Table and Form, so no page carries ProTable or pro-form
 * (docs/performance.md); the table's last column names a page that loads them again.
 *
 * A page = the entry files (index.html's scripts: webpack's entry and the route preload helper
 * of scripts/umiHashRoutePreload.ts, which is not a webpack asset) + its route chunk group + the layout's chunk
 * group when the page is inside the layout (every page but those listed as outside it below; a
 * page counted with the layout when it has none only makes the check stricter).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_MANIFEST, type BundleManifest } from './bundleManifest';
import { HEAVY_PRO_PACKAGES, LOGIN_JS_BUDGET_BYTES, PAGE_TO_LOGIN_MAX_RATIO } from './bundleBudget';

const LOGIN_GROUP = 'p__Login__index';
const LAYOUT_GROUP = 't__plugin-layout__Layout';
/** Route chunk groups rendered without the layout (routes with `layout: false`). */
const OUTSIDE_LAYOUT = new Set([LOGIN_GROUP, 'p__Home__index', 'p__UserAgreement__index', 'p__Clause__index', 'p__404__index']);

export interface PageBytes {
  page: string;
  files: number;
  /** Bytes on the wire: the .br copy when there is one, else the file itself. */
  wire: number;
  raw: number;
  /** The heavy pro-components packages the page loads (HEAVY_PRO_PACKAGES), if any. */
  heavy: string[];
}

function wireSize(dist: string, file: string): { wire: number; raw: number } {
  const full = path.join(dist, file);
  const raw = fs.statSync(full).size;
  const br = `${full}.br`;
  return { raw, wire: fs.existsSync(br) ? fs.statSync(br).size : raw };
}

/** The files of index.html's `<script src>` under the build's public path (/static/), if any. */
export function htmlScripts(dist: string): string[] {
  const html = path.join(dist, 'index.html');
  if (!fs.existsSync(html)) return [];
  return [...fs.readFileSync(html, 'utf8').matchAll(/<script[^>]*\ssrc="\/static\/([^"]+)"/g)].map((match) => match[1]);
}

export function pageBytes(dist: string): PageBytes[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, BUNDLE_MANIFEST), 'utf8')) as BundleManifest;
  const entry = [...manifest.entry, ...htmlScripts(dist)];
  const pages = Object.keys(manifest.groups).filter((name) => name.startsWith('p__'));
  return pages.map((page) => {
    const groups = [page, ...(OUTSIDE_LAYOUT.has(page) ? [] : [LAYOUT_GROUP])];
    const files = new Set([...entry, ...groups.flatMap((group) => manifest.groups[group] ?? [])].filter((file) => file.endsWith('.js')));
    let wire = 0;
    let raw = 0;
    const heavy = new Set<string>();
    for (const file of files) {
      const size = wireSize(dist, file);
      wire += size.wire;
      raw += size.raw;
      for (const [name] of manifest.packages[file] ?? []) if (HEAVY_PRO_PACKAGES.includes(name)) heavy.add(name);
    }
    return { page, files: files.size, wire, raw, heavy: [...heavy].sort() };
  });
}

/** The pages over the limit: more than PAGE_TO_LOGIN_MAX_RATIO times the login page's bytes. */
export function pagesOverLimit(rows: readonly PageBytes[], login: PageBytes): PageBytes[] {
  return rows.filter((row) => row.wire > login.wire * PAGE_TO_LOGIN_MAX_RATIO);
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const dist = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist');
  if (!fs.existsSync(path.join(dist, BUNDLE_MANIFEST))) {
    console.error(`没有找到 ${path.join(dist, BUNDLE_MANIFEST)}：请先运行 npm run build`);
    process.exit(1);
  }
  const rows = pageBytes(dist).sort((a, b) => b.wire - a.wire);
  const login = rows.find((row) => row.page === LOGIN_GROUP);
  if (!login) {
    console.error(`构建中没有登录页的代码块 ${LOGIN_GROUP}`);
    process.exit(1);
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.table(
    rows.map((row) => ({
      page: row.page,
      files: row.files,
      'JS on the wire (br)': kib(row.wire),
      'JS decoded': kib(row.raw),
      'x login': (row.wire / login.wire).toFixed(2),
      'pro-components': row.heavy.join(', '),
    })),
  );
  const failures: string[] = [];
  if (login.wire > LOGIN_JS_BUDGET_BYTES) failures.push(`登录页 JS 传输 ${kib(login.wire)}，超过预算 ${kib(LOGIN_JS_BUDGET_BYTES)}`);
  for (const row of pagesOverLimit(rows, login)) {
    const heavy = row.heavy.length ? `；它加载了 ${row.heavy.join('、')}（列表与表单请用 ListKit、FormKit）` : '';
    failures.push(
      `${row.page} 的 JS 传输 ${kib(row.wire)}（登录页的 ${(row.wire / login.wire).toFixed(2)} 倍），超过 ${PAGE_TO_LOGIN_MAX_RATIO} 倍${heavy}`,
    );
  }
  console.log(
    `login JS on the wire: ${kib(login.wire)} of ${kib(LOGIN_JS_BUDGET_BYTES)}; heaviest page ${(rows[0].wire / login.wire).toFixed(2)}x login ` +
      `(max ${PAGE_TO_LOGIN_MAX_RATIO}x)`,
  );
  if (failures.length) {
    for (const failure of failures) console.error(`✗ ${failure}`);
    process.exit(1);
  }
  console.log('✓ bundle budget met');
}
