/**
 * File storage: the driver the configuration names. Only the local-disk driver exists; an
 * S3-compatible driver (architecture §3, `STORAGE=s3`) is not built yet — see
 * docs/files-and-announcements.md.
 */
import type { Config } from '../config';
import { createLocalDiskStorage } from './local';
import type { FileStorage } from './types';

export function createStorage(config: Pick<Config, 'FILES_DIR'>): FileStorage {
  return createLocalDiskStorage(config.FILES_DIR);
}

export { createLocalDiskStorage } from './local';
export { CONTENT_TYPES, contentTypeFor, sniffMatchesExtension } from './sniff';
export { assertStorageKey, InvalidStorageKeyError, newStorageKey, type FileStorage } from './types';
