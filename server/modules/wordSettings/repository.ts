/** The users' own Word settings (word_settings): one row per (tenant, account), read and written in the caller's tenant. */
import { and, eq } from 'drizzle-orm';
import type { WordSettingsValues } from '../../../domain/wordSettings/rules';
import type { DbOrTx } from '../../db/client';
import { type WordSettingsRow, wordSettings } from '../../db/schema';
import { inTenant, type TenantScope } from '../../tenancy';

export function createWordSettingsRepository(db: DbOrTx) {
  return {
    forTenant(scope: TenantScope) {
      const mine = (accountId: string) => inTenant(wordSettings.tenantCode, scope, eq(wordSettings.accountId, accountId));
      return {
        async own(accountId: string): Promise<WordSettingsRow | undefined> {
          const [row] = await db.select().from(wordSettings).where(mine(accountId));
          return row;
        },
        async save(accountId: string, settings: WordSettingsValues, now: Date): Promise<WordSettingsRow> {
          const [row] = await db
            .insert(wordSettings)
            .values({ tenantCode: scope.tenantCode, accountId, settings, updatedAt: now })
            .onConflictDoUpdate({ target: [wordSettings.tenantCode, wordSettings.accountId], set: { settings, updatedAt: now } })
            .returning();
          return row;
        },
        async remove(accountId: string): Promise<void> {
          await db.delete(wordSettings).where(and(mine(accountId)));
        },
      };
    },
  };
}

export type WordSettingsRepository = ReturnType<typeof createWordSettingsRepository>;
