/**
 * The stage bar (AssessmentInfo of owner/status, issue 14) and a risk's row as pure functions of
 * the stored rows, the counts and the caller's side, so the server's core
 * (server/modules/riskAssessment/core.ts) and the dev mocks (mock/lib/riskAssessmentViews.ts)
 * answer the same stage actions, problems, permissions and risk rows.
 */
import type { AssessmentInfo, RiskRow } from './api/riskAssessment';
import { roleCodesOf } from './access';
import { type AssetAssessStatus, type AssetStage, RISK_LEVEL_TEXT, type ThreatCategory, type VulnerabilityLayer } from './enums';
import type { Level } from './engines/risk';
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
} from './riskAssessment';
import type { ComputedRisk } from './riskAssessmentCompute';
import type { AccessSubject } from './userInfo';

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
    execute: side.customer && roles.has('consumer-executor'),
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
    customerName: String((project.svipData as { companyName?: string } | null)?.companyName ?? ''),
    consultantName: nameOf(project.consultantAccountId),
    stage: a.stage,
    status: a.status,
    method: a.method,
    configId: a.configId,
    configVersion: a.configVersion,
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

/**
 * A computed risk (ra_risks) as the lists and the report show it, with the names of its asset,
 * threat and vulnerability; the residual only once the risk has a treatment.
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
    residual: r.treatment
      ? {
          status: r.residualStatus,
          value: r.residualValue,
          level: r.residualLevel,
          levelText: r.residualLevel ? RISK_LEVEL_TEXT[r.residualLevel as Level] : null,
          acceptance: r.residualAcceptance,
          furtherActionRequired: r.furtherAction,
          lines: [...r.residualLines],
        }
      : null,
  };
}
