/**
 * The identity module: sessions and the authenticator the guard uses (infrastructure, visible
 * app-wide), the identity calls, and `app.accountDirectory`, through which other modules look
 * accounts up (never through identity's repository or tables). Dependencies come from the app's
 * decorators (config, clock, db, smsSender, passwordHashing), so tests swap fakes through createApp's options.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPasswordQueue } from './passwordQueue';
import { createIdentityRepository } from './repository';
import { registerIdentityRoutes } from './routes';
import { createIdentityService } from './service';
import { createSessions } from './sessions';
import { createThrottleRepository } from './throttleRepository';
import { createVerifyCodes } from './verifyCodes';

/** What other modules may ask identity about accounts. */
export interface AccountDirectory {
  /** The account holding this phone, if any. */
  findByPhone(phone: string): Promise<{ accountId: string; showName: string } | undefined>;
}

// ---- dictionaries: the enterprise registry's offline lookup (issue 10 item 7) ----------------
/** A tenant known to the platform, as the enterprise lookup shows it (no accounts, no settings). */
export interface KnownTenant {
  tenantCode: string;
  tenantZhName: string;
  type: string;
}
/** What the dictionaries area may ask identity about tenants (merged into AccountDirectory). */
export interface AccountDirectory {
  /** Customer, channel and certification-body tenants whose Chinese name contains `keyword`, exact matches first, at most `limit`. */
  findTenantsByName(keyword: string, limit: number): Promise<KnownTenant[]>;
}
// ---- end dictionaries ------------------------------------------------------------------------

declare module 'fastify' {
  interface FastifyInstance {
    accountDirectory: AccountDirectory;
  }
}

async function identityModule(app: FastifyInstance) {
  const { config, clock, smsSender, passwordHashing } = app;
  const repo = createIdentityRepository(app.db);
  const throttles = createThrottleRepository(app.db);
  const sessions = createSessions({ repo, clock, config });
  const verifyCodes = createVerifyCodes({ throttles, sms: smsSender, clock, log: app.log });
  const passwordQueue = createPasswordQueue(passwordHashing, {
    concurrency: config.PASSWORD_HASH_CONCURRENCY,
    maxWaiting: config.PASSWORD_HASH_QUEUE,
  });
  const service = createIdentityService({ repo, throttles, sessions, verifyCodes, passwordQueue, clock, config, log: app.log });

  app.decorate('authenticator', sessions.authenticator);
  app.decorate('accountDirectory', {
    async findByPhone(phone: string) {
      const account = await repo.findAccountByPhone(phone);
      return account && { accountId: account.accountId, showName: account.showName };
    },
    // dictionaries (enterprise lookup)
    findTenantsByName: (keyword: string, limit: number) => repo.findTenantsByName(keyword, limit),
  });
  registerIdentityRoutes(app, service);
}

/** Wrapped with fastify-plugin so the authenticator and the directory reach every module. */
export default fp(identityModule, { name: 'identity', dependencies: ['db'] });
