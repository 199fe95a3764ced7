/** The projects area's rules (domain/projects/rules.ts) as tables: who sees which scope, the four machines, money and urges. */
import { describe, expect, it } from 'vitest';
import {
  allowedScopes,
  canWithdrawGroup,
  customerTasksOf,
  DISTRIBUTE_MACHINE,
  defaultScope,
  GROUP_MACHINE,
  managesDelivery,
  nextUrgeAt,
  PROJECT_MACHINE,
  type ProjectState,
  progressOf,
  purchasePoints,
  seesProject,
  TASK_MACHINE,
} from '../../../domain/projects/rules';
import { DEFAULT_STEPS } from '../../../domain/products/rules';
import { subjectOf } from '../fixtures';

const channel = (role: Parameters<typeof subjectOf>[0][number]) => subjectOf([role], { tenantDTO: { type: 'channel', approvalState: 'success' } });
const manager = channel('channel-tenant-manager');
const subManager = channel('channel-tenant-sub-manager');
const owner = channel('channel-owner');
const executor = channel('channel-executor');
const delivery = subjectOf(['platform-delivery'], { tenantDTO: { type: 'platform', approvalState: 'success' } });
const pm = subjectOf(['consumer-pm']);
const customerOwner = subjectOf(['consumer-owner']);
const customerExecutor = subjectOf(['consumer-executor']);
const finance = subjectOf(['subPlatformManager'], { tenantDTO: { type: 'platform', approvalState: 'success' } });
const pendingManager = subjectOf(['channel-tenant-manager'], { tenantDTO: { type: 'channel', approvalState: 'submitted' } });

describe('who delivers and who sees', () => {
  it.each([
    ['channel tenant manager', manager, true, ['my', 'transform', 'all'], 'all'],
    ['channel sub-manager', subManager, true, ['my', 'transform', 'all'], 'all'],
    ['channel owner', owner, false, ['my', 'transform'], 'my'],
    ['channel executor', executor, false, ['my', 'transform'], 'my'],
    ['platform delivery', delivery, true, ['my', 'transform', 'all'], 'all'],
    ['customer PM', pm, false, [], 'my'],
    ['a channel not yet admitted', pendingManager, false, [], 'my'],
  ] as const)('%s: manages %s, scopes %j, default %s', (_, subject, manages, scopes, fallback) => {
    expect(managesDelivery(subject)).toBe(manages);
    expect(allowedScopes(subject)).toEqual(scopes);
    expect(defaultScope(subject)).toBe(fallback);
  });

  const dispatched = { consultantAccountId: 'A-13', transferred: false };
  const transferred = { consultantAccountId: 'A-14', transferred: true };
  it.each([
    [dispatched, 'A-13', false, 'my', true],
    [dispatched, 'A-13', false, 'transform', false],
    [dispatched, 'A-14', false, 'my', false],
    [transferred, 'A-14', false, 'transform', true],
    [transferred, 'A-14', false, 'my', false],
    [transferred, 'A-13', false, 'transform', false],
    [dispatched, 'A-14', false, 'all', false],
    [dispatched, 'A-11', true, 'all', true],
  ] as const)('%j seen by %s (manager %s) under %s: %s', (project, accountId, manages, scope, seen) => {
    expect(seesProject(project, { accountId, manages }, scope)).toBe(seen);
  });
});

describe('project machine', () => {
  it.each([
    ['empty', owner, ['initSvip', 'start']],
    ['empty', manager, ['initSvip', 'start']],
    ['empty', pm, []],
    ['inhand', executor, ['initSvip', 'submitAudit']],
    ['inhand', pm, ['submitSvip']],
    ['inhand', customerOwner, ['submitSvip']],
    ['inhand', customerExecutor, []],
    ['consumerSubmitSvipData', owner, ['returnSvip', 'submitAudit']],
    ['audit', owner, []],
    ['audit', subManager, ['rejectAudit', 'finish']],
    ['audit', delivery, ['rejectAudit', 'finish']],
    ['finished', manager, []],
  ] as const)('%s offers %j', (state, subject, actions) => {
    expect(PROJECT_MACHINE.allowedActions(state, subject).map((move) => move.action)).toEqual(actions);
  });

  it.each([
    ['finished', 'start', manager, '项目当前为“已完成”，不能开始实施'],
    ['audit', 'finish', owner, '你没有权限审核通过该项目'],
    ['inhand', 'submitSvip', customerExecutor, '你没有权限提交企业资料该项目'],
    ['audit', 'finish', manager, null],
  ] as const)('%s, %s by a %s: %s', (state, action, subject, refusal) => {
    expect(PROJECT_MACHINE.refusal(state, action, subject)).toBe(refusal);
  });
});

