/**
 * Generating a project's document set (issue 31 item 4), as the background task
 * `isoDocuments.generate` (domain/tasks/kinds.ts; job key = the project code, so two consultants
 * generating at once get one job):
 *
 *   request   POST generate/file: the project's writer, the variables finalised at least once
 *             (定稿; the last final values are used, whatever drafts follow), the files to
 *             generate (the given ones — each must allow the machine's `generate` — or every file
 *             a whole-set generation takes), a replaced file only with overwriteReplaced; then, in
 *             one transaction, the tree's missing rows (init) and the job
 *   handler   per document: render (./docx.ts), store as a project file (app.fileService, source
 *             'ai'), then in one transaction a new iso_document_versions row (source generated)
 *             and the iso_documents row (generated, version + 1, variables and template set
 *             versions); progress(done, total) after each. Resumable: a file already holding
 *             this run's version (its note names the job and the run's start) is skipped, so a
 *             retried job never makes a duplicate version. At the end the project records the
 *             template set and the time, and the timeline a milestone.
 *
 * The handler checks again with the submitter's rights at that moment, and the file's state
 * under its row lock (a file finalised or replaced meanwhile is left alone).
 */
import { ErrorCode } from '../../../../domain/errors';
import type { isoDocumentContracts as c, IsoDocTask } from '../../../../domain/isoDocuments/documentContracts';
import { documentContent, type EnvImportanceCriteria, projectFacts } from '../../../../domain/isoDocuments/documentData';
import { DOCUMENT_MACHINE, overwritesReplaced, regeneratedWithSet } from '../../../../domain/isoDocuments/documentRules';
import type { SetDocument, TemplateSet } from '../../../../domain/isoDocuments/documentSets';
import { isoTemplateSet } from '../../../../domain/isoDocuments/templateSets';
import { projectTimeline } from '../../../../domain/isoDocuments/timeline';
import type { ParsedBody } from '../../../../domain/kernel/contract';
import { ISO_DOCUMENTS_GENERATE_TASK } from '../../../../domain/tasks/kinds';
import type { Clock } from '../../../clock';
import type { Repositories } from '../../../db/repositories';
import type { IsoDocumentRow, JobRow } from '../../../db/schema';
import type { RequestContext } from '../../../http/context';
import { BusinessError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs';
import type { FileService } from '../../files';
import type { ProjectRegistry } from '../../projects';
import type { IsoCore, IsoOpened } from '../core';
import { documentDocx } from './docx';
import type { DocumentRepository } from './repository';
import { taskOf } from './views';

export interface GenerationDeps {
  core: IsoCore;
  repos: Repositories<DocumentRepository>;
  jobs: Pick<JobQueue, 'enqueue' | 'byKey'>;
  fileService: Pick<FileService, 'storeProjectFile' | 'remove'>;
  projectRegistry: Pick<ProjectRegistry, 'recordKindEvent'>;
  envCriteria: () => Promise<EnvImportanceCriteria>;
  clock: Clock;
}

export interface GeneratePayload {
  projectCode: string;
  docCodes?: string[];
  overwriteReplaced?: boolean;
}

/** The rows of the set's tree a project lacks (folders and files, init). */
export function treeRows(opened: Pick<IsoOpened, 'key'>, set: TemplateSet, existing: readonly IsoDocumentRow[], now: Date) {
  const have = new Set(existing.map((row) => row.docCode));
  const folders = set.folders.map((folder, index) => ({
    ...opened.key,
    docCode: folder.code,
    parentCode: null,
    isFolder: true,
    docBizType: folder.docBizType,
    title: folder.title,
    sortNo: (index + 1) * 10,
    updatedAt: now,
  }));
  const files = set.documents.map((doc, index) => ({
    ...opened.key,
    docCode: doc.code,
    parentCode: doc.folder,
    isFolder: false,
    docBizType: doc.docBizType,
    title: doc.title,
    sortNo: 100 + index,
    templateKey: doc.layout,
    updatedAt: now,
  }));
  return [...folders, ...files].filter((row) => !have.has(row.docCode));
}

const requireFinal = (opened: Pick<IsoOpened, 'project'>) => {
  // The last final version is used even while later drafts are being edited.
  if (opened.project.finalVersion < 1 || !opened.project.finalValues) throw new BusinessError(ErrorCode.ISO_VARIABLES_NOT_FINAL);
};

/** The documents a generation takes: the given ones (each checked), or every one a whole set takes. */
export function generationTargets(
  set: TemplateSet,
  rows: readonly IsoDocumentRow[],
  payload: GeneratePayload,
): { docs: SetDocument[]; replaced: IsoDocumentRow[] } {
  const byCode = new Map(rows.map((row) => [row.docCode, row]));
  let docs: SetDocument[];
  if (payload.docCodes?.length) {
    docs = [...new Set(payload.docCodes)].map((code) => {
      const doc = set.documents.find((item) => item.code === code);
      if (!doc) throw new BusinessError(ErrorCode.ISO_DOC_NOT_FOUND, `体系文件“${code}”不存在，或不能由模板生成`);
      const row = byCode.get(code);
      const refusal = row ? DOCUMENT_MACHINE.refusal(row.status, 'generate', null) : null;
      if (refusal) throw new BusinessError(ErrorCode.ISO_DOC_MOVE_REFUSED, `《${doc.title}》：${refusal}，请先退回修改`);
      return doc;
    });
  } else {
    docs = set.documents.filter((doc) => {
      const row = byCode.get(doc.code);
      return !row || regeneratedWithSet(row.status);
    });
    if (docs.length === 0) throw new BusinessError(ErrorCode.ISO_DOC_MOVE_REFUSED, '全部文件已定稿或已交付，没有需要生成的文件');
  }
  const replaced = docs.map((doc) => byCode.get(doc.code)).filter((row): row is IsoDocumentRow => Boolean(row && overwritesReplaced(row)));
  return { docs, replaced };
}

export function createGeneration({ core, repos, jobs, fileService, projectRegistry, envCriteria, clock }: GenerationDeps) {
  const latestJob = (tenantCode: string, projectCode: string) => jobs.byKey(tenantCode, ISO_DOCUMENTS_GENERATE_TASK, projectCode);

  /** Refuses what the request may not start (used by the call and by the task registry's authorize). */
  async function authorize(auth: RequestContext, payload: GeneratePayload) {
    const opened = await core.open(auth, payload.projectCode);
    core.requireWriter(opened);
    requireFinal(opened);
    const set = isoTemplateSet(opened.templateSet.code);
    const rows = await repos.repo.all(opened.key);
    const { docs, replaced } = generationTargets(set, rows, payload);
    if (replaced.length && !payload.overwriteReplaced)
      throw new BusinessError(
        ErrorCode.ISO_DOC_REPLACED_OVERWRITE,
        `以下文件已被顾问上传替换，重新生成会覆盖替换的版本，请确认后再生成：${replaced.map((row) => `《${row.title}》`).join('、')}`,
      );
    return { opened, set, rows, docs };
  }

  /** POST generate/file */
  async function request(auth: RequestContext, body: ParsedBody<typeof c.isoDocGenerate>): Promise<IsoDocTask> {
    const tenantCode = auth.tenant!.tenantCode;
    const running = await latestJob(tenantCode, body.projectCode);
    const { opened, set, rows, docs } = await authorize(auth, body);
    // One job per project: a generation queued or running answers itself.
    if (running && (running.status === 'queued' || running.status === 'running')) return taskOf(running)!;
    const now = clock.now();
    const job = await repos.transaction(async (repo, tx) => {
      await repo.insertMissing(treeRows(opened, set, rows, now));
      return jobs.enqueue(
        {
          tenantCode,
          kind: ISO_DOCUMENTS_GENERATE_TASK,
          jobKey: body.projectCode,
          title: opened.facts.name,
          payload: { projectCode: body.projectCode, docCodes: docs.map((doc) => doc.code), overwriteReplaced: Boolean(body.overwriteReplaced) },
          createdBy: auth.account.accountId,
          total: docs.length,
          rerunFinished: true,
        },
        { tx },
      );
    });
    return taskOf(job)!;
  }

  /** The job's handler: see the file's comment. */
  async function run(caller: RequestContext, payload: GeneratePayload, job: JobRow, progress: (done: number, total?: number) => Promise<boolean>) {
    const opened = await core.open(caller, payload.projectCode);
    core.requireWriter(opened);
    requireFinal(opened);
    const set = isoTemplateSet(opened.templateSet.code);
    const now = () => clock.now();
    await repos.repo.insertMissing(treeRows(opened, set, await repos.repo.all(opened.key), now()));
    // The files named when the job was queued (a file finalised since is left alone below).
    const docs = payload.docCodes?.length
      ? set.documents.filter((doc) => payload.docCodes!.includes(doc.code))
      : generationTargets(set, await repos.repo.all(opened.key), { projectCode: payload.projectCode }).docs;
    const values = opened.project.finalValues ?? opened.project.values;
    const facts = projectFacts({ set, values, timeline: projectTimeline(values), projectName: opened.facts.name, env: await envCriteria() });
    const marker = `组织信息第 ${opened.project.finalVersion} 版定稿生成 · 批次 ${job.id}.${job.createdAt.getTime()}`;
    const account = caller.account;
    let generated = 0;
    for (const [index, doc] of docs.entries()) {
      if (!(await repos.repo.hasVersionNoted(opened.key, doc.code, marker))) {
        const content = documentContent(doc, facts);
        // A draft until delivered: the customer sees it only once submitted (submit/file publishes it).
        const stored = await fileService.storeProjectFile({
          projectCode: payload.projectCode,
          source: 'ai',
          fileName: content.fileName,
          data: documentDocx(content),
          accountId: account.accountId,
          draft: true,
        });
        const written = await repos
          .transaction(async (repo) => {
            const [row] = await repo.byCodes(opened.key, [doc.code], { forUpdate: true });
            // Finalised, delivered or replaced since the request (without the consultant's consent): left alone.
            if (!row || DOCUMENT_MACHINE.refusal(row.status, 'generate', null) || (overwritesReplaced(row) && !payload.overwriteReplaced))
              return false;
            const versionNo = row.versionNo + 1;
            const at = now();
            await repo.update(
              opened.key,
              doc.code,
              {
                status: 'generated',
                docNumber: content.docNumber,
                title: doc.title,
                objectId: stored.objectId,
                fileName: content.fileName,
                versionNo,
                source: 'generated',
                variablesVersion: opened.project.finalVersion,
                templateSetVersion: set.version,
                updatedAt: at,
                updatedBy: account.accountId,
              },
              row.rowVersion,
            );
            await repo.insertVersion({
              ...opened.key,
              docCode: doc.code,
              versionNo,
              objectId: stored.objectId,
              fileName: content.fileName,
              source: 'generated',
              note: marker,
              accountId: account.accountId,
              accountName: account.showName ?? '',
              at,
            });
            return true;
          })
          .catch(async (error) => {
            await fileService.remove(stored.objectId);
            throw error;
          });
        if (written) generated += 1;
        else await fileService.remove(stored.objectId);
      }
      await progress(index + 1, docs.length);
    }
    const at = now();
    await repos.repo.project.update(opened.key, { templateSetCode: set.code, templateSetVersion: set.version, generatedAt: at });
    await projectRegistry.recordKindEvent(
      'isoDocuments',
      payload.projectCode,
      account.accountId,
      `生成体系文件 ${generated} 份（${opened.templateSet.name}，第 ${set.version} 版模板）`,
      at,
      { stage: 'documentsGenerated' },
    );
    return { generated, total: docs.length };
  }

  return { request, authorize, run, latestJob };
}
export type Generation = ReturnType<typeof createGeneration>;
