/**
 * The dashboards: the channel's 客户数字中心 (data hub, business, collaboration, consumption) and
 * the platform's 经营指标中心 (overview, analysis), computed from the summary tables for the
 * caller's scope only: the session's channel (the repository's reads take its TenantScope), its
 * sub-channels on the collaboration call, everything for the platform. Each answer says how fresh
 * it is; a channel's read first refreshes the channel's own marks when only a few wait.
 *
 *   kit.ts          dependencies, range, freshness, helpers
 *   channel.ts      智能数据中心, 业务看板, 协同看板
 *   consumption.ts  消费明细 and its export
 *   platform.ts     经营指标中心 and 指标分析
 */
import { MetricDimension } from '../../../domain/metrics/measures';
import { createChannelBoards } from './channel';
import { createConsumption } from './consumption';
import { createMetricsKit, type MetricsServiceDeps } from './kit';
import { createPlatformMetrics } from './platform';

export { industrySectionOf, type MetricsServiceDeps } from './kit';

export function createMetricsService(deps: MetricsServiceDeps) {
  const kit = createMetricsKit(deps);
  return {
    ...createChannelBoards(deps, kit),
    ...createConsumption(deps, kit),
    ...createPlatformMetrics(deps, kit),
    dimensionLabel: (dimension: MetricDimension) => MetricDimension.label(dimension),
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
