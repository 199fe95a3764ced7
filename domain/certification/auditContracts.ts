/**
 * The audit execution of certification projects (issue 29 item 2, second half): one project's
 * audits with plan, report and findings; the audit plan; starting and completing an audit;
 * findings and their corrective actions (the client's PM submits, the leader verifies or returns);
 * the technical review and the certification decision; certificates (list, detail, status by
 * hand). Body side: the planners (cbPlanner) and the audit's leader; an auditor reads only audits
 * they are on. Customer side (canReadPublic, checked by the service): the client tenant's PM reads
 * its own project and submits corrective actions. Rules: ./audits.ts.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { defineContract, filterOf, PageQuery, pageOf, Timestamp } from '../kernel/contract';
import { text } from '../kernel/text';
import { ManagementSystem } from '../engines/auditTime/model';
import { ReportConclusions } from './audits';
import { CertTeamMember } from './contracts';
import { AuditState, AuditType, CertDecision, CertificateStatus, CertProjectState, FindingGrade, FindingState, ScheduleState } from './enums';

const tag = '认证项目管理';

const certProjectCode = text({ max: 64, required: '请指定认证项目（certProjectCode）' });
const auditCode = text({ max: 64, required: '请指定审核（auditCode）' });
const findingCode = text({ max: 64, required: '请指定不符合项（findingCode）' });
const certificateNo = text({ max: 64, required: '请指定证书编号（certificateNo）' });
const isoDate = (field: string, label: string) =>
  z.string({ error: `请填写${label}（${field}）` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}（${field}）须为 YYYY-MM-DD`);
const conclusionValues = Object.keys(ReportConclusions) as [keyof typeof ReportConclusions, ...(keyof typeof ReportConclusions)[]];
export const ReportConclusion = z.enum(conclusionValues, { error: '请选择审核结论（conclusion）' });

export const PlanSession = z.object({
  date: isoDate('sessions.date', '日期'),
  time: text({ max: 20, required: '请填写时间（sessions.time）' }),
  process: text({ max: 200, required: '请填写条款/过程（sessions.process）' }),
  auditee: text({ max: 100, required: '请填写受审核部门/人员（sessions.auditee）' }),
  auditor: text({ max: 40, required: '请填写审核员（sessions.auditor）' }),
});
export type PlanSession = z.infer<typeof PlanSession>;

export const AuditPlan = z.object({
  objectives: z.string(),
  sessions: z.array(PlanSession),
  savedAt: Timestamp,
  savedBy: z.string(),
});

export const AuditReport = z.object({ conclusion: ReportConclusion, summary: z.string(), completedOn: z.string() });

export const FindingItem = z.object({
  findingCode: z.string(),
  auditCode: z.string(),
  grade: FindingGrade.schema,
  state: FindingState.schema,
  clause: z.string(),
  description: z.string(),
  evidence: z.string(),
  deadline: z.string().nullable(),
  correctiveAction: z.string().nullable(),
  submittedAt: Timestamp.nullable(),
  verificationNote: z.string().nullable(),
  verifiedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type FindingItem = z.infer<typeof FindingItem>;

export const AuditView = z.object({
  auditCode: z.string(),
  certProjectCode: z.string(),
  seq: z.number().int(),
  type: AuditType.schema,
  state: AuditState.schema,
  scheduleState: ScheduleState.schema,
  windowFrom: z.string(),
  windowTo: z.string(),
  requiredDays: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  team: z.array(CertTeamMember),
  plan: AuditPlan.nullable(),
  report: AuditReport.nullable(),
  findings: z.array(FindingItem),
  /** What the caller may do on this audit now. */
  canPlan: z.boolean(),
  canStart: z.boolean(),
  canRecord: z.boolean(),
  canComplete: z.boolean(),
  canVerify: z.boolean(),
  canSubmit: z.boolean(),
});
export type AuditView = z.infer<typeof AuditView>;

export const TechnicalReview = z.object({ conclusion: z.string(), reviewer: z.string(), reviewedOn: z.string() });
export const Decision = z.object({ decision: CertDecision.schema, decidedOn: z.string(), note: z.string() });

