/**
 * Deterministic scheduling data (seeded PRNG): a certification body's assessors and the audits of
 * a quarter, shaped like a mid-sized Chinese body (QMS-heavy, a few ISMS, regional spread, leave,
 * conflicts of interest). Used by `npm run bench:schedule` and the engine's scale test.
 */
import type { ScheduleAssessor, ScheduleAudit, ScheduleInput } from '../../domain/engines/schedule';

/** mulberry32, as in bench/engines. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PROVINCES = ['11', '31', '32', '33', '44', '37', '42', '51', '61', '35'];
const SCOPES = ['03', '04', '12', '14', '17', '18', '19', '22', '28', '29', '31', '33', '34', '35', '36', '39'];
const STANDARDS = ['QMS', 'QMS', 'QMS', 'EMS', 'EMS', 'OHSMS', 'ISMS'];
const BODY = 'CB0001';

export interface ScheduleData extends ScheduleInput {
  bodyTenantCode: string;
}

export function makeScheduleData(assessorCount: number, auditCount: number, seed = 20260401): ScheduleData {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const pickSome = <T>(xs: readonly T[], n: number) => [...new Set(Array.from({ length: n }, () => pick(xs)))];
  const period = { from: '2026-04-01', to: '2026-06-30' };
  const today = '2026-03-25';
  const dayOf = (offset: number) => new Date(Date.UTC(2026, 3, 1) + offset * 86_400_000).toISOString().slice(0, 10);
  const clients = Array.from({ length: Math.ceil(auditCount * 0.8) }, (_, i) => `name:客户${i + 1}`);

  const assessors: ScheduleAssessor[] = Array.from({ length: assessorCount }, (_, i) => {
    const expertOnly = rnd() < 0.06;
    const gradeRoll = rnd();
    const grade = gradeRoll < 0.1 ? 'trainee' : gradeRoll < 0.7 ? 'auditor' : 'senior';
    const fields = expertOnly ? [] : pickSome(['QMS', 'QMS', 'EMS', 'OHSMS', 'ISMS', 'ITSMS'], 1 + Math.floor(rnd() * 3));
    const leave = rnd() < 0.25 ? dayOf(Math.floor(rnd() * 85)) : null;
    return {
      code: `A${String(i + 1).padStart(4, '0')}`,
      // A few assessors of another body: the engine must never use them.
      bodyTenantCode: i % 50 === 49 ? 'CB0002' : BODY,
      name: `审核员${i + 1}`,
      regionCode: `${pick(PROVINCES)}0100`,
      teamLeader: !expertOnly && grade !== 'trainee' && rnd() < 0.5,
      expert: expertOnly || rnd() < 0.05,
      maxDaysPerMonth: 12 + Math.floor(rnd() * 7),
      registrations: fields.map((field) => ({ field, grade, validUntil: rnd() < 0.05 ? dayOf(Math.floor(rnd() * 90)) : '2028-12-31' })),
      technicalAreas: pickSome(SCOPES, 3 + Math.floor(rnd() * 6)),
      conflicts: rnd() < 0.2 ? [{ clientKey: pick(clients), until: '2027-12-31', reason: '曾为该客户提供咨询' }] : [],
      unavailable: leave ? [{ from: leave, to: dayOf(Number(leave.slice(8)) + 4), reason: '年休假' }] : [],
    };
  });
  // Leave end computed from the day of month above is approximate; keep ranges ordered.
  for (const a of assessors) for (const range of a.unavailable) if (range.to < range.from) range.to = range.from;

  const audits: ScheduleAudit[] = Array.from({ length: auditCount }, (_, i) => {
    const start = Math.floor(rnd() * 60);
    const length = 20 + Math.floor(rnd() * 45);
    const standards = pickSome(STANDARDS, rnd() < 0.25 ? 2 : 1);
    const leaders = assessors.filter((a) => a.teamLeader);
    const previous = rnd() < 0.5 ? [pick(leaders).code] : [];
    if (previous.length > 0 && rnd() < 0.3) previous.push(previous[0]);
    return {
      code: `AU${String(i + 1).padStart(5, '0')}`,
      bodyTenantCode: BODY,
      clientKey: pick(clients),
      clientName: `客户${i + 1}`,
      type: pick(['stage1', 'stage2', 'surveillance1', 'surveillance2', 'recertification']),
      standards,
      scopeCodes: pickSome(SCOPES, 1 + Math.floor(rnd() * 2)),
      regionCode: `${pick(PROVINCES)}0100`,
      requiredDays: (2 + Math.floor(rnd() * 15)) / 2,
      windowFrom: dayOf(start),
      windowTo: dayOf(Math.min(start + length, 90)),
      previousLeaders: previous,
    };
  });
  return { bodyTenantCode: BODY, period, today, audits, assessors, fixed: [] };
}
