/**
 * The tenantAdmin module (issue 10, items 3–5): channel admission and company details, tenant
 * page configuration and logos, certification bodies, and the platform's user administration.
 * It owns channel_profiles, channel_reviews and cert_bodies; identity's tenants and accounts
 * change only through `app.identityAdmin`, files through `app.fileService`, and every change is
 * recorded through `app.auditLog` in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repositories } from '../../db/repositories';
import { createChannelProfiles, type ChannelProfiles } from './channelProfiles';
import { createTenantAdminRepository } from './repository';
import { registerTenantAdminRoutes } from './routes';
import { createTenantAdminService } from './service';

export type { ChannelApplicationProfile, ChannelProfiles } from './channelProfiles';

declare module 'fastify' {
  interface FastifyInstance {
    /** A new channel's company details and licence, written by the partners area's application (issue 11). */
    channelProfiles: ChannelProfiles;
  }
}

async function tenantAdminModule(app: FastifyInstance) {
  const service = createTenantAdminService({
    repos: repositories(app.db, createTenantAdminRepository),
    identityAdmin: app.identityAdmin,
    auditLog: app.auditLog,
    fileService: app.fileService,
    clock: app.clock,
  });
  registerTenantAdminRoutes(app, service);
  app.decorate('channelProfiles', createChannelProfiles(app.db));
}

/** Wrapped with fastify-plugin so `app.channelProfiles` reaches the partners module. */
export default fp(tenantAdminModule, { name: 'tenantAdmin', dependencies: ['db', 'identity', 'files', 'auditLog'] });
