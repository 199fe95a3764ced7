/**
 * Demo rows of the questionnaires area (domain/questionnaires/demo.ts): 示例科技's MLPS gap
 * analysis part-answered, its ISO gap analysis finished. Its report and disposals are the gap
 * analysis seed's (server/modules/gapAnalysis/seed.ts, run after this one).
 */
import { demoQuestionnaireRows } from '../../../domain/demo';
import { questionnaireItems, questionnaireRisks, questionnaires } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

/** Items are inserted in batches (several hundred rows per questionnaire). */
const BATCH = 200;

export const questionnairesSeed: SeedPart = {
  area: 'questionnaires',
  async demo({ now }) {
    const rows = demoQuestionnaireRows(now);
    return async (tx) => {
      const inserted = await tx
        .insert(questionnaires)
        .values(rows.questionnaires)
        .onConflictDoNothing()
        .returning({ questionnaireCode: questionnaires.questionnaireCode });
      // Seeded once: a second demo seed (the questionnaires exist) adds nothing.
      if (inserted.length === 0) return;
      for (let start = 0; start < rows.items.length; start += BATCH) {
        await tx.insert(questionnaireItems).values(rows.items.slice(start, start + BATCH));
      }
      if (rows.risks.length) await tx.insert(questionnaireRisks).values(rows.risks);
    };
  },
};
