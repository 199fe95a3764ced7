/** The delivery rules (domain/projects/delivery.ts) as tables: relations, move and dispatch refusals, eligible consultants, step states. */
import { describe, expect, it } from 'vitest';
import {
  consultantRolesFor,
  deliveryActions,
  deliveryMoveRefusal,
  deliveryRelation,
  distributeRefusal,
  groupProgress,
  groupState,
  isEligibleConsultant,
  stepStates,
} from '../../../domain/projects/delivery';
import type { AccessSubject } from '../../../domain/kernel/userInfo';

const subject = (role: string, type: 'channel' | 'platform' = 'channel'): AccessSubject =>
  ({
    roleDTOs: [{ roleCode: role }],
    tenantDTO: { type, approvalState: 'success' },
    closeTabKeys: [],
    accountBelongToPlatformType: null,
  }) as AccessSubject;
const viewer = (accountId: string, tenantCode: string, role: string, type: 'channel' | 'platform' = 'channel') => ({
  accountId,
  tenantCode,
  subject: subject(role, type),
});

const MANAGER = viewer('A-11', 'T-CH', 'channel-tenant-manager');
const OWNER = viewer('A-13', 'T-CH', 'channel-owner');
const EXECUTOR = viewer('A-14', 'T-CH', 'channel-executor');
const DELIVERY = viewer('A-03', 'T-PF', 'platform-delivery', 'platform');
const OTHER = viewer('A-99', 'T-OTHER', 'channel-tenant-manager');

const own = {
  tenantCode: 'T-CH',
  deliveryTenantCode: 'T-CH',
  consultantAccountId: 'A-13',
  transferred: false,
  state: 'inhand' as const,
  distributeStatus: 'dispatched' as const,
  groupActive: true,
};
const platform = { ...own, deliveryTenantCode: 'T-PF', consultantAccountId: 'A-03' };

describe('deliveryRelation', () => {
  it.each([
    ['channel manager, own project', own, MANAGER, 'manager'],
    ['holder', own, OWNER, 'consultant'],
    ['colleague', own, EXECUTOR, 'none'],
    ['another channel', own, OTHER, 'none'],
    ['platform delivery on a channel project', own, DELIVERY, 'none'],
    ['platform delivery on its project', platform, DELIVERY, 'manager'],
    ['buying channel on a platform project', platform, MANAGER, 'buyer'],
    ['channel consultant on a platform project', platform, OWNER, 'none'],
  ] as const)('%s', (_, project, who, expected) => {
    expect(deliveryRelation(project, who)).toBe(expected);
  });
});

describe('deliveryMoveRefusal and deliveryActions', () => {
  it('the holder submits for audit, never accepts it; the manager accepts', () => {
    expect(deliveryMoveRefusal(own, 'submitAudit', OWNER)).toBeNull();
    expect(deliveryMoveRefusal({ ...own, state: 'audit' }, 'finish', OWNER)?.kind).toBe('state');
    expect(deliveryMoveRefusal({ ...own, state: 'audit' }, 'finish', MANAGER)).toBeNull();
    expect(deliveryActions({ ...own, state: 'audit' }, OWNER)).toEqual([]);
    expect(
      deliveryActions({ ...own, state: 'audit' }, MANAGER)
        .map((a) => a.action)
        .sort(),
    ).toEqual(['finish', 'rejectAudit']);
  });
  it('refuses a colleague, the buyer of a platform project, a withdrawn group and an undispatched project', () => {
    expect(deliveryMoveRefusal(own, 'submitAudit', EXECUTOR)?.kind).toBe('notYours');
    expect(deliveryMoveRefusal(platform, 'submitAudit', MANAGER)?.kind).toBe('notDelivery');
    expect(deliveryMoveRefusal({ ...own, groupActive: false }, 'submitAudit', OWNER)?.kind).toBe('withdrawn');
    expect(
      deliveryMoveRefusal({ ...own, state: 'empty', distributeStatus: 'undispatch', consultantAccountId: null }, 'start', MANAGER)?.message,
    ).toContain('尚未分派');
  });
  it("answers the machine's Chinese message for a move from the wrong state", () => {
    expect(deliveryMoveRefusal({ ...own, state: 'finished' }, 'start', OWNER)?.message).toBe('项目当前为“已完成”，不能开始实施');
  });
});

describe('distributeRefusal', () => {
  it.each([
    [
      'manager dispatches an undispatched project',
      { ...own, distributeStatus: 'undispatch' as const, consultantAccountId: null },
      'dispatch',
      MANAGER,
      'A-13',
      null,
    ],
    ['consultant may not', own, 'reassign', OWNER, 'A-14', 'manageOnly'],
    ['another channel may not', own, 'recall', OTHER, null, 'notDelivery'],
    ['buyer of a platform project may not', platform, 'recall', MANAGER, null, 'notDelivery'],
    ['withdrawn group', { ...own, groupActive: false }, 'recall', MANAGER, null, 'withdrawn'],
    ['dispatch twice', own, 'dispatch', MANAGER, 'A-14', 'state'],
    ['reassign to the same consultant', own, 'reassign', MANAGER, 'A-13', 'same'],
    ['platform delivery reassigns its project', platform, 'recall', DELIVERY, null, null],
    ['a finished project stays', { ...own, state: 'finished' as const }, 'recall', MANAGER, null, 'state'],
  ] as const)('%s', (_, project, action, who, to, kind) => {
    expect(distributeRefusal(project, action, who, to)?.kind ?? null).toBe(kind);
  });
});

describe('consultants', () => {
  it('by delivery tenant type, active members only', () => {
    expect(consultantRolesFor('channel')).toEqual(['channel-owner', 'channel-executor']);
    expect(consultantRolesFor('platform')).toEqual(['platform-delivery']);
    expect(consultantRolesFor('customer')).toEqual([]);
    expect(isEligibleConsultant({ status: 'active', roleCodes: ['channel-executor'] }, 'channel')).toBe(true);
    expect(isEligibleConsultant({ status: 'disabled', roleCodes: ['channel-executor'] }, 'channel')).toBe(false);
    expect(isEligibleConsultant({ status: 'active', roleCodes: ['channel-tenant-sub-manager'] }, 'channel')).toBe(false);
  });
});

describe('step states and group summaries', () => {
  it.each([
    [4, 0, 'empty', ['pending', 'pending', 'pending', 'pending']],
    [4, 0, 'inhand', ['current', 'pending', 'pending', 'pending']],
    [4, 50, 'inhand', ['done', 'done', 'current', 'pending']],
    [4, 75, 'audit', ['done', 'done', 'done', 'current']],
    [4, 10, 'finished', ['done', 'done', 'done', 'done']],
    [3, 100, 'audit', ['done', 'done', 'done']],
  ] as const)('%i steps at %i%% %s', (count, progress, state, expected) => {
    expect(stepStates(count, progress, state)).toEqual(expected);
  });
  it('group progress is the average, the state the least advanced', () => {
    expect(groupProgress([])).toBe(0);
    expect(groupProgress([25, 50])).toBe(37);
    expect(groupState(['finished', 'audit', 'inhand'])).toBe('inhand');
    expect(groupState([])).toBe('empty');
  });
});
