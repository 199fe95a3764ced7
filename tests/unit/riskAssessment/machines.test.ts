/**
 * The rules of domain/riskAssessment/rules.ts as tables: who makes which stage, status and item move,
 * when executors may edit a tier, what stops a customer stage being finished, the reject variants.
 */
import { describe, expect, it } from 'vitest';
import type { AssetStage } from '../../../domain/enums';
import {
  ASSET_ITEM_MACHINE,
  type CombingState,
  type InventoryCounts,
  RA_STAGE_MACHINE,
  RA_STATUS_MACHINE,
  REJECT_ACTION,
  REJECT_VARIANT,
  risksComputed,
  stageFinishProblems,
  stageIndex,
  mayIdentifyAssets,
  tierEditRefusal,
} from '../../../domain/riskAssessment/rules';
import { subjectOf } from '../fixtures';

const pm = subjectOf(['consumer-pm']);
const owner = subjectOf(['consumer-owner']);
const executor = subjectOf(['consumer-executor']);
const consultant = subjectOf(['channel-executor']);

describe('RA_STAGE_MACHINE', () => {
  it.each([
    ['business', executor, ['finishBusiness']],
    // The PM identifies assets too (the delivery steps give it 业务资产识别); the owner does not.
    ['business', pm, ['finishBusiness']],
    ['business', owner, []],
    ['system', executor, ['finishSystem']],
    ['unit', executor, []],
    ['unit', owner, ['ownerComplete']],
    ['identify', consultant, ['finishIdentify']],
    ['identify', owner, []],
    ['assess_reject', consultant, ['finishAssess']],
    ['remnant_risk', consultant, ['finishRemnant']],
    ['submit', pm, ['rejectAssess', 'rejectControl', 'rejectRisk', 'rejectRemnant', 'consumerComplete']],
    ['submit', owner, ['rejectAssess', 'rejectControl', 'rejectRisk', 'rejectRemnant', 'consumerComplete']],
    ['submit', executor, []],
    ['submit', consultant, []],
    ['assets_progress_fin', pm, []],
  ] as const)('%s offers %j', (stage, subject, actions) => {
    expect(RA_STAGE_MACHINE.allowedActions(stage, subject).map((m) => m.action)).toEqual(actions);
  });

  it.each([
    ['business', 'finishSystem', executor, '风险评估当前为“业务资产”，不能完成系统资产识别'],
    ['business', 'finishBusiness', owner, '你没有权限完成业务资产识别该风险评估'],
    ['submit', 'consumerComplete', executor, '你没有权限确认完成评估该风险评估'],
  ] as const)('refuses %s → %s in Chinese', (stage, action, subject, message) => {
    expect(RA_STAGE_MACHINE.refusal(stage, action, subject)).toBe(message);
  });

  it.each([
    ['the executor', executor, true],
    ['the PM', pm, true],
    ['the PM who is also an owner', subjectOf(['consumer-pm', 'consumer-owner']), true],
    ['the owner', owner, false],
    ['a consultant', consultant, false],
  ] as const)('%s may identify assets: %s', (_who, subject, may) => {
    expect(mayIdentifyAssets(subject)).toBe(may);
  });

  it.each(Object.entries(REJECT_ACTION))('rejecting %s leads to its reject variant', (stage, action) => {
    expect(RA_STAGE_MACHINE.assertMove('submit', action, pm)).toBe(REJECT_VARIANT[stage as keyof typeof REJECT_VARIANT]);
    expect(stageIndex(REJECT_VARIANT[stage as keyof typeof REJECT_VARIANT])).toBe(stageIndex(stage as AssetStage));
  });

  it.each([
    ['control', false],
    ['assess_reject', true],
    ['control_reject', true],
    ['risk', true],
    ['assets_progress_fin', true],
  ] as const)('risks are computed at %s: %s', (stage, computed) => {
    expect(risksComputed(stage)).toBe(computed);
  });
});

