/**
 * Nonconformities of the demo ISO/IEC 27001 documentation project on PGlite and PostgreSQL, as the
 * consultant (A-13 林志远) records them: the clauses (with every Annex A control) and departments
 * they are raised against, the demo's two NCs, a new one numbered without gaps (also when two are
 * raised at once), validation naming the field, the lifecycle's refusals and moves, the Word report
 * generated, unzipped and submitted (a stale docMediaId refused), and nobody else writing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay } from '../../../domain/kernel/chinaTime';
import type { NcDomain, NcItem, NcPage } from '../../../domain/isoDocuments/ncContracts';
import { isoDocuments, isoNonconformities, isoProjects } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { docxText, downloadFile, ensureDemoVariables, ISO_PROJECT, LEAKS } from './ncFixtures';

const CONSULTANT = '13800000013';
const CHANNEL_MANAGER = '13800000011';
const EXECUTOR = '13800000014';
const CUSTOMER_PM = '13800000021';
const OTHER_CHANNEL = '13800000016';
const P = '/consulting/project/channel';
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

describe.each(DRIVERS)('ISO nonconformities (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const get = async <T>(phone: string, url: string, query: Record<string, string>) =>
    (await as(phone).get<T>(`${P}/${url}`, query)).body as Answer<T>;
  const post = async <T>(phone: string, url: string, body: unknown) => (await as(phone).post<T>(`${P}/${url}`, body)).body as Answer<T>;
  const ncRows = () => t.database.db.select().from(isoNonconformities).where(eq(isoNonconformities.projectCode, ISO_PROJECT));
  let departments: NcDomain['departments'];
  /** The China day `offset` days from the test clock's now. */
  const day = (offset: number) => chinaDay(new Date(t.clock.now().getTime() + offset * 86_400_000));

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [CONSULTANT, CHANNEL_MANAGER, EXECUTOR, CUSTOMER_PM, OTHER_CHANNEL]) {
      const client = t.client();
      expect((await client.loginWithPassword(phone)).body.success).toBe(true);
      clients.set(phone, client);
    }
    expect((await get(CONSULTANT, 'nc/domain/list.json', { projectCode: ISO_PROJECT })).success).toBe(true);
    await ensureDemoVariables(t);
    departments = (await get<NcDomain>(CONSULTANT, 'nc/domain/list.json', { projectCode: ISO_PROJECT })).data.departments;
  }, 120_000);
  afterAll(async () => t?.close());

  /** The department of that name, or the first enabled one (the demo variables name them). */
  const dept = (name: string) => (departments.find((row) => row.name === name && row.isEnable) ?? departments.find((row) => row.isEnable)!).code;
  const deptName = (code: string) => departments.find((row) => row.code === code)!.name;

  it('offers the project’s clauses with every Annex A control, its departments and auditors', async () => {
    const domain = (await get<NcDomain>(CONSULTANT, 'nc/domain/list.json', { projectCode: ISO_PROJECT })).data;
    const ids = domain.clauses.map((clause) => clause.id);
    expect(ids).toEqual(expect.arrayContaining(['4.1', '9.2', '10.2', 'A.5.9', 'A.8.34']));
    expect(ids.filter((id) => /^A\.\d+\.\d+$/.test(id))).toHaveLength(93);
    expect(domain.departments.length).toBeGreaterThan(0);
    expect(domain.auditors).toContain('林志远');
    expect(domain.canWrite).toBe(true);
  });

  it('lists the demo’s two NCs paged by number with counts and filters', async () => {
    const page = (await get<NcPage>(CONSULTANT, 'nc/list.json', { projectCode: ISO_PROJECT, pageSize: '10' })).data;
    expect(page.list.map((nc) => [nc.ncCode, nc.clause, nc.severity, nc.state])).toEqual([
      ['NC-01', 'A.5.9', 'minor', 'open'],
      ['NC-02', '9.2', 'major', 'corrected'],
    ]);
    expect(page.list[0]!.departmentName).toBe('信息技术部');
    expect(page.counts).toEqual({ total: 2, open: 1, corrected: 1, closed: 0 });
    const majors = (await get<NcPage>(CONSULTANT, 'nc/list.json', { projectCode: ISO_PROJECT, severity: 'major' })).data;
    expect(majors.list.map((nc) => nc.ncCode)).toEqual(['NC-02']);
    expect(majors.total).toBe(1);
  });

  const valid = () => ({
    projectCode: ISO_PROJECT,
    clause: '7.2',
    departmentCode: dept('综合管理部'),
    description: '2026 年度信息安全意识培训记录缺失，无法证明人员已接受培训。',
    evidence: '抽查 5 名新员工档案，均无培训签到记录。',
    severity: 'minor',
    auditor: '林志远',
    foundDate: day(-5),
    dueDate: day(9),
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const before = await ncRows();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ clause: 'Z.9' }, /clause.*不是本项目管理体系的条款/],
      [{ clause: '' }, /clause.*请选择不符合条款/],
      [{ departmentCode: 'D-NOPE' }, /departmentCode.*责任部门不存在/],
      [{ dueDate: day(-6) }, /dueDate.*整改期限不能早于发现日期/],
      [{ foundDate: day(1), dueDate: day(20) }, /foundDate.*发现日期不能晚于今天/],
      [{ description: '长'.repeat(1001) }, /description.*不能超过 1000 个字符/],
      [{ severity: 'huge' }, /severity/],
      [{ action: 'correct' }, /新增不符合项时不能同时执行状态操作/],
    ];
    for (const [change, message] of cases) {
      const answer = await post(CONSULTANT, 'nc/save.json', { ...valid(), ...change });
      expect(answer.success, JSON.stringify(change)).toBe(false);
      expect(answer.errorMsg).toMatch(message);
    }
    expect(await ncRows()).toEqual(before);
  });

  let created: NcItem;
  it('numbers a new NC after the demo’s, and two raised at once get consecutive numbers', async () => {
    const answer = await post<NcItem>(CONSULTANT, 'nc/save.json', valid());
    expect(answer.success, answer.errorMsg).toBe(true);
    created = answer.data;
    expect(created).toMatchObject({ ncCode: 'NC-03', seq: 3, state: 'open', rowVersion: 1, departmentName: deptName(valid().departmentCode) });
    const both = await Promise.all([post<NcItem>(CONSULTANT, 'nc/save.json', valid()), post<NcItem>(CHANNEL_MANAGER, 'nc/save.json', valid())]);
    expect(both.map((a) => a.success)).toEqual([true, true]);
    expect(both.map((a) => a.data.ncCode).sort()).toEqual(['NC-04', 'NC-05']);
  });

  it('moves an NC only as the machine allows, with the fields each move needs', async () => {
    const save = (body: Record<string, unknown>) =>
      post<NcItem>(CONSULTANT, 'nc/save.json', { projectCode: ISO_PROJECT, ncCode: created.ncCode, ...body });
    expect((await save({ rowVersion: created.rowVersion, action: 'verify', verification: '已验证' })).errorMsg).toBe(
      '不符合项当前为“待整改”，不能验证关闭',
    );
    const incomplete = await save({ rowVersion: created.rowVersion, action: 'correct', rootCause: '培训未纳入入职流程' });
    expect(incomplete.errorMsg).toMatch(/correction.*整改完成前请填写纠正、纠正措施/);
    expect(
      (await t.database.db.select().from(isoNonconformities).where(eq(isoNonconformities.ncCode, created.ncCode))).map((r) => r.rootCause),
    ).toEqual(['']);

    const corrected = await save({
      rowVersion: created.rowVersion,
      action: 'correct',
      rootCause: '培训未纳入入职流程',
      correction: '补做培训并签到',
      correctiveAction: '把安全意识培训写入入职流程',
    });
    expect(corrected.data).toMatchObject({ state: 'corrected', rowVersion: 2 });
    expect((await save({ rowVersion: 1, description: '旧版本' })).errorCode).toBe('23255');
    const rejected = await save({ rowVersion: 2, action: 'reject' });
    expect(rejected.data.state).toBe('open');
    const again = await save({ rowVersion: 3, action: 'correct' });
    expect(again.data.state).toBe('corrected');
    expect((await save({ rowVersion: 4, action: 'verify' })).errorMsg).toMatch(/verification.*验证关闭前请填写验证情况/);
    const closed = await save({ rowVersion: 4, action: 'verify', verification: '抽查培训签到表，已补齐' });
    expect(closed.data).toMatchObject({ state: 'closed', verifiedAt: expect.any(String) });
    expect((await save({ rowVersion: 5, description: '改一下' })).errorMsg).toBe('已关闭的不符合项不能修改，请先重新打开');
    const reopened = await save({ rowVersion: 5, action: 'reopen' });
    expect(reopened.data).toMatchObject({ state: 'open', verifiedAt: null });
  });

  it('lets nobody else write: the executor and another channel find nothing, the customer is refused', async () => {
    const before = await ncRows();
    expect((await post(EXECUTOR, 'nc/save.json', valid())).errorMsg).toMatch(/不存在/);
    expect((await post(OTHER_CHANNEL, 'nc/save.json', valid())).errorMsg).toMatch(/不存在/);
    expect((await get(OTHER_CHANNEL, 'nc/list.json', { projectCode: ISO_PROJECT })).success).toBe(false);
    const customer = await as(CUSTOMER_PM).post(`${P}/nc/save.json`, valid());
    expect((customer.body as Answer<null>).errorCode).toBe('403');
    expect((await post(OTHER_CHANNEL, 'nc/generate/file', { projectCode: ISO_PROJECT })).success).toBe(false);
    expect(await ncRows()).toEqual(before);
  });

  let docMediaId = '';
  it('generates the Word report with the customer, every NC and no leftover tag', async () => {
    const answer = await post<{ docMediaId: string; fileName: string }>(CONSULTANT, 'nc/generate/file', { projectCode: ISO_PROJECT });
    expect(answer.success, answer.errorMsg).toBe(true);
    docMediaId = answer.data.docMediaId;
    expect(answer.data.fileName).toMatch(/^内部审核不符合项报告-.+\.docx$/);
    const text = docxText(await downloadFile(t, as(CONSULTANT), docMediaId));
    expect(text).toContain('示例科技');
    for (const nc of (await get<NcPage>(CONSULTANT, 'nc/list.json', { projectCode: ISO_PROJECT, pageSize: '50' })).data.list)
      expect(text).toContain(nc.description);
    expect(text).toContain('严重不符合');
    for (const [pattern, what] of LEAKS) expect(text, what).not.toMatch(pattern);
    const [row] = await t.database.db
      .select()
      .from(isoDocuments)
      .where(and(eq(isoDocuments.projectCode, ISO_PROJECT), eq(isoDocuments.docCode, 'NC-REPORT')));
    expect(row).toMatchObject({ status: 'generated', docBizType: 'ncReport', parentCode: null, objectId: docMediaId, title: '内部审核不符合项报告' });
  });

  it('submits the current report only: a stale docMediaId is refused', async () => {
    const second = await post<{ docMediaId: string }>(CONSULTANT, 'nc/generate/file', { projectCode: ISO_PROJECT });
    expect(second.data.docMediaId).not.toBe(docMediaId);
    const stale = await post(CONSULTANT, 'nc/generate/submitFile', { projectCode: ISO_PROJECT, docMediaId });
    expect(stale.errorCode).toBe('23257');
    const submitted = await post<{ status: string; versionNo: number }>(CONSULTANT, 'nc/generate/submitFile', {
      projectCode: ISO_PROJECT,
      docMediaId: second.data.docMediaId,
    });
    expect(submitted.data).toMatchObject({ status: 'finished', versionNo: 2 });
    expect((await post(CONSULTANT, 'nc/generate/submitFile', { projectCode: ISO_PROJECT, docMediaId: second.data.docMediaId })).errorCode).toBe(
      '23258',
    );
    const page = (await get<NcPage>(CONSULTANT, 'nc/list.json', { projectCode: ISO_PROJECT })).data;
    expect(page.report).toMatchObject({ docMediaId: second.data.docMediaId, status: 'finished' });
  });

  it('refuses a report without any NC', async () => {
    const [project] = await t.database.db.select().from(isoProjects).where(eq(isoProjects.projectCode, ISO_PROJECT));
    expect(project).toBeDefined();
    await t.database.db.delete(isoNonconformities).where(eq(isoNonconformities.projectCode, ISO_PROJECT));
    expect((await post(CONSULTANT, 'nc/generate/file', { projectCode: ISO_PROJECT })).errorMsg).toBe('项目还没有不符合项，无法生成不符合项报告');
  });
});
