/**
 * Every query of the gap analysis area (gap_reports, gap_disposals) over a database or a
 * transaction, always by the project's owning channel (`tenant_code`, leading every key) and
 * project code, which the service resolves through app.projectRegistry first (customer or
 * delivery visibility). The questionnaire the reports are scored from is the questionnaires
 * module's: the scoring job reads it through app.questionnaireRegistry.
 */
import { and, asc, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { GapDisposalStatus } from '../../../domain/enums';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import type { Page } from '../../db/query';
import { type GapDisposalRow, type GapReportRow, gapDisposals, gapReports } from '../../db/schema';

export interface ProjectKey {
  tenantCode: string;
  projectCode: string;
}

export interface DisposalFilter {
  /** The gaps of the newest report (domain disposedGapKeys): the list counts the gaps the report counts. */
  gapKeys: readonly string[];
  categoryKey?: string;
  gapLevel?: number;
  status?: GapDisposalStatus;
}

type NewReport = typeof gapReports.$inferInsert;
type NewDisposal = typeof gapDisposals.$inferInsert;

export function createGapRepository(db: DbOrTx) {
  const ofProject = (key: ProjectKey) => and(eq(gapReports.tenantCode, key.tenantCode), eq(gapReports.projectCode, key.projectCode));
  const disposalsOf = (key: ProjectKey, ...conditions: (SQL | undefined)[]) =>
    and(eq(gapDisposals.tenantCode, key.tenantCode), eq(gapDisposals.projectCode, key.projectCode), ...conditions);

  return {
    /** Reports of the project, newest first. */
    async reports(key: ProjectKey): Promise<GapReportRow[]> {
      return db.select().from(gapReports).where(ofProject(key)).orderBy(desc(gapReports.reportNo));
    },

    /** One report; the newest when `reportNo` is absent. */
    async report(key: ProjectKey, reportNo?: number): Promise<GapReportRow | undefined> {
      const [row] = await db
        .select()
        .from(gapReports)
        .where(and(ofProject(key), reportNo === undefined ? undefined : eq(gapReports.reportNo, reportNo)))
        .orderBy(desc(gapReports.reportNo))
        .limit(1);
      return row;
    },

    async reportsByNo(key: ProjectKey, reportNos: readonly number[]): Promise<GapReportRow[]> {
      if (!reportNos.length) return [];
      return db
        .select()
        .from(gapReports)
        .where(and(ofProject(key), sql`${gapReports.reportNo} = any(${sql.param([...reportNos])}::int[])`));
    },

    async reportOfRun(key: ProjectKey, jobRun: string): Promise<GapReportRow | undefined> {
      const [row] = await db
        .select()
        .from(gapReports)
        .where(and(ofProject(key), eq(gapReports.jobRun, jobRun)))
        .limit(1);
      return row;
    },

    async nextReportNo(key: ProjectKey): Promise<number> {
      const [row] = await db
        .select({ last: max(gapReports.reportNo) })
        .from(gapReports)
        .where(ofProject(key));
      return (row?.last ?? 0) + 1;
    },

    async insertReport(values: NewReport): Promise<GapReportRow> {
      const [row] = await db.insert(gapReports).values(values).returning();
      return row;
    },

    /** The newest report of each project of a customer tenant (the projects with gaps to dispose). */
    async newestReportsOfCustomer(customerTenantCode: string): Promise<GapReportRow[]> {
      const rows = await db
        .select()
        .from(gapReports)
        .where(eq(gapReports.customerTenantCode, customerTenantCode))
        .orderBy(asc(gapReports.projectCode), desc(gapReports.reportNo));
      return rows.filter((row, i) => i === 0 || rows[i - 1].projectCode !== row.projectCode);
    },

    /** Every disposal of the project (reports need them all). */
    async disposals(key: ProjectKey): Promise<GapDisposalRow[]> {
      return db.select().from(gapDisposals).where(disposalsOf(key)).orderBy(asc(gapDisposals.rank));
    },

    /** One page of disposals: in-handle first, then the report's ranking. */
    async disposalPage(key: ProjectKey, filter: DisposalFilter, page: Page): Promise<{ rows: GapDisposalRow[]; total: number }> {
      const where = disposalsOf(
        key,
        inArray(gapDisposals.gapKey, [...filter.gapKeys]),
        filter.categoryKey ? eq(gapDisposals.categoryKey, filter.categoryKey) : undefined,
        filter.gapLevel ? eq(gapDisposals.gapLevel, filter.gapLevel) : undefined,
        filter.status ? eq(gapDisposals.status, filter.status) : undefined,
      );
      return pagedSelect(db, page, {
        count: { table: gapDisposals, where },
        rows: db
          .select()
          .from(gapDisposals)
          .where(where)
          .orderBy(sql`case when ${gapDisposals.status} = 'in-handle' then 0 else 1 end`, asc(gapDisposals.rank), asc(gapDisposals.gapKey)),
      });
    },

    async disposal(key: ProjectKey, gapKey: string, lock = false): Promise<GapDisposalRow | undefined> {
      const query = db
        .select()
        .from(gapDisposals)
        .where(disposalsOf(key, eq(gapDisposals.gapKey, gapKey)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * A gap of the newest report: its disposal is inserted, or (same gapKey) keeps what the customer
     * did and takes the new report's number, level, category and rank.
     */
    async upsertDisposal(values: NewDisposal): Promise<void> {
      await db
        .insert(gapDisposals)
        .values(values)
        .onConflictDoUpdate({
          target: [gapDisposals.tenantCode, gapDisposals.projectCode, gapDisposals.gapKey],
          set: { reportNo: values.reportNo, gapLevel: values.gapLevel, categoryKey: values.categoryKey, rank: values.rank },
        });
    },

    async updateDisposal(row: GapDisposalRow, values: Partial<NewDisposal>): Promise<GapDisposalRow> {
      const [updated] = await db
        .update(gapDisposals)
        .set(values)
        .where(disposalsOf(row, eq(gapDisposals.gapKey, row.gapKey)))
        .returning();
      return updated;
    },
  };
}

export type GapRepository = ReturnType<typeof createGapRepository>;
