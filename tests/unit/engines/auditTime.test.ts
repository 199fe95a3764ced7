import { describe, expect, it } from 'vitest';
import {
  calculateAuditTime,
  ceilHalfDay,
  computeEffectivePersonnel,
  DEFAULT_AUDIT_TIME_CONFIG,
  roundHalfDay,
  type AuditTimeInput,
} from '../../../domain/engines/auditTime';
import { issuesOf } from './support';

const qms = (fullTime: number, adjustments: { reason: string; percent: number }[] = []): AuditTimeInput => ({
  standards: [{ standard: 'QMS', adjustments }],
  personnel: { fullTime },
});

describe('half-day rounding (IAF MD5: nearest half day)', () => {
  it.each([
    [5.3, 5.5],
    [5.2, 5],
    [5.25, 5.5],
    [5.24, 5],
    [5.74, 5.5],
    [5.75, 6],
    [5.249999999999999, 5.5], // floating-point noise around an exact quarter still rounds like 5.25
    [7, 7],
  ])('%d → %d', (value, expected) => expect(roundHalfDay(value)).toBe(expected));

  it('rounds minimums up', () => {
    expect(ceilHalfDay(7.6)).toBe(8);
    expect(ceilHalfDay(7.5)).toBe(7.5);
    expect(ceilHalfDay(0.8 * 7.5)).toBe(6);
  });
});

describe('effective personnel', () => {
  const config = DEFAULT_AUDIT_TIME_CONFIG;

  it('adds part-time staff as FTE, seasonal staff, and removes repetitive work by the square root', () => {
    const result = computeEffectivePersonnel(
      {
        fullTime: 120,
        partTime: [{ count: 10, hoursPerWeek: 20 }],
        temporary: [{ count: 3 }, { count: 4, hoursPerWeek: 10 }],
        repetitive: [{ count: 50, justification: '流水线装配' }],
      },
      config,
    );
    // 120 + 5 + 3 + 1 − (50 − ⌈√50⌉ = 42) = 87
    expect(result).toMatchObject({ partTimeFte: 5, temporaryFte: 4, repetitiveReduction: 42, raw: 87, effective: 87 });
    expect(result.lines).toContain('从事相同重复性低技能工作的 50 人按平方根法计为 ⌈√50⌉ = 8 人，减少 42 人（理由：流水线装配）');
  });

  it('rounds fractional FTE up to whole persons', () => {
    const result = computeEffectivePersonnel({ fullTime: 10, partTime: [{ count: 1, hoursPerWeek: 12 }], temporary: [], repetitive: [] }, config);
    expect(result.raw).toBeCloseTo(10.3, 10);
    expect(result.effective).toBe(11);
    expect(result.lines.at(-1)).toBe('有效人数 = 10.3 人，向上取整为 11 人');
  });

  it('can count repetitive groups by a ratio instead', () => {
    const result = computeEffectivePersonnel(
      { fullTime: 100, partTime: [], temporary: [], repetitive: [{ count: 40, justification: '包装' }] },
      { ...config, repetitiveMethod: 'ratio', repetitiveRatio: 0.5 },
    );
    expect(result.effective).toBe(80);
  });

  it('refuses impossible personnel with Chinese messages naming the field', () => {
    expect(issuesOf(() => calculateAuditTime({ standards: [{ standard: 'QMS' }], personnel: { fullTime: 0 } }))).toEqual([
      '人员（personnel）：体系覆盖范围内至少需要 1 名人员',
    ]);
    const issues = issuesOf(() =>
      calculateAuditTime({
        standards: [{ standard: 'QMS' }],
        personnel: { fullTime: 10, partTime: [{ count: 2, hoursPerWeek: 50 }], repetitive: [{ count: 20, justification: '装配' }] },
      }),
    );
    expect(issues).toEqual([
      '兼职人员每周工时（personnel.partTime[0].hoursPerWeek）：不能超过全职每周工时 40',
      '重复性岗位人数（personnel.repetitive）：合计 20 人，不能超过全职人数 10',
    ]);
    expect(
      issuesOf(() =>
        calculateAuditTime({ standards: [{ standard: 'QMS' }], personnel: { fullTime: 30, repetitive: [{ count: 5, justification: ' ' }] } }),
      ),
    ).toEqual(['重复性岗位减少理由（personnel.repetitive[0].justification）：必须说明理由']);
  });
});

