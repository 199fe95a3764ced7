/** `npm run dev` proxies every contract's path to the server, also for a prefix added later. */
import { describe, expect, it } from 'vitest';
import { apiPathPrefixes, devProxy } from '../../config/devProxy';
import { ALL_CONTRACTS, defineContract } from '../../domain/api';
import { z } from 'zod';

describe('the dev proxy', () => {
  it('covers every contract path', () => {
    const proxied = Object.keys(devProxy('http://127.0.0.1:8080'));
    const uncovered = ALL_CONTRACTS.filter((contract) => !proxied.some((prefix) => contract.path.startsWith(`${prefix}/`)));
    expect(uncovered.map((contract) => contract.path)).toEqual([]);
  });

  it('sends each prefix to the server with the Host rewritten', () => {
    for (const entry of Object.values(devProxy('http://127.0.0.1:8080'))) {
      expect(entry).toEqual({ target: 'http://127.0.0.1:8080', changeOrigin: true });
    }
  });

  it('picks up a contract with a new prefix', () => {
    const report = defineContract({
      method: 'GET',
      path: '/report/{id}/pdf',
      summary: '报告',
      tag: '报告',
      response: z.unknown(),
      access: 'session',
      timeout: 0,
    });
    expect(apiPathPrefixes(ALL_CONTRACTS)).not.toContain('/report');
    expect(apiPathPrefixes([...ALL_CONTRACTS, report])).toEqual([...apiPathPrefixes(ALL_CONTRACTS), '/report'].sort());
  });
});
