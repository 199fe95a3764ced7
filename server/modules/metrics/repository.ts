/**
 * The dashboards' reads. Figures come from the summary tables (metric_projects of the caller's
 * channel, metric_platform_months for the platform); the few other reads are bounded by the
 * caller's channel and indexed: its customers' profiles (industry, region), its sub-channels'
 * profiles, its authorizations, and the consumption list over the ledger
 * (wallet_entries_tenant_type_time_idx) joined to the purchase each debit paid for.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FactKind } from '../../../domain/metrics/measures';
import { purchaseDebitKey } from '../../../domain/projects/marketplace';
import type { DbOrTx } from '../../db/client';
import { textArray } from '../../db/query';
import type { TenantScope } from '../../tenancy';
import type { PlatformDimKind } from './compute';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A project of the summary, as the channel's dashboards read it. */
export interface SummaryProject {
  tenantCode: string;
  projectCode: string;
  groupCode: string;
  customerTenantCode: string;
  projectName: string;
  productCode: string;
  productName: string;
  serviceKind: string;
  state: string;
  consultantAccountId: string | null;
  progress: number;
  purchasedAt: number;
  purchaseMonth: string;
  points: number;
  plannedDays: number;
  finishMonth: string | null;
  deliveryDays: number | null;
  delayed: boolean;
  openGaps: number[];
  highGaps: number;
  overdueDisposals: number;
  risks: number[];
  openRisks: number[];
  highRisks: number;
  residualHighRisks: number;
}

export interface ConsumptionFilter {
  accountId?: string;
  productCode?: string;
  customerTenantCode?: string;
  from?: Date;
  to?: Date;
}

export interface ConsumptionRow {
  entryId: string;
  createdAt: number;
  accountId: string;
  points: number;
  reason: string;
  productCode: string | null;
  productName: string | null;
  customerTenantCode: string | null;
  groupCode: string | null;
  projects: number;
  refunded: boolean;
}

const arrayOf = (value: unknown): number[] => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(Number) : [0, 0, 0, 0, 0];
};

