/** The account-equity calls: one registerContract per contract of domain/equity/contracts.ts. */
import type { FastifyInstance } from 'fastify';
import { equityContracts as c } from '../../../domain/equity/contracts';
import { registerContract } from '../../http/registerContract';
import type { EquityService } from './service';

export function registerEquityRoutes(app: FastifyInstance, service: EquityService): void {
  registerContract(app, c.equityLevels, async () => service.levels());
  registerContract(app, c.myEquity, async ({ requireAuth }) => service.mine(requireAuth()));
  registerContract(app, c.applyEquity, async ({ body, requireAuth }) => service.apply(requireAuth(), body));
  registerContract(app, c.withdrawEquity, async ({ body, requireAuth }) => service.withdraw(requireAuth(), body.applicationCode));
  registerContract(app, c.platformEquityList, async ({ query }) => service.list(query));
  registerContract(app, c.reviewEquity, async ({ body, requireAuth }) => service.review(requireAuth(), body));
}
