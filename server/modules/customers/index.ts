/**
 * The customers module (issue 11 item 1, /customerManagement): a channel's customers and its
 * consultations with them. It owns customer_profiles and consultations; customer tenants, their
 * accounts and the channel→customer relations belong to identity and change only through
 * `app.customersDirectory` and `app.tenantRelations`; names come from `app.accountDirectory` and
 * `app.dictionaryNames`; every change is recorded through `app.auditLog` in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { repositories } from '../../db/repositories';
import { createCustomersRepository } from './repository';
import { registerCustomersRoutes } from './routes';
import { createCustomersService } from './service';

export default async function customersModule(app: FastifyInstance) {
  const service = createCustomersService({
    repos: repositories(app.db, createCustomersRepository),
    customersDirectory: app.customersDirectory,
    tenantRelations: app.tenantRelations,
    accountDirectory: app.accountDirectory,
    identityAdmin: app.identityAdmin,
    dictionaryNames: app.dictionaryNames,
    auditLog: app.auditLog,
    projectCounts: app.projectCounts,
    clock: app.clock,
  });
  registerCustomersRoutes(app, service);
}
