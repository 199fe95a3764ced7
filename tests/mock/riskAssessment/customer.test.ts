/**
 * The risk assessment mocks, the customer's side: who sees which project, the stage bar of the
 * demo assessments, the executors' three stages (what stops each, links, names, owners), the
 * owners' submit, reject and confirmation — with the server's codes and the domain's messages.
 */
import { describe, expect, it } from 'vitest';
import {
  riskAssessmentContracts as c,
  type AssessmentInfo,
  type AssetRow,
  type BusinessAssetRow,
  type SystemAssetRow,
} from '../../../domain/riskAssessment/contracts';
import { ErrorCode } from '../../../domain/errors';
import { tierEditRefusal } from '../../../domain/riskAssessment/rules';
import { projectStore } from '../../../mock/lib/projectStore';
import { raStore } from '../../../mock/lib/riskAssessmentStore';
import {
  auditor,
  call,
  code,
  consultant,
  data,
  executor,
  FINISHED,
  FRESH,
  manager,
  ningbo,
  otherChannel,
  otherConsultant,
  owner,
  OWNERS,
  pm,
  pmOwner,
} from './helpers';

const info = (session: Parameters<typeof call>[1], projectCode: string) =>
  data<AssessmentInfo>(call(c.raStatus, session, { query: { projectCode } }));

