/**
 * Certification materials (issue 29 item 4). The certification area decides who sees a
 * certification project (app.certProjects: the customer through its marketplace project, the body's
 * members, an auditor on its team, platform delivery); this service keeps the checklist, the
 * uploads and the reviews. A file is stored through app.fileService as a project file of the
 * customer's project (it also shows among the project's files); the upload row names it.
 *
 * The checklist is generated from the project's standards on its first read (domain
 * defaultChecklist), once: cert_material_lists marks it.
 */
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import JSZip from 'jszip';
import { CERT_MATERIAL_MAX_ITEMS } from '../../../domain/certMaterials/constants';
import type { CertMaterialItem, CertMaterialsView } from '../../../domain/certMaterials/contracts';
import type { certMaterialsContracts as c } from '../../../domain/certMaterials/contracts';
import {
  CERT_MATERIAL_MACHINE,
  customerMayChangeFiles,
  defaultChecklist,
  fileCountProblem,
  materialProgress,
  materialsNotYetNotice,
  materialsOpen,
  mayRemoveItem,
  returnReasonProblem,
  statusAfterDelete,
  statusAfterUpload,
} from '../../../domain/certMaterials/rules';
import { ErrorCode } from '../../../domain/errors';
import { neutralFileName, uniqueFileName } from '../../../domain/files/rules';
import { computeAccess } from '../../../domain/kernel/access';
import type { ParsedBody } from '../../../domain/kernel/contract';
import type { Clock } from '../../clock';
import type { CertMaterialItemRow, CertMaterialUploadRow } from '../../db/schema';
import type { Repositories } from '../../db/repositories';
import type { RequestContext } from '../../http/context';
import { BusinessError, NotFoundError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { FileResponse } from '../../http/registerContract';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../storage';
import { withStore } from '../files/storeErrors';
import type { FileService } from '../files';
import type { CertProjectFacts, CertProjectService } from '../certification/facts';
import type { AccountDirectory } from '../identity';
import type { ProjectRegistry } from '../projects/facts';
import type { CertMaterialsRepository, ProjectKey } from './repository';

export interface CertMaterialsServiceDeps {
  repos: Repositories<CertMaterialsRepository>;
  clock: Clock;
  /** The certification area's visibility (app.certProjects). */
  certProjects: () => Pick<CertProjectService, 'forCustomer' | 'forBody'>;
  projects: () => Pick<ProjectRegistry, 'forCustomer'>;
  fileService: Pick<FileService, 'storeProjectFile' | 'findOwn' | 'remove'>;
  storage: Pick<FileStorage, 'open'>;
  /** Where a failing file store is reported (the caller sees FILE_STORAGE_UNAVAILABLE). */
  log: Pick<FastifyBaseLogger, 'error'>;
  accountNames: AccountDirectory['accountNames'];
}

const NO_CERT_PROJECT_NOTICE =
  '该项目还没有认证项目。认证机构受理本单位的认证申请后，这里会列出需要提交的认证材料（申请书、营业执照、体系文件等），届时可逐项上传。';

const keyOf = (facts: CertProjectFacts): ProjectKey => ({ bodyTenantCode: facts.bodyTenantCode, certProjectCode: facts.certProjectCode });

export function createCertMaterialsService({
  repos,
  clock,
  certProjects,
  projects,
  fileService,
  storage,
  accountNames,
  log,
}: CertMaterialsServiceDeps) {
  /** The project's items, generating the default checklist on the first read. */
  async function itemsOf(facts: CertProjectFacts): Promise<CertMaterialItemRow[]> {
    const scoped = repos.repo.forProject(keyOf(facts));
    if (await scoped.list()) return scoped.items();
    return repos.transaction(async (repo) => {
      const project = repo.forProject(keyOf(facts));
      const now = clock.now();
      if (await project.claimGeneration(now)) {
        await project.insertItems(
          defaultChecklist(facts.standards).map((entry, index) => ({
            templateKey: entry.key,
            sort: index + 1,
            name: entry.name,
            description: entry.description,
            required: entry.required,
            createdAt: now,
            updatedAt: now,
          })),
        );
      }
      return project.items();
    });
  }

  async function toItems(rows: readonly CertMaterialItemRow[], uploads: readonly CertMaterialUploadRow[]): Promise<CertMaterialItem[]> {
    const ids = [...new Set([...uploads.map((upload) => upload.uploadedBy), ...rows.flatMap((row) => (row.reviewedBy ? [row.reviewedBy] : []))])];
    const names = ids.length ? await accountNames(ids) : new Map();
    const nameOf = (id: string | null) => (id ? (names.get(id)?.showName ?? id) : '');
    return rows.map((row) => ({
      itemId: row.id,
      name: row.name,
      description: row.description,
      required: row.required,
      status: row.status,
      returnReason: row.returnReason,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reviewerName: nameOf(row.reviewedBy),
      uploads: uploads
        .filter((upload) => upload.itemId === row.id)
        .map((upload) => ({
          uploadId: upload.id,
          fileName: upload.fileName,
          size: upload.size,
          uploadedAt: upload.uploadedAt.toISOString(),
          uploaderName: nameOf(upload.uploadedBy),
        })),
    }));
  }

  async function oneItem(facts: CertProjectFacts, itemId: number): Promise<CertMaterialItem> {
    const project = repos.repo.forProject(keyOf(facts));
    const row = await project.item(itemId);
    if (!row) throw new BusinessError(ErrorCode.CERT_MATERIAL_ITEM_NOT_FOUND);
    const [item] = await toItems([row], await project.uploads([itemId]));
    return item!;
  }

  async function view(facts: CertProjectFacts, editable: boolean): Promise<CertMaterialsView> {
    const notYet = materialsNotYetNotice(facts.state);
    const rows = notYet ? [] : await itemsOf(facts);
    const project = repos.repo.forProject(keyOf(facts));
    const items = await toItems(rows, await project.uploads());
    return {
      certProject: {
        certProjectCode: facts.certProjectCode,
        bodyName: facts.bodyName,
        clientName: facts.clientName,
        standards: facts.standards,
        projectCode: facts.projectCode,
      },
      notice: notYet ?? (facts.projectCode ? '' : ERROR_NO_PROJECT),
      note: (await project.list())?.note ?? '',
      items,
      progress: materialProgress(rows),
      editable: editable && !notYet && materialsOpen(facts.state),
    };
  }

  /** The customer's certification project of its marketplace project (the project itself must be the caller's). */
  async function customerProject(auth: RequestContext, projectCode: string): Promise<CertProjectFacts> {
    await projects().forCustomer(auth, projectCode);
    return certProjects().forCustomer(auth, projectCode);
  }

  /** A project whose materials may change: accepted by the body and neither withdrawn nor refused. */
  function assertOpen(facts: CertProjectFacts): void {
    if (materialsNotYetNotice(facts.state) || !materialsOpen(facts.state)) throw new BusinessError(ErrorCode.CERT_MATERIAL_CLOSED);
  }

  const isPlanner = (auth: RequestContext, facts: CertProjectFacts) =>
    computeAccess(auth.userInfo).cbPlanner && auth.tenant?.tenantCode === facts.bodyTenantCode;

  /** The body's project for a change: the caller must plan at that very body. */
  async function plannerProject(auth: RequestContext, certProjectCode: string): Promise<CertProjectFacts> {
    const facts = await certProjects().forBody(auth, certProjectCode);
    if (!isPlanner(auth, facts)) throw new BusinessError(ErrorCode.FORBIDDEN, '只有该认证机构的管理员或排期员可以维护和审核认证材料');
    assertOpen(facts);
    return facts;
  }

  async function openUpload(upload: CertMaterialUploadRow): Promise<Readable> {
    const file = await fileService.findOwn({ tenantCode: upload.fileTenantCode }, upload.objectId);
    const body = file ? await withStore(log, 'certification material download', () => storage.open(file.storageKey)) : undefined;
    if (!body) throw new NotFoundError('文件不存在，可能已在项目文件中被删除');
    return body;
  }

  async function download(facts: CertProjectFacts, uploadId: number): Promise<FileResponse> {
    const upload = await repos.repo.forProject(keyOf(facts)).upload(uploadId);
    if (!upload) throw new NotFoundError('文件不存在，或不属于该认证项目');
    const file = await fileService.findOwn({ tenantCode: upload.fileTenantCode }, upload.objectId);
    if (!file) throw new NotFoundError('文件不存在，可能已在项目文件中被删除');
    return { fileName: upload.fileName, contentType: file.contentType, body: await openUpload(upload) };
  }

  return {
    /** GET /api/certMaterials/customer/list.json: the checklist, or a plain notice when there is no certification project yet. */
    async customerList(auth: RequestContext, projectCode: string): Promise<CertMaterialsView> {
      await projects().forCustomer(auth, projectCode);
      let facts: CertProjectFacts;
      try {
        facts = await certProjects().forCustomer(auth, projectCode);
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        return {
          certProject: null,
          notice: NO_CERT_PROJECT_NOTICE,
          note: '',
          items: [],
          progress: materialProgress([]),
          editable: false,
        };
      }
      return view(facts, true);
    },

    /** POST /api/certMaterials/customer/upload.json: one file on an item (replacing one of its files when asked). */
    async upload(auth: RequestContext, body: ParsedBody<typeof c.certMaterialsUpload>, file: UploadedFile | undefined): Promise<CertMaterialItem> {
      const facts = await customerProject(auth, body.projectCode);
      assertOpen(facts);
      if (!file || (!file.fileName && file.size === 0)) throw new BusinessError(ErrorCode.CERT_MATERIAL_FILE_MISSING);
      const project = repos.repo.forProject(keyOf(facts));
      const item = await project.item(body.itemId);
      if (!item) throw new BusinessError(ErrorCode.CERT_MATERIAL_ITEM_NOT_FOUND);
      if (!customerMayChangeFiles(item.status)) throw new BusinessError(ErrorCode.CERT_MATERIAL_ACCEPTED_LOCKED);
      const existing = await project.uploads([item.id]);
      const replaced = body.replaceUploadId ? existing.find((upload) => upload.id === body.replaceUploadId) : undefined;
      if (body.replaceUploadId && !replaced) throw new BusinessError(ErrorCode.CERT_MATERIAL_UPLOAD_NOT_FOUND);
      const countProblem = fileCountProblem(existing.length, !!replaced);
      if (countProblem) throw new BusinessError(ErrorCode.CERT_MATERIAL_TOO_MANY_FILES, countProblem);
      // The files area checks type, size and content and stores the bytes (its Chinese refusals).
      const stored = await fileService.storeProjectFile({
        projectCode: body.projectCode,
        source: 'usr',
        fileName: file.fileName,
        data: file,
        accountId: auth.account.accountId,
      });
      const now = clock.now();
      try {
        await repos.transaction(async (repo) => {
          const locked = repo.forProject(keyOf(facts));
          const current = await locked.item(item.id, true);
          if (!current) throw new BusinessError(ErrorCode.CERT_MATERIAL_ITEM_NOT_FOUND);
          if (!customerMayChangeFiles(current.status)) throw new BusinessError(ErrorCode.CERT_MATERIAL_ACCEPTED_LOCKED);
          if (replaced) await locked.deleteUpload(replaced.id);
          await locked.insertUpload({
            itemId: item.id,
            objectId: stored.objectId,
            fileTenantCode: auth.tenant!.tenantCode,
            fileName: stored.fileName,
            size: stored.size,
            uploadedBy: auth.account.accountId,
            uploadedAt: now,
          });
          await locked.updateItem(item.id, { status: statusAfterUpload(current.status), updatedAt: now });
        });
      } catch (error) {
        await fileService.remove(stored.objectId);
        throw error;
      }
      if (replaced) await fileService.remove(replaced.objectId);
      return oneItem(facts, item.id);
    },

    /** POST /api/certMaterials/customer/deleteUpload.json: before the item is accepted. */
    async deleteUpload(auth: RequestContext, body: ParsedBody<typeof c.certMaterialsDeleteUpload>): Promise<CertMaterialItem> {
      const facts = await customerProject(auth, body.projectCode);
      assertOpen(facts);
      const upload = await repos.repo.forProject(keyOf(facts)).upload(body.uploadId);
      if (!upload) throw new BusinessError(ErrorCode.CERT_MATERIAL_UPLOAD_NOT_FOUND);
      await repos.transaction(async (repo) => {
        const locked = repo.forProject(keyOf(facts));
        const item = await locked.item(upload.itemId, true);
        if (!item) throw new BusinessError(ErrorCode.CERT_MATERIAL_ITEM_NOT_FOUND);
        if (!customerMayChangeFiles(item.status)) throw new BusinessError(ErrorCode.CERT_MATERIAL_ACCEPTED_LOCKED);
        await locked.deleteUpload(upload.id);
        const remaining = (await locked.uploads([item.id])).length;
        const status = statusAfterDelete(item.status, remaining);
        if (status !== item.status) await locked.updateItem(item.id, { status, updatedAt: clock.now() });
      });
      await fileService.remove(upload.objectId);
      return oneItem(facts, upload.itemId);
    },

    async customerDownload(auth: RequestContext, projectCode: string, uploadId: number): Promise<FileResponse> {
      return download(await customerProject(auth, projectCode), uploadId);
    },

    /** GET /api/certMaterials/body/list.json: editable for the body's manager and scheduler. */
    async bodyList(auth: RequestContext, certProjectCode: string): Promise<CertMaterialsView> {
      const facts = await certProjects().forBody(auth, certProjectCode);
      return view(facts, isPlanner(auth, facts));
    },

    async addItem(auth: RequestContext, body: ParsedBody<typeof c.certMaterialsAddItem>): Promise<CertMaterialItem> {
      const facts = await plannerProject(auth, body.certProjectCode);
      const rows = await itemsOf(facts);
      if (rows.length >= CERT_MATERIAL_MAX_ITEMS) throw new BusinessError(ErrorCode.CERT_MATERIAL_TOO_MANY_ITEMS);
      if (rows.some((row) => row.name === body.name)) throw new BusinessError(ErrorCode.CERT_MATERIAL_ITEM_DUPLICATE);
      const now = clock.now();
      const project = repos.repo.forProject(keyOf(facts));
      const [row] = await project.insertItems([
        {
          templateKey: null,
          sort: await project.nextSort(),
          name: body.name,
          description: body.description,
          required: body.required,
          createdAt: now,
          updatedAt: now,
        },
      ]);
      return oneItem(facts, row!.id);
    },

    /** Removes an item that is not accepted; its files stay among the project's files. */
    async removeItem(auth: RequestContext, body: ParsedBody<typeof c.certMaterialsRemoveItem>): Promise<{ itemId: number }> {
      const facts = await plannerProject(auth, body.certProjectCode);
      await repos.transaction(async (repo) => {
        const project = repo.forProject(keyOf(facts));
        const item = await project.item(body.itemId, true);
        if (!item) throw new BusinessError(ErrorCode.CERT_MATERIAL_ITEM_NOT_FOUND);
        if (!mayRemoveItem(item.status)) throw new BusinessError(ErrorCode.CERT_MATERIAL_REMOVE_ACCEPTED);
        await project.deleteItem(item.id);
      });
      return { itemId: body.itemId };
    },

    async note(auth: RequestContext, body: ParsedBody<typeof c.certMaterialsNote>): Promise<{ note: string }> {
      const facts = await plannerProject(auth, body.certProjectCode);
      await itemsOf(facts);
      await repos.repo.forProject(keyOf(facts)).setNote(body.note, clock.now());
      return { note: body.note };
    },

    /** Accepts a submitted item, or returns it with a reason the customer reads. */
    async review(auth: RequestContext, body: ParsedBody<typeof c.certMaterialsReview>): Promise<CertMaterialItem> {
      const facts = await plannerProject(auth, body.certProjectCode);
      if (body.decision === 'return') {
        const problem = returnReasonProblem(body.reason);
        if (problem) throw new BusinessError(ErrorCode.CERT_MATERIAL_REASON_REQUIRED, `参数错误：reason ${problem}`);
      }
      await repos.transaction(async (repo) => {
        const project = repo.forProject(keyOf(facts));
        const item = await project.item(body.itemId, true);
        if (!item) throw new BusinessError(ErrorCode.CERT_MATERIAL_ITEM_NOT_FOUND);
        if (item.status === 'pending') throw new BusinessError(ErrorCode.CERT_MATERIAL_NOTHING_TO_REVIEW);
        const refusal = CERT_MATERIAL_MACHINE.refusal(item.status, body.decision, auth.userInfo);
        if (refusal) throw new BusinessError(ErrorCode.CERT_MATERIAL_STATE, refusal);
        const now = clock.now();
        await project.updateItem(item.id, {
          status: body.decision === 'accept' ? 'accepted' : 'returned',
          returnReason: body.decision === 'return' ? body.reason.trim() : '',
          reviewedBy: auth.account.accountId,
          reviewedAt: now,
          updatedAt: now,
        });
      });
      return oneItem(facts, body.itemId);
    },

    async bodyDownload(auth: RequestContext, certProjectCode: string, uploadId: number): Promise<FileResponse> {
      return download(await certProjects().forBody(auth, certProjectCode), uploadId);
    },

    /** GET /api/certMaterials/body/zip: the accepted materials, one folder per item. */
    async zip(auth: RequestContext, certProjectCode: string): Promise<FileResponse> {
      const facts = await certProjects().forBody(auth, certProjectCode);
      const rows = materialsNotYetNotice(facts.state) ? [] : (await itemsOf(facts)).filter((row) => row.status === 'accepted');
      const uploads = rows.length ? await repos.repo.forProject(keyOf(facts)).uploads(rows.map((row) => row.id)) : [];
      if (uploads.length === 0) throw new BusinessError(ErrorCode.CERT_MATERIAL_NONE_ACCEPTED);
      const zip = new JSZip();
      const folders = new Set<string>();
      for (const row of rows) {
        const mine = uploads.filter((upload) => upload.itemId === row.id);
        if (mine.length === 0) continue;
        const folder = uniqueFileName(neutralFileName(`${String(row.sort).padStart(2, '0')} ${row.name}`), folders);
        const used = new Set<string>();
        for (const upload of mine) {
          zip.file(`${folder}/${uniqueFileName(upload.fileName, used)}`, await buffer(await openUpload(upload)), { date: upload.uploadedAt });
        }
      }
      const body = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
      return { fileName: `${neutralFileName(facts.clientName)}-认证材料（已通过）.zip`, contentType: 'application/zip', body };
    },
  };
}

const ERROR_NO_PROJECT = '该认证项目没有关联客户在平台上的项目，客户无法在线上传材料；可由客户通过平台项目提交，或线下提交。';

export type CertMaterialsService = ReturnType<typeof createCertMaterialsService>;
