/**
 * The application as a Fastify plugin (fastify/demo style): infrastructure first (config, clock,
 * db, cookies, security headers and CSRF, error handler), then the feature modules of
 * server/modules/index.ts, then the API document and the static web app. Dependencies come
 * through options so tests pass fakes.
 */
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { CONTRACTS } from '../domain/api';
import { ErrorCode, fail } from '../domain/errors';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import dbPlugin from './db/plugin';
import { clientErrorHandler } from './http/clientErrors';
import errorHandler, { toEnvelopeError } from './http/errorHandler';
import { removeSpooledUploads } from './http/multipart';
import health from './http/health';
import { buildOpenApiDocument } from './http/openapi';
import requestLog, { requestIdServerOptions } from './http/requestLog';
import security, { securityHeaders } from './http/security';
import staticRoutes from './http/static';
import { createJobQueue } from './jobs';
import { FEATURE_MODULES } from './modules';
import { scryptHashing, type PasswordHashing } from './modules/identity/passwordQueue';
import { createPaymentProviders, type PaymentProviders } from './payment';
import { createSmsSender, type SmsSender } from './sms';
import { createStorage, type FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    /** The payment channels this installation offers (PAYMENT_CHANNELS), by channel. */
    paymentProviders: PaymentProviders;
    /** Where SMS verification codes go (SMS_PROVIDER, or a fake in tests). */
    smsSender: SmsSender;
    /** How passwords are hashed and checked (scrypt; tests pass a hasher they can hold). */
    passwordHashing: PasswordHashing;
    /** Where file bytes live (FILE_STORAGE): one storage per process, shared by every module. */
    storage: FileStorage;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Defaults to the sender named by config.SMS_PROVIDER. */
  smsSender?: SmsSender;
  clock?: Clock;
  /** Defaults to the providers named by config.PAYMENT_CHANNELS. */
  paymentProviders?: PaymentProviders;
  /** Defaults to scrypt (server/modules/identity/passwords.ts); tests pass a hasher they can hold. */
  passwordHashing?: PasswordHashing;
  /** Defaults to the driver named by config.FILE_STORAGE. */
  storage?: FileStorage;
}

/**
 * The API document, built on its first request and kept for the process: the contracts are fixed
 * when the server is built, and converting all their schemas to JSON Schema cost more CPU than the
 * rest of an app's start (docs/testing.md, "The API project: one module graph per worker").
 */
let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
const openApiDocument = () => {
  openApi ??= buildOpenApiDocument(CONTRACTS);
  return openApi;
};

export async function buildApp(app: FastifyInstance, options: AppOptions): Promise<void> {
  const { config } = options;
  const clock = options.clock ?? systemClock;

  // Infrastructure
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('smsSender', options.smsSender ?? createSmsSender(config, app.log));
  app.decorate('passwordHashing', options.passwordHashing ?? scryptHashing);
  app.decorate('storage', options.storage ?? createStorage(config));
  app.decorate('paymentProviders', options.paymentProviders ?? createPaymentProviders(config, { log: app.log, clock }));
  await app.register(dbPlugin, { db: options.db });
  // Request ids and the one log line per request (server/http/requestLog.ts).
  await app.register(requestLog);
  await app.register(cookie);
  // Multipart contracts read their parts themselves (server/http/multipart.ts), after the guard.
  // Uploads are spooled to temporary files while read; they go once the answer is sent.
  app.addHook('onResponse', removeSpooledUploads);
  app.addHook('onRequestAbort', removeSpooledUploads);
  await app.register(multipart, {
    limits: {
      fileSize: config.UPLOAD_MAX_BYTES,
      files: Math.max(5, config.UPLOAD_BATCH_MAX_FILES),
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 30 + Math.max(10, config.UPLOAD_BATCH_MAX_FILES),
    },
  });
  await app.register(security, { frameAncestors: config.FRAME_ANCESTORS, https: config.COOKIE_SECURE });
  await app.register(errorHandler);
  // /healthz and /readyz for load balancers (server/http/health.ts), outside /api.
  await app.register(health);
  // Background jobs (server/jobs): modules register their handlers; the runner polls once the server is ready.
  app.decorate('jobs', createJobQueue({ db: options.db, clock, log: app.log, pollMs: config.JOBS_POLL_MS, leaseSeconds: config.JOBS_LEASE_SECONDS }));
  if (config.JOBS_RUNNER) app.addHook('onReady', async () => app.jobs.start());
  app.addHook('onClose', async () => app.jobs.stop());

  // Feature modules, in dependency order (server/modules/index.ts)
  for (const module of FEATURE_MODULES) await app.register(module.plugin);

  // Documentation and the web app
  app.get('/api/docs', async () => openApiDocument());
  await app.register(staticRoutes, { distDir: config.WEB_DIST_DIR, frameAncestors: config.FRAME_ANCESTORS });
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A list is passed on (proxy-addr: addresses, CIDRs,
 * `loopback`…): only those peers may speak for the client. A hop count becomes a function
 * trusting the socket peer and the next hops-1 X-Forwarded-For entries (Fastify 5.12 trusts
 * nothing for a bare number); it is only safe when nothing but the proxies can reach the port.
 * Either way the client address is the entry the outermost trusted proxy appended, never one the
 * client wrote further left.
 */
export function trustProxyOption(trust: Config['TRUST_PROXY']): NonNullable<FastifyServerOptions['trustProxy']> {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * A URL the router cannot decode (GET /%) never reaches the hooks or the error handler: it is
 * answered here with the envelope and the security headers instead of Fastify's raw message
 * (which echoes the URL).
 */
function frameworkErrorHandler(config: Config): FastifyServerOptions['frameworkErrors'] {
  const headers = securityHeaders({ frameAncestors: config.FRAME_ANCESTORS, https: config.COOKIE_SECURE });
  return ((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    const known = toEnvelopeError(error);
    if (known) {
      request.log.info({ errorCode: known.errorCode, reason: error.code }, 'request refused');
      return reply.status(known.status).send(fail(known.errorCode, known.message));
    }
    request.log.error({ err: error }, 'framework error');
    return reply.status(500).send(fail(ErrorCode.INTERNAL));
  }) as FastifyServerOptions['frameworkErrors'];
}

/** Fastify options that belong to the server instance rather than to the plugin. */
export function serverOptions(config: Config, logger: FastifyServerOptions['logger'] = { level: config.LOG_LEVEL }): FastifyServerOptions {
  return {
    logger,
    ...requestIdServerOptions,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    frameworkErrors: frameworkErrorHandler(config),
    // Oversized URLs or headers (Node's maxHeaderSize) and malformed HTTP, refused before routing.
    clientErrorHandler: clientErrorHandler(securityHeaders({ frameAncestors: config.FRAME_ANCESTORS, https: config.COOKIE_SECURE })),
  };
}

/** A ready app instance (no port opened): what main.ts listens with and tests inject into. */
export async function createApp(options: AppOptions, logger?: FastifyServerOptions['logger']): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(options.config, logger));
  await app.register(fp(buildApp), options);
  return app;
}
