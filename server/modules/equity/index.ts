/**
 * Account equity (权益申请): the channel's applications for an equity level and the platform's
 * review, and `app.equity`, through which the authorizations module prices the marketplace:
 *
 *   await app.equity.discountPercentAt('T-CH-ANHENG', at)   // 95 (银牌合作伙伴) or null (no level granted)
 *
 * Tenant and account names come from app.accountDirectory (and the accountRight licence version
 * an application must accept); changes are recorded through app.auditLog.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { createEquityRepository } from './repository';
import { registerEquityRoutes } from './routes';
import { createEquityService, type Equity } from './service';

export type { Equity } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    equity: Equity;
  }
}

async function equityModule(app: FastifyInstance) {
  const service = createEquityService({
    repos: repositories(app.db, createEquityRepository),
    directory: app.accountDirectory,
    auditLog: app.auditLog,
    clock: app.clock,
  });
  app.decorate('equity', service.equity);
  registerEquityRoutes(app, service);
}

export default fp(equityModule, { name: 'equity', dependencies: ['db', 'identity', 'auditLog'] });
