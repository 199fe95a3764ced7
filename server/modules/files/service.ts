/**
 * Storing and serving files. An upload is checked (extension allow-list 14001, empty 14004, size
 * 14002, content against extension 14003, zip containers against zip bombs 14005; its name loses
 * path characters), its bytes go to the storage under a server-made key, then its metadata row
 * (owner tenant, purpose, project, source, sha256) is written — if the row cannot be written the
 * bytes are removed again, so nothing is stored half. A download answers only what the caller may
 * see (domain canDownloadFile; a project file: whoever may see the project, as the projects area
 * decides through app.projectRegistry); anything else is "文件不存在" (404), so ids of other
 * tenants cannot be probed.
 *
 * Also here: a project's files (list, zip, delete), batches, uploads without a session (limited
 * by type, size, rate per client address and lifetime: docs/decisions.md) and images as data URLs;
 * share links are ./shares.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import JSZip from 'jszip';
import type { BatchUploadResult, ProjectFile, StoredFile } from '../../../domain/files/contracts';
import type { fileContracts as c } from '../../../domain/files/contracts';
import { ANON_UPLOAD_KEEP_HOURS, PROJECT_ZIP_MAX_BYTES } from '../../../domain/files/constants';
import { computeAccess } from '../../../domain/kernel/access';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import type { FilePurpose } from '../../../domain/enums';
import { ErrorCode, ERROR_MESSAGES } from '../../../domain/errors';
import {
  canDownloadFile,
  downloadCheckOf,
  extensionOf,
  formatBytes,
  isAnonUploadName,
  isImageName,
  mayDeleteProjectFile,
  neutralFileName,
  projectEvidenceUse,
  type ProjectFileViewer,
  storedFileName,
  uniqueFileName,
} from '../../../domain/files/rules';
import { isCustomerLead } from '../../../domain/projects/consumer';
import { HOUR_MS, type Clock } from '../../clock';
import type { Config } from '../../config';
import type { RateLimitCounters } from '../../db/rateLimits';
import type { FileRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError, NotFoundError } from '../../http/errors';
import { type UploadedFile, uploadedFileFromBuffer } from '../../http/multipart';
import type { FileResponse } from '../../http/registerContract';
import { contentTypeFor, newStorageKey, sniffMatchesExtension, type FileStorage } from '../../storage';
import type { TenantScope } from '../../tenancy';
import type { AccountDirectory } from '../identity';
import type { ProjectFacts, ProjectRegistry } from '../projects/facts';
import type { FileRepository } from './repository';
import { createShareService } from './shares';
import { withStore } from './storeErrors';
import { checkUpload, type FileOwner, type StoreFileInput, type StoreProjectFileInput } from './upload';

export type { StoreFileInput, StoreProjectFileInput } from './upload';

export const FILE_NOT_FOUND_MESSAGE = '文件不存在';

export interface FileServiceDeps {
  repo: FileRepository;
  storage: FileStorage;
  clock: Clock;
  config: Pick<
    Config,
    | 'UPLOAD_MAX_BYTES'
    | 'UPLOAD_BATCH_MAX_FILES'
    | 'FILE_SHARE_MAX_HOURS'
    | 'IMG_BASE64_MAX_BYTES'
    | 'ANON_UPLOAD_MAX_BYTES'
    | 'ANON_UPLOAD_MAX_PER_IP_PER_HOUR'
  >;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Request counters for uploads without a session (server/db/rateLimits.ts). */
  rateLimits: Pick<RateLimitCounters, 'hit'>;
  /** Uploader and link creator names. */
  accountNames: AccountDirectory['accountNames'];
  /**
   * The projects area's visibility (app.projectRegistry). Asked per request: the projects module is
   * registered after this one (it stores its files here), so the registry exists by the time a
   * request arrives but not when this module starts.
   */
  projects: () => Pick<ProjectRegistry, 'forCustomer' | 'forDelivery' | 'byCode'>;
}

