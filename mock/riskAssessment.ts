/**
 * Dev mocks of domain/riskAssessment/contracts.ts (issue 14, GB/T 20984), answering from the in-memory
 * assessments (mock/lib/riskAssessmentStore.ts, the server's demo rows) and projects
 * (mock/lib/projectStore.ts). Like the server: every call passes the access decision of
 * domain/kernel/contractAccess.ts, inputs go through the contract's schema (parseOr), a customer member
 * opens its own tenant's projects and the delivering side those it delivers (a buying channel only
 * reads), the stage and status moves are RA_STAGE_MACHINE / RA_STATUS_MACHINE with the rules of
 * domain/riskAssessment/rules.ts, the stage bar is domain/riskAssessment/views.ts and every figure
 * domain/riskAssessment/compute.ts. Here: the stage bar, the customer's stage moves, the project
 * list and the report; the owners in mock/lib/riskAssessmentOwners.ts, assets in mock/lib/riskAssessmentAssets.ts, the consultant's
 * work in mock/lib/riskAssessmentConsultant.ts. Differences, said plainly: Excel import answers
 * "not supported" (nothing saved), the Excel export is a CSV; the Word report is the server's own
 * builder (server/modules/riskAssessment/reportDocx.ts, pure); the people are the demo accounts.
 */
import { riskAssessmentContracts as c, type AssessProjectRow } from '../domain/riskAssessment/contracts';
import { AssetCategory, AssetItemState, AssetTier, UnitAssetType } from '../domain/enums';
import { ErrorCode, ok } from '../domain/errors';
import { deliveryRelation } from '../domain/projects/delivery';
import { RA_STAGE_MACHINE, REJECT_ACTION, stageFinishProblems, tierEditRefusal } from '../domain/riskAssessment/rules';
import { businessValues } from '../domain/riskAssessment/compute';
import { csv } from './lib/csv';
import {
  contractKey,
  guardedSession,
  type MockAnswer,
  type MockDownloadHandler,
  type MockFile,
  type MockHandler,
  pageOf,
  parseOr,
  toUmiMocks,
} from './lib/handler';
import { projectStore } from './lib/projectStore';
import { reading } from './lib/riskAssessmentAssetKit';
import { raAssetHandlers } from './lib/riskAssessmentAssets';
import { raConsultantHandlers } from './lib/riskAssessmentConsultant';
import { raOwnerHandlers } from './lib/riskAssessmentOwners';
import { buildRiskReportDocx, DOCX_CONTENT_TYPE, riskReportFileName } from '../server/modules/riskAssessment/reportDocx';
import { reportOf } from './lib/riskAssessmentReport';
import { raStore } from './lib/riskAssessmentStore';
import { companyNameOf } from '../domain/riskAssessment/views';
import {
  configOf,
  countsOf,
  infoOf,
  me,
  moveStage,
  nameOf,
  openFor,
  record,
  refuse,
  rowsOf,
  statusRefusal,
  timeline,
  answerInfo,
  customer,
} from './lib/riskAssessmentViews';

export const riskAssessmentMockHandlers: Record<string, MockHandler> = {
  ...raOwnerHandlers,
  ...raConsultantHandlers,
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