describe('single standard, single site', () => {
  it('QMS, 50 persons: 5 days table time, split and follow-up audits', () => {
    const result = calculateAuditTime(qms(50));
    expect(result.standards[0].lookup).toMatchObject({ days: 5, band: { min: 46, max: 65 } });
    expect(result.initial).toEqual({ totalDays: 5, stage1Days: 1.5, stage2Days: 3.5, onSiteMinDays: 4, offSiteMaxDays: 1 });
    expect(result.surveillance).toEqual({ totalDays: 1.5, onSiteMinDays: 1.5, offSiteMaxDays: 0 });
    expect(result.recertification).toEqual({ totalDays: 3.5, onSiteMinDays: 3, offSiteMaxDays: 0.5 });
  });

  it('records the table id and version in the result and the justification', () => {
    const result = calculateAuditTime({ standards: [{ standard: 'EMS', complexity: 'high' }], personnel: { fullTime: 300 } });
    expect(result.tables).toEqual([
      expect.objectContaining({ standard: 'EMS', complexity: 'high', id: 'IAF-MD5-EMS-HIGH', version: 'IAF MD5:2019 / brief 2025-11' }),
    ]);
    expect(result.initial.totalDays).toBe(15);
    expect(result.justification.some((l) => l.includes('表号 IAF-MD5-EMS-HIGH，版本 IAF MD5:2019 / brief 2025-11'))).toBe(true);
  });

  it('applies increases and reductions within the cap as given', () => {
    const result = calculateAuditTime(
      qms(50, [
        { reason: '多语言', percent: 10 },
        { reason: '低风险', percent: -20 },
      ]),
    );
    expect(result.standards[0].adjustments).toMatchObject({ increasePct: 10, reductionPctRequested: 20, reductionPctApplied: 20, factor: 0.9 });
    expect(result.unroundedDays).toBeCloseTo(4.5, 10);
    expect(result.initial.totalDays).toBe(4.5);
  });

  it('caps reductions at 30 % of table time however many are claimed', () => {
    const result = calculateAuditTime(
      qms(50, [
        { reason: '低风险', percent: -20 },
        { reason: '体系成熟', percent: -25 },
        { reason: '多场所', percent: 5 },
      ]),
    );
    expect(result.standards[0].adjustments).toMatchObject({ reductionPctRequested: 45, reductionPctApplied: 30 });
    // 5 × (1 + 5 % − 30 %) = 3.75 → 4.0
    expect(result.unroundedDays).toBeCloseTo(3.75, 10);
    expect(result.initial.totalDays).toBe(4);
    expect(result.justification).toContain('【质量管理体系（ISO 9001）】减少合计 45%，超过上限 30%（IAF MD5），按 30% 计');
  });

  it('uses a tenant cap when configured', () => {
    const result = calculateAuditTime(qms(50, [{ reason: '低风险', percent: -30 }]), { config: { maxReductionPct: 10 } });
    expect(result.unroundedDays).toBeCloseTo(4.5, 10);
  });

  it('follows the progression for very large organisations', () => {
    expect(calculateAuditTime(qms(15_000)).initial.totalDays).toBe(24);
  });

  it('splits Stage 1 / Stage 2 by the configured ratio, each at least half a day', () => {
    expect(
      calculateAuditTime({ standards: [{ standard: 'ISMS' }], personnel: { fullTime: 200 } }, { config: { stage1Ratio: 0.3 } }).initial,
    ).toMatchObject({
      totalDays: 14,
      stage1Days: 4, // 4.2 → 4.0
      stage2Days: 10,
    });
    const tiny = calculateAuditTime(qms(3, [{ reason: '低风险', percent: -30 }]));
    expect(tiny.initial).toMatchObject({ totalDays: 1, stage1Days: 0.5, stage2Days: 0.5 }); // 1.05 → 1.0
  });

  it('derives surveillance (1/3) and recertification (2/3) from the rounded initial time', () => {
    const result = calculateAuditTime({ standards: [{ standard: 'OHSMS', complexity: 'medium' }], personnel: { fullTime: 150 } }, {});
    expect(result.initial.totalDays).toBe(9);
    expect(result.surveillance.totalDays).toBe(3);
    expect(result.recertification.totalDays).toBe(6);
    const isms = calculateAuditTime({
      standards: [{ standard: 'ISMS', adjustments: [{ reason: 'IT 复杂', percent: 5 }] }],
      personnel: { fullTime: 60 },
    });
    // 10 × 1.05 = 10.5; 10.5 / 3 = 3.5; 10.5 × 2/3 = 7
    expect([isms.initial.totalDays, isms.surveillance.totalDays, isms.recertification.totalDays]).toEqual([10.5, 3.5, 7]);
    expect(isms.initial.onSiteMinDays).toBe(8.5); // 8.4 → 8.5
  });
});

