import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '../../../domain/demo';
import { UserInfo } from '../../../domain/kernel/userInfo';
import { memberships } from '../../../server/db/schema';
import { ForbiddenError } from '../../../server/http/errors';
import { inTenant, tenantScope } from '../../../server/tenancy';
import { DRIVERS, startTestApp, type TestApp } from '../harness';

const USER_INFO_KEYS = [
  'accountBelongToPlatformType',
  'accountId',
  'avatar',
  'closeTabKeys',
  'inviteCode',
  'needAdmission',
  'roleDTOs',
  'showName',
  'tenantDTO',
  'tenantPageConfig',
];

describe.each(DRIVERS)('user info and tenants (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it('answers 10000 without a session', async () => {
    const res = await t.client().get('/user/getUserInfo');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, data: null, errorCode: '10000' });
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.phone, account] as const))('answers exactly the user info of %s', async (_phone, account) => {
    const client = t.client();
    await client.loginWithPassword(account.phone);
    const res = await client.get<UserInfo>('/user/getUserInfo');
    const tenant = DEMO_TENANTS.find((candidate) => candidate.tenantCode === account.tenantCode)!;
    expect(Object.keys(res.body.data).sort()).toEqual(USER_INFO_KEYS);
    expect(UserInfo.strict().parse(res.body.data)).toBeTruthy();
    expect(res.body.data).toEqual({
      showName: account.showName,
      avatar: '',
      inviteCode: account.inviteCode,
      accountId: account.accountId,
      roleDTOs: account.roles.map((roleCode) => ({ roleCode })),
      tenantDTO: { type: tenant.type, approvalState: tenant.approvalState },
      closeTabKeys: [],
      needAdmission: false,
      accountBelongToPlatformType: account.accountBelongToPlatformType,
      tenantPageConfig: {
        tenantCode: tenant.tenantCode,
        tenantZhName: tenant.tenantZhName,
        tenantEnName: tenant.tenantEnName,
        logoIconUrl: tenant.logoIconUrl,
        hTab: tenant.hTab,
      },
    });
  });

  it('lists only the caller’s memberships and switches among them', async () => {
    const accountId = await t.insertAccount({
      phone: '13600000001',
      memberships: [
        { tenantCode: 'T-CH-ANHENG', roles: ['channel-owner'] },
        { tenantCode: 'T-CU-DEMO', roles: ['consumer-pm'] },
      ],
    });
    const client = await t.sessionFor(accountId, 'T-CH-ANHENG');
    await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });

    const list = await client.get<{ tenantCode: string; current: boolean; roleCodes: string[] }[]>('/consulting/tenant/memberships');
    expect(list.body.data.map((m) => [m.tenantCode, m.current, m.roleCodes])).toEqual([
      ['T-CH-ANHENG', true, ['channel-owner']],
      ['T-CU-DEMO', false, ['consumer-pm']],
    ]);

    expect((await client.post('/consulting/tenant/chose', { tenantCode: 'T-CU-DEMO' })).body).toMatchObject({ success: true, data: true });
    const info = await client.get<UserInfo>('/user/getUserInfo');
    expect(info.body.data.tenantDTO).toEqual({ type: 'customer', approvalState: 'success' });
    expect(info.body.data.roleDTOs).toEqual([{ roleCode: 'consumer-pm' }]);
    expect(info.body.data.tenantPageConfig?.tenantCode).toBe('T-CU-DEMO');
  });

  it('refuses a foreign or guessed tenant code with 11006 and changes nothing', async () => {
    const client = t.client();
    await client.loginWithPassword('13800000021');
    const before = (await client.get('/user/getUserInfo')).body.data;
    for (const tenantCode of ['T-CB-DEMO', 'T-PLATFORM', 'T-NOT-THERE', "T-CU-DEMO' or '1'='1"]) {
      const res = await client.post('/consulting/tenant/chose', { tenantCode });
      expect(res.body, tenantCode).toMatchObject({ success: false, errorCode: '11006', errorMsg: '你不是该租户的成员' });
    }
    expect((await client.get('/user/getUserInfo')).body.data).toEqual(before);
    expect((await client.get<{ tenantCode: string }[]>('/consulting/tenant/memberships')).body.data.map((m) => m.tenantCode)).toEqual(['T-CU-DEMO']);
  });

  it('falls back to another membership when the current one is disabled', async () => {
    const accountId = await t.insertAccount({
      phone: '13600000002',
      memberships: [
        { tenantCode: 'T-CB-DEMO', roles: ['cb-tenant-audit'] },
        { tenantCode: 'T-CU-DEMO', roles: ['consumer-owner'] },
      ],
    });
    const client = await t.sessionFor(accountId, 'T-CB-DEMO');
    await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
    await t.database.db
      .update(memberships)
      .set({ status: 'disabled' })
      .where(and(eq(memberships.accountId, accountId), eq(memberships.tenantCode, 'T-CB-DEMO')));
    const info = await client.get<UserInfo>('/user/getUserInfo');
    expect(info.body.data.tenantPageConfig?.tenantCode).toBe('T-CU-DEMO');
    expect((await client.post('/consulting/tenant/chose', { tenantCode: 'T-CB-DEMO' })).body.errorCode).toBe('11006');
  });

  it('prefers an admitted tenant when a session starts', async () => {
    await t.insertAccount({
      phone: '13600000003',
      memberships: [
        { tenantCode: 'T-CH-PENDING', roles: ['channel-tenant-manager'] },
        { tenantCode: 'T-CH-ANHENG', roles: ['channel-executor'] },
      ],
    });
    const client = t.client();
    await client.loginWithCode('13600000003');
    await client.post('/user/agreementLicences', { licenceCode: 'LIC-ACCOUNT-RIGHT-1' });
    const info = await client.get<UserInfo>('/user/getUserInfo');
    expect(info.body.data.tenantPageConfig?.tenantCode).toBe('T-CH-ANHENG');
  });

  it('scopes tenant-owned queries to the current tenant only (tenancy helper)', async () => {
    const auth = { tenant: { tenantCode: 'T-CB-DEMO' } } as Parameters<typeof tenantScope>[0];
    const scope = tenantScope(auth);
    const rows = await t.database.db.select().from(memberships).where(inTenant(memberships.tenantCode, scope));
    expect(new Set(rows.map((row) => row.tenantCode))).toEqual(new Set(['T-CB-DEMO']));
    expect(rows.map((row) => row.accountId)).toEqual(expect.arrayContaining(['A-31', 'A-32', 'A-33']));
    const one = await t.database.db
      .select()
      .from(memberships)
      .where(inTenant(memberships.tenantCode, scope, eq(memberships.accountId, 'A-21')));
    expect(one).toEqual([]);
    expect(() => tenantScope({ tenant: null })).toThrow(ForbiddenError);
  });
});
