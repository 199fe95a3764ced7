/** The service-authorization calls: one registerContract per contract of domain/authorizations/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { authorizationContracts as c } from '../../../domain/authorizations/contracts';
import { registerContract } from '../../http/registerContract';
import type { AuthorizationService } from './service';

export function registerAuthorizationRoutes(app: FastifyInstance, service: AuthorizationService): void {
  registerContract(app, c.channelListAll, async ({ query }) => service.listChannels(query));
  registerContract(app, c.getChannelPurchaseInfo, async ({ query }) => service.list(query));
  registerContract(app, c.updatePurchaseInfo, async ({ body, requireAuth }) => service.save(requireAuth(), body));
  registerContract(app, c.withdrawAuthorization, async ({ body, requireAuth }) => service.withdraw(requireAuth(), body.authorizationCode));
}
