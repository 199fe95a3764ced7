/**
 * assessors (issue 29 item 1) through the real app: the demo registers of 示例认证中心 and
 * 华安认证, who sees what (planner, auditor's own record, platform delivery read-only, another
 * body nothing), saving with every refusal (registration number at another body, phone, account,
 * stale version, rules), deleting, Excel import (an error row saves nothing; merge by phone) and
 * export, and app.assessors (the directory other modules read).
 */
import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessorImportResult, AssessorItem } from '../../../domain/assessors/contracts';
import { assessorRegistrations, assessors } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { postMultipart } from '../multipart';

const CB_MANAGER = '13800000031';
const CB_AUDITOR = '13800000032';
const CB_SCHEDULER = '13800000033';
const HUAAN_MANAGER = '13800000034';
const DELIVERY = '13800000003';
const CHANNEL_MANAGER = '13800000011';
type Page<T> = { list: T[]; total: number; current: number; pageSize: number };
type Answer<T> = { success: boolean; data: T; errorCode: string; errorMsg: string };

const NEW_ASSESSOR = {
  name: '钱学审',
  phone: '13930000001',
  regionCode: '330106',
  teamLeader: false,
  expert: false,
  maxDaysPerMonth: 14,
  registrations: [{ field: 'ISMS', grade: 'auditor', regNo: '2023-N1ISMS-1300001', validUntil: '2028-12-31' }],
  technicalAreas: ['33', '35'],
  conflicts: [{ clientTenantCode: '', clientName: '杭州某某电子有限公司', reason: '2025 年曾任其信息安全顾问', until: '2027-12-31' }],
  leaves: [{ from: '2027-02-01', to: '2027-02-10', reason: '春节' }],
};