export function createMetricsRepository(db: DbOrTx) {
  return {
    /**
     * The channels' projects (not withdrawn) bought in the months, or finished in them (a
     * delivery counts in the month it finished): `inRange` tells which.
     */
    async projects(tenantCodes: readonly string[], startMonth: string, endMonth: string): Promise<(SummaryProject & { bought: boolean })[]> {
      if (!tenantCodes.length) return [];
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select tenant_code, project_code, group_code, customer_tenant_code, project_name, product_code, product_name, service_kind, state,
                 consultant_account_id, progress, (extract(epoch from purchased_at) * 1000)::float8 as purchased_ms, purchase_month, points,
                 planned_days, finish_month, delivery_days, delayed, open_gaps, high_gaps, overdue_disposals, risks, open_risks, high_risks,
                 residual_high_risks
            from metric_projects
           where tenant_code = any(${textArray(tenantCodes)}) and not withdrawn
             and (purchase_month between ${startMonth} and ${endMonth} or finish_month between ${startMonth} and ${endMonth})`),
      );
      return rows.map((row) => ({
        tenantCode: String(row.tenant_code),
        projectCode: String(row.project_code),
        groupCode: String(row.group_code),
        customerTenantCode: String(row.customer_tenant_code),
        projectName: String(row.project_name),
        productCode: String(row.product_code),
        productName: String(row.product_name),
        serviceKind: String(row.service_kind),
        state: String(row.state),
        consultantAccountId: (row.consultant_account_id as string | null) ?? null,
        progress: Number(row.progress),
        purchasedAt: Number(row.purchased_ms),
        purchaseMonth: String(row.purchase_month),
        points: Number(row.points),
        plannedDays: Number(row.planned_days),
        finishMonth: (row.finish_month as string | null) ?? null,
        deliveryDays: row.delivery_days === null ? null : Number(row.delivery_days),
        delayed: row.delayed === true,
        openGaps: arrayOf(row.open_gaps),
        highGaps: Number(row.high_gaps),
        overdueDisposals: Number(row.overdue_disposals),
        risks: arrayOf(row.risks),
        openRisks: arrayOf(row.open_risks),
        highRisks: Number(row.high_risks),
        residualHighRisks: Number(row.residual_high_risks),
        bought: String(row.purchase_month) >= startMonth && String(row.purchase_month) <= endMonth,
      }));
    },

    /** The channel's profiles of these customers: name, industry, region. */
    async customerProfiles(scope: TenantScope, customerCodes: readonly string[]) {
      if (!customerCodes.length) return new Map<string, { name: string; industryCode: string; regionCode: string }>();
      const rows = rowsOf<{ customer_tenant_code: string; company_name: string; industry_code: string; region_code: string }>(
        await db.execute(sql`
          select customer_tenant_code, company_name, industry_code, region_code from customer_profiles
           where tenant_code = ${scope.tenantCode} and customer_tenant_code = any(${textArray(customerCodes)})`),
      );
      return new Map(
        rows.map((row) => [row.customer_tenant_code, { name: row.company_name, industryCode: row.industry_code, regionCode: row.region_code }]),
      );
    },

    /** The region (as the profile shows it) of these channels. */
    async channelRegions(tenantCodes: readonly string[]): Promise<Map<string, string>> {
      if (!tenantCodes.length) return new Map();
      const rows = rowsOf<{ tenant_code: string; region: string }>(
        await db.execute(sql`select tenant_code, region from channel_profiles where tenant_code = any(${textArray(tenantCodes)})`),
      );
      return new Map(rows.map((row) => [row.tenant_code, row.region]));
    },

    /** The channel's last purchase (any month) per sub-channel. */
    async lastPurchases(tenantCodes: readonly string[]): Promise<Map<string, number>> {
      if (!tenantCodes.length) return new Map();
      const rows = rowsOf<{ tenant_code: string; at: number }>(
        await db.execute(sql`
          select tenant_code, (extract(epoch from max(purchased_at)) * 1000)::float8 as at from metric_projects
           where tenant_code = any(${textArray(tenantCodes)}) and not withdrawn group by tenant_code`),
      );
      return new Map(rows.map((row) => [row.tenant_code, Number(row.at)]));
    },

    /** The channel's authorizations with their product, and the projects bought under each product (all months, not withdrawn). */
    async quotas(scope: TenantScope) {
      return rowsOf<{
        authorization_code: string;
        product_code: string;
        product_name: string | null;
        product_status: string | null;
        quota: number;
        valid_from: string;
        valid_to: string;
        status: string;
        used: number;
      }>(
        await db.execute(sql`
          select a.authorization_code, a.product_code, p.name as product_name, p.status as product_status, a.quota, a.valid_from, a.valid_to, a.status,
                 (select count(*)::int from metric_projects m
                   where m.tenant_code = a.channel_tenant_code and m.product_code = a.product_code and not m.withdrawn) as used
            from product_authorizations a left join products p on p.product_code = a.product_code
           where a.channel_tenant_code = ${scope.tenantCode}
           order by a.valid_to desc, a.authorization_code`),
      );
    },

    // ---- consumption ----
    async consumptionPage(scope: TenantScope, filter: ConsumptionFilter, limit: number, offset: number): Promise<ConsumptionRow[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          ${consumptionRows(scope, filter)}
          select x.*, (select count(*)::int from projects p where p.tenant_code = x.group_tenant and p.group_code = x.group_code) as projects
            from x order by x.created_at desc, x.entry_id desc limit ${limit} offset ${offset}`),
      );
      return rows.map((row) => ({
        entryId: String(row.entry_id),
        createdAt: Number(row.created_ms),
        accountId: String(row.account_id),
        points: Number(row.points),
        reason: String(row.reason),
        productCode: (row.product_code as string | null) ?? null,
        productName: (row.product_name as string | null) ?? null,
        customerTenantCode: (row.customer_tenant_code as string | null) ?? null,
        groupCode: (row.group_code as string | null) ?? null,
        projects: Number(row.projects ?? 0),
        refunded: row.refunded === true,
      }));
    },
    async consumptionTotals(scope: TenantScope, filter: ConsumptionFilter): Promise<{ entries: number; points: number; refundedPoints: number }> {
      const [row] = rowsOf<{ entries: number; points: number; refunded: number }>(
        await db.execute(sql`
          ${consumptionRows(scope, filter)}
          select count(*)::int as entries, coalesce(sum(points), 0)::float8 as points,
                 coalesce(sum(points) filter (where refunded), 0)::float8 as refunded from x`),
      );
      return { entries: Number(row?.entries ?? 0), points: Number(row?.points ?? 0), refundedPoints: Number(row?.refunded ?? 0) };
    },
    /** Who spent in the channel, what it bought and for whom (the consumption filters). */
    async consumptionOptions(scope: TenantScope) {
      const [members, products, customers] = [
        rowsOf<{ account_id: string }>(
          await db.execute(sql`select distinct account_id from wallet_entries where tenant_code = ${scope.tenantCode} and type = 'consume'`),
        ),
        rowsOf<{ product_code: string; product_name: string }>(
          await db.execute(sql`
            select product_code, max(product_name) as product_name from project_groups where tenant_code = ${scope.tenantCode}
             group by product_code order by 2`),
        ),
        rowsOf<{ customer_tenant_code: string }>(
          await db.execute(sql`select distinct customer_tenant_code from project_groups where tenant_code = ${scope.tenantCode}`),
        ),
      ];
      return {
        accountIds: members.map((row) => row.account_id),
        products: products.map((row) => ({ productCode: row.product_code, productName: row.product_name })),
        customerCodes: customers.map((row) => row.customer_tenant_code),
      };
    },

    // ---- platform ----
    /** Sums of the facts per month and dimension value over the months (dim 'all': one value ''). */
    async platformSums(facts: readonly FactKind[], dimKind: PlatformDimKind, startMonth: string, endMonth: string) {
      const rows = rowsOf<{ fact: FactKind; month: string; dim_value: string; count: number; amount: number }>(
        await db.execute(sql`
          select fact, month, dim_value, sum(count)::float8 as count, sum(amount)::float8 as amount from metric_platform_months
           where fact = any(${textArray(facts)}) and dim_kind = ${dimKind} and month between ${startMonth} and ${endMonth}
           group by fact, month, dim_value`),
      );
      return rows.map((row) => ({ fact: row.fact, month: row.month, dimValue: row.dim_value, count: Number(row.count), amount: Number(row.amount) }));
    },
    /** Tenants active in the months, counted once each, by type (from the tenants' month rows). */
    async activeTenantsByType(startMonth: string, endMonth: string): Promise<Map<string, number>> {
      const rows = rowsOf<{ tenant_type: string; n: number }>(
        await db.execute(sql`
          select tenant_type, count(distinct tenant_code)::int as n from metric_tenant_months
           where fact = 'active' and month between ${startMonth} and ${endMonth} group by tenant_type`),
      );
      return new Map(rows.map((row) => [row.tenant_type, Number(row.n)]));
    },
    /** Product names by code (the platform's product slices). */
    async productNames(codes: readonly string[]): Promise<Map<string, string>> {
      if (!codes.length) return new Map();
      const rows = rowsOf<{ product_code: string; name: string }>(
        await db.execute(sql`select product_code, name from products where product_code = any(${textArray(codes)})`),
      );
      return new Map(rows.map((row) => [row.product_code, row.name]));
    },
  };
}

