/** Asset risk assessment (GB/T 20984): asset states and stages, filters, importance and risk levels. */
import { defineEnum } from '../kernel/enums';
import { Importance } from '../engines/risk/scales';

export const AssetItemState = defineEnum({ inhand: '梳理中', submitted: '责任人已提交', freeze: '已冻结' });
export type AssetItemState = (typeof AssetItemState.values)[number];

/** Asset assessment status, in order (spec §4). */
export const AssetAssessStatus = defineEnum({
  combing: '资产梳理',
  'assets-owner-submit': '责任人已提交',
  'assets-owner-finish': '责任人已完成',
  'assess-confirm': '评估确认',
  'assess-complete': '评估完成',
});
export type AssetAssessStatus = (typeof AssetAssessStatus.values)[number];

/** Status-change actions by target state (spec §4). */
export const AssetStatusAction = defineEnum({
  COMBING: '责任人驳回',
  ASSETS_OWNER_SUBMIT: '责任人提交',
  ASSETS_OWNER_FINISH: '责任人完成',
  ASSESS_COMPLETE: '客户完成评估',
  SUBMIT_CONFIRM: '顾问提交客户确认',
  REJECT_STAGE: '客户驳回评估阶段',
});
export type AssetStatusAction = (typeof AssetStatusAction.values)[number];

/** Asset assessment stages, in order, and their reject variants (spec §3, §4). */
export const AssetStage = defineEnum({
  business: '业务资产',
  system: '系统资产',
  unit: '系统组件和单元资产',
  identify: '威胁识别',
  assess: '脆弱性评估',
  control: '已有安全措施',
  risk: '风险分析',
  remnant_risk: '残余风险',
  submit: '客户确认',
  assets_progress_fin: '评估完成',
  assess_reject: '脆弱性评估驳回',
  control_reject: '已有安全措施驳回',
  risk_reject: '风险分析驳回',
  remnant_risk_reject: '残余风险驳回',
});

/**
 * The order the stages run in: spec §4's order with the threat identification (identify, spec §3)
 * before the vulnerabilities and the finished state at the end (docs/riskAssessment.md).
 */
export const ASSET_STAGE_ORDER = [
  'business',
  'system',
  'unit',
  'identify',
  'assess',
  'control',
  'risk',
  'remnant_risk',
  'submit',
  'assets_progress_fin',
] as const satisfies readonly AssetStage[];
export type AssetStage = (typeof AssetStage.values)[number];

/** The three asset tiers of GB/T 20984-2022 (brief §1.3–1.5); each is also the stage that identifies it. */
export const AssetTier = defineEnum({ business: '业务资产', system: '系统资产', unit: '系统组件和单元资产' });
export type AssetTier = (typeof AssetTier.values)[number];

/** The six asset categories of system and unit assets (spec §3 asset filter without ALL). */
export const AssetCategory = defineEnum({ data: '数据', software: '软件', hardware: '实物', service: '服务', staff: '人员', other: '其他' });
export type AssetCategory = (typeof AssetCategory.values)[number];

/** An asset's place in the consultant's work (spec §3 assessment filter without ALL). */
export const AssetAssessState = defineEnum({ waitforassess: '待评估', assesscomplete: '评估完成', disposecompleted: '处置完成' });
export type AssetAssessState = (typeof AssetAssessState.values)[number];

/** Where a threat comes from (brief §1.6). */
export const ThreatSource = defineEnum({ environment: '环境因素', accident: '意外', malicious: '人为恶意', negligent: '人为非恶意' });
export type ThreatSource = (typeof ThreatSource.values)[number];

/** Threat categories (brief §1.6, the 2007 edition's list as a de-facto dictionary). */
export const ThreatCategory = defineEnum({
  failure: '软硬件故障',
  environment: '物理环境影响',
  misoperation: '无作为或操作失误',
  mismanagement: '管理不到位',
  malware: '恶意代码',
  abuse: '越权或滥用',
  networkAttack: '网络攻击',
  physicalAttack: '物理攻击',
  leakage: '泄密',
  tampering: '篡改',
  repudiation: '抵赖',
});
export type ThreatCategory = (typeof ThreatCategory.values)[number];

/** Where a vulnerability was identified (brief §1.8: technical layers and management). */
export const VulnerabilityLayer = defineEnum({
  physical: '物理环境',
  network: '网络结构',
  systemSoftware: '系统软件',
  middleware: '应用中间件',
  application: '应用系统',
  data: '数据',
  techManagement: '技术管理',
  orgManagement: '组织管理',
});
export type VulnerabilityLayer = (typeof VulnerabilityLayer.values)[number];

export const AssetFilter = defineEnum({
  ALL: '全部',
  data: '数据',
  software: '软件',
  hardware: '实物',
  service: '服务',
  staff: '人员',
  other: '其他',
});

export {
  Importance,
  IMPORTANCE_VALUE,
  RISK_LEVEL_TEXT,
  RISK_LEVELS,
  type RiskLevel,
  RiskLevelText,
  riskLevelLabel,
  UnitAssetType,
} from '../engines/risk/scales';

export const ImportanceFilter = defineEnum({ ALL: '全部', ...Importance.labels });

export const AssessmentFilter = defineEnum({
  ALL: '全部',
  waitforassess: '待评估',
  assesscomplete: '评估完成',
  disposecompleted: '处置完成',
});

/** Option dictionaries for asset templates (spec §3). */
export const ASSET_OPTION_DICTIONARIES = [
  'biz_func',
  'biz_obj',
  'biz_process',
  'biz_scope',
  'biz_align_goal',
  'biz_worth',
  'biz_completeness',
  'biz_association_type',
  'biz_association_degree',
  'biz_importance',
  'biz_domain',
  'biz_region',
  'systemRelated',
  'carryLevel',
  'systemType',
  'carryType',
  'sys_availability',
  'sys_confidentiality',
  'sys_integrity',
] as const;
