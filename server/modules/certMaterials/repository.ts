/**
 * The certification materials queries. Every row belongs to a certification body (`tenant_code`)
 * and one of its certification projects; the service names the body and project only after the
 * certification area said the caller may see that project (app.certProjects), so a customer reads
 * its body's rows of its own project and nothing else (a cross-tenant read named here: `forProject`).
 */
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CertMaterialItemRow, type CertMaterialUploadRow, certMaterialItems, certMaterialLists, certMaterialUploads } from '../../db/schema';

type NewItem = Omit<typeof certMaterialItems.$inferInsert, 'tenantCode' | 'certProjectCode' | 'id'>;
type NewUpload = Omit<typeof certMaterialUploads.$inferInsert, 'tenantCode' | 'certProjectCode' | 'id'>;

export interface ProjectKey {
  /** The certification body. */
  readonly bodyTenantCode: string;
  readonly certProjectCode: string;
}

export function createCertMaterialsRepository(db: DbOrTx) {
  return {
    /** The rows of one certification project of one body. */
    forProject({ bodyTenantCode, certProjectCode }: ProjectKey) {
      const itemsOf = and(eq(certMaterialItems.tenantCode, bodyTenantCode), eq(certMaterialItems.certProjectCode, certProjectCode));
      const uploadsOf = and(eq(certMaterialUploads.tenantCode, bodyTenantCode), eq(certMaterialUploads.certProjectCode, certProjectCode));
      const listOf = and(eq(certMaterialLists.tenantCode, bodyTenantCode), eq(certMaterialLists.certProjectCode, certProjectCode));
      return {
        async list() {
          const [row] = await db.select().from(certMaterialLists).where(listOf);
          return row;
        },
        /** Marks the checklist generated; false when it already was (another request won). */
        async claimGeneration(now: Date): Promise<boolean> {
          const rows = await db
            .insert(certMaterialLists)
            .values({ tenantCode: bodyTenantCode, certProjectCode, generatedAt: now, updatedAt: now })
            .onConflictDoNothing()
            .returning({ code: certMaterialLists.certProjectCode });
          return rows.length > 0;
        },
        async setNote(note: string, now: Date) {
          await db.update(certMaterialLists).set({ note, updatedAt: now }).where(listOf);
        },
        items: (): Promise<CertMaterialItemRow[]> =>
          db.select().from(certMaterialItems).where(itemsOf).orderBy(asc(certMaterialItems.sort), asc(certMaterialItems.id)),
        async item(itemId: number, forUpdate = false): Promise<CertMaterialItemRow | undefined> {
          const query = db
            .select()
            .from(certMaterialItems)
            .where(and(itemsOf, eq(certMaterialItems.id, itemId)));
          const [row] = forUpdate ? await query.for('update') : await query;
          return row;
        },
        async insertItems(rows: readonly NewItem[]): Promise<CertMaterialItemRow[]> {
          if (rows.length === 0) return [];
          return db
            .insert(certMaterialItems)
            .values(rows.map((row) => ({ ...row, tenantCode: bodyTenantCode, certProjectCode })))
            .returning();
        },
        async nextSort(): Promise<number> {
          const [row] = await db
            .select({ top: max(certMaterialItems.sort) })
            .from(certMaterialItems)
            .where(itemsOf);
          return (row?.top ?? 0) + 1;
        },
        async count(): Promise<number> {
          const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(certMaterialItems).where(itemsOf);
          return row?.n ?? 0;
        },
        async updateItem(itemId: number, change: Partial<NewItem>): Promise<CertMaterialItemRow | undefined> {
          const [row] = await db
            .update(certMaterialItems)
            .set(change)
            .where(and(itemsOf, eq(certMaterialItems.id, itemId)))
            .returning();
          return row;
        },
        async deleteItem(itemId: number): Promise<void> {
          await db.delete(certMaterialItems).where(and(itemsOf, eq(certMaterialItems.id, itemId)));
        },
        uploads: (itemIds?: readonly number[]): Promise<CertMaterialUploadRow[]> =>
          db
            .select()
            .from(certMaterialUploads)
            .where(and(uploadsOf, itemIds ? inArray(certMaterialUploads.itemId, [...itemIds, -1]) : undefined))
            .orderBy(asc(certMaterialUploads.uploadedAt), asc(certMaterialUploads.id)),
        async upload(uploadId: number): Promise<CertMaterialUploadRow | undefined> {
          const [row] = await db
            .select()
            .from(certMaterialUploads)
            .where(and(uploadsOf, eq(certMaterialUploads.id, uploadId)));
          return row;
        },
        async insertUpload(row: NewUpload): Promise<CertMaterialUploadRow> {
          const [inserted] = await db
            .insert(certMaterialUploads)
            .values({ ...row, tenantCode: bodyTenantCode, certProjectCode })
            .returning();
          return inserted!;
        },
        /** Points an upload that still names `from` at a stored file (the demo's placeholders); false when another start did. */
        async pointUpload(uploadId: number, from: string, objectId: string, size: number): Promise<boolean> {
          const rows = await db
            .update(certMaterialUploads)
            .set({ objectId, size })
            .where(and(uploadsOf, eq(certMaterialUploads.id, uploadId), eq(certMaterialUploads.objectId, from)))
            .returning({ id: certMaterialUploads.id });
          return rows.length > 0;
        },
        async deleteUpload(uploadId: number): Promise<void> {
          await db.delete(certMaterialUploads).where(and(uploadsOf, eq(certMaterialUploads.id, uploadId)));
        },
      };
    },
  };
}

export type CertMaterialsRepository = ReturnType<typeof createCertMaterialsRepository>;
