/**
 * The nonconformities of a project (iso_nonconformities) and the project's NC report document
 * (the one iso_documents row NC-REPORT with its iso_document_versions), over a database or a
 * transaction. Every query names the project's tenant_code and project_code; numbering happens
 * under the project's iso_projects row locked FOR UPDATE (./service.ts).
 */
import { and, asc, count, eq, max, type SQL } from 'drizzle-orm';
import type { NcSeverity, NcState } from '../../../../domain/isoDocuments/enums';
import type { DbOrTx } from '../../../db/client';
import { pagedSelect } from '../../../db/paging';
import type { Page } from '../../../db/query';
import { type IsoDocumentRow, isoDocuments, isoDocumentVersions, type IsoNonconformityRow, isoNonconformities } from '../../../db/schema';
import { createIsoProjectRepository, type IsoProjectKey } from '../projectRepository';

/** The NC report's document code, business type and title (one row per project, at the root of the tree). */
export const NC_REPORT_DOC = { docCode: 'NC-REPORT', docBizType: 'ncReport', title: '内部审核不符合项报告' } as const;

const ncWhere = (key: IsoProjectKey) => and(eq(isoNonconformities.tenantCode, key.tenantCode), eq(isoNonconformities.projectCode, key.projectCode));
const reportWhere = (key: IsoProjectKey) =>
  and(eq(isoDocuments.tenantCode, key.tenantCode), eq(isoDocuments.projectCode, key.projectCode), eq(isoDocuments.docCode, NC_REPORT_DOC.docCode));

export function createNcRepository(db: DbOrTx) {
  return {
    project: createIsoProjectRepository(db),

    /** One page of the project's nonconformities by number, filtered by state and severity. */
    async page(key: IsoProjectKey, filter: { state?: NcState; severity?: NcSeverity }, page: Page) {
      const where: SQL | undefined = and(
        ncWhere(key),
        filter.state ? eq(isoNonconformities.state, filter.state) : undefined,
        filter.severity ? eq(isoNonconformities.severity, filter.severity) : undefined,
      );
      return pagedSelect(db, page, {
        count: { table: isoNonconformities, where },
        rows: db.select().from(isoNonconformities).where(where).orderBy(asc(isoNonconformities.seq)),
      });
    },

    /** How many nonconformities the project has in each state. */
    async countsByState(key: IsoProjectKey): Promise<Map<NcState, number>> {
      const rows = await db
        .select({ state: isoNonconformities.state, total: count() })
        .from(isoNonconformities)
        .where(ncWhere(key))
        .groupBy(isoNonconformities.state);
      return new Map(rows.map((row) => [row.state, Number(row.total)]));
    },

    /** Every nonconformity of the project by number (the report). */
    all: (key: IsoProjectKey): Promise<IsoNonconformityRow[]> =>
      db.select().from(isoNonconformities).where(ncWhere(key)).orderBy(asc(isoNonconformities.seq)),

    async byCode(key: IsoProjectKey, ncCode: string, options: { forUpdate?: boolean } = {}): Promise<IsoNonconformityRow | undefined> {
      const query = db
        .select()
        .from(isoNonconformities)
        .where(and(ncWhere(key), eq(isoNonconformities.ncCode, ncCode)))
        .limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    async maxSeq(key: IsoProjectKey): Promise<number> {
      const [row] = await db
        .select({ seq: max(isoNonconformities.seq) })
        .from(isoNonconformities)
        .where(ncWhere(key));
      return Number(row?.seq ?? 0);
    },

    async insert(row: typeof isoNonconformities.$inferInsert): Promise<IsoNonconformityRow> {
      const [inserted] = await db.insert(isoNonconformities).values(row).returning();
      return inserted!;
    },

    /** Updates a nonconformity while its row_version is still `expected`; undefined when it moved on. */
    async update(key: IsoProjectKey, ncCode: string, values: Partial<typeof isoNonconformities.$inferInsert>, expected: number) {
      const [row] = await db
        .update(isoNonconformities)
        .set({ ...values, rowVersion: expected + 1 })
        .where(and(ncWhere(key), eq(isoNonconformities.ncCode, ncCode), eq(isoNonconformities.rowVersion, expected)))
        .returning();
      return row;
    },

    async report(key: IsoProjectKey, options: { forUpdate?: boolean } = {}): Promise<IsoDocumentRow | undefined> {
      const query = db.select().from(isoDocuments).where(reportWhere(key)).limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },

    async insertReport(row: typeof isoDocuments.$inferInsert): Promise<IsoDocumentRow> {
      const [inserted] = await db.insert(isoDocuments).values(row).returning();
      return inserted!;
    },

    async updateReport(key: IsoProjectKey, values: Partial<typeof isoDocuments.$inferInsert>): Promise<IsoDocumentRow> {
      const [row] = await db.update(isoDocuments).set(values).where(reportWhere(key)).returning();
      return row!;
    },

    async insertVersion(row: typeof isoDocumentVersions.$inferInsert): Promise<void> {
      await db.insert(isoDocumentVersions).values(row);
    },
  };
}
export type NcRepository = ReturnType<typeof createNcRepository>;
