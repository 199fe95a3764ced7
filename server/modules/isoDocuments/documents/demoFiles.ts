/**
 * The demo set's files (domain/isoDocuments/demoDocuments.ts), generated once at start in demo
 * mode like the demo tasks' files (server/modules/tasks/demoResults.ts): every version still naming
 * a placeholder gets its document rendered from the project's variables and stored as a project
 * file; the replaced file's version 2 is the generated document with the consultant's paragraph
 * added. Afterwards nothing names a placeholder and a start only reads the rows.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ENV_IMPORTANCE } from '../../../../domain/dictionaries';
import { DEMO_DOCUMENT_OBJECT_PREFIX, DEMO_DOCUMENTS_PROJECT, DEMO_REPLACED_PARAGRAPH } from '../../../../domain/isoDocuments/demoDocuments';
import { documentContent, type DocumentContent, projectFacts } from '../../../../domain/isoDocuments/documentData';
import { isoTemplateSet } from '../../../../domain/isoDocuments/templateSets';
import { projectTimeline } from '../../../../domain/isoDocuments/timeline';
import type { Repositories } from '../../../db/repositories';
import type { IsoCore } from '../core';
import { documentDocx } from './docx';
import type { Generation } from './generation';
import type { DocumentRepository } from './repository';

/** The consultant's edit: a paragraph added to the procedure's steps. */
export function editedContent(content: DocumentContent): DocumentContent {
  return {
    ...content,
    sections: content.sections.map((section) =>
      section.heading.startsWith('4') ? { ...section, paragraphs: [...section.paragraphs, DEMO_REPLACED_PARAGRAPH] } : section,
    ),
  };
}

export async function fillDemoDocuments({
  app,
  core,
  repos,
}: {
  app: FastifyInstance;
  core: IsoCore;
  generation: Generation;
  repos: Repositories<DocumentRepository>;
}): Promise<number> {
  let opened: Awaited<ReturnType<IsoCore['openForSystem']>>;
  try {
    opened = await core.openForSystem(DEMO_DOCUMENTS_PROJECT);
  } catch {
    return 0;
  }
  const rows = (await repos.repo.all(opened.key)).filter((row) => !row.isFolder && row.objectId?.startsWith(DEMO_DOCUMENT_OBJECT_PREFIX));
  if (rows.length === 0) return 0;
  const set = isoTemplateSet(opened.templateSet.code);
  const values = opened.project.values;
  const facts = projectFacts({ set, values, timeline: projectTimeline(values), projectName: opened.facts.name, env: DEFAULT_ENV_IMPORTANCE });
  let filled = 0;
  for (const row of rows) {
    const doc = set.documents.find((item) => item.code === row.docCode);
    if (!doc) continue;
    try {
      const content = documentContent(doc, facts);
      let current = { objectId: '', fileName: content.fileName };
      for (const version of await repos.repo.versions(opened.key, row.docCode)) {
        if (!version.objectId.startsWith(DEMO_DOCUMENT_OBJECT_PREFIX)) continue;
        const replaced = version.source === 'replaced';
        const fileName = replaced ? content.fileName.replace(/\.docx$/, '（顾问修订）.docx') : content.fileName;
        const stored = await app.fileService.storeProjectFile({
          projectCode: DEMO_DOCUMENTS_PROJECT,
          source: replaced ? 'usr' : 'ai',
          fileName,
          data: documentDocx(replaced ? editedContent(content) : content),
          accountId: version.accountId,
          // Delivered only when the document was submitted (finished) and this is its current version.
          draft: !(row.status === 'finished' && version.versionNo === row.versionNo),
        });
        await repos.repo.setVersionObject(opened.key, row.docCode, version.versionNo, stored.objectId, fileName);
        if (version.versionNo === row.versionNo) current = { objectId: stored.objectId, fileName };
      }
      if (current.objectId)
        await repos.repo.update(
          opened.key,
          row.docCode,
          { objectId: current.objectId, fileName: current.fileName, docNumber: content.docNumber },
          row.rowVersion,
        );
      filled += 1;
    } catch (error) {
      app.log.warn({ err: error, docCode: row.docCode }, 'demo ISO document not generated');
    }
  }
  await repos.repo.project.update(opened.key, { templateSetCode: set.code, templateSetVersion: set.version, generatedAt: rows[0]!.updatedAt });
  return filled;
}
