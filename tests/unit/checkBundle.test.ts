/**
 * The bundle budget check counts what a route really loads, as the server sends it: the entry
 * files plus the route's chunk group (plus the layout's for pages inside the layout), each file
 * once, at its brotli size when the build wrote a .br copy. A fake build directory stands in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_MANIFEST, type BundleManifest } from '../../scripts/bundleManifest';
import { pageBytes, pagesOverLimit } from '../../scripts/checkBundle';

describe('check:bundle page bytes', () => {
  let dist: string;
  const write = (file: string, bytes: number, br?: number) => {
    fs.writeFileSync(path.join(dist, file), Buffer.alloc(bytes));
    if (br !== undefined) fs.writeFileSync(path.join(dist, `${file}.br`), Buffer.alloc(br));
  };

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-bundle-'));
    write('umi.js', 1000, 300);
    write('umi.css', 500, 100);
    write('shared-a.js', 400, 120);
    write('layout.js', 800, 200);
    write('p__Login__index.js', 200, 60);
    write('p__Orders__index.js', 600); // no .br copy: counted as sent, uncompressed
    // index.html also loads the route preload helper, which webpack's manifest does not list.
    write('preload_helper.1a2b.js', 50, 20);
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<head><script src="/static/umi.js"></script><script src="/static/preload_helper.1a2b.js"></script></head>',
    );
    const manifest: BundleManifest = {
      entry: ['umi.js', 'umi.css'],
      groups: {
        p__Login__index: ['shared-a.js', 'p__Login__index.js'],
        p__Orders__index: ['shared-a.js', 'p__Orders__index.js'],
        't__plugin-layout__Layout': ['shared-a.js', 'layout.js'],
      },
      packages: {
        'p__Orders__index.js': [
          ['@ant-design/pro-table', 90_000],
          ['antd', 40_000],
        ],
        'shared-a.js': [['antd', 20_000]],
      },
    };
    fs.writeFileSync(path.join(dist, BUNDLE_MANIFEST), JSON.stringify(manifest));
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('the login page: entry JS, the helper index.html loads, its own group, brotli sizes, no layout, no CSS', () => {
    const login = pageBytes(dist).find((row) => row.page === 'p__Login__index');
    expect(login).toEqual({ page: 'p__Login__index', files: 4, wire: 300 + 20 + 120 + 60, raw: 1000 + 50 + 400 + 200, heavy: [] });
  });

  it('a page inside the layout also carries the layout group, shared files counted once', () => {
    const orders = pageBytes(dist).find((row) => row.page === 'p__Orders__index');
    expect(orders).toEqual({
      page: 'p__Orders__index',
      files: 5,
      wire: 300 + 20 + 120 + 600 + 200,
      raw: 1000 + 50 + 400 + 600 + 800,
      heavy: ['@ant-design/pro-table'],
    });
  });

  it('holds every page to 1.5x login, whatever it loads', () => {
    const rows = pageBytes(dist);
    const login = rows.find((row) => row.page === 'p__Login__index')!;
    // Orders: 1,240 bytes against the login page's 500 (2.5x); at 1,240 / 1.5 ≈ 827 login bytes it would pass.
    expect(pagesOverLimit(rows, login).map((row) => row.page)).toEqual(['p__Orders__index']);
    expect(pagesOverLimit(rows, { ...login, wire: 827 })).toEqual([]);
  });

  it('lists pages only, not the layout group itself', () => {
    expect(
      pageBytes(dist)
        .map((row) => row.page)
        .sort(),
    ).toEqual(['p__Login__index', 'p__Orders__index']);
  });
});
