/**
 * The files module: uploads (one, a batch, a project's, the tenant's, one case without a session),
 * download by objectId, a project's files, share links and images as data URLs. It decorates
 * `fileService`, so other modules (guide management, transfer vouchers, generated reports stored
 * as project files through `storeProjectFile`) store and look up files through the same checks.
 * A project's visibility is the projects area's (app.projectRegistry), asked at request time: that
 * module is registered after this one.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRateLimitCounters } from '../../db/rateLimits';
import { createFileRepository } from './repository';
import { registerFileRoutes } from './routes';
import { ensureDemoBytes } from './seed';
import { createFileService, type FileService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    fileService: FileService;
  }
}

async function filesModule(app: FastifyInstance) {
  const storage = app.storage;
  const service = createFileService({
    repo: createFileRepository(app.db),
    storage,
    clock: app.clock,
    config: app.config,
    log: app.log,
    rateLimits: createRateLimitCounters(app.db),
    accountNames: (ids) => app.accountDirectory.accountNames(ids),
    projects: () => app.projectRegistry,
  });
  app.decorate('fileService', service);
  registerFileRoutes(app, service);
  // At start: uploads made without a session that nothing claimed within a day go (also at each
  // such upload), and the demo files' bytes are written where the storage lacks them.
  app.addHook('onReady', async () => {
    await service.sweepAnonymous().catch((error) => app.log.warn({ err: error }, 'unclaimed uploads not swept'));
    await ensureDemoBytes(app.db, storage).catch((error) => app.log.warn({ err: error }, 'demo file bytes not written'));
  });
}

/** Wrapped with fastify-plugin so `fileService` reaches the modules registered after it. */
export default fp(filesModule, { name: 'files', dependencies: ['db'] });

/** What other modules use: the decorated service's type (app.fileService). */
export type { FileService, StoreProjectFileInput } from './service';
