/**
 * The imports service: parsing an uploaded workbook or Word document (nothing saved), starting a
 * government-data import (the file kept in the storage, a batch row and a background task in one
 * transaction), the task's handler (read the file, write the valid rows, each row whole, a chunk
 * per transaction, progress after each), the task's detail, the blank templates and the lists.
 *
 * Which customer a caller reaches: domain/imports/rules.ts govDataAccess — a customer's members
 * their own tenant; a channel the customers it serves (relations of app.tenantRelations);
 * the platform any customer, read-only.
 */
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '../../../domain/errors';
import type { importContracts as c, GovInnovativeItem, GovTecProjectItem, ImportResult, ImportTask } from '../../../domain/imports/contracts';
import { IMPORT_MAX_UNCOMPRESSED_BYTES, IMPORT_ROWS_PER_TRANSACTION } from '../../../domain/imports/constants';
import { GovImportKind, ImportTemplateName } from '../../../domain/imports/enums';
import { govDataAccess, govProductName, tecDomainName } from '../../../domain/imports/rules';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import { IMPORTS_GOV_INNOVATIVE_TASK, IMPORTS_GOV_TEC_PROJECT_TASK } from '../../../domain/tasks/kinds';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Repositories } from '../../db/repositories';
import type { GovInnovativeRow, GovTecProjectRow, JobRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { withStore } from '../files/storeErrors';
import type { FileResponse } from '../../http/registerContract';
import type { JobContext, JobQueue } from '../../jobs';
import { newStorageKey, type FileStorage } from '../../storage';
import type { TenantRelations } from '../identity';
import { readIsoDocument } from './docx';
import type { ImportsRepository, NewGovInnovative, NewGovTecProject } from './repository';
import { blankTemplate, parseWorkbook, readWorkbook, XLSX_CONTENT_TYPE } from './workbook';
import { checkOfficeFile } from './zip';

export const GOV_IMPORT_TASKS: Record<GovImportKind, string> = {
  govTecProject: IMPORTS_GOV_TEC_PROJECT_TASK,
  govInnovative: IMPORTS_GOV_INNOVATIVE_TASK,
};
const KIND_OF_TASK = new Map(Object.entries(GOV_IMPORT_TASKS).map(([kind, task]) => [task, kind as GovImportKind]));

export interface ImportsDeps {
  repos: Repositories<ImportsRepository>;
  jobs: JobQueue;
  storage: FileStorage;
  tenantRelations: TenantRelations;
  clock: Clock;
  config: Pick<Config, 'IMPORT_MAX_ROWS'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const num = (value: unknown) => (typeof value === 'number' ? value : null);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function createImportsService({ repos, jobs, storage, tenantRelations, clock, config, log }: ImportsDeps) {
  const limits = () => ({ maxRows: config.IMPORT_MAX_ROWS, maxUncompressed: IMPORT_MAX_UNCOMPRESSED_BYTES });

  /** The customer tenant the caller reaches (for an import: may write); throws the Chinese refusal. */
  async function targetOf(auth: RequestContext, requested: string | undefined, write: boolean): Promise<string> {
    const access = govDataAccess(auth.userInfo, auth.tenant?.tenantCode);
    if (access.kind === 'own') {
      if (requested && requested !== access.tenantCode) throw new BusinessError(ErrorCode.IMPORT_TARGET_NOT_FOUND);
      if (write && !access.canWrite) throw new BusinessError(ErrorCode.IMPORT_TARGET_READ_ONLY);
      return access.tenantCode;
    }
    if (access.kind === 'none') throw new BusinessError(ErrorCode.IMPORT_TARGET_NOT_FOUND);
    if (!requested) throw new BusinessError(ErrorCode.IMPORT_TARGET_REQUIRED);
    const relation = await tenantRelations.parentOf(requested, 'customer');
    if (!relation) throw new BusinessError(ErrorCode.IMPORT_TARGET_NOT_FOUND);
    if (access.kind === 'all') {
      if (write) throw new BusinessError(ErrorCode.IMPORT_TARGET_READ_ONLY);
      return requested;
    }
    if (relation.parentTenantCode === access.tenantCode) {
      if (write && !access.canWrite) throw new BusinessError(ErrorCode.IMPORT_TARGET_READ_ONLY);
      return requested;
    }
    if (access.includeSubChannels) {
      const subChannels = await tenantRelations.childrenOf([access.tenantCode], 'subChannel');
      if (subChannels.some((sub) => sub.childTenantCode === relation.parentTenantCode)) {
        if (write) throw new BusinessError(ErrorCode.IMPORT_TARGET_READ_ONLY);
        return requested;
      }
    }
    throw new BusinessError(ErrorCode.IMPORT_TARGET_NOT_FOUND);
  }

  async function toTask(job: JobRow): Promise<ImportTask> {
    const batch = await repos.repo.batchOfJob(job.id);
    const kind = KIND_OF_TASK.get(job.kind) ?? 'govTecProject';
    return {
      taskId: job.id,
      kind,
      customerTenantCode: batch?.tenantCode ?? '',
      fileName: batch?.fileName ?? '',
      status: job.status,
      done: job.done,
      total: job.total,
      error: job.status === 'failed' ? job.error : null,
      result: job.status === 'succeeded' ? ((job.result as ImportResult | null) ?? null) : null,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt ? job.finishedAt.toISOString() : null,
    };
  }

  /** Reads the batch's file and writes its valid rows; resumable (upserts by natural key). */
  async function runImport(kind: GovImportKind, batchId: number, { progress }: Pick<JobContext, 'progress'>): Promise<ImportResult> {
    const batch = await repos.repo.batch(batchId);
    if (!batch || batch.kind !== kind) throw new BusinessError(ErrorCode.IMPORT_TASK_NOT_FOUND);
    if (!batch.storageKey) throw new BusinessError(ErrorCode.IMPORT_FILE_MISSING, '导入的文件已不在，请重新上传');
    const { storageKey } = batch;
    const stream = await withStore(log, 'import read', () => storage.open(storageKey));
    if (!stream) throw new BusinessError(ErrorCode.IMPORT_FILE_MISSING, '导入的文件已不在，请重新上传');
    const read = await readWorkbook(await buffer(stream), kind, limits());
    const rows = read.sheets.flatMap((sheet) => sheet.rows);
    if (!rows.length) throw new BusinessError(ErrorCode.IMPORT_NO_DATA);
    const valid = rows.filter((row) => row.valid);
    const total = rows.length;
    let done = total - valid.length;
    await progress(done, total);
    const now = clock.now();
    for (let at = 0; at < valid.length; at += IMPORT_ROWS_PER_TRANSACTION) {
      const chunk = valid.slice(at, at + IMPORT_ROWS_PER_TRANSACTION);
      await repos.transaction(async (repo) => {
        if (kind === 'govTecProject') {
          await repo.upsertTecProjects(
            chunk.map(
              ({ values: v }): NewGovTecProject => ({
                tenantCode: batch.tenantCode,
                projectNo: str(v.projectNo),
                projectName: str(v.projectName),
                level: v.level as NewGovTecProject['level'],
                department: str(v.department),
                category: str(v.category),
                tecDomain: str(v.tecDomain),
                govProductCls: typeof v.govProductCls === 'string' ? v.govProductCls : null,
                startDate: str(v.startDate),
                endDate: str(v.endDate),
                totalFunds: num(v.totalFunds) ?? 0,
                govFunds: num(v.govFunds),
                leader: str(v.leader),
                status: v.status as NewGovTecProject['status'],
                remark: str(v.remark),
                batchId: batch.id,
                createdAt: now,
                updatedAt: now,
              }),
            ),
          );
        } else {
          await repo.upsertInnovative(
            chunk.map(
              ({ values: v }): NewGovInnovative => ({
                tenantCode: batch.tenantCode,
                qualification: v.qualification as NewGovInnovative['qualification'],
                year: num(v.year) ?? 0,
                certificateNo: str(v.certificateNo),
                issueDate: str(v.issueDate),
                expiryDate: typeof v.expiryDate === 'string' ? v.expiryDate : null,
                tecDomain: str(v.tecDomain),
                govProductCls: str(v.govProductCls),
                mainProduct: str(v.mainProduct),
                rdExpense: num(v.rdExpense) ?? 0,
                revenue: num(v.revenue) ?? 0,
                rdStaff: num(v.rdStaff) ?? 0,
                totalStaff: num(v.totalStaff) ?? 0,
                ipCount: num(v.ipCount) ?? 0,
                remark: str(v.remark),
                batchId: batch.id,
                createdAt: now,
                updatedAt: now,
              }),
            ),
          );
        }
      });
      done += chunk.length;
      await progress(done, total);
    }
    await storage.delete(batch.storageKey).catch((error) => log.warn({ err: error, batchId }, 'imported file not removed'));
    await repos.repo.clearBatchFile(batch.id);
    return { imported: valid.length, skipped: total - valid.length, errors: read.errors, errorCount: read.errorCount };
  }

  const tecItem = (row: GovTecProjectRow): GovTecProjectItem => ({
    id: row.id,
    customerTenantCode: row.tenantCode,
    projectNo: row.projectNo,
    projectName: row.projectName,
    level: row.level,
    department: row.department,
    category: row.category,
    tecDomain: row.tecDomain,
    tecDomainName: tecDomainName(row.tecDomain),
    govProductCls: row.govProductCls,
    govProductClsName: govProductName(row.govProductCls),
    startDate: row.startDate,
    endDate: row.endDate,
    totalFunds: Number(row.totalFunds),
    govFunds: row.govFunds === null ? null : Number(row.govFunds),
    leader: row.leader,
    status: row.status,
    remark: row.remark,
    updatedAt: row.updatedAt.toISOString(),
  });

  const innovativeItem = (row: GovInnovativeRow): GovInnovativeItem => ({
    id: row.id,
    customerTenantCode: row.tenantCode,
    qualification: row.qualification,
    year: row.year,
    certificateNo: row.certificateNo,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    tecDomain: row.tecDomain,
    tecDomainName: tecDomainName(row.tecDomain),
    govProductCls: row.govProductCls,
    govProductClsName: govProductName(row.govProductCls),
    mainProduct: row.mainProduct,
    rdExpense: Number(row.rdExpense),
    revenue: Number(row.revenue),
    rdStaff: row.rdStaff,
    totalStaff: row.totalStaff,
    ipCount: row.ipCount,
    remark: row.remark,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    targetOf,
    runImport,

    parseExcel: async (body: ParsedBody<typeof c.excelParse>, file: UploadedFile | undefined) =>
      parseWorkbook(file ? await file.readBytes() : undefined, body.template, limits()),

    parseIso: async (file: UploadedFile | undefined) =>
      readIsoDocument(file ? await file.readBytes() : undefined, file?.fileName ?? '', IMPORT_MAX_UNCOMPRESSED_BYTES),

    /** Checks the target and the file's container, keeps the file, and queues the task (returned at once). */
    async startImport(auth: RequestContext, kind: GovImportKind, body: ParsedBody<typeof c.govTecProjectImportFile>, file: UploadedFile | undefined) {
      const tenantCode = await targetOf(auth, body.customerTenantCode, true);
      // The workbook is read whole to check its container (bounded by IMPORT_MAX_UNCOMPRESSED_BYTES).
      const data = file ? await file.readBytes() : undefined;
      checkOfficeFile(data, 'xlsx', IMPORT_MAX_UNCOMPRESSED_BYTES);
      if (!data) throw new BusinessError(ErrorCode.IMPORT_FILE_MISSING);
      const now = clock.now();
      const storageKey = newStorageKey(now);
      await withStore(log, 'import upload', () => storage.put(storageKey, data));
      try {
        const job = await repos.transaction(async (repo, tx) => {
          const batch = await repo.insertBatch({
            tenantCode,
            kind,
            fileName: file?.fileName || `${GovImportKind.label(kind)}.xlsx`,
            storageKey,
            size: data.length,
            requestedByTenant: auth.tenant?.tenantCode ?? tenantCode,
            createdBy: auth.account.accountId,
            createdAt: now,
          });
          const row = await jobs.enqueue(
            {
              tenantCode: auth.tenant?.tenantCode ?? tenantCode,
              kind: GOV_IMPORT_TASKS[kind],
              jobKey: `batch-${batch.id}`,
              payload: { batchId: batch.id },
              createdBy: auth.account.accountId,
            },
            { tx },
          );
          await repo.setBatchJob(batch.id, row.id);
          return row;
        });
        return toTask(job);
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    /** A task the caller's tenant started. */
    async task(auth: RequestContext, query: ParsedQuery<typeof c.importTaskDetail>): Promise<ImportTask> {
      const job = await jobs.byId(query.taskId);
      if (!job || !auth.tenant || job.tenantCode !== auth.tenant.tenantCode || !KIND_OF_TASK.has(job.kind))
        throw new BusinessError(ErrorCode.IMPORT_TASK_NOT_FOUND);
      return toTask(job);
    },

    /** The batch a submitted task payload names, when the caller's tenant started it and may still write for its customer. */
    async authorizeBatch(auth: RequestContext, kind: GovImportKind, batchId: number): Promise<void> {
      const batch = await repos.repo.batch(batchId);
      if (!batch || batch.kind !== kind || batch.requestedByTenant !== auth.tenant?.tenantCode)
        throw new BusinessError(ErrorCode.IMPORT_TASK_NOT_FOUND);
      await targetOf(auth, batch.tenantCode, true);
    },

    async template(query: ParsedQuery<typeof c.importTemplateDownload>): Promise<FileResponse> {
      return {
        fileName: `${ImportTemplateName.label(query.template)}导入模板.xlsx`,
        contentType: XLSX_CONTENT_TYPE,
        body: await blankTemplate(query.template),
      };
    },

    async tecProjects(auth: RequestContext, query: ParsedQuery<typeof c.govTecProjectList>) {
      const tenantCode = await targetOf(auth, query.customerTenantCode, false);
      const page = await repos.repo.tecProjects(tenantCode, query, query.keyword);
      return { list: page.rows.map(tecItem), total: page.total, current: query.current, pageSize: query.pageSize };
    },

    async innovative(auth: RequestContext, query: ParsedQuery<typeof c.govInnovativeList>) {
      const tenantCode = await targetOf(auth, query.customerTenantCode, false);
      const page = await repos.repo.innovative(tenantCode, query, query.keyword);
      return { list: page.rows.map(innovativeItem), total: page.total, current: query.current, pageSize: query.pageSize };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
