/**
 * The demo's nonconformities (server/modules/isoDocuments/nc/seed.ts): two findings of the internal
 * audit on 示例科技's ISO/IEC 27001 documentation project — a minor one still open (the asset
 * inventory not kept up to date), a major one corrected and waiting for verification (the audit
 * programme missing departments). Dates are days before the seed's instant; the department is
 * found by name among the project's demo departments (the code when the name is not there).
 */
import type { NcSeverity, NcState } from './enums';

export interface DemoNc {
  ncCode: string;
  seq: number;
  clause: string;
  /** The department's name in the demo variables, and the code used when it is not found. */
  departmentName: string;
  fallbackDepartmentCode: string;
  description: string;
  evidence: string;
  severity: NcSeverity;
  auditor: string;
  foundDaysAgo: number;
  dueInDays: number;
  rootCause: string;
  correction: string;
  correctiveAction: string;
  verification: string;
  state: NcState;
}

export const DEMO_NC_PROJECT = 'PJ20260815CE0006';
export const DEMO_NC_TENANT = 'T-CH-ANHENG';

export const DEMO_NCS: readonly DemoNc[] = [
  {
    ncCode: 'NC-01',
    seq: 1,
    clause: 'A.5.9',
    departmentName: '信息技术部',
    fallbackDepartmentCode: 'D03',
    description: '信息资产清单未及时更新：2026 年新采购的 6 台服务器和 2 套 SaaS 服务未登记在资产清单中，资产责任人也未指定。',
    evidence: '抽查《信息资产清单》（版本 A/0）与采购台账，2026 年 9 月后采购的 8 项资产未登记。',
    severity: 'minor',
    auditor: '林志远',
    foundDaysAgo: 3,
    dueInDays: 14,
    rootCause: '',
    correction: '',
    correctiveAction: '',
    verification: '',
    state: 'open',
  },
  {
    ncCode: 'NC-02',
    seq: 2,
    clause: '9.2',
    departmentName: '综合管理部',
    fallbackDepartmentCode: 'D02',
    description: '年度内部审核方案未覆盖全部部门：方案只安排了信息技术部和研发中心，市场部、财务部等 4 个部门未纳入审核范围。',
    evidence: '查阅《2026 年度内部审核方案》及内审计划，审核范围只列出 2 个部门。',
    severity: 'major',
    auditor: '林志远',
    foundDaysAgo: 3,
    dueInDays: 10,
    rootCause: '内审方案编制人对“覆盖体系范围内全部部门和过程”的要求理解不足，方案未经管理者代表审核即发布。',
    correction: '已修订内审方案，补充对其余 4 个部门的审核安排，并于一周内完成补充审核。',
    correctiveAction: '修订《内部审核程序》，规定内审方案须对照职能分配表逐一核对部门和条款，并经管理者代表批准后发布；对内审员进行专项培训。',
    verification: '',
    state: 'corrected',
  },
];
