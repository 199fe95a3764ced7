/**
 * The audit execution (issue 29 item 2, second half): who may do what on an audit (the body's
 * planners; the audit's leader — an auditor account linked to an assessor; an auditor reads only
 * audits they are on; platform delivery and the applying channel read; the client tenant's PM
 * reads and submits corrective actions), and the moves: plan, start, findings, complete, corrective
 * actions, verification and closing, technical review, decision, certificates with the
 * overdue-surveillance rule applied whenever a certificate is read. Rules: domain/certification/audits.ts.
 */
import { randomBytes } from 'node:crypto';
import type {
  certAuditContracts as c,
  AuditExecution,
  AuditView,
  CertificateItem,
  FindingItem,
} from '../../../../domain/certification/auditContracts';
import {
  auditMayClose,
  certificateNumber,
  certificatePrefix,
  certificateStatusOn,
  certificateValidity,
  clauseProblem,
  completeProblem,
  decisiveAudit,
  findingDeadline,
  findingsEditable,
  leaderOf,
  MANUAL_CERTIFICATE_MOVES,
  startProblem,
  submitProblem,
  technicalReviewProblem,
  verifyProblem,
} from '../../../../domain/certification/audits';
import { CertificateStatus } from '../../../../domain/certification/enums';
import { reanchorProgramme, renewedExpiry } from '../../../../domain/certification/programme';
import { certProjectViewer } from '../../../../domain/certification/rules';
import { ErrorCode } from '../../../../domain/errors';
import { chinaCompactDay, chinaDay } from '../../../../domain/kernel/chinaTime';
import { computeAccess } from '../../../../domain/kernel/access';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import type { Clock } from '../../../clock';
import type { Repositories } from '../../../db/repositories';
import type { CertAuditRow, CertCertificateRow, CertFindingRow, CertProjectRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { CertificationDirectory } from '../directory';
import type { CertificationRepository } from '../repository';
import type { AuditRepository, CertificateScope } from './repository';

export interface AuditServiceDeps {
  projects: Repositories<CertificationRepository>;
  repos: Repositories<AuditRepository>;
  directory: Pick<CertificationDirectory, 'memberAssessorCode'>;
  clock: Clock;
}

/** How the caller stands towards one certification project. */
type Standing =
  | { kind: 'planner'; assessorCode: string | undefined }
  | { kind: 'auditor'; assessorCode: string }
  | { kind: 'reader' }
  | { kind: 'customer' };

interface HistoryEntry {
  on: string;
  status: CertificateStatus;
  reason: string;
  by: string;
  manual?: boolean;
}

const auditNotFound = () => new BusinessError(ErrorCode.CERT_AUDIT_NOT_FOUND);
const refuse = (message: string) => new BusinessError(ErrorCode.CERT_PROJECT_STATE, message);
const denied = (message: string) => new BusinessError(ErrorCode.CERT_PROJECT_PLANNER_ONLY, message);

export function createAuditService(deps: AuditServiceDeps) {
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

  const actorOf = (auth: RequestContext) => auth.account.accountId;

  // ---- certificates ------------------------------------------------------------------------------

  const historyOf = (row: CertCertificateRow): HistoryEntry[] => (row.history as unknown as HistoryEntry[]) ?? [];

  function certificateItem(row: CertCertificateRow, project: CertProjectRow): CertificateItem {
    return {
      certificateNo: row.certificateNo,
      bodyTenantCode: row.tenantCode,
      certProjectCode: row.certProjectCode,
      clientName: project.clientName,
      standards: row.standards,
      scopeText: row.scopeText,
      issuedOn: row.issuedOn,
      expiresOn: row.expiresOn,
      status: row.status,
      statusReason: row.statusReason,
      statusSince: row.statusSince,
    };
  }

  /** Applies the overdue-surveillance rule on today; stores and records a change. */
  async function refreshed(row: CertCertificateRow, audits: readonly CertAuditRow[]): Promise<CertCertificateRow> {
    const history = historyOf(row);
    const manual = history.at(-1)?.manual === true;
    const next = certificateStatusOn({ ...row, manual }, audits, today());
    if (next.status === row.status && next.statusReason === row.statusReason) return row;
    const entry: HistoryEntry = { on: today(), status: next.status, reason: next.statusReason ?? '监督审核已完成，证书恢复有效', by: '系统' };
    const values = { ...next, history: [...history, entry] as unknown as Record<string, unknown>[], updatedAt: clock.now() };
    await repos.repo.updateCertificate(row.tenantCode, row.certificateNo, values);
    return { ...row, ...values };
  }

  async function refreshAll(rows: readonly CertCertificateRow[]): Promise<CertCertificateRow[]> {
    const audits = await projects.repo.auditsOfProjects([...new Set(rows.map((row) => row.certProjectCode))]);
    const out: CertCertificateRow[] = [];
    for (const row of rows)
      out.push(
        await refreshed(
          row,
          audits.filter((audit) => audit.certProjectCode === row.certProjectCode && audit.tenantCode === row.tenantCode),
        ),
      );
    return out;
  }

  async function certificateScope(auth: RequestContext): Promise<CertificateScope | null> {
    const viewer = certProjectViewer(auth.userInfo, auth.tenant?.tenantCode);
    if (viewer.kind === 'planner' || viewer.kind === 'auditor') return { kind: 'body', body: viewer.body };
    if (viewer.kind === 'delivery') return { kind: 'all' };
    if (viewer.kind === 'channel') return { kind: 'channel', channel: viewer.channel };
    if (auth.tenant && computeAccess(auth.userInfo).canReadInterface) return { kind: 'client', client: auth.tenant.tenantCode };
    return null;
  }

  async function certificateDetail(auth: RequestContext, certificateNo: string) {
    const found = await repos.repo.certificateByNo(certificateNo);
    const notFound = () => new BusinessError(ErrorCode.CERT_PROJECT_NOT_FOUND, '证书不存在，或不是你可以查看的证书');
    if (!found) throw notFound();
    const standing = await standingOf(auth, found.project);
    const viewer = certProjectViewer(auth.userInfo, auth.tenant?.tenantCode);
    // The body's auditors read every certificate of their body (certificates are public records).
    const bodyMember = (viewer.kind === 'auditor' || viewer.kind === 'planner') && viewer.body === found.project.tenantCode;
    if (!standing && !bodyMember) throw notFound();
    const [row] = await refreshAll([found.certificate]);
    return {
      ...certificateItem(row!, found.project),
      history: historyOf(row!).map(({ on, status, reason, by }) => ({ on, status, reason, by })),
      canChangeStatus: standing?.kind === 'planner',
    };
  }

  // ---- the project's execution view ---------------------------------------------------------------

  async function executionOf(project: CertProjectRow, standing: Standing): Promise<AuditExecution> {
    const audits = (await projects.repo.auditsOfProject(project.tenantCode, project.certProjectCode)).filter((audit) => sees(audit, standing));
    const findings = await repos.repo.findingsOfAudits(
      project.tenantCode,
      audits.map((audit) => audit.auditCode),
    );
    const certificates = await refreshAll(await repos.repo.certificatesOfProject(project.tenantCode, project.certProjectCode));
    const review = project.technicalReview as { conclusion: string; reviewer: string; reviewedOn: string; auditCode?: string } | null;
    const decision = project.decision as { decision: 'grant' | 'refuse'; decidedOn: string; note?: string; auditCode?: string } | null;
    const decisive = decisiveAudit(audits, project.state);
    const planner = standing.kind === 'planner';
    const reviewOpen = !!decisive && decisive.state === 'closed' && review?.auditCode !== decisive.auditCode;
    return {
      certProjectCode: project.certProjectCode,
      clientName: project.clientName,
      projectState: project.state,
      audits: audits.map((audit) => auditView(audit, findings, standing)),
      technicalReview: review ? { conclusion: review.conclusion, reviewer: review.reviewer, reviewedOn: review.reviewedOn } : null,
      decision: decision ? { decision: decision.decision, decidedOn: decision.decidedOn, note: decision.note ?? '' } : null,
      certificates: certificates.map((row) => certificateItem(row, project)),
      canReview: planner && reviewOpen && (project.state === 'technicalReview' || project.state === 'certified'),
      canDecide:
        planner &&
        !!decisive &&
        review?.auditCode === decisive.auditCode &&
        decision?.auditCode !== decisive.auditCode &&
        (project.state === 'technicalReview' || project.state === 'certified'),
    };
  }

  async function projectFor(auth: RequestContext, certProjectCode: string) {
    const project = await projects.repo.projectByCode(certProjectCode);
    const standing = project ? await standingOf(auth, project) : null;
    if (!project || !standing) throw new BusinessError(ErrorCode.CERT_PROJECT_NOT_FOUND);
    return { project, standing };
  }

  /** After an audit closed: Stage 2 of a programmed project moves the project to the technical review. */
  async function afterClose(project: CertProjectRow, audit: CertAuditRow): Promise<void> {
    if (audit.type === 'stage2' && project.state === 'programmed') {
      const updated = await projects.repo.updateProject(project.tenantCode, project.certProjectCode, project.version, {
        state: 'technicalReview',
        updatedAt: clock.now(),
      });
      if (!updated) throw new BusinessError(ErrorCode.CERT_PROJECT_VERSION_CONFLICT);
    }
  }

  async function closeIfDone(project: CertProjectRow, auditCode: string, actor: string): Promise<void> {
    const audit = await repos.repo.auditByCode(auditCode);
    if (!audit) return;
    const findings = await repos.repo.findingsOfAudits(audit.tenantCode, [auditCode]);
    if (!auditMayClose(audit, findings)) return;
    await projects.repo.updateAudit(audit.tenantCode, auditCode, {
      state: 'closed',
      closedAt: clock.now(),
      updatedBy: actor,
      updatedAt: clock.now(),
    });
    await afterClose(project, audit);
  }

  return {
    async execution(auth: RequestContext, query: ParsedQuery<typeof c.certAuditExecution>): Promise<AuditExecution> {
      const { project, standing } = await projectFor(auth, query.certProjectCode);
      return executionOf(project, standing);
    },

    async detail(auth: RequestContext, query: ParsedQuery<typeof c.certAuditDetail>): Promise<AuditView> {
      return viewOf(auth, query.auditCode);
    },

    async savePlan(auth: RequestContext, body: ParsedBody<typeof c.certAuditSavePlan>): Promise<AuditView> {
      const { audit } = await managedAudit(auth, body.auditCode);
      if (audit.scheduleState !== 'published' || (audit.state !== 'scheduled' && audit.state !== 'inProgress'))
        throw refuse('只有已发布排期、尚未完成的审核可以编写审核计划');
      const outside = body.sessions.find((session) => session.date < audit.startDate! || session.date > audit.endDate!);
      if (outside) throw refuse(`审核场次的日期（sessions.date）${outside.date} 不在审核日期 ${audit.startDate} 至 ${audit.endDate} 之内`);
      await projects.repo.updateAudit(audit.tenantCode, audit.auditCode, {
        plan: { objectives: body.objectives, sessions: body.sessions, savedAt: clock.now().toISOString(), savedBy: actorOf(auth) },
        updatedBy: actorOf(auth),
        updatedAt: clock.now(),
      });
      return viewOf(auth, audit.auditCode);
    },

    async start(auth: RequestContext, body: ParsedBody<typeof c.certAuditStart>): Promise<AuditView> {
      const { audit } = await managedAudit(auth, body.auditCode);
      const problem = startProblem(audit, today());
      if (problem) throw refuse(problem);
      await projects.repo.updateAudit(audit.tenantCode, audit.auditCode, {
        state: 'inProgress',
        startedAt: clock.now(),
        updatedBy: actorOf(auth),
        updatedAt: clock.now(),
      });
      return viewOf(auth, audit.auditCode);
    },

    async saveFinding(auth: RequestContext, body: ParsedBody<typeof c.certFindingSave>): Promise<AuditView> {
      const { audit, project } = await managedAudit(auth, body.auditCode);
      if (!findingsEditable(audit.state)) throw refuse('只有审核中的审核可以记录或修改不符合项');
      const problem = clauseProblem(body.clause, project.standards);
      if (problem) throw refuse(problem);
      const now = clock.now();
      const values = {
        grade: body.grade,
        clause: body.clause.trim(),
        description: body.description,
        evidence: body.evidence,
        deadline: findingDeadline(body.grade, audit.endDate ?? today()),
        updatedAt: now,
      };
      if (body.findingCode) {
        const finding = await repos.repo.findingByCode(body.findingCode);
        if (!finding || finding.auditCode !== audit.auditCode) throw refuse(`不符合项 ${body.findingCode} 不属于该次审核`);
        await repos.repo.updateFinding(audit.tenantCode, finding.findingCode, values);
      } else {
        await repos.repo.insertFinding({
          tenantCode: audit.tenantCode,
          findingCode: `NC${chinaCompactDay(now)}${randomBytes(3).toString('hex').toUpperCase()}`,
          auditCode: audit.auditCode,
          certProjectCode: audit.certProjectCode,
          state: 'open',
          createdBy: actorOf(auth),
          createdAt: now,
          ...values,
        });
      }
      return viewOf(auth, audit.auditCode);
    },

    async deleteFinding(auth: RequestContext, body: ParsedBody<typeof c.certFindingDelete>): Promise<AuditView> {
      const finding = await repos.repo.findingByCode(body.findingCode);
      if (!finding) throw refuse('不符合项不存在');
      const { audit } = await managedAudit(auth, finding.auditCode);
      if (!findingsEditable(audit.state)) throw refuse('审核完成后不能删除不符合项');
      await repos.repo.deleteFinding(audit.tenantCode, finding.findingCode);
      return viewOf(auth, audit.auditCode);
    },

    async complete(auth: RequestContext, body: ParsedBody<typeof c.certAuditComplete>): Promise<AuditView> {
      const { audit, project } = await managedAudit(auth, body.auditCode);
      const findings = await repos.repo.findingsOfAudits(audit.tenantCode, [audit.auditCode]);
      const problem = completeProblem(audit, findings, body.conclusion);
      if (problem) throw refuse(problem);
      await projects.repo.updateAudit(audit.tenantCode, audit.auditCode, {
        state: 'completed',
        report: { conclusion: body.conclusion, summary: body.summary, completedOn: today() },
        completedAt: clock.now(),
        updatedBy: actorOf(auth),
        updatedAt: clock.now(),
      });
      await closeIfDone(project, audit.auditCode, actorOf(auth));
      return viewOf(auth, audit.auditCode);
    },

    async submit(auth: RequestContext, body: ParsedBody<typeof c.certFindingSubmit>): Promise<AuditView> {
      const finding = await repos.repo.findingByCode(body.findingCode);
      if (!finding) throw auditNotFound();
      const { audit, standing } = await loadAudit(auth, finding.auditCode);
      if (standing.kind !== 'customer' && standing.kind !== 'planner') throw denied('只有客户的项目经理或认证机构的管理员、排期员可以提交纠正措施');
      const problem = submitProblem(audit, finding);
      if (problem) throw refuse(problem);
      await repos.repo.updateFinding(audit.tenantCode, finding.findingCode, {
        state: 'submitted',
        correctiveAction: body.correctiveAction,
        submittedAt: clock.now(),
        submittedBy: actorOf(auth),
        updatedAt: clock.now(),
      });
      return viewOf(auth, audit.auditCode);
    },

    async verify(auth: RequestContext, body: ParsedBody<typeof c.certFindingVerify>): Promise<AuditView> {
      const finding = await repos.repo.findingByCode(body.findingCode);
      if (!finding) throw auditNotFound();
      const { audit, project } = await managedAudit(auth, finding.auditCode);
      const problem = verifyProblem(finding);
      if (problem) throw refuse(problem);
      if (body.verdict === 'returned' && !body.note) throw new BusinessError(ErrorCode.CERT_REASON_REQUIRED, '退回纠正措施须填写原因（note）');
      await repos.repo.updateFinding(audit.tenantCode, finding.findingCode, {
        state: body.verdict === 'verified' ? 'verified' : 'open',
        verificationNote: body.note || null,
        verifiedAt: body.verdict === 'verified' ? clock.now() : null,
        verifiedBy: body.verdict === 'verified' ? actorOf(auth) : null,
        updatedAt: clock.now(),
      });
      if (body.verdict === 'verified') await closeIfDone(project, audit.auditCode, actorOf(auth));
      return viewOf(auth, audit.auditCode);
    },

    async technicalReview(auth: RequestContext, body: ParsedBody<typeof c.certTechnicalReview>): Promise<AuditExecution> {
      const { project, standing } = await projectFor(auth, body.certProjectCode);
      if (standing.kind !== 'planner') throw denied('只有认证机构的管理员和排期员可以进行技术评审');
      const audits = await projects.repo.auditsOfProject(project.tenantCode, project.certProjectCode);
      const decisive = decisiveAudit(audits, project.state);
      const problem = technicalReviewProblem(project, decisive, standing.assessorCode);
      if (problem) throw refuse(problem);
      if (project.state !== 'technicalReview' && project.state !== 'certified') throw refuse('认证项目当前状态不允许技术评审');
      const updated = await projects.repo.updateProject(project.tenantCode, project.certProjectCode, project.version, {
        technicalReview: {
          conclusion: body.conclusion,
          reviewer: auth.account.showName,
          reviewerAccountId: actorOf(auth),
          reviewedOn: today(),
          auditCode: decisive!.auditCode,
        },
        updatedAt: clock.now(),
      });
      if (!updated) throw new BusinessError(ErrorCode.CERT_PROJECT_VERSION_CONFLICT);
      return executionOf(updated, standing);
    },

    async decide(auth: RequestContext, body: ParsedBody<typeof c.certDecision>): Promise<AuditExecution> {
      const { project, standing } = await projectFor(auth, body.certProjectCode);
      if (standing.kind !== 'planner') throw denied('只有认证机构的管理员和排期员可以作出认证决定');
      const audits = await projects.repo.auditsOfProject(project.tenantCode, project.certProjectCode);
      const decisive = decisiveAudit(audits, project.state);
      const review = project.technicalReview as { auditCode?: string } | null;
      const decided = project.decision as { auditCode?: string } | null;
      if (!decisive || review?.auditCode !== decisive.auditCode) throw refuse('请先完成技术评审，再作出认证决定');
      if (decided?.auditCode === decisive.auditCode) throw refuse('该次审核已作出认证决定');
      const closedOn = decisive.closedAt ? chinaDay(decisive.closedAt) : today();
      if (body.decidedOn < closedOn || body.decidedOn > today()) throw refuse(`决定日期（decidedOn）须在审核关闭日 ${closedOn} 与今天之间`);
      if (body.decision === 'refuse' && !body.note) throw new BusinessError(ErrorCode.CERT_REASON_REQUIRED, '不予认证须填写说明（note）');
      const recert = project.state === 'certified';
      const now = clock.now();
      const result = await projects.transaction(async (tx, db) => {
        const state = body.decision === 'grant' ? 'certified' : recert ? 'certified' : 'refused';
        const updated = await tx.updateProject(project.tenantCode, project.certProjectCode, project.version, {
          state,
          decision: { decision: body.decision, decidedOn: body.decidedOn, note: body.note, auditCode: decisive.auditCode, by: actorOf(auth) },
          updatedAt: now,
        });
        if (!updated) throw new BusinessError(ErrorCode.CERT_PROJECT_VERSION_CONFLICT);
        if (body.decision !== 'grant') return updated;
        const certRepo = repos.within(db);
        if (recert) {
          const [current] = await certRepo.certificatesOfProject(project.tenantCode, project.certProjectCode);
          if (current) {
            const expiresOn = renewedExpiry(current.expiresOn);
            await certRepo.updateCertificate(project.tenantCode, current.certificateNo, {
              expiresOn,
              status: 'valid',
              statusReason: null,
              statusSince: body.decidedOn,
              history: [
                ...historyOf(current),
                { on: body.decidedOn, status: 'valid', reason: `再认证决定，有效期延至 ${expiresOn}`, by: auth.account.showName },
              ] as unknown as Record<string, unknown>[],
              updatedAt: now,
            });
            return updated;
          }
        }
        const validity = certificateValidity(body.decidedOn);
        const stem = `${certificatePrefix(project.tenantCode)}-${[...project.standards].sort().join('/')}-${body.decidedOn.slice(0, 4)}-`;
        const serial = (await certRepo.countNumbered(project.tenantCode, stem)) + 1;
        await certRepo.insertCertificate({
          tenantCode: project.tenantCode,
          certificateNo: certificateNumber(certificatePrefix(project.tenantCode), project.standards, body.decidedOn, serial),
          certProjectCode: project.certProjectCode,
          standards: project.standards,
          scopeText: project.scopeText,
          ...validity,
          status: 'valid',
          statusSince: body.decidedOn,
          history: [{ on: body.decidedOn, status: 'valid', reason: '批准认证，颁发证书', by: auth.account.showName }],
          createdAt: now,
          updatedAt: now,
        });
        // The surveillance windows follow the decision (B1's programme).
        const reviewDate = project.reviewedAt ? chinaDay(project.reviewedAt) : body.decidedOn;
        const dates = Object.fromEntries(audits.map((audit) => [audit.type, { startDate: audit.startDate, endDate: audit.endDate }]));
        for (const audit of reanchorProgramme(audits, { reviewDate, dates, decisionDate: body.decidedOn })) {
          const before = audits.find((row) => row.auditCode === audit.auditCode)!;
          if (before.windowFrom !== audit.windowFrom || before.windowTo !== audit.windowTo)
            await tx.updateAudit(project.tenantCode, audit.auditCode, { windowFrom: audit.windowFrom, windowTo: audit.windowTo, updatedAt: now });
        }
        return updated;
      });
      return executionOf(result, standing);
    },

    async certificates(auth: RequestContext, query: ParsedQuery<typeof c.certCertificateList>) {
      const scope = await certificateScope(auth);
      if (!scope) return { list: [], total: 0, current: query.current, pageSize: query.pageSize };
      // A status filter reads stored statuses: bring the scope's open certificates up to date first.
      if (query.status) await refreshAll(await repos.repo.openCertificates(scope));
      const { rows, total } = await repos.repo.pageCertificates(scope, { keyword: query.keyword, status: query.status }, query);
      const fresh = await refreshAll(rows.map((row) => row.certificate));
      return {
        list: fresh.map((row, i) => certificateItem(row, rows[i]!.project)),
        total,
        current: query.current,
        pageSize: query.pageSize,
      };
    },

    async certificate(auth: RequestContext, query: ParsedQuery<typeof c.certCertificateDetail>) {
      return certificateDetail(auth, query.certificateNo);
    },

    async changeStatus(auth: RequestContext, body: ParsedBody<typeof c.certCertificateStatus>) {
      const found = await repos.repo.certificateByNo(body.certificateNo);
      if (!found) throw new BusinessError(ErrorCode.CERT_PROJECT_NOT_FOUND, '证书不存在，或不是本机构的证书');
      const standing = await standingOf(auth, found.project);
      if (standing?.kind !== 'planner') throw new BusinessError(ErrorCode.CERT_PROJECT_NOT_FOUND, '证书不存在，或不是本机构的证书');
      const [row] = await refreshAll([found.certificate]);
      const move = MANUAL_CERTIFICATE_MOVES[body.action];
      if (!move.from.includes(row!.status))
        throw refuse(
          `证书当前状态为"${CertificateStatus.label(row!.status)}"，不能${{ suspend: '暂停', withdraw: '撤销', restore: '恢复' }[body.action]}`,
        );
      const entry: HistoryEntry = { on: today(), status: move.to, reason: body.reason, by: auth.account.showName, manual: body.action !== 'restore' };
      const values = {
        status: move.to,
        statusReason: body.reason,
        statusSince: today(),
        history: [...historyOf(row!), entry] as unknown as Record<string, unknown>[],
        updatedAt: clock.now(),
      };
      if (body.action === 'restore') {
        const audits = await projects.repo.auditsOfProject(row!.tenantCode, row!.certProjectCode);
        const check = certificateStatusOn({ ...row!, status: 'valid', manual: false }, audits, today());
        if (check.status !== 'valid') throw refuse(`不能恢复：${check.statusReason ?? ''}`);
        values.statusReason = body.reason;
      }
      await repos.repo.updateCertificate(row!.tenantCode, row!.certificateNo, values);
      return certificateDetail(auth, body.certificateNo);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
