/**
 * Imports (spec §7 "Gap analysis and imports", "ISO and product"): parsing a workbook against a
 * template (typed rows, every bad cell with its row and column; formulas, too many rows, zip bombs,
 * non-xlsx and empty files refused), parsing a Word document, and importing a customer's
 * government data as a background task (progress, result, the records listed; other tenants refused).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExcelParseResult, GovInnovativeItem, GovTecProjectItem, ImportTask, IsoParseResult } from '../../../domain/imports/contracts';
import { DEMO_GOV_TEC_PROJECTS } from '../../../domain/demo';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart } from '../multipart';
import { buildDocx, buildXlsx, type Cell, INNOVATIVE_HEADER, TEC_HEADER, tecRow, zipBomb } from './workbooks';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CUSTOMER_PM = '13800000021';
const CUSTOMER_EXECUTOR = '13800000023';
const CHANNEL_MANAGER = '13800000011';
const CHANNEL_EXECUTOR = '13800000014';
const HENGXIN_MANAGER = '13800000016';
const NINGBO_PM = '13800000026';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

describe.each(DRIVERS)('imports (%s)', (driver) => {
  let t: TestApp;
  let filesDir: string;

  async function as(phone: string): Promise<TestClient> {
    const client = t.client();
    expect((await client.loginWithPassword(phone)).body.success, `login ${phone}`).toBe(true);
    return client;
  }
  const parse = async (content: Buffer, template = 'govTecProject', fileName = '科技项目.xlsx') =>
    postMultipart<ExcelParseResult>(await as(CUSTOMER_PM), '/api/import/excel/parse', { template }, [{ fileName, content, contentType: XLSX }]);

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(tmpdir(), 'imports-test-'));
    t = await startTestApp(driver, { env: { JOBS_RUNNER: 'false', FILES_DIR: filesDir, IMPORT_MAX_ROWS: '100000' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('reads a good workbook as typed rows of the template, nothing saved', async () => {
    const res = await parse(await buildXlsx({ 科技项目: [TEC_HEADER, tecRow(1), [], tecRow(2)], 填写说明: [['列', '说明']] }));
    expect(res.body.success, res.body.errorMsg).toBe(true);
    const data = res.body.data!;
    expect(data.errors).toEqual([]);
    expect(data.sheets.map((s) => [s.name, s.matched, s.rowCount, s.validCount])).toEqual([
      ['科技项目', true, 2, 2],
      ['填写说明', false, 0, 0],
    ]);
    expect(data.sheets[0].rows[1]).toEqual({
      row: 4,
      valid: true,
      values: expect.objectContaining({
        projectNo: 'KJ-000002',
        level: 'provincial',
        tecDomain: '0107',
        govProductCls: 'A020103',
        startDate: '2024-03-01',
        totalFunds: 102,
        status: 'ongoing',
      }),
    });
    const list = await (await as(CUSTOMER_PM)).get<Page<GovTecProjectItem>>('/api/govTecProject/list.json');
    expect(list.body.data!.list.map((r) => r.projectNo)).not.toContain('KJ-000001');
  });

  it('lists every bad cell with its sheet, row, column and a Chinese reason; tecDomain and govProductCls are checked against the dictionaries', async () => {
    const bad: Cell[] = ['KJ-9', '坏行', '国际级', '', '', '电子信息', 'Z99', '2024-13-01', '2023-01-01', '-5', '', '', '在研', ''];
    const crossed: Cell[] = ['KJ-10', '日期颠倒', '国家级', '', '', '0107', '', '2024-05-01', '2024-01-01', 10, 20, '李四', '在研', ''];
    const res = await parse(await buildXlsx({ 科技项目: [TEC_HEADER, tecRow(1), bad, crossed, tecRow(1)] }));
    const data = res.body.data!;
    const at = (row: number) => data.errors.filter((e) => e.row === row).map((e) => [e.column, e.reason]);
    expect(at(3)).toEqual([
      ['项目级别', '须为 国家级、省级、市级、区县级 之一'],
      ['技术领域', '“电子信息”是高新技术领域的大类，请填写到下一级'],
      ['产品类别', '“Z99”不在政府采购品目分类字典中（/api/common/china/govProductCls/list.json）'],
      ['立项日期', '“2024-13-01”不是有效日期'],
      ['项目总经费（万元）', '“-5”不是金额，请填写不小于 0 的数字（单位：万元）'],
      ['项目负责人', '请填写项目负责人'],
    ]);
    expect(at(4)).toEqual([
      ['计划完成日期', '计划完成日期不能早于立项日期'],
      ['财政资助（万元）', '财政资助不能超过项目总经费'],
    ]);
    expect(at(5)).toEqual([['项目编号', '与第 2 行重复（项目编号）']]);
    expect(data.errors.every((e) => e.sheet === '科技项目')).toBe(true);
    expect(data.errorCount).toBe(9);
    expect(data.sheets[0].rows.map((r) => r.valid)).toEqual([true, false, false, false]);
  });

  it('refuses a workbook with formulas, naming the cells', async () => {
    const row = tecRow(1);
    row[9] = { formula: 'SUM(1,2)', result: 3 };
    const res = await parse(await buildXlsx({ 科技项目: [TEC_HEADER, row, tecRow(2)] }));
    expect(res.body).toMatchObject({ success: false, errorCode: '14603' });
    expect(res.body.errorMsg).toContain('科技项目!J2');
    expect(res.body.errorMsg).toContain('选择性粘贴为数值');
  });

  it('refuses 100,001 data rows with the limit in the message', async () => {
    const rows: Cell[][] = [TEC_HEADER];
    for (let i = 1; i <= 100_001; i++) rows.push([`KJ-${i}`, '项目']);
    const content = await buildXlsx({ 科技项目: rows });
    const res = await parse(content);
    expect(res.body).toMatchObject({ success: false, errorCode: '14604', errorMsg: '数据行数超过上限 100,000 行，请分成多个文件导入' });
  }, 60_000);

  it('refuses what is not a workbook: a renamed .exe, a zip bomb, a .docx, a 0-byte file, a header of another layout', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 1)]);
    expect((await parse(exe, 'govTecProject', '项目.xlsx')).body).toMatchObject({
      success: false,
      errorCode: '14602',
      errorMsg: '文件不是 Excel 工作簿（.xlsx），请用 Excel 另存为 .xlsx 后再上传',
    });
    const bomb = (await parse(await zipBomb())).body;
    expect(bomb).toMatchObject({ success: false, errorCode: '14605' });
    expect(bomb.errorMsg).toContain('超过上限');
    const docx = buildDocx([{ text: '正文' }]);
    expect((await parse(docx, 'govTecProject', '手册.xlsx')).body).toMatchObject({ success: false, errorCode: '14602' });
    expect((await parse(Buffer.alloc(0))).body).toMatchObject({ success: false, errorCode: '14601', errorMsg: '文件为空（0 字节），请重新选择文件' });
    const other = (
      await parse(
        await buildXlsx({
          Sheet1: [
            ['姓名', '电话'],
            ['张三', '1'],
          ],
        }),
      )
    ).body;
    expect(other).toMatchObject({ success: false, errorCode: '14606' });
    expect(other.errorMsg).toContain('工作表“Sheet1”缺少列：项目编号、项目名称');
  });

  it('offers blank templates that read back (exceljs-written, with the 填写说明 sheet)', async () => {
    const client = await as(CUSTOMER_PM);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/import/template/download?template=govInnovative',
      headers: { cookie: `sid=${client.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('创新型企业导入模板.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as never);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['创新型企业', '填写说明']);
    workbook.worksheets[0].addRow([
      '高新技术企业',
      2024,
      'GR2024001',
      new Date(Date.UTC(2024, 11, 20)),
      '',
      '0107',
      'A020103',
      '产品',
      100,
      1000,
      10,
      50,
      5,
      '',
    ]);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const parsed = (await parse(filled, 'govInnovative')).body.data!;
    expect(parsed.errors).toEqual([]);
    expect(parsed.sheets[0].rows[0].values).toMatchObject({
      qualification: 'highTech',
      year: 2024,
      issueDate: '2024-12-20',
      govProductCls: 'A020103',
    });
  });

  it('imports a customer’s 科技项目 as a background task: the task at once, then progress, valid rows kept, bad rows listed', async () => {
    const pm = await as(CUSTOMER_PM);
    const bad = tecRow(3);
    bad[5] = '量子计算';
    const content = await buildXlsx({ 科技项目: [TEC_HEADER, tecRow(1), tecRow(2), bad] });
    const started = await postMultipart<ImportTask>(pm, '/api/govTecProject/importFile', {}, [
      { fileName: '科技项目.xlsx', content, contentType: XLSX },
    ]);
    expect(started.body.success, started.body.errorMsg).toBe(true);
    const task = started.body.data!;
    expect(task).toMatchObject({ kind: 'govTecProject', customerTenantCode: 'T-CU-DEMO', fileName: '科技项目.xlsx', status: 'queued', result: null });
    expect(await t.app.jobs.runOnce()).toBe(task.taskId);
    const detail = (await pm.get<ImportTask>('/api/import/task/detail.json', { taskId: String(task.taskId) })).body.data!;
    expect(detail).toMatchObject({ status: 'succeeded', done: 3, total: 3 });
    expect(detail.result).toEqual({
      imported: 2,
      skipped: 1,
      errorCount: 1,
      errors: [
        { sheet: '科技项目', row: 4, column: '技术领域', reason: '“量子计算”不在高新技术领域字典中（/api/common/china/tecDomain/list.json）' },
      ],
    });
    const list = (await pm.get<Page<GovTecProjectItem>>('/api/govTecProject/list.json', { pageSize: '2' })).body.data!;
    expect(list.total).toBe(DEMO_GOV_TEC_PROJECTS.length + 2);
    expect(list.list).toHaveLength(2);
    const found = (await pm.get<Page<GovTecProjectItem>>('/api/govTecProject/list.json', { keyword: 'KJ-000001' })).body.data!;
    expect(found.list).toEqual([
      expect.objectContaining({
        projectNo: 'KJ-000001',
        level: 'provincial',
        tecDomain: '0107',
        tecDomainName: '信息安全技术',
        govProductClsName: '信息安全设备',
        totalFunds: 101,
        govFunds: 20,
      }),
    ]);

    // The same project number again updates it (no duplicate).
    const again = tecRow(1);
    again[1] = '改名后的项目';
    const second = await postMultipart<ImportTask>(pm, '/api/govTecProject/importFile', {}, [
      { fileName: '再次.xlsx', content: await buildXlsx({ 科技项目: [TEC_HEADER, again] }), contentType: XLSX },
    ]);
    await t.app.jobs.runOnce();
    expect((await pm.get<ImportTask>('/api/import/task/detail.json', { taskId: String(second.body.data!.taskId) })).body.data!.result?.imported).toBe(
      1,
    );
    const updated = (await pm.get<Page<GovTecProjectItem>>('/api/govTecProject/list.json', { keyword: 'KJ-000001' })).body.data!;
    expect(updated.list.map((r) => r.projectName)).toEqual(['改名后的项目']);
  });

  it('fails the task with the reason when the whole file is refused (formulas found while reading)', async () => {
    const pm = await as(CUSTOMER_PM);
    const row = tecRow(7);
    row[0] = { formula: '"KJ"&1' };
    const started = await postMultipart<ImportTask>(pm, '/api/govTecProject/importFile', {}, [
      { fileName: '公式.xlsx', content: await buildXlsx({ 科技项目: [TEC_HEADER, row] }), contentType: XLSX },
    ]);
    await t.app.jobs.runOnce();
    const detail = (await pm.get<ImportTask>('/api/import/task/detail.json', { taskId: String(started.body.data!.taskId) })).body.data!;
    expect(detail.status).toBe('failed');
    expect(detail.error).toContain('科技项目!A2');
  });

  it('imports 创新型企业 for a customer the channel serves; dictionaries checked', async () => {
    const manager = await as(CHANNEL_MANAGER);
    const good: Cell[] = [
      '专精特新中小企业',
      2024,
      'ZJTX-2024-001',
      '2024-06-01',
      '2027-05-31',
      '0107',
      '信息安全设备',
      '安全网关',
      300,
      5000,
      30,
      120,
      12,
      '',
    ];
    const badCls: Cell[] = ['创新型中小企业', 2024, 'CX-2024-9', '2024-06-01', '', '0107', '不存在的品目', '', 1, 1, 5, 4, 0, ''];
    const started = await postMultipart<ImportTask>(manager, '/api/govInnovative/importFile', { customerTenantCode: 'T-CU-DEMO' }, [
      { fileName: '创新型企业.xlsx', content: await buildXlsx({ 创新型企业: [INNOVATIVE_HEADER, good, badCls] }), contentType: XLSX },
    ]);
    expect(started.body.success, started.body.errorMsg).toBe(true);
    await t.app.jobs.runOnce();
    const detail = (await manager.get<ImportTask>('/api/import/task/detail.json', { taskId: String(started.body.data!.taskId) })).body.data!;
    expect(detail.result?.errors.map((e) => [e.row, e.column])).toEqual([
      // The rules across a row's cells (研发人员数 ≤ 职工总数) run once every cell is good.
      [3, '主导产品类别'],
    ]);
    const list = (await (await as(CUSTOMER_PM)).get<Page<GovInnovativeItem>>('/api/govInnovative/list.json')).body.data!;
    expect(list.list.find((r) => r.certificateNo === 'ZJTX-2024-001')).toMatchObject({
      qualification: 'specialisedSme',
      govProductCls: 'A020103',
      tecDomainName: '信息安全技术',
    });
    // The customer's own members do not see the channel's task; the channel's list reads the customer's records.
    expect((await (await as(CUSTOMER_PM)).get('/api/import/task/detail.json', { taskId: String(started.body.data!.taskId) })).body).toMatchObject({
      success: false,
      errorCode: '14653',
    });
    expect((await manager.get<Page<GovInnovativeItem>>('/api/govInnovative/list.json', { customerTenantCode: 'T-CU-DEMO' })).body.data!.total).toBe(
      list.total,
    );
  });

  it('refuses other tenants and read-only callers, and writes nothing', async () => {
    const content = await buildXlsx({ 科技项目: [TEC_HEADER, tecRow(50)] });
    const post = async (phone: string, fields: Record<string, string>) =>
      (await postMultipart(await as(phone), '/api/govTecProject/importFile', fields, [{ fileName: 'x.xlsx', content, contentType: XLSX }])).body;
    expect(await post(NINGBO_PM, { customerTenantCode: 'T-CU-DEMO' })).toMatchObject({ success: false, errorCode: '14650' });
    expect(await post(HENGXIN_MANAGER, { customerTenantCode: 'T-CU-DEMO' })).toMatchObject({ success: false, errorCode: '14650' });
    expect(await post(CHANNEL_EXECUTOR, { customerTenantCode: 'T-CU-DEMO' })).toMatchObject({ success: false, errorCode: '14651' });
    expect(await post(CUSTOMER_EXECUTOR, {})).toMatchObject({ success: false, errorCode: '14651' });
    expect(await post(CHANNEL_MANAGER, {})).toMatchObject({ success: false, errorCode: '14652' });
    expect((await (await as(NINGBO_PM)).get('/api/govTecProject/list.json', { customerTenantCode: 'T-CU-DEMO' })).body).toMatchObject({
      success: false,
      errorCode: '14650',
    });
    expect((await (await as(NINGBO_PM)).get<Page<GovTecProjectItem>>('/api/govTecProject/list.json')).body.data!.total).toBe(0);
    expect(await t.app.jobs.runOnce()).toBeNull();
    const list = (await (await as(CUSTOMER_PM)).get<Page<GovTecProjectItem>>('/api/govTecProject/list.json', { keyword: 'KJ-000050' })).body.data!;
    expect(list.total).toBe(0);
  });

  it('reads a management-system document: headings, ISO/IEC 27001 clauses and Annex A controls, organisation facts', async () => {
    const docx = buildDocx([
      { row: ['文件编号', 'ISMS-M-01'] },
      { row: ['发布日期', '2024年3月1日', '实施日期', '2024-03-15'] },
      { style: 'Heading1', text: '1 信息安全管理手册' },
      { text: '公司名称：杭州示例科技有限公司' },
      { text: '地址：浙江省杭州市西湖区文三路 100 号' },
      { text: '范围：软件开发与信息系统集成服务相关的信息安全管理活动' },
      { text: '经研究，任命张伟为信息安全管理者代表。' },
      { style: '2', text: '6.1 应对风险和机会的措施' },
      { text: '按 6.1.2 进行信息安全风险评估，按 6.1.3 处置；见附录A 8.24 与 A.5.15，版本 1.2，2024.3.1。' },
      { outline: 1, text: '访问控制' },
      { text: '依据 A.5.15 和附录 A 的 5.18 管理访问权限。' },
    ]);
    const res = await postMultipart<IsoParseResult>(await as(CHANNEL_MANAGER), '/api/import/iso/parserFile', {}, [
      { fileName: '手册.docx', content: docx },
    ]);
    expect(res.body.success, res.body.errorMsg).toBe(true);
    const data = res.body.data!;
    expect(data.headings).toEqual([
      { level: 1, text: '1 信息安全管理手册' },
      { level: 2, text: '6.1 应对风险和机会的措施' },
      { level: 2, text: '访问控制' },
    ]);
    expect(data.clauses.map((c) => [c.id, c.count])).toEqual([
      ['6.1', 1],
      ['6.1.2', 1],
      ['6.1.3', 1],
    ]);
    expect(data.controls.map((c) => [c.id, c.title, c.count])).toEqual([
      ['A.5.15', '访问控制', 2],
      ['A.5.18', '访问权限', 1],
      ['A.8.24', '密码技术的使用', 1],
    ]);
    expect(data.facts).toEqual({
      organisationName: '杭州示例科技有限公司',
      address: '浙江省杭州市西湖区文三路 100 号',
      scope: '软件开发与信息系统集成服务相关的信息安全管理活动',
      managementRepresentative: '张伟',
      releaseDate: '2024-03-01',
      effectiveDate: '2024-03-15',
      documentNumber: 'ISMS-M-01',
    });
  });

  it('refuses a .docx that is not a zip, or a zip that is not Word', async () => {
    const post = async (content: Buffer) =>
      (await postMultipart(await as(CUSTOMER_PM), '/api/import/iso/parserFile', {}, [{ fileName: '手册.docx', content }])).body;
    expect(await post(Buffer.from('这不是 Word 文档'))).toMatchObject({
      success: false,
      errorCode: '14607',
      errorMsg: '文件不是 Word 文档（.docx），请用 Word 另存为 .docx 后再上传',
    });
    expect(await post(await buildXlsx({ a: [['x']] }))).toMatchObject({ success: false, errorCode: '14607' });
  });
});
