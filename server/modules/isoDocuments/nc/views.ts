/** How the NC report's document row reads in the answers. */
import type { NcReportInfo } from '../../../../domain/isoDocuments/ncContracts';
import type { IsoDocumentRow } from '../../../db/schema';

/** The report as the list and the submit answer show it; null while no file was generated. */
export function reportInfo(row: IsoDocumentRow): NcReportInfo | null {
  if (!row.objectId || !row.fileName) return null;
  return {
    docMediaId: row.objectId,
    fileName: row.fileName,
    status: row.status,
    versionNo: row.versionNo,
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}
