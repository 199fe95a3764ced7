/**
 * Smart scheduling (issue 29 item 3): the board of a period, the engine's proposal, accepting it,
 * hand edits, clearing, publishing, an auditor's own assignments. Stores nothing of its own: the
 * audits' dates and teams are the certification area's (app.certAudits), the assessors the
 * register's (app.assessors). Every plan written is checked first with the engine's checkPlan
 * against every other plan of the body; a violation refuses the whole call with the engine's
 * Chinese reason and nothing is saved.
 */
import { AuditType } from '../../../domain/certification/enums';
import {
  checkPlan,
  type PlannedAudit,
  plannedAuditOf,
  proposeSchedule,
  type ScheduleAssessor,
  scheduleAssessorOf,
  scheduleAuditOf,
  type Violation,
} from '../../../domain/engines/schedule';
import { EngineInputError } from '../../../domain/engines/errors';
import { addDays } from '../../../domain/engines/timeline/isoDate';
import { ErrorCode } from '../../../domain/errors';
import { computeAccess } from '../../../domain/kernel/access';
import { chinaDay } from '../../../domain/kernel/chinaTime';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import type {
  ScheduleAssessorRow,
  ScheduleAssignment,
  ScheduleAuditRow,
  ScheduleBoard,
  SchedulePlanInput,
  ScheduleProposal,
  scheduleContracts as c,
} from '../../../domain/schedule/contracts';
import { periodRefusal } from '../../../domain/schedule/period';
import { busyDaysByMonth, refusalMessage, scheduleEditable, violationView } from '../../../domain/schedule/rules';
import type { Clock } from '../../clock';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { AssessorDirectory, AssessorFacts } from '../assessors/facts';
import type { AuditFacts, CertAuditService } from '../certification/facts';
import type { DictionaryNames } from '../dictionaries';
import type { AccountDirectory } from '../identity';

export interface ScheduleDeps {
  certAudits: () => CertAuditService;
  assessors: () => AssessorDirectory;
  accountDirectory: Pick<AccountDirectory, 'tenantNames' | 'listTenants'>;
  dictionaryNames: Pick<DictionaryNames, 'regionPath'>;
  clock: Clock;
}

/** How far around a plan the other plans are read (windows, overlaps and monthly limits across months). */
const AROUND_DAYS = 366;

