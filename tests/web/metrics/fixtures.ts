/** Dashboard answers of a small channel and of the platform, shaped by the contracts (figures by hand). */
import type { Analysis, BusinessDashboard, Collaboration, DataHub, PlatformOverview } from '@domain/metrics/contracts';

export const RANGE = { startMonth: '2025-04', endMonth: '2026-03' };
export const FRESH = { asOf: '2026-03-20T01:30:00.000Z', pending: false };

export const dataHub = (change: Partial<DataHub> = {}): DataHub => ({
  range: RANGE,
  freshness: FRESH,
  totals: {
    customers: 7,
    projects: 23,
    inProgress: 9,
    finished: 12,
    delayed: 3,
    highGaps: 5,
    highRisks: 4,
    residualHighRisks: 2,
    overdueDisposals: 1,
    attentionCustomers: 2,
  },
  byIndustry: [
    { code: 'I', name: '信息传输、软件和信息技术服务业', customers: 4, projects: 15 },
    { code: 'J', name: '金融业', customers: 3, projects: 8 },
  ],
  byRegion: [
    { code: '330000', name: '浙江省', customers: 5, projects: 17 },
    { code: '110000', name: '北京市', customers: 2, projects: 6 },
  ],
  byServiceState: [
    { serviceKind: 'gapAnalysis', serviceKindName: '差距分析', state: 'underway', stateName: '进行中', projects: 6 },
    { serviceKind: 'gapAnalysis', serviceKindName: '差距分析', state: 'finish', stateName: '已完成', projects: 10 },
    { serviceKind: 'riskAssessment', serviceKindName: '风险评估', state: 'underway', stateName: '进行中', projects: 3 },
  ],
  gapLevels: [1, 2, 3, 4, 5].map((level) => ({ level, open: level >= 4 ? 3 - (level - 4) : 1 })),
  riskLevels: [
    { level: 4, name: '高', risks: 6, open: 3 },
    { level: 5, name: '很高', risks: 2, open: 1 },
  ],
  attention: [
    {
      customerTenantCode: 'T-CU-1',
      customerName: '杭州云栖数据',
      score: 13,
      reasons: ['1 项整改逾期', '2 个项目延期'],
      overdueDisposals: 1,
      delayedProjects: 2,
      highRisks: 0,
      residualHighRisks: 0,
      highGaps: 0,
      projectCode: 'PJ-1',
      projectName: '等保差距分析',
      link: '/projectList/myProject/detail/PG-1',
    },
  ],
  attentionExplain: '按关注分排序：整改逾期每项 5 分。',
  ...change,
});

export const emptyDataHub = (): DataHub =>
  dataHub({
    totals: {
      customers: 0,
      projects: 0,
      inProgress: 0,
      finished: 0,
      delayed: 0,
      highGaps: 0,
      highRisks: 0,
      residualHighRisks: 0,
      overdueDisposals: 0,
      attentionCustomers: 0,
    },
    byIndustry: [],
    byRegion: [],
    byServiceState: [],
    gapLevels: [],
    riskLevels: [],
    attention: [],
  });

const months = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

export const business = (change: Partial<BusinessDashboard> = {}): BusinessDashboard => ({
  range: RANGE,
  freshness: FRESH,
  totals: { projects: 5, points: 12800, delivered: 2, delayed: 1, avgDeliveryDays: 37.5 },
  byMonth: months.map((month, i) => ({
    month,
    projects: i === 11 ? 3 : i === 10 ? 2 : 0,
    points: i === 11 ? 9000 : i === 10 ? 3800 : 0,
    delivered: i === 11 ? 2 : 0,
  })),
  byProduct: [
    {
      productCode: 'P-1',
      productName: '等保二级差距分析',
      projects: 3,
      points: 9000,
      delivered: 2,
      delayed: 0,
      avgDeliveryDays: 37.5,
      plannedDays: 30,
    },
    {
      productCode: 'P-2',
      productName: '信息安全风险评估',
      projects: 2,
      points: 3800,
      delivered: 0,
      delayed: 1,
      avgDeliveryDays: null,
      plannedDays: 45,
    },
  ],
  byConsultant: [
    { accountId: 'A-13', name: '林志远', projects: 4, inProgress: 2, finished: 2, delayed: 1, avgProgress: 65, avgDeliveryDays: 37.5 },
    { accountId: '', name: '未分配', projects: 1, inProgress: 1, finished: 0, delayed: 0, avgProgress: 0, avgDeliveryDays: null },
  ],
  quotas: [
    {
      authorizationCode: 'AU-1',
      productCode: 'P-1',
      productName: '等保二级差距分析',
      quota: 10,
      used: 3,
      left: 7,
      validTo: '2026-12-31',
      status: 'active',
      statusName: '已授权',
    },
  ],
  ...change,
});

