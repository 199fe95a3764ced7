/**
 * Personnel (issue 11 items 2, 4, 6) through the real app: the current tenant's people, adding by
 * phone with the grant table (as a table), an existing phone getting a membership instead of a
 * second account, a new account logging in by the SMS code it was sent, role changes, the
 * last-manager and never-above-own rules, cross-tenant refusals that change nothing, disabling
 * that takes effect on the member's next request, joining by invite code (pending → accepted →
 * logs in to that tenant; rejected → still awaiting admission), and tenant switching (one call,
 * the other tenant's data refused afterwards). Every change is in the audit log.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../domain/auditLog/contracts';
import type { InviteInfo, JoinRequest, PersonnelMember } from '../../../domain/personnel/contracts';
import { landingPathFor } from '../../../domain/kernel/menus';
import type { UserInfo } from '../../../domain/kernel/userInfo';
import { accounts, memberships } from '../../../server/db/schema';
import { DRIVERS, startTestApp, type TestApp, type TestClient } from '../harness';

type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

const PLATFORM_MANAGER = '13800000001';
const CHANNEL_MANAGER = '13800000011';
const CHANNEL_SUB_MANAGER = '13800000012';
const CUSTOMER_PM = '13800000021';
const CB_MANAGER = '13800000031';
const TWO_TENANTS = '13800000042';

describe.each(DRIVERS)('personnel (%s)', (driver) => {
  let t: TestApp;
  const clients = new Map<string, TestClient>();
  const as = (phone: string) => clients.get(phone)!;

  const list = async (client: TestClient, query: Record<string, string> = {}) =>
    (await client.get<Page<PersonnelMember>>('/consulting/tenant/user/list', { pageSize: '50', ...query })).body;
  const userInfo = async (client: TestClient) => (await client.get<UserInfo>('/user/getUserInfo')).body.data;
  const membershipRows = async () =>
    JSON.stringify(await t.database.db.select().from(memberships).orderBy(memberships.tenantCode, memberships.accountId));
  const accountByPhone = async (phone: string) => (await t.database.db.select().from(accounts).where(eq(accounts.phone, phone)))[0];
  const acceptAgreement = async (client: TestClient) =>
    expect((await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' })).body.success).toBe(true);
  /** A phone never seen logs in by SMS code and accepts the user agreement (as the login page makes it). */
  const newcomer = async (phone: string) => {
    const client = t.client();
    expect((await client.loginWithCode(phone)).body.data?.needAdmission).toBe(true);
    await acceptAgreement(client);
    return client;
  };
  const membershipOf = async (tenantCode: string, accountId: string) =>
    (
      await t.database.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.tenantCode, tenantCode), eq(memberships.accountId, accountId)))
    )[0];

  beforeAll(async () => {
    t = await startTestApp(driver);
    for (const phone of [PLATFORM_MANAGER, CHANNEL_MANAGER, CHANNEL_SUB_MANAGER, CUSTOMER_PM, CB_MANAGER]) {
      const client = t.client();
      expect((await client.loginWithPassword(phone)).body.success).toBe(true);
      clients.set(phone, client);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('lists the current tenant only, pending join requests first, with filters', async () => {
    const pm = await list(as(CUSTOMER_PM));
    expect(pm.success).toBe(true);
    const ids = pm.data.list.map((m) => m.accountId);
    expect(ids[0]).toBe('A-43');
    expect(pm.data.list[0].status).toBe('pending');
    expect(ids).toEqual(expect.arrayContaining(['A-21', 'A-22', 'A-23', 'A-24', 'A-41', 'A-42']));
    expect(ids).not.toContain('A-11');
    expect(pm.data.list.find((m) => m.accountId === 'A-21')?.self).toBe(true);
    const pending = await list(as(CUSTOMER_PM), { status: 'pending' });
    expect(pending.data.list.map((m) => m.accountId)).toEqual(['A-43']);
    const owners = await list(as(CUSTOMER_PM), { roleCode: 'consumer-owner' });
    expect(owners.data.list.map((m) => m.accountId).sort()).toEqual(['A-22', 'A-41']);
    const channel = await list(as(CHANNEL_MANAGER));
    expect(channel.data.list.map((m) => m.accountId)).toEqual(expect.arrayContaining(['A-11', 'A-12', 'A-42', 'A-44']));
    expect(channel.data.list.find((m) => m.accountId === 'A-42')?.roleCodes).toEqual(['channel-executor']);
  });

  // The grant table through the API: [who, roles, expected errorCode or 'ok'].
  const GRANTS: [string, string, string[], string][] = [
    ['customer PM adds an executor', CUSTOMER_PM, ['consumer-executor'], 'ok'],
    ['customer PM adds an owner and internal auditor', CUSTOMER_PM, ['consumer-owner', 'internal_auditor'], 'ok'],
    ['customer PM cannot add a PM', CUSTOMER_PM, ['consumer-pm'], '16201'],
    ['customer PM cannot add a channel role', CUSTOMER_PM, ['channel-executor'], '16201'],
    ['channel manager adds a sub-manager', CHANNEL_MANAGER, ['channel-tenant-sub-manager'], 'ok'],
    ['channel manager cannot add a manager', CHANNEL_MANAGER, ['channel-tenant-manager'], '16201'],
    ['channel sub-manager adds an owner', CHANNEL_SUB_MANAGER, ['channel-owner'], 'ok'],
    ['channel sub-manager cannot add a sub-manager', CHANNEL_SUB_MANAGER, ['channel-tenant-sub-manager'], '16201'],
    ['channel sub-manager cannot escalate to manager', CHANNEL_SUB_MANAGER, ['channel-tenant-manager'], '16201'],
    ['CB manager adds a scheduler', CB_MANAGER, ['cb-tenant-common-scheduler'], 'ok'],
    ['CB manager cannot add a CB manager', CB_MANAGER, ['cb-tenant-manager'], '16201'],
    ['platform manager adds a sub-platform manager', PLATFORM_MANAGER, ['subPlatformManager'], 'ok'],
    ['platform manager cannot add a platform manager', PLATFORM_MANAGER, ['platform-manager'], '16201'],
  ];

  it.each(GRANTS.map((row, i) => [...row, `139${String(10_000_000 + i).slice(0, 8)}`] as const))(
    '%s',
    async (_label, who, roles, expected, phone) => {
      const before = await membershipRows();
      const answer = await as(who).post<{ member: PersonnelMember; createdAccount: boolean; smsSent: boolean }>('/consulting/tenant/user/add', {
        phone,
        name: '  新同事 ',
        roles,
      });
      if (expected !== 'ok') {
        expect(answer.body).toMatchObject({ success: false, errorCode: expected });
        expect(await membershipRows()).toBe(before);
        expect(await accountByPhone(phone)).toBeUndefined();
        return;
      }
      expect(answer.body.success, answer.body.errorMsg).toBe(true);
      expect(answer.body.data).toMatchObject({
        createdAccount: true,
        smsSent: true,
        member: { showName: '新同事', roleCodes: roles, status: 'active' },
      });
      const account = await accountByPhone(phone);
      expect(account.passwordHash).toBeNull();
      if (roles.includes('subPlatformManager')) expect(account.accountBelongToPlatformType).toBe('subPlatform');
    },
  );

  it('a new account logs in at once with the SMS code it was sent, into the tenant that added it', async () => {
    const phone = '13900000088';
    const added = await as(CUSTOMER_PM).post<{ smsSent: boolean }>('/consulting/tenant/user/add', {
      phone,
      name: '王执行',
      roles: ['consumer-executor'],
    });
    expect(added.body.data?.smsSent).toBe(true);
    const code = t.sms.lastCode(phone);
    const client = t.client();
    const login = await client.post<{ needAdmission: boolean }>('/user/loginByPhone', { phone, code });
    expect(login.body).toMatchObject({ success: true, data: { needAdmission: false } });
    await acceptAgreement(client);
    const info = await userInfo(client);
    expect(info.tenantPageConfig?.tenantCode).toBe('T-CU-DEMO');
    expect(info.roleDTOs.map((r) => r.roleCode)).toEqual(['consumer-executor']);
    clients.set(phone, client);
  });

  it('an account already known by phone gets a membership, not a second account; twice is refused', async () => {
    const before = await accountByPhone('13800000023');
    const added = await as(CHANNEL_MANAGER).post<{ member: PersonnelMember; createdAccount: boolean }>('/consulting/tenant/user/add', {
      phone: '13800000023',
      name: '别的名字',
      roles: ['channel-executor'],
    });
    expect(added.body.data).toMatchObject({ createdAccount: false, member: { accountId: before.accountId, showName: before.showName } });
    expect((await membershipOf('T-CH-ANHENG', 'A-23')).roles).toEqual(['channel-executor']);
    expect((await membershipOf('T-CU-DEMO', 'A-23')).roles).toEqual(['consumer-executor']);
    const again = await as(CHANNEL_MANAGER).post('/consulting/tenant/user/add', { phone: '13800000023', name: '别的名字', roles: ['channel-owner'] });
    expect(again.body).toMatchObject({ success: false, errorCode: '16204' });
    const bad = await as(CHANNEL_MANAGER).post('/consulting/tenant/user/add', { phone: '12345', name: '', roles: [] });
    expect(bad.body).toMatchObject({ success: false, errorCode: '400' });
  });

  it('a customer PM cannot add anyone to another tenant: a tenant code in the body is ignored, the session decides', async () => {
    const before = await membershipRows();
    const channelRole = await as(CUSTOMER_PM).post('/consulting/tenant/user/add', {
      phone: '13900000055',
      name: '越权添加',
      roles: ['channel-executor'],
      tenantCode: 'T-CH-ANHENG',
    });
    expect(channelRole.body).toMatchObject({ success: false, errorCode: '16201' });
    expect(await membershipRows()).toBe(before);
    const added = await as(CUSTOMER_PM).post<{ member: PersonnelMember }>('/consulting/tenant/user/add', {
      phone: '13900000055',
      name: '越权添加',
      roles: ['consumer-executor'],
      tenantCode: 'T-CH-ANHENG',
    });
    const accountId = added.body.data?.member.accountId ?? '';
    expect(await membershipOf('T-CU-DEMO', accountId)).toBeDefined();
    expect(await membershipOf('T-CH-ANHENG', accountId)).toBeUndefined();
  });

  // Role changes and status: [label, who, body, expected errorCode].
  const REFUSED_UPDATES: [string, string, Record<string, unknown>, string][] = [
    [
      'a sub-manager escalating an executor to manager',
      CHANNEL_SUB_MANAGER,
      { accountId: 'A-14', change: 'roles', roles: ['channel-tenant-manager'] },
      '16201',
    ],
    ['a sub-manager escalating itself', CHANNEL_SUB_MANAGER, { accountId: 'A-12', change: 'roles', roles: ['channel-tenant-manager'] }, '16206'],
    ['a sub-manager disabling the last manager', CHANNEL_SUB_MANAGER, { accountId: 'A-11', change: 'disable' }, '16207'],
    ['the last manager removing its own manager role', CHANNEL_MANAGER, { accountId: 'A-11', change: 'roles', roles: ['channel-owner'] }, '16207'],
    ['a manager disabling itself (the last one)', CHANNEL_MANAGER, { accountId: 'A-11', change: 'disable' }, '16207'],
    ['enabling an active member', CHANNEL_SUB_MANAGER, { accountId: 'A-11', change: 'enable' }, '16208'],
    ['a customer PM changing a member of another tenant', CUSTOMER_PM, { accountId: 'A-14', change: 'disable' }, '16203'],
    ['a customer PM granting a channel role', CUSTOMER_PM, { accountId: 'A-23', change: 'roles', roles: ['channel-tenant-manager'] }, '16201'],
    ['a customer PM removing a PM role it cannot grant', CUSTOMER_PM, { accountId: 'A-41', change: 'roles', roles: ['consumer-owner'] }, '16201'],
    ['accepting an active member', CUSTOMER_PM, { accountId: 'A-22', change: 'accept' }, '16208'],
    ['roles on a pending request', CUSTOMER_PM, { accountId: 'A-43', change: 'roles', roles: ['consumer-owner'] }, '16208'],
  ];

  it.each(REFUSED_UPDATES)('refuses %s, changing nothing', async (_label, who, body, expected) => {
    const before = await membershipRows();
    const answer = await as(who).post('/consulting/tenant/user/update', body);
    expect(answer.body).toMatchObject({ success: false, errorCode: expected });
    expect(await membershipRows()).toBe(before);
  });

  it('changes grantable roles, keeping those the caller cannot grant', async () => {
    const answer = await as(CUSTOMER_PM).post<PersonnelMember>('/consulting/tenant/user/update', {
      accountId: 'A-41',
      change: 'roles',
      roles: ['consumer-pm', 'internal_auditor'],
    });
    expect(answer.body.data?.roleCodes).toEqual(['consumer-pm', 'internal_auditor']);
    const empty = await as(CUSTOMER_PM).post('/consulting/tenant/user/update', { accountId: 'A-41', change: 'roles', roles: [] });
    expect(empty.body).toMatchObject({ success: false, errorCode: '400' });
  });

  it('disabling a member refuses its next request in that tenant; enabling lets it back', async () => {
    const member = as('13900000088');
    expect((await userInfo(member)).needAdmission).toBe(false);
    const disabled = await as(CUSTOMER_PM).post<PersonnelMember>('/consulting/tenant/user/update', {
      accountId: (await accountByPhone('13900000088')).accountId,
      change: 'disable',
    });
    expect(disabled.body.data?.status).toBe('disabled');
    const after = await userInfo(member);
    expect(after.needAdmission).toBe(true);
    expect(after.tenantDTO).toBeNull();
    expect((await member.get('/api/user/aoc/list')).body).toMatchObject({ success: false, errorCode: '403' });
    const enabled = await as(CUSTOMER_PM).post<PersonnelMember>('/consulting/tenant/user/update', {
      accountId: (await accountByPhone('13900000088')).accountId,
      change: 'enable',
    });
    expect(enabled.body.data?.status).toBe('active');
    expect((await userInfo(member)).tenantPageConfig?.tenantCode).toBe('T-CU-DEMO');
  });

  describe('joining by invite code', () => {
    it('shows who invites and for which tenant; refuses an unknown code and the platform', async () => {
      const client = await newcomer('13900000077');
      const info = await client.get<InviteInfo>('/api/marketing/invite/getInviteInfo', { inviteCode: ' inv21demo ' });
      expect(info.body.data).toMatchObject({
        inviterName: '客户项目经理',
        inviterPhone: '138****0021',
        tenantCode: 'T-CU-DEMO',
        tenantZhName: '示例科技有限公司',
        tenantType: 'customer',
        joinRole: 'consumer-executor',
        canJoin: true,
      });
      expect((await client.get('/api/marketing/invite/getInviteInfo', { inviteCode: 'NOPE1234' })).body).toMatchObject({
        success: false,
        errorCode: '16210',
      });
      const platform = await client.get<InviteInfo>('/api/marketing/invite/getInviteInfo', { inviteCode: 'INV01DEMO' });
      expect(platform.body.data).toMatchObject({ canJoin: false, joinRole: null });
      expect((await client.post('/api/personnel/join.json', { inviteCode: 'INV01DEMO' })).body).toMatchObject({ success: false, errorCode: '16211' });
    });

    it('request → pending (still awaiting admission) → accepted by the PM → logs in to that tenant', async () => {
      const phone = '13900000066';
      const client = await newcomer(phone);
      const joined = await client.post<JoinRequest>('/api/personnel/join.json', { inviteCode: 'INV21DEMO' });
      expect(joined.body.data).toMatchObject({ tenantCode: 'T-CU-DEMO', status: 'pending', roleCodes: ['consumer-executor'] });
      expect((await client.post('/api/personnel/join.json', { inviteCode: 'INV11DEMO' })).body).toMatchObject({ success: false, errorCode: '16212' });
      expect((await client.get<JoinRequest[]>('/api/personnel/myJoinRequests.json')).body.data?.map((r) => r.status)).toEqual(['pending']);
      // Pending is no membership: still awaiting admission, cannot choose the tenant.
      expect((await userInfo(client)).needAdmission).toBe(true);
      expect((await client.post('/consulting/tenant/chose', { tenantCode: 'T-CU-DEMO' })).body.success).toBe(false);
      const relogin = t.client();
      expect((await relogin.loginWithCode(phone)).body.data?.needAdmission).toBe(true);

      const accountId = (await accountByPhone(phone)).accountId;
      expect((await list(as(CUSTOMER_PM), { status: 'pending' })).data.list.map((m) => m.accountId)).toContain(accountId);
      // Another tenant's manager does not see nor decide it.
      expect((await as(CHANNEL_MANAGER).post('/consulting/tenant/user/update', { accountId, change: 'accept' })).body.errorCode).toBe('16203');
      const accepted = await as(CUSTOMER_PM).post<PersonnelMember>('/consulting/tenant/user/update', { accountId, change: 'accept' });
      expect(accepted.body.data).toMatchObject({ status: 'active', roleCodes: ['consumer-executor'] });

      const after = t.client();
      expect((await after.loginWithCode(phone)).body.data?.needAdmission).toBe(false);
      expect((await userInfo(after)).tenantPageConfig?.tenantZhName).toBe('示例科技有限公司');
    });

    it('a rejected request leaves the account awaiting admission; it may ask again', async () => {
      const rejected = await as(CHANNEL_MANAGER).post<PersonnelMember>('/consulting/tenant/user/update', { accountId: 'A-44', change: 'reject' });
      expect(rejected.body.data?.status).toBe('rejected');
      const a44 = t.client();
      expect((await a44.loginWithPassword('13800000044')).body.data?.needAdmission).toBe(true);
      expect((await a44.get<JoinRequest[]>('/api/personnel/myJoinRequests.json')).body.data?.[0]).toMatchObject({
        tenantCode: 'T-CH-ANHENG',
        status: 'rejected',
      });
      expect((await a44.get('/consulting/tenant/user/list')).body.errorCode).toBe('403');
      const again = await a44.post<JoinRequest>('/api/personnel/join.json', { inviteCode: 'INV11DEMO' });
      expect(again.body.data).toMatchObject({ tenantCode: 'T-CH-ANHENG', status: 'pending' });
    });
  });

  it('switches tenant in one call; afterwards the other tenant is out of reach', async () => {
    const client = t.client();
    expect((await client.loginWithPassword(TWO_TENANTS)).body.data?.needAdmission).toBe(false);
    const memberships = (await client.get<{ tenantCode: string; current: boolean }[]>('/consulting/tenant/memberships')).body.data ?? [];
    expect(memberships.map((m) => m.tenantCode).sort()).toEqual(['T-CH-ANHENG', 'T-CU-DEMO']);

    expect((await client.post('/consulting/tenant/chose', { tenantCode: 'T-CU-DEMO' })).body.success).toBe(true);
    const customer = await userInfo(client);
    expect(customer.roleDTOs.map((r) => r.roleCode)).toEqual(['consumer-pm']);
    expect(landingPathFor(customer)).toBe('/systemManage');
    const people = await list(client);
    expect(people.data.list.map((m) => m.accountId)).toContain('A-21');
    expect(people.data.list.map((m) => m.accountId)).not.toContain('A-11');

    expect((await client.post('/consulting/tenant/chose', { tenantCode: 'T-CH-ANHENG' })).body.success).toBe(true);
    const channel = await userInfo(client);
    expect(channel.roleDTOs.map((r) => r.roleCode)).toEqual(['channel-executor']);
    expect(landingPathFor(channel)).toBe('/projectList');
    // The customer tenant's people (and any write there) are refused now.
    expect((await list(client)).errorCode).toBe('403');
    const before = await membershipRows();
    expect((await client.post('/consulting/tenant/user/update', { accountId: 'A-22', change: 'disable' })).body.errorCode).toBe('403');
    expect(await membershipRows()).toBe(before);
  });

  it('writes every membership change and approval to the audit log', async () => {
    const log = await as(PLATFORM_MANAGER).get<Page<AuditEntry>>('/api/platform/auditLog/list.json', { area: 'personnel', pageSize: '100' });
    const actions = new Set(log.body.data.list.map((entry) => entry.action));
    for (const action of ['添加人员（新账号）', '添加人员', '修改人员角色', '停用人员', '启用人员', '申请加入机构', '通过加入申请', '拒绝加入申请'])
      expect(actions, action).toContain(action);
  });
});
