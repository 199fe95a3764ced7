/**
 * Demo rows of this part (see ../seed.ts; domain/isoDocuments/demoDocuments.ts): the ISMS set's
 * tree for 示例科技's project, every file with its demo state and versions. The seed runs in one
 * transaction without the file storage, so a version names a placeholder object id; the files
 * are generated at start in demo mode (./demoFiles.ts), which also writes the document numbers.
 */
import {
  DEMO_DOCUMENT_OBJECT_PREFIX,
  DEMO_DOCUMENT_STATES,
  DEMO_DOCUMENTS_CONSULTANT,
  DEMO_DOCUMENTS_CONSULTANT_NAME,
  DEMO_DOCUMENTS_PROJECT,
  DEMO_DOCUMENTS_TENANT,
} from '../../../../domain/isoDocuments/demoDocuments';
import { isoTemplateSet } from '../../../../domain/isoDocuments/templateSets';
import type { DbOrTx } from '../../../db/client';
import { isoDocuments, isoDocumentVersions } from '../../../db/schema';
import type { SeedContext } from '../../../db/seed';
import { treeRows } from './generation';

const HOUR_MS = 3_600_000;

export async function documentsDemo(context: SeedContext): Promise<(tx: DbOrTx) => Promise<void>> {
  const key = { tenantCode: DEMO_DOCUMENTS_TENANT, projectCode: DEMO_DOCUMENTS_PROJECT };
  const set = isoTemplateSet(null);
  const generatedAt = new Date(context.now.getTime() - 72 * HOUR_MS);
  const actor = { accountId: DEMO_DOCUMENTS_CONSULTANT, accountName: DEMO_DOCUMENTS_CONSULTANT_NAME };
  return async (tx) => {
    const rows: (typeof isoDocuments.$inferInsert)[] = treeRows({ key }, set, [], generatedAt).map((row) => {
      if (row.isFolder) return row;
      const status = DEMO_DOCUMENT_STATES[row.docCode] ?? 'generated';
      const replaced = status === 'inhand';
      const versionNo = replaced ? 2 : 1;
      return {
        ...row,
        status,
        objectId: `${DEMO_DOCUMENT_OBJECT_PREFIX}${row.docCode}-v${versionNo}`,
        fileName: `${row.title}.docx`,
        versionNo,
        source: replaced ? ('replaced' as const) : ('generated' as const),
        variablesVersion: 1,
        templateSetVersion: set.version,
        updatedAt: replaced || status !== 'generated' ? new Date(context.now.getTime() - 24 * HOUR_MS) : generatedAt,
        updatedBy: actor.accountId,
        submittedAt: status === 'finished' ? new Date(context.now.getTime() - 20 * HOUR_MS) : null,
      };
    });
    const versions = rows.flatMap((row) => {
      if (row.isFolder) return [];
      const generated = {
        ...key,
        docCode: row.docCode,
        versionNo: 1,
        objectId: `${DEMO_DOCUMENT_OBJECT_PREFIX}${row.docCode}-v1`,
        fileName: `${row.title}.docx`,
        source: 'generated' as const,
        note: '组织信息第 1 版定稿生成',
        ...actor,
        at: generatedAt,
      };
      if (row.versionNo !== 2) return [generated];
      return [
        generated,
        {
          ...generated,
          versionNo: 2,
          objectId: `${DEMO_DOCUMENT_OBJECT_PREFIX}${row.docCode}-v2`,
          source: 'replaced' as const,
          note: '顾问上传替换',
          at: new Date(context.now.getTime() - 24 * HOUR_MS),
        },
      ];
    });
    const inserted = await tx.insert(isoDocuments).values(rows).onConflictDoNothing().returning({ docCode: isoDocuments.docCode });
    // Versions only with their rows (a second seed adds nothing).
    const fresh = new Set(inserted.map((row) => row.docCode));
    const newVersions = versions.filter((version) => fresh.has(version.docCode));
    if (newVersions.length) await tx.insert(isoDocumentVersions).values(newVersions);
  };
}
