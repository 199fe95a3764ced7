/**
 * The data the demo history is generated from (demo.ts): its customers, 恒信安全服务's
 * authorizations and the assessed objects of its projects.
 */
import { creditCodeCheckChar } from '../kernel/creditCode';
import type { CustomerSizeCode } from '../customers/enums';
import type { DemoAuthorization } from '../authorizations/demo';

/** How many China months the history covers (the dashboards' default range: this month and the eleven before). */
export const DEMO_HISTORY_MONTHS = 12;

export interface DemoHistoryCustomer {
  channelTenantCode: string;
  customerTenantCode: string;
  companyName: string;
  /** 9-character organisation part of the credit code (the check character is computed). */
  organisationCode: string;
  /** GB/T 4754-2017 division. */
  industryCode: string;
  /** GB/T 2260 county code. */
  regionCode: string;
  size: CustomerSizeCode;
  contactName: string;
  address: string;
  /** The customer's project manager (an account of the customer tenant, SMS login only). */
  pmAccountId: string;
  pmName: string;
  pmPhone: string;
  createdBy: string;
}

const customer = (
  n: number,
  channelTenantCode: string,
  createdBy: string,
  companyName: string,
  industryCode: string,
  regionCode: string,
  size: CustomerSizeCode,
  contactName: string,
  address: string,
): DemoHistoryCustomer => {
  const nn = String(n).padStart(2, '0');
  return {
    channelTenantCode,
    customerTenantCode: `T-CU-HIST-${nn}`,
    companyName,
    organisationCode: `MA1H${String(n).padStart(5, '0')}`,
    industryCode,
    regionCode,
    size,
    contactName,
    address,
    pmAccountId: `A-H${nn}`,
    pmName: contactName,
    pmPhone: `138000011${nn}`,
    createdBy,
  };
};

/** The history's customers: five of 安衡咨询's, three of 恒信安全服务's, in seven provinces. */
export const DEMO_HISTORY_CUSTOMERS: readonly DemoHistoryCustomer[] = [
  customer(1, 'T-CH-ANHENG', 'A-11', '上海申瑞金融信息服务有限公司', '66', '310115', 'large', '陈思远', '上海市浦东新区世纪大道 88 号'),
  customer(2, 'T-CH-ANHENG', 'A-11', '苏州智造电子有限公司', '39', '320508', 'medium', '顾文杰', '苏州市姑苏区人民路 1200 号'),
  customer(3, 'T-CH-ANHENG', 'A-12', '深圳云联科技有限公司', '64', '440305', 'medium', '黄嘉豪', '深圳市南山区科技南十二路 18 号'),
  customer(4, 'T-CH-ANHENG', 'A-11', '合肥城能电力服务有限公司', '44', '340104', 'large', '王立新', '合肥市蜀山区长江西路 669 号'),
  customer(5, 'T-CH-ANHENG', 'A-12', '义乌小商品供应链有限公司', '51', '330782', 'small', '楼晓燕', '义乌市稠城街道工人北路 1 号'),
  customer(6, 'T-CH-HENGXIN', 'A-16', '嘉兴康宁医疗管理有限公司', '84', '330402', 'medium', '沈佳怡', '嘉兴市南湖区中环南路 1882 号'),
  customer(7, 'T-CH-HENGXIN', 'A-16', '武汉楚信通信技术有限公司', '63', '420106', 'medium', '刘振华', '武汉市武昌区中北路 108 号'),
  customer(8, 'T-CH-HENGXIN', 'A-16', '成都锦程教育科技有限公司', '83', '510107', 'small', '杨雨桐', '成都市武侯区天府大道北段 966 号'),
];

/** The customer's credit code: 91 (企业), the region, the organisation part and its check character. */
export const historyCreditCode = (item: DemoHistoryCustomer): string => {
  const first17 = `91${item.regionCode}${item.organisationCode}`;
  return `${first17}${creditCodeCheckChar(first17)}`;
};

/** The history's authorizations have the demo set's shape. */
export type DemoHistoryAuthorization = DemoAuthorization;

