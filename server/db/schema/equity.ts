/**
 * Account equity (权益申请): the channels' applications for an equity level, and the levels
 * granted to them. Tenant-owned: keys and indexes lead with tenant_code. A grant keeps the
 * discount it was granted with and starts at its approval instant, so marketplace prices change
 * from then on and never retroactively; grants are never updated.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ApprovalState, EquityLevel } from '../../../domain/enums';
import { at, oneOf } from './columns';

const levelColumn = (name: string) => text(name, { enum: EquityLevel.values as [EquityLevel, ...EquityLevel[]] });

export const equityApplications = pgTable(
  'equity_applications',
  {
    tenantCode: text('tenant_code').notNull(),
    applicationCode: text('application_code').notNull(),
    /** The level held when the application was last saved. */
    fromLevel: levelColumn('from_level').notNull(),
    levelCode: levelColumn('level_code').notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: ApprovalState.values as [ApprovalState, ...ApprovalState[]] }).notNull(),
    applicantAccountId: text('applicant_account_id').notNull(),
    /** The accountRight licence version accepted at the last submission. */
    licenceVersion: integer('licence_version'),
    submittedAt: at('submitted_at'),
    reviewerAccountId: text('reviewer_account_id'),
    reviewReason: text('review_reason'),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.applicationCode] }),
    /** One open application (draft or submitted) per channel at a time. */
    uniqueIndex('equity_applications_open_idx').on(t.tenantCode).where(sql`${t.state} in ('inhand', 'submitted')`),
    index('equity_applications_tenant_time_idx').on(t.tenantCode, t.createdAt),
    index('equity_applications_code_idx').on(t.applicationCode),
    index('equity_applications_state_time_idx').on(t.state, t.updatedAt),
    check('equity_applications_state_check', oneOf(t.state, ApprovalState.values)),
    check('equity_applications_level_check', oneOf(t.levelCode, EquityLevel.values)),
    check('equity_applications_from_level_check', oneOf(t.fromLevel, EquityLevel.values)),
  ],
);

export const equityGrants = pgTable(
  'equity_grants',
  {
    tenantCode: text('tenant_code').notNull(),
    grantCode: text('grant_code').notNull(),
    levelCode: levelColumn('level_code').notNull(),
    /** Percent of the authorized price the channel pays while the grant is in force. */
    discountPercent: integer('discount_percent').notNull(),
    effectiveFrom: at('effective_from').notNull(),
    applicationCode: text('application_code'),
    grantedByAccountId: text('granted_by_account_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.grantCode] }),
    index('equity_grants_tenant_from_idx').on(t.tenantCode, t.effectiveFrom),
    check('equity_grants_level_check', oneOf(t.levelCode, EquityLevel.values)),
    check('equity_grants_discount_check', sql`${t.discountPercent} between 1 and 100`),
  ],
);
