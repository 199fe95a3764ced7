/** Data access of the dictionaries area: the saved versions of the environmental-aspect significance criteria (platform-wide). */
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type EnvImportanceConfigRow, envImportanceConfigs } from '../../db/schema';

export function createDictionariesRepository(db: DbOrTx) {
  return {
    async latestEnvImportance(): Promise<EnvImportanceConfigRow | undefined> {
      const [row] = await db.select().from(envImportanceConfigs).orderBy(desc(envImportanceConfigs.version)).limit(1);
      return row;
    },

    /** Inserts a version; a unique violation when that version exists already (someone saved first). */
    async insertEnvImportance(values: EnvImportanceConfigRow): Promise<void> {
      await db.insert(envImportanceConfigs).values(values);
    },
  };
}

export type DictionariesRepository = ReturnType<typeof createDictionariesRepository>;
