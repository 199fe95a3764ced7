/**
 * Tables of the imports area: a customer's government technology projects (科技项目) and
 * innovative-enterprise recognitions (创新型企业) imported from the official Excel layouts, and
 * the import batches (one uploaded file and the background task that reads it). Owned by the
 * customer: `tenant_code` is the customer's tenant and leads every key and index; a batch also
 * records the tenant that started it (the customer itself or its serving channel), whose task it is.
 */
import { bigserial, bigint, check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { GovImportKind, GovProjectLevel, GovProjectStatus, InnovativeQualification } from '../../../domain/enums';
import { at, oneOf, newestFirst } from './columns';

export const importBatches = pgTable(
  'import_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The customer whose data the file holds. */
    tenantCode: text('tenant_code').notNull(),
    kind: text('kind', { enum: GovImportKind.values as [GovImportKind, ...GovImportKind[]] }).notNull(),
    fileName: text('file_name').notNull(),
    /** Where the uploaded bytes wait for the task (server/storage); null once the task has read them. */
    storageKey: text('storage_key'),
    size: integer('size').notNull(),
    /** The tenant and account that started it (the task belongs to that tenant). */
    requestedByTenant: text('requested_by_tenant').notNull(),
    createdBy: text('created_by').notNull(),
    /** The background task (jobs.id). */
    jobId: bigint('job_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('import_batches_tenant_idx').on(t.tenantCode, newestFirst(t.createdAt)),
    index('import_batches_job_idx').on(t.jobId),
    check('import_batches_kind_check', oneOf(t.kind, GovImportKind.values)),
  ],
);

export const govTecProjects = pgTable(
  'gov_tec_projects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: text('tenant_code').notNull(),
    projectNo: text('project_no').notNull(),
    projectName: text('project_name').notNull(),
    level: text('level', { enum: GovProjectLevel.values as [GovProjectLevel, ...GovProjectLevel[]] }).notNull(),
    department: text('department').notNull().default(''),
    category: text('category').notNull().default(''),
    /** 国家重点支持的高新技术领域, second-level field code (domain/dictionaries). */
    tecDomain: text('tec_domain').notNull(),
    /** 政府采购品目分类 code (domain/dictionaries). */
    govProductCls: text('gov_product_cls'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** 万元. */
    totalFunds: numeric('total_funds', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    govFunds: numeric('gov_funds', { precision: 14, scale: 2, mode: 'number' }),
    leader: text('leader').notNull(),
    status: text('status', { enum: GovProjectStatus.values as [GovProjectStatus, ...GovProjectStatus[]] }).notNull(),
    remark: text('remark').notNull().default(''),
    /** The batch that last wrote it (null for demo rows). */
    batchId: bigint('batch_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('gov_tec_projects_no_idx').on(t.tenantCode, t.projectNo),
    index('gov_tec_projects_start_idx').on(t.tenantCode, newestFirst(t.startDate)),
    check('gov_tec_projects_level_check', oneOf(t.level, GovProjectLevel.values)),
    check('gov_tec_projects_status_check', oneOf(t.status, GovProjectStatus.values)),
  ],
);

export const govInnovativeRecords = pgTable(
  'gov_innovative_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: text('tenant_code').notNull(),
    qualification: text('qualification', {
      enum: InnovativeQualification.values as [InnovativeQualification, ...InnovativeQualification[]],
    }).notNull(),
    year: integer('year').notNull(),
    certificateNo: text('certificate_no').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    tecDomain: text('tec_domain').notNull(),
    govProductCls: text('gov_product_cls').notNull(),
    mainProduct: text('main_product').notNull().default(''),
    /** 万元. */
    rdExpense: numeric('rd_expense', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    revenue: numeric('revenue', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    rdStaff: integer('rd_staff').notNull(),
    totalStaff: integer('total_staff').notNull(),
    ipCount: integer('ip_count').notNull(),
    remark: text('remark').notNull().default(''),
    batchId: bigint('batch_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('gov_innovative_records_key_idx').on(t.tenantCode, t.qualification, t.year),
    index('gov_innovative_records_year_idx').on(t.tenantCode, newestFirst(t.year)),
    check('gov_innovative_records_qualification_check', oneOf(t.qualification, InnovativeQualification.values)),
  ],
);

export type ImportBatchRow = typeof importBatches.$inferSelect;
export type GovTecProjectRow = typeof govTecProjects.$inferSelect;
export type GovInnovativeRow = typeof govInnovativeRecords.$inferSelect;
