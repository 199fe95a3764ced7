/**
 * The dashboards (issue 32): the channel's 客户数字中心 (/clientDigitalCenter: smartDataHub,
 * businessDashboard, collaborationDashboard, consumptionDetails) and the platform's 经营指标中心
 * (/bizMetricsHub, /bizMetricsHub/viewAnalysis). The spec names the pages, not their calls: these
 * paths are the product's own.
 *
 * Every figure is computed on the server from stored facts, for the caller's scope only (the
 * session's channel; the manager's collaboration view adds its sub-channels; the platform sees
 * everything). Figures are read from summary tables kept current by the job runner: each answer
 * says when they were last brought up to date (`freshness`).
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { DATE_RANGE_SHAPE, checkDateRange, defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';
import { text } from '../kernel/text';
import { MetricDimension, MetricMeasure } from './measures';
import { METRICS_MAX_MONTHS, MONTH_PATTERN, monthSpan } from './period';

const channelTag = '客户数字中心';
const platformTag = '经营指标中心';

const Month = z.string().regex(MONTH_PATTERN, '月份格式应为 YYYY-MM（2000–2099 年）');
const int = z.number().int();

/** A month range ("" or absent: the last 12 months up to this one). */
export const MonthRangeQuery = z
  .object({ startMonth: filterOf(Month), endMonth: filterOf(Month) })
  .refine((r) => !r.startMonth || !r.endMonth || monthSpan(r.startMonth, r.endMonth) >= 1, {
    message: '开始月份不能晚于结束月份',
    path: ['endMonth'],
  })
  .refine((r) => !r.startMonth || !r.endMonth || monthSpan(r.startMonth, r.endMonth) <= METRICS_MAX_MONTHS, {
    message: `统计区间最长 ${METRICS_MAX_MONTHS} 个月，请缩短区间`,
    path: ['endMonth'],
  });

export const ResolvedRange = z.object({ startMonth: z.string(), endMonth: z.string() });

/** How current the figures are: when the summary was last brought up to date, and whether changes are still waiting. */
export const Freshness = z.object({ asOf: Timestamp.nullable(), pending: z.boolean() });
export type Freshness = z.infer<typeof Freshness>;

/** A labelled count (a bar or a slice). */
const Bucket = z.object({ code: z.string(), name: z.string(), customers: int, projects: int });

// ---- 智能数据中心 -------------------------------------------------------------------------------

export const AttentionCustomer = z.object({
  customerTenantCode: z.string(),
  customerName: z.string(),
  score: int,
  reasons: z.array(z.string()),
  overdueDisposals: int,
  delayedProjects: int,
  highRisks: int,
  residualHighRisks: int,
  highGaps: int,
  /** The project to open first (the one with the most serious findings). */
  projectCode: z.string(),
  projectName: z.string(),
  /** Route of that project's page for the caller. */
  link: z.string(),
});

export const DataHub = z.object({
  range: ResolvedRange,
  freshness: Freshness,
  totals: z.object({
    customers: int,
    projects: int,
    inProgress: int,
    finished: int,
    delayed: int,
    highGaps: int,
    highRisks: int,
    residualHighRisks: int,
    overdueDisposals: int,
    attentionCustomers: int,
  }),
  /** GB/T 4754 sections (门类), most customers first. */
  byIndustry: z.array(Bucket),
  /** GB/T 2260 provinces, most customers first. */
  byRegion: z.array(Bucket),
  /** Projects by service kind and state (every pair with projects). */
  byServiceState: z.array(
    z.object({ serviceKind: z.string(), serviceKindName: z.string(), state: z.string(), stateName: z.string(), projects: int }),
  ),
  /** Open gaps being handled, by gap level 1–5. */
  gapLevels: z.array(z.object({ level: int, open: int })),
  /** Risks by level 1–5 (all computed risks) and how many of them are still open. */
  riskLevels: z.array(z.object({ level: int, name: z.string(), risks: int, open: int })),
  attention: z.array(AttentionCustomer),
  attentionExplain: z.string(),
});
export type DataHub = z.infer<typeof DataHub>;

export const metricsDataHub = defineContract({
  method: 'GET',
  path: '/api/dashboard/channel/dataHub.json',
  tag: channelTag,
  summary:
    '智能数据中心：本渠道所选月份内购买的项目的客户行业与地区分布、按服务与状态的项目数、未关闭的发现（差距、高风险、残余风险、逾期整改）、需优先关注的客户',
  query: MonthRangeQuery,
  response: DataHub,
  access: 'clientDigitalCenterPermission',
  timeout: TIMEOUTS.default,
});

// ---- 业务看板 ----------------------------------------------------------------------------------

