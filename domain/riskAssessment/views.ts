/**
 * The stage bar (AssessmentInfo of owner/status, issue 14), the rows of threats,
 * vulnerabilities, measures and risks, the report's method lines, the high residual rule and
 * the signing of a residual risk's acceptance, as pure functions of the stored rows, the counts
 * and the caller's side, so the server (server/modules/riskAssessment: core.ts, consultant/,
 * report/service.ts) and the pages answer the same.
 */
import type { AssessmentInfo, ControlRow, RiskRow, SystemAssetRow, ThreatRow, VulnerabilityRow } from './contracts';
import { roleCodesOf } from '../kernel/access';
import { mayIdentifyAssets } from './rules';
import {
  type AssetAssessStatus,
  type AssetStage,
  RISK_LEVEL_TEXT,
  type RiskLevel,
  riskLevelLabel,
  type ThreatCategory,
  type VulnerabilityLayer,
} from './enums';
import { type Level, type RiskConfig, type RiskConfigData, type RiskMethod, RiskMethod as RiskMethodEnum } from '../engines/risk';
import {
  type AssessmentCounts,
  CONSULTANT_FINISH,
  consultantFinishProblems,
  type InventoryCounts,
  RA_STAGE_MACHINE,
  REJECTABLE_STAGES,
  riskSuggestion,
  type StageAction,
  stageFinishProblems,
  type StoredControl,
  type StoredThreat,
  type StoredTreatment,
  type StoredVulnerability,
} from './rules';
import { type ComputedRisk, threatValueOf } from './compute';
import type { AccessSubject } from '../kernel/userInfo';

export interface AssessmentState {
  stage: AssetStage;
  status: AssetAssessStatus;
  combingFinished: boolean;
}

/** How the caller reaches the project: as the customer (open project) or as its consultant / the delivery managers (open, not a buyer). */
export interface CallerSide {
  customer: boolean;
  consult: boolean;
}

/** What stops the current stage being finished (customer or consultant stage). */
export function assessmentProblems(a: AssessmentState, counts: InventoryCounts & AssessmentCounts): string[] {
  if (['business', 'system', 'unit'].includes(a.stage)) return a.combingFinished ? [] : stageFinishProblems(a.stage, counts);
  return CONSULTANT_FINISH[a.stage] ? consultantFinishProblems(a.stage, counts) : [];
}

/** The stage moves the caller may make now (RA_STAGE_MACHINE filtered by the side and the status). */
export function assessmentStageActions(a: AssessmentState, subject: AccessSubject | null, side: CallerSide): StageAction[] {
  return RA_STAGE_MACHINE.allowedActions(a.stage, subject)
    .map((m) => m.action)
    .filter((action) => {
      if (action === 'ownerComplete') return false; // made by owner/complete with ASSETS_OWNER_FINISH
      if (action === 'finishBusiness' || action === 'finishSystem') return side.customer && a.status === 'combing' && !a.combingFinished;
      if (action.startsWith('reject') || action === 'consumerComplete') return side.customer && a.status === 'assess-confirm';
      return side.consult && a.status === 'assets-owner-finish';
    });
}

/** The caller's part in the assessment. */
export function assessmentPermissions(subject: AccessSubject | null, side: CallerSide, ownerLead: boolean): AssessmentInfo['permissions'] {
  const roles = roleCodesOf(subject);
  return {
    execute: side.customer && mayIdentifyAssets(subject),
    own: side.customer && roles.has('consumer-owner'),
    ownerLead: side.customer && ownerLead,
    customerLead: side.customer && (roles.has('consumer-pm') || roles.has('consumer-owner')),
    consult: side.consult,
  };
}

// ---- the stage bar and a risk's row from stored rows ------------------------------------------------

