/**
 * The dev mocks as `npm run dev:mock` runs them: Umi's own mock loader (getMockData: mock/*.ts
 * compiled to CommonJS) and mock middleware (body-parser, multer) in the express the dev server
 * uses, on a free port, with the real server started in-process behind them (mock/api.ts).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from '@umijs/bundler-utils/compiled/express';
import { createMockMiddleware } from '@umijs/preset-umi/dist/features/mock/createMockMiddleware';
import { getMockData } from '@umijs/preset-umi/dist/features/mock/getMockData';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_CONTRACTS, CONTRACTS } from '../../domain/api';
import { DEMO_PASSWORD } from '../../domain/demo';
import { envelopeOf, fillPath } from '../../domain/kernel/contract';
import { stopInProcessApp } from '../../mock/api';

const root = path.resolve(import.meta.dirname, '../..');
/** The mock config of .umirc.ts in dev:mock (checked below against the file). */
const MOCK_CONFIG = { exclude: ['mock/inProcessApp.ts'] };

let base = '';
let close = () => undefined as undefined;

beforeAll(async () => {
  const mockData = getMockData({ cwd: root, mockConfig: MOCK_CONFIG });
  const app = express();
  app.use(createMockMiddleware({ context: { mockData } }));
  // What no mock takes goes on to webpack in the dev server.
  app.use((_req, res) => void res.status(404).send('not a mock'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => void server.close();
});

afterAll(async () => {
  close();
  await stopInProcessApp();
});

/** A browser-like client: keeps the session cookie, sends the web client's CSRF header. */
function client() {
  let cookie = '';
  return async (method: 'GET' | 'POST', url: string, init: { json?: unknown; form?: FormData; csrf?: boolean } = {}) => {
    const headers: Record<string, string> = {};
    if (init.csrf !== false) headers['x-requested-with'] = 'XMLHttpRequest';
    if (cookie) headers.cookie = cookie;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const body = init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
    const response = await fetch(`${base}${url}`, { method, headers, body, redirect: 'manual' });
    const sid = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
    if (sid) cookie = sid.split(';')[0];
    return response;
  };
}

/** The envelope of a response, checked against the contract's response schema. */
async function envelope<R extends z.ZodType>(contract: { response: R }, response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const parsed = envelopeOf(contract.response).safeParse(await response.json());
  expect(parsed.error).toBeUndefined();
  return parsed.data!;
}

describe('Umi loads the dev mocks', () => {
  it('is told to skip the server start, which only tsx can load', () => {
    expect(fs.readFileSync(path.join(root, '.umirc.ts'), 'utf8')).toContain(`mock: mockMode ? { exclude: ['mock/inProcessApp.ts'] } : false`);
    const files = new Set(Object.values(getMockData({ cwd: root, mockConfig: MOCK_CONFIG })).map((mock) => path.relative(root, mock.file!)));
    expect([...files]).toEqual(['mock/api.ts']);
  });

  it('answers every contract: none falls through to webpack or gets the 404 of an unknown path', async () => {
    const call = client();
    const missing: string[] = [];
    for (const contract of ALL_CONTRACTS) {
      const url = fillPath(contract.path, Object.fromEntries([...contract.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'X1'])));
      const response = await call(contract.method, url, contract.method === 'POST' ? { json: {} } : {});
      const text = await response.text();
      if (response.status === 404 || !text.startsWith('{'))
        missing.push(`${contract.method} ${contract.path} → ${response.status} ${text.slice(0, 60)}`);
    }
    expect(missing).toEqual([]);
    // …while a path no contract has gets the server's own 404 envelope.
    const unknown = await call('GET', '/consulting/no/such/contract');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, errorCode: '404' });
  });
});

describe('real calls through the dev mocks', () => {
  it('logs in as a demo account and reads, lists, uploads and downloads', async () => {
    const call = client();
    expect((await envelope(CONTRACTS.getUserInfo, await call('GET', '/user/getUserInfo'))).errorCode).toBe('10000');

    const login = await call('POST', '/user/loginByPhone', { json: { phone: '13800000021', password: DEMO_PASSWORD } });
    expect(login.headers.getSetCookie().join()).toMatch(/sid=.+HttpOnly/i);
    expect(await envelope(CONTRACTS.loginByPhone, login)).toMatchObject({ success: true, data: { needAdmission: false } });

    const user = await envelope(CONTRACTS.getUserInfo, await call('GET', '/user/getUserInfo'));
    expect(user.data).toMatchObject({ accountId: 'A-21', tenantPageConfig: { tenantZhName: '示例科技有限公司' } });

    const list = await envelope(CONTRACTS.consumerProjectList, await call('GET', '/consulting/project/consumer/list?current=1&pageSize=2'));
    expect(list.data).toMatchObject({ current: 1, pageSize: 2 });
    expect(list.data!.list.length).toBe(2);
    expect(list.data!.total).toBeGreaterThan(2);

    // A state-changing call without the web client's CSRF header is refused, as by the server.
    const form = () => {
      const data = new FormData();
      data.append('purpose', 'general');
      data.append('file', new Blob(['编号,名称\n1,核心交换机\n'], { type: 'text/plain' }), '资产清单.txt');
      return data;
    };
    expect((await call('POST', '/api/file/upload/save.json', { form: form(), csrf: false })).status).toBe(403);

    // Multipart: rebuilt from multer's parts, the Chinese file name intact.
    const uploaded = await envelope(CONTRACTS.fileUpload, await call('POST', '/api/file/upload/save.json', { form: form() }));
    expect(uploaded, uploaded.errorMsg).toMatchObject({
      success: true,
      data: { fileName: '资产清单.txt', size: Buffer.byteLength('编号,名称\n1,核心交换机\n') },
    });

    const download = await call('GET', `/consulting/file/download?objectId=${uploaded.data!.objectId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('资产清单.txt'));
    expect(new TextDecoder().decode(await download.arrayBuffer())).toBe('编号,名称\n1,核心交换机\n');

    // A generated binary download (Excel): the bytes of a zip, as the server wrote them.
    const excel = await call('GET', '/consulting/assets/export?projectCode=PJ20261015RA0001&tier=business');
    expect(excel.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await excel.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
