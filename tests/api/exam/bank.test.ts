/**
 * The internal-auditor exam's question bank on PGlite and PostgreSQL: the shipped bank is there
 * after start; the list pages and filters on the server; create, edit at a version, duplicate
 * codes, stale versions and bad questions are refused in Chinese with nothing stored; shipped
 * questions are edited, not deleted; the Excel import saves all or nothing and an export imports
 * back unchanged; the template carries its notes and examples and imports nothing as it stands;
 * nobody but the platform manager reaches any of it. The shipped bank is base data: a database
 * prepared without the demo has it, and a restart restores a missing shipped question without
 * touching one the platform has edited.
 */
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_BANK } from '../../../domain/exam/bankQuestions';
import { BANK_COLUMNS, BANK_TEMPLATE_EXAMPLES } from '../../../domain/exam/bankSheet';
import type { BankImportResult, BankQuestionItem } from '../../../domain/exam/contracts';
import { examQuestions } from '../../../server/db/schema';
import { prepareDatabase } from '../../../server/startup';
import { DRIVERS, FakeClock, openTestDatabase, startTestApp, TEST_SCRYPT_LOG_N, type TestApp, type TestClient } from '../harness';
import { postMultipart } from '../multipart';

const PLATFORM_MANAGER = '13800000001';
const CHANNEL_MANAGER = '13800000011';
const CUSTOMER_PM = '13800000021';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

