/**
 * The nonconformities' and application forms' calls: one registerContract per contract of
 * domain/isoDocuments/ncContracts.ts. The services are built here from the module's core and the
 * decorated services they use (app.fileService, app.accountDirectory, app.projectRegistry).
 */
import type { FastifyInstance } from 'fastify';
import { isoNcContracts as c } from '../../../../domain/isoDocuments/ncContracts';
import { repositories } from '../../../db/repositories';
import { registerContract } from '../../../http/registerContract';
import type { IsoCore } from '../core';
import { createNcReportService } from './reports';
import { createNcRepository } from './repository';
import { createNcService } from './service';

export function registerNcRoutes(app: FastifyInstance, core: IsoCore): void {
  const repos = repositories(app.db, createNcRepository);
  const ncs = createNcService({ core, repos, accountDirectory: app.accountDirectory, clock: app.clock });
  const reports = createNcReportService({
    core,
    repos,
    fileService: app.fileService,
    accountDirectory: app.accountDirectory,
    projectRegistry: app.projectRegistry,
    clock: app.clock,
  });
  registerContract(app, c.isoNcDomain, async ({ query, requireAuth }) => ncs.domain(requireAuth(), query));
  registerContract(app, c.isoNcList, async ({ query, requireAuth }) => ncs.list(requireAuth(), query));
  registerContract(app, c.isoNcSave, async ({ body, requireAuth }) => ncs.save(requireAuth(), body));
  registerContract(app, c.isoNcGenerateFile, async ({ body, requireAuth }) => reports.generate(requireAuth(), body));
  registerContract(app, c.isoNcSubmitFile, async ({ body, requireAuth }) => reports.submit(requireAuth(), body));
  registerContract(app, c.isoApplicationList, async ({ query, requireAuth }) => reports.bodies(requireAuth(), query));
  registerContract(app, c.isoApplicationDownload, async ({ body, requireAuth }) => reports.application(requireAuth(), body));
}
