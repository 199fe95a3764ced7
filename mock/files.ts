/**
 * Dev mocks of domain/files/contracts.ts (`npm run dev:mock`): uploads checked by domain/files/rules.ts and
 * kept in the wallet mocks' in-memory store (transfer vouchers are files), downloads checked
 * against the caller's tenant like the server's.
 */
import { computeAccess } from '../domain/kernel/access';
import { fileContracts as files } from '../domain/files/contracts';
import { fail, ok, ErrorCode } from '../domain/errors';
import { UPLOAD_PROBLEM_MESSAGES, canDownloadFile, uploadProblem } from '../domain/files/rules';
import {
  contractKey,
  guardedSession,
  parseOr,
  toUmiMocks,
  type MockAnswer,
  type MockDownloadHandler,
  type MockFile,
  type MockFilePart,
  type MockHandler,
} from './lib/handler';
import { guarded, iso, nextId, store, type MockStoredFile } from './lib/walletStore';

export const filesMockHandlers: Record<string, MockHandler> = {
  [contractKey(files.fileUpload)]: guarded(files.fileUpload, ({ caller, body }) => {
    const { file, ...fields } = (body ?? {}) as { file?: MockFilePart };
    const parsed = parseOr(files.fileUpload.body, fields);
    if ('failure' in parsed) return parsed.failure;
    if (!file) return { envelope: fail(ErrorCode.FILE_MISSING) };
    const problem = uploadProblem({ name: file.originalname, size: file.size });
    if (problem) {
      const code = problem === 'type' ? ErrorCode.FILE_TYPE_NOT_ALLOWED : problem === 'size' ? ErrorCode.FILE_TOO_LARGE : ErrorCode.FILE_MISSING;
      return { envelope: fail(code, UPLOAD_PROBLEM_MESSAGES[problem]) };
    }
    const stored: MockStoredFile = {
      objectId: nextId('OBJ', 10),
      fileName: file.originalname,
      contentType: file.mimetype || 'application/octet-stream',
      size: file.size,
      createdAt: iso(),
      tenantCode: caller.account.tenantCode,
      purpose: parsed.value.purpose,
      bytes: file.buffer ?? Buffer.alloc(0),
    };
    store.files.set(stored.objectId, stored);
    const { tenantCode: _t, purpose: _p, bytes: _b, ...data } = stored;
    return { envelope: ok(data) };
  }),
};

export const filesMockDownloads: Record<string, MockDownloadHandler> = {
  [contractKey(files.fileDownload)]: guardedSession<MockAnswer | MockFile>(files.fileDownload, ({ caller, query }) => {
    const parsed = parseOr(files.fileDownload.query, query, 'query');
    if ('failure' in parsed) return parsed.failure;
    const stored = store.files.get(parsed.value.objectId);
    // A session awaiting admission has no tenant: it may download guide files only.
    const viewer = { tenantCode: caller.account?.tenantCode ?? null, access: computeAccess(caller.user) };
    if (!stored || !canDownloadFile(stored, viewer)) return { envelope: fail(ErrorCode.NOT_FOUND, '文件不存在或无权下载') };
    return { file: { fileName: stored.fileName, contentType: stored.contentType, body: stored.bytes } };
  }),
};

export default toUmiMocks(filesMockHandlers, filesMockDownloads);
