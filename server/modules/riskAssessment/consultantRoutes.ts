/** The consultant's calls: threats, vulnerabilities, measures, risks, treatment, residual risk, the report. */
import type { FastifyInstance } from 'fastify';
import type { RiskAssessmentCore, RiskAssessmentDeps } from './core';

export function registerConsultantRoutes(_app: FastifyInstance, _deps: RiskAssessmentDeps, _core: RiskAssessmentCore): void {}
