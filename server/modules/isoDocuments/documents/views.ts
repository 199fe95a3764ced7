/** Rows of the document tree as the calls answer them (domain/isoDocuments/documentContracts.ts). */
import type { IsoDocFile, IsoDocTask } from '../../../../domain/isoDocuments/documentContracts';
import { documentActions } from '../../../../domain/isoDocuments/documentRules';
import { taskErrorText } from '../../../../domain/tasks/rules';
import type { IsoDocumentRow, JobRow } from '../../../db/schema';

export function fileView(row: IsoDocumentRow, folderTitles: ReadonlyMap<string, string>, writer: boolean): IsoDocFile {
  return {
    docCode: row.docCode,
    parentCode: row.parentCode,
    folderTitle: (row.parentCode && folderTitles.get(row.parentCode)) || '',
    docBizType: row.docBizType,
    title: row.title,
    docNumber: row.docNumber,
    status: row.status,
    objectId: row.objectId,
    fileName: row.fileName,
    versionNo: row.versionNo,
    source: row.source,
    rowVersion: row.rowVersion,
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    actions: documentActions(row, writer),
  };
}

export const folderTitlesOf = (rows: readonly IsoDocumentRow[]): Map<string, string> =>
  new Map(rows.filter((row) => row.isFolder).map((row) => [row.docCode, row.title]));

export function taskOf(job: JobRow | undefined): IsoDocTask | null {
  if (!job) return null;
  return {
    taskId: job.id,
    status: job.status,
    done: job.done,
    total: job.total,
    error: job.status === 'failed' ? taskErrorText(job.error) : null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
