/**
 * The risk assessment module (issue 14, GB/T 20984; docs/riskAssessment.md). It owns the ra_*
 * tables (server/db/schema/riskAssessment.ts); the rules are domain/riskAssessment/rules.ts, every
 * figure domain/riskAssessment/compute.ts over domain/engines/risk. Parts:
 *
 *   core.ts               opening a project for the caller, who may write, stage and status moves, the stage bar
 *   assets/               the customer side: the three asset tiers, owners, Excel import and export
 *   consultant/           the consultant: threats, vulnerabilities, measures, risks, treatment, residual risk
 *                         (its routes also register the report's calls)
 *   report/               the report (web page, service.ts; Word document, docx.ts and templates/)
 *
 * Projects are read through app.projectRegistry, product versions through app.products, people
 * through app.accountDirectory and app.personnelAdmin.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { riskAssessmentContracts as c } from '../../../domain/riskAssessment/contracts';
import { repositories } from '../../db/repositories';
import { registerContract } from '../../http/registerContract';
import { registerAssetRoutes } from './assets/routes';
import { registerConsultantRoutes } from './consultant/routes';
import { createCore, type RiskAssessmentDeps } from './core';
import { createRiskAssessmentRepository } from './repository';

async function riskAssessmentModule(app: FastifyInstance) {
  const deps: RiskAssessmentDeps = {
    repos: repositories(app.db, createRiskAssessmentRepository),
    projectRegistry: app.projectRegistry,
    products: app.products,
    accountDirectory: app.accountDirectory,
    personnelAdmin: app.personnelAdmin,
    clock: app.clock,
  };
  const core = createCore(deps);
  registerContract(app, c.raStatus, async ({ query, requireAuth }) => core.info(requireAuth(), query.projectCode));
  registerAssetRoutes(app, deps, core);
  registerConsultantRoutes(app, deps, core);
}

export default fp(riskAssessmentModule, { name: 'riskAssessment', dependencies: ['db', 'identity', 'products', 'projects'] });