export const collaboration = (change: Partial<Collaboration> = {}): Collaboration => ({
  range: RANGE,
  freshness: FRESH,
  totals: { subChannels: 2, customers: 3, projects: 6, points: 15600, delivered: 2, delayed: 1 },
  list: [
    {
      rank: 1,
      tenantCode: 'T-CH-HENGXIN',
      name: '恒信安全服务',
      region: '浙江省',
      customers: 2,
      projects: 5,
      points: 14000,
      delivered: 2,
      delayed: 1,
      lastPurchaseAt: '2026-03-02T02:00:00.000Z',
    },
    {
      rank: 2,
      tenantCode: 'T-CH-B',
      name: '乙渠道',
      region: '',
      customers: 1,
      projects: 1,
      points: 1600,
      delivered: 0,
      delayed: 0,
      lastPurchaseAt: null,
    },
  ],
  byMonth: months.map((month, i) => ({ month, projects: i === 11 ? 6 : 0, points: i === 11 ? 15600 : 0 })),
  ...change,
});

export const overview = (change: Partial<PlatformOverview> = {}): PlatformOverview => ({
  range: RANGE,
  previousRange: { startMonth: '2024-04', endMonth: '2025-03' },
  freshness: FRESH,
  figures: [
    {
      measure: 'rechargeAmount',
      name: '充值金额',
      unit: '元',
      value: 125000.5,
      previous: 100000,
      change: 0.250005,
      explain: '当期支付成功的充值订单金额。',
    },
    { measure: 'pointsOut', name: '积分消耗', unit: '积分', value: 80000, previous: 100000, change: -0.2, explain: '购买服务等从账户扣减的积分。' },
    { measure: 'newTenants', name: '新增租户', unit: '个', value: 4, previous: 0, change: null, explain: '当期新注册或新建的租户数。' },
  ],
  trend: months.map((month, i) => ({
    month,
    rechargeAmount: i === 11 ? 125000.5 : 0,
    pointsIn: i === 11 ? 125000 : 0,
    pointsOut: i === 11 ? 80000 : 0,
    purchaseProjects: i === 11 ? 9 : 0,
    deliveredProjects: i === 11 ? 4 : 0,
  })),
  activeTenants: [
    { tenantType: 'channel', name: '渠道', count: 3 },
    { tenantType: 'customer', name: '客户', count: 8 },
  ],
  topProducts: [{ code: 'P-1', name: '等保二级差距分析', projects: 9, points: 27000 }],
  topChannels: [{ code: 'T-CH-ANHENG', name: '安衡咨询', projects: 7, points: 21000 }],
  ...change,
});

export const analysis = (change: Partial<Analysis> = {}): Analysis => ({
  range: RANGE,
  previousRange: { startMonth: '2024-04', endMonth: '2025-03' },
  freshness: FRESH,
  measure: 'purchaseProjects',
  measureName: '购买项目数',
  unit: '个',
  explain: '渠道在服务市场为客户购买的项目数（已撤回的不计）。',
  dimension: 'period',
  dimensions: ['period', 'product', 'channel', 'region', 'tenantType'],
  rows: months.map((month, i) => ({
    key: month,
    name: `${month.slice(0, 4)}年${Number(month.slice(5))}月`,
    value: i === 11 ? 9 : 0,
    previous: i === 11 ? 6 : 0,
    change: i === 11 ? 0.5 : null,
  })),
  total: { value: 9, previous: 6, change: 0.5 },
  ...change,
});
