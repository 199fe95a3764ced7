/**
 * The equity mocks: the same rules as the server (one open application, a higher level only, the
 * licence accepted to submit, a rejection needs a reason, the machine's moves), answers valid
 * against the contracts, the channel manager and the platform's reviewers only.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type AnyContract, envelopeOf } from '../../../domain/kernel/contract';
import { type EquityApplication, equityContracts as c, type MyEquity } from '../../../domain/equity/contracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { equityMockHandlers, resetEquityMockState } from '../../../mock/equity';
import type { MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockRequest } from '../../../mock/lib/handler';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((account) => account.phone === phone)! });
const channel = sessionOf('13800000011');
const platform = sessionOf('13800000001');
const call = (contract: AnyContract, request: Partial<MockRequest> = {}): MockAnswer => {
  const answer = equityMockHandlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, session: channel, ...request });
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return answer;
};
const mine = () => call(c.myEquity).envelope.data as MyEquity;

beforeEach(() => resetEquityMockState());

describe('equity mocks', () => {
  it('refuse the sub-manager, customers and the platform on the channel side, the channel on the platform side', () => {
    expect(call(c.myEquity, { session: sessionOf('13800000012') }).envelope.errorCode).toBe('403');
    expect(call(c.myEquity, { session: sessionOf('13800000021') }).envelope.errorCode).toBe('403');
    expect(call(c.applyEquity, { session: platform, body: { levelCode: 'gold', reason: '测试' } }).envelope.errorCode).toBe('403');
    expect(call(c.platformEquityList, { query: {} }).envelope.errorCode).toBe('403');
  });

  it('show 安衡咨询 at 银牌 with the 金牌 application waiting, and refuse a second one', () => {
    expect(mine()).toMatchObject({ levelCode: 'silver', discountPercent: 95 });
    expect(mine().applications[0]).toMatchObject({ applicationCode: 'EQ-DEMO-0002', state: 'submitted' });
    expect(call(c.applyEquity, { body: { levelCode: 'strategic', reason: '再申请' } }).envelope.errorCode).toBe('16602');
    expect(call(c.applyEquity, { body: { levelCode: 'silver', reason: '同级' } }).envelope.errorCode).toBe('16603');
  });

  it('withdraw, submit with the licence, approve: the level changes and the review list follows', () => {
    expect(call(c.withdrawEquity, { body: { applicationCode: 'EQ-DEMO-0002' } }).envelope.data).toMatchObject({ state: 'inhand' });
    expect(call(c.applyEquity, { body: { levelCode: 'gold', reason: '说明', submit: true } }).envelope.errorCode).toBe('16604');
    const submitted = call(c.applyEquity, { body: { levelCode: 'gold', reason: '说明', submit: true, licenceVersion: 1 } });
    expect(submitted.envelope.data).toMatchObject({ applicationCode: 'EQ-DEMO-0002', state: 'submitted', licenceVersion: 1 });
    expect(call(c.reviewEquity, { session: platform, body: { applicationCode: 'EQ-DEMO-0002', decision: 'reject' } }).envelope.errorCode).toBe(
      '16605',
    );
    const approved = call(c.reviewEquity, { session: platform, body: { applicationCode: 'EQ-DEMO-0002', decision: 'approve' } });
    expect(approved.envelope.data).toMatchObject({ state: 'success', reviewerName: '平台管理员' });
    expect(mine()).toMatchObject({ levelCode: 'gold', discountPercent: 90 });
    const list = call(c.platformEquityList, { session: platform, query: { state: 'submitted' } }).envelope.data as { list: EquityApplication[] };
    expect(list.list).toEqual([]);
  });
});