export function createScheduleService(deps: ScheduleDeps) {
  const today = () => chinaDay(deps.clock.now());
  const regionName = (code: string) => deps.dictionaryNames.regionPath(code)?.join(' / ') ?? code;

  function checkPeriod(from: string, to: string) {
    const refusal = periodRefusal(from, to);
    if (refusal) throw new BusinessError(ErrorCode.SCHEDULE_PERIOD, refusal);
  }

  /** The body the caller plans for: their own, as its manager or scheduler. */
  function plannerBody(auth: RequestContext): string {
    const access = computeAccess(auth.userInfo);
    if (!access.cbPlanner || !auth.tenant) throw new BusinessError(ErrorCode.SCHEDULE_BODY_ONLY);
    return auth.tenant.tenantCode;
  }

  function engineCall<T>(fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (error instanceof EngineInputError) throw new BusinessError(ErrorCode.SCHEDULE_REFUSED, `排期数据有误：${error.message}`);
      throw error;
    }
  }

  const typeLabel = (audit: Pick<AuditFacts, 'type'>) => AuditType.labels[audit.type];

  function auditRow(audit: AuditFacts, editable: boolean): ScheduleAuditRow {
    return {
      auditCode: audit.auditCode,
      certProjectCode: audit.certProjectCode,
      clientName: audit.clientName,
      type: audit.type,
      standards: audit.standards,
      scopeCodes: audit.scopeCodes,
      regionCode: audit.regionCode,
      regionName: regionName(audit.regionCode),
      requiredDays: audit.requiredDays,
      windowFrom: audit.windowFrom,
      windowTo: audit.windowTo,
      state: audit.state,
      scheduleState: audit.scheduleState,
      startDate: audit.startDate,
      endDate: audit.endDate,
      team: audit.team.map(({ assessorCode, name, role, days }) => ({ assessorCode, name, role, days })),
      editable: editable && scheduleEditable(audit.state),
    };
  }

  function assessorRow(facts: AssessorFacts, busy: Record<string, number> | undefined): ScheduleAssessorRow {
    const day = today();
    return {
      assessorCode: facts.assessorCode,
      name: facts.name,
      regionName: facts.regionName,
      teamLeader: facts.teamLeader,
      expert: facts.expert,
      maxDaysPerMonth: facts.maxDaysPerMonth,
      registrations: facts.registrations.map((r) => ({ field: r.field, grade: r.grade, validUntil: r.validUntil, expired: r.validUntil < day })),
      technicalAreas: facts.technicalAreas,
      leaves: facts.leaves,
      daysByMonth: busy ?? {},
    };
  }

  const plansOf = (audits: readonly AuditFacts[]) => audits.map(plannedAuditOf).filter((plan): plan is PlannedAudit => plan !== null);

  /**
   * Every violation of the given plans against the body's current state (the audits around them,
   * every assessor), each plan also against the others given. Unknown audits are refused.
   */
  async function violationsOf(body: string, plans: readonly SchedulePlanInput[]) {
    const starts = plans.map((plan) => plan.startDate).sort();
    const ends = plans.map((plan) => plan.endDate).sort();
    const [audits, assessorFacts] = await Promise.all([
      deps.certAudits().forScheduling(body, addDays(starts[0]!, -AROUND_DAYS), addDays(ends[ends.length - 1]!, AROUND_DAYS)),
      deps.assessors().forBody(body),
    ]);
    const byCode = new Map(audits.map((audit) => [audit.auditCode, audit]));
    const names = new Map(assessorFacts.map((facts) => [facts.assessorCode, facts.name]));
    for (const plan of plans) {
      const audit = byCode.get(plan.auditCode);
      if (!audit) throw new BusinessError(ErrorCode.SCHEDULE_AUDIT_NOT_FOUND, `审核 ${plan.auditCode} 不存在、不属于本机构，或已结束`);
      if (!scheduleEditable(audit.state))
        throw new BusinessError(ErrorCode.SCHEDULE_NOT_EDITABLE, `${audit.clientName}的${typeLabel(audit)}已开始或已完成，不能再调整排期`);
    }
    const changed = new Set(plans.map((plan) => plan.auditCode));
    const engineAssessors = new Map<string, ScheduleAssessor>(assessorFacts.map((facts) => [facts.assessorCode, scheduleAssessorOf(facts)]));
    const planned: PlannedAudit[] = plans.map(({ auditCode, startDate, endDate, members }) => ({ auditCode, startDate, endDate, members }));
    const others = [...plansOf(audits.filter((audit) => !changed.has(audit.auditCode))), ...planned];
    const found: { audit: AuditFacts; violations: Violation[] }[] = [];
    for (const plan of planned) {
      const audit = byCode.get(plan.auditCode)!;
      const violations = engineCall(() => checkPlan(plan, { audit: scheduleAuditOf(audit), assessors: engineAssessors, others, today: today() }));
      if (violations.length > 0) found.push({ audit, violations });
    }
    return { found, names, byCode };
  }

  function refuse(found: { audit: AuditFacts; violations: Violation[] }[], single: boolean): never {
    const first = found[0]!;
    const message = refusalMessage(first.violations);
    throw new BusinessError(
      ErrorCode.SCHEDULE_REFUSED,
      single
        ? message
        : `${first.audit.clientName}的${typeLabel(first.audit)}（${first.audit.auditCode}）${message}${found.length > 1 ? `；另有 ${found.length - 1} 项排期也未通过校验` : ''}`,
    );
  }

  const itemsOf = (plans: readonly SchedulePlanInput[], names: Map<string, string>) =>
    plans.map((plan) => ({
      auditCode: plan.auditCode,
      startDate: plan.startDate,
      endDate: plan.endDate,
      team: plan.members.map((member) => ({ ...member, name: names.get(member.assessorCode) ?? member.assessorCode })),
    }));

  return {
    async board(auth: RequestContext, query: ParsedQuery<typeof c.scheduleBoard>): Promise<ScheduleBoard> {
      checkPeriod(query.from, query.to);
      const access = computeAccess(auth.userInfo);
      let body: string;
      let bodies: ScheduleBoard['bodies'] = [];
      if (access.cbPlanner && auth.tenant) body = auth.tenant.tenantCode;
      else if (access.canReadDelivery) {
        const { list } = await deps.accountDirectory.listTenants({ type: 'cb', current: 1, pageSize: 200 });
        bodies = list.map((tenant) => ({ tenantCode: tenant.tenantCode, tenantZhName: tenant.tenantZhName }));
        body = query.bodyTenantCode ?? bodies[0]?.tenantCode ?? '';
        if (body && !bodies.some((tenant) => tenant.tenantCode === body)) throw new BusinessError(ErrorCode.SCHEDULE_BODY_REQUIRED);
      } else throw new BusinessError(ErrorCode.SCHEDULE_BODY_ONLY, '审核员请在“我的审核安排”查看本人已发布的审核');
      const editable = access.cbPlanner;
      if (!body) return { bodyTenantCode: '', bodyName: '', from: query.from, to: query.to, editable, bodies, audits: [], assessors: [] };
      const [audits, assessors, names] = await Promise.all([
        deps.certAudits().forScheduling(body, query.from, query.to),
        deps.assessors().forBody(body),
        deps.accountDirectory.tenantNames([body]),
      ]);
      const busy = busyDaysByMonth(plansOf(audits));
      return {
        bodyTenantCode: body,
        bodyName: names.get(body)?.tenantZhName ?? body,
        from: query.from,
        to: query.to,
        editable,
        bodies,
        audits: audits
          .map((audit) => auditRow(audit, editable))
          .sort((a, b) => (a.startDate ?? a.windowFrom).localeCompare(b.startDate ?? b.windowFrom) || a.auditCode.localeCompare(b.auditCode)),
        assessors: assessors.map((facts) => assessorRow(facts, busy.get(facts.assessorCode))),
      };
    },

    async propose(auth: RequestContext, body: ParsedBody<typeof c.schedulePropose>): Promise<ScheduleProposal> {
      const bodyCode = plannerBody(auth);
      checkPeriod(body.from, body.to);
      const [audits, assessorFacts] = await Promise.all([
        deps.certAudits().forScheduling(bodyCode, addDays(body.from, -31), addDays(body.to, 31)),
        deps.assessors().forBody(bodyCode),
      ]);
      const toPlace = audits.filter(
        (audit) => audit.scheduleState === 'unscheduled' && audit.state === 'planned' && audit.windowFrom <= body.to && audit.windowTo >= body.from,
      );
      const byCode = new Map(audits.map((audit) => [audit.auditCode, audit]));
      const names = new Map(assessorFacts.map((facts) => [facts.assessorCode, facts.name]));
      const started = Date.now();
      const proposal = engineCall(() =>
        proposeSchedule({
          period: { from: body.from, to: body.to },
          audits: toPlace.map(scheduleAuditOf),
          assessors: assessorFacts.map(scheduleAssessorOf),
          fixed: plansOf(audits.filter((audit) => audit.scheduleState !== 'unscheduled')),
          today: today(),
        }),
      );
      const millis = Date.now() - started;
      return {
        plans: proposal.plans.map((plan) => {
          const audit = byCode.get(plan.auditCode)!;
          return {
            auditCode: plan.auditCode,
            clientName: audit.clientName,
            type: audit.type,
            startDate: plan.startDate,
            endDate: plan.endDate,
            members: plan.members.map((member) => ({
              assessorCode: member.assessorCode,
              name: names.get(member.assessorCode) ?? member.assessorCode,
              role: member.role,
              days: member.days,
              reasons: plan.reasons[member.assessorCode] ?? [],
            })),
          };
        }),
        unplaced: proposal.unplaced.map((entry) => {
          const audit = byCode.get(entry.auditCode)!;
          return { auditCode: entry.auditCode, clientName: audit.clientName, type: audit.type, reasons: entry.reasons.map(violationView) };
        }),
        stats: {
          placed: proposal.stats.placed,
          unplaced: proposal.stats.unplaced,
          violations: proposal.stats.violations,
          workloadSpread: proposal.stats.workloadSpread,
          millis,
        },
      };
    },

    async accept(auth: RequestContext, body: ParsedBody<typeof c.scheduleAccept>) {
      const bodyCode = plannerBody(auth);
      if (body.plans.length === 0) throw new BusinessError(ErrorCode.SCHEDULE_EMPTY_PROPOSAL);
      const { found, names } = await violationsOf(bodyCode, body.plans);
      if (found.length > 0) refuse(found, false);
      await deps.certAudits().saveSchedule(bodyCode, auth.account.accountId, itemsOf(body.plans, names));
      return { saved: body.plans.length };
    },

    async savePlan(auth: RequestContext, plan: ParsedBody<typeof c.scheduleSavePlan>): Promise<ScheduleAuditRow> {
      const bodyCode = plannerBody(auth);
      const { found, names } = await violationsOf(bodyCode, [plan]);
      if (found.length > 0) refuse(found, true);
      await deps.certAudits().saveSchedule(bodyCode, auth.account.accountId, itemsOf([plan], names));
      const saved = (await deps.certAudits().forScheduling(bodyCode, plan.startDate, plan.endDate)).find((a) => a.auditCode === plan.auditCode);
      if (!saved) throw new BusinessError(ErrorCode.SCHEDULE_AUDIT_NOT_FOUND);
      return auditRow(saved, true);
    },

    async clear(auth: RequestContext, body: ParsedBody<typeof c.scheduleClear>) {
      const bodyCode = plannerBody(auth);
      await deps.certAudits().clearSchedule(bodyCode, auth.account.accountId, [body.auditCode]);
      return { auditCode: body.auditCode };
    },

    async publish(auth: RequestContext, body: ParsedBody<typeof c.schedulePublish>) {
      const bodyCode = plannerBody(auth);
      checkPeriod(body.from, body.to);
      const audits = await deps.certAudits().forScheduling(bodyCode, body.from, body.to);
      const wanted = body.auditCodes ? new Set(body.auditCodes) : null;
      const drafts = audits.filter((audit) => audit.scheduleState === 'draft' && (!wanted || wanted.has(audit.auditCode)));
      if (drafts.length === 0) throw new BusinessError(ErrorCode.SCHEDULE_NOTHING_TO_PUBLISH);
      // The drafts are checked again: a leave or a conflict recorded since they were saved stops the publication.
      const plans = drafts.map((audit) => plannedAuditOf(audit)).filter((plan): plan is PlannedAudit => plan !== null);
      if (plans.length > 0) {
        const { found } = await violationsOf(bodyCode, plans);
        if (found.length > 0) refuse(found, false);
      }
      const published = await deps.certAudits().publish(
        bodyCode,
        auth.account.accountId,
        drafts.map((audit) => audit.auditCode),
      );
      return { published: published.map((audit) => audit.auditCode) };
    },

    async mine(auth: RequestContext, query: ParsedQuery<typeof c.scheduleMine>) {
      checkPeriod(query.from, query.to);
      if (!auth.tenant) throw new BusinessError(ErrorCode.SCHEDULE_NO_ASSESSOR);
      const body = auth.tenant.tenantCode;
      const own = await deps.assessors().ofAccount(body, auth.account.accountId);
      if (!own) throw new BusinessError(ErrorCode.SCHEDULE_NO_ASSESSOR);
      const audits = await deps.certAudits().forAssessor(body, own.assessorCode, query.from, query.to);
      const list: ScheduleAssignment[] = audits
        .filter((audit) => audit.startDate && audit.endDate)
        .map((audit) => {
          const me = audit.team.find((member) => member.assessorCode === own.assessorCode);
          return {
            auditCode: audit.auditCode,
            certProjectCode: audit.certProjectCode,
            clientName: audit.clientName,
            type: audit.type,
            standards: audit.standards,
            startDate: audit.startDate!,
            endDate: audit.endDate!,
            role: me?.role ?? 'auditor',
            days: me?.days ?? 0,
            leaderName: audit.team.find((member) => member.role === 'leader')?.name ?? '',
            regionName: regionName(audit.regionCode),
            team: audit.team.map(({ assessorCode, name, role, days }) => ({ assessorCode, name, role, days })),
          };
        })
        .sort((a, b) => a.startDate.localeCompare(b.startDate));
      return { assessorCode: own.assessorCode, name: own.name, list };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
