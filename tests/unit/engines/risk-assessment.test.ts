/** A whole assessment through assessRisks (brief §1.13): tiers → links → system asset → business → residual. */
import { describe, expect, it } from 'vitest';
import {
  assessRisks,
  DEFAULT_RISK_CONFIG as C,
  DEFAULT_RISK_CONFIG_DATA as D,
  defineRiskConfig,
  rankRisks,
  riskDistribution,
  type RiskAssessmentInput,
} from '../../../domain/engines/risk';
import { EngineInputError } from '../../../domain/engines/errors';

const input = (): RiskAssessmentInput => ({
  businesses: [
    { id: 'B1', name: '网上办事', importance: 3, associations: [{ businessId: 'B2', degree: 'close' }] },
    { id: 'B2', name: '统一认证', importance: 'VERY_HIGH' },
    { id: 'B3', name: '内部通知', importance: 'LOW' },
  ],
  systemAssets: [
    { id: 'S1', name: '门户系统', confidentiality: 4, integrity: 4, availability: 3, carryLevel: 4, systemRelated: 3, businessIds: ['B1'] },
    { id: 'S2', name: '认证系统', confidentiality: 5, integrity: 5, availability: 5, carryLevel: 5, businessIds: ['B1', 'B2'] },
  ],
  unitAssets: [
    { id: 'U1', name: '数据库服务器', type: 'systemUnit', confidentiality: 5, integrity: 4, availability: 4, systemAssetIds: ['S1', 'S2'] },
  ],
  threats: [
    { id: 'T1', name: '网络攻击', capability: 4, frequency: 3, timing: 'special' },
    { id: 'T2', name: '操作失误', frequency: 2 },
  ],
  vulnerabilities: [
    { id: 'V1', name: '弱口令', severity: 4, exploitability: 5, assetId: 'U1' },
    { id: 'V2', name: '未备份', severity: 3 },
  ],
  controls: [{ id: 'C1', name: '堡垒机', type: 'preventive', effectiveness: 'effective', targets: { assetIds: ['U1'] } }],
  links: [
    { id: 'L1', assetId: 'U1', threatId: 'T1', vulnerabilityId: 'V1' },
    { id: 'L2', assetId: 'S1', threatId: 'T2', vulnerabilityId: 'V2' },
    { id: 'L3', assetId: 'S2', threatId: 'T1', vulnerabilityId: 'V2' },
  ],
  treatments: [{ linkId: 'L1', option: 'reduce', residualInputs: { exploitability: 2 }, measures: ['强制口令策略'] }],
});