const toStoredFile = (row: FileRow): StoredFile => ({
  objectId: row.objectId,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

const tooLarge = (what: string, limit: number) => new BusinessError(ErrorCode.PAYLOAD_TOO_LARGE, `${what}超过限制（最大 ${formatBytes(limit)}）`);

export function createFileService({ repo, storage, clock, config, log, rateLimits, accountNames, projects }: FileServiceDeps) {
  /** The upload's problems refused in the order a user fixes them (./upload.ts), within this installation's limit. */
  const check = (file: UploadedFile | undefined, maxBytes = config.UPLOAD_MAX_BYTES) => checkUpload(file, maxBytes);

  /**
   * Bytes first (streamed), then the row; the bytes are removed again if the row cannot be written.
   * A store failing during the write stores nothing (the driver aborts) and writes no row.
   */
  async function persist({ fileName, extension, file }: Awaited<ReturnType<typeof check>>, owner: FileOwner): Promise<FileRow> {
    const now = clock.now();
    const storageKey = newStorageKey(now);
    await withStore(log, 'upload', () => storage.putStream(storageKey, file.open(), file.size));
    try {
      return await repo.insert({
        objectId: randomBytes(16).toString('hex'),
        tenantCode: owner.tenantCode,
        accountId: owner.accountId,
        purpose: owner.purpose,
        projectCode: owner.projectCode ?? null,
        source: owner.source ?? 'usr',
        fileName,
        contentType: contentTypeFor(extension),
        size: file.size,
        sha256: file.sha256,
        storageKey,
        createdAt: now,
      });
    } catch (error) {
      await storage.delete(storageKey).catch((cause) => log.error({ err: cause, storageKey }, 'orphaned file bytes not removed'));
      throw error;
    }
  }

  /** The project as the caller may see it and how the caller stands to it; the projects area's "not found" otherwise. */
  async function projectViewer(auth: RequestContext, projectCode: string): Promise<{ facts: ProjectFacts; relation: ProjectFileViewer }> {
    const registry = projects();
    if (auth.tenant?.type === 'customer') {
      const facts = await registry.forCustomer(auth, projectCode);
      return { facts, relation: isCustomerLead(auth.userInfo) ? 'customerLead' : 'customer' };
    }
    const facts = await registry.forDelivery(auth, projectCode);
    return { facts, relation: facts.relation };
  }

  /** Whether the caller may see a stored file (download, share, image). */
  async function maySee(auth: RequestContext, row: FileRow): Promise<boolean> {
    const decidedBy = downloadCheckOf(row);
    if (decidedBy !== 'fileRule' && row.projectCode) {
      try {
        // A draft: only the project's delivering side (the customer is "not found").
        if (decidedBy === 'projectDelivery') await projects().forDelivery(auth, row.projectCode);
        else await projectViewer(auth, row.projectCode);
        return true;
      } catch (error) {
        if (error instanceof BusinessError) return false;
        throw error;
      }
    }
    return canDownloadFile(row, { tenantCode: auth.tenant?.tenantCode ?? null, access: computeAccess(auth.userInfo) });
  }

  /** A file the caller may see; 404 "文件不存在" otherwise (also for files that do not exist). */
  async function visibleFile(auth: RequestContext, objectId: string): Promise<FileRow> {
    const row = await repo.forDownloadCheck(objectId);
    if (!row || !(await maySee(auth, row))) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
    return row;
  }

  async function open(row: FileRow): Promise<Readable> {
    const body = await withStore(log, 'download', () => storage.open(row.storageKey));
    if (!body) {
      log.error({ objectId: row.objectId, storageKey: row.storageKey }, 'stored file has metadata but no bytes');
      throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
    }
    return body;
  }

  /** The caller's tenant, refusing a tenantCode the client named that is not it. */
  /** A stored file as a download answer ("文件不存在" when its row is gone). */
  async function storedResponse(objectId: string): Promise<FileResponse> {
    const row = await repo.forDownloadCheck(objectId);
    if (!row) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
    return { fileName: row.fileName, contentType: row.contentType, body: await open(row) };
  }

  function ownTenant(auth: RequestContext, named: string | undefined): string {
    const tenantCode = auth.tenant?.tenantCode;
    if (!tenantCode || (named && named !== tenantCode)) throw new BusinessError(ErrorCode.FILE_TENANT_MISMATCH);
    return tenantCode;
  }

  async function storeForProject(auth: RequestContext, projectCode: string, file: UploadedFile | undefined): Promise<StoredFile> {
    const { facts } = await projectViewer(auth, projectCode);
    const checked = await check(file);
    const row = await persist(checked, {
      purpose: 'project',
      tenantCode: facts.customerTenantCode,
      accountId: auth.account.accountId,
      projectCode: facts.projectCode,
      source: 'usr',
    });
    return toStoredFile(row);
  }

  /** Removes uploads made without a session that nothing claimed within ANON_UPLOAD_KEEP_HOURS. */
  async function sweepAnonymous(): Promise<number> {
    const removed = await repo.removeAnonymousBefore(new Date(clock.now().getTime() - ANON_UPLOAD_KEEP_HOURS * HOUR_MS));
    for (const row of removed)
      await storage.delete(row.storageKey).catch((error) => log.warn({ err: error, objectId: row.objectId }, 'file not removed'));
    return removed.length;
  }

  return {
    /** Checks and stores an upload; the bytes are removed again if the metadata cannot be written. */
    async store(input: StoreFileInput): Promise<StoredFile> {
      const row = await persist(await check(input.file), { purpose: input.purpose, tenantCode: input.tenantCode, accountId: input.accountId });
      return toStoredFile(row);
    },

    /**
     * Stores a file of a project on the server's own behalf (e.g. a generated Word report, source
     * 'ai'), through the same checks as an upload. The file belongs to the project's customer and is
     * seen by whoever may see the project. Unknown project: PROJECT_NOT_FOUND.
     */
    async storeProjectFile(input: StoreProjectFileInput): Promise<StoredFile> {
      const facts = await projects().byCode(input.projectCode);
      if (!facts) throw new BusinessError(ErrorCode.PROJECT_NOT_FOUND);
      const file = Buffer.isBuffer(input.data)
        ? uploadedFileFromBuffer({ fileName: input.fileName, data: input.data })
        : { ...input.data, fileName: input.fileName };
      const checked = await check(file);
      const row = await persist(checked, {
        purpose: input.draft ? 'projectDraft' : 'project',
        tenantCode: input.draft ? facts.deliveryTenantCode : facts.customerTenantCode,
        accountId: input.accountId,
        projectCode: facts.projectCode,
        source: input.source,
      });
      return toStoredFile(row);
    },

    /**
     * Delivers (publish) or takes back (unpublish) files of a project: `project` files belong to the
     * customer and are listed among the project's files; `projectDraft` files belong to the delivery
     * tenant and only its side sees them. Other files are left as they are.
     */
    async publishProjectFiles(projectCode: string, objectIds: readonly string[], publish: boolean): Promise<void> {
      const facts = await projects().byCode(projectCode);
      if (!facts) throw new BusinessError(ErrorCode.PROJECT_NOT_FOUND);
      await repo.setProjectPurpose(
        facts.projectCode,
        objectIds,
        publish ? 'project' : 'projectDraft',
        publish ? facts.customerTenantCode : facts.deliveryTenantCode,
      );
    },

    /**
     * Files a customer names as evidence of a project (questionnaire answers, gap disposals), by
     * domain projectEvidenceUse: each must be that project's file or the caller's own plain upload,
     * which becomes the project's file, so whoever may see the project opens it. False (nothing
     * changed) when one may not be named.
     */
    async attachProjectEvidence(auth: RequestContext, projectCode: string, objectIds: readonly string[]): Promise<boolean> {
      const facts = await projects().byCode(projectCode);
      if (!facts) return false;
      const use = { projectCode: facts.projectCode, tenantCode: auth.tenant?.tenantCode ?? null, accountId: auth.account.accountId };
      const claims: string[] = [];
      for (const objectId of new Set(objectIds)) {
        const how = projectEvidenceUse(await repo.forDownloadCheck(objectId), use);
        if (!how) return false;
        if (how === 'claim') claims.push(objectId);
      }
      await repo.claimForProject(claims, facts.projectCode, facts.customerTenantCode);
      return true;
    },

    /** POST /consulting/file/upload: a file of a project the caller may see. */
    uploadProjectFile(auth: RequestContext, body: ParsedBody<typeof c.projectFileUpload>, file: UploadedFile | undefined): Promise<StoredFile> {
      ownTenant(auth, body.tenantCode);
      return storeForProject(auth, body.projectCode, file);
    },

    /** POST /consulting/file/uploadTenantFile: the caller's tenant's own file. */
    async uploadTenantFile(auth: RequestContext, body: ParsedBody<typeof c.tenantFileUpload>, file: UploadedFile | undefined): Promise<StoredFile> {
      const tenantCode = ownTenant(auth, body.tenantCode);
      const row = await persist(await check(file), { purpose: 'general', tenantCode, accountId: auth.account.accountId });
      return toStoredFile(row);
    },

    /**
     * POST /consulting/file/noAuthority/upload: images and PDF only, ANON_UPLOAD_MAX_BYTES, at most
     * ANON_UPLOAD_MAX_PER_IP_PER_HOUR per client address; kept a day unless claimed.
     */
    async uploadAnonymous(clientIp: string, file: UploadedFile | undefined): Promise<StoredFile> {
      const hits = await rateLimits.hit(`file-anon:${clientIp}`, clock.now(), HOUR_MS);
      if (hits > config.ANON_UPLOAD_MAX_PER_IP_PER_HOUR) throw new BusinessError(ErrorCode.TOO_MANY_REQUESTS, '未登录上传过于频繁，请一小时后再试');
      await sweepAnonymous();
      if (file?.fileName && !isAnonUploadName(storedFileName(file.fileName))) throw new BusinessError(ErrorCode.FILE_ANON_TYPE);
      if (file && file.size > config.ANON_UPLOAD_MAX_BYTES) throw tooLarge('未登录上传的文件', config.ANON_UPLOAD_MAX_BYTES);
      const row = await persist(await check(file, config.ANON_UPLOAD_MAX_BYTES), { purpose: 'anonymous', tenantCode: null, accountId: null });
      return toStoredFile(row);
    },

    /**
     * Gives an upload made without a session its owner once the flow that asked for it has one
     * (e.g. an application that names it); undefined when the id is not an unclaimed upload.
     */
    claimAnonymous: (objectId: string, owner: { accountId: string; tenantCode: string | null; purpose: FilePurpose }) =>
      repo.claimAnonymous(objectId, owner),

    sweepAnonymous,

    /**
     * POST /api/file/upload/batch/save.json: every file checked and stored on its own (a bad file
     * does not stop the others); more than UPLOAD_BATCH_MAX_FILES is refused whole (413). With a
     * projectCode the files are that project's (the caller must see it), otherwise the tenant's.
     */
    async uploadBatch(auth: RequestContext, body: ParsedBody<typeof c.fileBatchUpload>, list: UploadedFile[]): Promise<BatchUploadResult[]> {
      const sent = list.filter((file) => file.fileName || file.size > 0);
      if (sent.length === 0) throw new BusinessError(ErrorCode.FILE_MISSING);
      if (sent.length > config.UPLOAD_BATCH_MAX_FILES) {
        throw new BusinessError(ErrorCode.PAYLOAD_TOO_LARGE, `一次最多上传 ${config.UPLOAD_BATCH_MAX_FILES} 个文件`);
      }
      const project = body.projectCode ? (await projectViewer(auth, body.projectCode)).facts : null;
      const owner: FileOwner = project
        ? { purpose: 'project', tenantCode: project.customerTenantCode, accountId: auth.account.accountId, projectCode: project.projectCode }
        : { purpose: 'general', tenantCode: ownTenant(auth, undefined), accountId: auth.account.accountId };
      const results: BatchUploadResult[] = [];
      for (const file of sent) {
        const fileName = storedFileName(file.fileName);
        try {
          const stored = toStoredFile(await persist(await check(file), owner));
          results.push({ fileName: stored.fileName, ok: true, objectId: stored.objectId, file: stored, message: '上传成功' });
        } catch (error) {
          if (!(error instanceof BusinessError)) throw error;
          results.push({ fileName, ok: false, objectId: null, file: null, message: error.message });
        }
      }
      return results;
    },

    /** The file as a download, if the caller may have it; otherwise 404 "文件不存在". */
    async openForDownload(auth: RequestContext, objectId: string): Promise<FileResponse> {
      const row = await visibleFile(auth, objectId);
      return { fileName: row.fileName, contentType: row.contentType, body: await open(row) };
    },

    /** GET /consulting/file/project/list.json: a page of a project's files with who may delete what. */
    async projectList(auth: RequestContext, query: ParsedQuery<typeof c.projectFileList>) {
      const { facts, relation } = await projectViewer(auth, query.projectCode);
      const { rows, total } = await repo.projectPage(facts.projectCode, { keyword: query.keyword, source: query.source }, query);
      const names = await accountNames(rows.flatMap((row) => (row.accountId ? [row.accountId] : [])));
      const viewer = { accountId: auth.account.accountId, relation };
      const list: ProjectFile[] = rows.map((row) => ({
        ...toStoredFile(row),
        source: row.source,
        uploaderAccountId: row.accountId,
        uploaderName: row.accountId ? (names.get(row.accountId)?.showName ?? row.accountId) : '系统生成',
        canDelete: mayDeleteProjectFile(row, viewer),
      }));
      return { list, total, current: query.current, pageSize: query.pageSize };
    },

    /** GET /consulting/file/project/zip: every file of the project in one zip (PROJECT_ZIP_MAX_BYTES at most). */
    async projectZip(auth: RequestContext, projectCode: string): Promise<FileResponse> {
      const { facts } = await projectViewer(auth, projectCode);
      const rows = await repo.projectFiles(facts.projectCode);
      if (rows.length === 0) throw new BusinessError(ErrorCode.PROJECT_FILE_NONE);
      const total = rows.reduce((sum, row) => sum + row.size, 0);
      if (total > PROJECT_ZIP_MAX_BYTES) throw new BusinessError(ErrorCode.PROJECT_FILE_ZIP_TOO_LARGE);
      const zip = new JSZip();
      const used = new Set<string>();
      for (const row of rows) zip.file(uniqueFileName(row.fileName, used), await buffer(await open(row)), { date: row.createdAt });
      const body = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
      return { fileName: `${neutralFileName(facts.name)}-项目文件.zip`, contentType: 'application/zip', body };
    },

    /** POST /consulting/file/project/delete.json: by its uploader, the delivering managers or the customer's lead. */
    async deleteProjectFile(auth: RequestContext, objectId: string): Promise<{ objectId: string }> {
      const row = await repo.forDownloadCheck(objectId);
      if (row?.purpose !== 'project' || !row.projectCode) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
      let relation: ProjectFileViewer;
      try {
        relation = (await projectViewer(auth, row.projectCode)).relation;
      } catch (error) {
        if (error instanceof BusinessError) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
        throw error;
      }
      if (!mayDeleteProjectFile(row, { accountId: auth.account.accountId, relation }))
        throw new BusinessError(ErrorCode.PROJECT_FILE_DELETE_FORBIDDEN);
      const removed = await repo.remove(objectId);
      if (removed) await storage.delete(removed.storageKey).catch((error) => log.warn({ err: error, objectId }, 'file bytes not removed'));
      return { objectId };
    },

    ...createShareService({ repo, clock, config, accountNames, visibleFile, storedResponse }),

    /** POST /api/file/imgBase64: a png/jpg/gif the caller may see as a data URL, IMG_BASE64_MAX_BYTES at most (413). */
    async imageDataUrl(auth: RequestContext, objectId: string) {
      const row = await visibleFile(auth, objectId);
      const ownTenantFile = row.tenantCode !== null && row.tenantCode === auth.tenant?.tenantCode;
      if (row.purpose !== 'project' && !ownTenantFile) throw new NotFoundError(FILE_NOT_FOUND_MESSAGE);
      if (!isImageName(row.fileName)) throw new BusinessError(ErrorCode.FILE_NOT_IMAGE);
      if (row.size > config.IMG_BASE64_MAX_BYTES) {
        throw new BusinessError(
          ErrorCode.PAYLOAD_TOO_LARGE,
          `${ERROR_MESSAGES[ErrorCode.FILE_IMAGE_TOO_LARGE]}（最大 ${formatBytes(config.IMG_BASE64_MAX_BYTES)}）`,
        );
      }
      const data = await buffer(await open(row));
      if (!sniffMatchesExtension(data, extensionOf(row.fileName))) throw new BusinessError(ErrorCode.FILE_NOT_IMAGE);
      return {
        objectId: row.objectId,
        contentType: row.contentType,
        size: data.length,
        dataUrl: `data:${row.contentType};base64,${data.toString('base64')}`,
      };
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