async function workbook(sheets: Record<string, string[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const HEADERS = {
  审核员: ['姓名', '手机号', '所在地区代码', '组长能力(是/否)', '技术专家(是/否)', '每月最多审核天数', '专业代码'],
  注册资格: ['手机号', '注册领域', '级别', '注册证书号', '有效期至'],
  利益冲突: ['手机号', '客户名称', '客户机构代码', '原因', '截止日期'],
  不可用日期: ['手机号', '开始日期', '结束日期', '原因'],
};

describe.each(DRIVERS)('assessors (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;
  const list = async (who: string, query: Record<string, string> = {}) =>
    (await as(who).get<Page<AssessorItem>>('/api/assessor/list.json', { pageSize: '50', ...query })).body as Answer<Page<AssessorItem>>;
  const codes = (answer: Answer<Page<AssessorItem>>) => answer.data.list.map((item) => item.assessorCode).sort();
  const save = async (who: string, body: Record<string, unknown>) =>
    (await as(who).post<AssessorItem>('/api/assessor/save.json', body)).body as Answer<AssessorItem>;
  const fingerprint = async () => {
    const db = t.database.db;
    const [[a], [b]] = await Promise.all([db.select({ n: count() }).from(assessors), db.select({ n: count() }).from(assessorRegistrations)]);
    const rows = await db.select().from(assessors);
    return JSON.stringify([a.n, b.n, rows.map((row) => [row.tenantCode, row.assessorCode, row.name, row.version]).sort()]);
  };
  const importFile = async (who: string, data: Buffer) =>
    (await postMultipart<AssessorImportResult>(as(who), '/api/assessor/import.json', {}, [{ fileName: '审核员.xlsx', content: data }]))
      .body as Answer<AssessorImportResult>;

  beforeAll(async () => {
    t = await startTestApp(driver);
    // The demo register is dated for late 2026: 吴国栋's ISMS registration (2026-09-30) has expired.
    t.clock.ms = Date.parse('2026-11-28T02:00:00Z');
    for (const phone of [CB_MANAGER, CB_AUDITOR, CB_SCHEDULER, HUAAN_MANAGER, DELIVERY, CHANNEL_MANAGER]) {
      const client = t.client();
      const login = await client.loginWithPassword(phone);
      expect(login.body.success, login.body.errorMsg).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  describe('reading', () => {
    it("the body's manager sees its 12 assessors, flags and filters; never another body's", async () => {
      const all = await list(CB_MANAGER);
      expect(all.success, all.errorMsg).toBe(true);
      expect(all.data.total).toBe(12);
      expect(all.data.list.every((item) => item.bodyTenantCode === 'T-CB-DEMO' && item.editable)).toBe(true);
      const expired = all.data.list.find((item) => item.assessorCode === 'AS-DEMO-08')!;
      expect(expired).toMatchObject({ name: '吴国栋', expired: true });
      expect(expired.registrations[0].status).toBe('expired');
      expect(all.data.list.find((item) => item.assessorCode === 'AS-DEMO-04')).toMatchObject({ accountId: 'A-32', accountName: '认证机构审核员' });
      expect(codes(await list(CB_MANAGER, { expiredOnly: 'true' }))).toEqual(['AS-DEMO-08']);
      expect(codes(await list(CB_MANAGER, { keyword: '2021-N1ISMS' }))).toEqual(['AS-DEMO-06']);
      expect(codes(await list(CB_MANAGER, { field: 'ISMS', grade: 'senior' }))).toEqual(['AS-DEMO-01', 'AS-DEMO-02', 'AS-DEMO-03']);
      expect(codes(await list(CB_MANAGER, { teamLeader: 'true' }))).toEqual(['AS-DEMO-01', 'AS-DEMO-02', 'AS-DEMO-03', 'AS-DEMO-05']);
      // 华安认证's manager: its own four, and 示例认证中心's assessor is not found.
      expect(codes(await list(HUAAN_MANAGER))).toEqual(['AS-HUAAN-01', 'AS-HUAAN-02', 'AS-HUAAN-03', 'AS-HUAAN-04']);
      expect(codes(await list(HUAAN_MANAGER, { bodyTenantCode: 'T-CB-DEMO' }))).toEqual(['AS-HUAAN-01', 'AS-HUAAN-02', 'AS-HUAAN-03', 'AS-HUAAN-04']);
      const foreign = (await as(HUAAN_MANAGER).get('/api/assessor/detail.json', { assessorCode: 'AS-DEMO-01' })).body as Answer<unknown>;
      expect(foreign).toMatchObject({ success: false, errorCode: '21001' });
    });

    it('an auditor sees only their own record, read-only', async () => {
      const own = await list(CB_AUDITOR);
      expect(codes(own)).toEqual(['AS-DEMO-04']);
      expect(own.data.list[0].editable).toBe(false);
      const other = (await as(CB_AUDITOR).get('/api/assessor/detail.json', { assessorCode: 'AS-DEMO-01' })).body as Answer<unknown>;
      expect(other).toMatchObject({ success: false, errorCode: '21002', errorMsg: '审核员只能查看本人的审核员档案' });
      const before = await fingerprint();
      expect((await save(CB_AUDITOR, NEW_ASSESSOR)).success).toBe(false);
      expect(await fingerprint()).toBe(before);
    });

    it('platform delivery sees every body read-only and filters by body; a channel sees nothing', async () => {
      const all = await list(DELIVERY);
      expect(all.data.total).toBe(16);
      expect(all.data.list.every((item) => !item.editable)).toBe(true);
      expect((await list(DELIVERY, { bodyTenantCode: 'T-CB-HUAAN' })).data.total).toBe(4);
      const bodies = (await as(DELIVERY).get<{ list: { tenantCode: string; assessorCount: number }[] }>('/api/assessor/bodies.json')).body.data.list;
      expect(bodies.find((body) => body.tenantCode === 'T-CB-HUAAN')?.assessorCount).toBe(4);
      expect(bodies.find((body) => body.tenantCode === 'T-CB-DEMO')?.assessorCount).toBe(12);
      expect((await save(DELIVERY, NEW_ASSESSOR)).success).toBe(false);
      expect((await list(CHANNEL_MANAGER)).success).toBe(false);
    });
  });

  describe('saving', () => {
    it('the scheduler adds, edits (optimistic version) and deletes an assessor', async () => {
      const created = await save(CB_SCHEDULER, NEW_ASSESSOR);
      expect(created.success, created.errorMsg).toBe(true);
      expect(created.data).toMatchObject({
        name: '钱学审',
        regionName: '浙江省 / 杭州市 / 西湖区',
        version: 1,
        conflicts: [{ clientKey: 'name:杭州某某电子有限公司', clientName: '杭州某某电子有限公司' }],
      });
      const code = created.data.assessorCode;
      const edited = await save(CB_MANAGER, { ...NEW_ASSESSOR, assessorCode: code, version: 1, name: '钱学审（改）' });
      expect(edited.data).toMatchObject({ name: '钱学审（改）', version: 2 });
      const stale = await save(CB_SCHEDULER, { ...NEW_ASSESSOR, assessorCode: code, version: 1 });
      expect(stale).toMatchObject({ success: false, errorCode: '21009' });
      expect((await as(CB_MANAGER).post('/api/assessor/delete.json', { assessorCode: code, version: 1 })).body).toMatchObject({
        success: false,
        errorCode: '21009',
      });
      expect((await as(CB_MANAGER).post('/api/assessor/delete.json', { assessorCode: code, version: 2 })).body).toMatchObject({ success: true });
      expect((await list(CB_MANAGER)).data.total).toBe(12);
    });

    it('a registration number held at another body is refused (one body per assessor); nothing saved', async () => {
      const before = await fingerprint();
      const answer = await save(HUAAN_MANAGER, {
        ...NEW_ASSESSOR,
        phone: '13930000002',
        regionCode: '310115',
        registrations: [{ field: 'ISMS', grade: 'senior', regNo: '2015-n1isms-1020345', validUntil: '2028-03-31' }],
      });
      expect(answer).toMatchObject({ success: false, errorCode: '21004' });
      expect(answer.errorMsg).toContain('该注册证书号已在其他认证机构登记，审核员不得同时在两家以上认证机构执业');
      expect(await fingerprint()).toBe(before);
    });

    it('refuses a phone or account already used in the body, an unknown region and the register rules, naming the field', async () => {
      const before = await fingerprint();
      expect(await save(CB_MANAGER, { ...NEW_ASSESSOR, phone: '13910000001' })).toMatchObject({ success: false, errorCode: '21006' });
      expect(await save(CB_MANAGER, { ...NEW_ASSESSOR, accountId: 'A-32' })).toMatchObject({ success: false, errorCode: '21007' });
      expect(await save(CB_MANAGER, { ...NEW_ASSESSOR, accountId: 'A-33' })).toMatchObject({ success: false, errorCode: '21008' });
      expect(await save(CB_MANAGER, { ...NEW_ASSESSOR, regionCode: '999999' })).toMatchObject({ success: false, errorCode: '21011' });
      const none = await save(CB_MANAGER, { ...NEW_ASSESSOR, registrations: [] });
      expect(none).toMatchObject({ success: false, errorCode: '21010' });
      expect(none.errorMsg).toContain('注册资格（registrations）');
      const trainee = await save(CB_MANAGER, {
        ...NEW_ASSESSOR,
        teamLeader: true,
        registrations: [{ ...NEW_ASSESSOR.registrations[0], grade: 'trainee' }],
      });
      expect(trainee.errorMsg).toContain('组长能力（teamLeader）');
      const leave = await save(CB_MANAGER, { ...NEW_ASSESSOR, leaves: [{ from: '2027-02-10', to: '2027-02-01', reason: '' }] });
      expect(leave.errorMsg).toContain('不可用日期（leaves）第 1 行：结束日期不能早于开始日期');
      const days = await save(CB_MANAGER, { ...NEW_ASSESSOR, maxDaysPerMonth: 40 });
      expect(days.success).toBe(false);
      expect(days.errorMsg).toContain('每月最多审核天数');
      expect(await fingerprint()).toBe(before);
    });

    it('links an assessor to an auditor account of the body, and a conflict names a platform customer by its tenant', async () => {
      await t.insertAccount({ accountId: 'A-NEWAUD', phone: '13930000009', memberships: [{ tenantCode: 'T-CB-DEMO', roles: ['cb-tenant-audit'] }] });
      const accounts = (await as(CB_MANAGER).get<{ list: { accountId: string; linkedAssessorCode: string | null }[] }>('/api/assessor/accounts.json'))
        .body.data.list;
      expect(accounts.find((a) => a.accountId === 'A-32')?.linkedAssessorCode).toBe('AS-DEMO-04');
      expect(accounts.find((a) => a.accountId === 'A-NEWAUD')?.linkedAssessorCode).toBeNull();
      const linked = await save(CB_MANAGER, {
        ...NEW_ASSESSOR,
        phone: '13930000009',
        accountId: 'A-NEWAUD',
        conflicts: [{ clientTenantCode: 'T-CU-DEMO', clientName: '随便写', reason: '近两年为其提供咨询', until: '2027-06-30' }],
      });
      expect(linked.success, linked.errorMsg).toBe(true);
      expect(linked.data.conflicts).toEqual([
        { clientKey: 'T-CU-DEMO', clientName: '示例科技有限公司', reason: '近两年为其提供咨询', until: '2027-06-30' },
      ]);
      const facts = await t.app.assessors.ofAccount('T-CB-DEMO', 'A-NEWAUD');
      expect(facts?.assessorCode).toBe(linked.data.assessorCode);
      expect((await as(CB_MANAGER).post('/api/assessor/delete.json', { assessorCode: linked.data.assessorCode, version: 1 })).body).toMatchObject({
        success: true,
      });
    });
  });

  describe('Excel', () => {
    it('a file with one bad row saves nothing and names the sheet, row and column of every error', async () => {
      const before = await fingerprint();
      const data = await workbook({
        审核员: [
          HEADERS.审核员,
          ['新导入甲', '13940000001', '110108', '否', '否', '15', '33,35'],
          ['新导入乙', '13940000002', '310115', '否', '否', '', '99'],
        ],
        注册资格: [
          HEADERS.注册资格,
          ['13940000001', 'ISMS', '审核员', '2024-N1ISMS-1500001', '2028-01-31'],
          ['13940000002', 'XYZ', '审核员', '2024-N1ISMS-1500002', '2028-01-31'],
        ],
      });
      const answer = await importFile(CB_MANAGER, data);
      expect(answer.success, answer.errorMsg).toBe(true);
      expect(answer.data.saved).toBe(false);
      const lines = answer.data.errors.map((e) => `${e.sheet} 第 ${e.row} 行 ${e.column}：${e.reason}`);
      expect(lines).toContain('注册资格 第 3 行 注册领域：未知代码 XYZ');
      expect(lines.some((line) => line.startsWith('审核员 第 3 行 专业代码：未知代码 99'))).toBe(true);
      expect(await fingerprint()).toBe(before);
    });

    it('a registration number of another body in a file refuses the whole file', async () => {
      const before = await fingerprint();
      const data = await workbook({
        审核员: [HEADERS.审核员, ['新导入丙', '13940000003', '110108', '否', '否', '15', '33']],
        注册资格: [HEADERS.注册资格, ['13940000003', 'QMS', '审核员', '2013-N1QMS-1012230', '2028-01-31']],
      });
      const answer = await importFile(CB_MANAGER, data);
      expect(answer.data.saved).toBe(false);
      expect(answer.data.errors[0].reason).toContain('已在其他认证机构登记');
      expect(await fingerprint()).toBe(before);
    });

    it('a good file merges by phone (updates the existing, adds the new); the export reads back', async () => {
      const data = await workbook({
        审核员: [
          HEADERS.审核员,
          ['王立新', '13910000001', '110108', '是', '否', '18', '33,32,35,19'],
          ['新导入丁', '13940000004', '440305', '否', '否', '', '19'],
        ],
        注册资格: [
          HEADERS.注册资格,
          ['13910000001', 'ISMS', '高级审核员', '2015-N1ISMS-1020345', '2028-03-31'],
          ['13940000004', 'QMS', 'auditor', '2024-N1QMS-1500004', '2028-06-30'],
        ],
        利益冲突: [HEADERS.利益冲突, ['13940000004', '示例科技有限公司', 'T-CU-DEMO', '咨询', '2027-01-31']],
        不可用日期: [HEADERS.不可用日期, ['13940000004', '2026-11-27', '2026-11-30', '体检']],
      });
      const answer = await importFile(CB_MANAGER, data);
      expect(answer.data, JSON.stringify(answer)).toMatchObject({ saved: true, created: 1, updated: 1 });
      const all = await list(CB_MANAGER);
      expect(all.data.total).toBe(13);
      const wang = all.data.list.find((item) => item.assessorCode === 'AS-DEMO-01')!;
      expect(wang).toMatchObject({ maxDaysPerMonth: 18, technicalAreas: ['19', '32', '33', '35'], version: 2 });
      expect(wang.registrations.map((r) => r.field)).toEqual(['ISMS']);
      const added = all.data.list.find((item) => item.phone === '13940000004')!;
      expect(added).toMatchObject({ onLeaveToday: true, maxDaysPerMonth: 15 });
      expect(added.conflicts[0]).toMatchObject({ clientKey: 'T-CU-DEMO' });

      const exported = await t.app.inject({ method: 'GET', url: '/api/assessor/export.xlsx', headers: { cookie: `sid=${as(CB_MANAGER).token}` } });
      expect(exported.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(exported.rawPayload as never);
      expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['审核员', '注册资格', '利益冲突', '不可用日期']);
      expect(book.getWorksheet('审核员')!.rowCount).toBe(14);
      // An export imports again unchanged (every row an update).
      const again = await importFile(CB_MANAGER, Buffer.from(exported.rawPayload));
      expect(again.data).toMatchObject({ saved: true, created: 0, updated: 13 });

      const template = await t.app.inject({
        method: 'GET',
        url: '/api/assessor/template.xlsx',
        headers: { cookie: `sid=${as(CB_SCHEDULER).token}` },
      });
      expect(template.statusCode).toBe(200);
      const auditorTemplate = await t.app.inject({
        method: 'GET',
        url: '/api/assessor/template.xlsx',
        headers: { cookie: `sid=${as(CB_AUDITOR).token}` },
      });
      expect(auditorTemplate.json().success).toBe(false);
    });
  });

  describe('app.assessors', () => {
    it("answers one body's facts only", async () => {
      const body = await t.app.assessors.forBody('T-CB-HUAAN');
      expect(body.map((a) => a.assessorCode).sort()).toEqual(['AS-HUAAN-01', 'AS-HUAAN-02', 'AS-HUAAN-03', 'AS-HUAAN-04']);
      const byCodes = await t.app.assessors.byCodes('T-CB-DEMO', ['AS-DEMO-03', 'AS-HUAAN-01']);
      expect([...byCodes.keys()]).toEqual(['AS-DEMO-03']);
      expect(byCodes.get('AS-DEMO-03')).toMatchObject({
        teamLeader: true,
        conflicts: [{ clientKey: 'T-CU-DEMO', clientName: '示例科技有限公司', until: '2027-06-30' }],
      });
      expect((await t.app.assessors.ofAccount('T-CB-DEMO', 'A-32'))?.assessorCode).toBe('AS-DEMO-04');
      expect(await t.app.assessors.ofAccount('T-CB-HUAAN', 'A-32')).toBeUndefined();
    });
  });
});
