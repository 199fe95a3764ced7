/**
 * The partners module (issue 11 items 3–4): a channel's sub-channels with their customers and
 * consumption, invitations by invite code, and a new channel's application by a phone awaiting
 * admission. It owns no table: identity's tenants and relations through app.partnersDirectory
 * and app.tenantRelations, the channel's company details through tenantAdmin's
 * app.channelProfiles, the licence through app.fileService, consumption through app.wallet, and
 * every application recorded through app.auditLog in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { repositories } from '../../db/repositories';
import { createPartnersRepository } from './repository';
import { registerPartnersRoutes } from './routes';
import { createPartnersService } from './service';

export default async function partnersModule(app: FastifyInstance) {
  const service = createPartnersService({
    repos: repositories(app.db, createPartnersRepository),
    directory: app.partnersDirectory,
    accountDirectory: app.accountDirectory,
    identityAdmin: app.identityAdmin,
    tenantRelations: app.tenantRelations,
    channelProfiles: app.channelProfiles,
    wallet: app.wallet,
    fileService: app.fileService,
    auditLog: app.auditLog,
    clock: app.clock,
  });
  registerPartnersRoutes(app, service);
}
