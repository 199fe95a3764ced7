/**
 * Who stands where on a certification project's audits: the body's planners (manager, scheduler)
 * manage every audit of their body; an auditor linked to an assessor reads the audits they are on
 * and manages those they lead; platform delivery and the applying channel read; the client
 * tenant's PM reads published audits and submits corrective actions. The audit's view carries
 * what the caller may do. Shared by the audit moves (service.ts) and the certificates (certificates.ts).
 */
import type { AuditView, FindingItem } from '../../../../domain/certification/auditContracts';
import { findingsEditable, leaderOf } from '../../../../domain/certification/audits';
import { certProjectViewer } from '../../../../domain/certification/rules';
import { ErrorCode } from '../../../../domain/errors';
import { computeAccess } from '../../../../domain/kernel/access';
import { chinaDay } from '../../../../domain/kernel/chinaTime';
import type { Clock } from '../../../clock';
import type { Repositories } from '../../../db/repositories';
import type { CertAuditRow, CertFindingRow, CertProjectRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { CertificationDirectory } from '../directory';
import type { CertificationRepository } from '../repository';
import type { AuditRepository } from './repository';

export interface AuditServiceDeps {
  projects: Repositories<CertificationRepository>;
  repos: Repositories<AuditRepository>;
  directory: Pick<CertificationDirectory, 'memberAssessorCode'>;
  clock: Clock;
}

/** How the caller stands towards one certification project. */
export type Standing =
  | { kind: 'planner'; assessorCode: string | undefined }
  | { kind: 'auditor'; assessorCode: string }
  | { kind: 'reader' }
  | { kind: 'customer' };

export const auditNotFound = () => new BusinessError(ErrorCode.CERT_AUDIT_NOT_FOUND);
export const refuse = (message: string) => new BusinessError(ErrorCode.CERT_PROJECT_STATE, message);
export const denied = (message: string) => new BusinessError(ErrorCode.CERT_PROJECT_PLANNER_ONLY, message);
export const actorOf = (auth: RequestContext) => auth.account.accountId;

export function createAuditAccess(deps: AuditServiceDeps) {
  const { repos, projects, clock } = deps;
  const today = () => chinaDay(clock.now());

  async function standingOf(auth: RequestContext, project: CertProjectRow): Promise<Standing | null> {
    const viewer = certProjectViewer(auth.userInfo, auth.tenant?.tenantCode);
    switch (viewer.kind) {
      case 'planner':
        if (viewer.body === project.tenantCode) return { kind: 'planner', assessorCode: await deps.directory.memberAssessorCode(auth) };
        break;
      case 'auditor': {
        if (viewer.body !== project.tenantCode) break;
        const assessorCode = await deps.directory.memberAssessorCode(auth);
        if (assessorCode && (await projects.repo.assessorOnProject(project.tenantCode, project.certProjectCode, assessorCode)))
          return { kind: 'auditor', assessorCode };
        break;
      }
      case 'delivery':
        return { kind: 'reader' };
      case 'channel':
        if (project.channelTenantCode === viewer.channel) return { kind: 'reader' };
        break;
    }
    if (auth.tenant && project.clientTenantCode === auth.tenant.tenantCode && computeAccess(auth.userInfo).canReadInterface)
      return { kind: 'customer' };
    return null;
  }

  const onTeam = (audit: CertAuditRow, code: string | undefined) => !!code && audit.team.some((member) => member.assessorCode === code);
  const leads = (audit: CertAuditRow, standing: Standing) =>
    (standing.kind === 'planner' || standing.kind === 'auditor') && !!standing.assessorCode && leaderOf(audit.team) === standing.assessorCode;
  /** Planners manage every audit of their body; the leader their own audit. */
  const manages = (audit: CertAuditRow, standing: Standing) => standing.kind === 'planner' || leads(audit, standing);
  /** Which audits a standing sees: an auditor only those they are on; the customer only published ones. */
  const sees = (audit: CertAuditRow, standing: Standing) =>
    standing.kind === 'auditor' ? onTeam(audit, standing.assessorCode) : standing.kind === 'customer' ? audit.scheduleState === 'published' : true;

  function findingItem(row: CertFindingRow): FindingItem {
    return {
      findingCode: row.findingCode,
      auditCode: row.auditCode,
      grade: row.grade,
      state: row.state,
      clause: row.clause,
      description: row.description,
      evidence: row.evidence,
      deadline: row.deadline,
      correctiveAction: row.correctiveAction,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      verificationNote: row.verificationNote,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function auditView(audit: CertAuditRow, findings: readonly CertFindingRow[], standing: Standing): AuditView {
    const mine = findings.filter((finding) => finding.auditCode === audit.auditCode);
    const managing = manages(audit, standing);
    const published = audit.scheduleState === 'published';
    return {
      auditCode: audit.auditCode,
      certProjectCode: audit.certProjectCode,
      seq: audit.seq,
      type: audit.type,
      state: audit.state,
      scheduleState: audit.scheduleState,
      windowFrom: audit.windowFrom,
      windowTo: audit.windowTo,
      requiredDays: Number(audit.requiredDays),
      startDate: audit.startDate,
      endDate: audit.endDate,
      team: audit.team.map((member) => ({ ...member, days: Number(member.days) })),
      plan: (audit.plan as AuditView['plan']) ?? null,
      report: (audit.report as AuditView['report']) ?? null,
      findings: mine.map(findingItem),
      canPlan: managing && published && (audit.state === 'scheduled' || audit.state === 'inProgress'),
      canStart: managing && published && audit.state === 'scheduled',
      canRecord: managing && findingsEditable(audit.state),
      canComplete: managing && audit.state === 'inProgress',
      canVerify: managing && audit.state === 'completed',
      canSubmit: (standing.kind === 'customer' || standing.kind === 'planner') && audit.state === 'completed',
    };
  }

  /** The audit, its project and the caller's standing; CERT_AUDIT_NOT_FOUND when the caller may not see it. */
  async function loadAudit(auth: RequestContext, auditCode: string) {
    const audit = await repos.repo.auditByCode(auditCode);
    if (!audit) throw auditNotFound();
    const project = await projects.repo.projectOfBody(audit.tenantCode, audit.certProjectCode);
    if (!project) throw auditNotFound();
    const standing = await standingOf(auth, project);
    if (!standing || !sees(audit, standing)) throw auditNotFound();
    return { audit, project, standing };
  }

  async function viewOf(auth: RequestContext, auditCode: string): Promise<AuditView> {
    const { audit, standing } = await loadAudit(auth, auditCode);
    return auditView(audit, await repos.repo.findingsOfAudits(audit.tenantCode, [audit.auditCode]), standing);
  }

  async function managedAudit(auth: RequestContext, auditCode: string) {
    const loaded = await loadAudit(auth, auditCode);
    if (!manages(loaded.audit, loaded.standing)) throw denied('只有本机构的管理员、排期员或该次审核的审核组长可以办理');
    return loaded;
  }

  async function projectFor(auth: RequestContext, certProjectCode: string) {
    const project = await projects.repo.projectByCode(certProjectCode);
    const standing = project ? await standingOf(auth, project) : null;
    if (!project || !standing) throw new BusinessError(ErrorCode.CERT_PROJECT_NOT_FOUND);
    return { project, standing };
  }

  return { today, standingOf, manages, sees, auditView, loadAudit, viewOf, managedAudit, projectFor };
}

export type AuditAccess = ReturnType<typeof createAuditAccess>;
