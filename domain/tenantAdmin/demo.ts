/**
 * Demo rows of tenantAdmin: the company details of the demo channels (安衡咨询 admitted, 待审渠道
 * waiting for review) and 示例认证中心 registered as a certification body (its tenant and manager
 * are identity's demo rows T-CB-DEMO and 13800000031).
 */
import type { CertStandard } from './enums';

export interface DemoChannelProfile {
  tenantCode: string;
  companyName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  region: string;
  /** GB/T 2260 code of the region. */
  regionCode: string;
  address: string;
  remark: string;
}

export interface DemoCertBody {
  tenantCode: string;
  cnasNo: string;
  creditCode: string;
  standards: CertStandard[];
  scopes: string;
  contactName: string;
  contactPhone: string;
  address: string;
  managerAccountId: string;
}

export const DEMO_CHANNEL_PROFILES: readonly DemoChannelProfile[] = [
  {
    tenantCode: 'T-CH-ANHENG',
    companyName: '杭州安衡信息安全咨询有限公司',
    creditCode: '91330106MA2AXXXX0X',
    contactName: '渠道管理员',
    contactPhone: '13800000011',
    region: '浙江省杭州市',
    regionCode: '330100',
    address: '杭州市西湖区文三路 90 号',
    remark: '平台首批签约渠道',
  },
  {
    tenantCode: 'T-CH-PENDING',
    companyName: '深圳待审信息技术有限公司',
    creditCode: '91440300MA5PEND001',
    contactName: '待审渠道管理员',
    contactPhone: '13800000015',
    region: '广东省深圳市',
    regionCode: '440300',
    address: '深圳市南山区科技园南区 8 栋',
    remark: '申请销售等保测评与风险评估服务',
  },
  // partners (issue 11): 安衡咨询's sub-channel.
  {
    tenantCode: 'T-CH-HENGXIN',
    companyName: '恒信安全服务有限公司',
    creditCode: '91330108MA2HXAQ01C',
    contactName: '恒信渠道管理员',
    contactPhone: '13800000016',
    region: '浙江省杭州市滨江区',
    regionCode: '330108',
    address: '杭州市滨江区网商路 599 号',
    remark: '经安衡咨询邀请入驻的下级渠道',
  },
];

export const DEMO_CERT_BODIES: readonly DemoCertBody[] = [
  {
    tenantCode: 'T-CB-DEMO',
    cnasNo: 'CNAS C188-M',
    creditCode: '91110108MA01CERT0P',
    standards: ['ISO/IEC 27001', 'ISO 9001', 'ISO/IEC 20000-1'],
    scopes: '信息安全管理体系（ISMS）：信息技术服务、软件开发、数据处理与存储；质量管理体系：IAF 33 信息技术；信息技术服务管理体系。',
    contactName: '认证机构管理员',
    contactPhone: '13800000031',
    address: '北京市海淀区中关村南大街 12 号',
    managerAccountId: 'A-31',
  },
  // assessors (issue 29): the second certification body, with assessors of its own.
  {
    tenantCode: 'T-CB-HUAAN',
    cnasNo: 'CNAS C236-M',
    creditCode: '91310115MA1HUAA0XR',
    standards: ['ISO 9001', 'ISO 14001', 'ISO/IEC 27001'],
    scopes: '质量管理体系、环境管理体系、信息安全管理体系：制造业、信息技术、批发零售。',
    contactName: '华安认证管理员',
    contactPhone: '13800000034',
    address: '上海市浦东新区张江路 88 号',
    managerAccountId: 'A-34',
  },
];
