import { describe, expect, it } from 'vitest';
import { computeAccess } from '../../domain/kernel/access';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '../../domain/demo';
import { MENU_KEYS, landingPathFor, menuKeyPath, menuKeysFor, type MenuKey } from '../../domain/kernel/menus';
import { ROLE_CODES, type RoleCode } from '../../domain/kernel/roles';
import { ROUTE_PATTERNS, ROUTE_TABLE, findRouteRule, matchRoute } from '../../domain/kernel/routes';
import { subjectOf } from './fixtures';

const MENUS: Record<RoleCode, MenuKey[]> = {
  'consumer-pm': ['systemManage', 'personnelManage', 'announcement'],
  'consumer-owner': ['systemManage', 'announcement'],
  'consumer-executor': [],
  internal_auditor: ['authentication'],
  'channel-tenant-manager': [
    'project',
    'projectList',
    'personnelManage',
    'authenticationProjectManage',
    'partnerManage',
    'accountEquity',
    'customerManagement',
    'announcement',
    'clientDigitalCenter',
    'account',
  ],
  'channel-tenant-sub-manager': [
    'project',
    'projectList',
    'personnelManage',
    'authenticationProjectManage',
    'customerManagement',
    'announcement',
    'clientDigitalCenter',
    'account',
  ],
  'channel-owner': ['project', 'projectList', 'announcement'],
  'channel-executor': ['project', 'projectList', 'announcement'],
  'platform-delivery': [
    'projectList',
    'personnelManage',
    'schedule',
    'authenticationProjectManage',
    'authenticationPersonManage',
    'partnerManage',
    'customerManagement',
    'announcement',
    'platformDelivery',
  ],
  'cb-tenant-audit': ['schedule', 'authenticationProjectManage', 'authenticationPersonManage'],
  'cb-tenant-manager': ['schedule', 'authenticationProjectManage', 'authenticationPersonManage', 'personnelManage'],
  'cb-tenant-common-scheduler': ['schedule', 'authenticationProjectManage', 'authenticationPersonManage'],
  'platform-manager': [
    'serviceManage',
    'accredit',
    'certificateAuthority',
    'useradministration',
    'partnerManage',
    'financialmanagement',
    'bizMetricsHub',
    'announcementManagement',
    'productDevelopment',
    'announcement',
  ],
  subPlatformManager: ['serviceManage', 'financialmanagement'],
};

const LANDING: Record<RoleCode, string> = {
  'consumer-pm': '/systemManage',
  'consumer-owner': '/systemManage',
  'consumer-executor': '/',
  internal_auditor: '/',
  'channel-tenant-manager': '/projectList',
  'channel-tenant-sub-manager': '/projectList',
  'channel-owner': '/projectList',
  'channel-executor': '/projectList',
  'platform-delivery': '/projectList',
  'cb-tenant-audit': '/welcome',
  'cb-tenant-manager': '/welcome',
  'cb-tenant-common-scheduler': '/welcome',
  'platform-manager': '/serviceManage',
  subPlatformManager: '/serviceManage',
};

const sorted = (keys: readonly string[]) => [...keys].sort();

describe('menus by role (spec §6)', () => {
  it.each(ROLE_CODES.map((role) => [role] as const))('%s sees exactly its menu', (role) => {
    expect(sorted(menuKeysFor(subjectOf([role])))).toEqual(sorted(MENUS[role]));
  });

  it('merges and deduplicates several roles', () => {
    const keys = menuKeysFor(subjectOf(['consumer-pm', 'consumer-owner']));
    expect(keys).toEqual(['systemManage', 'personnelManage', 'announcement']);
  });

  it('a sub-platform account never gets partnerManage, even with a platform-manager role', () => {
    const keys = menuKeysFor(subjectOf(['platform-manager', 'subPlatformManager'], { accountBelongToPlatformType: 'subPlatform' }));
    expect(keys).not.toContain('partnerManage');
    expect(keys).toContain('accredit');
  });

  it('hTab and closeTabKeys hide accountEquity, project and partnerManage', () => {
    const keys = menuKeysFor(
      subjectOf(['channel-tenant-manager'], { tenantPageConfig: { hTab: 'project,partnerManage' }, closeTabKeys: ['accountEquity'] }),
    );
    expect(keys).not.toContain('project');
    expect(keys).not.toContain('partnerManage');
    expect(keys).not.toContain('accountEquity');
    expect(keys).toContain('projectList');
  });

  it('an unapproved channel tenant or a missing user has no menu', () => {
    expect(menuKeysFor(subjectOf(['channel-tenant-manager'], { tenantDTO: { type: 'channel', approvalState: 'submitted' } }))).toEqual([]);
    expect(menuKeysFor(null)).toEqual([]);
  });

  it('every menu key is a top-level route', () => {
    for (const key of MENU_KEYS) expect(ROUTE_PATTERNS).toContain(menuKeyPath(key));
  });
});

