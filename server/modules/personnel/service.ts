/**
 * The personnel service: the caller's CURRENT tenant's people (the guard admitted the caller with
 * canReadPersonnelManage or personnelManageRoute; every query is scoped by the session's tenant,
 * so another tenant's member is not found), the grant rules of domain/personnel/rules.ts, the
 * membership state machine, join requests by invite code. Each change and its audit entry commit
 * in one transaction.
 */
import type { InviteInfo, JoinRequest, PersonnelMember, personnelContracts as c } from '../../../domain/personnel/contracts';
import type { ParsedBody, ParsedQuery } from '../../../domain/kernel/contract';
import { ErrorCode } from '../../../domain/errors';
import {
  actOnMemberRefusal,
  addRolesRefusal,
  JOIN_ROLE_BY_TENANT_TYPE,
  joinMeaning,
  MANAGER_ROLE_BY_TENANT_TYPE,
  MEMBERSHIP_MACHINE,
  maskPhone,
  platformBelongingFor,
  removesLastManager,
  roleChangeRefusal,
  rolesEditable,
  statusAfter,
} from '../../../domain/personnel/rules';
import { isTenantAdmitted } from '../../../domain/kernel/access';
import type { RoleCode } from '../../../domain/kernel/roles';
import type { Repositories } from '../../db/repositories';
import type { MembershipRow, TenantRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import type { AuditLog } from '../auditLog';
import type { IdentityAdmin, Member, PersonnelAdmin } from '../identity';
import type { PersonnelRepository } from './repository';

export interface PersonnelServiceDeps {
  repos: Repositories<PersonnelRepository>;
  personnelAdmin: PersonnelAdmin;
  identityAdmin: Pick<IdentityAdmin, 'sendLoginCode'>;
  auditLog: AuditLog;
}

const toMember = ({ account, membership }: Member, self: string): PersonnelMember => ({
  accountId: account.accountId,
  showName: account.showName,
  phone: account.phone,
  roleCodes: membership.roles as RoleCode[],
  status: membership.status,
  accountStatus: account.status,
  self: account.accountId === self,
  createdAt: membership.createdAt.toISOString(),
});

const toJoinRequest = (membership: MembershipRow, tenant: TenantRow): JoinRequest => ({
  tenantCode: tenant.tenantCode,
  tenantZhName: tenant.tenantZhName,
  tenantType: tenant.type,
  roleCodes: membership.roles as RoleCode[],
  status: membership.status,
  createdAt: membership.createdAt.toISOString(),
});

/** What the audit log keeps of a membership. */
const snapshot = (membership: Pick<MembershipRow, 'roles' | 'status'>) => ({ roles: membership.roles, status: membership.status });

const CHANGE_ACTIONS = { roles: '修改人员角色', disable: '停用人员', enable: '启用人员', accept: '通过加入申请', reject: '拒绝加入申请' } as const;

export function createPersonnelService({ repos, personnelAdmin, identityAdmin, auditLog }: PersonnelServiceDeps) {
  /** The caller's current tenant and its roles there (the guard admitted it). */
  function callerOf(auth: RequestContext) {
    if (!auth.tenant || !auth.membership) throw new BusinessError(ErrorCode.FORBIDDEN);
    return { tenant: auth.tenant, roles: auth.membership.roles as RoleCode[], accountId: auth.account.accountId };
  }

  async function inviteInfo(inviteCode: string): Promise<InviteInfo> {
    const inviter = await personnelAdmin.findAccountByInviteCode(inviteCode);
    if (inviter?.status !== 'active') throw new BusinessError(ErrorCode.INVITE_CODE_UNKNOWN);
    const active = (await personnelAdmin.membershipsOf(inviter.accountId)).filter((m) => m.membership.status === 'active');
    const home = active.find((m) => isTenantAdmitted({ tenantDTO: { type: m.tenant.type, approvalState: m.tenant.approvalState } })) ?? active[0];
    if (!home) throw new BusinessError(ErrorCode.INVITE_TENANT_CLOSED);
    const admitted = home.tenant.approvalState === 'success';
    const joinRole = admitted ? JOIN_ROLE_BY_TENANT_TYPE[home.tenant.type] : null;
    return {
      inviteCode,
      inviterName: inviter.showName,
      inviterPhone: maskPhone(inviter.phone),
      tenantCode: home.tenant.tenantCode,
      tenantZhName: home.tenant.tenantZhName,
      tenantType: home.tenant.type,
      joinRole,
      canJoin: joinRole !== null,
      meaning: joinMeaning(home.tenant.tenantZhName, joinRole),
    };
  }

  return {
    async list(auth: RequestContext, query: ParsedQuery<typeof c.personnelList>) {
      const { tenant } = callerOf(auth);
      const { current, pageSize, ...filter } = query;
      const { rows, total } = await personnelAdmin.pageMembers(tenant.tenantCode, filter, { current, pageSize });
      return { list: rows.map((row) => toMember(row, auth.account.accountId)), total, current, pageSize };
    },

    /**
     * Adds a person by phone: a phone already known gets a membership in this tenant (never a
     * second account); a new phone gets an SMS-login account and a login code by SMS at once.
     */
    async add(auth: RequestContext, body: ParsedBody<typeof c.personnelAdd>, ip: string) {
      const caller = callerOf(auth);
      const refusal = addRolesRefusal(caller.roles, caller.tenant.type, body.roles);
      if (refusal) throw new BusinessError(ErrorCode.ROLE_NOT_GRANTABLE, refusal);
      const platform = caller.tenant.type === 'platform';
      const result = await repos.transaction(async (_repo, tx) => {
        let account = await personnelAdmin.findAccountByPhone(body.phone, { tx });
        let createdAccount = false;
        if (account) {
          const all = await personnelAdmin.membershipsOf(account.accountId, { tx });
          const here = all.find((m) => m.tenant.tenantCode === caller.tenant.tenantCode)?.membership;
          if (here && (here.status === 'active' || here.status === 'disabled')) throw new BusinessError(ErrorCode.ALREADY_MEMBER);
          const elsewhere = all.some((m) => m.tenant.type !== 'platform' && (m.membership.status === 'active' || m.membership.status === 'disabled'));
          if (platform && elsewhere) throw new BusinessError(ErrorCode.PLATFORM_ACCOUNT_ELSEWHERE);
          if (platform) await personnelAdmin.setPlatformBelonging(account.accountId, platformBelongingFor(body.roles), { tx });
        } else {
          account = await personnelAdmin.createAccount(
            { phone: body.phone, showName: body.name, accountBelongToPlatformType: platform ? platformBelongingFor(body.roles) : null },
            { tx },
          );
          createdAccount = true;
        }
        const membership = await personnelAdmin.putMembership(
          { tenantCode: caller.tenant.tenantCode, accountId: account.accountId, roles: body.roles, status: 'active' },
          { tx },
        );
        await auditLog.record(
          auth,
          {
            area: 'personnel',
            action: createdAccount ? '添加人员（新账号）' : '添加人员',
            targetType: 'membership',
            targetId: `${caller.tenant.tenantCode}/${account.accountId}`,
            targetName: `${account.showName}（${caller.tenant.tenantZhName}）`,
            before: null,
            after: { phone: maskPhone(account.phone), ...snapshot(membership) },
          },
          { tx },
        );
        return { member: toMember({ account, membership }, caller.accountId), createdAccount };
      });
      // After the commit: the account exists when the code arrives. A failed send is reported, not fatal.
      const smsSent = result.createdAccount ? await identityAdmin.sendLoginCode(body.phone, ip) : false;
      return { ...result, smsSent };
    },

    /** Roles, disable, enable, accept or reject: one member of the caller's current tenant. */
    async update(auth: RequestContext, body: ParsedBody<typeof c.personnelUpdate>): Promise<PersonnelMember> {
      const caller = callerOf(auth);
      const { tenant } = caller;
      return repos.transaction(async (_repo, tx) => {
        const member = await personnelAdmin.findMember(tenant.tenantCode, body.accountId, { tx, lock: true });
        if (!member) throw new BusinessError(ErrorCode.MEMBER_NOT_FOUND);
        const before = member.membership;
        const beforeRoles = before.roles as RoleCode[];
        if (body.change === 'roles') {
          if (!rolesEditable(before.status)) throw new BusinessError(ErrorCode.MEMBERSHIP_MOVE_REFUSED);
        } else {
          const refusal = MEMBERSHIP_MACHINE.refusal(before.status, body.change, auth.userInfo);
          if (refusal) throw new BusinessError(ErrorCode.MEMBERSHIP_MOVE_REFUSED, refusal);
        }
        const roles = body.change === 'roles' || (body.change === 'accept' && body.roles) ? (body.roles as RoleCode[]) : beforeRoles;
        const status = statusAfter(before.status, body.change);

        const managers = await personnelAdmin.activeHolders(tenant.tenantCode, MANAGER_ROLE_BY_TENANT_TYPE[tenant.type], { tx });
        if (removesLastManager(tenant.type, managers, member.account, { status, roles })) throw new BusinessError(ErrorCode.LAST_MANAGER);
        const actRefusal = actOnMemberRefusal(caller, { accountId: member.account.accountId, roles: beforeRoles });
        if (actRefusal) {
          const code = caller.accountId === member.account.accountId ? ErrorCode.SELF_CHANGE_REFUSED : ErrorCode.MEMBER_OUTRANKS;
          throw new BusinessError(code, actRefusal);
        }
        const roleRefusal =
          body.change === 'accept'
            ? addRolesRefusal(caller.roles, tenant.type, roles)
            : body.change === 'roles'
              ? roleChangeRefusal(caller.roles, tenant.type, beforeRoles, roles)
              : undefined;
        if (roleRefusal) throw new BusinessError(ErrorCode.ROLE_NOT_GRANTABLE, roleRefusal);

        const after = await personnelAdmin.updateMembership(tenant.tenantCode, member.account.accountId, { roles, status }, { tx });
        if (tenant.type === 'platform' && body.change === 'roles')
          await personnelAdmin.setPlatformBelonging(member.account.accountId, platformBelongingFor(roles), { tx });
        await auditLog.record(
          auth,
          {
            area: 'personnel',
            action: CHANGE_ACTIONS[body.change],
            targetType: 'membership',
            targetId: `${tenant.tenantCode}/${member.account.accountId}`,
            targetName: `${member.account.showName}（${tenant.tenantZhName}）`,
            before: snapshot(before),
            after: snapshot(after),
          },
          { tx },
        );
        return toMember({ account: member.account, membership: after }, caller.accountId);
      });
    },

    inviteInfo,

    /** A join request to the inviter's tenant, pending until one of its managers accepts it. */
    async join(auth: RequestContext, inviteCode: string): Promise<JoinRequest> {
      const info = await inviteInfo(inviteCode);
      if (!info.canJoin || !info.joinRole) throw new BusinessError(ErrorCode.INVITE_TENANT_CLOSED);
      const joinRole = info.joinRole;
      return repos.transaction(async (_repo, tx) => {
        const membership = await personnelAdmin.requestJoin(
          { tenantCode: info.tenantCode, accountId: auth.account.accountId, roles: [joinRole] },
          { tx },
        );
        const tenant = await personnelAdmin.findTenant(info.tenantCode, { tx });
        if (!tenant) throw new BusinessError(ErrorCode.INVITE_TENANT_CLOSED);
        await auditLog.record(
          auth,
          {
            area: 'personnel',
            action: '申请加入机构',
            targetType: 'membership',
            targetId: `${tenant.tenantCode}/${auth.account.accountId}`,
            targetName: `${auth.account.showName}（${tenant.tenantZhName}）`,
            before: null,
            after: { inviteCode, ...snapshot(membership) },
          },
          { tx },
        );
        return toJoinRequest(membership, tenant);
      });
    },

    async myJoinRequests(auth: RequestContext): Promise<JoinRequest[]> {
      const rows = await personnelAdmin.joinRequestsOf(auth.account.accountId);
      return rows.map(({ membership, tenant }) => toJoinRequest(membership, tenant));
    },
  };
}

export type PersonnelService = ReturnType<typeof createPersonnelService>;
