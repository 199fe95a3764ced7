/** The marketplace part's calls (see index.ts): builds its service from app and registers one contract per call. */
import type { FastifyInstance } from 'fastify';
import { marketplaceContracts as c } from '../../../../domain/projects/marketplaceContracts';
import { repositories } from '../../../db/repositories';
import { registerContract } from '../../../http/registerContract';
import { createMarketplaceRepository } from './repository';
import { createMarketplaceService, type MarketplaceService } from './service';

export function createMarketplace(app: FastifyInstance): MarketplaceService {
  return createMarketplaceService({
    repos: repositories(app.db, createMarketplaceRepository),
    authorizations: app.authorizations,
    products: app.products,
    wallet: app.wallet,
    tenantRelations: app.tenantRelations,
    accountDirectory: app.accountDirectory,
    auditLog: app.auditLog,
    clock: app.clock,
  });
}

export function registerMarketplaceRoutes(app: FastifyInstance, service: MarketplaceService = createMarketplace(app)): void {
  registerContract(app, c.marketTemplateList, async ({ query, requireAuth }) => service.templates(requireAuth(), query));

  registerContract(app, c.marketAllValidTemplateList, async ({ requireAuth }) => service.templateOptions(requireAuth()));

  registerContract(app, c.marketTenantListForProject, async ({ query, requireAuth }) => service.customers(requireAuth(), query));

  registerContract(app, c.marketSaveGroup, async ({ body, requireAuth }) => service.purchase(requireAuth(), body));

  registerContract(app, c.marketGroupList, async ({ query, requireAuth }) => {
    requireAuth();
    return service.groups(query);
  });

  registerContract(app, c.marketGroupWithdraw, async ({ body, requireAuth }) => service.withdraw(requireAuth(), body));
}
