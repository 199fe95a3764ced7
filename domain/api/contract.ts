/**
 * An API contract: one call of spec §7, declared once and implemented by the server, called by
 * the web client, answered by the mocks. Paths are written exactly as the spec writes them, with
 * `{name}` path parameters.
 */
import { z } from 'zod';
import type { AccessKey } from '../access';

/**
 * Who may call:
 * - 'public': anyone (a session is read when present);
 * - 'session': any logged-in account, even one still waiting for admission;
 * - an access key: a logged-in member of an admitted tenant whose flag is true.
 */
export type ContractAccess = 'public' | 'session' | AccessKey;

export interface Contract<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
  /** zh-CN one-liner for the OpenAPI document. */
  summary: string;
  tag: string;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of the envelope's `data` on success. */
  response: R;
  access: ContractAccess;
  /** Client timeout in ms; 0 = none (spec §9). */
  timeout: number;
  /** Body is multipart/form-data. */
  multipart?: boolean;
  /** Callable while the account's phone is not bound (otherwise errorCode 10001). */
  allowUnboundPhone?: boolean;
  /** Callable while a newer user agreement awaits acceptance (otherwise must_agreement_licences). */
  allowPendingAgreement?: boolean;
  /**
   * A GET that changes state (logout): like every POST it needs `X-Requested-With:
   * XMLHttpRequest` (otherwise HTTP 403 csrf_rejected), so a cross-site link or image cannot
   * trigger it. The web client sends the header on every call.
   */
  csrfProtected?: boolean;
}

export type AnyContract = Contract<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export const defineContract = <Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  contract: Contract<Q, B, P, R>,
): Contract<Q, B, P, R> => contract;

export type ContractQuery<C> = C extends Contract<infer Q, z.ZodType, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type ContractBody<C> = C extends Contract<z.ZodType, infer B, z.ZodType, z.ZodType> ? z.input<B> : never;
export type ContractParams<C> = C extends Contract<z.ZodType, z.ZodType, infer P, z.ZodType> ? z.input<P> : never;
export type ContractData<C> = C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** `/a/{id}` → `/a/:id` (Fastify and Umi mock style). */
export const colonPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{name}` segments from params, URL-encoded; a missing param is an error. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`缺少路径参数 ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The envelope schema around a data schema, for response validation and OpenAPI. */
export const envelopeOf = <R extends z.ZodType>(data: R) =>
  z.object({ success: z.boolean(), data: data.nullable(), errorCode: z.string(), errorMsg: z.string() });

/** Pagination shapes shared by list calls (spec §9: default page size 10, page 1). */
export const PageQuery = z.object({
  current: z.coerce.number().int().min(1, '页码必须大于等于 1').default(1),
  pageSize: z.coerce.number().int().min(1, '每页条数必须大于等于 1').max(200, '每页条数不能超过 200').default(10),
});
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), current: z.number().int(), pageSize: z.number().int() });
