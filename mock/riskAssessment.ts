/**
 * Dev mocks of domain/api/riskAssessment.ts (issue 14, GB/T 20984), answering from the in-memory
 * assessments (mock/lib/riskAssessmentStore.ts, the server's demo rows) and projects
 * (mock/lib/projectStore.ts). Like the server: every call passes the access decision of
 * domain/contractAccess.ts, inputs go through the contract's schema (parseOr), a customer member
 * opens its own tenant's projects and the delivering side those it delivers (a buying channel only
 * reads), the stage and status moves are RA_STAGE_MACHINE / RA_STATUS_MACHINE with the rules of
 * domain/riskAssessment.ts, the stage bar is domain/riskAssessmentViews.ts and every figure
 * domain/riskAssessmentCompute.ts. Here: the stage bar, the customer's stage moves, the project
 * list, the owners and the report; assets in mock/lib/riskAssessmentAssets.ts, the consultant's
 * work in mock/lib/riskAssessmentConsultant.ts. Differences, said plainly: Excel import answers
 * "not supported" (nothing saved), the Excel export is a CSV; the Word report is the server's own
 * builder (server/modules/riskAssessment/reportDocx.ts, pure); the people are the demo accounts.
 */
import { riskAssessmentContracts as c, type AssessProjectRow } from '../domain/api/riskAssessment';
import { AssetAssessStatus, AssetCategory, AssetItemState, AssetTier, UnitAssetType } from '../domain/enums';
import { ErrorCode, ok } from '../domain/errors';
import { deliveryRelation } from '../domain/projectDelivery';
import { ASSET_ITEM_MACHINE, RA_STAGE_MACHINE, REJECT_ACTION, stageFinishProblems, tierEditRefusal } from '../domain/riskAssessment';
import { systemValue, unitValue, businessValues } from '../domain/riskAssessmentCompute';
import { csv } from './lib/csv';
import {
  contractKey,
  guardedSession,
  latestFirst,
  type MockAnswer,
  type MockCaller,
  type MockDownloadHandler,
  type MockFile,
  type MockHandler,
  pageOf,
  parseOr,
  toUmiMocks,
} from './lib/handler';
import { projectStore } from './lib/projectStore';
import { listed, reading } from './lib/riskAssessmentAssetKit';
import { raAssetHandlers } from './lib/riskAssessmentAssets';
import { raConsultantHandlers } from './lib/riskAssessmentConsultant';
import { buildRiskReportDocx, DOCX_CONTENT_TYPE, riskReportFileName } from '../server/modules/riskAssessment/reportDocx';
import { reportOf } from './lib/riskAssessmentReport';
import { type RaAssetBase, raStore } from './lib/riskAssessmentStore';
import { companyNameOf } from '../domain/riskAssessmentViews';
import {
  assetRows,
  configOf,
  countsOf,
  customerRefusal,
  type Fail,
  failure,
  infoOf,
  isOwnerLead,
  me,
  moveStage,
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
} from './lib/riskAssessmentViews';

/** A customer's move on the assessment: its own open project. */
function customer(caller: MockCaller, projectCode: string): Opened | Fail {
  const o = openFor(caller, projectCode);
  if ('failure' in o) return o;
  return customerRefusal(o) ?? o;
}

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

const answerInfo = (o: Opened, caller: MockCaller, refused: Fail | null): MockAnswer => refused?.failure ?? { envelope: ok(infoOf(o, caller)) };

