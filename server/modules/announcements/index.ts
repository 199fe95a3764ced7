/**
 * The announcements module: the platform's management (list, detail, status, add) and the
 * users' notices (list, detail, latest for the announcement modal). Publishers' names come from
 * identity's directory (app.accountDirectory).
 */
import type { FastifyInstance } from 'fastify';
import { createAnnouncementRepository } from './repository';
import { registerAnnouncementRoutes } from './routes';
import { createAnnouncementService } from './service';

export default async function announcementsModule(app: FastifyInstance) {
  const service = createAnnouncementService({
    repo: createAnnouncementRepository(app.db),
    clock: app.clock,
    accountDirectory: app.accountDirectory,
  });
  registerAnnouncementRoutes(app, service);
}
