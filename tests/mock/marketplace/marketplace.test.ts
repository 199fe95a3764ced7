/**
 * The marketplace mocks: answers validate against the contracts, purchases land in the shared
 * project store and debit the mock wallet once per request key, refusals are the server's, and
 * withdrawal refunds; the customers mock counts the new projects.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type AnyContract, envelopeOf } from '../../../domain/kernel/contract';
import { customerContracts } from '../../../domain/customers/contracts';
import { marketplaceContracts as c, type MarketTemplate } from '../../../domain/projects/marketplaceContracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { customersMockHandlers } from '../../../mock/customers';
import type { MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockRequest } from '../../../mock/lib/handler';
import { projectStore } from '../../../mock/lib/projectStore';
import { resetMockState } from '../../../mock/lib/state';
import { balanceOf, resetWalletMock } from '../../../mock/lib/walletStore';
import { marketplaceMockHandlers } from '../../../mock/marketplace';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const manager = sessionOf('13800000011');
const root = sessionOf('13800000001');
const pm = sessionOf('13800000021');

const call = (contract: AnyContract, request: Partial<MockRequest> = {}, handlers = marketplaceMockHandlers): MockAnswer => {
  const answer = handlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, ...request });
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return answer;
};
const buy = (body: Record<string, unknown>, session = manager) =>
  call(c.marketSaveGroup, {
    session,
    body: { customerTenantCode: 'T-CU-DEMO', requestKey: `mock-key-${Math.random().toString(36).slice(2)}`, ...body },
  });

beforeEach(() => {
  resetMockState();
  resetWalletMock();
});

describe('marketplace mocks', () => {
  it("answers the channel's services, options and customers", () => {
    const list = call(c.marketTemplateList, { session: manager }).envelope.data as MarketTemplate[];
    expect(list.find((item) => item.productCode === 'PD-RA-20984')).toMatchObject({
      pricePoints: 2_470,
      remainingQuota: 17,
      equityDiscountPercent: 95,
    });
    expect((call(c.marketAllValidTemplateList, { session: manager }).envelope.data as unknown[]).length).toBe(4);
    expect(call(c.marketTenantListForProject, { session: manager, query: { keyword: '示例' } }).envelope.data).toEqual([
      { tenantCode: 'T-CU-DEMO', tenantZhName: '示例科技有限公司' },
    ]);
    expect(call(c.marketTemplateList, { session: pm }).envelope.errorCode).toBe('403');
  });

  it('buys once per request key, into the shared store, and counts on the customers list', () => {
    const before = balanceOf('A-11');
    const groups = projectStore().groups.length;
    const requestKey = 'mock-same-key-1';
    const first = buy({ productCode: 'PD-QN-ONLINE', objects: [{ name: '办公网络' }], requestKey });
    const again = buy({ productCode: 'PD-QN-ONLINE', objects: [{ name: '办公网络' }], requestKey });
    expect(first.envelope.data).toMatchObject({ pricePoints: 380, balanceAfter: before - 380, replayed: false });
    expect(again.envelope.data).toMatchObject({ groupCode: (first.envelope.data as { groupCode: string }).groupCode, replayed: true });
    expect(projectStore().groups.length).toBe(groups + 1);
    expect(balanceOf('A-11')).toBe(before - 380);
    const customers = call(customerContracts.customerList, { session: manager, query: { pageSize: '50' } }, customersMockHandlers);
    const demo = (customers.envelope.data as { list: { customerTenantCode: string; projectCount: number | null }[] }).list.find(
      (item) => item.customerTenantCode === 'T-CU-DEMO',
    );
    expect(demo?.projectCount).toBe(projectStore().projects.filter((p) => p.customerTenantCode === 'T-CU-DEMO').length);
  });

  it.each([
    [
      'short balance',
      {
        productCode: 'PD-RA-20984',
        objects: [
          { name: 'A', level: '3' },
          { name: 'B', level: '3' },
        ],
      },
      '13001',
    ],
    ['not own customer', { productCode: 'PD-QN-ONLINE', customerTenantCode: 'T-CU-HENGXIN-1', objects: [{ name: 'A' }] }, '17105'],
    ['no level for gov', { productCode: 'PD-RA-20984', objects: [{ name: 'A' }] }, '17106'],
    ['unknown product', { productCode: 'PD-NOPE', objects: [{ name: 'A' }] }, '17102'],
  ])('refuses %s and buys nothing', (_name, body, code) => {
    const groups = projectStore().groups.length;
    expect(buy(body).envelope.errorCode).toBe(code);
    expect(projectStore().groups.length).toBe(groups);
  });

  it('platform finance lists groups and withdraws one that has not started, refunding', () => {
    const bought = buy({ productCode: 'PD-QN-ONLINE', objects: [{ name: '办公网络' }] }).envelope.data as { groupCode: string };
    const before = balanceOf('A-11');
    const list = call(c.marketGroupList, { session: root, query: { keyword: bought.groupCode } }).envelope.data as {
      list: { withdrawable: boolean }[];
    };
    expect(list.list).toMatchObject([{ withdrawable: true }]);
    const done = call(c.marketGroupWithdraw, { session: root, body: { groupCode: bought.groupCode, reason: '客户取消' } });
    expect(done.envelope.data).toMatchObject({ status: 'withdrawn', refundedPoints: 380 });
    expect(balanceOf('A-11')).toBe(before + 380);
    expect(call(c.marketGroupWithdraw, { session: root, body: { groupCode: bought.groupCode, reason: '再次' } }).envelope.errorCode).toBe('17108');
    expect(call(c.marketGroupWithdraw, { session: root, body: { groupCode: 'PG20261015RA0001', reason: '测试' } }).envelope.errorCode).toBe('17109');
    expect(call(c.marketGroupWithdraw, { session: manager, body: { groupCode: bought.groupCode, reason: 'x' } }).envelope.errorCode).toBe('403');
  });
});