/** The fields of the assessment row the stage bar reads (ra_assessments). */
export interface AssessmentRecord extends AssessmentState {
  method: AssessmentInfo['method'];
  configId: string;
  configVersion: string;
  /** The recorded configuration (its name and version make the label the pages show). */
  config: Pick<RiskConfigData, 'name' | 'version'>;
  rejectStage: string | null;
  rejectReason: string;
  rejectedBy: string | null;
  rejectedAt: Date | null;
  ownerRejectReason: string;
  ownerRejectedBy: string | null;
  ownerRejectedAt: Date | null;
  computedAt: Date | null;
  completedAt: Date | null;
}

/** What the stage bar says about the project (app.projectRegistry's facts). */
export interface AssessmentProjectFacts {
  projectCode: string;
  name: string;
  productName: string;
  productCode: string;
  level: AssessmentInfo['level'];
  svipData: Record<string, unknown> | null;
  consultantAccountId: string | null;
}

/** The customer's company name a project's svip data carries ('' when none). */
export const companyNameOf = (svipData: Record<string, unknown> | null | undefined): string =>
  String((svipData as { companyName?: string } | null | undefined)?.companyName ?? '');

/** AssessmentInfo (owner/status) from the stored rows, the counts, the history (newest first) and the caller's side. */
export function assessmentInfoOf(input: {
  project: AssessmentProjectFacts;
  a: AssessmentRecord;
  counts: AssessmentInfo['counts'];
  events: readonly {
    action: string;
    label: string;
    stage: AssetStage;
    status: AssetAssessStatus;
    actorAccountId: string | null;
    reason: string;
    at: Date;
  }[];
  ownerIds: readonly string[];
  nameOf: (accountId: string | null) => string;
  subject: AccessSubject | null;
  side: CallerSide;
  ownerLead: boolean;
}): AssessmentInfo {
  const { project, a, counts, nameOf, side } = input;
  const rejectStage = REJECTABLE_STAGES.find((s) => s === a.rejectStage) ?? null;
  return {
    projectCode: project.projectCode,
    projectName: project.name,
    productName: project.productName,
    templateCode: project.productCode,
    level: project.level,
    customerName: companyNameOf(project.svipData),
    consultantName: nameOf(project.consultantAccountId),
    stage: a.stage,
    status: a.status,
    method: a.method,
    configId: a.configId,
    configVersion: a.configVersion,
    configLabel: riskConfigLabel(a.config),
    combingFinished: a.combingFinished,
    reject:
      rejectStage && a.rejectedAt
        ? { stage: rejectStage, reason: a.rejectReason, byName: nameOf(a.rejectedBy), at: a.rejectedAt.toISOString() }
        : null,
    ownerReject: a.ownerRejectedAt ? { reason: a.ownerRejectReason, byName: nameOf(a.ownerRejectedBy), at: a.ownerRejectedAt.toISOString() } : null,
    counts,
    problems: assessmentProblems(a, counts),
    stageActions: assessmentStageActions(a, input.subject, side),
    permissions: assessmentPermissions(input.subject, side, input.ownerLead),
    owners: input.ownerIds.map((accountId) => ({ accountId, showName: nameOf(accountId) })),
    computedAt: a.computedAt?.toISOString() ?? null,
    completedAt: a.completedAt?.toISOString() ?? null,
    history: input.events.map((e) => ({
      action: e.action,
      label: e.label,
      stage: e.stage,
      status: e.status,
      actorName: nameOf(e.actorAccountId),
      reason: e.reason,
      at: e.at.toISOString(),
    })),
  };
}

/** A stored threat with its stored value (ra_threats), the value's explanation from the engine, and how many vulnerabilities link it. */
export function threatRowOf(
  config: RiskConfig,
  t: StoredThreat & Pick<ThreatRow, 'source' | 'description'> & { value: number },
  vulnerabilityCount: number,
): ThreatRow {
  return {
    threatCode: t.threatCode,
    name: t.name,
    category: t.category,
    source: t.source,
    capability: t.capability as Level | null,
    frequency: t.frequency as Level,
    timing: t.timing,
    description: t.description,
    value: t.value as Level,
    valueLines: threatValueOf(config, t).lines,
    vulnerabilityCount,
  };
}