describe('risk assessment mocks: the customer side', () => {
  it('opens a project for its customer and its delivering channel only, and only risk-assessment projects', () => {
    expect(code(call(c.raStatus, ningbo, { query: { projectCode: FINISHED } }))).toBe(ErrorCode.CONSUMER_PROJECT_NOT_FOUND);
    expect(code(call(c.raStatus, otherConsultant, { query: { projectCode: FINISHED } }))).toBe(ErrorCode.PROJECT_NOT_FOUND);
    expect(code(call(c.raStatus, otherChannel, { query: { projectCode: FINISHED } }))).toBe(ErrorCode.PROJECT_NOT_FOUND);
    expect(code(call(c.raStatus, pm, { query: { projectCode: 'PJ20261020GM0002' } }))).toBe(ErrorCode.RA_NOT_RISK_PROJECT);
    const list = data<{ list: { projectCode: string; stage: string }[] }>(call(c.raProjectList, pm, { query: {} }));
    expect(list.list.map((r) => r.projectCode).sort()).toEqual([FINISHED, OWNERS, FRESH]);
    expect(data<{ total: number }>(call(c.raProjectList, ningbo, { query: {} })).total).toBe(0);
    expect(data<{ total: number }>(call(c.raProjectList, consultant, { query: { stage: 'business' } })).total).toBe(1);
  });

  it('shows the finished assessment as the server seeds it: counts, no moves left, history newest first', () => {
    const done = info(pm, FINISHED);
    expect(done).toMatchObject({
      stage: 'assets_progress_fin',
      status: 'assess-complete',
      stageActions: [],
      problems: [],
      configId: 'gbt20984-default',
    });
    expect(done.counts).toMatchObject({ business: 3, system: 5, unit: 10, threats: 8, vulnerabilities: 13, controls: 5, freeze: 18, inhand: 0 });
    expect(done.counts.risks).toBe(raStore().risks.filter((r) => r.projectCode === FINISHED).length);
    expect(done.reject).toMatchObject({ stage: 'risk', reason: '越权访问漏洞的处置期限请提前到 12 月中旬', byName: '客户项目经理' });
    expect(done.history[0]).toMatchObject({ action: 'consumerComplete', actorName: '客户项目经理' });
    expect(done.permissions).toMatchObject({ customerLead: true, execute: false, consult: false });
    expect(info(consultant, FINISHED).permissions).toMatchObject({ consult: true, customerLead: false });
    expect(
      info(owner, OWNERS)
        .owners.map((p) => p.accountId)
        .sort(),
    ).toEqual(['A-22', 'A-41']);
  });

  it('walks the executors through business, system and unit assets with the domain rules', () => {
    const fresh = info(executor, FRESH);
    expect(fresh).toMatchObject({ stage: 'business', stageActions: ['finishBusiness'], problems: ['请至少识别一项业务资产'] });
    expect(code(call(c.raAssetsFinish, executor, { body: { projectCode: FRESH } }))).toBe(ErrorCode.RA_STAGE_INCOMPLETE);
    const system = {
      projectCode: FRESH,
      name: '机房动环系统',
      category: 'hardware',
      systemType: '1',
      carryLevel: 3,
      confidentiality: 2,
      integrity: 3,
      availability: 5,
      businessCodes: [],
    };
    const refused = call(c.raSystemSave, executor, { body: system });
    expect(code(refused)).toBe(ErrorCode.RA_TIER_CLOSED);
    expect(refused.envelope.errorMsg).toBe(tierEditRefusal({ stage: 'business', status: 'combing', combingFinished: false }, 'system'));
    expect(code(call(c.raBusinessSave, pm, { body: { projectCode: FRESH, name: 'x', importance: 3 } }))).toBe('403');
    const bad = call(c.raBusinessSave, executor, { body: { projectCode: FRESH, name: '数据中心运维', importance: 4, options: { biz_func: '99' } } });
    expect(code(bad)).toBe(ErrorCode.RA_OPTION_INVALID);
    const ops = data<BusinessAssetRow>(
      call(c.raBusinessSave, executor, {
        body: { projectCode: FRESH, name: '数据中心运维', importance: 4, options: { biz_func: '1' }, ownerAccountId: 'A-22' },
      }),
    );
    expect(ops).toMatchObject({ importance: 4, importanceAdjusted: 4, state: 'inhand', ownerName: '客户责任人' });
    const linked = data<BusinessAssetRow>(
      call(c.raBusinessSave, executor, {
        body: { projectCode: FRESH, name: '托管服务', importance: 2, associations: [{ assetCode: ops.assetCode, degree: 'close' }] },
      }),
    );
    expect(linked.importanceAdjusted).toBeGreaterThan(2);
    expect(code(call(c.raBusinessSave, executor, { body: { projectCode: FRESH, name: '托管服务', importance: 2 } }))).toBe(
      ErrorCode.RA_ASSET_NAME_TAKEN,
    );
    expect(code(call(c.raBusinessSave, executor, { body: { projectCode: FRESH, name: '其他', importance: 2, ownerAccountId: 'A-21' } }))).toBe(
      ErrorCode.RA_OWNER_NOT_ELIGIBLE,
    );
    expect(data<AssessmentInfo>(call(c.raAssetsFinish, executor, { body: { projectCode: FRESH } })).stage).toBe('system');

    expect(info(executor, FRESH).problems).toEqual(['请至少识别一项系统资产']);
    expect(code(call(c.raSystemSave, executor, { body: { ...system, businessCodes: ['BA9999'] } }))).toBe(ErrorCode.RA_LINK_INVALID);
    const room = data<SystemAssetRow>(
      call(c.raSystemSave, executor, { body: { ...system, businessCodes: [ops.assetCode], ownerAccountId: 'A-41' } }),
    );
    expect(room.businessNames).toEqual(['数据中心运维']);
    expect(code(call(c.raBusinessDelete, executor, { body: { projectCode: FRESH, assetCodes: [ops.assetCode] } }))).toBe(ErrorCode.RA_ASSET_IN_USE);
    // Raising the business's importance recomputes the system asset's value (the engine's weighted mean).
    call(c.raBusinessSave, executor, {
      body: { projectCode: FRESH, assetCode: ops.assetCode, name: '数据中心运维', importance: 1, ownerAccountId: 'A-22' },
    });
    const lowered = data<{ list: SystemAssetRow[] }>(call(c.raSystemList, consultant, { query: { projectCode: FRESH } })).list[0];
    expect(lowered.value).toBeLessThan(room.value);
    data(call(c.raAssetsFinish, executor, { body: { projectCode: FRESH } }));

    const unit = {
      projectCode: FRESH,
      name: '精密空调',
      unitType: 'otherAssets',
      category: 'other',
      confidentiality: 1,
      integrity: 2,
      availability: 5,
    };
    expect(code(call(c.raUnitSave, executor, { body: { ...unit, systemCodes: ['SA9999'] } }))).toBe(ErrorCode.RA_LINK_INVALID);
    data(call(c.raUnitSave, executor, { body: { ...unit, systemCodes: [room.assetCode] } }));
    const unitStage = info(executor, FRESH);
    expect(unitStage.problems).toEqual(['还有 2 项资产未指定责任人']);
    expect(unitStage.stageActions).toEqual([]);
    expect(code(call(c.raAssetsFinish, executor, { body: { projectCode: FRESH } }))).toBe(ErrorCode.RA_STAGE_INCOMPLETE);
  });

  it('lets owners submit and reject their own assets, and the project owner confirm the inventory', () => {
    expect(code(call(c.raOwnerSubmit, pm, { body: { projectCode: OWNERS } }))).toBe(ErrorCode.RA_NOT_ASSET_OWNER);
    expect(code(call(c.raOwnerSubmit, owner, { body: { projectCode: OWNERS, assetCodes: ['UA0001'] } }))).toBe(ErrorCode.RA_NOT_ASSET_OWNER);
    expect(code(call(c.raOwnerComplete, owner, { body: { projectCode: OWNERS } }))).toBe(ErrorCode.RA_STATUS_MOVE_REFUSED);
    const mine = data<{ list: AssetRow[] }>(call(c.raOwnerList, owner, { query: { projectCode: OWNERS, state: 'inhand' } }));
    expect(mine.list.map((r) => r.assetCode)).toEqual(['BA0002', 'SA0002', 'SA0003', 'UA0003', 'UA0004']);
    const corrected = data<AssetRow>(
      call(c.raOwnerUpdate, owner, { body: { projectCode: OWNERS, tier: 'unit', assetCode: 'UA0004', confidentiality: 5 } }),
    );
    expect(corrected.value).toBeGreaterThanOrEqual(4);

    // An owner sends back only their own assets (the project's customer owner any).
    expect(code(call(c.raOwnerReject, pmOwner, { body: { projectCode: OWNERS, assetCodes: ['SA0002'], reason: '不是我的' } }))).toBe(
      ErrorCode.RA_NOT_ASSET_OWNER,
    );
    // Sending one back reopens the inventory for the executors.
    const rejected = data<AssessmentInfo>(
      call(c.raOwnerReject, owner, { body: { projectCode: OWNERS, assetCodes: ['SA0002'], reason: '供应商信息缺失' } }),
    );
    expect(rejected).toMatchObject({ combingFinished: false, status: 'combing', ownerReject: { reason: '供应商信息缺失', byName: '客户责任人' } });
    expect(code(call(c.raOwnerSubmit, owner, { body: { projectCode: OWNERS } }))).toBe(ErrorCode.RA_COMBING_NOT_FINISHED);
    const progress = data<{ accountId: string; rejected: number; inhand: number }[]>(
      call(c.raOwnerDetailList, manager, { query: { projectCode: OWNERS } }),
    );
    expect(progress.find((p) => p.accountId === 'A-22')).toMatchObject({ rejected: 1, inhand: 5 });
    data(call(c.raAssetsFinish, executor, { body: { projectCode: OWNERS } }));

    const submitted = data<AssessmentInfo>(call(c.raOwnerSubmit, owner, { body: { projectCode: OWNERS } }));
    expect(submitted).toMatchObject({ status: 'assets-owner-submit', counts: { inhand: 0 } });
    expect(code(call(c.raOwnerSubmit, owner, { body: { projectCode: OWNERS } }))).toBe(ErrorCode.RA_STATUS_MOVE_REFUSED);
    expect(code(call(c.raOwnerComplete, pmOwner, { body: { projectCode: OWNERS } }))).toBe(ErrorCode.RA_OWNER_LEAD_ONLY);
    expect(code(call(c.raOwnerComplete, auditor, { body: { projectCode: OWNERS } }))).toBe(ErrorCode.RA_OWNER_LEAD_ONLY);
    const done = data<AssessmentInfo>(call(c.raOwnerComplete, owner, { body: { projectCode: OWNERS } }));
    expect(done).toMatchObject({ stage: 'identify', status: 'assets-owner-finish', counts: { freeze: 10 }, problems: ['请至少识别一项威胁'] });
    expect(done.history[0]).toMatchObject({ action: 'ASSETS_OWNER_FINISH', stage: 'identify' });
    expect(
      projectStore()
        .events.filter((e) => e.projectCode === OWNERS && e.type === 'riskAssessment')
        .map((e) => e.summary),
    ).toEqual(['责任人驳回资产：供应商信息缺失', '执行人完成资产梳理，提交责任人确认', '客户责任人确认资产清单，进入威胁识别']);
    expect(info(consultant, OWNERS).stageActions).toEqual(['finishIdentify']);
    expect(code(call(c.raBusinessSave, executor, { body: { projectCode: OWNERS, name: '新业务', importance: 3 } }))).toBe(ErrorCode.RA_TIER_CLOSED);
  });
});
