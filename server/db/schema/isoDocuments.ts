/**
 * Tables of ISO documentation projects (issue 31): per project its organisation variables (one
 * row, with the values and who saved them last, and the history of every save), the document tree
 * (folders and files, each file with its standard file status and current version), every version
 * of a file (generated or replaced; never overwritten), and the internal audit's nonconformities.
 * Owned by the selling channel like the project (`tenant_code` = the project's tenant_code, leading
 * every key); every row carries its project_code. Rules: domain/isoDocuments.
 */
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { ManagementSystem } from '../../../domain/engines/auditTime/model';
import { DocBizType, DocVersionSource, IsoVariableState, NcSeverity, NcState, StandardFileStatus } from '../../../domain/enums';
import type { IsoVariableValues } from '../../../domain/isoDocuments/variables';
import { at, oneOf } from './columns';

type Codes<E extends { values: readonly string[] }> = [E['values'][number], ...E['values'][number][]];
const codes = <E extends { values: readonly string[] }>(e: E) => e.values as unknown as Codes<E>;

/**
 * One row per documentation project: the variables as last saved (`values`, `values_version`
 * counting every save, the optimistic check of the next), whether they are a draft or final, and
 * the final version the document set was last generated from.
 */
export const isoProjects = pgTable(
  'iso_projects',
  {
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    /** The management systems of the product's template set (ISMS, EMS…). */
    systems: jsonb('systems').$type<ManagementSystem[]>().notNull(),
    values: jsonb('values').$type<IsoVariableValues>().notNull().default({}),
    valuesVersion: integer('values_version').notNull().default(0),
    variableState: text('variable_state', { enum: codes(IsoVariableState) })
      .notNull()
      .default('draft'),
    /** The values as last finalised (定稿): what documents are generated from, whatever drafts follow. */
    finalValues: jsonb('final_values').$type<IsoVariableValues>(),
    /** How many times the variables were finalised (定稿); documents record the one they used. */
    finalVersion: integer('final_version').notNull().default(0),
    finalizedAt: at('finalized_at'),
    finalizedBy: text('finalized_by'),
    updatedAt: at('updated_at').notNull(),
    updatedBy: text('updated_by'),
    updatedByName: text('updated_by_name'),
    /** The template set the documents were last generated with (code and version). */
    templateSetCode: text('template_set_code'),
    templateSetVersion: integer('template_set_version'),
    generatedAt: at('generated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode] }),
    index('iso_projects_customer_idx').on(t.customerTenantCode, t.projectCode),
    check('iso_projects_variable_state_check', oneOf(t.variableState, IsoVariableState.values)),
  ],
);
export type IsoProjectRow = typeof isoProjects.$inferSelect;

/** Every save of the variables: what changed (field, before, after), who and when. */
export const isoVariableHistory = pgTable(
  'iso_variable_history',
  {
    id: serial('id').primaryKey(),
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    valuesVersion: integer('values_version').notNull(),
    /** 'draft' (saveDraft), 'group' (one group saved and checked), 'save' (all checked), 'final' (定稿). */
    action: text('action').notNull(),
    groupKey: text('group_key'),
    changes: jsonb('changes').$type<{ key: string; label: string; before: string; after: string }[]>().notNull(),
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    /** The side that saved: the channel's consultant or the customer. */
    side: text('side').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('iso_variable_history_project_idx').on(t.tenantCode, t.projectCode, t.id)],
);
export type IsoVariableHistoryRow = typeof isoVariableHistory.$inferSelect;

/**
 * The document tree of a project: folders (`is_folder`) and files, `parent_code` the folder
 * (parentDentryDocCode; null at the root). A file's current version is `object_id` (a stored file,
 * null while init) with `version_no`; `source` says whether that version was generated or replaced
 * by the consultant. `variables_version` is the final variables version it was generated from.
 */
export const isoDocuments = pgTable(
  'iso_documents',
  {
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    docCode: text('doc_code').notNull(),
    parentCode: text('parent_code'),
    isFolder: boolean('is_folder').notNull().default(false),
    docBizType: text('doc_biz_type', { enum: codes(DocBizType) }).notNull(),
    title: text('title').notNull(),
    /** The document number (SLKJ-ISMS-B-03); empty for folders. */
    docNumber: text('doc_number').notNull().default(''),
    sortNo: integer('sort_no').notNull(),
    status: text('status', { enum: codes(StandardFileStatus) })
      .notNull()
      .default('init'),
    templateKey: text('template_key'),
    objectId: text('object_id'),
    fileName: text('file_name'),
    versionNo: integer('version_no').notNull().default(0),
    source: text('source', { enum: codes(DocVersionSource) }),
    variablesVersion: integer('variables_version'),
    templateSetVersion: integer('template_set_version'),
    /** Optimistic check of every move. */
    rowVersion: integer('row_version').notNull().default(1),
    updatedAt: at('updated_at').notNull(),
    updatedBy: text('updated_by'),
    submittedAt: at('submitted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.docCode] }),
    index('iso_documents_tree_idx').on(t.tenantCode, t.projectCode, t.parentCode, t.sortNo),
    index('iso_documents_type_idx').on(t.tenantCode, t.projectCode, t.docBizType),
    check('iso_documents_type_check', oneOf(t.docBizType, DocBizType.values)),
    check('iso_documents_status_check', oneOf(t.status, StandardFileStatus.values)),
  ],
);
export type IsoDocumentRow = typeof isoDocuments.$inferSelect;

/** Every version a document file had, generated or replaced (the history a replace keeps). */
export const isoDocumentVersions = pgTable(
  'iso_document_versions',
  {
    id: serial('id').primaryKey(),
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    docCode: text('doc_code').notNull(),
    versionNo: integer('version_no').notNull(),
    objectId: text('object_id').notNull(),
    fileName: text('file_name').notNull(),
    source: text('source', { enum: codes(DocVersionSource) }).notNull(),
    note: text('note').notNull().default(''),
    accountId: text('account_id'),
    accountName: text('account_name'),
    at: at('at').notNull(),
  },
  (t) => [
    index('iso_document_versions_doc_idx').on(t.tenantCode, t.projectCode, t.docCode, t.versionNo),
    check('iso_document_versions_source_check', oneOf(t.source, DocVersionSource.values)),
  ],
);
export type IsoDocumentVersionRow = typeof isoDocumentVersions.$inferSelect;

/** Nonconformities found by the internal audit (不符合项), numbered per project (NC-01…). */
export const isoNonconformities = pgTable(
  'iso_nonconformities',
  {
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    ncCode: text('nc_code').notNull(),
    seq: integer('seq').notNull(),
    clause: text('clause').notNull(),
    departmentCode: text('department_code').notNull(),
    description: text('description').notNull(),
    evidence: text('evidence').notNull().default(''),
    severity: text('severity', { enum: codes(NcSeverity) }).notNull(),
    rootCause: text('root_cause').notNull().default(''),
    correction: text('correction').notNull().default(''),
    correctiveAction: text('corrective_action').notNull().default(''),
    dueDate: text('due_date'),
    verification: text('verification').notNull().default(''),
    state: text('state', { enum: codes(NcState) })
      .notNull()
      .default('open'),
    auditor: text('auditor').notNull().default(''),
    foundDate: text('found_date'),
    verifiedBy: text('verified_by'),
    verifiedAt: at('verified_at'),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedBy: text('updated_by'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.projectCode, t.ncCode] }),
    index('iso_nonconformities_list_idx').on(t.tenantCode, t.projectCode, t.seq),
    check('iso_nonconformities_severity_check', oneOf(t.severity, NcSeverity.values)),
    check('iso_nonconformities_state_check', oneOf(t.state, NcState.values)),
  ],
);
export type IsoNonconformityRow = typeof isoNonconformities.$inferSelect;
