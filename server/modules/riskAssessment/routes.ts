/** The risk assessment calls: the assessment's status here, then each part's own routes.ts (assets/, consultant/ with the report). */
import type { FastifyInstance } from 'fastify';
import { riskAssessmentContracts as c } from '../../../domain/riskAssessment/contracts';
import { registerContract } from '../../http/registerContract';
import { registerAssetRoutes } from './assets/routes';
import { registerConsultantRoutes } from './consultant/routes';
import type { RiskAssessmentCore, RiskAssessmentDeps } from './core';

export function registerRiskAssessmentRoutes(app: FastifyInstance, deps: RiskAssessmentDeps, core: RiskAssessmentCore): void {
  registerContract(app, c.raStatus, async ({ query, requireAuth }) => core.info(requireAuth(), query.projectCode));
  registerAssetRoutes(app, deps, core);
  registerConsultantRoutes(app, deps, core);
}
