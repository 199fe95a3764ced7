/**
 * The audit execution calls (helper B2 owns this file from now on): audit plan, findings,
 * corrective actions, technical review, decision, certificates. Registered by ../index.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { CertificationModuleDeps } from '../index';

export function registerAuditRoutes(_app: FastifyInstance, _deps: CertificationModuleDeps): void {}