export const vulnerabilityRowOf = (v: StoredVulnerability & Pick<VulnerabilityRow, 'layer' | 'description'>): VulnerabilityRow => ({
  vulnCode: v.vulnCode,
  assetCode: v.assetCode,
  name: v.name,
  layer: v.layer,
  severity: v.severity as Level,
  exploitability: v.exploitability as Level | null,
  threatCodes: [...v.threatCodes],
  description: v.description,
});

/** A stored measure with the names of the assets and threats it targets. */
export function controlRowOf(
  row: StoredControl & Pick<ControlRow, 'layer' | 'description'>,
  assets: ReadonlyMap<string, { name: string }>,
  threats: ReadonlyMap<string, { name: string }>,
): ControlRow {
  return {
    controlCode: row.controlCode,
    name: row.name,
    type: row.type,
    effectiveness: row.effectiveness,
    layer: row.layer,
    assetCodes: [...row.assetCodes],
    assetNames: row.assetCodes.map((code) => assets.get(code)?.name ?? code),
    threatCodes: [...row.threatCodes],
    threatNames: row.threatCodes.map((code) => threats.get(code)?.name ?? code),
    description: row.description,
  };
}

/**
 * A computed risk (ra_risks) as the lists and the report show it, with the names of its asset,
 * threat and vulnerability (the residual of an untreated risk is its inherent risk, status untreated).
 */
export function riskRowOf(
  r: ComputedRisk,
  refs: { assetName?: string; threat?: { name: string; category: ThreatCategory }; vuln?: { name: string; layer: VulnerabilityLayer } },
): RiskRow {
  const layer = refs.vuln?.layer ?? 'orgManagement';
  const category = refs.threat?.category ?? 'mismanagement';
  return {
    riskCode: r.riskCode,
    rank: r.rank,
    assetTier: r.assetTier,
    assetCode: r.assetCode,
    assetName: refs.assetName ?? r.assetCode,
    assetValue: r.assetValue,
    threatCode: r.threatCode,
    threatName: refs.threat?.name ?? r.threatCode,
    threatCategory: category,
    threatValue: r.threatValue,
    vulnCode: r.vulnCode,
    vulnName: refs.vuln?.name ?? r.vulnCode,
    layer,
    severity: r.severity,
    likelihood: { value: r.likelihoodValue, level: r.likelihoodLevel },
    loss: { value: r.lossValue, level: r.lossLevel },
    value: r.value,
    level: r.level,
    levelText: RISK_LEVEL_TEXT[r.level as Level],
    acceptance: r.acceptance,
    explanation: [...r.explanation],
    suggestion: riskSuggestion(layer, category, r.acceptance),
    treatment: r.treatment
      ? {
          ...r.treatment,
          measures: [...r.treatment.measures],
          plannedControls: r.treatment.plannedControls.map((c) => ({ ...c })),
          residualInputs: { ...r.treatment.residualInputs },
        }
      : null,
    residual: {
      status: r.residualStatus,
      value: r.residualValue,
      level: r.residualLevel as Level | null,
      levelText: r.residualLevel === null ? null : RISK_LEVEL_TEXT[r.residualLevel as Level],
      acceptance: r.residualAcceptance,
      furtherActionRequired: r.furtherAction,
      lines: [...r.residualLines],
    },
  };
}

const matrixLines = (title: string, rows: readonly (readonly number[])[], rowName: string, colName: string) => [
  `${title}（行：${rowName} 1–5，列：${colName} 1–5）：`,
  ...rows.map((row, i) => `　${rowName} ${i + 1}：${row.join('、')}`),
];
const bandLine = (title: string, bands: readonly { min: number; max: number }[]) =>
  `${title}：${bands.map((b, i) => `${b.min}–${b.max} 为${riskLevelLabel((i + 1) as RiskLevel)}`).join('；')}`;

