/** The assessors calls: one registerContract per contract of domain/assessors/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { assessorContracts as c } from '../../../domain/assessors/contracts';
import { registerContract } from '../../http/registerContract';
import type { createAssessorsExcel } from './excel';
import type { AssessorsService } from './service';

export function registerAssessorsRoutes(app: FastifyInstance, service: AssessorsService, excel: ReturnType<typeof createAssessorsExcel>): void {
  registerContract(app, c.assessorList, async ({ query, requireAuth }) => service.list(requireAuth(), query));

  registerContract(app, c.assessorDetail, async ({ query, requireAuth }) => service.detail(requireAuth(), query));

  registerContract(app, c.assessorSave, async ({ body, requireAuth }) => service.save(requireAuth(), body));

  registerContract(app, c.assessorDelete, async ({ body, requireAuth }) => service.remove(requireAuth(), body));

  registerContract(app, c.assessorAccounts, async ({ requireAuth }) => service.accounts(requireAuth()));

  registerContract(app, c.assessorBodies, async ({ requireAuth }) => service.bodies(requireAuth()));

  registerContract(app, c.assessorTemplate, async ({ requireAuth }) => {
    service.plannerBody(service.callerOf(requireAuth()));
    return excel.template();
  });

  registerContract(app, c.assessorExport, async ({ requireAuth }) => excel.exportRegister(requireAuth()));

  registerContract(app, c.assessorImport, async ({ files, requireAuth }) => excel.importRegister(requireAuth(), files.file));
}
