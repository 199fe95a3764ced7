/**
 * The stage bar's decisions (AssessmentInfo of owner/status, issue 14) as pure functions of the
 * assessment row, its counts and the caller's side, so the server's core
 * (server/modules/riskAssessment/core.ts) and the dev mocks (mock/lib/riskAssessmentViews.ts)
 * answer the same stage actions, problems and permissions.
 */
import type { AssessmentInfo } from './api/riskAssessment';
import { roleCodesOf } from './access';
import type { AssetAssessStatus, AssetStage } from './enums';
import {
  type AssessmentCounts,
  CONSULTANT_FINISH,
  consultantFinishProblems,
  type InventoryCounts,
  RA_STAGE_MACHINE,
  type StageAction,
  stageFinishProblems,
} from './riskAssessment';
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
