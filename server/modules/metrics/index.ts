/**
 * The metrics module (issue 32, dashboards): the channel's 客户数字中心 and the platform's 经营指标中心
 * over summary tables (server/db/schema/metrics.ts) that the source tables' triggers mark and
 * this module's refresh keeps current (docs/decisions.md "Dashboards").
 *
 * - `app.metrics.refresh()` processes the marks, `app.metrics.rebuild()` recomputes everything
 *   (after bulk loads; bench/dashboards, the demo history);
 * - the job kind `metrics.refresh` runs the refresh; a ticker queues it every METRICS_REFRESH_MS
 *   with a job key per time bucket, so N processes run it once per bucket; the ticker starts and
 *   stops with the job runner (JOBS_RUNNER);
 * - at start, an installation whose summary is still empty (the first start, the migration just
 *   applied) is rebuilt before the server answers, so the first page already shows figures.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { METRICS_REFRESH_JOB } from './constants';
import { createMetricsRefresher, type RefreshOptions } from './refresh';
import { createRefreshRepository } from './refreshRepository';
import { createMetricsRepository } from './repository';
import { registerMetricsRoutes } from './routes';
import { createMetricsService } from './service';

export { METRICS_REFRESH_JOB } from './constants';

/** What other code (the demo seed's caller, the bench, tests) may ask of the summary. */
export interface MetricsSummary {
  /** Processes the waiting marks (all tenants, or only those); `processed` = marks taken. */
  refresh(options?: RefreshOptions): Promise<{ processed: number }>;
  /** Recomputes every summary table from the source tables. */
  rebuild(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsSummary;
  }
}

async function metricsModule(app: FastifyInstance) {
  const { clock, config } = app;
  const refresher = createMetricsRefresher({ repos: repositories(app.db, createRefreshRepository), clock, log: app.log });
  app.decorate('metrics', { refresh: refresher.refresh, rebuild: refresher.rebuild } satisfies MetricsSummary);

  app.jobs.register(
    METRICS_REFRESH_JOB,
    async () => {
      const result = await refresher.refresh();
      await refresher.pruneJobs(METRICS_REFRESH_JOB);
      return result;
    },
    { routine: true },
  );

  let ticker: NodeJS.Timeout | null = null;
  const tick = () => {
    const bucket = Math.floor(clock.now().getTime() / config.METRICS_REFRESH_MS);
    app.jobs
      .enqueue({ tenantCode: '', kind: METRICS_REFRESH_JOB, jobKey: `tick-${bucket}`, createdBy: 'system' })
      .catch((error: unknown) =>
        app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'metrics: could not queue the refresh'),
      );
  };

  app.addHook('onReady', async () => {
    const { empty, hasTenants } = await repositories(app.db, createRefreshRepository).repo.summaryEmpty();
    if (empty && hasTenants) await refresher.rebuild();
    if (config.JOBS_RUNNER && config.METRICS_REFRESH_MS > 0) {
      tick();
      ticker = setInterval(tick, config.METRICS_REFRESH_MS);
      ticker.unref?.();
    }
  });
  app.addHook('onClose', async () => {
    if (ticker) clearInterval(ticker);
    ticker = null;
  });

  const service = createMetricsService({
    repos: repositories(app.db, createMetricsRepository),
    refresher,
    accountDirectory: app.accountDirectory,
    tenantRelations: app.tenantRelations,
    dictionaryNames: app.dictionaryNames,
    clock,
  });
  registerMetricsRoutes(app, service);
}

// Wrapped so that app.metrics is visible to the app (tests, the bench) and the modules after it.
export default fp(metricsModule, { name: 'metrics', dependencies: ['db', 'identity', 'dictionaries'] });
