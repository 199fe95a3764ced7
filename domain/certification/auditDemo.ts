/**
 * Demo rows of the audit execution (issue 29), today being 2026-11-28, over B1's demo projects
 * (./demo.ts): 示例科技's Stage 1 (CP-DEMO-0001-A1, completed 2026-10-16) with its report and two
 * findings — a minor nonconformity on A.5.15 access control whose corrective action is submitted
 * and awaits the leader's verification, and an observation; a valid certificate for each certified
 * demo client (DEMO_CERT_CERTIFIED); and one more certified client of 示例认证中心,
 * 杭州钱塘包装有限公司 (CP-DEMO-0012, decided 2025-09-10), whose first surveillance window ended
 * on 2026-09-10 without the audit: its certificate is suspended by the overdue-surveillance rule
 * (./audits.ts certificateStatusOn), so the rule shows.
 */
import { calculateAuditTime } from '../engines/auditTime';
import { addDays } from '../engines/timeline/isoDate';
import { certificateNumber, certificatePrefix, certificateValidity, findingDeadline } from './audits';
import { DEMO_CERT_CERTIFIED, DEMO_CERT_STAGE1_DONE, type DemoCertAudit, type DemoCertProject } from './demo';
import type { CertificateStatus, FindingGrade, FindingState } from './enums';
import { generateProgramme, reanchorProgramme } from './programme';

export interface DemoFinding {
  findingCode: string;
  auditCode: string;
  certProjectCode: string;
  grade: FindingGrade;
  state: FindingState;
  clause: string;
  description: string;
  evidence: string;
  deadline: string | null;
  correctiveAction: string | null;
  submittedOn: string | null;
}

const STAGE1_END = '2026-10-16';

export const DEMO_STAGE1_REPORT = {
  conclusion: 'recommendAfterCorrection' as const,
  summary:
    '第一阶段审核确认了信息安全管理体系文件、适用性声明（V1.2）和风险评估结果基本满足 ISO/IEC 27001:2022 要求；访问控制策略未覆盖外包运维人员的账号管理（一般不符合）；建议第二阶段前完成整改并关注供应商安全评审的记录。',
  completedOn: STAGE1_END,
};

export const DEMO_FINDINGS: readonly DemoFinding[] = [
  {
    findingCode: 'NC-DEMO-0001',
    auditCode: DEMO_CERT_STAGE1_DONE,
    certProjectCode: 'CP-DEMO-0001',
    grade: 'minor',
    state: 'submitted',
    clause: 'A.5.15',
    description: '访问控制策略未规定外包运维人员账号的申请、审批和定期复核，与附录 A.5.15 的要求不符。',
    evidence: '《访问控制管理办法》V2.0 第 3 章仅覆盖正式员工；抽查运维堡垒机账号 12 个，其中 3 个外包人员账号无审批记录。',
    deadline: findingDeadline('minor', STAGE1_END),
    correctiveAction:
      '修订《访问控制管理办法》为 V2.1，增加外包人员账号的申请审批和季度复核要求；已清理 3 个无审批记录的账号并补办审批；附修订稿和复核记录。',
    submittedOn: '2026-11-10',
  },
  {
    findingCode: 'NC-DEMO-0002',
    auditCode: DEMO_CERT_STAGE1_DONE,
    certProjectCode: 'CP-DEMO-0001',
    grade: 'observation',
    state: 'open',
    clause: 'A.5.19',
    description: '供应商信息安全评审已开展，但评审记录未统一归档，建议纳入供应商管理台账。',
    evidence: '抽查 5 家云服务和运维供应商，评审记录分散在邮件中。',
    deadline: null,
    correctiveAction: null,
    submittedOn: null,
  },
];

export interface DemoCertificate {
  bodyTenantCode: string;
  certificateNo: string;
  certProjectCode: string;
  standards: DemoCertProject['standards'];
  scopeText: string;
  issuedOn: string;
  expiresOn: string;
  status: CertificateStatus;
  statusReason: string | null;
  statusSince: string;
  history: { on: string; status: CertificateStatus; reason: string; by: string }[];
}

