import { ROLE_TENANT_TYPE, type RoleCode } from '../../domain/kernel/roles';
import type { AccessSubject } from '../../domain/kernel/userInfo';

/** A user of an admitted tenant of the roles' type holding `roles`. */
export function subjectOf(roles: RoleCode[], extra: Partial<AccessSubject> = {}): AccessSubject {
  return {
    roleDTOs: roles.map((roleCode) => ({ roleCode })),
    tenantDTO: { type: ROLE_TENANT_TYPE[roles[0]], approvalState: 'success' },
    closeTabKeys: [],
    accountBelongToPlatformType: roles.includes('subPlatformManager') ? 'subPlatform' : null,
    tenantPageConfig: { hTab: '' },
    ...extra,
  };
}
