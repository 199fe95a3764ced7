/**
 * `npm run bench:files [rounds]`: upload and download throughput through the S3 driver (against
 * s3rver on loopback, tests/api/s3Server.ts) next to the local driver, in the same run.
 *
 * Each round writes the same content through both drivers, interleaved (local, s3, local, s3…), the
 * way the files service does: `putStream` from a spooled file on disk, then `open` and read the
 * stream to its end. Two shapes: one 20 MB file (a scan, a multipart upload in S3) and 50 files of
 * 100 KB (ordinary evidence, one request each). Medians over the rounds, MB/s and the ratio s3/local.
 * s3rver runs in this process and keeps its objects on the same disk, so the S3 figure is the
 * driver's and the protocol's cost (HTTP, signing, multipart), not a remote store's network.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createLocalDiskStorage, createS3Storage, type FileStorage, newStorageKey } from '../../server/storage';
import { startS3Server } from '../../tests/api/s3Server';

const [rounds = 5] = process.argv.slice(2).map(Number);
const MB = 1024 * 1024;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function drain(stream: NodeJS.ReadableStream | null): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream ?? []) bytes += (chunk as Buffer).length;
  return bytes;
}

/** Writes every spooled file through the driver, then reads each back; ms for each half. */
async function roundTrip(storage: FileStorage, spooled: { file: string; size: number }[]) {
  const keys = spooled.map(() => newStorageKey(new Date()));
  let started = performance.now();
  for (const [i, { file, size }] of spooled.entries()) await storage.putStream(keys[i]!, fs.createReadStream(file), size);
  const uploadMs = performance.now() - started;
  started = performance.now();
  let read = 0;
  for (const key of keys) read += await drain(await storage.open(key));
  const downloadMs = performance.now() - started;
  const total = spooled.reduce((sum, item) => sum + item.size, 0);
  if (read !== total) throw new Error(`read ${read} bytes of ${total}`);
  for (const key of keys) await storage.delete(key);
  return { uploadMs, downloadMs };
}

const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-files-'));
const s3Server = await startS3Server({ bucket: 'bench-files' });
try {
  const spool = (name: string, size: number) => {
    const file = path.join(spoolDir, name);
    fs.writeFileSync(file, randomBytes(size));
    return { file, size };
  };
  const shapes = {
    'one 20 MB file': [spool('large', 20 * MB)],
    '50 files of 100 KB': Array.from({ length: 50 }, (_, i) => spool(`small-${i}`, 100 * 1024)),
  };
  const local = createLocalDiskStorage(path.join(spoolDir, 'local-store'));
  const s3 = createS3Storage({
    endpoint: s3Server.endpoint,
    bucket: s3Server.bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  console.log(`files bench: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, ${rounds} rounds, interleaved`);
  for (const [shape, spooled] of Object.entries(shapes)) {
    const totalMb = spooled.reduce((sum, item) => sum + item.size, 0) / MB;
    // One warm-up round each (connections, JIT), not counted.
    await roundTrip(local, spooled);
    await roundTrip(s3, spooled);
    const times = { local: { up: [] as number[], down: [] as number[] }, s3: { up: [] as number[], down: [] as number[] } };
    for (let round = 0; round < rounds; round++) {
      for (const [name, storage] of [
        ['local', local],
        ['s3', s3],
      ] as const) {
        const { uploadMs, downloadMs } = await roundTrip(storage, spooled);
        times[name].up.push(uploadMs);
        times[name].down.push(downloadMs);
      }
    }
    const row = (name: 'local' | 's3') => ({
      'upload ms': median(times[name].up).toFixed(0),
      'upload MB/s': (totalMb / (median(times[name].up) / 1000)).toFixed(0),
      'download ms': median(times[name].down).toFixed(0),
      'download MB/s': (totalMb / (median(times[name].down) / 1000)).toFixed(0),
    });
    console.log(`\n${shape} (${totalMb.toFixed(1)} MB), medians of ${rounds}`);
    console.table({ 'local driver': row('local'), 's3 driver (s3rver)': row('s3') });
    console.log(
      `  s3 / local time: upload ${(median(times.s3.up) / median(times.local.up)).toFixed(1)}×, download ${(median(times.s3.down) / median(times.local.down)).toFixed(1)}×`,
    );
  }
} finally {
  await s3Server.stop();
  fs.rmSync(spoolDir, { recursive: true, force: true });
}
