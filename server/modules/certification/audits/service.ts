/**
 * The audit execution: the moves on an audit (plan, start, findings, complete, corrective actions,
 * verification and closing), the project's technical review and decision, and the certificates'
 * calls (certificates.ts). Who may do what: access.ts. Rules: domain/certification/audits.ts.
 */
import { randomBytes } from 'node:crypto';
import type { certAuditContracts as c, AuditExecution, AuditView } from '../../../../domain/certification/auditContracts';
import {
  auditMayClose,
  clauseProblem,
  completeProblem,
  decisiveAudit,
  findingDeadline,
  findingsEditable,
  startProblem,
  submitProblem,
  technicalReviewProblem,
  verifyProblem,
} from '../../../../domain/certification/audits';
import { reanchorProgramme } from '../../../../domain/certification/programme';
import { ErrorCode } from '../../../../domain/errors';
import { chinaCompactDay, chinaDay } from '../../../../domain/kernel/chinaTime';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import type { CertAuditRow, CertProjectRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import { type AuditServiceDeps, type Standing, actorOf, auditNotFound, createAuditAccess, denied, refuse } from './access';
import { createCertificates } from './certificates';

export type { AuditServiceDeps } from './access';

export function createAuditService(deps: AuditServiceDeps) {
  const { repos, projects, clock } = deps;
  const access = createAuditAccess(deps);
  const { today, sees, auditView, loadAudit, viewOf, managedAudit, projectFor } = access;
  const certificates = createCertificates(deps, access);

  async function executionOf(project: CertProjectRow, standing: Standing): Promise<AuditExecution> {
    const audits = (await projects.repo.auditsOfProject(project.tenantCode, project.certProjectCode)).filter((audit) => sees(audit, standing));
    const findings = await repos.repo.findingsOfAudits(
      project.tenantCode,
      audits.map((audit) => audit.auditCode),
    );
    const issued = await certificates.refreshAll(await repos.repo.certificatesOfProject(project.tenantCode, project.certProjectCode));
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
      certificates: issued.map((row) => certificates.certificateItem(row, project)),
      canReview: planner && reviewOpen && (project.state === 'technicalReview' || project.state === 'certified'),
      canDecide:
        planner &&
        !!decisive &&
        review?.auditCode === decisive.auditCode &&
        decision?.auditCode !== decisive.auditCode &&
        (project.state === 'technicalReview' || project.state === 'certified'),
    };
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
        if (await certificates.grant(db, project, body.decidedOn, auth.account.showName, now)) return updated;
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
    certificates: certificates.list,
    certificate: certificates.detail,
    changeStatus: certificates.changeStatus,
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
