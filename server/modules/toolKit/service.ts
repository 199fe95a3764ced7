/**
 * Guide management: an item links either to an uploaded guide file (stored through the files
 * module with purpose 'toolKit', tenant null, so every logged-in account may download it) or to
 * an external http(s) address. A new file replaces the old one, which is then removed.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ToolKitAdminItem, ToolKitItem } from '../../../domain/toolKit/contracts';
import type { ToolKitStatus } from '../../../domain/enums';
import { downloadLink } from '../../../domain/kernel/helpers';
import type { Clock } from '../../clock';
import type { Repositories } from '../../db/repositories';
import type { RequestContext } from '../../http/context';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { FileService } from '../files';
import type { ToolKitChanges, ToolKitFilter, ToolKitRepository, ToolKitRow } from './repository';

export const TOOL_KIT_NOT_FOUND_MESSAGE = '指引条目不存在';
export const TOOL_KIT_SOURCE_REQUIRED_MESSAGE = '参数错误：请上传指引文件或填写下载地址';

export interface ToolKitSaveInput {
  title: string;
  showMsg: string;
  status: ToolKitStatus;
  downloadUrl: string;
  sortOrder: number;
}

export interface ToolKitUpdateInput extends Partial<ToolKitSaveInput> {
  uniqueCode: string;
}

export interface ToolKitServiceDeps {
  repos: Repositories<ToolKitRepository>;
  /** The files module's service (app.fileService): guide files are stored, named and removed there. */
  fileService: Pick<FileService, 'store' | 'remove' | 'namesOf'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}

const toAdminItem = (row: ToolKitRow, fileName: string): ToolKitAdminItem => ({
  uniqueCode: row.uniqueCode,
  title: row.title,
  downloadUrl: row.downloadUrl,
  showMsg: row.showMsg,
  status: row.status,
  fileMediaId: row.fileMediaId,
  fileName,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
});

/** A form sent without choosing a file still carries an empty, nameless part: that is no file. */
const chosenFile = (file: UploadedFile | undefined): UploadedFile | undefined => (file && (file.fileName !== '' || file.size > 0) ? file : undefined);

const newUniqueCode = () => `TK${randomBytes(6).toString('hex').toUpperCase()}`;

export function createToolKitService({ repos, fileService, clock, log }: ToolKitServiceDeps) {
  const { repo } = repos;
  const logError = (message: string) => log.error(message);

  /** Admin items with the names of their uploaded files (empty for an external link). */
  async function withFileNames(rows: readonly ToolKitRow[]): Promise<ToolKitAdminItem[]> {
    const names = await fileService.namesOf(rows.map((row) => row.fileMediaId).filter(Boolean));
    return rows.map((row) => toAdminItem(row, names.get(row.fileMediaId) ?? ''));
  }

  async function storeGuideFile(auth: RequestContext, file: UploadedFile) {
    const stored = await fileService.store({ file, purpose: 'toolKit', tenantCode: null, accountId: auth.account.accountId });
    return { fileMediaId: stored.objectId, downloadUrl: downloadLink(stored.objectId, logError) };
  }

  async function reread(uniqueCode: string): Promise<ToolKitAdminItem> {
    const row = await repo.byCode(uniqueCode);
    if (!row) throw new NotFoundError(TOOL_KIT_NOT_FOUND_MESSAGE);
    const [item] = await withFileNames([row]);
    return item;
  }

  return {
    shown: (): Promise<ToolKitItem[]> => repo.shown(),

    async manageList(filter: ToolKitFilter & { current: number; pageSize: number }) {
      const { rows, total } = await repo.page(filter, filter.current, filter.pageSize);
      return { list: await withFileNames(rows), total, current: filter.current, pageSize: filter.pageSize };
    },

    async save(auth: RequestContext, input: ToolKitSaveInput, file: UploadedFile | undefined): Promise<ToolKitAdminItem> {
      const upload = chosenFile(file);
      if (!upload && !input.downloadUrl) throw new ValidationError(TOOL_KIT_SOURCE_REQUIRED_MESSAGE);
      const source = upload ? await storeGuideFile(auth, upload) : { fileMediaId: '', downloadUrl: input.downloadUrl };
      const uniqueCode = newUniqueCode();
      try {
        await repo.insert({
          uniqueCode,
          title: input.title,
          showMsg: input.showMsg,
          status: input.status,
          sortOrder: input.sortOrder,
          ...source,
          createdAt: clock.now(),
        });
      } catch (error) {
        if (source.fileMediaId) await fileService.remove(source.fileMediaId);
        throw error;
      }
      return reread(uniqueCode);
    },

    /** Absent fields stay; a file replaces the link (and the old file); an http(s) address replaces a file. */
    async update(auth: RequestContext, input: ToolKitUpdateInput, file: UploadedFile | undefined): Promise<ToolKitAdminItem> {
      if (!(await repo.byCode(input.uniqueCode))) throw new NotFoundError(TOOL_KIT_NOT_FOUND_MESSAGE);
      const upload = chosenFile(file);
      const source = upload
        ? await storeGuideFile(auth, upload)
        : input.downloadUrl
          ? { fileMediaId: '', downloadUrl: input.downloadUrl }
          : undefined;
      let replaced = '';
      try {
        await repos.transaction(async (txRepo) => {
          const current = await txRepo.lockByCode(input.uniqueCode);
          if (!current) throw new NotFoundError(TOOL_KIT_NOT_FOUND_MESSAGE);
          const changes: ToolKitChanges = { ...source };
          if (input.title !== undefined) changes.title = input.title;
          if (input.showMsg !== undefined) changes.showMsg = input.showMsg;
          if (input.status !== undefined) changes.status = input.status;
          if (input.sortOrder !== undefined) changes.sortOrder = input.sortOrder;
          await txRepo.update(input.uniqueCode, changes);
          if (source && current.fileMediaId && current.fileMediaId !== source.fileMediaId) replaced = current.fileMediaId;
        });
      } catch (error) {
        if (source?.fileMediaId) await fileService.remove(source.fileMediaId);
        throw error;
      }
      if (replaced) await fileService.remove(replaced);
      return reread(input.uniqueCode);
    },
  };
}

export type ToolKitService = ReturnType<typeof createToolKitService>;
