/** Demo government data of 示例科技 (domain/imports/demo.ts), written once with the demo set, as if imported. */
import { DEMO_GOV_INNOVATIVE, DEMO_GOV_TENANT, DEMO_GOV_TEC_PROJECTS } from '../../../domain/imports/demo';
import type { SeedPart } from '../../db/seed';
import { createImportsRepository } from './repository';

export const importsSeed: SeedPart = {
  area: 'imports',
  async demo({ now }) {
    return async (tx) => {
      const repo = createImportsRepository(tx);
      const stamp = { tenantCode: DEMO_GOV_TENANT, batchId: null, createdAt: now, updatedAt: now };
      await repo.upsertTecProjects(DEMO_GOV_TEC_PROJECTS.map((row) => ({ ...row, ...stamp })));
      await repo.upsertInnovative(DEMO_GOV_INNOVATIVE.map((row) => ({ ...row, ...stamp })));
    };
  },
};
