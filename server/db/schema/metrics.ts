/**
 * Summary tables of the dashboards (issue 32; docs/decisions.md "Dashboards"). The pages never
 * scan the source tables: they read these, which the metrics refresh (server/modules/metrics)
 * keeps current from the changes the source tables' triggers mark in `metric_dirty`.
 *
 * - metric_projects: one row per project with what the channel's dashboards need of it (state,
 *   consultant, purchase month and points, timing against the product's delivery days, the open
 *   findings of its gap analysis and risk assessment). Keyed by the channel, like projects.
 * - metric_tenant_months: per tenant, month, fact (domain/metrics/measures.ts FACTS) and product,
 *   a count and an amount, with the tenant's type, province and channel at the time of the
 *   summary (what the platform slices by).
 * - metric_platform_months: the platform's totals per month, fact and dimension value, kept by
 *   applying the differences of metric_tenant_months as they are rewritten, so a platform figure
 *   reads a few hundred rows whatever the number of tenants.
 * - metric_dirty: tenants and projects whose source rows changed since the last refresh
 *   (project_code '' = the tenant's own facts).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { FACT_KINDS } from '../../../domain/metrics/measures';
import { at, oneOf } from './columns';

export const METRIC_DIMENSION_KINDS = ['all', 'product', 'channel', 'region', 'tenantType'] as const;

export const metricDirty = pgTable(
  'metric_dirty',
  {
    tenantCode: text('tenant_code').notNull(),
    /** '' = the tenant's own facts (ledger, orders, purchases, profile); else one project. */
    projectCode: text('project_code').notNull().default(''),
    markedAt: at('marked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.projectCode] })],
);

export const metricProjects = pgTable(
  'metric_projects',
  {
    /** The channel that bought it. */
    tenantCode: text('tenant_code').notNull(),
    projectCode: text('project_code').notNull(),
    groupCode: text('group_code').notNull(),
    customerTenantCode: text('customer_tenant_code').notNull(),
    deliveryTenantCode: text('delivery_tenant_code').notNull(),
    projectName: text('project_name').notNull(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    serviceKind: text('service_kind').notNull(),
    state: text('state').notNull(),
    withdrawn: boolean('withdrawn').notNull(),
    consultantAccountId: text('consultant_account_id'),
    progress: integer('progress').notNull(),
    purchasedAt: at('purchased_at').notNull(),
    /** China month of the purchase, "YYYY-MM". */
    purchaseMonth: text('purchase_month').notNull(),
    /** Points paid for this project (the group's unit price). */
    points: integer('points').notNull(),
    plannedDays: integer('planned_days').notNull(),
    finishedAt: at('finished_at'),
    finishMonth: text('finish_month'),
    deliveryDays: integer('delivery_days'),
    delayed: boolean('delayed').notNull(),
    /** Open (in-handle) gaps by level 1–5, index 0 = level 1. */
    openGaps: jsonb('open_gaps').$type<number[]>().notNull(),
    highGaps: integer('high_gaps').notNull(),
    overdueDisposals: integer('overdue_disposals').notNull(),
    /** Computed risks by level 1–5, and those still open (untreated or awaiting acceptance). */
    risks: jsonb('risks').$type<number[]>().notNull(),
    openRisks: jsonb('open_risks').$type<number[]>().notNull(),
    highRisks: integer('high_risks').notNull(),
    residualHighRisks: integer('residual_high_risks').notNull(),
    refreshedAt: at('refreshed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantCode, t.projectCode] }), index('metric_projects_month_idx').on(t.tenantCode, t.purchaseMonth)],
);

export const metricTenantMonths = pgTable(
  'metric_tenant_months',
  {
    tenantCode: text('tenant_code').notNull(),
    month: text('month').notNull(),
    fact: text('fact').notNull(),
    /** '' when the fact has no product. */
    productCode: text('product_code').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    tenantType: text('tenant_type').notNull(),
    /** The tenant's province (GB/T 2260, "330000"), '' when unknown. */
    regionCode: text('region_code').notNull(),
    /** The channel the fact counts for: the tenant itself for a channel, its serving channel for a customer, '' otherwise. */
    channelCode: text('channel_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantCode, t.month, t.fact, t.productCode] }),
    // The platform's active tenants of a range, each counted once (fact 'active', months of the range).
    index('metric_tenant_months_fact_month_idx').on(t.fact, t.month, t.tenantType, t.tenantCode),
    check('metric_tenant_months_fact_check', oneOf(t.fact, FACT_KINDS)),
  ],
);

export const metricPlatformMonths = pgTable(
  'metric_platform_months',
  {
    fact: text('fact').notNull(),
    dimKind: text('dim_kind', { enum: METRIC_DIMENSION_KINDS }).notNull(),
    month: text('month').notNull(),
    /** The product, channel, province or tenant type; '' for dim_kind 'all'. */
    dimValue: text('dim_value').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fact, t.dimKind, t.month, t.dimValue] }),
    check('metric_platform_months_fact_check', oneOf(t.fact, FACT_KINDS)),
    check('metric_platform_months_dim_check', oneOf(t.dimKind, METRIC_DIMENSION_KINDS)),
    check('metric_platform_months_count_check', sql`${t.count} >= 0`),
  ],
);

export type MetricProjectRow = typeof metricProjects.$inferSelect;
export type MetricTenantMonthRow = typeof metricTenantMonths.$inferSelect;
