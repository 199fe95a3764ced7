/**
 * `npm run dev:mock`: Umi's mock/ answers every API call with the real server, run inside the dev
 * process (docs/decisions.md, "Dev mocks: the real server in-process"). One catch-all key per
 * method and contract path prefix (the prefixes `npm run dev` proxies, config/devProxy.ts) forwards
 * the request through `app.inject`: URL and query as sent, the body (Umi's mock server has parsed
 * it already: JSON and forms are written out again, multipart is rebuilt from multer's parts),
 * cookies and headers (the CSRF header too); the answer goes back as it is (status, headers such
 * as set-cookie and content-disposition, bytes). A path no contract has gets the server's 404.
 *
 * The server starts once per dev process (it outlives Umi's reloads of this file): with the dev
 * server when MOCK_MODE is set, otherwise (tests) on the first request. It is loaded through tsx:
 * it is ESM TypeScript, which Umi's CommonJS mock loader cannot run.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ALL_CONTRACTS } from '../domain/api';
import { ErrorCode, fail } from '../domain/errors';
import { apiPathPrefixes } from '../config/devProxy';

export type InjectingApp = Pick<FastifyInstance, 'inject' | 'close'>;

/** A file part as Umi's mock server (multer, memory storage) hands it over. */
interface MulterFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  buffer: Buffer;
}

/** What Umi's mock middleware (express) gives a handler: the request with its parsed body and files. */
export interface MockRequest extends IncomingMessage {
  originalUrl?: string;
  body?: unknown;
  files?: MulterFile[];
}

const APP = Symbol.for('scp.devMock.app');
const holder = globalThis as { [APP]?: Promise<InjectingApp> };

/** The app of this dev process, started on first use; a failed start is tried again by the next request. */
export function inProcessApp(): Promise<InjectingApp> {
  holder[APP] ??= startApp().catch((error: unknown) => {
    delete holder[APP];
    throw error;
  });
  return holder[APP];
}

/** Closes the app if one was started (tests; the dev server ends with its process). */
export async function stopInProcessApp(): Promise<void> {
  const app = holder[APP];
  delete holder[APP];
  await (await app?.catch(() => undefined))?.close();
}

async function startApp(): Promise<InjectingApp> {
  const started = performance.now();
  const { tsImport } = await import('tsx/esm/api');
  // Umi's loader compiles this file to CommonJS (__dirname); vitest runs it as ESM (import.meta).
  const here = typeof __dirname === 'string' ? __dirname : path.dirname(fileURLToPath(import.meta.url));
  const loaded: typeof import('./inProcessApp') = await tsImport(
    pathToFileURL(path.join(here, 'inProcessApp.ts')).href,
    `${pathToFileURL(here).href}/`,
  );
  const app = await loaded.startInProcessApp();
  console.log(`[dev:mock] 服务端已在开发进程内启动（内存 PGlite + 演示数据），用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒`);
  return app;
}

/** Headers of one connection, not of the message: never forwarded either way. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'expect', 'upgrade']);

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The request body as the client sent it, rebuilt where Umi's body parsers consumed it. */
async function payloadOf(req: MockRequest): Promise<{ payload?: Buffer | string; contentType?: string }> {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  const contentType = req.headers['content-type'];
  if (!hasBody || !contentType) return {};
  const type = contentType.split(';')[0].trim().toLowerCase();
  const fields = (req.body ?? {}) as Record<string, unknown>;
  if (type === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, String(item));
    for (const file of req.files ?? [])
      form.append(file.fieldname, new Blob([new Uint8Array(file.buffer)], { type: file.mimetype }), file.originalname);
    const encoded = new Response(form);
    return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
  }
  if (type === 'application/json') return { payload: JSON.stringify(req.body) };
  if (type === 'application/x-www-form-urlencoded') return { payload: new URLSearchParams(fields as Record<string, string>).toString() };
  // Any other type: the parsers left the stream unread.
  return { payload: await readRaw(req) };
}

/** Sends one request to `app` through inject and writes its answer to `res`. */
export async function forwardToApp(app: InjectingApp, req: MockRequest, res: ServerResponse): Promise<void> {
  const { payload, contentType } = await payloadOf(req);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  if (contentType) headers['content-type'] = contentType;
  const response = await app.inject({
    method: req.method as InjectOptions['method'],
    url: req.originalUrl ?? req.url ?? '/',
    headers,
    payload,
    remoteAddress: req.socket?.remoteAddress,
  });
  res.statusCode = response.statusCode;
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value as string | string[] | number);
  }
  res.end(response.rawPayload);
}

/** Umi's mock handler: every key below. */
export function forward(req: MockRequest, res: ServerResponse): void {
  inProcessApp()
    .then((app) => forwardToApp(app, req, res))
    .catch((error: unknown) => {
      console.error('[dev:mock]', error);
      if (res.headersSent) return void res.end();
      res.statusCode = 500;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(fail(ErrorCode.INTERNAL, `开发模拟服务出错：${error instanceof Error ? error.message : String(error)}`)));
    });
}

/** Umi mock keys (`METHOD /path`, path-to-regexp 1.x): every method of the contracts under every contract path prefix. */
export const MOCK_KEYS: readonly string[] = [...new Set(ALL_CONTRACTS.map((contract) => contract.method))].flatMap((method) =>
  apiPathPrefixes().map((prefix) => `${method} ${prefix}/(.*)`),
);

export default Object.fromEntries(MOCK_KEYS.map((key) => [key, forward]));

// In `npm run dev:mock` the server starts with the dev server, while webpack compiles the pages.
if (process.env.MOCK_MODE) inProcessApp().catch((error: unknown) => console.error('[dev:mock] 服务端启动失败（下一个请求将重试）', error));
