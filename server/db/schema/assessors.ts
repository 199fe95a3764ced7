/**
 * Tables of the assessors area (issue 29 item 1, 审核员管理): a certification body's assessor
 * register. Owned by the body: `tenant_code` is the body's code and leads every key and index.
 * Registrations are rows of their own so a CCAA registration number is unique across ALL bodies
 * (an assessor practises at one body only); technical areas, conflicts and leaves are small lists
 * kept with the assessor.
 */
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { AssessorGrade, RegistrationField } from '../../../domain/assessors/enums';
import { at, oneOf } from './columns';

export interface AssessorConflictJson {
  clientKey: string;
  clientName: string;
  reason: string;
  until: string;
}
export interface AssessorLeaveJson {
  from: string;
  to: string;
  reason: string;
}

export const assessors = pgTable(
  'assessors',
  {
    /** The certification body. */
    tenantCode: text('tenant_code').notNull(),
    assessorCode: text('assessor_code').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** The body's member account (role cb-tenant-audit); null for an external assessor. */
    accountId: text('account_id'),
    regionCode: text('region_code').notNull(),
    regionName: text('region_name').notNull(),
    teamLeader: boolean('team_leader').notNull().default(false),
    expert: boolean('expert').notNull().default(false),
    maxDaysPerMonth: integer('max_days_per_month').notNull().default(15),
    /** IAF codes '01'…'39'. */
    technicalAreas: text('technical_areas').array().notNull().default(sql`'{}'::text[]`),
    conflicts: jsonb('conflicts').$type<AssessorConflictJson[]>().notNull().default([]),
    leaves: jsonb('leaves').$type<AssessorLeaveJson[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.assessorCode] }),
    uniqueIndex('assessors_phone_idx').on(t.tenantCode, t.phone),
    uniqueIndex('assessors_account_idx').on(t.tenantCode, t.accountId).where(sql`${t.accountId} is not null`),
    index('assessors_name_idx').on(t.tenantCode, t.name),
    check('assessors_max_days_check', sql`${t.maxDaysPerMonth} between 1 and 31`),
  ],
);

export const assessorRegistrations = pgTable(
  'assessor_registrations',
  {
    tenantCode: text('tenant_code').notNull(),
    assessorCode: text('assessor_code').notNull(),
    field: text('field', { enum: RegistrationField.values as [RegistrationField, ...RegistrationField[]] }).notNull(),
    grade: text('grade', { enum: AssessorGrade.values as [AssessorGrade, ...AssessorGrade[]] }).notNull(),
    regNo: text('reg_no').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.assessorCode, t.field] }),
    // A CCAA registration number is registered at one body only (across every tenant).
    uniqueIndex('assessor_registrations_reg_no_idx').on(t.regNo),
    check('assessor_registrations_field_check', oneOf(t.field, RegistrationField.values)),
    check('assessor_registrations_grade_check', oneOf(t.grade, AssessorGrade.values)),
  ],
);

export type AssessorRow = typeof assessors.$inferSelect;
export type AssessorRegistrationRow = typeof assessorRegistrations.$inferSelect;
