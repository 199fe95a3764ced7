/**
 * A real S3 protocol server for tests: s3rver on 127.0.0.1, a random port, its objects in a fresh
 * temporary directory, one bucket created. `env` is what a server process needs to use it
 * (FILE_STORAGE=s3 and every S3_* value). s3rver knows one access key, S3RVER (secret S3RVER):
 * another access key id is refused with 403 as by a real store; unlike a real store it does not
 * check the secret.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const require = createRequire(import.meta.url);

export interface StartedS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** FILE_STORAGE=s3 and S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
  env: Record<string, string>;
  /** The directory s3rver keeps the objects in (removed by stop). */
  directory: string;
  /** Stops the server and removes its directory; a second call does nothing. */
  stop(): Promise<void>;
}

export async function startS3Server(options: { bucket?: string; port?: number } = {}): Promise<StartedS3Server> {
  const S3rver = require('s3rver') as S3rverConstructor;
  const bucket = options.bucket ?? 'compliance-files';
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  let stopped = false;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close().catch(() => undefined);
      await fs.promises.rm(directory, { recursive: true, force: true });
    },
  };
}
