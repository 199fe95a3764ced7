/**
 * The certification module's services for other modules: app.certAudits (the schedule module
 * plans, saves and publishes audit dates and teams) and app.certProjects (the certMaterials module
 * finds the project of a customer or of a body). Types in ./facts.ts.
 */
import { AuditType } from '../../../domain/certification/enums';
import { certClientKey, certProjectViewer, isAuditSchedulable, isCertProjectOpen } from '../../../domain/certification/rules';
import { ErrorCode } from '../../../domain/errors';
import { isIsoDate } from '../../../domain/engines/timeline/isoDate';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { CertAuditRow, CertProjectRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { AssessorDirectory } from '../assessors/facts';
import type { AccountDirectory } from '../identity';
import type { ProjectRegistry } from '../projects/facts';
import type { AuditFacts, CertAuditService, CertProjectFacts, CertProjectService, ScheduleItem, TeamMember } from './facts';
import type { CertificationRepository } from './repository';

export interface CertificationDirectoryDeps {
  repos: Repositories<CertificationRepository>;
  assessors: Pick<AssessorDirectory, 'ofAccount' | 'byCodes'>;
  accountDirectory: Pick<AccountDirectory, 'tenantNames'>;
  projectRegistry: Pick<ProjectRegistry, 'recordKindEvent'>;
  clock: Clock;
}

/** Earlier audits' leaders of each project, newest first (by the audits' order in the programme). */
function previousLeadersOf(audit: CertAuditRow, siblings: readonly CertAuditRow[]): string[] {
  const leaders: string[] = [];
  for (const other of [...siblings].filter((row) => row.seq < audit.seq).sort((a, b) => b.seq - a.seq)) {
    const leader = other.team.find((member) => member.role === 'leader');
    if (leader && !leaders.includes(leader.assessorCode)) leaders.push(leader.assessorCode);
  }
  return leaders;
}

export function auditFactsOf(audit: CertAuditRow, project: CertProjectRow, siblings: readonly CertAuditRow[]): AuditFacts {
  return {
    auditCode: audit.auditCode,
    certProjectCode: audit.certProjectCode,
    bodyTenantCode: audit.tenantCode,
    clientName: project.clientName,
    clientKey: certClientKey(project),
    clientTenantCode: project.clientTenantCode,
    channelTenantCode: project.channelTenantCode,
    projectCode: project.projectCode,
    type: audit.type,
    standards: project.standards,
    scopeCodes: project.scopeCodes,
    regionCode: project.regionCode,
    requiredDays: Number(audit.requiredDays),
    windowFrom: audit.windowFrom,
    windowTo: audit.windowTo,
    state: audit.state,
    scheduleState: audit.scheduleState,
    startDate: audit.startDate,
    endDate: audit.endDate,
    team: audit.team.map((member) => ({ ...member, days: Number(member.days) })),
    previousLeaders: previousLeadersOf(audit, siblings),
  };
}

/** Why a schedule item cannot be stored (Chinese, naming the field), or null. */
function scheduleItemProblem(item: ScheduleItem): string | null {
  if (!isIsoDate(item.startDate)) return `审核 ${item.auditCode} 的开始日期（startDate）须为 YYYY-MM-DD`;
  if (!isIsoDate(item.endDate)) return `审核 ${item.auditCode} 的结束日期（endDate）须为 YYYY-MM-DD`;
  if (item.endDate < item.startDate) return `审核 ${item.auditCode} 的结束日期（endDate）不能早于开始日期`;
  if (!item.team.length) return `审核 ${item.auditCode} 的审核组（team）不能为空`;
  if (item.team.filter((member) => member.role === 'leader').length !== 1) return `审核 ${item.auditCode} 的审核组须有且只有一名审核组长`;
  const codes = item.team.map((member) => member.assessorCode);
  if (new Set(codes).size !== codes.length) return `审核 ${item.auditCode} 的审核组中有重复的审核员`;
  if (item.team.some((member) => !(member.days >= 0 && member.days <= 60 && Math.round(member.days * 2) === member.days * 2)))
    return `审核 ${item.auditCode} 的审核员人日（days）须为 0–60 之间的整天或半天`;
  return null;
}

export function createCertificationDirectory(deps: CertificationDirectoryDeps) {
  const { repos, clock } = deps;

  async function factsOf(body: string, audits: readonly CertAuditRow[]): Promise<AuditFacts[]> {
    if (!audits.length) return [];
    const projectCodes = [...new Set(audits.map((audit) => audit.certProjectCode))];
    const [projects, siblings] = await Promise.all([repos.repo.projectsByCodes(body, projectCodes), repos.repo.auditsOfProjects(projectCodes)]);
    const projectByCode = new Map(projects.map((project) => [project.certProjectCode, project]));
    return audits.flatMap((audit) => {
      const project = projectByCode.get(audit.certProjectCode);
      if (!project) return [];
      return [
        auditFactsOf(
          audit,
          project,
          siblings.filter((row) => row.certProjectCode === audit.certProjectCode),
        ),
      ];
    });
  }

  async function loadAudits(repo: CertificationRepository, body: string, auditCodes: readonly string[]): Promise<CertAuditRow[]> {
    const rows = await repo.auditsByCodes(body, auditCodes);
    const found = new Set(rows.map((row) => row.auditCode));
    const missing = auditCodes.find((code) => !found.has(code));
    if (missing) throw new BusinessError(ErrorCode.CERT_AUDIT_NOT_FOUND, `审核 ${missing} 不存在，或不是本机构的审核`);
    const started = rows.find((row) => !isAuditSchedulable(row.state));
    if (started) throw new BusinessError(ErrorCode.CERT_AUDIT_NOT_SCHEDULABLE, `审核 ${started.auditCode} 已开始或已结束，不能再修改排期`);
    return rows;
  }

  const certAudits: CertAuditService = {
    async forScheduling(body, from, to) {
      const rows = await repos.repo.auditsForScheduling(body, from, to, ['planned', 'scheduled']);
      const facts = await factsOf(body, rows);
      const open = new Set(
        (await repos.repo.projectsByCodes(body, [...new Set(rows.map((row) => row.certProjectCode))]))
          .filter((p) => isCertProjectOpen(p.state))
          .map((p) => p.certProjectCode),
      );
      return facts.filter((audit) => open.has(audit.certProjectCode));
    },

    async saveSchedule(body, actorAccountId, items) {
      for (const item of items) {
        const problem = scheduleItemProblem(item);
        if (problem) throw new BusinessError(ErrorCode.CERT_AUDIT_SCHEDULE_INVALID, problem);
      }
      const assessorCodes = [...new Set(items.flatMap((item) => item.team.map((member) => member.assessorCode)))];
      const known = await deps.assessors.byCodes(body, assessorCodes);
      const unknown = assessorCodes.find((code) => !known.has(code));
      if (unknown) throw new BusinessError(ErrorCode.CERT_AUDIT_SCHEDULE_INVALID, `审核员 ${unknown} 不是本机构的审核员`);
      const now = clock.now();
      await repos.transaction(async (repo) => {
        const rows = await loadAudits(
          repo,
          body,
          items.map((item) => item.auditCode),
        );
        const byCode = new Map(rows.map((row) => [row.auditCode, row]));
        for (const item of items) {
          const row = byCode.get(item.auditCode)!;
          const team: TeamMember[] = item.team.map((member) => ({ ...member, name: known.get(member.assessorCode)?.name ?? member.name }));
          await repo.updateAudit(body, item.auditCode, {
            startDate: item.startDate,
            endDate: item.endDate,
            team,
            scheduleState: row.scheduleState === 'published' ? 'published' : 'draft',
            updatedBy: actorAccountId,
            updatedAt: now,
          });
        }
      });
    },

    async clearSchedule(body, actorAccountId, auditCodes) {
      const now = clock.now();
      await repos.transaction(async (repo) => {
        await loadAudits(repo, body, auditCodes);
        for (const auditCode of auditCodes)
          await repo.updateAudit(body, auditCode, {
            startDate: null,
            endDate: null,
            team: [],
            state: 'planned',
            scheduleState: 'unscheduled',
            publishedAt: null,
            updatedBy: actorAccountId,
            updatedAt: now,
          });
      });
    },

    async publish(body, actorAccountId, auditCodes) {
      const now = clock.now();
      const rows = await repos.transaction(async (repo) => {
        const found = await loadAudits(repo, body, auditCodes);
        const incomplete = found.find((row) => !row.startDate || !row.endDate || !row.team.some((member) => member.role === 'leader'));
        if (incomplete)
          throw new BusinessError(ErrorCode.CERT_AUDIT_SCHEDULE_INCOMPLETE, `审核 ${incomplete.auditCode} 尚未排定日期和审核组长，不能发布`);
        for (const row of found)
          await repo.updateAudit(body, row.auditCode, {
            state: 'scheduled',
            scheduleState: 'published',
            publishedAt: now,
            updatedBy: actorAccountId,
            updatedAt: now,
          });
        return repo.auditsByCodes(body, auditCodes);
      });
      const facts = await factsOf(body, rows);
      for (const audit of facts) {
        if (!audit.projectCode) continue;
        const leader = audit.team.find((member) => member.role === 'leader');
        await deps.projectRegistry.recordKindEvent(
          'certification',
          audit.projectCode,
          actorAccountId,
          `认证机构已安排${AuditType.label(audit.type)}：${audit.startDate} 至 ${audit.endDate}，审核组长 ${leader?.name ?? ''}`,
          now,
          { stage: 'auditScheduled' },
        );
      }
      return facts;
    },

    async forAssessor(body, assessorCode, from, to) {
      return factsOf(body, await repos.repo.auditsOfAssessor(body, assessorCode, from, to));
    },
  };

  async function projectFacts(row: CertProjectRow): Promise<CertProjectFacts> {
    const names = await deps.accountDirectory.tenantNames([row.tenantCode]);
    return {
      certProjectCode: row.certProjectCode,
      bodyTenantCode: row.tenantCode,
      bodyName: names.get(row.tenantCode)?.tenantZhName ?? row.tenantCode,
      clientName: row.clientName,
      clientTenantCode: row.clientTenantCode,
      channelTenantCode: row.channelTenantCode,
      projectCode: row.projectCode,
      state: row.state,
      standards: row.standards,
    };
  }

  async function memberAssessorCode(auth: RequestContext): Promise<string | undefined> {
    if (!auth.tenant) return undefined;
    return (await deps.assessors.ofAccount(auth.tenant.tenantCode, auth.account.accountId))?.assessorCode;
  }

  /** The project the caller may see (planner/auditor of its body, its channel, platform delivery); CERT_PROJECT_NOT_FOUND otherwise. */
  async function visibleProject(auth: RequestContext, certProjectCode: string): Promise<CertProjectRow> {
    const viewer = certProjectViewer(auth.userInfo, auth.tenant?.tenantCode);
    const row = await repos.repo.projectByCode(certProjectCode);
    const notFound = () => new BusinessError(ErrorCode.CERT_PROJECT_NOT_FOUND);
    if (!row) throw notFound();
    switch (viewer.kind) {
      case 'planner':
        if (row.tenantCode !== viewer.body) throw notFound();
        return row;
      case 'auditor': {
        if (row.tenantCode !== viewer.body) throw notFound();
        const code = await memberAssessorCode(auth);
        if (!code || !(await repos.repo.assessorOnProject(viewer.body, certProjectCode, code))) throw notFound();
        return row;
      }
      case 'channel':
        if (row.channelTenantCode !== viewer.channel) throw notFound();
        return row;
      case 'delivery':
        return row;
      default:
        throw notFound();
    }
  }

  const certProjects: CertProjectService = {
    async forCustomer(auth, projectCode) {
      const row = await repos.repo.byMarketplaceProject(projectCode);
      if (!row || !auth.tenant || row.clientTenantCode !== auth.tenant.tenantCode)
        throw new BusinessError(ErrorCode.CERT_PROJECT_OF_PROJECT_NOT_FOUND);
      return projectFacts(row);
    },
    async forBody(auth, certProjectCode) {
      return projectFacts(await visibleProject(auth, certProjectCode));
    },
    memberAssessorCode,
  };

  return { certAudits, certProjects, visibleProject, memberAssessorCode, factsOf };
}

export type CertificationDirectory = ReturnType<typeof createCertificationDirectory>;
