/**
 * The S3-compatible driver (FILE_STORAGE=s3): bytes in one bucket under the same keys as the local
 * driver, so any number of server processes see the same files. Speaks the S3 API through the AWS
 * SDK, which Alibaba Cloud OSS, Tencent COS, MinIO and Ceph all accept (path-style addressing for
 * the self-hosted ones: S3_FORCE_PATH_STYLE).
 *
 * Writes stream: `putStream` is a lib-storage Upload (one PutObject below a part, a multipart
 * upload above, at most QUEUE_SIZE parts of PART_SIZE in memory), aborted on any failure so no
 * partial object stays. Reads stream GetObject's body. Every error that is not "no such key"
 * becomes StorageUnavailableError (the files service answers it in Chinese); the SDK's error stays
 * as its cause for the log.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type FileStorage, StorageUnavailableError } from './types';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Milliseconds to wait for a connection (default 5 s): an unreachable store answers quickly. */
  connectionTimeoutMs?: number;
}

/** S3's smallest multipart part; with QUEUE_SIZE parts in flight an upload holds at most 10 MB. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException
    ? error.$metadata.httpStatusCode
    : (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

const isNotFound = (error: unknown): boolean => {
  const name = (error as { name?: string })?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || (statusOf(error) === 404 && name !== 'NoSuchBucket');
};

/** What went wrong, for the log line (the user sees only the Chinese message). */
function describe(error: unknown): string {
  const status = statusOf(error);
  const name = (error as { name?: string; code?: string })?.code ?? (error as { name?: string })?.name ?? 'Error';
  if (status === 401 || status === 403) return `credentials refused (${status} ${name})`;
  if (name === 'NoSuchBucket' || (status === 404 && name === 'NotFound')) return `bucket missing (${name})`;
  if (status) return `HTTP ${status} ${name}`;
  return `unreachable (${name}: ${(error as Error)?.message ?? String(error)})`;
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // One retry: a store that is down should become a message to the user within seconds.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: options.connectionTimeoutMs ?? 5_000 },
  });
  const unavailable = (error: unknown) => new StorageUnavailableError('s3', describe(error), { cause: error });
  const key = (value: string) => {
    assertStorageKey(value);
    return value;
  };

  return {
    driver: 's3',

    async put(storageKey, bytes) {
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(storageKey), Body: bytes, ContentLength: bytes.length }));
      } catch (error) {
        throw unavailable(error);
      }
    },

    async putStream(storageKey, stream, size) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key(storageKey), Body: stream, ...(size === undefined ? {} : { ContentLength: size }) },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // On any failure the multipart upload is aborted: no parts are left behind in the bucket.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The source is a spooled file or bytes in memory: a failure here is the store's.
        stream.destroy();
        throw unavailable(error);
      }
    },

    async open(storageKey) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(storageKey) }));
        const body = answer.Body;
        if (!body) return null;
        // In Node the SDK answers a Readable (IncomingMessage); anything else is a bug of the setup.
        if (!(body instanceof Readable)) throw new Error('GetObject did not answer a Node stream');
        return body;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw unavailable(error);
      }
    },

    async delete(storageKey) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(storageKey) }));
      } catch (error) {
        if (isNotFound(error)) return;
        throw unavailable(error);
      }
    },

    async exists(storageKey) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(storageKey) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw unavailable(error);
      }
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}
