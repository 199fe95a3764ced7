/** Builds domain's UserInfo from rows, and picks the tenant a new session starts in. */
import { isTenantAdmitted } from '../../../domain/access';
import type { UserInfo } from '../../../domain/userInfo';
import type { AccountRow, MembershipRow, TenantRow } from '../../db/schema';

export interface MembershipWithTenant {
  membership: MembershipRow;
  tenant: TenantRow;
}

const tenantDTO = (tenant: TenantRow) => ({ type: tenant.type, approvalState: tenant.approvalState });

/** The first active membership, preferring a tenant that is admitted. */
export function defaultMembership(memberships: readonly MembershipWithTenant[]): MembershipWithTenant | null {
  return memberships.find(({ tenant }) => isTenantAdmitted({ tenantDTO: tenantDTO(tenant) })) ?? memberships[0] ?? null;
}

export function buildUserInfo(account: AccountRow, current: MembershipWithTenant | null): UserInfo {
  const tenant = current?.tenant ?? null;
  return {
    showName: account.showName,
    avatar: account.avatar,
    inviteCode: account.inviteCode,
    accountId: account.accountId,
    roleDTOs: (current?.membership.roles ?? []).map((roleCode) => ({ roleCode })),
    tenantDTO: tenant ? tenantDTO(tenant) : null,
    closeTabKeys: current?.membership.closeTabKeys ?? [],
    needAdmission: !current,
    accountBelongToPlatformType: account.accountBelongToPlatformType,
    tenantPageConfig: tenant
      ? {
          tenantCode: tenant.tenantCode,
          tenantZhName: tenant.tenantZhName,
          tenantEnName: tenant.tenantEnName,
          logoIconUrl: tenant.logoIconUrl,
          hTab: tenant.hTab,
        }
      : null,
  };
}
