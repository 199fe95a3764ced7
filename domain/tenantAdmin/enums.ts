/** Tenants and accounts administered by the platform: certification bodies' standards, account status. */
import { defineEnum } from '../kernel/enums';

/** Management-system standards a certification body may be accredited for (domain brief §4.1, §4.4). */
export const CertStandard = defineEnum({
  'ISO/IEC 27001': 'ISO/IEC 27001 信息安全管理体系',
  'ISO 9001': 'ISO 9001 质量管理体系',
  'ISO 14001': 'ISO 14001 环境管理体系',
  'ISO 45001': 'ISO 45001 职业健康安全管理体系',
  'ISO/IEC 20000-1': 'ISO/IEC 20000-1 信息技术服务管理体系',
  'ISO 22301': 'ISO 22301 业务连续性管理体系',
  'ISO/IEC 27701': 'ISO/IEC 27701 隐私信息管理体系',
});
export type CertStandard = (typeof CertStandard.values)[number];

/** An account's status (identity's accounts.status). */
export const AccountStatus = defineEnum({ active: '正常', disabled: '已停用' });
export type AccountStatus = (typeof AccountStatus.values)[number];

/** What the platform does to an account on /useradministration. */
export const AccountAction = defineEnum({ disable: '停用', enable: '启用', resetPassword: '重置密码' });
export type AccountAction = (typeof AccountAction.values)[number];
