/** proposeSchedule and greedySchedule: placement, reasons, unplaced reasons, the calendar, the soft goals. */
import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../../../domain/engines/errors';
import { checkSchedule, greedySchedule, proposeSchedule } from '../../../domain/engines/schedule';
import { scheduleDays } from '../../../domain/engines/schedule/days';
import { assessor, audit, auditorU1, expert, input, leader, trainee } from './scheduleFixtures';

const l2 = () => assessor('L2', { name: '李组长', teamLeader: true, regionCode: '440100', technicalAreas: ['29'] });

describe('proposeSchedule places an audit with zero hard violations', () => {
  it('the earliest working days, the smallest team, every member with reasons', () => {
    const result = proposeSchedule(input());
    expect(result.unplaced).toEqual([]);
    expect(result.plans).toHaveLength(1);
    const [plan] = result.plans;
    // 4 required days, at most 5 days on site: the leader alone, 2026-06-01 (Mon) to 06-04.
    expect(plan).toMatchObject({
      auditCode: 'AU1',
      startDate: '2026-06-01',
      endDate: '2026-06-04',
      members: [{ assessorCode: 'L1', role: 'leader', days: 4 }],
    });
    expect(plan.reasons.L1).toEqual(expect.arrayContaining(['QMS 高级审核员', '具备组长能力', '专业代码 29 覆盖', '同省']));
    expect(plan.reasons.L1.some((reason) => reason.startsWith('本月已排 0 天'))).toBe(true);
    expect(result.stats).toMatchObject({ placed: 1, unplaced: 0, violations: 0 });
    expect(checkSchedule(result.plans, input())).toEqual([]);
  });

  it('adds a technical expert only for a scope code the auditors lack, never a trainee', () => {
    const result = proposeSchedule(input({ audits: [audit({ scopeCodes: ['29', '32'] })] }));
    const members = result.plans[0].members;
    expect(members.map((m) => [m.assessorCode, m.role])).toEqual([
      ['L1', 'leader'],
      ['E1', 'expert'],
    ]);
    expect(result.plans[0].reasons.E1).toEqual(expect.arrayContaining(['技术专家', '专业代码 32 覆盖']));
    expect(members.some((m) => m.role === 'trainee')).toBe(false);
  });

  it('large audits get auditors so that nobody is on site longer than five working days', () => {
    const result = proposeSchedule(input({ audits: [audit({ requiredDays: 7.5 })] }));
    const [plan] = result.plans;
    expect(plan.members.map((m) => [m.role, m.days])).toEqual([
      ['leader', 4],
      ['auditor', 3.5],
    ]);
    expect(plan.endDate).toBe('2026-06-04');
  });

  it('never schedules on a public holiday: a five-day audit around National Day skips 10-01…10-07', () => {
    const result = proposeSchedule(
      input({
        period: { from: '2026-09-28', to: '2026-10-31' },
        audits: [audit({ requiredDays: 5, windowFrom: '2026-09-28', windowTo: '2026-10-31' })],
      }),
    );
    expect(result.plans[0]).toMatchObject({ startDate: '2026-09-28', endDate: '2026-10-09' });
    expect(scheduleDays().workdaysBetween('2026-09-28', '2026-10-09')).toEqual([
      '2026-09-28',
      '2026-09-29',
      '2026-09-30',
      '2026-10-08',
      '2026-10-09',
    ]);
  });

  it('tenant closures count as rest days', () => {
    const result = proposeSchedule(input({ calendar: { extraHolidays: ['2026-06-01', '2026-06-02'] } }));
    expect(result.plans[0]).toMatchObject({ startDate: '2026-06-03', endDate: '2026-06-08' });
  });

  it('keeps fixed plans and works around the assessors they occupy', () => {
    const fixed = [
      { auditCode: 'AU0', startDate: '2026-06-01', endDate: '2026-06-05', members: [{ assessorCode: 'L1', role: 'leader' as const, days: 5 }] },
    ];
    const result = proposeSchedule(input({ fixed, audits: [audit({ code: 'AU0' }), audit()] }));
    expect(result.plans.map((p) => p.auditCode)).toEqual(['AU1']);
    expect(result.plans[0].startDate).toBe('2026-06-08');
  });
});

