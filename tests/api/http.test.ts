import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_CONTRACTS, colonPath, defineContract } from '../../domain/api';
import { ERROR_MESSAGES, FORBIDDEN_MESSAGE } from '../../domain/errors';
import { accounts } from '../../server/db/schema';
import { registerContract } from '../../server/http/registerContract';
import { DRIVERS, startTestApp, type TestApp } from './harness';

// Test-only contracts, registered through the same registerContract as the product's.
const rootOnly = defineContract({
  method: 'GET',
  path: '/test/root-only',
  tag: '测试',
  summary: '仅平台管理员',
  response: z.object({ ok: z.boolean() }),
  access: 'canRoot',
  timeout: 0,
});
const equityOnly = defineContract({
  method: 'GET',
  path: '/test/equity',
  tag: '测试',
  summary: '权益',
  response: z.boolean(),
  access: 'accountEquity',
  timeout: 0,
});
const aocOnly = defineContract({
  method: 'GET',
  path: '/test/aoc',
  tag: '测试',
  summary: '公告',
  response: z.boolean(),
  access: 'canReadAoc',
  timeout: 0,
});
const boom = defineContract({
  method: 'POST',
  path: '/test/boom',
  tag: '测试',
  summary: '故障',
  response: z.boolean(),
  access: 'public',
  timeout: 0,
});
const badShape = defineContract({
  method: 'GET',
  path: '/test/bad-shape',
  tag: '测试',
  summary: '错误结构',
  response: z.object({ ok: z.boolean() }),
  access: 'public',
  timeout: 0,
});
// A contract without the shared text schema, to show the database backstop (PostgreSQL 22021).
const lookup = defineContract({
  method: 'POST',
  path: '/test/lookup',
  tag: '测试',
  summary: '按手机号查找（无文本校验）',
  body: z.object({ phone: z.string() }),
  response: z.boolean(),
  access: 'public',
  timeout: 0,
});
const echo = defineContract({
  method: 'POST',
  path: '/test/echo/{id}',
  tag: '测试',
  summary: '回显',
  params: z.object({ id: z.string().regex(/^\d+$/, '编号必须是数字') }),
  query: z.object({ page: z.coerce.number().int().min(1, '页码必须大于等于 1').default(1) }),
  body: z.object({ name: z.string({ error: '请输入名称' }).min(1, '请输入名称') }),
  response: z.object({ id: z.string(), page: z.number(), name: z.string() }),
  access: 'public',
  timeout: 0,
});

