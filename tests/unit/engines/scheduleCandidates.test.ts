/** rankCandidates: the team picker of a hand edit sees who may take a role and which rule stops the others. */
import { describe, expect, it } from 'vitest';
import type { AssessorFacts } from '../../../server/modules/assessors/facts';
import type { AuditFacts } from '../../../server/modules/certification/facts';
import { plannedAuditOf, rankCandidates, scheduleAssessorOf, scheduleAuditOf } from '../../../domain/engines/schedule';
import { assessor, audit, auditorU1, expert, leader, trainee } from './scheduleFixtures';

const base = {
  audit: audit(),
  startDate: '2026-06-01',
  endDate: '2026-06-02',
  today: '2026-05-20',
  others: [],
};

describe('rankCandidates', () => {
  it('for the leader: only leader-capable, qualified, free assessors are available, with reasons', () => {
    const l2 = assessor('L2', { name: '李组长', teamLeader: true, regionCode: '440100' });
    const busy = assessor('L3', { name: '周组长', teamLeader: true });
    const others = [
      { auditCode: 'AU9', startDate: '2026-06-02', endDate: '2026-06-03', members: [{ assessorCode: 'L3', role: 'leader' as const, days: 2 }] },
    ];
    const ranked = rankCandidates({ ...base, role: 'leader', others, assessors: [auditorU1(), trainee(), expert(), busy, l2, leader()] });
    expect(ranked.map((c) => [c.assessorCode, c.available])).toEqual([
      ['L1', true],
      ['L2', true],
      ['L3', false],
      ['U1', false],
      ['E1', false],
      ['T1', false],
    ]);
    expect(ranked[0].reasons).toEqual(['QMS 高级审核员', '具备组长能力', '专业代码 29 覆盖', '本月已排 0 天', '同省']);
    const why = Object.fromEntries(ranked.filter((c) => !c.available).map((c) => [c.assessorCode, c.violations.map((v) => v.constraint)]));
    expect(why).toEqual({ E1: ['teamLeader', 'qualification'], L3: ['overlap'], T1: ['teamLeader', 'qualification'], U1: ['teamLeader'] });
    expect(ranked.find((c) => c.assessorCode === 'L3')?.violations[0].message).toContain('周组长（L3）在 2026-06-02 至 2026-06-03 已安排审核 AU9');
  });

  it('for a trainee slot the trainee is available; for an expert slot only experts', () => {
    const trainees = rankCandidates({ ...base, role: 'trainee', assessors: [trainee()] });
    expect(trainees[0]).toMatchObject({ assessorCode: 'T1', available: true });
    const experts = rankCandidates({ ...base, audit: audit({ scopeCodes: ['32'] }), role: 'expert', assessors: [expert(), auditorU1()] });
    expect(experts.map((c) => [c.assessorCode, c.available])).toEqual([
      ['E1', true],
      ['U1', false],
    ]);
    expect(experts[0].reasons).toContain('专业代码 32 覆盖');
  });

  it('the least busy this month first; the audit being edited does not count against its own team', () => {
    const l2 = assessor('L2', { name: '李组长', teamLeader: true });
    const others = [
      { auditCode: 'AU1', startDate: '2026-06-01', endDate: '2026-06-02', members: [{ assessorCode: 'L1', role: 'leader' as const, days: 2 }] },
      { auditCode: 'AU8', startDate: '2026-06-15', endDate: '2026-06-17', members: [{ assessorCode: 'L1', role: 'leader' as const, days: 3 }] },
    ];
    const ranked = rankCandidates({ ...base, role: 'leader', others, assessors: [leader(), l2] });
    expect(ranked.map((c) => [c.assessorCode, c.available, c.monthDays])).toEqual([
      ['L2', true, 0],
      ['L1', true, 3],
    ]);
  });

  it('leaves out the team already chosen', () => {
    const ranked = rankCandidates({ ...base, role: 'auditor', assessors: [leader(), auditorU1()], exclude: ['L1'] });
    expect(ranked.map((c) => c.assessorCode)).toEqual(['U1']);
  });

  it('refuses a malformed query naming the field', () => {
    expect(() => rankCandidates({ ...base, role: 'boss' as never, assessors: [] })).toThrow('角色（role）');
  });
});

describe('adapters from the services facts', () => {
  it('an assessor: leaves become unavailable ranges, extra fields dropped', () => {
    const facts = {
      assessorCode: 'A1',
      bodyTenantCode: 'CB0001',
      name: '张三',
      phone: '13800000000',
      accountId: null,
      regionCode: '310100',
      regionName: '上海市',
      teamLeader: true,
      expert: false,
      maxDaysPerMonth: 15,
      registrations: [{ field: 'ISMS', grade: 'senior' as const, regNo: 'ISMS-1', validUntil: '2028-01-01' }],
      technicalAreas: ['33'],
      conflicts: [{ clientKey: 'name:甲', clientName: '甲', reason: '咨询', until: '2026-12-31' }],
      leaves: [{ from: '2026-06-01', to: '2026-06-05', reason: '年休假' }],
    };
    expect(scheduleAssessorOf(facts)).toEqual({
      code: 'A1',
      bodyTenantCode: 'CB0001',
      name: '张三',
      regionCode: '310100',
      teamLeader: true,
      expert: false,
      maxDaysPerMonth: 15,
      registrations: [{ field: 'ISMS', grade: 'senior', validUntil: '2028-01-01' }],
      technicalAreas: ['33'],
      conflicts: [{ clientKey: 'name:甲', until: '2026-12-31', reason: '咨询' }],
      unavailable: [{ from: '2026-06-01', to: '2026-06-05', reason: '年休假' }],
    });
  });

  it('the services facts fit the adapters as they are (checked by the compiler)', () => {
    const adapt = (assessor: AssessorFacts, auditFacts: AuditFacts) => [
      scheduleAssessorOf(assessor),
      scheduleAuditOf(auditFacts),
      plannedAuditOf(auditFacts),
    ];
    expect(adapt).toBeTypeOf('function');
  });

  it('an audit and its plan (none without dates or team)', () => {
    const facts = {
      ...audit(),
      auditCode: 'AU1',
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      team: [{ assessorCode: 'L1', name: '张组长', role: 'leader' as const, days: 2 }],
    };
    expect(scheduleAuditOf(facts)).toEqual(audit());
    expect(plannedAuditOf(facts)).toEqual({
      auditCode: 'AU1',
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      members: [{ assessorCode: 'L1', role: 'leader', days: 2 }],
    });
    expect(plannedAuditOf({ ...facts, startDate: null })).toBeNull();
    expect(plannedAuditOf({ ...facts, team: [] })).toBeNull();
  });
});
