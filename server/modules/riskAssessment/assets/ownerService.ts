/**
 * The owners' workflow: each owner's assets, their edits while in hand, submit and reject, the
 * owner lead's confirmation of the whole inventory, and the owners' progress.
 */
import type { AssessmentInfo, AssetRow, OwnerProgress } from '../../../../domain/riskAssessment/contracts';
import { AssetAssessStatus, type AssetItemState, type AssetTier } from '../../../../domain/enums';
import { ErrorCode } from '../../../../domain/errors';
import { ASSET_ITEM_MACHINE, RA_STAGE_MACHINE, RA_STATUS_MACHINE } from '../../../../domain/riskAssessment/rules';
import { systemValue, unitValue } from '../../../../domain/riskAssessment/compute';
import type { RequestContext } from '../../../http/context';
import type { Paging } from './repository';
import { ALL_TIERS, type AssetKit, fail, pageOut } from './kit';
import type { AssetRows } from './rows';
import type { Opened, RiskAssessmentCore, RiskAssessmentDeps } from '../core';
import type { RiskAssessmentRepository } from '../repository';

type Found = Awaited<ReturnType<RiskAssessmentRepository['assets']['findAnyTier']>>[number];

export function createAssetOwnerService(
  { repos, clock, projectRegistry }: RiskAssessmentDeps,
  core: RiskAssessmentCore,
  kit: AssetKit,
  rows: AssetRows,
) {
  const { openCustomer, locked, recordEvent } = kit;

  async function ownerList(
    auth: RequestContext,
    q: Paging & { projectCode: string; keyword?: string; state?: AssetItemState; importance?: number; tier?: AssetTier },
  ) {
    const o = await openCustomer(auth, q.projectCode);
    const { rows: page, total } = await repos.repo.assets.anyPage(
      o.key,
      q.tier ? [q.tier] : ALL_TIERS,
      { ...q, ownerAccountId: auth.account.accountId },
      q,
    );
    return pageOut(q, await rows.anyRows(repos.repo, o, page), total);
  }

  function requireOwnerRole(auth: RequestContext, action: 'submit' | 'reject') {
    const from = action === 'submit' ? 'inhand' : 'submitted';
    const refusal = ASSET_ITEM_MACHINE.refusal(from, action, auth.userInfo);
    if (refusal) fail(ErrorCode.RA_NOT_ASSET_OWNER, refusal);
  }

  /** The named assets of any tier grouped by tier, each checked by `check` (missing ones refused). */
  async function byTierOf(repo: RiskAssessmentRepository, o: Opened, codes: readonly string[], check: (f: Found, code: string) => void) {
    const found = await repo.assets.findAnyTier(o.key, codes);
    const byTier: Partial<Record<AssetTier, string[]>> = {};
    for (const code of new Set(codes)) {
      const f = found.find((x) => x.assetCode === code);
      if (!f) fail(ErrorCode.RA_ASSET_NOT_FOUND, `资产 ${code} 不存在，或不属于该项目`);
      check(f!, code);
      (byTier[f!.tier] ??= []).push(code);
    }
    return byTier;
  }

  async function ownerUpdate(
    auth: RequestContext,
    body: {
      projectCode: string;
      tier: AssetTier;
      assetCode: string;
      importance?: number;
      confidentiality?: number;
      integrity?: number;
      availability?: number;
      description?: string;
    },
  ): Promise<AssetRow> {
    const o = await openCustomer(auth, body.projectCode);
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = await locked(repo, o);
      if (a.status !== 'combing') fail(ErrorCode.RA_STATUS_MOVE_REFUSED, '资产梳理已结束，不能再修改资产');
      const [found] = await repo.assets.briefByCodes(body.tier, o.key, [body.assetCode]);
      if (!found) fail(ErrorCode.RA_ASSET_NOT_FOUND);
      if (found.ownerAccountId !== auth.account.accountId) fail(ErrorCode.RA_NOT_ASSET_OWNER);
      if (found.state !== 'inhand') fail(ErrorCode.RA_ASSET_LOCKED);
      const common = {
        ...(body.description !== undefined ? { description: body.description } : {}),
        updatedBy: auth.account.accountId,
        updatedAt: now,
      };
      if (body.tier === 'business') {
        await repo.assets.update('business', o.key, body.assetCode, { ...common, ...(body.importance ? { importance: body.importance } : {}) });
        await kit.recomputeSystems(repo, o, a);
        return;
      }
      const cia = {
        ...(body.confidentiality ? { confidentiality: body.confidentiality } : {}),
        ...(body.integrity ? { integrity: body.integrity } : {}),
        ...(body.availability ? { availability: body.availability } : {}),
      };
      if (body.tier === 'system') {
        const [s] = await repo.assets.byCodes('system', o.key, [body.assetCode]);
        const next = { ...s, ...cia };
        await repo.assets.update('system', o.key, body.assetCode, {
          ...common,
          ...cia,
          value: systemValue(core.config(a), next, await kit.businessMap(repo, o, a)).value,
        });
      } else {
        const [u] = await repo.assets.byCodes('unit', o.key, [body.assetCode]);
        await repo.assets.update('unit', o.key, body.assetCode, { ...common, ...cia, value: unitValue(core.config(a), { ...u, ...cia }).value });
      }
    });
    const { rows: page } = await repos.repo.assets.anyPage(o.key, [body.tier], { keyword: body.assetCode }, { current: 1, pageSize: 5 });
    return (
      await rows.anyRows(
        repos.repo,
        o,
        page.filter((r) => r.assetCode === body.assetCode),
      )
    )[0];
  }

  async function ownerSubmit(auth: RequestContext, body: { projectCode: string; assetCodes?: string[] }): Promise<AssessmentInfo> {
    const o = await openCustomer(auth, body.projectCode);
    requireOwnerRole(auth, 'submit');
    const me = auth.account.accountId;
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = await locked(repo, o);
      if (a.status !== 'combing') fail(ErrorCode.RA_STATUS_MOVE_REFUSED, `资产评估当前为“${AssetAssessStatus.label(a.status)}”，不能提交资产`);
      if (!a.combingFinished) fail(ErrorCode.RA_COMBING_NOT_FINISHED);
      const byTier = body.assetCodes
        ? await byTierOf(repo, o, body.assetCodes, (f, code) => {
            if (f.ownerAccountId !== me) fail(ErrorCode.RA_NOT_ASSET_OWNER);
            if (f.state !== 'inhand') fail(ErrorCode.RA_ASSET_LOCKED, `资产 ${code} 已提交或已冻结`);
          })
        : null;
      let moved = 0;
      for (const tier of ALL_TIERS) {
        if (byTier && !byTier[tier]) continue;
        moved += (await repo.assets.moveItems(tier, o.key, { from: 'inhand', to: 'submitted', codes: byTier?.[tier], ownerAccountId: me, at: now }))
          .length;
      }
      if (moved === 0) fail(ErrorCode.RA_NOTHING_TO_SUBMIT);
      if ((await repo.assets.countInState(o.key, 'inhand')) === 0) await core.moveStatus(repo, o, auth, 'ASSETS_OWNER_SUBMIT');
    });
    return core.info(auth, body.projectCode);
  }

  async function ownerReject(auth: RequestContext, body: { projectCode: string; assetCodes: string[]; reason: string }): Promise<AssessmentInfo> {
    const o = await openCustomer(auth, body.projectCode);
    requireOwnerRole(auth, 'reject');
    if (!body.reason.trim()) fail(ErrorCode.RA_REJECT_REASON_REQUIRED);
    const me = auth.account.accountId;
    const lead = core.isOwnerLead(o, auth);
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = await locked(repo, o);
      if (a.status !== 'combing' && a.status !== 'assets-owner-submit')
        fail(ErrorCode.RA_STATUS_MOVE_REFUSED, `资产评估当前为“${AssetAssessStatus.label(a.status)}”，不能驳回资产`);
      const byTier = await byTierOf(repo, o, body.assetCodes, (f) => {
        if (f.ownerAccountId !== me && !lead) fail(ErrorCode.RA_NOT_ASSET_OWNER);
        if (f.state === 'freeze') fail(ErrorCode.RA_ASSET_LOCKED);
      });
      for (const [tier, codes] of Object.entries(byTier) as [AssetTier, string[]][]) {
        await repo.assets.moveItems(tier, o.key, { from: 'submitted', to: 'inhand', codes, rejectReason: body.reason, at: now });
        await repo.assets.moveItems(tier, o.key, { from: 'inhand', to: 'inhand', codes, rejectReason: body.reason, at: now });
      }
      const changes = { combingFinished: false, ownerRejectReason: body.reason, ownerRejectedBy: me, ownerRejectedAt: now };
      if (a.status === 'assets-owner-submit') await core.moveStatus(repo, o, auth, 'COMBING', { reason: body.reason, changes });
      else {
        await repo.assessments.update(o.key, { ...changes, updatedAt: now });
        await repo.assessments.addEvent(o.key, {
          action: 'ownerReject',
          label: '责任人驳回资产',
          stage: a.stage,
          status: a.status,
          actorAccountId: me,
          reason: body.reason,
          at: now,
        });
      }
    });
    await recordEvent(o, auth, `责任人驳回资产：${body.reason}`, now);
    return core.info(auth, body.projectCode);
  }

  async function ownerComplete(auth: RequestContext, body: { projectCode: string }): Promise<AssessmentInfo> {
    const o = await openCustomer(auth, body.projectCode);
    if (!core.isOwnerLead(o, auth)) fail(ErrorCode.RA_OWNER_LEAD_ONLY);
    const now = clock.now();
    await repos.transaction(async (repo) => {
      const a = await locked(repo, o);
      const statusRefusal = RA_STATUS_MACHINE.refusal(a.status, 'ASSETS_OWNER_FINISH', auth.userInfo);
      if (statusRefusal) fail(ErrorCode.RA_STATUS_MOVE_REFUSED, statusRefusal);
      const stageRefusal = RA_STAGE_MACHINE.refusal(a.stage, 'ownerComplete', auth.userInfo);
      if (stageRefusal) fail(ErrorCode.RA_STAGE_MOVE_REFUSED, stageRefusal);
      if ((await repo.assets.countNotInState(o.key, 'submitted')) > 0) fail(ErrorCode.RA_NOT_ALL_SUBMITTED);
      const stage = RA_STAGE_MACHINE.assertMove(a.stage, 'ownerComplete', auth.userInfo);
      await core.moveStatus(repo, o, auth, 'ASSETS_OWNER_FINISH', { stage });
      for (const tier of ALL_TIERS) await repo.assets.moveItems(tier, o.key, { from: 'submitted', to: 'freeze', at: now });
    });
    await recordEvent(o, auth, '客户责任人确认资产清单，进入威胁识别', now, 'identify');
    return core.info(auth, body.projectCode);
  }

  async function ownerDetailList(auth: RequestContext, query: { projectCode: string }): Promise<OwnerProgress[]> {
    const o = await core.open(auth, query.projectCode);
    const [progress, active] = await Promise.all([repos.repo.assets.ownerProgress(o.key), kit.activeOwners(o)]);
    // Active owners without assets yet are listed too (zero counts), after those with assets.
    const idle = active.filter((id) => !progress.some((r) => r.accountId === id)).sort();
    const all = [...progress, ...idle.map((accountId) => ({ accountId, total: 0, inhand: 0, submitted: 0, freeze: 0, rejected: 0 }))];
    const [name, urged] = await Promise.all([
      kit.namesOf(all.map((r) => r.accountId)),
      projectRegistry.lastUrges(
        o.facts.projectCode,
        all.map((r) => r.accountId),
      ),
    ]);
    return all.map((r) => ({ ...r, showName: name(r.accountId), lastUrgeAt: urged.get(r.accountId)?.toISOString() ?? null }));
  }

  return { ownerList, ownerUpdate, ownerSubmit, ownerReject, ownerComplete, ownerDetailList };
}
