/**
 * The consumerProjects mocks: answers validate against the contracts, a customer sees only its own
 * projects, the owner change and the urge interval follow the server's rules, and "finish all"
 * answers a job the page can follow.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { envelopeOf, type AnyContract } from '../../../domain/kernel/contract';
import { consumerProjectContracts as c, type ConsumerProjectItem } from '../../../domain/projects/consumerContracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import { consumerProjectsMockHandlers } from '../../../mock/consumerProjects';
import type { MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockRequest } from '../../../mock/lib/handler';
import { resetMockState } from '../../../mock/lib/state';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const pm = sessionOf('13800000021');
const executor = sessionOf('13800000023');
const ningbo = sessionOf('13800000026');
const consultant = sessionOf('13800000013');

const call = (contract: AnyContract, session: MockSession, request: Partial<MockRequest> = {}): MockAnswer => {
  const answer = consumerProjectsMockHandlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, session, ...request });
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return answer;
};

describe('consumerProjects mocks', () => {
  beforeEach(() => resetMockState());

  it("lists only the caller's tenant's projects, newest purchase first", () => {
    const mine = (call(c.consumerProjectList, pm).envelope.data as { list: ConsumerProjectItem[] }).list.map((p) => p.projectCode);
    expect(mine).toEqual(['PJ20261118QN0004', 'PJ20261020GM0002', 'PJ20261015RA0001', 'PJ20261015RA0005', 'PJ20261015RA0006', 'PJ20260901GI0003']);
    const theirs = (call(c.consumerProjectList, ningbo).envelope.data as { list: ConsumerProjectItem[] }).list.map((p) => p.projectCode);
    expect(theirs.sort()).toEqual(['PJ20261101PD0005', 'PJ20261101PD0006']);
    expect(call(c.consumerProjectDetail, ningbo, { query: { projectCode: 'PJ20261015RA0001' } }).envelope.errorCode).toBe('17501');
    expect(call(c.consumerProjectList, executor).envelope.errorCode).toBe('403');
  });

  it('changes the owner only to a PM or owner of the tenant', () => {
    expect(call(c.consumerUpdateCustomerOwner, pm, { body: { projectCode: 'PJ20261015RA0001', accountId: 'A-23' } }).envelope.errorCode).toBe(
      '17503',
    );
    const changed = call(c.consumerUpdateCustomerOwner, pm, { body: { projectCode: 'PJ20261015RA0001', accountId: 'A-41' } });
    expect((changed.envelope.data as ConsumerProjectItem).customerOwnerName).toBe('客户项目经理兼责任人');
  });

  it('refuses a second urge of one person within the interval, in Chinese', () => {
    const body = { projectCode: 'PJ20261015RA0001', accountId: 'A-23', urgeType: 'assets_task' };
    expect(call(c.consumerUrge, pm, { body }).envelope.success).toBe(true);
    const again = call(c.consumerUrge, pm, { body });
    expect(again.envelope.errorCode).toBe('17511');
    expect(again.envelope.errorMsg).toContain('催办过');
    expect(call(c.consumerUrge, consultant, { body: { ...body, accountId: 'A-22' } }).envelope.success).toBe(true);
    const mine = call(c.consumerMyUrges, executor, { query: {} }).envelope.data as { total: number };
    expect(mine.total).toBe(1);
  });

  it('finishes every task and answers a job the page can follow', () => {
    const job = call(c.consumerRoleAllFinish, pm, { body: { projectCode: 'PJ20261118QN0004' } }).envelope.data as { taskId: number };
    expect(call(c.consumerTaskDetail, pm, { query: { taskId: String(job.taskId) } }).envelope.data).toMatchObject({ status: 'succeeded' });
    expect(call(c.consumerTaskDetail, ningbo, { query: { taskId: String(job.taskId) } }).envelope.errorCode).toBe('17514');
  });
});
