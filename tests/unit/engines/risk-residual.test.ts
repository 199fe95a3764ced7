/** Residual risk after treatment (brief §1.11): avoid, transfer, reduce, accept. */
import { describe, expect, it } from 'vitest';
import { computeResidualRisk, DEFAULT_RISK_CONFIG as C, defineRiskConfig, type StandaloneTreatmentInput } from '../../../domain/engines/risk';

// Inherent: LM[5][5]=25 → L5, FM[5][5]=25 → F5, RM[5][5]=25 → level 5.
const worst = { assetValue: 5, threatValue: 5, severity: 5, exploitability: 5 } as const;

describe('computeResidualRisk', () => {
  it('leaves an untreated risk as it is, flagged when it must be treated', () => {
    const r = computeResidualRisk(C, worst, null);
    expect(r).toMatchObject({
      option: null,
      status: 'untreated',
      inherent: { value: 25, level: 5 },
      acceptance: 'mustTreat',
      furtherActionRequired: true,
    });
    expect(r.risk).toEqual({ value: 25, level: 5, text: 'hengao' });
    expect(r.lines).toEqual(['未处置：残余风险等同固有风险，风险等级 5（很高）（必须处置）']);
  });

  it('eliminates an avoided risk', () => {
    const r = computeResidualRisk(C, worst, { option: 'avoid', measures: ['停用该接口'] });
    expect(r).toMatchObject({ status: 'eliminated', residual: null, risk: null, acceptance: null, furtherActionRequired: false });
    expect(r.lines).toEqual(['处置方式：规避（停用该接口），风险已消除']);
  });

  it.each<[string, StandaloneTreatmentInput, number, number, string]>([
    // transfer: loss level − 1 → RM[5][4] = 23
    ['transfer', { option: 'transfer', measures: ['购买网络安全保险'] }, 23, 4, 'mustTreat'],
    // transfer plus a planned protective measure: loss 5 − 1 − 1 = 3 → RM[5][3] = 20
    [
      'transfer + protective',
      { option: 'transfer', plannedControls: [{ name: '异地备份', type: 'protective', effectiveness: 'effective' }] },
      20,
      4,
      'mustTreat',
    ],
    // reduce with a planned preventive measure: L 5 → 4 → RM[4][5] = 23
    [
      'reduce by a measure',
      { option: 'reduce', plannedControls: [{ name: '双因素认证', type: 'preventive', effectiveness: 'effective' }] },
      23,
      4,
      'mustTreat',
    ],
    // reduce with re-rated inputs: LM[5][2]=12 → L3, FM[5][2]=10 → F2, RM[3][2] = 9
    ['reduce by re-rating', { option: 'reduce', residualInputs: { severity: 2, exploitability: 2 } }, 9, 2, 'acceptable'],
    // both: L3 − 1 = 2, F2 → RM[2][2] = 8
    [
      'reduce by both',
      { option: 'reduce', residualInputs: { severity: 2, exploitability: 2 }, plannedControls: [{ type: 'preventive', effectiveness: 'effective' }] },
      8,
      2,
      'acceptable',
    ],
    // threat lowered: LM[3][5]=20 → L4; RM[4][5] = 23
    ['reduce the threat', { option: 'reduce', residualInputs: { threatValue: 3 } }, 23, 4, 'mustTreat'],
    // asset value lowered (e.g. data minimised): FM[3][5]=20 → F4; RM[5][4] = 23
    ['reduce the asset value', { option: 'reduce', residualInputs: { assetValue: 3 } }, 23, 4, 'mustTreat'],
  ])('%s → residual %i (level %i, %s)', (_, treatment, value, level, acceptance) => {
    const r = computeResidualRisk(C, worst, treatment);
    expect(r.status).toBe('treated');
    expect(r.residual!.risk).toMatchObject({ value, level });
    expect(r.acceptance).toBe(acceptance);
    expect(r.furtherActionRequired).toBe(acceptance === 'mustTreat');
    expect(r.residual!.config).toEqual({ id: 'gbt20984-default', version: '1.0.0' });
  });

  it('explains the recalculation', () => {
    const r = computeResidualRisk(C, worst, {
      option: 'reduce',
      residualInputs: { severity: 2, exploitability: 2 },
      plannedControls: [{ name: '双因素认证', type: 'preventive', effectiveness: 'effective' }],
    });
    expect(r.lines[0]).toBe('处置方式：降低，计划措施 「双因素认证」；残余风险重新计算：');
    expect(r.lines).toContain('  预防性措施：「双因素认证」（计划）有效（−1），可能性等级 3 → 2');
    expect(r.lines.at(-1)).toBe('残余风险等级 2（低）（处置前 5（很高）），评价：可接受');
  });

  it('uses the configured transfer credit', () => {
    const none = defineRiskConfig({ id: 'no-transfer-credit', version: '1', treatment: { transferLossCredit: 0 } });
    expect(computeResidualRisk(none, worst, { option: 'transfer' }).risk!.value).toBe(25);
    const two = defineRiskConfig({ id: 'transfer-2', version: '1', treatment: { transferLossCredit: 2 } });
    const r = computeResidualRisk(two, worst, { option: 'transfer' });
    expect(r.risk!.value).toBe(20); // RM[5][3]
    expect(r.lines).toContain('  风险转移：损失等级再降 2 级，5 → 3');
  });

  it('keeps an accepted risk, pending until someone signs', () => {
    const pending = computeResidualRisk(C, worst, { option: 'accept' });
    expect(pending).toMatchObject({ status: 'pendingAcceptance', furtherActionRequired: true, acceptance: 'mustTreat' });
    expect(pending.risk!.value).toBe(25);
    const signed = computeResidualRisk(C, worst, { option: 'accept', acceptedBy: '张三', acceptedAt: '2025-03-01' });
    expect(signed).toMatchObject({ status: 'accepted', furtherActionRequired: false });
    expect(signed.lines[0]).toBe('处置方式：接受，接受人 张三（2025-03-01）：残余风险等同固有风险');
  });

  it.each<[string, StandaloneTreatmentInput, string]>([
    [
      'reduce without anything',
      { option: 'reduce', measures: ['加强管理'] },
      '处置方式为“降低”时须填写计划措施（plannedControls）或更新后的输入（residualInputs）',
    ],
    [
      'avoid with measures',
      { option: 'avoid', plannedControls: [{ type: 'preventive', effectiveness: 'effective' }] },
      '处置方式为“规避”时不应填写计划措施或更新后的输入；如需降低风险请选择“降低”',
    ],
    [
      'accept with new inputs',
      { option: 'accept', residualInputs: { severity: 1 } },
      '处置方式为“接受”时不应填写计划措施或更新后的输入；如需降低风险请选择“降低”',
    ],
    [
      'a residual input above the inherent one',
      { option: 'reduce', residualInputs: { severity: 3 } },
      '残余风险输入 脆弱性严重程度（residualInputs.severity）为 3，高于处置前的 2：处置不能提高风险输入',
    ],
    ['an unknown option', { option: 'ignore' as 'accept' }, '风险处置 处置方式（option）：无效选项'],
    [
      'an out-of-range residual input',
      { option: 'reduce', residualInputs: { threatValue: 0 as 1 } },
      '风险处置 威胁值（residualInputs.threatValue）：须为 1–5 的整数',
    ],
  ])('refuses %s', (_, treatment, message) => {
    expect(() => computeResidualRisk(C, { ...worst, severity: 2 }, treatment)).toThrow(message);
  });
});