export const BusinessDashboard = z.object({
  range: ResolvedRange,
  freshness: Freshness,
  totals: z.object({ projects: int, points: int, delivered: int, delayed: int, avgDeliveryDays: z.number().nullable() }),
  /** Every month of the range, zeros included. */
  byMonth: z.array(z.object({ month: z.string(), projects: int, points: int, delivered: int })),
  byProduct: z.array(
    z.object({
      productCode: z.string(),
      productName: z.string(),
      projects: int,
      points: int,
      delivered: int,
      delayed: int,
      avgDeliveryDays: z.number().nullable(),
      plannedDays: int,
    }),
  ),
  /** The consultants delivering the range's projects ("未分配" for projects not yet dispatched). */
  byConsultant: z.array(
    z.object({
      accountId: z.string(),
      name: z.string(),
      projects: int,
      inProgress: int,
      finished: int,
      delayed: int,
      avgProgress: int,
      avgDeliveryDays: z.number().nullable(),
    }),
  ),
  /** The channel's service authorizations now, with the quota used and left. */
  quotas: z.array(
    z.object({
      authorizationCode: z.string(),
      productCode: z.string(),
      productName: z.string(),
      quota: int,
      used: int,
      left: int,
      validTo: z.string(),
      status: z.string(),
      statusName: z.string(),
    }),
  ),
});
export type BusinessDashboard = z.infer<typeof BusinessDashboard>;

export const metricsBusiness = defineContract({
  method: 'GET',
  path: '/api/dashboard/channel/business.json',
  tag: channelTag,
  summary: '业务看板：按月、按服务产品的购买项目数与消耗积分，按顾问的交付进度与延期，平均交付天数对比计划交付周期，各授权剩余额度',
  query: MonthRangeQuery,
  response: BusinessDashboard,
  access: 'clientDigitalCenterPermission',
  timeout: TIMEOUTS.default,
});

// ---- 协同看板 ----------------------------------------------------------------------------------

export const SubChannelRow = z.object({
  rank: int,
  tenantCode: z.string(),
  name: z.string(),
  region: z.string(),
  customers: int,
  projects: int,
  points: int,
  delivered: int,
  delayed: int,
  lastPurchaseAt: Timestamp.nullable(),
});

export const Collaboration = z.object({
  range: ResolvedRange,
  freshness: Freshness,
  totals: z.object({ subChannels: int, customers: int, projects: int, points: int, delivered: int, delayed: int }),
  /** The sub-channels, most points first (ties: most projects, then name). */
  list: z.array(SubChannelRow),
  byMonth: z.array(z.object({ month: z.string(), projects: int, points: int })),
});
export type Collaboration = z.infer<typeof Collaboration>;

export const metricsCollaboration = defineContract({
  method: 'GET',
  path: '/api/dashboard/channel/collaboration.json',
  tag: channelTag,
  summary: '协同看板（渠道管理员）：下级渠道在所选月份内的客户、购买与交付，按消耗积分排名',
  query: MonthRangeQuery,
  response: Collaboration,
  access: 'canReadPartnerDashboard',
  timeout: TIMEOUTS.default,
});

// ---- 消费明细 ----------------------------------------------------------------------------------

export const ConsumptionQuery = z.object({
  accountId: filterOf(text({ max: 64 })),
  productCode: filterOf(text({ max: 64 })),
  customerTenantCode: filterOf(text({ max: 64 })),
  ...DATE_RANGE_SHAPE,
});

export const ConsumptionItem = z.object({
  entryId: z.string(),
  createdAt: Timestamp,
  accountId: z.string(),
  memberName: z.string(),
  /** Points spent (positive). */
  points: int,
  reason: z.string(),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  customerTenantCode: z.string().nullable(),
  customerName: z.string().nullable(),
  groupCode: z.string().nullable(),
  projects: int,
  /** The purchase was withdrawn and its points refunded. */
  refunded: z.boolean(),
});
export type ConsumptionItem = z.infer<typeof ConsumptionItem>;

export const ConsumptionPage = pageOf(ConsumptionItem).extend({
  /** Over every row of the filter, not only this page. */
  totals: z.object({ entries: int, points: int, refundedPoints: int }),
});

export const metricsConsumptionList = defineContract({
  method: 'GET',
  path: '/api/dashboard/channel/consumption/list.json',
  tag: channelTag,
  summary: '消费明细：本渠道及其成员在本渠道消耗的每一笔积分，可按成员、服务产品、客户、时间筛选，分页，附筛选结果合计',
  query: checkDateRange(PageQuery.extend(ConsumptionQuery.shape)),
  response: ConsumptionPage,
  access: 'clientDigitalCenterPermission',
  timeout: TIMEOUTS.default,
});