/** Section 1 of the report: the method, the matrices or formulas, the bands and the configuration. */
export function methodLines(data: RiskConfigData, method: RiskMethod): string[] {
  const lines = [
    '评估依据：GB/T 20984《信息安全技术 信息安全风险评估方法》，残余风险与处置参照 GB/T 33132。',
    `风险计算配置：${riskConfigLabel(data)}，计算方法：${RiskMethodEnum.label(method)}。`,
    '评估对象分三个层级：业务资产（重要性，紧密关联的业务相互调整）、系统资产（由 C/I/A、业务承载与所承载业务的重要性计算价值）、系统组件和单元资产（由 C/I/A 计算价值）。',
    '威胁赋值由行为能力与出现频率计算，特殊时期上调；脆弱性赋值为严重程度，可能性计算优先使用其可利用性。',
    '已有安全措施：预防性措施降低可能性等级，保护性措施降低损失等级。',
  ];
  if (method === 'matrix') {
    lines.push(
      '矩阵法：可能性 L = 可能性矩阵[威胁赋值][脆弱性赋值] 分级；损失 F = 损失矩阵[资产价值][脆弱性严重程度] 分级；风险值 R = 风险矩阵[可能性等级][损失等级]。',
    );
    lines.push(...matrixLines('可能性矩阵', data.matrices.likelihood, '威胁赋值', '脆弱性赋值'));
    lines.push(...matrixLines('损失矩阵', data.matrices.loss, '资产价值', '严重程度'));
    lines.push(
      ...(data.riskMatrixRows === 'loss'
        ? matrixLines('风险矩阵', data.matrices.risk, '损失等级', '可能性等级')
        : matrixLines('风险矩阵', data.matrices.risk, '可能性等级', '损失等级')),
    );
  } else {
    lines.push('相乘法：可能性 L = √(威胁赋值 × 脆弱性赋值)，损失 F = √(资产价值 × 脆弱性严重程度)，风险值 R = L × F（四舍五入）。');
  }
  lines.push(bandLine('可能性等级划分', data.bands.likelihood));
  lines.push(bandLine('损失等级划分', data.bands.loss));
  lines.push(bandLine('风险等级划分', data.bands.risk));
  lines.push(
    `风险评价：风险等级 ≤ ${data.acceptance.acceptableMaxLevel} 为可接受，≤ ${data.acceptance.conditionalMaxLevel} 为有条件接受，更高为必须处置。`,
  );
  lines.push('系统资产风险取其自身及所含单元资产风险的汇总，业务风险取承载该业务的系统资产风险的汇总；处置后的残余风险按处置措施重新计算。');
  return lines;
}

/** The risk configuration as a report names it to the customer: "<Chinese name>（版本 1.0.0）", never its internal id. */
export const riskConfigLabel = (data: Pick<RiskConfigData, 'name' | 'version'>): string =>
  `${data.name?.trim() || '风险计算配置'}（版本 ${data.version}）`;

/** What the configuration means, in one short paragraph (the Word report's method section). */
export function riskConfigSummary(data: RiskConfigData, method: RiskMethod): string {
  const a = data.acceptance;
  const how =
    method === 'matrix'
      ? '可能性由威胁赋值与脆弱性赋值查可能性矩阵得出，损失由资产价值与脆弱性严重程度查损失矩阵得出，风险值由可能性等级与损失等级查风险矩阵得出'
      : '可能性取威胁赋值与脆弱性赋值乘积的平方根，损失取资产价值与脆弱性严重程度乘积的平方根，风险值为两者之积';
  return (
    `采用${RiskMethodEnum.label(method)}：${how}；风险值按区间分为很低、低、中等、高、很高五个等级，` +
    `风险等级不超过 ${a.acceptableMaxLevel} 级为可接受、不超过 ${a.conditionalMaxLevel} 级为有条件接受，更高的必须处置。所用矩阵和等级划分见附录。`
  );
}

