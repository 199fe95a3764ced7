/**
 * The consultant's side of a risk assessment (issue 14, docs/riskAssessment.md "Who does what"),
 * one service of its parts:
 *   consultantThreats.ts    threats (identify) and vulnerabilities per asset (assess)
 *   consultantMeasures.ts   existing measures (control) and the whole risk computation when they are finished
 *   consultantTreatment.ts  the risk list, treatment (risk), residual risk and acceptance
 *                           (remnant_risk), the high residual risks and the submission to the customer
 *   consultantProjects.ts   the project list
 *   consultantKit.ts        what they share (opening to write, the edit lock, codes, finishing a stage)
 *   consultantViews.ts      the rows they and the report answer
 *
 * Writes: the project's consultant or the delivery tenant's managers (core.requireConsultant),
 * while the status is assets-owner-finish and in the stages domain consultantEditRefusal allows.
 * Every figure comes from domain/riskAssessment/compute.ts (the engine): a threat's value, the
 * risks (computeAssessment over the stored rows, treatments kept by risk code), residuals.
 */
import { createConsultantKit } from './kit';
import { createMeasureService } from './measures';
import { createProjectListService } from './projects';
import { createThreatService } from './threats';
import { createTreatmentService } from './treatment';
import type { RiskAssessmentCore, RiskAssessmentDeps } from '../core';

export function createConsultantService(deps: RiskAssessmentDeps, core: RiskAssessmentCore) {
  const kit = createConsultantKit(deps, core);
  return {
    ...createProjectListService(deps, kit),
    ...createThreatService(deps, core, kit),
    ...createMeasureService(deps, core, kit),
    ...createTreatmentService(deps, core, kit),
  };
}

export type ConsultantService = ReturnType<typeof createConsultantService>;
