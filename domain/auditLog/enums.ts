/** The operator audit log. */
import { defineEnum } from '../kernel/enums';

/** What part of the platform console an audit entry is about. */
export const AuditArea = defineEnum({
  products: '服务产品',
  authorizations: '服务授权',
  channels: '渠道管理',
  tenantConfig: '租户页面配置',
  certBodies: '认证机构',
  accounts: '用户管理',
  standardConfig: '标准配置',
  equity: '权益申请',
  customers: '客户管理',
  personnel: '人员管理',
  partners: '渠道合作',
  projects: '项目管理',
  wallet: '订单与积分',
});
export type AuditArea = (typeof AuditArea.values)[number];