/** A GET over a real connection: status, headers and body as the client received them. */
function rawGet(
  port: number,
  requestPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: requestPath, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe.each(DRIVERS)('HTTP core (%s)', (driver) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script>window.publicPath="/static/"</script><script src="/static/umi.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'umi.js'), 'console.log("app")');
    t = await startTestApp(driver, {
      env: { WEB_DIST_DIR: dist },
      extend(app) {
        registerContract(app, rootOnly, async () => ({ ok: true }));
        registerContract(app, equityOnly, async () => true);
        registerContract(app, aocOnly, async () => true);
        registerContract(app, boom, async () => {
          throw new Error('connection to postgres://admin:hunter2@db failed');
        });
        registerContract(app, badShape, async () => ({ ok: 'yes' }) as never);
        registerContract(app, echo, async ({ params, query, body }) => ({ id: params.id, page: query.page, name: body.name }));
        registerContract(app, lookup, async ({ body }) => (await app.db.select().from(accounts).where(eq(accounts.phone, body.phone))).length > 0);
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('registers a route for every contract', () => {
    for (const contract of ALL_CONTRACTS)
      expect(t.app.hasRoute({ method: contract.method, url: colonPath(contract.path) }), contract.path).toBe(true);
  });

  describe('guard', () => {
    it('answers 403 when the role lacks the contract’s flag, and runs the handler when it has it', async () => {
      const pm = t.client();
      await pm.loginWithPassword('13800000021');
      expect((await pm.get('/test/root-only')).body).toEqual({ success: false, data: null, errorCode: '403', errorMsg: FORBIDDEN_MESSAGE });
      const root = t.client();
      await root.loginWithPassword('13800000001');
      expect((await root.get('/test/root-only')).body).toEqual({ success: true, data: { ok: true }, errorCode: '200', errorMsg: '' });
    });

    it('answers 403 to a role of a tenant that is not admitted, even for flags everyone has', async () => {
      const pending = t.client();
      await pending.loginWithPassword('13800000015');
      expect((await pending.get('/test/equity')).body.errorCode).toBe('403');
      expect((await pending.get('/test/aoc')).body.errorCode).toBe('403');
      const admitted = t.client();
      await admitted.loginWithPassword('13800000011');
      expect((await admitted.get('/test/equity')).body.data).toBe(true);
    });

    it('answers 403 to an account awaiting admission and 10000 without a session', async () => {
      const fresh = t.client();
      await fresh.loginWithCode('13700009999');
      await fresh.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
      expect((await fresh.get('/test/aoc')).body.errorCode).toBe('403');
      expect((await t.client().get('/test/aoc')).body.errorCode).toBe('10000');
    });
  });

  describe('CSRF', () => {
    it('refuses a POST without X-Requested-With: XMLHttpRequest', async () => {
      const res = await t.client().request('POST', '/user/loginByPhone', { body: { phone: '13800000001', password: 'Demo@2025' }, csrf: false });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, data: null, errorCode: 'csrf_rejected', errorMsg: ERROR_MESSAGES.csrf_rejected });
      expect(res.setCookie).toEqual([]);
      const wrongValue = await t.client().request('POST', '/user/loginByPhone', { body: {}, csrf: false, headers: { 'x-requested-with': 'fetch' } });
      expect(wrongValue.status).toBe(403);
    });

    it('refuses GET /user/logout without the header (a cross-site link cannot log anyone out)', async () => {
      const client = t.client();
      await client.loginWithPassword('13800000021');
      const session = client.token;
      const forced = await client.request('GET', '/user/logout', { csrf: false });
      expect(forced.status).toBe(403);
      expect(forced.body).toEqual({ success: false, data: null, errorCode: 'csrf_rejected', errorMsg: ERROR_MESSAGES.csrf_rejected });
      expect(forced.setCookie).toEqual([]);
      expect(client.token).toBe(session);
      expect((await client.get('/user/getUserInfo')).body.success).toBe(true);

      const asTheWebClient = await client.request('GET', '/user/logout', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(asTheWebClient.body.data).toBe('/#/login');
      expect((await client.get('/user/getUserInfo')).body.errorCode).toBe('10000');
    });

    it('declares the header for logout in the API document', async () => {
      const doc = (await t.client().get('/api/docs')).body as unknown as {
        paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
      };
      expect(doc.paths['/user/logout'].get.parameters).toContainEqual(expect.objectContaining({ name: 'X-Requested-With', in: 'header' }));
    });
  });

  describe('validation', () => {
    it.each([
      [{ phone: '12345', password: 'x' }, '参数错误：phone 手机号格式不正确'],
      [{}, '参数错误：phone 请输入手机号'],
      [{ phone: '13800000001' }, '参数错误：code 请输入验证码或密码（二选一）'],
      [{ phone: '13800000001', code: '123456', password: 'x' }, '参数错误：code 请输入验证码或密码（二选一）'],
      [{ phone: '13800000001', code: '12ab56' }, '参数错误：code 验证码为 6 位数字'],
    ])('answers %j with a Chinese message naming the field', async (body, message) => {
      const res = await t.client().post('/user/loginByPhone', body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: false, data: null, errorCode: '400', errorMsg: message });
    });

    it('names path, query and body fields of any contract', async () => {
      const client = t.client();
      expect((await client.post('/test/echo/12?page=2', { name: 'a' })).body.data).toEqual({ id: '12', page: 2, name: 'a' });
      expect((await client.post('/test/echo/abc', { name: 'a' })).body.errorMsg).toBe('参数错误：id 编号必须是数字');
      expect((await client.post('/test/echo/1?page=0', { name: 'a' })).body.errorMsg).toBe('参数错误：page 页码必须大于等于 1');
      expect((await client.post('/test/echo/1', {})).body.errorMsg).toBe('参数错误：name 请输入名称');
    });

    it('says what is allowed, never zod generic text: a list query with a wrong filter and page size', async () => {
      const client = t.client();
      await client.loginWithPassword('13800000021');
      const res = await client.get('/api/pay/order/list', { status: 'bogus', pageSize: '1000', current: '1' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: false,
        data: null,
        errorCode: '400',
        errorMsg:
          '参数错误：pageSize 须为 1–200 的整数；status 须为 待支付（created）/已支付（paid）/已关闭（closed）/退款中（refunding）/已退款（refunded）之一',
      });
      expect((await client.get('/api/pay/order/list', { pageSize: 'abc' })).body.errorMsg).toBe('参数错误：pageSize 须为 1–200 的整数');
    });

    it('never answers 500 to odd bodies', async () => {
      const posts = ALL_CONTRACTS.filter((contract) => contract.method === 'POST');
      const odd: unknown[] = [
        [],
        [1, 2],
        'text',
        42,
        { phone: 13800000001 },
        { phone: null, code: {} },
        { tenantCode: ['a'] },
        { licenceCode: '' },
        { phone: '1'.repeat(5000) },
      ];
      for (const contract of posts) {
        for (const body of odd) {
          const res = await t
            .client()
            .request('POST', contract.path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
          expect(res.status, `${contract.path} ${JSON.stringify(body).slice(0, 40)}`).toBeLessThan(500);
          expect(res.body.success).toBe(false);
        }
      }
    });

    it('answers a NUL or other control character in a text field with the 400 envelope, never 500', async () => {
      const client = t.client();
      await client.loginWithPassword('13800000021');
      const cases: [string, unknown, string][] = [
        ['/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1\u0000' }, 'licenceCode'],
        ['/consulting/tenant/chose', { tenantCode: 'T-CU-DEMO\u0000' }, 'tenantCode'],
        ['/consulting/tenant/chose', { tenantCode: '\u0000' }, 'tenantCode'],
        ['/consulting/tenant/chose', { tenantCode: 'T-CU\u001bDEMO' }, 'tenantCode'],
        ['/user/loginByPhone', { phone: '13800000021', password: 'Demo@2025\u0000' }, 'password'],
      ];
      for (const [url, body, field] of cases) {
        const res = await client.post(url, body);
        expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(200);
        expect(res.body).toEqual({
          success: false,
          data: null,
          errorCode: '400',
          errorMsg: `参数错误：${field} 不能包含控制字符（如 NUL、回车等不可见字符）`,
        });
      }
      // Surrounding white space is trimmed; the value then works.
      expect((await client.post('/consulting/tenant/chose', { tenantCode: '  T-CU-DEMO\n' })).body.success).toBe(true);
    });

    it('answers a NUL that reaches PostgreSQL (a schema without the text rule) with the 400 envelope', async () => {
      const res = await t.client().post('/test/lookup', { phone: '138\u00000000001' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, data: null, errorCode: '400' });
      expect(res.text).not.toMatch(/UTF8|0x00|encoding/);
    });

    it('answers malformed JSON and unsupported content types with the envelope', async () => {
      const bad = await t.client().request('POST', '/user/loginByPhone', { body: '{"phone":', headers: { 'content-type': 'application/json' } });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, errorCode: '400', errorMsg: '参数错误：请求体不是合法的 JSON' });
      const text = await t.client().request('POST', '/user/loginByPhone', { body: 'phone=1', headers: { 'content-type': 'text/csv' } });
      expect(text.status).toBe(415);
      expect(text.body).toMatchObject({ success: false, errorCode: '400' });
    });

    it('answers 413 with the envelope when the body is too large', async () => {
      const res = await t.client().post('/user/loginByPhone', { phone: '13800000001', password: 'x'.repeat(1_100_000) });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, data: null, errorCode: '413', errorMsg: ERROR_MESSAGES['413'] });
    });
  });

  describe('errors', () => {
    it('answers an unknown path with HTTP 404 and the envelope', async () => {
      for (const url of ['/nope', '/api/nope.json', '/static/missing.js']) {
        const res = await t.client().get(url);
        expect(res.status, url).toBe(404);
        expect(res.body).toEqual({ success: false, data: null, errorCode: '404', errorMsg: ERROR_MESSAGES['404'] });
      }
      expect((await t.client().post('/nope', {})).status).toBe(404);
    });

    it('answers an undecodable URL with the 400 envelope and the security headers, without echoing it', async () => {
      for (const url of ['/%', '/user/getUserInfo%zz', '/static/%E0%A4%A', '/api/%%32']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ success: false, data: null, errorCode: '400', errorMsg: '参数错误：请求地址不是合法的 URL 编码' });
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
        expect(res.body).not.toContain('%');
      }
    });

    it('answers an oversized URL or header with the 431 envelope and the security headers (real HTTP parser, not inject)', async () => {
      // inject bypasses Node's HTTP parser, where maxHeaderSize (16 KiB) is enforced: listen for real.
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      const cases: { path: string; headers?: Record<string, string> }[] = [
        { path: `/api/pay/order/list?keyword=${'a'.repeat(20_000)}` },
        { path: '/user/getUserInfo', headers: { 'x-padding': 'b'.repeat(20_000) } },
        { path: '/user/getUserInfo', headers: Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`x-h${i}`, 'c'.repeat(50)])) },
        // Far more than the parser reads: the answer must still arrive, not a reset connection.
        { path: '/user/getUserInfo', headers: { 'x-padding': 'd'.repeat(1_000_000) } },
      ];
      for (const { path: requestPath, headers } of cases) {
        const res = await rawGet(Number(port), requestPath, headers);
        expect(res.status, requestPath.slice(0, 40)).toBe(431);
        expect(JSON.parse(res.body)).toEqual({ success: false, data: null, errorCode: '400', errorMsg: '参数错误：请求地址或请求头过长' });
        expect(res.headers['content-type']).toMatch(/application\/json; charset=utf-8/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
        expect(res.headers['referrer-policy']).toBe('same-origin');
        expect(res.headers.connection).toBe('close');
      }
      // Malformed HTTP gets the envelope too.
      const malformed = await new Promise<string>((resolve, reject) => {
        let received = '';
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (received += chunk));
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      expect(malformed).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(malformed).toContain('X-Content-Type-Options: nosniff');
      expect(JSON.parse(malformed.slice(malformed.indexOf('\r\n\r\n') + 4))).toEqual({
        success: false,
        data: null,
        errorCode: '400',
        errorMsg: '参数错误：请求格式无效',
      });
      // The server goes on serving ordinary requests.
      expect((await rawGet(Number(port), '/user/getUserInfo')).status).toBe(200);
    });

    it('hides the internals of a 5xx', async () => {
      const res = await t.client().post('/test/boom', {});
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, data: null, errorCode: '500', errorMsg: ERROR_MESSAGES['500'] });
      expect(res.text).not.toMatch(/hunter2|postgres|stack|Error/);
    });

    it('refuses a handler answer that breaks its contract (development and test)', async () => {
      const res = await t.client().get('/test/bad-shape');
      expect(res.status).toBe(500);
      expect(res.body.errorCode).toBe('500');
    });
  });

  describe('security headers', () => {
    it('are on every response, with frame-ancestors from the configuration and no X-Frame-Options', async () => {
      for (const res of [
        await t.client().get('/user/getUserInfo'),
        await t.client().get('/nope'),
        await t.client().get('/'),
        await t.client().get('/static/umi.js'),
      ]) {
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('same-origin');
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['permissions-policy']).toContain('camera=()');
        expect(res.headers['x-frame-options']).toBeUndefined();
      }
    });
  });

  describe('web app and API document', () => {
    it('serves index.html at / without caching, admitting its inline script by hash', async () => {
      const res = await t.client().get('/');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    });

    it('serves build files under /static/, cached for a year as immutable (content-hashed names)', async () => {
      const res = await t.client().get('/static/umi.js');
      expect(res.status).toBe(200);
      expect(res.text).toBe('console.log("app")');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // HTML keeps its name across builds: never cached unchecked, under /static/ either.
      expect((await t.client().get('/static/index.html')).headers['cache-control']).toBe('no-cache');
      expect((await t.client().get('/')).headers['cache-control']).toBe('no-cache');
    });

    it('explains how to build when index.html is missing', async () => {
      fs.renameSync(path.join(dist, 'index.html'), path.join(dist, 'index.bak'));
      try {
        const res = await t.client().get('/');
        expect(res.status).toBe(200);
        expect(res.text).toContain('npm run build');
      } finally {
        fs.renameSync(path.join(dist, 'index.bak'), path.join(dist, 'index.html'));
      }
    });

    it('serves an OpenAPI 3.1 document listing every contract', async () => {
      const res = await t.client().get('/api/docs');
      const doc = res.body as unknown as {
        openapi: string;
        paths: Record<
          string,
          Record<
            string,
            {
              operationId: string;
              'x-access': string;
              requestBody?: { content: Record<string, { schema: { properties: object } }> };
              responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }>;
            }
          >
        >;
      };
      expect(doc.openapi).toBe('3.1.0');
      for (const contract of ALL_CONTRACTS) {
        const operation = doc.paths[contract.path]?.[contract.method.toLowerCase()];
        expect(operation, contract.path).toBeDefined();
        expect(operation['x-access']).toBe(contract.access);
        expect(Object.keys(operation.responses['200'].content['application/json'].schema.properties).sort()).toEqual([
          'data',
          'errorCode',
          'errorMsg',
          'success',
        ]);
      }
      const login = doc.paths['/user/loginByPhone'].post;
      expect(Object.keys(login.requestBody!.content['application/json'].schema.properties)).toEqual(['phone', 'code', 'password']);
      expect(doc.paths['/test/root-only']).toBeUndefined();
    });
  });
});