describe('dispatch, task and group machines', () => {
  it.each([
    ['undispatch', manager, ['dispatch']],
    ['undispatch', owner, []],
    ['dispatched', subManager, ['reassign', 'recall']],
    ['dispatched', delivery, ['reassign', 'recall']],
    ['dispatched', executor, []],
  ] as const)('dispatch %s offers %j', (state, subject, actions) => {
    expect(DISTRIBUTE_MACHINE.allowedActions(state, subject).map((move) => move.action)).toEqual(actions);
  });

  it.each([
    ['notsubmit', customerExecutor, ['submit']],
    ['notsubmit', pm, ['submit', 'finish']],
    ['submited', customerExecutor, []],
    ['submited', customerOwner, ['return', 'finish']],
    ['finished', pm, []],
  ] as const)('task %s offers %j', (state, subject, actions) => {
    expect(TASK_MACHINE.allowedActions(state, subject).map((move) => move.action)).toEqual(actions);
  });

  it('the server itself may finish every task (finishing all roles’ work)', () => {
    expect(TASK_MACHINE.refusal('notsubmit', 'finish', null)).toBeNull();
    expect(TASK_MACHINE.refusal('submited', 'finish', null)).toBeNull();
  });

  it.each([
    [finance, 'active', null],
    [manager, 'active', '你没有权限撤销并退款该项目组'],
    [finance, 'withdrawn', '项目组当前为“已撤销”，不能撤销并退款'],
  ] as const)('withdrawing a group: %#', (subject, state, refusal) => {
    expect(GROUP_MACHINE.refusal(state, 'withdraw', subject)).toBe(refusal);
  });

  it.each([
    [['empty', 'empty'], true],
    [['empty', 'inhand'], false],
    [['finished'], false],
    [[], true],
  ] as [ProjectState[], boolean][])('a group of %j may be withdrawn: %s', (states, allowed) => {
    expect(canWithdrawGroup(states)).toBe(allowed);
  });
});

describe('money, progress, tasks, urges', () => {
  it('a purchase costs the unit price times the projects', () => {
    expect(purchasePoints(1_615, 3)).toBe(4_845);
  });

  it.each([
    [0, 6, 0],
    [2, 6, 33],
    [6, 6, 100],
    [7, 6, 100],
    [1, 0, 0],
  ])('%i of %i steps is %i%%', (done, total, percent) => expect(progressOf(done, total)).toBe(percent));

  it('the customer’s tasks are the delivery steps its roles own, numbered by step', () => {
    expect(customerTasksOf(DEFAULT_STEPS.riskAssessment)).toEqual([
      { stepNo: 1, title: '业务资产识别', roleCode: 'consumer-pm' },
      { stepNo: 2, title: '系统资产与组件识别', roleCode: 'consumer-executor' },
    ]);
    expect(customerTasksOf(DEFAULT_STEPS.gapAnalysis)).toEqual([]);
  });

  it('one may urge again only after the interval', () => {
    const last = new Date('2026-11-24T08:00:00Z');
    expect(nextUrgeAt(null, last, 60)).toBeNull();
    expect(nextUrgeAt(last, new Date('2026-11-24T08:30:00Z'), 60)).toEqual(new Date('2026-11-24T09:00:00Z'));
    expect(nextUrgeAt(last, new Date('2026-11-24T09:00:00Z'), 60)).toBeNull();
  });
});
