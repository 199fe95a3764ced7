/** The logged-in manager as the personnel rules see it: account, roles and tenant type of the current tenant. */
import { useModel } from '@umijs/max';
import { roleCodesOf } from '@domain/kernel/access';
import { grantableRoles } from '@domain/personnel/rules';
import type { RoleCode } from '@domain/kernel/roles';

export function useCaller() {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const roles: RoleCode[] = [...roleCodesOf(user)];
  const tenantType = user?.tenantDTO?.type;
  return {
    accountId: user?.accountId ?? '',
    roles,
    tenantName: user?.tenantPageConfig?.tenantZhName ?? '',
    grantable: tenantType ? grantableRoles(roles, tenantType) : [],
  };
}

export type Caller = ReturnType<typeof useCaller>;
