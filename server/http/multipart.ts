/**
 * Multipart bodies of contracts marked `multipart` (@fastify/multipart): text parts become the
 * body the contract's zod schema parses, file parts named in `fileFields` become UploadedFiles.
 * Limits: UPLOAD_MAX_BYTES per file (14002), one file per field except the contract's
 * `multiFileFields` (at most UPLOAD_BATCH_MAX_FILES files, beyond: 413), no unknown file fields; a body
 * busboy cannot read (no boundary, truncated) is a 400, not a 500.
 */
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AnyContract } from '../../domain/kernel/contract';
import { ErrorCode, ERROR_MESSAGES } from '../../domain/errors';
import { formatBytes } from '../../domain/files/rules';
import { AppError, BusinessError, ValidationError } from './errors';

export interface UploadedFile {
  fieldName: string;
  /** The name the client gave (path parts removed). */
  fileName: string;
  /** What the client claimed; the storage sniffs the content itself. */
  mimetype: string;
  data: Buffer;
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
        await part.toBuffer().catch(() => undefined);
        throw new ValidationError(`参数错误：${part.fieldname} 不接受文件`);
      }
      if (files[part.fieldname] && !multiple.has(part.fieldname)) throw new ValidationError(`参数错误：${part.fieldname} 只能上传一个文件`);
      const data = await part.toBuffer();
      const file = { fieldName: part.fieldname, fileName: baseName(part.filename), mimetype: part.mimetype, data };
      files[part.fieldname] ??= file;
      if (multiple.has(part.fieldname)) (fileLists[part.fieldname] ??= []).push(file);
    }
  } catch (error) {
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
