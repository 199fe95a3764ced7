/**
 * The real server with the demo data as a page test's fake server: the app `npm run dev:mock` runs
 * (mock/inProcessApp.ts), in a worker thread of its own (jsdom's URL, Blob and FormData are not
 * the ones the server needs). Before every test of a file that calls `withDemoServer()` it starts
 * again from the demo dump, unless no request since the last start could have written (only GETs
 * and demo logins): a test always sees the demo data as seeded. `demoServerAs(phone)` answers the
 * Umi fake's requests as that demo account, logged in with the demo password on its first request;
 * the session is kept until the server starts again.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { beforeEach } from 'vitest';
import { DEMO_PASSWORD } from '@domain/demo';
import { answerContracts, isRequestTo, type ContractAnswer, type ContractLike, type FakeRequest, type FakeResponse, type Responder } from './umiFake';

type Part = { name: string; value: string } | { name: string; fileName: string; type: string; bytes: Uint8Array };
interface Injected {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Uint8Array<ArrayBuffer>;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

function send<T>(op: 'reset' | 'inject', options?: unknown): Promise<T> {
  if (!worker) {
    // One worker per test process, shared by its files (the web project does not isolate them).
    worker = new Worker(path.join(import.meta.dirname, 'demoServerWorker.mjs'));
    worker.unref();
    worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error) waiting?.reject(new Error(`demo server: ${error}`));
      else waiting?.resolve(result);
    });
  }
  const id = ++nextId;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    worker!.postMessage({ id, op, options });
  });
}

/** Demo sessions by phone, valid until the server starts again. */
const sessions = new Map<string, Promise<string>>();

/** The demo database as seeded before every test of the calling file. */
export function withDemoServer(): void {
  beforeEach(async () => {
    const { restarted } = await send<{ restarted: boolean }>('reset');
    if (restarted) sessions.clear();
  });
}

/** jsdom's File has no arrayBuffer(): read it as a browser would. */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

async function bodyOf(data: unknown): Promise<{ payload?: string; parts?: Part[] }> {
  if (data === undefined) return {};
  if (!(data instanceof FormData)) return { payload: JSON.stringify(data) };
  const parts: Part[] = [];
  for (const [name, value] of data.entries()) {
    parts.push(typeof value === 'string' ? { name, value } : { name, fileName: value.name, type: value.type, bytes: await bytesOf(value) });
  }
  return { parts };
}

/** The query string axios sends for `params` (null and undefined left out). */
function queryOf(params: unknown): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

async function inject(request: FakeRequest, cookie: string, keepsClean = false): Promise<Injected> {
  const { payload, parts } = await bodyOf(request.data);
  const headers: Record<string, string> = { ...request.headers, ...(cookie ? { cookie } : {}) };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const url = `${request.url}${queryOf(request.params)}`;
  return send<Injected>('inject', { method: request.method, url, headers, payload, parts, keepsClean });
}

const sidOf = (answer: Injected): string | undefined =>
  [answer.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((line) => line.startsWith('sid='))
    ?.split(';')[0];

/** The fake server's answer, as axios hands it to Umi's request: JSON parsed, anything else a Blob. */
function responseOf(answer: Injected): FakeResponse {
  const headers = Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name, [value].flat().join(', ')]));
  const type = headers['content-type'] ?? '';
  const data = type.startsWith('application/json') ? JSON.parse(new TextDecoder().decode(answer.body)) : new Blob([answer.body], { type });
  return { status: answer.status, data, headers };
}

/** A responder answering as the demo account with this phone. */
export function demoServerAs(phone: string): Responder {
  const login = async () => {
    const request = {
      method: 'POST',
      url: '/user/loginByPhone',
      data: { phone, password: DEMO_PASSWORD },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    };
    const answer = await inject(request, '', true);
    const sid = sidOf(answer);
    if (!sid) throw new Error(`demo login of ${phone} failed: ${new TextDecoder().decode(answer.body)}`);
    return sid;
  };
  return async (request) => {
    let session = sessions.get(phone);
    if (!session) {
      session = login();
      sessions.set(phone, session);
      session.catch(() => sessions.delete(phone));
    }
    const answer = await inject(request, await session);
    return responseOf(answer);
  };
}

/**
 * Calls `contract` on the demo server as the demo account with this phone, as a test's setup
 * (what that user would have done before the page opens): the answer's data, or an error naming
 * the server's refusal.
 */
export async function demoCall<T = unknown>(phone: string, contract: ContractLike, payload: Record<string, unknown> = {}): Promise<T> {
  const answer = await demoServerAs(phone)({
    url: contract.path,
    method: contract.method,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    ...(contract.method === 'GET' ? { params: payload } : { data: payload }),
  });
  const body = answer.data as { success?: boolean; data: T; errorMsg?: string };
  if (!body?.success) throw new Error(`${contract.path} as ${phone}: ${body?.errorMsg ?? answer.status}`);
  return body.data;
}

/**
 * Answers the calls to the contracts in `answers` from them (read when the request arrives), and
 * every other call from the demo server as `phone`: for the one answer the server would not give,
 * such as a save lost on the network.
 */
export function answersThenDemo(answers: Map<ContractLike, ContractAnswer>, phone: string): Responder {
  const fake = answerContracts(answers);
  return (request) => ([...answers.keys()].some((contract) => isRequestTo(contract, request)) ? fake(request) : demoServerAs(phone)(request));
}
