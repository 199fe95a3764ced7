/**
 * Tables of the gap analysis area (issue 13): the gap reports the scoring job writes from a
 * finished questionnaire (./questionnaires.ts) and the customer's disposal of each gap. Owned by
 * the selling channel like the project (`tenant_code` = the project's tenant_code, leading every
 * key); the customer's reads go through the indexes that lead with `customer_tenant_code`.
 *
 * The rules (scoring configurations, report view, disposal machine) live in domain/gapAnalysis/.
 */
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GapReportCover } from '../../../domain/gapAnalysis/contracts';
import { GapDisposalStatus } from '../../../domain/enums';
import type { AnswerFile } from '../../../domain/questionnaires/rules';
import type { GapItemSource } from '../../../domain/gapAnalysis/rules';
import { at, oneOf } from './columns';

type Codes<E extends { values: readonly string[] }> = [E['values'][number], ...E['values'][number][]];
const codes = <E extends { values: readonly string[] }>(e: E) => e.values as unknown as Codes<E>;

/** A gap report as the scoring job wrote it: the engine's result, its sources and the cover, never recomputed. */
export const gapReports = pgTable(
  'gap_reports',
  {
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    reportNo: integer('report_no').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    standard: text('standard').notNull(),
    configId: text('config_id').notNull(),
    configVersion: text('config_version').notNull(),
    cover: jsonb('cover').$type<GapReportCover>().notNull(),
    /** The engine's result (MlpsGapResult or IsoGapResult) as JSON. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    sources: jsonb('sources').$type<GapItemSource[]>().notNull(),
    generatedAt: at('generated_at').notNull(),
    /**
     * The scoring run that wrote it ("<job id>@<job created at>"; null for the demo seed): a retry
     * of the same run finds its report instead of writing a second one, a re-run (queued again) is
     * a new run.
     */
    jobRun: text('job_run'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.reportNo] }),
    index('gap_reports_customer_idx').on(t.customerTenantCode, t.projectCode),
    uniqueIndex('gap_reports_job_run_idx').on(t.tenantCode, t.projectCode, t.jobRun),
  ],
);

/** The customer's remediation of one gap (keyed by the questionnaire item it came from). */
export const gapDisposals = pgTable(
  'gap_disposals',
  {
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    gapKey: text('gap_key').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    /** The newest report that found the gap. */
    reportNo: integer('report_no').notNull(),
    /** The gap as that report ranked it (filters and order of /gapDisposal, paged in SQL). */
    gapLevel: integer('gap_level').notNull().default(2),
    categoryKey: text('category_key').notNull().default(''),
    rank: integer('rank').notNull().default(0),
    ownerAccountId: text('owner_account_id'),
    plan: text('plan').notNull().default(''),
    /** China day "YYYY-MM-DD". */
    dueDate: text('due_date'),
    evidence: jsonb('evidence').$type<AnswerFile[]>().notNull().default([]),
    status: text('status', { enum: codes(GapDisposalStatus) })
      .notNull()
      .default('in-handle'),
    updatedBy: text('updated_by'),
    updatedAt: at('updated_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.gapKey] }),
    index('gap_disposals_customer_idx').on(t.customerTenantCode, t.projectCode),
    index('gap_disposals_rank_idx').on(t.tenantCode, t.projectCode, t.status, t.rank),
    check('gap_disposals_status_check', oneOf(t.status, GapDisposalStatus.values)),
  ],
);

export type GapReportRow = typeof gapReports.$inferSelect;
export type GapDisposalRow = typeof gapDisposals.$inferSelect;