export const CertificateItem = z.object({
  certificateNo: z.string(),
  bodyTenantCode: z.string(),
  certProjectCode: z.string(),
  clientName: z.string(),
  standards: z.array(ManagementSystem.schema),
  scopeText: z.string(),
  issuedOn: z.string(),
  expiresOn: z.string(),
  status: CertificateStatus.schema,
  statusReason: z.string().nullable(),
  statusSince: z.string().nullable(),
});
export type CertificateItem = z.infer<typeof CertificateItem>;

export const CertificateHistoryEntry = z.object({
  on: z.string(),
  status: CertificateStatus.schema,
  reason: z.string(),
  by: z.string(),
});

export const CertificateDetail = CertificateItem.extend({ history: z.array(CertificateHistoryEntry), canChangeStatus: z.boolean() });

export const AuditExecution = z.object({
  certProjectCode: z.string(),
  clientName: z.string(),
  projectState: CertProjectState.schema,
  audits: z.array(AuditView),
  technicalReview: TechnicalReview.nullable(),
  decision: Decision.nullable(),
  certificates: z.array(CertificateItem),
  canReview: z.boolean(),
  canDecide: z.boolean(),
});
export type AuditExecution = z.infer<typeof AuditExecution>;

const bodyAccess = 'authProjectManageRoute' as const;

