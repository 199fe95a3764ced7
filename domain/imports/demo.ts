/**
 * Demo government data of 示例科技有限公司 (T-CU-DEMO), as if imported from its 科技项目 and
 * 创新型企业 workbooks: seeded once by server/modules/imports/seed.ts.
 */
import type { GovProjectLevel, GovProjectStatus, InnovativeQualification } from './enums';

export const DEMO_GOV_TENANT = 'T-CU-DEMO';

export const DEMO_GOV_TEC_PROJECTS: readonly {
  projectNo: string;
  projectName: string;
  level: GovProjectLevel;
  department: string;
  category: string;
  tecDomain: string;
  govProductCls: string | null;
  startDate: string;
  endDate: string;
  totalFunds: number;
  govFunds: number | null;
  leader: string;
  status: GovProjectStatus;
  remark: string;
}[] = [
  {
    projectNo: '2023C01012',
    projectName: '面向中小企业的数据安全合规检测平台研发',
    level: 'provincial',
    department: '浙江省科学技术厅',
    category: '重点研发计划',
    tecDomain: '0107',
    govProductCls: 'A020103',
    startDate: '2023-07-01',
    endDate: '2025-06-30',
    totalFunds: 860,
    govFunds: 200,
    leader: '陈立',
    status: 'ongoing',
    remark: '',
  },
  {
    projectNo: 'HZKJ2022-0318',
    projectName: '工业互联网终端安全接入网关',
    level: 'municipal',
    department: '杭州市科学技术局',
    category: '科技计划项目',
    tecDomain: '0104',
    govProductCls: 'A020102',
    startDate: '2022-03-15',
    endDate: '2023-12-31',
    totalFunds: 320.5,
    govFunds: 50,
    leader: '王敏',
    status: 'accepted',
    remark: '2024 年 3 月通过验收',
  },
  {
    projectNo: 'XH2024-027',
    projectName: '政务云日志审计与分析系统',
    level: 'district',
    department: '西湖区科技局',
    category: '科技创新券',
    tecDomain: '0101',
    govProductCls: null,
    startDate: '2024-05-10',
    endDate: '2025-05-09',
    totalFunds: 96,
    govFunds: 20,
    leader: '陈立',
    status: 'ongoing',
    remark: '',
  },
];

export const DEMO_GOV_INNOVATIVE: readonly {
  qualification: InnovativeQualification;
  year: number;
  certificateNo: string;
  issueDate: string;
  expiryDate: string | null;
  tecDomain: string;
  govProductCls: string;
  mainProduct: string;
  rdExpense: number;
  revenue: number;
  rdStaff: number;
  totalStaff: number;
  ipCount: number;
  remark: string;
}[] = [
  {
    qualification: 'highTech',
    year: 2023,
    certificateNo: 'GR202333001234',
    issueDate: '2023-12-08',
    expiryDate: '2026-12-07',
    tecDomain: '0107',
    govProductCls: 'A020103',
    mainProduct: '数据安全合规检测平台',
    rdExpense: 512.36,
    revenue: 6380,
    rdStaff: 46,
    totalStaff: 152,
    ipCount: 23,
    remark: '',
  },
  {
    qualification: 'techSme',
    year: 2024,
    certificateNo: '20243301060A012345',
    issueDate: '2024-04-18',
    expiryDate: '2024-12-31',
    tecDomain: '0107',
    govProductCls: 'C1602',
    mainProduct: '信息安全等级保护咨询服务',
    rdExpense: 540.2,
    revenue: 7120,
    rdStaff: 49,
    totalStaff: 160,
    ipCount: 27,
    remark: '',
  },
];
