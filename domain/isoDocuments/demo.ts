/**
 * The demo variables of 示例科技有限公司's ISO/IEC 27001 documentation project PJ20260815CE0006
 * (安衡咨询, consultant 林志远 A-13; domain/projects/demo.ts): every group filled with the company's
 * facts as the other demo data states them (credit code and address of domain/customers/demo.ts,
 * the certification scope of domain/certification/demo.ts), seven departments, the matrix complete,
 * finalised once (定稿 v1) by 林志远 after a draft, the customer PM's own edits and the structure.
 * The manual is released on 2026-09-01, so the timeline lies in 2026 (across 中秋 and 国庆 with
 * their make-up working days). History entries are days before the seed's instant.
 */
import type { IsoMatrixRow, IsoVariableValues } from './variables';

export const DEMO_ISO_PROJECT = 'PJ20260815CE0006';
export const DEMO_ISO_GROUP = 'PG20260815CE0006';
export const DEMO_ISO_TENANT = 'T-CH-ANHENG';
export const DEMO_ISO_CUSTOMER = 'T-CU-DEMO';

export const DEMO_ISO_DEPARTMENTS = [
  { code: 'D01', name: '总经办', head: '陈建国', responsibilities: '体系方针与目标的批准、资源配置、管理评审', isEnable: '是' },
  { code: 'D02', name: '综合管理部', head: '王丽华', responsibilities: '体系推进、文件与记录控制、内部审核组织、合规管理', isEnable: '是' },
  { code: 'D03', name: '信息技术部', head: '张伟', responsibilities: '信息资产、网络与系统安全、访问控制、备份与事件处置', isEnable: '是' },
  { code: 'D04', name: '研发中心', head: '刘洋', responsibilities: '安全开发、测试与变更管理、源代码保护', isEnable: '是' },
  { code: 'D05', name: '市场部', head: '赵敏', responsibilities: '客户与相关方沟通、合同中的信息安全要求', isEnable: '是' },
  { code: 'D06', name: '财务部', head: '孙丽', responsibilities: '财务信息保护、采购与供应商付款', isEnable: '是' },
  { code: 'D07', name: '人力资源部', head: '周晓敏', responsibilities: '人员审查、保密协议、信息安全意识培训与考核', isEnable: '是' },
] as const;

const row = (lead: string, ...support: string[]): IsoMatrixRow => ({ lead, support });

/** Clause → lead and supporting departments (ISO/IEC 27001:2022 sub-clauses and Annex A themes). */
export const DEMO_ISO_MATRIX: Readonly<Record<string, IsoMatrixRow>> = {
  '4.1': row('D01', 'D02'),
  '4.2': row('D02', 'D05'),
  '4.3': row('D02', 'D03'),
  '4.4': row('D02', 'D03'),
  '5.1': row('D01', 'D02'),
  '5.2': row('D01', 'D02'),
  '5.3': row('D01', 'D07'),
  '6.1': row('D03', 'D02', 'D04'),
  '6.2': row('D02', 'D03'),
  '6.3': row('D02', 'D03'),
  '7.1': row('D01', 'D06', 'D07'),
  '7.2': row('D07', 'D02'),
  '7.3': row('D07', 'D03'),
  '7.4': row('D02', 'D05'),
  '7.5': row('D02', 'D03', 'D04'),
  '8.1': row('D03', 'D04'),
  '8.2': row('D03', 'D02'),
  '8.3': row('D03', 'D04'),
  '9.1': row('D02', 'D03'),
  '9.2': row('D02', 'D03'),
  '9.3': row('D01', 'D02'),
  '10.1': row('D02', 'D03'),
  '10.2': row('D02', 'D03'),
  'A.5': row('D02', 'D03', 'D06'),
  'A.6': row('D07', 'D02'),
  'A.7': row('D02', 'D03'),
  'A.8': row('D03', 'D04'),
};

