/**
 * The internal-auditor exam's question bank on PGlite and PostgreSQL: the shipped bank is there
 * after start; the list pages and filters on the server; create, edit at a version, duplicate
 * codes, stale versions and bad questions are refused in Chinese with nothing stored; shipped
 * questions are edited, not deleted; the Excel import saves all or nothing and an export imports
 * back unchanged; nobody but the platform manager reaches any of it.
 */
import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_COLUMNS } from '../../../domain/exam/bankSheet';
import type { BankImportResult, BankQuestionItem } from '../../../domain/exam/contracts';
import { examQuestions } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
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
    const deleted = (await as(PLATFORM_MANAGER).post('/api/exam/bank/delete.json', { code: 'Q-TEST-001', version: 2 })).body;
    expect(deleted.success, deleted.errorMsg).toBe(true);
    expect(await stored()).toBe(before);
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
  });

  it('answers nobody but the platform manager', async () => {
    for (const who of [CHANNEL_MANAGER, CUSTOMER_PM]) {
      const answer = (await as(who).get('/api/exam/bank/list.json')).body;
      expect(answer.success).toBe(false);
      expect((await save({ ...NEW_QUESTION, code: 'Q-TEST-009' }, who)).success).toBe(false);
    }
  });
});
