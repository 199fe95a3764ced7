/** Shared fixtures of the scheduling engine tests: one body, five assessors, one audit in June 2026. */
import type { CheckContext, PlannedAudit, ScheduleAssessor, ScheduleAudit, ScheduleInput } from '../../../domain/engines/schedule';

export const BODY = 'CB0001';

export function assessor(code: string, overrides: Partial<ScheduleAssessor> = {}): ScheduleAssessor {
  return {
    code,
    bodyTenantCode: BODY,
    name: `审核员${code}`,
    regionCode: '310100',
    teamLeader: false,
    expert: false,
    maxDaysPerMonth: 15,
    registrations: [{ field: 'QMS', grade: 'auditor', validUntil: '2028-12-31' }],
    technicalAreas: [],
    conflicts: [],
    unavailable: [],
    ...overrides,
  };
}

export const leader = () =>
  assessor('L1', {
    name: '张组长',
    teamLeader: true,
    registrations: [
      { field: 'QMS', grade: 'senior', validUntil: '2028-12-31' },
      { field: 'ISMS', grade: 'senior', validUntil: '2028-12-31' },
    ],
    technicalAreas: ['29', '33'],
  });
export const auditorU1 = () => assessor('U1', { name: '王审核', technicalAreas: ['28'] });
export const trainee = () => assessor('T1', { name: '赵实习', registrations: [{ field: 'QMS', grade: 'trainee', validUntil: '2028-12-31' }] });
export const expert = () => assessor('E1', { name: '陈专家', expert: true, registrations: [], technicalAreas: ['32'] });

export function audit(overrides: Partial<ScheduleAudit> = {}): ScheduleAudit {
  return {
    code: 'AU1',
    bodyTenantCode: BODY,
    clientKey: 'name:甲公司',
    clientName: '甲公司',
    type: 'stage2',
    standards: ['QMS'],
    scopeCodes: ['29'],
    regionCode: '310100',
    requiredDays: 4,
    windowFrom: '2026-06-01',
    windowTo: '2026-06-30',
    previousLeaders: [],
    ...overrides,
  };
}

/** 2026-06-01 (Mon) and 06-02: L1 leads 2 days, U1 audits 2 days = the 4 required days. */
export function plan(overrides: Partial<PlannedAudit> = {}): PlannedAudit {
  return {
    auditCode: 'AU1',
    startDate: '2026-06-01',
    endDate: '2026-06-02',
    members: [
      { assessorCode: 'L1', role: 'leader', days: 2 },
      { assessorCode: 'U1', role: 'auditor', days: 2 },
    ],
    ...overrides,
  };
}

export function context(overrides: Partial<Omit<CheckContext, 'assessors'>> & { assessors?: ScheduleAssessor[] } = {}): CheckContext {
  const list = overrides.assessors ?? [leader(), auditorU1(), trainee(), expert()];
  return {
    audit: overrides.audit ?? audit(),
    assessors: new Map(list.map((a) => [a.code, a])),
    others: overrides.others ?? [],
    today: overrides.today ?? '2026-05-20',
    ...(overrides.period ? { period: overrides.period } : {}),
    ...(overrides.calendar ? { calendar: overrides.calendar } : {}),
  };
}

export function input(overrides: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    period: { from: '2026-06-01', to: '2026-06-30' },
    audits: [audit()],
    assessors: [leader(), auditorU1(), trainee(), expert()],
    fixed: [],
    today: '2026-05-20',
    ...overrides,
  };
}
