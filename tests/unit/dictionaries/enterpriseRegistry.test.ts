/** The enterprise registry providers, without a network: the offline one over a fake directory, the http one over a fake fetch. */
import { describe, expect, it } from 'vitest';
import { createHttpRegistry, createOfflineRegistry, RegistryUnavailableError } from '../../../server/modules/dictionaries/enterpriseRegistry';

const directory = {
  async findTenantsByName(keyword: string, limit: number) {
    return [{ tenantCode: 'T-CU-1', tenantZhName: `${keyword}科技有限公司`, type: 'customer' }].slice(0, limit);
  },
};

const answering = (status: number, body: unknown) => {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = (async (url: URL, init: RequestInit) => {
    calls.push({ url: String(url), headers: init.headers as Record<string, string> });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
};

describe('offline registry', () => {
  it('finds platform tenants by name and nothing by code alone', async () => {
    const registry = createOfflineRegistry(directory);
    expect(registry.name).toBe('offline');
    expect(await registry.lookup({ name: '示例' })).toEqual([
      { name: '示例科技有限公司', creditCode: '', source: 'platform', tenantCode: 'T-CU-1', legalPerson: '', address: '' },
    ]);
    expect(await registry.lookup({ creditCode: '914403001922038216' })).toEqual([]);
  });
});

describe('http registry', () => {
  const options = { url: 'https://registry.example/api/enterprise', token: 'secret-token', timeoutMs: 1_000 };

  it('asks the gateway with the query and the token, and lists platform tenants first', async () => {
    const { fetch, calls } = answering(200, { list: [{ name: '深圳示例有限公司', creditCode: '914403001922038216', legalPerson: '张三' }] });
    const registry = createHttpRegistry(directory, { ...options, fetch });
    const list = await registry.lookup({ name: '深圳示例', creditCode: '914403001922038216' });
    expect(calls[0].url).toBe('https://registry.example/api/enterprise?name=%E6%B7%B1%E5%9C%B3%E7%A4%BA%E4%BE%8B&creditCode=914403001922038216');
    expect(calls[0].headers.authorization).toBe('Bearer secret-token');
    expect(list.map((row) => [row.source, row.name, row.creditCode, row.legalPerson])).toEqual([
      ['platform', '深圳示例科技有限公司', '', ''],
      ['http', '深圳示例有限公司', '914403001922038216', '张三'],
    ]);
  });

  it.each([
    ['an HTTP error', answering(502, { message: 'bad gateway' })],
    ['an answer of another shape', answering(200, { data: [] })],
  ])('reports the registry unavailable on %s', async (_, { fetch }) => {
    await expect(createHttpRegistry(directory, { ...options, fetch }).lookup({ name: '示例' })).rejects.toBeInstanceOf(RegistryUnavailableError);
  });

  it('reports the registry unavailable when it cannot be reached', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    await expect(createHttpRegistry(directory, { ...options, fetch }).lookup({ name: '示例' })).rejects.toThrow('registry unreachable');
  });
});

describe('ENTERPRISE_REGISTRY configuration', () => {
  it('defaults to offline and needs a URL for http', async () => {
    const { loadConfig, ConfigError } = await import('../../../server/config');
    expect(loadConfig({}).ENTERPRISE_REGISTRY).toBe('offline');
    expect(() => loadConfig({ ENTERPRISE_REGISTRY: 'http' })).toThrow(ConfigError);
    expect(() => loadConfig({ ENTERPRISE_REGISTRY: 'qcc' })).toThrow(ConfigError);
    expect(loadConfig({ ENTERPRISE_REGISTRY: 'http', ENTERPRISE_REGISTRY_URL: 'https://registry.example/api' }).ENTERPRISE_REGISTRY_URL).toBe(
      'https://registry.example/api',
    );
  });
});
