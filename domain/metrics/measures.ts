/**
 * What the dashboards count, in one place.
 *
 * **Facts** are what the summary tables keep per tenant and month (server/db/schema/metrics.ts,
 * `metric_tenant_months`): a count and an amount of one kind of stored event, attributed to the
 * tenant that owns it. **Measures** are what a page shows: a fact's count, its amount (scaled), or
 * its amount per count (an average). The platform's analysis slices a measure by the dimensions
 * its fact has.
 */
import { defineEnum } from '../kernel/enums';

/** Kinds of stored facts, each with what its count and amount hold, and where it comes from. */
export const FACTS = {
  /** Paid recharge orders, by the month they were paid (orders.paid_at); amount: yuan in fen. */
  recharge: { count: '已支付订单数', amount: '金额（分）' },
  /** Ledger credits (wallet_entries amount > 0) recorded in the tenant; amount: points. */
  pointsIn: { count: '入账笔数', amount: '积分' },
  /** Ledger debits (amount < 0), as positive points. */
  pointsOut: { count: '出账笔数', amount: '积分' },
  /** Projects bought (project_groups not withdrawn, by purchase month); amount: points paid. */
  purchase: { count: '项目数', amount: '积分' },
  /** Projects finished (projects.finished_at); amount: their delivery days, summed (for the average). */
  delivered: { count: '项目数', amount: '交付天数合计' },
  /** Certification projects opened by a certification body (cert_projects.created_at). */
  certProject: { count: '认证项目数', amount: '—' },
  /** Certificates issued (cert_certificates.issued date). */
  certificate: { count: '证书数', amount: '—' },
  /** Tenants created (tenants.created_at), by type. */
  newTenant: { count: '租户数', amount: '—' },
  /** Channel applications approved (channel_reviews to approved); amount: hours from the tenant's creation, summed. */
  channelApproval: { count: '审批数', amount: '审批小时合计' },
  /** 1 when the tenant recharged, spent, bought or delivered in the month (活跃租户). */
  active: { count: '活跃', amount: '—' },
} as const;
export type FactKind = keyof typeof FACTS;
export const FACT_KINDS = Object.keys(FACTS) as FactKind[];

/** The ways the platform's analysis slices a measure. */
export const MetricDimension = defineEnum({
  period: '按月份',
  product: '按服务产品',
  channel: '按渠道',
  region: '按地区（省级）',
  tenantType: '按租户类型',
});
export type MetricDimension = (typeof MetricDimension.values)[number];

type Derive = 'count' | 'amount' | 'average';

export interface MeasureDefinition {
  name: string;
  unit: string;
  fact: FactKind;
  derive: Derive;
  /** Amount divisor (fen → yuan: 100); 1 when the amount is shown as stored. */
  scale?: number;
  /** Decimal places shown. */
  digits: number;
  /** Dimensions the fact carries (period is always there). */
  dimensions: readonly MetricDimension[];
  /** What the figure means, shown under the chart. */
  explain: string;
}

const ALL: readonly MetricDimension[] = ['period', 'product', 'channel', 'region', 'tenantType'];
const NO_PRODUCT: readonly MetricDimension[] = ['period', 'channel', 'region', 'tenantType'];
const TENANT_ONLY: readonly MetricDimension[] = ['period', 'region', 'tenantType'];