/** 恒信安全服务's own authorizations (安衡咨询's are the authorizations area's demo rows). */
export const DEMO_HISTORY_AUTHORIZATIONS: readonly DemoHistoryAuthorization[] = [
  {
    authorizationCode: 'AU-DEMO-HX01',
    channelTenantCode: 'T-CH-HENGXIN',
    productCode: 'PD-RA-20984',
    pricingMode: 'price',
    pricePoints: 2_800,
    discountPercent: null,
    quota: 15,
    validFrom: '2024-01-01',
    validTo: '2027-12-31',
  },
  {
    authorizationCode: 'AU-DEMO-HX02',
    channelTenantCode: 'T-CH-HENGXIN',
    productCode: 'PD-GAP-MLPS3',
    pricingMode: 'discount',
    pricePoints: null,
    discountPercent: 90,
    quota: 20,
    validFrom: '2024-01-01',
    validTo: '2027-12-31',
  },
  {
    authorizationCode: 'AU-DEMO-HX03',
    channelTenantCode: 'T-CH-HENGXIN',
    productCode: 'PD-QN-ONLINE',
    pricingMode: 'price',
    pricePoints: 450,
    discountPercent: null,
    quota: 60,
    validFrom: '2024-01-01',
    validTo: '2027-12-31',
  },
];

/** What a channel sells in the history: the product, its authorization, the unit price paid, and how many projects at most. */
export interface Offer {
  productCode: string;
  authorizationCode: string;
  unitPricePoints: number;
  budget: number;
  weight: number;
}

export interface ChannelPlan {
  tenantCode: string;
  groupsPerMonth: number;
  buyers: readonly string[];
  consultants: readonly string[];
  offers: readonly Offer[];
}

/**
 * 安衡咨询 pays its demo prices (domain/projects/demo.ts: the authorizations' prices after its
 * silver discount); the budgets keep room in every quota for the marketplace (20/30/30/100).
 */
export const HISTORY_PLANS: readonly ChannelPlan[] = [
  {
    tenantCode: 'T-CH-ANHENG',
    groupsPerMonth: 3,
    buyers: ['A-11', 'A-11', 'A-12'],
    consultants: ['A-13', 'A-13', 'A-14'],
    offers: [
      { productCode: 'PD-RA-20984', authorizationCode: 'AU-DEMO-0001', unitPricePoints: 2_470, budget: 8, weight: 2 },
      { productCode: 'PD-GAP-MLPS3', authorizationCode: 'AU-DEMO-0002', unitPricePoints: 1_615, budget: 14, weight: 3 },
      { productCode: 'PD-GAP-ISO27001', authorizationCode: 'AU-DEMO-0003', unitPricePoints: 2_138, budget: 10, weight: 2 },
      { productCode: 'PD-QN-ONLINE', authorizationCode: 'AU-DEMO-0004', unitPricePoints: 380, budget: 30, weight: 3 },
    ],
  },
  {
    tenantCode: 'T-CH-HENGXIN',
    groupsPerMonth: 2,
    buyers: ['A-16'],
    consultants: ['A-16'],
    offers: [
      { productCode: 'PD-RA-20984', authorizationCode: 'AU-DEMO-HX01', unitPricePoints: 2_800, budget: 6, weight: 2 },
      { productCode: 'PD-GAP-MLPS3', authorizationCode: 'AU-DEMO-HX02', unitPricePoints: 1_800, budget: 10, weight: 3 },
      { productCode: 'PD-QN-ONLINE', authorizationCode: 'AU-DEMO-HX03', unitPricePoints: 450, budget: 20, weight: 3 },
    ],
  },
];

/** Assessed objects (定级对象 / 评估范围) of the graded products, and of the ISO/IEC 27001 ones. */
export const HISTORY_GOV_OBJECTS = [
  '门户网站系统',
  '办公自动化系统',
  '客户服务平台',
  '财务管理系统',
  '生产调度系统',
  '数据中心机房',
  'ERP 系统',
  '视频监控系统',
];
export const HISTORY_ISO_OBJECTS: Readonly<Record<string, string>> = {
  'PD-GAP-ISO27001': '信息安全管理体系',
  'PD-QN-ONLINE': '全员安全意识调研',
};
