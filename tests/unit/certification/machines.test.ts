import { describe, expect, it } from 'vitest';
import { AUDIT_MACHINE, CERT_PROJECT_MACHINE, certProjectViewer, teamCountedDays } from '../../../domain/certification/rules';

const as = (...roles: string[]) =>
  ({
    roleDTOs: roles.map((roleCode) => ({ roleCode })),
    tenantDTO: { type: roles[0]!.startsWith('cb') ? 'cb' : roles[0]!.startsWith('channel') ? 'channel' : 'platform', approvalState: 'success' },
    closeTabKeys: [],
    accountBelongToPlatformType: null,
  }) as never;

const manager = as('cb-tenant-manager');
const scheduler = as('cb-tenant-common-scheduler');
const auditor = as('cb-tenant-audit');

describe('CERT_PROJECT_MACHINE', () => {
  it.each([
    ['applied', 'accept', 'accepted'],
    ['applied', 'decline', 'declined'],
    ['accepted', 'review', 'reviewed'],
    ['reviewed', 'review', 'reviewed'],
    ['reviewed', 'programme', 'programmed'],
    ['programmed', 'programme', 'programmed'],
    ['programmed', 'withdraw', 'withdrawn'],
  ] as const)('%s --%s--> %s by a planner', (from, action, to) => {
    expect(CERT_PROJECT_MACHINE.assertMove(from, action, scheduler)).toBe(to);
    expect(CERT_PROJECT_MACHINE.assertMove(from, action, manager)).toBe(to);
  });

  it.each([
    ['applied', 'review', '认证项目当前为“待受理”，不能合同评审'],
    ['accepted', 'programme', '认证项目当前为“已受理”，不能生成审核方案'],
    ['declined', 'accept', '认证项目当前为“已拒绝”，不能受理'],
    ['withdrawn', 'withdraw', '认证项目当前为“已终止”，不能终止项目'],
  ] as const)('%s refuses %s', (from, action, message) => {
    expect(CERT_PROJECT_MACHINE.refusal(from, action, manager)).toBe(message);
  });

  it('an auditor cannot accept; only the server starts the technical review', () => {
    expect(CERT_PROJECT_MACHINE.refusal('applied', 'accept', auditor)).toBe('你没有权限受理该认证项目');
    expect(CERT_PROJECT_MACHINE.refusal('programmed', 'startTechnicalReview', manager)).toBe('你没有权限提交技术评审该认证项目');
    expect(CERT_PROJECT_MACHINE.assertMove('programmed', 'startTechnicalReview', null)).toBe('technicalReview');
    expect(CERT_PROJECT_MACHINE.assertMove('technicalReview', 'certify', auditor)).toBe('certified');
  });

  it('a planner is offered accept and decline on a new application', () => {
    expect(CERT_PROJECT_MACHINE.allowedActions('applied', scheduler).map((m) => m.action)).toEqual(['accept', 'decline', 'withdraw']);
    expect(CERT_PROJECT_MACHINE.allowedActions('applied', auditor)).toEqual([]);
  });
});

describe('AUDIT_MACHINE', () => {
  it('planned → scheduled → inProgress → completed → closed', () => {
    expect(AUDIT_MACHINE.assertMove('planned', 'publish', scheduler)).toBe('scheduled');
    expect(AUDIT_MACHINE.assertMove('scheduled', 'start', auditor)).toBe('inProgress');
    expect(AUDIT_MACHINE.assertMove('inProgress', 'complete', auditor)).toBe('completed');
    expect(AUDIT_MACHINE.assertMove('completed', 'close', null)).toBe('closed');
    expect(AUDIT_MACHINE.refusal('inProgress', 'publish', scheduler)).toBe('审核当前为“审核中”，不能发布排期');
    expect(AUDIT_MACHINE.refusal('planned', 'publish', auditor)).toBe('你没有权限发布排期该审核');
  });
});

describe('who sees certification projects', () => {
  it.each([
    [['cb-tenant-manager'], 'T-CB', 'planner'],
    [['cb-tenant-common-scheduler'], 'T-CB', 'planner'],
    [['cb-tenant-audit'], 'T-CB', 'auditor'],
    [['channel-tenant-manager'], 'T-CH', 'channel'],
    [['channel-tenant-sub-manager'], 'T-CH', 'channel'],
    [['platform-delivery'], 'T-PLAT', 'delivery'],
    [['consumer-pm'], 'T-CU', 'none'],
  ] as const)('%j → %s', (roles, tenant, kind) => {
    expect(certProjectViewer(as(...roles), tenant).kind).toBe(kind);
  });
});

it('only leader and auditor days count', () => {
  expect(
    teamCountedDays([
      { role: 'leader', days: 2 },
      { role: 'auditor', days: 1.5 },
      { role: 'trainee', days: 2 },
      { role: 'expert', days: 1 },
    ]),
  ).toBe(3.5);
});
