/**
 * The certMaterials module (issue 29 item 4): the materials a certification body asks of its
 * client per certification project, the client's uploads (stored as project files through
 * app.fileService) and the body's review. Who sees a certification project is the certification
 * area's (app.certProjects), asked per request.
 */
import type { FastifyInstance } from 'fastify';
import { repositories } from '../../db/repositories';
import { fillDemoMaterialFiles } from './demoFiles';
import { createCertMaterialsRepository } from './repository';
import { registerCertMaterialsRoutes } from './routes';
import { createCertMaterialsService } from './service';

export default async function certMaterialsModule(app: FastifyInstance) {
  const service = createCertMaterialsService({
    repos: repositories(app.db, createCertMaterialsRepository),
    clock: app.clock,
    certProjects: () => app.certProjects,
    projects: () => app.projectRegistry,
    fileService: app.fileService,
    storage: app.storage,
    log: app.log,
    accountNames: (ids) => app.accountDirectory.accountNames(ids),
  });
  registerCertMaterialsRoutes(app, service);
  // The demo uploads' PDFs, stored as project files once the projects area answers (./demoFiles.ts).
  if (app.config.DEMO)
    app.addHook('onReady', async () => {
      await fillDemoMaterialFiles({ repo: createCertMaterialsRepository(app.db), fileService: app.fileService, log: app.log }).catch((error) =>
        app.log.warn({ err: error }, 'demo certification materials not stored'),
      );
    });
}
