/**
 * The channel delivery mocks (mock/projects.ts): answers validate against the contracts, the scopes
 * and boundaries are the server's (domain/projects/rules.ts, domain/projects/delivery.ts), and dispatch,
 * reassignment and recall change the shared project store with their history and timeline.
 */
import { describe, expect, it } from 'vitest';
import { envelopeOf, type AnyContract } from '../../../domain/kernel/contract';
import { channelProjectContracts as c, type ChannelGroupItem, type ChannelProjectItem } from '../../../domain/projects/contracts';
import { DEMO_ACCOUNTS } from '../../../domain/demo';
import type { MockSession } from '../../../mock/lib/demoSession';
import { contractKey, type MockAnswer, type MockRequest } from '../../../mock/lib/handler';
import { projectsMockDownloads, projectsMockHandlers } from '../../../mock/projects';

const sessionOf = (phone: string): MockSession => ({ account: DEMO_ACCOUNTS.find((a) => a.phone === phone)! });
const manager = sessionOf('13800000011');
const owner = sessionOf('13800000013');
const executor = sessionOf('13800000014');
const delivery = sessionOf('13800000003');
const pm = sessionOf('13800000021');

const call = (contract: AnyContract, session: MockSession, request: Partial<MockRequest> = {}): MockAnswer => {
  const answer = projectsMockHandlers[contractKey(contract)]({ query: {}, body: undefined, params: {}, session, ...request });
  const parsed = envelopeOf(contract.response).safeParse(answer.envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues ?? [])).toBe(true);
  return answer;
};
const groups = (answer: MockAnswer) => (answer.envelope.data as { list: ChannelGroupItem[] }).list.map((item) => item.groupCode).sort();
const projects = (answer: MockAnswer) => (answer.envelope.data as { list: ChannelProjectItem[] }).list.map((item) => item.projectCode);

describe('channel project mocks', () => {
  it('list groups by scope like the server', () => {
    expect(groups(call(c.channelListGroup, manager))).toHaveLength(5);
    expect(groups(call(c.channelListGroup, owner))).toEqual(['PG20260901GI0003', 'PG20261015RA0001']);
    expect(groups(call(c.channelListGroup, executor, { query: { scope: 'transform' } }))).toEqual(['PG20261020GM0002']);
    expect(groups(call(c.channelListGroup, delivery))).toEqual(['PG20261101PD0005']);
    expect(call(c.channelListGroup, owner, { query: { scope: 'all' } }).envelope.errorCode).toBe('17005');
    expect(call(c.channelListGroup, pm).envelope.errorCode).toBe('403');
  });

  it('dispatch, reassign and recall move the project and record history and timeline', () => {
    expect(projects(call(c.channelResourcePool, manager))).toEqual(['PJ20261118QN0004']);
    expect(call(c.channelResourcePool, owner).envelope.errorCode).toBe('17301');
    const dispatched = call(c.channelDispatch, manager, { body: { projectCode: 'PJ20261118QN0004', consultantAccountId: 'A-13' } });
    expect(dispatched.envelope.data).toMatchObject({ distributeStatus: 'dispatched', consultant: { accountId: 'A-13' } });
    expect(groups(call(c.channelListGroup, owner))).toContain('PG20261118QN0004');
    expect(
      call(c.channelUpdateTeacher, manager, { body: { projectCode: 'PJ20261118QN0004', consultantAccountId: 'A-14' } }).envelope.data,
    ).toMatchObject({ transferred: true });
    expect(call(c.channelRecall, manager, { body: { projectCode: 'PJ20261118QN0004' } }).envelope.data).toMatchObject({
      distributeStatus: 'undispatch',
    });
    const history = call(c.channelAssignmentList, manager, { query: { projectCode: 'PJ20261118QN0004' } }).envelope.data as {
      list: { kind: string }[];
    };
    expect(history.list.map((item) => item.kind)).toEqual(['recall', 'reassign', 'dispatch']);
    const detail = call(c.channelProjectGroupDetailInfo, manager, { query: { projectGroupCode: 'PG20261118QN0004' } }).envelope.data as {
      timeline: { type: string }[];
    };
    expect(detail.timeline[0].type).toBe('recall');
    expect(call(c.channelDispatch, manager, { body: { projectCode: 'PJ20261118QN0004', consultantAccountId: 'A-12' } }).envelope.errorCode).toBe(
      '17004',
    );
    expect(call(c.channelDispatch, manager, { body: { projectCode: 'PJ20261118QN0004' } }).envelope.errorCode).toBe('400');
  });

  it("state moves follow the machine; the consultant cannot read a colleague's project", () => {
    expect(call(c.channelProjectMove, owner, { body: { projectCode: 'PJ20261015RA0001', action: 'finish' } }).envelope.errorCode).toBe('17003');
    expect(call(c.channelProjectMove, owner, { body: { projectCode: 'PJ20261015RA0001', action: 'submitAudit' } }).envelope.data).toMatchObject({
      state: 'audit',
    });
    expect(call(c.channelProjectMove, manager, { body: { projectCode: 'PJ20261015RA0001', action: 'finish' } }).envelope.data).toMatchObject({
      state: 'finished',
      progress: 100,
    });
    expect(call(c.channelDetailInfo, executor, { query: { projectCode: 'PJ20261015RA0001' } }).envelope.errorCode).toBe('17001');
    const assets = call(c.channelDeliveryAssets, owner, { query: { projectCode: 'PJ20260901GI0003' } }).envelope.data as {
      steps: { state: string }[];
    };
    expect(assets.steps.every((step) => step.state === 'done')).toBe(true);
    expect(call(c.channelInitSvipData, delivery, { body: { projectCode: 'PJ20261101PD0005' } }).envelope.data).toMatchObject({ state: 'inhand' });
    expect(call(c.channelConsultantList, delivery).envelope.data).toMatchObject({ list: [{ accountId: 'A-03' }] });
    expect(projects(call(c.channelProjectList, manager, { query: { state: 'finished' } }))).toEqual(expect.arrayContaining(['PJ20260901GI0003']));
  });

  it('exports the administration list as a CSV file', () => {
    const answer = projectsMockDownloads[contractKey(c.channelProjectExport)]({ query: {}, body: undefined, params: {}, session: manager });
    expect('file' in answer && answer.file.fileName).toBe('项目列表.csv');
  });
});