describe('integrated audits (IAF MD11)', () => {
  const both = (reductionPct?: number): AuditTimeInput => ({
    standards: [{ standard: 'QMS' }, { standard: 'EMS', complexity: 'medium' }],
    personnel: { fullTime: 50 },
    ...(reductionPct === undefined ? {} : { integration: { reductionPct, justification: '文件、内审和管理评审一体化' } }),
  });

  it('sums the systems when not integrated', () => {
    const result = calculateAuditTime(both());
    expect(result.integration).toBeNull();
    expect(result.initial.totalDays).toBe(11); // 5 + 6
  });

  it('reduces the sum by the integration level', () => {
    const result = calculateAuditTime(both(15));
    expect(result.integration).toMatchObject({ requestedPct: 15, appliedPct: 15, daysBefore: 11 });
    expect(result.unroundedDays).toBeCloseTo(9.35, 10);
    expect(result.initial.totalDays).toBe(9.5);
  });

  it('caps the integration reduction at 20 %', () => {
    const result = calculateAuditTime(both(35));
    expect(result.integration?.appliedPct).toBe(20);
    expect(result.unroundedDays).toBeCloseTo(8.8, 10);
    expect(result.initial.totalDays).toBe(9);
    expect(result.justification.find((l) => l.startsWith('【一体化审核】'))).toContain('申请 35%，超过上限 20%（IAF MD11）');
  });

  it('needs two systems', () => {
    expect(issuesOf(() => calculateAuditTime({ ...qms(50), integration: { reductionPct: 10, justification: '一体化' } }))).toEqual([
      '一体化审核（integration）：一体化审核至少需要两个管理体系',
    ]);
  });
});

