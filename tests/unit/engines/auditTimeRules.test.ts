/**
 * The two audit-time rules written out in docs/engines-audit-time.md §1.4 and §1.5, as tables:
 * how increases and reductions net before the 30 % cap, and when identical work on several
 * shifts or sites is pooled for the square-root rule.
 */
import { describe, expect, it } from 'vitest';
import {
  calculateAuditTime,
  computeEffectivePersonnel,
  IdenticalWorkCriterion,
  type AuditTimeInput,
  type PersonnelInput,
} from '../../../domain/engines/auditTime';
import { issuesOf } from './support';

/** QMS, 50 persons: table QMS 1 gives 5 days (46–65 band), so days = 5 × factor. */
const qms = (percents: number[]): AuditTimeInput => ({
  standards: [{ standard: 'QMS', adjustments: percents.map((percent, i) => ({ reason: `理由${i + 1}`, percent })) }],
  personnel: { fullTime: 50 },
});

describe('reduction netting before the cap (docs §1.4)', () => {
  it.each([
    // netting, adjustments %, reduction applied %, factor, unrounded days, initial days
    ['gross', [10, -20], 20, 0.9, 4.5, 4.5],
    ['gross', [5, -20, -25], 30, 0.75, 3.75, 4],
    ['gross', [20, -45], 30, 0.9, 4.5, 4.5],
    ['gross', [30], 0, 1.3, 6.5, 6.5],
    ['gross', [-10], 10, 0.9, 4.5, 4.5],
    ['net', [10, -20], 10, 0.9, 4.5, 4.5],
    ['net', [5, -20, -25], 30, 0.7, 3.5, 3.5],
    ['net', [20, -45], 25, 0.75, 3.75, 4],
    ['net', [30, -10], 0, 1.2, 6, 6],
    ['net', [-10], 10, 0.9, 4.5, 4.5],
  ] as const)('%s %j → −%d %% applied, factor %d, %d → %d days', (netting, percents, applied, factor, unrounded, initial) => {
    const result = calculateAuditTime(qms([...percents]), { config: { reductionNetting: netting } });
    expect(result.standards[0].adjustments).toMatchObject({ netting, reductionPctApplied: applied });
    expect(result.standards[0].adjustments.factor).toBeCloseTo(factor, 10);
    expect(result.unroundedDays).toBeCloseTo(unrounded, 10);
    expect(result.initial.totalDays).toBe(initial);
  });

  it('keeps gross netting as the default', () => {
    expect(calculateAuditTime(qms([20, -45])).standards[0].adjustments.netting).toBe('gross');
  });

  it('never goes below 70 % of the table time under either rule', () => {
    for (const reductionNetting of ['gross', 'net'] as const) {
      const result = calculateAuditTime(qms([-50, -50]), { config: { reductionNetting } });
      expect(result.standards[0].adjustments.factor).toBeCloseTo(0.7, 10);
    }
  });

  it('tells the client how the net reduction was capped', () => {
    const result = calculateAuditTime(qms([5, -20, -25]), { config: { reductionNetting: 'net' } });
    expect(result.justification).toContain('【质量管理体系（ISO 9001）】增减相抵：5% − 45% = −40%，净减少超过上限 30%（IAF MD5），按减少 30% 计');
    expect(result.justification).toContain('【质量管理体系（ISO 9001）】调整系数 = 1 − 30% = 0.7');
  });
});

describe('square-root rule for identical work on several shifts or sites (docs §1.5)', () => {
  const ALL = [...IdenticalWorkCriterion.values];
  const shift = (count: number, pool?: string, criteria: readonly IdenticalWorkCriterion[] = ALL) => ({
    count,
    justification: '三班倒装配线，作业内容相同',
    ...(pool === undefined ? {} : { pool, criteria: [...criteria] }),
  });

  it.each([
    // case, personnel, repetitive reduction, effective
    ['three shifts counted apart', { fullTime: 320, repetitive: [shift(100), shift(100), shift(100)] }, 270, 50],
    ['three shifts pooled', { fullTime: 320, repetitive: [shift(100, '装配线'), shift(100, '装配线'), shift(100, '装配线')] }, 282, 38],
    ['a pool of one group', { fullTime: 120, repetitive: [shift(100, '装配线')] }, 90, 30],
    ['two pools kept apart', { fullTime: 420, repetitive: [shift(200, 'A'), shift(200, 'B')] }, 2 * (200 - 15), 50],
  ] as [string, PersonnelInput, number, number][])('%s', (_, personnel, reduction, effective) => {
    const result = computeEffectivePersonnel(personnel);
    expect(result.repetitiveReduction).toBe(reduction);
    expect(result.effective).toBe(effective);
  });

  it('pools only when asked: every criterion must be stated', () => {
    const missing = { fullTime: 320, repetitive: [shift(100, '装配线', ['sameActivity', 'lowSkill']), shift(100, '装配线')] };
    expect(issuesOf(() => computeEffectivePersonnel(missing))).toEqual([
      `相同工作合并依据（personnel.repetitive[0].criteria）：合并组“装配线”须满足全部合并条件，缺少：${IdenticalWorkCriterion.label('sameProcedures')}；${IdenticalWorkCriterion.label('centralControl')}`,
    ]);
  });

  it('explains the pooled count to the client', () => {
    const result = computeEffectivePersonnel({ fullTime: 320, repetitive: [shift(100, '装配线'), shift(100, '装配线'), shift(100, '装配线')] });
    expect(result.lines).toContain(
      '相同工作合并组“装配线”：3 组共 300 人（100 + 100 + 100）按平方根法计为 ⌈√300⌉ = 18 人，减少 282 人（理由：三班倒装配线，作业内容相同；已确认全部合并条件）',
    );
  });

  it('pools the same work across sites for the whole organisation, each site keeping its own count', () => {
    const site = (name: string, pool?: string) => ({ name, personnel: { fullTime: 120, repetitive: [shift(100, pool)] } });
    const input = (pool?: string): AuditTimeInput => ({
      standards: [{ standard: 'QMS' }],
      sites: [{ ...site('一厂', pool), central: true }, site('二厂', pool)],
    });
    const apart = calculateAuditTime(input());
    const pooled = calculateAuditTime(input('装配线'));
    // Organisation: 240 − (2 × (100 − 10)) = 60 apart; 240 − (200 − ⌈√200⌉ = 15) = 55 pooled.
    expect(apart.effectivePersonnel.effective).toBe(60);
    expect(pooled.effectivePersonnel.effective).toBe(55);
    // Each site: 120 − (100 − 10) = 30 either way.
    expect(pooled.standards[0].sites?.map((s) => s.personnel.effective)).toEqual([30, 30]);
  });

  it('applies the ratio method to the pooled total the same way', () => {
    const result = computeEffectivePersonnel(
      { fullTime: 320, repetitive: [shift(100, 'L'), shift(100, 'L'), shift(100, 'L')] },
      { repetitiveMethod: 'ratio', repetitiveRatio: 0.5 },
    );
    expect(result.repetitiveReduction).toBe(150);
  });
});