export const certAuditExecution = defineContract({
  method: 'GET',
  path: '/api/certification/audit/list.json',
  tag,
  summary:
    '认证项目的审核实施：各次审核的计划、报告、不符合项及纠正措施，技术评审、认证决定和证书（认证机构；客户租户的项目经理只读并可提交纠正措施）',
  query: z.object({ certProjectCode }),
  response: AuditExecution,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const certAuditDetail = defineContract({
  method: 'GET',
  path: '/api/certification/audit/detail.json',
  tag,
  summary: '一次审核：日期、审核组、审核计划、审核报告、不符合项',
  query: z.object({ auditCode }),
  response: AuditView,
  access: bodyAccess,
  timeout: TIMEOUTS.default,
});

export const certAuditSavePlan = defineContract({
  method: 'POST',
  path: '/api/certification/audit/plan/save.json',
  tag,
  summary: '保存审核计划（审核组长或排期员；审核开始前或审核中）：审核目的，各场次的日期、时间、条款/过程、受审核方、审核员',
  body: z.object({
    auditCode,
    objectives: text({ max: 1000 }).default(''),
    sessions: z.array(PlanSession).min(1, '请至少安排一个审核场次（sessions）').max(80, '审核场次（sessions）最多 80 个'),
  }),
  response: AuditView,
  access: bodyAccess,
  timeout: TIMEOUTS.default,
});

export const certAuditStart = defineContract({
  method: 'POST',
  path: '/api/certification/audit/start.json',
  tag,
  summary: '开始审核（已排期 → 审核中；不早于开始日期）',
  body: z.object({ auditCode }),
  response: AuditView,
  access: bodyAccess,
  timeout: TIMEOUTS.default,
});

export const certFindingSave = defineContract({
  method: 'POST',
  path: '/api/certification/finding/save.json',
  tag,
  summary: '记录或修改不符合项（审核中）：等级、条款（ISO/IEC 27001 条款或附录 A 控制）、描述、客观证据；整改期限按等级（严重 30 天、一般 90 天）',
  body: z.object({
    auditCode,
    findingCode: text({ max: 64 }).default(''),
    grade: FindingGrade.schema,
    clause: text({ max: 40, required: '请填写条款（clause）' }),
    description: text({ max: 2000, required: '请填写不符合描述（description）' }),
    evidence: text({ max: 2000 }).default(''),
  }),
  response: AuditView,
  access: bodyAccess,
  timeout: TIMEOUTS.default,
});

export const certFindingDelete = defineContract({
  method: 'POST',
  path: '/api/certification/finding/delete.json',
  tag,
  summary: '删除不符合项（审核完成前）',
  body: z.object({ findingCode }),
  response: AuditView,
  access: bodyAccess,
  timeout: TIMEOUTS.default,
});

export const certAuditComplete = defineContract({
  method: 'POST',
  path: '/api/certification/audit/complete.json',
  tag,
  summary: '完成审核（审核中 → 已完成审核）：审核结论和报告摘要；没有待整改的不符合项时直接关闭',
  body: z.object({ auditCode, conclusion: ReportConclusion, summary: text({ max: 4000, required: '请填写审核报告摘要（summary）' }) }),
  response: AuditView,
  access: bodyAccess,
  timeout: TIMEOUTS.default,
});

export const certFindingSubmit = defineContract({
  method: 'POST',
  path: '/api/certification/finding/submit.json',
  tag,
  summary: '提交纠正措施（客户租户的项目经理，或认证机构排期员代为提交）',
  body: z.object({ findingCode, correctiveAction: text({ max: 4000, required: '请填写纠正措施（correctiveAction）' }) }),
  response: AuditView,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const certFindingVerify = defineContract({
  method: 'POST',
  path: '/api/certification/finding/verify.json',
  tag,
  summary: '验证纠正措施（审核组长或排期员）：通过（已验证关闭）或退回（须填写原因）；全部不符合项验证后审核关闭',
  body: z.object({
    findingCode,
    verdict: z.enum(['verified', 'returned'], { error: '请选择验证结果（verdict）' }),
    note: text({ max: 1000 }).default(''),
  }),
  response: AuditView,
  access: bodyAccess,
  timeout: TIMEOUTS.default,
});

export const certTechnicalReview = defineContract({
  method: 'POST',
  path: '/api/certification/audit/technicalReview.json',
  tag,
  summary: '技术评审（第二阶段或再认证审核关闭后；评审人不能是该次审核的审核组成员）',
  body: z.object({ certProjectCode, conclusion: text({ max: 2000, required: '请填写技术评审结论（conclusion）' }) }),
  response: AuditExecution,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certDecision = defineContract({
  method: 'POST',
  path: '/api/certification/audit/decision.json',
  tag,
  summary: '认证决定（技术评审后）：批准则颁发证书（有效期 3 年减 1 天）并按决定日期重算监督审核时间窗口；不予认证须填写说明',
  body: z.object({
    certProjectCode,
    decision: CertDecision.schema,
    decidedOn: isoDate('decidedOn', '决定日期'),
    note: text({ max: 1000 }).default(''),
  }),
  response: AuditExecution,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certCertificateList = defineContract({
  method: 'GET',
  path: '/api/certification/certificate/list.json',
  tag,
  summary: '证书列表：认证机构看本机构的，渠道看本渠道客户的，平台交付看全部，客户看自己的；关键字（证书编号、客户名称）、状态',
  query: PageQuery.extend({ keyword: filterOf(text({ max: 60 })), status: filterOf(CertificateStatus.schema) }),
  response: pageOf(CertificateItem),
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const certCertificateDetail = defineContract({
  method: 'GET',
  path: '/api/certification/certificate/detail.json',
  tag,
  summary: '证书详情及状态变更记录（暂停、撤销、恢复）',
  query: z.object({ certificateNo }),
  response: CertificateDetail,
  access: 'canReadPublic',
  timeout: TIMEOUTS.default,
});

export const certCertificateStatus = defineContract({
  method: 'POST',
  path: '/api/certification/certificate/status.json',
  tag,
  summary: '变更证书状态（管理员和排期员）：暂停、撤销或恢复，须填写原因',
  body: z.object({
    certificateNo,
    action: z.enum(['suspend', 'withdraw', 'restore'], { error: '请选择操作（action）' }),
    reason: text({ max: 500, required: '请填写原因（reason）' }),
  }),
  response: CertificateDetail,
  access: 'cbPlanner',
  timeout: TIMEOUTS.default,
});

export const certAuditContracts = {
  certAuditExecution,
  certAuditDetail,
  certAuditSavePlan,
  certAuditStart,
  certFindingSave,
  certFindingDelete,
  certAuditComplete,
  certFindingSubmit,
  certFindingVerify,
  certTechnicalReview,
  certDecision,
  certCertificateList,
  certCertificateDetail,
  certCertificateStatus,
};