describe('landing pages (spec §2)', () => {
  it.each(ROLE_CODES.map((role) => [role, LANDING[role]] as const))('%s lands on %s', (role, path) => {
    expect(landingPathFor(subjectOf([role]))).toBe(path);
  });
  it('PM and owner together land on the service list', () => {
    expect(landingPathFor(subjectOf(['consumer-pm', 'consumer-owner']))).toBe('/systemManage');
  });
});

describe('every role can use its whole menu and its landing page', () => {
  for (const role of ROLE_CODES) {
    it(role, () => {
      const access = computeAccess(subjectOf([role]));
      for (const key of menuKeysFor(subjectOf([role]))) {
        const rule = ROUTE_TABLE[menuKeyPath(key) as keyof typeof ROUTE_TABLE];
        expect(rule.access === null || access[rule.access], `${role} → /${key} (${rule.access})`).toBe(true);
      }
      const landing = findRouteRule(landingPathFor(subjectOf([role])));
      expect(landing, 'landing route exists').toBeDefined();
      expect(landing!.access === null || access[landing!.access], `${role} landing`).toBe(true);
    });
  }

  it('holds for every demo account too', () => {
    for (const account of DEMO_ACCOUNTS) {
      const tenant = DEMO_TENANTS.find((t) => t.tenantCode === account.tenantCode)!;
      const subject = subjectOf(account.roles, {
        tenantDTO: { type: tenant.type, approvalState: tenant.approvalState },
        accountBelongToPlatformType: account.accountBelongToPlatformType,
      });
      const access = computeAccess(subject);
      for (const key of menuKeysFor(subject)) {
        const rule = ROUTE_TABLE[menuKeyPath(key) as keyof typeof ROUTE_TABLE];
        expect(rule.access === null || access[rule.access]).toBe(true);
      }
    }
  });
});

describe('route table', () => {
  it('platform tools require canRoot', () => {
    for (const pattern of ROUTE_PATTERNS) {
      if (pattern.startsWith('/announcementManagement') || pattern.startsWith('/productDevelopment')) {
        expect(ROUTE_TABLE[pattern].access).toBe('canRoot');
      }
    }
  });
  it('matches params and prefers static segments', () => {
    expect(matchRoute('/assetAssess/:projectCode', '/assetAssess/P-1')).toBe(true);
    expect(matchRoute('/assetAssess/:projectCode', '/assetAssess')).toBe(false);
    expect(findRouteRule('/systemManage/companyDetails/gapAnalysisReport/x')?.pattern).toBe('/systemManage/companyDetails/gapAnalysisReport/:params');
    expect(findRouteRule('/systemManage/companyDetails/P-9')?.pattern).toBe('/systemManage/companyDetails/:projectCode');
    expect(findRouteRule('/nowhere')).toBeUndefined();
  });
  it('channel tenant managers reach /authenticationProjectManage; cb roles keep it', () => {
    for (const role of ['channel-tenant-manager', 'channel-tenant-sub-manager', 'cb-tenant-audit', 'platform-delivery'] as const) {
      expect(computeAccess(subjectOf([role])).authProjectManageRoute).toBe(true);
    }
    expect(computeAccess(subjectOf(['channel-owner'])).authProjectManageRoute).toBe(false);
  });
});
