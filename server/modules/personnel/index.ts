/**
 * The personnel module (issue 11 items 2, 4): a tenant's managers list, add and change the
 * tenant's people and accept join requests; an account awaiting admission reads an invite code
 * and asks to join. Accounts and memberships change only through `app.personnelAdmin` (identity),
 * a new account's login code goes through `app.identityAdmin.sendLoginCode`, and every change is
 * recorded through `app.auditLog` in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { repositories } from '../../db/repositories';
import { createPersonnelRepository } from './repository';
import { registerPersonnelRoutes } from './routes';
import { createPersonnelService } from './service';

export default async function personnelModule(app: FastifyInstance) {
  const service = createPersonnelService({
    repos: repositories(app.db, createPersonnelRepository),
    personnelAdmin: app.personnelAdmin,
    identityAdmin: app.identityAdmin,
    auditLog: app.auditLog,
  });
  registerPersonnelRoutes(app, service);
}
