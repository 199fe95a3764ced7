/**
 * `registerContract(app, contract, handler)`: the only way a module exposes a call. The route
 * comes from the contract, params/query/body are parsed by its zod schemas (Chinese message
 * naming the field) after the guard ran, and the handler's data is wrapped in the envelope. Outside
 * production the data is also checked against the contract's response schema.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { colonPath, type AnyContract, type Contract } from '../../domain/kernel/contract';
import { totalPages } from '../../domain/kernel/helpers';
import { ok } from '../../domain/errors';
import type { RequestContext } from './context';
import { UnauthenticatedError } from './errors';
import { guard } from './guard';
import { readMultipart, type UploadedFile } from './multipart';
import { assertCsrfHeader } from './security';
import { parsePart } from './validation';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<C extends AnyContract> {
  query: C extends Contract<infer Q, z.ZodType, z.ZodType, z.ZodType> ? Parsed<Q> : never;
  body: C extends Contract<z.ZodType, infer B, z.ZodType, z.ZodType> ? Parsed<B> : never;
  params: C extends Contract<z.ZodType, z.ZodType, infer P, z.ZodType> ? Parsed<P> : never;
  /** Files of a multipart contract, by field name (only the contract's `fileFields`). */
  files: Record<string, UploadedFile | undefined>;
  /** Every file of the contract's `multiFileFields` (a batch), by field name. */
  fileLists: Record<string, UploadedFile[] | undefined>;
  /** The session context; null only on public contracts called without a session. */
  auth: RequestContext | null;
  /** The session context, or "10000" when there is none (for public contracts that need one). */
  requireAuth(): RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a `download` contract's handler returns: a file, sent as an attachment. */
export interface FileResponse {
  fileName: string;
  contentType: string;
  body: Buffer | Readable;
}

export type ContractResult<C extends AnyContract> = C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
export type ContractHandler<C extends AnyContract> = (input: HandlerInput<C>) => Promise<ContractResult<C> | FileResponse>;

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name (Chinese file names survive). */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The last page when `data` is a page (pageOf) asked past its end; undefined otherwise. */
function lastPageIfPast(data: unknown): number | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { list, total, current, pageSize } = data as Record<string, unknown>;
  if (!Array.isArray(list) || typeof total !== 'number' || typeof current !== 'number' || typeof pageSize !== 'number') return undefined;
  if (total <= 0 || pageSize <= 0) return undefined;
  const last = totalPages(total, pageSize);
  return current > last ? last : undefined;
}

/** The request part with its page number (`current`, or the spec's `currentPage`) set to `page`; the same object when it has none. */
function atPage<T>(part: T, page: number): T {
  if (!part || typeof part !== 'object') return part;
  if ('current' in part) return { ...part, current: page };
  if ('currentPage' in part) return { ...part, currentPage: page };
  return part;
}

function sendFile(reply: FastifyReply, file: FileResponse) {
  return (
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      // A stored file is never a page of this site, whatever its content claims.
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .send(file.body)
  );
}

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
      // The guard answers first: a caller without a session gets 10000 (and one without the right
      // 403) before any field-level message, which would tell a stranger the call's rules; and a
      // multipart upload is never read for a stranger.
      const checkedAuth = await guard(contract, request, reply);
      const params = contract.params ? parsePart(contract.params, request.params, 'params') : undefined;
      const query = contract.query ? parsePart(contract.query, request.query ?? {}, 'query') : undefined;
      let files: Record<string, UploadedFile> = {};
      let fileLists: Record<string, UploadedFile[]> = {};
      let rawBody: unknown = request.body;
      if (contract.multipart) {
        const multipart = await readMultipart(contract, request);
        files = multipart.files;
        fileLists = multipart.fileLists;
        rawBody = multipart.fields;
      }
      const body = contract.body ? parsePart(contract.body, rawBody ?? {}, 'body') : undefined;
      const run = (input: { query: typeof query; body: typeof body }) =>
        handler({
          ...input,
          params,
          files,
          fileLists,
          auth: checkedAuth,
          requireAuth: () => {
            if (!checkedAuth) throw new UnauthenticatedError();
            return checkedAuth;
          },
          request,
          reply,
        } as HandlerInput<C>);
      let data = await run({ query, body });
      // Spec §5: a list's page is clamped to 1..total pages. A page past the end (the last rows were
      // deleted meanwhile, or a stale link) answers the last page: every list gets it here, once.
      const last = lastPageIfPast(data);
      if (last !== undefined) {
        const clamped = { query: atPage(query, last), body: atPage(body, last) };
        if (clamped.query !== query || clamped.body !== body) data = await run(clamped);
      }
      if (contract.download) return sendFile(reply, data as FileResponse);
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