const NEW_QUESTION = {
  code: 'Q-TEST-001',
  kind: 'multiple',
  topic: 'auditPractice',
  clause: '6.4.7',
  difficulty: 'medium',
  stem: '下列哪些可以作为审核证据？',
  options: [
    { key: 'A', label: '现场观察到的门禁记录' },
    { key: 'B', label: '受审核方提供的访问控制策略' },
    { key: 'C', label: '审核员的个人猜测' },
  ],
  answer: ['A', 'B'],
  explanation: '审核证据是与审核准则有关并能够证实的记录、事实陈述或其他信息（ISO 19011 3.9）。',
};

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('题库');
  sheet.addRow([...BANK_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const row = (cells: Partial<Record<(typeof BANK_COLUMNS)[number], string>>) => BANK_COLUMNS.map((column) => cells[column] ?? '');

describe.each(DRIVERS)('exam question bank (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const list = async (query: Record<string, string> = {}) =>
    (await as(PLATFORM_MANAGER).get<Page<BankQuestionItem>>('/api/exam/bank/list.json', query)).body as Answer<Page<BankQuestionItem>>;
  const save = async (body: Record<string, unknown>, who = PLATFORM_MANAGER) =>
    (await as(who).post<BankQuestionItem>('/api/exam/bank/save.json', body)).body as Answer<BankQuestionItem>;
  const stored = async () => Number((await t.database.db.select({ n: count() }).from(examQuestions))[0]!.n);
  const importFile = async (data: Buffer) =>
    (await postMultipart<BankImportResult>(as(PLATFORM_MANAGER), '/api/exam/bank/import.json', {}, [{ fileName: '题库.xlsx', content: data }]))
      .body as Answer<BankImportResult>;

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [PLATFORM_MANAGER, CHANNEL_MANAGER, CUSTOMER_PM]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, login.body.errorMsg).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('holds the shipped bank, paged and filtered on the server, with counts per topic and kind', async () => {
    const first = await list({ current: '1', pageSize: '20' });
    expect(first.success, first.errorMsg).toBe(true);
    expect(first.data.total).toBeGreaterThanOrEqual(160);
    expect(first.data.list).toHaveLength(20);
    expect(first.data.list.every((item) => item.shipped)).toBe(true);
    const codes = first.data.list.map((item) => item.code);
    expect(codes).toEqual([...codes].sort());
    const second = await list({ current: '2', pageSize: '20' });
    expect(second.data).toMatchObject({ current: 2, pageSize: 20, total: first.data.total });
    expect(second.data.list[0]!.code > codes.at(-1)!).toBe(true);
    const hard = await list({ difficulty: 'hard', pageSize: '100' });
    expect(hard.data.total).toBeGreaterThan(0);
    expect(hard.data.total).toBeLessThan(first.data.total);
    expect(hard.data.list.every((item) => item.difficulty === 'hard')).toBe(true);
    expect((await list({ kind: '', topic: '', difficulty: '', keyword: '' })).data.total).toBe(first.data.total);
    // LIKE wildcards are searched for as typed: no code, stem or clause holds them.
    for (const keyword of ['%', '_', '\\']) expect((await list({ keyword })).data.total).toBe(0);
    const written = await list({ kind: 'written', topic: 'auditPractice', pageSize: '100' });
    expect(written.data.total).toBeGreaterThanOrEqual(3);
    expect(written.data.list.every((item) => item.kind === 'written' && item.topic === 'auditPractice' && item.modelAnswer)).toBe(true);
    const byClause = await list({ keyword: 'A.8.', pageSize: '100' });
    expect(byClause.data.list.length).toBeGreaterThan(0);
    expect(byClause.data.list.every((item) => item.clause.startsWith('A.8.') || item.stem.includes('A.8.') || item.code.includes('A.8.'))).toBe(true);
    const counts = (
      await as(PLATFORM_MANAGER).get<{ total: number; counts: { topic: string; kind: string; count: number }[] }>('/api/exam/bank/counts.json')
    ).body.data;
    expect(counts.total).toBe(first.data.total);
    expect(counts.counts.reduce((sum, line) => sum + line.count, 0)).toBe(counts.total);
    expect(new Set(counts.counts.map((line) => line.topic)).size).toBe(6);
  });

  it('creates, edits at a version, refuses a duplicate code, a stale version and a bad question, deletes its own', async () => {
    const before = await stored();
    const created = await save(NEW_QUESTION);
    expect(created.success, created.errorMsg).toBe(true);
    expect(created.data).toMatchObject({ code: 'Q-TEST-001', version: 1, shipped: false });
    expect((await save(NEW_QUESTION)).errorMsg).toBe('参数错误：code 题库中已有该题目编号');
    const edited = await save({ ...NEW_QUESTION, version: 1, difficulty: 'hard' });
    expect(edited.data).toMatchObject({ version: 2, difficulty: 'hard' });
    expect((await save({ ...NEW_QUESTION, version: 1 })).errorMsg).toBe('该题目已被他人修改，请刷新后再保存');
    const bad = await save({ ...NEW_QUESTION, code: 'Q-TEST-002', answer: ['A'] });
    expect(bad.success).toBe(false);
    expect(bad.errorMsg).toContain('多选题至少有两个正确答案');
    const badClause = await save({ ...NEW_QUESTION, code: 'Q-TEST-003', clause: 'A.5.1' });
    expect(badClause.errorMsg).toContain('参考条款“A.5.1”与考点“审核实务（ISO 19011）”不符');
    expect(await stored()).toBe(before + 1);

    const shipped = (await list({ pageSize: '1' })).data.list[0]!;
    const refused = (await as(PLATFORM_MANAGER).post('/api/exam/bank/delete.json', { code: shipped.code, version: shipped.version })).body;
    expect(refused.errorMsg).toBe('内置题目不能删除，可以修改它的内容');
    expect((await save({ ...NEW_QUESTION, code: 'Q-TEST-404', version: 1 })).errorMsg).toBe('题目不存在，或已被删除');
    const stale = (await as(PLATFORM_MANAGER).post('/api/exam/bank/delete.json', { code: 'Q-TEST-001', version: 1 })).body;
    expect(stale.errorMsg).toBe('该题目已被他人修改，请刷新后再保存');
    const deleted = (await as(PLATFORM_MANAGER).post('/api/exam/bank/delete.json', { code: 'Q-TEST-001', version: 2 })).body;
    expect(deleted.success, deleted.errorMsg).toBe(true);
    expect(await stored()).toBe(before);
    const gone = (await as(PLATFORM_MANAGER).post('/api/exam/bank/delete.json', { code: 'Q-TEST-001', version: 2 })).body;
    expect(gone.errorMsg).toBe('题目不存在，或已被删除');
  });

  it('imports all or nothing, lists each bad row, and an export imports back unchanged', async () => {
    const before = await stored();
    const good = row({
      题目编号: 'Q-IMP-001',
      题型: '判断题',
      考点: '管理体系要求（第 4–10 章）',
      参考条款: '9.3',
      难度: '基础',
      题干: '管理评审应由最高管理者进行。',
      正确答案: 'A',
      解析: '9.3.1：最高管理者应按策划的时间间隔评审 ISMS。',
    });
    const badKind = row({ 题目编号: 'Q-IMP-002', 题型: '填空题', 考点: '管理体系要求（第 4–10 章）', 参考条款: '9.3', 难度: '基础', 题干: 'x' });
    const noExplanation = row({
      题目编号: 'Q-IMP-003',
      题型: '单选题',
      考点: '管理体系要求（第 4–10 章）',
      参考条款: '9.2',
      难度: '中等',
      题干: '内部审核的目的？',
      选项A: '甲',
      选项B: '乙',
      正确答案: 'B',
    });
    const refused = await importFile(await workbook([good, badKind, noExplanation, good]));
    expect(refused.success, refused.errorMsg).toBe(true);
    expect(refused.data.saved).toBe(false);
    expect(refused.data.errors.map((error) => [error.row, error.column])).toEqual([
      [3, '题型'],
      [4, '解析'],
      [5, '题目编号'],
    ]);
    expect(refused.data.errors[0]!.reason).toContain('“填空题”不是题型');
    expect(await stored()).toBe(before);

    const saved = await importFile(await workbook([good]));
    expect(saved.data).toMatchObject({ saved: true, created: 1, updated: 0 });
    expect(await stored()).toBe(before + 1);

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/exam/bank/export.xlsx',
      headers: { cookie: `sid=${as(PLATFORM_MANAGER).token}` },
    });
    expect(exported.statusCode).toBe(200);
    const again = await importFile(Buffer.from(exported.rawPayload));
    expect(again.data).toMatchObject({ saved: true, created: 0, updated: 0 });
    expect(await stored()).toBe(before + 1);

    const harder = [...good];
    harder[BANK_COLUMNS.indexOf('难度')] = '较难';
    const merged = await importFile(await workbook([harder]));
    expect(merged.data).toMatchObject({ saved: true, created: 0, updated: 1 });
    expect((await list({ keyword: 'Q-IMP-001' })).data.list).toMatchObject([{ code: 'Q-IMP-001', difficulty: 'hard', version: 2, shipped: false }]);
    expect(await stored()).toBe(before + 1);
  });

  it('gives a template with its notes and one example of each kind, which imports nothing as it stands', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/exam/bank/template.xlsx',
      headers: { cookie: `sid=${as(PLATFORM_MANAGER).token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['题库', '填写说明']);
    const bank = book.getWorksheet('题库')!;
    expect((bank.getRow(1).values as string[]).slice(1)).toEqual([...BANK_COLUMNS]);
    expect(bank.rowCount).toBe(1);
    const notes: string[] = [];
    book.getWorksheet('填写说明')!.eachRow((line) => notes.push(String(line.getCell(1).value ?? '')));
    expect(notes).toEqual(
      expect.arrayContaining(['题目编号', '题型', '考点', '正确答案', '示例', ...BANK_TEMPLATE_EXAMPLES.map((question) => question.code)]),
    );
    const untouched = await importFile(Buffer.from(response.rawPayload));
    expect(untouched.data).toMatchObject({ saved: false, errors: [{ sheet: '题库', reason: '文件中没有题目' }] });
  });

  it('refuses a file that is not a workbook, saving nothing', async () => {
    const before = await stored();
    const answer = await importFile(Buffer.from('%PDF-1.7 not a workbook'));
    expect(answer.success).toBe(false);
    expect(answer.errorMsg).toBe('文件不是 Excel 工作簿（.xlsx），请用 Excel 另存为 .xlsx 后再上传');
    expect(await stored()).toBe(before);
  });

  it('answers nobody but the platform manager', async () => {
    const before = await stored();
    const calls: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/api/exam/bank/list.json'],
      ['GET', '/api/exam/bank/counts.json'],
      ['POST', '/api/exam/bank/save.json', { ...NEW_QUESTION, code: 'Q-TEST-009' }],
      ['POST', '/api/exam/bank/delete.json', { code: 'Q-ISMS-001', version: 1 }],
      ['GET', '/api/exam/bank/template.xlsx'],
      ['GET', '/api/exam/bank/export.xlsx'],
    ];
    for (const who of [CHANNEL_MANAGER, CUSTOMER_PM]) {
      for (const [method, url, body] of calls) {
        const answer = await as(who).request(method, url, { body });
        expect(answer.body, `${who} ${url}`).toMatchObject({ success: false, errorCode: '403' });
      }
      const imported = await postMultipart(as(who), '/api/exam/bank/import.json', {}, [
        { fileName: '题库.xlsx', content: await workbook([row({ 题目编号: 'Q-IMP-009' })]) },
      ]);
      expect(imported.body).toMatchObject({ success: false, errorCode: '403' });
    }
    expect(await stored()).toBe(before);
  });
});

describe.each(DRIVERS)('the shipped question bank at start (%s)', (driver) => {
  it('is there without the demo, and a restart restores a missing shipped question without touching an edited one', async () => {
    const { database, drop } = await openTestDatabase(driver);
    try {
      const clock = new FakeClock();
      const config = { DEMO: false, PASSWORD_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N };
      await prepareDatabase(database, config, clock);
      const db = database.db;
      const rows = await db.select().from(examQuestions);
      expect(rows).toHaveLength(SHIPPED_BANK.length);
      expect(rows.every((row) => row.shipped && row.version === 1)).toBe(true);

      const [edited, removed] = SHIPPED_BANK;
      await db.update(examQuestions).set({ stem: '平台修改过的题干', version: 2 }).where(eq(examQuestions.code, edited!.code));
      await db.delete(examQuestions).where(eq(examQuestions.code, removed!.code));
      await prepareDatabase(database, config, clock);
      const [keptEdit] = await db.select().from(examQuestions).where(eq(examQuestions.code, edited!.code));
      expect(keptEdit).toMatchObject({ stem: '平台修改过的题干', version: 2 });
      const [restored] = await db.select().from(examQuestions).where(eq(examQuestions.code, removed!.code));
      expect(restored).toMatchObject({ stem: removed!.stem, shipped: true });
      expect(Number((await db.select({ n: count() }).from(examQuestions))[0]!.n)).toBe(SHIPPED_BANK.length);
    } finally {
      await drop();
    }
  }, 120_000);
});
