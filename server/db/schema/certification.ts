/**
 * Tables of the certification area (issue 29 items 2–3, 认证项目管理): a certification body's
 * projects (application, contract review with the stored audit time, the 3-year programme), their
 * audits, the audits' findings and the certificates. Owned by the body: `tenant_code` is the body's
 * code and leads every key and index. The project part (B1) writes cert_projects and creates the
 * audits; the audit execution part (B2) writes plans, reports, findings, decisions and certificates.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  AuditState,
  AuditType,
  CertificateStatus,
  CertProjectOrigin,
  CertProjectState,
  FindingGrade,
  FindingState,
  ScheduleState,
  type TeamRole,
} from '../../../domain/certification/enums';
import type { ManagementSystem } from '../../../domain/engines/auditTime';
import { at, oneOf } from './columns';

export interface CertTeamMemberJson {
  assessorCode: string;
  name: string;
  role: TeamRole;
  days: number;
}

export const certProjects = pgTable(
  'cert_projects',
  {
    /** The certification body. */
    tenantCode: text('tenant_code').notNull(),
    certProjectCode: text('cert_project_code').notNull(),
    origin: text('origin', { enum: CertProjectOrigin.values as [CertProjectOrigin, ...CertProjectOrigin[]] }).notNull(),
    state: text('state', { enum: CertProjectState.values as [CertProjectState, ...CertProjectState[]] }).notNull(),
    clientName: text('client_name').notNull(),
    /** The client when it is a tenant of the platform. */
    clientTenantCode: text('client_tenant_code'),
    /** The channel that sent the application (origin channel). */
    channelTenantCode: text('channel_tenant_code'),
    /** The marketplace project it was applied from. */
    projectCode: text('project_code'),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    regionCode: text('region_code').notNull().default(''),
    regionName: text('region_name').notNull().default(''),
    standards: jsonb('standards').$type<ManagementSystem[]>().notNull().default([]),
    scopeText: text('scope_text').notNull().default(''),
    /** IAF codes '01'…'39'. */
    scopeCodes: jsonb('scope_codes').$type<string[]>().notNull().default([]),
    hangyeCode: text('hangye_code'),
    /** The sites of the audit-time input (name, central, personnel…). */
    sites: jsonb('sites').$type<unknown[]>().notNull().default([]),
    /** The effective personnel of the audit-time input (full-time, part-time, shifts, repetitive). */
    personnel: jsonb('personnel').$type<Record<string, unknown> | null>(),
    /** Complexity per standard (EMS/OHSMS). */
    complexity: jsonb('complexity').$type<Record<string, string>>().notNull().default({}),
    /** Clauses not applicable, with reasons. */
    notApplicable: jsonb('not_applicable').$type<{ clause: string; reason: string }[]>().notNull().default([]),
    /** The stored audit-time result (incl. justification lines) of the contract review. */
    auditTime: jsonb('audit_time').$type<Record<string, unknown> | null>(),
    /** The configuration and the table versions used: a later change of tables never changes it. */
    auditTimeConfig: jsonb('audit_time_config').$type<Record<string, unknown> | null>(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: text('reviewed_by'),
    declineReason: text('decline_reason'),
    endReason: text('end_reason'),
    /** B2: the technical review. */
    technicalReview: jsonb('technical_review').$type<Record<string, unknown> | null>(),
    /** B2: the certification decision. */
    decision: jsonb('decision').$type<Record<string, unknown> | null>(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.certProjectCode] }),
    uniqueIndex('cert_projects_code_idx').on(t.certProjectCode),
    uniqueIndex('cert_projects_project_idx').on(t.projectCode).where(sql`${t.projectCode} is not null`),
    index('cert_projects_state_idx').on(t.tenantCode, t.state, t.createdAt),
    index('cert_projects_client_idx').on(t.clientTenantCode),
    index('cert_projects_channel_idx').on(t.channelTenantCode),
    check('cert_projects_origin_check', oneOf(t.origin, CertProjectOrigin.values)),
    check('cert_projects_state_check', oneOf(t.state, CertProjectState.values)),
  ],
);