describe('multi-site audits (IAF MD1)', () => {
  it('adds the sampled sites, capping each site reduction at 50 %', () => {
    const result = calculateAuditTime({
      standards: [{ standard: 'ISMS' }],
      sites: [
        { name: '总部', central: true, personnel: { fullTime: 200 } },
        { name: '分部A', personnel: { fullTime: 60 }, reductionPct: 60, justification: '与总部活动相同' },
        { name: '分部B', visited: false, personnel: { fullTime: 40 } },
      ],
    });
    const [hq, a, b] = result.standards[0].sites!;
    expect(hq).toMatchObject({ days: 14, reductionPctApplied: 0 });
    expect(a).toMatchObject({ adjustedDays: 10, reductionPctRequested: 60, reductionPctApplied: 50, days: 5 });
    expect(b).toMatchObject({ visited: false, days: 0 });
    expect(result.effectivePersonnel.effective).toBe(300);
    expect(result.standards[0]).toMatchObject({ sitesTotalDays: 19, adjustedDays: 15, floorApplied: false });
    expect(result.initial.totalDays).toBe(19);
  });

  const sampled = {
    standards: [{ standard: 'ISMS' as const }],
    sites: [
      { name: '总部', central: true, personnel: { fullTime: 20 } },
      { name: '门店1', personnel: { fullTime: 20 }, reductionPct: 50, justification: '标准化门店' },
      { name: '门店2', visited: false, personnel: { fullTime: 200 } },
    ],
  };

  it('never goes below the single-site time of the whole organisation', () => {
    const result = calculateAuditTime(sampled);
    // sites 7 + 3.5 = 10.5; all 240 persons on one site: 14
    expect(result.standards[0]).toMatchObject({ sitesTotalDays: 10.5, adjustedDays: 14, floorApplied: true, days: 14 });
    expect(result.initial.totalDays).toBe(14);
  });

  it('can switch the single-site floor off', () => {
    expect(calculateAuditTime(sampled, { config: { multiSiteSingleSiteFloor: false } }).initial.totalDays).toBe(10.5);
  });

  it('applies the minimum initial time after rounding', () => {
    const result = calculateAuditTime(
      {
        standards: [{ standard: 'QMS', adjustments: [{ reason: '低风险', percent: -30 }] }],
        sites: [
          { name: '甲', personnel: { fullTime: 2 }, reductionPct: 50, justification: '同质' },
          { name: '乙', visited: false, personnel: { fullTime: 2 } },
        ],
      },
      { config: { multiSiteSingleSiteFloor: false } },
    );
    expect(result.unroundedDays).toBeCloseTo(0.525, 10);
    expect(result).toMatchObject({ minimumApplied: true, initial: { totalDays: 1, stage1Days: 0.5, stage2Days: 0.5 } });
  });

  it('validates the site list', () => {
    const issues = issuesOf(() =>
      calculateAuditTime({
        standards: [{ standard: 'QMS' }],
        sites: [
          { name: '总部', central: true, visited: false, personnel: { fullTime: 5 } },
          { name: '分部', visited: false, personnel: { fullTime: 5 }, reductionPct: 10 },
        ],
      }),
    );
    expect(issues).toEqual([
      '是否审核（sites[0].visited）：中心职能场所必须接受审核',
      '场所减少理由（sites[1].justification）：场所减少审核时间必须说明理由',
      '场所（sites）：至少需要审核一个场所',
    ]);
  });
});

describe('input validation', () => {
  it('asks for the complexity where the table depends on it and refuses one that does not exist', () => {
    const issues = issuesOf(() =>
      calculateAuditTime({
        standards: [{ standard: 'EMS' }, { standard: 'OHSMS', complexity: 'limited' }, { standard: 'EMS', complexity: 'low' }],
        personnel: { fullTime: 5 },
      }),
    );
    expect(issues).toEqual([
      '复杂程度（standards[0].complexity）：环境管理体系（ISO 14001）必须选择复杂程度',
      '复杂程度（standards[1].complexity）：职业健康安全管理体系（ISO 45001）不适用复杂程度“有限”',
      '管理体系（standards[2].standard）：环境管理体系（ISO 14001）重复',
    ]);
  });

  it('needs a reason and a non-zero percent for every adjustment', () => {
    expect(issuesOf(() => calculateAuditTime(qms(10, [{ reason: '', percent: 0 }])))).toEqual([
      '调整理由（standards[0].adjustments[0].reason）：必须说明调整理由',
      '调整比例（%）（standards[0].adjustments[0].percent）：调整比例不能为 0',
    ]);
  });

  it('needs either personnel or sites', () => {
    expect(issuesOf(() => calculateAuditTime({ standards: [{ standard: 'QMS' }] }))).toEqual([
      '人员（personnel）：请提供单场所人员（personnel）或多场所清单（sites）之一',
    ]);
  });

  it('reports configuration and input problems together', () => {
    expect(issuesOf(() => calculateAuditTime({ standards: [], personnel: { fullTime: 1 } }, { config: { stage1Ratio: 1.5 } }))).toEqual([
      '第一阶段占比（config.stage1Ratio）：必须小于 1',
      '管理体系（standards）：至少需要 1 项',
    ]);
  });
});

