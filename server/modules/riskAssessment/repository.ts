/**
 * The risk assessment module's repository: its parts composed over one database or transaction
 * (the shape of wallet/repository.ts). Each part names the project's tenant_code and project_code
 * in every query.
 *
 *   assessments  ra_assessments, ra_events and the stage bar's counts   (./assessmentRepository.ts)
 *   assets       the three asset tiers                                    (./assetRepository.ts)
 *   risks        threats, vulnerabilities, measures, computed risks       (./riskRepository.ts)
 */
import type { DbOrTx } from '../../db/client';
import { createAssessmentRepository } from './assessmentRepository';
import { createAssetRepository } from './assets/repository';
import { createRiskRepository } from './consultant/riskRepository';

export function createRiskAssessmentRepository(db: DbOrTx) {
  return {
    assessments: createAssessmentRepository(db),
    assets: createAssetRepository(db),
    risks: createRiskRepository(db),
  };
}

export type RiskAssessmentRepository = ReturnType<typeof createRiskAssessmentRepository>;
