import { describe, expect, it } from 'vitest';
import { ACCESS_KEYS, SPEC_FLAGS, computeAccess, hiddenTabs, isTenantAdmitted, permissionPoints, type SpecFlag } from '../../domain/kernel/access';
import { ROLE_CODES, type RoleCode } from '../../domain/kernel/roles';
import { subjectOf } from './fixtures';

/** Spec §6 flag table, read per role: every flag a role holds (canReadPublic and canReadAoc are everyone's). */
const FLAGS_BY_ROLE: Record<RoleCode, SpecFlag[]> = {
  'platform-manager': [
    'canReadConsult',
    'canRoot',
    'canReadChannelManage',
    'canFinancialmanagement',
    'canReadPersonnelManage',
    'canReadPartnerManage',
  ],
  subPlatformManager: ['canReadChannelManage', 'canFinancialmanagement'],
  'platform-delivery': ['canReadDelivery', 'canReadPartnerManage'],
  'channel-tenant-manager': [
    'canReadConsult',
    'canReadPersonnelManage',
    'accountEquity',
    'channelTenantManagePermission',
    'clientDigitalCenterPermission',
    'channelAllProjectPermission',
    'channelDispatchProjectPermission',
    'canReadPartnerDashboard',
    'channelSubPartenerPermssion',
    'canReadPartnerManage',
  ],
  'channel-tenant-sub-manager': [
    'canReadConsult',
    'canReadPersonnelManage',
    'clientDigitalCenterPermission',
    'channelAllProjectPermission',
    'channelDispatchProjectPermission',
  ],
  'channel-owner': ['canReadConsult'],
  'channel-executor': ['canReadConsult'],
  'consumer-pm': ['canReadInterface', 'canReadPersonnelManage'],
  'consumer-owner': ['canReadInterface'],
  'consumer-executor': ['canExecutor'],
  internal_auditor: ['canReadInterface', 'canReadAuthentication'],
  'cb-tenant-manager': ['canReadPersonnelManage', 'canReadAutentication'],
  'cb-tenant-audit': ['canReadAutentication'],
  'cb-tenant-common-scheduler': ['canReadAutentication'],
};

describe('access flags: every role × every flag (spec §6)', () => {
  for (const role of ROLE_CODES) {
    const access = computeAccess(subjectOf([role]));
    for (const flag of SPEC_FLAGS) {
      const expected = flag === 'canReadPublic' || flag === 'canReadAoc' || FLAGS_BY_ROLE[role].includes(flag);
      it(`${role} · ${flag} = ${expected}`, () => expect(access[flag]).toBe(expected));
    }
  }

  it('nobody logged in holds nothing', () => {
    const access = computeAccess(null);
    for (const key of ACCESS_KEYS) expect(access[key]).toBe(false);
  });

  it('roleDTOs with a null roleCode grant nothing (spec §5)', () => {
    const access = computeAccess({ ...subjectOf(['platform-manager']), roleDTOs: [{ roleCode: null }] });
    expect(access.canRoot).toBe(false);
    expect(access.canReadPublic).toBe(true);
  });

  it('customer flags need a customer tenant', () => {
    const wrongTenant = subjectOf(['consumer-pm'], { tenantDTO: { type: 'channel', approvalState: 'success' } });
    expect(computeAccess(wrongTenant).canReadInterface).toBe(false);
  });

  it('several roles add up', () => {
    const access = computeAccess(subjectOf(['consumer-pm', 'internal_auditor']));
    expect(access.canReadPersonnelManage && access.canReadAuthentication && access.canReadInterface).toBe(true);
  });
});

describe('channel admission (spec §4)', () => {
  const pending = subjectOf(['channel-tenant-manager'], { tenantDTO: { type: 'channel', approvalState: 'submitted' } });
  it('an unapproved channel tenant grants no role flag', () => {
    expect(isTenantAdmitted(pending)).toBe(false);
    const access = computeAccess(pending);
    expect(access.canReadConsult).toBe(false);
    expect(access.channelTenantManagePermission).toBe(false);
    expect(permissionPoints(pending).size).toBe(0);
  });
  it.each(['inhand', 'rejected', 'submitted'] as const)('approvalState %s is not admitted', (approvalState) => {
    expect(isTenantAdmitted(subjectOf(['channel-owner'], { tenantDTO: { type: 'channel', approvalState } }))).toBe(false);
  });
  it('other tenant types do not depend on approvalState', () => {
    expect(isTenantAdmitted(subjectOf(['consumer-pm'], { tenantDTO: { type: 'customer', approvalState: 'inhand' } }))).toBe(true);
  });
});

describe('hidden tabs (hTab and closeTabKeys)', () => {
  it('reads both sources, trims, ignores unknown keys', () => {
    const hidden = hiddenTabs({ closeTabKeys: ['project', 'bogus'], tenantPageConfig: { hTab: ' accountEquity ,collaborationDashboard' } });
    expect([...hidden].sort()).toEqual(['accountEquity', 'collaborationDashboard', 'project']);
  });
  it('hide accountEquity, partnerManage, collaborationDashboard and the marketplace', () => {
    const base = subjectOf(['channel-tenant-manager']);
    const before = computeAccess(base);
    expect(before.accountEquity && before.canReadPartnerManage && before.canReadPartnerDashboard && before.marketplace).toBe(true);
    const after = computeAccess({ ...base, closeTabKeys: ['accountEquity', 'partnerManage', 'collaborationDashboard', 'project'] });
    expect([after.accountEquity, after.canReadPartnerManage, after.canReadPartnerDashboard, after.marketplace]).toEqual([false, false, false, false]);
    expect(after.consultOrDelivery).toBe(true);
  });
  it('a sub-platform account never gets partnerManage', () => {
    const access = computeAccess(subjectOf(['platform-manager'], { accountBelongToPlatformType: 'subPlatform' }));
    expect(access.canReadPartnerManage).toBe(false);
    expect(access.canRoot).toBe(true);
  });
});

describe('permission points (spec §6)', () => {
  const table: Record<RoleCode, string[]> = {
    'platform-manager': ['showMenu'],
    subPlatformManager: ['showMenu'],
    'platform-delivery': ['showMenu'],
    'channel-tenant-manager': ['createProject', 'showChannelSubPartenterConsumeDetail', 'showMenu'],
    'channel-tenant-sub-manager': ['createProject', 'showMenu'],
    'channel-owner': ['createProject', 'showMenu'],
    'channel-executor': ['createProject', 'showMenu'],
    'consumer-pm': ['showMenu'],
    'consumer-owner': ['showMenu'],
    'consumer-executor': [],
    internal_auditor: [],
    'cb-tenant-manager': ['showMenu'],
    'cb-tenant-audit': ['showMenu'],
    'cb-tenant-common-scheduler': ['showMenu'],
  };
  it.each(ROLE_CODES.map((role) => [role, table[role]] as const))('%s → %j', (role, expected) => {
    expect([...permissionPoints(subjectOf([role]))].sort()).toEqual([...expected].sort());
  });
});
