/**
 * The wallet, finance and file mocks: every answer validates against its contract's envelope
 * schema, access follows domain/kernel/access.ts, and the money rules hold like the server's (one order
 * per clientToken, expiry, cancel, late confirmation, sandbox credit, transfer audit once and never
 * one's own, refund, welcome gift once; China calendar days).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopeOf, type AnyContract } from '../../../domain/kernel/contract';
import { financeContracts } from '../../../domain/wallet/financeContracts';
import { fileContracts } from '../../../domain/files/contracts';
import { walletContracts } from '../../../domain/wallet/contracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { OWN_TRANSFER_MESSAGE } from '../../../domain/wallet/transferAudit';
import walletMocks, { MOCK_PROVIDER_DELAY_MS, resetWalletMock, walletMockDownloads, walletMockHandlers } from '../../../mock/wallet';
import financeMocks, { financeMockDownloads, financeMockHandlers } from '../../../mock/finance';
import filesMocks, { filesMockDownloads, filesMockHandlers } from '../../../mock/files';
import { contractKey, type MockAnswer, type MockFile, type MockRequest } from '../../../mock/lib/handler';
import { acceptAgreement, type MockSession } from '../../../mock/lib/demoSession';

const all: Record<string, AnyContract> = { ...walletContracts, ...financeContracts, ...fileContracts };
const as = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const CUSTOMER = as('13800000021');
const CHANNEL = as('13800000011');
const ROOT = as('13800000001');
const SUB_PLATFORM = as('13800000002');

// The three areas share one in-memory store (mock/lib/walletStore.ts).
const handlers = { ...walletMockHandlers, ...financeMockHandlers, ...filesMockHandlers };
const downloads = { ...walletMockDownloads, ...financeMockDownloads, ...filesMockDownloads };
const umiMocks = { ...walletMocks, ...financeMocks, ...filesMocks };

function call(contract: AnyContract, request: Partial<MockRequest> = {}): MockAnswer | MockFile {
  const key = contractKey(contract);
  const handler = handlers[key] ?? downloads[key];
  const answer = handler({ query: {}, body: undefined, params: {}, ...request });
  if ('envelope' in answer) {
    const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
    expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  }
  return answer;
}
/** The data of a successful JSON answer. */
function data<T = Record<string, unknown>>(contract: AnyContract, request: Partial<MockRequest> = {}): T {
  const answer = call(contract, request);
  if (!('envelope' in answer)) throw new Error('expected an envelope');
  expect(answer.envelope.success, answer.envelope.errorMsg).toBe(true);
  return answer.envelope.data as T;
}
const code = (contract: AnyContract, request: Partial<MockRequest>) => {
  const answer = call(contract, request);
  return 'envelope' in answer ? answer.envelope.errorCode : 'file';
};
/** "errorCode errorMsg" of a failed JSON answer. */
const refusal = (contract: AnyContract, request: Partial<MockRequest>) => {
  const answer = call(contract, request);
  if (!('envelope' in answer)) throw new Error('expected an envelope');
  return `${answer.envelope.errorCode} ${answer.envelope.errorMsg}`;
};
const voucher = (session = CUSTOMER) =>
  data<{ objectId: string }>(fileContracts.fileUpload, {
    session,
    body: {
      purpose: 'transferVoucher',
      file: { originalname: '回单.pdf', mimetype: 'application/pdf', size: 5, buffer: Buffer.from('%PDF-') },
    },
  }).objectId;
const transferBody = (voucherObjectId: string) => ({
  amount: 2000,
  payerName: '示例科技有限公司',
  transferDate: '2025-06-01',
  voucherObjectId,
});
const balance = (session: MockSession) => data<{ balance: number }>(walletContracts.walletSummary, { session }).balance;
const paidOrder = (session = CUSTOMER, packageCode = 'P1000') => {
  const order = data<{ orderNo: string }>(walletContracts.orderCreate, { session, body: { packageCode } });
  data(walletContracts.orderPay, { session, body: { orderNo: order.orderNo, channel: 'sandbox' } });
  return data<{ orderNo: string; status: string }>(walletContracts.sandboxConfirm, { session, body: { orderNo: order.orderNo } });
};

let clock = new Date('2025-06-15T04:00:00Z');
beforeEach(() => {
  clock = new Date('2025-06-15T04:00:00Z');
  resetWalletMock(() => clock);
});

