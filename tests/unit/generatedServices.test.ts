/**
 * src/services/<area>.ts are generated from the contract files (scripts/generateServices.ts): one
 * function per contract, named by its contract key, importing only its own area's contract file.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { CONTRACTS } from '../../domain/api';
import { generatedServices, staleServices } from '../../scripts/generateServices';

const ROOT = path.resolve(__dirname, '../..');

describe('generated services', async () => {
  const generated = await generatedServices(ROOT);
  const functionsOf = (content: string) => [...content.matchAll(/^export const (\w+) = /gm)].map((m) => m[1]);

  it('are up to date with the contract files (npx tsx scripts/generateServices.ts)', async () => {
    expect(await staleServices(ROOT)).toEqual([]);
  });

  it('keep the service file names the pages import', () => {
    for (const file of ['wallet', 'finance', 'projects', 'marketplace', 'consumerProjects', 'questionnaires', 'riskAssessment', 'identity'])
      expect(generated.has(`src/services/${file}.ts`)).toBe(true);
  });

  it('have one function per contract, named by its contract key', () => {
    const names = [...generated.values()].flatMap(functionsOf);
    expect(names.length).toBe(new Set(names).size);
    expect([...names].sort()).toEqual(Object.keys(CONTRACTS).sort());
  });

  it('call downloadContract for download contracts and callContract for the others', () => {
    for (const content of generated.values())
      for (const key of functionsOf(content)) {
        const contract = CONTRACTS[key as keyof typeof CONTRACTS] as { download?: boolean };
        expect(content).toContain(contract.download ? `downloadContract(api.${key}, ` : `callContract(api.${key}, `);
      }
  });

  it('import only their own contract file and the kernel, never the aggregator', () => {
    for (const [file, content] of generated) {
      const domainImports = [...new Set([...content.matchAll(/from '(@domain\/[^']+)'/g)].map((m) => m[1]))];
      const own = domainImports.filter((i) => i !== '@domain/kernel/contract');
      expect(own, file).toHaveLength(1);
      expect(own[0], file).toMatch(/^@domain\/\w+\/(?:contracts|\w+Contracts)$/);
    }
  });
});
