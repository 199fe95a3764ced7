/**
 * A plain static server on loopback for the stock Ant Design Pro build that `bench:web` compares
 * the login page with (STOCK_PRO_DIST, see docs/performance.md): every text file of the build is
 * gzipped once at start (level 9, as a production nginx with `gzip_static` would serve it) and
 * sent with `Content-Encoding: gzip` to a client that accepts it; a path without a file gets the
 * build's HTML for that route (`exportStatic` writes `user/login/index.html`), else index.html,
 * as an SPA host does. API calls (`/api/…`) answer 401 JSON: the stock login page makes none.
 *
 * It runs in its own process (`node --import tsx bench/web/stockServer.ts <dist>` prints
 * `listening <base URL>`), as our server does: inside the benchmark's process it would answer
 * only between the benchmark's own work (Playwright's protocol traffic, every network event of
 * the page being measured) and the stock page would load slower than a static server serves it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

interface Asset {
  type: string;
  raw: Buffer;
  gzip?: Buffer;
}

function loadAssets(dist: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const ext = path.extname(entry.name);
        const raw = fs.readFileSync(full);
        const gzip = COMPRESSIBLE.has(ext) && raw.length >= 1024 ? zlib.gzipSync(raw, { level: 9 }) : undefined;
        assets.set(`/${path.relative(dist, full).split(path.sep).join('/')}`, { type: TYPES[ext] ?? 'application/octet-stream', raw, gzip });
      }
    }
  };
  walk(dist);
  return assets;
}

/** Serves `dist` on 127.0.0.1 at a free port; resolves with its base URL and a close function. */
export async function serveStockBuild(dist: string): Promise<{ base: string; close: () => Promise<void> }> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`STOCK_PRO_DIST=${dist}: no index.html (build stock Ant Design Pro first)`);
  const assets = loadAssets(dist);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"success":false}');
      return;
    }
    const route = url.pathname.replace(/\/$/, '');
    const asset = assets.get(url.pathname) ?? assets.get(`${route}/index.html`) ?? (path.extname(route) ? undefined : assets.get('/index.html'));
    if (!asset) {
      res.writeHead(404).end();
      return;
    }
    const gzip = asset.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? asset.gzip! : asset.raw;
    res.writeHead(200, {
      'Content-Type': asset.type,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: stockServer.ts <stock Ant Design Pro dist/>');
  const { base } = await serveStockBuild(path.resolve(dist));
  console.log(`listening ${base}`);
}
