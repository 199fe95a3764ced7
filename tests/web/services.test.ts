// @vitest-environment jsdom
/**
 * The generic contract caller: path params, "ALL" → "", contract timeouts, multipart bodies; and
 * the generated services (scripts/generateServices.ts) each calling the contract they are named by.
 */
import './setup';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '@domain/api';
import { defineContract, fillPath } from '@domain/kernel/contract';
import { identityContracts } from '@domain/identity/contracts';
import { requestConfig } from '@/requestErrorConfig';
import { callContract, requestOptionsFor } from '@/services/contract';
import * as userServices from '@/services/identity';
import { ok } from './fixtures';
import { installRequest, requests } from './umiFake';

const detail = defineContract({
  method: 'GET',
  path: '/api/user/aoc/detail/{aocCode}',
  tag: 't',
  summary: 's',
  params: z.object({ aocCode: z.string() }),
  query: z.object({ status: z.string(), keyword: z.string().optional() }),
  response: z.object({ title: z.string() }),
  access: 'canReadAoc',
  timeout: 0,
});

describe('callContract', () => {
  it('fills and encodes path params, replaces ALL in the query, and passes the contract timeout (0 = none)', async () => {
    installRequest(requestConfig, () => ok({ title: '公告' }));
    const data = await callContract(detail, { params: { aocCode: 'A 1/2' }, query: { status: 'ALL', keyword: 'x' } });
    expect(data).toEqual({ title: '公告' });
    expect(requests[0]).toMatchObject({
      url: '/api/user/aoc/detail/A%201%2F2',
      method: 'GET',
      params: { status: '', keyword: 'x' },
      timeout: 0,
    });
  });

  it('a missing path param is an error before any request', () => {
    expect(() => requestOptionsFor(detail, { params: {} as never })).toThrow('缺少路径参数 aocCode');
  });

  it('multipart contracts send FormData', () => {
    const upload = defineContract({ ...detail, method: 'POST', path: '/consulting/file/upload', multipart: true, params: undefined });
    const file = new Blob(['x']);
    const options = requestOptionsFor(upload, { body: { file, projectCode: 'P1', tags: ['a', 'b'] } as never });
    expect(options.data).toBeInstanceOf(FormData);
    const form = options.data as FormData;
    expect(form.get('projectCode')).toBe('P1');
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it('caller options are passed through', () => {
    expect(requestOptionsFor(identityContracts.getUserInfo, {}, { skipErrorHandler: true })).toMatchObject({
      url: '/user/getUserInfo',
      method: 'GET',
      timeout: 5000,
      skipErrorHandler: true,
    });
  });
});

describe('src/services/identity.ts', () => {
  it('has one function per contract, each calling its contract', async () => {
    installRequest(requestConfig, () => ok(null));
    const calls: [string, () => Promise<unknown>][] = [
      ['POST /user/getVerifyCode', () => userServices.getVerifyCode({ phone: '13800000021' })],
      ['POST /user/loginByPhone', () => userServices.loginByPhone({ phone: '13800000021', password: 'x' })],
      ['GET /user/logout', () => userServices.logout()],
      ['POST /user/binding', () => userServices.binding({ phone: '13800000021', code: '123456' })],
      ['GET /user/getUserInfo', () => userServices.getUserInfo()],
      ['GET /api/platform/licences/latest.json', () => userServices.latestLicence({ type: 'accountRight' })],
      ['POST /user/agreementLicences', () => userServices.agreementLicences({ licenceCode: 'L' })],
      ['POST /consulting/tenant/chose', () => userServices.chooseTenant({ tenantCode: 'T' })],
      ['GET /consulting/tenant/memberships', () => userServices.myMemberships()],
    ];
    for (const [, call] of calls) await call();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(calls.map(([key]) => key));
    const contractKeys = Object.values(identityContracts)
      .map((c) => `${c.method} ${c.path}`)
      .sort();
    expect(calls.map(([key]) => key).sort()).toEqual(contractKeys);
  });
});

describe('src/services: the generated functions', () => {
  it('each function named by a contract key sends that contract, with its timeout', async () => {
    installRequest(requestConfig, () => ok(null));
    const dir = path.resolve(__dirname, '../../src/services');
    const called: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const module = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const [name, service] of Object.entries(module)) {
        const contract = CONTRACTS[name as keyof typeof CONTRACTS];
        if (!contract || typeof service !== 'function') continue;
        const params = Object.fromEntries([...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], '7']));
        const sent = requests.length;
        // (part, options): path params when the path has some, else an empty query or body; with more
        // than one part the whole input ({ params, … }); a download's DownloadOptions.
        const parts = (['params', 'query', 'body'] as const).filter((part) => contract[part as keyof typeof contract]);
        const input = parts.length > 1 ? { params } : contract.params ? params : {};
        await service(input, contract.download ? { fallbackFileName: 'x.xlsx' } : undefined);
        expect(requests.slice(sent), name).toHaveLength(1);
        expect(requests[sent], name).toMatchObject({ method: contract.method, url: fillPath(contract.path, params), timeout: contract.timeout });
        if (contract.download) expect(requests[sent].responseType, name).toBe('blob');
        called.push(name);
      }
    }
    expect(called.sort()).toEqual(Object.keys(CONTRACTS).sort());
  });
});