describe('assessRisks worked example', () => {
  const r = assessRisks(C, input());

  it('rates the tiers: B1 3 → 4 via B2, S1 = (4+4+4)/3, S2 = 5, U1 = max CIA, T1 = 4 + 1', () => {
    expect(r.businesses.map((b) => [b.id, b.importance.raw, b.importance.adjusted])).toEqual([
      ['B1', 3, 4],
      ['B2', 5, 5],
      ['B3', 2, 2],
    ]);
    expect(r.systemAssets.map((s) => [s.id, s.value.businessImportance, s.value.value])).toEqual([
      ['S1', 4, 4],
      ['S2', 5, 5],
    ]);
    expect(r.unitAssets[0].value.value).toBe(5);
    expect(r.threats.map((t) => t.value.value)).toEqual([5, 2]);
  });

  it('computes every link with its controls and acceptance', () => {
    expect(r.links.map((l) => [l.id, l.likelihood.level, l.loss.level, l.risk.value, l.risk.level, l.acceptance])).toEqual([
      ['L1', 4, 5, 23, 4, 'mustTreat'], // LM[5][5]=25 → 5 − 1 (堡垒机), FM[5][4]=21 → 5, RM[4][5]
      ['L2', 2, 3, 11, 2, 'acceptable'], // LM[2][3]=10 → 2, FM[4][3]=14 → 3, RM[2][3]
      ['L3', 4, 4, 20, 4, 'mustTreat'], // LM[5][3]=17 → 4, FM[5][3]=16 → 4, RM[4][4]
    ]);
    expect(r.links[0].controls.map((c) => c.name)).toEqual(['堡垒机']);
    expect(r.links[0].systemAssetIds).toEqual(['S1', 'S2']);
    expect(r.links.every((l) => l.config.id === 'gbt20984-default' && l.config.version === '1.0.0')).toBe(true);
  });

  it('aggregates to system assets (units count for every owner) and businesses by max', () => {
    expect(r.systemAssetRisks.map((s) => [s.id, s.risk?.value, s.risk?.level, s.residual?.value])).toEqual([
      ['S1', 23, 4, 18], // L1, L2; residual L1 = RM[2][5] = 18
      ['S2', 23, 4, 20], // L1, L3; residual max(18, 20)
    ]);
    expect(r.businessRisks.map((b) => [b.id, b.importance, b.risk?.level, b.residual?.level])).toEqual([
      ['B1', 4, 4, 4],
      ['B2', 5, 4, 4],
      ['B3', 2, undefined, undefined],
    ]);
    expect(r.businessRisks[2].risk).toBeNull();
    expect(r.businessRisks[0].risk!.lines).toEqual(['业务“网上办事”风险：取 2 项风险的最大值，风险值 23（门户系统、认证系统），风险等级 4（高）']);
  });

  it('records residual risks for every link', () => {
    expect(r.residuals.map((x) => [x.id, x.status, x.risk?.value, x.acceptance, x.furtherActionRequired])).toEqual([
      ['L1', 'treated', 18, 'conditional', false], // LM[5][2]=12 → 3 − 1 = 2, RM[2][5] = 18
      ['L2', 'untreated', 11, 'acceptable', false],
      ['L3', 'untreated', 20, 'mustTreat', true],
    ]);
  });

  it('feeds the report helpers', () => {
    expect(rankRisks(r.links).map((l) => l.id)).toEqual(['L1', 'L3', 'L2']);
    const d = riskDistribution(r.links, (l) => l.systemAssetIds);
    expect(d.groups.map((g) => [g.key, g.total])).toEqual([
      ['S1', 2],
      ['S2', 2],
    ]);
    expect(riskDistribution(r.residuals).rows.map((row) => row.count)).toEqual([0, 1, 1, 1, 0]);
  });

  it('is plain data that survives JSON (for storage with the project)', () => {
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
});

describe('assessRisks options', () => {
  it('uses the weighted mean with 业务关联程度 as weights when configured', () => {
    const c = defineRiskConfig({ ...D, id: 'wm', aggregation: { ...D.aggregation, business: { method: 'weightedMean' } } });
    const data = input();
    data.systemAssets[0].carryLevel = 1; // S1 weight 1
    data.links = [
      { id: 'L2', assetId: 'S1', threatId: 'T2', vulnerabilityId: 'V2' },
      { id: 'L3', assetId: 'S2', threatId: 'T1', vulnerabilityId: 'V2' },
    ];
    data.treatments = [];
    const r = assessRisks(c, data);
    const s1 = r.systemAssetRisks[0].risk!.value;
    const s2 = r.systemAssetRisks[1].risk!.value;
    expect(r.businessRisks[0].risk!.value).toBe(Math.floor((s1 * 1 + s2 * 5) / 6 + 0.5));
  });

  it('matches controls by link, by targets, and not beyond their targets', () => {
    const data = input();
    data.controls = [
      { id: 'C1', name: '异地备份', type: 'protective', effectiveness: 'effective', targets: { vulnerabilityIds: ['V2'], threatIds: ['T1'] } },
      { id: 'C2', name: '审计', type: 'preventive', effectiveness: 'effective' },
    ];
    data.links[1].controlIds = ['C2'];
    data.treatments = [];
    const r = assessRisks(C, data);
    expect(r.links.map((l) => l.controls.map((c) => c.name))).toEqual([[], ['审计'], ['异地备份']]);
  });

  it('uses the multiplication method when configured', () => {
    const c = defineRiskConfig({ id: 'mult', version: '1', method: 'multiplication' });
    const r = assessRisks(c, input());
    expect(r.method).toBe('multiplication');
    expect(r.links.every((l) => l.method === 'multiplication')).toBe(true);
  });
});

describe('assessRisks validation', () => {
  const refused = (mutate: (i: RiskAssessmentInput) => void): string[] => {
    const data = input();
    mutate(data);
    try {
      assessRisks(C, data);
    } catch (e) {
      expect(e).toBeInstanceOf(EngineInputError);
      return [...(e as EngineInputError).issues];
    }
    throw new Error('not refused');
  };

  it('names the entry and the field of schema errors', () => {
    expect(refused((i) => (i.threats[1].frequency = 7 as 5))).toEqual(['威胁 #2（T2）的频率（frequency）：须为 1–5 的整数']);
    expect(refused((i) => (i.unitAssets![0].systemAssetIds = []))[0]).toBe(
      '系统组件和单元资产 #1（U1）的所属系统资产（systemAssetIds）：须至少关联一个系统资产',
    );
    expect(refused((i) => (i.businesses![0].importance = 'HUGE' as 'HIGH'))).toEqual([
      '业务资产 #1（B1）的业务重要性（importance）：须为 1–5 的整数或重要性代码（VERY_HIGH/HIGH/MEDIUM/LOW/VERY_LOW）',
    ]);
  });

  it.each<[string, (i: RiskAssessmentInput) => void, string]>([
    ['a duplicate id', (i) => i.threats.push({ id: 'T1', frequency: 1 }), '威胁 #3 的编号（id）“T1”重复'],
    ['an unknown asset', (i) => (i.links[0].assetId = 'X'), '风险关联“L1”的资产（assetId）引用了不存在的系统资产或单元资产“X”'],
    ['an unknown threat', (i) => (i.links[0].threatId = 'T9'), '风险关联“L1”的威胁（threatId）引用了不存在的威胁“T9”'],
    ['a vulnerability of another asset', (i) => (i.links[0].assetId = 'S1'), '风险关联“L1”的资产“S1”与脆弱性“V1”所属资产“U1”不一致'],
    ['an unknown control', (i) => (i.links[1].controlIds = ['C9']), '风险关联“L2”的安全措施（controlIds）引用了不存在的安全措施“C9”'],
    ['an unknown business', (i) => (i.systemAssets[0].businessIds = ['B9']), '系统资产“S1”的承载业务（businessIds）引用了不存在的业务资产“B9”'],
    [
      'a system asset without business',
      (i) => (i.systemAssets[0].businessIds = []),
      '系统资产“S1”未关联业务（businessIds），也未填写业务重要性（businessImportance），无法计算资产价值',
    ],
    [
      'a self association',
      (i) => (i.businesses![0].associations = [{ businessId: 'B1', degree: 'close' }]),
      '业务资产“B1”的业务关联（associations）不能指向自身',
    ],
    [
      'two treatments of one link',
      (i) => i.treatments!.push({ linkId: 'L1', option: 'avoid' }),
      '风险关联“L1”有多条风险处置记录，每个风险只能有一条',
    ],
    [
      'a treatment of an unknown link',
      (i) => (i.treatments = [{ linkId: 'L9', option: 'avoid' }]),
      '风险处置的风险关联（linkId）引用了不存在的风险关联“L9”',
    ],
    [
      'an inconsistent treatment',
      (i) => (i.treatments = [{ linkId: 'L2', option: 'reduce' }]),
      '风险关联“L2”的处置：处置方式为“降低”时须填写计划措施（plannedControls）或更新后的输入（residualInputs）',
    ],
  ])('refuses %s', (_, mutate, message) => {
    expect(refused(mutate)).toContain(message);
  });

  it('accepts a system asset without business when its importance is given', () => {
    const data = input();
    data.systemAssets[0].businessIds = [];
    data.systemAssets[0].businessImportance = 'HIGH';
    expect(assessRisks(C, data).systemAssets[0].value.businessImportance).toBe(4);
  });

  it('caps a long issue list', () => {
    const issues = refused((i) => {
      i.links = Array.from({ length: 150 }, (_, n) => ({ id: `X${n}`, assetId: 'S1', threatId: 'nope', vulnerabilityId: 'V2' }));
      i.treatments = [];
    });
    expect(issues).toHaveLength(101);
    expect(issues[100]).toBe('另有 50 个问题未列出');
  });
});
