/**
 * Metadata of stored files. A file belongs to a tenant (or to the platform: tenant_code null for
 * guide files). Tenant code reads go through `forTenant(scope)`; the one unscoped read,
 * `forDownloadCheck`, exists because the download rule itself (domain canDownloadFile) decides
 * across tenants (guide files, transfer vouchers for finance) — its result must go through that
 * rule before anything is answered.
 */
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FileSource } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import { files, fileShares, type FileRow, type FileShareRow } from '../../db/schema';
import { inTenant, type TenantScope } from '../../tenancy';

export type NewFileRow = typeof files.$inferInsert;
export type NewFileShareRow = typeof fileShares.$inferInsert;

export interface ProjectFileFilter {
  keyword?: string;
  source?: FileSource;
}

export function createFileRepository(db: DbOrTx) {
  return {
    /** Moves project files between `project` (the customer's) and `projectDraft` (the delivering side's); the rows moved. */
    async setProjectPurpose(
      projectCode: string,
      objectIds: readonly string[],
      purpose: 'project' | 'projectDraft',
      tenantCode: string,
    ): Promise<number> {
      if (objectIds.length === 0) return 0;
      const rows = await db
        .update(files)
        .set({ purpose, tenantCode })
        .where(and(inArray(files.objectId, [...objectIds]), eq(files.projectCode, projectCode), inArray(files.purpose, ['project', 'projectDraft'])))
        .returning({ objectId: files.objectId });
      return rows.length;
    },

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

    /** A page of a project's files, newest first (the caller's right to see the project is checked before). */
    async projectPage(projectCode: string, filter: ProjectFileFilter, page: Page): Promise<{ rows: FileRow[]; total: number }> {
      const where = and(
        eq(files.projectCode, projectCode),
        eq(files.purpose, 'project'),
        filter.keyword ? ilike(files.fileName, containsPattern(filter.keyword)) : undefined,
        filter.source ? eq(files.source, filter.source) : undefined,
      );
      return pagedSelect(db, page, {
        count: { table: files, where },
        rows: db.select().from(files).where(where).orderBy(desc(files.createdAt), desc(files.objectId)),
      });
    },

    /** Every file of a project, oldest first (the zip). */
    async projectFiles(projectCode: string): Promise<FileRow[]> {
      return db
        .select()
        .from(files)
        .where(and(eq(files.projectCode, projectCode), eq(files.purpose, 'project')))
        .orderBy(asc(files.createdAt), asc(files.objectId));
    },

    /** Removes the uploads made without a session before `cutoff` that nothing claimed; returns them (for their bytes). */
    async removeAnonymousBefore(cutoff: Date): Promise<FileRow[]> {
      return db
        .delete(files)
        .where(and(eq(files.purpose, 'anonymous'), lt(files.createdAt, cutoff)))
        .returning();
    },

    /** Plain uploads named as a project's evidence become that project's files (owned by its customer); the rows moved. */
    async claimForProject(objectIds: readonly string[], projectCode: string, tenantCode: string): Promise<number> {
      if (objectIds.length === 0) return 0;
      const rows = await db
        .update(files)
        .set({ purpose: 'project', projectCode, tenantCode })
        .where(and(inArray(files.objectId, [...objectIds]), eq(files.purpose, 'general'), isNull(files.projectCode)))
        .returning({ objectId: files.objectId });
      return rows.length;
    },

    /** Gives an upload made without a session an owner and a purpose; undefined when it is not (or no longer) unclaimed. */
    async claimAnonymous(objectId: string, owner: { accountId: string; tenantCode: string | null; purpose: FileRow['purpose'] }) {
      const [row] = await db
        .update(files)
        .set(owner)
        .where(and(eq(files.objectId, objectId), eq(files.purpose, 'anonymous')))
        .returning();
      return row as FileRow | undefined;
    },

    async insertShare(values: NewFileShareRow): Promise<FileShareRow> {
      const [row] = await db.insert(fileShares).values(values).returning();
      return row;
    },

    /** The share links of a file, newest first. */
    async sharesOf(objectId: string): Promise<FileShareRow[]> {
      return db.select().from(fileShares).where(eq(fileShares.objectId, objectId)).orderBy(desc(fileShares.createdAt), desc(fileShares.shareId));
    },

    async shareById(shareId: string): Promise<FileShareRow | undefined> {
      const [row] = await db.select().from(fileShares).where(eq(fileShares.shareId, shareId));
      return row;
    },

    async shareByTokenHash(tokenHash: string): Promise<FileShareRow | undefined> {
      const [row] = await db.select().from(fileShares).where(eq(fileShares.tokenHash, tokenHash));
      return row;
    },

    async revokeShare(shareId: string, by: string, at: Date): Promise<FileShareRow | undefined> {
      const [row] = await db
        .update(fileShares)
        .set({ revokedAt: at, revokedBy: by })
        .where(and(eq(fileShares.shareId, shareId), isNull(fileShares.revokedAt)))
        .returning();
      return row;
    },

    /**
     * Counts one download of a share link if it still allows one (not revoked, not expired, under
     * its limit) — one statement, so two downloads racing for the last allowed one cannot both pass.
     */
    async countShareDownload(shareId: string, now: Date): Promise<FileShareRow | undefined> {
      const underLimit: SQL = or(isNull(fileShares.maxDownloads), lt(fileShares.downloads, fileShares.maxDownloads)) as SQL;
      const [row] = await db
        .update(fileShares)
        .set({ downloads: sql`${fileShares.downloads} + 1` })
        .where(and(eq(fileShares.shareId, shareId), isNull(fileShares.revokedAt), gt(fileShares.expiresAt, now), underLimit))
        .returning();
      return row;
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
