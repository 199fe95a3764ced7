/**
 * Contracts of the risk assessment area (issue 14, GB/T 20984): the customer's executors identify
 * business, system and unit assets on /assetAssess/{projectCode}; the asset owners submit and
 * confirm them; the consultant identifies threats, assesses vulnerabilities, confirms existing
 * measures, computes the risks with domain/engines/risk, plans treatment and residual risk and
 * submits to the customer, who completes or rejects a stage; the report is a web page and a Word
 * document. Rules and state machines: domain/riskAssessment/rules.ts; design: docs/riskAssessment.md.
 *
 * Spec §7 "Asset assessment, under {token}": {token} is `/consulting/assets` (the spec leaves it
 * open; the area's other two calls live under /consulting/project/assets). All 40 spec calls are
 * here (getLastUrgeTime already belongs to consumerProjects); ours where the spec names no call:
 * threat/{list,save,delete,complete}, assess/{detail,complete}, stage/reject, import, export,
 * report/docx.
 *
 * Keys: `ra*`. Asset, threat, vulnerability, measure and risk codes are strings the server makes.
 */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { AssetCategory, AssetStage, AssetTier, UnitAssetType } from './enums';
import { RA_LIMITS, REJECTABLE_STAGES } from './rules';
import { text } from '../kernel/text';
import type { AnyContract } from '../kernel/contract';
import { defineContract, filterOf, PageQuery, pageOf } from '../kernel/contract';
import { BusinessOption } from '../products/contracts';
import {
  AssetListQuery,
  BusinessAssetInput,
  DeleteBody,
  ProjectBody,
  ProjectQuery,
  SystemAssetInput,
  UnitAssetInput,
  importance,
  keyword,
} from './contractInputs';
import { AssessProjectRow, AssessmentInfo, ImportResult, Level, OwnerProgress, code, codes, level, projectCode, tag } from './contractShapes';
import { AssetRow, BusinessAssetRow, SystemAssetRow, UnitAssetRow } from './registerShapes';

import { raConsultantCalls } from './consultantContracts';

export * from './contractShapes';
export * from './registerShapes';
export * from './contractInputs';
export * from './consultantContracts';

// ---- the assessment and its stages -------------------------------------------------------------------

