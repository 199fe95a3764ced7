/**
 * The partners mocks: answers validate against the contracts, access is the server's, the rules of
 * domain/partners/rules.ts decide invite codes and what a viewer sees, and an application by a new phone
 * lists the new channel under its inviter.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopeOf, type AnyContract } from '../../../domain/kernel/contract';
import { partnerContracts as c, type SubChannelRow } from '../../../domain/partners/contracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { auditEntries, resetAuditMockState } from '../../../mock/lib/auditStore';
import { acceptAgreement, type MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockRequest } from '../../../mock/lib/handler';
import { partnersMockHandlers, resetPartnersMockState } from '../../../mock/partners';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const anheng = sessionOf('13800000011');
const root = sessionOf('13800000001');

const call = (contract: AnyContract, request: Partial<MockRequest> = {}): MockAnswer => {
  const answer = partnersMockHandlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, ...request });
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return answer;
};
type Page = { list: SubChannelRow[]; total: number; detailVisible: boolean };
const data = <T>(answer: MockAnswer) => answer.envelope.data as T;

const APPLICATION = {
  companyName: '宁海数安科技有限公司',
  creditCode: '91330106MA2YQ8J01R',
  contactName: '周申请',
  contactPhone: '13900005555',
  region: '浙江省杭州市西湖区',
  address: '杭州市西湖区文一西路 100 号',
};
const LICENCE = { originalname: '营业执照.pdf', size: 1024 };

beforeEach(() => {
  resetPartnersMockState();
  resetAuditMockState();
});

describe('partners mocks', () => {
  it('lists 安衡’s sub-channel with its customer, the platform every partnership without details, refuses the sub-manager', () => {
    const own = data<Page>(call(c.subChannelList, { session: anheng }));
    expect(own.detailVisible).toBe(true);
    expect(own.list.map((row) => [row.tenantZhName, row.customerCount, row.inviteCode])).toEqual([['恒信安全服务有限公司', 1, 'INV11DEMO']]);
    expect(own.list[0].customers?.map((x) => x.tenantZhName)).toEqual(['杭州云栖数据有限公司']);
    const all = data<Page>(call(c.subChannelList, { session: root }));
    expect(all.detailVisible).toBe(false);
    expect(all.list[0]).toMatchObject({ parentTenantZhName: '安衡咨询', consumedPoints: null, customers: null });
    expect(call(c.subChannelList, { session: sessionOf('13800000012') }).envelope.errorCode).toBe('403');
    expect(data<Page>(call(c.subChannelList, { session: sessionOf('13800000016') })).total).toBe(0);
  });

  it('checks invite codes and takes an application from a new phone, listed under the inviter', () => {
    const newcomer: MockSession = { newPhone: '13900001234' };
    acceptAgreement(newcomer);
    expect(data(call(c.checkInviteRel, { query: { inviteCode: 'inv11demo' }, session: newcomer }))).toMatchObject({ channelName: '安衡咨询' });
    expect(call(c.checkInviteRel, { query: { inviteCode: 'INV12DEMO' }, session: newcomer }).envelope.errorCode).toBe('16403');
    expect(call(c.checkInviteRel, { query: { inviteCode: 'INV11DEMO' }, session: anheng }).envelope.errorCode).toBe('16410');
    expect(call(c.addChannelInfo, { body: { ...APPLICATION }, session: newcomer }).envelope.errorCode).toBe('16412');
    expect(call(c.addChannelInfo, { body: { ...APPLICATION, creditCode: '91330106MA2YQ8J01X' }, session: newcomer }).envelope.errorCode).toBe('400');
    const applied = call(c.addChannelInfo, { body: { ...APPLICATION, inviteCode: 'INV11DEMO', file: LICENCE }, session: newcomer });
    expect(applied.envelope.success, applied.envelope.errorMsg).toBe(true);
    expect(data(applied)).toMatchObject({ approvalState: 'submitted', parentTenantCode: 'T-CH-ANHENG' });
    expect(auditEntries()[0]).toMatchObject({ area: 'partners', action: '申请入驻渠道' });
    expect(call(c.addChannelInfo, { body: { ...APPLICATION, file: LICENCE }, session: newcomer }).envelope.errorCode).toBe('16410');
    const own = data<Page>(call(c.subChannelList, { query: { approvalState: 'submitted' }, session: anheng }));
    expect(own.list.map((row) => [row.tenantZhName, row.managerPhone])).toEqual([['宁海数安科技有限公司', '13900001234']]);
  });
});
