/**
 * The metrics refresh (docs/decisions.md "Dashboards"): brings the summary tables up to date from
 * the marks the source tables' triggers leave in metric_dirty.
 *
 * One tenant at a time, each in its own transaction:
 *  1. the summary lock in shared mode (a rebuild takes it exclusively while it clears the tables),
 *     then the tenant's advisory lock — tried, not waited for: a tenant another process is
 *     refreshing is left to it, so two processes never apply the same difference;
 *  2. the tenant's marks are deleted (taken) before anything is read: a writer that commits later
 *     marks again (its trigger's upsert waits on the deleted mark's row lock), so no change is lost;
 *  3. the marked projects' rows of metric_projects are recomputed (all of the tenant's when many
 *     are marked), with domain/metrics/rules.ts;
 *  4. the tenant's facts by month are recomputed and replace its metric_tenant_months rows, and
 *     the difference (new − old, per fact, dimension, month and value) is added to
 *     metric_platform_months in the same transaction.
 *
 * `rebuild()` clears the four tables under the exclusive lock and recomputes every tenant in full
 * (after bulk loads, and at the first start of an installation whose summary is empty).
 */
import { chinaDay } from '../../../domain/kernel/chinaTime';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import { metricProjectOf, platformDifferences, provinceOf, withActiveMonths, type TenantMonthRow } from './compute';
import { FULL_TENANT_MARKS } from './constants';
import type { RefreshRepository } from './refreshRepository';

export interface RefreshOptions {
  /** Only these tenants' marks (a channel's read); all tenants when absent. */
  tenantCodes?: string[];
  /** At most this many tenants in this call (the rest wait for the next). */
  limit?: number;
}

export interface MetricsRefresher {
  /** Processes the waiting marks; `processed` = marks taken. */
  refresh(options?: RefreshOptions): Promise<{ processed: number }>;
  /** Recomputes the whole summary from the source tables. */
  rebuild(): Promise<void>;
  /** Marks waiting among these tenants (null: anywhere), counted up to `cap`. */
  pending(tenantCodes: readonly string[] | null, cap?: number): Promise<number>;
  /** When the summary was last brought up to date (ISO), or null before the first refresh. */
  asOf(): Promise<string | null>;
  /** Deletes the periodic job's finished rows older than a day. */
  pruneJobs(kind: string): Promise<void>;
}

export interface MetricsRefreshDeps {
  repos: Repositories<RefreshRepository>;
  clock: Clock;
  log: { info(object: Record<string, unknown>, message: string): void };
}

/** Tenants taken per round of a refresh. */
const TENANTS_PER_ROUND = 50;

export function createMetricsRefresher({ repos, clock, log }: MetricsRefreshDeps): MetricsRefresher {
  /** Recomputes one tenant (its marked projects, or all with `codes` null) and its facts; inside the caller's transaction. */
  async function recomputeTenant(repo: RefreshRepository, tenantCode: string, codes: readonly string[] | null): Promise<void> {
    const now = clock.now();
    if (codes === null || codes.length) {
      const today = chinaDay(now);
      // One after the other: the statements share the transaction's connection.
      const sources = await repo.projectSources(tenantCode, codes);
      const gaps = await repo.gapCounts(tenantCode, codes, today);
      const risks = await repo.riskCounts(tenantCode, codes);
      const rows = sources.map((source) => metricProjectOf(source, gaps.get(source.projectCode) ?? [], risks.get(source.projectCode) ?? [], now));
      await repo.replaceProjects(tenantCode, codes, rows);
    }
    const attributes = await repo.tenantAttributes(tenantCode);
    const facts = await repo.tenantFacts(tenantCode);
    const before = await repo.tenantMonths(tenantCode);
    const stamped = { tenantType: attributes.tenantType, regionCode: provinceOf(attributes.regionCode), channelCode: attributes.channelCode };
    const after: TenantMonthRow[] = withActiveMonths(facts).map((fact) => ({ ...fact, ...stamped }));
    await repo.replaceTenantMonths(tenantCode, after);
    await repo.applyPlatform(platformDifferences(before, after));
  }

  /** One tenant's marks in one transaction; the number of marks taken (0 when another process has the tenant). */
  async function refreshTenant(tenantCode: string): Promise<number> {
    return repos.transaction(async (repo) => {
      await repo.shareSummary();
      if (!(await repo.tryLockTenant(tenantCode))) return 0;
      const marks = await repo.takeMarks(tenantCode);
      if (!marks.length) return 0;
      const projects = marks.filter((code) => code !== '');
      await recomputeTenant(repo, tenantCode, projects.length > FULL_TENANT_MARKS ? null : projects);
      return marks.length;
    });
  }

  /** Once per China day: marks the projects whose lateness or overdue disposals the date alone changed. */
  async function rollDay(): Promise<void> {
    const today = chinaDay(clock.now());
    await repos.transaction(async (repo) => {
      const { claimed, previous } = await repo.claimDay(today, clock.now());
      if (claimed) await repo.markDayChanges(today, previous);
    });
  }

  return {
    async refresh(options = {}) {
      await rollDay();
      const limit = options.limit ?? Number.POSITIVE_INFINITY;
      const skipped: string[] = [];
      let processed = 0;
      let tenants = 0;
      while (tenants < limit) {
        const batch = await repos.repo.markedTenants(Math.min(TENANTS_PER_ROUND, limit - tenants), options.tenantCodes, skipped);
        if (!batch.length) break;
        for (const tenantCode of batch) {
          const taken = await refreshTenant(tenantCode);
          // Held by another process, or its marks taken meanwhile: not again in this call.
          if (taken === 0) skipped.push(tenantCode);
          processed += taken;
          tenants += 1;
        }
      }
      await repos.repo.setAsOf(clock.now());
      return { processed };
    },

    async rebuild() {
      const started = Date.now();
      await repos.transaction(async (repo) => {
        await repo.lockSummary();
        await repo.clearAll();
        // The rebuild computes lateness and overdue disposals as of today: today's roll is done.
        await repo.claimDay(chinaDay(clock.now()), clock.now());
      });
      const tenantCodes = await repos.repo.allTenantCodes();
      for (const tenantCode of tenantCodes) {
        await repos.transaction(async (repo) => {
          await repo.shareSummary();
          await repo.lockTenant(tenantCode);
          await repo.takeMarks(tenantCode);
          await recomputeTenant(repo, tenantCode, null);
        });
      }
      await repos.repo.setAsOf(clock.now());
      log.info({ tenants: tenantCodes.length, ms: Date.now() - started }, 'metrics summary rebuilt');
    },

    pending: (tenantCodes, cap = 1) => repos.repo.pendingMarks(tenantCodes, cap),
    asOf: () => repos.repo.asOf(),
    pruneJobs: (kind) => repos.repo.pruneRefreshJobs(kind, new Date(clock.now().getTime() - 86_400_000)),
  };
}
