/**
 * The built web app: files of WEB_DIST_DIR under /static/ (the build's publicPath; content-hashed
 * names, so `public, max-age=31536000, immutable`) and its index.html at / (no-cache, so a new
 * build is picked up). Inline scripts of index.html are
 * admitted by hash in that response's CSP. Without a build, / explains how to make one.
 * Files are sent as the brotli or gzip copy that `npm run build` writes next to them
 * (scripts/compress.ts) when the browser accepts it: nothing is compressed per request.
 * A path that tries to leave the directory is answered like a missing file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, fail } from '../../domain/errors';
import { contentSecurityPolicy } from './security';

const IMMUTABLE_MAX_AGE_MS = 365 * 24 * 3_600_000;

export interface StaticOptions {
  distDir: string;
  frameAncestors: string;
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>前端尚未构建</title></head>
<body style="font-family: sans-serif; padding: 2rem">
<h1>前端尚未构建</h1>
<p>服务端已启动，但没有找到前端构建产物。请在项目目录运行 <code>npm run build</code>（或直接 <code>npm start</code>）后刷新本页。</p>
<p>接口文档：<a href="/api/docs">/api/docs</a></p>
</body></html>`;

/** CSP hash sources of the inline <script> elements (without src) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (match[1].trim()) hashes.push(`sha256-${createHash('sha256').update(match[1]).digest('base64')}`);
  }
  return hashes;
}

/**
 * Whether a /static/ file path (as the router decoded it) tries anything but naming a build file:
 * `..` or `.` segments, backslashes (a separator on Windows), NUL or other control characters, or
 * a `%` left over from double encoding (build file names never contain one). Such a path is
 * refused before the file system is asked, with the same 404 envelope as a missing file, so no
 * variant tells an attacker more than another.
 */
export function isSuspiciousStaticPath(filePath: string): boolean {
  if (/[\\%\u0000-\u001f\u007f]/.test(filePath)) return true;
  return filePath.split('/').some((segment) => segment === '..' || segment === '.');
}

export default async function staticRoutes(app: FastifyInstance, options: StaticOptions) {
  const root = path.resolve(options.distDir);
  if (fs.existsSync(root)) {
    // Runs before @fastify/static (hooks of this context apply to the routes it registers below).
    app.addHook('preHandler', async (request, reply) => {
      const filePath = (request.params as { '*'?: string } | undefined)?.['*'];
      if (filePath !== undefined && isSuspiciousStaticPath(filePath)) {
        request.log.info({ reason: 'static path refused' }, 'request refused');
        return reply.status(404).send(fail(ErrorCode.NOT_FOUND));
      }
    });
    // The build names its files by content hash (.umirc.ts `hash: true`): a changed file gets a
    // new name, so browsers may keep each one for a year without asking again.
    await app.register(fastifyStatic, {
      root,
      prefix: '/static/',
      index: false,
      decorateReply: false,
      maxAge: IMMUTABLE_MAX_AGE_MS,
      immutable: true,
      // foo.js.br / foo.js.gz from the build, chosen by Accept-Encoding (br before gzip).
      preCompressed: true,
      // Caches must keep one copy per encoding: the same URL answers brotli, gzip or plain bytes.
      setHeaders: (res) => res.setHeader('Vary', 'Accept-Encoding'),
    });
    // HTML keeps its name across builds, so it is never cached unchecked (the app's entry is / anyway).
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/static/') && /\.html?(?:[?#]|$)/i.test(request.url)) reply.header('Cache-Control', 'no-cache');
    });
  }

  app.get('/', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    let html: string;
    try {
      html = await fs.promises.readFile(path.join(root, 'index.html'), 'utf8');
    } catch {
      return reply.send(MISSING_BUILD_PAGE);
    }
    reply.header('Content-Security-Policy', contentSecurityPolicy(options.frameAncestors, inlineScriptHashes(html)));
    return reply.send(html);
  });
}
