/** The customer side's rules (domain/projects/consumer.ts) as tables. */
import { describe, expect, it } from 'vitest';
import {
  checkSvipData,
  contentRootNodes,
  isCustomerLead,
  mayOwnProject,
  mayUrgeAtAll,
  svipMissingMessage,
  taskActions,
  taskWaitingFor,
  urgeTooSoonMessage,
} from '../../../domain/projects/consumer';
import type { AccessSubject } from '../../../domain/kernel/userInfo';

const subject = (type: 'customer' | 'channel', ...roles: string[]): AccessSubject =>
  ({
    roleDTOs: roles.map((roleCode) => ({ roleCode })),
    tenantDTO: { type, approvalState: 'success' },
    closeTabKeys: [],
  }) as unknown as AccessSubject;

describe('who leads and who may urge', () => {
  it.each([
    [subject('customer', 'consumer-pm'), true, true],
    [subject('customer', 'consumer-owner'), true, true],
    [subject('customer', 'internal_auditor'), false, true],
    [subject('customer', 'consumer-executor'), false, false],
    [subject('channel', 'channel-owner'), false, true],
    [subject('channel', 'channel-tenant-manager'), false, true],
  ])('%#', (who, lead, urge) => {
    expect(isCustomerLead(who)).toBe(lead);
    expect(mayUrgeAtAll(who)).toBe(urge);
  });

  it('owners are PMs or owners', () => {
    expect(mayOwnProject(['consumer-owner'])).toBe(true);
    expect(mayOwnProject(['consumer-pm', 'internal_auditor'])).toBe(true);
    expect(mayOwnProject(['consumer-executor'])).toBe(false);
  });
});

describe('tasks', () => {
  const task = (status: 'notsubmit' | 'submited' | 'finished', accountId: string | null = 'A-23') => ({
    roleCode: 'consumer-executor' as const,
    accountId,
    status,
  });

  it('says what a task waits for', () => {
    expect(taskWaitingFor(task('notsubmit', null), '')).toBe('等待指派客户执行人');
    expect(taskWaitingFor(task('notsubmit'), '客户执行人')).toBe('等待 客户执行人 提交');
    expect(taskWaitingFor(task('submited'), '')).toContain('确认完成');
    expect(taskWaitingFor(task('finished'), '')).toBe('已完成');
  });

  it('offers submit to the assignee, return and finish to the PM', () => {
    expect(taskActions(task('notsubmit'), subject('customer', 'consumer-executor'), 'A-23')).toEqual(['submit']);
    expect(taskActions(task('notsubmit'), subject('customer', 'consumer-executor'), 'A-99')).toEqual([]);
    expect(taskActions(task('submited'), subject('customer', 'consumer-pm'), 'A-21').sort()).toEqual(['finish', 'return']);
    expect(taskActions(task('finished'), subject('customer', 'consumer-pm'), 'A-21')).toEqual([]);
  });
});

describe('content root nodes', () => {
  const steps = [
    { name: '准备', description: '', ownerRole: 'channel-owner' as const, days: 1 },
    { name: '业务资产识别', description: '', ownerRole: 'consumer-pm' as const, days: 1 },
    { name: '系统资产识别', description: '', ownerRole: 'consumer-executor' as const, days: 1 },
    { name: '报告', description: '', ownerRole: 'channel-owner' as const, days: 1 },
  ];
  it('marks done steps by progress and task status, the first open one current', () => {
    const nodes = contentRootNodes(
      steps,
      25,
      [
        { stepNo: 1, status: 'finished' },
        { stepNo: 2, status: 'submited' },
      ],
      false,
    );
    expect(nodes.map((n) => [n.side, n.status])).toEqual([
      ['channel', 'done'],
      ['customer', 'done'],
      ['customer', 'current'],
      ['channel', 'pending'],
    ]);
    expect(contentRootNodes(steps, 0, [], true).every((n) => n.status === 'done')).toBe(true);
  });
});

describe('the company information', () => {
  it('keeps only known components and names the missing required ones', () => {
    const { clean, missing } = checkSvipData('gov', { companyName: ' 示例科技 ', bogus: 'x', headcount: 20 });
    expect(clean).toEqual({ companyName: '示例科技', headcount: 20 });
    expect(missing).toContain('统一社会信用代码');
    expect(missing).not.toContain('公司全称');
    expect(svipMissingMessage(['甲', '乙'])).toBe('企业资料填写不完整：请填写“甲”、“乙”');
    expect(svipMissingMessage(['1', '2', '3', '4', '5', '6', '7'])).toContain('等 7 项');
  });
});

it('the urge refusal names the person and the next allowed time in China time', () => {
  const message = urgeTooSoonMessage('客户执行人', new Date('2026-11-24T01:00:00Z'), new Date('2026-11-24T02:00:00Z'));
  expect(message).toBe('已于 2026-11-24 09:00:00 催办过 客户执行人，同一人同一项目请在 2026-11-24 10:00:00 之后再催办');
});
