/** The certification projects calls: one registerContract per contract of domain/certification/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { certificationContracts as c } from '../../../domain/certification/contracts';
import { registerContract } from '../../http/registerContract';
import type { CertificationService } from './service';

export function registerCertificationRoutes(app: FastifyInstance, service: CertificationService): void {
  registerContract(app, c.certProjectList, async ({ query, requireAuth }) => service.list(requireAuth(), query));
  registerContract(app, c.certProjectDetail, async ({ query, requireAuth }) => service.detail(requireAuth(), query));
  registerContract(app, c.certProjectRegister, async ({ body, requireAuth }) => service.register(requireAuth(), body));
  registerContract(app, c.certProjectAccept, async ({ body, requireAuth }) => service.accept(requireAuth(), body));
  registerContract(app, c.certProjectDecline, async ({ body, requireAuth }) => service.decline(requireAuth(), body));
  registerContract(app, c.certProjectSaveApplication, async ({ body, requireAuth }) => service.saveApplication(requireAuth(), body));
  registerContract(app, c.certProjectReview, async ({ body, requireAuth }) => service.review(requireAuth(), body));
  registerContract(app, c.certProjectProgramme, async ({ body, requireAuth }) => service.programme(requireAuth(), body));
  registerContract(app, c.certProjectEnd, async ({ body, requireAuth }) => service.end(requireAuth(), body));
  registerContract(app, c.certBodyOptions, async () => service.bodies());
  registerContract(app, c.certApply, async ({ body, requireAuth }) => service.apply(requireAuth(), body));
  registerContract(app, c.certProgressOfProject, async ({ query, requireAuth }) => service.progress(requireAuth(), query));
  registerContract(app, c.certPlatformBodies, async () => service.platformBodies());
}
