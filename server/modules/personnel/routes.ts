/** The personnel calls: one registerContract per contract of domain/personnel/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { personnelContracts as c } from '../../../domain/personnel/contracts';
import { registerContract } from '../../http/registerContract';
import type { PersonnelService } from './service';

export function registerPersonnelRoutes(app: FastifyInstance, service: PersonnelService): void {
  registerContract(app, c.personnelList, async ({ query, requireAuth }) => service.list(requireAuth(), query));

  registerContract(app, c.personnelAdd, async ({ body, requireAuth, request }) => service.add(requireAuth(), body, request.ip));

  registerContract(app, c.personnelUpdate, async ({ body, requireAuth }) => service.update(requireAuth(), body));

  registerContract(app, c.getInviteInfo, async ({ query }) => service.inviteInfo(query.inviteCode));

  registerContract(app, c.joinTenant, async ({ body, requireAuth }) => service.join(requireAuth(), body.inviteCode));

  registerContract(app, c.myJoinRequests, async ({ requireAuth }) => service.myJoinRequests(requireAuth()));
}
