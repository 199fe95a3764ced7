/**
 * Where the bytes of stored files live (architecture §3). Metadata (owner tenant, purpose, name,
 * size, sha256) is in the `files` table; a driver only keeps bytes under a key. Keys are made by
 * the server (newStorageKey), never derived from anything a client sent.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** Driver name for logs and docs ('local', 's3'). */
  readonly driver: string;
  /** Stores bytes under the key; readers see either nothing or the whole file, never a part. */
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Stores a stream under the key without holding it whole in memory (S3: a multipart upload).
   * A failing or aborted stream stores nothing: the partial write is removed (S3: the multipart
   * upload is aborted). `size`, when known, lets a driver pick a single request for small files.
   */
  putStream(key: string, stream: Readable, size?: number): Promise<void>;
  /** A read stream of the bytes, or null when nothing is stored under the key. */
  open(key: string): Promise<Readable | null>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Throws (StorageUnavailableError) when the store cannot be used: unreachable, credentials refused, root not writable. */
  check(): Promise<void>;
}

/**
 * The store cannot be reached or refuses this server (network, credentials, missing bucket, full
 * disk…): not the caller's fault and not about one file. The files service answers it with
 * FILE_STORAGE_UNAVAILABLE; `cause` keeps the driver's error for the log.
 */
export class StorageUnavailableError extends Error {
  constructor(
    readonly driver: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`file storage (${driver}) unavailable: ${detail}`, options);
    this.name = 'StorageUnavailableError';
  }
}

/** A key the storage refuses (not one the server makes: traversal, absolute, odd characters). */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key).slice(0, 80)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Segments of letters, digits, '-', '_' and '.', each starting with a letter or digit ('..' cannot pass). */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}(\/[A-Za-z0-9][A-Za-z0-9_.-]{0,99}){0,4}$/;

export function assertStorageKey(key: string): void {
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new InvalidStorageKeyError(String(key));
}

/** A new random key, sharded by month: `2025/06/<32 hex>`. */
export function newStorageKey(now: Date): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${month}/${randomBytes(16).toString('hex')}`;
}