/** The platform's measures (经营指标), in the order the pages show them. */
export const MEASURES = {
  rechargeAmount: {
    name: '充值金额',
    unit: '元',
    fact: 'recharge',
    derive: 'amount',
    scale: 100,
    digits: 2,
    dimensions: NO_PRODUCT,
    explain: '当期支付成功的充值订单金额（按支付时间统计，不含已关闭订单）。',
  },
  rechargeOrders: {
    name: '充值笔数',
    unit: '笔',
    fact: 'recharge',
    derive: 'count',
    digits: 0,
    dimensions: NO_PRODUCT,
    explain: '当期支付成功的充值订单数。',
  },
  pointsIn: {
    name: '积分入账',
    unit: '积分',
    fact: 'pointsIn',
    derive: 'amount',
    digits: 0,
    dimensions: NO_PRODUCT,
    explain: '充值、赠送、退款、对公转账与调增记入账户的积分。',
  },
  pointsOut: {
    name: '积分消耗',
    unit: '积分',
    fact: 'pointsOut',
    derive: 'amount',
    digits: 0,
    dimensions: NO_PRODUCT,
    explain: '购买服务等从账户扣减的积分。',
  },
  purchaseProjects: {
    name: '购买项目数',
    unit: '个',
    fact: 'purchase',
    derive: 'count',
    digits: 0,
    dimensions: ALL,
    explain: '渠道在服务市场为客户购买的项目数（已撤回的不计）。',
  },
  purchasePoints: {
    name: '购买金额（积分）',
    unit: '积分',
    fact: 'purchase',
    derive: 'amount',
    digits: 0,
    dimensions: ALL,
    explain: '购买项目支付的积分（按折扣后的成交价）。',
  },
  deliveredProjects: {
    name: '交付项目数',
    unit: '个',
    fact: 'delivered',
    derive: 'count',
    digits: 0,
    dimensions: ALL,
    explain: '当期完成交付（状态为已完成）的项目数。',
  },
  avgDeliveryDays: {
    name: '平均交付天数',
    unit: '天',
    fact: 'delivered',
    derive: 'average',
    digits: 1,
    dimensions: ALL,
    explain: '当期完成的项目从购买到完成的平均自然日数。',
  },
  certProjects: {
    name: '认证项目数',
    unit: '个',
    fact: 'certProject',
    derive: 'count',
    digits: 0,
    dimensions: TENANT_ONLY,
    explain: '认证机构当期受理的认证项目数。',
  },
  certificates: {
    name: '颁发证书数',
    unit: '张',
    fact: 'certificate',
    derive: 'count',
    digits: 0,
    dimensions: TENANT_ONLY,
    explain: '认证机构当期颁发的认证证书数。',
  },
  newTenants: {
    name: '新增租户',
    unit: '个',
    fact: 'newTenant',
    derive: 'count',
    digits: 0,
    dimensions: TENANT_ONLY,
    explain: '当期新注册或新建的租户数（按租户类型可看新增渠道、客户、认证机构）。',
  },
  channelApprovals: {
    name: '渠道审批通过数',
    unit: '个',
    fact: 'channelApproval',
    derive: 'count',
    digits: 0,
    dimensions: TENANT_ONLY,
    explain: '当期审批通过的渠道入驻申请数。',
  },
  avgApprovalHours: {
    name: '渠道平均审批时长',
    unit: '小时',
    fact: 'channelApproval',
    derive: 'average',
    digits: 1,
    dimensions: TENANT_ONLY,
    explain: '渠道从提交入驻到审批通过的平均小时数。',
  },
  activeTenants: {
    name: '活跃租户数',
    unit: '个',
    fact: 'active',
    derive: 'count',
    digits: 0,
    dimensions: TENANT_ONLY,
    explain: '当期有充值、积分消耗、购买或交付的租户数；跨月时同一租户每个活跃月各计一次。',
  },
} as const satisfies Record<string, MeasureDefinition>;
export type MeasureKey = keyof typeof MEASURES;
export const MEASURE_KEYS = Object.keys(MEASURES) as MeasureKey[];
export const MetricMeasure = defineEnum(Object.fromEntries(MEASURE_KEYS.map((key) => [key, MEASURES[key].name])) as Record<MeasureKey, string>);

/** A measure's value from its fact's summed count and amount (rounded to the measure's digits). */
export function measureValue(measure: MeasureKey, sums: { count: number; amount: number }): number {
  const definition: MeasureDefinition = MEASURES[measure];
  const raw =
    definition.derive === 'count'
      ? sums.count
      : definition.derive === 'amount'
        ? sums.amount / (definition.scale ?? 1)
        : sums.count === 0
          ? 0
          : sums.amount / sums.count;
  const factor = 10 ** definition.digits;
  return Math.round(raw * factor) / factor;
}

/** Whether the measure can be sliced by the dimension. */
export const measureHasDimension = (measure: MeasureKey, dimension: MetricDimension): boolean =>
  (MEASURES[measure] as MeasureDefinition).dimensions.includes(dimension);
