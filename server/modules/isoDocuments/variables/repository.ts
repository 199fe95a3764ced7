/**
 * The variables' rows over a database or a transaction: the project row (iso_projects, through the
 * module's project repository), its history (iso_variable_history) and, read only, how many
 * nonconformities name each department (iso_nonconformities, owned by nc/). Every query names the
 * project's tenant_code and project_code.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { type IsoVariableHistoryRow, isoNonconformities, isoVariableHistory } from '../../../db/schema';
import { createIsoProjectRepository, type IsoProjectKey } from '../projectRepository';

/** How many history entries list.json shows. */
export const ISO_HISTORY_SHOWN = 50;

export function createVariablesRepository(db: DbOrTx) {
  return {
    project: createIsoProjectRepository(db),

    async insertHistory(row: typeof isoVariableHistory.$inferInsert): Promise<void> {
      await db.insert(isoVariableHistory).values(row);
    },

    /** The latest entries, newest first. */
    latestHistory: (key: IsoProjectKey, limit = ISO_HISTORY_SHOWN): Promise<IsoVariableHistoryRow[]> =>
      db
        .select()
        .from(isoVariableHistory)
        .where(and(eq(isoVariableHistory.tenantCode, key.tenantCode), eq(isoVariableHistory.projectCode, key.projectCode)))
        .orderBy(desc(isoVariableHistory.id))
        .limit(limit),

    /** Department code → how many nonconformities of the project name it. */
    async ncCountsByDepartment(key: IsoProjectKey): Promise<Map<string, number>> {
      const rows = await db
        .select({ code: isoNonconformities.departmentCode, total: count() })
        .from(isoNonconformities)
        .where(and(eq(isoNonconformities.tenantCode, key.tenantCode), eq(isoNonconformities.projectCode, key.projectCode)))
        .groupBy(isoNonconformities.departmentCode);
      return new Map(rows.map((row) => [row.code, Number(row.total)]));
    },
  };
}
export type VariablesRepository = ReturnType<typeof createVariablesRepository>;
