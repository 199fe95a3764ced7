/**
 * Tables of the customers area (issue 11 item 1): the company details a channel keeps of each
 * customer it serves, and its consultations with the customer. Owned by the serving channel:
 * `tenant_code` is the channel's code and leads every key and index; the customer's tenant, its
 * accounts and the channel→customer relation belong to identity (app.identityAdmin,
 * app.tenantRelations).
 */
import { bigserial, check, date, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ConsultationWay, CustomerSize, type CustomerSizeCode } from '../../../domain/enums';
import { at, oneOf, newestFirst } from './columns';

export const customerProfiles = pgTable(
  'customer_profiles',
  {
    /** The serving channel. */
    tenantCode: text('tenant_code').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    companyName: text('company_name').notNull(),
    /** Unified social credit code (18 characters, check character verified). */
    creditCode: text('credit_code').notNull(),
    /** GB/T 4754-2017 code (section letter or 2–4 digits). */
    industryCode: text('industry_code').notNull(),
    /** GB/T 2260 six-digit code. */
    regionCode: text('region_code').notNull(),
    size: text('size', { enum: CustomerSize.values as [CustomerSizeCode, ...CustomerSizeCode[]] }).notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    address: text('address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** The project manager created with the customer. */
    pmAccountId: text('pm_account_id').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.customerTenantCode] }),
    // One customer per company under a channel (issue 11 "Rules": a duplicate is refused).
    uniqueIndex('customer_profiles_credit_code_idx').on(t.tenantCode, t.creditCode),
    index('customer_profiles_created_idx').on(t.tenantCode, newestFirst(t.createdAt)),
    index('customer_profiles_customer_idx').on(t.customerTenantCode),
    check('customer_profiles_size_check', oneOf(t.size, CustomerSize.values)),
  ],
);

export const consultations = pgTable(
  'consultations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The serving channel. */
    tenantCode: text('tenant_code').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    consultationDate: date('consultation_date', { mode: 'string' }).notNull(),
    way: text('way', { enum: ConsultationWay.values as [ConsultationWay, ...ConsultationWay[]] }).notNull(),
    content: text('content').notNull(),
    nextStep: text('next_step').notNull().default(''),
    recordedBy: text('recorded_by').notNull(),
    recordedAt: at('recorded_at').notNull(),
  },
  (t) => [
    index('consultations_customer_idx').on(t.tenantCode, t.customerTenantCode, newestFirst(t.consultationDate)),
    check('consultations_way_check', oneOf(t.way, ConsultationWay.values)),
  ],
);

export type CustomerProfileRow = typeof customerProfiles.$inferSelect;
export type ConsultationRow = typeof consultations.$inferSelect;
