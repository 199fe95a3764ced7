/**
 * Rules of the enterprise information-security risk assessment (GB/T 20984, issue 14; design in
 * docs/riskAssessment.md). The server, the mocks and the pages all ask these functions:
 *
 *   RA_STAGE_MACHINE    the project's stage: business → system → unit (the customer's executors),
 *                       identify → assess → control → risk → remnant_risk (the consultant),
 *                       submit (the customer confirms or rejects a stage) → assets_progress_fin
 *   RA_STATUS_MACHINE   the customer's assess status: combing → assets-owner-submit →
 *                       assets-owner-finish → assess-confirm → assess-complete
 *   ASSET_ITEM_MACHINE  one asset: inhand → submitted (its owner) → freeze
 *
 * Every risk figure comes from domain/engines/risk with the configuration stored on the
 * assessment (engineInputOf builds the engine's input from stored rows).
 */
import { z } from 'zod';
import type {
  AssetAssessState,
  AssetAssessStatus as AssessStatus,
  AssetCategory,
  AssetStage,
  AssetTier,
  ThreatCategory,
  VulnerabilityLayer,
} from './enums';
import {
  ASSET_STAGE_ORDER,
  AssetAssessStatus,
  AssetItemState,
  AssetStage as AssetStageEnum,
  AssetTier as AssetTierEnum,
  ThreatCategory as ThreatCategoryEnum,
  VulnerabilityLayer as VulnerabilityLayerEnum,
} from './enums';
import type { AcceptanceDecision, ControlType } from '../engines/risk';
import type { StoredUnit } from './input';
import { defineStateMachine, type Mover } from '../kernel/stateMachine';
import { roleCodesOf } from '../kernel/access';
import type { RoleCode } from '../kernel/roles';
import type { AccessSubject } from '../kernel/userInfo';

// ---- limits ------------------------------------------------------------------------------------

/** Far above a real assessment (the scale: 200 business, 1,000 system, 5,000 unit assets, 20,000 links). */
export const RA_LIMITS = {
  businessAssets: 1_000,
  systemAssets: 5_000,
  unitAssets: 20_000,
  threats: 500,
  vulnerabilitiesPerAsset: 200,
  threatsPerVulnerability: 20,
  controls: 2_000,
  links: 100_000,
  batch: 500,
  importRows: 5_000,
  nameMax: 100,
  textMax: 500,
  reasonMax: 300,
} as const;

// ---- who moves what ------------------------------------------------------------------------------

/**
 * Who identifies the assets in the combing stages (adds, edits, deletes, imports, finishes a tier):
 * the customer's executors and its PM, the roles a risk assessment's delivery steps give the work to
 * (业务资产识别 to the PM, 系统资产与组件识别 to the executors). The server checks it on every such
 * write (mayIdentifyAssets); the page shows the buttons by the same rule (info.permissions.execute).
 */
export const ASSET_IDENTIFIER_ROLES = ['consumer-executor', 'consumer-pm'] as const satisfies readonly RoleCode[];
export const mayIdentifyAssets = (subject: Pick<AccessSubject, 'roleDTOs'> | null | undefined): boolean => {
  const roles = roleCodesOf(subject);
  return ASSET_IDENTIFIER_ROLES.some((role) => roles.has(role));
};
const EXECUTOR: readonly Mover[] = ASSET_IDENTIFIER_ROLES.map((role) => ({ role }));
const OWNER: readonly Mover[] = [{ role: 'consumer-owner' }];
const CUSTOMER_LEAD: readonly Mover[] = [{ role: 'consumer-pm' }, { role: 'consumer-owner' }];
const CONSULTANT: readonly Mover[] = [{ access: 'consultOrDelivery' }];

/** The stages the consultant works in, and the reject variant of each (spec §3). */
export const REJECTABLE_STAGES = ['assess', 'control', 'risk', 'remnant_risk'] as const satisfies readonly AssetStage[];
export type RejectableStage = (typeof REJECTABLE_STAGES)[number];
export const REJECT_VARIANT = {
  assess: 'assess_reject',
  control: 'control_reject',
  risk: 'risk_reject',
  remnant_risk: 'remnant_risk_reject',
} as const satisfies Record<RejectableStage, AssetStage>;

export type StageAction =
  | 'finishBusiness'
  | 'finishSystem'
  | 'ownerComplete'
  | 'finishIdentify'
  | 'finishAssess'
  | 'finishControl'
  | 'finishRisk'
  | 'finishRemnant'
  | 'rejectAssess'
  | 'rejectControl'
  | 'rejectRisk'
  | 'rejectRemnant'
  | 'consumerComplete';

