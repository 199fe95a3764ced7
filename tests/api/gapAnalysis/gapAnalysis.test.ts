/**
 * Gap analysis (issue 13) through the real app on both drivers: the demo report of the finished
 * ISO gap analysis (report no. 1, its disposals part done), re-scoring through the scoring job
 * (same figures, configuration recorded, a retried run writes nothing twice, an unknown
 * configuration fails), tenant isolation (another customer, another channel, an unrelated
 * consultant get not-found), the disposal list, save and move with their refusals, and the Word
 * document (unzipped: company, score, a gap title, the chart images).
 */
import { and, count, eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GapDisposalItem, GapDisposalProject, GapReport } from '../../../domain/gapAnalysis/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_EVIDENCE_PREFIX } from '../../../domain/demo';
import { GAP_SCORING_JOB } from '../../../domain/gapAnalysis/rules';
import { gapDisposals, gapReports, projectEvents, questionnaireItems, questionnaires } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart, SAMPLES } from '../multipart';

const PM = '13800000021';
const EXECUTOR = '13800000023';
const AUDITOR = '13800000024';
const NINGBO_PM = '13800000026';
const CHANNEL_MANAGER = '13800000011';
const CONSULTANT = '13800000013';
const OTHER_CONSULTANT = '13800000014';
const HENGXIN_MANAGER = '13800000016';
const ISO = 'PJ20260901GI0003';
const MLPS = 'PJ20261020GM0002';
const P = '/consulting/gapAnalysis';
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };
type Reports = { gapStatus: string | null; reports: GapReport[] };
type DisposalPage = { list: GapDisposalItem[]; total: number; categories: { key: string; name: string }[]; members: { accountId: string }[] };

