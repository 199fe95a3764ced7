/**
 * A project's document tree (iso_documents: folders and files) and the versions of its files
 * (iso_document_versions), over a database or a transaction. Every query names the project's
 * tenant_code and project_code. Rows of other parts (the NC report NC-REPORT) are part of the
 * tree like any file.
 */
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DocBizType, StandardFileStatus } from '../../../../domain/isoDocuments/enums';
import type { DbOrTx } from '../../../db/client';
import { pagedSelect } from '../../../db/paging';
import type { Page } from '../../../db/query';
import { type IsoDocumentRow, type IsoDocumentVersionRow, isoDocuments, isoDocumentVersions } from '../../../db/schema';
import { createIsoProjectRepository, type IsoProjectKey } from '../projectRepository';

const docWhere = (key: IsoProjectKey) => and(eq(isoDocuments.tenantCode, key.tenantCode), eq(isoDocuments.projectCode, key.projectCode));
const versionWhere = (key: IsoProjectKey, docCode: string) =>
  and(
    eq(isoDocumentVersions.tenantCode, key.tenantCode),
    eq(isoDocumentVersions.projectCode, key.projectCode),
    eq(isoDocumentVersions.docCode, docCode),
  );

export interface FileFilter {
  status?: StandardFileStatus;
  /** Only these statuses (a customer: finished). */
  statuses?: readonly StandardFileStatus[];
  docBizType?: DocBizType;
  keyword?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createDocumentRepository(db: DbOrTx) {
  return {
    project: createIsoProjectRepository(db),

    /** The whole tree in its order (folders and files). */
    all: (key: IsoProjectKey): Promise<IsoDocumentRow[]> =>
      db.select().from(isoDocuments).where(docWhere(key)).orderBy(asc(isoDocuments.sortNo), asc(isoDocuments.docCode)),

    async byCodes(key: IsoProjectKey, codes: readonly string[], options: { forUpdate?: boolean } = {}): Promise<IsoDocumentRow[]> {
      if (codes.length === 0) return [];
      const query = db
        .select()
        .from(isoDocuments)
        .where(and(docWhere(key), inArray(isoDocuments.docCode, [...codes])))
        .orderBy(asc(isoDocuments.sortNo), asc(isoDocuments.docCode));
      return options.forUpdate ? query.for('update') : query;
    },

    /** One page of the files (no folders). */
    async page(key: IsoProjectKey, filter: FileFilter, page: Page) {
      const keyword = filter.keyword ? `%${escapeLike(filter.keyword)}%` : null;
      const where: SQL | undefined = and(
        docWhere(key),
        eq(isoDocuments.isFolder, false),
        filter.status ? eq(isoDocuments.status, filter.status) : undefined,
        filter.statuses ? inArray(isoDocuments.status, [...filter.statuses]) : undefined,
        filter.docBizType ? eq(isoDocuments.docBizType, filter.docBizType) : undefined,
        keyword ? or(ilike(isoDocuments.title, keyword), ilike(isoDocuments.docNumber, keyword)) : undefined,
      );
      return pagedSelect(db, page, {
        count: { table: isoDocuments, where },
        rows: db.select().from(isoDocuments).where(where).orderBy(asc(isoDocuments.sortNo), asc(isoDocuments.docCode)),
      });
    },

    /** Inserts the rows missing (an existing code keeps its row). */
    async insertMissing(rows: (typeof isoDocuments.$inferInsert)[]): Promise<void> {
      if (rows.length) await db.insert(isoDocuments).values(rows).onConflictDoNothing();
    },

    /** Updates a row while its row_version is still `expected`; undefined when it moved on. */
    async update(key: IsoProjectKey, docCode: string, values: Partial<typeof isoDocuments.$inferInsert>, expected: number) {
      const [row] = await db
        .update(isoDocuments)
        .set({ ...values, rowVersion: expected + 1 })
        .where(and(docWhere(key), eq(isoDocuments.docCode, docCode), eq(isoDocuments.rowVersion, expected)))
        .returning();
      return row;
    },

    async insertVersion(row: typeof isoDocumentVersions.$inferInsert): Promise<void> {
      await db.insert(isoDocumentVersions).values(row);
    },

    /** Every version of a file, the newest first. */
    versions: (key: IsoProjectKey, docCode: string): Promise<IsoDocumentVersionRow[]> =>
      db
        .select()
        .from(isoDocumentVersions)
        .where(versionWhere(key, docCode))
        .orderBy(desc(isoDocumentVersions.versionNo), desc(isoDocumentVersions.id)),

    /** Points a version at its stored file (the demo's placeholders, replaced at start). */
    async setVersionObject(key: IsoProjectKey, docCode: string, versionNo: number, objectId: string, fileName: string): Promise<void> {
      await db
        .update(isoDocumentVersions)
        .set({ objectId, fileName })
        .where(and(versionWhere(key, docCode), eq(isoDocumentVersions.versionNo, versionNo)));
    },

    /** Whether the file already has a version with this note (a generation batch's marker). */
    async hasVersionNoted(key: IsoProjectKey, docCode: string, note: string): Promise<boolean> {
      const rows = await db
        .select({ id: isoDocumentVersions.id })
        .from(isoDocumentVersions)
        .where(and(versionWhere(key, docCode), eq(isoDocumentVersions.note, note)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
