/**
 * Every query of the imports tables: batches, and the customer's imported records (upserted by
 * their natural keys, listed a page at a time). Records are the customer's (`tenant_code`); the
 * service decides which customer a caller may reach before asking.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pagedSelect } from '../../db/paging';
import { containsPattern, type Page } from '../../db/query';
import { type ImportBatchRow, govInnovativeRecords, govTecProjects, importBatches } from '../../db/schema';

export type NewGovTecProject = typeof govTecProjects.$inferInsert;
export type NewGovInnovative = typeof govInnovativeRecords.$inferInsert;

export function createImportsRepository(db: DbOrTx) {
  return {
    async insertBatch(row: typeof importBatches.$inferInsert): Promise<ImportBatchRow> {
      const [inserted] = await db.insert(importBatches).values(row).returning();
      return inserted;
    },
    async setBatchJob(id: number, jobId: number): Promise<void> {
      await db.update(importBatches).set({ jobId }).where(eq(importBatches.id, id));
    },
    async clearBatchFile(id: number): Promise<void> {
      await db.update(importBatches).set({ storageKey: null }).where(eq(importBatches.id, id));
    },
    async batch(id: number): Promise<ImportBatchRow | undefined> {
      const [row] = await db.select().from(importBatches).where(eq(importBatches.id, id));
      return row;
    },
    async batchOfJob(jobId: number): Promise<ImportBatchRow | undefined> {
      const [row] = await db.select().from(importBatches).where(eq(importBatches.jobId, jobId));
      return row;
    },

    /** Inserts or updates (same customer and project number) each row. */
    async upsertTecProjects(rows: NewGovTecProject[]): Promise<void> {
      if (!rows.length) return;
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      await db
        .insert(govTecProjects)
        .values(rows)
        .onConflictDoUpdate({
          target: [govTecProjects.tenantCode, govTecProjects.projectNo],
          set: {
            projectName: excluded('project_name'),
            level: excluded('level'),
            department: excluded('department'),
            category: excluded('category'),
            tecDomain: excluded('tec_domain'),
            govProductCls: excluded('gov_product_cls'),
            startDate: excluded('start_date'),
            endDate: excluded('end_date'),
            totalFunds: excluded('total_funds'),
            govFunds: excluded('gov_funds'),
            leader: excluded('leader'),
            status: excluded('status'),
            remark: excluded('remark'),
            batchId: excluded('batch_id'),
            updatedAt: excluded('updated_at'),
          },
        });
    },

    /** Inserts or updates (same customer, recognition and year) each row. */
    async upsertInnovative(rows: NewGovInnovative[]): Promise<void> {
      if (!rows.length) return;
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      await db
        .insert(govInnovativeRecords)
        .values(rows)
        .onConflictDoUpdate({
          target: [govInnovativeRecords.tenantCode, govInnovativeRecords.qualification, govInnovativeRecords.year],
          set: {
            certificateNo: excluded('certificate_no'),
            issueDate: excluded('issue_date'),
            expiryDate: excluded('expiry_date'),
            tecDomain: excluded('tec_domain'),
            govProductCls: excluded('gov_product_cls'),
            mainProduct: excluded('main_product'),
            rdExpense: excluded('rd_expense'),
            revenue: excluded('revenue'),
            rdStaff: excluded('rd_staff'),
            totalStaff: excluded('total_staff'),
            ipCount: excluded('ip_count'),
            remark: excluded('remark'),
            batchId: excluded('batch_id'),
            updatedAt: excluded('updated_at'),
          },
        });
    },

    tecProjects(tenantCode: string, page: Page, keyword?: string) {
      const pattern = keyword ? containsPattern(keyword) : undefined;
      const where: SQL | undefined = and(
        eq(govTecProjects.tenantCode, tenantCode),
        pattern
          ? or(ilike(govTecProjects.projectNo, pattern), ilike(govTecProjects.projectName, pattern), ilike(govTecProjects.leader, pattern))
          : undefined,
      );
      return pagedSelect(db, page, {
        count: { table: govTecProjects, where },
        rows: db.select().from(govTecProjects).where(where).orderBy(desc(govTecProjects.startDate), desc(govTecProjects.id)),
      });
    },

    innovative(tenantCode: string, page: Page, keyword?: string) {
      const pattern = keyword ? containsPattern(keyword) : undefined;
      const where: SQL | undefined = and(
        eq(govInnovativeRecords.tenantCode, tenantCode),
        pattern ? or(ilike(govInnovativeRecords.certificateNo, pattern), ilike(govInnovativeRecords.mainProduct, pattern)) : undefined,
      );
      return pagedSelect(db, page, {
        count: { table: govInnovativeRecords, where },
        rows: db.select().from(govInnovativeRecords).where(where).orderBy(desc(govInnovativeRecords.year), desc(govInnovativeRecords.id)),
      });
    },

    async hasAnyRecords(tenantCode: string): Promise<boolean> {
      const [row] = await db.select({ id: govTecProjects.id }).from(govTecProjects).where(eq(govTecProjects.tenantCode, tenantCode)).limit(1);
      return !!row;
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
