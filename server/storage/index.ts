/**
 * File storage: the driver the configuration names (FILE_STORAGE). `local` keeps bytes under
 * FILES_DIR (the default: nothing else to run); `s3` keeps them in an S3-compatible bucket, which
 * every server process shares. The app makes one storage per process (app.storage, server/app.ts).
 */
import type { Config } from '../config';
import { createLocalDiskStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './types';

export type StorageConfig = Pick<
  Config,
  'FILES_DIR' | 'FILE_STORAGE' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

export function createStorage(config: StorageConfig): FileStorage {
  if (config.FILE_STORAGE !== 's3') return createLocalDiskStorage(config.FILES_DIR);
  // loadConfig requires these with FILE_STORAGE=s3; a hand-made config without them is a bug.
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('FILE_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createS3Storage({
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

export { createLocalDiskStorage } from './local';
export { createS3Storage, type S3StorageOptions } from './s3';
export { CONTENT_TYPES, contentTypeFor, isTextExtension, sniffMatchesExtension } from './sniff';
export { assertStorageKey, InvalidStorageKeyError, newStorageKey, StorageUnavailableError, type FileStorage } from './types';
