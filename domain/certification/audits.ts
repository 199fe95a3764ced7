/**
 * Pure rules of the audit execution (issue 29 item 2, ../shared/docs/domain-brief.md §4.2): the
 * corrective-action deadlines of findings, when an audit may start, be completed and close, the
 * technical review's preconditions (impartiality), the certificate number and validity, and the
 * overdue-surveillance suspension rule (`certificateStatusOn`). The server (server/modules/
 * certification/audits/) applies them; nothing here reads a clock or a database.
 */
import { isoClause, isoControl } from '../catalogues/iso27001';
import type { ManagementSystem } from '../engines/auditTime';
import { addDays } from '../engines/timeline/isoDate';
import type { AuditState, AuditType, CertificateStatus, FindingGrade, FindingState, TeamRole } from './enums';
import { addMonths } from '../engines/timeline/isoDate';
import { certificateExpiry } from './programme';

/**
 * Days the client has for its corrective actions, from the last day of the audit (brief §4.2 [I]:
 * major nonconformities corrected and verified within 30 days, minor ones within 90 days — the
 * body's usual rule, configurable here); observations need none.
 */
export const CORRECTIVE_ACTION_DAYS: Readonly<Record<FindingGrade, number | null>> = { major: 30, minor: 90, observation: null };

/** The corrective-action deadline of a finding recorded for an audit ending on `auditEndDate`, or null. */
export function findingDeadline(grade: FindingGrade, auditEndDate: string): string | null {
  const days = CORRECTIVE_ACTION_DAYS[grade];
  return days === null ? null : addDays(auditEndDate, days);
}

/** Findings that must be verified before their audit closes (nonconformities). */
export const needsCorrection = (grade: FindingGrade): boolean => grade !== 'observation';

/**
 * Why a clause reference is not usable for the project's standards, or null. For ISMS a clause of
 * ISO/IEC 27001:2022 (4–10, e.g. "6.1.2") or an Annex A control written "A.5.15"; other
 * standards take the clause as written (their catalogues are not in the product).
 */
export function clauseProblem(clause: string, standards: readonly ManagementSystem[]): string | null {
  const value = clause.trim();
  if (!value) return '请填写条款（clause）';
  if (!standards.includes('ISMS') || standards.length > 1) return null;
  const control = /^A\.(\d\.\d{1,2})$/.exec(value);
  if (control) return isoControl(control[1]!) ? null : `条款（clause）${value} 不是 ISO/IEC 27001:2022 附录 A 的控制`;
  if (isoClause(value)) return null;
  return `条款（clause）${value} 须为 ISO/IEC 27001:2022 的条款（如 6.1.2）或附录 A 控制（如 A.5.15）`;
}

/** The roles that make a team member the audit's leader. */
export const leaderOf = (team: readonly { assessorCode: string; role: TeamRole }[]): string | undefined =>
  team.find((member) => member.role === 'leader')?.assessorCode;

/** Why an audit may not start on `today`, or null. Only published audits start, not before their first day. */
export function startProblem(audit: { state: AuditState; scheduleState: string; startDate: string | null }, today: string): string | null {
  if (audit.state !== 'scheduled' || audit.scheduleState !== 'published' || !audit.startDate) return '只有已发布排期（日期和审核组）的审核可以开始';
  if (today < audit.startDate) return `审核的开始日期是 ${audit.startDate}，不能提前开始`;
  return null;
}

/** The audit report's conclusion (审核结论). */
export const ReportConclusions = {
  recommend: '推荐认证注册',
  recommendAfterCorrection: '不符合项整改验证后推荐认证注册',
  notRecommend: '不推荐认证注册',
} as const;
export type ReportConclusion = keyof typeof ReportConclusions;

/**
 * Why an audit may not be completed with `conclusion`, or null: it must be in progress; a major
 * nonconformity rules out a plain recommendation.
 */
export function completeProblem(
  audit: { state: AuditState },
  findings: readonly { grade: FindingGrade }[],
  conclusion: ReportConclusion,
): string | null {
  if (audit.state !== 'inProgress') return '只有审核中的审核可以完成';
  if (conclusion === 'recommend' && findings.some((finding) => needsCorrection(finding.grade)))
    return '有不符合项时，审核结论（conclusion）不能为"推荐认证注册"，请选择整改验证后推荐或不推荐';
  return null;
}

/** Whether a completed audit closes now: every major and minor finding verified. */
export function auditMayClose(audit: { state: AuditState }, findings: readonly { grade: FindingGrade; state: FindingState }[]): boolean {
  return audit.state === 'completed' && findings.every((finding) => !needsCorrection(finding.grade) || finding.state === 'verified');
}

/** Findings are recorded, edited and deleted only while the audit is in progress. */
export const findingsEditable = (state: AuditState): boolean => state === 'inProgress';

/** A corrective action is submitted on an open finding needing correction, of a completed audit. */
export function submitProblem(audit: { state: AuditState }, finding: { grade: FindingGrade; state: FindingState }): string | null {
  if (!needsCorrection(finding.grade)) return '观察项无须提交纠正措施';
  if (audit.state !== 'completed') return '审核完成后才能提交纠正措施';
  if (finding.state !== 'open') return finding.state === 'verified' ? '该不符合项已验证关闭' : '纠正措施已提交，等待审核组长验证';
  return null;
}

/** A submitted corrective action is verified or returned. */
export const verifyProblem = (finding: { state: FindingState }): string | null =>
  finding.state === 'submitted' ? null : '只有已提交纠正措施的不符合项可以验证或退回';

/**
 * Why the technical review may not be recorded, or null: the project waits for it (its Stage 2
 * or recertification audit closed) and the reviewer was not on that audit's team (ISO/IEC
 * 17021-1 §9.5.1: the decision is made by persons not involved in the audit).
 */
