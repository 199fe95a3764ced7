/**
 * The user info of spec §3 (GET /user/getUserInfo): the one input of every access flag, menu and
 * landing-page rule. The server builds it from the session; the web app gets it as initial state.
 */
import { z } from 'zod';
import { ApprovalState, PlatformBelonging, TenantType } from './tenancyEnums';

export const RoleDTO = z.object({ roleCode: z.string().nullable() });

export const TenantDTO = z.object({
  type: TenantType.schema,
  approvalState: ApprovalState.schema,
});

/** The tenant's page configuration (spec §3): shown in the header and footer. */
export const TenantPageConfig = z.object({
  tenantCode: z.string(),
  tenantZhName: z.string(),
  tenantEnName: z.string(),
  logoIconUrl: z.string(),
  /** Comma-separated hidden tabs. */
  hTab: z.string(),
});
export type TenantPageConfig = z.infer<typeof TenantPageConfig>;

export const UserInfo = z.object({
  showName: z.string(),
  avatar: z.string(),
  inviteCode: z.string(),
  accountId: z.string(),
  roleDTOs: z.array(RoleDTO),
  /** null while the account has no active membership. */
  tenantDTO: TenantDTO.nullable(),
  closeTabKeys: z.array(z.string()),
  needAdmission: z.boolean(),
  accountBelongToPlatformType: PlatformBelonging.schema.nullable(),
  tenantPageConfig: TenantPageConfig.nullable(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** The part of the user info the rules read (so tests and callers can pass less). */
export type AccessSubject = Pick<UserInfo, 'roleDTOs' | 'tenantDTO' | 'closeTabKeys' | 'accountBelongToPlatformType'> & {
  tenantPageConfig?: Pick<TenantPageConfig, 'hTab'> | null;
  needAdmission?: boolean;
};

/** The account fields the user info shows. */
export type UserInfoAccount = Pick<UserInfo, 'showName' | 'avatar' | 'inviteCode' | 'accountId' | 'accountBelongToPlatformType'>;

/** The current membership: its roles, hidden tabs and tenant. */
export interface UserInfoMembership {
  roles: readonly string[];
  closeTabKeys: readonly string[];
  tenant: TenantPageConfig & z.infer<typeof TenantDTO>;
}

/**
 * The user info of an account in its current membership; without one the account still needs
 * admission. The server builds it from rows, the mocks from the demo data.
 */
export function buildUserInfo(account: UserInfoAccount, current: UserInfoMembership | null): UserInfo {
  const tenant = current?.tenant ?? null;
  return {
    showName: account.showName,
    avatar: account.avatar,
    inviteCode: account.inviteCode,
    accountId: account.accountId,
    roleDTOs: (current?.roles ?? []).map((roleCode) => ({ roleCode })),
    tenantDTO: tenant ? { type: tenant.type, approvalState: tenant.approvalState } : null,
    closeTabKeys: [...(current?.closeTabKeys ?? [])],
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