export const RA_STAGE_MACHINE = defineStateMachine<AssetStage, StageAction>({
  name: '风险评估',
  states: AssetStageEnum.labels,
  moves: [
    { from: 'business', to: 'system', action: 'finishBusiness', label: '完成业务资产识别', by: EXECUTOR },
    { from: 'system', to: 'unit', action: 'finishSystem', label: '完成系统资产识别', by: EXECUTOR },
    // Made with ASSETS_OWNER_FINISH (owner/complete): the asset inventory is confirmed, the consultant starts.
    { from: 'unit', to: 'identify', action: 'ownerComplete', label: '责任人确认资产', by: OWNER },
    { from: 'identify', to: 'assess', action: 'finishIdentify', label: '完成威胁识别', by: CONSULTANT },
    { from: ['assess', 'assess_reject'], to: 'control', action: 'finishAssess', label: '完成脆弱性评估', by: CONSULTANT },
    { from: ['control', 'control_reject'], to: 'risk', action: 'finishControl', label: '完成安全措施确认并计算风险', by: CONSULTANT },
    { from: ['risk', 'risk_reject'], to: 'remnant_risk', action: 'finishRisk', label: '完成风险处置', by: CONSULTANT },
    { from: ['remnant_risk', 'remnant_risk_reject'], to: 'submit', action: 'finishRemnant', label: '提交客户确认', by: CONSULTANT },
    { from: 'submit', to: 'assess_reject', action: 'rejectAssess', label: '驳回脆弱性评估', by: CUSTOMER_LEAD },
    { from: 'submit', to: 'control_reject', action: 'rejectControl', label: '驳回已有安全措施', by: CUSTOMER_LEAD },
    { from: 'submit', to: 'risk_reject', action: 'rejectRisk', label: '驳回风险分析', by: CUSTOMER_LEAD },
    { from: 'submit', to: 'remnant_risk_reject', action: 'rejectRemnant', label: '驳回残余风险', by: CUSTOMER_LEAD },
    { from: 'submit', to: 'assets_progress_fin', action: 'consumerComplete', label: '确认完成评估', by: CUSTOMER_LEAD },
  ],
});

export const REJECT_ACTION = {
  assess: 'rejectAssess',
  control: 'rejectControl',
  risk: 'rejectRisk',
  remnant_risk: 'rejectRemnant',
} as const satisfies Record<RejectableStage, StageAction>;

/** The consultant's "finish this stage" action for the stage the project is in (reject variants included). */
export const CONSULTANT_FINISH: Partial<Record<AssetStage, StageAction>> = {
  identify: 'finishIdentify',
  assess: 'finishAssess',
  assess_reject: 'finishAssess',
  control: 'finishControl',
  control_reject: 'finishControl',
  risk: 'finishRisk',
  risk_reject: 'finishRisk',
  remnant_risk: 'finishRemnant',
  remnant_risk_reject: 'finishRemnant',
};

export const RA_STATUS_MACHINE = defineStateMachine<
  AssessStatus,
  'COMBING' | 'ASSETS_OWNER_SUBMIT' | 'ASSETS_OWNER_FINISH' | 'SUBMIT_CONFIRM' | 'REJECT_STAGE' | 'ASSESS_COMPLETE'
>({
  name: '资产评估',
  states: AssetAssessStatus.labels,
  moves: [
    // Made by the owner whose submit leaves no asset of the project in hand.
    { from: 'combing', to: 'assets-owner-submit', action: 'ASSETS_OWNER_SUBMIT', label: '责任人提交', by: OWNER },
    { from: 'assets-owner-submit', to: 'combing', action: 'COMBING', label: '责任人驳回', by: OWNER },
    { from: 'assets-owner-submit', to: 'assets-owner-finish', action: 'ASSETS_OWNER_FINISH', label: '责任人完成', by: OWNER },
    { from: 'assets-owner-finish', to: 'assess-confirm', action: 'SUBMIT_CONFIRM', label: '提交客户确认', by: CONSULTANT },
    { from: 'assess-confirm', to: 'assets-owner-finish', action: 'REJECT_STAGE', label: '驳回评估阶段', by: CUSTOMER_LEAD },
    { from: 'assess-confirm', to: 'assess-complete', action: 'ASSESS_COMPLETE', label: '客户完成评估', by: CUSTOMER_LEAD },
  ],
});

