/** The dashboards' calls: one registerContract per contract of domain/metrics/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { EXPORT_MAX_ROWS } from '../../../domain/constants';
import { metricsContracts as c } from '../../../domain/metrics/contracts';
import { chinaCompactDay } from '../../../domain/kernel/chinaTime';
import { registerContract } from '../../http/registerContract';
import { analysisWorkbook, consumptionWorkbook, XLSX_CONTENT_TYPE } from './excel';
import type { MetricsService } from './service';

export function registerMetricsRoutes(app: FastifyInstance, service: MetricsService): void {
  registerContract(app, c.metricsDataHub, async ({ query, requireAuth }) => service.dataHub(requireAuth(), query));

  registerContract(app, c.metricsBusiness, async ({ query, requireAuth }) => service.business(requireAuth(), query));

  registerContract(app, c.metricsCollaboration, async ({ query, requireAuth }) => service.collaboration(requireAuth(), query));

  registerContract(app, c.metricsConsumptionList, async ({ query, requireAuth }) => service.consumptionList(requireAuth(), query));

  registerContract(app, c.metricsConsumptionOptions, async ({ requireAuth }) => service.consumptionOptions(requireAuth()));

  registerContract(app, c.metricsConsumptionExport, async ({ query, requireAuth }) => {
    const { rows, totals, truncated, fileDay } = await service.consumptionForExport(requireAuth(), query, EXPORT_MAX_ROWS);
    return { fileName: `消费明细-${fileDay}.xlsx`, contentType: XLSX_CONTENT_TYPE, body: await consumptionWorkbook(rows, totals, truncated) };
  });

  registerContract(app, c.metricsPlatformOverview, async ({ query, requireAuth }) => service.overview(requireAuth(), query));

  registerContract(app, c.metricsAnalysis, async ({ query, requireAuth }) => service.analysis(requireAuth(), query));

  registerContract(app, c.metricsAnalysisExport, async ({ query, requireAuth }) => {
    const analysis = await service.analysis(requireAuth(), query);
    return {
      fileName: `指标分析-${analysis.measureName}-${chinaCompactDay(app.clock.now())}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      body: await analysisWorkbook(analysis, service.dimensionLabel(analysis.dimension)),
    };
  });
}
