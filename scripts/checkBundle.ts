/**
 * `npm run check:bundle [distDir]`, run after `npm run build` (CI too): the JavaScript each page
 * loads, in bytes on the wire as the server sends it (the brotli copies of scripts/compress.ts),
 * from the build's own record of which files each route needs (dist/.bundle-manifest.json,
 * scripts/bundleManifest.ts). Deterministic: no browser, no timing. Fails (exit 1) when the login
 * page passes its budget, and when a page passes 1.5x the login page (scripts/bundleBudget.ts).
 * Pages that carry ProTable (its table, pro-form and pro-field: ~1.6x; see docs/performance.md)
 * fail only past 1.75x for now and are listed as a warning between the two; `--strict` holds them
 * to 1.5x too.
 *
 * A page = the entry files (index.html's scripts) + its route chunk group + the layout's chunk
 * group when the page is inside the layout (every page but those listed as outside it below; a
 * page counted with the layout when it has none only makes the check stricter).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_MANIFEST, type BundleManifest } from './bundleManifest';
import { LOGIN_JS_BUDGET_BYTES, PAGE_TO_LOGIN_MAX_RATIO, PRO_TABLE_PACKAGES, PRO_TABLE_PAGE_MAX_RATIO } from './bundleBudget';

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
  /** The page loads ProTable or pro-form (a file of it carries one of PRO_TABLE_PACKAGES). */
  proTable: boolean;
}

function wireSize(dist: string, file: string): { wire: number; raw: number } {
  const full = path.join(dist, file);
  const raw = fs.statSync(full).size;
  const br = `${full}.br`;
  return { raw, wire: fs.existsSync(br) ? fs.statSync(br).size : raw };
}

export function pageBytes(dist: string): PageBytes[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, BUNDLE_MANIFEST), 'utf8')) as BundleManifest;
  const pages = Object.keys(manifest.groups).filter((name) => name.startsWith('p__'));
  return pages.map((page) => {
    const groups = [page, ...(OUTSIDE_LAYOUT.has(page) ? [] : [LAYOUT_GROUP])];
    const files = new Set([...manifest.entry, ...groups.flatMap((group) => manifest.groups[group] ?? [])].filter((file) => file.endsWith('.js')));
    let wire = 0;
    let raw = 0;
    let proTable = false;
    for (const file of files) {
      const size = wireSize(dist, file);
      wire += size.wire;
      raw += size.raw;
      proTable ||= (manifest.packages[file] ?? []).some(([name]) => PRO_TABLE_PACKAGES.includes(name));
    }
    return { page, files: files.size, wire, raw, proTable };
  });
}

/** The most a page may load, as a multiple of the login page: 1.5x, ProTable pages 1.75x unless strict. */
export function pageRatioLimit(row: PageBytes, strict: boolean): number {
  return row.proTable && !strict ? PRO_TABLE_PAGE_MAX_RATIO : PAGE_TO_LOGIN_MAX_RATIO;
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
      ProTable: row.proTable ? 'yes' : '',
    })),
  );
  const failures: string[] = [];
  if (login.wire > LOGIN_JS_BUDGET_BYTES) failures.push(`登录页 JS 传输 ${kib(login.wire)}，超过预算 ${kib(LOGIN_JS_BUDGET_BYTES)}`);
  const strict = process.argv.includes('--strict');
  for (const row of rows) {
    if (row.wire <= login.wire * PAGE_TO_LOGIN_MAX_RATIO) continue;
    const limit = pageRatioLimit(row, strict);
    const ratio = (row.wire / login.wire).toFixed(2);
    if (row.wire > login.wire * limit) failures.push(`${row.page} 的 JS 传输 ${kib(row.wire)}（登录页的 ${ratio} 倍），超过 ${limit} 倍`);
    else
      console.warn(
        `! ${row.page}（ProTable/ProForm 页面）的 JS 传输 ${kib(row.wire)}，是登录页的 ${ratio} 倍：目标 ${PAGE_TO_LOGIN_MAX_RATIO} 倍，暂许 ${limit} 倍`,
      );
  }
  console.log(
    `login JS on the wire: ${kib(login.wire)} of ${kib(LOGIN_JS_BUDGET_BYTES)}; heaviest page ${(rows[0].wire / login.wire).toFixed(2)}x login ` +
      `(max ${PAGE_TO_LOGIN_MAX_RATIO}x${strict ? '' : `, ProTable pages ${PRO_TABLE_PAGE_MAX_RATIO}x`})`,
  );
  if (failures.length) {
    for (const failure of failures) console.error(`✗ ${failure}`);
    process.exit(1);
  }
  console.log('✓ bundle budget met');
}
