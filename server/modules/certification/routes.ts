/** The certification projects calls: one registerContract per contract of domain/certification/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import type { CertificationModuleDeps } from './index';

export function registerCertificationRoutes(_app: FastifyInstance, _deps: CertificationModuleDeps): void {}
