/** The personnel rules of domain/personnel/rules.ts as tables: grant table, role changes, acting on members, last manager, membership machine. */
import { describe, expect, it } from 'vitest';
import type { TenantType } from '../../../domain/enums';
import { ERROR_MESSAGES, ErrorCode } from '../../../domain/errors';
import {
  actOnMemberRefusal,
  addRolesRefusal,
  grantableRoles,
  JOIN_ROLE_BY_TENANT_TYPE,
  joinMeaning,
  maskPhone,
  MEMBERSHIP_MACHINE,
  normalizeInviteCode,
  platformBelongingFor,
  removesLastManager,
  roleChangeRefusal,
  statusAfter,
} from '../../../domain/personnel/rules';
import { ROLE_TENANT_TYPE, type RoleCode } from '../../../domain/kernel/roles';
import type { AccessSubject } from '../../../domain/kernel/userInfo';

const NOT_GRANTABLE = ERROR_MESSAGES[ErrorCode.ROLE_NOT_GRANTABLE];

describe('the grant table', () => {
  const TABLE: [RoleCode[], TenantType, RoleCode[]][] = [
    [['consumer-pm'], 'customer', ['consumer-owner', 'consumer-executor', 'internal_auditor']],
    [['consumer-owner'], 'customer', []],
    [['consumer-executor'], 'customer', []],
    [['internal_auditor'], 'customer', []],
    [['channel-tenant-manager'], 'channel', ['channel-tenant-sub-manager', 'channel-owner', 'channel-executor']],
    [['channel-tenant-sub-manager'], 'channel', ['channel-owner', 'channel-executor']],
    [['channel-owner'], 'channel', []],
    [['channel-executor'], 'channel', []],
    [['cb-tenant-manager'], 'cb', ['cb-tenant-audit', 'cb-tenant-common-scheduler']],
    [['cb-tenant-audit'], 'cb', []],
    [['platform-manager'], 'platform', ['subPlatformManager', 'platform-delivery']],
    [['subPlatformManager'], 'platform', []],
    [['platform-delivery'], 'platform', []],
    // Roles of another tenant type grant nothing here.
    [['consumer-pm'], 'channel', []],
    [['consumer-pm', 'consumer-owner'], 'customer', ['consumer-owner', 'consumer-executor', 'internal_auditor']],
  ];
  it.each(TABLE)('%j in a %s tenant grants %j', (caller, tenantType, expected) => {
    expect(grantableRoles(caller, tenantType)).toEqual(expected);
  });

  it('never grants a manager role, nor a role of another tenant type', () => {
    for (const [caller, tenantType] of TABLE)
      for (const role of grantableRoles(caller, tenantType)) {
        expect(ROLE_TENANT_TYPE[role]).toBe(tenantType);
        expect(['consumer-pm', 'channel-tenant-manager', 'cb-tenant-manager', 'platform-manager']).not.toContain(role);
      }
  });

  it.each([
    [['consumer-pm'], 'customer', ['consumer-executor'], undefined],
    [['consumer-pm'], 'customer', ['consumer-pm'], NOT_GRANTABLE],
    [['consumer-pm'], 'customer', [], ERROR_MESSAGES[ErrorCode.ROLES_REQUIRED]],
    [['channel-tenant-sub-manager'], 'channel', ['channel-tenant-sub-manager'], NOT_GRANTABLE],
    [['channel-tenant-sub-manager'], 'channel', ['channel-tenant-manager'], NOT_GRANTABLE],
    [['channel-tenant-manager'], 'channel', ['channel-owner', 'channel-tenant-sub-manager'], undefined],
  ] as [RoleCode[], TenantType, RoleCode[], string | undefined][])('adding: %j in %s giving %j → %s', (caller, type, roles, expected) => {
    expect(addRolesRefusal(caller, type, roles)).toBe(expected);
  });
});

describe('role changes keep what the caller cannot grant', () => {
  it.each([
    [['consumer-pm'], ['consumer-executor'], ['consumer-owner'], undefined],
    [['consumer-pm'], ['consumer-pm', 'consumer-owner'], ['consumer-pm', 'internal_auditor'], undefined],
    [['consumer-pm'], ['consumer-pm', 'consumer-owner'], ['consumer-owner'], NOT_GRANTABLE],
    [['consumer-pm'], ['consumer-executor'], [], ERROR_MESSAGES[ErrorCode.ROLES_REQUIRED]],
    [['channel-tenant-sub-manager'], ['channel-executor'], ['channel-tenant-manager'], NOT_GRANTABLE],
    [['channel-tenant-manager'], ['channel-executor'], ['channel-tenant-sub-manager'], undefined],
  ] as [RoleCode[], RoleCode[], RoleCode[], string | undefined][])('%j changing %j to %j → %s', (caller, before, after, expected) => {
    const type = ROLE_TENANT_TYPE[caller[0]];
    expect(roleChangeRefusal(caller, type, before, after)).toBe(expected);
  });
});

