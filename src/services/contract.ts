/**
 * The one generic caller of API contracts (architecture §2): the contract gives method, path,
 * timeout and types; pages pass params/query/body and never build URLs by hand.
 */
import type { RequestOptions } from '@umijs/max';
import { request } from '@umijs/max';
import { fillPath, type AnyContract, type ContractBody, type ContractData, type ContractParams, type ContractQuery } from '@domain/kernel/contract';
import type { Envelope } from '@domain/errors';
import { replaceAllParams } from '@domain/kernel/helpers';

/** A contract's path params as the URL takes them (each a string or a number). */
export type ContractPathParams<C> = ContractParams<C> & Record<string, string | number>;

export interface ContractInput<C> {
  params?: ContractPathParams<C>;
  query?: ContractQuery<C>;
  body?: ContractBody<C>;
}

/** Options of Umi's request (skipErrorHandler, signal…); method, url and timeout come from the contract. */
export type CallOptions = Omit<RequestOptions, 'method' | 'url' | 'params' | 'data'>;

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) form.append(key, item instanceof Blob ? item : String(item));
  }
  return form;
}

/** The request options a contract call sends (exported for tests). */
export function requestOptionsFor<C extends AnyContract>(contract: C, input: ContractInput<C> = {}, options: CallOptions = {}) {
  const query = input.query as Record<string, unknown> | undefined;
  const body = input.body as Record<string, unknown> | undefined;
  return {
    url: fillPath(contract.path, input.params as Record<string, string | number> | undefined),
    method: contract.method,
    // Spec §5: a query value "ALL" is sent as "".
    ...(query ? { params: replaceAllParams(query) } : {}),
    ...(body !== undefined ? { data: contract.multipart ? toFormData(body) : body } : {}),
    // 0 means no timeout, which is also what the client library does with 0.
    timeout: contract.timeout,
    ...options,
  };
}

/** The headers of an answer, whether axios hands them over as a plain object or an AxiosHeaders. */
export interface ResponseWithHeaders {
  data?: unknown;
  headers?: Record<string, unknown> & { get?: (name: string) => unknown };
}

/** One header of an answer ('' when absent). */
export function headerOf(response: ResponseWithHeaders, name: string): string {
  const headers = response.headers;
  if (!headers) return '';
  const value = typeof headers.get === 'function' ? headers.get(name) : (headers[name] ?? headers[name.toLowerCase()]);
  return typeof value === 'string' ? value : '';
}

/** The server's clock from an answer's Date header (HTTP date, to the second), or undefined. */
function serverDateOf(response: ResponseWithHeaders): Date | undefined {
  const text = headerOf(response, 'date');
  if (!text) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

/** Calls a contract; resolves with the envelope's `data`, rejects on any failure (see requestErrorConfig). */
export async function callContract<C extends AnyContract>(
  contract: C,
  input: ContractInput<C> = {},
  options: CallOptions = {},
): Promise<ContractData<C>> {
  const { url, ...rest } = requestOptionsFor(contract, input, options);
  const envelope = await request<Envelope<ContractData<C>>>(url, { ...rest, getResponse: false });
  return envelope.data as ContractData<C>;
}

/**
 * Like callContract, and also tells when the server answered (its Date header), so a page can
 * count down against the server's clock instead of the browser's.
 */
export async function callContractWithDate<C extends AnyContract>(
  contract: C,
  input: ContractInput<C> = {},
  options: CallOptions = {},
): Promise<{ data: ContractData<C>; serverDate?: Date }> {
  const { url, ...rest } = requestOptionsFor(contract, input, options);
  const response = await request<ResponseWithHeaders & { data: Envelope<ContractData<C>> }>(url, { ...rest, getResponse: true });
  return { data: response.data.data as ContractData<C>, serverDate: serverDateOf(response) };
}
