/**
 * Storing and serving files. An upload is checked (extension allow-list 14001, empty 14004, size
 * 14002, content against extension 14003), its bytes go to the storage under a server-made key,
 * then its metadata row (owner tenant, purpose, sha256) is written. A download answers only what
 * domain canDownloadFile allows; anything else is "文件不存在" (404), so ids of other tenants
 * cannot be probed.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredFile } from '../../../domain/files/contracts';
import { computeAccess } from '../../../domain/kernel/access';
import type { FilePurpose } from '../../../domain/enums';
import { ErrorCode, ERROR_MESSAGES } from '../../../domain/errors';
import { canDownloadFile, extensionOf, UPLOAD_PROBLEM_MESSAGES, uploadProblem, formatBytes } from '../../../domain/files/rules';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { FileRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError, NotFoundError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { FileResponse } from '../../http/registerContract';
import { contentTypeFor, newStorageKey, sniffMatchesExtension, type FileStorage } from '../../storage';
import type { TenantScope } from '../../tenancy';
import type { FileRepository } from './repository';

export const FILE_NOT_FOUND_MESSAGE = '文件不存在';
const MAX_NAME_LENGTH = 200;

export interface StoreFileInput {
  /** The uploaded part; undefined when the request carried none. */
  file: UploadedFile | undefined;
  purpose: FilePurpose;
  /** Owner tenant; null only for platform-wide files (guides). */
  tenantCode: string | null;
  accountId: string;
}

export interface FileServiceDeps {
  repo: FileRepository;
  storage: FileStorage;
  clock: Clock;
  config: Pick<Config, 'UPLOAD_MAX_BYTES'>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** The client's name without control characters, bounded (the extension kept). */
function cleanFileName(name: string): string {
  // Control characters are what this pattern is for (noControlCharactersInRegex is off in biome.jsonc).
  const cleaned = name.replace(/[\u0000-\u001F\u007F-\u009F]/g, '').trim();
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  return `${cleaned.slice(0, MAX_NAME_LENGTH - extension.length - 1)}.${extension}`;
}

const toStoredFile = (row: FileRow): StoredFile => ({
  objectId: row.objectId,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

export function createFileService({ repo, storage, clock, config, log }: FileServiceDeps) {
  /** Throws the business error of the first problem of an upload (in the order a user fixes them). */
  function check(file: UploadedFile | undefined): { fileName: string; extension: string; data: Buffer } {
    // A form sent without choosing a file still carries an empty, nameless part.
    if (!file || (!file.fileName && file.data.length === 0)) throw new BusinessError(ErrorCode.FILE_MISSING);
    const fileName = cleanFileName(file.fileName);
    const problem = uploadProblem({ name: fileName, size: file.data.length }, config.UPLOAD_MAX_BYTES);
    if (problem === 'type') throw new BusinessError(ErrorCode.FILE_TYPE_NOT_ALLOWED, UPLOAD_PROBLEM_MESSAGES.type);
    if (problem === 'empty') throw new BusinessError(ErrorCode.FILE_MISSING, UPLOAD_PROBLEM_MESSAGES.empty);
    if (problem === 'size') {
      throw new BusinessError(
        ErrorCode.FILE_TOO_LARGE,
        `${ERROR_MESSAGES[ErrorCode.FILE_TOO_LARGE]}（最大 ${formatBytes(config.UPLOAD_MAX_BYTES)}）`,
      );
    }
    const extension = extensionOf(fileName);
    if (!sniffMatchesExtension(file.data, extension)) {
      throw new BusinessError(
        ErrorCode.FILE_CONTENT_MISMATCH,
        `${ERROR_MESSAGES[ErrorCode.FILE_CONTENT_MISMATCH]}：文件内容不是有效的 ${extension} 格式`,
      );
    }
    return { fileName, extension, data: file.data };
  }

  return {
    /** Checks and stores an upload; the bytes are removed again if the metadata cannot be written. */
    async store(input: StoreFileInput): Promise<StoredFile> {
      const { fileName, extension, data } = check(input.file);
      const now = clock.now();
      const storageKey = newStorageKey(now);
      await storage.put(storageKey, data);
      try {
        const row = await repo.insert({
          objectId: randomBytes(16).toString('hex'),
          tenantCode: input.tenantCode,
          accountId: input.accountId,
          purpose: input.purpose,
          fileName,
          contentType: contentTypeFor(extension),
          size: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
          storageKey,
          createdAt: now,
        });
        return toStoredFile(row);
      } catch (error) {
        await storage.delete(storageKey).catch((cause) => log.error({ err: cause, storageKey }, 'orphaned file bytes not removed'));
        throw error;
      }
    },

    /** The file as a download, if the caller may have it; otherwise 404 "文件不存在". */
    async openForDownload(auth: RequestContext, objectId: string): Promise<FileResponse> {
      const row = await repo.forDownloadCheck(objectId);
      const viewer = { tenantCode: auth.tenant?.tenantCode ?? null, access: computeAccess(auth.userInfo) };
      if (!row || !canDownloadFile(row, viewer)) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
      const body = await storage.open(row.storageKey);
      if (!body) {
        log.error({ objectId, storageKey: row.storageKey }, 'stored file has metadata but no bytes');
        throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
      }
      return { fileName: row.fileName, contentType: row.contentType, body };
    },

    /** A file of the scope's tenant (for modules that reference uploads, e.g. transfer vouchers). */
    findOwn: (scope: TenantScope, objectId: string): Promise<FileRow | undefined> => repo.forTenant(scope).byId(objectId),

    /** Names of referenced files by object id (a missing file has no entry). */
    namesOf: (objectIds: readonly string[]): Promise<Map<string, string>> => repo.namesOf(objectIds),

    /** Ids of the files with the same content as this one (itself included): one receipt uploaded twice is one receipt. */
    sameContentIds: (objectId: string): Promise<string[]> => repo.sameContentIds(objectId),

    /**
     * Removes a file no longer referenced (metadata, then bytes). Best effort: a failure is logged,
     * never thrown, because the caller's change has already been made.
     */
    async remove(objectId: string): Promise<void> {
      try {
        const row = await repo.remove(objectId);
        if (row) await storage.delete(row.storageKey);
      } catch (error) {
        log.warn({ err: error, objectId }, 'file not removed');
      }
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
