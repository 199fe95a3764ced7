/** The partners calls: one registerContract per contract of domain/partners/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { partnerContracts as c } from '../../../domain/partners/contracts';
import { registerContract } from '../../http/registerContract';
import type { PartnersService } from './service';

export function registerPartnersRoutes(app: FastifyInstance, service: PartnersService): void {
  registerContract(app, c.subChannelList, async ({ query, requireAuth }) => service.listSubChannels(requireAuth(), query));

  registerContract(app, c.checkInviteRel, async ({ query, requireAuth }) => service.checkInviteRel(requireAuth(), query.inviteCode));

  registerContract(app, c.addChannelInfo, async ({ body, files, requireAuth }) => service.applyAsChannel(requireAuth(), body, files.licence));
}