export function technicalReviewProblem(
  project: { state: string },
  decisive: { state: AuditState; team: readonly { assessorCode: string }[] } | undefined,
  reviewerAssessorCode: string | undefined,
): string | null {
  if (decisive?.state !== 'closed') return '第二阶段（或再认证）审核关闭后才能进行技术评审';
  if (project.state !== 'technicalReview' && project.state !== 'certified' && project.state !== 'programmed') return '认证项目当前状态不允许技术评审';
  if (reviewerAssessorCode && decisive.team.some((member) => member.assessorCode === reviewerAssessorCode))
    return '技术评审人员不能是该次审核的审核组成员（公正性要求）';
  return null;
}

/** The audit whose closing leads to a decision: Stage 2, or the recertification audit once certified. */
export function decisiveAudit<A extends { type: AuditType; state: AuditState }>(audits: readonly A[], projectState: string): A | undefined {
  const type: AuditType = projectState === 'certified' ? 'recertification' : 'stage2';
  return audits.find((audit) => audit.type === type);
}

/**
 * The certificate number: `<prefix>-<standards joined by '/'>-<year>-<6-digit serial>`, e.g.
 * 'CB-ISMS-2026-000123'; the serial counts the body's certificates of the year (unique per body).
 */
export function certificateNumber(prefix: string, standards: readonly ManagementSystem[], issuedOn: string, serial: number): string {
  return `${prefix}-${[...standards].sort().join('/')}-${issuedOn.slice(0, 4)}-${String(serial).padStart(6, '0')}`;
}

/** The body's prefix for certificate numbers (the tenant code without 'T-'). */
export const certificatePrefix = (bodyTenantCode: string): string => bodyTenantCode.replace(/^T-/, '');

/** Issue date and last valid day of a certificate decided on `decisionDate` (+3 years − 1 day). */
export const certificateValidity = (decisionDate: string): { issuedOn: string; expiresOn: string } => ({
  issuedOn: decisionDate,
  expiresOn: certificateExpiry(decisionDate),
});

/** Months a certificate stays suspended before it is withdrawn (brief §4.2). */
export const SUSPENSION_MONTHS_BEFORE_WITHDRAWAL = 6;

export interface CertificateSnapshot {
  status: CertificateStatus;
  statusReason: string | null;
  statusSince: string | null;
  issuedOn: string;
  expiresOn: string;
  /** Set when the status was set by hand (manual decisions are not undone by the rule). */
  manual?: boolean;
}

export interface SurveillanceFacts {
  type: AuditType;
  state: AuditState;
  windowTo: string;
}

/**
 * The status a certificate has on `today` by the overdue-surveillance rule (brief §4.2): a
 * surveillance audit of this certificate's period whose window ended without the audit completed
 * suspends it (since the day after the window); suspended more than 6 months → withdrawn; once the
 * overdue surveillance is completed the certificate is valid again. After the expiry day it is
 * expired. A status set by hand (suspended or withdrawn with a reason) stays; withdrawn is final.
 */
export function certificateStatusOn(
  certificate: CertificateSnapshot,
  audits: readonly SurveillanceFacts[],
  today: string,
): { status: CertificateStatus; statusReason: string | null; statusSince: string | null } {
  const keep = { status: certificate.status, statusReason: certificate.statusReason, statusSince: certificate.statusSince };
  if (certificate.status === 'withdrawn' || certificate.status === 'expired') return keep;
  if (today > certificate.expiresOn) return { status: 'expired', statusReason: '证书有效期已满', statusSince: addDays(certificate.expiresOn, 1) };
  if (certificate.manual && certificate.status === 'suspended') {
    const since = certificate.statusSince ?? today;
    if (today > addMonths(since, SUSPENSION_MONTHS_BEFORE_WITHDRAWAL))
      return { status: 'withdrawn', statusReason: `暂停超过 ${SUSPENSION_MONTHS_BEFORE_WITHDRAWAL} 个月未恢复`, statusSince: today };
    return keep;
  }
  const overdue = audits
    .filter((audit) => (audit.type === 'surveillance1' || audit.type === 'surveillance2') && audit.windowTo >= certificate.issuedOn)
    .filter((audit) => audit.windowTo < today && audit.state !== 'completed' && audit.state !== 'closed' && audit.state !== 'cancelled')
    .sort((a, b) => a.windowTo.localeCompare(b.windowTo))[0];
  if (!overdue) return { status: 'valid', statusReason: null, statusSince: certificate.status === 'valid' ? certificate.statusSince : today };
  const since = addDays(overdue.windowTo, 1);
  const withdrawFrom = addMonths(since, SUSPENSION_MONTHS_BEFORE_WITHDRAWAL);
  if (today > withdrawFrom)
    return {
      status: 'withdrawn',
      statusReason: `监督审核逾期暂停超过 ${SUSPENSION_MONTHS_BEFORE_WITHDRAWAL} 个月，证书撤销`,
      statusSince: addDays(withdrawFrom, 1),
    };
  return { status: 'suspended', statusReason: `监督审核未在时间窗口内（截至 ${overdue.windowTo}）完成，证书暂停`, statusSince: since };
}

/** Moves a planner may make by hand on a certificate (with a reason). */
export const MANUAL_CERTIFICATE_MOVES: Readonly<Record<'suspend' | 'withdraw' | 'restore', { from: CertificateStatus[]; to: CertificateStatus }>> = {
  suspend: { from: ['valid'], to: 'suspended' },
  withdraw: { from: ['valid', 'suspended'], to: 'withdrawn' },
  restore: { from: ['suspended'], to: 'valid' },
};
