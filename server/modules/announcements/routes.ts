/** The announcement calls: one registerContract per contract of domain/announcements/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { announcementContracts as c } from '../../../domain/announcements/contracts';
import { registerContract } from '../../http/registerContract';
import type { AnnouncementService } from './service';

export function registerAnnouncementRoutes(app: FastifyInstance, service: AnnouncementService): void {
  registerContract(app, c.platformAocList, async ({ query }) => service.adminList(query));

  registerContract(app, c.platformAocDetail, async ({ params }) => service.adminDetail(params.id));

  registerContract(app, c.platformAocStatus, async ({ body }) => service.setStatus(body.id, body.status));

  registerContract(app, c.platformAocAdd, async ({ body, requireAuth }) => service.add(requireAuth(), body));

  registerContract(app, c.userAocList, async ({ query }) => service.userList(query));

  registerContract(app, c.userAocDetail, async ({ params }) => service.userDetail(params.aocCode));

  registerContract(app, c.userAocLatest, async () => service.latest());
}
