/**
 * The generated document set of the demo ISO/IEC 27001 project on PGlite and PostgreSQL: generation
 * refused before the variables are final; one job for two writers; the job run with progress, the
 * files Word documents with the customer's facts and no leftover tag; a retried job makes no
 * duplicate version; the status machine's refusals; replacing with a .pdf refused, with a .docx a
 * new version (history kept); regeneration over a replaced file asks; submit; the customer sees only
 * delivered files and zips them; other tenants see nothing; refused writes change nothing.
 */
import { and, eq, ne } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsoDocFile, IsoDocTask, IsoDocTree, IsoDocVersion } from '../../../domain/isoDocuments/documentContracts';
import { isoDocuments, isoDocumentVersions, isoProjects, jobs } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart } from '../multipart';
import { DOCUMENT_TEST_VALUES } from '../../unit/isoDocuments/documentsValues';
import { docxText, downloadFile, ISO_PROJECT, LEAKS } from './ncFixtures';

const CONSULTANT = '13800000013';
const CHANNEL_MANAGER = '13800000011';
const CUSTOMER_PM = '13800000021';
const OTHER_CHANNEL = '13800000016';
const P = '/consulting/project/channel';
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

describe.each(DRIVERS)('ISO document set (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const get = async <T>(phone: string, url: string, query: Record<string, string> = {}) =>
    (await as(phone).get<T>(`${P}/${url}`, { projectCode: ISO_PROJECT, ...query })).body as Answer<T>;
  const post = async <T>(phone: string, url: string, body: Record<string, unknown> = {}) =>
    (await as(phone).post<T>(`${P}/${url}`, { projectCode: ISO_PROJECT, ...body })).body as Answer<T>;
  const db = () => t.database.db;
  const docRows = () =>
    db()
      .select()
      .from(isoDocuments)
      .where(and(eq(isoDocuments.projectCode, ISO_PROJECT), ne(isoDocuments.docCode, 'NC-REPORT')));
  const versionRows = () => db().select().from(isoDocumentVersions).where(eq(isoDocumentVersions.projectCode, ISO_PROJECT));
  const file = async (docCode: string) => (await docRows()).find((row) => row.docCode === docCode)!;
  /** Takes the project back to "never finalised" (and returns what to restore). */
  async function neverFinalised() {
    const [row] = await db().select().from(isoProjects).where(eq(isoProjects.projectCode, ISO_PROJECT));
    await db()
      .update(isoProjects)
      .set({ variableState: 'draft', finalVersion: 0, finalValues: null })
      .where(eq(isoProjects.projectCode, ISO_PROJECT));
    return () =>
      db()
        .update(isoProjects)
        .set({ variableState: row.variableState, finalVersion: row.finalVersion, finalValues: row.finalValues })
        .where(eq(isoProjects.projectCode, ISO_PROJECT));
  }
  /** Runs the queued generation job; answers it as the page sees it. */
  async function runJob(): Promise<IsoDocTask> {
    await t.app.jobs.runOnce();
    return (await get<{ task: IsoDocTask }>(CONSULTANT, 'generate/progress.json')).data.task;
  }

  beforeAll(async () => {
    t = await startTestApp(driver, { env: { JOBS_RUNNER: 'false' } });
    for (const phone of [CONSULTANT, CHANNEL_MANAGER, CUSTOMER_PM, OTHER_CHANNEL]) {
      const client = t.client();
      expect((await client.loginWithPassword(phone)).body.success).toBe(true);
      clients.set(phone, client);
    }
    expect((await get(CONSULTANT, 'generate/doc/list.json')).success).toBe(true);
    // A clean tree, and final variables (the variables' demo, or the test's own).
    await db()
      .delete(isoDocumentVersions)
      .where(and(eq(isoDocumentVersions.projectCode, ISO_PROJECT), ne(isoDocumentVersions.docCode, 'NC-REPORT')));
    await db()
      .delete(isoDocuments)
      .where(and(eq(isoDocuments.projectCode, ISO_PROJECT), ne(isoDocuments.docCode, 'NC-REPORT')));
    const [project] = await db().select().from(isoProjects).where(eq(isoProjects.projectCode, ISO_PROJECT));
    if (project!.variableState !== 'final' || !Array.isArray(project!.values.departments))
      await db()
        .update(isoProjects)
        .set({
          values: DOCUMENT_TEST_VALUES,
          finalValues: DOCUMENT_TEST_VALUES,
          variableState: 'final',
          finalVersion: Math.max(1, project!.finalVersion),
        })
        .where(eq(isoProjects.projectCode, ISO_PROJECT));
  }, 120_000);
  afterAll(async () => t?.close());

  it('shows an empty tree and refuses generation while the variables were never finalised', async () => {
    const tree = await get<IsoDocTree>(CONSULTANT, 'generate/doc/list.json');
    expect(tree.data.files).toHaveLength(0);
    expect(tree.data.canWrite).toBe(true);
    const restore = await neverFinalised();
    const refused = await post(CONSULTANT, 'generate/file');
    expect(refused.errorCode).toBe('23005');
    expect(refused.errorMsg).toContain('定稿');
    await restore();
    expect(await docRows()).toHaveLength(0);
  });

  let first: IsoDocTask;
  it('queues one job for two writers and generates every document with progress', async () => {
    first = (await post<IsoDocTask>(CONSULTANT, 'generate/file')).data;
    expect(first.status).toBe('queued');
    expect(first.total).toBeGreaterThanOrEqual(55);
    const second = await post<IsoDocTask>(CHANNEL_MANAGER, 'generate/file');
    expect(second.success, second.errorMsg).toBe(true);
    expect(second.data.taskId).toBe(first.taskId);
    expect(await db().select().from(jobs).where(eq(jobs.jobKey, ISO_PROJECT))).toHaveLength(1);
    const before = await get<IsoDocTree>(CONSULTANT, 'generate/doc/list.json');
    expect(before.data.folders.map((folder) => folder.title)).toEqual([
      '一级文件　管理手册',
      '二级文件　程序文件',
      '三级文件　管理制度',
      '四级文件　记录表单',
    ]);
    expect(before.data.counts.init).toBe(first.total);

    const done = await runJob();
    expect(done.status, done.error ?? '').toBe('succeeded');
    expect([done.done, done.total]).toEqual([first.total, first.total]);
    const tree = await get<IsoDocTree>(CONSULTANT, 'generate/doc/list.json');
    expect(tree.data.counts.generated).toBe(first.total);
    const procedures = await get<IsoDocTree>(CONSULTANT, 'generate/doc/list.json', { parentDentryDocCode: 'F-B' });
    expect(procedures.data.breadcrumb).toEqual([{ docCode: 'F-B', title: '二级文件　程序文件' }]);
    const b09 = procedures.data.files.find((item) => item.docCode === 'B-09')!;
    expect(b09).toMatchObject({ status: 'generated', versionNo: 1, source: 'generated' });
    expect(b09.docNumber).toMatch(/^[A-Z]+-ISMS-B-09$/);
    expect(b09.actions).toEqual(expect.arrayContaining(['download', 'versions', 'replace', 'finalize', 'regenerate']));
    expect((await versionRows()).filter((row) => row.docCode !== 'NC-REPORT')).toHaveLength(first.total);
  });

  it('generates Word documents with the customer’s facts, dated on the timeline, and no leftover tags', async () => {
    const [project] = await db().select().from(isoProjects).where(eq(isoProjects.projectCode, ISO_PROJECT));
    const orgName = String(project!.values.orgName);
    for (const docCode of ['A-01', 'B-09', 'C-05', 'D-10', 'D-11']) {
      const row = await file(docCode);
      const text = docxText(await downloadFile(t, as(CONSULTANT), row.objectId!));
      expect(text, docCode).toContain(orgName);
      expect(text, docCode).toContain(row.docNumber);
      for (const [pattern, what] of LEAKS) expect(text, `${docCode}: ${what}`).not.toMatch(pattern);
      expect(text).not.toMatch(/\{\{|\}\}/);
    }
    expect(project!.templateSetCode).toBe('ISMS-27001-2022');
    expect(project!.generatedAt).not.toBeNull();
  });

  it('retries a crashed job without duplicate versions', async () => {
    const versions = (await versionRows()).length;
    await db().update(jobs).set({ status: 'queued', done: 0 }).where(eq(jobs.id, first.taskId));
    const again = await runJob();
    expect(again.status).toBe('succeeded');
    expect((await versionRows()).length).toBe(versions);
    expect((await file('B-09')).versionNo).toBe(1);
  });

  it('moves files through the status machine and refuses other moves with its message', async () => {
    const final = await post<{ list: IsoDocFile[] }>(CONSULTANT, 'generate/file/status.json', { docCodes: ['B-01', 'B-02'], action: 'finalize' });
    expect(final.success, final.errorMsg).toBe(true);
    expect(final.data.list.map((item) => item.status)).toEqual(['final', 'final']);
    expect(final.data.list[0]!.actions).toEqual(expect.arrayContaining(['reopen', 'submit']));
    const before = await docRows();
    const refused = await post(CONSULTANT, 'generate/file/status.json', { docCodes: ['B-03', 'A-01'], action: 'reopen' });
    expect(refused.errorCode).toBe('23102');
    expect(refused.errorMsg).toContain('体系文件当前为“已生成”，不能退回修改');
    const regenerateFinal = await post(CONSULTANT, 'generate/file', { docCodes: ['B-01'] });
    expect(regenerateFinal.errorCode).toBe('23102');
    expect(await docRows()).toEqual(before);
  });

  let uploaded: string;
  it('replaces a file only with a .docx, keeping every version', async () => {
    const upload = async (fileName: string, content: Buffer) =>
      (await postMultipart<{ objectId: string }>(as(CONSULTANT), '/consulting/file/upload', { projectCode: ISO_PROJECT }, [{ fileName, content }]))
        .body as Answer<{
        objectId: string;
      }>;
    const b03 = await file('B-03');
    const pdf = await upload('修订稿.pdf', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'));
    expect(pdf.success, pdf.errorMsg).toBe(true);
    const refused = await post(CONSULTANT, 'generate/file/replace.json', {
      docCode: 'B-03',
      objectId: pdf.data.objectId,
      rowVersion: b03.rowVersion,
    });
    expect(refused.errorCode).toBe('23104');
    expect(refused.errorMsg).toContain('修订稿.pdf');
    expect(await file('B-03')).toEqual(b03);

    const edited = await downloadFile(t, as(CONSULTANT), b03.objectId!);
    const docx = await upload('组织环境与相关方管理程序-修订.docx', edited);
    uploaded = docx.data.objectId;
    const stale = await post(CONSULTANT, 'generate/file/replace.json', { docCode: 'B-03', objectId: uploaded, rowVersion: b03.rowVersion + 5 });
    expect(stale.errorCode).toBe('23108');
    const replaced = await post<IsoDocFile>(CONSULTANT, 'generate/file/replace.json', {
      docCode: 'B-03',
      objectId: uploaded,
      rowVersion: b03.rowVersion,
    });
    expect(replaced.success, replaced.errorMsg).toBe(true);
    expect(replaced.data).toMatchObject({ status: 'inhand', versionNo: 2, source: 'replaced', objectId: uploaded });
    const versions = await get<{ list: IsoDocVersion[] }>(CONSULTANT, 'generate/file/versions.json', { docCode: 'B-03' });
    expect(versions.data.list.map((item) => [item.versionNo, item.source, item.current])).toEqual([
      [2, 'replaced', true],
      [1, 'generated', false],
    ]);
    for (const version of versions.data.list) expect((await downloadFile(t, as(CONSULTANT), version.objectId)).length).toBeGreaterThan(1000);
  });

  it('asks before a regeneration overwrites the replaced file', async () => {
    const refused = await post(CONSULTANT, 'generate/file');
    expect(refused.errorCode).toBe('23103');
    expect(refused.errorMsg).toContain('《组织环境与相关方管理程序》');
    t.clock.advance(1000);
    const job = await post<IsoDocTask>(CONSULTANT, 'generate/file', { docCodes: ['B-03'], overwriteReplaced: true });
    expect(job.success, job.errorMsg).toBe(true);
    expect(job.data.total).toBe(1);
    expect((await runJob()).status).toBe('succeeded');
    expect(await file('B-03')).toMatchObject({ status: 'generated', versionNo: 3, source: 'generated' });
    expect((await get<{ list: IsoDocVersion[] }>(CONSULTANT, 'generate/file/versions.json', { docCode: 'B-03' })).data.list).toHaveLength(3);
  });

  it('submits the final files, and then has nothing to submit', async () => {
    const submitted = await post<{ submitted: number; list: IsoDocFile[] }>(CONSULTANT, 'submit/file');
    expect(submitted.success, submitted.errorMsg).toBe(true);
    expect(submitted.data.submitted).toBe(2);
    expect(submitted.data.list.every((item) => item.status === 'finished' && item.submittedAt)).toBe(true);
    expect((await post(CONSULTANT, 'submit/file')).errorCode).toBe('23105');
    expect((await post(CONSULTANT, 'submit/file', { docCodes: ['B-04'] })).errorCode).toBe('23102');
  });

  it('shows the customer only delivered files and zips them with their folders', async () => {
    const tree = await get<IsoDocTree>(CUSTOMER_PM, 'generate/doc/list.json');
    expect(tree.success, tree.errorMsg).toBe(true);
    expect(tree.data.folders.map((folder) => [folder.title, folder.counts.total])).toEqual([['二级文件　程序文件', 2]]);
    expect(tree.data.canWrite).toBe(false);
    const inside = await get<IsoDocTree>(CUSTOMER_PM, 'generate/doc/list.json', { parentDentryDocCode: 'F-B' });
    expect(inside.data.files.map((item) => [item.docCode, item.status, item.actions])).toEqual([
      ['B-01', 'finished', ['download']],
      ['B-02', 'finished', ['download']],
    ]);
    const list = await get<{ list: IsoDocFile[]; total: number }>(CUSTOMER_PM, 'generate/file/list.json', { current: '1', pageSize: '10' });
    expect(list.data.total).toBe(2);
    const zip = await post<{ objectId: string; fileName: string; count: number }>(CUSTOMER_PM, 'get/batchDownloadObjectId');
    expect(zip.success, zip.errorMsg).toBe(true);
    expect(zip.data.count).toBe(2);
    const entries = Object.keys((await JSZip.loadAsync(await downloadFile(t, as(CUSTOMER_PM), zip.data.objectId))).files);
    expect(entries.filter((name) => name.endsWith('.docx'))).toHaveLength(2);
    expect(entries.every((name) => name.startsWith('二级文件　程序文件/'))).toBe(true);
    const consultantZip = await post<{ objectId: string; count: number }>(CONSULTANT, 'get/batchDownloadObjectId');
    expect(consultantZip.data.count).toBe(first.total);
    // Undelivered documents (and the consultant's zip of them) are the delivering side's: the
    // customer neither finds them among the project's files nor downloads them by id.
    const status = async (phone: string, objectId: string) =>
      (await t.app.inject({ method: 'GET', url: `/consulting/file/download?objectId=${objectId}`, headers: { cookie: `sid=${as(phone).token}` } }))
        .statusCode;
    const rows = await docRows();
    const undelivered = rows.find((row) => !row.isFolder && row.status !== 'finished' && row.objectId)!;
    const delivered = rows.find((row) => row.status === 'finished')!;
    expect(await status(CUSTOMER_PM, undelivered.objectId!)).toBe(404);
    expect(await status(CUSTOMER_PM, consultantZip.data.objectId)).toBe(404);
    expect(await status(CONSULTANT, undelivered.objectId!)).toBe(200);
    expect(await status(CUSTOMER_PM, delivered.objectId!)).toBe(200);
    const projectFiles = await as(CUSTOMER_PM).get<{ list: { objectId: string }[] }>('/consulting/file/project/list.json', {
      projectCode: ISO_PROJECT,
      current: '1',
      pageSize: '100',
    });
    const listed = new Set(projectFiles.body.data.list.map((file) => file.objectId));
    expect(listed.has(delivered.objectId!)).toBe(true);
    expect(listed.has(undelivered.objectId!)).toBe(false);
    // The customer reads; writing is the delivering side's.
    expect((await post(CUSTOMER_PM, 'generate/file')).success).toBe(false);
    expect((await post(CUSTOMER_PM, 'generate/file/status.json', { docCodes: ['B-04'], action: 'finalize' })).success).toBe(false);
  });

  it('keeps generating from the last 定稿 while later drafts are edited', async () => {
    const [project] = await db().select().from(isoProjects).where(eq(isoProjects.projectCode, ISO_PROJECT));
    const finalName = String(project!.finalValues!.orgName);
    const draft = await as(CONSULTANT).post<{ variableState: string }>('/iso/variable/saveDraft.json', {
      projectCode: ISO_PROJECT,
      valuesVersion: project!.valuesVersion,
      values: { orgName: '草稿中的公司名称有限公司' },
    });
    expect(draft.body.success, draft.body.errorMsg).toBe(true);
    const target = (await docRows()).find((row) => !row.isFolder && row.status === 'generated' && row.source === 'generated')!;
    const queued = await post<IsoDocTask>(CONSULTANT, 'generate/file', { docCodes: [target.docCode] });
    expect(queued.success, queued.errorMsg).toBe(true);
    expect((await runJob()).status).toBe('succeeded');
    const text = docxText(await downloadFile(t, as(CONSULTANT), (await file(target.docCode)).objectId!));
    expect(text).toContain(finalName);
    expect(text).not.toContain('草稿中的公司名称有限公司');
  });

  it('answers another channel "not found" and changes nothing', async () => {
    const before = await docRows();
    for (const answer of [
      await get(OTHER_CHANNEL, 'generate/doc/list.json'),
      await get(OTHER_CHANNEL, 'generate/file/list.json'),
      await post(OTHER_CHANNEL, 'generate/file'),
      await post(OTHER_CHANNEL, 'submit/file'),
      await post(OTHER_CHANNEL, 'get/batchDownloadObjectId'),
    ]) {
      expect(answer.success).toBe(false);
      expect(answer.errorMsg).toMatch(/不存在/);
    }
    expect(await docRows()).toEqual(before);
  });
});
