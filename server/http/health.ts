/**
 * Health checks for a load balancer or an orchestrator, outside /api: no session, no CSRF (GET
 * only), no rate limit, and their request lines are logged at debug only (`config.probe`).
 *
 * - `GET /healthz`: the process is alive and serving; touches nothing else (200 `{ status: 'ok' }`).
 * - `GET /readyz`: this process should get traffic: the database answers `select 1` and the file
 *   store passes its `check()` (server/storage: the S3 bucket answers to this server's
 *   credentials, or the local FILES_DIR is writable), each within READINESS_CHECK_TIMEOUT_MS. Otherwise
 *   503 `{ status: 'unavailable', failed: ['database' | 'storage' | 'shutdown'] }`, the reason in
 *   the log (warn), never in the answer. Once shutdown has begun (`app.readiness.drain()`,
 *   server/main.ts) it answers 503 `shutdown` at once, so the load balancer takes this process
 *   out while its requests in flight finish; every response then asks the client to close its
 *   keep-alive connection, so idle connections do not hold the shutdown.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long one dependency may take to answer before it counts as down. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export interface Readiness {
  /** Shutdown has begun: /readyz answers 503 from now on. */
  readonly draining: boolean;
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

type Dependency = 'database' | 'storage';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function healthRoutes(app: FastifyInstance) {
  let draining = false;
  app.decorate('readiness', {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });

  const probe = { config: { probe: true } };

  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', probe, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (draining) return reply.status(503).send({ status: 'unavailable', failed: ['shutdown'] });
    const checks: [Dependency, () => Promise<unknown>][] = [
      ['database', () => app.db.execute(sql`select 1`)],
      ['storage', () => app.storage.check()],
    ];
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          await withTimeout(check(), READINESS_CHECK_TIMEOUT_MS);
          return null;
        } catch (error) {
          request.log.warn({ dependency: name, err: error instanceof Error ? error.message : String(error) }, 'readiness check failed');
          return name;
        }
      }),
    );
    const failed = results.filter((name): name is Dependency => name !== null);
    if (failed.length) return reply.status(503).send({ status: 'unavailable', failed });
    return { status: 'ok' };
  });
}

export default fp(healthRoutes, { name: 'health' });