describe.each(DRIVERS)('gapAnalysis (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const get = async <T>(who: string, url: string, query: Record<string, string> = {}) => (await as(who).get<T>(url, query)).body as Answer<T>;
  const post = async <T>(who: string, url: string, body: unknown) => (await as(who).post<T>(url, body)).body as Answer<T>;
  const reportsOf = (who: string, projectCode = ISO) => get<Reports>(who, `${P}/listGapAnalysisReport`, { projectCode });
  const disposals = (who: string, query: Record<string, string> = {}) =>
    get<DisposalPage>(who, `${P}/disposal/list`, { projectCode: ISO, pageSize: '100', ...query });
  const docx = async (who: string, query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `${P}/report/docx`,
      query,
      headers: { cookie: `sid=${as(who).token}`, 'x-requested-with': 'XMLHttpRequest' },
    });

  beforeAll(async () => {
    t = await startTestApp(driver, { env: { JOBS_RUNNER: 'false' } });
    for (const phone of [PM, EXECUTOR, AUDITOR, NINGBO_PM, CHANNEL_MANAGER, CONSULTANT, OTHER_CONSULTANT, HENGXIN_MANAGER]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, `${phone}: ${login.body.errorMsg}`).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  describe('the demo report', () => {
    it('is report no. 1 of the finished ISO gap analysis, with its cover, figures, gaps and disposal progress', async () => {
      const answer = await reportsOf(PM);
      expect(answer.success, answer.errorMsg).toBe(true);
      expect(answer.data.gapStatus).toBe('report-finished');
      expect(answer.data.reports).toHaveLength(1);
      const [report] = answer.data.reports;
      expect(report).toMatchObject({ reportNo: 1, projectCode: ISO, standard: 'iso', projectName: '信息安全管理体系' });
      expect(report.config).toMatchObject({ id: 'iso-gap-default', version: '1.0.0' });
      expect(report.cover).toMatchObject({ companyName: '示例科技有限公司', contactName: '客户责任人' });
      expect(report.summary.score).toBeGreaterThan(0);
      expect(report.summary.totalItems).toBe(report.byResult.reduce((sum, row) => sum + row.count, 0));
      expect(report.byCategory).toHaveLength(11);
      expect(report.gaps.length).toBe(report.summary.gaps);
      expect(report.gaps[0].recommendation).not.toBe('');
      expect(report.disposal.total).toBeGreaterThan(0);
      expect(report.disposal.finished).toBeGreaterThan(0);
      expect(report.disposal.inHandle).toBeGreaterThan(0);
      expect(report.gaps.some((gap) => gap.disposalStatus === 'finish' && gap.ownerName !== '')).toBe(true);
      expect(report.explanation.find((line) => line.key === 'overall')?.text).toContain(`= ${report.summary.score}%`);
    });

    it('counts the same gaps as the disposal list, and every disposal shows its item', async () => {
      const [report] = (await reportsOf(PM)).data.reports;
      expect(report.gaps.some((gap) => gap.gapLevel === 1)).toBe(true);
      const page = await disposals(PM);
      expect(page.data.total).toBe(report.summary.gaps);
      expect(report.disposal.total).toBe(report.summary.gaps);
      expect(page.data.list.map((d) => d.gapKey).sort()).toEqual(report.gaps.map((gap) => gap.gapKey).sort());
      expect(report.gaps.every((gap) => gap.disposalStatus !== null)).toBe(true);
      const refs = new Map(report.gaps.map((gap) => [gap.gapKey, gap.ref]));
      for (const row of page.data.list) {
        expect(row.ref, row.gapKey).toBe(refs.get(row.gapKey));
        expect(row.title).not.toBe(row.gapKey);
        expect(row.categoryName).not.toBe('');
      }
    });

    it('lists the unit’s projects with gaps to dispose for home, with the caller’s own count; nothing of another customer', async () => {
      const [report] = (await reportsOf(PM)).data.reports;
      const all = (await disposals(EXECUTOR)).data.list;
      const mine = await get<GapDisposalProject[]>(EXECUTOR, `${P}/disposal/mine`);
      expect(mine.success, mine.errorMsg).toBe(true);
      expect(mine.data).toEqual([
        {
          projectCode: ISO,
          projectName: '信息安全管理体系',
          productName: expect.any(String),
          total: report.summary.gaps,
          inHandle: all.filter((d) => d.status === 'in-handle').length,
          mine: all.filter((d) => d.status === 'in-handle' && d.ownerAccountId === 'A-23').length,
          overdue: all.filter((d) => d.overdue).length,
        },
      ]);
      expect(mine.data[0].mine).toBeGreaterThan(0);
      expect((await get<GapDisposalProject[]>(NINGBO_PM, `${P}/disposal/mine`)).data).toEqual([]);
      expect((await get(CONSULTANT, `${P}/disposal/mine`)).errorCode).toBe('403');
    });

    it('the delivering channel reads it too; the MLPS project is part-answered with no report yet', async () => {
      for (const who of [CHANNEL_MANAGER, CONSULTANT, EXECUTOR, AUDITOR]) {
        const answer = await reportsOf(who);
        expect(answer.success, `${who}: ${answer.errorMsg}`).toBe(true);
        expect(answer.data.reports.map((r) => r.reportNo)).toEqual([1]);
      }
      const mlps = await reportsOf(PM, MLPS);
      expect(mlps.data).toEqual({ gapStatus: null, reports: [] });
      expect((await docx(PM, { projectCode: MLPS })).json().errorCode).toBe('19001');
    });

    it('another customer, another channel and an unrelated consultant get not-found', async () => {
      expect((await reportsOf(NINGBO_PM)).errorCode).toBe('17501');
      expect((await reportsOf(HENGXIN_MANAGER)).success).toBe(false);
      expect((await reportsOf(OTHER_CONSULTANT)).success).toBe(false);
      expect((await docx(NINGBO_PM, { projectCode: ISO })).json().success).toBe(false);
      expect((await disposals(NINGBO_PM)).errorCode).toBe('17501');
      expect((await docx(HENGXIN_MANAGER, { projectCode: ISO })).json().success).toBe(false);
    });
  });

  describe('the Word document', () => {
    it('is a .docx with the company, the score, a gap title and the two charts', async () => {
      const [report] = (await reportsOf(PM)).data.reports;
      const response = await docx(PM, { projectCode: ISO });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(String(response.headers['content-disposition'])).toContain("filename*=UTF-8''%E5%B7%AE%E8%B7%9D");
      const zip = new PizZip(response.rawPayload);
      const xml = zip.file('word/document.xml')!.asText();
      expect(xml).toContain('示例科技有限公司');
      expect(xml).toContain(`${report.summary.score}%`);
      expect(xml).toContain(report.gaps[0].title);
      expect(xml).toContain('r:id="rIdChartResult"');
      expect(zip.file('word/charts/chart-result.xml')).toBeTruthy();
      expect(zip.file('word/charts/chart-category.xml')!.asText()).toContain(`<c:v>${report.byCategory[0].name}</c:v>`);
      expect(zip.file('word/footer1.xml')!.asText()).toContain('ISO/IEC 27001:2022 差距评分默认配置（成熟度 0–5）（版本 1.0.0）');
      expect(zip.file('word/footer1.xml')!.asText()).not.toContain('iso-gap-default');
      expect(zip.file('word/_rels/document.xml.rels')!.asText()).toContain('charts/chart-category.xml');
      expect(zip.file('[Content_Types].xml')!.asText()).toContain('/word/charts/chart-category.xml');
      const channel = await docx(CONSULTANT, { projectCode: ISO, reportNo: '1' });
      expect(channel.statusCode).toBe(200);
      expect((await docx(PM, { projectCode: ISO, reportNo: '9' })).json().errorCode).toBe('19001');
    });
  });

  describe('disposal', () => {
    it('lists on the server with filters, categories and the customer’s members', async () => {
      const all = await disposals(EXECUTOR);
      expect(all.success, all.errorMsg).toBe(true);
      expect(all.data.total).toBeGreaterThan(3);
      expect(all.data.list[0].status).toBe('in-handle');
      expect(all.data.categories.length).toBe(11);
      expect(all.data.members.map((m) => m.accountId)).toEqual(expect.arrayContaining(['A-21', 'A-23']));
      const page = await disposals(PM, { pageSize: '2', current: '2' });
      expect(page.data.list).toHaveLength(2);
      expect(page.data.total).toBe(all.data.total);
      const finished = await disposals(PM, { status: 'finish' });
      expect(finished.data.list.every((d) => d.status === 'finish' && d.actions.includes('reopen'))).toBe(true);
      const category = all.data.list[0].categoryKey;
      expect((await disposals(PM, { categoryKey: category })).data.list.every((d) => d.categoryKey === category)).toBe(true);
      const level = all.data.list[0].gapLevel;
      expect((await disposals(PM, { gapLevel: String(level) })).data.list.every((d) => d.gapLevel === level)).toBe(true);
      expect((await disposals(CONSULTANT)).success).toBe(false);
    });

    it('save: an owner from outside the tenant, a finished gap and an unknown gap are refused; a valid save is kept', async () => {
      const list = (await disposals(PM)).data.list;
      const open = list.find((d) => d.status === 'in-handle' && !d.ownerAccountId)!;
      const done = list.find((d) => d.status === 'finish')!;
      const body = {
        projectCode: ISO,
        gapKey: open.gapKey,
        ownerAccountId: 'A-23',
        plan: '补齐程序文件并开展一次内部检查',
        dueDate: '2099-12-31',
        evidence: [],
      };
      expect((await post(PM, `${P}/disposal/save`, { ...body, ownerAccountId: 'A-13' })).errorCode).toBe('19104');
      expect((await post(PM, `${P}/disposal/save`, { ...body, gapKey: done.gapKey })).errorCode).toBe('19105');
      expect((await post(PM, `${P}/disposal/save`, { ...body, gapKey: 'NOPE-001' })).errorCode).toBe('19101');
      expect((await post(PM, `${P}/disposal/save`, { ...body, dueDate: '2099-13-45' })).success).toBe(false);
      const saved = await post<GapDisposalItem>(EXECUTOR, `${P}/disposal/save`, body);
      expect(saved.success, saved.errorMsg).toBe(true);
      expect(saved.data).toMatchObject({
        gapKey: open.gapKey,
        ownerAccountId: 'A-23',
        ownerName: '客户执行人',
        dueDate: '2099-12-31',
        overdue: false,
      });
      expect(saved.data.title).toBe(open.title);
    });

    it('move: finish needs evidence; a finished gap cannot be finished again; the executor may reopen it', async () => {
      const open = (await disposals(PM)).data.list.find((d) => d.ownerAccountId === 'A-23' && d.dueDate === '2099-12-31')!;
      const finish = { projectCode: ISO, gapKey: open.gapKey, action: 'finish' };
      const incomplete = await post(EXECUTOR, `${P}/disposal/move`, finish);
      expect(incomplete.errorCode).toBe('19103');
      expect(incomplete.errorMsg).toContain('证据文件');
      const unknown = [{ objectId: 'f'.repeat(32), fileName: '别人的文件.pdf' }];
      const refused = await post(EXECUTOR, `${P}/disposal/save`, {
        ...finish,
        action: undefined,
        ownerAccountId: 'A-23',
        plan: open.plan,
        dueDate: '2099-12-31',
        evidence: unknown,
      });
      expect(refused.errorCode).toBe('19106');
      const upload = await postMultipart<{ objectId: string }>(as(EXECUTOR), '/api/file/upload/save.json', {}, [
        { fileName: '整改记录.png', content: SAMPLES.png, contentType: 'image/png' },
      ]);
      expect(upload.body.success, upload.body.errorMsg).toBe(true);
      const evidence = [{ objectId: upload.body.data.objectId, fileName: '整改记录.png' }];
      expect(
        (
          await post(EXECUTOR, `${P}/disposal/save`, {
            ...finish,
            action: undefined,
            ownerAccountId: 'A-23',
            plan: open.plan,
            dueDate: '2099-12-31',
            evidence,
          })
        ).success,
      ).toBe(true);
      const done = await post<GapDisposalItem>(EXECUTOR, `${P}/disposal/move`, finish);
      expect(done.success, done.errorMsg).toBe(true);
      expect(done.data.status).toBe('finish');
      expect(done.data.finishedAt).not.toBeNull();
      expect((await post(EXECUTOR, `${P}/disposal/move`, finish)).errorCode).toBe('19102');
      const reopened = await post<GapDisposalItem>(EXECUTOR, `${P}/disposal/move`, { ...finish, action: 'reopen' });
      expect(reopened.data).toMatchObject({ status: 'in-handle', finishedAt: null });
      expect((await post(EXECUTOR, `${P}/disposal/move`, { ...finish, action: 'reopen' })).errorCode).toBe('19102');
    });
  });

  describe('re-scoring through the scoring job', () => {
    // A run is the job's id and queue time: queuing again a second later is a new run.
    const enqueue = (rerunFinished = true) => {
      t.clock.advance(1000);
      return t.app.jobs.enqueue({
        tenantCode: 'T-CH-ANHENG',
        kind: GAP_SCORING_JOB,
        jobKey: ISO,
        payload: { projectCode: ISO },
        createdBy: 'A-13',
        rerunFinished,
      });
    };

    it('writes report no. 2 with the same figures and configuration, keeping the disposals', async () => {
      const before = (await reportsOf(PM)).data.reports[0];
      const disposalsBefore = await t.database.db.select().from(gapDisposals).where(eq(gapDisposals.projectCode, ISO));
      const job = await enqueue();
      expect(await t.app.jobs.runOnce()).toBe(job.id);
      const ran = await t.app.jobs.byId(job.id);
      expect(ran?.status, ran?.error ?? '').toBe('succeeded');
      expect(ran?.result).toMatchObject({ reportNo: 2, configId: 'iso-gap-default', configVersion: '1.0.0', reused: false });
      // The new report is on the project's timeline.
      const events = await t.database.db
        .select()
        .from(projectEvents)
        .where(and(eq(projectEvents.projectCode, ISO), eq(projectEvents.type, 'questionnaire')));
      expect(events.map((event) => event.summary)).toContain('差距分析报告第 2 版已生成');
      const reports = (await reportsOf(PM)).data.reports;
      expect(reports.map((r) => r.reportNo)).toEqual([2, 1]);
      const [after] = reports;
      expect(after.summary).toEqual(before.summary);
      expect(after.byResult).toEqual(before.byResult);
      expect(after.byCategory).toEqual(before.byCategory);
      expect(after.gaps.map((g) => [g.gapKey, g.gapLevel])).toEqual(before.gaps.map((g) => [g.gapKey, g.gapLevel]));
      expect(after.config).toEqual(before.config);
      expect(after.disposal).toEqual(before.disposal);
      const disposalsAfter = await t.database.db.select().from(gapDisposals).where(eq(gapDisposals.projectCode, ISO));
      expect(disposalsAfter).toHaveLength(disposalsBefore.length);
      expect(disposalsAfter.every((d) => d.reportNo === 2)).toBe(true);
      expect(disposalsAfter.filter((d) => d.status === 'finish').length).toBe(disposalsBefore.filter((d) => d.status === 'finish').length);
      const [q] = await t.database.db.select().from(questionnaires).where(eq(questionnaires.projectCode, ISO));
      expect(q.scoringJobId).toBe(job.id);
    });

    it('a retry of the same run (claimed again after a crash) writes no second report', async () => {
      const job = (await t.app.jobs.byKey('T-CH-ANHENG', GAP_SCORING_JOB, ISO))!;
      await t.database.db.execute(`update jobs set status = 'queued', result = null, finished_at = null where id = ${job.id}`);
      expect(await t.app.jobs.runOnce()).toBe(job.id);
      expect((await t.app.jobs.byId(job.id))?.result).toMatchObject({ reportNo: 2, reused: true });
      const [{ n }] = await t.database.db.select({ n: count() }).from(gapReports).where(eq(gapReports.projectCode, ISO));
      expect(n).toBe(2);
    });

    it('scores the part-answered MLPS questionnaire from its stored answers: level 3, SVIP cover, every figure explained', async () => {
      const job = await t.app.jobs.enqueue({
        tenantCode: 'T-CH-ANHENG',
        kind: GAP_SCORING_JOB,
        jobKey: `${MLPS}:1`,
        payload: { projectCode: MLPS },
        createdBy: 'A-14',
      });
      await t.app.jobs.runOnce();
      expect((await t.app.jobs.byId(job.id))?.status).toBe('succeeded');
      const answer = await reportsOf(PM, MLPS);
      expect(answer.data.gapStatus).toBe('report-finished');
      const [report] = answer.data.reports;
      expect(report).toMatchObject({ reportNo: 1, standard: 'gov', level: '3', config: { id: 'gov-gap-default', version: '1.0.0' } });
      expect(report.cover).toMatchObject({
        companyName: '示例科技有限公司',
        contactName: '客户项目经理',
        department: '信息技术部',
        telephone: '13800000021',
      });
      // By hand over the stored answers: every item weighs 一般 (0.2), so the score is the mean item score.
      const items = await t.database.db.select().from(questionnaireItems).where(eq(questionnaireItems.projectCode, MLPS));
      const value: Record<string, number> = { 符合: 1, 部分符合: 0.5, 不符合: 0 };
      const scored = items.filter((item) => item.kind === 'mlps' && item.answers.Q1?.choice !== '不适用');
      const expected = (100 * scored.reduce((sum, item) => sum + (value[item.answers.Q1?.choice ?? '不符合'] ?? 0), 0)) / scored.length;
      expect(report.summary.rawScore).toBeCloseTo(expected, 2);
      expect(report.summary.conclusion).toBe(expected >= 80 ? '良' : expected >= 70 ? '中' : '差');
      expect(report.byCategory.map((c) => c.key)).toEqual(['PE', 'CN', 'AB', 'CE', 'MC', 'PO', 'OR', 'PS', 'CM', 'OM']);
      expect(report.explanation.filter((line) => line.key.startsWith('gap:'))).toHaveLength(report.gaps.length);
      const pe02 = report.gaps.find((gap) => gap.ref === 'PE-02')!;
      expect(pe02).toMatchObject({ resultLabel: '不符合', gapLevel: 4, issueRiskLabel: '中风险', disposalStatus: 'in-handle' });
      expect(report.explanation.find((line) => line.key === `gap:${pe02.gapKey}`)?.text).toContain('顾问未判定，取默认 中');
    });

    it('an unknown recorded configuration fails the job with GAP_CONFIG_UNKNOWN and writes nothing', async () => {
      const db = t.database.db;
      await db.update(questionnaires).set({ configVersion: '9.9.9' }).where(eq(questionnaires.projectCode, ISO));
      try {
        const job = await enqueue();
        await t.app.jobs.runOnce();
        const ran = await t.app.jobs.byId(job.id);
        // Retrying cannot help: the job fails at once (PermanentJobError), not after five attempts.
        expect(ran).toMatchObject({ status: 'failed', attempts: 1 });
        expect(ran?.error).toContain('项目记录的评分配置在本系统中不存在');
        expect(ran?.error).toContain('iso-gap-default@9.9.9');
        const [{ n }] = await db
          .select({ n: count() })
          .from(gapReports)
          .where(and(eq(gapReports.tenantCode, 'T-CH-ANHENG'), eq(gapReports.projectCode, ISO)));
        expect(n).toBe(2);
      } finally {
        await db.update(questionnaires).set({ configVersion: '1.0.0' }).where(eq(questionnaires.projectCode, ISO));
        await db.execute(`update jobs set status = 'failed' where job_key = '${ISO}' and kind = '${GAP_SCORING_JOB}'`);
      }
    });
  });
});

describe('the demo evidence files (pglite)', () => {
  let t: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scp-gap-evidence-'));
    t = await startTestApp('pglite', { env: { FILES_DIR: filesDir, DEMO_DOCUMENTS: 'true', JOBS_RUNNER: 'false' } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('are stored at start, so the evidence of the finished demo disposals downloads', async () => {
    const executor = t.client();
    expect((await executor.loginWithPassword(EXECUTOR)).body.success).toBe(true);
    const page = (await executor.get<DisposalPage>(`${P}/disposal/list`, { projectCode: ISO, status: 'finish', pageSize: '100' })).body.data;
    const files = page.list.flatMap((item) => item.evidence);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => !file.objectId.startsWith(DEMO_EVIDENCE_PREFIX))).toBe(true);
    const download = await t.app.inject({
      method: 'GET',
      url: `/consulting/file/download?objectId=${files[0].objectId}`,
      headers: { cookie: `sid=${executor.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('整改措施');
  });
});