/**
 * The method in Chinese prose (the Word report's 评估范围与方法): the basis, the tiers of assets,
 * how threats, vulnerabilities and existing measures count, how risks are computed, evaluated and
 * aggregated — without the matrices and bands (the appendix, methodTrace) and without ids.
 */
export function methodText(data: RiskConfigData, method: RiskMethod): string[] {
  return [
    '本次评估依据 GB/T 20984《信息安全技术 信息安全风险评估方法》开展，风险处置与残余风险参照 GB/T 33132。评估由客户识别业务资产、系统资产和系统组件与单元资产，咨询顾问识别威胁、脆弱性和已有安全措施并计算风险，最后由客户确认评估结果。',
    '资产分三个层级：业务资产按其对组织的重要性赋值，紧密关联的业务相互调整；系统资产的价值由保密性、完整性、可用性赋值、业务承载性及所承载业务的重要性计算；系统组件和单元资产的价值由保密性、完整性、可用性赋值计算。',
    '威胁的赋值由威胁来源的行为能力与出现频率计算，特殊时期上调；脆弱性的赋值为其严重程度，计算可能性时优先采用其可利用性。已有的预防性措施降低风险发生的可能性，保护性措施降低风险造成的损失。',
    `风险计算规则采用“${riskConfigLabel(data)}”：${riskConfigSummary(data, method)}`,
    '系统资产的风险取其自身及所含组件和单元资产风险的汇总，业务风险取承载该业务的系统资产风险的汇总；风险处置后，残余风险按处置措施重新计算。',
  ];
}

/** The rules as numbers (the Word report's appendix): the formulas or matrices, the bands and the evaluation thresholds. */
export function methodTrace(data: RiskConfigData, method: RiskMethod): string[] {
  return methodLines(data, method)
    .slice(5)
    .filter((line) => !line.startsWith('系统资产风险取其自身'));
}

/** The risks the high-residual lists show: still needing action, still must-treat after treatment, or accepted as they stand. */
export const isHighRemnant = (r: Pick<ComputedRisk, 'furtherAction' | 'residualAcceptance' | 'treatment'>): boolean =>
  r.furtherAction || r.residualAcceptance === 'mustTreat' || r.treatment?.option === 'accept';

/**
 * A risk's treatment once its residual risk's acceptance is signed: a risk without treatment, or
 * one its treatment leaves must-treat (and not already accepted), is accepted as it stands (the
 * measures stay on record); otherwise its treatment with the signature.
 */
export function signedTreatment(
  r: Pick<ComputedRisk, 'furtherAction' | 'residualAcceptance'> | undefined,
  t: Omit<StoredTreatment, 'riskCode'> | null | undefined,
  signed: Pick<StoredTreatment, 'acceptedBy' | 'acceptedAt'>,
): Omit<StoredTreatment, 'riskCode'> {
  if (!t || (r?.furtherAction && r.residualAcceptance === 'mustTreat' && t.option !== 'accept'))
    return {
      option: 'accept',
      measures: t?.measures ?? [],
      plannedControls: [],
      residualInputs: {},
      owner: t?.owner ?? '',
      dueDate: t?.dueDate ?? '',
      ...signed,
    };
  return { ...t, ...signed };
}

/** A system asset's own category, types and ratings: what every row, input and demo record of it carries. */
export type SystemRatings = Pick<
  SystemAssetRow,
  'category' | 'systemType' | 'carryTypes' | 'carryLevel' | 'systemRelated' | 'confidentiality' | 'integrity' | 'availability'
>;

/** The SystemRatings of a stored, submitted or demo system asset (nothing else of it). */
export const systemRatingsOf = (s: SystemRatings): SystemRatings => ({
  category: s.category,
  systemType: s.systemType,
  carryTypes: s.carryTypes,
  carryLevel: s.carryLevel,
  systemRelated: s.systemRelated,
  confidentiality: s.confidentiality,
  integrity: s.integrity,
  availability: s.availability,
});
