/**
 * Metadata of stored files. A file belongs to a tenant (or to the platform: tenant_code null for
 * guide files). Tenant code reads go through `forTenant(scope)`; the one unscoped read,
 * `forDownloadCheck`, exists because the download rule itself (domain canDownloadFile) decides
 * across tenants (guide files, transfer vouchers for finance) — its result must go through that
 * rule before anything is answered.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, type FileRow } from '../../db/schema';
import { inTenant, type TenantScope } from '../../tenancy';

export type NewFileRow = typeof files.$inferInsert;

export function createFileRepository(db: DbOrTx) {
  return {
    async insert(values: NewFileRow): Promise<FileRow> {
      const [row] = await db.insert(files).values(values).returning();
      return row;
    },

    /** Only for the download check (canDownloadFile) and platform-owned files; never answered as is. */
    async forDownloadCheck(objectId: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(eq(files.objectId, objectId));
      return row;
    },

    /** Removes a metadata row; returns it (for its storage key) or undefined. */
    async remove(objectId: string): Promise<FileRow | undefined> {
      const [row] = await db.delete(files).where(eq(files.objectId, objectId)).returning();
      return row;
    },

    /** File names by object id, for lists that show the name of a referenced file (names only). */
    async namesOf(objectIds: readonly string[]): Promise<Map<string, string>> {
      if (objectIds.length === 0) return new Map();
      const rows = await db
        .select({ objectId: files.objectId, fileName: files.fileName })
        .from(files)
        .where(inArray(files.objectId, [...new Set(objectIds)]));
      return new Map(rows.map((row) => [row.objectId, row.fileName]));
    },

    /** Ids of every stored file with the same content (SHA-256) as this one, itself included. */
    async sameContentIds(objectId: string): Promise<string[]> {
      const sameContent = db.select({ sha256: files.sha256 }).from(files).where(eq(files.objectId, objectId));
      const rows = await db.select({ objectId: files.objectId }).from(files).where(inArray(files.sha256, sameContent));
      return rows.map((row) => row.objectId);
    },

    forTenant(scope: TenantScope) {
      return {
        /** A file of this tenant (e.g. the voucher a transfer record names), or undefined. */
        async byId(objectId: string): Promise<FileRow | undefined> {
          const [row] = await db
            .select()
            .from(files)
            .where(inTenant(files.tenantCode, scope, eq(files.objectId, objectId)));
          return row;
        },
      };
    },
  };
}

export type FileRepository = ReturnType<typeof createFileRepository>;
