/**
 * The document tree's calls besides generation (./generation.ts): the tree by folder and the flat
 * list (a customer member sees only delivered files and the folders holding them), a file's
 * versions, replacing a file with the consultant's uploaded .docx, the status moves of the machine
 * (定稿, 退回修改), submitting final files to the customer, and one zip of the current versions
 * (folders kept) stored as a project file. Every move goes through DOCUMENT_MACHINE under the
 * rows' locks in one transaction: a refused file refuses the whole call and changes nothing.
 */
import { buffer } from 'node:stream/consumers';
import JSZip from 'jszip';
import { ErrorCode } from '../../../../domain/errors';
import type { isoDocumentContracts as c, IsoDocFile, IsoDocTree, IsoDocVersion } from '../../../../domain/isoDocuments/documentContracts';
import { DOCUMENT_MACHINE, isDocxName, statusCounts } from '../../../../domain/isoDocuments/documentRules';
import type { StandardFileStatus } from '../../../../domain/isoDocuments/enums';
import { chinaDay } from '../../../../domain/kernel/chinaTime';
import type { ParsedBody, ParsedQuery } from '../../../../domain/kernel/contract';
import type { Clock } from '../../../clock';
import type { Repositories } from '../../../db/repositories';
import type { IsoDocumentRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import { fileNamePart } from '../../../reports/docx';
import type { FileService } from '../../files';
import type { ProjectRegistry } from '../../projects';
import type { IsoCore, IsoOpened } from '../core';
import type { Generation } from './generation';
import type { DocumentRepository } from './repository';
import { fileView, folderTitlesOf, taskOf } from './views';

export interface DocumentServiceDeps {
  core: IsoCore;
  repos: Repositories<DocumentRepository>;
  generation: Pick<Generation, 'latestJob'>;
  fileService: Pick<FileService, 'storeProjectFile' | 'openForDownload' | 'publishProjectFiles'>;
  projectRegistry: Pick<ProjectRegistry, 'recordKindEvent'>;
  clock: Clock;
}

const CUSTOMER_SEES: readonly StandardFileStatus[] = ['finished'];
/** A folder's or file's name inside the zip: what file systems refuse becomes `_` (Chinese and spaces stay). */
const zipName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, '_').trim();

