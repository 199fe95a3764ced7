/**
 * New-user guide items (platform-wide, not tenant-owned). The name of an item's uploaded file is
 * the files module's to tell (the service asks app.fileService).
 */
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { ToolKitItem } from '../../../domain/toolKit/contracts';
import type { ToolKitStatus } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { toolKitItems } from '../../db/schema';
import { pagedSelect } from '../../db/paging';
import { containsPattern } from '../../db/query';

export type ToolKitRow = typeof toolKitItems.$inferSelect;
export type NewToolKitRow = typeof toolKitItems.$inferInsert;
export type ToolKitChanges = Partial<Omit<NewToolKitRow, 'uniqueCode' | 'createdAt'>>;

export interface ToolKitFilter {
  title?: string;
  status?: ToolKitStatus;
}

const order = [asc(toolKitItems.sortOrder), asc(toolKitItems.createdAt), asc(toolKitItems.uniqueCode)];

export function createToolKitRepository(db: DbOrTx) {
  return {
    /** What users see: shown items in display order. */
    shown: (): Promise<ToolKitItem[]> =>
      db
        .select({ uniqueCode: toolKitItems.uniqueCode, title: toolKitItems.title, downloadUrl: toolKitItems.downloadUrl })
        .from(toolKitItems)
        .where(eq(toolKitItems.status, '1'))
        .orderBy(...order),

    async page(filter: ToolKitFilter, current: number, pageSize: number): Promise<{ rows: ToolKitRow[]; total: number }> {
      const where: SQL | undefined = and(
        filter.title ? ilike(toolKitItems.title, containsPattern(filter.title)) : undefined,
        filter.status ? eq(toolKitItems.status, filter.status) : undefined,
      );
      return pagedSelect(
        db,
        { current, pageSize },
        {
          count: { table: toolKitItems, where },
          rows: db
            .select()
            .from(toolKitItems)
            .where(where)
            .orderBy(...order),
        },
      );
    },

    async byCode(uniqueCode: string): Promise<ToolKitRow | undefined> {
      const [row] = await db.select().from(toolKitItems).where(eq(toolKitItems.uniqueCode, uniqueCode));
      return row;
    },

    /** The item, locked for the rest of the transaction (concurrent updates wait). */
    async lockByCode(uniqueCode: string): Promise<ToolKitRow | undefined> {
      const [row] = await db.select().from(toolKitItems).where(eq(toolKitItems.uniqueCode, uniqueCode)).for('update');
      return row;
    },

    async insert(values: NewToolKitRow): Promise<void> {
      await db.insert(toolKitItems).values(values);
    },

    async update(uniqueCode: string, changes: ToolKitChanges): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.update(toolKitItems).set(changes).where(eq(toolKitItems.uniqueCode, uniqueCode));
    },
  };
}

export type ToolKitRepository = ReturnType<typeof createToolKitRepository>;
