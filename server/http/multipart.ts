/**
 * Multipart bodies of contracts marked `multipart` (@fastify/multipart): text parts become the
 * body the contract's zod schema parses, file parts named in `fileFields` become UploadedFiles.
 * Limits: UPLOAD_MAX_BYTES per file (14002), one file per field except the contract's
 * `multiFileFields` (at most UPLOAD_BATCH_MAX_FILES files, beyond: 413), no unknown file fields; a body
 * busboy cannot read (no boundary, truncated) is a 400, not a 500. File parts stream to temporary
 * files (os.tmpdir), so an upload never sits whole in memory.
 */
import '@fastify/multipart';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AnyContract } from '../../domain/kernel/contract';
import { ErrorCode, ERROR_MESSAGES } from '../../domain/errors';
import { formatBytes } from '../../domain/files/rules';
import { AppError, BusinessError, ValidationError } from './errors';

/** How many first bytes of an upload are kept in memory for the content sniff. */
export const UPLOAD_HEAD_BYTES = 64 * 1024;

/**
 * A file part of a multipart request. Its bytes were spooled to a temporary file while they
 * arrived (sha256 and size computed on the way); the file is removed once the response is sent,
 * or the request is aborted. Consumers stream it (`open`, storage.putStream) or, when they parse
 * the content within their own limits (Excel, Word), read it whole (`readBytes`).
 */
export interface UploadedFile {
  fieldName: string;
  /** The name the client gave (path parts removed). */
  fileName: string;
  /** What the client claimed; the storage sniffs the content itself. */
  mimetype: string;
  /** Bytes received. */
  size: number;
  /** sha256 of the content, hex. */
  sha256: string;
  /** The first UPLOAD_HEAD_BYTES bytes (all of a smaller file): the content sniff. */
  head: Buffer;
  /** A NUL byte anywhere in the content (text formats have none; the head alone would miss a late one). */
  containsNul: boolean;
  /** The spooled temporary file; undefined for a file made in memory (uploadedFileFromBuffer). */
  path?: string;
  /** A new read stream of the whole content. */
  open(): Readable;
  /** Bytes start..end (exclusive) of the content. */
  readRange(start: number, end: number): Promise<Buffer>;
  /** The whole content in memory. */
  readBytes(): Promise<Buffer>;
}

/** An UploadedFile over bytes the server already holds (generated documents, demo data). */
export function uploadedFileFromBuffer(input: { fieldName?: string; fileName: string; mimetype?: string; data: Buffer }): UploadedFile {
  const { data } = input;
  return {
    fieldName: input.fieldName ?? 'file',
    fileName: input.fileName,
    mimetype: input.mimetype ?? '',
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    head: data.subarray(0, UPLOAD_HEAD_BYTES),
    containsNul: data.includes(0),
    open: () => Readable.from([data]),
    readRange: async (start, end) => data.subarray(start, end),
    readBytes: async () => data,
  };
}

/** An UploadedFile over a spooled file on disk. */
function spooledFile(
  meta: { fieldName: string; fileName: string; mimetype: string },
  filePath: string,
  size: number,
  sha256: string,
  head: Buffer,
  containsNul: boolean,
): UploadedFile {
  return {
    ...meta,
    size,
    sha256,
    head,
    containsNul,
    path: filePath,
    open: () => fs.createReadStream(filePath),
    async readRange(start, end) {
      const length = Math.max(0, Math.min(end, size) - start);
      const handle = await fs.promises.open(filePath, 'r');
      try {
        const bytes = Buffer.alloc(length);
        const { bytesRead } = await handle.read(bytes, 0, length, start);
        return bytes.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    readBytes: () => fs.promises.readFile(filePath),
  };
}

/** The temporary directory of each request that spooled files, removed by removeSpooledUploads. */
const spoolDirs = new WeakMap<FastifyRequest, Promise<string>>();

function spoolDirOf(request: FastifyRequest): Promise<string> {
  let dir = spoolDirs.get(request);
  if (!dir) {
    dir = fs.promises.mkdtemp(path.join(os.tmpdir(), 'upload-'));
    spoolDirs.set(request, dir);
  }
  return dir;
}

/** Removes the request's spooled uploads (an onResponse / onRequestAbort hook, server/app.ts). */
export async function removeSpooledUploads(request: FastifyRequest): Promise<void> {
  const dir = spoolDirs.get(request);
  if (!dir) return;
  spoolDirs.delete(request);
  await fs.promises.rm(await dir, { recursive: true, force: true }).catch((error) => request.log.warn({ err: error }, 'spooled upload not removed'));
}

/** Writes a file part to the request's spool directory, hashing and counting on the way. */
async function spool(request: FastifyRequest, part: MultipartFile): Promise<UploadedFile> {
  const filePath = path.join(await spoolDirOf(request), randomBytes(8).toString('hex'));
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let containsNul = false;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      containsNul ||= chunk.includes(0);
      if (headLength < UPLOAD_HEAD_BYTES) {
        const taken = Buffer.from(chunk.subarray(0, UPLOAD_HEAD_BYTES - headLength));
        headChunks.push(taken);
        headLength += taken.length;
      }
      callback(null, chunk);
    },
  });
  await pipeline(part.file, tap, fs.createWriteStream(filePath, { mode: 0o600 }));
  if (part.file.truncated) throw Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
  const meta = { fieldName: part.fieldname, fileName: baseName(part.filename), mimetype: part.mimetype };
  return spooledFile(meta, filePath, size, hash.digest('hex'), Buffer.concat(headChunks), containsNul);
}

export interface MultipartInput {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
  /** Every file of the contract's `multiFileFields`, in the order sent. */
  fileLists: Record<string, UploadedFile[]>;
}

const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim();

export async function readMultipart(contract: AnyContract, request: FastifyRequest): Promise<MultipartInput> {
  if (!request.isMultipart()) throw new ValidationError('参数错误：请求体 请以 multipart/form-data 提交');
  const allowed = new Set(contract.fileFields ?? []);
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const multiple = new Set(contract.multiFileFields ?? []);
  const fileLists: Record<string, UploadedFile[]> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      if (!allowed.has(part.fieldname)) {
        part.file.resume();
        await finished(part.file).catch(() => undefined);
        throw new ValidationError(`参数错误：${part.fieldname} 不接受文件`);
      }
      if (files[part.fieldname] && !multiple.has(part.fieldname)) throw new ValidationError(`参数错误：${part.fieldname} 只能上传一个文件`);
      const file = await spool(request, part);
      files[part.fieldname] ??= file;
      if (multiple.has(part.fieldname)) (fileLists[part.fieldname] ??= []).push(file);
    }
  } catch (error) {
    await removeSpooledUploads(request);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new BusinessError(
        ErrorCode.FILE_TOO_LARGE,
        `${ERROR_MESSAGES[ErrorCode.FILE_TOO_LARGE]}（最大 ${formatBytes(request.server.config.UPLOAD_MAX_BYTES)}）`,
      );
    if (code === 'FST_FILES_LIMIT' && multiple.size > 0)
      throw new BusinessError(ErrorCode.PAYLOAD_TOO_LARGE, `一次最多上传 ${request.server.config.UPLOAD_BATCH_MAX_FILES} 个文件`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ValidationError('参数错误：请求体 表单项过多');
    if (error instanceof AppError) throw error;
    // Anything else came from reading the body: busboy's "Boundary not found", "Unexpected end of
    // form", "Malformed part header"… — the client sent something that is not multipart.
    throw new ValidationError('参数错误：请求体 不是有效的 multipart/form-data');
  }
  return { fields, files, fileLists };
}
