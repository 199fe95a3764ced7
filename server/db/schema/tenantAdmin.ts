/**
 * Tables of tenantAdmin: what the platform knows about tenants beyond identity's tenants row — a
 * channel's company details and the history of its admission reviews, and a certification body's
 * accreditation. Keyed by the tenant's code (tenant_code first); the tenants and accounts
 * themselves belong to identity and are reached only through app.identityAdmin.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ApprovalState, CertStandard } from '../../../domain/enums';
import { allOf, at, oneOf, newestFirst } from './columns';

export const channelProfiles = pgTable('channel_profiles', {
  tenantCode: text('tenant_code').primaryKey(),
  companyName: text('company_name').notNull(),
  /** Unified social credit code (18 characters, check digit verified). */
  creditCode: text('credit_code').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  /** The region's names as shown (浙江省杭州市): what every page reads. */
  region: text('region').notNull(),
  /** Its GB/T 2260 code (330100) as chosen in the region cascader; '' for details written before it existed. */
  regionCode: text('region_code').notNull().default(''),
  address: text('address').notNull().default(''),
  remark: text('remark').notNull().default(''),
  updatedAt: at('updated_at').notNull(),
  updatedBy: text('updated_by').notNull(),
  /** The business licence a channel applied with (a `channelLicence` file; issue 11), null for channels the platform entered. */
  licenceObjectId: text('licence_object_id'),
});

/** Every review decision on a channel's application, newest last (the page shows the latest). */
export const channelReviews = pgTable(
  'channel_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantCode: text('tenant_code').notNull(),
    fromState: text('from_state', { enum: ApprovalState.values as [ApprovalState, ...ApprovalState[]] }).notNull(),
    approvalState: text('approval_state', { enum: ApprovalState.values as [ApprovalState, ...ApprovalState[]] }).notNull(),
    reason: text('reason').notNull().default(''),
    reviewerAccountId: text('reviewer_account_id').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reviewedAt: at('reviewed_at').notNull(),
  },
  (t) => [
    index('channel_reviews_tenant_idx').on(t.tenantCode, newestFirst(t.reviewedAt), newestFirst(t.id)),
    check('channel_reviews_from_state_check', oneOf(t.fromState, ApprovalState.values)),
    check('channel_reviews_state_check', oneOf(t.approvalState, ApprovalState.values)),
  ],
);

export const certBodies = pgTable(
  'cert_bodies',
  {
    tenantCode: text('tenant_code').primaryKey(),
    /** CNAS accreditation number, e.g. "CNAS C188-M" (normalised). */
    cnasNo: text('cnas_no').notNull(),
    creditCode: text('credit_code').notNull(),
    standards: text('standards').array().notNull().default(sql`'{}'::text[]`),
    scopes: text('scopes').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    address: text('address').notNull().default(''),
    /** The body's first manager (cb-tenant-manager), created with it. */
    managerAccountId: text('manager_account_id').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('cert_bodies_cnas_no_idx').on(t.cnasNo), check('cert_bodies_standards_check', allOf(t.standards, CertStandard.values))],
);

export type ChannelProfileRow = typeof channelProfiles.$inferSelect;
export type ChannelReviewRow = typeof channelReviews.$inferSelect;
export type CertBodyRow = typeof certBodies.$inferSelect;
