/**
 * Service authorization (/accredit): the platform's authorization calls, and
 * `app.authorizations`, through which the projects issue's marketplace asks what a channel may sell:
 *
 *   await app.authorizations.sellableFor('T-CH-ANHENG')   // [{ product, pricePoints, quota, … }]
 *
 * Channel names come from app.accountDirectory, products from app.products; changes are recorded
 * through app.auditLog.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { createAuthorizationRepository } from './repository';
import { registerAuthorizationRoutes } from './routes';
import { type Authorizations, createAuthorizationService } from './service';

export type { Authorizations, SellableProduct } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    authorizations: Authorizations;
  }
}

async function authorizationsModule(app: FastifyInstance) {
  const service = createAuthorizationService({
    repos: repositories(app.db, createAuthorizationRepository),
    directory: app.accountDirectory,
    products: app.products,
    auditLog: app.auditLog,
    clock: app.clock,
    equity: app.equity,
  });
  app.decorate('authorizations', service.authorizations);
  registerAuthorizationRoutes(app, service);
}

export default fp(authorizationsModule, { name: 'authorizations', dependencies: ['db', 'identity', 'products', 'auditLog', 'equity'] });
