/**
 * What an upload is and what it must pass before anything is stored: the inputs of the files
 * service's stores, and the checks of an uploaded part (present, allowed name and type, size,
 * content matching its extension, no zip bomb), each refused with its own Chinese error.
 */
import type { FilePurpose, FileSource } from '../../../domain/enums';
import { ErrorCode, ERROR_MESSAGES } from '../../../domain/errors';
import { extensionOf, formatBytes, storedFileName, UPLOAD_PROBLEM_MESSAGES, uploadProblem } from '../../../domain/files/rules';
import { BusinessError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { isTextExtension, sniffMatchesExtension } from '../../storage';
import { isZipBombFile, ZIP_CONTAINER_EXTENSIONS } from './zipCheck';

export interface StoreFileInput {
  /** The uploaded part; undefined when the request carried none. */
  file: UploadedFile | undefined;
  purpose: FilePurpose;
  /** Owner tenant; null only for platform-wide files (guides). */
  tenantCode: string | null;
  accountId: string;
}

/** A project file the server itself stores (a generated report: source 'ai'), or an upload on its behalf. */
export interface StoreProjectFileInput {
  projectCode: string;
  source: FileSource;
  fileName: string;
  /** The bytes, or an upload received on the project's behalf (streamed to the storage). */
  data: Buffer | UploadedFile;
  /** Who it is stored for; null when the server generated it on its own. */
  accountId: string | null;
  /**
   * Not yet delivered (purpose projectDraft): owned by the delivery tenant, seen only by the
   * project's delivering side, not listed among the project's files until published.
   */
  draft?: boolean;
}

/** Who a stored file belongs to and what it is for. */
export interface FileOwner {
  purpose: FilePurpose;
  tenantCode: string | null;
  accountId: string | null;
  projectCode?: string | null;
  source?: FileSource;
}

/** Throws the business error of the first problem of an upload (in the order a user fixes them). */
export async function checkUpload(
  file: UploadedFile | undefined,
  maxBytes: number,
): Promise<{ fileName: string; extension: string; file: UploadedFile }> {
  // A form sent without choosing a file still carries an empty, nameless part.
  if (!file || (!file.fileName && file.size === 0)) throw new BusinessError(ErrorCode.FILE_MISSING);
  const fileName = storedFileName(file.fileName);
  const problem = uploadProblem({ name: file.fileName, size: file.size }, maxBytes);
  if (problem === 'name') throw new BusinessError(ErrorCode.FILE_NAME_INVALID);
  if (problem === 'type') throw new BusinessError(ErrorCode.FILE_TYPE_NOT_ALLOWED, UPLOAD_PROBLEM_MESSAGES.type);
  if (problem === 'empty') throw new BusinessError(ErrorCode.FILE_MISSING, UPLOAD_PROBLEM_MESSAGES.empty);
  if (problem === 'size') {
    throw new BusinessError(ErrorCode.FILE_TOO_LARGE, `${ERROR_MESSAGES[ErrorCode.FILE_TOO_LARGE]}（最大 ${formatBytes(maxBytes)}）`);
  }
  const extension = extensionOf(fileName);
  // The first bytes decide (magic numbers); text has no NUL byte anywhere.
  if (!sniffMatchesExtension(file.head, extension) || (isTextExtension(extension) && file.containsNul)) {
    throw new BusinessError(
      ErrorCode.FILE_CONTENT_MISMATCH,
      `${ERROR_MESSAGES[ErrorCode.FILE_CONTENT_MISMATCH]}：文件内容不是有效的 ${extension} 格式`,
    );
  }
  if (ZIP_CONTAINER_EXTENSIONS.has(extension) && (await isZipBombFile(file.size, (start, end) => file.readRange(start, end)))) {
    throw new BusinessError(ErrorCode.FILE_ZIP_BOMB);
  }
  return { fileName, extension, file };
}
