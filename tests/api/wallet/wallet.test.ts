/** The account's wallet: summary, trend, bills and their export, and the ledger API later modules call (app.wallet). */
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceTrendPoint, BillEntry, WalletSummary } from '../../../domain/wallet/contracts';
import { billWorkbook, EXPORT_BATCH_ROWS, TRUNCATED_NOTE } from '../../../server/modules/wallet/exports';
import { walletEntries } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp } from '../harness';
import { demoClient, ledgerState } from './walletHelpers';

type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

async function readSheet(body: Buffer | string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((Buffer.isBuffer(body) ? body : Buffer.from(body, 'binary')) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

const bufferOf = async (stream: Readable): Promise<Buffer> => Buffer.concat(await stream.toArray());

describe.each(DRIVERS)('wallet (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  describe('summary and access', () => {
    it('answers the seeded balances, and 0 for an account without a wallet row', async () => {
      const channel = await demoClient(t, '13800000011');
      expect((await channel.get<WalletSummary>('/api/account/wallet')).body.data).toMatchObject({
        accountId: 'A-11',
        balance: 3000,
        totalIn: 3000,
        totalOut: 0,
      });
      const platform = await demoClient(t, '13800000001');
      expect((await platform.get<WalletSummary>('/api/account/wallet')).body.data).toEqual({
        accountId: 'A-01',
        balance: 0,
        totalIn: 0,
        totalOut: 0,
        updatedAt: null,
      });
    });

    it('refuses strangers (10000) and accounts of a tenant not yet admitted (403)', async () => {
      expect((await t.client().get('/api/account/wallet')).body).toMatchObject({ success: false, errorCode: '10000' });
      const pending = await demoClient(t, '13800000015');
      expect((await pending.get('/api/account/wallet')).body).toMatchObject({ success: false, errorCode: '403' });
      expect((await pending.get('/api/account/bill/list')).body.errorCode).toBe('403');
    });

    it.each(['13800000001', '13800000002', '13800000011', '13800000014', '13800000021', '13800000024', '13800000031', '13800000033'])(
      'lets %s read its own wallet, bills and trend',
      async (phone) => {
        const client = await demoClient(t, phone);
        for (const url of [
          '/api/account/wallet',
          '/api/account/wallet/trend',
          '/api/account/bill/list',
          '/api/pay/recharge/options',
          '/api/pay/order/list',
        ]) {
          expect((await client.get(url)).body, url).toMatchObject({ success: true, errorCode: '200' });
        }
      },
    );
  });

  describe('ledger service (app.wallet)', () => {
    it('debits once per key, replays the same request and refuses a changed one', async () => {
      const accountId = await t.insertAccount({ phone: null });
      await t.app.wallet.credit(accountId, 100, '测试充值', 'test:seed', { type: 'adjustment' });
      const first = await t.app.wallet.debit(accountId, 30, '生成报告', 'report:R1', { tenantCode: 'T-CU-DEMO' });
      expect(first).toMatchObject({ accountId, type: 'consume', amount: -30, balanceAfter: 70, replayed: false });
      const again = await t.app.wallet.debit(accountId, 30, '生成报告', 'report:R1');
      expect(again).toMatchObject({ entryId: first.entryId, balanceAfter: 70, replayed: true });
      await expect(t.app.wallet.debit(accountId, 31, '生成报告', 'report:R1')).rejects.toMatchObject({ errorCode: '13002' });
      expect(await t.app.wallet.balanceOf(accountId)).toBe(70);
      expect(await ledgerState(t, accountId)).toMatchObject({ balance: 70, totalIn: 100, totalOut: 30, sum: 70, entries: 2 });
    });

    it('answers 13001 when the balance is short, and moves nothing', async () => {
      const accountId = await t.insertAccount({ phone: null });
      await expect(t.app.wallet.debit(accountId, 1, '消费', 'c:1')).rejects.toMatchObject({ errorCode: '13001', message: '余额或次数不足' });
      await t.app.wallet.credit(accountId, 5, '赠送', 'g:1', { type: 'gift' });
      await expect(t.app.wallet.debit(accountId, 6, '消费', 'c:2')).rejects.toMatchObject({ errorCode: '13001' });
      expect((await t.app.wallet.debit(accountId, 5, '消费', 'c:3')).balanceAfter).toBe(0);
      expect(await ledgerState(t, accountId)).toMatchObject({ balance: 0, sum: 0, entries: 2, minAfter: 0 });
    });

    it('refuses bad amounts, keys and unknown accounts', async () => {
      for (const points of [0, -5, 1.5, Number.NaN, 2 ** 60]) {
        await expect(t.app.wallet.debit('A-21', points, '消费', `bad:${points}`)).rejects.toMatchObject({ errorCode: '400' });
      }
      await expect(t.app.wallet.debit('A-21', 1, '消费', '')).rejects.toMatchObject({ errorCode: '400', message: '参数错误：幂等键不能为空' });
      await expect(t.app.wallet.debit('A-21', 1, '消费', 'has space')).rejects.toMatchObject({ errorCode: '400' });
      await expect(t.app.wallet.credit('A-NOPE', 1, '赠送', 'g:1')).rejects.toMatchObject({ errorCode: '404', message: '账号不存在' });
    });

    it('moves within the caller’s transaction and rolls back with it', async () => {
      const accountId = await t.insertAccount({ phone: null });
      await t.app.wallet.credit(accountId, 50, '赠送', 'g:tx', { type: 'gift' });
      await expect(
        t.database.db.transaction(async (tx) => {
          await t.app.wallet.debit(accountId, 20, '消费', 'c:tx', { tx });
          throw new Error('caller failed');
        }),
      ).rejects.toThrow('caller failed');
      expect(await ledgerState(t, accountId)).toMatchObject({ balance: 50, entries: 1 });
    });

    it('keeps every debit and credit of a burst consistent (serialised on PGlite, row-locked on PostgreSQL)', async () => {
      const accountId = await t.insertAccount({ phone: null });
      await t.app.wallet.credit(accountId, 10, '赠送', 'g:burst', { type: 'gift' });
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          i % 3 === 0 ? t.app.wallet.credit(accountId, 1, '退回', `r:${i}`) : t.app.wallet.debit(accountId, 1, '消费', `c:${i}`),
        ),
      );
      const state = await ledgerState(t, accountId);
      expect(state.balance).toBe(state.sum);
      expect(state.minAfter).toBeGreaterThanOrEqual(0);
      expect(state.entries).toBe(1 + results.filter((r) => r.status === 'fulfilled').length);
    });
  });

  describe('bills', () => {
    it('lists only the own entries, newest first, with filters and paging', async () => {
      const accountId = await t.insertAccount({ phone: '13600000101', memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
      const client = await t.sessionFor(accountId, 'T-CU-DEMO');
      await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
      await t.app.wallet.credit(accountId, 100, '赠送', 'b:1', { type: 'gift' });
      t.clock.advance(1000);
      await t.app.wallet.debit(accountId, 40, '生成报告', 'b:2');
      t.clock.advance(1000);
      await t.app.wallet.debit(accountId, 10, '下载文件', 'b:3');

      const all = await client.get<Page<BillEntry>>('/api/account/bill/list');
      expect(all.body.data.total).toBe(3);
      expect(all.body.data.list.map((entry) => [entry.type, entry.amount, entry.balanceAfter, entry.reason])).toEqual([
        ['consume', -10, 50, '下载文件'],
        ['consume', -40, 60, '生成报告'],
        ['gift', 100, 100, '赠送'],
      ]);
      expect(all.body.data.list[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

      const consumed = await client.get<Page<BillEntry>>('/api/account/bill/list', { type: 'consume', pageSize: '1', current: '2' });
      expect(consumed.body.data).toMatchObject({ total: 2, current: 2, pageSize: 1 });
      expect(consumed.body.data.list.map((entry) => entry.amount)).toEqual([-40]);
      expect((await client.get<Page<BillEntry>>('/api/account/bill/list', { type: '' })).body.data.total).toBe(3);
      expect((await client.get<Page<BillEntry>>('/api/account/bill/list', { startDate: '2025-06-03' })).body.data.total).toBe(0);
      expect((await client.get<Page<BillEntry>>('/api/account/bill/list', { startDate: '2025-06-02', endDate: '2025-06-02' })).body.data.total).toBe(
        3,
      );

      // Another account's entries never show.
      const other = await demoClient(t, '13800000011');
      const foreign = await other.get<Page<BillEntry>>('/api/account/bill/list');
      expect(foreign.body.data.list.every((entry) => !['b:1', '下载文件', '生成报告'].includes(entry.reason))).toBe(true);
    });

    it('names the bad field in Chinese', async () => {
      const client = await demoClient(t, '13800000021');
      expect((await client.get('/api/account/bill/list', { type: 'steal' })).body).toMatchObject({ success: false, errorCode: '400' });
      expect((await client.get('/api/account/bill/list', { startDate: '2025-06-05', endDate: '2025-06-01' })).body.errorMsg).toBe(
        '参数错误：endDate 开始日期不能晚于结束日期',
      );
      expect((await client.get('/api/account/bill/list', { startDate: '2025-02-30' })).body.errorMsg).toContain('日期不存在');
      // Year 0000 passes the format and exists in JavaScript, but PostgreSQL refuses it (was a 500).
      const yearZero = await client.get('/api/account/bill/list', { startDate: '0000-01-01' });
      expect([yearZero.status, yearZero.body]).toMatchObject([
        200,
        { success: false, errorCode: '400', errorMsg: '参数错误：startDate 日期须在 2000-01-01 至 2099-12-31 之间' },
      ]);
      expect((await client.get('/api/account/wallet/trend', { months: '25' })).body.errorMsg).toBe('参数错误：months 月数不能超过 24');
    });

    it('exports the own bills as xlsx with Chinese headers and labels', async () => {
      const client = await demoClient(t, '13800000021');
      const res = await t.app.inject({ method: 'GET', url: '/api/account/bill/export', headers: { cookie: `sid=${client.token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('账单明细-20250602.xlsx')}`);
      const sheet = await readSheet(res.rawPayload);
      expect(sheet.rows[0]).toEqual(['时间', '类型', '积分变动', '变动后余额', '说明', '订单号', '转账记录号']);
      expect(sheet.rows.slice(1).some((row) => row[1] === '赠送' && row[2] === 500)).toBe(true);
      expect(sheet.rows.slice(1).every((row) => typeof row[0] === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(row[0] as string))).toBe(true);
    });

    it('streams a long export page by page, newest first, every entry once', async () => {
      const accountId = await t.insertAccount({ phone: '13600000103', memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
      const client = await t.sessionFor(accountId, 'T-CU-DEMO');
      await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
      await t.app.wallet.credit(accountId, 1, '开户', 'export:open', { type: 'gift' }); // the wallet row; the newest entry (2025-06-02)
      const count = 2 * EXPORT_BATCH_ROWS + 345; // three queries, the last one partial
      const base = Date.parse('2025-05-01T00:00:00Z');
      const rows = Array.from({ length: count }, (_, i) => ({
        entryId: `E-EXP-${accountId}-${String(i).padStart(5, '0')}`,
        accountId,
        type: 'gift' as const,
        amount: 1,
        balanceAfter: i + 1,
        idempotencyKey: `export:${i}`,
        reason: `第${i}条`,
        createdAt: new Date(base + Math.floor(i / 3) * 1000), // ties on createdAt too
      }));
      for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(walletEntries).values(rows.slice(i, i + 500));
      const res = await t.app.inject({ method: 'GET', url: '/api/account/bill/export', headers: { cookie: `sid=${client.token}` } });
      expect(res.statusCode).toBe(200);
      const sheet = await readSheet(res.rawPayload);
      expect(sheet.rows).toHaveLength(2 + count); // header, 开户 and the inserted ones; no truncation note
      expect(sheet.rows.slice(1).map((row) => row[4])).toEqual(['开户', ...rows.map((row) => row.reason).reverse()]);
    });

    it('says so in a last row when an export was cut at the cap, and reads in batches', async () => {
      const entry = (n: number): BillEntry => ({
        entryId: `E${n}`,
        type: 'gift',
        amount: n,
        balanceAfter: n,
        reason: `r${n}`,
        orderNo: null,
        recordCode: null,
        createdAt: '2025-06-01T00:00:00.000Z',
      });
      const list = Array.from({ length: 7 }, (_, i) => entry(7 - i));
      const calls: number[][] = [];
      const fetchRows = async (offset: number, limit: number) => (calls.push([offset, limit]), list.slice(offset, offset + limit));

      const cut = await readSheet(await bufferOf(await billWorkbook(fetchRows, { batchRows: 2, maxRows: 5 })));
      expect(cut.rows.slice(1, -1).map((row) => row[4])).toEqual(['r7', 'r6', 'r5', 'r4', 'r3']);
      expect(cut.rows.at(-1)).toEqual([TRUNCATED_NOTE]);
      expect(calls).toEqual([
        [0, 2],
        [2, 2],
        [4, 2],
      ]);

      calls.length = 0;
      const whole = await readSheet(await bufferOf(await billWorkbook(fetchRows, { batchRows: 2, maxRows: 7 })));
      expect(whole.rows).toHaveLength(8); // exactly the cap: no note
      expect(whole.rows.at(-1)?.[4]).toBe('r1');
      expect(calls).toEqual([
        [0, 2],
        [2, 2],
        [4, 2],
        [6, 2],
      ]);
      expect(TRUNCATED_NOTE).toBe('仅导出前 50,000 条记录，请缩小筛选范围后分批导出');
    });

    it('skips the rows a new entry pushed from one page into the next', async () => {
      const entry = (n: number): BillEntry => ({
        entryId: `E${n}`,
        type: 'gift',
        amount: n,
        balanceAfter: n,
        reason: `r${n}`,
        orderNo: null,
        recordCode: null,
        createdAt: '2025-06-01T00:00:00.000Z',
      });
      const list = [5, 4, 3, 2, 1].map(entry);
      const fetchRows = async (offset: number, limit: number) => {
        const page = list.slice(offset, offset + limit);
        if (offset === 0) list.unshift(entry(6)); // arrives while the first page is written
        return page;
      };
      const sheet = await readSheet(await bufferOf(await billWorkbook(fetchRows, { batchRows: 2 })));
      expect(sheet.rows.slice(1).map((row) => row[4])).toEqual(['r5', 'r4', 'r3', 'r2', 'r1']);
    });

    it('fails before the first byte when the first query fails (so the caller answers the envelope)', async () => {
      await expect(billWorkbook(async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    });
  });

  describe('trend', () => {
    it('sums income and expense per Shanghai month and carries the month-end balance', async () => {
      const accountId = await t.insertAccount({ phone: '13600000102', memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
      const client = await t.sessionFor(accountId, 'T-CU-DEMO');
      await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
      const db = t.database.db;
      const entry = (n: number, amount: number, balanceAfter: number, at: string) => ({
        entryId: `E-TREND-${accountId}-${n}`,
        accountId,
        type: amount > 0 ? ('gift' as const) : ('consume' as const),
        amount,
        balanceAfter,
        idempotencyKey: `trend:${n}`,
        createdAt: new Date(at),
      });
      await t.app.wallet.credit(accountId, 1, '开户', 'trend:open', { type: 'gift' }); // creates the wallet row (2025-06-02)
      await db.insert(walletEntries).values([
        entry(1, 300, 301, '2025-03-31T15:59:59Z'), // 2025-03-31 23:59:59 Shanghai: March
        entry(2, -50, 251, '2025-03-31T16:00:00Z'), // 2025-04-01 00:00 Shanghai: April
        entry(3, 20, 271, '2025-05-15T04:00:00Z'),
      ]);
      const res = await client.get<BalanceTrendPoint[]>('/api/account/wallet/trend', { months: '4' });
      expect(res.body.data).toEqual([
        { month: '2025-03', income: 300, expense: 0, balance: 300 },
        { month: '2025-04', income: 0, expense: 50, balance: 250 },
        { month: '2025-05', income: 20, expense: 0, balance: 270 },
        { month: '2025-06', income: 1, expense: 0, balance: 271 },
      ]);
      const two = await client.get<BalanceTrendPoint[]>('/api/account/wallet/trend', { months: '2' });
      expect(two.body.data[0]).toEqual({ month: '2025-05', income: 20, expense: 0, balance: 270 });
      expect((await client.get<BalanceTrendPoint[]>('/api/account/wallet/trend')).body.data).toHaveLength(6);
    });
  });
});