/** The certified client whose first surveillance is overdue (not in B1's list: seeded by B2). */
const OVERDUE_DECIDED = '2025-09-10';
const OVERDUE_REVIEW = '2025-04-08';
const overdueTime = calculateAuditTime({ standards: [{ standard: 'QMS' }], personnel: { fullTime: 95 } });
const overdueAudits = reanchorProgramme(
  generateProgramme(OVERDUE_REVIEW, overdueTime).map((audit) => ({
    ...audit,
    state: audit.type === 'stage1' || audit.type === 'stage2' ? 'closed' : 'planned',
  })),
  {
    reviewDate: OVERDUE_REVIEW,
    dates: { stage1: { startDate: '2025-05-20', endDate: '2025-05-20' }, stage2: { startDate: '2025-07-14', endDate: '2025-07-15' } },
    decisionDate: OVERDUE_DECIDED,
  },
);
const overdueDone: Record<string, Pick<DemoCertAudit, 'startDate' | 'endDate' | 'team'>> = {
  stage1: { startDate: '2025-05-20', endDate: '2025-05-20', team: [{ assessorCode: 'AS-DEMO-01', name: '王立新', role: 'leader', days: 1 }] },
  stage2: {
    startDate: '2025-07-14',
    endDate: '2025-07-15',
    team: [
      { assessorCode: 'AS-DEMO-01', name: '王立新', role: 'leader', days: 2 },
      { assessorCode: 'AS-DEMO-07', name: '周雅琴', role: 'auditor', days: 1.5 },
    ],
  },
};

export const DEMO_OVERDUE_PROJECT: DemoCertProject = {
  bodyTenantCode: 'T-CB-DEMO',
  certProjectCode: 'CP-DEMO-0012',
  origin: 'body',
  state: 'certified',
  clientName: '杭州钱塘包装有限公司',
  clientTenantCode: null,
  channelTenantCode: null,
  projectCode: null,
  contactName: '沈国平',
  contactPhone: '13857100112',
  regionCode: '330114',
  regionName: '浙江省杭州市钱塘区',
  standards: ['QMS'],
  scopeText: '纸质包装箱和彩印包装盒的设计和生产',
  scopeCodes: ['09'],
  personnel: { fullTime: 95 },
  reviewDate: OVERDUE_REVIEW,
  auditTime: overdueTime,
  decision: { decision: 'grant', decidedOn: OVERDUE_DECIDED },
  createdOn: '2025-03-26',
  audits: overdueAudits.map((audit) => ({
    auditCode: `CP-DEMO-0012-A${audit.seq}`,
    seq: audit.seq,
    type: audit.type,
    state: audit.state as DemoCertAudit['state'],
    scheduleState: overdueDone[audit.type] ? 'published' : 'unscheduled',
    windowFrom: audit.windowFrom,
    windowTo: audit.windowTo,
    requiredDays: audit.requiredDays,
    totalDays: audit.totalDays,
    startDate: overdueDone[audit.type]?.startDate ?? null,
    endDate: overdueDone[audit.type]?.endDate ?? null,
    team: overdueDone[audit.type]?.team ?? [],
  })),
};

const certificateOf = (
  project: { bodyTenantCode: string; certProjectCode: string; standards: DemoCertProject['standards']; scopeText: string; decidedOn: string },
  serial: number,
): DemoCertificate => ({
  bodyTenantCode: project.bodyTenantCode,
  certificateNo: certificateNumber(certificatePrefix(project.bodyTenantCode), project.standards, project.decidedOn, serial),
  certProjectCode: project.certProjectCode,
  standards: project.standards,
  scopeText: project.scopeText,
  ...certificateValidity(project.decidedOn),
  status: 'valid',
  statusReason: null,
  statusSince: project.decidedOn,
  history: [{ on: project.decidedOn, status: 'valid', reason: '批准认证，颁发证书', by: '示例认证中心管理员' }],
});

const overdueWindowTo = DEMO_OVERDUE_PROJECT.audits.find((audit) => audit.type === 'surveillance1')!.windowTo;
const suspendedReason = `监督审核未在时间窗口内（截至 ${overdueWindowTo}）完成，证书暂停`;
const suspendedSince = addDays(overdueWindowTo, 1);

function demoCertificates(): DemoCertificate[] {
  const serials = new Map<string, number>();
  const next = (body: string, standards: readonly string[], decidedOn: string) => {
    const key = `${body}-${[...standards].sort().join('/')}-${decidedOn.slice(0, 4)}`;
    const n = (serials.get(key) ?? 0) + 1;
    serials.set(key, n);
    return n;
  };
  const valid = DEMO_CERT_CERTIFIED.map((project) => certificateOf(project, next(project.bodyTenantCode, project.standards, project.decidedOn)));
  const overdueProject = { ...DEMO_OVERDUE_PROJECT, decidedOn: OVERDUE_DECIDED };
  const overdue = certificateOf(overdueProject, next(overdueProject.bodyTenantCode, overdueProject.standards, OVERDUE_DECIDED));
  return [
    ...valid,
    {
      ...overdue,
      status: 'suspended',
      statusReason: suspendedReason,
      statusSince: suspendedSince,
      history: [...overdue.history, { on: suspendedSince, status: 'suspended', reason: suspendedReason, by: '系统' }],
    },
  ];
}

/** Certificates: the certified demo clients valid, the overdue one suspended; serials per body, standards and year. */
export const DEMO_CERTIFICATES: readonly DemoCertificate[] = demoCertificates();
