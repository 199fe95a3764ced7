/** Company bank transfers and their audit, the platform's order list, export and refund, the welcome gift; roles as a table. */
import { count, eq, ilike, or } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformOrder, TransferRecord, TransferRecordAdmin } from '../../../domain/wallet/financeContracts';
import type { Order } from '../../../domain/wallet/contracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { accounts, orders, transferRecords } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';
import { accountIdOf, demoClient, entriesOf, fakeProviders, insertFile, ledgerState } from './walletHelpers';

type Page<T> = { list: T[]; total: number };

const FINANCE = new Set(['13800000001', '13800000002']);
const ROOT = new Set(['13800000001']);
const PENDING = '13800000015';

describe.each(DRIVERS)('finance (%s)', (driver) => {
  let t: TestApp;
  let providers: ReturnType<typeof fakeProviders>;
  let finance: TestClient;
  let root: TestClient;
  beforeAll(async () => {
    providers = fakeProviders();
    t = await startTestApp(driver, { paymentProviders: providers.all, env: { RECHARGE_MAX_POINTS: '200000' } });
    finance = await demoClient(t, '13800000002');
    root = await demoClient(t, '13800000001');
  });
  afterAll(() => t?.close());

  const submit = async (client: TestClient, body: Record<string, unknown>) => client.post<TransferRecord>('/api/accountRecord/save', body);
  const transferBody = (voucherObjectId: string, amount = 1000) => ({
    amount,
    payerName: '示例科技有限公司',
    payerAccount: '6222 1111',
    payerBank: '示例银行',
    transferDate: '2025-06-01',
    voucherObjectId,
  });

  describe('roles', () => {
    it.each(DEMO_ACCOUNTS.map((account) => [account.phone, account.showName] as const))(
      '%s (%s) reaches exactly what its flags allow',
      async (phone) => {
        const client = await demoClient(t, phone);
        const pending = phone === PENDING;
        const codeOf = async (res: Promise<{ body: { errorCode: string } }>) => (await res).body.errorCode;
        // `code` is the call's errorCode ('404' of an unknown id already mapped to '200' by the caller).
        const expectAllowed = (allowed: boolean, code: string, refusedAs = '403') => expect(code).toBe(allowed && !pending ? '200' : refusedAs);

        expectAllowed(FINANCE.has(phone), await codeOf(client.get('/api/accountRecord/list')));
        expectAllowed(
          FINANCE.has(phone),
          await codeOf(client.post('/api/accountRecord/updateStatus', { recordCode: 'TR-NONE', status: 'approved' })).then((c) =>
            c === '404' ? '200' : c,
          ),
          '403',
        );
        expectAllowed(ROOT.has(phone), await codeOf(client.get('/api/platform/order/list')));
        expectAllowed(
          ROOT.has(phone),
          await codeOf(client.post('/api/platform/order/refund', { orderNo: 'PO-NONE', reason: '测试' })).then((c) => (c === '404' ? '200' : c)),
        );
        expectAllowed(
          ROOT.has(phone),
          await codeOf(client.post('/api/platform/tran/sendWelcomeGift', { phone: '13999999999' })).then((c) => (c === '404' ? '200' : c)),
        );
        const exported = await t.app.inject({ method: 'GET', url: '/api/platform/order/export', headers: { cookie: `sid=${client.token}` } });
        expect(exported.headers['content-type']).toContain(ROOT.has(phone) ? 'spreadsheetml' : 'application/json');
        expectAllowed(true, await codeOf(client.get('/api/accountRecord/myList')));

        // Submitting: customers and channels only (13009 for the platform and cbs).
        const account = DEMO_ACCOUNTS.find((candidate) => candidate.phone === phone)!;
        const voucher = await insertFile(t, { tenantCode: account.tenantCode, accountId: account.accountId });
        const submitted = await submit(client, transferBody(voucher, 1));
        const type = account.tenantCode.startsWith('T-CU') ? 'customer' : account.tenantCode.startsWith('T-CH') ? 'channel' : 'other';
        expect(submitted.body.errorCode).toBe(pending ? '403' : type === 'other' ? '13009' : '200');
      },
    );
  });

  describe('transfers', () => {
    it('lets a customer submit a record with its tenant’s voucher and see only its own records', async () => {
      const voucher = await insertFile(t, { tenantCode: 'T-CU-DEMO', accountId: 'A-21' });
      const customer = await demoClient(t, '13800000021');
      const res = await submit(customer, { ...transferBody(voucher, 2000), remark: '六月充值' });
      expect(res.body.data).toMatchObject({
        amount: 2000,
        status: 'pending',
        voucherObjectId: voucher,
        voucherFileName: '转账凭证.png',
        auditRemark: '',
        auditedAt: null,
        remark: '六月充值',
      });
      expect(res.body.data.recordCode).toMatch(/^TR\d{14}[0-9A-Z]{6}$/);
      const mine = await customer.get<Page<TransferRecord>>('/api/accountRecord/myList', { status: 'pending' });
      expect(mine.body.data.list.map((record) => record.recordCode)).toContain(res.body.data.recordCode);
      const channel = await demoClient(t, '13800000011');
      const theirs = await channel.get<Page<TransferRecord>>('/api/accountRecord/myList');
      expect(theirs.body.data.list.map((record) => record.recordCode)).not.toContain(res.body.data.recordCode);
    });

    it('refuses foreign, wrong-purpose, reused and missing vouchers, and bad amounts or dates', async () => {
      const customer = await demoClient(t, '13800000021');
      const foreign = await insertFile(t, { tenantCode: 'T-CH-ANHENG', accountId: 'A-11' });
      const general = await insertFile(t, { tenantCode: 'T-CU-DEMO', accountId: 'A-21', purpose: 'general' });
      const used = await insertFile(t, { tenantCode: 'T-CU-DEMO', accountId: 'A-21' });
      expect((await submit(customer, transferBody(used))).body.success).toBe(true);
      const fresh = await insertFile(t, { tenantCode: 'T-CU-DEMO', accountId: 'A-21' });
      const cases: [Record<string, unknown>, string][] = [
        [transferBody(foreign), '参数错误：voucherObjectId 转账凭证不存在，请重新上传'],
        [transferBody(general), '参数错误：voucherObjectId 转账凭证不存在，请重新上传'],
        [transferBody('F-nope'), '参数错误：voucherObjectId 转账凭证不存在，请重新上传'],
        [transferBody(used), '参数错误：voucherObjectId 该转账凭证已用于其他转账记录，请上传新的凭证'],
        [{ ...transferBody(fresh), voucherObjectId: '' }, '参数错误：voucherObjectId 请上传转账凭证'],
        [transferBody(fresh, 0), '参数错误：amount 转账金额不能少于 1'],
        [transferBody(fresh, 12.5), '参数错误：amount 转账金额必须是整数'],
        [transferBody(fresh, 200_001), '参数错误：amount 转账金额不能超过 200000'],
        [{ ...transferBody(fresh), payerName: '  ' }, '参数错误：payerName 请输入付款单位名称'],
        [{ ...transferBody(fresh), transferDate: '2025-06-03' }, '参数错误：transferDate 转账日期不能晚于今天'],
        [{ ...transferBody(fresh), transferDate: '2025-02-30' }, '参数错误：transferDate 日期不存在'],
      ];
      for (const [body, message] of cases)
        expect((await submit(customer, body)).body, message).toMatchObject({ success: false, errorCode: '400', errorMsg: message });
    });

    it('refuses the same receipt uploaded again while its record is live; a rejected record releases it', async () => {
      const customer = await demoClient(t, '13800000022');
      const receipt = 'ab'.repeat(32);
      const original = await insertFile(t, { tenantCode: 'T-CU-DEMO', accountId: 'A-22', sha256: receipt });
      const reupload = await insertFile(t, { tenantCode: 'T-CU-DEMO', accountId: 'A-22', sha256: receipt });
      const record = (await submit(customer, transferBody(original, 88))).body.data;
      expect((await submit(customer, transferBody(reupload, 88))).body).toMatchObject({
        errorCode: '400',
        errorMsg: '参数错误：voucherObjectId 该转账凭证已用于其他转账记录，请上传新的凭证',
      });
      await finance.post('/api/accountRecord/updateStatus', { recordCode: record.recordCode, status: 'rejected', auditRemark: '金额不符' });
      expect((await submit(customer, transferBody(original, 80))).body.success).toBe(true);
    });

    it('lets finance list all tenants’ records with filters', async () => {
      const channelVoucher = await insertFile(t, { tenantCode: 'T-CH-ANHENG', accountId: 'A-11' });
      const channel = await demoClient(t, '13800000011');
      const record = (await submit(channel, { ...transferBody(channelVoucher, 777), payerName: '安衡咨询财务部' })).body.data;
      const list = await finance.get<Page<TransferRecordAdmin>>('/api/accountRecord/list', { keyword: '安衡咨询财务', status: 'pending' });
      expect(list.body.data.list).toEqual([
        expect.objectContaining({
          recordCode: record.recordCode,
          accountId: 'A-11',
          accountName: '渠道管理员',
          accountPhone: '13800000011',
          tenantCode: 'T-CH-ANHENG',
          tenantZhName: '安衡咨询',
          tenantType: 'channel',
          auditorName: '',
        }),
      ]);
      expect((await finance.get<Page<TransferRecordAdmin>>('/api/accountRecord/list', { keyword: '%' })).body.data.total).toBe(0);
      expect((await finance.get<Page<TransferRecordAdmin>>('/api/accountRecord/list', { endDate: '2025-06-01' })).body.data.total).toBe(0);
      expect(
        (await finance.get<Page<TransferRecordAdmin>>('/api/accountRecord/list', { startDate: '2025-06-02', endDate: '2025-06-02' })).body.data.total,
      ).toBeGreaterThan(0);
    });

    it('searches records by submitter name, phone and tenant name: the total counts every match, a page holds pageSize', async () => {
      const accountId = await t.insertAccount({ phone: '13600000778', memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
      await t.database.db.update(accounts).set({ showName: '转账检索账号' }).where(eq(accounts.accountId, accountId));
      const client = await t.sessionFor(accountId, 'T-CU-DEMO');
      await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
      for (const amount of [501, 502, 503]) {
        const voucher = await insertFile(t, { tenantCode: 'T-CU-DEMO', accountId });
        expect((await submit(client, transferBody(voucher, amount))).body.success).toBe(true);
      }
      const list = (query: Record<string, string>) => finance.get<Page<TransferRecordAdmin>>('/api/accountRecord/list', query);
      const first = (await list({ keyword: '转账检索', pageSize: '2' })).body.data;
      expect(first.total).toBe(3);
      expect(first.list).toHaveLength(2);
      expect(first.list.every((r) => r.accountId === accountId && r.accountName === '转账检索账号' && r.tenantZhName === '示例科技有限公司')).toBe(
        true,
      );
      const second = (await list({ keyword: '转账检索', pageSize: '2', current: '2' })).body.data;
      expect([...first.list, ...second.list].map((r) => r.amount).sort()).toEqual([501, 502, 503]);
      expect((await list({ keyword: '00000778' })).body.data.total).toBe(3);
      // The tenant's name, or a payer named like it: the same rows a join would find.
      const [{ expected }] = await t.database.db
        .select({ expected: count() })
        .from(transferRecords)
        .where(or(eq(transferRecords.tenantCode, 'T-CU-DEMO'), ilike(transferRecords.payerName, '%示例科技有限%')));
      expect(expected).toBeGreaterThanOrEqual(3);
      expect((await list({ keyword: '示例科技有限' })).body.data.total).toBe(expected);
      expect((await list({ keyword: '_' })).body.data.total).toBe(0);
    });

    it('credits an approved record exactly once, even when approved concurrently; a second audit answers 13004', async () => {
      const accountId = await t.insertAccount({ phone: '13600000401', memberships: [{ tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] }] });
      const client = await t.sessionFor(accountId, 'T-CU-DEMO');
      await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
      const voucher = await insertFile(t, { tenantCode: 'T-CU-DEMO', accountId });
      const record = (await submit(client, transferBody(voucher, 5000))).body.data;
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          finance.post<TransferRecordAdmin>('/api/accountRecord/updateStatus', { recordCode: record.recordCode, status: 'approved' }),
        ),
      );
      expect(results.filter((res) => res.body.success)).toHaveLength(1);
      expect(results.filter((res) => res.body.errorCode === '13004').length).toBe(5);
      const approved = results.find((res) => res.body.success)!.body.data;
      expect(approved).toMatchObject({ status: 'approved', auditorName: '子平台管理员', auditedAt: t.clock.now().toISOString() });
      expect(
        (await finance.post('/api/accountRecord/updateStatus', { recordCode: record.recordCode, status: 'rejected', auditRemark: '重复' })).body,
      ).toMatchObject({
        errorCode: '13004',
        errorMsg: '该转账记录已审核，不能重复审核',
      });
      expect(await ledgerState(t, accountId)).toMatchObject({ balance: 5000, sum: 5000, entries: 1 });
      expect((await entriesOf(t, accountId))[0]).toMatchObject({
        type: 'transfer',
        recordCode: record.recordCode,
        idempotencyKey: `transfer:${record.recordCode}`,
        operatorAccountId: 'A-02',
      });
    });

    it('rejects with a reason only, crediting nothing', async () => {
      const voucher = await insertFile(t, { tenantCode: 'T-CU-DEMO', accountId: 'A-22' });
      const owner = await demoClient(t, '13800000022');
      const record = (await submit(owner, transferBody(voucher, 300))).body.data;
      expect((await finance.post('/api/accountRecord/updateStatus', { recordCode: record.recordCode, status: 'rejected' })).body.errorMsg).toBe(
        '参数错误：auditRemark 驳回时请填写原因',
      );
      expect((await finance.post('/api/accountRecord/updateStatus', { recordCode: record.recordCode, status: 'pending' })).body.errorMsg).toBe(
        '参数错误：status 审核结果只能是通过或驳回',
      );
      const rejected = await finance.post<TransferRecordAdmin>('/api/accountRecord/updateStatus', {
        recordCode: record.recordCode,
        status: 'rejected',
        auditRemark: '凭证金额不符',
      });
      expect(rejected.body.data).toMatchObject({ status: 'rejected', auditRemark: '凭证金额不符' });
      expect((await ledgerState(t, 'A-22')).balance).toBe(0);
      expect((await finance.post('/api/accountRecord/updateStatus', { recordCode: 'TR-NONE', status: 'approved' })).body).toMatchObject({
        errorCode: '404',
        errorMsg: '转账记录不存在',
      });
    });
  });

  describe('platform orders', () => {
    async function paidOrder(points: number) {
      const accountId = await t.insertAccount({
        phone: `1360000${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`,
        memberships: [{ tenantCode: 'T-CH-ANHENG', roles: ['channel-owner'] }],
      });
      const client = await t.sessionFor(accountId, 'T-CH-ANHENG');
      await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
      const order = (await client.post<Order>('/api/pay/order/create', { points })).body.data;
      await client.post('/api/pay/order/pay', { orderNo: order.orderNo, channel: 'sandbox' });
      await client.post('/api/pay/sandbox/confirm', { orderNo: order.orderNo });
      return { accountId, client, order };
    }

    it('searches orders by account name, phone and tenant name: the total counts every match, a page holds pageSize', async () => {
      const accountId = await t.insertAccount({ phone: '13600000777', memberships: [{ tenantCode: 'T-CH-ANHENG', roles: ['channel-owner'] }] });
      await t.database.db.update(accounts).set({ showName: '订单检索账号' }).where(eq(accounts.accountId, accountId));
      const client = await t.sessionFor(accountId, 'T-CH-ANHENG');
      await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
      for (const points of [101, 102, 103]) expect((await client.post<Order>('/api/pay/order/create', { points })).body.success).toBe(true);
      const list = (query: Record<string, string>) => root.get<Page<PlatformOrder>>('/api/platform/order/list', query);
      const first = (await list({ keyword: '订单检索', pageSize: '2' })).body.data;
      expect(first.total).toBe(3);
      expect(first.list).toHaveLength(2);
      expect(first.list.every((o) => o.accountId === accountId && o.accountName === '订单检索账号' && o.accountPhone === '13600000777')).toBe(true);
      expect(first.list.every((o) => o.tenantCode === 'T-CH-ANHENG' && o.tenantZhName === '安衡咨询')).toBe(true);
      const second = (await list({ keyword: '订单检索', pageSize: '2', current: '2' })).body.data;
      expect([...first.list, ...second.list].map((o) => o.points).sort()).toEqual([101, 102, 103]);
      expect((await list({ keyword: '00000777' })).body.data.total).toBe(3);
      const [{ expected }] = await t.database.db.select({ expected: count() }).from(orders).where(eq(orders.tenantCode, 'T-CH-ANHENG'));
      expect(expected).toBeGreaterThanOrEqual(3);
      expect((await list({ keyword: '安衡咨询', pageSize: '1' })).body.data.total).toBe(expected);
      expect((await list({ keyword: '_' })).body.data.total).toBe(0);
    });

    it('lists every tenant’s orders with filters, and exports them', async () => {
      const { order } = await paidOrder(321);
      const customer = await demoClient(t, '13800000021');
      const open = (await customer.post<Order>('/api/pay/order/create', { points: 654 })).body.data;
      const all = await root.get<Page<PlatformOrder>>('/api/platform/order/list', { pageSize: '200' });
      expect(all.body.data.list.map((o) => o.orderNo)).toEqual(expect.arrayContaining([order.orderNo, open.orderNo]));
      const found = await root.get<Page<PlatformOrder>>('/api/platform/order/list', { keyword: '13800000021', status: 'created' });
      expect(found.body.data.list.find((o) => o.orderNo === open.orderNo)).toMatchObject({
        accountId: 'A-21',
        accountName: '客户项目经理',
        tenantCode: 'T-CU-DEMO',
        tenantZhName: '示例科技有限公司',
        status: 'created',
      });
      const paid = await root.get<Page<PlatformOrder>>('/api/platform/order/list', { status: 'paid', channel: 'sandbox', pageSize: '200' });
      expect(paid.body.data.list.every((o) => o.status === 'paid' && o.channel === 'sandbox')).toBe(true);
      expect(paid.body.data.list.find((o) => o.orderNo === order.orderNo)?.providerTradeNo).toBe(`SANDBOX-${order.orderNo}`);

      const res = await t.app.inject({
        method: 'GET',
        url: '/api/platform/order/export',
        query: { status: 'paid' },
        headers: { cookie: `sid=${root.token}` },
      });
      expect(res.headers['content-disposition']).toContain(encodeURIComponent('订单列表-20250602.xlsx'));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const rows: unknown[][] = [];
      workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows[0]).toEqual([
        '订单号',
        '账号名称',
        '手机号',
        '所属机构',
        '积分',
        '金额（元）',
        '状态',
        '支付方式',
        '支付流水号',
        '创建时间',
        '支付时间',
        '关闭时间',
        '退款时间',
      ]);
      const row = rows.find((cells) => cells[0] === order.orderNo)!;
      expect(row.slice(3, 8)).toEqual(['安衡咨询', 321, 321, '已支付', '模拟支付']);
    });

    it('refunds a paid order once: provider refund, points debited back', async () => {
      const { accountId, client, order } = await paidOrder(400);
      const res = await root.post<PlatformOrder>('/api/platform/order/refund', { orderNo: order.orderNo, reason: '客户申请退款' });
      expect(res.body.data).toMatchObject({ status: 'refunded', refundedAt: t.clock.now().toISOString() });
      expect(providers.sandbox.refunds.at(-1)).toEqual({
        orderNo: order.orderNo,
        refundNo: `R${order.orderNo}`,
        amountFen: 40_000,
        reason: '客户申请退款',
      });
      expect(await ledgerState(t, accountId)).toMatchObject({ balance: 0, totalIn: 400, totalOut: 400, sum: 0, entries: 2 });
      expect((await root.post('/api/platform/order/refund', { orderNo: order.orderNo, reason: '再来一次' })).body).toMatchObject({
        errorCode: '13003',
        errorMsg: '订单已退款，不能重复退款',
      });
      expect((await client.get<Order>('/api/pay/order/detail', { orderNo: order.orderNo })).body.data.status).toBe('refunded');
      const open = (await client.post<Order>('/api/pay/order/create', { points: 5 })).body.data;
      expect((await root.post('/api/platform/order/refund', { orderNo: open.orderNo, reason: '测试' })).body).toMatchObject({
        errorCode: '13003',
        errorMsg: '只有已支付的订单可以退款',
      });
    });

    it('refuses a refund whose points were already spent (13010, not the 13001 of the recharge modal)', async () => {
      const { accountId, order } = await paidOrder(100);
      await t.app.wallet.debit(accountId, 60, '购买服务', 'used:1');
      const refunds = providers.sandbox.refunds.length;
      expect((await root.post('/api/platform/order/refund', { orderNo: order.orderNo, reason: '退款' })).body).toMatchObject({
        errorCode: '13010',
        errorMsg: '该订单充值的积分已被使用，余额不足以扣回，无法退款',
      });
      expect(providers.sandbox.refunds.length).toBe(refunds);
      expect(await ledgerState(t, accountId)).toMatchObject({ balance: 40 });
      expect((await root.post('/api/platform/order/refund', { orderNo: 'PO20250602090000NOSUCH', reason: '退款' })).body).toMatchObject({
        errorCode: '404',
        errorMsg: '订单不存在',
      });
      expect((await root.post('/api/platform/order/refund', { orderNo: order.orderNo })).body.errorMsg).toBe('参数错误：reason 请填写退款原因');
    });

    it('keeps the points taken back and the order 退款中 when the provider refund fails (13008); a retry refunds once', async () => {
      const second = await paidOrder(50);
      const refunds = providers.sandbox.refunds.length;
      providers.sandbox.failRefund = true;
      try {
        expect((await root.post('/api/platform/order/refund', { orderNo: second.order.orderNo, reason: '退款' })).body).toMatchObject({
          errorCode: '13008',
        });
      } finally {
        providers.sandbox.failRefund = false;
      }
      // The payer never holds both the money and the points: the points are back with the platform.
      expect(await ledgerState(t, second.accountId)).toMatchObject({ balance: 0, entries: 2 });
      expect((await second.client.get<Order>('/api/pay/order/detail', { orderNo: second.order.orderNo })).body.data.status).toBe('refunding');
      const retried = await root.post<PlatformOrder>('/api/platform/order/refund', { orderNo: second.order.orderNo, reason: '重试' });
      expect(retried.body.data.status).toBe('refunded');
      expect(providers.sandbox.refunds.length).toBe(refunds + 1);
      expect(await ledgerState(t, second.accountId)).toMatchObject({ balance: 0, entries: 2 });
      expect((await root.post('/api/platform/order/refund', { orderNo: second.order.orderNo, reason: '再退' })).body).toMatchObject({
        errorCode: '13003',
        errorMsg: '订单已退款，不能重复退款',
      });
    });
  });

  describe('welcome gift', () => {
    it('credits a chosen account once (13005 the second time, also concurrently)', async () => {
      const results = await Promise.all(
        Array.from({ length: 4 }, () => root.post<{ balance: number }>('/api/platform/tran/sendWelcomeGift', { phone: '13800000023' })),
      );
      expect(results.filter((res) => res.body.success)).toHaveLength(1);
      expect(results.filter((res) => res.body.errorCode === '13005').length).toBe(3);
      expect(results.find((res) => res.body.success)!.body.data).toEqual({ accountId: 'A-23', showName: '客户执行人', points: 200, balance: 200 });
      expect((await root.post('/api/platform/tran/sendWelcomeGift', { phone: '13800000023', points: 50 })).body).toMatchObject({
        errorCode: '13005',
        errorMsg: '该账号已领取过新人礼',
      });
      expect(await ledgerState(t, accountIdOf('13800000023'))).toMatchObject({ balance: 200, entries: 1 });
      const gift = await root.post<{ balance: number }>('/api/platform/tran/sendWelcomeGift', { phone: '13800000011', points: 88 });
      expect(gift.body.data.balance).toBeGreaterThanOrEqual(3088);
    });

    it('gives the installation’s WELCOME_GIFT_POINTS when no points are sent', async () => {
      const other = await startTestApp(driver, { env: { WELCOME_GIFT_POINTS: '66' } });
      try {
        const admin = await demoClient(other, '13800000001');
        expect((await admin.post('/api/platform/tran/sendWelcomeGift', { phone: '13800000024' })).body.data).toMatchObject({
          points: 66,
          balance: 66,
        });
      } finally {
        await other.close();
      }
    });

    it('names unknown phones and bad input', async () => {
      expect((await root.post('/api/platform/tran/sendWelcomeGift', { phone: '13999999999' })).body).toMatchObject({
        errorCode: '404',
        errorMsg: '该手机号没有对应的账号',
      });
      expect((await root.post('/api/platform/tran/sendWelcomeGift', { phone: '123' })).body.errorMsg).toBe('参数错误：phone 手机号格式不正确');
      expect((await root.post('/api/platform/tran/sendWelcomeGift', { phone: '13800000024', points: 0 })).body.errorMsg).toBe(
        '参数错误：points 赠送积分不能少于 1',
      );
      expect((await root.post('/api/platform/tran/sendWelcomeGift', { phone: '13800000024', points: 100_001 })).body.errorMsg).toBe(
        '参数错误：points 赠送积分不能超过 100000',
      );
    });
  });
});
