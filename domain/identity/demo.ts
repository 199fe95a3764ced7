/** Demo tenants, accounts (all with DEMO_PASSWORD) and the base licences every installation has. */
import type { ApprovalState, LicenceType, PlatformBelonging, TenantType } from '../kernel/tenancyEnums';
import type { RoleCode } from '../kernel/roles';

export const DEMO_PASSWORD = 'Demo@2025';

export interface DemoTenant {
  tenantCode: string;
  type: TenantType;
  approvalState: ApprovalState;
  tenantZhName: string;
  tenantEnName: string;
  logoIconUrl: string;
  hTab: string;
}

export interface DemoAccount {
  accountId: string;
  phone: string;
  showName: string;
  inviteCode: string;
  tenantCode: string;
  roles: RoleCode[];
  accountBelongToPlatformType: PlatformBelonging | null;
}

export interface DemoLicence {
  licenceCode: string;
  type: LicenceType;
  version: number;
  title: string;
  content: string;
  publishDate: string;
}

export const DEMO_TENANTS: readonly DemoTenant[] = [
  {
    tenantCode: 'T-PLATFORM',
    type: 'platform',
    approvalState: 'success',
    tenantZhName: '平台运营中心',
    tenantEnName: 'Platform Operations',
    logoIconUrl: '',
    hTab: '',
  },
  {
    tenantCode: 'T-CH-ANHENG',
    type: 'channel',
    approvalState: 'success',
    tenantZhName: '安衡咨询',
    tenantEnName: 'Anheng Consulting',
    logoIconUrl: '',
    hTab: '',
  },
  {
    tenantCode: 'T-CH-PENDING',
    type: 'channel',
    approvalState: 'submitted',
    tenantZhName: '待审渠道',
    tenantEnName: 'Pending Channel',
    logoIconUrl: '',
    hTab: '',
  },
  {
    tenantCode: 'T-CU-DEMO',
    type: 'customer',
    approvalState: 'success',
    tenantZhName: '示例科技有限公司',
    tenantEnName: 'Demo Tech Co., Ltd.',
    logoIconUrl: '',
    hTab: '',
  },
  {
    tenantCode: 'T-CB-DEMO',
    type: 'cb',
    approvalState: 'success',
    tenantZhName: '示例认证中心',
    tenantEnName: 'Demo Certification Centre',
    logoIconUrl: '',
    hTab: '',
  },
  // assessors (issue 29): a second certification body, so a body's isolation shows.
  {
    tenantCode: 'T-CB-HUAAN',
    type: 'cb',
    approvalState: 'success',
    tenantZhName: '华安认证有限公司',
    tenantEnName: 'Huaan Certification Co., Ltd.',
    logoIconUrl: '',
    hTab: '',
  },
  // customers (issue 11): 安衡咨询's two further customers.
  {
    tenantCode: 'T-CU-NINGBO',
    type: 'customer',
    approvalState: 'success',
    tenantZhName: '宁波港航物流有限公司',
    tenantEnName: '',
    logoIconUrl: '',
    hTab: '',
  },
  {
    tenantCode: 'T-CU-SHAOXING',
    type: 'customer',
    approvalState: 'success',
    tenantZhName: '绍兴精工制造有限公司',
    tenantEnName: '',
    logoIconUrl: '',
    hTab: '',
  },
  // partners (issue 11): 安衡咨询's invited sub-channel and that sub-channel's customer.
  {
    tenantCode: 'T-CH-HENGXIN',
    type: 'channel',
    approvalState: 'success',
    tenantZhName: '恒信安全服务有限公司',
    tenantEnName: 'Hengxin Security Services',
    logoIconUrl: '',
    hTab: '',
  },
  {
    tenantCode: 'T-CU-HENGXIN-1',
    type: 'customer',
    approvalState: 'success',
    tenantZhName: '杭州云栖数据有限公司',
    tenantEnName: 'Hangzhou Yunqi Data Co., Ltd.',
    logoIconUrl: '',
    hTab: '',
  },
];

