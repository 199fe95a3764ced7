import { describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../../domain/demo';
import { UserInfo, buildUserInfo } from '../../../domain/kernel/userInfo';

const account = { showName: '甲', avatar: '', inviteCode: 'INV1', accountId: 'A-1', accountBelongToPlatformType: null };

describe('buildUserInfo', () => {
  it('an account without a membership needs admission and has no tenant', () => {
    const info = buildUserInfo(account, null);
    expect(UserInfo.strict().parse(info)).toEqual(info);
    expect(info).toMatchObject({ needAdmission: true, roleDTOs: [], tenantDTO: null, tenantPageConfig: null, closeTabKeys: [] });
  });
  it('a membership gives roles, hidden tabs, tenant state and page configuration', () => {
    const tenant = DEMO_TENANTS.find((t) => t.type === 'channel' && t.approvalState === 'submitted')!;
    const info = buildUserInfo(account, { roles: ['channel-owner'], closeTabKeys: ['project'], tenant });
    expect(info).toMatchObject({
      needAdmission: false,
      roleDTOs: [{ roleCode: 'channel-owner' }],
      closeTabKeys: ['project'],
      tenantDTO: { type: 'channel', approvalState: 'submitted' },
      tenantPageConfig: { tenantCode: tenant.tenantCode, tenantZhName: tenant.tenantZhName, hTab: '' },
    });
  });
});