export const ASSET_ITEM_MACHINE = defineStateMachine<(typeof AssetItemState.values)[number], 'submit' | 'reject' | 'freeze'>({
  name: '资产',
  states: AssetItemState.labels,
  moves: [
    { from: 'inhand', to: 'submitted', action: 'submit', label: '提交', by: OWNER },
    { from: 'submitted', to: 'inhand', action: 'reject', label: '驳回', by: OWNER },
    { from: 'submitted', to: 'freeze', action: 'freeze', label: '冻结', by: ['system'] },
  ],
});

// ---- the customer's stages ---------------------------------------------------------------------

const TIER_ORDER: readonly AssetTier[] = ['business', 'system', 'unit'];

export interface CombingState {
  stage: AssetStage;
  status: AssessStatus;
  /** The executors declared the inventory complete (assets/finish in the unit stage); owners may submit. */
  combingFinished: boolean;
}

/**
 * Why executors may not change assets of `tier` now (null = they may): only while combing, not
 * after handing the inventory to the owners, and only tiers whose stage has opened (the earlier
 * tiers stay editable, so a system asset can still get its missing business).
 */
export function tierEditRefusal(state: CombingState, tier: AssetTier): string | null {
  if (state.status !== 'combing' || !TIER_ORDER.includes(state.stage as AssetTier))
    return `资产梳理已结束（当前为“${AssetStageEnum.label(state.stage)}”），不能再修改资产`;
  if (state.combingFinished) return '资产清单已提交责任人确认，需责任人驳回后才能修改';
  if (TIER_ORDER.indexOf(tier) > TIER_ORDER.indexOf(state.stage as AssetTier))
    return `请先完成${AssetTierEnum.label(TIER_ORDER[TIER_ORDER.indexOf(tier) - 1])}识别，再识别${AssetTierEnum.label(tier)}`;
  return null;
}

/** Counts the repositories give for the stage checks. */
export interface InventoryCounts {
  business: number;
  system: number;
  unit: number;
  /** System assets that carry no business. */
  systemWithoutBusiness: number;
  /** Assets of any tier with no owner. */
  withoutOwner: number;
}

/** What stops the executors finishing the current stage (assets/finish); empty = may finish. */
export function stageFinishProblems(stage: AssetStage, c: InventoryCounts): string[] {
  const problems: string[] = [];
  if (stage === 'business' && c.business === 0) problems.push('请至少识别一项业务资产');
  if (stage === 'system') {
    if (c.system === 0) problems.push('请至少识别一项系统资产');
    if (c.systemWithoutBusiness > 0) problems.push(`还有 ${c.systemWithoutBusiness} 项系统资产未关联所承载的业务`);
  }
  if (stage === 'unit') {
    if (c.unit === 0) problems.push('请至少识别一项系统组件或单元资产');
    if (c.systemWithoutBusiness > 0) problems.push(`还有 ${c.systemWithoutBusiness} 项系统资产未关联所承载的业务`);
    if (c.withoutOwner > 0) problems.push(`还有 ${c.withoutOwner} 项资产未指定责任人`);
  }
  return problems;
}

// ---- the consultant's stages -----------------------------------------------------------------

export interface AssessmentCounts {
  threats: number;
  vulnerabilities: number;
  /** System assets whose assessment the consultant has not saved as complete. */
  systemUnassessed: number;
  /** Risks whose acceptance is must-treat and that have no treatment. */
  mustTreatUntreated: number;
  /** Residual risks still needing action (still must-treat and not accepted, or acceptance unsigned). */
  residualOpen: number;
}

/** What stops the consultant finishing the stage the project is in; empty = may finish. */
export function consultantFinishProblems(stage: AssetStage, c: AssessmentCounts): string[] {
  switch (stage) {
    case 'identify':
      return c.threats === 0 ? ['请至少识别一项威胁'] : [];
    case 'assess':
    case 'assess_reject':
      return [
        ...(c.systemUnassessed > 0 ? [`还有 ${c.systemUnassessed} 项系统资产未完成脆弱性评估`] : []),
        ...(c.vulnerabilities === 0 ? ['请至少识别一项脆弱性'] : []),
      ];
    case 'risk':
    case 'risk_reject':
      return c.mustTreatUntreated > 0 ? [`还有 ${c.mustTreatUntreated} 项须处置的风险未制定处置措施`] : [];
    case 'remnant_risk':
    case 'remnant_risk_reject':
      return c.residualOpen > 0 ? [`还有 ${c.residualOpen} 项高残余风险未处置或未签署接受`] : [];
    default:
      return [];
  }
}

