/**
 * The risk assessment module (issue 14, GB/T 20984; docs/riskAssessment.md). It owns the ra_*
 * tables (server/db/schema/riskAssessment.ts); the rules are domain/riskAssessment/rules.ts, every
 * figure domain/riskAssessment/compute.ts over domain/engines/risk. Parts:
 *
 *   routes.ts             the assessment's status, then each part's routes
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
import { repositories } from '../../db/repositories';
import { createCore, type RiskAssessmentDeps } from './core';
import { createRiskAssessmentRepository } from './repository';
import { registerRiskAssessmentRoutes } from './routes';

async function riskAssessmentModule(app: FastifyInstance) {
  const deps: RiskAssessmentDeps = {
    repos: repositories(app.db, createRiskAssessmentRepository),
    projectRegistry: app.projectRegistry,
    products: app.products,
    accountDirectory: app.accountDirectory,
    personnelAdmin: app.personnelAdmin,
    clock: app.clock,
    wordLayouts: app.wordLayouts,
  };
  registerRiskAssessmentRoutes(app, deps, createCore(deps));
}

export default fp(riskAssessmentModule, { name: 'riskAssessment', dependencies: ['db', 'identity', 'products', 'projects'] });
