/**
 * Demo assessor register (issue 29): 示例认证中心 (T-CB-DEMO) with 12 assessors — the demo auditor
 * account 13800000032 is one of them, three senior ISMS team leaders, ISMS/QMS auditors, two
 * trainees, a technical expert, one conflict of interest with 示例科技有限公司, three on leave
 * around the new year and one whose registration has expired — and 华安认证有限公司 (T-CB-HUAAN)
 * with four of its own, so a body's isolation shows. Seeded by server/modules/assessors/seed.ts.
 */
import type { AssessorGrade, RegistrationField } from './enums';

export interface DemoAssessor {
  bodyTenantCode: string;
  assessorCode: string;
  name: string;
  phone: string;
  accountId: string | null;
  regionCode: string;
  regionName: string;
  teamLeader: boolean;
  expert: boolean;
  maxDaysPerMonth: number;
  registrations: { field: RegistrationField; grade: AssessorGrade; regNo: string; validUntil: string }[];
  technicalAreas: string[];
  conflicts: { clientKey: string; clientName: string; reason: string; until: string }[];
  leaves: { from: string; to: string; reason: string }[];
}

const BJ = { regionCode: '110108', regionName: '北京市 / 市辖区 / 海淀区' };
const SH = { regionCode: '310115', regionName: '上海市 / 市辖区 / 浦东新区' };
const HZ = { regionCode: '330106', regionName: '浙江省 / 杭州市 / 西湖区' };
const SZ = { regionCode: '440305', regionName: '广东省 / 深圳市 / 南山区' };
const CD = { regionCode: '510107', regionName: '四川省 / 成都市 / 武侯区' };

const base = { accountId: null, teamLeader: false, expert: false, maxDaysPerMonth: 15, conflicts: [], leaves: [] };
const demo = (
  assessor: Partial<DemoAssessor> &
    Pick<DemoAssessor, 'assessorCode' | 'name' | 'phone' | 'regionCode' | 'regionName' | 'registrations' | 'technicalAreas'>,
): DemoAssessor => ({
  bodyTenantCode: 'T-CB-DEMO',
  ...base,
  ...assessor,
});

