/**
 * The asset owners' part of the risk assessment mocks (issue 14), spread into mock/riskAssessment.ts:
 * an owner lists, corrects, submits and sends back their own assets, the project's customer owner
 * completes the inventory, and the PM sees each owner's progress — like the server's owner routes.
 */
import { riskAssessmentContracts as c } from '../../domain/riskAssessment/contracts';
import { AssetAssessStatus } from '../../domain/enums';
import { ErrorCode, ok } from '../../domain/errors';
import { ASSET_ITEM_MACHINE, RA_STAGE_MACHINE } from '../../domain/riskAssessment/rules';
import { systemValue, unitValue, businessValues } from '../../domain/riskAssessment/compute';
import { contractKey, guardedSession, latestFirst, type MockCaller, type MockHandler, pageOf, parseOr } from './handler';
import { projectStore } from './projectStore';
import { listed } from './riskAssessmentAssetKit';
import type { RaAssetBase } from './riskAssessmentStore';
import {
  assetRows,
  configOf,
  countsOf,
  type Fail,
  failure,
  isOwnerLead,
  me,
  moveStatus,
  nameOf,
  type Opened,
  openFor,
  ownersOf,
  record,
  recomputeSystemValues,
  refuse,
  rowsOf,
  statusRefusal,
  timeline,
  answerInfo,
  customer,
} from './riskAssessmentViews';

/** An owner's work on assets: the customer's project and the consumer-owner role (ASSET_ITEM_MACHINE's mover). */
function owning(caller: MockCaller, projectCode: string, action: 'submit' | 'reject'): Opened | Fail {
  const o = customer(caller, projectCode);
  if ('failure' in o) return o;
  const refusal = ASSET_ITEM_MACHINE.refusal(action === 'submit' ? 'inhand' : 'submitted', action, caller.user);
  return refusal ? failure(ErrorCode.RA_NOT_ASSET_OWNER, refusal) : o;
}

const allAssets = (o: Opened): RaAssetBase[] => {
  const rows = rowsOf(o.a);
  return [...rows.businesses, ...rows.systems, ...rows.units];
};

/** The named assets, each the caller's own. */
function ownAssets(o: Opened, caller: MockCaller, codes: readonly string[], anyOwner = false): RaAssetBase[] | Fail {
  const assets = allAssets(o);
  const picked: RaAssetBase[] = [];
  for (const code of new Set(codes)) {
    const asset = assets.find((x) => x.assetCode === code);
    if (!asset) return failure(ErrorCode.RA_ASSET_NOT_FOUND, `资产 ${code} 不存在，或不属于该项目`);
    if (asset.ownerAccountId !== me(caller) && !anyOwner) return failure(ErrorCode.RA_NOT_ASSET_OWNER);
    picked.push(asset);
  }
  return picked;
}