describe('each hard constraint steers the proposal away from the obvious leader (L1: same province, covers 29)', () => {
  const L1 = leader();
  it.each([
    { constraint: 'qualification', l1: { ...L1, registrations: [{ field: 'QMS', grade: 'senior' as const, validUntil: '2026-06-03' }] } },
    { constraint: 'teamLeader', l1: { ...L1, teamLeader: false } },
    { constraint: 'impartiality', l1: { ...L1, conflicts: [{ clientKey: 'name:甲公司', until: '2026-12-31', reason: '曾提供咨询' }] } },
    { constraint: 'availability', l1: { ...L1, unavailable: [{ from: '2026-05-30', to: '2026-06-12', reason: '年休假' }] } },
    { constraint: 'monthlyLimit', l1: { ...L1, maxDaysPerMonth: 3 } },
    { constraint: 'singleBody', l1: { ...L1, bodyTenantCode: 'CB0002' } },
  ])('$constraint', ({ l1 }) => {
    const world = input({ assessors: [l1, l2()] });
    const result = proposeSchedule(world);
    expect(result.plans).toHaveLength(1);
    expect(result.plans[0].members.find((m) => m.role === 'leader')?.assessorCode).toBe('L2');
    expect(result.plans[0].startDate).toBe('2026-06-01');
    expect(checkSchedule(result.plans, world)).toEqual([]);
  });

  it('overlap: a fixed audit of L1 on the same days', () => {
    const fixed = [
      { auditCode: 'AU0', startDate: '2026-06-01', endDate: '2026-06-05', members: [{ assessorCode: 'L1', role: 'leader' as const, days: 5 }] },
    ];
    const result = proposeSchedule(input({ assessors: [leader(), l2()], fixed }));
    expect(result.plans[0]).toMatchObject({ startDate: '2026-06-01', members: [{ assessorCode: 'L2', role: 'leader' }] });
  });

  it('window: nothing before today', () => {
    const result = proposeSchedule(input({ today: '2026-06-03' }));
    expect(result.plans[0]).toMatchObject({ startDate: '2026-06-03', endDate: '2026-06-08' });
  });
});

describe('soft goals of the proposal', () => {
  it('rotates the lead away from the last leader', () => {
    const result = proposeSchedule(input({ assessors: [leader(), l2(), auditorU1()], audits: [audit({ previousLeaders: ['L1'] })] }));
    const lead = result.plans[0].members.find((m) => m.role === 'leader');
    expect(lead?.assessorCode).toBe('L2');
    expect(result.plans[0].reasons.L2).toContain('非上次审核组长（组长轮换）');
  });

  it('prefers an assessor of the client province', () => {
    const result = proposeSchedule(input({ assessors: [leader(), l2()], audits: [audit({ regionCode: '440300' })] }));
    expect(result.plans[0].members[0].assessorCode).toBe('L2');
    expect(result.plans[0].reasons.L2).toContain('同省');
  });

  it('balances the load: two parallel audits go to two leaders', () => {
    const audits = [
      audit({ code: 'AU1', windowTo: '2026-06-30' }),
      audit({ code: 'AU2', windowTo: '2026-06-30', clientKey: 'name:乙公司', clientName: '乙公司' }),
    ];
    const result = proposeSchedule(input({ assessors: [leader(), l2()], audits }));
    expect(new Set(result.plans.map((p) => p.members[0].assessorCode))).toEqual(new Set(['L1', 'L2']));
    expect(result.plans.every((p) => p.startDate === '2026-06-01')).toBe(true);
    expect(result.stats.workloadSpread).toBe(0);
  });

  it('places the most constrained audit first where the baseline loses it', () => {
    // AU1 (QMS) could be led by L1 or L2; AU2 (ISMS) only by L1; both must happen on 06-01.
    const audits = [
      audit({ code: 'AU1', scopeCodes: [], requiredDays: 1, windowTo: '2026-06-01' }),
      audit({ code: 'AU2', standards: ['ISMS'], scopeCodes: [], requiredDays: 1, windowTo: '2026-06-01', clientKey: 'name:乙公司' }),
    ];
    const world = input({ assessors: [leader(), l2()], audits });
    const proposal = proposeSchedule(world);
    expect(proposal.stats).toMatchObject({ placed: 2, unplaced: 0 });
    const greedy = greedySchedule(world);
    expect(greedy.stats).toMatchObject({ placed: 1, unplaced: 1 });
    expect(greedy.plans[0].members[0].assessorCode).toBe('L1');
    expect(greedy.plans[0].reasons.L1).toContain('按名单顺序首个满足条件');
  });
});