const account = (
  n: string,
  showName: string,
  tenantCode: string,
  roles: RoleCode[],
  accountBelongToPlatformType: PlatformBelonging | null = null,
): DemoAccount => ({
  accountId: `A-${n}`,
  phone: `138000000${n}`,
  showName,
  inviteCode: `INV${n}DEMO`,
  tenantCode,
  roles,
  accountBelongToPlatformType,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('01', '平台管理员', 'T-PLATFORM', ['platform-manager'], 'platform'),
  account('02', '子平台管理员', 'T-PLATFORM', ['subPlatformManager'], 'subPlatform'),
  account('03', '平台交付', 'T-PLATFORM', ['platform-delivery'], 'platform'),
  account('11', '渠道管理员', 'T-CH-ANHENG', ['channel-tenant-manager']),
  account('12', '渠道子管理员', 'T-CH-ANHENG', ['channel-tenant-sub-manager']),
  // A person's name: the consultant the risk and gap reports name as 评估顾问 (issue 35: not a role name).
  account('13', '林志远', 'T-CH-ANHENG', ['channel-owner']),
  account('14', '渠道执行顾问', 'T-CH-ANHENG', ['channel-executor']),
  account('15', '待审渠道管理员', 'T-CH-PENDING', ['channel-tenant-manager']),
  account('21', '客户项目经理', 'T-CU-DEMO', ['consumer-pm']),
  account('22', '客户责任人', 'T-CU-DEMO', ['consumer-owner']),
  account('23', '客户执行人', 'T-CU-DEMO', ['consumer-executor']),
  // A person's name: the internal auditor's certificate names the holder (issue 30).
  account('24', '周晓敏', 'T-CU-DEMO', ['internal_auditor']),
  account('31', '认证机构管理员', 'T-CB-DEMO', ['cb-tenant-manager']),
  account('32', '认证机构审核员', 'T-CB-DEMO', ['cb-tenant-audit']),
  account('33', '认证机构排期员', 'T-CB-DEMO', ['cb-tenant-common-scheduler']),
  // assessors (issue 29): the manager of the second certification body 华安认证.
  account('34', '华安认证管理员', 'T-CB-HUAAN', ['cb-tenant-manager']),
  account('41', '客户项目经理兼责任人', 'T-CU-DEMO', ['consumer-pm', 'consumer-owner']),
  // customers (issue 11): the project managers of 安衡咨询's two further customers.
  account('26', '宁波港航项目经理', 'T-CU-NINGBO', ['consumer-pm']),
  account('27', '绍兴精工项目经理', 'T-CU-SHAOXING', ['consumer-pm']),
  // personnel (issue 11): a second membership in DEMO_EXTRA_MEMBERSHIPS (tenant switching).
  account('42', '双重身份示例', 'T-CU-DEMO', ['consumer-pm']),
  // partners (issue 11): the manager of the sub-channel 恒信安全服务 and the PM of its customer 杭州云栖数据.
  account('16', '恒信渠道管理员', 'T-CH-HENGXIN', ['channel-tenant-manager']),
  account('25', '云栖项目经理', 'T-CU-HENGXIN-1', ['consumer-pm']),
];

/** Licences present in every installation (seeded by migration-time bootstrap, not only in demo mode). */
export const BASE_LICENCES: readonly DemoLicence[] = [
  {
    licenceCode: 'LIC-ACCOUNT-RIGHT-1',
    type: 'accountRight',
    version: 1,
    title: '用户服务协议',
    content:
      '欢迎使用信息安全合规与认证服务平台。\n1. 你应妥善保管账号与密码，对账号下的操作负责。\n2. 平台依法保护你的个人信息，仅在提供服务所需范围内使用。\n3. 你上传的资料归你所在机构所有，平台不会向其他租户披露。',
    publishDate: '2025-01-01',
  },
  {
    licenceCode: 'LIC-BALANCE-RULE-1',
    type: 'balanceRuleDesc',
    version: 1,
    title: '积分规则说明',
    content: '1. 积分用于购买平台服务，1 元 = 1 积分。\n2. 积分不可提现，不可转让。\n3. 服务未交付时消耗的积分原路退回。',
    publishDate: '2025-01-01',
  },
  {
    licenceCode: 'LIC-RECHARGE-1',
    type: 'rechargeBalance',
    version: 1,
    title: '充值协议',
    content: '1. 充值成功后积分即时到账。\n2. 对公转账需财务审核后到账。',
    publishDate: '2025-01-01',
  },
];

/** Demo relations between tenants (issue 11): which channel serves which customer, which channel invited which sub-channel. */
export interface DemoTenantRelation {
  parentTenantCode: string;
  childTenantCode: string;
  kind: 'customer' | 'subChannel';
  /** The account that created the relation (the customer's creator, the inviter). */
  createdBy: string;
  /** The invite code a sub-channel applied with (partners). */
  inviteCode?: string;
}

export const DEMO_TENANT_RELATIONS: readonly DemoTenantRelation[] = [
  { parentTenantCode: 'T-CH-ANHENG', childTenantCode: 'T-CU-DEMO', kind: 'customer', createdBy: 'A-11' },
  // customers (issue 11)
  { parentTenantCode: 'T-CH-ANHENG', childTenantCode: 'T-CU-NINGBO', kind: 'customer', createdBy: 'A-11' },
  { parentTenantCode: 'T-CH-ANHENG', childTenantCode: 'T-CU-SHAOXING', kind: 'customer', createdBy: 'A-12' },
  // partners: 恒信安全服务 applied with 安衡咨询's manager's invite code; 杭州云栖数据 is 恒信's customer.
  { parentTenantCode: 'T-CH-ANHENG', childTenantCode: 'T-CH-HENGXIN', kind: 'subChannel', createdBy: 'A-11', inviteCode: 'INV11DEMO' },
  { parentTenantCode: 'T-CH-HENGXIN', childTenantCode: 'T-CU-HENGXIN-1', kind: 'customer', createdBy: 'A-16' },
];

// ---- personnel (issue 11): more memberships than DEMO_ACCOUNTS' one, and join requests ----------
/** A membership beyond an account's first (DEMO_ACCOUNTS), or a join request (status pending). */
export interface DemoMembership {
  accountId: string;
  tenantCode: string;
  roles: RoleCode[];
  status: 'active' | 'pending';
}

/** A-42 (13800000042) is also a channel executor of 安衡咨询: it switches between two tenants. */
export const DEMO_EXTRA_MEMBERSHIPS: readonly DemoMembership[] = [
  { accountId: 'A-42', tenantCode: 'T-CH-ANHENG', roles: ['channel-executor'], status: 'active' },
];

/** Accounts that logged in by SMS and asked to join by invite code: no membership but a pending one. */
export const DEMO_JOIN_ACCOUNTS: readonly (Omit<DemoAccount, 'tenantCode' | 'roles' | 'accountBelongToPlatformType'> & {
  request: DemoMembership;
})[] = [
  {
    accountId: 'A-43',
    phone: '13800000043',
    showName: '待审核加入（客户）',
    inviteCode: 'INV43DEMO',
    request: { accountId: 'A-43', tenantCode: 'T-CU-DEMO', roles: ['consumer-executor'], status: 'pending' },
  },
  {
    accountId: 'A-44',
    phone: '13800000044',
    showName: '待审核加入（渠道）',
    inviteCode: 'INV44DEMO',
    request: { accountId: 'A-44', tenantCode: 'T-CH-ANHENG', roles: ['channel-executor'], status: 'pending' },
  },
];
