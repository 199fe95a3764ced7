/**
 * Share links of stored files: made by anyone who may see the file, with an expiry and an optional
 * download limit; the token is answered once and kept only as its SHA-256 hash. Anyone holding the
 * link downloads that one file until it expires, is revoked or is used up (counted in one
 * statement, so two downloads cannot both take the last one); then 410 with the Chinese reason,
 * an unknown token 404.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FileShareLink } from '../../../domain/files/contracts';
import type { fileContracts as c } from '../../../domain/files/contracts';
import { shareExpiryProblem, shareHours, sharePath, shareStatus } from '../../../domain/files/rules';
import type { ParsedBody } from '../../../domain/kernel/contract';
import { ErrorCode, ERROR_MESSAGES } from '../../../domain/errors';
import { HOUR_MS, type Clock } from '../../clock';
import type { Config } from '../../config';
import type { FileRow, FileShareRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { AppError, BusinessError, NotFoundError } from '../../http/errors';
import type { FileResponse } from '../../http/registerContract';
import type { AccountDirectory } from '../identity';
import type { FileRepository } from './repository';

/** A share link that existed but no longer opens: HTTP 410 with its Chinese reason. */
class GoneError extends AppError {
  override readonly httpStatus: number = 410;
}

const GONE_CODES = {
  revoked: ErrorCode.FILE_SHARE_REVOKED,
  exhausted: ErrorCode.FILE_SHARE_EXHAUSTED,
  expired: ErrorCode.FILE_SHARE_EXPIRED,
  active: null,
} as const;

const tokenHashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface ShareServiceDeps {
  repo: FileRepository;
  clock: Clock;
  config: Pick<Config, 'FILE_SHARE_MAX_HOURS'>;
  accountNames: AccountDirectory['accountNames'];
  /** The file if the caller may see it ("文件不存在" otherwise): who may share it and see its links. */
  visibleFile(auth: RequestContext, objectId: string): Promise<FileRow>;
  /** The stored file as a download answer. */
  storedResponse(objectId: string): Promise<FileResponse>;
}

export function createShareService({ repo, clock, config, accountNames, visibleFile, storedResponse }: ShareServiceDeps) {
  function toShareLink(row: FileShareRow, names: Map<string, { showName: string }>, token?: string): FileShareLink {
    return {
      shareId: row.shareId,
      objectId: row.objectId,
      path: token ? sharePath(token) : null,
      tokenTail: row.tokenTail,
      createdAt: row.createdAt.toISOString(),
      createdByName: names.get(row.createdBy)?.showName ?? row.createdBy,
      expiresAt: row.expiresAt.toISOString(),
      maxDownloads: row.maxDownloads,
      downloads: row.downloads,
      status: shareStatus(row, clock.now()),
    };
  }

  /** Why a link no longer opens, or null while it does. */
  const gone = (row: FileShareRow) => {
    const code = GONE_CODES[shareStatus(row, clock.now())];
    return code ? new GoneError(code) : null;
  };

  return {
    /** POST /api/file/share: a link to a file the caller may see; the token is answered once and stored hashed. */
    async share(auth: RequestContext, body: ParsedBody<typeof c.fileShare>): Promise<FileShareLink> {
      const file = await visibleFile(auth, body.objectId);
      const problem = shareExpiryProblem(body.expiresIn, body.unit, config.FILE_SHARE_MAX_HOURS);
      if (problem) throw new BusinessError(ErrorCode.FILE_SHARE_TOO_LONG, problem);
      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      const row = await repo.insertShare({
        shareId: `SH${randomBytes(10).toString('hex')}`,
        tokenHash: tokenHashOf(token),
        tokenTail: token.slice(-6),
        objectId: file.objectId,
        createdBy: auth.account.accountId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + shareHours(body.expiresIn, body.unit) * HOUR_MS),
        maxDownloads: body.maxDownloads ?? null,
      });
      return toShareLink(row, await accountNames([row.createdBy]), token);
    },

    /** GET /api/file/share/list.json: the links of a file the caller may see, newest first. */
    async shareList(auth: RequestContext, objectId: string): Promise<FileShareLink[]> {
      const file = await visibleFile(auth, objectId);
      const rows = await repo.sharesOf(file.objectId);
      const names = await accountNames([...new Set(rows.map((row) => row.createdBy))]);
      return rows.map((row) => toShareLink(row, names));
    },

    /** POST /api/file/share/revoke.json: by anyone who may see the file (as who may share it). */
    async revokeShare(auth: RequestContext, shareId: string): Promise<FileShareLink> {
      const share = await repo.shareById(shareId);
      if (!share) throw new BusinessError(ErrorCode.FILE_SHARE_NOT_FOUND);
      await visibleFile(auth, share.objectId).catch((error) => {
        throw error instanceof NotFoundError ? new BusinessError(ErrorCode.FILE_SHARE_NOT_FOUND) : error;
      });
      const row = (await repo.revokeShare(shareId, auth.account.accountId, clock.now())) ?? share;
      return toShareLink(row, await accountNames([row.createdBy]));
    },

    /** GET /api/file/share/download?token: the one file of the link while it opens; 404 unknown, 410 expired/revoked/used up. */
    async openShared(token: string): Promise<FileResponse> {
      const share = await repo.shareByTokenHash(tokenHashOf(token));
      if (!share) throw new NotFoundError(ERROR_MESSAGES[ErrorCode.FILE_SHARE_NOT_FOUND]);
      const refused = gone(share);
      if (refused) throw refused;
      const counted = await repo.countShareDownload(share.shareId, clock.now());
      if (!counted) throw gone((await repo.shareById(share.shareId)) ?? share) ?? new GoneError(ErrorCode.FILE_SHARE_EXHAUSTED);
      return storedResponse(share.objectId);
    },
  };
}
