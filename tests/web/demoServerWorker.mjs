/**
 * The worker thread of tests/web/demoServer.ts: the dev mocks' in-process server
 * (mock/inProcessApp.ts, loaded through tsx), answering `inject` messages. `reset` starts it again
 * from the demo dump only when a request may have written since it started (any method but GET and
 * HEAD, except a request marked `keepsClean`: the demo login, whose session the test side keeps);
 * it answers whether it did, so the test side knows its sessions are gone. Plain JavaScript: a
 * worker starts from a file Node can run.
 */
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { demoSnapshot, startInProcessApp } = await tsImport('../../mock/inProcessApp.ts', import.meta.url);
let snapshot;
let app;
/** Whether a request may have written since the app started from the dump. */
let dirty = true;

/** A multipart body from the parts the test side read out of jsdom's FormData. */
async function multipart(parts) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([part.bytes], { type: part.type }), part.fileName);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') };
}

async function handle(op, options) {
  if (op === 'reset') {
    if (app && !dirty) return { restarted: false };
    await app?.close();
    snapshot ??= await demoSnapshot();
    app = await startInProcessApp({ from: snapshot, env: { DEMO_DOCUMENTS: 'false' }, log: () => undefined });
    dirty = false;
    return { restarted: true };
  }
  const { parts, keepsClean, ...request } = options;
  if (!keepsClean && request.method !== 'GET' && request.method !== 'HEAD') dirty = true;
  if (parts) {
    const { payload, contentType } = await multipart(parts);
    request.payload = payload;
    request.headers = { ...request.headers, 'content-type': contentType };
  }
  const response = await app.inject(request);
  return { status: response.statusCode, headers: response.headers, body: new Uint8Array(response.rawPayload) };
}

parentPort.on('message', ({ id, op, options }) => {
  handle(op, options).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