export const DEMO_ASSESSORS: readonly DemoAssessor[] = [
  demo({
    assessorCode: 'AS-DEMO-01',
    name: '王立新',
    phone: '13910000001',
    ...BJ,
    teamLeader: true,
    maxDaysPerMonth: 16,
    registrations: [
      { field: 'ISMS', grade: 'senior', regNo: '2015-N1ISMS-1020345', validUntil: '2028-03-31' },
      { field: 'QMS', grade: 'senior', regNo: '2012-N1QMS-1005871', validUntil: '2027-12-31' },
    ],
    technicalAreas: ['33', '32', '35'],
  }),
  demo({
    assessorCode: 'AS-DEMO-02',
    name: '陈静怡',
    phone: '13910000002',
    ...SH,
    teamLeader: true,
    registrations: [{ field: 'ISMS', grade: 'senior', regNo: '2016-N1ISMS-1031178', validUntil: '2027-09-30' }],
    technicalAreas: ['33', '32', '31'],
    leaves: [{ from: '2026-12-21', to: '2027-01-03', reason: '年假' }],
  }),
  demo({
    assessorCode: 'AS-DEMO-03',
    name: '刘建国',
    phone: '13910000003',
    ...HZ,
    teamLeader: true,
    registrations: [
      { field: 'ISMS', grade: 'senior', regNo: '2017-N1ISMS-1046620', validUntil: '2028-06-30' },
      { field: 'ITSMS', grade: 'auditor', regNo: '2019-N1ITSMS-1102257', validUntil: '2027-06-30' },
    ],
    technicalAreas: ['33', '19', '35'],
    conflicts: [
      { clientKey: 'T-CU-DEMO', clientName: '示例科技有限公司', reason: '2025 年为该客户提供过信息安全管理体系建设咨询', until: '2027-06-30' },
    ],
  }),
  // The demo auditor account (13800000032 认证机构审核员) is this assessor.
  demo({
    assessorCode: 'AS-DEMO-04',
    name: '认证机构审核员',
    phone: '13800000032',
    accountId: 'A-32',
    ...BJ,
    registrations: [
      { field: 'ISMS', grade: 'auditor', regNo: '2020-N1ISMS-1188406', validUntil: '2027-11-30' },
      { field: 'QMS', grade: 'auditor', regNo: '2020-N1QMS-1190032', validUntil: '2027-11-30' },
    ],
    technicalAreas: ['33', '35'],
  }),
  demo({
    assessorCode: 'AS-DEMO-05',
    name: '赵敏',
    phone: '13910000005',
    ...SZ,
    teamLeader: true,
    registrations: [{ field: 'ISMS', grade: 'auditor', regNo: '2018-N1ISMS-1075513', validUntil: '2028-01-31' }],
    technicalAreas: ['33', '19'],
  }),
  demo({
    assessorCode: 'AS-DEMO-06',
    name: '孙浩然',
    phone: '13910000006',
    ...CD,
    registrations: [{ field: 'ISMS', grade: 'auditor', regNo: '2021-N1ISMS-1234567', validUntil: '2027-08-31' }],
    technicalAreas: ['33', '31'],
    leaves: [{ from: '2027-01-11', to: '2027-01-22', reason: '外派培训' }],
  }),
  demo({
    assessorCode: 'AS-DEMO-07',
    name: '周雅琴',
    phone: '13910000007',
    ...SH,
    registrations: [{ field: 'QMS', grade: 'auditor', regNo: '2019-N1QMS-1120984', validUntil: '2027-05-31' }],
    technicalAreas: ['31', '35', '19'],
  }),
  // Registration expired: flagged 注册已过期, left out by the scheduler until renewed.
  demo({
    assessorCode: 'AS-DEMO-08',
    name: '吴国栋',
    phone: '13910000008',
    ...HZ,
    registrations: [{ field: 'ISMS', grade: 'auditor', regNo: '2017-N1ISMS-1058890', validUntil: '2026-09-30' }],
    technicalAreas: ['33', '32'],
  }),
  demo({
    assessorCode: 'AS-DEMO-09',
    name: '郑晓梅',
    phone: '13910000009',
    ...BJ,
    registrations: [
      { field: 'QMS', grade: 'auditor', regNo: '2020-N1QMS-1177215', validUntil: '2028-02-29' },
      { field: 'ISMS', grade: 'auditor', regNo: '2022-N1ISMS-1260331', validUntil: '2028-02-29' },
    ],
    technicalAreas: ['32', '33', '35'],
    leaves: [{ from: '2026-12-28', to: '2027-01-08', reason: '婚假' }],
  }),
  demo({
    assessorCode: 'AS-DEMO-10',
    name: '黄子轩',
    phone: '13910000010',
    ...SZ,
    maxDaysPerMonth: 12,
    registrations: [{ field: 'ISMS', grade: 'trainee', regNo: '2025-N0ISMS-1401126', validUntil: '2028-04-30' }],
    technicalAreas: ['33'],
  }),
  demo({
    assessorCode: 'AS-DEMO-11',
    name: '林若曦',
    phone: '13910000011',
    ...CD,
    maxDaysPerMonth: 12,
    registrations: [{ field: 'QMS', grade: 'trainee', regNo: '2025-N0QMS-1398760', validUntil: '2028-04-30' }],
    technicalAreas: ['31', '35'],
  }),
  // A technical expert: no registration, never leads, its days never count.
  demo({
    assessorCode: 'AS-DEMO-12',
    name: '马振华',
    phone: '13910000012',
    ...HZ,
    expert: true,
    maxDaysPerMonth: 8,
    registrations: [],
    technicalAreas: ['32', '33'],
  }),
  // 华安认证有限公司: its own register (invisible to 示例认证中心 and the reverse).
  {
    ...base,
    bodyTenantCode: 'T-CB-HUAAN',
    assessorCode: 'AS-HUAAN-01',
    name: '许文博',
    phone: '13920000001',
    ...SH,
    teamLeader: true,
    registrations: [
      { field: 'QMS', grade: 'senior', regNo: '2013-N1QMS-1012230', validUntil: '2027-10-31' },
      { field: 'EMS', grade: 'senior', regNo: '2014-N1EMS-1015562', validUntil: '2027-10-31' },
    ],
    technicalAreas: ['17', '18', '29'],
  },
  {
    ...base,
    bodyTenantCode: 'T-CB-HUAAN',
    assessorCode: 'AS-HUAAN-02',
    name: '何嘉欣',
    phone: '13920000002',
    ...SH,
    registrations: [{ field: 'ISMS', grade: 'auditor', regNo: '2021-N1ISMS-1219874', validUntil: '2027-12-31' }],
    technicalAreas: ['33', '29'],
  },
  {
    ...base,
    bodyTenantCode: 'T-CB-HUAAN',
    assessorCode: 'AS-HUAAN-03',
    name: '高志远',
    phone: '13920000003',
    ...HZ,
    registrations: [{ field: 'OHSMS', grade: 'auditor', regNo: '2018-N1OHSMS-1090417', validUntil: '2027-07-31' }],
    technicalAreas: ['17', '28'],
  },
  {
    ...base,
    bodyTenantCode: 'T-CB-HUAAN',
    assessorCode: 'AS-HUAAN-04',
    name: '罗佳琪',
    phone: '13920000004',
    ...SZ,
    registrations: [{ field: 'EMS', grade: 'trainee', regNo: '2025-N0EMS-1403318', validUntil: '2028-05-31' }],
    technicalAreas: ['19', '29'],
  },
];
