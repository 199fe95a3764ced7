/**
 * Both storage drivers keep the FileStorage promise for streamed writes: a source that fails in the
 * middle stores nothing under the key (local: the temporary file is removed; S3: the multipart
 * upload is aborted), a complete stream is read back whole, and check() sees a usable store.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, createS3Storage, type FileStorage, newStorageKey } from '../../../server/storage';
import { startS3Server, type StartedS3Server } from '../s3Server';

/** 12 MB in 1 MB chunks, failing after `failAfter` chunks when given. */
function source(failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent === failAfter) return this.destroy(new Error('client went away'));
      if (sent === 12) return this.push(null);
      sent += 1;
      this.push(Buffer.alloc(1024 * 1024, sent));
    },
  });
}

async function readAll(stream: Readable | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let s3: StartedS3Server;
let root: string;
const drivers: Record<string, () => FileStorage> = {
  local: () => createLocalDiskStorage(root),
  s3: () =>
    createS3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
};

beforeAll(async () => {
  s3 = await startS3Server();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-driver-'));
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe.each(Object.keys(drivers))('storage driver %s', (name) => {
  it('sees a usable store, writes a stream and reads it back whole', async () => {
    const storage = drivers[name]!();
    await storage.check();
    const key = newStorageKey(new Date());
    await storage.putStream(key, source());
    expect(await storage.exists(key)).toBe(true);
    const back = await readAll(await storage.open(key));
    expect(back.length).toBe(12 * 1024 * 1024);
    expect(back[back.length - 1]).toBe(12);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.open(key)).toBeNull();
    await storage.delete(key);
  });

  it('stores nothing when the source fails in the middle', async () => {
    const storage = drivers[name]!();
    const key = newStorageKey(new Date());
    await expect(storage.putStream(key, source(7))).rejects.toThrow();
    expect(await storage.exists(key)).toBe(false);
    if (name === 'local') {
      const left = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((entry) => entry.endsWith('.tmp'));
      expect(left).toEqual([]);
    }
  });

  it('writes a buffer with put', async () => {
    const storage = drivers[name]!();
    const key = newStorageKey(new Date());
    const bytes = randomBytes(1000);
    await storage.put(key, bytes);
    expect((await readAll(await storage.open(key))).equals(bytes)).toBe(true);
  });
});
