/**
 * The web build under /static/ as a browser and an attacker see it: precompressed copies chosen by
 * Accept-Encoding (with Vary), the caching rules, and every way of stepping out of the build
 * directory answered with one status and envelope. A tiny fake dist dir stands in for the build;
 * its compressed copies are written by the build's own step (scripts/compress.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors';
import { compressDir } from '../../scripts/compress';
import { startTestApp, type TestApp } from './harness';

// Static files do not touch the database: one driver is enough.
describe('web build under /static/', () => {
  let t: TestApp;
  let base: string;
  let dist: string;
  const script = `console.log(${JSON.stringify('合规'.repeat(2000))});\n`;

  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-static-'));
    dist = path.join(base, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script src="/static/umi.1234abcd.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'umi.1234abcd.js'), script);
    fs.writeFileSync(path.join(dist, 'tiny.js'), 'x()');
    fs.writeFileSync(path.join(dist, 'logo.png'), Buffer.alloc(4096, 7));
    // A file next to the build that traversal attempts aim at.
    fs.writeFileSync(path.join(base, 'secret.txt'), 'TOP-SECRET');
    await compressDir(dist);
    t = await startTestApp('pglite', { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('compression', () => {
    it('writes brotli and gzip copies of text files only, and only when smaller', () => {
      expect(fs.existsSync(path.join(dist, 'umi.1234abcd.js.br'))).toBe(true);
      expect(fs.existsSync(path.join(dist, 'umi.1234abcd.js.gz'))).toBe(true);
      expect(fs.existsSync(path.join(dist, 'tiny.js.br'))).toBe(false);
      expect(fs.existsSync(path.join(dist, 'logo.png.br'))).toBe(false);
    });

    it('sends brotli to a browser that accepts it, with the script type and Vary', async () => {
      const res = await get('/static/umi.1234abcd.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    });

    it('sends gzip when brotli is not accepted', async () => {
      const res = await get('/static/umi.1234abcd.js', { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
    });

    it('sends the plain file to a client that accepts no encoding, and files without copies as they are', async () => {
      const plain = await get('/static/umi.1234abcd.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const tiny = await get('/static/tiny.js', { 'accept-encoding': 'br, gzip' });
      expect(tiny.statusCode).toBe(200);
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body).toBe('x()');
    });

    it('keeps hashed files immutable for a year in every encoding, and HTML unchecked never', async () => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await get('/static/umi.1234abcd.js', { 'accept-encoding': encoding });
        expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      }
      expect((await get('/static/index.html', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('no-cache');
      expect((await get('/', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('no-cache');
    });
  });

  describe('traversal', () => {
    const attempts = [
      '/static/../secret.txt',
      '/static/..%2fsecret.txt',
      '/static/%2e%2e/secret.txt',
      '/static/%2e%2e%2fsecret.txt',
      '/static/%2E%2E%2Fsecret.txt',
      '/static/%252e%252e%252fsecret.txt',
      '/static/..%252fsecret.txt',
      '/static/..\\secret.txt',
      '/static/..%5csecret.txt',
      '/static/%5c..%5csecret.txt',
      '/static/umi.1234abcd.js%00.png',
      '/static/umi.1234abcd.js%2500',
      '/static/assets/../../secret.txt',
      '/static//../secret.txt',
    ];

    it.each(attempts)('%s: 404 with the envelope and the security headers, nothing of the file', async (url) => {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, data: null, errorCode: '404', errorMsg: ERROR_MESSAGES['404'] });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.body).not.toContain('TOP-SECRET');
      expect(res.body).not.toContain('合规');
    });
  });
});