export const raStatus = defineContract({
  method: 'GET',
  path: '/consulting/assets/owner/status',
  tag,
  summary: '评估状态：阶段、资产评估状态、各类计数、当前阶段未完成的事项、调用者可做的操作与历史（客户成员与交付顾问）',
  query: ProjectQuery,
  response: AssessmentInfo,
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raAssetsFinish = defineContract({
  method: 'POST',
  path: '/consulting/assets/assets/finish',
  tag,
  summary: '执行人或项目经理完成当前资产识别阶段：业务 → 系统 → 单元；单元阶段完成即把资产清单交责任人确认',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

export const raConsumerComplete = defineContract({
  method: 'POST',
  path: '/consulting/assets/assets/consumerComplete',
  tag,
  summary: '客户确认完成评估（ASSESS_COMPLETE）：评估状态 assess-complete，阶段 assets_progress_fin，报告定稿（客户项目经理或责任人）',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raStageReject = defineContract({
  method: 'POST',
  path: '/consulting/assets/stage/reject',
  tag,
  summary: '客户驳回顾问的一个阶段（脆弱性评估、已有安全措施、风险分析或残余风险），填写原因；阶段改为对应的驳回阶段，顾问可见原因',
  body: z.object({
    projectCode,
    stage: z.enum(REJECTABLE_STAGES, { error: '请选择要驳回的阶段' }),
    reason: text({ max: RA_LIMITS.reasonMax, required: '请填写驳回原因', multiline: true }),
  }),
  response: AssessmentInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raProjectList = defineContract({
  method: 'GET',
  path: '/consulting/project/assets/assessList',
  tag,
  summary: '风险评估项目列表：顾问看交付给自己的、渠道管理员看本渠道的、客户成员看本单位的；含阶段、状态与计数',
  query: PageQuery.extend({ stage: filterOf(AssetStage.schema), keyword }),
  response: pageOf(AssessProjectRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

// ---- business assets ------------------------------------------------------------------------------

export const raBusinessOptions = defineContract({
  method: 'GET',
  path: '/consulting/assets/businessAssets/options',
  tag,
  summary: '业务资产的字典：项目购买时产品版本的资产模板（biz_func … biz_region）；templateCode 为产品编号，须与项目一致',
  query: z.object({ projectCode, templateCode: filterOf(text({ max: 60 })) }),
  response: z.object({ templateCode: z.string(), version: z.number().int(), options: z.array(BusinessOption) }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raBusinessSave = defineContract({
  method: 'POST',
  path: '/consulting/assets/businessAssets/addOrUpdate',
  tag,
  summary: '新增或修改业务资产（执行人或项目经理，业务、系统、单元阶段内）：字典选项须在模板内，重要性按紧密关联调整',
  body: BusinessAssetInput,
  response: BusinessAssetRow,
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

export const raBusinessDelete = defineContract({
  method: 'POST',
  path: '/consulting/assets/businessAssets/delete',
  tag,
  summary: '删除业务资产（执行人或项目经理；仍被系统资产承载的不能删除）',
  body: DeleteBody,
  response: z.object({ deleted: z.number().int() }),
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

export const raBusinessList = defineContract({
  method: 'GET',
  path: '/consulting/assets/businessAssets/list',
  tag,
  summary: '业务资产（服务端分页）：按关键字、状态、责任人、重要性筛选',
  query: AssetListQuery,
  response: pageOf(BusinessAssetRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

// ---- system assets ----------------------------------------------------------------------------------

export const raSystemOptions = defineContract({
  method: 'GET',
  path: '/consulting/assets/systemAssets/options',
  tag,
  summary: '系统资产的字典（systemType、carryType、carryLevel、systemRelated、C/I/A）与可关联的业务资产',
  query: ProjectQuery,
  response: z.object({
    options: z.array(BusinessOption),
    businesses: z.array(z.object({ assetCode: z.string(), name: z.string(), importanceAdjusted: Level })),
  }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raSystemSave = defineContract({
  method: 'POST',
  path: '/consulting/assets/systemAssets/addOrUpdate',
  tag,
  summary: '新增或修改系统资产（执行人或项目经理，系统、单元阶段内）：价值由引擎按 C/I/A、承载与业务重要性计算',
  body: SystemAssetInput,
  response: SystemAssetRow,
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

export const raSystemDelete = defineContract({
  method: 'POST',
  path: '/consulting/assets/systemAssets/delete',
  tag,
  summary: '删除系统资产（执行人或项目经理；仍被单元资产关联的不能删除）',
  body: DeleteBody,
  response: z.object({ deleted: z.number().int() }),
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

export const raSystemList = defineContract({
  method: 'GET',
  path: '/consulting/assets/systemAssets/list',
  tag,
  summary: '系统资产（服务端分页）：按关键字、状态、责任人、价值、类别、所承载业务筛选',
  query: AssetListQuery.extend({ category: filterOf(AssetCategory.schema), businessCode: filterOf(text({ max: 60 })) }),
  response: pageOf(SystemAssetRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

// ---- unit assets --------------------------------------------------------------------------------------

export const raUnitBusinessWithSystem = defineContract({
  method: 'GET',
  path: '/consulting/assets/unitAssets/businessWithSystem',
  tag,
  summary: '业务与其系统资产的树（单元资产关联系统资产时选择）；未关联业务的系统资产单列',
  query: ProjectQuery,
  response: z.object({
    businesses: z.array(
      z.object({ assetCode: z.string(), name: z.string(), systems: z.array(z.object({ assetCode: z.string(), name: z.string(), value: Level })) }),
    ),
    unlinked: z.array(z.object({ assetCode: z.string(), name: z.string(), value: Level })),
  }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raUnitModuleList = defineContract({
  method: 'GET',
  path: '/consulting/assets/unitAssets/moduleList',
  tag,
  summary: '单元资产的四种类型（系统单元、系统组件、人力资源、其他资产）及子类与数量',
  query: ProjectQuery,
  response: z.array(
    z.object({
      unitType: UnitAssetType.schema,
      label: z.string(),
      category: AssetCategory.schema,
      subTypes: z.array(z.string()),
      count: z.number().int(),
    }),
  ),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raUnitList = defineContract({
  method: 'GET',
  path: '/consulting/assets/unitAssets/list',
  tag,
  summary: '单元资产（服务端分页）：按类型、类别、价值、关联系统资产、状态、责任人、关键字筛选',
  query: AssetListQuery.extend({
    unitType: filterOf(UnitAssetType.schema),
    category: filterOf(AssetCategory.schema),
    systemCode: filterOf(text({ max: 60 })),
  }),
  response: pageOf(UnitAssetRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raUnitListByCategory = defineContract({
  method: 'GET',
  path: '/consulting/assets/unitAssets/listByCategory',
  tag,
  summary: '按资产类别（数据、软件、实物、服务、人员、其他）与重要性查看系统资产和单元资产：各类数量与一页资产',
  query: PageQuery.extend({ projectCode, category: filterOf(AssetCategory.schema), importance, keyword }),
  response: z.object({
    categories: z.array(z.object({ category: AssetCategory.schema, label: z.string(), count: z.number().int() })),
    importance: z.array(z.object({ level: Level, label: z.string(), count: z.number().int() })),
    page: pageOf(AssetRow),
  }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raUnitDelete = defineContract({
  method: 'POST',
  path: '/consulting/assets/unitAssets/delete',
  tag,
  summary: '删除单元资产（执行人或项目经理，单元阶段内）',
  body: DeleteBody,
  response: z.object({ deleted: z.number().int() }),
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

export const raUnitSave = defineContract({
  method: 'POST',
  path: '/consulting/assets/unitAssets/update',
  tag,
  summary: '新增或修改单元资产（执行人或项目经理，单元阶段内）：价值由引擎按 C/I/A 计算',
  body: UnitAssetInput,
  response: UnitAssetRow,
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

// ---- all assets, Excel ----------------------------------------------------------------------------

export const raAssetList = defineContract({
  method: 'GET',
  path: '/consulting/assets/assets/list',
  tag,
  summary: '全部资产（三个层级，服务端分页）：按层级、类别、状态、责任人、价值、关键字筛选',
  query: AssetListQuery.extend({ tier: filterOf(AssetTier.schema), category: filterOf(AssetCategory.schema) }),
  response: pageOf(AssetRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raImport = defineContract({
  method: 'POST',
  path: '/consulting/assets/import',
  tag,
  summary: '从 Excel 导入一类资产（执行人或项目经理；multipart：file）：逐行检查，任何一行有错则不保存，返回行号、列与原因',
  multipart: true,
  fileFields: ['file'],
  body: z.object({ projectCode, tier: AssetTier.schema }),
  response: ImportResult,
  access: 'customerMember',
  timeout: TIMEOUTS.fileImport,
});

export const raExport = defineContract({
  method: 'GET',
  path: '/consulting/assets/export',
  tag,
  summary: '导出一类资产为 Excel（template=true 时为空白导入模板，含字典说明）',
  query: z.object({ projectCode, tier: AssetTier.schema, template: filterOf(z.enum(['true', 'false'])) }),
  response: z.unknown(),
  access: 'projectReportReader',
  timeout: TIMEOUTS.none,
  download: true,
});

// ---- owners --------------------------------------------------------------------------------------------

export const raOwnerList = defineContract({
  method: 'GET',
  path: '/consulting/assets/owner/list',
  tag,
  summary: '我负责的资产（三个层级，服务端分页），按层级与状态筛选',
  query: AssetListQuery.omit({ ownerAccountId: true }).extend({ tier: filterOf(AssetTier.schema) }),
  response: pageOf(AssetRow),
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raOwnerUpdate = defineContract({
  method: 'POST',
  path: '/consulting/assets/owner/update',
  tag,
  summary: '责任人修正自己负责的资产的赋值（业务重要性或 C/I/A）与说明（资产梳理中、未提交时）',
  body: z.object({
    projectCode,
    tier: AssetTier.schema,
    assetCode: code('资产'),
    importance: level('业务重要性').optional(),
    confidentiality: level('保密性').optional(),
    integrity: level('完整性').optional(),
    availability: level('可用性').optional(),
    description: text({ max: RA_LIMITS.textMax, multiline: true }).optional(),
  }),
  response: AssetRow,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raOwnerSubmit = defineContract({
  method: 'POST',
  path: '/consulting/assets/owner/submit',
  tag,
  summary: '责任人提交自己负责的资产（不指定则全部）；最后一项提交后评估状态为 assets-owner-submit（ASSETS_OWNER_SUBMIT）',
  body: z.object({ projectCode, assetCodes: codes('资产').optional() }),
  response: AssessmentInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raOwnerReject = defineContract({
  method: 'POST',
  path: '/consulting/assets/owner/reject',
  tag,
  summary: '责任人驳回资产到梳理中（COMBING），填写原因；执行人修改后重新完成梳理',
  body: z.object({ projectCode, assetCodes: codes('资产'), reason: text({ max: RA_LIMITS.reasonMax, required: '请填写驳回原因', multiline: true }) }),
  response: AssessmentInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raOwnerComplete = defineContract({
  method: 'POST',
  path: '/consulting/assets/owner/complete',
  tag,
  summary: '项目的客户责任人确认资产清单（ASSETS_OWNER_FINISH）：资产冻结，顾问开始威胁识别',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'canReadInterface',
  timeout: TIMEOUTS.default,
});

export const raOwnerDetailList = defineContract({
  method: 'GET',
  path: '/consulting/assets/assets/ownerDetailList',
  tag,
  summary: '各责任人的资产进度（梳理中、已提交、已冻结、被驳回）与最近催办时间',
  query: ProjectQuery,
  response: z.array(OwnerProgress),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const riskAssessmentContracts = {
  raStatus,
  raAssetsFinish,
  raConsumerComplete,
  raStageReject,
  raProjectList,
  raBusinessOptions,
  raBusinessSave,
  raBusinessDelete,
  raBusinessList,
  raSystemOptions,
  raSystemSave,
  raSystemDelete,
  raSystemList,
  raUnitBusinessWithSystem,
  raUnitModuleList,
  raUnitList,
  raUnitListByCategory,
  raUnitDelete,
  raUnitSave,
  raAssetList,
  raImport,
  raExport,
  raOwnerList,
  raOwnerUpdate,
  raOwnerSubmit,
  raOwnerReject,
  raOwnerComplete,
  raOwnerDetailList,
  ...raConsultantCalls,
} as const satisfies Record<string, AnyContract>;
