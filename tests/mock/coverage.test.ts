/**
 * `npm run dev:mock` answers every call the web app can make, following the mock template: one
 * mock module per contract area (mock/<area>.ts for domain/api/<area>.ts) exporting
 * `<area>MockHandlers` and, for downloads, `<area>MockDownloads`. The modules are found by
 * reading mock/, so a new area's mock is checked without editing this file. Every handler is
 * guarded by the server's access decision (domain/kernel/contractAccess.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_CONTRACTS, type AnyContract } from '../../domain/api';
import { contractAccess } from '../../domain/kernel/contractAccess';
import { DEMO_ACCOUNTS } from '../../domain/demo';
import { ErrorCode } from '../../domain/errors';
import { acceptAgreement, callerStateOf, type MockSession } from '../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockDownloadHandler, type MockFile } from '../../mock/lib/handler';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const areaFiles = (folder: string) =>
  fs
    .readdirSync(path.join(ROOT, folder))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
const API_AREAS = areaFiles('domain/api').filter((area) => area !== 'index' && area !== 'contract');
const MOCK_AREAS = areaFiles('mock');

interface MockModule {
  area: string;
  handlers: Record<string, MockDownloadHandler>;
  downloads: Record<string, MockDownloadHandler>;
  umi: Record<string, unknown>;
  exportNames: string[];
}
let modules: MockModule[] = [];
const areaContracts = new Map<string, AnyContract[]>();

beforeAll(async () => {
  modules = await Promise.all(
    MOCK_AREAS.map(async (area) => {
      const module = (await import(path.join(ROOT, 'mock', `${area}.ts`))) as Record<string, unknown>;
      return {
        area,
        handlers: (module[`${area}MockHandlers`] ?? {}) as MockModule['handlers'],
        downloads: (module[`${area}MockDownloads`] ?? {}) as MockModule['downloads'],
        umi: (module.default ?? {}) as Record<string, unknown>,
        exportNames: Object.keys(module),
      };
    }),
  );
  for (const area of API_AREAS) {
    const module = (await import(path.join(ROOT, 'domain/api', `${area}.ts`))) as Record<string, unknown>;
    const records = Object.entries(module).filter(([name]) => name.endsWith('Contracts'));
    areaContracts.set(
      area,
      records.flatMap(([, record]) => Object.values(record as Record<string, AnyContract>)),
    );
  }
});

const keysOf = (module: MockModule) => [...Object.keys(module.handlers), ...Object.keys(module.downloads)];

describe('the mocks', () => {
  it('are one module per contract area, named like domain/api/<area>.ts', () => {
    expect(MOCK_AREAS).toEqual(API_AREAS);
    for (const module of modules) {
      const maps = module.exportNames.filter((name) => /Mock(Handlers|Downloads)$/.test(name));
      expect(
        maps.every((name) => name.startsWith(`${module.area}Mock`)),
        `${module.area}: ${maps.join(', ')}`,
      ).toBe(true);
      expect(Object.keys(module.handlers).length + Object.keys(module.downloads).length, module.area).toBeGreaterThan(0);
    }
  });

  it('cover every contract exactly once, in the module of its area, downloads as downloads, as umi mocks too', () => {
    const keys = modules.flatMap(keysOf);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(ALL_CONTRACTS.map(contractKey).filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !ALL_CONTRACTS.some((contract) => contractKey(contract) === key))).toEqual([]);
    for (const module of modules) {
      const contracts = areaContracts.get(module.area) ?? [];
      expect(keysOf(module).sort(), module.area).toEqual(contracts.map(contractKey).sort());
      expect(Object.keys(module.downloads).sort(), module.area).toEqual(
        contracts
          .filter((c) => c.download)
          .map(contractKey)
          .sort(),
      );
      expect(Object.keys(module.umi).sort(), `${module.area} default export`).toEqual(keysOf(module).sort());
    }
  });

  // Every handler runs behind the decision the server's guard makes: same callers refused, same codes.
  const GUARD_CODES: readonly string[] = [ErrorCode.NOT_LOGGED_IN, ErrorCode.PHONE_NOT_BOUND, ErrorCode.MUST_AGREE_LICENCE, ErrorCode.FORBIDDEN];
  const newPhone: MockSession = { newPhone: '13912345678' };
  const agreedNewPhone: MockSession = { newPhone: '13912345679' };
  const SESSIONS: [string, MockSession | undefined][] = [
    ['anonymous', undefined],
    ['a new phone before the agreement', newPhone],
    ['a new phone awaiting admission', agreedNewPhone],
    ...DEMO_ACCOUNTS.map((account): [string, MockSession] => [account.phone, { account }]),
  ];
  it.each(ALL_CONTRACTS.map((contract) => [contractKey(contract), contract] as const))(
    '%s refuses exactly whom the server refuses',
    (key, contract) => {
      acceptAgreement(agreedNewPhone);
      const module = modules.find((m) => keysOf(m).includes(key))!;
      const handle = module.handlers[key] ?? module.downloads[key];
      for (const [who, session] of SESSIONS) {
        const decision = contractAccess(contract, callerStateOf(session));
        const answer: MockAnswer | MockFile = handle({ query: {}, body: {}, params: {}, session });
        const code = 'envelope' in answer ? answer.envelope.errorCode : 'file';
        if (decision.allowed) expect(GUARD_CODES, `${who} may call ${key}`).not.toContain(code);
        else expect(code, `${who} is refused ${key}`).toBe(decision.refusal);
      }
    },
  );
});
