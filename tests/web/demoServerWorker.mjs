/**
 * The worker thread of tests/web/demoServer.ts: the dev mocks' in-process server
 * (mock/inProcessApp.ts, loaded through tsx), started again from the demo dump on `reset`,
 * answering `inject` messages. Plain JavaScript: a worker starts from a file Node can run.
 */
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { demoSnapshot, startInProcessApp } = await tsImport('../../mock/inProcessApp.ts', import.meta.url);
let snapshot;
let app;

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
    await app?.close();
    snapshot ??= await demoSnapshot();
    app = await startInProcessApp({ from: snapshot, env: { DEMO_DOCUMENTS: 'false' }, log: () => undefined });
    return null;
  }
  const { parts, ...request } = options;
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
