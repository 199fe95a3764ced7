/** Builds domain's UserInfo from rows, and picks the tenant a new session starts in. */
import { isTenantAdmitted } from '../../../domain/kernel/access';
import { buildUserInfo as buildDomainUserInfo, type UserInfo } from '../../../domain/kernel/userInfo';
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
  return buildDomainUserInfo(
    account,
    current && { roles: current.membership.roles, closeTabKeys: current.membership.closeTabKeys, tenant: current.tenant },
  );
}