describe('wallet mocks: coverage and envelopes', () => {
  it('cover every wallet, finance and file contract, keyed by method and colon path, as umi mocks too', () => {
    const keys = Object.values(all).map(contractKey).sort();
    expect([...Object.keys(handlers), ...Object.keys(downloads)].sort()).toEqual(keys);
    expect(Object.keys(umiMocks).sort()).toEqual(keys);
    for (const contract of Object.values(all)) expect(!!downloads[contractKey(contract)]).toBe(!!contract.download);
  });

  it.each(Object.entries(all).filter(([, c]) => c.access !== 'public'))('%s without a session answers 10000', (_name, contract) => {
    const answer = call(contract, { body: {}, query: {} });
    expect('envelope' in answer && answer.envelope).toMatchObject({ success: false, errorCode: '10000', data: null });
  });

  it.each(Object.entries(all).filter(([, c]) => c.body || c.query))('%s rejects an invalid input with a Chinese message', (_name, contract) => {
    const bad = {
      orderNo: '',
      packageCode: 'P100',
      points: 1.5,
      months: 0,
      current: 0,
      status: 'nope',
      type: 'nope',
      amount: -1,
      phone: '1',
      recordCode: '',
      objectId: '',
      purpose: 'toolKit',
      startDate: '2025-13-01',
    };
    const answer = call(contract, { body: bad, query: bad, session: ROOT });
    if (!('envelope' in answer)) throw new Error('a file for an invalid input');
    expect(answer.envelope.success).toBe(false);
    expect(answer.envelope.errorCode).toBe('400');
    expect(answer.envelope.errorMsg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('finance calls follow the access flags: a customer and a channel are refused, the sub-platform may audit transfers only', () => {
    for (const session of [CUSTOMER, CHANNEL]) {
      expect(code(financeContracts.transferList, { session })).toBe('403');
      expect(code(financeContracts.platformOrderList, { session })).toBe('403');
      expect(code(financeContracts.platformOrderExport, { session })).toBe('403');
    }
    expect(code(financeContracts.transferList, { session: SUB_PLATFORM })).toBe('200');
    expect(code(financeContracts.platformOrderList, { session: SUB_PLATFORM })).toBe('403');
    // An account awaiting admission: first the agreement (like the server), then no tenant, no wallet.
    const newPhone: MockSession = { newPhone: '13912345678' };
    expect(code(walletContracts.walletSummary, { session: newPhone })).toBe('must_agreement_licences');
    acceptAgreement(newPhone);
    expect(code(walletContracts.walletSummary, { session: newPhone })).toBe('403');
  });
});

describe('wallet mocks: wallet, orders and the sandbox desk', () => {
  it('opens with the demo gift and answers summary, trend and bills', () => {
    expect(data(walletContracts.walletSummary, { session: CUSTOMER })).toMatchObject({
      accountId: 'A-21',
      balance: 500,
      totalIn: 500,
      totalOut: 0,
    });
    expect(balance(ROOT)).toBe(0);
    const trend = data<{ month: string; balance: number }[]>(walletContracts.walletTrend, { session: CUSTOMER, query: {} });
    expect(trend).toHaveLength(6);
    expect(trend.at(-1)).toMatchObject({ month: '2025-06', balance: 500 });
    const bills = data<{ list: { type: string; amount: number }[]; total: number }>(walletContracts.billList, {
      session: CUSTOMER,
      query: { type: '' },
    });
    expect(bills.list).toEqual([expect.objectContaining({ type: 'gift', amount: 500, balanceAfter: 500 })]);
  });

  it('recharge options offer the packages with prices, the limits and the bank account', () => {
    const options = data<{ packages: { code: string; amountFen: number }[]; minPoints: number; bankAccount: unknown }>(
      walletContracts.rechargeOptions,
      { session: CUSTOMER },
    );
    expect(options.packages[0]).toMatchObject({ code: 'P100', amountFen: 10_000 });
    expect(options.minPoints).toBe(1);
    expect(options.bankAccount).toBeTruthy();
  });

  it('a package order paid in the sandbox credits once, shows in the bills, and a double click makes one order', () => {
    const first = data<{ orderNo: string }>(walletContracts.orderCreate, {
      session: CUSTOMER,
      body: { packageCode: 'P1000', clientToken: 'token-0001' },
    });
    const again = data<{ orderNo: string }>(walletContracts.orderCreate, {
      session: CUSTOMER,
      body: { packageCode: 'P1000', clientToken: 'token-0001' },
    });
    expect(again.orderNo).toBe(first.orderNo);
    expect(first.orderNo).toMatch(/^PO\d{14}[0-9A-Z]{6}$/);
    expect(code(walletContracts.orderCreate, { session: CUSTOMER, body: { points: 3, clientToken: 'token-0001' } })).toBe('13002');
    expect(data(walletContracts.orderPay, { session: CUSTOMER, body: { orderNo: first.orderNo, channel: 'sandbox' } })).toEqual({
      kind: 'sandbox',
      orderNo: first.orderNo,
    });
    expect(data(walletContracts.sandboxConfirm, { session: CUSTOMER, body: { orderNo: first.orderNo } })).toMatchObject({
      status: 'paid',
      points: 1000,
      amountFen: 100_000,
    });
    data(walletContracts.sandboxConfirm, { session: CUSTOMER, body: { orderNo: first.orderNo } });
    expect(balance(CUSTOMER)).toBe(1500);
    const bills = data<{ list: { type: string; orderNo: string | null }[] }>(walletContracts.billList, {
      session: CUSTOMER,
      query: { type: 'recharge' },
    });
    expect(bills.list).toEqual([expect.objectContaining({ type: 'recharge', orderNo: first.orderNo, balanceAfter: 1500 })]);
    expect(code(walletContracts.orderDetail, { session: CHANNEL, query: { orderNo: first.orderNo } })).toBe('404');
  });

  it('an unpaid order expires: it reads closed and can no longer be paid (13007); closing it again answers it as it is', () => {
    const order = data<{ orderNo: string }>(walletContracts.orderCreate, { session: CUSTOMER, body: { points: 88 } });
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect(data(walletContracts.orderDetail, { session: CUSTOMER, query: { orderNo: order.orderNo } })).toMatchObject({ status: 'closed' });
    expect(code(walletContracts.orderPay, { session: CUSTOMER, body: { orderNo: order.orderNo, channel: 'sandbox' } })).toBe('13007');
    expect(code(walletContracts.sandboxConfirm, { session: CUSTOMER, body: { orderNo: order.orderNo } })).toBe('13007');
    expect(data(walletContracts.orderClose, { session: CUSTOMER, body: { orderNo: order.orderNo } })).toMatchObject({
      orderNo: order.orderNo,
      status: 'closed',
    });
    expect(data<{ total: number }>(walletContracts.orderList, { session: CUSTOMER, query: { status: 'closed' } }).total).toBe(1);
  });

  it('a cancelled order answers 13003 订单已关闭，请重新下单 (not 13007); closing it again answers it; a paid one cannot be cancelled', () => {
    const order = data<{ orderNo: string }>(walletContracts.orderCreate, { session: CUSTOMER, body: { points: 88 } });
    expect(data(walletContracts.orderClose, { session: CUSTOMER, body: { orderNo: order.orderNo } })).toMatchObject({ status: 'closed' });
    expect(data(walletContracts.orderClose, { session: CUSTOMER, body: { orderNo: order.orderNo } })).toMatchObject({ status: 'closed' });
    expect(refusal(walletContracts.orderPay, { session: CUSTOMER, body: { orderNo: order.orderNo, channel: 'sandbox' } })).toBe(
      '13003 订单已关闭，请重新下单',
    );
    expect(refusal(walletContracts.sandboxConfirm, { session: CUSTOMER, body: { orderNo: order.orderNo } })).toBe('13003 订单已关闭，请重新下单');
    const paid = paidOrder();
    expect(refusal(walletContracts.orderClose, { session: CUSTOMER, body: { orderNo: paid.orderNo } })).toBe(
      '13003 订单已支付，请勿重复操作，不能取消',
    );
    expect(refusal(walletContracts.orderPay, { session: CUSTOMER, body: { orderNo: paid.orderNo, channel: 'wechat' } })).toBe(
      '13003 订单已支付，请勿重复操作',
    );
  });

  it('the sandbox confirms an order whatever channel was chosen before (like the server), and credits once', () => {
    const order = data<{ orderNo: string }>(walletContracts.orderCreate, { session: CUSTOMER, body: { points: 10 } });
    expect(data(walletContracts.sandboxConfirm, { session: CUSTOMER, body: { orderNo: order.orderNo } })).toMatchObject({
      status: 'paid',
      channel: 'sandbox',
    });
    const other = data<{ orderNo: string }>(walletContracts.orderCreate, { session: CUSTOMER, body: { points: 20 } });
    data(walletContracts.orderPay, { session: CUSTOMER, body: { orderNo: other.orderNo, channel: 'wechat' } });
    expect(data(walletContracts.sandboxConfirm, { session: CUSTOMER, body: { orderNo: other.orderNo } })).toMatchObject({
      status: 'paid',
      channel: 'sandbox',
    });
    // The WeChat payment "arriving" later changes nothing.
    clock = new Date(clock.getTime() + MOCK_PROVIDER_DELAY_MS);
    data(walletContracts.orderDetail, { session: CUSTOMER, query: { orderNo: other.orderNo } });
    expect(balance(CUSTOMER)).toBe(530);
  });

  it('a provider payment confirmed after the order expired still credits it (closed → paid), but not a cancelled order', () => {
    const order = data<{ orderNo: string; expiresAt: string }>(walletContracts.orderCreate, { session: CUSTOMER, body: { points: 40 } });
    clock = new Date(Date.parse(order.expiresAt) - 1000);
    data(walletContracts.orderPay, { session: CUSTOMER, body: { orderNo: order.orderNo, channel: 'wechat' } });
    clock = new Date(Date.parse(order.expiresAt) + 1000);
    expect(data(walletContracts.orderDetail, { session: CUSTOMER, query: { orderNo: order.orderNo } })).toMatchObject({ status: 'closed' });
    clock = new Date(Date.parse(order.expiresAt) - 1000 + MOCK_PROVIDER_DELAY_MS);
    expect(data(walletContracts.orderDetail, { session: CUSTOMER, query: { orderNo: order.orderNo } })).toMatchObject({
      status: 'paid',
      channel: 'wechat',
    });
    expect(balance(CUSTOMER)).toBe(540);

    const cancelled = data<{ orderNo: string }>(walletContracts.orderCreate, { session: CUSTOMER, body: { points: 50 } });
    data(walletContracts.orderPay, { session: CUSTOMER, body: { orderNo: cancelled.orderNo, channel: 'alipay' } });
    data(walletContracts.orderClose, { session: CUSTOMER, body: { orderNo: cancelled.orderNo } });
    clock = new Date(clock.getTime() + MOCK_PROVIDER_DELAY_MS);
    expect(data(walletContracts.orderDetail, { session: CUSTOMER, query: { orderNo: cancelled.orderNo } })).toMatchObject({ status: 'closed' });
    expect(balance(CUSTOMER)).toBe(540);
  });

  it('order numbers carry the China date-time', () => {
    clock = new Date('2025-06-15T17:30:00Z');
    const order = data<{ orderNo: string }>(walletContracts.orderCreate, { session: CUSTOMER, body: { points: 10 } });
    expect(order.orderNo).toMatch(/^PO20250616013000[0-9A-Z]{6}$/);
  });

  it('WeChat answers a QR code and the payment arrives while the desk polls; Alipay answers a pay URL', () => {
    const order = data<{ orderNo: string }>(walletContracts.orderCreate, { session: CUSTOMER, body: { points: 10 } });
    expect(data(walletContracts.orderPay, { session: CUSTOMER, body: { orderNo: order.orderNo, channel: 'wechat' } })).toMatchObject({
      kind: 'qrcode',
      codeUrl: expect.stringMatching(/^weixin:\/\//),
    });
    expect(data(walletContracts.orderDetail, { session: CUSTOMER, query: { orderNo: order.orderNo } })).toMatchObject({
      status: 'created',
    });
    clock = new Date(clock.getTime() + MOCK_PROVIDER_DELAY_MS);
    expect(data(walletContracts.orderDetail, { session: CUSTOMER, query: { orderNo: order.orderNo } })).toMatchObject({
      status: 'paid',
      channel: 'wechat',
    });
    const other = data<{ orderNo: string }>(walletContracts.orderCreate, { session: CUSTOMER, body: { points: 10 } });
    expect(data(walletContracts.orderPay, { session: CUSTOMER, body: { orderNo: other.orderNo, channel: 'alipay' } })).toMatchObject({
      kind: 'redirect',
      payUrl: expect.stringMatching(/^https:/),
    });
  });
});

describe('wallet mocks: transfers, refunds, welcome gift, files', () => {
  it('a customer submits a transfer; finance sees it, must give a reason to reject, approves once and the points arrive', () => {
    const record = data<{ recordCode: string; status: string }>(financeContracts.transferSubmit, {
      session: CUSTOMER,
      body: transferBody(voucher()),
    });
    expect(record.status).toBe('pending');
    expect(data<{ total: number }>(financeContracts.transferMyList, { session: CUSTOMER, query: {} }).total).toBe(1);
    expect(data<{ total: number }>(financeContracts.transferMyList, { session: CHANNEL, query: {} }).total).toBe(0);
    const listed = data<{ list: { tenantZhName: string }[] }>(financeContracts.transferList, {
      session: ROOT,
      query: { keyword: '示例科技', status: 'pending' },
    });
    expect(listed.list).toEqual([expect.objectContaining({ tenantZhName: '示例科技有限公司', accountPhone: '13800000021' })]);
    expect(code(financeContracts.transferUpdateStatus, { session: ROOT, body: { recordCode: record.recordCode, status: 'rejected' } })).toBe('400');
    expect(data(financeContracts.transferUpdateStatus, { session: ROOT, body: { recordCode: record.recordCode, status: 'approved' } })).toMatchObject(
      { status: 'approved', auditorName: '平台管理员' },
    );
    expect(
      code(financeContracts.transferUpdateStatus, {
        session: ROOT,
        body: { recordCode: record.recordCode, status: 'rejected', auditRemark: '重复' },
      }),
    ).toBe('13004');
    expect(balance(CUSTOMER)).toBe(2500);
  });

  it("finance cannot audit a record they submitted themselves (400, the server's message)", () => {
    const record = data<{ recordCode: string }>(financeContracts.transferSubmit, { session: CUSTOMER, body: transferBody(voucher()) });
    // A finance session of the account that submitted it (an account may belong to several tenants).
    const accountOf = (phone: string) => DEMO_ACCOUNTS.find((a) => a.phone === phone)!;
    const ownFinance: MockSession = { account: { ...accountOf('13800000001'), accountId: accountOf('13800000021').accountId } };
    const body = { recordCode: record.recordCode, status: 'approved' };
    expect(refusal(financeContracts.transferUpdateStatus, { session: ownFinance, body })).toBe(`400 ${OWN_TRANSFER_MESSAGE}`);
    expect(balance(CUSTOMER)).toBe(500);
    expect(data(financeContracts.transferUpdateStatus, { session: ROOT, body })).toMatchObject({ status: 'approved' });
    // An audited record answers 13004 first, like the server.
    expect(code(financeContracts.transferUpdateStatus, { session: ownFinance, body })).toBe('13004');
  });

  it('"today" for transfer dates is the China day', () => {
    // 01:00 on 16 June in China, still 15 June in UTC.
    clock = new Date('2025-06-15T17:00:00Z');
    expect(code(financeContracts.transferSubmit, { session: CUSTOMER, body: { ...transferBody(voucher()), transferDate: '2025-06-16' } })).toBe(
      '200',
    );
    expect(code(financeContracts.transferSubmit, { session: CUSTOMER, body: { ...transferBody(voucher()), transferDate: '2025-06-17' } })).toBe(
      '400',
    );
  });

  it('a transfer needs an uploaded voucher of the tenant, and only customers and channels may submit', () => {
    expect(code(financeContracts.transferSubmit, { session: CUSTOMER, body: transferBody('OBJ-NONE') })).toBe('400');
    expect(code(financeContracts.transferSubmit, { session: CHANNEL, body: transferBody(voucher(CUSTOMER)) })).toBe('400');
    expect(code(financeContracts.transferSubmit, { session: ROOT, body: transferBody(voucher(ROOT)) })).toBe('13009');
    const used = voucher();
    data(financeContracts.transferSubmit, { session: CUSTOMER, body: transferBody(used) });
    expect(code(financeContracts.transferSubmit, { session: CUSTOMER, body: transferBody(used) })).toBe('400');
    expect(code(financeContracts.transferSubmit, { session: CUSTOMER, body: { ...transferBody(voucher()), transferDate: '2025-06-16' } })).toBe(
      '400',
    );
  });

  it('uploads refuse missing, disallowed and empty files', () => {
    expect(code(fileContracts.fileUpload, { session: CUSTOMER, body: { purpose: 'transferVoucher' } })).toBe('14004');
    expect(code(fileContracts.fileUpload, { session: CUSTOMER, body: { file: { originalname: 'a.exe', size: 3 } } })).toBe('14001');
    expect(code(fileContracts.fileUpload, { session: CUSTOMER, body: { file: { originalname: 'a.png', size: 0 } } })).toBe('14004');
  });

  it('the platform refunds a paid order once, taking the points back', () => {
    const order = paidOrder();
    expect(
      data(financeContracts.platformOrderList, { session: ROOT, query: { status: 'paid', channel: 'sandbox', keyword: '客户项目经理' } }),
    ).toMatchObject({ total: 1 });
    expect(data(financeContracts.platformOrderRefund, { session: ROOT, body: { orderNo: order.orderNo, reason: '客户申请' } })).toMatchObject({
      status: 'refunded',
    });
    expect(balance(CUSTOMER)).toBe(500);
    expect(refusal(financeContracts.platformOrderRefund, { session: ROOT, body: { orderNo: order.orderNo, reason: '再退' } })).toBe(
      '13003 订单已退款，不能重复退款',
    );
    const unpaid = data<{ orderNo: string }>(walletContracts.orderCreate, { session: CUSTOMER, body: { points: 10 } });
    expect(refusal(financeContracts.platformOrderRefund, { session: ROOT, body: { orderNo: unpaid.orderNo, reason: '退' } })).toBe(
      '13003 只有已支付的订单可以退款',
    );
  });

  it('the welcome gift goes once per account', () => {
    expect(data(financeContracts.sendWelcomeGift, { session: ROOT, body: { phone: '13800000021' } })).toEqual({
      accountId: 'A-21',
      showName: '客户项目经理',
      points: 200,
      balance: 700,
    });
    expect(code(financeContracts.sendWelcomeGift, { session: ROOT, body: { phone: '13800000021', points: 5 } })).toBe('13005');
    expect(code(financeContracts.sendWelcomeGift, { session: ROOT, body: { phone: '13912345678' } })).toBe('404');
  });

  it('exports answer a CSV file; the voucher downloads for its tenant and for finance only', () => {
    paidOrder();
    const bills = call(walletContracts.billExport, { session: CUSTOMER, query: { type: '' } }) as MockFile;
    expect(bills.file.fileName).toBe('账单明细.csv');
    expect(bills.file.body.toString('utf8')).toMatch(/^\uFEFF"时间","类型"/);
    const orders = call(financeContracts.platformOrderExport, { session: ROOT, query: {} }) as MockFile;
    expect(orders.file.body.toString('utf8').split('\r\n')).toHaveLength(2);
    const objectId = voucher();
    expect('file' in call(fileContracts.fileDownload, { session: CUSTOMER, query: { objectId } })).toBe(true);
    expect('file' in call(fileContracts.fileDownload, { session: ROOT, query: { objectId } })).toBe(true);
    expect(code(fileContracts.fileDownload, { session: CHANNEL, query: { objectId } })).toBe('404');
  });

  it('the umi adapter sends files with a UTF-8 Content-Disposition, and envelopes for failures', () => {
    const out = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
    const res = {
      setHeader: (name: string, value: string) => void (out.headers[name] = value),
      status: (status: number) => ((out.status = status), res),
      json: (body: unknown) => void (out.body = body),
      send: (body: Buffer) => void (out.body = body),
    };
    const key = contractKey(walletContracts.billExport);
    umiMocks[key]({ headers: { cookie: 'mock_session=A-21' }, query: {} } as never, res as never);
    expect(out.headers['Content-Disposition']).toBe(`attachment; filename="download"; filename*=UTF-8''${encodeURIComponent('账单明细.csv')}`);
    expect(Buffer.isBuffer(out.body)).toBe(true);
    umiMocks[key]({ headers: {}, query: {} } as never, res as never);
    expect(out.body).toMatchObject({ success: false, errorCode: '10000' });
  });
});
