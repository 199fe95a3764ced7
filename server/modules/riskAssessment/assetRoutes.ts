/** The customer side's calls: assets of the three tiers, owners, Excel, the stage moves. */
import type { FastifyInstance } from 'fastify';
import type { RiskAssessmentCore, RiskAssessmentDeps } from './core';

export function registerAssetRoutes(_app: FastifyInstance, _deps: RiskAssessmentDeps, _core: RiskAssessmentCore): void {}