export const riskAssessmentMockHandlers: Record<string, MockHandler> = {
  [contractKey(c.raStatus)]: guardedSession(c.raStatus, ({ query, caller }) => {
    const parsed = parseOr(c.raStatus.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const o = openFor(caller, parsed.value.projectCode);
    return 'failure' in o ? o.failure : { envelope: ok(infoOf(o, caller)) };
  }),

  [contractKey(c.raAssetsFinish)]: guardedSession(c.raAssetsFinish, ({ body, caller }) => {
    const parsed = parseOr(c.raAssetsFinish.body, body);
    if ('failure' in parsed) return parsed.failure;
    const o = customer(caller, parsed.value.projectCode);
    if ('failure' in o) return o.failure;
    const { a } = o;
    if (a.status !== 'combing' || !['business', 'system', 'unit'].includes(a.stage))
      return refuse(ErrorCode.RA_STAGE_MOVE_REFUSED, tierEditRefusal(a, 'business') ?? undefined);
    if (a.combingFinished) return refuse(ErrorCode.RA_STAGE_MOVE_REFUSED, '资产清单已提交责任人确认，需责任人驳回后才能再次提交');
    const problems = stageFinishProblems(a.stage, countsOf(rowsOf(a)));
    if (problems.length) return refuse(ErrorCode.RA_STAGE_INCOMPLETE, problems.join('；'));
    if (a.stage === 'unit') {
      a.combingFinished = true;
      record(o, caller, 'handover', '完成资产梳理，提交责任人');
      timeline(o, caller, '执行人完成资产梳理，提交责任人确认');
      return answerInfo(o, caller, null);
    }
    return answerInfo(o, caller, moveStage(o, caller, a.stage === 'business' ? 'finishBusiness' : 'finishSystem'));
  }),

  [contractKey(c.raConsumerComplete)]: guardedSession(c.raConsumerComplete, ({ body, caller }) => {
    const parsed = parseOr(c.raConsumerComplete.body, body);
    if ('failure' in parsed) return parsed.failure;
    const o = customer(caller, parsed.value.projectCode);
    if ('failure' in o) return o.failure;
    const refused = statusRefusal(o, caller, 'ASSESS_COMPLETE');
    if (refused) return refused.failure;
    const moved = moveStage(o, caller, 'consumerComplete', '', 'assess-complete');
    if (!moved) {
      o.a.completedAt = new Date();
      timeline(o, caller, '客户确认完成风险评估');
    }
    return answerInfo(o, caller, moved);
  }),

  [contractKey(c.raStageReject)]: guardedSession(c.raStageReject, ({ body, caller }) => {
    const parsed = parseOr(c.raStageReject.body, body);
    if ('failure' in parsed) return parsed.failure;
    const { stage, reason } = parsed.value;
    const o = customer(caller, parsed.value.projectCode);
    if ('failure' in o) return o.failure;
    if (!reason.trim()) return refuse(ErrorCode.RA_REJECT_REASON_REQUIRED);
    const refused = statusRefusal(o, caller, 'REJECT_STAGE');
    if (refused) return refused.failure;
    const moved = moveStage(o, caller, REJECT_ACTION[stage], reason, 'assets-owner-finish');
    if (moved) return moved.failure;
    Object.assign(o.a, { rejectStage: stage, rejectReason: reason, rejectedBy: me(caller), rejectedAt: new Date() });
    timeline(o, caller, `客户${RA_STAGE_MACHINE.moves.find((m) => m.action === REJECT_ACTION[stage])?.label}：${reason}`);
    return answerInfo(o, caller, null);
  }),

  [contractKey(c.raProjectList)]: guardedSession(c.raProjectList, ({ query, caller }) => {
    const parsed = parseOr(c.raProjectList.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const q = parsed.value;
    const store = projectStore();
    const isCustomer = caller.user.tenantDTO?.type === 'customer';
    const keyword = q.keyword?.toLowerCase();
    const rows: AssessProjectRow[] = [];
    // Like the server: the assessments that exist (created when a project is first opened), their project not withdrawn.
    for (const a of raStore().assessments) {
      const project = store.projects.find((p) => p.projectCode === a.projectCode);
      const group = project && store.groups.find((g) => g.groupCode === project.groupCode);
      if (!project || !group || group.status !== 'active') continue;
      const visible = isCustomer
        ? project.customerTenantCode === caller.account?.tenantCode
        : deliveryRelation(project, { accountId: me(caller), tenantCode: caller.account?.tenantCode ?? '', subject: caller.user }) !== 'none';
      if (!visible) continue;
      const projectRows = rowsOf(a);
      const counts = countsOf(projectRows);
      rows.push({
        projectCode: project.projectCode,
        projectName: project.name,
        groupCode: project.groupCode,
        customerName: companyNameOf(project.svipData),
        consultantName: nameOf(project.consultantAccountId),
        stage: a.stage,
        status: a.status,
        method: a.method,
        counts: {
          business: counts.business,
          system: counts.system,
          unit: counts.unit,
          risks: counts.risks,
          highRisks: projectRows.risks.filter((r) => r.level >= 4).length,
        },
        updatedAt: a.updatedAt.toISOString(),
      });
    }
    const matched = rows
      .filter(
        (r) =>
          (!q.stage || r.stage === q.stage) &&
          (!keyword || [r.projectCode, r.projectName, r.groupCode, r.customerName].some((x) => x.toLowerCase().includes(keyword))),
      )
      .sort((x, y) => y.updatedAt.localeCompare(x.updatedAt) || x.projectCode.localeCompare(y.projectCode));
    return { envelope: ok(pageOf(matched, q)) };
  }),

  ...raAssetHandlers,

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

  ...raConsultantHandlers,

  [contractKey(c.raReport)]: guardedSession(c.raReport, ({ query, caller }) => {
    const parsed = parseOr(c.raReport.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    if (!found.o.a.computedAt) return refuse(ErrorCode.RA_REPORT_NOT_READY);
    return { envelope: ok(reportOf(found.o, found.rows)) };
  }),
};

const EXPORT_COLUMNS: Record<AssetTier, string[]> = {
  business: ['资产编号', '业务资产名称', '说明', '业务重要性', '调整后重要性', '关联业务', '责任人', '状态'],
  system: [
    '资产编号',
    '系统资产名称',
    '说明',
    '类别',
    '系统资产类型',
    '业务承载程度',
    '资产关联程度',
    '保密性',
    '完整性',
    '可用性',
    '承载业务',
    '资产价值',
    '责任人',
    '状态',
  ],
  unit: ['资产编号', '单元资产名称', '说明', '类型', '子类', '类别', '保密性', '完整性', '可用性', '关联系统资产', '资产价值', '责任人', '状态'],
};

export const riskAssessmentMockDownloads: Record<string, MockDownloadHandler> = {
  [contractKey(c.raExport)]: guardedSession<MockAnswer | MockFile>(c.raExport, ({ query, caller }) => {
    const parsed = parseOr(c.raExport.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const { tier, template } = parsed.value;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    const { o, rows } = found;
    const name = `${AssetTier.label(tier)}-${o.project.name}${template === 'true' ? '-导入模板' : ''}.csv`;
    if (template === 'true')
      return csv(
        name,
        EXPORT_COLUMNS[tier].filter((h) => !['资产编号', '调整后重要性', '资产价值', '状态'].includes(h)),
        [],
      );
    const values = businessValues(configOf(o.a), rows.businesses);
    const state = (s: string) => AssetItemState.label(s as never);
    const body =
      tier === 'business'
        ? rows.businesses.map((b) => [
            b.assetCode,
            b.name,
            b.description,
            b.importance,
            values.get(b.assetCode)?.adjusted,
            b.associations.map((x) => x.assetCode).join('、'),
            nameOf(b.ownerAccountId),
            state(b.state),
          ])
        : tier === 'system'
          ? rows.systems.map((s) => [
              s.assetCode,
              s.name,
              s.description,
              AssetCategory.label(s.category),
              s.systemType,
              s.carryLevel,
              s.systemRelated ?? '',
              s.confidentiality,
              s.integrity,
              s.availability,
              s.businessCodes.join('、'),
              s.value,
              nameOf(s.ownerAccountId),
              state(s.state),
            ])
          : rows.units.map((u) => [
              u.assetCode,
              u.name,
              u.description,
              UnitAssetType.label(u.unitType),
              u.subType,
              AssetCategory.label(u.category),
              u.confidentiality,
              u.integrity,
              u.availability,
              u.systemCodes.join('、'),
              u.value,
              nameOf(u.ownerAccountId),
              state(u.state),
            ]);
    return csv(name, EXPORT_COLUMNS[tier], body);
  }),

  [contractKey(c.raReportDocx)]: guardedSession<MockAnswer | MockFile>(c.raReportDocx, ({ query, caller }) => {
    const parsed = parseOr(c.raReportDocx.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const found = reading(caller, parsed.value.projectCode);
    if ('failure' in found) return found.failure;
    if (!found.o.a.computedAt) return refuse(ErrorCode.RA_REPORT_NOT_READY);
    const report = reportOf(found.o, found.rows);
    return { file: { fileName: riskReportFileName(report), contentType: DOCX_CONTENT_TYPE, body: buildRiskReportDocx(report) } };
  }),
};

export default toUmiMocks(riskAssessmentMockHandlers, riskAssessmentMockDownloads);
