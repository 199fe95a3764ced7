/**
 * The documentation project row (iso_projects) over a database or a transaction: read, created
 * on first open, updated under the optimistic values version. Every query names the project's
 * tenant_code (found through app.projectRegistry) and project_code.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type IsoProjectRow, isoProjects } from '../../db/schema';

export interface IsoProjectKey {
  tenantCode: string;
  projectCode: string;
}

export const isoProjectWhere = (key: IsoProjectKey) => and(eq(isoProjects.tenantCode, key.tenantCode), eq(isoProjects.projectCode, key.projectCode));

export function createIsoProjectRepository(db: DbOrTx) {
  return {
    async byKey(key: IsoProjectKey, options: { forUpdate?: boolean } = {}): Promise<IsoProjectRow | undefined> {
      const query = db.select().from(isoProjects).where(isoProjectWhere(key)).limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },
    /** Inserts the row unless it exists (two first opens at once create one). */
    async createIfMissing(row: typeof isoProjects.$inferInsert): Promise<void> {
      await db.insert(isoProjects).values(row).onConflictDoNothing();
    },
    /** Updates the row; with `expectedVersion`, only while values_version still equals it (false otherwise). */
    async update(key: IsoProjectKey, values: Partial<typeof isoProjects.$inferInsert>, expectedVersion?: number): Promise<boolean> {
      const where = expectedVersion === undefined ? isoProjectWhere(key) : and(isoProjectWhere(key), eq(isoProjects.valuesVersion, expectedVersion));
      const rows = await db.update(isoProjects).set(values).where(where).returning({ projectCode: isoProjects.projectCode });
      return rows.length > 0;
    },
  };
}
export type IsoProjectRepository = ReturnType<typeof createIsoProjectRepository>;
