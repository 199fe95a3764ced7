/** rankCandidates: the team picker of a hand edit sees who may take a role and which rule stops the others. */
import { describe, expect, it } from 'vitest';
import { rankCandidates } from '../../../domain/engines/schedule';
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
