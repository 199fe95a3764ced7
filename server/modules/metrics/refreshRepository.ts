/**
 * Every query of the metrics refresh. The summary is a view of other areas' tables: the refresh
 * reads them here, read-only and set-based (one statement per kind of source row and tenant), and
 * writes only the metric_* tables (docs/decisions.md "Dashboards"). Timestamps are read as epoch
 * milliseconds and counts as integers, so both drivers answer the same values.
 */
import { sql } from 'drizzle-orm';
import { GAP_DISPOSAL_OPEN, RISK_OPEN_STATUSES } from './constants';
import { HIGH_RISK_LEVEL } from '../../../domain/metrics/rules';
import type { DbOrTx } from '../../db/client';
import { textArray } from '../../db/query';
import type { GapCount, MetricProjectValues, PlatformDelta, ProjectSource, RiskCount, TenantFact, TenantMonthRow } from './compute';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ms = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(Number(value)));
const month = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM')`);

/** Lock keys (two-int advisory locks): the whole summary (shared by refreshes, exclusive for a rebuild) and one tenant. */
const SUMMARY_LOCK = sql`hashtext('metrics:summary')`;
const tenantLock = (tenantCode: string) => sql`hashtext('metrics:summary'), hashtext(${tenantCode})`;

export const METRICS_META_ASOF = 'metrics:refreshedAt';
export const METRICS_META_DAY = 'metrics:day';

