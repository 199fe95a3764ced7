/**
 * The audit execution calls (helper B2): one registerContract per contract of
 * domain/certification/auditContracts.ts. Registered by ../index.ts.
 */
import type { FastifyInstance } from 'fastify';
import { certAuditContracts as c } from '../../../../domain/certification/auditContracts';
import { repositories } from '../../../db/repositories';
import { registerContract } from '../../../http/registerContract';
import type { CertificationModuleDeps } from '../index';
import { createAuditRepository } from './repository';
import { createAuditService } from './service';

export function registerAuditRoutes(app: FastifyInstance, deps: CertificationModuleDeps): void {
  const service = createAuditService({
    projects: deps.repos,
    repos: repositories(app.db, createAuditRepository),
    directory: deps.directory,
    clock: app.clock,
  });
  registerContract(app, c.certAuditExecution, async ({ query, requireAuth }) => service.execution(requireAuth(), query));
  registerContract(app, c.certAuditDetail, async ({ query, requireAuth }) => service.detail(requireAuth(), query));
  registerContract(app, c.certAuditSavePlan, async ({ body, requireAuth }) => service.savePlan(requireAuth(), body));
  registerContract(app, c.certAuditStart, async ({ body, requireAuth }) => service.start(requireAuth(), body));
  registerContract(app, c.certFindingSave, async ({ body, requireAuth }) => service.saveFinding(requireAuth(), body));
  registerContract(app, c.certFindingDelete, async ({ body, requireAuth }) => service.deleteFinding(requireAuth(), body));
  registerContract(app, c.certAuditComplete, async ({ body, requireAuth }) => service.complete(requireAuth(), body));
  registerContract(app, c.certFindingSubmit, async ({ body, requireAuth }) => service.submit(requireAuth(), body));
  registerContract(app, c.certFindingVerify, async ({ body, requireAuth }) => service.verify(requireAuth(), body));
  registerContract(app, c.certTechnicalReview, async ({ body, requireAuth }) => service.technicalReview(requireAuth(), body));
  registerContract(app, c.certDecision, async ({ body, requireAuth }) => service.decide(requireAuth(), body));
  registerContract(app, c.certCertificateList, async ({ query, requireAuth }) => service.certificates(requireAuth(), query));
  registerContract(app, c.certCertificateDetail, async ({ query, requireAuth }) => service.certificate(requireAuth(), query));
  registerContract(app, c.certCertificateStatus, async ({ body, requireAuth }) => service.changeStatus(requireAuth(), body));
}