export const ConsumptionOptions = z.object({
  members: z.array(z.object({ accountId: z.string(), name: z.string() })),
  products: z.array(z.object({ productCode: z.string(), productName: z.string() })),
  customers: z.array(z.object({ customerTenantCode: z.string(), customerName: z.string() })),
});

export const metricsConsumptionOptions = defineContract({
  method: 'GET',
  path: '/api/dashboard/channel/consumption/options.json',
  tag: channelTag,
  summary: '消费明细的筛选项：本渠道的成员、购买过的服务产品、客户',
  response: ConsumptionOptions,
  access: 'clientDigitalCenterPermission',
  timeout: TIMEOUTS.default,
});

export const metricsConsumptionExport = defineContract({
  method: 'GET',
  path: '/api/dashboard/channel/consumption/export',
  tag: channelTag,
  summary: '按当前筛选导出消费明细（Excel，含合计行）',
  query: checkDateRange(ConsumptionQuery),
  response: z.unknown(),
  access: 'clientDigitalCenterPermission',
  timeout: TIMEOUTS.default,
  download: true,
});

// ---- 经营指标中心 ------------------------------------------------------------------------------

export const MeasureFigure = z.object({
  measure: MetricMeasure.schema,
  name: z.string(),
  unit: z.string(),
  value: z.number(),
  previous: z.number(),
  /** (value − previous) / previous; null when the previous period is 0. */
  change: z.number().nullable(),
  explain: z.string(),
});

export const PlatformOverview = z.object({
  range: ResolvedRange,
  previousRange: ResolvedRange,
  freshness: Freshness,
  figures: z.array(MeasureFigure),
  /** Every month of the range: recharges (yuan), points in and out, projects bought and delivered. */
  trend: z.array(
    z.object({ month: z.string(), rechargeAmount: z.number(), pointsIn: int, pointsOut: int, purchaseProjects: int, deliveredProjects: int }),
  ),
  /** Active tenants of each type in the range (a tenant counted once). */
  activeTenants: z.array(z.object({ tenantType: z.string(), name: z.string(), count: int })),
  topProducts: z.array(z.object({ code: z.string(), name: z.string(), projects: int, points: int })),
  topChannels: z.array(z.object({ code: z.string(), name: z.string(), projects: int, points: int })),
});
export type PlatformOverview = z.infer<typeof PlatformOverview>;

export const metricsPlatformOverview = defineContract({
  method: 'GET',
  path: '/api/dashboard/platform/overview.json',
  tag: platformTag,
  summary: '经营指标中心：充值与积分收支、各类活跃租户、按产品与渠道的购买、交付、认证项目与证书、新增渠道与审批时长，附上一周期对比',
  query: MonthRangeQuery,
  response: PlatformOverview,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
});

export const AnalysisQuery = MonthRangeQuery.and(
  z.object({
    measure: MetricMeasure.schema.default('purchaseProjects'),
    dimension: MetricDimension.schema.default('period'),
  }),
);

export const AnalysisRow = z.object({ key: z.string(), name: z.string(), value: z.number(), previous: z.number(), change: z.number().nullable() });

export const Analysis = z.object({
  range: ResolvedRange,
  previousRange: ResolvedRange,
  freshness: Freshness,
  measure: MetricMeasure.schema,
  measureName: z.string(),
  unit: z.string(),
  explain: z.string(),
  dimension: MetricDimension.schema,
  /** The dimensions this measure can be sliced by. */
  dimensions: z.array(MetricDimension.schema),
  /** period: one row per month (previous = the same position in the previous period); others: one row per value, largest first. */
  rows: z.array(AnalysisRow),
  total: z.object({ value: z.number(), previous: z.number(), change: z.number().nullable() }),
});
export type Analysis = z.infer<typeof Analysis>;

export const metricsAnalysis = defineContract({
  method: 'GET',
  path: '/api/dashboard/platform/analysis.json',
  tag: platformTag,
  summary: '指标分析：一项经营指标按月份、服务产品、渠道、地区或租户类型切分，与上一周期同长度区间对比',
  query: AnalysisQuery,
  response: Analysis,
  access: 'canRoot',
  timeout: TIMEOUTS.default,
  errors: ['24001'],
});

export const metricsAnalysisExport = defineContract({
  method: 'GET',
  path: '/api/dashboard/platform/analysis/export',
  tag: platformTag,
  summary: '导出指标分析（Excel：本期、上期、变化）',
  query: AnalysisQuery,
  response: z.unknown(),
  access: 'canRoot',
  timeout: TIMEOUTS.default,
  download: true,
  errors: ['24001'],
});

export const metricsContracts = {
  metricsDataHub,
  metricsBusiness,
  metricsCollaboration,
  metricsConsumptionList,
  metricsConsumptionOptions,
  metricsConsumptionExport,
  metricsPlatformOverview,
  metricsAnalysis,
  metricsAnalysisExport,
};
