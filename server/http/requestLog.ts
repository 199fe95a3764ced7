/**
 * Request ids and the request log line.
 *
 * - **Request id**: an incoming `X-Request-Id` (a proxy's, or a client's) is kept when it is short
 *   and made of `[A-Za-z0-9._-]`; anything else is replaced by a fresh random id. The id is the
 *   `reqId` of every log line of the request, is echoed in the `X-Request-Id` response header, and
 *   is recorded on the jobs the request enqueues (server/jobs: `requestId`), whose runner's lines
 *   carry it, so one id follows the work from the request to the background.
 * - **One line per request**, at completion ("request completed"): method, url (the query's secret
 *   values replaced), status, duration, request id, and the caller's account and tenant when the
 *   request had a session: Fastify's log controller, with "incoming request" left out and
 *   "request completed" written this way (RequestLogController). The line is written through the
 *   request's logger, so a route's `logLevel` (the quiet payment callbacks,
 *   server/modules/wallet/payments.ts) governs it too; routes marked `config.probe` (the health
 *   checks) log it at debug only. Fastify's other lines (stream errors…) are kept.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming id when it is acceptable; a new random one otherwise. */
export function requestIdOf(header: string | string[] | undefined): string {
  if (typeof header === 'string' && REQUEST_ID_PATTERN.test(header)) return header;
  return randomBytes(9).toString('base64url');
}

/** One line per request, at completion; no "incoming request" line. */
class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      req: { method: request.method, url: loggableUrl(request.url) },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.caller ? { accountId: request.caller.accountId, tenantCode: request.caller.tenantCode ?? undefined } : {}),
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (request.routeOptions?.config?.probe) request.log.debug(line, 'request completed');
    else request.log.info(line, 'request completed');
  }
}

/** Fastify server options for request ids and the request log (server/app.ts serverOptions). */
export const requestIdServerOptions = {
  genReqId: (request: IncomingMessage) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
  // The header is read (and validated) by genReqId, never trusted as is.
  requestIdHeader: false,
  logController: new RequestLogController(),
} satisfies Partial<FastifyServerOptions>;

/** Query parameters whose values never reach a log line (share tokens, codes, signatures…). */
const SECRET_QUERY_NAME = /token|secret|pass|pwd|code|sign|key|ticket|auth|session|sid|phone|mobile/i;

/** The url with the values of secret-looking query parameters replaced by `***`. */
export function loggableUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return SECRET_QUERY_NAME.test(name) ? `${name}=***` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/** What the request scope knows for the work it starts (read by server/jobs when enqueuing). */
export interface RequestScope {
  requestId: string;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** The id of the request whose handling is running now, if any. */
export const currentRequestId = (): string | undefined => requestScope.getStore()?.requestId;

/** Runs `fn` as part of the request `requestId` (tests, and work a request hands on). */
export const withRequestId = <T>(requestId: string, fn: () => T): T => requestScope.run({ requestId }, fn);

declare module 'fastify' {
  interface FastifyRequest {
    /** Who made the request, once the guard read its session (server/http/registerContract.ts). */
    caller: { accountId: string; tenantCode: string | null } | null;
  }
  interface FastifyContextConfig {
    /** A load balancer's probe (health checks): its request line is logged at debug only. */
    probe?: boolean;
  }
}

async function requestLogPlugin(app: FastifyInstance) {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // After body parsing, before the handler: the handler and everything it awaits run in the scope.
  app.addHook('preHandler', (request, _reply, done) => {
    requestScope.run({ requestId: request.id }, done);
  });
}

export default fp(requestLogPlugin, { name: 'requestLog' });
