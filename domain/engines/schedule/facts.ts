/**
 * Adapters from the services' facts (app.assessors' AssessorFacts, app.certAudits' AuditFacts) to
 * the engine's model. The shapes below are the fields the engine reads, written out structurally so
 * the engine imports no server type; extra fields are ignored. Plain copies of trusted service
 * data: proposeSchedule, checkPlan and rankCandidates validate what they are given.
 */
import type { PlannedAudit, ScheduleAssessor, ScheduleAudit, ScheduleGrade, ScheduleRole } from './model';

export interface AssessorFactsLike {
  assessorCode: string;
  bodyTenantCode: string;
  name: string;
  regionCode: string;
  teamLeader: boolean;
  expert: boolean;
  maxDaysPerMonth: number;
  registrations: readonly { field: string; grade: ScheduleGrade; validUntil: string }[];
  technicalAreas: readonly string[];
  conflicts: readonly { clientKey: string; until: string; reason: string }[];
  leaves: readonly { from: string; to: string; reason: string }[];
}

export interface AuditFactsLike {
  auditCode: string;
  bodyTenantCode: string;
  clientKey: string;
  clientName: string;
  type: string;
  standards: readonly string[];
  scopeCodes: readonly string[];
  regionCode: string;
  requiredDays: number;
  windowFrom: string;
  windowTo: string;
  previousLeaders: readonly string[];
  startDate: string | null;
  endDate: string | null;
  team: readonly { assessorCode: string; role: ScheduleRole; days: number }[];
}

/** An assessor as the engine sees it: leaves become unavailable ranges. */
export function scheduleAssessorOf(facts: AssessorFactsLike): ScheduleAssessor {
  return {
    code: facts.assessorCode,
    bodyTenantCode: facts.bodyTenantCode,
    name: facts.name,
    regionCode: facts.regionCode,
    teamLeader: facts.teamLeader,
    expert: facts.expert,
    maxDaysPerMonth: facts.maxDaysPerMonth,
    registrations: facts.registrations.map(({ field, grade, validUntil }) => ({ field, grade, validUntil })),
    technicalAreas: [...facts.technicalAreas],
    conflicts: facts.conflicts.map(({ clientKey, until, reason }) => ({ clientKey, until, reason })),
    unavailable: facts.leaves.map(({ from, to, reason }) => ({ from, to, reason })),
  };
}

/** An audit to place. */
export function scheduleAuditOf(facts: AuditFactsLike): ScheduleAudit {
  return {
    code: facts.auditCode,
    bodyTenantCode: facts.bodyTenantCode,
    clientKey: facts.clientKey,
    clientName: facts.clientName,
    type: facts.type,
    standards: [...facts.standards],
    scopeCodes: [...facts.scopeCodes],
    regionCode: facts.regionCode,
    requiredDays: facts.requiredDays,
    windowFrom: facts.windowFrom,
    windowTo: facts.windowTo,
    previousLeaders: [...facts.previousLeaders],
  };
}

/** The audit's current plan (dates and team), or null when it has no dates or no team yet. */
export function plannedAuditOf(facts: AuditFactsLike): PlannedAudit | null {
  if (!facts.startDate || !facts.endDate || facts.team.length === 0) return null;
  return {
    auditCode: facts.auditCode,
    startDate: facts.startDate,
    endDate: facts.endDate,
    members: facts.team.map(({ assessorCode, role, days }) => ({ assessorCode, role, days })),
  };
}