export const raOwnerHandlers: Record<string, MockHandler> = {
  [contractKey(c.raOwnerList)]: guardedSession(c.raOwnerList, ({ query, caller }) => {
    const parsed = parseOr(c.raOwnerList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const o = customer(caller, q.projectCode);
    if ('failure' in o) return o.failure;
    const rows = listed(assetRows(o.a, rowsOf(o.a)), { ...q, ownerAccountId: me(caller) }, (r) => r.value).filter(
      (r) => !q.tier || r.tier === q.tier,
    );
    return { envelope: ok(pageOf(rows, q)) };
  }),

  [contractKey(c.raOwnerUpdate)]: guardedSession(c.raOwnerUpdate, ({ body, caller }) => {
    const parsed = parseOr(c.raOwnerUpdate.body, body);
    if ('failure' in parsed) return parsed.failure;
    const b = parsed.value;
    const o = customer(caller, b.projectCode);
    if ('failure' in o) return o.failure;
    if (o.a.status !== 'combing') return refuse(ErrorCode.RA_STATUS_MOVE_REFUSED, '资产梳理已结束，不能再修改资产');
    const rows = rowsOf(o.a);
    const asset = (b.tier === 'business' ? rows.businesses : b.tier === 'system' ? rows.systems : rows.units).find(
      (x) => x.assetCode === b.assetCode,
    );
    if (!asset) return refuse(ErrorCode.RA_ASSET_NOT_FOUND);
    if (asset.ownerAccountId !== me(caller)) return refuse(ErrorCode.RA_NOT_ASSET_OWNER);
    if (asset.state !== 'inhand') return refuse(ErrorCode.RA_ASSET_LOCKED);
    const cia = { confidentiality: b.confidentiality, integrity: b.integrity, availability: b.availability };
    const changes = Object.fromEntries(Object.entries(b.tier === 'business' ? { importance: b.importance } : cia).filter(([, v]) => v !== undefined));
    Object.assign(asset, changes, b.description === undefined ? {} : { description: b.description }, {
      updatedBy: me(caller),
      updatedAt: new Date(),
    });
    const config = configOf(o.a);
    if (b.tier === 'business') recomputeSystemValues(o.a);
    else if (b.tier === 'system') Object.assign(asset, { value: systemValue(config, asset as never, businessValues(config, rows.businesses)).value });
    else Object.assign(asset, { value: unitValue(config, asset as never).value });
    return { envelope: ok(assetRows(o.a, rowsOf(o.a)).find((x) => x.assetCode === asset.assetCode)!) };
  }),

  [contractKey(c.raOwnerSubmit)]: guardedSession(c.raOwnerSubmit, ({ body, caller }) => {
    const parsed = parseOr(c.raOwnerSubmit.body, body);
    if ('failure' in parsed) return parsed.failure;
    const o = owning(caller, parsed.value.projectCode, 'submit');
    if ('failure' in o) return o.failure;
    if (o.a.status !== 'combing')
      return refuse(ErrorCode.RA_STATUS_MOVE_REFUSED, `资产评估当前为“${AssetAssessStatus.label(o.a.status)}”，不能提交资产`);
    if (!o.a.combingFinished) return refuse(ErrorCode.RA_COMBING_NOT_FINISHED);
    const named = parsed.value.assetCodes
      ? ownAssets(o, caller, parsed.value.assetCodes)
      : allAssets(o).filter((x) => x.ownerAccountId === me(caller) && x.state === 'inhand');
    if ('failure' in named) return named.failure;
    const locked = named.find((x) => x.state !== 'inhand');
    if (locked) return refuse(ErrorCode.RA_ASSET_LOCKED, `资产 ${locked.assetCode} 已提交或已冻结`);
    if (named.length === 0) return refuse(ErrorCode.RA_NOTHING_TO_SUBMIT);
    const now = new Date();
    for (const x of named) Object.assign(x, { state: 'submitted', rejectReason: '', updatedBy: me(caller), updatedAt: now });
    const left = countsOf(rowsOf(o.a)).inhand;
    return answerInfo(o, caller, left === 0 ? moveStatus(o, caller, 'ASSETS_OWNER_SUBMIT') : null);
  }),

  [contractKey(c.raOwnerReject)]: guardedSession(c.raOwnerReject, ({ body, caller }) => {
    const parsed = parseOr(c.raOwnerReject.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { reason } = parsed.value;
    const o = owning(caller, parsed.value.projectCode, 'reject');
    if ('failure' in o) return o.failure;
    if (!reason.trim()) return refuse(ErrorCode.RA_REJECT_REASON_REQUIRED);
    if (o.a.status !== 'combing' && o.a.status !== 'assets-owner-submit')
      return refuse(ErrorCode.RA_STATUS_MOVE_REFUSED, `资产评估当前为“${AssetAssessStatus.label(o.a.status)}”，不能驳回资产`);
    // The project's customer owner may send back any asset; an owner only their own.
    const named = ownAssets(o, caller, parsed.value.assetCodes, isOwnerLead(o, caller));
    if ('failure' in named) return named.failure;
    const frozen = named.find((x) => x.state === 'freeze');
    if (frozen) return refuse(ErrorCode.RA_ASSET_LOCKED);
    if (o.a.status === 'assets-owner-submit') {
      const refused = moveStatus(o, caller, 'COMBING', undefined, reason);
      if (refused) return refused.failure;
    } else record(o, caller, 'ownerReject', '责任人驳回资产', reason);
    const now = new Date();
    for (const x of named) Object.assign(x, { state: 'inhand', rejectReason: reason, updatedAt: now });
    Object.assign(o.a, { combingFinished: false, ownerRejectReason: reason, ownerRejectedBy: me(caller), ownerRejectedAt: now });
    timeline(o, caller, `责任人驳回资产：${reason}`);
    return answerInfo(o, caller, null);
  }),

  [contractKey(c.raOwnerComplete)]: guardedSession(c.raOwnerComplete, ({ body, caller }) => {
    const parsed = parseOr(c.raOwnerComplete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const o = customer(caller, parsed.value.projectCode);
    if ('failure' in o) return o.failure;
    if (!isOwnerLead(o, caller)) return refuse(ErrorCode.RA_OWNER_LEAD_ONLY);
    const refused = statusRefusal(o, caller, 'ASSETS_OWNER_FINISH');
    if (refused) return refused.failure;
    const stageRefusal = RA_STAGE_MACHINE.refusal(o.a.stage, 'ownerComplete', caller.user);
    if (stageRefusal) return refuse(ErrorCode.RA_STAGE_MOVE_REFUSED, stageRefusal);
    if (allAssets(o).some((x) => x.state !== 'submitted')) return refuse(ErrorCode.RA_NOT_ALL_SUBMITTED);
    const moved = moveStatus(o, caller, 'ASSETS_OWNER_FINISH', RA_STAGE_MACHINE.assertMove(o.a.stage, 'ownerComplete', caller.user));
    if (moved) return moved.failure;
    const now = new Date();
    for (const x of allAssets(o)) Object.assign(x, { state: 'freeze', updatedAt: now });
    timeline(o, caller, '客户责任人确认资产清单，进入威胁识别');
    return answerInfo(o, caller, null);
  }),

  [contractKey(c.raOwnerDetailList)]: guardedSession(c.raOwnerDetailList, ({ query, caller }) => {
    const parsed = parseOr(c.raOwnerDetailList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const o = openFor(caller, parsed.value.projectCode);
    if ('failure' in o) return o.failure;
    const assets = allAssets(o);
    const ids = [
      ...new Set([...ownersOf(o.project.customerTenantCode).map((p) => p.accountId), ...assets.map((x) => x.ownerAccountId ?? '')]),
    ].filter(Boolean);
    const urges = projectStore().urges.filter((u) => u.projectCode === o.project.projectCode && u.urgeType === 'assets_urge');
    return {
      envelope: ok(
        ids.map((accountId) => {
          const own = assets.filter((x) => x.ownerAccountId === accountId);
          const [last] = latestFirst(
            urges.filter((u) => u.targetAccountId === accountId),
            (u) => u.at,
          );
          return {
            accountId,
            showName: nameOf(accountId),
            total: own.length,
            inhand: own.filter((x) => x.state === 'inhand').length,
            submitted: own.filter((x) => x.state === 'submitted').length,
            freeze: own.filter((x) => x.state === 'freeze').length,
            rejected: own.filter((x) => x.state === 'inhand' && x.rejectReason).length,
            lastUrgeAt: last?.at ?? null,
          };
        }),
      ),
    };
  }),
};