/** Stages at which the consultant's data of a kind may change (their own stage or its reject variant). */
export const CONSULTANT_EDIT_STAGES = {
  threats: ['identify', 'assess', 'assess_reject'],
  vulnerabilities: ['assess', 'assess_reject'],
  controls: ['control', 'control_reject'],
  treatments: ['risk', 'risk_reject'],
  acceptance: ['remnant_risk', 'remnant_risk_reject'],
} as const satisfies Record<string, readonly AssetStage[]>;

export function consultantEditRefusal(stage: AssetStage, what: keyof typeof CONSULTANT_EDIT_STAGES): string | null {
  const allowed = CONSULTANT_EDIT_STAGES[what] as readonly AssetStage[];
  if (allowed.includes(stage)) return null;
  return `当前为“${AssetStageEnum.label(stage)}”阶段，只能在“${AssetStageEnum.label(allowed[0])}”阶段修改`;
}

/** A stage's place in ASSET_STAGE_ORDER (a reject variant counts as its stage). */
export function stageIndex(stage: AssetStage): number {
  const base = (Object.entries(REJECT_VARIANT).find(([, variant]) => variant === stage)?.[0] ?? stage) as AssetStage;
  return (ASSET_STAGE_ORDER as readonly AssetStage[]).indexOf(base);
}

/**
 * Risks are computed (finishControl) and shown from the risk stage on; a rejected assessment or
 * control stage recomputes them when it is finished again.
 */
export const risksComputed = (stage: AssetStage): boolean =>
  stageIndex(stage) >= stageIndex('risk') || stage === 'assess_reject' || stage === 'control_reject';

// ---- an asset's assess state ---------------------------------------------------------------------

/** An asset's place in the consultant's work (the assessment filter). */
export function assetAssessState(a: { assessed: boolean; mustTreat: number; treated: number }): AssetAssessState {
  if (!a.assessed) return 'waitforassess';
  return a.mustTreat > 0 && a.treated >= a.mustTreat ? 'disposecompleted' : 'assesscomplete';
}

// ---- dictionaries: threats, measures, suggestions ------------------------------------------------

export interface ThreatTemplate {
  category: ThreatCategory;
  source: 'environment' | 'accident' | 'malicious' | 'negligent';
  examples: readonly string[];
}

/** Threat catalogue the identify stage offers (brief §1.6; 2007 App. table, paraphrased). */
export const THREAT_CATALOGUE: readonly ThreatTemplate[] = [
  { category: 'failure', source: 'accident', examples: ['设备硬件故障', '传输设备故障', '存储介质故障', '系统软件故障', '应用软件故障'] },
  { category: 'environment', source: 'environment', examples: ['断电', '静电', '灰尘', '潮湿', '温度异常', '电磁干扰', '洪灾', '火灾', '地震'] },
  { category: 'misoperation', source: 'negligent', examples: ['维护错误', '操作失误', '应当执行而未执行的操作'] },
  { category: 'mismanagement', source: 'negligent', examples: ['安全管理制度缺失', '职责不明确', '监督检查不到位'] },
  { category: 'malware', source: 'malicious', examples: ['病毒', '特洛伊木马', '蠕虫', '勒索软件', '间谍软件'] },
  { category: 'abuse', source: 'malicious', examples: ['非授权访问网络资源', '滥用权限非正常修改系统配置或数据', '滥用权限泄露秘密信息'] },
  { category: 'networkAttack', source: 'malicious', examples: ['网络探测和信息采集', '漏洞探测', '嗅探', '用户身份伪造和欺骗', '拒绝服务攻击'] },
  { category: 'physicalAttack', source: 'malicious', examples: ['物理接触', '物理破坏', '盗窃'] },
  { category: 'leakage', source: 'malicious', examples: ['内部信息泄露', '外部信息泄露'] },
  { category: 'tampering', source: 'malicious', examples: ['篡改网络配置信息', '篡改业务数据', '篡改系统配置'] },
  { category: 'repudiation', source: 'malicious', examples: ['原发抵赖', '接收抵赖', '第三方抵赖'] },
];

export interface MeasureTemplate {
  name: string;
  type: ControlType;
  layer: VulnerabilityLayer;
}

