/**
 * The identity module: sessions and the authenticator the guard uses (infrastructure, visible
 * app-wide), and the identity calls. Dependencies arrive through options, so tests swap fakes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { SmsSender } from '../../sms';
import { createPasswordQueue, type PasswordHashing } from './passwordQueue';
import { createIdentityRepository } from './repository';
import { registerIdentityRoutes } from './routes';
import { createIdentityService } from './service';
import { createSessions } from './sessions';
import { createThrottleRepository } from './throttleRepository';
import { createVerifyCodes } from './verifyCodes';

export interface IdentityOptions {
  config: Config;
  clock: Clock;
  smsSender: SmsSender;
  /** The password hashing to bound (scrypt unless a test holds it). */
  passwordHashing: PasswordHashing;
}

async function identityModule(app: FastifyInstance, { config, clock, smsSender, passwordHashing }: IdentityOptions) {
  const repo = createIdentityRepository(app.db);
  const throttles = createThrottleRepository(app.db);
  const sessions = createSessions({ repo, clock, config });
  const verifyCodes = createVerifyCodes({ throttles, sms: smsSender, clock, log: app.log });
  const passwordQueue = createPasswordQueue(passwordHashing, { concurrency: config.PASSWORD_HASH_CONCURRENCY, maxWaiting: config.PASSWORD_HASH_QUEUE });
  const service = createIdentityService({ repo, throttles, sessions, verifyCodes, passwordQueue, clock, config, log: app.log });

  app.decorate('authenticator', sessions.authenticator);
  registerIdentityRoutes(app, service);
}

/** Wrapped with fastify-plugin so the authenticator decorator reaches every module. */
export default fp(identityModule, { name: 'identity', dependencies: ['db'] });