export const DEMO_ISO_VARIABLES: IsoVariableValues = {
  orgName: '示例科技有限公司',
  orgShortName: '示例科技',
  orgEnglishName: 'Demo Tech Co., Ltd.',
  creditCode: '91330106MA2DEMA011',
  foundedDate: '2015-03-18',
  legalRepresentative: '陈建国',
  registeredAddress: '杭州市西湖区文一西路 998 号',
  officeAddress: '杭州市西湖区文一西路 998 号 5 号楼',
  headcount: 186,
  industry: '软件和信息技术服务业',
  phone: '0571-88886666',
  topManager: '陈建国',
  topManagerTitle: '总经理',
  managementRepresentative: '王丽华',
  securityOfficer: '张伟',
  documentController: '李娜',
  scopeStatement:
    '示例科技有限公司位于杭州市西湖区文一西路 998 号的办公场所，计算机软件开发、信息系统集成及运维服务所涉及的信息安全管理活动，覆盖总经办、综合管理部、信息技术部、研发中心、市场部、财务部和人力资源部。',
  certScope: '计算机软件开发、信息系统集成及运维服务所涉及的信息安全管理活动',
  exclusions: '无删减；适用性声明（V1.2）中 A.7.5（防范物理和环境威胁）按园区物业统一管理部分适用。',
  sites: [
    { name: '杭州总部', address: '杭州市西湖区文一西路 998 号 5 号楼', headcount: 168 },
    { name: '数据中心机房（托管）', address: '杭州市余杭区五常大道 181 号 IDC 机房 3 层', headcount: 2 },
  ],
  policyStatement: '全员参与、预防为主、持续改进，保障客户与公司信息的保密性、完整性和可用性。',
  commitment: '最高管理者承诺提供建立、实施、保持和持续改进信息安全管理体系所需的资源，并每年至少主持一次管理评审。',
  objectives: [
    { objective: '重大信息安全事件', indicator: '年度发生次数', target: '0 次', department: '信息技术部' },
    { objective: '核心系统可用性', indicator: '月度可用率', target: '≥ 99.9%', department: '信息技术部' },
    { objective: '信息安全意识培训', indicator: '员工年度培训覆盖率', target: '100%', department: '人力资源部' },
    { objective: '漏洞修复', indicator: '高危漏洞 15 日内修复率', target: '≥ 95%', department: '研发中心' },
  ],
  departments: DEMO_ISO_DEPARTMENTS.map((department) => ({ ...department })) as unknown as IsoVariableValues['departments'],
  responsibilityMatrix: { ...DEMO_ISO_MATRIX },
  docPrefix: 'SLKJ',
  docVersion: 'A/0',
  compiler: '李娜',
  reviewer: '王丽华',
  approver: '陈建国',
  reviewCycleMonths: 12,
  manualReleaseDate: '2026-09-01',
};

/** The values as the consultant's first draft had them (before the PM's edits and the structure). */
const FIRST_DRAFT_KEYS = ['orgName', 'orgShortName', 'creditCode', 'foundedDate', 'legalRepresentative', 'registeredAddress', 'industry'];

export interface DemoIsoHistory {
  daysAgo: number;
  action: 'draft' | 'group' | 'save' | 'final';
  groupKey: string | null;
  accountId: string;
  accountName: string;
  side: 'customer' | 'delivery';
  /** Keys whose value became the demo value with this save (before: the earlier one). */
  keys: readonly string[];
  /** Values before this save where they were not empty. */
  before?: IsoVariableValues;
}

export const DEMO_ISO_HISTORY: readonly DemoIsoHistory[] = [
  { daysAgo: 101, action: 'draft', groupKey: null, accountId: 'A-13', accountName: '林志远', side: 'delivery', keys: FIRST_DRAFT_KEYS },
  {
    daysAgo: 99,
    action: 'group',
    groupKey: 'basic',
    accountId: 'A-21',
    accountName: '客户项目经理',
    side: 'customer',
    keys: ['orgEnglishName', 'officeAddress', 'headcount', 'phone', 'foundedDate'],
    before: { foundedDate: '2015-03-01' },
  },
  {
    daysAgo: 97,
    action: 'group',
    groupKey: 'structure',
    accountId: 'A-13',
    accountName: '林志远',
    side: 'delivery',
    keys: ['departments', 'responsibilityMatrix'],
  },
  {
    daysAgo: 93,
    action: 'final',
    groupKey: null,
    accountId: 'A-13',
    accountName: '林志远',
    side: 'delivery',
    keys: Object.keys(DEMO_ISO_VARIABLES).filter(
      (key) => ![...FIRST_DRAFT_KEYS, 'orgEnglishName', 'officeAddress', 'headcount', 'phone', 'departments', 'responsibilityMatrix'].includes(key),
    ),
  },
];