export const certAudits = pgTable(
  'cert_audits',
  {
    tenantCode: text('tenant_code').notNull(),
    auditCode: text('audit_code').notNull(),
    certProjectCode: text('cert_project_code').notNull(),
    /** Position in the programme (1 = Stage 1). */
    seq: integer('seq').notNull(),
    type: text('type', { enum: AuditType.values as [AuditType, ...AuditType[]] }).notNull(),
    state: text('state', { enum: AuditState.values as [AuditState, ...AuditState[]] }).notNull(),
    scheduleState: text('schedule_state', { enum: ScheduleState.values as [ScheduleState, ...ScheduleState[]] }).notNull(),
    windowFrom: date('window_from', { mode: 'string' }).notNull(),
    windowTo: date('window_to', { mode: 'string' }).notNull(),
    /** On-site days required. */
    requiredDays: numeric('required_days', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    totalDays: numeric('total_days', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    team: jsonb('team').$type<CertTeamMemberJson[]>().notNull().default([]),
    /** B2: the audit plan (text, sessions). */
    plan: jsonb('plan').$type<Record<string, unknown> | null>(),
    /** B2: the audit report. */
    report: jsonb('report').$type<Record<string, unknown> | null>(),
    publishedAt: at('published_at'),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    closedAt: at('closed_at'),
    updatedBy: text('updated_by'),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.auditCode] }),
    uniqueIndex('cert_audits_code_idx').on(t.auditCode),
    uniqueIndex('cert_audits_seq_idx').on(t.tenantCode, t.certProjectCode, t.seq),
    index('cert_audits_window_idx').on(t.tenantCode, t.windowFrom, t.windowTo),
    index('cert_audits_dates_idx').on(t.tenantCode, t.startDate),
    check('cert_audits_type_check', oneOf(t.type, AuditType.values)),
    check('cert_audits_state_check', oneOf(t.state, AuditState.values)),
    check('cert_audits_schedule_state_check', oneOf(t.scheduleState, ScheduleState.values)),
    check('cert_audits_window_check', sql`${t.windowFrom} <= ${t.windowTo}`),
  ],
);

export const certFindings = pgTable(
  'cert_findings',
  {
    tenantCode: text('tenant_code').notNull(),
    findingCode: text('finding_code').notNull(),
    auditCode: text('audit_code').notNull(),
    certProjectCode: text('cert_project_code').notNull(),
    grade: text('grade', { enum: FindingGrade.values as [FindingGrade, ...FindingGrade[]] }).notNull(),
    state: text('state', { enum: FindingState.values as [FindingState, ...FindingState[]] }).notNull(),
    clause: text('clause').notNull(),
    description: text('description').notNull(),
    evidence: text('evidence').notNull().default(''),
    deadline: date('deadline', { mode: 'string' }),
    correctiveAction: text('corrective_action'),
    submittedAt: at('submitted_at'),
    submittedBy: text('submitted_by'),
    verificationNote: text('verification_note'),
    verifiedAt: at('verified_at'),
    verifiedBy: text('verified_by'),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.findingCode] }),
    uniqueIndex('cert_findings_code_idx').on(t.findingCode),
    index('cert_findings_audit_idx').on(t.tenantCode, t.auditCode),
    index('cert_findings_project_idx').on(t.tenantCode, t.certProjectCode),
    check('cert_findings_grade_check', oneOf(t.grade, FindingGrade.values)),
    check('cert_findings_state_check', oneOf(t.state, FindingState.values)),
  ],
);

export const certCertificates = pgTable(
  'cert_certificates',
  {
    tenantCode: text('tenant_code').notNull(),
    certificateNo: text('certificate_no').notNull(),
    certProjectCode: text('cert_project_code').notNull(),
    standards: jsonb('standards').$type<ManagementSystem[]>().notNull().default([]),
    scopeText: text('scope_text').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: CertificateStatus.values as [CertificateStatus, ...CertificateStatus[]] }).notNull(),
    statusReason: text('status_reason'),
    statusSince: date('status_since', { mode: 'string' }),
    history: jsonb('history').$type<Record<string, unknown>[]>().notNull().default([]),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.certificateNo] }),
    uniqueIndex('cert_certificates_no_idx').on(t.certificateNo),
    index('cert_certificates_project_idx').on(t.tenantCode, t.certProjectCode),
    index('cert_certificates_status_idx').on(t.tenantCode, t.status, t.expiresOn),
    check('cert_certificates_status_check', oneOf(t.status, CertificateStatus.values)),
  ],
);

export type CertProjectRow = typeof certProjects.$inferSelect;
export type CertAuditRow = typeof certAudits.$inferSelect;
export type CertFindingRow = typeof certFindings.$inferSelect;
export type CertCertificateRow = typeof certCertificates.$inferSelect;
