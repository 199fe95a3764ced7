/**
 * `registerContract(app, contract, handler)`: the only way a module exposes a call. The route
 * comes from the contract, params/query/body are parsed by its zod schemas (Chinese message
 * naming the field), the guard runs, and the handler's data is wrapped in the envelope. Outside
 * production the data is also checked against the contract's response schema.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { colonPath, type AnyContract, type Contract } from '../../domain/api/contract';
import { ok } from '../../domain/errors';
import type { RequestContext } from './context';
import { UnauthenticatedError } from './errors';
import { guard } from './guard';
import { assertCsrfHeader } from './security';
import { parsePart } from './validation';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<C extends AnyContract> {
  query: C extends Contract<infer Q, z.ZodType, z.ZodType, z.ZodType> ? Parsed<Q> : never;
  body: C extends Contract<z.ZodType, infer B, z.ZodType, z.ZodType> ? Parsed<B> : never;
  params: C extends Contract<z.ZodType, z.ZodType, infer P, z.ZodType> ? Parsed<P> : never;
  /** The session context; null only on public contracts called without a session. */
  auth: RequestContext | null;
  /** The session context, or "10000" when there is none (for public contracts that need one). */
  requireAuth(): RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type ContractResult<C extends AnyContract> = C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
export type ContractHandler<C extends AnyContract> = (input: HandlerInput<C>) => Promise<ContractResult<C>>;

export interface RegisterOptions {
  /** Check handler output against the response schema (development and test). */
  validateResponse: boolean;
}

export function registerContract<C extends AnyContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options?: RegisterOptions,
): void {
  const validateResponse = options?.validateResponse ?? app.config.NODE_ENV !== 'production';
  app.route({
    method: contract.method,
    url: colonPath(contract.path),
    handler: async (request, reply) => {
      if (contract.csrfProtected) assertCsrfHeader(request);
      const params = contract.params ? parsePart(contract.params, request.params, 'params') : undefined;
      const query = contract.query ? parsePart(contract.query, request.query ?? {}, 'query') : undefined;
      const body = contract.body ? parsePart(contract.body, request.body ?? {}, 'body') : undefined;
      const auth = await guard(contract, request, reply);
      const data = await handler({
        query,
        body,
        params,
        auth,
        requireAuth: () => {
          if (!auth) throw new UnauthenticatedError();
          return auth;
        },
        request,
        reply,
      } as HandlerInput<C>);
      if (validateResponse) {
        const checked = contract.response.safeParse(data);
        if (!checked.success) {
          throw new Error(`Response of ${contract.method} ${contract.path} breaks its contract: ${checked.error.message}`);
        }
      }
      return reply.send(ok(data));
    },
  });
}