describe('client address behind a reverse proxy (TRUST_PROXY)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const start = async (trustProxy?: string) => {
    const t = await startTestApp('pglite', {
      env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
      extend(app) {
        app.get('/test/ip', async (request) => ({ ip: request.ip }));
      },
    });
    apps.push(t);
    return (remoteAddress: string, forwardedFor?: string) =>
      t.app
        .inject({ method: 'GET', url: '/test/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
        .then((res) => (res.json() as { ip: string }).ip);
  };

  it('ignores X-Forwarded-For by default', async () => {
    const ipOf = await start();
    expect(await ipOf('203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('with one trusted hop, takes the address the proxy saw, not a leftmost value the client wrote', async () => {
    const ipOf = await start('1');
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy (10.0.0.1) appended the real peer.
    expect(await ipOf('10.0.0.1', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf('10.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('with a list of proxy addresses/CIDRs, trusts only those', async () => {
    const ipOf = await start('10.0.0.0/8, 192.168.1.5');
    expect(await ipOf('10.0.0.1', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    // Two trusted proxies in a row (the inner one listed by its CIDR).
    expect(await ipOf('192.168.1.5', '1.2.3.4, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    // A direct client is not a trusted proxy: its header is ignored.
    expect(await ipOf('198.51.100.7', '1.2.3.4')).toBe('198.51.100.7');
  });
});