describe('RA_STATUS_MACHINE and ASSET_ITEM_MACHINE', () => {
  it.each([
    ['combing', 'ASSETS_OWNER_SUBMIT', owner, 'assets-owner-submit'],
    ['assets-owner-submit', 'COMBING', owner, 'combing'],
    ['assets-owner-submit', 'ASSETS_OWNER_FINISH', owner, 'assets-owner-finish'],
    ['assets-owner-finish', 'SUBMIT_CONFIRM', consultant, 'assess-confirm'],
    ['assess-confirm', 'REJECT_STAGE', pm, 'assets-owner-finish'],
    ['assess-confirm', 'ASSESS_COMPLETE', owner, 'assess-complete'],
  ] as const)('%s --%s--> %s', (status, action, subject, to) => {
    expect(RA_STATUS_MACHINE.assertMove(status, action, subject)).toBe(to);
  });

  it.each([
    ['combing', 'ASSETS_OWNER_FINISH', owner],
    ['combing', 'ASSETS_OWNER_SUBMIT', executor],
    ['assess-confirm', 'ASSESS_COMPLETE', executor],
    ['assess-complete', 'REJECT_STAGE', pm],
  ] as const)('refuses %s --%s--> for the wrong state or caller', (status, action, subject) => {
    expect(RA_STATUS_MACHINE.refusal(status, action, subject)).toMatch(/资产评估|权限/);
  });

  it.each([
    ['inhand', 'submit', owner, 'submitted'],
    ['submitted', 'reject', owner, 'inhand'],
    ['submitted', 'freeze', null, 'freeze'],
  ] as const)('item %s --%s--> %s', (state, action, subject, to) => {
    expect(ASSET_ITEM_MACHINE.assertMove(state, action, subject)).toBe(to);
  });

  it('lets neither executors submit items nor anyone but the server freeze them', () => {
    expect(ASSET_ITEM_MACHINE.refusal('inhand', 'submit', executor)).toContain('权限');
    expect(ASSET_ITEM_MACHINE.refusal('submitted', 'freeze', owner)).toContain('权限');
    expect(ASSET_ITEM_MACHINE.refusal('freeze', 'reject', owner)).toContain('已冻结');
  });
});

describe('tierEditRefusal', () => {
  const state = (stage: AssetStage, extra: Partial<CombingState> = {}): CombingState => ({
    stage,
    status: 'combing',
    combingFinished: false,
    ...extra,
  });
  it.each([
    [state('business'), 'business', null],
    [state('business'), 'system', '请先完成业务资产识别，再识别系统资产'],
    [state('business'), 'unit', '请先完成系统资产识别，再识别系统组件和单元资产'],
    [state('system'), 'business', null],
    [state('system'), 'unit', '请先完成系统资产识别，再识别系统组件和单元资产'],
    [state('unit'), 'business', null],
    [state('unit'), 'unit', null],
    [state('unit', { combingFinished: true }), 'unit', '资产清单已提交责任人确认，需责任人驳回后才能修改'],
    [state('unit', { status: 'assets-owner-submit' }), 'business', '资产梳理已结束（当前为“系统组件和单元资产”），不能再修改资产'],
    [state('identify', { status: 'assets-owner-finish' }), 'business', '资产梳理已结束（当前为“威胁识别”），不能再修改资产'],
  ] as const)('%j, %s → %s', (s, tier, refusal) => {
    expect(tierEditRefusal(s, tier)).toBe(refusal);
  });
});

describe('stageFinishProblems', () => {
  const counts = (c: Partial<InventoryCounts> = {}): InventoryCounts => ({
    business: 0,
    system: 0,
    unit: 0,
    systemWithoutBusiness: 0,
    withoutOwner: 0,
    ...c,
  });
  it.each([
    ['business', counts(), ['请至少识别一项业务资产']],
    ['business', counts({ business: 1 }), []],
    ['system', counts({ business: 1 }), ['请至少识别一项系统资产']],
    ['system', counts({ system: 2, systemWithoutBusiness: 1 }), ['还有 1 项系统资产未关联所承载的业务']],
    ['system', counts({ system: 2 }), []],
    ['unit', counts({ system: 1 }), ['请至少识别一项系统组件或单元资产']],
    ['unit', counts({ unit: 3, withoutOwner: 2 }), ['还有 2 项资产未指定责任人']],
    ['unit', counts({ unit: 3 }), []],
    ['identify', counts(), []],
  ] as const)('%s with %j', (stage, c, problems) => {
    expect(stageFinishProblems(stage, c)).toEqual(problems);
  });
});