describe('acting on a member', () => {
  it.each([
    ['A-1', ['channel-tenant-sub-manager'], 'A-2', ['channel-tenant-manager'], ErrorCode.MEMBER_OUTRANKS],
    ['A-1', ['channel-tenant-manager'], 'A-2', ['channel-tenant-manager'], undefined],
    ['A-1', ['channel-tenant-manager'], 'A-2', ['channel-tenant-sub-manager'], undefined],
    ['A-1', ['channel-tenant-sub-manager'], 'A-2', ['channel-tenant-sub-manager'], undefined],
    ['A-1', ['consumer-pm'], 'A-1', ['consumer-pm'], ErrorCode.SELF_CHANGE_REFUSED],
  ] as [string, RoleCode[], string, RoleCode[], ErrorCode | undefined][])('%s %j on %s %j', (callerId, callerRoles, memberId, memberRoles, code) => {
    expect(actOnMemberRefusal({ accountId: callerId, roles: callerRoles }, { accountId: memberId, roles: memberRoles })).toBe(
      code ? ERROR_MESSAGES[code] : undefined,
    );
  });
});

describe('the last manager', () => {
  it.each([
    [['A-11'], 'A-11', 'disabled', ['channel-tenant-manager'], true],
    [['A-11'], 'A-11', 'active', ['channel-owner'], true],
    [['A-11'], 'A-11', 'active', ['channel-tenant-manager', 'channel-owner'], false],
    [['A-11', 'A-16'], 'A-11', 'disabled', ['channel-tenant-manager'], false],
    [['A-11'], 'A-14', 'disabled', ['channel-executor'], false],
  ] as [string[], string, 'active' | 'disabled', RoleCode[], boolean][])(
    'managers %j, %s becomes %s %j → %s',
    (managers, accountId, status, roles, expected) => {
      expect(removesLastManager('channel', managers, { accountId }, { status, roles })).toBe(expected);
    },
  );
});

describe('the membership machine', () => {
  const subject = (roleCode: RoleCode): AccessSubject => ({
    roleDTOs: [{ roleCode }],
    tenantDTO: { type: 'customer', approvalState: 'success' },
    closeTabKeys: [],
    accountBelongToPlatformType: null,
  });
  const pm = subject('consumer-pm');
  const executor = subject('consumer-executor');
  it.each([
    ['pending', 'accept', 'active'],
    ['pending', 'reject', 'rejected'],
    ['active', 'disable', 'disabled'],
    ['disabled', 'enable', 'active'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(MEMBERSHIP_MACHINE.refusal(from, action, pm)).toBeNull();
    expect(statusAfter(from, action)).toBe(to);
    expect(MEMBERSHIP_MACHINE.refusal(from, action, executor)).toBeTruthy();
  });
  it.each([
    ['active', 'accept'],
    ['rejected', 'accept'],
    ['disabled', 'disable'],
    ['pending', 'disable'],
    ['rejected', 'enable'],
  ] as const)('refuses %s --%s-->', (from, action) => {
    expect(MEMBERSHIP_MACHINE.refusal(from, action, pm)).toBeTruthy();
  });
});

describe('joining and small helpers', () => {
  it('asks for the least role of each tenant type; the platform takes no requests', () => {
    expect(JOIN_ROLE_BY_TENANT_TYPE).toEqual({ customer: 'consumer-executor', channel: 'channel-executor', cb: 'cb-tenant-audit', platform: null });
    expect(joinMeaning('示例科技有限公司', 'consumer-executor')).toContain('客户执行人');
    expect(joinMeaning('平台运营中心', null)).toContain('不接受');
  });
  it('masks phones, normalizes codes, derives the platform belonging', () => {
    expect(maskPhone('13800000021')).toBe('138****0021');
    expect(maskPhone(null)).toBe('');
    expect(normalizeInviteCode(' inv21demo ')).toBe('INV21DEMO');
    expect(platformBelongingFor(['subPlatformManager'])).toBe('subPlatform');
    expect(platformBelongingFor(['platform-delivery'])).toBe('platform');
    expect(platformBelongingFor(['subPlatformManager', 'platform-delivery'])).toBe('platform');
  });
});
