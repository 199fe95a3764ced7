/** Contracts of the risk assessment, the consultant's part (issue 14): threats, vulnerabilities, measures, risks, treatment, residual risk, the report. Shapes: ./riskAssessmentShapes.ts. */
import { z } from 'zod';
import { TIMEOUTS } from '../kernel/constants';
import { AssetCategory, AssessmentFilter, VulnerabilityLayer } from './enums';
import { ControlType, RiskMethod } from '../engines/risk/labels';
import { RA_LIMITS } from './rules';
import { text } from '../kernel/text';
import type { AnyContract } from '../kernel/contract';
import { defineContract, filterOf, PageQuery, pageOf } from '../kernel/contract';
import { ControlInput, ProjectBody, ProjectQuery, RiskListQuery, ThreatInput, VulnerabilityInput, importance, keyword } from './contractInputs';
import { AssessmentInfo, code, codes, projectCode, tag } from './contractShapes';
import { AssessAssetRow, ControlRow, RiskReport, RiskRow, ThreatRow, Treatment, VulnerabilityRow } from './registerShapes';

// ---- threats (identify) ------------------------------------------------------------------------------

export const raThreatList = defineContract({
  method: 'GET',
  path: '/consulting/assets/threat/list',
  tag,
  summary: '项目的威胁清单：类别、来源、行为能力、频率、时机与引擎计算的威胁赋值',
  query: ProjectQuery,
  response: z.array(ThreatRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raThreatSave = defineContract({
  method: 'POST',
  path: '/consulting/assets/threat/save',
  tag,
  summary: '新增或修改威胁（顾问，威胁识别与脆弱性评估阶段）',
  body: ThreatInput,
  response: ThreatRow,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raThreatDelete = defineContract({
  method: 'POST',
  path: '/consulting/assets/threat/delete',
  tag,
  summary: '删除威胁（顾问；已被脆弱性关联的不能删除）',
  body: z.object({ projectCode, threatCode: code('威胁') }),
  response: z.object({ deleted: z.number().int() }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raThreatComplete = defineContract({
  method: 'POST',
  path: '/consulting/assets/threat/complete',
  tag,
  summary: '顾问完成威胁识别，进入脆弱性评估',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

// ---- vulnerabilities (assess) ------------------------------------------------------------------------

export const raAssessAssets = defineContract({
  method: 'GET',
  path: '/consulting/assets/assess/list',
  tag,
  summary: '待评估的资产（系统资产与单元资产，服务端分页）：评估筛选（待评估、评估完成、处置完成）、层级、类别、价值、关键字',
  query: PageQuery.extend({
    projectCode,
    tier: filterOf(z.enum(['system', 'unit'])),
    filter: filterOf(AssessmentFilter.schema.exclude(['ALL'])),
    category: filterOf(AssetCategory.schema),
    importance,
    keyword,
  }),
  response: pageOf(AssessAssetRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raAssessDetail = defineContract({
  method: 'GET',
  path: '/consulting/assets/assess/detail',
  tag,
  summary: '一项资产的脆弱性（各关联可利用它的威胁）与项目的威胁清单',
  query: z.object({ projectCode, assetCode: code('资产') }),
  response: z.object({ asset: AssessAssetRow, vulnerabilities: z.array(VulnerabilityRow), threats: z.array(ThreatRow) }),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raAssessUpdate = defineContract({
  method: 'POST',
  path: '/consulting/assets/assess/update',
  tag,
  summary: '保存一项资产的脆弱性（整体替换）；assessed=true 表示该资产评估完成（顾问，脆弱性评估阶段）',
  body: z.object({
    projectCode,
    assetCode: code('资产'),
    vulnerabilities: z.array(VulnerabilityInput).max(RA_LIMITS.vulnerabilitiesPerAsset, `每项资产最多 ${RA_LIMITS.vulnerabilitiesPerAsset} 项脆弱性`),
    assessed: z.boolean().default(true),
  }),
  response: z.object({ asset: AssessAssetRow, vulnerabilities: z.array(VulnerabilityRow), threats: z.array(ThreatRow) }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raAssessComplete = defineContract({
  method: 'POST',
  path: '/consulting/assets/assess/complete',
  tag,
  summary: '顾问完成脆弱性评估（全部系统资产评估完成后），进入已有安全措施确认',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

// ---- existing measures (control) ---------------------------------------------------------------------

export const raControlOptions = defineContract({
  method: 'GET',
  path: '/consulting/assets/assessControl/options',
  tag,
  summary: '已有安全措施的目录（预防性、保护性，按层面）与可选的资产和威胁',
  query: ProjectQuery,
  response: z.object({
    catalogue: z.array(z.object({ name: z.string(), type: ControlType.schema, layer: VulnerabilityLayer.schema })),
    assets: z.array(z.object({ assetCode: z.string(), name: z.string(), tier: z.enum(['system', 'unit']) })),
    threats: z.array(z.object({ threatCode: z.string(), name: z.string() })),
  }),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raControlList = defineContract({
  method: 'GET',
  path: '/consulting/assets/assessControl/list',
  tag,
  summary: '项目已确认的安全措施（服务端分页）',
  query: PageQuery.extend({ projectCode, type: filterOf(ControlType.schema), keyword }),
  response: pageOf(ControlRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raControlUpdate = defineContract({
  method: 'POST',
  path: '/consulting/assets/assessControl/update',
  tag,
  summary: '新增、修改或删除（remove=true）一项已有安全措施（顾问，已有安全措施阶段）',
  body: z.object({ projectCode, control: ControlInput, remove: z.boolean().default(false) }),
  response: ControlRow.nullable(),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raControlComplete = defineContract({
  method: 'POST',
  path: '/consulting/assets/assessControl/complete',
  tag,
  summary: '顾问完成已有安全措施确认并按所选方法（矩阵法或相乘法）一次计算全部风险，记录配置编号与版本，进入风险分析',
  body: z.object({ projectCode, method: RiskMethod.schema.default('matrix') }),
  response: AssessmentInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.none,
});

// ---- risks, treatment, residual risk --------------------------------------------------------------------

export const raSuggestionList = defineContract({
  method: 'GET',
  path: '/consulting/assets/assessSuggestion/list',
  tag,
  summary: '风险清单（按风险值排序，服务端分页）：可能性、损失、风险等级及引擎解释、处置建议、处置与残余风险',
  query: RiskListQuery,
  response: pageOf(RiskRow),
  access: 'projectReportReader',
  timeout: TIMEOUTS.default,
});

export const raHandleSubmit = defineContract({
  method: 'POST',
  path: '/consulting/assets/assessHandle/submit',
  tag,
  summary: '为一项或多项风险制定处置（规避、转移、降低、接受；计划措施与处置后赋值），残余风险由引擎重算（顾问，风险分析阶段）',
  body: z.object({ projectCode, riskCodes: codes('风险'), treatment: Treatment }),
  response: z.array(RiskRow),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raHandleComplete = defineContract({
  method: 'POST',
  path: '/consulting/assets/assessHandle/complete',
  tag,
  summary: '顾问完成风险处置（须处置的风险都有处置措施），进入残余风险',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raConfirmSubmit = defineContract({
  method: 'POST',
  path: '/consulting/assets/assessConfirm/submit',
  tag,
  summary: '签署接受高残余风险（接受人与日期）（顾问，残余风险阶段）',
  body: z.object({
    projectCode,
    riskCodes: codes('风险'),
    acceptedBy: text({ max: 40, required: '请填写风险接受人' }),
    acceptedAt: text({ max: 10, required: '请填写接受日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD'),
  }),
  response: z.array(RiskRow),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raConfirmComplete = defineContract({
  method: 'POST',
  path: '/consulting/assets/assessConfirm/complete',
  tag,
  summary: '顾问完成残余风险并提交客户确认（阶段 submit，评估状态 assess-confirm）',
  body: ProjectBody,
  response: AssessmentInfo,
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raConfirmHighRemnant = defineContract({
  method: 'GET',
  path: '/consulting/assets/assessConfirm/assessHighRemnantRiskList',
  tag,
  summary: '高残余风险清单（顾问）：处置后仍须处置或待签署接受的风险',
  query: PageQuery.extend({ projectCode }),
  response: pageOf(RiskRow),
  access: 'consultOrDelivery',
  timeout: TIMEOUTS.default,
});

export const raHighRemnant = defineContract({
  method: 'GET',
  path: '/consulting/assets/assess/assessHighRemnantRiskList',
  tag,
  summary: '高残余风险清单（客户）：处置后仍须处置或待签署接受的风险',
  query: PageQuery.extend({ projectCode }),
  response: pageOf(RiskRow),
  access: 'customerMember',
  timeout: TIMEOUTS.default,
});

// ---- the report -------------------------------------------------------------------------------------------

export const raReport = defineContract({
  method: 'GET',
  path: '/consulting/assets/assetsRiskEvaluateReport',
  tag,
  summary: '信息安全风险评估报告：范围与方法、资产清单、威胁与脆弱性、风险排序与分布、热力图、业务风险、残余风险与接受评价',
  query: ProjectQuery,
  response: RiskReport,
  access: 'projectReportReader',
  timeout: TIMEOUTS.none,
});

export const raReportDocx = defineContract({
  method: 'GET',
  path: '/consulting/assets/report/docx',
  tag,
  summary: '下载风险评估报告（Word）：由模板生成，含评估方法、风险分布图与热力图；appendix=true 时附计算过程附录（默认不附，交给客户的文档）',
  /** appendix 'true': add the appendix of the rules and the assets' calculation lines (the consultant's choice; default none). */
  query: ProjectQuery.extend({ appendix: filterOf(z.enum(['true', 'false'])) }),
  response: z.unknown(),
  access: 'projectReportReader',
  timeout: TIMEOUTS.none,
  download: true,
});

export const raConsultantCalls = {
  raThreatList,
  raThreatSave,
  raThreatDelete,
  raThreatComplete,
  raAssessAssets,
  raAssessDetail,
  raAssessUpdate,
  raAssessComplete,
  raControlOptions,
  raControlList,
  raControlUpdate,
  raControlComplete,
  raSuggestionList,
  raHandleSubmit,
  raHandleComplete,
  raConfirmSubmit,
  raConfirmComplete,
  raConfirmHighRemnant,
  raHighRemnant,
  raReport,
  raReportDocx,
} as const satisfies Record<string, AnyContract>;
