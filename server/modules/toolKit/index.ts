/**
 * New-user guide downloads: the public list (GET /api/user/toolKit/list.json, shown items in
 * display order) and the platform's management (list, save, update; multipart with `file`).
 * Guide files are stored through the files module's `fileService`.
 */
import type { FastifyInstance } from 'fastify';
import { repositories } from '../../db/repositories';
import { createToolKitRepository } from './repository';
import { registerToolKitRoutes } from './routes';
import { createToolKitService } from './service';

export default async function toolKitModule(app: FastifyInstance) {
  const service = createToolKitService({
    repos: repositories(app.db, createToolKitRepository),
    fileService: app.fileService,
    clock: app.clock,
    log: app.log,
  });
  registerToolKitRoutes(app, service);
}
