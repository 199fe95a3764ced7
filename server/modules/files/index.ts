/**
 * The files module: upload (POST /api/file/upload/save.json) and download
 * (GET /consulting/file/download?objectId). It decorates `fileService`, so other modules (guide
 * management, transfer vouchers) store and look up files through the same checks.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from '../../storage';
import { createFileRepository } from './repository';
import { registerFileRoutes } from './routes';
import { createFileService, type FileService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    fileService: FileService;
  }
}

async function filesModule(app: FastifyInstance) {
  const service = createFileService({
    repo: createFileRepository(app.db),
    storage: createStorage(app.config),
    clock: app.clock,
    config: app.config,
    log: app.log,
  });
  app.decorate('fileService', service);
  registerFileRoutes(app, service);
}

/** Wrapped with fastify-plugin so `fileService` reaches the modules registered after it. */
export default fp(filesModule, { name: 'files', dependencies: ['db'] });

/** What other modules use: the decorated service's type (app.fileService). */
export type { FileService } from './service';
