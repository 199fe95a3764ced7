/**
 * The customer's stage moves: the executors finish a tier (the last one hands the inventory to the
 * owners), the customer completes the assessment or rejects a consultant's stage.
 */
import type { AssessmentInfo } from '../../../../domain/riskAssessment/contracts';
import { ErrorCode } from '../../../../domain/errors';
import {
  RA_STAGE_MACHINE,
  RA_STATUS_MACHINE,
  REJECT_ACTION,
  type RejectableStage,
  type StageAction,
  stageFinishProblems,
  tierEditRefusal,
} from '../../../../domain/riskAssessment/rules';
import type { RequestContext } from '../../../http/context';
import { ALL_TIERS, type AssetKit, fail } from './kit';
import type { RiskAssessmentCore, RiskAssessmentDeps } from '../core';

export function createAssetStageService({ repos, clock }: RiskAssessmentDeps, core: RiskAssessmentCore, kit: AssetKit) {
  const { openCustomer, openIdentifier, locked, recordEvent } = kit;

  async function assetsFinish(auth: RequestContext, body: { projectCode: string }): Promise<AssessmentInfo> {
    const o = await openIdentifier(auth, body.projectCode);
    let reached: { stage: 'system' | 'unit' | 'handover'; text: string } | undefined;
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = await locked(repo, o);
      if (a.status !== 'combing' || !(ALL_TIERS as readonly string[]).includes(a.stage))
        fail(ErrorCode.RA_STAGE_MOVE_REFUSED, tierEditRefusal(a, 'business') ?? undefined);
      if (a.combingFinished) fail(ErrorCode.RA_STAGE_MOVE_REFUSED, '资产清单已提交责任人确认，需责任人驳回后才能再次提交');
      const problems = stageFinishProblems(a.stage, await repo.assessments.counts(o.key));
      if (problems.length) fail(ErrorCode.RA_STAGE_INCOMPLETE, problems.join('；'));
      if (a.stage === 'business') {
        await core.moveStage(repo, o, auth, 'finishBusiness');
        reached = { stage: 'system', text: '执行人完成业务资产识别' };
      } else if (a.stage === 'system') {
        await core.moveStage(repo, o, auth, 'finishSystem');
        reached = { stage: 'unit', text: '执行人完成系统资产识别' };
      } else {
        await repo.assessments.update(o.key, { combingFinished: true, updatedAt: now });
        await repo.assessments.addEvent(o.key, {
          action: 'handover',
          label: '完成资产梳理，提交责任人',
          stage: a.stage,
          status: a.status,
          actorAccountId: auth.account.accountId,
          at: now,
        });
        reached = { stage: 'handover', text: '执行人完成资产梳理，提交责任人确认' };
      }
    });
    if (reached) await recordEvent(o, auth, reached.text, now, reached.stage);
    return core.info(auth, body.projectCode);
  }

  /** A stage move of the customer's that the status machine must allow first (consumerComplete, stage reject). */
  async function customerStageMove(
    auth: RequestContext,
    projectCode: string,
    statusAction: 'ASSESS_COMPLETE' | 'REJECT_STAGE',
    action: StageAction,
    extra: (now: Date) => Parameters<RiskAssessmentCore['moveStage']>[4],
    eventText: string,
    check?: () => void,
    stage?: 'assets_progress_fin',
  ): Promise<AssessmentInfo> {
    const o = await openCustomer(auth, projectCode);
    check?.();
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = await locked(repo, o);
      const refusal = RA_STATUS_MACHINE.refusal(a.status, statusAction, auth.userInfo);
      if (refusal) fail(ErrorCode.RA_STATUS_MOVE_REFUSED, refusal);
      await core.moveStage(repo, o, auth, action, extra(now));
    });
    await recordEvent(o, auth, eventText, now, stage);
    return core.info(auth, projectCode);
  }

  const consumerComplete = (auth: RequestContext, body: { projectCode: string }) =>
    customerStageMove(
      auth,
      body.projectCode,
      'ASSESS_COMPLETE',
      'consumerComplete',
      (now) => ({ status: 'assess-complete', changes: { completedAt: now } }),
      '客户确认完成风险评估',
      undefined,
      'assets_progress_fin',
    );

  async function stageReject(auth: RequestContext, body: { projectCode: string; stage: RejectableStage; reason: string }): Promise<AssessmentInfo> {
    const action = REJECT_ACTION[body.stage];
    const label = RA_STAGE_MACHINE.moves.find((m) => m.action === action)?.label ?? '驳回';
    return customerStageMove(
      auth,
      body.projectCode,
      'REJECT_STAGE',
      action,
      (now) => ({
        reason: body.reason,
        status: 'assets-owner-finish',
        changes: { rejectStage: body.stage, rejectReason: body.reason, rejectedBy: auth.account.accountId, rejectedAt: now },
      }),
      `客户${label}：${body.reason}`,
      () => {
        if (!body.reason.trim()) fail(ErrorCode.RA_REJECT_REASON_REQUIRED);
      },
    );
  }

  return { assetsFinish, consumerComplete, stageReject };
}
