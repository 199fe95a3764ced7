/** Tenants and accounts (identity): tenant types, admission, platform belonging, licences, hideable tabs. */
import { defineEnum } from './enums';

/** Tenant types: the spec's three plus certification bodies (architecture §4). */
export const TenantType = defineEnum({ platform: '平台', channel: '渠道', customer: '客户', cb: '认证机构' });
export type TenantType = (typeof TenantType.values)[number];

/** Approval state of spec §4; `success` is the channel-admission "approved" state. */
export const ApprovalState = defineEnum({ inhand: '处理中', submitted: '已提交', rejected: '已驳回', success: '已通过' });
export type ApprovalState = (typeof ApprovalState.values)[number];

export const PlatformBelonging = defineEnum({ platform: '平台', subPlatform: '子平台' });
export type PlatformBelonging = (typeof PlatformBelonging.values)[number];

export const CustomerSize = defineEnum({ large: '大型', medium: '中型', small: '小型', micro: '微型' });

export const LicenceType = defineEnum({ rechargeBalance: '充值协议', balanceRuleDesc: '积分规则', accountRight: '用户协议' });
export type LicenceType = (typeof LicenceType.values)[number];

/** Feature keys that a tenant's hTab or an account's closeTabKeys can hide (spec §6). */
export const HideableTab = defineEnum({
  accountEquity: '权益申请',
  project: '服务市场',
  partnerManage: '合作伙伴',
  collaborationDashboard: '协同看板',
});
export type HideableTab = (typeof HideableTab.values)[number];