/** Existing-measure catalogue the control stage offers (brief §1.7: preventive vs protective). */
export const MEASURE_CATALOGUE: readonly MeasureTemplate[] = [
  { name: '机房门禁与视频监控', type: 'preventive', layer: 'physical' },
  { name: 'UPS 与备用电源', type: 'protective', layer: 'physical' },
  { name: '边界防火墙访问控制策略', type: 'preventive', layer: 'network' },
  { name: '入侵检测/防御系统', type: 'preventive', layer: 'network' },
  { name: '网络区域划分与隔离', type: 'preventive', layer: 'network' },
  { name: '操作系统安全基线加固', type: 'preventive', layer: 'systemSoftware' },
  { name: '补丁管理', type: 'preventive', layer: 'systemSoftware' },
  { name: '终端防病毒软件', type: 'preventive', layer: 'systemSoftware' },
  { name: '数据库审计', type: 'protective', layer: 'middleware' },
  { name: '应用身份鉴别与双因素认证', type: 'preventive', layer: 'application' },
  { name: 'Web 应用防火墙', type: 'preventive', layer: 'application' },
  { name: '数据定期备份与恢复演练', type: 'protective', layer: 'data' },
  { name: '敏感数据加密存储与传输', type: 'protective', layer: 'data' },
  { name: '日志集中审计', type: 'protective', layer: 'techManagement' },
  { name: '变更管理流程', type: 'preventive', layer: 'techManagement' },
  { name: '应急预案与演练', type: 'protective', layer: 'orgManagement' },
  { name: '安全意识教育和培训', type: 'preventive', layer: 'orgManagement' },
  { name: '信息安全管理制度', type: 'preventive', layer: 'orgManagement' },
];

const LAYER_ADVICE: Readonly<Record<VulnerabilityLayer, string>> = {
  physical: '完善机房物理访问控制、环境监控与供电保障',
  network: '优化网络区域划分，收紧边界访问控制策略，部署入侵防范措施',
  systemSoftware: '按安全基线加固操作系统与数据库，及时修补漏洞',
  middleware: '加固中间件配置，关闭不必要的服务与默认账户',
  application: '加强应用身份鉴别、访问控制与输入校验，开展代码安全检测',
  data: '对重要数据实施加密、备份与完整性校验，明确数据分级保护要求',
  techManagement: '完善配置、变更、漏洞与日志审计等技术管理流程',
  orgManagement: '健全安全管理制度与职责，开展人员安全意识培训与应急演练',
};

const ACCEPTANCE_ADVICE: Readonly<Record<AcceptanceDecision, string>> = {
  mustTreat: '风险不可接受，须制定处置计划并在规定期限内落实',
  conditional: '风险有条件接受，建议结合成本效益择期处置并持续监控',
  acceptable: '风险可接受，保持现有安全措施并定期复查',
};

/** The suggestion a risk shows (assessSuggestion): what to do on the vulnerability's layer, and how urgently. */
export function riskSuggestion(layer: VulnerabilityLayer, threat: ThreatCategory, acceptance: AcceptanceDecision): string {
  return `${ACCEPTANCE_ADVICE[acceptance]}；针对“${ThreatCategoryEnum.label(threat)}”威胁，${LAYER_ADVICE[layer]}。`;
}

// ---- stored rows → engine input: domain/riskAssessment/input.ts (re-exported here) ----------------
export * from './input';

// ---- input schemas shared by contracts, Excel import and mocks ------------------------------------

const level = z
  .number({ error: '须为 1–5 的整数' })
  .int({ error: '须为 1–5 的整数' })
  .min(1, { error: '须为 1–5 的整数' })
  .max(5, { error: '须为 1–5 的整数' });
export const RaLevel = level;

export const ASSET_CATEGORY_OF_UNIT: Readonly<Record<StoredUnit['unitType'], AssetCategory>> = {
  systemUnit: 'hardware',
  systemComponents: 'software',
  humanResources: 'staff',
  otherAssets: 'other',
};

/** The sub-types of each unit-asset type (brief §1.5). */
export const UNIT_SUBTYPES: Readonly<Record<StoredUnit['unitType'], readonly string[]>> = {
  systemUnit: ['计算机设备', '存储设备', '智能终端设备', '网络设备', '传输设备', '安全设备'],
  systemComponents: ['应用系统', '应用软件', '系统软件', '支撑平台', '服务接口'],
  humanResources: ['运维人员', '业务操作人员', '安全管理人员', '外包服务人员'],
  otherAssets: ['数据资料', '办公设备', '保障设备', '服务', '知识产权'],
};

export const VULNERABILITY_LAYERS: readonly VulnerabilityLayer[] = VulnerabilityLayerEnum.values;