export function createRefreshRepository(db: DbOrTx) {
  return {
    // ---- locks ----
    /** Waits while a rebuild clears the summary; held to the end of the transaction. */
    async shareSummary(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock_shared(${SUMMARY_LOCK})`);
    },
    async lockSummary(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${SUMMARY_LOCK})`);
    },
    /** The tenant's summary for this transaction; false when another process holds it. */
    async tryLockTenant(tenantCode: string): Promise<boolean> {
      const [row] = rowsOf<{ locked: boolean }>(await db.execute(sql`select pg_try_advisory_xact_lock(${tenantLock(tenantCode)}) as locked`));
      return row?.locked === true;
    },
    async lockTenant(tenantCode: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${tenantLock(tenantCode)})`);
    },

    // ---- marks ----
    /** Tenants with marks waiting (oldest first), optionally among `tenantCodes`, leaving out `skip`. */
    async markedTenants(limit: number, tenantCodes: readonly string[] | undefined, skip: readonly string[]): Promise<string[]> {
      const among = tenantCodes ? sql`and tenant_code = any(${textArray(tenantCodes)})` : sql``;
      const rows = rowsOf<{ tenant_code: string }>(
        await db.execute(sql`
          select tenant_code from metric_dirty
           where tenant_code <> all(${textArray(skip)}) ${among}
           group by tenant_code order by min(marked_at), tenant_code limit ${limit}`),
      );
      return rows.map((row) => row.tenant_code);
    },
    /** Takes the tenant's marks (the project codes; '' = the tenant's own facts). */
    async takeMarks(tenantCode: string): Promise<string[]> {
      const rows = rowsOf<{ project_code: string }>(
        await db.execute(sql`delete from metric_dirty where tenant_code = ${tenantCode} returning project_code`),
      );
      return rows.map((row) => row.project_code);
    },
    /** Marks waiting: among these tenants (a channel's view), or anywhere (null); counted up to `cap`. */
    async pendingMarks(tenantCodes: readonly string[] | null, cap: number): Promise<number> {
      const among = tenantCodes ? sql`where tenant_code = any(${textArray(tenantCodes)})` : sql``;
      const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (select 1 from metric_dirty ${among} limit ${cap}) m`));
      return row?.n ?? 0;
    },
    async clearAll(): Promise<void> {
      await db.execute(sql`delete from metric_dirty`);
      await db.execute(sql`delete from metric_projects`);
      await db.execute(sql`delete from metric_tenant_months`);
      await db.execute(sql`delete from metric_platform_months`);
    },
    /** Every tenant that may have figures: the tenants, and any tenant code the ledger or projects name. */
    async allTenantCodes(): Promise<string[]> {
      const rows = rowsOf<{ tenant_code: string }>(
        await db.execute(sql`
          select tenant_code from tenants
          union select distinct tenant_code from project_groups
          union select distinct tenant_code from wallet_entries where tenant_code is not null
          order by 1`),
      );
      return rows.map((row) => row.tenant_code);
    },
    async summaryEmpty(): Promise<{ empty: boolean; hasTenants: boolean }> {
      const [row] = rowsOf<{ summary: boolean; tenants: boolean }>(
        await db.execute(sql`select exists (select 1 from metric_tenant_months) as summary, exists (select 1 from tenants) as tenants`),
      );
      return { empty: !row?.summary, hasTenants: !!row?.tenants };
    },

    // ---- the day's roll: figures that change with the date alone ----
    /** Claims the change of day (true once per day across processes) and records it. */
    async claimDay(today: string, now: Date): Promise<{ claimed: boolean; previous: string | null }> {
      const [before] = rowsOf<{ value: string }>(await db.execute(sql`select value from meta where key = ${METRICS_META_DAY} for update`));
      if (before?.value === today) return { claimed: false, previous: today };
      await db.execute(sql`
        insert into meta (key, value, updated_at) values (${METRICS_META_DAY}, ${today}, ${now.toISOString()})
        on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
      return { claimed: true, previous: before?.value ?? null };
    },
    /**
     * Marks the projects whose figures the new day changes: unfinished ones that pass their due
     * day (late from today), and those with a disposal whose due date has just passed.
     */
    async markDayChanges(today: string, previous: string | null): Promise<void> {
      await db.execute(sql`
        insert into metric_dirty (tenant_code, project_code)
        select tenant_code, project_code from metric_projects
         where not withdrawn and finished_at is null and not delayed
           and (purchased_at at time zone 'Asia/Shanghai')::date + planned_days < ${today}::date
        union
        select tenant_code, project_code from gap_disposals
         where status = ${GAP_DISPOSAL_OPEN} and due_date is not null and due_date < ${today}
           ${previous ? sql`and due_date >= ${previous}` : sql``}
        order by 1, 2
        on conflict (tenant_code, project_code) do nothing`);
    },

    // ---- projects ----
    /** The source facts of the tenant's projects (all, or those codes). */
    async projectSources(tenantCode: string, projectCodes: readonly string[] | null): Promise<ProjectSource[]> {
      const only = projectCodes ? sql`and p.project_code = any(${textArray(projectCodes)})` : sql``;
      // Plain key joins (no CTE): PGlite has no autovacuum, so the plan must not depend on fresh statistics.
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select p.tenant_code, p.project_code, p.group_code, p.customer_tenant_code, p.delivery_tenant_code, p.name,
                 g.product_code, g.product_version, g.product_name, g.service_kind, p.state, g.status = 'withdrawn' as withdrawn,
                 p.consultant_account_id, p.progress, g.unit_price_points as points,
                 (extract(epoch from g.purchased_at) * 1000)::float8 as purchased_ms,
                 (extract(epoch from p.finished_at) * 1000)::float8 as finished_ms
            from projects p
            join project_groups g on g.tenant_code = p.tenant_code and g.group_code = p.group_code
           where p.tenant_code = ${tenantCode} ${only}`),
      );
      // Each version's planned days read once: a definition is a large document.
      const versions = [...new Set(rows.map((row) => `${row.product_code}\u0000${row.product_version}`))];
      const planned = new Map<string, number>();
      if (versions.length) {
        const found = rowsOf<{ product_code: string; version: number; days: number | null }>(
          await db.execute(sql`
            select v.product_code, v.version, (v.definition -> 'basic' ->> 'deliveryDays')::int as days
              from product_versions v
              join unnest(${textArray(versions.map((key) => key.split('\u0000')[0]))}, ${sql.param(versions.map((key) => Number(key.split('\u0000')[1])))}::int[]) as k(code, version)
                on v.product_code = k.code and v.version = k.version`),
        );
        for (const row of found) planned.set(`${row.product_code}\u0000${row.version}`, Number(row.days ?? 0));
      }
      return rows.map((row) => ({
        tenantCode: String(row.tenant_code),
        projectCode: String(row.project_code),
        groupCode: String(row.group_code),
        customerTenantCode: String(row.customer_tenant_code),
        deliveryTenantCode: String(row.delivery_tenant_code),
        projectName: String(row.name),
        productCode: String(row.product_code),
        productName: String(row.product_name),
        serviceKind: String(row.service_kind),
        state: String(row.state),
        withdrawn: row.withdrawn === true,
        consultantAccountId: (row.consultant_account_id as string | null) ?? null,
        progress: Number(row.progress),
        points: Number(row.points),
        purchasedAt: ms(row.purchased_ms) as Date,
        finishedAt: ms(row.finished_ms),
        plannedDays: planned.get(`${row.product_code}\u0000${row.product_version}`) ?? 0,
      }));
    },
    /** Open gap disposals by project and level, with those past due on `today`. */
    async gapCounts(tenantCode: string, projectCodes: readonly string[] | null, today: string): Promise<Map<string, GapCount[]>> {
      const only = projectCodes ? sql`and project_code = any(${textArray(projectCodes)})` : sql``;
      const rows = rowsOf<{ project_code: string; level: number; open: number; overdue: number }>(
        await db.execute(sql`
          select project_code, gap_level as level, count(*)::int as open,
                 (count(*) filter (where due_date is not null and due_date < ${today}))::int as overdue
            from gap_disposals
           where tenant_code = ${tenantCode} and status = ${GAP_DISPOSAL_OPEN} ${only}
           group by project_code, gap_level`),
      );
      const byProject = new Map<string, GapCount[]>();
      for (const row of rows) {
        const list = byProject.get(row.project_code) ?? [];
        list.push({ level: Number(row.level), open: Number(row.open), overdue: Number(row.overdue) });
        byProject.set(row.project_code, list);
      }
      return byProject;
    },
    /** Computed risks by project and level: all, still open, and with a high residual level. */
    async riskCounts(tenantCode: string, projectCodes: readonly string[] | null): Promise<Map<string, RiskCount[]>> {
      const only = projectCodes ? sql`and project_code = any(${textArray(projectCodes)})` : sql``;
      const rows = rowsOf<{ project_code: string; level: number; risks: number; open: number; residual_high: number }>(
        await db.execute(sql`
          select project_code, level, count(*)::int as risks,
                 (count(*) filter (where residual_status = any(${textArray(RISK_OPEN_STATUSES)})))::int as open,
                 (count(*) filter (where residual_level >= ${HIGH_RISK_LEVEL}))::int as residual_high
            from ra_risks
           where tenant_code = ${tenantCode} ${only}
           group by project_code, level`),
      );
      const byProject = new Map<string, RiskCount[]>();
      for (const row of rows) {
        const list = byProject.get(row.project_code) ?? [];
        list.push({ level: Number(row.level), risks: Number(row.risks), open: Number(row.open), residualHigh: Number(row.residual_high) });
        byProject.set(row.project_code, list);
      }
      return byProject;
    },
    /** Replaces the tenant's project rows (all, or those codes) by `rows`, in one statement each. */
    async replaceProjects(tenantCode: string, projectCodes: readonly string[] | null, rows: readonly MetricProjectValues[]): Promise<void> {
      const only = projectCodes ? sql`and project_code = any(${textArray(projectCodes)})` : sql``;
      await db.execute(sql`delete from metric_projects where tenant_code = ${tenantCode} ${only}`);
      if (!rows.length) return;
      // The table's own row type: one json parse per row, columns matched by name.
      const payload = JSON.stringify(
        rows.map((row) => ({
          tenant_code: row.tenantCode,
          project_code: row.projectCode,
          group_code: row.groupCode,
          customer_tenant_code: row.customerTenantCode,
          delivery_tenant_code: row.deliveryTenantCode,
          project_name: row.projectName,
          product_code: row.productCode,
          product_name: row.productName,
          service_kind: row.serviceKind,
          state: row.state,
          withdrawn: row.withdrawn,
          consultant_account_id: row.consultantAccountId,
          progress: row.progress,
          purchased_at: row.purchasedAt.toISOString(),
          purchase_month: row.purchaseMonth,
          points: row.points,
          planned_days: row.plannedDays,
          finished_at: row.finishedAt?.toISOString() ?? null,
          finish_month: row.finishMonth,
          delivery_days: row.deliveryDays,
          delayed: row.delayed,
          open_gaps: row.openGaps,
          high_gaps: row.highGaps,
          overdue_disposals: row.overdueDisposals,
          risks: row.risks,
          open_risks: row.openRisks,
          high_risks: row.highRisks,
          residual_high_risks: row.residualHighRisks,
          refreshed_at: row.refreshedAt.toISOString(),
        })),
      );
      await db.execute(sql`insert into metric_projects select * from json_populate_recordset(null::metric_projects, ${payload}::json)`);
    },

    // ---- tenant facts ----
    /** The tenant's type, province and channel as the platform slices its facts. */
    async tenantAttributes(tenantCode: string): Promise<{ tenantType: string; regionCode: string; channelCode: string }> {
      const [row] = rowsOf<{ type: string | null; region: string | null; channel: string | null }>(
        await db.execute(sql`
          with t as (select tenant_code, type from tenants where tenant_code = ${tenantCode}),
               serving as (select parent_tenant_code from tenant_relations where child_tenant_code = ${tenantCode} and kind = 'customer')
          select (select type from t) as type,
                 case (select type from t)
                   when 'channel' then (select region_code from channel_profiles where tenant_code = ${tenantCode})
                   when 'customer' then (select region_code from customer_profiles where customer_tenant_code = ${tenantCode}
                                          order by tenant_code = (select parent_tenant_code from serving) desc nulls last, created_at limit 1)
                 end as region,
                 case (select type from t)
                   when 'channel' then ${tenantCode}
                   when 'customer' then (select parent_tenant_code from serving)
                 end as channel`),
      );
      return { tenantType: row?.type ?? '', regionCode: row?.region ?? '', channelCode: row?.channel ?? '' };
    },
    /** The tenant's stored facts by month (and product), from the sources and its project rows. */
    async tenantFacts(tenantCode: string): Promise<TenantFact[]> {
      const rows = rowsOf<{ month: string; fact: TenantFact['fact']; product_code: string; count: number; amount: number }>(
        await db.execute(sql`
          select ${month('paid_at')} as month, 'recharge' as fact, '' as product_code, count(*)::float8 as count, sum(amount_fen)::float8 as amount
            from orders where tenant_code = ${tenantCode} and paid_at is not null and status in ('paid', 'refunding') group by 1
          union all
          select ${month('created_at')}, case when amount > 0 then 'pointsIn' else 'pointsOut' end, '', count(*)::float8, sum(abs(amount))::float8
            from wallet_entries where tenant_code = ${tenantCode} group by 1, 2
          union all
          select purchase_month, 'purchase', product_code, count(*)::float8, sum(points)::float8
            from metric_projects where tenant_code = ${tenantCode} and not withdrawn group by 1, 3
          union all
          select finish_month, 'delivered', product_code, count(*)::float8, sum(delivery_days)::float8
            from metric_projects where tenant_code = ${tenantCode} and not withdrawn and finish_month is not null group by 1, 3
          union all
          select ${month('created_at')}, 'certProject', '', count(*)::float8, 0 from cert_projects where tenant_code = ${tenantCode} group by 1
          union all
          select left(issued_on::text, 7), 'certificate', '', count(*)::float8, 0 from cert_certificates where tenant_code = ${tenantCode} group by 1
          union all
          select ${month('created_at')}, 'newTenant', '', 1, 0 from tenants where tenant_code = ${tenantCode}
          union all
          select ${month('r.reviewed_at')}, 'channelApproval', '', count(*)::float8,
                 sum(round(extract(epoch from (r.reviewed_at - t.created_at)) / 3600))::float8
            from channel_reviews r join tenants t on t.tenant_code = r.tenant_code
           where r.tenant_code = ${tenantCode} and r.approval_state = 'success' and r.from_state <> 'success' group by 1`),
      );
      return rows.map((row) => ({
        month: row.month,
        fact: row.fact,
        productCode: row.product_code,
        count: Number(row.count),
        amount: Math.max(0, Number(row.amount)),
      }));
    },
    async tenantMonths(tenantCode: string): Promise<TenantMonthRow[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select month, fact, product_code, count::float8 as count, amount::float8 as amount, tenant_type, region_code, channel_code
            from metric_tenant_months where tenant_code = ${tenantCode}`),
      );
      return rows.map((row) => ({
        month: String(row.month),
        fact: row.fact as TenantFact['fact'],
        productCode: String(row.product_code),
        count: Number(row.count),
        amount: Number(row.amount),
        tenantType: String(row.tenant_type),
        regionCode: String(row.region_code),
        channelCode: String(row.channel_code),
      }));
    },
    async replaceTenantMonths(tenantCode: string, rows: readonly TenantMonthRow[]): Promise<void> {
      await db.execute(sql`delete from metric_tenant_months where tenant_code = ${tenantCode}`);
      if (!rows.length) return;
      const payload = JSON.stringify(rows);
      await db.execute(sql`
        insert into metric_tenant_months (tenant_code, month, fact, product_code, count, amount, tenant_type, region_code, channel_code)
        select ${tenantCode}, r.month, r.fact, r."productCode", r.count, r.amount, r."tenantType", r."regionCode", r."channelCode"
          from jsonb_to_recordset(${payload}::jsonb) as r(month text, fact text, "productCode" text, count bigint, amount bigint,
               "tenantType" text, "regionCode" text, "channelCode" text)`);
    },
    /**
     * Adds the differences to the platform's totals: the existing rows locked in key order (two
     * tenants' refreshes touch the same platform rows: one order, no deadlock) and updated, then
     * the new rows inserted. Not one INSERT … ON CONFLICT DO UPDATE: PostgreSQL checks the proposed
     * row's CHECK constraints before it finds the conflict, so a falling figure (a withdrawn
     * purchase: count −1) would be refused although the row it adds to stays positive.
     */
    async applyPlatform(deltas: readonly PlatformDelta[]): Promise<void> {
      if (!deltas.length) return;
      const payload = JSON.stringify(deltas);
      const rows = sql`rows from (jsonb_to_recordset(${payload}::jsonb) as (fact text, "dimKind" text, month text, "dimValue" text, count bigint, amount bigint))
               with ordinality as r(fact, "dimKind", month, "dimValue", count, amount, n)`;
      const same = sql`m.fact = r.fact and m.dim_kind = r."dimKind" and m.month = r.month and m.dim_value = r."dimValue"`;
      await db.execute(sql`select 1 from metric_platform_months m join ${rows} on ${same} order by r.n for update of m`);
      await db.execute(sql`
        update metric_platform_months m set count = m.count + r.count, amount = m.amount + r.amount
          from ${rows} where ${same}`);
      // Rows another refresh inserted meanwhile are added to (their counts are positive: a new row's difference is).
      await db.execute(sql`
        insert into metric_platform_months (fact, dim_kind, month, dim_value, count, amount)
        select r.fact, r."dimKind", r.month, r."dimValue", r.count, r.amount
          from ${rows}
         where not exists (select 1 from metric_platform_months m where ${same})
         order by r.n
        on conflict (fact, dim_kind, month, dim_value)
        do update set count = metric_platform_months.count + excluded.count, amount = metric_platform_months.amount + excluded.amount`);
    },

    // ---- when ----
    async setAsOf(now: Date): Promise<void> {
      await db.execute(sql`
        insert into meta (key, value, updated_at) values (${METRICS_META_ASOF}, ${now.toISOString()}, ${now.toISOString()})
        on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at
        where meta.value < excluded.value`);
    },
    async asOf(): Promise<string | null> {
      const [row] = rowsOf<{ value: string }>(await db.execute(sql`select value from meta where key = ${METRICS_META_ASOF}`));
      return row?.value ?? null;
    },
    /** Finished refresh jobs older than a day (one is queued per METRICS_REFRESH_MS bucket). */
    async pruneRefreshJobs(kind: string, before: Date): Promise<void> {
      await db.execute(sql`delete from jobs where kind = ${kind} and status in ('succeeded', 'failed') and finished_at < ${before.toISOString()}`);
    },
  };
}

export type RefreshRepository = ReturnType<typeof createRefreshRepository>;