describe('unplaced audits say which constraint failed', () => {
  it.each([
    { name: '专业代码无人覆盖', audit: audit({ scopeCodes: ['07'] }), constraint: 'competence', says: '无满足专业代码 07 的审核员且无技术专家可用' },
    { name: '无人持有该标准注册资格', audit: audit({ standards: ['EMS'] }), constraint: 'qualification', says: '同时持有 EMS 注册资格' },
    { name: '时间窗口已过', audit: audit({ windowFrom: '2026-05-01', windowTo: '2026-05-15' }), constraint: 'window', says: '内已无可排的工作日' },
    { name: '其他机构的审核', audit: audit({ bodyTenantCode: 'CB0009' }), constraint: 'singleBody', says: '本机构（CB0009）没有审核员' },
    { name: '人日无效', audit: audit({ requiredDays: 0.3 }), constraint: 'manDays', says: '须为大于 0 的半天整数倍' },
    {
      name: '审核员人数不足以完成人日',
      audit: audit({ requiredDays: 12, windowTo: '2026-06-02' }),
      constraint: 'manDays',
      says: '可担任审核组长或审核员的仅 2 人，每人至多 2 个工作日，无法完成 12 人日',
    },
    {
      name: '唯一组长存在利益冲突',
      audit: audit({ clientKey: 'name:丙公司', clientName: '丙公司' }),
      constraint: 'impartiality',
      says: '均与受审核方 丙公司 存在利益冲突',
    },
  ])('$name', ({ audit: theAudit, constraint, says }) => {
    const conflicted = { ...leader(), conflicts: [{ clientKey: 'name:丙公司', until: '2027-12-31', reason: '曾任其内审员' }] };
    const result = proposeSchedule(input({ audits: [theAudit], assessors: [conflicted, auditorU1(), trainee(), expert()] }));
    expect(result.plans).toEqual([]);
    const [unplaced] = result.unplaced;
    expect(unplaced.auditCode).toBe(theAudit.code);
    const hit = unplaced.reasons.find((v) => v.constraint === constraint);
    expect(hit?.message, JSON.stringify(unplaced.reasons)).toContain(says);
  });

  it('capacity: the only leader is busy, the reason names the constraint and the person', () => {
    const audits = [
      audit({ code: 'AU1', windowTo: '2026-06-01', requiredDays: 1 }),
      audit({ code: 'AU2', windowTo: '2026-06-01', requiredDays: 1, clientKey: 'name:乙公司' }),
    ];
    const result = proposeSchedule(input({ audits }));
    expect(result.stats).toMatchObject({ placed: 1, unplaced: 1 });
    const reasons = result.unplaced[0].reasons;
    expect(reasons[0]).toMatchObject({ constraint: 'teamLeader' });
    expect(reasons[0].message).toContain('没有可用的审核组长');
    expect(reasons.find((v) => v.constraint === 'overlap')?.message).toContain('张组长（L1）');
  });

  it('repair: a displaced audit is moved so that both fit (the baseline keeps one unplaced)', () => {
    // Alone, AU1 takes the only leader for both days; AU2 then fits only if AU1 moves to a 1-day
    // team on the other day (leader + auditor, one day each).
    const audits = [
      audit({ code: 'AU1', windowTo: '2026-06-02', requiredDays: 2 }),
      audit({ code: 'AU2', windowTo: '2026-06-02', requiredDays: 2, clientKey: 'name:乙公司' }),
    ];
    const world = input({ audits });
    const result = proposeSchedule(world);
    expect(result.stats).toMatchObject({ placed: 2, unplaced: 0, violations: 0 });
    const summary = result.plans.map((p) => [p.startDate, p.endDate, p.members.map((m) => `${m.assessorCode}:${m.role}:${m.days}`).join(',')]);
    expect(summary.sort()).toEqual([
      ['2026-06-01', '2026-06-01', 'L1:leader:1,U1:auditor:1'],
      ['2026-06-02', '2026-06-02', 'L1:leader:1,U1:auditor:1'],
    ]);
    expect(greedySchedule(world).stats).toMatchObject({ placed: 1, unplaced: 1 });
  });

  it('refuses malformed input with a Chinese message naming the field', () => {
    expect(() => proposeSchedule(input({ today: '2026-13-01' }))).toThrow(EngineInputError);
    expect(() => proposeSchedule(input({ today: '2026-13-01' }))).toThrow('今天（today）');
    expect(() => proposeSchedule(input({ audits: [audit(), audit()] }))).toThrow('审核 #2（AU1）的编号（code）：审核编号 AU1 重复');
    expect(() => greedySchedule(input({ audits: [audit({ windowTo: 'x' })] }))).toThrow(
      '审核 #1（AU1）的时间窗口结束日期（windowTo）：须为 1900–2100 年间的有效日期',
    );
  });
});