/** `with x as (…)`: the channel's debits for purchases, each with the group it paid for (if any). */
function consumptionRows(scope: TenantScope, filter: ConsumptionFilter): SQL {
  const prefix = purchaseDebitKey(scope.tenantCode, '');
  const conditions: SQL[] = [sql`e.tenant_code = ${scope.tenantCode}`, sql`e.type = 'consume'`];
  if (filter.accountId) conditions.push(sql`e.account_id = ${filter.accountId}`);
  if (filter.from) conditions.push(sql`e.created_at >= ${filter.from.toISOString()}`);
  if (filter.to) conditions.push(sql`e.created_at < ${filter.to.toISOString()}`);
  if (filter.productCode) conditions.push(sql`g.product_code = ${filter.productCode}`);
  if (filter.customerTenantCode) conditions.push(sql`g.customer_tenant_code = ${filter.customerTenantCode}`);
  return sql`
    with x as (
      select e.entry_id, e.created_at, (extract(epoch from e.created_at) * 1000)::float8 as created_ms, e.account_id, (-e.amount)::float8 as points,
             e.reason, g.tenant_code as group_tenant, g.group_code, g.product_code, g.product_name, g.customer_tenant_code,
             coalesce(g.status = 'withdrawn', false) as refunded
        from wallet_entries e
        left join project_groups g
          on g.tenant_code = e.tenant_code and left(e.idempotency_key, ${prefix.length}) = ${prefix}
         and g.request_key = substr(e.idempotency_key, ${prefix.length + 1})
       where ${sql.join(conditions, sql` and `)})`;
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
