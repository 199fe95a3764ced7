/**
 * The customers mocks: answers validate against the contracts, access and visibility are the
 * server's (domain/kernel/contractAccess.ts, domain/customers/rules.ts), duplicates are refused, and changes
 * reach the mock audit log.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopeOf, type AnyContract } from '../../../domain/kernel/contract';
import { customerContracts as c, type CustomerItem } from '../../../domain/customers/contracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { customersMockHandlers, resetCustomersMockState } from '../../../mock/customers';
import { auditEntries, resetAuditMockState } from '../../../mock/lib/auditStore';
import type { MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockRequest } from '../../../mock/lib/handler';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const manager = sessionOf('13800000011');
const subManager = sessionOf('13800000012');
const executor = sessionOf('13800000014');
const root = sessionOf('13800000001');
const pm = sessionOf('13800000021');

const call = (contract: AnyContract, request: Partial<MockRequest> = {}): MockAnswer => {
  const answer = customersMockHandlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, ...request });
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return answer;
};
const codes = (answer: MockAnswer) => (answer.envelope.data as { list: CustomerItem[] }).list.map((item) => item.customerTenantCode);

const NEW = {
  companyName: '杭州新材科技有限公司',
  creditCode: '91330100MA2TEXT05W',
  industryCode: '651',
  regionCode: '330110',
  size: 'small',
  contactName: '赵联系',
  contactPhone: '13900003001',
  pmName: '钱经理',
  pmPhone: '13900003002',
};

beforeEach(() => {
  resetCustomersMockState();
  resetAuditMockState();
});

describe('customers mocks', () => {
  it("lists the channel's customers newest first, filtered like the server", () => {
    // With the partners demo: 杭州云栖数据 of the sub-channel 恒信安全 too (the newest).
    expect(codes(call(c.customerList, { session: manager }))).toEqual(['T-CU-HENGXIN-1', 'T-CU-SHAOXING', 'T-CU-NINGBO', 'T-CU-DEMO']);
    expect(codes(call(c.customerList, { session: manager, query: { size: 'large' } }))).toEqual(['T-CU-NINGBO']);
    expect(codes(call(c.customerList, { session: manager, query: { industryCode: 'C' } }))).toEqual(['T-CU-SHAOXING']);
    expect(codes(call(c.customerList, { session: manager, query: { regionCode: '330200' } }))).toEqual(['T-CU-NINGBO']);
    expect(call(c.customerList, { session: pm }).envelope.errorCode).toBe('403');
    expect(codes(call(c.customerList, { session: root }))).toContain('T-CU-DEMO');
  });

  it('creates a customer once per credit code and channel, recording it', () => {
    const created = call(c.customerNew, { session: subManager, body: NEW });
    expect(created.envelope.success).toBe(true);
    expect(created.envelope.data).toMatchObject({ companyName: NEW.companyName, editable: true, smsSent: true, pmAccountCreated: true });
    expect(auditEntries()[0]).toMatchObject({ area: 'customers', action: '新建客户' });
    expect(call(c.customerNew, { session: manager, body: NEW }).envelope.errorCode).toBe('16003');
    expect(call(c.customerNew, { session: executor, body: NEW }).envelope.errorCode).toBe('403');
    expect(call(c.customerNew, { session: manager, body: { ...NEW, creditCode: '123' } }).envelope.errorMsg).toContain('18 位');
  });

  it('edits, records consultations and lists users and relations', () => {
    const edited = call(c.addCustomInfo, { session: manager, body: { ...NEW, customerTenantCode: 'T-CU-NINGBO', creditCode: '91330201MA2NBGH02L' } });
    expect(edited.envelope.data).toMatchObject({ companyName: NEW.companyName });
    const added = call(c.addConsultation, {
      session: manager,
      body: { customerTenantCode: 'T-CU-NINGBO', consultationDate: '2025-06-01', way: 'phone', content: '电话回访' },
    });
    expect(added.envelope.success).toBe(true);
    const listed = call(c.consultationList, { session: executor, query: { customerTenantCode: 'T-CU-NINGBO' } });
    expect((listed.envelope.data as { total: number }).total).toBe(2);
    const users = call(c.tenantUserList, { session: manager, query: { tenantCode: 'T-CU-DEMO' } });
    expect((users.envelope.data as { total: number }).total).toBe(6);
    const relation = call(c.tenantRelation, { session: pm });
    expect(relation.envelope.data).toMatchObject({ relations: [{ tenantCode: 'T-CH-ANHENG', direction: 'parent' }] });
    expect(call(c.tenantSearch, { session: manager, query: { keyword: '绍兴' } }).envelope.data).toMatchObject({ total: 1 });
    expect(call(c.tenantUserList, { session: manager, query: { tenantCode: 'T-NOPE' } }).envelope.errorCode).toBe('16009');
  });
});