export function createDocumentService({ core, repos, generation, fileService, projectRegistry, clock }: DocumentServiceDeps) {
  const isWriter = (opened: IsoOpened) => {
    try {
      core.requireWriter(opened);
      return true;
    } catch {
      return false;
    }
  };
  /** The files the caller sees (a customer: delivered ones). */
  const visible = (opened: IsoOpened, rows: readonly IsoDocumentRow[]) =>
    rows.filter((row) => !row.isFolder && (opened.side === 'delivery' || CUSTOMER_SEES.includes(row.status)));

  /** The project's files by code under lock, each a file of the tree (not found otherwise). */
  async function lockedFiles(repo: DocumentRepository, opened: IsoOpened, codes: readonly string[]) {
    const rows = await repo.byCodes(opened.key, codes, { forUpdate: true });
    const byCode = new Map(rows.map((row) => [row.docCode, row]));
    return [...new Set(codes)].map((code) => {
      const row = byCode.get(code);
      if (!row || row.isFolder) throw new BusinessError(ErrorCode.ISO_DOC_NOT_FOUND, `体系文件“${code}”不存在`);
      return row;
    });
  }

  const refuse = (row: IsoDocumentRow, action: 'replace' | 'finalize' | 'reopen' | 'submit') => {
    const refusal = DOCUMENT_MACHINE.refusal(row.status, action, null);
    if (refusal) throw new BusinessError(ErrorCode.ISO_DOC_MOVE_REFUSED, `《${row.title}》：${refusal}`);
  };

  async function viewsAfter(opened: IsoOpened, rows: readonly IsoDocumentRow[]): Promise<IsoDocFile[]> {
    const titles = folderTitlesOf(await repos.repo.all(opened.key));
    return rows.map((row) => fileView(row, titles, true));
  }

  return {
    /** GET generate/doc/list.json */
    async tree(auth: RequestContext, query: ParsedQuery<typeof c.isoDocTree>): Promise<IsoDocTree> {
      const opened = await core.open(auth, query.projectCode);
      const rows = await repos.repo.all(opened.key);
      const writer = isWriter(opened);
      const files = visible(opened, rows).filter((row) => !query.docBizType || row.docBizType === query.docBizType);
      const byCode = new Map(rows.map((row) => [row.docCode, row]));
      const parent = query.parentDentryDocCode ?? null;
      const folderRow = parent ? byCode.get(parent) : undefined;
      if (parent && !folderRow?.isFolder) throw new BusinessError(ErrorCode.ISO_DOC_NOT_FOUND, `文件夹“${parent}”不存在`);
      /** Whether `row` lies under the folder `code`. */
      const under = (row: IsoDocumentRow, code: string): boolean => {
        for (let at = row.parentCode; at; at = byCode.get(at)?.parentCode ?? null) if (at === code) return true;
        return false;
      };
      const folders = rows
        .filter((row) => row.isFolder && row.parentCode === parent)
        .map((row) => ({ row, inside: files.filter((file) => under(file, row.docCode)) }))
        .filter(({ inside }) => opened.side === 'delivery' || inside.length > 0)
        .map(({ row, inside }) => ({
          docCode: row.docCode,
          parentCode: row.parentCode,
          docBizType: row.docBizType,
          title: row.title,
          counts: statusCounts(inside.map((file) => file.status)),
        }));
      const breadcrumb: { docCode: string; title: string }[] = [];
      for (let at = folderRow; at; at = at.parentCode ? byCode.get(at.parentCode) : undefined)
        breadcrumb.unshift({ docCode: at.docCode, title: at.title });
      const titles = folderTitlesOf(rows);
      const job = opened.side === 'delivery' && auth.tenant ? await generation.latestJob(auth.tenant.tenantCode, query.projectCode) : undefined;
      return {
        folder: folderRow ? { docCode: folderRow.docCode, title: folderRow.title } : null,
        breadcrumb,
        folders,
        files: files.filter((row) => row.parentCode === parent).map((row) => fileView(row, titles, writer)),
        counts: statusCounts(files.map((row) => row.status)),
        templateSet: { code: opened.templateSet.code, name: opened.templateSet.name, version: opened.templateSet.version },
        generatedAt: opened.project.generatedAt?.toISOString() ?? null,
        variablesFinal: opened.project.finalVersion > 0 && opened.project.finalValues !== null,
        canWrite: writer,
        task: taskOf(job),
      };
    },

    /** GET generate/file/list.json */
    async list(auth: RequestContext, query: ParsedQuery<typeof c.isoDocFileList>) {
      const opened = await core.open(auth, query.projectCode);
      const statuses = opened.side === 'customer' ? CUSTOMER_SEES : undefined;
      const { rows, total } = await repos.repo.page(
        opened.key,
        { status: query.status, statuses, docBizType: query.docBizType, keyword: query.keyword },
        query,
      );
      const titles = folderTitlesOf(await repos.repo.all(opened.key));
      const writer = isWriter(opened);
      return { list: rows.map((row) => fileView(row, titles, writer)), total, current: query.current, pageSize: query.pageSize };
    },

    /** GET generate/file/versions.json */
    async versions(auth: RequestContext, query: ParsedQuery<typeof c.isoDocVersions>): Promise<{ list: IsoDocVersion[] }> {
      const opened = await core.open(auth, query.projectCode);
      const [row] = await repos.repo.byCodes(opened.key, [query.docCode]);
      if (!row || row.isFolder) throw new BusinessError(ErrorCode.ISO_DOC_NOT_FOUND);
      const versions = await repos.repo.versions(opened.key, query.docCode);
      return {
        list: versions.map((version) => ({
          versionNo: version.versionNo,
          objectId: version.objectId,
          fileName: version.fileName,
          source: version.source,
          note: version.note,
          accountName: version.accountName ?? '',
          at: version.at.toISOString(),
          current: version.versionNo === row.versionNo,
        })),
      };
    },

    /** POST generate/file/replace.json */
    async replace(auth: RequestContext, body: ParsedBody<typeof c.isoDocReplace>): Promise<IsoDocFile> {
      const opened = await core.open(auth, body.projectCode);
      core.requireWriter(opened);
      // A file the caller may see (404 "文件不存在" otherwise), and a Word document.
      const upload = await fileService.openForDownload(auth, body.objectId);
      if (!isDocxName(upload.fileName))
        throw new BusinessError(ErrorCode.ISO_DOC_FILE_TYPE, `替换文件只能是 Word 文档（.docx），“${upload.fileName}”不是 Word 文档`);
      const account = auth.account;
      const now = clock.now();
      const row = await repos.transaction(async (repo) => {
        const [current] = await lockedFiles(repo, opened, [body.docCode]);
        if (current.rowVersion !== body.rowVersion) throw new BusinessError(ErrorCode.ISO_DOC_VERSION_CONFLICT);
        refuse(current, 'replace');
        const versionNo = current.versionNo + 1;
        await repo.insertVersion({
          ...opened.key,
          docCode: current.docCode,
          versionNo,
          objectId: body.objectId,
          fileName: upload.fileName,
          source: 'replaced',
          note: '顾问上传替换',
          accountId: account.accountId,
          accountName: account.showName ?? '',
          at: now,
        });
        const values = { status: 'inhand' as const, objectId: body.objectId, fileName: upload.fileName, versionNo, source: 'replaced' as const };
        return repo.update(opened.key, current.docCode, { ...values, updatedAt: now, updatedBy: account.accountId }, current.rowVersion);
      });
      // The consultant's edited version is a draft of the delivering side until submitted.
      await fileService.publishProjectFiles(opened.facts.projectCode, [body.objectId], false);
      const [view] = await viewsAfter(opened, [row!]);
      return view!;
    },

    /** POST generate/file/status.json */
    async move(auth: RequestContext, body: ParsedBody<typeof c.isoDocStatus>): Promise<{ list: IsoDocFile[] }> {
      const opened = await core.open(auth, body.projectCode);
      core.requireWriter(opened);
      const now = clock.now();
      const rows = await repos.transaction(async (repo) => {
        const current = await lockedFiles(repo, opened, body.docCodes);
        for (const row of current) refuse(row, body.action);
        const status = body.action === 'finalize' ? ('final' as const) : ('inhand' as const);
        const moved: IsoDocumentRow[] = [];
        for (const row of current)
          moved.push((await repo.update(opened.key, row.docCode, { status, updatedAt: now, updatedBy: auth.account.accountId }, row.rowVersion))!);
        return moved;
      });
      return { list: await viewsAfter(opened, rows) };
    },

    /** POST submit/file */
    async submit(auth: RequestContext, body: ParsedBody<typeof c.isoDocSubmit>) {
      const opened = await core.open(auth, body.projectCode);
      core.requireWriter(opened);
      const now = clock.now();
      const rows = await repos.transaction(async (repo) => {
        const codes = body.docCodes?.length
          ? body.docCodes
          : (await repo.all(opened.key)).filter((row) => !row.isFolder && row.status === 'final').map((row) => row.docCode);
        if (codes.length === 0) throw new BusinessError(ErrorCode.ISO_DOC_NOTHING_TO_SUBMIT);
        const current = await lockedFiles(repo, opened, codes);
        for (const row of current) refuse(row, 'submit');
        const moved: IsoDocumentRow[] = [];
        for (const row of current)
          moved.push(
            (await repo.update(
              opened.key,
              row.docCode,
              { status: 'finished', submittedAt: now, updatedAt: now, updatedBy: auth.account.accountId },
              row.rowVersion,
            ))!,
          );
        return moved;
      });
      // Delivered: the current versions become the customer's project files.
      await fileService.publishProjectFiles(
        opened.facts.projectCode,
        rows.flatMap((row) => (row.objectId ? [row.objectId] : [])),
        true,
      );
      await projectRegistry.recordKindEvent(
        'isoDocuments',
        opened.facts.projectCode,
        auth.account.accountId,
        `向客户交付体系文件 ${rows.length} 份`,
        now,
        { stage: 'documentsDelivered' },
      );
      return { submitted: rows.length, list: await viewsAfter(opened, rows) };
    },

    /** POST get/batchDownloadObjectId */
    async zip(auth: RequestContext, body: ParsedBody<typeof c.isoDocBatchDownload>) {
      const opened = await core.open(auth, body.projectCode);
      const rows = await repos.repo.all(opened.key);
      const wanted = body.docCodes?.length ? new Set(body.docCodes) : null;
      const files = visible(opened, rows).filter((row) => row.objectId && (!wanted || wanted.has(row.docCode)));
      if (files.length === 0)
        throw new BusinessError(ErrorCode.ISO_DOC_NOT_GENERATED, opened.side === 'customer' ? '顾问尚未交付体系文件' : undefined);
      const byCode = new Map(rows.map((row) => [row.docCode, row]));
      const zip = new JSZip();
      const used = new Set<string>();
      for (const row of files) {
        const folders: string[] = [];
        for (let at = row.parentCode ? byCode.get(row.parentCode) : undefined; at; at = at.parentCode ? byCode.get(at.parentCode) : undefined)
          folders.unshift(zipName(at.title));
        let path = [...folders, zipName(row.fileName ?? `${row.docNumber} ${row.title}.docx`)].join('/');
        for (let n = 2; used.has(path); n++) path = path.replace(/(\.\w+)?$/, `(${n})$1`);
        used.add(path);
        const file = await fileService.openForDownload(auth, row.objectId!);
        zip.file(path, Buffer.isBuffer(file.body) ? file.body : await buffer(file.body));
      }
      const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
      const name = (opened.project.values.orgName as string | undefined) || opened.facts.name;
      const fileName = `${fileNamePart(name)}-体系文件-${chinaDay(clock.now()).replace(/-/g, '')}.zip`;
      const stored = await fileService.storeProjectFile({
        projectCode: body.projectCode,
        source: 'ai',
        fileName,
        data,
        accountId: auth.account.accountId,
        // The delivering side's zip holds undelivered documents: theirs only.
        draft: opened.side === 'delivery',
      });
      return { objectId: stored.objectId, fileName: stored.fileName, count: files.length };
    },
  };
}
export type DocumentService = ReturnType<typeof createDocumentService>;
