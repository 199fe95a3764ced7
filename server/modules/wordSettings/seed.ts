/** The demo user's own Word settings (domain DEMO_WORD_SETTINGS). */
import { DEMO_WORD_SETTINGS } from '../../../domain/wordSettings/demo';
import { wordSettings } from '../../db/schema';
import type { SeedPart } from '../../db/seed';

export const wordSettingsSeed: SeedPart = {
  area: 'wordSettings',
  async demo({ now }) {
    return async (tx) => {
      await tx
        .insert(wordSettings)
        .values(DEMO_WORD_SETTINGS.map((row) => ({ ...row, settings: { ...row.settings }, updatedAt: now })))
        .onConflictDoNothing();
    };
  },
};
