/**
 * Demo rows of the customers area (issue 11): the company details 安衡咨询 keeps of its three
 * customers (示例科技, 宁波港航, 绍兴精工) and the one its sub-channel 恒信安全 keeps of 杭州云栖数据
 * (that tenant and sub-channel come with the partners area's demo data; the profile row waits for
 * them harmlessly: nobody sees it until T-CH-HENGXIN is 安衡咨询's sub-channel), plus a few
 * consultations. Credit codes carry valid check characters (domain/kernel/creditCode.ts).
 */
import type { ConsultationWay, CustomerSizeCode } from './enums';

export interface DemoCustomerProfile {
  /** The serving channel (the profile's owner). */
  tenantCode: string;
  customerTenantCode: string;
  companyName: string;
  creditCode: string;
  industryCode: string;
  regionCode: string;
  size: CustomerSizeCode;
  contactName: string;
  contactPhone: string;
  address: string;
  remark: string;
  /** The customer's first project manager (created with it). */
  pmAccountId: string;
  createdBy: string;
  /** Days before the seed instant the customer was created (so the list has an order). */
  createdDaysAgo: number;
}

export interface DemoConsultation {
  tenantCode: string;
  customerTenantCode: string;
  consultationDate: string;
  way: ConsultationWay;
  content: string;
  nextStep: string;
  recordedBy: string;
}

export const DEMO_CUSTOMER_PROFILES: readonly DemoCustomerProfile[] = [
  {
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-DEMO',
    companyName: '示例科技有限公司',
    creditCode: '91330106MA2DEMA011',
    industryCode: '65',
    regionCode: '330106',
    size: 'medium',
    contactName: '客户项目经理',
    contactPhone: '13800000021',
    address: '杭州市西湖区文一西路 998 号',
    remark: '计划今年通过 ISO/IEC 27001 认证',
    pmAccountId: 'A-21',
    createdBy: 'A-11',
    createdDaysAgo: 30,
  },
  {
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-NINGBO',
    companyName: '宁波港航物流有限公司',
    creditCode: '91330201MA2NBGH02L',
    industryCode: '59',
    regionCode: '330203',
    size: 'large',
    contactName: '宁波港航项目经理',
    contactPhone: '13800000026',
    address: '宁波市海曙区中山西路 100 号',
    remark: '关注数据安全与等级保护',
    pmAccountId: 'A-26',
    createdBy: 'A-11',
    createdDaysAgo: 20,
  },
  {
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-SHAOXING',
    companyName: '绍兴精工制造有限公司',
    creditCode: '91330602MA2JGMF030',
    industryCode: '34',
    regionCode: '330602',
    size: 'small',
    contactName: '绍兴精工项目经理',
    contactPhone: '13800000027',
    address: '绍兴市越城区解放北路 66 号',
    remark: '',
    pmAccountId: 'A-27',
    createdBy: 'A-12',
    createdDaysAgo: 10,
  },
  {
    tenantCode: 'T-CH-HENGXIN',
    customerTenantCode: 'T-CU-HENGXIN-1',
    companyName: '杭州云栖数据有限公司',
    creditCode: '91330108MA2HXYQ046',
    industryCode: '64',
    regionCode: '330108',
    size: 'micro',
    contactName: '云栖数据项目经理',
    contactPhone: '13800000025',
    address: '杭州市滨江区网商路 699 号',
    remark: '下级渠道恒信安全的客户',
    pmAccountId: 'A-25',
    createdBy: 'A-16',
    createdDaysAgo: 5,
  },
];

export const DEMO_CONSULTATIONS: readonly DemoConsultation[] = [
  {
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-DEMO',
    consultationDate: '2025-05-20',
    way: 'meeting',
    content: '上门了解信息安全管理现状，客户希望年内取得 ISO/IEC 27001 证书。',
    nextStep: '一周内提交差距分析方案与报价',
    recordedBy: 'A-11',
  },
  {
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-DEMO',
    consultationDate: '2025-05-28',
    way: 'phone',
    content: '电话确认差距分析范围：研发中心与机房。',
    nextStep: '安排顾问进场',
    recordedBy: 'A-12',
  },
  {
    tenantCode: 'T-CH-ANHENG',
    customerTenantCode: 'T-CU-NINGBO',
    consultationDate: '2025-05-25',
    way: 'wechat',
    content: '客户咨询等级保护三级测评的流程与周期。',
    nextStep: '发送等保测评服务介绍',
    recordedBy: 'A-11',
  },
];