describe('tenant tables', () => {
  const tenantQms = {
    id: 'TENANT-QMS',
    version: 'v2',
    standard: 'QMS' as const,
    title: '本机构质量管理体系审核时间表',
    basis: '机构内部规定',
    rows: [
      { min: 1, max: 50, days: 3 },
      { min: 51, max: 100, days: 6 },
    ],
    progression: { personnelPerStep: 100, daysPerStep: 2 },
  };

  it('take precedence over the shipped table and are recorded in the result', () => {
    const result = calculateAuditTime(qms(50), { tables: [tenantQms] });
    expect(result.tables[0]).toMatchObject({ id: 'TENANT-QMS', version: 'v2' });
    expect(result.initial.totalDays).toBe(3);
    expect(calculateAuditTime(qms(250), { tables: [tenantQms] }).initial.totalDays).toBe(10); // 6 + 2 × 2
  });

  it('are validated', () => {
    expect(issuesOf(() => calculateAuditTime(qms(5), { tables: [{ ...tenantQms, rows: [{ min: 2, max: 50, days: 3 }] }] }))).toEqual([
      '人数下限（tables[0].rows[0].min）：第 1 行必须从 1 人开始',
    ]);
  });
});

describe('justification for the client', () => {
  it('explains every step in Chinese', () => {
    const result = calculateAuditTime({
      standards: [{ standard: 'QMS', adjustments: [{ reason: '产品风险低', percent: -10 }] }],
      personnel: { fullTime: 80, partTime: [{ count: 8, hoursPerWeek: 20 }] },
    });
    expect(result.justification).toEqual([
      '审核时间依据 IAF MD5（质量、环境、职业健康安全）或 ISO/IEC 27006-1（信息安全）确定；1 个审核人日为 8 小时，不含路途时间，不得以延长工作时间缩短人日。',
      '【人员】全职人员（含各班次）80 人',
      '【人员】兼职人员 8 人 × 每周 20 小时 ÷ 40 小时 = 4 人（折算全职）',
      '【人员】有效人数 = 84 人',
      '【质量管理体系（ISO 9001）】审核时间表：质量管理体系初次认证审核时间（表 QMS 1）（表号 IAF-MD5-QMS-1，版本 IAF MD5:2019 / brief 2025-11）',
      '【质量管理体系（ISO 9001）】减少 10%：产品风险低',
      '【质量管理体系（ISO 9001）】调整系数 = 1 + 0% − 10% = 0.9',
      '【质量管理体系（ISO 9001）】有效人数 84 人，落在 66–85 人区间，表定 6.0 人日',
      '【质量管理体系（ISO 9001）】调整后 6 × 0.9 = 5.4 人日',
      '【取整】按半天取整：5.4 → 5.5 人日',
      '【初次认证】合计 5.5 人日：第一阶段 1.5 人日（约 25%），第二阶段 4.0 人日',
      '【初次认证】现场审核不少于 4.5 人日（≥ 80%），策划、报告等非现场时间不超过 1.0 人日',
      '【监督审核】每次 2.0 人日（初审的 1/3 = 1.83，按半天取整），现场不少于 2.0 人日',
      '【再认证】3.5 人日（初审的 2/3 = 3.67，按半天取整），现场不少于 3.0 人日',
    ]);
  });
});
