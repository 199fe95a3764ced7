/**
 * Files through the S3 driver against a real S3 protocol server (s3rver on loopback): upload and
 * download through the API, a 20 MB upload that never sits whole in memory, a store that fails in
 * the middle of an upload (nothing recorded), a store that cannot be reached or refuses the
 * credentials (a Chinese message, not a 500), and `files:migrate` copying and verifying.
 * The app reaches s3rver through a TCP relay the tests can cut, like a store going down.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '../../../domain/files/contracts';
import { ErrorCode, ERROR_MESSAGES } from '../../../domain/errors';
import { files } from '../../../server/db/schema';
import { uploadedFileFromBuffer } from '../../../server/http/multipart';
import { createLocalDiskStorage, createS3Storage, StorageUnavailableError } from '../../../server/storage';
import { migrateFiles } from '../../../server/storage/migrate';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { multipartBody, postMultipart, SAMPLES } from '../multipart';
import { startS3Server, type StartedS3Server } from '../s3Server';

const UPLOAD = '/api/file/upload/save.json';
const DOWNLOAD = '/consulting/file/download';
const CUSTOMER_PM = '13800000021';
const UNAVAILABLE = ERROR_MESSAGES[ErrorCode.FILE_STORAGE_UNAVAILABLE];

/**
 * A TCP relay to the store: `cutAfter(n)` drops every connection once n more bytes went upstream,
 * `refuse()` also stops accepting (the store is unreachable), `restore()` relays again.
 */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let refusing = false;
  let budget = Number.POSITIVE_INFINITY;
  const server = net.createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      budget -= chunk.length;
      if (budget < 0) {
        refusing = true;
        for (const socket of sockets) socket.destroy();
        return drop();
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    cutAfter(bytes: number) {
      budget = bytes;
    },
    refuse() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
      budget = Number.POSITIVE_INFINITY;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const bytesOf = async (stream: NodeJS.ReadableStream | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** The upload spool directories (server/http/multipart.ts) now in the temporary directory. */
const spoolDirs = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('upload-'));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(DRIVERS)('files: S3-compatible storage (%s)', (driver) => {
  let s3: StartedS3Server;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let t: TestApp;
  let client: TestClient;
  let direct: S3Client;

  const objectCount = async (bucket = s3.bucket) => (await direct.send(new ListObjectsV2Command({ Bucket: bucket }))).KeyCount ?? 0;
  const fileRows = async () => (await t.database.db.select({ objectId: files.objectId }).from(files)).length;
  const download = (objectId: string) =>
    t.app.inject({ method: 'GET', url: DOWNLOAD, query: { objectId }, headers: { cookie: `sid=${client.token}` } });

  beforeAll(async () => {
    s3 = await startS3Server();
    relay = await startRelay({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
    direct = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    t = await startTestApp(driver, { env: { ...s3.env, S3_ENDPOINT: relay.endpoint, UPLOAD_MAX_BYTES: String(25 * 1024 * 1024) } });
    client = t.client();
    expect((await client.loginWithPassword(CUSTOMER_PM)).body.success).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
    direct?.destroy();
    await relay?.close();
    await s3?.stop();
  });

  it('stores an upload in the bucket and downloads exactly its bytes with the Chinese name', async () => {
    expect(t.app.storage.driver).toBe('s3');
    const before = await objectCount();
    const res = await postMultipart<StoredFile>(client, UPLOAD, {}, [{ fileName: '体系文件 2025.pdf', content: SAMPLES.pdf }]);
    expect(res.body.success).toBe(true);
    const stored = res.body.data!;
    expect(await objectCount()).toBe(before + 1);
    const [row] = await t.database.db.select().from(files).where(eq(files.objectId, stored.objectId));
    expect(row!.sha256).toBe(sha256(SAMPLES.pdf));
    const got = await download(stored.objectId);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="____ 2025.pdf"; filename*=UTF-8''${encodeURIComponent('体系文件 2025.pdf')}`,
    );
  });

  it('streams a 20 MB upload to the bucket without collecting it into one buffer', async () => {
    const content = Buffer.concat([SAMPLES.pdf, randomBytes(20 * 1024 * 1024)]);
    const { payload, contentType } = multipartBody({}, [{ fileName: '现场照片合集.pdf', content }]);
    const spooledBefore = spoolDirs();
    // Reading a part with toBuffer() (or any whole-file copy) concatenates the file into one Buffer.
    let largest = 0;
    const concat = Buffer.concat;
    const spy = vi.spyOn(Buffer, 'concat').mockImplementation((list, total) => {
      const joined = concat(list, total);
      largest = Math.max(largest, joined.length);
      return joined;
    });
    let res: Awaited<ReturnType<TestClient['request']>>;
    try {
      res = await client.request<StoredFile>('POST', UPLOAD, { body: payload, headers: { 'content-type': contentType } });
    } finally {
      spy.mockRestore();
    }
    expect(res.body.success, res.body.errorMsg).toBe(true);
    expect(largest).toBeLessThan(content.length / 2);
    // The spooled copy is removed once the answer is sent.
    await expect.poll(() => spoolDirs().filter((dir) => !spooledBefore.includes(dir)), { timeout: 2_000 }).toEqual([]);
    const stored = res.body.data as StoredFile;
    expect(stored.size).toBe(content.length);
    const got = await download(stored.objectId);
    expect(sha256(got.rawPayload)).toBe(sha256(content));
  });

  it('records nothing when the store fails in the middle of an upload, and says so in Chinese', async () => {
    const rows = await fileRows();
    const objects = await objectCount();
    const content = Buffer.concat([SAMPLES.pdf, randomBytes(12 * 1024 * 1024)]);
    relay.cutAfter(7 * 1024 * 1024);
    try {
      const res = await postMultipart(client, UPLOAD, {}, [{ fileName: '中途失败.pdf', content }]);
      expect(res.status).not.toBe(500);
      expect(res.body).toMatchObject({ success: false, errorCode: ErrorCode.FILE_STORAGE_UNAVAILABLE, errorMsg: UNAVAILABLE });
    } finally {
      relay.restore();
    }
    expect(await fileRows()).toBe(rows);
    expect(await objectCount()).toBe(objects);
  });

  it('answers uploads and downloads with a Chinese message when the store cannot be reached', async () => {
    const ok = await postMultipart<StoredFile>(client, UPLOAD, {}, [{ fileName: '说明.txt', content: SAMPLES.txt }]);
    expect(ok.body.success).toBe(true);
    const rows = await fileRows();
    relay.refuse();
    try {
      await expect(t.app.storage.check()).rejects.toBeInstanceOf(StorageUnavailableError);
      const res = await postMultipart(client, UPLOAD, {}, [{ fileName: '说明.txt', content: SAMPLES.txt }]);
      expect(res.status).not.toBe(500);
      expect(res.body).toMatchObject({ success: false, errorCode: ErrorCode.FILE_STORAGE_UNAVAILABLE, errorMsg: UNAVAILABLE });
      expect(await fileRows()).toBe(rows);
      const got = await download(ok.body.data!.objectId);
      expect(got.statusCode).not.toBe(500);
      expect(got.body).toContain(UNAVAILABLE);
    } finally {
      relay.restore();
    }
    await t.app.storage.check();
  });

  it('reports refused credentials as the store being unavailable', async () => {
    const wrong = createS3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: 'WRONG',
      secretAccessKey: 'WRONG',
      forcePathStyle: true,
    });
    await expect(wrong.check()).rejects.toThrow(/credentials refused/);
    await expect(wrong.open('2025/01/abc')).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});

describe.each(DRIVERS)('files:migrate (%s)', (driver) => {
  let s3: StartedS3Server;
  let t: TestApp;
  let filesDir: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-migrate-'));
    // An installation that ran with the local driver, without the demo set: only these files.
    t = await startTestApp(driver, { demo: false, env: { FILES_DIR: filesDir } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('copies every referenced local file into the bucket, verifies each by sha256, and is idempotent', async () => {
    expect(t.app.storage.driver).toBe('local');
    const accountId = await t.insertAccount({ phone: null });
    const contents = [SAMPLES.pdf, SAMPLES.png, SAMPLES.txt, Buffer.concat([SAMPLES.pdf, randomBytes(6 * 1024 * 1024)]), SAMPLES.docx];
    const stored: StoredFile[] = [];
    for (const [i, data] of contents.entries()) {
      const fileName = `证据${i}.${['pdf', 'png', 'txt', 'pdf', 'docx'][i]}`;
      stored.push(
        await t.app.fileService.store({ file: uploadedFileFromBuffer({ fileName, data }), purpose: 'general', tenantCode: null, accountId }),
      );
    }
    const rows = await t.database.db.select().from(files);
    const rowOf = (objectId: string) => rows.find((row) => row.objectId === objectId)!;
    const local = createLocalDiskStorage(filesDir);
    // One file's bytes damaged on disk, one lost.
    const damaged = rowOf(stored[1]!.objectId);
    const lost = rowOf(stored[2]!.objectId);
    await local.put(damaged.storageKey, Buffer.from('not the original bytes'));
    await local.delete(lost.storageKey);
    const target = createS3Storage(optionsOf(s3));
    const outcomes: string[] = [];

    const first = await migrateFiles({ db: t.database.db, source: local, target, onFile: (_id, outcome) => outcomes.push(outcome) });
    expect(first).toEqual({ copied: 3, alreadyThere: 0, missing: [lost.objectId], mismatched: [damaged.objectId] });
    expect(outcomes).toHaveLength(5);
    for (const index of [0, 3, 4]) {
      const row = rowOf(stored[index]!.objectId);
      expect(sha256(await bytesOf(await target.open(row.storageKey)))).toBe(sha256(contents[index]!));
    }

    const second = await migrateFiles({ db: t.database.db, source: local, target });
    expect(second).toEqual({ copied: 0, alreadyThere: 3, missing: [lost.objectId], mismatched: [damaged.objectId] });
  });
});

const optionsOf = (s3: StartedS3Server) => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: s3.env.S3_REGION!,
  accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
  secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
  forcePathStyle: true,
});
